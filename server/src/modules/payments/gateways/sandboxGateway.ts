import { randomUUID } from 'node:crypto';
import { GatewayName, PaymentMethodKind } from '../billing.enums.js';
import { addOneMonth } from '../billingPeriods.js';
import {
  PaymentDeclinedError,
  WebhookSignatureError,
  type ChargeOutcome,
  type PaymentGateway,
  type SavedInstrument,
  type StartedSubscription,
} from './paymentGateway.js';
import { normalisedExpiryYear, validateSandboxCard, type SandboxCardBehaviour } from './sandboxCards.js';

const REF_PATTERN = /^sbx_(card|paypal)_(succeeds|insufficient_funds|requires_confirmation|charge_fails)_[0-9a-f-]{36}$/;

/** The behaviour travels inside the token, so the sandbox needs no storage of its own and stays deterministic. */
function behaviourOf(ref: string): SandboxCardBehaviour {
  const match = REF_PATTERN.exec(ref);
  if (!match) throw new PaymentDeclinedError('This payment method cannot be used.', 'unknown_payment_method', 'sourceId');
  return match[2] as SandboxCardBehaviour;
}

function charge(behaviour: SandboxCardBehaviour, amountCents: number, currency: string, idempotencyKey: string, isOffSession: boolean): ChargeOutcome {
  const base = { invoiceRef: `sbx_in_${idempotencyKey}`, amountCents, currency, clientSecret: null };
  switch (behaviour) {
    case 'succeeds':
      return { ...base, status: 'paid', failureMessage: null };
    case 'requires_confirmation':
      // A card that asks for 3-D Secure cannot be charged while the customer is away.
      return isOffSession
        ? { ...base, status: 'failed', failureMessage: 'Your bank asked for a confirmation that could not be given.' }
        : { ...base, status: 'requires_confirmation', failureMessage: null };
    case 'insufficient_funds':
      return { ...base, status: 'failed', failureMessage: 'Your card has insufficient funds.' };
    default:
      return { ...base, status: 'failed', failureMessage: 'Your card was declined.' };
  }
}

/**
 * The built-in gateway used when Stripe is not configured: no real money moves. It accepts Stripe's test cards,
 * checks number, expiry and CVC, keeps only brand, last 4 and expiry, and charges on the schedule billing runs.
 */
export function createSandboxGateway(): PaymentGateway {
  return {
    name: GatewayName.sandbox,
    publishableKey: null,

    async createCustomer({ userId }) {
      return `sbx_cus_${userId}`;
    },

    async savePaymentMethod({ source, now }): Promise<SavedInstrument> {
      if (source.kind === PaymentMethodKind.paypal) {
        const email = source.email?.trim() ?? '';
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
          throw new PaymentDeclinedError('Enter the email address of your PayPal account.', 'invalid_email', 'email');
        }
        return {
          ref: `sbx_paypal_succeeds_${randomUUID()}`,
          kind: PaymentMethodKind.paypal,
          brand: 'paypal',
          last4: null,
          expMonth: null,
          expYear: null,
          paypalEmail: email.toLowerCase(),
        };
      }
      if (!source.card) {
        throw new PaymentDeclinedError('Enter your card number, expiry date and CVC.', 'missing_card', 'number');
      }
      const card = validateSandboxCard(source.card, now);
      return {
        ref: `sbx_card_${card.behaviour}_${randomUUID()}`,
        kind: PaymentMethodKind.card,
        brand: card.brand,
        last4: card.number.slice(-4),
        expMonth: source.card.expMonth,
        expYear: normalisedExpiryYear(source.card.expYear),
        paypalEmail: null,
      };
    },

    // The sandbox saves a PayPal account from its email at once: nothing to approve away from our page.
    async startPaymentMethodSetup() {
      return { ref: `sbx_seti_${randomUUID()}`, clientSecret: null };
    },

    async retrievePaymentMethod(ref): Promise<SavedInstrument> {
      const kind = ref.startsWith('sbx_paypal_') ? PaymentMethodKind.paypal : PaymentMethodKind.card;
      return { ref, kind, brand: kind === PaymentMethodKind.paypal ? 'paypal' : null, last4: null, expMonth: null, expYear: null, paypalEmail: null };
    },

    async removePaymentMethod() {},
    async setDefaultPaymentMethod() {},

    async startSubscription({ paymentMethodRef, amountCents, currency, idempotencyKey, now }): Promise<StartedSubscription> {
      const outcome = charge(behaviourOf(paymentMethodRef), amountCents, currency, idempotencyKey, false);
      return { ref: `sbx_sub_${idempotencyKey}`, periodStart: now, periodEnd: addOneMonth(now), charge: outcome };
    },

    async confirmFirstPayment({ subscriptionRef, amountCents, currency, now }): Promise<StartedSubscription> {
      const outcome: ChargeOutcome = {
        status: 'paid',
        invoiceRef: `sbx_in_${subscriptionRef}_confirmed`,
        amountCents,
        currency,
        failureMessage: null,
        clientSecret: null,
      };
      return { ref: subscriptionRef, periodStart: now, periodEnd: addOneMonth(now), charge: outcome };
    },

    async collectRenewal({ paymentMethodRef, amountCents, currency, idempotencyKey }) {
      return charge(behaviourOf(paymentMethodRef), amountCents, currency, idempotencyKey, true);
    },

    async pauseSubscription() {},
    async resumeSubscription() {},
    async setCancelAtPeriodEnd() {},
    async cancelSubscription() {},

    parseWebhook() {
      throw new WebhookSignatureError('The sandbox gateway sends no webhooks.');
    },
  };
}
