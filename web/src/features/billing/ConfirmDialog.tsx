import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  title: string;
  confirmLabel: string;
  isOpen: boolean;
  isBusy: boolean;
  error?: string | null;
  children: ReactNode;
  onConfirm(): void;
  onClose(): void;
}

/** Says what an action will do before doing it (pause, cancel, remove). */
export function ConfirmDialog({ title, confirmLabel, isOpen, isBusy, error, children, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={(_, data) => !data.open && !isBusy && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {children}
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={isBusy}>
              Keep things as they are
            </Button>
            <Button appearance="primary" onClick={onConfirm} disabled={isBusy}>
              {isBusy ? 'Working…' : confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
