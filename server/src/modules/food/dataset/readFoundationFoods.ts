import { join } from 'node:path';
import type { DatasetFood, FoodPortion, NutrientsPer100g } from './foodDataset.types.js';
import { NUTRIENT_DEFINITIONS } from './nutrientDefinitions.js';
import { roundForDataset, splitMeasureText } from './portionText.js';
import { parseCsvRecords, readGzipText } from './usdaFileReaders.js';

const FOUNDATION_FOLDER = 'fdc_foundation_2025-04-24';
const UNDETERMINED_UNIT_ID = '9999';

/** Foundation Foods: only the 340 foods in foundation_food.csv, not their samples and acquisitions. */
export async function readFoundationFoods(usdaRoot: string): Promise<DatasetFood[]> {
  const read = (file: string) => readGzipText(join(usdaRoot, FOUNDATION_FOLDER, file)).then(parseCsvRecords);
  const [foundationRows, foodRows, categoryRows, nutrientRows, portionRows, unitRows] = await Promise.all([
    read('foundation_food.csv.gz'),
    read('food.csv.gz'),
    read('food_category.csv.gz'),
    read('food_nutrient.csv.gz'),
    read('food_portion.csv.gz'),
    read('measure_unit.csv.gz'),
  ]);
  const foundationIds = new Set(foundationRows.map((row) => row.fdc_id ?? ''));
  const categories = new Map(categoryRows.map((row) => [row.id ?? '', row.description ?? '']));
  const unitNames = new Map(unitRows.map((row) => [row.id ?? '', row.name ?? '']));
  const nutrients = collectNutrients(nutrientRows, foundationIds);
  const portions = collectPortions(portionRows, foundationIds, unitNames);
  return foodRows
    .filter((row) => foundationIds.has(row.fdc_id ?? ''))
    .map((row) => {
      const fdcId = row.fdc_id ?? '';
      return {
        id: `fdc:${fdcId}`,
        source: 'foundation',
        name: row.description ?? '',
        category: categories.get(row.food_category_id ?? '') ?? '',
        fdcId: Number(fdcId),
        nutrients: nutrients.get(fdcId) ?? {},
        portions: portions.get(fdcId) ?? [],
      };
    });
}

function collectNutrients(rows: Record<string, string>[], foodIds: Set<string>): Map<string, NutrientsPer100g> {
  const amountsByFood = new Map<string, Map<number, number>>();
  for (const row of rows) {
    const fdcId = row.fdc_id ?? '';
    if (!foodIds.has(fdcId) || row.amount === undefined || row.amount === '') continue;
    const amounts = amountsByFood.get(fdcId) ?? new Map<number, number>();
    amounts.set(Number(row.nutrient_id), Number(row.amount));
    amountsByFood.set(fdcId, amounts);
  }
  const nutrientsByFood = new Map<string, NutrientsPer100g>();
  for (const [fdcId, amounts] of amountsByFood) {
    const nutrients: NutrientsPer100g = {};
    for (const definition of NUTRIENT_DEFINITIONS) {
      const nutrientId = definition.fdcNutrientIds.find((candidate) => amounts.has(candidate));
      if (nutrientId !== undefined) nutrients[definition.key] = roundForDataset(amounts.get(nutrientId) ?? 0);
    }
    nutrientsByFood.set(fdcId, nutrients);
  }
  return nutrientsByFood;
}

function collectPortions(rows: Record<string, string>[], foodIds: Set<string>, unitNames: Map<string, string>): Map<string, FoodPortion[]> {
  const portionsByFood = new Map<string, FoodPortion[]>();
  const ownRows = rows
    .filter((row) => foodIds.has(row.fdc_id ?? '') && Number(row.gram_weight) > 0)
    .sort((a, b) => Number(a.seq_num || 0) - Number(b.seq_num || 0) || Number(a.id) - Number(b.id));
  for (const row of ownRows) {
    const fdcId = row.fdc_id ?? '';
    const portions = portionsByFood.get(fdcId) ?? [];
    portions.push({ amount: roundForDataset(Number(row.amount) || 1), ...measureOf(row, unitNames), grams: roundForDataset(Number(row.gram_weight)) });
    portionsByFood.set(fdcId, portions);
  }
  return portionsByFood;
}

function measureOf(row: Record<string, string>, unitNames: Map<string, string>): { unit: string; modifier?: string } {
  const detail = [row.portion_description, row.modifier].filter((text) => text && text.trim() !== '').join(', ');
  const unitId = row.measure_unit_id ?? UNDETERMINED_UNIT_ID;
  if (unitId === UNDETERMINED_UNIT_ID) return splitMeasureText(detail || 'serving');
  const unit = (unitNames.get(unitId) ?? 'serving').toLowerCase();
  return detail ? { unit, modifier: detail } : { unit };
}
