import { randomUUID } from 'node:crypto';
import type { Knex } from '@mikro-orm/postgresql';
import { MASS_UNIT_GRAMS, standardUnitFor } from '../food/portions/standardUnits.js';
import type { ImportPlan, PlannedFileFood, PlannedFoodItem } from './importPlan.js';

/** Unmatched foods saved as the user's own foods per import; past this, entries keep the file's nutrition only. */
const MAX_FILE_FOODS = 2000;

/** Grams of the entry's amount, when the file states it as a weight. */
function weighedGrams(item: PlannedFoodItem): number | null {
  if (item.grams) return item.grams;
  const unit = standardUnitFor(item.unit);
  return unit && unit in MASS_UNIT_GRAMS ? item.quantity * MASS_UNIT_GRAMS[unit as keyof typeof MASS_UNIT_GRAMS] : null;
}

const fileFoodKey = (item: PlannedFoodItem) => `${item.name.trim().toLowerCase()}\u0000${item.unit.trim().toLowerCase()}`;

/**
 * A food the file names that matched none of ours becomes one of the user's own foods carrying the file's nutrition
 * for the logged amount, so it can be logged again — when the amount is a weight (a custom food is kept per gram).
 * An amount in pieces or cups of an unknown food has no weight to keep; that entry is a quick-add entry. The planner
 * is called page by page and adds to `fileFoods`.
 */
export function createFileFoodPlanner(fileFoods: PlannedFileFood[]): (item: PlannedFoodItem) => void {
  const byKey = new Map<string, number>();
  return (item) => {
    if (item.foodId !== null) return;
    const key = fileFoodKey(item);
    let index = byKey.get(key);
    if (index === undefined) {
      const grams = weighedGrams(item);
      if (!grams || grams <= 0 || fileFoods.length >= MAX_FILE_FOODS) return;
      index =
        fileFoods.push({
          name: item.name.slice(0, 200),
          servingSize: item.quantity,
          servingUnit: item.unit.slice(0, 40),
          servingGrams: grams,
          nutrients: item.nutrients,
        }) - 1;
      byKey.set(key, index);
    }
    item.fileFood = index;
  };
}

/**
 * Writes the planned own foods, reusing one the user already has with the same name and serving (a re-import adds
 * none); returns their food ids in the order of `plan.fileFoods`.
 */
export async function writeFileFoods(trx: Knex.Transaction, userId: string, plan: ImportPlan, now: Date): Promise<string[]> {
  const ids: string[] = [];
  for (const food of plan.fileFoods ?? []) {
    const existing = await trx.raw<{ rows: { id: string }[] }>(
      'select id from custom_foods where user_id = ? and lower(name) = lower(?) and lower(serving_unit) = lower(?) and serving_size = ? limit 1',
      [userId, food.name, food.servingUnit, food.servingSize],
    );
    let id = existing.rows[0]?.id;
    if (!id) {
      id = randomUUID();
      await trx.raw(
        `insert into custom_foods (id, user_id, name, brand, serving_size, serving_unit, serving_grams, nutrients, created_at, updated_at)
         values (?, ?, ?, null, ?, ?, ?, ?::jsonb, ?, ?)`,
        [id, userId, food.name, food.servingSize, food.servingUnit, food.servingGrams, JSON.stringify(food.nutrients), now, now],
      );
    }
    ids.push(`custom:${id}`);
  }
  return ids;
}
