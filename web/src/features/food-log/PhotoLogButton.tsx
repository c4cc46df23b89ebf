import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Camera24Regular } from '@fluentui/react-icons';
import { useOpenAssistant } from '../../shell/AssistantLauncherContext';
import { BOTTOM_NAVIGATION_HEIGHT } from '../../shell/BottomNavigation';

const useStyles = makeStyles({
  fab: {
    position: 'fixed',
    right: '24px',
    bottom: '24px',
    zIndex: 8,
    width: '56px',
    height: '56px',
    minWidth: '56px',
    boxShadow: tokens.shadow16,
    '@media (max-width: 1023px)': { bottom: `calc(${BOTTOM_NAVIGATION_HEIGHT + 16}px + env(safe-area-inset-bottom))`, right: '16px' },
  },
});

/**
 * The food log's floating camera button: opens the assistant's photo flow. Photo logging is a Pro feature (spec
 * section 2); the assistant itself tells free users so, in the chat, with the way to upgrade.
 */
export function PhotoLogButton() {
  const styles = useStyles();
  const openAssistant = useOpenAssistant();
  return (
    <Button
      className={styles.fab}
      appearance="primary"
      shape="circular"
      icon={<Camera24Regular />}
      onClick={() => openAssistant({ photo: 'camera' })}
      aria-label="Log a meal from a photo"
      title="Log a meal from a photo"
      data-tour="food-entry"
    />
  );
}
