import type { FoodCatalog } from '../../food/foodCatalog.js';
import { ingredientOf, withNutrition, type ComputedRecipe, type RecipeIngredientView } from './recipeBook.js';

const MEAT_AND_FISH = /^(chicken|beef|pork|turkey|ham|lamb|fish|crustaceans|ground turkey)\b/i;
const DAIRY = /^(milk|cheese|yogurt|butter,|cream)/i;
const EGGS = /^egg\b/i;
const STARCH = /rice|pasta|noodle|bread|tortilla|bagel|bun|roll|potato|quinoa|oats/i;

const TOFU: [string, string] = ['Tofu, raw, firm, prepared with calcium sulfate', 'firm tofu'];
const SOY_MILK: [string, string] = ['Soymilk, original and vanilla, unfortified', 'soy milk'];
const OLIVE_OIL: [string, string] = ['Oil, olive, salad or cooking', 'olive oil'];
const CAULI: [string, string] = ['Cauliflower, raw', 'riced cauliflower'];
const ZUCCHINI: [string, string] = ['Squash, summer, zucchini, includes skin, raw', 'zucchini noodles'];
const LETTUCE: [string, string] = ['Lettuce, cos or romaine, raw', 'lettuce wraps'];

function dairySwap(ingredient: RecipeIngredientView): [string, string] | null {
  if (/milk/i.test(ingredient.foodName)) return SOY_MILK;
  if (/yogurt/i.test(ingredient.foodName)) return ['Yogurt, soy', 'soy yogurt'];
  if (/butter/i.test(ingredient.foodName)) return OLIVE_OIL;
  return null;
}

function starchSwap(ingredient: RecipeIngredientView): [string, string] | null {
  if (/rice/i.test(ingredient.foodName)) return CAULI;
  if (/pasta|noodle/i.test(ingredient.foodName)) return ZUCCHINI;
  if (/bread|tortilla|bagel|bun|roll|pita/i.test(ingredient.foodName)) return LETTUCE;
  return null;
}

function swapIngredients(
  catalog: FoodCatalog,
  recipe: ComputedRecipe,
  matches: (ingredient: RecipeIngredientView) => boolean,
  swap: (ingredient: RecipeIngredientView) => [string, string] | null,
  ratio = 1,
): { ingredients: RecipeIngredientView[]; changes: string[] } {
  const changes: string[] = [];
  const ingredients = recipe.ingredients.flatMap((ingredient) => {
    if (!matches(ingredient)) return [ingredient];
    const replacement = swap(ingredient);
    if (!replacement) {
      changes.push(`left out the ${ingredient.label}`);
      return [];
    }
    const grams = replacement[0] === OLIVE_OIL[0] ? Math.round(ingredient.grams * 0.8) : Math.round(ingredient.grams * ratio);
    changes.push(`${ingredient.label} → ${replacement[1]}`);
    return [ingredientOf(catalog, grams, replacement[0], replacement[1])];
  });
  return { ingredients, changes };
}

function scaled(catalog: FoodCatalog, ingredient: RecipeIngredientView, factor: number): RecipeIngredientView {
  return ingredientOf(catalog, Math.round(ingredient.grams * factor), ingredient.foodName, ingredient.label);
}

export class RecipeModificationError extends Error {}

/**
 * Applies a plain-language change to a recipe with real substitutions ("make it vegetarian", "no dairy", "more
 * protein", "for 2 people", "under 500 kcal", "low carb", "gluten free") and recomputes its nutrition from the new
 * ingredients. Throws RecipeModificationError when the request names no change we know how to make.
 */
