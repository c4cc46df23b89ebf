import type { EntityManager } from '@mikro-orm/postgresql';
import type { AiConfig } from '../../config.js';
import { appError, ErrorCode } from '../../graphql/errors.js';
import { monthStart } from './calendar.js';
import type { User } from './user.entity.js';
import { Tier } from './user.enums.js';

export type UsageCounterName = 'aiFoodQueries' | 'aiAnalyses' | 'aiAssistantMessages';

const COLUMNS: Record<UsageCounterName, string> = {
  aiFoodQueries: 'ai_food_queries',
  aiAnalyses: 'ai_analyses',
  aiAssistantMessages: 'ai_assistant_messages',
};

const WHAT: Record<UsageCounterName, string> = {
  aiFoodQueries: 'AI food queries',
  aiAnalyses: 'AI analyses',
  aiAssistantMessages: 'AI assistant messages',
};

/** A use taken from this month's counter; give it back with `refundUsage` when the work fails. */
export interface UsageReservation {
  userId: string;
  month: string;
  counter: UsageCounterName;
}

export function usageLimitExceeded(counter: UsageCounterName, limit: number) {
  return appError(
    ErrorCode.USAGE_LIMIT_EXCEEDED,
    `You have reached your monthly limit of ${limit} ${WHAT[counter]} on the Free plan. Upgrade to Pro for unlimited use.`,
    { counter, limit },
  );
}

/**
 * Takes one use of a counter for the user's current month. Free-tier counters are incremented in the same UPSERT
 * that checks them, so parallel requests cannot overshoot: a request that finds the counter at the limit updates no
 * row and is refused. Pro users are counted too (for usage figures) but never refused.
 */
export async function reserveUsage(em: EntityManager, ai: AiConfig, user: User, counter: UsageCounterName): Promise<UsageReservation> {
  const month = monthStart(user.timezone);
  const column = COLUMNS[counter];
  const limit = user.tier === Tier.pro ? null : ai.freeLimits[counter];
  if (limit === 0) throw usageLimitExceeded(counter, limit);
  const rows = await em.execute<{ used: number }[]>(
    `insert into usage_counters (user_id, month, ${column}) values (?, ?, 1)
     on conflict (user_id, month) do update set ${column} = usage_counters.${column} + 1
     ${limit === null ? '' : `where usage_counters.${column} < ?`}
     returning ${column} as used`,
    limit === null ? [user.id, month] : [user.id, month, limit],
  );
  if (rows.length === 0) throw usageLimitExceeded(counter, limit!);
  return { userId: user.id, month, counter };
}

/** Gives back a reserved use (the work it paid for failed), in the month it was taken from. */
export async function refundUsage(em: EntityManager, reservation: UsageReservation): Promise<void> {
  const column = COLUMNS[reservation.counter];
  await em.execute(`update usage_counters set ${column} = greatest(${column} - 1, 0) where user_id = ? and month = ?`, [reservation.userId, reservation.month]);
}

/** Runs paid-for work: reserves a use first (atomic check), refunds it when the work throws. */
export async function withUsage<T>(em: EntityManager, ai: AiConfig, user: User, counter: UsageCounterName, work: () => Promise<T>): Promise<T> {
  const reservation = await reserveUsage(em, ai, user, counter);
  try {
    return await work();
  } catch (error) {
    await refundUsage(em, reservation);
    throw error;
  }
}
