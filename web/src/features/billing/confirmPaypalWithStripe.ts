/** The nickname typed before leaving for PayPal, kept in this tab until the return saves the account. */
export const paypalNicknameKey = (setupId: string) => `paypal-nickname:${setupId}`;

/** Where PayPal sends the customer back after approving: Billing, which finishes saving the account (PaypalSetupReturn). */
export const paypalReturnUrl = () => `${window.location.origin}/billing`;

/**
 * Stripe mode: sends the customer to PayPal to approve the SetupIntent. On success the browser leaves the page, so a
 * returned value is always the reason it did not (shown on the form).
 */
export async function confirmPaypalWithStripe(publishableKey: string, clientSecret: string): Promise<string | null> {
  const { stripeFor } = await import('./StripeCardForm');
  const stripe = await stripeFor(publishableKey);
  if (!stripe) return 'Stripe could not be loaded. Check your connection and try again.';
  const { error } = await stripe.confirmPayPalSetup(clientSecret, { return_url: paypalReturnUrl() });
  return error?.message ?? null;
}
