import type { ServiceDeps } from '../../serviceDeps.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { idOf } from '../../graphql/globalId.js';
import { isValidLocalDate } from '../users/calendar.js';
import { checkQuantity, findFood, portionOf } from './food.service.js';
import { FoodLog, FoodLogItem } from './foodLog.entity.js';
import type { LogFoodInput, MealChoice, QuickAddFoodInput, SaveFoodLogInput, UpdateFoodLogItemInput } from './foodLog.input.js';
import { mealTypeForTime, type MealType } from './mealType.js';
import type { PortionSnapshot } from './portion.type.js';
import type { FoodLogData, FoodLogItemData } from './foodLog.type.js';
import type { User } from '../users/user.entity.js';
import type { UserRecord } from '../users/userRecord.js';
import { scaleValues, type NutrientValues } from './nutrition.js';

export function checkDate(date: string, field = 'date'): void {
  if (!isValidLocalDate(date)) throw badInput(`'${date}' is not a valid date (YYYY-MM-DD).`, [{ field, message: 'Invalid date' }]);
}

export function mealTypeOf(choice: MealChoice): MealType {
  if (choice.mealType) return choice.mealType;
  const byTime = choice.time ? mealTypeForTime(choice.time) : null;
  if (!byTime) throw badInput('Give a mealType (breakfast, lunch, dinner or snack) or the local time.', [{ field: 'mealType', message: 'Required' }]);
  return byTime;
}

/** Deps of the food log services: the catalog to read foods from and the EntityManager. */
export type FoodDeps = Pick<ServiceDeps, 'em' | 'foodCatalog'>;

export async function findLogByDate(deps: Pick<ServiceDeps, 'em'>, viewer: Pick<UserRecord, 'id'>, date: string): Promise<FoodLog | null> {
  checkDate(date);
  return deps.em.findOne(FoodLog, { user: viewer.id, date }, { populate: ['items'] });
}

interface FoodLogDayRow {
  id: string;
  date: string;
  /** ISO 8601, as JSON renders timestamps (the driver is set to leave timestamps as text). */
  updated_at: string;
  items: (Omit<FoodLogItemData, 'createdAt'> & { createdAt: string })[];
}

/**
 * A day's log with its items in one statement and no entity hydration: the diary and dashboard read it on every
 * visit, and nothing on that path changes it.
 */
export async function readFoodLogDay(deps: Pick<ServiceDeps, 'em'>, viewer: Pick<UserRecord, 'id'>, date: string): Promise<FoodLogData | null> {
  checkDate(date);
  const [row] = await deps.em.execute<FoodLogDayRow[]>(
    `select log.id, to_char(log.date, 'YYYY-MM-DD') as date, to_json(log.updated_at) as updated_at, coalesce(json_agg(json_build_object(
       'id', item.id, 'mealType', item.meal_type, 'position', item.position, 'foodId', item.food_id, 'name', item.name,
       'brand', item.brand, 'quantity', item.quantity, 'unit', item.unit, 'grams', item.grams, 'nutrients', item.nutrients,
       'createdAt', item.created_at) order by item.position) filter (where item.id is not null), '[]') as items
     from food_logs log left join food_log_items item on item.food_log_id = log.id
     where log.user_id = ? and log.date = ? group by log.id`,
    [viewer.id, date],
  );
  if (!row) return null;
  const items = row.items.map((item) => ({ ...item, createdAt: new Date(item.createdAt) }));
  return { id: row.id, userId: viewer.id, date: row.date, updatedAt: new Date(row.updated_at), items };
}

export async function findLog(
  deps: Pick<ServiceDeps, 'em'>,
  viewer: Pick<UserRecord, 'id'>,
  ref: { logId?: string | null; date?: string | null },
): Promise<FoodLog | null> {
  if (ref.date) return findLogByDate(deps, viewer, ref.date);
  if (!ref.logId) throw badInput('Give a log id or a date.', [{ field: 'logId', message: 'Required' }]);
  return deps.em.findOne(FoodLog, { id: idOf('FoodLog', ref.logId, 'logId'), user: viewer.id }, { populate: ['items'] });
}

/** The day's log, created on first use; concurrent first writes to one day meet at the unique (user, date) key. */
async function logForDate({ em }: Pick<ServiceDeps, 'em'>, viewer: User, date: string): Promise<FoodLog> {
  checkDate(date);
  // em.execute (not the raw connection) so the insert joins the caller's transaction, if any.
  await em.execute(
    `insert into food_logs (id, user_id, date, created_at, updated_at) values (gen_random_uuid(), ?, ?, now(), now())
     on conflict (user_id, date) do nothing`,
    [viewer.id, date],
  );
  return em.findOneOrFail(FoodLog, { user: viewer.id, date }, { populate: ['items'] });
}

function nextPosition(log: FoodLog): number {
  return log.items.getItems().reduce((max, item) => Math.max(max, item.position + 1), 0);
}

async function newItem(deps: FoodDeps, viewer: User, log: FoodLog, mealType: MealType, entry: { foodId: string; quantity: number; unit: string }) {
  const food = await findFood(deps, viewer, entry.foodId, { asInput: true });
  const { grams, nutrients } = portionOf(food, entry);
  const item = new FoodLogItem({ foodLog: log, mealType, name: food.name, quantity: entry.quantity, unit: entry.unit, nutrients });
  item.foodId = food.id;
  item.brand = food.brand ?? null;
  item.grams = grams;
  item.position = nextPosition(log);
  log.items.add(item);
  return item;
}

