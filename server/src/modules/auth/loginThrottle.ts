import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { appError, ErrorCode } from '../../graphql/errors.js';

export interface ThrottleRule {
  maxAttempts: number;
  windowMinutes: number;
}

export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
}

/** Keys hold client input (an email, a forwarded address); long ones are stored as a hash to fit the column. */
const storedKey = (key: string) => (key.length > 200 ? `sha256:${createHash('sha256').update(key).digest('hex')}` : key);

/**
 * Takes one attempt on every key and returns the minutes until the caller may try again, or 0 when every key is
 * within its limit. Counters live in PostgreSQL (app processes are stateless, so all of them see one count).
 *
 * The attempt is counted BEFORE the password is checked, in one statement whose upserts lock each key's row: of
 * 200 parallel guesses, exactly `maxAttempts` see a count within the limit, so no more than that are ever checked.
 * A window restarts once it has passed. Attempts that turn out right are given back with `refundAttempts`.
 */
export async function takeAttempts(em: EntityManager, keys: ThrottleKey[]): Promise<number> {
  const upserts = keys.map(
    (_, index) => `k${index} as (
      insert into login_throttle (key, window_started_at, failures) values (?, now(), 1)
      on conflict (key) do update set
        failures = case when login_throttle.window_started_at <= now() - make_interval(mins => ?) then 1 else login_throttle.failures + 1 end,
        window_started_at = case when login_throttle.window_started_at <= now() - make_interval(mins => ?) then now() else login_throttle.window_started_at end
      returning failures, ceil(extract(epoch from (window_started_at + make_interval(mins => ?) - now())) / 60) as minutes_left, ?::int as max_attempts)`,
  );
  const selects = keys.map((_, index) => `select * from k${index}`).join(' union all ');
  const params = keys.flatMap(({ key, rule }) => [storedKey(key), rule.windowMinutes, rule.windowMinutes, rule.windowMinutes, rule.maxAttempts]);
  const rows: { failures: number; minutes_left: string; max_attempts: number }[] = await em.execute(`with ${upserts.join(', ')} ${selects}`, params);
  const blocked = rows.filter((row) => row.failures > row.max_attempts);
  return blocked.length ? Math.max(1, ...blocked.map((row) => Number(row.minutes_left))) : 0;
}

/** Takes an attempt on each key and throws RATE_LIMITED with `message` ("Try again in N minutes." is appended). */
export async function throttle(em: EntityManager, keys: ThrottleKey[], message: string): Promise<void> {
  const minutes = await takeAttempts(em, keys);
  if (minutes > 0) {
    throw appError(ErrorCode.RATE_LIMITED, `${message} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
}

/** Gives back the attempt a successful sign-in (or password check) took, so only failures stay counted. */
export async function refundAttempts(em: EntityManager, keys: ThrottleKey[]): Promise<void> {
  await em.execute('update login_throttle set failures = greatest(failures - 1, 0) where key in (?)', [keys.map(({ key }) => storedKey(key))]);
}

export async function clearAttempts(em: EntityManager, key: string): Promise<void> {
  await em.execute('delete from login_throttle where key = ?', [storedKey(key)]);
}
