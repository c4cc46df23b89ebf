import { MEAL_ORDER, MealType } from '../food/mealType.js';

export interface ReminderDay {
  /** Meals with at least one logged item today. */
  loggedMeals: ReadonlySet<MealType>;
  caloriesLogged: number;
  calorieTarget: number;
}

export interface ReminderMessage {
  title: string;
  body: string;
  /** Where a click on the notification leads. */
  url: string;
  tag: string;
}

const MAIN_MEALS: readonly MealType[] = [MealType.breakfast, MealType.lunch, MealType.dinner];

const formatKcal = (value: number) => Math.round(value).toLocaleString('en-US');

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The daily reminder knows the day: nothing logged → a nudge; some meals → what is left of the calorie target;
 * breakfast, lunch and dinner all logged → no reminder (null).
 */
export function reminderMessage(day: ReminderDay): ReminderMessage | null {
  const base = { url: '/food-log', tag: 'daily-reminder' };
  if (day.loggedMeals.size === 0) {
    return { ...base, title: 'Time to log your day', body: "You haven't logged any food today. A minute now keeps your targets on track." };
  }
  const missing = MAIN_MEALS.filter((meal) => !day.loggedMeals.has(meal));
  if (missing.length === 0) return null;
  const stillToLog = `Still to log: ${listInWords(MEAL_ORDER.filter((meal) => missing.includes(meal)))}.`;
  const left = day.calorieTarget - day.caloriesLogged;
  const logged = `${formatKcal(day.caloriesLogged)} of ${formatKcal(day.calorieTarget)} kcal logged.`;
  if (left <= 0) return { ...base, title: 'Calorie target reached', body: `${logged} ${stillToLog}` };
  return { ...base, title: `${formatKcal(left)} kcal left today`, body: `${logged} ${stillToLog}` };
}
