import type { RestRequest, RestRoute } from './routeTable.js';

const SAVED_MEAL = `fragment RestSavedMeal on SavedMeal {
  id kind name mealType isFavorite createdAt
  totals { calories protein carbs fat }
  items { foodId name brand quantity unit grams nutrition { calories protein carbs fat } }
}`;
const PAGE_SIZE = 20;

const body = (request: RestRequest) => (request.body ?? {}) as Record<string, unknown>;
const booleanParam = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value === undefined ? null : value);

/**
 * `/meals` (kind meal) and `/individual-foods` (kind food) share one pattern: list with filters, CRUD, favourite,
 * log to a day, and save from the food log.
 */
function savedMealRoutes(base: string, kind: 'meal' | 'food', listKey: string, noun: string): RestRoute[] {
  return [
    {
      method: 'GET',
      path: base,
      summary: `Your saved ${noun}s: ?favorite=true|false&search&mealType&page&limit (default ${PAGE_SIZE}).`,
      document: `query ($kind: SavedMealKind!, $favorite: Boolean, $search: String, $mealType: MealType, $first: Int, $after: String) {
        viewer { savedMeals(kind: $kind, favorite: $favorite, search: $search, mealType: $mealType, first: $first, after: $after) {
          totalCount edges { node { ...RestSavedMeal } } } } } ${SAVED_MEAL}`,
      variables: (request) => ({
        kind,
        favorite: booleanParam(request.query.favorite),
        search: request.query.search ?? null,
        mealType: request.query.mealType ?? null,
      }),
      result: 'viewer.savedMeals',
      page: { key: listKey, defaultLimit: PAGE_SIZE },
    },
    {
      method: 'POST',
      path: base,
      summary: `Save a ${noun}: { name, mealType?, isFavorite?, items: [{ foodId, quantity, unit }] }.`,
      document: `mutation ($input: CreateSavedMealInput!) { createSavedMeal(input: $input) { savedMeal { ...RestSavedMeal } } } ${SAVED_MEAL}`,
      variables: (request) => ({ input: { ...body(request), kind } }),
      result: 'createSavedMeal.savedMeal',
      successStatus: 201,
    },
    {
      method: 'POST',
      path: `${base}/from-food-log`,
      summary: kind === 'meal' ? 'Save a logged meal: { date, mealType, name? }.' : 'Save a logged item: { itemId, name? }.',
      document: `mutation ($input: SaveMealFromFoodLogInput!) { saveMealFromFoodLog(input: $input) { savedMeal { ...RestSavedMeal } } } ${SAVED_MEAL}`,
      variables: (request) => ({ input: { ...body(request), kind } }),
      result: 'saveMealFromFoodLog.savedMeal',
      successStatus: 201,
    },
    {
      method: 'GET',
      path: `${base}/:id`,
      summary: `One saved ${noun}.`,
      document: `query ($id: ID!) { viewer { savedMeal(id: $id) { ...RestSavedMeal } } } ${SAVED_MEAL}`,
      variables: (request) => ({ id: request.params.id }),
      result: 'viewer.savedMeal',
    },
    {
      method: 'PUT',
      path: `${base}/:id`,
      summary: `Edit a saved ${noun}: { name?, mealType?, items? }.`,
      document: `mutation ($input: UpdateSavedMealInput!) { updateSavedMeal(input: $input) { savedMeal { ...RestSavedMeal } } } ${SAVED_MEAL}`,
      variables: (request) => ({ input: { ...body(request), savedMealId: request.params.id } }),
      result: 'updateSavedMeal.savedMeal',
    },
    {
      method: 'DELETE',
      path: `${base}/:id`,
      summary: `Delete a saved ${noun}.`,
      document: 'mutation ($input: SavedMealRefInput!) { deleteSavedMeal(input: $input) { deletedSavedMealId } }',
      variables: (request) => ({ input: { savedMealId: request.params.id } }),
      result: 'deleteSavedMeal',
    },
    {
      method: 'PATCH',
      path: `${base}/:id/favorite`,
      summary: 'Toggle the favourite mark, or set it with { isFavorite }.',
      document: `mutation ($input: SetSavedMealFavoriteInput!) { setSavedMealFavorite(input: $input) { savedMeal { ...RestSavedMeal } } } ${SAVED_MEAL}`,
      variables: (request) => ({ input: { savedMealId: request.params.id, isFavorite: body(request).isFavorite ?? null } }),
      result: 'setSavedMealFavorite.savedMeal',
    },
    {
      method: 'POST',
      path: `${base}/:id/log`,
      summary: `Log the saved ${noun} to a day: { date, mealType? | time? }.`,
      document: 'mutation ($input: LogSavedMealInput!) { logSavedMeal(input: $input) { foodLog { id date itemCount totals { calories protein carbs fat } } } }',
      variables: (request) => ({ input: { ...body(request), savedMealId: request.params.id } }),
      result: 'logSavedMeal.foodLog',
      successStatus: 201,
    },
  ];
}

export const mealRoutes = [...savedMealRoutes('/meals', 'meal', 'meals', 'meal'), ...savedMealRoutes('/individual-foods', 'food', 'foods', 'food')];
