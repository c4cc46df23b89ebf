import type { ChatTool } from '../../ai/toolChat.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import type { User } from '../users/user.entity.js';
import { searchFoods } from '../food/food.service.js';
import type { FoodLogItem } from '../food/foodLog.entity.js';
import { nutritionFacts } from '../food/food.type.js';
import { defaultPortion } from '../food/portions/defaultPortion.js';
import { answerSuggestions, dayFacts, logFromText, type ClientMoment } from './assistantAnswers.js';
import { recipeDetails } from './assistantRecipe.service.js';
import type { MealType } from '../food/mealType.js';
import type { MealSuggestion } from './recipes/recipeBook.js';
import { isValidLocalDate } from '../users/calendar.js';

/** What the tools did during one chat message, for the reply payload. */
export interface ToolEffects {
  loggedItems: FoodLogItem[];
  mealType: MealType | null;
  date: string | null;
  suggestions: MealSuggestion[];
  /** AI food queries the log_food tool spent (each call is one parse). */
  foodQueries: number;
  /** The built-in engine's text for the last thing a tool did: the fallback when the model's prose cannot be trusted. */
  lastText: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const round1 = (value: number | undefined) => Math.round((value ?? 0) * 10) / 10;

/**
 * The assistant's tools for a language model. Every number they return comes from the food database, the user's
 * log and targets, and the recipe collection; the model only chooses what to call and writes the words around it.
 */
export function assistantTools(deps: ServiceDeps, viewer: User, moment: ClientMoment, effects: ToolEffects): ChatTool[] {
  return [
    {
      name: 'search_foods',
      description: 'Search the food database (USDA and the user’s own foods). Returns per-100 g nutrition and a usual portion.',
      parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
      async run(args) {
        const { foods } = await searchFoods(deps, viewer, text(args.query), { offset: 0, limit: 5 });
        return foods.map((food) => {
          const facts = nutritionFacts(food.nutrients);
          const portion = defaultPortion(food);
          return {
            name: food.name,
            per100g: { calories: facts.calories, protein: facts.protein, carbs: facts.carbs, fat: facts.fat },
            usualPortion: { label: portion.label, grams: portion.grams },
          };
        });
      },
    },
    {
      name: 'log_food',
      description:
        'Log what the user ate. Pass their description in their own words, e.g. "two eggs and a slice of toast for breakfast yesterday". The app parses amounts and foods itself and logs everything or nothing; it returns what was logged, or a question when something is unclear.',
      parameters: { type: 'object', properties: { description: { type: 'string' } }, required: ['description'] },
      async run(args) {
        const answer = await logFromText(deps, viewer, `log ${text(args.description)}`, moment);
        effects.foodQueries += 1;
        effects.lastText = answer.response;
        if (answer.loggedItems?.length) {
          effects.loggedItems.push(...answer.loggedItems);
          effects.mealType = answer.mealType ?? null;
          effects.date = answer.date ?? null;
          return {
            logged: answer.loggedItems.map((item) => ({
              name: item.name,
              quantity: item.quantity,
              unit: item.unit,
              grams: item.grams,
              calories: Math.round(item.nutrients.energy_kcal ?? 0),
            })),
            totalCalories: Math.round(answer.loggedItems.reduce((sum, item) => sum + (item.nutrients.energy_kcal ?? 0), 0)),
            meal: answer.mealType,
            date: answer.date,
          };
        }
        return { logged: [], message: answer.response };
      },
    },
    {
      name: 'day_totals',
      description: "The user's logged calories and macros for a day (default today) and their daily targets.",
      parameters: { type: 'object', properties: { date: { type: 'string', description: 'YYYY-MM-DD' } } },
      async run(args) {
        const date = isValidLocalDate(text(args.date)) ? text(args.date) : moment.clientDate;
        const facts = await dayFacts(deps, viewer, date, moment.clientDate);
        return {
          date,
          itemsLogged: facts.itemCount,
          eaten: {
            calories: Math.round(facts.totals.energy_kcal ?? 0),
            protein: round1(facts.totals.protein_g),
            carbs: round1(facts.totals.carbs_g),
            fat: round1(facts.totals.fat_g),
          },
          targets: facts.targets,
        };
      },
    },
    {
      name: 'suggest_meals',
      description: 'Meal suggestions from the recipe collection that fit what is left of today’s targets, the user’s diet and goals.',
      parameters: { type: 'object', properties: { request: { type: 'string', description: 'e.g. "high protein dinner", "vegetarian lunch"' } } },
      async run(args) {
        const answer = await answerSuggestions(deps, viewer, text(args.request) || 'meal ideas', moment);
        effects.suggestions = answer.suggestions ?? [];
        effects.lastText = answer.response;
        return effects.suggestions.map((suggestion) => ({
          name: suggestion.recipe.name,
          calories: Math.round(suggestion.recipe.perServing.energy_kcal ?? 0),
          protein: Math.round(suggestion.recipe.perServing.protein_g ?? 0),
          prepMinutes: suggestion.recipe.prepMinutes,
          reason: suggestion.reason,
        }));
      },
    },
    {
      name: 'recipe_details',
      description: 'A recipe from the collection by name, optionally changed ("make it vegetarian", "for 2 people", "under 500 kcal").',
      parameters: { type: 'object', properties: { name: { type: 'string' }, change: { type: 'string' } }, required: ['name'] },
      async run(args) {
        try {
          const recipe = recipeDetails(deps, { mealName: text(args.name), modificationRequest: text(args.change) || null });
          const facts = nutritionFacts(recipe.perServing);
          return {
            name: recipe.name,
            servings: recipe.servings,
            ingredients: recipe.ingredients.map((ingredient) => `${Math.round(ingredient.grams)} g ${ingredient.label}`),
            instructions: recipe.instructions,
            perServing: { calories: facts.calories, protein: facts.protein, carbs: facts.carbs, fat: facts.fat },
          };
        } catch (error) {
          return { error: error instanceof Error ? error.message : 'No such recipe.' };
        }
      },
    },
  ];
}
