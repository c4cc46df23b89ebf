import type { NutrientKey } from '../food/dataset/nutrientDefinitions.js';
import type { NutrientValues } from '../food/nutrition.js';
import { badInput } from '../../graphql/errors.js';
import { columnKey, columnsOf, readCsv, readNumber } from './csvTable.js';
import { addNote, emptyPlan, finishNotes, readDate, readMeal, type ImportPlan, type PlannedFoodItem } from './importPlan.js';

/** How one app lays out its food-log CSV (the column names it documents, lower-cased). */
export interface FoodAppFormat {
  appName: string;
  date: string;
  meal: string;
  /** Absent for summaries by meal (MyFitnessPal): each row becomes one quick-add entry named after the meal. */
  food?: string;
  /** Cronometer writes "1.00 medium" in one column; Lose It! writes Quantity and Units apart. */
  amount?: string;
  quantity?: string;
  units?: string;
  /** A meal value whose rows are not food (Lose It! exercise), with the note that says so. */
  notFood?: { meal: string; note: string };
}

const NUTRIENT_COLUMNS: Record<string, NutrientKey> = {
  calories: 'energy_kcal',
  'energy (kcal)': 'energy_kcal',
  'fat (g)': 'fat_g',
  fat: 'fat_g',
  'saturated fat': 'saturated_fat_g',
  'saturated fat (g)': 'saturated_fat_g',
  'saturated (g)': 'saturated_fat_g',
  'polyunsaturated fat': 'polyunsaturated_fat_g',
  'polyunsaturated (g)': 'polyunsaturated_fat_g',
  'monounsaturated fat': 'monounsaturated_fat_g',
  'monounsaturated (g)': 'monounsaturated_fat_g',
  cholesterol: 'cholesterol_mg',
  'cholesterol (mg)': 'cholesterol_mg',
  'sodium (mg)': 'sodium_mg',
  sodium: 'sodium_mg',
  potassium: 'potassium_mg',
  'potassium (mg)': 'potassium_mg',
  'carbohydrates (g)': 'carbs_g',
  carbohydrates: 'carbs_g',
  'carbs (g)': 'carbs_g',
  fiber: 'fiber_g',
  'fiber (g)': 'fiber_g',
  sugar: 'sugars_g',
  'sugar (g)': 'sugars_g',
  'sugars (g)': 'sugars_g',
  'protein (g)': 'protein_g',
  protein: 'protein_g',
  'calcium (mg)': 'calcium_mg',
  'iron (mg)': 'iron_mg',
  'magnesium (mg)': 'magnesium_mg',
  'zinc (mg)': 'zinc_mg',
  'vitamin c (mg)': 'vitamin_c_mg',
  'caffeine (mg)': 'caffeine_mg',
  'alcohol (g)': 'alcohol_g',
  'water (g)': 'water_g',
};

const MAX_FOOD_NAME = 300;
/** Food entries handed on at a time while a file is read: the page is what either thread holds of a large file. */
export const FOOD_ITEM_PAGE = 2000;

/** Where the reader hands each page of food entries; without one they are kept in the plan (small files, tests). */
export type FoodItemPageSink = (items: PlannedFoodItem[]) => Promise<void>;

function readAmount(text: string, decimalComma: boolean): { quantity: number; unit: string } {
  const match = /^\s*([\d.,]+)\s*(.*)$/.exec(text);
  const quantity = match ? readNumber(match[1], decimalComma) : null;
  return quantity !== null && quantity > 0 ? { quantity, unit: match![2]!.trim().slice(0, 80) || 'serving' } : { quantity: 1, unit: 'serving' };
}

/**
 * Reads the file into a plan (on the import worker), handing food entries to `onFoodItems` a page at a time when given;
 * foods are matched to ours afterwards, on the app thread (`createImportStager`).
 */
