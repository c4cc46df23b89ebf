import type { NutrientsPer100g } from './dataset/foodDataset.types.js';
import { NUTRIENT_DEFINITIONS, type NutrientKey } from './dataset/nutrientDefinitions.js';

/** Amounts of the app's nutrients in some quantity of food; a missing key means unknown, not zero. */
export type NutrientValues = NutrientsPer100g;

export function addNutrients(total: NutrientValues, more: NutrientValues): NutrientValues {
  return addInto({ ...total }, more);
}

/** The same sums as `addNutrients` one by one, added into one object instead of a copy per step. */
export function sumNutrients(all: readonly NutrientValues[]): NutrientValues {
  return all.reduce<NutrientValues>(addInto, {});
}

function addInto(sum: NutrientValues, more: NutrientValues): NutrientValues {
  for (const [key, value] of Object.entries(more) as [NutrientKey, number][]) sum[key] = roundAmount((sum[key] ?? 0) + value);
  return sum;
}

export function scaleValues(values: NutrientValues, factor: number): NutrientValues {
  const scaled: NutrientValues = {};
  for (const [key, value] of Object.entries(values) as [NutrientKey, number][]) scaled[key] = roundAmount(value * factor);
  return scaled;
}

/** Hides floating-point noise only; display rounding belongs to clients. */
export const roundAmount = (value: number) => Math.round(value * 10000) / 10000;

const KNOWN_KEYS = new Set<string>(NUTRIENT_DEFINITIONS.map((definition) => definition.key));

export function isNutrientKey(key: string): key is NutrientKey {
  return KNOWN_KEYS.has(key);
}
