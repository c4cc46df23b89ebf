import { lookupTable } from '../../../lookupTable.js';
export type ValueQualifier = '<' | '>' | '<=' | '>=';

/** How a report writes decimals: '5.4' (point) or '5,4' (comma, as in Hungarian and German reports). */
export type DecimalStyle = 'point' | 'comma';

export interface LabNumber {
  value: number;
  qualifier?: ValueQualifier;
}

const QUALIFIERS: Readonly<Record<string, ValueQualifier>> = lookupTable({
  '<': '<',
  '>': '>',
  '<=': '<=',
  '>=': '>=',
  '≤': '<=',
  '≥': '>=',
  '=<': '<=',
  '=>': '>=',
});

/** A decimal comma is certain when a comma is followed by anything but exactly three digits ('5,4', '0,12', '3,1416'). */
export function detectDecimalStyle(texts: readonly string[]): DecimalStyle {
  let commaDecimals = 0;
  let pointDecimals = 0;
  for (const text of texts) {
    commaDecimals += (text.match(/(?<![\d.,])\d+,(?:\d{1,2}|\d{4,})(?![\d.,])/g) ?? []).length;
    pointDecimals += (text.match(/(?<![\d.,])\d+\.(?:\d{1,2}|\d{4,})(?![\d.,])/g) ?? []).length;
  }
  return commaDecimals > pointDecimals ? 'comma' : 'point';
}

/** Indian digit grouping: thousands, then lakhs and crores in pairs ('2,50,000', '1,00,00,000'); no decimal comma reads so. */
export const INDIAN_GROUPED = String.raw`\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?`;

function parseDigits(digits: string, decimalStyle: DecimalStyle): number | null {
  const compact = digits.replace(/\s/g, '');
  let normalised: string;
  if (new RegExp(`^${INDIAN_GROUPED}$`).test(compact)) normalised = compact.replace(/,/g, '');
  else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(compact) && decimalStyle === 'point') normalised = compact.replace(/,/g, '');
  else if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact) && decimalStyle === 'comma') normalised = compact.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+$/.test(compact) && compact.split(',').length > 2) normalised = compact.replace(/,/g, '');
  else normalised = compact.replace(',', '.');
  if (!/^\d*\.?\d+$/.test(normalised)) return null;
  const value = Number.parseFloat(normalised);
  return Number.isFinite(value) ? value : null;
}

/** Parses one printed number; returns null when the text is not exactly a number. */
export function parseLabNumber(text: string, decimalStyle: DecimalStyle = 'point'): LabNumber | null {
  const match = /^([<>]=?|=[<>]|[≤≥])?\s*(\d[\d.,\s]*|[.,]\d+)$/.exec(text.trim());
  if (!match) return null;
  const digits = match[2] ?? '';
  if (/\s/.test(digits.trim()) && !/^\d{1,3}( \d{3})+$/.test(digits.trim())) return null;
  const value = parseDigits(digits.trim(), decimalStyle);
  if (value === null) return null;
  const qualifier = match[1] ? QUALIFIERS[match[1]] : undefined;
  return qualifier ? { value, qualifier } : { value };
}