export async function logFood(deps: FoodDeps, viewer: User, input: LogFoodInput): Promise<FoodLogItem> {
  const mealType = mealTypeOf(input);
  const log = await logForDate(deps, viewer, input.date);
  const item = await newItem(deps, viewer, log, mealType, input);
  await deps.em.flush();
  return item;
}

export async function quickAddFood(deps: Pick<ServiceDeps, 'em'>, viewer: User, input: QuickAddFoodInput): Promise<FoodLogItem> {
  const mealType = mealTypeOf(input);
  const log = await logForDate(deps, viewer, input.date);
  const nutrients: NutrientValues = { energy_kcal: input.calories };
  if (input.protein != null) nutrients.protein_g = input.protein;
  if (input.carbs != null) nutrients.carbs_g = input.carbs;
  if (input.fat != null) nutrients.fat_g = input.fat;
  const item = new FoodLogItem({ foodLog: log, mealType, name: input.name?.trim() || 'Quick add', quantity: 1, unit: 'serving', nutrients });
  item.position = nextPosition(log);
  log.items.add(item);
  await deps.em.flush();
  return item;
}

export async function findOwnItem(deps: Pick<ServiceDeps, 'em'>, viewer: User, itemId: string): Promise<FoodLogItem> {
  const item = await deps.em.findOne(FoodLogItem, { id: idOf('FoodLogItem', itemId, 'itemId'), foodLog: { user: viewer.id } }, { populate: ['foodLog'] });
  if (!item) throw notFound('Food log item');
  return item;
}

/** Changes the amount (re-reading the food for the new portion), or moves the item to another meal or day. */
export async function updateFoodLogItem(deps: FoodDeps, viewer: User, input: UpdateFoodLogItemInput): Promise<FoodLogItem> {
  const item = await findOwnItem(deps, viewer, input.itemId);
  if (input.quantity != null || input.unit) {
    const amount = { quantity: input.quantity ?? item.quantity, unit: input.unit ?? item.unit };
    if (item.foodId) {
      const { grams, nutrients } = portionOf(await findFood(deps, viewer, item.foodId), amount);
      Object.assign(item, { grams, nutrients });
    } else {
      // A quick add has no food to re-read: its values scale with the number of servings.
      checkQuantity(amount.quantity);
      item.nutrients = scaleValues(item.nutrients, amount.quantity / item.quantity);
      amount.unit = 'serving';
    }
    Object.assign(item, amount);
  }
  if (input.mealType) item.mealType = input.mealType;
  if (input.date && input.date !== item.foodLog.date) {
    const target = await logForDate(deps, viewer, input.date);
    item.position = nextPosition(target);
    item.foodLog = target;
  }
  await deps.em.flush();
  return item;
}

export async function removeFoodLogItem(deps: Pick<ServiceDeps, 'em'>, viewer: User, itemId: string): Promise<FoodLog> {
  const item = await findOwnItem(deps, viewer, itemId);
  const log = item.foodLog;
  await deps.em.remove(item).flush();
  await deps.em.populate(log, ['items'], { refresh: true });
  return log;
}

/** Adds (or with `replace`, sets) a day's items; all or nothing. */
export async function saveFoodLog(deps: FoodDeps, viewer: User, input: SaveFoodLogInput): Promise<FoodLog> {
  const date = input.date ?? (await findLog(deps, viewer, { logId: input.logId }))?.date;
  if (!date) throw notFound('Food log');
  // The work runs on the transaction's own EntityManager: that is the one transactional() flushes and commits.
  return deps.em.transactional(async (em) => {
    const tx = { ...deps, em };
    const log = await logForDate(tx, viewer, date);
    if (input.replace) {
      for (const item of log.items.getItems()) em.remove(item);
      log.items.removeAll();
    }
    for (const meal of input.meals) {
      for (const entry of meal.items) await newItem(tx, viewer, log, meal.mealType, entry);
    }
    return log;
  });
}

/** Appends ready-made portions (a saved meal's snapshot) to a meal of a day, in one transaction. */
export async function logSnapshotItems(
  deps: Pick<ServiceDeps, 'em'>,
  viewer: User,
  input: { date: string; mealType: MealType; items: readonly PortionSnapshot[] },
): Promise<FoodLog> {
  const { date, mealType, items } = input;
  return deps.em.transactional(async (em) => {
    const log = await logForDate({ em }, viewer, date);
    for (const snapshot of items) {
      const item = new FoodLogItem({
        foodLog: log,
        mealType,
        name: snapshot.name,
        quantity: snapshot.quantity,
        unit: snapshot.unit,
        nutrients: snapshot.nutrients,
      });
      Object.assign(item, { foodId: snapshot.foodId, brand: snapshot.brand, grams: snapshot.grams, position: nextPosition(log) });
      log.items.add(item);
    }
    return log;
  });
}

export async function deleteFoodLog(deps: Pick<ServiceDeps, 'em'>, viewer: User, ref: { logId?: string | null; date?: string | null }): Promise<string> {
  const log = await findLog(deps, viewer, ref);
  if (!log) throw notFound('Food log');
  await deps.em.remove(log).flush();
  return log.id;
}
