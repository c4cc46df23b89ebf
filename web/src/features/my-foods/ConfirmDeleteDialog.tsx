import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';

interface ConfirmDeleteDialogProps {
  name: string;
  detail: string;
  onCancel(): void;
  onConfirm(): void;
}

export function ConfirmDeleteDialog({ name, detail, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface style={{ width: 'min(420px, calc(100vw - 32px))' }}>
        <DialogBody>
          <DialogTitle>Delete “{name}”?</DialogTitle>
          <DialogContent>{detail}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button appearance="primary" onClick={onConfirm}>
              Delete
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
