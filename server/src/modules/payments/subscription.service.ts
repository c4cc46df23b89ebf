import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import { User } from '../users/user.entity.js';
import { BillingStatus, LIVE_STATUSES } from './billing.enums.js';
import type { BillingDeps } from './billingDeps.js';
import type { ChargeOutcome, StartedSubscription } from './gateways/paymentGateway.js';
import { recordInvoice } from './invoice.service.js';
import { declineAsBadInput, ensureCustomer, ownPaymentMethod } from './paymentMethod.service.js';
import { syncUserPlan } from './planSync.js';
import { PaymentMethod } from './paymentMethod.entity.js';
import { Subscription } from './subscription.entity.js';
import { collectDuePayment, retryPastDue } from './renewal.service.js';

export interface StartResult {
  subscription: Subscription;
  /** The first payment waits for the customer (3-D Secure); `clientSecret` is Stripe's, null in the sandbox. */
  requiresConfirmation: boolean;
  clientSecret: string | null;
}

/** The viewer's live subscription, or their most recent one when none is live. */
export function currentSubscription(em: EntityManager, userId: string): Promise<Subscription | null> {
  return em.findOne(Subscription, { user: userId }, { orderBy: { createdAt: 'desc' }, populate: ['paymentMethod'] });
}

async function liveSubscription(em: EntityManager, userId: string, lock = false): Promise<Subscription | null> {
  return em.findOne(Subscription, { user: userId, status: { $in: LIVE_STATUSES } }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
}

/** What pause, resume, cancel and confirm act on: the live subscription, which the caller may name. */
export interface SubscriptionAction {
  subscriptionId?: string | null;
}

async function requireLive(em: EntityManager, userId: string, action: SubscriptionAction = {}): Promise<Subscription> {
  const subscription = await liveSubscription(em, userId, true);
  if (!subscription || (action.subscriptionId && action.subscriptionId !== subscription.id)) throw notFound('Subscription');
  // Populated after locking: FOR UPDATE cannot apply to the outer join a populate would add.
  await em.populate(subscription, ['paymentMethod']);
  return subscription;
}

function applyFirstPayment(deps: BillingDeps, em: EntityManager, subscription: Subscription, user: User, started: StartedSubscription) {
  subscription.gatewayRef = started.ref;
  subscription.status = BillingStatus.active;
  subscription.currentPeriodStart = started.periodStart;
  subscription.currentPeriodEnd = started.periodEnd;
  subscription.updatedAt = deps.clock.now();
  recordInvoice(em, subscription, started.charge, {
    chargeKey: `start:${subscription.id}`,
    periodStart: started.periodStart,
    periodEnd: started.periodEnd,
    at: deps.clock.now(),
  });
  syncUserPlan(user, subscription);
}

/** A retry of a start already made: its result, or CONFLICT while the first request is still talking to the gateway. */
function sameStart(subscription: Subscription): StartResult {
  if (subscription.status === BillingStatus.incomplete && !subscription.gatewayRef) throw conflict('Your subscription is already being started.');
  return { subscription, requiresConfirmation: subscription.status === BillingStatus.incomplete, clientSecret: null };
}

function declined(charge: ChargeOutcome): never {
  throw badInput(charge.failureMessage ?? 'Your card was declined.', [{ field: 'paymentMethodId', message: charge.failureMessage ?? 'Declined' }]);
}

/**
 * Starts Pro with a saved payment method. The row is inserted first: the partial unique index on live subscriptions
 * lets only one start per user win, and a retry carrying the same `idempotencyKey` gets that same subscription back.
 */
export async function startSubscription(
  deps: BillingDeps,
  viewer: User,
  input: { paymentMethodId: string; idempotencyKey?: string | null },
): Promise<StartResult> {
  const { em, clock, gateway, pricing } = deps;
  const method = await ownPaymentMethod(em, viewer, input.paymentMethodId);
  const key = input.idempotencyKey?.trim() || null;
  if (key && key.length > 100) throw badInput('The idempotency key can have at most 100 characters.', [{ field: 'idempotencyKey', message: 'Too long' }]);

  const existing = await liveSubscription(em, viewer.id);
  if (existing) {
    if (key && existing.startKey === key) return sameStart(existing);
    if (existing.status !== BillingStatus.incomplete) throw conflict('You already have a Pro subscription.');
    // An unconfirmed start the customer walked away from gives way to this one.
    existing.status = BillingStatus.canceled;
    existing.canceledAt = clock.now();
    await em.flush();
    if (existing.gatewayRef) await gateway.cancelSubscription(existing.gatewayRef);
  }

  const user = await em.findOneOrFail(User, viewer.id);
  const subscription = new Subscription({
    user,
    gateway: gateway.name,
    paymentMethod: method,
    amountCents: pricing.priceMonthlyCents,
    currency: pricing.currency,
    now: clock.now(),
  });
  subscription.startKey = key;
  try {
    await em.persistAndFlush(subscription);
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    const winner = await liveSubscription(em, viewer.id);
    if (winner && key && winner.startKey === key) return sameStart(winner);
    throw conflict('You already have a Pro subscription.');
  }

  const customerRef = await ensureCustomer(deps, viewer);
  let started: StartedSubscription;
  try {
    started = await gateway.startSubscription({
      customerRef,
      paymentMethodRef: method.gatewayRef,
      amountCents: pricing.priceMonthlyCents,
      currency: pricing.currency,
      idempotencyKey: `start:${subscription.id}`,
      now: clock.now(),
    });
  } catch (error) {
    await em.nativeDelete(Subscription, { id: subscription.id });
    return declineAsBadInput(error);
  }
  if (started.charge.status === 'failed') {
    // A refused first payment leaves no subscription and no tier change behind.
    if (started.ref) await gateway.cancelSubscription(started.ref).catch(() => undefined);
    await em.nativeDelete(Subscription, { id: subscription.id });
    declined(started.charge);
  }
  if (started.charge.status === 'requires_confirmation') {
    subscription.gatewayRef = started.ref;
    await em.flush();
    return { subscription, requiresConfirmation: true, clientSecret: started.charge.clientSecret };
  }
  applyFirstPayment(deps, em, subscription, user, started);
  await em.flush();
  return { subscription, requiresConfirmation: false, clientSecret: null };
}

/** Finishes a start whose first payment needed the customer's confirmation. */
export async function confirmSubscriptionPayment(deps: BillingDeps, viewer: User, action: SubscriptionAction): Promise<Subscription> {
  const { em, clock, gateway } = deps;
  return em.transactional(async (tx) => {
    const subscription = await requireLive(tx, viewer.id, action);
    if (subscription.status !== BillingStatus.incomplete) return subscription;
    const method = subscription.paymentMethod && (await tx.findOne(PaymentMethod, subscription.paymentMethod.id));
    if (!method || !subscription.gatewayRef) throw conflict('This subscription has no payment waiting for confirmation.');
    const started = await gateway.confirmFirstPayment({
      subscriptionRef: subscription.gatewayRef,
      paymentMethodRef: method.gatewayRef,
      amountCents: subscription.amountCents,
      currency: subscription.currency,
      now: clock.now(),
    });
    if (started.charge.status !== 'paid') declined(started.charge);
    applyFirstPayment({ ...deps, em: tx }, tx, subscription, await tx.findOneOrFail(User, viewer.id), started);
    return subscription;
  });
}

/** Pause: no charges and no Pro until resumed. Only a paid-up subscription can be paused. */
export async function pauseSubscription(deps: BillingDeps, viewer: User, action: SubscriptionAction): Promise<Subscription> {
  return deps.em.transactional(async (tx) => {
    const subscription = await requireLive(tx, viewer.id, action);
    if (subscription.status === BillingStatus.paused) return subscription;
    if (subscription.status !== BillingStatus.active) {
      throw conflict(
        subscription.status === BillingStatus.past_due
          ? 'Your last payment failed. Update your payment method before pausing.'
          : 'Finish starting your subscription before pausing it.',
      );
    }
    if (subscription.gatewayRef) await deps.gateway.pauseSubscription(subscription.gatewayRef);
    subscription.status = BillingStatus.paused;
    subscription.pausedAt = deps.clock.now();
    subscription.updatedAt = deps.clock.now();
    syncUserPlan(await tx.findOneOrFail(User, viewer.id), subscription);
    return subscription;
  });
}

/**
 * Resume brings Pro back. Inside the paid month nothing is charged; after it a new month is charged at once, and a
 * refused charge leaves the subscription paused. Resuming a subscription set to cancel keeps it instead.
 */
export async function resumeSubscription(deps: BillingDeps, viewer: User, action: SubscriptionAction): Promise<Subscription> {
  const { clock, gateway } = deps;
  return deps.em.transactional(async (tx) => {
    const subscription = await requireLive(tx, viewer.id, action);
    const user = await tx.findOneOrFail(User, viewer.id);
    if (subscription.status === BillingStatus.active) {
      if (subscription.cancelAtPeriodEnd && subscription.gatewayRef) await gateway.setCancelAtPeriodEnd(subscription.gatewayRef, false);
      subscription.cancelAtPeriodEnd = false;
      subscription.updatedAt = clock.now();
      return subscription;
    }
    if (subscription.status !== BillingStatus.paused) throw conflict('Only a paused subscription can be resumed.');
    if (subscription.gatewayRef) await gateway.resumeSubscription(subscription.gatewayRef);
    const now = clock.now();
    if (!subscription.currentPeriodEnd || subscription.currentPeriodEnd <= now) {
      const outcome = await collectDuePayment({ ...deps, em: tx }, subscription, {
        chargeKey: `resume:${subscription.id}:${subscription.pausedAt?.toISOString()}`,
        periodStart: now,
      });
      // `pending`: the gateway bills the new month itself (Stripe) and its webhook records it.
      if (outcome.status === 'failed' || outcome.status === 'requires_confirmation') declined(outcome);
    }
    subscription.status = BillingStatus.active;
    subscription.pausedAt = null;
    subscription.updatedAt = now;
    syncUserPlan(user, subscription);
    return subscription;
  });
}

/** Cancel: an active subscription keeps Pro to the end of the paid month; a paused or unpaid one ends now. */
export async function cancelSubscription(deps: BillingDeps, viewer: User, action: SubscriptionAction): Promise<Subscription> {
  const { clock, gateway } = deps;
  return deps.em.transactional(async (tx) => {
    const subscription = await requireLive(tx, viewer.id, action);
    if (subscription.status === BillingStatus.active) {
      if (!subscription.cancelAtPeriodEnd && subscription.gatewayRef) await gateway.setCancelAtPeriodEnd(subscription.gatewayRef, true);
      subscription.cancelAtPeriodEnd = true;
      subscription.updatedAt = clock.now();
      return subscription;
    }
    if (subscription.gatewayRef) await gateway.cancelSubscription(subscription.gatewayRef);
    subscription.status = BillingStatus.canceled;
    subscription.canceledAt = clock.now();
    subscription.nextRetryAt = null;
    subscription.updatedAt = clock.now();
    syncUserPlan(await tx.findOneOrFail(User, viewer.id), subscription);
    return subscription;
  });
}

/** Points the subscription at another saved method; an unpaid renewal is tried again with it straight away. */
export async function changeSubscriptionPaymentMethod(deps: BillingDeps, viewer: User, paymentMethodId: string): Promise<Subscription> {
  const method = await ownPaymentMethod(deps.em, viewer, paymentMethodId);
  const customerRef = await ensureCustomer(deps, viewer);
  return deps.em.transactional(async (tx) => {
    const subscription = await requireLive(tx, viewer.id);
    await deps.gateway.setDefaultPaymentMethod({ customerRef, paymentMethodRef: method.gatewayRef, subscriptionRef: subscription.gatewayRef });
    subscription.paymentMethod = tx.getReference(PaymentMethod, method.id);
    subscription.updatedAt = deps.clock.now();
    if (subscription.status === BillingStatus.past_due) {
      await tx.populate(subscription, ['paymentMethod'], { refresh: true });
      await retryPastDue({ ...deps, em: tx }, subscription);
    }
    return subscription;
  });
}

/** The accounts about to be deleted: one account, or (admin) one test user or every test user. */
export type DeletedAccounts = { id: string; isTestUser?: true } | { isTestUser: true };

/**
 * Before accounts are deleted: the gateway stops charging them and forgets their saved payment methods (Stripe
 * detaches them from the customer), so nothing keeps billing an account that no longer exists. Our own rows go with
 * the accounts' cascade. A gateway failure stops the deletion, which can then be tried again.
 */
export async function endBillingForDeletedAccounts(deps: BillingDeps, accounts: DeletedAccounts): Promise<void> {
  // Rows another gateway made (the sandbox, before Stripe was configured) mean nothing to this one.
  const gateway = deps.gateway.name;
  const [live, methods] = await Promise.all([
    deps.em.find(Subscription, { user: accounts, gateway, status: { $in: LIVE_STATUSES }, gatewayRef: { $ne: null } }, { fields: ['gatewayRef'] }),
    deps.em.find(PaymentMethod, { user: accounts, gateway }, { fields: ['gatewayRef'] }),
  ]);
  for (const subscription of live) await deps.gateway.cancelSubscription(subscription.gatewayRef!);
  for (const method of methods) await deps.gateway.removePaymentMethod(method.gatewayRef);
}
