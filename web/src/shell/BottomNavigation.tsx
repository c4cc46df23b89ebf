import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavLink } from 'react-router';
import { BOTTOM_NAVIGATION_ITEMS } from './navigationItems';

export const BOTTOM_NAVIGATION_HEIGHT = 64;

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 10,
    display: 'flex',
    overflowX: 'auto',
    scrollbarWidth: 'none',
    height: `calc(${BOTTOM_NAVIGATION_HEIGHT}px + env(safe-area-inset-bottom))`,
    paddingBottom: 'env(safe-area-inset-bottom)',
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow8,
  },
  item: {
    flex: '1 0 52px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2px',
    padding: 0,
    color: tokens.colorNeutralForeground3,
    textDecoration: 'none',
    fontSize: '10px',
    letterSpacing: '-0.1px',
    lineHeight: '14px',
    fontWeight: tokens.fontWeightMedium,
    whiteSpace: 'nowrap',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  icon: {
    fontSize: '22px',
    padding: '2px 10px',
    borderRadius: tokens.borderRadiusCircular,
  },
  active: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  activeIcon: { backgroundColor: tokens.colorBrandBackground2 },
});

/** Small screens only (spec section 2). */
export function BottomNavigation() {
  const styles = useStyles();
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
    </nav>
  );
}
