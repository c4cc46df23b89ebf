import { beforeAll, describe, expect, it } from '@jest/globals';
import { loadFoodCatalog, type FoodCatalog } from '../../food/foodCatalog.js';
import { MealType } from '../../food/mealType.js';
import { RECIPES } from '../recipes/recipeCollection.js';
import { findRecipe, recipeBook, suggestMeals } from '../recipes/recipeBook.js';
import { modifyRecipe, RecipeModificationError } from '../recipes/modifyRecipe.js';

let catalog: FoodCatalog;
beforeAll(async () => {
  catalog = await loadFoodCatalog();
});

const kcal = (values: { energy_kcal?: number }) => values.energy_kcal ?? 0;

describe('the recipe collection', () => {
  it('has at least 80 recipes over every meal slot, each with instructions and every ingredient a USDA food', () => {
    expect(RECIPES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(RECIPES.map((recipe) => recipe.id)).size).toBe(RECIPES.length);
    const book = recipeBook(catalog);
    for (const meal of Object.values(MealType)) expect(book.filter((recipe) => recipe.meals.includes(meal)).length).toBeGreaterThanOrEqual(15);
    for (const recipe of book) {
      expect(recipe.instructions.length).toBeGreaterThan(0);
      expect(kcal(recipe.perServing)).toBeGreaterThan(40);
      for (const ingredient of recipe.ingredients) expect(catalog.get(ingredient.foodId)?.name).toBe(ingredient.foodName);
    }
  });

  it('computes nutrition per serving from the ingredients, never from typed numbers', () => {
    const recipe = findRecipe(catalog, 'Apple with Peanut Butter')!;
    const apple = catalog.get(recipe.ingredients[0]!.foodId)!;
    const peanutButter = catalog.get(recipe.ingredients[1]!.foodId)!;
    const expected = (kcal(apple.nutrients) * 182 + kcal(peanutButter.nutrients) * 32) / 100;
    expect(kcal(recipe.perServing)).toBeCloseTo(expected, 1);
  });
});

describe('changing a recipe', () => {
  it('makes it vegetarian by swapping meat and fish for tofu, and recomputes the nutrition', () => {
    const recipe = findRecipe(catalog, 'chicken-stir-fry')!;
    const changed = modifyRecipe(catalog, recipe, 'make it vegetarian');
    expect(changed.ingredients.some((ingredient) => /chicken/i.test(ingredient.foodName))).toBe(false);
    expect(changed.ingredients.some((ingredient) => /tofu/i.test(ingredient.foodName))).toBe(true);
    expect(changed.modifications).toContain('chicken breast → firm tofu');
    expect(kcal(changed.perServing)).not.toBeCloseTo(kcal(recipe.perServing), 0);
  });

  it('drops dairy, scales to a number of people and keeps a serving under a calorie limit', () => {
    const lasagna = findRecipe(catalog, 'vegetable-lasagna')!;
    const noDairy = modifyRecipe(catalog, lasagna, 'no dairy please');
    expect(noDairy.ingredients.some((ingredient) => /^cheese/i.test(ingredient.foodName))).toBe(false);
    const forTwo = modifyRecipe(catalog, lasagna, 'for 2 people');
    expect(forTwo.servings).toBe(2);
    expect(kcal(forTwo.perServing)).toBeCloseTo(kcal(lasagna.perServing), -1);
    const light = modifyRecipe(catalog, findRecipe(catalog, 'spaghetti-bolognese')!, 'under 400 kcal');
    expect(kcal(light.perServing)).toBeLessThanOrEqual(400);
  });

  it('adds protein by enlarging the protein foods', () => {
    const recipe = findRecipe(catalog, 'salmon-veg')!;
    const more = modifyRecipe(catalog, recipe, 'more protein');
    expect(more.perServing.protein_g!).toBeGreaterThan(recipe.perServing.protein_g! * 1.3);
  });

  it('says what it can do when the request names no change it knows', () => {
    expect(() => modifyRecipe(catalog, findRecipe(catalog, 'salmon-veg')!, 'make it purple')).toThrow(RecipeModificationError);
  });
});

describe('meal suggestions', () => {
  it('offers recipes for the slot that fit the calories left and the diet', () => {
    const suggestions = suggestMeals(catalog, {
      meal: MealType.dinner,
      remaining: { calories: 600, protein: 40, carbs: 60, fat: 20 },
      dietaryPreferences: ['vegetarian'],
      healthGoals: [],
      text: 'dinner ideas',
    });
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    for (const { recipe } of suggestions) {
      expect(recipe.meals).toContain(MealType.dinner);
      expect(recipe.diets.some((diet) => diet === 'vegetarian' || diet === 'vegan')).toBe(true);
      expect(kcal(recipe.perServing)).toBeLessThanOrEqual(600);
    }
  });
});
