import { addDays, localDate } from '../users/calendar.js';
import { nutritionTargets } from '../users/nutritionTargets.js';
import { targetProfileOf } from '../users/profile.service.js';
import { User } from '../users/user.entity.js';
import { rows } from './socialAccess.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import { SocialProfile } from './social.entity.js';

/** Days on target are counted over this many days ending today. */
export const ON_TARGET_WINDOW_DAYS = 30;
/** A day is on target when its calories are within this share of the calorie target. */
const ON_TARGET_TOLERANCE = 0.1;
/** Streaks are counted back at most this far (one statement reads the dates). */
const STREAK_LOOKBACK_DAYS = 400;

export interface SocialProgress {
  /** Kilograms since progress was turned on; null without a weight then and now. */
  weightChangeKg: number | null;
  daysOnTarget: number;
  outOfDays: number;
}

export interface SocialStats {
  loggingStreak: number;
  progress: SocialProgress | null;
}

/** Consecutive logged days ending today, or ending yesterday while today is still open. */
export function streakEndingAt(today: string, loggedDates: ReadonlySet<string>): number {
  let day = loggedDates.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (loggedDates.has(day)) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}

/**
 * Streaks and (for owners who turned it on) progress of many people in three statements, whatever their number.
 * Callers decide who may see what; this only computes.
 */
export async function loadSocialStats({ em, clock }: Pick<ServiceDeps, 'em' | 'clock'>, userIds: readonly string[]): Promise<Map<string, SocialStats>> {
  const now = clock.now();
  const stats = new Map<string, SocialStats>();
  if (!userIds.length) return stats;
  const users = await em.find(User, { id: { $in: [...userIds] } });
  const profiles = await em.find(SocialProfile, { user: { $in: [...userIds] }, showProgress: true });
  const showing = new Map(profiles.map((profile) => [profile.user.id, profile]));
  const earliest = addDays(localDate('UTC', now), -STREAK_LOOKBACK_DAYS);
  const days = (await rows(
    em,
    `select log.user_id, to_char(log.date, 'YYYY-MM-DD') as date, sum(coalesce((item.nutrients->>'energy_kcal')::float, 0)) as calories
       from food_logs log join food_log_items item on item.food_log_id = log.id
       where log.user_id = any(:ids) and log.date >= :earliest group by log.user_id, log.date`,
    { ids: [...userIds], earliest },
  )) as { user_id: string; date: string; calories: number }[];
  const byUser = new Map<string, Map<string, number>>();
  for (const row of days) {
    const dates = byUser.get(row.user_id) ?? new Map<string, number>();
    dates.set(row.date, Number(row.calories));
    byUser.set(row.user_id, dates);
  }
  for (const user of users) {
    const today = localDate(user.timezone, now);
    const logged = byUser.get(user.id) ?? new Map<string, number>();
    const profile = showing.get(user.id);
    let progress: SocialProgress | null = null;
    if (profile) {
      const target = nutritionTargets(targetProfileOf(user), now).calories;
      let daysOnTarget = 0;
      for (let back = 0; back < ON_TARGET_WINDOW_DAYS; back++) {
        const calories = logged.get(addDays(today, -back));
        if (calories !== undefined && Math.abs(calories - target) <= target * ON_TARGET_TOLERANCE) daysOnTarget++;
      }
      const start = profile.progressStartWeight;
      progress = {
        weightChangeKg: start !== null && user.weight !== null ? Math.round((user.weight - start) * 10) / 10 : null,
        daysOnTarget,
        outOfDays: ON_TARGET_WINDOW_DAYS,
      };
    }
    stats.set(user.id, { loggingStreak: streakEndingAt(today, new Set(logged.keys())), progress });
  }
  return stats;
}
