import type { DatasetFood } from '../dataset/foodDataset.types.js';
import type { DefaultPortion } from '../portions/defaultPortion.js';

/** Anything searchable: a dataset food or a user's own food shaped the same way. */
export type SearchableFood = Pick<DatasetFood, 'id' | 'name' | 'category' | 'portions' | 'nutrients'> & {
  source: string;
  aliases?: string;
};

export interface ScoredFood {
  id: string;
  name: string;
  source: string;
  category: string;
  score: number;
  defaultPortion: DefaultPortion;
}

export interface FoodSearchOptions {
  limit?: number;
  offset?: number;
  /** Foods this user logged recently or owns; they rank higher when they match. */
  boostIds?: ReadonlySet<string> | readonly string[];
  /** The user's own foods, searched alongside the shared index for this call only. */
  extraFoods?: readonly SearchableFood[];
}

export interface FoodSearchResult {
  items: ScoredFood[];
  total: number;
}

export interface FoodSearchIndex {
  readonly size: number;
  search(query: string, options?: FoodSearchOptions): FoodSearchResult;
}
