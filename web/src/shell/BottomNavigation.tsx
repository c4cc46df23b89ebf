import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { NavLink, useLocation } from 'react-router';
import { BOTTOM_NAVIGATION_ITEMS, MORE_PATHS } from './navigationItems';

export const BOTTOM_NAVIGATION_HEIGHT = 64;

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 10,
    display: 'flex',
    justifyContent: 'space-around',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    height: `calc(${BOTTOM_NAVIGATION_HEIGHT}px + env(safe-area-inset-bottom))`,
    paddingBottom: 'env(safe-area-inset-bottom)',
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow8,
  },
  item: {
    flex: '1 1 0',
    minWidth: 0,
    maxWidth: '120px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2px',
    padding: `0 ${tokens.spacingHorizontalXXS}`,
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    fontFamily: 'inherit',
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightMedium,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    // Five tabs share a phone's width: at 12 px a wide system font (DejaVu Sans) cuts "Supplements" short. Tab bars
    // label at 10 px on small screens, as iOS and Android do.
    '@media (max-width: 419px)': { fontSize: tokens.fontSizeBase100, lineHeight: tokens.lineHeightBase100 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  icon: {
    fontSize: '22px',
    padding: '2px 14px',
    borderRadius: tokens.borderRadiusCircular,
  },
  active: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  activeIcon: { backgroundColor: tokens.colorBrandBackground2 },
});

/** Small screens only (spec section 2): four tabs and "More", which opens the drawer with every destination. */
export function BottomNavigation({ onOpenMore }: { onOpenMore(): void }) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const isMoreActive = MORE_PATHS.includes(pathname);
  return (
    <nav className={`${styles.root} nutri-glass`} aria-label="Bottom navigation" data-tour="bottom-navigation">
      {BOTTOM_NAVIGATION_ITEMS.map(({ path, label, icon: Icon }) => (
        <NavLink key={path} to={path} className={({ isActive }) => mergeClasses(styles.item, isActive && styles.active)}>
          {({ isActive }) => (
            <>
              <Icon className={mergeClasses(styles.icon, isActive && styles.activeIcon)} aria-hidden />
              {label}
            </>
          )}
        </NavLink>
      ))}
      <button type="button" className={mergeClasses(styles.item, isMoreActive && styles.active)} aria-haspopup="dialog" onClick={onOpenMore}>
        <MoreHorizontalRegular className={mergeClasses(styles.icon, isMoreActive && styles.activeIcon)} aria-hidden />
        More
      </button>
    </nav>
  );
}
