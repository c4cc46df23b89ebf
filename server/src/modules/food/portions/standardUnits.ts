import { lookupTable } from '../../../lookupTable.js';
/** Grams per unit of mass. */
export const MASS_UNIT_GRAMS = lookupTable({ g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 } as const);

/** Millilitres per unit of volume (US customary for cup, tbsp, tsp and fl oz, as USDA uses them). */
export const VOLUME_UNIT_ML = lookupTable({ ml: 1, l: 1000, cup: 236.5882365, tbsp: 14.78676478, tsp: 4.92892159, 'fl oz': 29.5735296 } as const);

/** Measures USDA portions use that are volumes but not units we offer; they still tell us a density. */
const EXTRA_VOLUME_ML: Readonly<Record<string, number>> = lookupTable({ pint: 473.176473, quart: 946.352946, gallon: 3785.411784, 'cubic inch': 16.387064 });

export type MassUnit = keyof typeof MASS_UNIT_GRAMS;
export type VolumeUnit = keyof typeof VOLUME_UNIT_ML;

const UNIT_ALIASES: Readonly<Record<string, MassUnit | VolumeUnit>> = lookupTable({
  g: 'g',
  gr: 'g',
  gm: 'g',
  gram: 'g',
  grams: 'g',
  kg: 'kg',
  kilo: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  ml: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  cc: 'ml',
  l: 'l',
  liter: 'l',
  liters: 'l',
  litre: 'l',
  litres: 'l',
  cup: 'cup',
  cups: 'cup',
  c: 'cup',
  tbsp: 'tbsp',
  tbsps: 'tbsp',
  tbs: 'tbsp',
  tbl: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tsp: 'tsp',
  tsps: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  'fl oz': 'fl oz',
  'fluid ounce': 'fl oz',
  'fluid ounces': 'fl oz',
  floz: 'fl oz',
  'fl ounce': 'fl oz',
});

/** Lower-case words separated by single spaces, without punctuation: `Cup, chopped ` → `cup chopped`. */
export function normalizeUnitText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9%/"'.-]+/g, ' ')
    .replace(/(^|\s)[.'-]+|[.'-]+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function standardUnitFor(text: string): MassUnit | VolumeUnit | undefined {
  return UNIT_ALIASES[normalizeUnitText(text)];
}

export function isMassUnit(unit: string): unit is MassUnit {
  return unit in MASS_UNIT_GRAMS;
}

/** Whether an amount's unit is a mass or a volume (converted exactly), not a household measure or a count. */
export function isMassOrVolumeUnit(unit: string | null): unit is MassUnit | VolumeUnit {
  return unit !== null && (unit in MASS_UNIT_GRAMS || unit in VOLUME_UNIT_ML);
}

/** Millilitres in one of a USDA measure's unit, if that measure is a volume (`cup`, `tablespoon`, `quart`…). */
export function millilitresPerMeasure(unitText: string): number | undefined {
  const normalized = normalizeUnitText(unitText);
  const standard = UNIT_ALIASES[normalized];
  if (standard && !isMassUnit(standard)) return VOLUME_UNIT_ML[standard];
  return EXTRA_VOLUME_ML[normalized];
}
