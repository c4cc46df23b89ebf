import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceDeps } from '../../serviceDeps.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { CustomFood } from './customFood.entity.js';
import type { FoodCatalog } from './foodCatalog.js';
import { customFoodId, parseFoodId } from './foodIds.js';
import type { CatalogFood } from './food.type.js';
import type { User } from '../users/user.entity.js';
import type { UserRecord } from '../users/userRecord.js';
import { nutritionFacts } from './food.type.js';
import { scaleValues, type NutrientValues } from './nutrition.js';
import { portionToGrams, UnknownPortionUnitError } from './portions/foodPortionUnits.js';
import { scaleNutrients } from './portions/scaleNutrients.js';

export const MAX_QUANTITY = 10_000;
const RECENT_FOODS = 50;
const FREQUENT_FOODS = 25;

/** A custom food in the catalog's shape: per 100 g, with its serving (and "serving") as portions. */
export function customAsCatalogFood(custom: CustomFood): CatalogFood {
  const per100g = scaleValues(custom.nutrients, 100 / custom.servingGrams);
  const servingPortion = { amount: custom.servingSize, unit: custom.servingUnit, grams: custom.servingGrams };
  const portions = custom.servingUnit === 'serving' ? [servingPortion] : [servingPortion, { amount: 1, unit: 'serving', grams: custom.servingGrams }];
  return {
    id: customFoodId(custom.id),
    source: 'custom',
    name: custom.name,
    brand: custom.brand,
    category: 'My foods',
    nutrients: per100g,
    portions,
    customServing: {
      size: custom.servingSize,
      unit: custom.servingUnit,
      grams: custom.servingGrams,
      nutrition: nutritionFacts(custom.nutrients),
    },
  };
}

/**
 * A food the viewer may use: any dataset food, or one of their own custom foods (someone else's does not exist for
 * them). Asked for by path it is NOT_FOUND; named inside a request body (`asInput`) it is bad input.
 */
export async function findFood(
  deps: Pick<ServiceDeps, 'em' | 'foodCatalog'>,
  viewer: User | null,
  foodId: string,
  { field = 'foodId', asInput = false }: { field?: string; asInput?: boolean } = {},
): Promise<CatalogFood> {
  const ref = parseFoodId(foodId, field);
  if (ref.kind === 'dataset') {
    const food = deps.foodCatalog.get(ref.id);
    if (food) return food;
  } else {
    const custom = viewer ? await deps.em.findOne(CustomFood, { id: ref.customFoodId, user: viewer.id }) : null;
    if (custom) return customAsCatalogFood(custom);
  }
  throw asInput ? badInput(`Unknown food '${foodId}'.`, [{ field, message: 'Unknown food' }]) : notFound('Food');
}

export interface PortionAmount {
  quantity: number;
  unit: string;
}

export function checkQuantity(quantity: number, field = 'quantity'): void {
  if (!Number.isFinite(quantity) || quantity <= 0 || quantity > MAX_QUANTITY) {
    throw badInput(`Quantity must be more than 0 and at most ${MAX_QUANTITY}.`, [{ field, message: 'Out of range' }]);
  }
}

/** Grams and nutrients in a quantity of a food; an unknown unit is bad input that lists the valid units. */
export function portionOf(food: CatalogFood, amount: PortionAmount): { grams: number; nutrients: NutrientValues } {
  checkQuantity(amount.quantity);
  try {
    const grams = portionToGrams(food, amount);
    return { grams: Math.round(grams * 100) / 100, nutrients: scaleNutrients(food.nutrients, grams) };
  } catch (error) {
    if (!(error instanceof UnknownPortionUnitError)) throw error;
    throw badInput(`Unknown unit '${amount.unit}' for ${food.name}. Valid units: ${error.validUnits.join(', ')}.`, [
      { field: 'unit', message: 'Unknown unit' },
    ]);
  }
}

/**
 * The foods a user logged most recently, newest first, read from the per-user summary the database keeps in step
 * with their log (so the cost follows this user's foods, not the installation's log).
 */