export async function readFoodAppCsv(bytes: Uint8Array, format: FoodAppFormat, onFoodItems?: FoodItemPageSink): Promise<ImportPlan> {
  const table = readCsv(bytes);
  const columns = columnsOf(table.header);
  const required = [format.date, format.meal, format.food].filter((name): name is string => Boolean(name));
  const missing = required.filter((name) => !columns.has(name));
  if (missing.length) {
    throw badInput(
      `This does not look like a ${format.appName} export: it has no ${missing.map((name) => `"${name}"`).join(', ')} column. Choose the file ${format.appName} exported.`,
    );
  }
  const nutrientColumns = table.header.flatMap((name, index) =>
    NUTRIENT_COLUMNS[columnKey(name)] ? [{ index, key: NUTRIENT_COLUMNS[columnKey(name)]! }] : [],
  );
  if (!nutrientColumns.some((column) => column.key === 'energy_kcal')) {
    throw badInput(`This does not look like a ${format.appName} export: it has no calories column.`);
  }
  const known = new Set([...required, format.amount, format.quantity, format.units].filter(Boolean).map(String));
  const plan = emptyPlan();
  const ignored = table.header.filter((name, index) => !known.has(columnKey(name)) && !nutrientColumns.some((column) => column.index === index) && name);
  if (ignored.length) plan.notUnderstood.push(`These columns are not imported: ${ignored.join(', ')}.`);

  const notes = { count: 0 };
  const cell = (row: string[], name: string | undefined) => (name && columns.has(name) ? (row[columns.get(name)!] ?? '').trim() : '');
  let rowCount = 0;
  let itemCount = 0;
  let page: PlannedFoodItem[] = [];
  for (const row of table.rows) {
    readRow(row, ++rowCount + 1);
    if (onFoodItems && page.length >= FOOD_ITEM_PAGE) {
      await onFoodItems(page);
      page = [];
    }
  }
  if (onFoodItems && page.length > 0) await onFoodItems(page);
  else if (!onFoodItems) plan.foodItems = page;
  function readRow(row: string[], line: number): void {
    const mealText = cell(row, format.meal);
    if (format.notFood && mealText.toLowerCase() === format.notFood.meal) return addNote(plan, `Row ${line}: ${format.notFood.note}`, notes);
    const date = readDate(cell(row, format.date));
    if (!date) return addNote(plan, `Row ${line}: "${cell(row, format.date)}" is not a date, so the row was not imported.`, notes);
    const mealType = readMeal(mealText) ?? 'snack';
    const nutrients: NutrientValues = {};
    for (const { index: column, key } of nutrientColumns) {
      const value = readNumber(row[column], table.decimalComma);
      if (value !== null && value >= 0 && value < 1e6) nutrients[key] = value;
    }
    const foodName = format.food ? cell(row, format.food) : `${mealText || 'Meal'} (${format.appName})`;
    if (!foodName) return addNote(plan, `Row ${line}: the food has no name, so the row was not imported.`, notes);
    if (nutrients.energy_kcal === undefined) return addNote(plan, `Row ${line} (${foodName}): no calories, so the row was not imported.`, notes);
    const amount = format.amount
      ? readAmount(cell(row, format.amount), table.decimalComma)
      : format.quantity
        ? { quantity: readNumber(cell(row, format.quantity), table.decimalComma) ?? 1, unit: cell(row, format.units).slice(0, 80) || 'serving' }
        : { quantity: 1, unit: 'serving' };
    const item: PlannedFoodItem = {
      date,
      mealType,
      name: [...foodName].slice(0, MAX_FOOD_NAME).join(''),
      brand: null,
      foodId: null,
      quantity: amount.quantity > 0 ? amount.quantity : 1,
      unit: amount.unit,
      grams: amount.unit === 'g' ? amount.quantity : null,
      nutrients,
    };
    page.push(item);
    itemCount += 1;
  }
  finishNotes(plan, notes);
  if (itemCount === 0 && notes.count === rowCount) {
    throw badInput(`None of the rows could be read as food entries. ${plan.notUnderstood.slice(0, 3).join(' ')}`);
  }
  return plan;
}

export const FOOD_APP_FORMATS = {
  myfitnesspal: { appName: 'MyFitnessPal', date: 'date', meal: 'meal' },
  cronometer: { appName: 'Cronometer', date: 'day', meal: 'group', food: 'food name', amount: 'amount' },
  loseit: {
    appName: 'Lose It!',
    date: 'date',
    meal: 'type',
    food: 'name',
    quantity: 'quantity',
    units: 'units',
    notFood: { meal: 'exercise', note: 'exercise is not food, so it was not imported.' },
  },
} satisfies Record<string, FoodAppFormat>;
