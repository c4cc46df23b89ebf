import type { AssistantRequest } from '../../shell/AssistantLauncherContext';
import { Button, Dialog, DialogBody, DialogSurface, DialogTitle, makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { BotSparkleRegular, DismissRegular } from '@fluentui/react-icons';
import { Suspense, useEffect, useRef } from 'react';
import { AssistantChat } from './AssistantChat';

const useStyles = makeStyles({
  // A large dialog on desktop; full screen on phones (spec section 2).
  surface: { width: 'min(760px, calc(100vw - 32px))', maxWidth: '760px', height: 'min(820px, calc(100dvh - 48px))', padding: 0 },
  fullScreen: { width: '100vw', maxWidth: '100vw', height: '100dvh', maxHeight: '100dvh', borderRadius: 0, margin: 0, inset: 0 },
  body: { height: '100%', maxHeight: '100%', display: 'flex', flexDirection: 'column', gap: 0 },
  title: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  titleIcon: { color: tokens.colorBrandForeground1, fontSize: '24px' },
  titleText: { flexGrow: 1 },
  loading: { flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

interface AssistantDialogProps {
  open: boolean;
  /** Closes the assistant; `then` is a page to open once it has gone (see `onExited`). */
  onClose(then?: string): void;
  /** The dialog has closed and left the page: its exit played, its surface unmounted, the page readable again. */
  onExited?(): void;
  isFullScreen: boolean;
  /** What to start with, e.g. the photo flow when opened from the food log's camera button. */
  request?: AssistantRequest | null;
}

/** The AI assistant: chat that logs meals, answers from your data, suggests meals and shows recipes. */
export function AssistantDialog({ open, onClose, onExited, isFullScreen, request = null }: AssistantDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={mergeClasses(styles.surface, isFullScreen && styles.fullScreen)} aria-label="AI assistant">
        <ExitSignal onExited={onExited} />
        <DialogBody className={styles.body}>
          <div className={styles.title}>
            <BotSparkleRegular className={styles.titleIcon} aria-hidden />
            <DialogTitle action={null} className={styles.titleText}>
              AI assistant
            </DialogTitle>
            <Button appearance="subtle" aria-label="Close the assistant" icon={<DismissRegular />} onClick={() => onClose()} />
          </div>
          <Suspense
            fallback={
              <div className={styles.loading}>
                <Spinner label="Loading your conversation…" />
              </div>
            }
          >
            <AssistantChat onClose={onClose} request={request} />
          </Suspense>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * Tells when the surface has unmounted (after Fluent's exit motion), one task later: by then tabster has seen the
 * surface leave the DOM, so a page change cannot race the modal's clean-up.
 */
function ExitSignal({ onExited }: { onExited?(): void }) {
  const latest = useRef(onExited);
  latest.current = onExited;
  useEffect(
    () => () => {
      window.setTimeout(() => latest.current?.(), 0);
    },
    [],
  );
  return null;
}
