import { loadFoodCatalog } from '../server/src/modules/food/foodCatalog.js';
import { parseMealText } from '../server/src/modules/assistant/mealText/parseMealText.js';
import { matchMealItems, type FoodLookup } from '../server/src/modules/assistant/mealText/matchMealItems.js';
const catalog = await loadFoodCatalog();
const lookup = { em: { find: async () => [], execute: async () => [] }, foodCatalog: catalog } as unknown as FoodLookup;
for (const s of process.argv.slice(2)) {
  const items = parseMealText(s);
  const { matched, unclear } = await matchMealItems(lookup, { id: '00000000-0000-0000-0000-000000000000' }, items);
  console.log(s, '=>', matched.map((m) => `${m.snapshot.name} ${m.snapshot.grams}g`).join(' | '), unclear.map((u) => 'UNCLEAR ' + u.parsed.food).join(' '));
}
