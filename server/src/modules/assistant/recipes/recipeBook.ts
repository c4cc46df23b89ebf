import type { CatalogFood } from '../../food/food.type.js';
import type { FoodCatalog } from '../../food/foodCatalog.js';
import { MealType } from '../../food/mealType.js';
import { sumNutrients, scaleValues, type NutrientValues } from '../../food/nutrition.js';
import { scaleNutrients } from '../../food/portions/scaleNutrients.js';
import type { MacroTargets } from '../../users/nutritionTargets.js';
import { RECIPES, type Diet, type RecipeSource } from './recipeCollection.js';

export interface RecipeIngredientView {
  label: string;
  grams: number;
  foodId: string;
  foodName: string;
  nutrients: NutrientValues;
}

/** A recipe with its ingredients resolved to USDA foods and its nutrition computed from them. */
export interface ComputedRecipe {
  id: string;
  name: string;
  description: string;
  meals: MealType[];
  diets: Diet[];
  prepMinutes: number;
  servings: number;
  ingredients: RecipeIngredientView[];
  instructions: string[];
  /** Per serving, summed from the ingredients. */
  perServing: NutrientValues;
  modifications: string[];
  /** The change requests applied, in order: sending them back reproduces this recipe. */
  requests: string[];
}

const resolved = new WeakMap<FoodCatalog, Map<string, CatalogFood>>();

function foodsByName(catalog: FoodCatalog): Map<string, CatalogFood> {
  let byName = resolved.get(catalog);
  if (!byName) {
    byName = new Map(catalog.foods.map((food) => [food.name, food]));
    resolved.set(catalog, byName);
  }
  return byName;
}

export function ingredientFood(catalog: FoodCatalog, usdaName: string): CatalogFood {
  const food = foodsByName(catalog).get(usdaName);
  if (!food) throw new Error(`Recipe ingredient '${usdaName}' is not in the food dataset`);
  return food;
}

export function ingredientOf(catalog: FoodCatalog, grams: number, usdaName: string, label: string): RecipeIngredientView {
  const food = ingredientFood(catalog, usdaName);
  return { label, grams, foodId: food.id, foodName: food.name, nutrients: scaleNutrients(food.nutrients, grams) };
}

export function withNutrition(recipe: Omit<ComputedRecipe, 'perServing'>): ComputedRecipe {
  const total = sumNutrients(recipe.ingredients.map((ingredient) => ingredient.nutrients));
  return { ...recipe, perServing: scaleValues(total, 1 / recipe.servings) };
}

export function computeRecipe(catalog: FoodCatalog, source: RecipeSource): ComputedRecipe {
  return withNutrition({
    id: source.id,
    name: source.name,
    description: source.description,
    meals: source.meals,
    diets: source.diets,
    prepMinutes: source.prepMinutes,
    servings: source.servings,
    ingredients: source.ingredients.map(([grams, name, label]) => ingredientOf(catalog, grams, name, label)),
    instructions: source.instructions,
    modifications: [],
    requests: [],
  });
}

const computed = new WeakMap<FoodCatalog, ComputedRecipe[]>();

export function recipeBook(catalog: FoodCatalog): ComputedRecipe[] {
  let book = computed.get(catalog);
  if (!book) {
    book = RECIPES.map((source) => computeRecipe(catalog, source));
    computed.set(catalog, book);
  }
  return book;
}

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A recipe by its id or its name (what a client shows and sends back). */
export function findRecipe(catalog: FoodCatalog, idOrName: string): ComputedRecipe | undefined {
  const wanted = normal(idOrName);
  return recipeBook(catalog).find((recipe) => recipe.id === idOrName || normal(recipe.name) === wanted);
}

export interface SuggestionRequest {
  meal: MealType;
  remaining: MacroTargets;
  dietaryPreferences: string[];
  healthGoals: string[];
  /** Words from the request ("something with chicken", "vegetarian"). */
  text: string;
  count?: number;
}

export interface MealSuggestion {
  recipe: ComputedRecipe;
  reason: string;
}

