import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useRef, useState } from 'react';
import { useAuth } from '../features/auth/useAuth';

const AccountMenuPopover = lazy(() => import('./AccountMenuPopover').then(({ AccountMenuPopover }) => ({ default: AccountMenuPopover })));

const useStyles = makeStyles({
  button: { minWidth: 'auto', padding: '2px' },
  // The avatar is just an initial in a circle: drawn here rather than with Fluent's Avatar (presence badges,
  // images), which the first load does not need.
  avatar: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** The first letter of the first name, or 'U' (spec section 2). */
export function avatarLetter(firstName: string | null | undefined): string {
  const letter = firstName?.trim().charAt(0);
  return letter ? letter.toLocaleUpperCase() : 'U';
}

export function AvatarMenu() {
  const styles = useStyles();
  const { user } = useAuth();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const isOpenPending = useRef(false);

  return (
    <>
      <Button
        ref={buttonRef}
        appearance="transparent"
        shape="circular"
        aria-label={`Account menu${user?.firstName ? ` for ${user.firstName}` : ''}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        className={styles.button}
        onClick={() => {
          if (hasOpened) return setOpen((open) => !open);
          // The menu's code loads now; it opens once mounted.
          isOpenPending.current = true;
          setHasOpened(true);
        }}
      >
        <span className={styles.avatar} aria-hidden>
          {avatarLetter(user?.firstName)}
        </span>
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <AccountMenuPopover
            open={isOpen}
            anchorRef={buttonRef}
            onMounted={() => {
              if (isOpenPending.current) setOpen(true);
              isOpenPending.current = false;
            }}
            onClose={({ restoreFocus }) => {
              setOpen(false);
              if (restoreFocus) buttonRef.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
