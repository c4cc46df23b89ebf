import type { EntityManager } from '@mikro-orm/postgresql';

export interface ThrottleRule {
  maxAttempts: number;
  windowMinutes: number;
}

/**
 * Counts failed sign-ins per key in PostgreSQL (app processes are stateless, so every process sees the same count).
 * The upsert restarts the window once it has passed and counts atomically.
 */
export async function recordFailedLogin(em: EntityManager, key: string, rule: ThrottleRule): Promise<void> {
  await em.getConnection().execute(
    `insert into login_throttle (key, window_started_at, failures) values (?, now(), 1)
     on conflict (key) do update set
       failures = case when login_throttle.window_started_at < now() - make_interval(mins => ?) then 1 else login_throttle.failures + 1 end,
       window_started_at = case when login_throttle.window_started_at < now() - make_interval(mins => ?) then now() else login_throttle.window_started_at end`,
    [key, rule.windowMinutes, rule.windowMinutes],
  );
}

/** Minutes until the key may try again, or 0 when it is not throttled. */
export async function minutesUntilLoginAllowed(em: EntityManager, key: string, rule: ThrottleRule): Promise<number> {
  const rows: { minutes_left: string }[] = await em.getConnection().execute(
    `select ceil(extract(epoch from (window_started_at + make_interval(mins => ?) - now())) / 60) as minutes_left
     from login_throttle where key = ? and failures >= ? and window_started_at > now() - make_interval(mins => ?)`,
    [rule.windowMinutes, key, rule.maxAttempts, rule.windowMinutes],
  );
  return rows[0] ? Math.max(1, Number(rows[0].minutes_left)) : 0;
}

export async function clearFailedLogins(em: EntityManager, key: string): Promise<void> {
  await em.getConnection().execute('delete from login_throttle where key = ?', [key]);
}
