import { Avatar, Button, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import {
  BookmarkRegular,
  DocumentTextRegular,
  HomeRegular,
  PersonRegular,
  ShieldCheckmarkRegular,
  SignOutRegular,
} from '@fluentui/react-icons';
import { useNavigate } from 'react-router';
import { useAuth } from '../features/auth/useAuth';

/** The first letter of the first name, or 'U' (spec section 2). */
export function avatarLetter(firstName: string | null | undefined): string {
  const letter = firstName?.trim().charAt(0);
  return letter ? letter.toLocaleUpperCase() : 'U';
}

export function AvatarMenu() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const letter = avatarLetter(user?.firstName);
  const go = (path: string) => () => void navigate(path);

  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          shape="circular"
          aria-label={`Account menu${user?.firstName ? ` for ${user.firstName}` : ''}`}
          icon={<Avatar initials={letter} color="brand" size={32} aria-hidden />}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<PersonRegular />} onClick={go('/profile')}>
            Profile
          </MenuItem>
          <MenuItem icon={<HomeRegular />} onClick={go('/')}>
            Home
          </MenuItem>
          <MenuItem icon={<BookmarkRegular />} onClick={go('/my-foods')}>
            My Foods
          </MenuItem>
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
