import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, makeStyles, OverlayDrawer } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { BrandMark } from './BrandMark';
import { SidebarContent } from './SidebarContent';
import { SIDEBAR_WIDTH } from './Sidebar';

const useStyles = makeStyles({
  drawer: { width: `min(${SIDEBAR_WIDTH + 40}px, 86vw)` },
  body: { paddingBottom: '24px' },
});

interface NavigationDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The slide-out drawer that replaces the sidebar on small screens. */
export function NavigationDrawer({ open, onOpenChange }: NavigationDrawerProps) {
  const styles = useStyles();
  return (
    <OverlayDrawer open={open} onOpenChange={(_, data) => onOpenChange(data.open)} position="start" className={styles.drawer} aria-label="Navigation">
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="Close navigation" icon={<DismissRegular />} onClick={() => onOpenChange(false)} />}>
          <BrandMark />
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <SidebarContent onNavigate={() => onOpenChange(false)} showBrand={false} />
      </DrawerBody>
    </OverlayDrawer>
  );
}
