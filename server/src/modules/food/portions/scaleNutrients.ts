import type { NutrientsPer100g } from '../dataset/foodDataset.types.js';
import { scaleValues } from '../nutrition.js';

/** Nutrients in `grams` of a food; unknown nutrients stay absent rather than becoming zero. */
export function scaleNutrients(per100g: NutrientsPer100g, grams: number): NutrientsPer100g {
  return scaleValues(per100g, grams / 100);
}
