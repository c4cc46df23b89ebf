const valueFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

export function formatLabNumber(value: number): string {
  return valueFormat.format(value);
}

/** '70 – 100', '< 200', '> 40', or '—' without a range. */
export function formatRange(low: number | null | undefined, high: number | null | undefined): string {
  if (low != null && high != null) return `${formatLabNumber(low)} – ${formatLabNumber(high)}`;
  if (high != null) return `< ${formatLabNumber(high)}`;
  if (low != null) return `> ${formatLabNumber(low)}`;
  return '—';
}

/** Whether a value is outside its range: 'high' and 'low' are flagged, 'normal' and no range are not. */
export function isFlagged(flag: string | null | undefined): boolean {
  return flag === 'high' || flag === 'low';
}

/** Reads a typed number, accepting a decimal comma as labs in many countries print it. */
export function parseLabNumber(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^-?\d*\.?\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** A collection date (YYYY-MM-DD) as 'Sep 14, 2024'. */
export function formatLabDate(localDate: string): string {
  return dateFormat.format(new Date(`${localDate}T00:00:00`));
}

const categoryNames: Record<string, string> = {
  cbc: 'Blood count',
  lipids: 'Lipids',
  metabolic: 'Metabolic',
  liver: 'Liver',
  kidney: 'Kidney',
  thyroid: 'Thyroid',
  iron: 'Iron',
  vitamins: 'Vitamins',
  minerals: 'Minerals',
  hormones: 'Hormones',
  inflammation: 'Inflammation',
  diabetes: 'Diabetes',
  electrolytes: 'Electrolytes',
  cardiac: 'Heart',
};

export function categoryName(category: string): string {
  return categoryNames[category] ?? category.charAt(0).toUpperCase() + category.slice(1).replace(/_/g, ' ');
}
