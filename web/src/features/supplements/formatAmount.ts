const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const smallAmountFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });

/** '1,000', '2.5', '0.024': whole-ish numbers rounded to one decimal, tiny ones to two significant digits. */
export function formatAmount(amount: number): string {
  if (amount !== 0 && Math.abs(amount) < 0.1) return smallAmountFormat.format(amount);
  return amountFormat.format(amount);
}

/** '2 softgels', '1 scoop'. */
export function formatDose(quantity: number, form: string): string {
  return `${formatAmount(quantity)} ${quantity === 1 ? form : pluralForm(form)}`;
}

function pluralForm(form: string): string {
  if (/(s|x|ch|sh)$/.test(form)) return `${form}es`;
  return `${form}s`;
}

/** The current local time as HH:MM, for a dose logged today. */
export function localTimeNow(now: Date = new Date()): string {
  return `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
}
