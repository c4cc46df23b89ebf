const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const integer = new Intl.NumberFormat('en-US');

export const formatDateTime = (value: string | null | undefined) => (value ? dateTime.format(new Date(value)) : 'Never');
export const formatDate = (value: string | null | undefined) => (value ? date.format(new Date(value)) : 'Never');
export const formatCount = (value: number) => integer.format(value);
export const formatMoney = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

export const TIER_LABELS: Record<string, string> = { free: 'Free', pro: 'Pro' };
export const STATUS_LABELS: Record<string, string> = {
  none: 'No subscription',
  active: 'Active',
  paused: 'Paused',
  canceled: 'Canceled',
  past_due: 'Past due',
};

export function formatMetric(value: number, unit: string): string {
  switch (unit) {
    case 'percent':
      return `${Math.round(value)}%`;
    case 'kcal':
      return `${formatCount(Math.round(value))} kcal`;
    case 'grams':
      return `${formatCount(Math.round(value))} g`;
    case 'cents':
      return formatMoney(value, 'usd');
    case 'ratio':
      return value.toFixed(1);
    case 'score':
      return `${Math.round(value)} / 100`;
    default:
      return formatCount(value);
  }
}
