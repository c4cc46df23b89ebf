import { MessageBar, Text, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { formatMoney, newIdempotencyKey } from '../billing/billingFormat';
import { CardForm } from '../billing/CardForm';
import type { CardSource } from '../billing/cardSource';
import { ConfirmPaymentDialog } from '../billing/ConfirmPaymentDialog';
import { confirmWithStripe } from '../billing/confirmWithStripe';
import { useAddCardMutation } from '../billing/useAddCardMutation';
import { useConfirmSubscriptionPaymentMutation } from '../billing/useConfirmSubscriptionPaymentMutation';
import { useRemovePaymentMethodMutation } from '../billing/useRemovePaymentMethodMutation';
import { useStartSubscriptionMutation } from '../billing/useStartSubscriptionMutation';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const EMPTY_US_ADDRESS = { street1: '', city: '', state: '', zipCode: '', country: 'US' };

interface ProCheckoutProps {
  priceCents: number;
  currency: string;
  publishableKey: string | null;
  onSubscribed(): void;
}

/**
 * Spec section 7: processing a card payment first saves a card with nickname 'Primary Card' and an empty US billing
 * address, then starts the subscription. A charge that fails removes the card it just saved, so nothing is left.
 */
export function ProCheckout({ priceCents, currency, publishableKey, onSubscribed }: ProCheckoutProps) {
  const styles = useStyles();
  const [addCard, isSaving] = useAddCardMutation();
  const [start, isStarting] = useStartSubscriptionMutation();
  const [confirm, isConfirming] = useConfirmSubscriptionPaymentMutation();
  const [removeMethod] = useRemovePaymentMethodMutation();
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  // A first payment waiting for the customer's confirmation: the subscription and, on Stripe, its client secret.
  const [pending, setPending] = useState<{ subscriptionId: string; clientSecret: string | null } | null>(null);
  const price = formatMoney(priceCents, currency);

  const checkout = async (source: CardSource) => {
    setProblem(null);
    const key = newIdempotencyKey();
    let paymentMethodId: string;
    try {
      const saved = await addCard({ ...source, nickname: 'Primary Card', billingAddress: EMPTY_US_ADDRESS, makeDefault: true, idempotencyKey: key });
      paymentMethodId = saved.paymentMethod.internalID;
    } catch (error) {
      setProblem({ title: 'Failed to save payment method', message: (error as Error).message });
      return;
    }
    try {
      const started = await start({ paymentMethodId, idempotencyKey: key });
      if (started.requiresConfirmation) return setPending({ subscriptionId: started.subscription.id, clientSecret: started.clientSecret ?? null });
      onSubscribed();
    } catch (error) {
      await removeMethod({ paymentMethodId }).catch(() => undefined);
      setProblem({ title: 'Your payment did not go through', message: (error as Error).message });
    }
  };

  const confirmPayment = async () => {
    if (!pending) return;
    try {
      if (publishableKey && pending.clientSecret) {
        const stripeProblem = await confirmWithStripe(publishableKey, pending.clientSecret);
        if (stripeProblem) throw new Error(stripeProblem);
      }
      await confirm({ subscriptionId: pending.subscriptionId });
      setPending(null);
      onSubscribed();
    } catch (error) {
      setPending(null);
      setProblem({ title: 'Your payment was not confirmed', message: (error as Error).message });
    }
  };

  return (
    <div className={styles.root}>
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>
            <MessageBarTitle>{problem.title}</MessageBarTitle>
            {problem.message}
          </MessageBarBody>
        </MessageBar>
      )}
      <CardForm
        submitLabel={`Subscribe for ${price} a month`}
        isBusy={isSaving || isStarting}
        publishableKey={publishableKey}
        onSubmit={(source) => void checkout(source)}
      />
      <ConfirmPaymentDialog
        amount={price}
        isOpen={pending !== null}
        isBusy={isConfirming}
        onConfirm={() => void confirmPayment()}
        onCancel={() => {
          setPending(null);
          setProblem({ title: 'Payment not confirmed', message: 'Nothing was charged. You can try again whenever you like.' });
        }}
      />
      <Text size={200}>Renews monthly. Pause or cancel any time from Billing.</Text>
    </div>
  );
}
