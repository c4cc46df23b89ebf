import type { FilterQuery } from '@mikro-orm/core';
import type { Context } from '../../context.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { idOf } from '../../graphql/globalId.js';
import { findFood, portionOf } from './food.service.js';
import type { FoodLog } from './foodLog.entity.js';
import type { MealItemInput } from './foodLog.input.js';
import { findLogByDate, findOwnItem, logSnapshotItems, mealTypeOf } from './foodLog.service.js';
import type { PortionSnapshot } from './portion.type.js';
import { SavedMeal, SavedMealKind, type SavedMealItem } from './savedMeal.entity.js';
import type { CreateSavedMealInput, LogSavedMealInput, SavedMealsArgs, SaveMealFromFoodLogInput, UpdateSavedMealInput } from './savedMeal.input.js';

async function snapshotItems(ctx: Context, items: readonly MealItemInput[]): Promise<SavedMealItem[]> {
  return Promise.all(
    items.map(async (entry) => {
      const food = await findFood(ctx, entry.foodId, { asInput: true });
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

export async function findOwnSavedMeal(ctx: Context, savedMealId: string): Promise<SavedMeal> {
  const meal = await ctx.em.findOne(SavedMeal, { id: idOf('SavedMeal', savedMealId, 'savedMealId'), user: ctx.viewer!.id });
  if (!meal) throw notFound('Saved meal');
  return meal;
}

/** Favourites first, then the most recently changed. */
export async function listSavedMeals(ctx: Context, args: SavedMealsArgs, window: { offset: number; limit: number }) {
  const where: FilterQuery<SavedMeal> = { user: ctx.viewer!.id, kind: args.kind };
  if (args.favorite != null) where.isFavorite = args.favorite;
  if (args.mealType) where.mealType = args.mealType;
  const search = args.search?.trim();
  if (search) where.name = { $ilike: `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
  return ctx.em.findAndCount(SavedMeal, where, {
    orderBy: { isFavorite: 'desc', updatedAt: 'desc' },
    offset: window.offset,
    limit: window.limit,
  });
}

export async function createSavedMeal(ctx: Context, input: CreateSavedMealInput): Promise<SavedMeal> {
  checkSingleFood(input.kind, input.items);
  const items = await snapshotItems(ctx, input.items);
  const meal = new SavedMeal({ user: ctx.viewer!, kind: input.kind, name: input.name.trim(), items });
  meal.mealType = input.mealType ?? null;
  meal.isFavorite = input.isFavorite;
  await ctx.em.persist(meal).flush();
  return meal;
}

export async function updateSavedMeal(ctx: Context, input: UpdateSavedMealInput): Promise<SavedMeal> {
  const meal = await findOwnSavedMeal(ctx, input.savedMealId);
  if (input.items) {
    checkSingleFood(meal.kind, input.items);
    meal.items = await snapshotItems(ctx, input.items);
  }
  if (input.name) meal.name = input.name.trim();
  if (input.mealType !== undefined) meal.mealType = input.mealType;
  await ctx.em.flush();
  return meal;
}

export async function deleteSavedMeal(ctx: Context, savedMealId: string): Promise<string> {
  const meal = await findOwnSavedMeal(ctx, savedMealId);
  await ctx.em.remove(meal).flush();
  return meal.id;
}

export async function setSavedMealFavorite(ctx: Context, savedMealId: string, isFavorite?: boolean | null): Promise<SavedMeal> {
  const meal = await findOwnSavedMeal(ctx, savedMealId);
  meal.isFavorite = isFavorite ?? !meal.isFavorite;
  await ctx.em.flush();
  return meal;
}

export async function logSavedMeal(ctx: Context, input: LogSavedMealInput): Promise<FoodLog> {
  const meal = await findOwnSavedMeal(ctx, input.savedMealId);
  const mealType = input.mealType ?? (input.time ? mealTypeOf(input) : meal.mealType) ?? mealTypeOf(input);
  return logSnapshotItems(ctx, input.date, mealType, meal.items);
}

/** A logged meal of a day (kind meal), or one logged item (kind food), saved for reuse. */
export async function saveMealFromFoodLog(ctx: Context, input: SaveMealFromFoodLogInput): Promise<SavedMeal> {
  let items: SavedMealItem[];
  let name: string;
  let mealType = input.mealType ?? null;
  if (input.kind === SavedMealKind.food) {
    if (!input.itemId) throw badInput('Give the logged item to save.', [{ field: 'itemId', message: 'Required' }]);
    const item = await findOwnItem(ctx, input.itemId);
    items = [snapshotOf(item)];
    name = item.name;
    mealType ??= item.mealType;
  } else {
    if (!input.date || !input.mealType) {
      throw badInput('Give the date and the meal to save.', [{ field: input.date ? 'mealType' : 'date', message: 'Required' }]);
    }
    const log = await findLogByDate(ctx, input.date);
    const logged = log?.items.getItems().filter((item) => item.mealType === input.mealType) ?? [];
    if (!logged.length) throw badInput(`Nothing is logged for ${input.mealType} on ${input.date}.`, [{ field: 'mealType', message: 'Empty meal' }]);
    items = logged.map(snapshotOf);
    name = `${input.mealType[0]!.toUpperCase()}${input.mealType.slice(1)} of ${input.date}`;
  }
  const meal = new SavedMeal({ user: ctx.viewer!, kind: input.kind, name: input.name?.trim() || name, items });
  meal.mealType = mealType;
  await ctx.em.persist(meal).flush();
  return meal;
}
