// Development aid: runs the meal-text parser and matcher in-process (no server, no database) and prints what each
// bench sentence became. `npx tsx --tsconfig server/tsconfig.json bench/assistant-meal-text.debug.ts [held|earlier|blind|blind2|blind6|blind6b|blind7|blind7b|blind7c|blind8|blind8b|blind8c|blind9|blind9b|blind10|blind10b|blind10c|blind11|blind11b|blind12|blind12b|blind13|blind13b] [misses]`
import {
  BLIND_5_CASES,
  BLIND_5B_CASES,
  BLIND_6_CASES,
  BLIND_6B_CASES,
  BLIND_7_CASES,
  BLIND_7B_CASES,
  BLIND_7C_CASES,
  BLIND_8_CASES,
  BLIND_8B_CASES,
  BLIND_8C_CASES,
  BLIND_9_CASES,
  BLIND_9B_CASES,
  BLIND_10_CASES,
  BLIND_10B_CASES,
  BLIND_10C_CASES,
  BLIND_11_CASES,
  BLIND_11B_CASES,
  BLIND_12_CASES,
  BLIND_12B_CASES,
  BLIND_13_CASES,
  BLIND_13B_CASES,
  EARLIER_HELD_OUT_CASES,
  HELD_OUT_CASES,
  MEAL_TEXT_CASES,
} from './assistant-meal-text.cases.js';
import { loadFoodCatalog } from '../server/src/modules/food/foodCatalog.js';
import { parseMealText } from '../server/src/modules/assistant/mealText/parseMealText.js';
import { matchMealItems, type FoodLookup } from '../server/src/modules/assistant/mealText/matchMealItems.js';

const catalog = await loadFoodCatalog();
const byName = new Map(catalog.foods.map((food) => [food.name, food]));
const em = { find: async () => [], execute: async () => [] };
const lookup = { em, foodCatalog: catalog } as unknown as FoodLookup;
const viewer = { id: '00000000-0000-0000-0000-000000000000' };
const sets: Record<string, typeof MEAL_TEXT_CASES> = {
  held: HELD_OUT_CASES,
  earlier: EARLIER_HELD_OUT_CASES,
  blind: BLIND_5_CASES,
  blind2: BLIND_5B_CASES,
  blind6: BLIND_6_CASES,
  blind6b: BLIND_6B_CASES,
  blind7: BLIND_7_CASES,
  blind7b: BLIND_7B_CASES,
  blind7c: BLIND_7C_CASES,
  blind8: BLIND_8_CASES,
  blind8b: BLIND_8B_CASES,
  blind8c: BLIND_8C_CASES,
  blind9: BLIND_9_CASES,
  blind9b: BLIND_9B_CASES,
  blind10: BLIND_10_CASES,
  blind10b: BLIND_10B_CASES,
  blind10c: BLIND_10C_CASES,
  blind11: BLIND_11_CASES,
  blind11b: BLIND_11B_CASES,
  blind12: BLIND_12_CASES,
  blind12b: BLIND_12B_CASES,
  blind13: BLIND_13_CASES,
  blind13b: BLIND_13B_CASES,
};
const cases = sets[process.argv.find((arg) => arg in sets) ?? ''] ?? MEAL_TEXT_CASES;
const only = process.argv.includes('misses');
let within = 0;
let ape = 0;
for (const sample of cases) {
  const reference = sample.reference.reduce((sum, [name, grams]) => sum + ((byName.get(name)?.nutrients.energy_kcal ?? NaN) * grams) / 100, 0);
  const items = parseMealText(sample.sentence);
  const { matched, unclear } = await matchMealItems(lookup, viewer, items);
  const logged = unclear.length ? 0 : matched.reduce((sum, item) => sum + (item.snapshot.nutrients.energy_kcal ?? 0), 0);
  const error = Math.abs(logged - reference) / reference;
  ape += error;
  if (error <= 0.15) within += 1;
  if (only && error <= 0.15) continue;
  console.log(`${error <= 0.15 ? 'ok ' : 'BAD'} ${Math.round(error * 100)}% "${sample.sentence}" ref ${Math.round(reference)} got ${Math.round(logged)}`);
  for (const [name, grams] of sample.reference) console.log(`      ref: ${name} ${grams} g`);
  for (const item of matched)
    console.log(
      `      got: ${item.snapshot.name} ${item.snapshot.grams} g (${item.parsed.quantity} ${item.parsed.unit} ${item.parsed.size ?? ''} "${item.parsed.food}")`,
    );
  for (const item of unclear) console.log(`      UNCLEAR ${item.kind}: "${item.parsed.food}" ${item.options.map((o) => o.name).join(' | ')}`);
}
console.log(`within ${Math.round((100 * within) / cases.length)} %  MAPE ${((100 * ape) / cases.length).toFixed(1)} %  n=${cases.length}`);
