import type { Knex } from '@mikro-orm/postgresql';
import type { FoodCatalog } from '../food/foodCatalog.js';
import { createFileFoodPlanner } from './fileFoods.js';
import { createFoodMatcher, matchImportedFoods, type FoodMatcher } from './foodMatching.js';
import type { PlannedFileFood, PlannedFoodItem } from './importPlan.js';
import { createContentHasher, sortedNutrients } from './importedRows.js';
import type { StagedFoodItem } from './importWriters.js';

/** What the preview says about the file's food entries, counted as the pages go by. */
export interface StagedFoodSummary {
  dates: Set<string>;
  foodItems: number;
  matchedFoods: number;
  quickAddItems: number;
}

export interface ImportStager {
  /** Matches, hashes and keeps one page of food entries with the preview (in the preview's transaction). */
  add(items: PlannedFoodItem[]): Promise<void>;
  readonly summary: StagedFoodSummary;
  /** Foods the file names that matched none of ours, to be saved as the user's own foods. */
  readonly fileFoods: PlannedFileFood[];
}

/** The content of a food entry that decides whether it was imported before (same day, meal, food, amount, nutrition). */
const foodContent = (item: PlannedFoodItem) => [
  item.date,
  item.mealType,
  item.name,
  item.brand,
  item.quantity,
  item.unit,
  item.grams,
  sortedNutrients(item.nutrients),
];

/**
 * Keeps a file's food entries beside its preview (`data_import_items`), a page at a time, so neither the preview nor
 * the confirmation holds the whole file: the preview row keeps only the summary and the small parts of the plan.
 * With a catalog, names are matched to our foods and unmatched weighed foods are planned as the user's own foods.
 */
export function createImportStager(trx: Knex.Transaction, importId: string, catalog: FoodCatalog | null): ImportStager {
  const match: FoodMatcher | null = catalog ? createFoodMatcher(catalog) : null;
  const fileFoods: PlannedFileFood[] = [];
  const planFileFood = catalog ? createFileFoodPlanner(fileFoods) : null;
  const hash = createContentHasher('food');
  const summary: StagedFoodSummary = { dates: new Set(), foodItems: 0, matchedFoods: 0, quickAddItems: 0 };
  let ord = 0;
  return {
    summary,
    fileFoods,
    async add(items) {
      if (items.length === 0) return;
      if (match) await matchImportedFoods(items, match);
      const staged: StagedFoodItem[] = items.map((item) => {
        planFileFood?.(item);
        summary.dates.add(item.date);
        summary.foodItems += 1;
        if (item.foodId !== null) summary.matchedFoods += 1;
        else if (item.fileFood === undefined) summary.quickAddItems += 1;
        return { ord: ord++, hash: hash(foodContent(item)), item };
      });
      await trx.raw(
        `insert into data_import_items (data_import_id, ord, content_hash, item)
         select ?, x.ord, x.hash, x.item from jsonb_to_recordset(?::jsonb) x(ord int, hash text, item jsonb)`,
        [importId, JSON.stringify(staged)],
      );
    },
  };
}

/** The staged food entries of an import, in file order, a page at a time. */
export async function* stagedFoodItemPages(trx: Knex.Transaction, importId: string, pageSize = 2000): AsyncGenerator<StagedFoodItem[]> {
  let after = -1;
  for (;;) {
    const { rows } = await trx.raw<{ rows: StagedFoodItem[] }>(
      'select ord, content_hash hash, item from data_import_items where data_import_id = ? and ord > ? order by ord limit ?',
      [importId, after, pageSize],
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.ord;
  }
}
