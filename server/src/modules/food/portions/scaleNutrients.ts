import type { NutrientsPer100g } from '../dataset/foodDataset.types.js';
import type { NutrientKey } from '../dataset/nutrientDefinitions.js';

/** Nutrients in `grams` of a food; unknown nutrients stay absent rather than becoming zero. */
export function scaleNutrients(per100g: NutrientsPer100g, grams: number): NutrientsPer100g {
  const factor = grams / 100;
  const scaled: NutrientsPer100g = {};
  for (const [key, value] of Object.entries(per100g) as [NutrientKey, number][]) {
    // Rounded only to hide floating-point noise (0.30000000000000004); display rounding is the client's.
    scaled[key] = Math.round(value * factor * 10000) / 10000;
  }
  return scaled;
}
