// Development aid: shows how one phrase is read and which candidate foods the search gives, in the engine's order.
// `npx tsx --tsconfig server/tsconfig.json bench/assistant-meal-text.explain.ts "3 small chapatis" ...`
import { loadFoodCatalog } from '../server/src/modules/food/foodCatalog.js';
import { searchFoodsAmong } from '../server/src/modules/food/food.service.js';
import { parseMealText } from '../server/src/modules/assistant/mealText/parseMealText.js';
import { nameCoverage, searchTextFor } from '../server/src/modules/assistant/mealText/nameMatching.js';
import { correctSpelling } from '../server/src/modules/assistant/mealText/foodSpelling.js';

const catalog = await loadFoodCatalog();
const none = null;
for (const sentence of process.argv.slice(2)) {
  console.log(`== ${sentence}`);
  for (const item of parseMealText(sentence)) {
    const query = correctSpelling(catalog, searchTextFor(item.food));
    console.log(`  item ${JSON.stringify({ q: item.quantity, u: item.unit, s: item.size, food: item.food })} → query "${query}"`);
    const { foods } = searchFoodsAmong(catalog, none, query, { offset: 0, limit: 10 });
    for (const food of foods)
      console.log(
        `    ${nameCoverage(query, food).toFixed(2)} ${food.source} ${food.name} | ${food.nutrients.energy_kcal} | ${food.portions
          .slice(0, 6)
          .map((p) => `${p.amount} ${p.unit}${p.modifier ? ` (${p.modifier})` : ''}=${p.grams}`)
          .join('; ')}`.slice(0, 260),
      );
  }
}
process.exit(0);
