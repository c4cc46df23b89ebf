import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, conflict, notFound } from '../../graphql/errors.js';
import type { PageWindow } from '../../graphql/connection.js';
import { User } from '../users/user.entity.js';
import { LIVE_STATUSES, PaymentMethodKind } from './billing.enums.js';
import type { BillingDeps } from './billingDeps.js';
import { BillingCustomer } from './billingRecords.entity.js';
import { PaymentDeclinedError, type PaymentSource } from './gateways/paymentGateway.js';
import { EMPTY_US_ADDRESS, PaymentMethod, type BillingAddress } from './paymentMethod.entity.js';
import { Subscription } from './subscription.entity.js';

export interface BillingAddressChange {
  street1?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  country?: string | null;
}

export interface NewPaymentMethod {
  source: PaymentSource;
  nickname?: string | null;
  billingAddress?: BillingAddressChange | null;
  makeDefault?: boolean | null;
  /** A client key for this save; a retry with the same key returns the method saved the first time. */
  idempotencyKey?: string | null;
}

const DEFAULT_NICKNAME = { card: 'Card', paypal: 'PayPal' } as const;

function nicknameOf(raw: string | null | undefined, fallback: string): string {
  const nickname = (raw ?? '').trim() || fallback;
  if (nickname.length > 100) throw badInput('The nickname can have at most 100 characters.', [{ field: 'nickname', message: 'Too long' }]);
  return nickname;
}

/** Merges a change into an address: trimmed fields, a two-letter country (upper case), lengths the form allows. */
export function applyAddressChange(current: BillingAddress, change: BillingAddressChange | null | undefined): BillingAddress {
  const next = { ...current };
  for (const key of ['street1', 'city', 'state', 'zipCode', 'country'] as const) {
    const value = change?.[key];
    if (value === undefined || value === null) continue;
    const trimmed = String(value).trim();
    if (trimmed.length > (key === 'zipCode' ? 20 : 200))
      throw badInput(`The ${key} of the billing address is too long.`, [{ field: `billingAddress.${key}`, message: 'Too long' }]);
    next[key] = key === 'country' ? trimmed.toUpperCase() : trimmed;
  }
  if (next.country && !/^[A-Z]{2}$/.test(next.country)) {
    throw badInput('The country must be a two-letter code such as US.', [{ field: 'billingAddress.country', message: 'Not a country code' }]);
  }
  return next;
}

export async function ownPaymentMethod(em: EntityManager, viewer: User, paymentMethodId: string): Promise<PaymentMethod> {
  const method = await em.findOne(PaymentMethod, { id: paymentMethodId, user: viewer.id });
  if (!method) throw notFound('Payment method');
  return method;
}

export function listPaymentMethods(em: EntityManager, viewer: User, window: PageWindow): Promise<[PaymentMethod[], number]> {
  return em.findAndCount(
    PaymentMethod,
    { user: viewer.id },
    { orderBy: { isDefault: 'desc', createdAt: 'asc', id: 'asc' }, offset: window.offset, limit: window.limit },
  );
}

export async function ensureCustomer(deps: BillingDeps, viewer: User): Promise<string> {
  const existing = await deps.em.findOne(BillingCustomer, { user: viewer.id, gateway: deps.gateway.name });
  if (existing) return existing.customerRef;
  const customerRef = await deps.gateway.createCustomer({ userId: viewer.id, email: viewer.email, idempotencyKey: `customer:${viewer.id}` });
  await deps.em.execute(
    `insert into billing_customers (user_id, gateway, customer_ref) values (?, ?, ?) on conflict (user_id) do update set gateway = excluded.gateway, customer_ref = excluded.customer_ref`,
    [viewer.id, deps.gateway.name, customerRef],
  );
  return customerRef;
}

/** Gateway refusals become bad input on the field they concern, in the gateway's customer-facing words. */
export function declineAsBadInput(error: unknown): never {
  if (error instanceof PaymentDeclinedError) {
    throw badInput(error.message, [{ field: error.field, message: error.message }]);
  }
  throw error;
}

/**
 * Starts saving a PayPal account the customer approves on PayPal's page (Stripe: a SetupIntent for off-session
 * charges); the browser confirms it with the client secret, and on its return `addPaymentMethod` saves it by `setupRef`.
 */
export async function startPaypalSetup(deps: BillingDeps, viewer: User, input: { idempotencyKey?: string | null }) {
  const customerRef = await ensureCustomer(deps, viewer);
  const idempotencyKey = `paypal-setup:${viewer.id}:${input.idempotencyKey ?? randomUUID()}`;
  return deps.gateway.startPaymentMethodSetup({ customerRef, kind: PaymentMethodKind.paypal, idempotencyKey }).catch(declineAsBadInput);
}

