import { registerEnumType } from 'type-graphql';

/**
 * A paid subscription's life (the `subscriptions.status` column; see README "Pro subscriptions" for the transitions):
 * incomplete (first payment needs the customer's confirmation) → active ⇄ past_due (a renewal failed, retries
 * pending) / paused (no charges, no Pro) → canceled (final; the account is Free again).
 */
export enum BillingStatus {
  incomplete = 'incomplete',
  active = 'active',
  past_due = 'past_due',
  paused = 'paused',
  canceled = 'canceled',
}
export enum PaymentMethodKind {
  card = 'card',
  paypal = 'paypal',
}
export enum InvoiceStatus {
  paid = 'paid',
  failed = 'failed',
  open = 'open',
}
export enum GatewayName {
  sandbox = 'sandbox',
  stripe = 'stripe',
}
export enum BillingNoticeKind {
  payment_failed = 'payment_failed',
  payment_recovered = 'payment_recovered',
  subscription_ended = 'subscription_ended',
  subscription_renewed = 'subscription_renewed',
}

registerEnumType(BillingStatus, { name: 'BillingStatus', description: 'The state of a paid Pro subscription.' });
registerEnumType(PaymentMethodKind, { name: 'PaymentMethodKind' });
registerEnumType(InvoiceStatus, { name: 'InvoiceStatus' });
registerEnumType(GatewayName, { name: 'PaymentGatewayName' });
registerEnumType(BillingNoticeKind, { name: 'BillingNoticeKind' });

/** States in which a subscription is still the user's live one (at most one per user, by a partial unique index). */
export const LIVE_STATUSES = [BillingStatus.incomplete, BillingStatus.active, BillingStatus.past_due, BillingStatus.paused];
