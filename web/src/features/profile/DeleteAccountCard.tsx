import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { toRequestError } from '../../relay/graphqlErrors';
import { InfoCard } from '../../shell/InfoCard';
import { useDeleteAccountMutation } from './useDeleteAccountMutation';

const CONFIRMATION_WORD = 'DELETE';

const useStyles = makeStyles({
  text: { color: tokens.colorNeutralForeground2 },
  danger: {
    alignSelf: 'flex-start',
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorPaletteRedForeground1, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { backgroundColor: tokens.colorPaletteRedForeground1, color: tokens.colorNeutralForegroundOnBrand },
  },
  surface: { width: 'min(480px, calc(100vw - 32px))' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function DeleteAccountCard() {
  const styles = useStyles();
  const [isOpen, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleteAccount, isDeleting] = useDeleteAccountMutation();

  const close = () => {
    if (isDeleting) return;
    setOpen(false);
    setConfirmation('');
    setError(null);
  };

  const confirm = async () => {
    try {
      await deleteAccount();
    } catch (requestError) {
      setError(toRequestError(requestError).message);
    }
  };

  return (
    <InfoCard title="Delete account">
      <Text className={styles.text}>
        Permanently delete your account and all of your data: food logs, saved foods, supplements, bloodwork and uploaded reports, analyses and chat history.
        This cannot be undone.
      </Text>
      <Button className={styles.danger} icon={<DeleteRegular />} onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog open={isOpen} onOpenChange={(_, data) => !data.open && close()}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogContent className={styles.content}>
              <Text>Your account and all of its data will be deleted right away and you will be signed out on every device. This cannot be undone.</Text>
              <Field label={`Type ${CONFIRMATION_WORD} to confirm`}>
                <Input value={confirmation} onChange={(_, data) => setConfirmation(data.value)} autoComplete="off" />
              </Field>
              {error && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={close} disabled={isDeleting}>
                Cancel
              </Button>
              <Button className={styles.danger} disabled={confirmation.trim() !== CONFIRMATION_WORD || isDeleting} onClick={() => void confirm()}>
                {isDeleting ? 'Deleting…' : 'Delete account'}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </InfoCard>
  );
}
