/**
 * Latency of the in-memory food search, per query, after warm-up:
 *   cd /work/main/server && npx tsx ../bench/food-search-index.ts [rounds]
 * Measures the index alone (no HTTP, no database) so regressions in ranking code show up plainly.
 */
import { loadFoodDataset } from '../server/src/modules/food/dataset/foodDatasetFile.js';
import { createFoodSearchIndex } from '../server/src/modules/food/search/foodSearchIndex.js';

const QUERIES = [
  'banana',
  'apple',
  'egg',
  '2% milk',
  'chicken breast',
  'white rice',
  'brown rice',
  'coffee',
  'oatmeal',
  'bread',
  'peanut butter',
  'greek yogurt',
  'salmon',
  'avocado',
  'broccoli',
  'cheddar cheese',
  'pizza',
  'orange juice',
  'olive oil',
  'butter',
  'almonds',
  'pasta',
  'potato',
  'sweet potato',
  'spinach',
  'ground beef',
  'bacon',
  'tofu',
  'lentils',
  'black beans',
  'strawberries',
  'blueberries',
  'hummus',
  'tortilla',
  'cola',
  'beer',
  'wine',
  'chocolate',
  'ice cream',
  'protein bar',
  'cheese',
  'turkey',
  'steak',
  'chicken',
  'banan',
  'brocoli',
  'breast chicken',
  'chiken',
  'stawberry yogurt',
  'mac and cheese',
  'b',
  'ch',
  'chi',
  'chic',
  'chick',
  'skim milk',
  'oj',
  'soda',
];

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const rounds = Number(process.argv[2] ?? 200);
  const dataset = await loadFoodDataset();
  const buildStart = performance.now();
  const index = createFoodSearchIndex(dataset.foods);
  console.log(`index of ${index.size} foods built in ${(performance.now() - buildStart).toFixed(0)} ms`);
  for (let i = 0; i < 20; i++) for (const query of QUERIES) index.search(query, { limit: 20 });
  const all: number[] = [];
  const rows: string[] = [];
  for (const query of QUERIES) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      index.search(query, { limit: 20 });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push(
      `${query.padEnd(18)} p50 ${percentile(times, 0.5).toFixed(3)}  p95 ${percentile(times, 0.95).toFixed(3)}  p99 ${percentile(times, 0.99).toFixed(3)} ms`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(rows.join('\n'));
  console.log(
    `ALL ${all.length} searches: p50 ${percentile(all, 0.5).toFixed(3)}  p95 ${percentile(all, 0.95).toFixed(3)}  p99 ${percentile(all, 0.99).toFixed(3)}  max ${(all.at(-1) ?? 0).toFixed(3)} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
