import type { EntityManager } from '@mikro-orm/postgresql';

const MAX_REMEMBERED_USERS = 100_000;
// userId → the UTC day this process last recorded: at most one write per user per day per process.
const recordedDay = new Map<string, string>();

export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Records that a user was active today (UTC). The insert is a no-op after the first request of the day, and only
 * that first insert touches `users.last_active_at`, so a busy user costs one write a day, not one per request.
 */
export async function recordUserActivity(em: EntityManager, userId: string, now: Date): Promise<void> {
  const day = utcDay(now);
  if (recordedDay.get(userId) === day) return;
  await em.execute(
    `with added as (insert into user_activity_days (user_id, day) values (?, ?) on conflict do nothing returning user_id)
     update users set last_active_at = ? where id in (select user_id from added)`,
    [userId, day, now],
  );
  if (recordedDay.size >= MAX_REMEMBERED_USERS) recordedDay.clear();
  recordedDay.set(userId, day);
}
