import type { ServiceDeps } from '../../serviceDeps.js';
import type { User } from '../users/user.entity.js';
import { FoodLog, type FoodLogItem } from '../food/foodLog.entity.js';
import { logSnapshotItems } from '../food/foodLog.service.js';
import { mealTypeForTime, type MealType } from '../food/mealType.js';
import { sumNutrients } from '../food/nutrition.js';
import { nutritionTargets } from '../users/nutritionTargets.js';
import { targetProfileOf } from '../users/profile.service.js';
import { withUsage } from '../users/usageLimits.js';
import { classifyMessage, isExplicitLogRequest, type ChatType } from './engine/assistantIntent.js';
import { comparisonAnswer, foodFactAnswer, intakeAnswer, remainingAnswer, type DayFacts } from './engine/dataAnswers.js';
import { helpAnswer } from './engine/helpTopics.js';
import { nutrientsNamedIn, withoutNutrientWords } from './engine/nutrientWords.js';
import { dateNamedIn, mealNamedIn, mealTypeFor } from './mealText/mealContext.js';
import { matchMealItems, type MealMatch } from './mealText/matchMealItems.js';
import { parseMealItem, parseMealText } from './mealText/parseMealText.js';
import { suggestMeals, type MealSuggestion } from './recipes/recipeBook.js';

/** What the assistant needs to know about the client's moment: its local date and, when sent, its local time. */
export interface ClientMoment {
  clientDate: string;
  clientTime?: string | null;
}

export const OFF_TOPIC =
  "That's outside what I can help with. I'm here for nutrition and for using Nutri: logging meals, your daily targets, food facts, meal ideas and questions about the app.";

export const EDUCATIONAL_NOTE = 'Nutri is for educational purposes only and does not give medical advice.';

export async function dayFacts(deps: ServiceDeps, viewer: User, date: string, clientDate: string): Promise<DayFacts> {
  const log = await deps.em.findOne(FoodLog, { user: viewer.id, date }, { populate: ['items'] });
  const items = log?.items.getItems() ?? [];
  return {
    date,
    isToday: date === clientDate,
    totals: sumNutrients(items.map((item) => item.nutrients)),
    itemCount: items.length,
    targets: nutritionTargets(targetProfileOf(viewer)),
  };
}

const round = (value: number | undefined) => Math.round(value ?? 0);

function itemLine(item: { name: string; quantity: number; unit: string; grams: number | null; nutrients: { energy_kcal?: number } }): string {
  const amount = item.unit === 'g' ? `${item.quantity} g` : `${item.quantity} ${item.unit} (${round(item.grams ?? 0)} g)`;
  return `- ${item.name}: ${amount}, **${round(item.nutrients.energy_kcal)} kcal**`;
}

function clarification(match: MealMatch): string {
  const lines = match.unclear.map((item) => {
    if (item.kind === 'unknown')
      return `- I couldn't find "${item.parsed.food}" in the food database. Could you describe it another way (for example its main ingredients)?`;
    const options = item.options.map((option) => `${option.name} (${option.portion}, ${option.calories} kcal)`).join('; ');
    return `- "${item.parsed.text}" could be several foods${options ? `: ${options}` : ''}. Which one, and how much?`;
  });
  const understood = match.matched.length
    ? `\n\nI understood: ${match.matched.map((item) => `${item.snapshot.name} (${round(item.snapshot.grams ?? 0)} g)`).join(', ')}.`
    : '';
  return `I didn't log anything yet, so nothing is half-logged:\n${lines.join('\n')}${understood}\n\nSend the meal again with those details and I'll log all of it.`;
}

export interface Answer {
  response: string;
  loggedItems?: FoodLogItem[];
  mealType?: MealType | null;
  date?: string | null;
  suggestions?: MealSuggestion[];
}

/**
 * Logs the foods a sentence names. A statement that turns out to name no food is not a food query (nothing is
 * counted); anything that is one spends an AI food query before it is logged.
 */
export async function logFromText(deps: ServiceDeps, viewer: User, message: string, input: ClientMoment): Promise<Answer> {
  const items = parseMealText(message);
  const match = items.length ? await matchMealItems(deps, viewer, items) : { matched: [], unclear: [] };
  const isExplicit = isExplicitLogRequest(message);
  if (match.matched.length === 0 && !isExplicit) return { response: OFF_TOPIC };
  return withUsage(deps.em, deps.config.ai, viewer, 'aiFoodQueries', async () => {
    if (items.length === 0) {
      return { response: 'I couldn\'t find any foods in that. Tell me what you ate, for example "a bowl of oatmeal with a banana for breakfast".' };
    }
    if (match.unclear.length > 0 || match.matched.length === 0) return { response: clarification(match) };
    const mealType = mealTypeFor(message, input.clientTime);
    const date = dateNamedIn(message, input.clientDate) ?? input.clientDate;
    const log = await logSnapshotItems(deps, viewer, { date, mealType, items: match.matched.map((item) => item.snapshot) });
    const logged = log.items
      .getItems()
      .sort((a, b) => a.position - b.position)
      .slice(-match.matched.length);
    const total = round(sumNutrients(logged.map((item) => item.nutrients)).energy_kcal);
    return {
      response: `Logged to **${mealType}** ${date === input.clientDate ? 'today' : `on ${date}`}:\n${logged.map(itemLine).join('\n')}\n\n**Total: ${total} kcal.** Tap Undo if something is off, or Edit to change an amount.`,
      loggedItems: logged,
      mealType,
      date,
    };
  });
}

