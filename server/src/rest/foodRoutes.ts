import { numberParam } from './paging.js';
import type { RestRequest, RestRoute } from './routeTable.js';

const NUTRITION = 'calories protein carbs fat nutrients { key label unit amount }';
const FOOD = `fragment RestFood on Food {
  id internalID name brand source category isCustom calories
  defaultPortion { quantity unit label grams calories }
}`;
// Items carry the figures a diary shows; each item's full nutrient list (33 entries) comes with ?include=nutrients.
const FOOD_LOG = `fragment RestFoodLog on FoodLog {
  id date itemCount updatedAt
  totals { ${NUTRITION} }
  meals {
    mealType
    totals { calories protein carbs fat }
    items { id name brand foodId isQuickAdd quantity unit grams loggedAt
      nutrition { calories protein carbs fat nutrients @include(if: $withNutrients) { key label unit amount } } }
  }
}`;
const withNutrients = (request: RestRequest) => ({ withNutrients: request.query.include === 'nutrients' });
const LOGS_PAGE_SIZE = 10;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `/food/logs/{date or id}`: a YYYY-MM-DD date, else a log id. */
const dateOrId = (request: RestRequest) => {
  const value = request.params.dateOrId ?? '';
  return DATE.test(value) ? { date: value, id: null } : { date: null, id: value };
};

const body = (request: RestRequest) => (request.body ?? {}) as Record<string, unknown>;

export const foodRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/food/search',
    summary: 'Search the food database (and your own foods) by name: ?q=banana&page&limit.',
    document: `query ($q: String!, $first: Int, $after: String) { foods(query: $q, first: $first, after: $after) { totalCount edges { node { ...RestFood } } } } ${FOOD}`,
    variables: (request) => ({ q: String(request.query.q ?? '') }),
    result: 'foods',
    page: { key: 'foods', defaultLimit: 20 },
    isPublic: true,
  },
  {
    method: 'GET',
    path: '/food/:id/nutrition',
    summary: 'Nutrients in ?quantity (default 100) of ?unit (default g) of a food; 400 lists the valid units.',
    document: `query ($id: ID!, $quantity: Float!, $unit: String!) {
      foodNutrition(foodId: $id, quantity: $quantity, unit: $unit) {
        food { ...RestFood units { unit label gramsPerUnit kind } } quantity unit grams ${NUTRITION}
      }
    } ${FOOD}`,
    variables: (request) => ({
      id: request.params.id,
      quantity: numberParam(request.query.quantity, 100),
      unit: String(request.query.unit ?? 'g'),
    }),
    result: 'foodNutrition',
    isPublic: true,
  },
  {
    method: 'GET',
    path: '/food/logs',
    summary: "Your food logs, newest first: ?page&limit (default 10); ?include=nutrients adds each item's nutrient list.",
    document: `query ($first: Int, $after: String, $withNutrients: Boolean = false) { viewer { foodLogs(first: $first, after: $after) { totalCount edges { node { ...RestFoodLog } } } } } ${FOOD_LOG}`,
    variables: withNutrients,
    result: 'viewer.foodLogs',
    page: { key: 'logs', defaultLimit: LOGS_PAGE_SIZE },
  },
  {
    method: 'POST',
    path: '/food/logs',
    summary: 'Add meals to a day: { date, meals: [{ mealType, items: [{ foodId, quantity, unit }] }] }.',
    document: `mutation ($input: SaveFoodLogInput!, $withNutrients: Boolean = false) { saveFoodLog(input: $input) { foodLog { ...RestFoodLog } } } ${FOOD_LOG}`,
    variables: (request) => ({ input: { date: body(request).date, meals: body(request).meals, replace: false } }),
    result: 'saveFoodLog.foodLog',
    successStatus: 201,
  },
  {
    method: 'GET',
    path: '/food/logs/:dateOrId',
    summary: "One day by date (YYYY-MM-DD) or log id; 404 when nothing is logged. ?include=nutrients adds each item's nutrient list.",
    document: `query ($date: LocalDate, $id: ID, $withNutrients: Boolean = false) { viewer { foodLog(date: $date, id: $id) { ...RestFoodLog } } } ${FOOD_LOG}`,
    variables: (request) => ({ ...dateOrId(request), ...withNutrients(request) }),
    result: 'viewer.foodLog',
    notFoundWhenEmpty: 'Food log',
  },
  {
    method: 'PUT',
    path: '/food/logs/:dateOrId',
    summary: "Replace a day's meals: { meals }.",
    document: `mutation ($input: SaveFoodLogInput!, $withNutrients: Boolean = false) { saveFoodLog(input: $input) { foodLog { ...RestFoodLog } } } ${FOOD_LOG}`,
    variables: (request) => {
      const { date, id } = dateOrId(request);
      return { input: { date, logId: id, meals: body(request).meals, replace: true } };
    },
    result: 'saveFoodLog.foodLog',
  },
  {
    method: 'DELETE',
    path: '/food/logs/:dateOrId',
    summary: 'Delete a day by date or log id.',
    document: 'mutation ($input: FoodLogRefInput!) { deleteFoodLog(input: $input) { deletedLogId } }',
    variables: (request) => {
      const { date, id } = dateOrId(request);
      return { input: { date, logId: id } };
    },
    result: 'deleteFoodLog',
  },
  {
    method: 'GET',
    path: '/food/combined-nutrition/:dateOrId',
    summary: "A day's totals from food and supplements (by log id or date); 404 when nothing is logged.",
    document: `query ($date: LocalDate, $id: ID) { viewer { foodLog(date: $date, id: $id) { id date
      combinedNutrition { food { ${NUTRITION} } supplements { ${NUTRITION} } total { ${NUTRITION} } } } } }`,
    variables: dateOrId,
    result: 'viewer.foodLog',
    notFoundWhenEmpty: 'Food log',
  },
  {
    method: 'GET',
    path: '/food/summary',
    summary: 'Per-day totals, averages and targets over ?days (default 30).',
    document: `query ($days: Int!) { viewer { foodSummary(days: $days) {
      days loggedDays daily { date calories protein carbs fat } averages { ${NUTRITION} } targets { calories protein carbs fat }
    } } }`,
    variables: (request) => ({ days: numberParam(request.query.days, 30) }),
    result: 'viewer.foodSummary',
  },
];
