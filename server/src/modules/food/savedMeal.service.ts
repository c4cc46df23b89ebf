import type { FilterQuery } from '@mikro-orm/core';
import type { ServiceDeps } from '../../serviceDeps.js';
import type { User } from '../users/user.entity.js';
import type { UserRecord } from '../users/userRecord.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { idOf } from '../../graphql/globalId.js';
import { findFood, portionOf } from './food.service.js';
import type { FoodLog } from './foodLog.entity.js';
import type { MealItemInput } from './foodLog.input.js';
import { findLogByDate, findOwnItem, logSnapshotItems, mealTypeOf, type FoodDeps } from './foodLog.service.js';
import type { PortionSnapshot } from './portion.type.js';
import { SavedMeal, SavedMealKind, type SavedMealItem } from './savedMeal.entity.js';
import type { CreateSavedMealInput, LogSavedMealInput, SavedMealsArgs, SaveMealFromFoodLogInput, UpdateSavedMealInput } from './savedMeal.input.js';

async function snapshotItems(deps: FoodDeps, viewer: User, items: readonly MealItemInput[]): Promise<SavedMealItem[]> {
  return Promise.all(
    items.map(async (entry) => {
      const food = await findFood(deps, viewer, entry.foodId, { asInput: true });
      const { grams, nutrients } = portionOf(food, entry);
      return { foodId: food.id, name: food.name, brand: food.brand ?? null, quantity: entry.quantity, unit: entry.unit, grams, nutrients };
    }),
  );
}

const snapshotOf = (item: PortionSnapshot): SavedMealItem => ({
  foodId: item.foodId,
  name: item.name,
  brand: item.brand,
  quantity: item.quantity,
  unit: item.unit,
  grams: item.grams,
  nutrients: item.nutrients,
});

function checkSingleFood(kind: SavedMealKind, items: readonly unknown[]): void {
  if (kind === SavedMealKind.food && items.length !== 1) {
    throw badInput('A saved food holds exactly one item.', [{ field: 'items', message: 'Exactly one item' }]);
  }
}

export async function findOwnSavedMeal(deps: Pick<ServiceDeps, 'em'>, viewer: Pick<UserRecord, 'id'>, savedMealId: string): Promise<SavedMeal> {
  const meal = await deps.em.findOne(SavedMeal, { id: idOf('SavedMeal', savedMealId, 'savedMealId'), user: viewer.id });
  if (!meal) throw notFound('Saved meal');
  return meal;
}

/** Favourites first, then the most recently changed. */
export async function listSavedMeals(
  deps: Pick<ServiceDeps, 'em'>,
  viewer: Pick<UserRecord, 'id'>,
  { args, window }: { args: SavedMealsArgs; window: { offset: number; limit: number } },
) {
  const where: FilterQuery<SavedMeal> = { user: viewer.id, kind: args.kind };
  if (args.favorite != null) where.isFavorite = args.favorite;
  if (args.mealType) where.mealType = args.mealType;
  const search = args.search?.trim();
  if (search) where.name = { $ilike: `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
  return deps.em.findAndCount(SavedMeal, where, {
    orderBy: { isFavorite: 'desc', updatedAt: 'desc' },
    offset: window.offset,
    limit: window.limit,
  });
}

export async function createSavedMeal(deps: FoodDeps, viewer: User, input: CreateSavedMealInput): Promise<SavedMeal> {
  checkSingleFood(input.kind, input.items);
  const items = await snapshotItems(deps, viewer, input.items);
  const meal = new SavedMeal({ user: viewer, kind: input.kind, name: input.name.trim(), items });
  meal.mealType = input.mealType ?? null;
  meal.isFavorite = input.isFavorite;
  await deps.em.persist(meal).flush();
  return meal;
}

export async function updateSavedMeal(deps: FoodDeps, viewer: User, input: UpdateSavedMealInput): Promise<SavedMeal> {
  const meal = await findOwnSavedMeal(deps, viewer, input.savedMealId);
  if (input.items) {
    checkSingleFood(meal.kind, input.items);
    meal.items = await snapshotItems(deps, viewer, input.items);
  }
  if (input.name) meal.name = input.name.trim();
  if (input.mealType !== undefined) meal.mealType = input.mealType;
  await deps.em.flush();
  return meal;
}

export async function deleteSavedMeal(deps: Pick<ServiceDeps, 'em'>, viewer: User, savedMealId: string): Promise<string> {
  const meal = await findOwnSavedMeal(deps, viewer, savedMealId);
  await deps.em.remove(meal).flush();
  return meal.id;
}

export async function setSavedMealFavorite(
  deps: Pick<ServiceDeps, 'em'>,
  viewer: User,
  input: { savedMealId: string; isFavorite?: boolean | null },
): Promise<SavedMeal> {
  const meal = await findOwnSavedMeal(deps, viewer, input.savedMealId);
  meal.isFavorite = input.isFavorite ?? !meal.isFavorite;
  await deps.em.flush();
  return meal;
}

export async function logSavedMeal(deps: Pick<ServiceDeps, 'em'>, viewer: User, input: LogSavedMealInput): Promise<FoodLog> {
  const meal = await findOwnSavedMeal(deps, viewer, input.savedMealId);
  const mealType = input.mealType ?? (input.time ? mealTypeOf(input) : meal.mealType) ?? mealTypeOf(input);
  return logSnapshotItems(deps, viewer, { date: input.date, mealType, items: meal.items });
}

/** A logged meal of a day (kind meal), or one logged item (kind food), saved for reuse. */
export async function saveMealFromFoodLog(deps: Pick<ServiceDeps, 'em'>, viewer: User, input: SaveMealFromFoodLogInput): Promise<SavedMeal> {
  let items: SavedMealItem[];
  let name: string;
  let mealType = input.mealType ?? null;
  if (input.kind === SavedMealKind.food) {
    if (!input.itemId) throw badInput('Give the logged item to save.', [{ field: 'itemId', message: 'Required' }]);
    const item = await findOwnItem(deps, viewer, input.itemId);
    items = [snapshotOf(item)];
    name = item.name;
    mealType ??= item.mealType;
  } else {
    if (!input.date || !input.mealType) {
      throw badInput('Give the date and the meal to save.', [{ field: input.date ? 'mealType' : 'date', message: 'Required' }]);
    }
    const log = await findLogByDate(deps, viewer, input.date);
    const logged = log?.items.getItems().filter((item) => item.mealType === input.mealType) ?? [];
    if (!logged.length) throw badInput(`Nothing is logged for ${input.mealType} on ${input.date}.`, [{ field: 'mealType', message: 'Empty meal' }]);
    items = logged.map(snapshotOf);
    name = `${input.mealType[0]!.toUpperCase()}${input.mealType.slice(1)} of ${input.date}`;
  }
  const meal = new SavedMeal({ user: viewer, kind: input.kind, name: input.name?.trim() || name, items });
  meal.mealType = mealType;
  await deps.em.persist(meal).flush();
  return meal;
}
