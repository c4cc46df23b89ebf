import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { MEAL_TYPES, type MealType } from './mealTypes';
import { addMacros, ZERO_MACROS, type Macros } from './nutritionMath';

// Optimistic updaters for the day log in the Relay store (viewer.foodLog(date:)): they
// add, move or remove an item and keep the meal and day totals in step, so logging feels
// instant. The server's answer replaces all of it moments later.

export interface OptimisticItem {
  name: string;
  brand: string | null;
  foodId: string | null;
  quantity: number;
  unit: string;
  grams: number | null;
  mealType: MealType;
  macros: Macros;
}

let optimisticCounter = 0;

function readMacros(record: RecordProxy | null | undefined): Macros {
  if (!record) return ZERO_MACROS;
  const value = (key: keyof Macros) => Number(record.getValue(key) ?? 0);
  return { calories: value('calories'), protein: value('protein'), carbs: value('carbs'), fat: value('fat') };
}

function writeNutrition(store: RecordSourceSelectorProxy, owner: RecordProxy, field: string, macros: Macros): void {
  let facts = owner.getLinkedRecord(field);
  if (!facts) {
    facts = store.create(`${owner.getDataID()}:optimistic:${field}`, 'NutritionFacts');
    facts.setLinkedRecords([], 'nutrients');
    owner.setLinkedRecord(facts, field);
  }
  facts.setValue(macros.calories, 'calories');
  facts.setValue(macros.protein, 'protein');
  facts.setValue(macros.carbs, 'carbs');
  facts.setValue(macros.fat, 'fat');
}

function adjustTotals(store: RecordSourceSelectorProxy, owner: RecordProxy, macros: Macros, sign: 1 | -1): void {
  writeNutrition(store, owner, 'totals', addMacros(readMacros(owner.getLinkedRecord('totals')), macros, sign));
}

function dayLog(store: RecordSourceSelectorProxy, date: string): RecordProxy | null {
  return store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('foodLog', { date }) ?? null;
}

/** The day's log record, created empty (four meals) when the day has nothing logged yet. */
function ensureDayLog(store: RecordSourceSelectorProxy, date: string): RecordProxy | null {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer) return null;
  const existing = viewer.getLinkedRecord('foodLog', { date });
  if (existing) return existing;
  const id = `client:optimistic:FoodLog:${date}`;
  const log = store.create(id, 'FoodLog');
  log.setValue(id, 'id');
  log.setValue(date, 'date');
  log.setValue(0, 'itemCount');
  writeNutrition(store, log, 'totals', ZERO_MACROS);
  const meals = MEAL_TYPES.map((mealType) => {
    const meal = store.create(`${id}:meals:${mealType}`, 'Meal');
    meal.setValue(mealType, 'mealType');
    meal.setLinkedRecords([], 'items');
    writeNutrition(store, meal, 'totals', ZERO_MACROS);
    return meal;
  });
  log.setLinkedRecords(meals, 'meals');
  viewer.setLinkedRecord(log, 'foodLog', { date });
  return log;
}

function mealOf(log: RecordProxy, mealType: MealType): RecordProxy | null {
  return (log.getLinkedRecords('meals') ?? []).find((meal) => meal?.getValue('mealType') === mealType) ?? null;
}

function createItem(store: RecordSourceSelectorProxy, item: OptimisticItem): RecordProxy {
  optimisticCounter += 1;
  const id = `client:optimistic:FoodLogItem:${optimisticCounter}`;
  const record = store.create(id, 'FoodLogItem');
  record.setValue(id, 'id');
  record.setValue(item.name, 'name');
  record.setValue(item.name, 'displayName');
  record.setValue(item.brand, 'brand');
  record.setValue(item.foodId, 'foodId');
  record.setValue(item.quantity, 'quantity');
  record.setValue(item.unit, 'unit');
  record.setValue(item.grams, 'grams');
  record.setValue(item.mealType, 'mealType');
  record.setValue(item.foodId === null, 'isQuickAdd');
  record.setValue(new Date().toISOString(), 'loggedAt');
  writeNutrition(store, record, 'nutrition', item.macros);
  return record;
}

/** Shows a new item at the end of its meal right away. */
export function addItemOptimistically(store: RecordSourceSelectorProxy, date: string, item: OptimisticItem): void {
  const log = ensureDayLog(store, date);
  const meal = log && mealOf(log, item.mealType);
  if (!log || !meal) return;
  meal.setLinkedRecords([...(meal.getLinkedRecords('items') ?? []), createItem(store, item)], 'items');
  adjustTotals(store, meal, item.macros, 1);
  adjustTotals(store, log, item.macros, 1);
  log.setValue(Number(log.getValue('itemCount') ?? 0) + 1, 'itemCount');
}

function detachItem(store: RecordSourceSelectorProxy, log: RecordProxy, itemId: string): RecordProxy | null {
  for (const meal of log.getLinkedRecords('meals') ?? []) {
    const items = meal?.getLinkedRecords('items') ?? [];
    const item = items.find((candidate) => candidate?.getDataID() === itemId);
    if (!meal || !item) continue;
    meal.setLinkedRecords(
      items.filter((candidate) => candidate !== item),
      'items',
    );
    const macros = readMacros(item.getLinkedRecord('nutrition'));
    adjustTotals(store, meal, macros, -1);
    adjustTotals(store, log, macros, -1);
    return item;
  }
  return null;
}

/** Takes an item off the day right away. */
export function removeItemOptimistically(store: RecordSourceSelectorProxy, date: string, itemId: string): void {
  const log = dayLog(store, date);
  if (!log || !detachItem(store, log, itemId)) return;
  log.setValue(Math.max(0, Number(log.getValue('itemCount') ?? 1) - 1), 'itemCount');
}

/** Changes an item's amount and meal right away (same day). */
export function updateItemOptimistically(
  store: RecordSourceSelectorProxy,
  date: string,
  itemId: string,
  change: { mealType: MealType; quantity: number; unit: string; grams: number | null; macros: Macros },
): void {
  const log = dayLog(store, date);
  const item = log && detachItem(store, log, itemId);
  const meal = log && mealOf(log, change.mealType);
  if (!log || !item || !meal) return;
  item.setValue(change.quantity, 'quantity');
  item.setValue(change.unit, 'unit');
  item.setValue(change.grams, 'grams');
  item.setValue(change.mealType, 'mealType');
  writeNutrition(store, item, 'nutrition', change.macros);
  meal.setLinkedRecords([...(meal.getLinkedRecords('items') ?? []), item], 'items');
  adjustTotals(store, meal, change.macros, 1);
  adjustTotals(store, log, change.macros, 1);
}
