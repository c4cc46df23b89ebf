import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { NotificationPanelQuery } from '../../../__generated__/NotificationPanelQuery.graphql';
import { NotificationList } from './NotificationList';

const useStyles = makeStyles({
  panel: {
    position: 'absolute',
    top: 'calc(100% + 6px)',
    right: 0,
    zIndex: 20,
    width: '360px',
    maxHeight: 'min(520px, calc(100vh - 80px))',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow16,
    '@media (max-width: 600px)': {
      position: 'fixed',
      top: '64px',
      left: tokens.spacingHorizontalS,
      right: tokens.spacingHorizontalS,
      width: 'auto',
    },
  },
  loading: { padding: tokens.spacingVerticalL },
});

function PanelContent({ onNavigate }: { onNavigate(): void }) {
  const data = useLazyLoadQuery<NotificationPanelQuery>(
    graphql`
      query NotificationPanelQuery {
        viewer {
          ...NotificationList_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'network-only' },
  );
  return data.viewer ? <NotificationList viewer={data.viewer} onNavigate={onNavigate} /> : null;
}

interface NotificationPanelProps {
  /** The bell and this panel: a press outside both closes it. */
  anchorRef: RefObject<HTMLDivElement | null>;
  onClose(restoreFocus: boolean): void;
}

/** A non-modal panel under the bell (a full-width sheet on phones); Escape or a press outside closes it. */
export function NotificationPanel({ anchorRef, onClose }: NotificationPanelProps) {
  const styles = useStyles();
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [anchorRef, onClose]);
  return (
    <div ref={panelRef} className={styles.panel} role="dialog" aria-label="Notifications" tabIndex={-1}>
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner size="small" label="Loading notifications" />
          </div>
        }
      >
        <PanelContent onNavigate={() => onClose(false)} />
      </Suspense>
    </div>
  );
}