/** Saves a card or PayPal account: the gateway checks it first, so a refused card leaves nothing behind. */
export async function addPaymentMethod(deps: BillingDeps, viewer: User, input: NewPaymentMethod): Promise<PaymentMethod> {
  const { em, gateway, clock } = deps;
  const nickname = nicknameOf(input.nickname, DEFAULT_NICKNAME[input.source.kind]);
  const billingAddress = applyAddressChange(EMPTY_US_ADDRESS, input.billingAddress);
  const customerRef = await ensureCustomer(deps, viewer);
  const idempotencyKey = `pm:${viewer.id}:${input.idempotencyKey ?? randomUUID()}`;
  const saved = await gateway.savePaymentMethod({ customerRef, source: input.source, idempotencyKey, now: clock.now() }).catch(declineAsBadInput);
  return em.transactional(async (tx) => {
    // A Stripe payment method id sent twice (a retry, or the attach webhook first) maps onto the one row.
    const existing = await tx.findOne(PaymentMethod, { gateway: gateway.name, gatewayRef: saved.ref });
    if (existing) {
      if (existing.user.id !== viewer.id) throw notFound('Payment method');
      return existing;
    }
    const hasDefault = (await tx.count(PaymentMethod, { user: viewer.id, isDefault: true })) > 0;
    const makeDefault = Boolean(input.makeDefault) || !hasDefault;
    if (makeDefault && hasDefault) await tx.nativeUpdate(PaymentMethod, { user: viewer.id, isDefault: true }, { isDefault: false });
    const method = new PaymentMethod({
      user: tx.getReference(User, viewer.id),
      kind: saved.kind,
      gateway: gateway.name,
      gatewayRef: saved.ref,
      nickname,
      createdAt: clock.now(),
    });
    Object.assign(method, {
      brand: saved.brand,
      last4: saved.last4,
      expMonth: saved.expMonth,
      expYear: saved.expYear,
      paypalEmail: saved.paypalEmail,
      billingAddress,
      isDefault: makeDefault,
    });
    tx.persist(method);
    return method;
  });
}

export async function updatePaymentMethod(
  deps: BillingDeps,
  viewer: User,
  change: { paymentMethodId: string; nickname?: string | null; billingAddress?: BillingAddressChange | null },
): Promise<PaymentMethod> {
  const method = await ownPaymentMethod(deps.em, viewer, change.paymentMethodId);
  if (change.nickname !== undefined && change.nickname !== null) {
    if (!change.nickname.trim()) throw badInput('The nickname cannot be empty.', [{ field: 'nickname', message: 'Required' }]);
    method.nickname = nicknameOf(change.nickname, method.nickname);
  }
  if (change.billingAddress) method.billingAddress = applyAddressChange(method.billingAddress, change.billingAddress);
  await deps.em.flush();
  return method;
}

/** PUT /payment-methods/billing-address: the address of one method, the default one when none is named. */
export async function updateBillingAddress(
  deps: BillingDeps,
  viewer: User,
  change: { paymentMethodId?: string | null; billingAddress: BillingAddressChange },
): Promise<PaymentMethod> {
  const method = change.paymentMethodId
    ? await ownPaymentMethod(deps.em, viewer, change.paymentMethodId)
    : await deps.em.findOne(PaymentMethod, { user: viewer.id, isDefault: true });
  if (!method) throw notFound('Payment method');
  method.billingAddress = applyAddressChange(method.billingAddress, change.billingAddress);
  await deps.em.flush();
  return method;
}

export async function setDefaultPaymentMethod(deps: BillingDeps, viewer: User, paymentMethodId: string): Promise<PaymentMethod> {
  const method = await ownPaymentMethod(deps.em, viewer, paymentMethodId);
  if (method.isDefault) return method;
  const customerRef = await ensureCustomer(deps, viewer);
  await deps.gateway.setDefaultPaymentMethod({ customerRef, paymentMethodRef: method.gatewayRef, subscriptionRef: null });
  await deps.em.transactional(async (tx) => {
    await tx.nativeUpdate(PaymentMethod, { user: viewer.id, isDefault: true }, { isDefault: false });
    await tx.nativeUpdate(PaymentMethod, { id: method.id }, { isDefault: true });
  });
  method.isDefault = true;
  return method;
}

/** Removes a method; the one a live subscription is charged to stays until the subscription uses another. */
export async function removePaymentMethod(deps: BillingDeps, viewer: User, paymentMethodId: string): Promise<string> {
  const { em } = deps;
  const method = await ownPaymentMethod(em, viewer, paymentMethodId);
  const dependent = await em.count(Subscription, { user: viewer.id, paymentMethod: method.id, status: { $in: LIVE_STATUSES } });
  if (dependent > 0) {
    throw conflict('Your Pro subscription is paid with this payment method. Change the subscription to another payment method first, or cancel it.');
  }
  await deps.gateway.removePaymentMethod(method.gatewayRef);
  await em.transactional(async (tx) => {
    await tx.nativeDelete(PaymentMethod, { id: method.id });
    if (method.isDefault) {
      const next = await tx.findOne(PaymentMethod, { user: viewer.id }, { orderBy: { createdAt: 'desc' } });
      if (next) next.isDefault = true;
    }
  });
  return method.id;
}
