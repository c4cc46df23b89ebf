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
  MessageBarTitle,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { newIdempotencyKey } from './billingFormat';
import { CardForm } from './CardForm';
import { StripePaypalButton } from './StripePaypalButton';
import type { CardSource } from './cardSource';
import { useAddCardMutation } from './useAddCardMutation';
import { useAddPaypalMutation } from './useAddPaypalMutation';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface AddPaymentMethodDialogProps {
  isOpen: boolean;
  isSandbox: boolean;
  publishableKey: string | null;
  onClose(): void;
}

/** Adds a card (gateway form) or a PayPal account (sandbox: its email; Stripe: approved on PayPal). */
export function AddPaymentMethodDialog({ isOpen, isSandbox, publishableKey, onClose }: AddPaymentMethodDialogProps) {
  const styles = useStyles();
  const [kind, setKind] = useState<'card' | 'paypal'>('card');
  const [nickname, setNickname] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [addCard, isAddingCard] = useAddCardMutation();
  const [addPaypal, isAddingPaypal] = useAddPaypalMutation();

  const close = () => {
    setProblem(null);
    setNickname('');
    setEmail('');
    onClose();
  };
  const save = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
      close();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const saveCard = (source: CardSource) => void save(() => addCard({ ...source, nickname: nickname.trim() || 'Card', idempotencyKey: newIdempotencyKey() }));

  return (
    <Dialog open={isOpen} onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Add a payment method</DialogTitle>
          <DialogContent className={styles.content}>
            <TabList selectedValue={kind} onTabSelect={(_, data) => setKind(data.value as 'card' | 'paypal')}>
              <Tab value="card">Card</Tab>
              {(isSandbox || publishableKey) && <Tab value="paypal">PayPal</Tab>}
            </TabList>
            {problem && (
              <MessageBar intent="error">
                <MessageBarBody>
                  <MessageBarTitle>Failed to save payment method</MessageBarTitle>
                  {problem}
                </MessageBarBody>
              </MessageBar>
            )}
            <Field label="Nickname">
              <Input value={nickname} maxLength={100} onChange={(_, data) => setNickname(data.value)} placeholder={kind === 'card' ? 'Card' : 'PayPal'} />
            </Field>
            {kind === 'card' ? (
              <CardForm submitLabel="Save card" isBusy={isAddingCard} publishableKey={publishableKey} onSubmit={saveCard} />
            ) : !isSandbox && publishableKey ? (
              <StripePaypalButton publishableKey={publishableKey} nickname={nickname.trim()} onProblem={setProblem} />
            ) : (
              <>
                <Field label="PayPal email" required>
                  <Input type="email" value={email} onChange={(_, data) => setEmail(data.value)} autoComplete="email" />
                </Field>
                <Button
                  appearance="primary"
                  disabled={isAddingPaypal}
                  onClick={() =>
                    void save(() => addPaypal({ email: email.trim(), nickname: nickname.trim() || 'PayPal', idempotencyKey: newIdempotencyKey() }))
                  }
                >
                  {isAddingPaypal ? 'Saving…' : 'Save PayPal'}
                </Button>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
