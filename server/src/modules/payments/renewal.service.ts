import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.js';
import { BillingNoticeKind, BillingStatus } from './billing.enums.js';
import type { BillingDeps } from './billingDeps.js';
import { addOneMonth, nextRetryAt } from './billingPeriods.js';
import type { ChargeOutcome } from './gateways/paymentGateway.js';
import { Invoice } from './invoice.entity.js';
import { formatMoney, recordInvoice } from './invoice.service.js';
import { paymentMethodLabel } from './paymentMethodLabel.js';
import { addNotice, syncUserPlan } from './planSync.js';
import { Subscription } from './subscription.entity.js';

export type RenewalResult = 'renewed' | 'past_due' | 'ended' | 'skipped';

const dateText = (at: Date) => at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Subscriptions with something due now: a renewal, a retry of a failed one, or the end of a canceled month. */
export async function findDueSubscriptionIds(em: EntityManager, now: Date, limit = 500): Promise<string[]> {
  const rows = await em.find(
    Subscription,
    {
      $or: [
        { status: BillingStatus.active, currentPeriodEnd: { $lte: now } },
        { status: BillingStatus.past_due, nextRetryAt: { $lte: now } },
      ],
    },
    { fields: ['id'], orderBy: { currentPeriodEnd: 'asc' }, limit },
  );
  return rows.map((row) => row.id);
}

/**
 * Charges the gateway for a new month starting at `periodStart` and records the attempt. The charge key doubles as
 * the gateway's idempotency key, so a crash between charge and commit cannot charge twice on the next try.
 */
export async function collectDuePayment(
  deps: BillingDeps,
  subscription: Subscription,
  attempt: { chargeKey: string; periodStart: Date },
): Promise<ChargeOutcome> {
  const { em, clock, gateway } = deps;
  const method = subscription.paymentMethod;
  const outcome: ChargeOutcome = method
    ? await gateway.collectRenewal({
        subscriptionRef: subscription.gatewayRef ?? subscription.id,
        paymentMethodRef: method.gatewayRef,
        amountCents: subscription.amountCents,
        currency: subscription.currency,
        idempotencyKey: attempt.chargeKey,
        dueAt: attempt.periodStart,
      })
    : {
        status: 'failed',
        invoiceRef: null,
        amountCents: subscription.amountCents,
        currency: subscription.currency,
        failureMessage: 'No payment method is set for your subscription.',
        clientSecret: null,
      };
  if (outcome.status === 'pending') return outcome;
  const periodEnd = outcome.periodEnd ?? addOneMonth(attempt.periodStart);
  recordInvoice(em, subscription, outcome, { chargeKey: attempt.chargeKey, periodStart: attempt.periodStart, periodEnd, at: clock.now() });
  if (outcome.status === 'paid') {
    subscription.currentPeriodStart = attempt.periodStart;
    subscription.currentPeriodEnd = periodEnd;
  }
  return outcome;
}

async function endSubscription(deps: BillingDeps, subscription: Subscription, user: User, message: string) {
  if (subscription.gatewayRef) await deps.gateway.cancelSubscription(subscription.gatewayRef);
  subscription.status = BillingStatus.canceled;
  subscription.canceledAt = deps.clock.now();
  subscription.nextRetryAt = null;
  subscription.updatedAt = deps.clock.now();
  syncUserPlan(user, subscription);
  addNotice(deps.em, user.id, BillingNoticeKind.subscription_ended, message, deps.clock.now());
}

