import type { Context } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { addDays, localDate } from '../users/calendar.js';
import { nutritionTargets } from '../users/nutritionTargets.js';
import { targetProfileOf } from '../users/profile.service.js';
import { nutritionFacts } from './food.type.js';
import { FoodLog } from './foodLog.entity.js';
import type { FoodSummary } from './foodLog.type.js';
import { scaleValues, sumNutrients } from './nutrition.js';

export const MAX_SUMMARY_DAYS = 366;

/** The `days` local dates ending today in the user's time zone, oldest first. */
export function windowDates(today: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(today, index + 1 - days));
}

export async function foodSummary(ctx: Context, days: number): Promise<FoodSummary> {
  if (!Number.isInteger(days) || days < 1 || days > MAX_SUMMARY_DAYS) {
    throw badInput(`'days' must be from 1 to ${MAX_SUMMARY_DAYS}.`, [{ field: 'days', message: 'Out of range' }]);
  }
  const viewer = ctx.viewer!;
  const dates = windowDates(localDate(viewer.timezone), days);
  const logs = await ctx.em.find(
    FoodLog,
    { user: viewer.id, date: { $gte: dates[0]!, $lte: dates.at(-1)! } },
    { populate: ['items'] },
  );
  const totalsByDate = new Map(logs.map((log) => [log.date, sumNutrients(log.items.getItems().map((item) => item.nutrients))]));
  const daily = dates.map((date) => {
    const facts = nutritionFacts(totalsByDate.get(date) ?? {});
    return { date, calories: facts.calories, protein: facts.protein, carbs: facts.carbs, fat: facts.fat };
  });
  const loggedDays = logs.filter((log) => log.items.length > 0).length;
  const overall = sumNutrients([...totalsByDate.values()]);
  return {
    days,
    loggedDays,
    daily,
    averages: nutritionFacts(loggedDays ? scaleValues(overall, 1 / loggedDays) : {}),
    targets: nutritionTargets(targetProfileOf(viewer)),
  };
}
