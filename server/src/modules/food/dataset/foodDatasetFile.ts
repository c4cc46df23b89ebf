import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { repoRoot } from '../../../config.js';
import type { DatasetFood, FoodDataset } from './foodDataset.types.js';

/** The committed dataset; bump the `v1` in the name only when the file's shape changes. */
export const FOOD_DATASET_PATH = join(repoRoot, 'server', 'data', 'usda-foods.v1.json.gz');

export async function loadFoodDataset(path: string = FOOD_DATASET_PATH): Promise<FoodDataset> {
  const parsed: unknown = JSON.parse(gunzipSync(await readFile(path)).toString('utf8'));
  if (!isFoodDataset(parsed)) throw new Error(`${path} is not a food dataset (expected { version, foods[] })`);
  return parsed;
}

function isFoodDataset(value: unknown): value is FoodDataset {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { version?: unknown; foods?: unknown };
  return typeof candidate.version === 'string' && Array.isArray(candidate.foods) && candidate.foods.every(isDatasetFood);
}

function isDatasetFood(value: unknown): value is DatasetFood {
  if (typeof value !== 'object' || value === null) return false;
  const food = value as Partial<Record<keyof DatasetFood, unknown>>;
  return (
    typeof food.id === 'string' &&
    typeof food.name === 'string' &&
    typeof food.nutrients === 'object' &&
    food.nutrients !== null &&
    Array.isArray(food.portions)
  );
}
