import { join } from 'node:path';
import type { DatasetFood, FoodPortion, NutrientsPer100g } from './foodDataset.types.js';
import { NUTRIENT_DEFINITIONS } from './nutrientDefinitions.js';
import { parsePortionLabel, roundForDataset } from './portionText.js';
import { parseCsvRecords, readGzipText } from './usdaFileReaders.js';

const FNDDS_FOLDER = 'fndds_2021-2023';

/** FNDDS 2021–2023: the foods Americans report eating, including mixed dishes, with survey portions. */
export async function readFnddsFoods(usdaRoot: string): Promise<DatasetFood[]> {
  const read = (file: string) => readGzipText(join(usdaRoot, FNDDS_FOLDER, file)).then(parseCsvRecords);
  const [foods, nutrientRows, portionRows] = await Promise.all([
    read('foods_and_beverages.csv.gz'),
    read('nutrient_values.csv.gz'),
    read('portions_and_weights.csv.gz'),
  ]);
  const nutrientsByCode = new Map(nutrientRows.map((row) => [row['Food code'] ?? '', readNutrients(row)]));
  const portionsByCode = collectPortions(portionRows);
  return foods.map((row) => {
    const code = row['Food code'] ?? '';
    const aliases = row['Additional food description'];
    return {
      id: `fndds:${code}`,
      source: 'fndds',
      name: row['Main food description'] ?? '',
      category: row['WWEIA Category description'] ?? '',
      ...(aliases ? { aliases } : {}),
      nutrients: nutrientsByCode.get(code) ?? {},
      portions: portionsByCode.get(code) ?? [],
    };
  });
}

function readNutrients(row: Record<string, string>): NutrientsPer100g {
  const nutrients: NutrientsPer100g = {};
  for (const definition of NUTRIENT_DEFINITIONS) {
    const cell = row[definition.fnddsColumn];
    if (cell === undefined) throw new Error(`FNDDS nutrient column "${definition.fnddsColumn}" not found`);
    if (cell.trim() !== '') nutrients[definition.key] = roundForDataset(Number(cell));
  }
  return nutrients;
}

function collectPortions(rows: Record<string, string>[]): Map<string, FoodPortion[]> {
  const sorted = [...rows].sort((a, b) => (a['Food code'] ?? '').localeCompare(b['Food code'] ?? '') || Number(a['Seq num']) - Number(b['Seq num']));
  const portionsByCode = new Map<string, FoodPortion[]>();
  for (const row of sorted) {
    const grams = Number(row['Portion weight (g)']);
    // A weight of 0 marks "Quantity not specified" with no usable weight.
    if (!(grams > 0)) continue;
    const code = row['Food code'] ?? '';
    const portions = portionsByCode.get(code) ?? [];
    portions.push(parsePortionLabel(row['Portion description'] ?? '', grams));
    portionsByCode.set(code, portions);
  }
  return portionsByCode;
}
