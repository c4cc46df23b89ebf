import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DiamondRegular, SignOutRegular } from '@fluentui/react-icons';
import { NavLink, useNavigate } from 'react-router';
import { useAuth } from '../features/auth/useAuth';
import { BrandMark } from './BrandMark';
import { ADMIN_ITEMS, MORE_ITEMS, SIDEBAR_ITEMS, type NavigationItem } from './navigationItems';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  // A plain chip rather than Fluent's Badge: the sidebar is on every page's first load.
  tier: {
    alignSelf: 'flex-start',
    padding: `2px ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
  tierPro: { backgroundColor: tokens.colorPaletteDarkOrangeBackground3, color: tokens.colorNeutralForegroundOnBrand },
  upgrade: { width: '100%' },
  nav: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  more: { borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalS },
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
  sectionLabel: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} 0`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  footer: { marginTop: 'auto' },
  logout: { width: '100%', justifyContent: 'flex-start' },
});

interface SidebarContentProps {
  /** Called after any navigation, so the drawer can close. */
  onNavigate?: () => void;
  /** The drawer shows the brand in its own header. */
  showBrand?: boolean;
  /** The permanent sidebar is the wide screen's navigation, so the tour's navigation step points at it. */
  tourTarget?: string;
}

function SidebarLink({ item: { path, label, icon: Icon }, onNavigate }: { item: NavigationItem; onNavigate?: () => void }) {
  const styles = useStyles();
  return (
    <NavLink to={path} onClick={onNavigate} className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}>
      <Icon className={styles.icon} aria-hidden />
      {label}
    </NavLink>
  );
}

/** What the permanent sidebar and the small-screen drawer both show (spec section 2). */
export function SidebarContent({ onNavigate, showBrand = true, tourTarget }: SidebarContentProps) {
  const styles = useStyles();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const isPro = user?.tier === 'pro';

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        {showBrand && <BrandMark />}
        <span className={mergeClasses(styles.tier, isPro && styles.tierPro)}>{isPro ? 'Pro Tier' : 'Free Tier'}</span>
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
      <nav className={styles.nav} aria-label="Main" data-tour={tourTarget}>
        {SIDEBAR_ITEMS.map((item) => (
          <SidebarLink key={item.path} item={item} onNavigate={onNavigate} />
        ))}
      </nav>
      {/* The spec's six links first; Social and My Foods below them, so wide screens reach them too. */}
      <nav className={mergeClasses(styles.nav, styles.more)} aria-label="More">
        {MORE_ITEMS.map((item) => (
          <SidebarLink key={item.path} item={item} onNavigate={onNavigate} />
        ))}
      </nav>
      {user?.role === 'admin' && (
        <nav className={styles.nav} aria-label="Administration">
          <span className={styles.sectionLabel} aria-hidden>
            Administration
          </span>
          {ADMIN_ITEMS.map((item) => (
            <SidebarLink key={item.path} item={item} onNavigate={onNavigate} />
          ))}
        </nav>
      )}
      <div className={styles.footer}>
        <Button className={styles.logout} appearance="subtle" icon={<SignOutRegular />} onClick={() => logout()}>
          Logout
        </Button>
      </div>
    </div>
  );
}