/** One renewal attempt for the month that was due at `currentPeriodEnd`; failures follow the retry schedule. */
async function attemptRenewal(deps: BillingDeps, subscription: Subscription, user: User): Promise<RenewalResult> {
  const dueAt = subscription.currentPeriodEnd!;
  const attempt = subscription.failedAttempts + 1;
  const chargeKey = `renewal:${subscription.id}:${dueAt.toISOString()}:${attempt}`;
  if ((await deps.em.count(Invoice, { chargeKey })) > 0) return 'skipped';
  const wasPastDue = subscription.status === BillingStatus.past_due;
  const outcome = await collectDuePayment(deps, subscription, { chargeKey, periodStart: dueAt });
  if (outcome.status === 'pending') return 'skipped';
  subscription.updatedAt = deps.clock.now();
  if (outcome.status === 'paid') {
    subscription.status = BillingStatus.active;
    subscription.failedAttempts = 0;
    subscription.nextRetryAt = null;
    syncUserPlan(user, subscription);
    if (wasPastDue) {
      addNotice(
        deps.em,
        user.id,
        BillingNoticeKind.payment_recovered,
        `Your payment of ${formatMoney(outcome.amountCents, outcome.currency)} went through. Pro continues until ${dateText(subscription.currentPeriodEnd!)}.`,
        deps.clock.now(),
      );
    }
    return 'renewed';
  }
  const reason = outcome.failureMessage ?? 'The payment was declined.';
  const method = subscription.paymentMethod ? paymentMethodLabel(subscription.paymentMethod) : 'your payment method';
  const retryAt = nextRetryAt(dueAt, attempt);
  subscription.failedAttempts = attempt;
  if (!retryAt) {
    await endSubscription(
      deps,
      subscription,
      user,
      `We couldn't charge ${method} for Pro after ${attempt} tries (${reason}), so your subscription has ended and your account is on the Free plan. You can subscribe again at any time.`,
    );
    return 'ended';
  }
  subscription.status = BillingStatus.past_due;
  subscription.nextRetryAt = retryAt;
  syncUserPlan(user, subscription);
  addNotice(
    deps.em,
    user.id,
    BillingNoticeKind.payment_failed,
    `We couldn't charge ${method} ${formatMoney(subscription.amountCents, subscription.currency)} for Pro: ${reason} We'll try again on ${dateText(retryAt)}. Update your payment method in Billing to keep Pro.`,
    deps.clock.now(),
  );
  return 'past_due';
}

/** A past-due renewal tried again now (after the customer changed the payment method). */
export async function retryPastDue(deps: BillingDeps, subscription: Subscription): Promise<RenewalResult> {
  const user = await deps.em.findOneOrFail(User, subscription.user.id);
  return attemptRenewal(deps, subscription, user);
}

/**
 * Does whatever is due for one subscription. The row is locked with SKIP LOCKED and the due date re-checked inside
 * the transaction, so when several processes (or a job and a user) reach it at once exactly one acts.
 */
export async function processDueSubscription(deps: BillingDeps, subscriptionId: string): Promise<RenewalResult> {
  return deps.em.fork().transactional(async (tx) => {
    const subscription = await tx.findOne(Subscription, { id: subscriptionId }, { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE });
    if (!subscription) return 'skipped';
    await tx.populate(subscription, ['paymentMethod']);
    const txDeps = { ...deps, em: tx };
    const now = deps.clock.now();
    const user = await tx.findOneOrFail(User, subscription.user.id);
    const isDue = subscription.currentPeriodEnd !== null && subscription.currentPeriodEnd <= now;
    if (subscription.status === BillingStatus.active && isDue) {
      if (subscription.cancelAtPeriodEnd) {
        await endSubscription(
          txDeps,
          subscription,
          user,
          'Your Pro subscription has ended as you asked, and your account is on the Free plan. You can subscribe again at any time.',
        );
        return 'ended';
      }
      return attemptRenewal(txDeps, subscription, user);
    }
    if (subscription.status === BillingStatus.past_due && subscription.nextRetryAt !== null && subscription.nextRetryAt <= now) {
      return attemptRenewal(txDeps, subscription, user);
    }
    return 'skipped';
  });
}

/** Runs everything due now; what the billing job does each time it fires. */
export async function runDueBilling(deps: BillingDeps): Promise<Record<RenewalResult, number>> {
  const counts: Record<RenewalResult, number> = { renewed: 0, past_due: 0, ended: 0, skipped: 0 };
  for (const id of await findDueSubscriptionIds(deps.em, deps.clock.now())) {
    counts[await processDueSubscription(deps, id)]++;
  }
  return counts;
}
