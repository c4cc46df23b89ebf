import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../../context.js';
import { appError, ErrorCode } from '../../graphql/errors.js';

const WINDOW = "interval '1 minute'";

/**
 * Anonymous callers may read the food catalog (search, a food, its nutrition) within one per-IP budget; signed-in
 * callers are not counted.
 */
export async function limitAnonymousCatalogUse(ctx: Pick<Context, 'viewerRecord' | 'em' | 'clientIp' | 'config'>): Promise<void> {
  if (!ctx.viewerRecord) await chargeAnonymousSearch(ctx.em, ctx.clientIp, ctx.config.anonymousSearchesPerMinute);
}

/**
 * Counts one anonymous search for the client IP and refuses it past `perMinute`. The count lives in PostgreSQL and is
 * taken in the same statement that checks it, so the limit holds across app processes and parallel requests.
 */
async function chargeAnonymousSearch(em: EntityManager, clientIp: string, perMinute: number): Promise<void> {
  const rows: { searches: number; seconds_left: string }[] = await em.execute(
    `insert into search_throttle (client_ip, window_started_at, searches) values (?, now(), 1)
     on conflict (client_ip) do update set
       searches = case when search_throttle.window_started_at < now() - ${WINDOW} then 1 else search_throttle.searches + 1 end,
       window_started_at = case when search_throttle.window_started_at < now() - ${WINDOW} then now() else search_throttle.window_started_at end
     returning searches, ceil(extract(epoch from (window_started_at + ${WINDOW} - now()))) as seconds_left`,
    [clientIp.slice(0, 100)],
  );
  const [row] = rows;
  if (row && row.searches > perMinute) {
    const seconds = Math.max(1, Number(row.seconds_left));
    throw appError(ErrorCode.RATE_LIMITED, `Too many searches without signing in. Try again in ${seconds} seconds, or sign in to search freely.`, {
      retryAfterSeconds: seconds,
    });
  }
}

/** Deletes the windows that have ended (an IP that comes back starts a new one anyway); returns how many. */
export async function deleteEndedSearchWindows(em: EntityManager): Promise<number> {
  const rows: unknown[] = await em.execute(`delete from search_throttle where window_started_at < now() - ${WINDOW} returning client_ip`);
  return rows.length;
}
