import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { BotSparkleRegular, HomeRegular, NavigationRegular } from '@fluentui/react-icons';
import { useLocation, useNavigate } from 'react-router';
import { NotificationBell } from '../features/social/notifications/NotificationBell';
import { AvatarMenu } from './AvatarMenu';
import { BrandMark } from './BrandMark';
import { pageTitleFor } from './navigationItems';
import { ThemeToggle } from './theme/ThemeToggle';

export const TOP_BAR_HEIGHT = 60;

const useStyles = makeStyles({
  root: {
    position: 'sticky',
    top: 0,
    zIndex: 5,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    height: `${TOP_BAR_HEIGHT}px`,
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: {
    flex: 1,
    minWidth: 0,
    margin: `0 ${tokens.spacingHorizontalS}`,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
});

interface TopBarProps {
  isWide: boolean;
  onOpenNavigation(): void;
  onOpenAssistant(): void;
}

// Icon buttons are named with aria-label and hinted with the native title: Fluent's Tooltip (with its positioning
// and portal code) would add ~18 kB gzip to every signed-in page's first load.
export function TopBar({ isWide, onOpenNavigation, onOpenAssistant }: TopBarProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <header className={`${styles.root} nutri-glass`}>
      {!isWide && <Button appearance="subtle" icon={<NavigationRegular />} onClick={onOpenNavigation} aria-label="Open navigation" title="Open navigation" />}
      <Button
        appearance="subtle"
        icon={isWide ? <HomeRegular /> : <BrandMark showName={false} />}
        onClick={() => void navigate('/')}
        aria-label="Home"
        title="Home"
      />
      <p className={styles.title} aria-live="polite">
        {pageTitleFor(pathname)}
      </p>
      <div className={styles.actions}>
        <ThemeToggle />
        <NotificationBell />
        <Button
          appearance="subtle"
          icon={<BotSparkleRegular />}
          onClick={onOpenAssistant}
          data-tour="ai-assistant-button"
          aria-label="AI assistant"
          title="AI assistant"
        />
        <AvatarMenu />
      </div>
    </header>
  );
}
