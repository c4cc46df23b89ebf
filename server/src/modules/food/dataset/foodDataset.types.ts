import type { NutrientKey } from './nutrientDefinitions.js';

export type FoodSource = 'sr28' | 'fndds' | 'foundation';

/** Nutrient amounts per 100 g of edible portion; a missing key means "not measured", never zero. */
export type NutrientsPer100g = Partial<Record<NutrientKey, number>>;

/**
 * One household measure: `amount` × `unit` (with optional `modifier`) weighs `grams`.
 * Example: { amount: 1, unit: 'medium', modifier: '7" to 7-7/8" long', grams: 118 }.
 */
export interface FoodPortion {
  amount: number;
  unit: string;
  modifier?: string;
  grams: number;
}

export interface DatasetFood {
  /** Source-prefixed stable id: `sr:09040`, `fndds:63107010`, `fdc:2344719`. */
  id: string;
  source: FoodSource;
  name: string;
  category: string;
  /** Other names USDA gives the food (SR28 common names, FNDDS additional descriptions). */
  aliases?: string;
  /** FoodData Central id, where the food has one (SR Legacy and Foundation foods). */
  fdcId?: number;
  nutrients: NutrientsPer100g;
  portions: FoodPortion[];
}

export interface FoodDataset {
  /** Changes whenever the content changes, so a loader can tell whether its copy is current. */
  version: string;
  foods: DatasetFood[];
}