export function modifyRecipe(catalog: FoodCatalog, recipe: ComputedRecipe, request: string): ComputedRecipe {
  const text = request.toLowerCase();
  let ingredients = recipe.ingredients;
  let servings = recipe.servings;
  const changes: string[] = [];
  const apply = (result: { ingredients: RecipeIngredientView[]; changes: string[] }) => {
    ingredients = result.ingredients;
    changes.push(...result.changes);
  };
  const current = () => ({ ...recipe, ingredients });

  if (/vegan|plant[- ]based/.test(text)) {
    apply(
      swapIngredients(
        catalog,
        current(),
        (ingredient) => MEAT_AND_FISH.test(ingredient.foodName),
        () => TOFU,
        1.2,
      ),
    );
    apply(swapIngredients(catalog, current(), (ingredient) => DAIRY.test(ingredient.foodName) && !/tofu|soy/i.test(ingredient.foodName), dairySwap));
    apply(
      swapIngredients(
        catalog,
        current(),
        (ingredient) => EGGS.test(ingredient.foodName),
        () => TOFU,
      ),
    );
  } else if (/vegetarian|meat[- ]?free|no meat|meatless/.test(text)) {
    apply(
      swapIngredients(
        catalog,
        current(),
        (ingredient) => MEAT_AND_FISH.test(ingredient.foodName),
        () => TOFU,
        1.2,
      ),
    );
  }
  if (/dairy|lactose/.test(text)) {
    apply(swapIngredients(catalog, current(), (ingredient) => DAIRY.test(ingredient.foodName) && !/soy/i.test(ingredient.foodName), dairySwap));
  }
  if (/low[- ]?carb|keto|no carbs|fewer carbs/.test(text)) {
    apply(swapIngredients(catalog, current(), (ingredient) => STARCH.test(ingredient.foodName) && !/sweet potato/i.test(ingredient.foodName), starchSwap, 1));
  }
  if (/gluten/.test(text)) {
    apply(
      swapIngredients(
        catalog,
        current(),
        (ingredient) => /pasta|noodle|bread|tortilla, flour|bagel|bun|roll|pita|crumbs|crackers|english muffin/i.test(ingredient.foodName),
        (ingredient) =>
          /pasta|noodle/i.test(ingredient.foodName)
            ? ['Rice, white, long-grain, regular, enriched, cooked', 'rice']
            : ['Tortillas, ready-to-bake or -fry, corn', 'corn tortillas'],
      ),
    );
  }
  if (/more protein|higher protein|high protein|extra protein/.test(text)) {
    const protein = ingredients.filter((ingredient) => (ingredient.nutrients.protein_g ?? 0) / Math.max(ingredient.grams, 1) > 0.1);
    if (protein.length) {
      ingredients = ingredients.map((ingredient) => (protein.includes(ingredient) ? scaled(catalog, ingredient, 1.5) : ingredient));
      changes.push(`50 % more ${protein.map((ingredient) => ingredient.label).join(', ')}`);
    } else {
      ingredients = [...ingredients, ingredientOf(catalog, 150, 'Yogurt, Greek, plain, nonfat', 'Greek yogurt on the side')];
      changes.push('added Greek yogurt on the side');
    }
  }
  const people = /\bfor (\d+|one|two|three|four|five|six) (people|persons|servings|of us)\b/.exec(text);
  if (people) {
    const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
    const wanted = words[people[1]!] ?? Number(people[1]);
    if (wanted === servings) changes.push(`already serves ${wanted}`);
    else if (wanted >= 1 && wanted <= 20) {
      ingredients = ingredients.map((ingredient) => scaled(catalog, ingredient, wanted / servings));
      changes.push(`scaled from ${servings} to ${wanted} servings`);
      servings = wanted;
    }
  }
  const limit = /\b(?:under|below|less than|max(?:imum)?|at most)\s+(\d{2,4})\s*(?:kcal|cal|calories)?/.exec(text);
  if (limit) {
    const cap = Number(limit[1]);
    const perServing = withNutrition({ ...recipe, ingredients, servings }).perServing.energy_kcal ?? 0;
    if (perServing > cap) {
      const factor = (cap * 0.97) / perServing;
      ingredients = ingredients.map((ingredient) => scaled(catalog, ingredient, factor));
      changes.push(`portion reduced to ${Math.round(factor * 100)} % to stay under ${cap} kcal a serving`);
    }
  }
  if (changes.length === 0) {
    throw new RecipeModificationError(
      'I can make a recipe vegetarian or vegan, dairy-free, gluten-free or low-carb, add more protein, change the number of people, or keep it under a calorie limit. Which would you like?',
    );
  }
  return withNutrition({
    ...recipe,
    ingredients,
    servings,
    modifications: [...recipe.modifications, ...changes],
    requests: [...recipe.requests, request.trim()],
  });
}
