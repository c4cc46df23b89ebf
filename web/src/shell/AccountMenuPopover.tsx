import { Menu, MenuDivider, MenuItem, MenuList, MenuPopover } from '@fluentui/react-components';
import {
  BookmarkRegular,
  CreditCardPersonRegular,
  DocumentTextRegular,
  HomeRegular,
  PersonRegular,
  ShieldCheckmarkRegular,
  SignOutRegular,
} from '@fluentui/react-icons';
import { useEffect, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../features/auth/useAuth';
import { ADMIN_ITEMS } from './navigationItems';

interface AccountMenuPopoverProps {
  open: boolean;
  /** The avatar button the menu hangs from. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  /** `restoreFocus`: closed from the keyboard or by choosing an item, so focus goes back to the avatar button. */
  onClose(options: { restoreFocus: boolean }): void;
  /** Called once mounted (closed), so the first open goes through Fluent's normal open path and focuses the first item. */
  onMounted(): void;
}

/** The avatar menu's entries (spec section 2). Loaded on first open: Fluent's Menu is not needed to draw the page. */
export function AccountMenuPopover({ open, anchorRef, onClose, onMounted }: AccountMenuPopoverProps) {
  const { user, logout } = useAuth();
  // Once, on mount: later renders carry a new callback but must not re-open the menu.
  const [announceMount] = useState(() => onMounted);
  useEffect(() => announceMount(), [announceMount]);
  const navigate = useNavigate();
  const go = (path: string) => () => void navigate(path);
  return (
    <Menu
      open={open}
      positioning={{ target: anchorRef.current, position: 'below', align: 'end' }}
      onOpenChange={(event, data) => {
        if (data.open) return;
        // A click on the avatar button itself toggles the menu in the button's own handler.
        if (data.type === 'clickOutside' && anchorRef.current?.contains(event.target as Node)) return;
        onClose({ restoreFocus: data.type !== 'clickOutside' && data.type !== 'scrollOutside' });
      }}
    >
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<PersonRegular />} onClick={go('/profile')}>
            Profile
          </MenuItem>
          <MenuItem icon={<CreditCardPersonRegular />} onClick={go('/billing')}>
            Billing
          </MenuItem>
          <MenuItem icon={<HomeRegular />} onClick={go('/')}>
            Home
          </MenuItem>
          <MenuItem icon={<BookmarkRegular />} onClick={go('/my-foods')}>
            My Foods
          </MenuItem>
          {user?.role === 'admin' &&
            ADMIN_ITEMS.map(({ path, label, icon: Icon }) => (
              <MenuItem key={path} icon={<Icon />} onClick={go(path)}>
                {label}
              </MenuItem>
            ))}
          <MenuDivider />
          <MenuItem icon={<ShieldCheckmarkRegular />} onClick={go('/privacy')}>
            Privacy Policy
          </MenuItem>
          <MenuItem icon={<DocumentTextRegular />} onClick={go('/terms')}>
            Terms of Service
          </MenuItem>
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => logout()}>
            Logout
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
