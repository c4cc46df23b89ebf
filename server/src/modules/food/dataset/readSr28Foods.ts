import { join } from 'node:path';
import type { DatasetFood, FoodPortion, NutrientsPer100g } from './foodDataset.types.js';
import { NUTRIENT_DEFINITIONS } from './nutrientDefinitions.js';
import { roundForDataset, splitMeasureText } from './portionText.js';
import { parseCaretRows, parseCsvRecords, readGzipText } from './usdaFileReaders.js';

/** SR28 foods: names and groups from FOOD_DES/FD_GROUP, values from NUT_DATA, measures from WEIGHT. */
export async function readSr28Foods(usdaRoot: string): Promise<DatasetFood[]> {
  const sr = (file: string) => readGzipText(join(usdaRoot, 'sr28', file), 'latin1').then(parseCaretRows);
  const [descriptions, groups, nutrientRows, weights, fdcIds] = await Promise.all([
    sr('FOOD_DES.txt.gz'),
    sr('FD_GROUP.txt.gz'),
    sr('NUT_DATA.txt.gz'),
    sr('WEIGHT.txt.gz'),
    readFdcIdsByNdbNumber(usdaRoot),
  ]);
  const groupNames = new Map(groups.map(([code = '', name = '']) => [code, name]));
  const nutrients = collectNutrients(nutrientRows);
  const portions = collectPortions(weights);
  return descriptions.map(([ndbNo = '', groupCode = '', longDesc = '', , commonName = '']) => {
    const fdcId = fdcIds.get(Number(ndbNo));
    return {
      id: `sr:${ndbNo}`,
      source: 'sr28',
      name: longDesc,
      category: groupNames.get(groupCode) ?? '',
      ...(commonName ? { aliases: commonName } : {}),
      ...(fdcId ? { fdcId } : {}),
      nutrients: nutrients.get(ndbNo) ?? {},
      portions: portions.get(ndbNo) ?? [],
    };
  });
}

async function readFdcIdsByNdbNumber(usdaRoot: string): Promise<Map<number, number>> {
  const text = await readGzipText(join(usdaRoot, 'fdc_sr_legacy_2019-04-02', 'sr_legacy_food.csv.gz'));
  return new Map(parseCsvRecords(text).map((row) => [Number(row.NDB_number), Number(row.fdc_id)]));
}

function collectNutrients(rows: string[][]): Map<string, NutrientsPer100g> {
  const wantedNumbers = new Set<string>(NUTRIENT_DEFINITIONS.flatMap((definition) => definition.usdaNumbers));
  const valuesByFood = new Map<string, Map<string, number>>();
  for (const [ndbNo = '', nutrNo = '', value = ''] of rows) {
    if (!wantedNumbers.has(nutrNo)) continue;
    let values = valuesByFood.get(ndbNo);
    if (!values) valuesByFood.set(ndbNo, (values = new Map()));
    values.set(nutrNo, Number(value));
  }
  const nutrientsByFood = new Map<string, NutrientsPer100g>();
  for (const [ndbNo, values] of valuesByFood) {
    const nutrients: NutrientsPer100g = {};
    for (const definition of NUTRIENT_DEFINITIONS) {
      const number = definition.usdaNumbers.find((candidate) => values.has(candidate));
      if (number) nutrients[definition.key] = roundForDataset(values.get(number) ?? 0);
    }
    nutrientsByFood.set(ndbNo, nutrients);
  }
  return nutrientsByFood;
}

function collectPortions(rows: string[][]): Map<string, FoodPortion[]> {
  const sorted = [...rows].sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? '') || Number(a[1]) - Number(b[1]));
  const portionsByFood = new Map<string, FoodPortion[]>();
  for (const [ndbNo = '', , amount = '', measure = '', grams = ''] of sorted) {
    if (!(Number(grams) > 0)) continue;
    const portions = portionsByFood.get(ndbNo) ?? [];
    portions.push({ amount: roundForDataset(Number(amount)), ...splitMeasureText(measure), grams: roundForDataset(Number(grams)) });
    portionsByFood.set(ndbNo, portions);
  }
  return portionsByFood;
}
