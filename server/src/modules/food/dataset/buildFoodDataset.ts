import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { DatasetFood, FoodDataset } from './foodDataset.types.js';
import { FOOD_DATASET_PATH } from './foodDatasetFile.js';
import { readFnddsFoods } from './readFnddsFoods.js';
import { readFoundationFoods } from './readFoundationFoods.js';
import { readSr28Foods } from './readSr28Foods.js';

const DATASET_FORMAT = 'usda-1';
const DEFAULT_USDA_ROOT = fileURLToPath(new URL('../../../../../../shared/data/usda', import.meta.url));

/**
 * Reads the three USDA sources and keeps every food of each, with source-prefixed ids (see README.md).
 * Foods without an energy value are dropped: the app cannot log them.
 */
export async function buildFoodDataset(usdaRoot: string): Promise<FoodDataset> {
  const sources = await Promise.all([readSr28Foods(usdaRoot), readFnddsFoods(usdaRoot), readFoundationFoods(usdaRoot)]);
  const foods = sources
    .flat()
    .filter((food) => food.nutrients.energy_kcal !== undefined)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // The version follows the content, so the server's loader re-imports exactly when the data changed.
  const contentHash = createHash('sha256').update(JSON.stringify(foods)).digest('hex').slice(0, 12);
  return { version: `${DATASET_FORMAT}-${contentHash}`, foods };
}

export function serializeFoodDataset(dataset: FoodDataset): Buffer {
  // One food per line keeps diffs of the decompressed file readable.
  const foodLines = dataset.foods.map((food: DatasetFood) => JSON.stringify(food)).join(',\n');
  const text = `{"version":${JSON.stringify(dataset.version)},"foods":[\n${foodLines}\n]}\n`;
  return gzipSync(Buffer.from(text, 'utf8'), { level: 9 });
}

async function main(): Promise<void> {
  const usdaRoot = process.argv[2] ?? process.env.USDA_DATA_DIR ?? DEFAULT_USDA_ROOT;
  const outputPath = process.argv[3] ?? FOOD_DATASET_PATH;
  const dataset = await buildFoodDataset(usdaRoot);
  const bytes = serializeFoodDataset(dataset);
  await mkdir(dirname(outputPath), { recursive: true });
  await writeFile(outputPath, bytes);
  const counts = new Map<string, number>();
  for (const food of dataset.foods) counts.set(food.source, (counts.get(food.source) ?? 0) + 1);
  console.log(`${dataset.version}: ${dataset.foods.length} foods ${JSON.stringify(Object.fromEntries(counts))}, ${bytes.length} bytes → ${outputPath}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
