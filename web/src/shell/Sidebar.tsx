import { makeStyles, tokens } from '@fluentui/react-components';
import { SidebarContent } from './SidebarContent';

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
      <SidebarContent tourTarget="bottom-navigation" />
    </aside>
  );
}
