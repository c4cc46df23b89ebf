import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { NotificationBellQuery } from '../../../__generated__/NotificationBellQuery.graphql';

const NotificationPanel = lazy(() => import('./NotificationPanel').then(({ NotificationPanel }) => ({ default: NotificationPanel })));

/** How often the unread count is asked again while the app is open. */
const POLL_MS = 60_000;

const bellQuery = graphql`
  query NotificationBellQuery {
    viewer {
      id
      unreadSocialNotificationCount
    }
  }
`;

const useStyles = makeStyles({
  anchor: { position: 'relative', display: 'inline-flex' },
  badge: {
    position: 'absolute',
    top: '2px',
    right: '0',
    minWidth: '18px',
    height: '18px',
    padding: '0 4px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: '18px',
    textAlign: 'center',
    pointerEvents: 'none',
  },
});

export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

function BellButton({ open, onToggle, buttonRef }: { open: boolean; onToggle(): void; buttonRef: React.RefObject<HTMLButtonElement | null> }) {
  const styles = useStyles();
  const data = useLazyLoadQuery<NotificationBellQuery>(bellQuery, {}, { fetchPolicy: 'store-and-network' });
  const environment = useRelayEnvironment();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') fetchQuery(environment, bellQuery, {}).subscribe({});
    };
    const timer = window.setInterval(refresh, POLL_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [environment]);
  const unread = data.viewer?.unreadSocialNotificationCount ?? 0;
  return (
    <BellIcon open={open} onToggle={onToggle} buttonRef={buttonRef} unread={unread}>
      {unread > 0 && (
        <span className={styles.badge} aria-hidden>
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </BellIcon>
  );
}

function BellIcon({
  open,
  onToggle,
  buttonRef,
  unread,
  children,
}: {
  open: boolean;
  onToggle(): void;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  unread: number;
  children?: React.ReactNode;
}) {
  const label = bellLabel(unread);
  return (
    <>
      <Button
        ref={buttonRef}
        appearance="subtle"
        icon={<AlertRegular />}
        onClick={onToggle}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
      />
      {children}
    </>
  );
}

/** The bell in the top bar: the unread count, and on press the list of social notifications. */
export function NotificationBell() {
  const styles = useStyles();
  const [isOpen, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const toggle = useCallback(() => setOpen((open) => !open), []);
  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);
  return (
    <div className={styles.anchor} ref={anchorRef}>
      <Suspense fallback={<BellIcon open={isOpen} onToggle={toggle} buttonRef={buttonRef} unread={0} />}>
        <BellButton open={isOpen} onToggle={toggle} buttonRef={buttonRef} />
      </Suspense>
      {isOpen && (
        <Suspense fallback={null}>
          <NotificationPanel anchorRef={anchorRef} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
