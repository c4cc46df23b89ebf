import type { ServiceDeps } from '../../serviceDeps.js';
import type { User } from '../users/user.entity.js';
import { badInput, notFound } from '../../graphql/errors.js';
import type { FoodLogItem } from '../food/foodLog.entity.js';
import { checkDate, logSnapshotItems } from '../food/foodLog.service.js';
import { mealTypeForTime, MealType } from '../food/mealType.js';
import { scaleValues } from '../food/nutrition.js';
import { findRecipe, type ComputedRecipe } from './recipes/recipeBook.js';
import { modifyRecipe, RecipeModificationError } from './recipes/modifyRecipe.js';

function applyAll(deps: Pick<ServiceDeps, 'foodCatalog'>, recipe: ComputedRecipe, requests: readonly string[], field: string): ComputedRecipe {
  return requests.reduce((current, request) => {
    if (!request.trim()) throw badInput('Describe how to change the recipe.', [{ field, message: 'Required' }]);
    try {
      return modifyRecipe(deps.foodCatalog, current, request);
    } catch (error) {
      if (error instanceof RecipeModificationError) throw badInput(error.message, [{ field, message: 'Unknown change' }]);
      throw error;
    }
  }, recipe);
}

function recipeNamed(deps: Pick<ServiceDeps, 'foodCatalog'>, name: string): ComputedRecipe {
  const recipe = findRecipe(deps.foodCatalog, name.trim());
  if (!recipe) throw notFound('Recipe');
  return recipe;
}

/** A suggested meal's recipe, with earlier changes and a new one applied and nutrition recomputed. */
export function recipeDetails(
  deps: Pick<ServiceDeps, 'foodCatalog'>,
  input: { mealName: string; modificationRequest?: string | null; previousModifications?: string[] | null },
): ComputedRecipe {
  const base = applyAll(deps, recipeNamed(deps, input.mealName), input.previousModifications ?? [], 'previousModifications');
  if (input.modificationRequest == null) return base;
  return applyAll(deps, base, [input.modificationRequest], 'modificationRequest');
}

/** Logs one serving of a (possibly modified) recipe: each ingredient's share, in one transaction. */
export async function logAssistantRecipe(
  deps: ServiceDeps,
  viewer: User,
  input: { mealName: string; modifications?: string[] | null; date: string; mealType?: MealType | null; clientTime?: string | null },
): Promise<{ items: FoodLogItem[]; mealType: MealType; date: string }> {
  checkDate(input.date);
  const recipe = recipeDetails(deps, { mealName: input.mealName, previousModifications: input.modifications ?? [] });
  const mealType = input.mealType ?? (input.clientTime ? mealTypeForTime(input.clientTime) : null) ?? MealType.snack;
  const share = 1 / recipe.servings;
  const snapshots = recipe.ingredients.map((ingredient) => {
    const grams = Math.round(ingredient.grams * share * 10) / 10;
    return {
      foodId: ingredient.foodId,
      name: ingredient.foodName,
      brand: null,
      quantity: grams,
      unit: 'g',
      grams,
      nutrients: scaleValues(ingredient.nutrients, share),
    };
  });
  const log = await logSnapshotItems(deps, viewer, { date: input.date, mealType, items: snapshots });
  const items = log.items
    .getItems()
    .sort((a, b) => a.position - b.position)
    .slice(-snapshots.length);
  return { items, mealType, date: input.date };
}
