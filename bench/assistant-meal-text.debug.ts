// Development aid: runs the meal-text parser and matcher in-process (no server, no database) and prints what each
// bench sentence became. `npx tsx --tsconfig server/tsconfig.json bench/assistant-meal-text.debug.ts [set|all] [misses]`, a set
// being a key of MEAL_TEXT_SETS in the cases file (held, earlier, blind … ; the development set by default); `all`
// runs every set in one process and prints one summary line per set (with `misses`, each set's misses before it).
import { MEAL_TEXT_SETS, type MealTextCase } from './assistant-meal-text.cases.js';
import { loadFoodCatalog } from '../server/src/modules/food/foodCatalog.js';
import { parseMealText } from '../server/src/modules/assistant/mealText/parseMealText.js';
import { matchMealItems, type FoodLookup } from '../server/src/modules/assistant/mealText/matchMealItems.js';

const catalog = await loadFoodCatalog();
const byName = new Map(catalog.foods.map((food) => [food.name, food]));
const em = { find: async () => [], execute: async () => [] };
const lookup = { em, foodCatalog: catalog } as unknown as FoodLookup;
const viewer = { id: '00000000-0000-0000-0000-000000000000' };
const runAll = process.argv.includes('all');
const only = process.argv.includes('misses');
const quiet = runAll && !only;

async function runSet(cases: readonly MealTextCase[]): Promise<string> {
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
    if (quiet || (only && error <= 0.15)) continue;
    console.log(`${error <= 0.15 ? 'ok ' : 'BAD'} ${Math.round(error * 100)}% "${sample.sentence}" ref ${Math.round(reference)} got ${Math.round(logged)}`);
    for (const [name, grams] of sample.reference) console.log(`      ref: ${name} ${grams} g`);
    for (const item of matched)
      console.log(
        `      got: ${item.snapshot.name} ${item.snapshot.grams} g (${item.parsed.quantity} ${item.parsed.unit} ${item.parsed.size ?? ''} "${item.parsed.food}")`,
      );
    for (const item of unclear) console.log(`      UNCLEAR ${item.kind}: "${item.parsed.food}" ${item.options.map((o) => o.name).join(' | ')}`);
  }
  return `within ${Math.round((100 * within) / cases.length)} %  MAPE ${((100 * ape) / cases.length).toFixed(1)} %  n=${cases.length}`;
}

if (runAll) {
  for (const [name, cases] of Object.entries(MEAL_TEXT_SETS)) console.log(`${name.padEnd(10)} ${await runSet(cases)}`);
} else {
  console.log(await runSet(MEAL_TEXT_SETS[process.argv.find((arg) => arg in MEAL_TEXT_SETS) ?? 'default']!));
}
