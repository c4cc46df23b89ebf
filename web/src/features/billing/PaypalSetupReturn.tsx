import { MessageBar, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { paypalNicknameKey } from './confirmPaypalWithStripe';
import { useAddPaypalMutation } from './useAddPaypalMutation';

type ReturnState = { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * The end of the Stripe PayPal flow: PayPal sends the customer back to Billing with the SetupIntent in the address
 * (`setup_intent`, `redirect_status`); this saves the account it set up (the webhook may have saved it already — the
 * server keeps one) and clears the address.
 */
export function PaypalSetupReturn() {
  const [params, setParams] = useSearchParams();
  const setupId = params.get('setup_intent');
  const redirectStatus = params.get('redirect_status');
  const [addPaypal] = useAddPaypalMutation();
  const [state, setState] = useState<ReturnState | null>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!setupId || handled.current === setupId) return;
    handled.current = setupId;
    setParams({}, { replace: true });
    if (redirectStatus && redirectStatus !== 'succeeded') {
      setState({ kind: 'failed', message: 'PayPal did not approve the account. Try again or choose another payment method.' });
      return;
    }
    setState({ kind: 'saving' });
    const nickname = window.sessionStorage.getItem(paypalNicknameKey(setupId)) ?? 'PayPal';
    window.sessionStorage.removeItem(paypalNicknameKey(setupId));
    addPaypal({ setupId, nickname }).then(
      () => setState({ kind: 'saved' }),
      (error: Error) => setState({ kind: 'failed', message: error.message }),
    );
  }, [setupId, redirectStatus, addPaypal, setParams]);

  if (!state) return null;
  if (state.kind === 'saving') return <Spinner size="small" label="Saving your PayPal account…" />;
  return state.kind === 'saved' ? (
    <MessageBar intent="success">
      <MessageBarBody>
        <MessageBarTitle>PayPal saved</MessageBarTitle>
        Your PayPal account is now one of your payment methods.
      </MessageBarBody>
    </MessageBar>
  ) : (
    <MessageBar intent="error">
      <MessageBarBody>
        <MessageBarTitle>Failed to save payment method</MessageBarTitle>
        {state.message}
      </MessageBarBody>
    </MessageBar>
  );
}
