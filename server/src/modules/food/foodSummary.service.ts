import type { ServiceDeps } from '../../serviceDeps.js';
import type { UserRecord } from '../users/userRecord.js';
import { badInput } from '../../graphql/errors.js';
import { addDays, localDate } from '../users/calendar.js';
import { nutritionTargets } from '../users/nutritionTargets.js';
import { targetProfileOf } from '../users/profile.service.js';
import { nutritionFacts } from './food.type.js';
import type { FoodSummary } from './foodLog.type.js';
import { addNutrients, scaleValues, sumNutrients, type NutrientValues } from './nutrition.js';

export const MAX_SUMMARY_DAYS = 366;

/** The `days` local dates ending today in the user's time zone, oldest first. */
export function windowDates(today: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(today, index + 1 - days));
}

export async function foodSummary(deps: Pick<ServiceDeps, 'em'>, viewer: UserRecord, { days }: { days: number }): Promise<FoodSummary> {
  if (!Number.isInteger(days) || days < 1 || days > MAX_SUMMARY_DAYS) {
    throw badInput(`'days' must be from 1 to ${MAX_SUMMARY_DAYS}.`, [{ field: 'days', message: 'Out of range' }]);
  }
  const dates = windowDates(localDate(viewer.timezone), days);
  // Only the items' nutrient snapshots are needed: read as rows, without entity hydration.
  const rows = await deps.em.execute<{ date: string; nutrients: NutrientValues }[]>(
    `select to_char(log.date, 'YYYY-MM-DD') as date, item.nutrients from food_logs log
     join food_log_items item on item.food_log_id = log.id where log.user_id = ? and log.date between ? and ?`,
    [viewer.id, dates[0]!, dates.at(-1)!],
  );
  const totalsByDate = new Map<string, NutrientValues>();
  for (const row of rows) totalsByDate.set(row.date, addNutrients(totalsByDate.get(row.date) ?? {}, row.nutrients));
  const daily = dates.map((date) => {
    const facts = nutritionFacts(totalsByDate.get(date) ?? {});
    return { date, calories: facts.calories, protein: facts.protein, carbs: facts.carbs, fat: facts.fat };
  });
  const loggedDays = totalsByDate.size;
  const overall = sumNutrients([...totalsByDate.values()]);
  return {
    days,
    loggedDays,
    daily,
    averages: nutritionFacts(loggedDays ? scaleValues(overall, 1 / loggedDays) : {}),
    targets: nutritionTargets(targetProfileOf(viewer)),
  };
}
