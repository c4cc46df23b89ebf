import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.js';
import { BillingNoticeKind, BillingStatus, InvoiceStatus, PaymentMethodKind } from './billing.enums.js';
import type { BillingDeps } from './billingDeps.js';
import { nextRetryAt } from './billingPeriods.js';
import { BillingCustomer } from './billingRecords.entity.js';
import type { GatewayEvent, GatewayInvoice, GatewaySubscriptionState, SavedInstrument } from './gateways/paymentGateway.js';
import { Invoice } from './invoice.entity.js';
import { formatMoney, recordInvoice } from './invoice.service.js';
import { PaymentMethod } from './paymentMethod.entity.js';
import { addNotice, syncUserPlan } from './planSync.js';
import { Subscription } from './subscription.entity.js';

export type WebhookResult = 'processed' | 'duplicate' | 'ignored';

async function lockedSubscription(tx: EntityManager, deps: BillingDeps, ref: string): Promise<Subscription | null> {
  const subscription = await tx.findOne(Subscription, { gateway: deps.gateway.name, gatewayRef: ref }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (subscription) await tx.populate(subscription, ['paymentMethod']);
  return subscription;
}

/** subscription.updated / deleted: mirror status, period and cancel flag, unless a newer event already did. */
async function applySubscriptionState(tx: EntityManager, deps: BillingDeps, state: GatewaySubscriptionState, deleted: boolean, eventAt: Date) {
  const subscription = await lockedSubscription(tx, deps, state.ref);
  if (!subscription) return 'ignored';
  if (subscription.gatewaySyncedAt && eventAt < subscription.gatewaySyncedAt) return 'ignored';
  const user = await tx.findOneOrFail(User, subscription.user.id);
  const wasLive = subscription.status !== BillingStatus.canceled;
  subscription.status = deleted ? BillingStatus.canceled : state.status;
  subscription.cancelAtPeriodEnd = state.cancelAtPeriodEnd;
  if (state.periodStart) subscription.currentPeriodStart = state.periodStart;
  if (state.periodEnd) subscription.currentPeriodEnd = state.periodEnd;
  if (subscription.status === BillingStatus.paused) subscription.pausedAt ??= eventAt;
  if (subscription.status === BillingStatus.active) {
    subscription.pausedAt = null;
    subscription.failedAttempts = 0;
    subscription.nextRetryAt = null;
  }
  if (subscription.status === BillingStatus.canceled) {
    subscription.canceledAt ??= eventAt;
    subscription.nextRetryAt = null;
    if (wasLive)
      addNotice(
        tx,
        user.id,
        BillingNoticeKind.subscription_ended,
        'Your Pro subscription has ended and your account is on the Free plan. You can subscribe again at any time.',
        deps.clock.now(),
      );
  }
  subscription.gatewaySyncedAt = eventAt;
  subscription.updatedAt = deps.clock.now();
  syncUserPlan(user, subscription);
  return 'processed';
}

/** invoice.paid / payment_failed: one billing-history row per gateway invoice; once paid it stays paid. */
async function applyInvoice(tx: EntityManager, deps: BillingDeps, gatewayInvoice: GatewayInvoice, isPaid: boolean) {
  const subscription = await lockedSubscription(tx, deps, gatewayInvoice.subscriptionRef);
  if (!subscription) return 'ignored';
  const user = await tx.findOneOrFail(User, subscription.user.id);
  const now = deps.clock.now();
  const existing = await tx.findOne(Invoice, { gatewayRef: gatewayInvoice.ref });
  if (existing) {
    if (existing.status === InvoiceStatus.paid) return 'ignored';
    existing.status = isPaid ? InvoiceStatus.paid : InvoiceStatus.failed;
    existing.paidAt = isPaid ? now : null;
    existing.failureMessage = isPaid ? null : gatewayInvoice.failureMessage;
  } else {
    recordInvoice(
      tx,
      subscription,
      {
        status: isPaid ? 'paid' : 'failed',
        invoiceRef: gatewayInvoice.ref,
        amountCents: gatewayInvoice.amountCents,
        currency: gatewayInvoice.currency,
        failureMessage: gatewayInvoice.failureMessage,
        clientSecret: null,
      },
      { chargeKey: `gateway:${gatewayInvoice.ref}`, periodStart: gatewayInvoice.periodStart, periodEnd: gatewayInvoice.periodEnd, at: now },
    );
  }
  if (subscription.status === BillingStatus.canceled || subscription.status === BillingStatus.paused) return 'processed';
  if (isPaid) {
    const wasPastDue = subscription.status === BillingStatus.past_due;
    subscription.status = BillingStatus.active;
    subscription.failedAttempts = 0;
    subscription.nextRetryAt = null;
    if (!subscription.currentPeriodEnd || gatewayInvoice.periodEnd > subscription.currentPeriodEnd) {
      subscription.currentPeriodStart = gatewayInvoice.periodStart;
      subscription.currentPeriodEnd = gatewayInvoice.periodEnd;
    }
    if (wasPastDue)
      addNotice(
        tx,
        user.id,
        BillingNoticeKind.payment_recovered,
        `Your payment of ${formatMoney(gatewayInvoice.amountCents, gatewayInvoice.currency)} went through. Pro continues.`,
        now,
      );
  } else if (subscription.status === BillingStatus.active || subscription.status === BillingStatus.past_due) {
    subscription.status = BillingStatus.past_due;
    subscription.failedAttempts += 1;
    subscription.nextRetryAt = subscription.currentPeriodEnd && nextRetryAt(subscription.currentPeriodEnd, subscription.failedAttempts);
    addNotice(
      tx,
      user.id,
      BillingNoticeKind.payment_failed,
      `We couldn't charge your payment method ${formatMoney(gatewayInvoice.amountCents, gatewayInvoice.currency)} for Pro. Update your payment method in Billing to keep Pro.`,
      now,
    );
  }
  subscription.updatedAt = now;
  syncUserPlan(user, subscription);
  return 'processed';
}

/** payment_method.attached / detached (e.g. changed in Stripe's dashboard): keep the saved list in step. */
async function applyPaymentMethod(tx: EntityManager, deps: BillingDeps, instrument: SavedInstrument, customerRef: string | null, attached: boolean) {
  const existing = await tx.findOne(PaymentMethod, { gateway: deps.gateway.name, gatewayRef: instrument.ref });
  if (!attached) {
    if (!existing) return 'ignored';
    await tx.nativeUpdate(Subscription, { paymentMethod: existing.id }, { paymentMethod: null });
    tx.remove(existing);
    return 'processed';
  }
  if (existing || !customerRef) return 'ignored';
  const customer = await tx.findOne(BillingCustomer, { customerRef, gateway: deps.gateway.name });
  if (!customer) return 'ignored';
  const hasDefault = (await tx.count(PaymentMethod, { user: customer.user.id, isDefault: true })) > 0;
  const method = new PaymentMethod({
    user: customer.user,
    kind: instrument.kind,
    gateway: deps.gateway.name,
    gatewayRef: instrument.ref,
    nickname: instrument.kind === PaymentMethodKind.paypal ? 'PayPal' : 'Card',
    createdAt: deps.clock.now(),
  });
  Object.assign(method, {
    brand: instrument.brand,
    last4: instrument.last4,
    expMonth: instrument.expMonth,
    expYear: instrument.expYear,
    paypalEmail: instrument.paypalEmail,
    isDefault: !hasDefault,
  });
  tx.persist(method);
  return 'processed';
}

/**
 * Applies one verified gateway event exactly once: its id is inserted in the same transaction as its effects, so a
 * replay (or two deliveries racing) finds the id taken and changes nothing.
 */
export async function handleGatewayEvent(deps: BillingDeps, received: GatewayEvent): Promise<WebhookResult> {
  // A set-up method is named by id only: read it from the gateway first (outside the transaction), then mirror it.
  const event: GatewayEvent =
    received.type === 'payment_method.setup_succeeded'
      ? {
          ...received,
          type: 'payment_method.attached',
          paymentMethod: await deps.gateway.retrievePaymentMethod(received.paymentMethodRef),
        }
      : received;
  return deps.em.fork().transactional(async (tx) => {
    const inserted = await tx.execute<{ id: string }[]>(
      `insert into billing_webhook_events (id, type, received_at) values (?, ?, ?) on conflict (id) do nothing returning id`,
      [event.id, received.type === 'ignored' ? received.gatewayType : received.type, deps.clock.now()],
    );
    if (inserted.length === 0) return 'duplicate';
    switch (event.type) {
      case 'subscription.updated':
      case 'subscription.deleted':
        return applySubscriptionState(tx, deps, event.subscription, event.type === 'subscription.deleted', event.createdAt);
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return applyInvoice(tx, deps, event.invoice, event.type === 'invoice.paid');
      case 'payment_method.attached':
      case 'payment_method.detached':
        return applyPaymentMethod(tx, deps, event.paymentMethod, event.customerRef, event.type === 'payment_method.attached');
      default:
        return 'ignored';
    }
  });
}
