import { Spinner } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import type { CardFormProps } from './cardSource';
import { SandboxCardForm } from './SandboxCardForm';

// Stripe.js is loaded only when Stripe is configured; the sandbox never fetches it.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

/** The card form for whichever gateway the server uses. */
export function CardForm(props: CardFormProps) {
  if (!props.publishableKey) return <SandboxCardForm {...props} />;
  return (
    <Suspense fallback={<Spinner size="small" label="Loading the secure card form…" />}>
      <StripeCardForm {...props} />
    </Suspense>
  );
}