const DIET_WORDS: [RegExp, Diet][] = [
  [/\bvegan\b|plant[- ]based/, 'vegan'],
  [/\bvegetarian\b|meat[- ]?free|no meat/, 'vegetarian'],
  [/gluten/, 'gluten_free'],
  [/dairy|lactose/, 'dairy_free'],
  [/low[- ]?carb|keto/, 'low_carb'],
  [/protein|muscle/, 'high_protein'],
  [/pescatarian|fish|seafood/, 'pescatarian'],
];

function requiredDiets(request: SuggestionRequest): Diet[] {
  const words = [...request.dietaryPreferences, request.text].join(' ').toLowerCase();
  const diets = DIET_WORDS.filter(([pattern]) => pattern.test(words)).map(([, diet]) => diet);
  return diets.filter((diet) => diet !== 'high_protein' && diet !== 'pescatarian');
}

function fitsDiet(recipe: ComputedRecipe, diet: Diet): boolean {
  if (diet === 'vegetarian') return recipe.diets.includes('vegetarian') || recipe.diets.includes('vegan');
  return recipe.diets.includes(diet);
}

// The share of the day's remaining calories a meal slot usually takes when later meals are still to come.
const SLOT_SHARE: Record<MealType, number> = { breakfast: 0.3, lunch: 0.45, dinner: 0.9, snack: 0.2 };

/**
 * 3–5 recipes for a meal slot that fit what is left of today's targets: recipes for the slot and the user's diets,
 * ranked by how close their calories per serving come to the slot's share of the remaining calories, with protein
 * weighted up for build-muscle and high-protein goals and carbs down for low-carb.
 */
export function suggestMeals(catalog: FoodCatalog, request: SuggestionRequest): MealSuggestion[] {
  const diets = requiredDiets(request);
  const wantsProtein = /muscle|protein/.test([...request.healthGoals, request.text].join(' ').toLowerCase());
  const wantsLowCarb = /low[_ -]?carb|keto/.test([...request.healthGoals, ...request.dietaryPreferences, request.text].join(' ').toLowerCase());
  const budget = Math.max(150, request.remaining.calories * SLOT_SHARE[request.meal]);
  const words = normal(request.text)
    .split(' ')
    .filter((word) => word.length > 3);
  const scored = recipeBook(catalog)
    .filter((recipe) => recipe.meals.includes(request.meal) && diets.every((diet) => fitsDiet(recipe, diet)))
    .map((recipe) => {
      const kcal = recipe.perServing.energy_kcal ?? 0;
      let score = -Math.abs(kcal - budget) / budget;
      if (kcal > Math.max(budget, request.remaining.calories)) score -= 1;
      const protein = recipe.perServing.protein_g ?? 0;
      if (wantsProtein) score += Math.min(protein / 40, 1);
      if (wantsLowCarb) score -= Math.min((recipe.perServing.carbs_g ?? 0) / 60, 1);
      if (words.some((word) => normal(`${recipe.name} ${recipe.ingredients.map((ingredient) => ingredient.label).join(' ')}`).includes(word))) score += 0.5;
      return { recipe, score };
    })
    .sort((a, b) => b.score - a.score || a.recipe.id.localeCompare(b.recipe.id));
  return scored.slice(0, request.count ?? 4).map(({ recipe }) => ({ recipe, reason: reasonFor(recipe, request, budget, diets, wantsProtein) }));
}

function reasonFor(recipe: ComputedRecipe, request: SuggestionRequest, budget: number, diets: Diet[], wantsProtein: boolean): string {
  const kcal = Math.round(recipe.perServing.energy_kcal ?? 0);
  const protein = Math.round(recipe.perServing.protein_g ?? 0);
  const parts = [
    `${kcal} kcal a serving against about ${Math.round(budget)} kcal for ${request.meal} (${Math.max(0, Math.round(request.remaining.calories))} kcal left today)`,
  ];
  if (wantsProtein || protein >= 30) parts.push(`${protein} g protein`);
  if (diets.length) parts.push(`fits ${diets.map((diet) => diet.replace('_', '-')).join(', ')}`);
  return parts.join('; ');
}