export async function recentFoodIds(em: EntityManager, userId: string, limit = RECENT_FOODS): Promise<string[]> {
  const rows = await em.execute<{ food_id: string }[]>('select food_id from user_recent_foods where user_id = ? order by last_logged_at desc limit ?', [
    userId,
    limit,
  ]);
  return rows.map((row) => row.food_id);
}

/** For ranking search results: the user's most recent foods and their most often logged ones, in one statement. */
async function favouriteFoodIds(em: EntityManager, userId: string): Promise<string[]> {
  const rows = await em.execute<{ food_id: string }[]>(
    `(select food_id from user_recent_foods where user_id = ? order by last_logged_at desc limit ?)
     union (select food_id from user_recent_foods where user_id = ? order by times_logged desc limit ?)`,
    [userId, RECENT_FOODS, userId, FREQUENT_FOODS],
  );
  return rows.map((row) => row.food_id);
}

/** Recently logged foods that still exist (a deleted custom food drops out), for the food log before typing. */
export async function recentFoods(deps: Pick<ServiceDeps, 'em' | 'foodCatalog'>, viewer: Pick<UserRecord, 'id'>, limit: number): Promise<CatalogFood[]> {
  const refs = (await recentFoodIds(deps.em, viewer.id, limit)).map((id) => parseFoodId(id));
  const customIds = refs.flatMap((ref) => (ref.kind === 'custom' ? [ref.customFoodId] : []));
  // The user's own foods among them load in one query, not one per food.
  const customs = customIds.length ? await deps.em.find(CustomFood, { id: { $in: customIds }, user: viewer.id }) : [];
  const customById = new Map(customs.map((custom) => [custom.id, custom]));
  return refs.flatMap((ref) => {
    if (ref.kind === 'dataset') return deps.foodCatalog.get(ref.id) ?? [];
    const custom = customById.get(ref.customFoodId);
    return custom ? [customAsCatalogFood(custom)] : [];
  });
}

/** Dataset search, with the viewer's own foods searched alongside and their recent foods ranked higher. */
export async function searchFoods(
  deps: Pick<ServiceDeps, 'em' | 'foodCatalog'>,
  viewer: User | null,
  query: string,
  window: { offset: number; limit: number },
): Promise<{ foods: CatalogFood[]; total: number }> {
  if (!query.trim()) return { foods: [], total: 0 };
  return searchFoodsAmong(deps.foodCatalog, viewer ? await loadOwnFoods(deps.em, viewer.id) : null, query, window);
}

/** A user's own foods and the ids their searches rank higher (recent and frequent foods, their custom foods). */
export interface OwnFoods {
  boostIds: string[];
  foods: CatalogFood[];
}

/** Loads what searchFoodsAmong needs about a user once, for callers that search several times (the assistant). */
export async function loadOwnFoods(em: EntityManager, userId: string): Promise<OwnFoods> {
  const [recent, customs] = await Promise.all([favouriteFoodIds(em, userId), em.find(CustomFood, { user: userId })]);
  const foods = customs.map(customAsCatalogFood);
  return { boostIds: [...recent, ...foods.map((food) => food.id)], foods };
}

/** searchFoods with the user's own foods already loaded (null for an anonymous search). */
export function searchFoodsAmong(
  catalog: FoodCatalog,
  own: OwnFoods | null,
  query: string,
  window: { offset: number; limit: number },
): { foods: CatalogFood[]; total: number } {
  const trimmed = query.trim();
  if (!trimmed) return { foods: [], total: 0 };
  const result = catalog.index.search(trimmed, { ...window, boostIds: own?.boostIds ?? [], extraFoods: own?.foods ?? [] });
  const ownById = new Map((own?.foods ?? []).map((food) => [food.id, food]));
  const foods = result.items.map((item) => ownById.get(item.id) ?? catalogFood(catalog, item.id));
  return { foods, total: result.total };
}

function catalogFood(catalog: FoodCatalog, id: string): CatalogFood {
  const food = catalog.get(id);
  if (!food) throw new Error(`search returned unknown food ${id}`);
  return food;
}
