import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReferencePerson } from '../../ai/engine/dietaryReferenceIntakes.js';
import type { IntakeWindow, LoggedItem, SupplementIntake } from '../../ai/engine/intake.js';
import { FoodLog } from '../food/foodLog.entity.js';
import { SupplementLog } from '../supplements/supplementLog.entity.js';
import { ageInYears } from '../users/nutritionTargets.js';
import { addDays } from '../users/calendar.js';
import type { User } from '../users/user.entity.js';

export function personOf(user: User, now: Date = new Date()): ReferencePerson {
  return { ageYears: user.dateOfBirth ? ageInYears(user.dateOfBirth, now) : null, sex: user.gender ?? null };
}

export interface IntakeRows {
  items: LoggedItem[];
  supplements: SupplementIntake[];
}

/** Every logged food item and supplement of the user between two local dates (inclusive), in two queries. */
export async function loadIntake(em: EntityManager, userId: string, from: string, to: string): Promise<IntakeRows> {
  const logs = await em.find(FoodLog, { user: userId, date: { $gte: from, $lte: to } }, { populate: ['items'] });
  const supplements = await em.find(SupplementLog, { user: userId, date: { $gte: from, $lte: to } }, { fields: ['date', 'nutrients'] });
  return {
    items: logs.flatMap((log) =>
      log.items
        .getItems()
        .map((item) => ({ date: log.date, foodId: item.foodId, name: item.name, nutrients: item.nutrients as Partial<Record<string, number>> })),
    ),
    supplements: supplements.map((log) => ({ date: log.date, nutrients: log.nutrients })),
  };
}

/** The `days` days ending on `to`, cut from rows loaded for a wider range. */
export function windowOf(rows: IntakeRows, to: string, days: number): IntakeWindow {
  const from = addDays(to, 1 - days);
  const inside = (row: { date: string }) => row.date >= from && row.date <= to;
  return { from, to, days, items: rows.items.filter(inside), supplements: rows.supplements.filter(inside) };
}
