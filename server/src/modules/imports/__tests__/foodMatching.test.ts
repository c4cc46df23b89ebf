import { describe, expect, it } from '@jest/globals';
import { loadFoodCatalog } from '../../food/foodCatalog.js';
import { readCsv, readNumber } from '../csvTable.js';
import { createFoodMatcher, foodPartOf } from '../foodMatching.js';
import { fixture } from './importFiles.js';

interface DevRow {
  app: string;
  name: string;
  quantity: number;
  unit: string;
  grams: number | null;
  kcal: number;
  /** The names that are right for this row, or null when none of our foods is (a recipe, a branded product). */
  expected: RegExp | null;
}

/**
 * Realistic rows as MyFitnessPal ("Brand - Food, amount") and Cronometer ("Food, Descriptor", weighed amounts) write
 * them, across fruit, dairy, grains, meat, fish, nuts, oils, drinks and branded or homemade dishes; each labelled by
 * hand with the names of our foods that would be right.
 */
async function devSet(): Promise<DevRow[]> {
  const table = readCsv(await fixture('food-match-dev.csv'));
  return [...table.rows].map(([app, name, amount, kcal, expected]) => {
    const [, quantity, unit] = /^([\d.]+)\s*(.*)$/.exec(amount!)!;
    return {
      app: app!,
      name: name!,
      quantity: Number(quantity),
      unit: unit!,
      grams: unit === 'g' ? Number(quantity) : null,
      kcal: readNumber(kcal, false)!,
      expected: expected === '-' ? null : new RegExp(expected!, 'i'),
    };
  });
}

describe('matching imported foods to ours', () => {
  it('strips brand prefixes and trailing amounts the way MyFitnessPal writes them', () => {
    expect(foodPartOf('Chobani - Greek Yogurt, Plain Nonfat')).toBe('Greek Yogurt, Plain Nonfat');
    expect(foodPartOf("Trader Joe's - Hummus, 2 tbsp")).toBe('Hummus');
    expect(foodPartOf('Chickpeas (Garbanzo Beans), Canned')).toBe('Chickpeas (Garbanzo Beans), Canned');
  });

  it('matches most of a development set of MyFitnessPal and Cronometer rows, and matches wrongly almost never', async () => {
    const catalog = await loadFoodCatalog();
    const match = createFoodMatcher(catalog);
    const rows = await devSet();
    const results = rows.map((row) => ({
      row,
      found: match({ name: row.name, quantity: row.quantity, unit: row.unit, grams: row.grams, nutrients: { energy_kcal: row.kcal } }),
    }));
    const matchable = results.filter(({ row }) => row.expected);
    const right = matchable.filter(({ row, found }) => found && row.expected!.test(found.name));
    const wrong = results.filter(({ row, found }) => found && !(row.expected && row.expected.test(found.name)));
    const byApp = (app: string) => `${right.filter(({ row }) => row.app === app).length}/${matchable.filter(({ row }) => row.app === app).length}`;
    console.log(
      [
        `food matching on ${rows.length} rows (${matchable.length} with a right answer in our database):`,
        `right ${right.length}/${matchable.length} (${Math.round((right.length / matchable.length) * 100)}%; MyFitnessPal ${byApp('myfitnesspal')}, Cronometer ${byApp('cronometer')}), wrong ${wrong.length}`,
        ...wrong.map(({ row, found }) => `  wrong: ${row.name} → ${found!.name}`),
        ...matchable.filter(({ found }) => !found).map(({ row }) => `  unmatched: ${row.name}`),
      ].join('\n'),
    );
    expect(right.length / matchable.length).toBeGreaterThanOrEqual(0.75);
    expect(wrong.length / rows.length).toBeLessThanOrEqual(0.05);
  });
});
