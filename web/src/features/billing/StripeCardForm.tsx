import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useMemo, useState, type FormEvent } from 'react';
import type { CardFormProps } from './cardSource';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { padding: tokens.spacingVerticalM, border: `1px solid ${tokens.colorNeutralStroke1}`, borderRadius: tokens.borderRadiusMedium },
  submit: { alignSelf: 'flex-start' },
});

const stripes = new Map<string, Promise<Stripe | null>>();
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  if (!stripes.has(publishableKey)) stripes.set(publishableKey, loadStripe(publishableKey));
  return stripes.get(publishableKey)!;
}

function StripeCardFields({ submitLabel, isBusy, onSubmit }: CardFormProps) {
  const styles = useStyles();
  const stripe = useStripe();
  const elements = useElements();
  const [problem, setProblem] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    // The card goes from Stripe's field straight to Stripe; we receive only the payment method id.
    const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
    setProblem(error?.message);
    if (paymentMethod) onSubmit({ sourceId: paymentMethod.id });
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <Field label="Card details (card number, expiry, CVC and ZIP / postal code)" validationMessage={problem}>
        <div className={styles.card}>
          <CardElement options={{ hidePostalCode: false }} />
        </div>
      </Field>
      <Button className={styles.submit} appearance="primary" type="submit" icon={<LockClosedRegular />} disabled={isBusy || !stripe}>
        {isBusy ? 'Processing…' : submitLabel}
      </Button>
    </form>
  );
}

/** Stripe mode: Stripe Elements collects the card, so card numbers never reach the Nutri server. */
export default function StripeCardForm(props: CardFormProps) {
  const stripePromise = useMemo(() => stripeFor(props.publishableKey ?? ''), [props.publishableKey]);
  return (
    <Elements stripe={stripePromise}>
      <StripeCardFields {...props} />
    </Elements>
  );
}
