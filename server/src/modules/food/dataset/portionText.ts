import type { FoodPortion } from './foodDataset.types.js';

/** Keeps four significant digits and at most three decimals: enough for any label, and it gzips well. */
export function roundForDataset(value: number): number {
  if (!Number.isFinite(value) || value === 0) return 0;
  return Math.round(Number(value.toPrecision(4)) * 1000) / 1000;
}

/**
 * Splits a USDA measure such as `cup, chopped`, `medium (7" to 7-7/8" long)` or
 * `pat (1" sq, 1/3" high)` into its unit words and the detail after them.
 */
export function splitMeasureText(measure: string): { unit: string; modifier?: string } {
  const text = measure.replace(/\s+/g, ' ').trim();
  const cut = text.search(/[,(]/);
  if (cut <= 0) return { unit: text };
  const unit = text.slice(0, cut).trim();
  let rest = text.slice(cut);
  if (rest.startsWith(',')) {
    rest = rest.slice(1).trim();
  } else {
    const close = rest.indexOf(')');
    rest = close < 0 ? rest.slice(1) : `${rest.slice(1, close)}${rest.slice(close + 1)}`;
    rest = rest.replace(/^\s*,\s*/, ' ').trim();
  }
  return rest ? { unit, modifier: rest } : { unit };
}

const LEADING_QUANTITY = /^(\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?)\s+(.+)$/;

/** Reads FNDDS labels like `1 cup, mashed`, `1/2 cup` or `1 1/2 slices`; unnumbered labels count as one. */
export function parsePortionLabel(label: string, grams: number): FoodPortion {
  const match = LEADING_QUANTITY.exec(label.trim());
  const amount = match?.[1] ? parseQuantity(match[1]) : 1;
  const measure = match?.[2] ?? label;
  return { amount: roundForDataset(amount), ...splitMeasureText(measure), grams: roundForDataset(grams) };
}

function parseQuantity(text: string): number {
  return text
    .split(/\s+/)
    .map((part) => {
      const [numerator, denominator] = part.split('/');
      return denominator ? Number(numerator) / Number(denominator) : Number(part);
    })
    .reduce((sum, value) => sum + value, 0);
}
