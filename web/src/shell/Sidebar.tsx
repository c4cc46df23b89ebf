import { makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';

// Phones never show the sidebar (they use the drawer, which shares this content): its code loads only on wide screens.
const SidebarContent = lazy(() => import('./SidebarContent').then(({ SidebarContent }) => ({ default: SidebarContent })));

/** Spec section 9: the sidebar is 240 px wide. */
export const SIDEBAR_WIDTH = 240;

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    left: 0,
    width: `${SIDEBAR_WIDTH}px`,
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowY: 'auto',
  },
});

/** The permanent sidebar on wide screens. */
export function Sidebar() {
  const styles = useStyles();
  return (
    <aside className={`${styles.root} nutri-glass`} aria-label="Sidebar" data-testid="sidebar">
      <Suspense fallback={null}>
        <SidebarContent tourTarget="bottom-navigation" />
      </Suspense>
    </aside>
  );
}