export async function answerFoodFact(deps: ServiceDeps, viewer: User, message: string): Promise<Answer> {
  const nutrients = nutrientsNamedIn(message);
  const phrase = withoutNutrientWords(message)
    .replace(/\?/g, '')
    .replace(/^.*?\b(?:in|of|does|for)\b\s+/, '')
    .replace(/\b(?:how much|how many|is there|are there|contain|have|has|does|per 100 ?g)\b/g, ' ')
    .trim();
  const parsed = parseMealItem(phrase || message);
  const match = await matchMealItems(deps, viewer, [parsed]);
  const item = match.matched[0];
  if (!item)
    return { response: `I couldn't find "${parsed.food}" in the food database. Try its common name, for example "how much protein is in greek yogurt?".` };
  const food = deps.foodCatalog.get(item.snapshot.foodId ?? '');
  return { response: foodFactAnswer(item, nutrients, food?.nutrients ?? {}) };
}

export async function answerComparison(deps: ServiceDeps, viewer: User, message: string): Promise<Answer> {
  const nutrients = nutrientsNamedIn(message);
  const names = withoutNutrientWords(message)
    .replace(/\?/g, '')
    .replace(/\b(compare|comparison|difference between|which is better|which has more|per 100 ?g|per serving|in)\b/g, ' ')
    .split(/\s*(?:,|\bvs\.?\b|\bversus\b|\band\b|\bor\b|\bwith\b)\s*/)
    .map((name) => name.trim())
    .filter(Boolean)
    .slice(0, 4);
  if (names.length < 2) return { response: 'Name two foods to compare, for example "compare oats and rice per 100 g".' };
  const match = await matchMealItems(
    deps,
    viewer,
    names.map((name) => ({ ...parseMealItem(name), quantity: 100, unit: 'g' })),
  );
  if (match.unclear.length) return { response: `I couldn't find ${match.unclear.map((item) => `"${item.parsed.food}"`).join(' and ')} in the food database.` };
  return {
    response: comparisonAnswer(
      match.matched.map((item) => ({ name: item.snapshot.name, per100g: item.snapshot.nutrients })),
      nutrients,
    ),
  };
}

export async function answerSuggestions(deps: ServiceDeps, viewer: User, message: string, input: ClientMoment): Promise<Answer> {
  const facts = await dayFacts(deps, viewer, input.clientDate, input.clientDate);
  const meal = mealNamedIn(message) ?? (input.clientTime ? mealTypeForTime(input.clientTime) : null) ?? 'dinner';
  const suggestions = suggestMeals(deps.foodCatalog, {
    meal: meal as MealType,
    remaining: {
      calories: facts.targets.calories - (facts.totals.energy_kcal ?? 0),
      protein: facts.targets.protein - (facts.totals.protein_g ?? 0),
      carbs: facts.targets.carbs - (facts.totals.carbs_g ?? 0),
      fat: facts.targets.fat - (facts.totals.fat_g ?? 0),
    },
    dietaryPreferences: viewer.dietaryPreferences,
    healthGoals: viewer.healthGoals,
    text: message,
  });
  if (suggestions.length === 0) return { response: "I'm sorry, I couldn't get meal suggestions right now. Please try again." };
  const lines = suggestions.map(
    (suggestion) => `- **${suggestion.recipe.name}**: ${round(suggestion.recipe.perServing.energy_kcal)} kcal, ${suggestion.recipe.prepMinutes} min`,
  );
  return {
    response: `Here are ${suggestions.length} ${meal} ideas that fit what's left today (${Math.max(0, round(facts.targets.calories - (facts.totals.energy_kcal ?? 0)))} kcal):\n${lines.join('\n')}\n\nOpen one to see the recipe, change it, or log it.`,
    suggestions,
    mealType: meal as MealType,
  };
}

/** The built-in engine: reads what the message asks for and answers it from the data. */
export async function builtinAnswer(deps: ServiceDeps, viewer: User, message: string, type: ChatType, input: ClientMoment): Promise<Answer> {
  const intent = classifyMessage(message, type);
  switch (intent) {
    case 'log_food':
      return logFromText(deps, viewer, message, input);
    case 'day_intake': {
      const date = dateNamedIn(message, input.clientDate) ?? input.clientDate;
      return { response: intakeAnswer(await dayFacts(deps, viewer, date, input.clientDate), nutrientsNamedIn(message)) };
    }
    case 'day_remaining':
      return { response: remainingAnswer(await dayFacts(deps, viewer, input.clientDate, input.clientDate), mealNamedIn(message)) };
    case 'food_fact':
      return answerFoodFact(deps, viewer, message);
    case 'food_compare':
      return answerComparison(deps, viewer, message);
    case 'suggest_meals':
      return answerSuggestions(deps, viewer, message, input);
    case 'app_help':
      return { response: helpAnswer(message) };
    case 'medical':
      return {
        response: `${EDUCATIONAL_NOTE} Questions about a health condition, symptoms, medicines or a diet for an illness need someone who knows your situation: please talk to your doctor or a registered dietitian.\n\nI can still show you what you've eaten, the nutrients in foods, or how your intake compares with the general reference intakes.`,
      };
    case 'greeting':
      return {
        response:
          "Hi! I'm Nutri's assistant. Tell me what you ate and I'll log it, ask what's left of your targets today, ask about a food's nutrients, or ask for meal ideas.",
      };
    default:
      return { response: OFF_TOPIC };
  }
}

/**
 * Answers one chat message on the built-in engine: spends one assistant message (and one AI food query when it logs
 * food), both refunded if the request fails, and keeps both sides of the exchange in the conversation.
 */
