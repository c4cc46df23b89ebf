import { MEAL_PHOTO_MAX_BYTES } from '../modules/assistant/photo/mealPhotoImage.js';
import type { GraphQLData, RestRequest, RestRoute } from './routeTable.js';

const ITEM = 'id name quantity unit grams mealType nutrition { calories protein carbs fat }';
const SUGGESTION = 'recipeId name description estimatedCalories reason prepTime';
const RECIPE =
  'id name description servings prepTime ingredients instructions modifications appliedRequests nutritionPerServing { calories protein carbs fat } ingredientFoods { label grams foodId foodName }';

const body = (request: RestRequest) => (request.body ?? {}) as Record<string, unknown>;
const list = (value: unknown) => (Array.isArray(value) ? value : []);

/** The spec's suggestion fields are snake_case. */
function suggestionOut(suggestion: Record<string, unknown>) {
  return {
    id: suggestion.recipeId,
    name: suggestion.name,
    description: suggestion.description,
    estimated_calories: suggestion.estimatedCalories,
    reason: suggestion.reason,
    prep_time: suggestion.prepTime,
  };
}

export function chatOut(data: GraphQLData) {
  const payload = data.sendAssistantMessage as Record<string, unknown>;
  return {
    response: payload.response,
    loggedFood: payload.loggedFood,
    meal: payload.meal,
    mealType: payload.mealType,
    date: payload.date,
    mealSuggestions: list(payload.mealSuggestions).map((suggestion) => suggestionOut(suggestion as Record<string, unknown>)),
    audio: payload.audio,
  };
}

/** The original recipe a client sends back may carry the changes made so far. */
function previousModifications(request: RestRequest): unknown {
  const original = body(request).originalRecipe;
  return original && typeof original === 'object' && 'appliedRequests' in original ? (original as { appliedRequests: unknown }).appliedRequests : null;
}

export const assistantRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/ai-assistant/chat',
    summary:
      'Chat {message, type (app|nutrition|general), conversationHistory (≤ 12), clientDate, clientTime?, tts}; one assistant message (and one AI food query when it logs food).',
    document: `mutation ($input: SendAssistantMessageInput!) { sendAssistantMessage(input: $input) {
      response mealType date audio loggedFood { ${ITEM} } meal { mealType items { ${ITEM} } totals { calories protein carbs fat } }
      mealSuggestions { ${SUGGESTION} } } }`,
    variables: (request) => {
      const input = body(request);
      return {
        input: {
          message: input.message,
          type: input.type ?? null,
          conversationHistory: input.conversationHistory ?? null,
          clientDate: input.clientDate,
          clientTime: input.clientTime ?? null,
          tts: input.tts ?? null,
        },
      };
    },
    result: chatOut,
  },
  {
    method: 'POST',
    path: '/ai-assistant/recipe-details',
    summary:
      'Recipe of a suggested meal {mealName, mealDescription, modificationRequest?, originalRecipe?}: name, ingredients, instructions and computed nutrition.',
    document: `query ($input: RecipeDetailsInput!) { recipeDetails(input: $input) { recipe { ${RECIPE} } } }`,
    variables: (request) => ({
      input: {
        mealName: body(request).mealName,
        mealDescription: body(request).mealDescription ?? null,
        modificationRequest: body(request).modificationRequest ?? null,
        previousModifications: previousModifications(request),
      },
    }),
    result: (data) => (data.recipeDetails as { recipe: unknown }).recipe,
  },
  {
    method: 'POST',
    path: '/ai-assistant/log-recipe',
    summary: 'Log one serving of a suggested recipe {mealName, modifications?, date, mealType? or clientTime?}.',
    document: `mutation ($input: LogAssistantRecipeInput!) { logAssistantRecipe(input: $input) { mealType date loggedFood { ${ITEM} } } }`,
    variables: (request) => ({
      input: {
        mealName: body(request).mealName,
        modifications: body(request).modifications ?? null,
        date: body(request).date,
        mealType: body(request).mealType ?? null,
        clientTime: body(request).clientTime ?? null,
      },
    }),
    result: 'logAssistantRecipe',
    successStatus: 201,
  },
  {
    method: 'POST',
    path: '/ai-assistant/photo',
    summary:
      'Recognise a meal photo (multipart: photo ≤ 10 MB JPEG/PNG/WebP/HEIC, message, clientDate); Pro with a vision model. Not logged: confirm with /photo/confirm.',
    document: `mutation ($input: AnalyzeMealPhotoInput!) { analyzeMealPhoto(input: $input) {
      items { foodId name grams confidence nutrition { calories protein carbs fat } } totals { calories protein carbs fat } } }`,
    variables: (request) => ({ input: { photo: body(request).photo, message: body(request).message || null, clientDate: body(request).clientDate } }),
    result: (data) => ({ meal: data.analyzeMealPhoto }),
    upload: { field: 'photo', maxBytes: MEAL_PHOTO_MAX_BYTES },
  },
  {
    method: 'POST',
    path: '/ai-assistant/photo/confirm',
    summary: 'Log a recognised meal {meal: {items: [{foodId, grams}]}, mealType, date, clientDate, clientTime}.',
    document: `mutation ($input: ConfirmMealPhotoInput!) { confirmMealPhoto(input: $input) { mealType date loggedFood { ${ITEM} } } }`,
    variables: (request) => {
      const input = body(request);
      const meal = (input.meal ?? {}) as Record<string, unknown>;
      return {
        input: {
          items: list(meal.items).map((item) => ({ foodId: (item as Record<string, unknown>).foodId, grams: (item as Record<string, unknown>).grams })),
          mealType: input.mealType ?? null,
          date: input.date ?? null,
          clientDate: input.clientDate,
          clientTime: input.clientTime ?? null,
        },
      };
    },
    result: 'confirmMealPhoto',
    successStatus: 201,
  },
];
