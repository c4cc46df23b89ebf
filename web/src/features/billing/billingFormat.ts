/** "$9.99": an amount in the currency's smallest unit, shown with that currency's own decimals. */
export function formatMoney(amountCents: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountCents / 10 ** digits);
}

export function formatBillingDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** A short random key per checkout, so a retried or double-clicked request is recognised by the server. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** What Pro unlocks (spec sections 1 and 6), shown before buying and in the welcome after. */
export const PRO_BENEFITS = [
  'Unlimited AI food lookups, analyses and assistant messages',
  'Bloodwork analysis and diet–bloodwork correlation',
  'Advanced analytics',
  'A choice of AI models',
  'Photo food logging',
  'Voice logging with spoken replies',
];
