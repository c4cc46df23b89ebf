import { Button, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { newIdempotencyKey } from './billingFormat';
import { confirmPaypalWithStripe, paypalNicknameKey } from './confirmPaypalWithStripe';
import { useStartPaypalSetupMutation } from './useStartPaypalSetupMutation';

interface StripePaypalButtonProps {
  publishableKey: string;
  /** Kept for the return from PayPal, which saves the account under it. */
  nickname: string;
  /** Why the account could not be set up, in words for the form's error bar. */
  onProblem(message: string): void;
}

/**
 * Stripe mode: PayPal is approved on PayPal's own page. The server sets up the account for later charges, Stripe.js
 * sends the customer to PayPal, and PayPal sends them back to Billing, which saves the account.
 */
export function StripePaypalButton({ publishableKey, nickname, onProblem }: StripePaypalButtonProps) {
  const [startSetup] = useStartPaypalSetupMutation();
  const [isBusy, setIsBusy] = useState(false);

  const continueWithPaypal = async () => {
    setIsBusy(true);
    try {
      const { setupId, clientSecret } = await startSetup(newIdempotencyKey());
      window.sessionStorage.setItem(paypalNicknameKey(setupId), nickname || 'PayPal');
      const problem = clientSecret ? await confirmPaypalWithStripe(publishableKey, clientSecret) : 'PayPal is not available right now.';
      if (problem) onProblem(problem);
    } catch (error) {
      onProblem((error as Error).message);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      <Text>You will approve Nutri on PayPal, then come back here.</Text>
      <Button appearance="primary" disabled={isBusy} onClick={() => void continueWithPaypal()}>
        {isBusy ? 'Opening PayPal…' : 'Continue with PayPal'}
      </Button>
    </>
  );
}
