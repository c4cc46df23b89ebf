import type { DatasetFood, FoodDataset } from './dataset/foodDataset.types.js';
import { loadFoodDataset } from './dataset/foodDatasetFile.js';
import { createFoodSearchIndex } from './search/foodSearchIndex.js';
import type { FoodSearchIndex } from './search/foodSearch.types.js';

/**
 * The bundled USDA foods in memory, with their search index. The data is static for a deployment, so every app
 * process builds the same catalog from the same file and no request waits on the database to find a food.
 */
export interface FoodCatalog {
  version: string;
  size: number;
  get(id: string): DatasetFood | undefined;
  index: FoodSearchIndex;
  foods: readonly DatasetFood[];
}

export function createFoodCatalog(dataset: FoodDataset): FoodCatalog {
  const byId = new Map(dataset.foods.map((food) => [food.id, food]));
  return {
    version: dataset.version,
    size: dataset.foods.length,
    get: (id) => byId.get(id),
    index: createFoodSearchIndex(dataset.foods),
    foods: dataset.foods,
  };
}

let shared: Promise<FoodCatalog> | undefined;

/** One catalog per process (tests start several apps in one process). */
export function loadFoodCatalog(): Promise<FoodCatalog> {
  shared ??= loadFoodDataset().then(createFoodCatalog);
  return shared;
}
