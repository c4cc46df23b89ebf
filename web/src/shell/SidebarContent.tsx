import { Badge, Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DiamondRegular, SignOutRegular } from '@fluentui/react-icons';
import { NavLink, useNavigate } from 'react-router';
import { useAuth } from '../features/auth/useAuth';
import { BrandMark } from './BrandMark';
import { SIDEBAR_ITEMS } from './navigationItems';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  tier: { alignSelf: 'flex-start' },
  upgrade: { width: '100%' },
  nav: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '40px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightMedium,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground2 },
  },
  icon: { fontSize: '20px', flexShrink: 0 },
  footer: { marginTop: 'auto' },
  logout: { width: '100%', justifyContent: 'flex-start' },
});

interface SidebarContentProps {
  /** Called after any navigation, so the drawer can close. */
  onNavigate?: () => void;
  /** The drawer shows the brand in its own header. */
  showBrand?: boolean;
}

/** What the permanent sidebar and the small-screen drawer both show (spec section 2). */
export function SidebarContent({ onNavigate, showBrand = true }: SidebarContentProps) {
  const styles = useStyles();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const isPro = user?.tier === 'pro';

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        {showBrand && <BrandMark />}
        <Badge
          className={styles.tier}
          appearance={isPro ? 'filled' : 'tint'}
          color={isPro ? 'important' : 'brand'}
          shape="rounded"
          size="large"
        >
          {isPro ? 'Pro Tier' : 'Free Tier'}
        </Badge>
        {!isPro && (
          <Button
            className={styles.upgrade}
            appearance="primary"
            icon={<DiamondRegular />}
            onClick={() => {
              onNavigate?.();
              void navigate('/upgrade');
            }}
          >
            Upgrade to Pro
          </Button>
        )}
      </div>
      <nav className={styles.nav} aria-label="Main">
        {SIDEBAR_ITEMS.map(({ path, label, icon: Icon, tourTarget }) => (
          <NavLink
            key={path}
            to={path}
            onClick={onNavigate}
            data-tour={tourTarget}
            className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}
          >
            <Icon className={styles.icon} aria-hidden />
            {label}
          </NavLink>
        ))}
      </nav>
      <div className={styles.footer}>
        <Button className={styles.logout} appearance="subtle" icon={<SignOutRegular />} onClick={() => logout()}>
          Logout
        </Button>
      </div>
    </div>
  );
}
