/** Stripe mode: the browser completes 3-D Secure with Stripe.js before the server is asked to finish the start. */
export async function confirmWithStripe(publishableKey: string, clientSecret: string): Promise<string | null> {
  const { stripeFor } = await import('./StripeCardForm');
  const stripe = await stripeFor(publishableKey);
  if (!stripe) return 'Stripe could not be loaded. Check your connection and try again.';
  const { error } = await stripe.confirmCardPayment(clientSecret);
  return error?.message ?? null;
}
