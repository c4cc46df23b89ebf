import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Camera24Regular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useOpenAssistant } from '../../shell/AssistantLauncherContext';
import { BOTTOM_NAVIGATION_HEIGHT } from '../../shell/BottomNavigation';
import { useAuth } from '../auth/useAuth';

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

const PhotoProExplainer = lazy(() => import('./PhotoProExplainer').then((module) => ({ default: module.PhotoProExplainer })));

/** The food log's floating camera button: photo logging is a Pro feature (spec section 2). */
export function PhotoLogButton() {
  const styles = useStyles();
  const openAssistant = useOpenAssistant();
  const { user } = useAuth();
  // null until first opened: the explainer's dialog loads then.
  const [isExplainerOpen, setExplainerOpen] = useState<boolean | null>(null);
  const isPro = user?.tier === 'pro';

  return (
    <>
      <Button
        className={styles.fab}
        appearance="primary"
        shape="circular"
        icon={<Camera24Regular />}
        onClick={() => (isPro ? openAssistant() : setExplainerOpen(true))}
        aria-label="Log a meal from a photo"
        title="Log a meal from a photo"
        data-tour="food-entry"
      />
      {isExplainerOpen !== null && (
        <Suspense fallback={null}>
          <PhotoProExplainer open={isExplainerOpen} onOpenChange={setExplainerOpen} />
        </Suspense>
      )}
    </>
  );
}
