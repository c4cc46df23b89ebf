import type { ServiceDeps } from '../../serviceDeps.js';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface MonthlyRecurringRevenue {
  amountCents: number;
  currency: string;
  activeSubscriptions: number;
}

/**
 * Monthly recurring revenue from the billing records: the monthly amounts of subscriptions that are still being
 * charged (active, or past due while payment is retried). Plans an administrator set by hand bring in nothing, and
 * paused subscriptions are not charged. Amounts are in the installation's billing currency.
 */
export async function monthlyRecurringRevenue(em: EntityManager, currency: string): Promise<MonthlyRecurringRevenue> {
  const [row] = await em.execute<{ amount: string | null; active: string }[]>(
    `select sum(amount_cents) as amount, count(*) as active from subscriptions
     where status in ('active', 'past_due') and currency = ?`,
    [currency],
  );
  return { amountCents: Number(row!.amount ?? 0), currency, activeSubscriptions: Number(row!.active) };
}

/** What one user's live subscription brings in a month (0 without one). */
export async function userMonthlyRevenueCents({ em }: Pick<ServiceDeps, 'em'>, userId: string): Promise<number> {
  const [row] = await em.execute<{ amount: string | null }[]>(
    `select sum(amount_cents) as amount from subscriptions where user_id = ? and status in ('active', 'past_due')`,
    [userId],
  );
  return Number(row!.amount ?? 0);
}
