import { expect } from '@jest/globals';
import { loadFoodCatalog, type FoodCatalog } from '../../food/foodCatalog.js';
import { matchMealItems, type FoodLookup } from '../mealText/matchMealItems.js';
import { parseMealText } from '../mealText/parseMealText.js';

// The real USDA catalog, and a user with no saved meals and no foods of their own.
let catalog: FoodCatalog | undefined;

/** Loads the catalog once per test file (in `beforeAll`, so its load time counts against no test). */
export async function loadMealTextCatalog(): Promise<void> {
  catalog = await loadFoodCatalog();
}

/** What a sentence logs, food by food, when nothing in it is unclear (the test fails otherwise). */
export async function loggedPortions(sentence: string): Promise<{ name: string; grams: number | null }[]> {
  if (!catalog) throw new Error('call loadMealTextCatalog in beforeAll first');
  const em = { find: async () => [], execute: async () => [] };
  const { matched, unclear } = await matchMealItems({ em, foodCatalog: catalog } as unknown as FoodLookup, { id: 'test-user' }, parseMealText(sentence));
  expect(unclear).toEqual([]);
  return matched.map(({ snapshot }) => ({ name: snapshot.name, grams: snapshot.grams }));
}
