import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';

interface ConfirmPaymentDialogProps {
  amount: string;
  isOpen: boolean;
  isBusy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The extra step a card with 3-D Secure asks for before the first charge. */
export function ConfirmPaymentDialog({ amount, isOpen, isBusy, onConfirm, onCancel }: ConfirmPaymentDialogProps) {
  return (
    <Dialog open={isOpen} modalType="alert" onOpenChange={(_, data) => !data.open && !isBusy && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Confirm your payment</DialogTitle>
          <DialogContent>
            <Text>Your bank asks you to confirm this payment of {amount} to Nutri for one month of Pro.</Text>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} disabled={isBusy}>
              Cancel
            </Button>
            <Button appearance="primary" onClick={onConfirm} disabled={isBusy}>
              {isBusy ? 'Confirming…' : 'Confirm payment'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
