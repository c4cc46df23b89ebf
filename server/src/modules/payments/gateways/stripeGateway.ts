import Stripe from 'stripe';
import type { PaymentsConfig } from '../../../config.js';
import { BillingStatus, GatewayName, PaymentMethodKind } from '../billing.enums.js';
import {
  PaymentDeclinedError,
  WebhookSignatureError,
  type ChargeOutcome,
  type GatewayEvent,
  type GatewaySubscriptionState,
  type PaymentGateway,
  type SavedInstrument,
  type StartedSubscription,
} from './paymentGateway.js';

type StripeSettings = NonNullable<PaymentsConfig['stripe']>;

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

function isCardError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError;
}

function instrumentOf(method: Stripe.PaymentMethod): SavedInstrument {
  if (method.type === 'paypal') {
    return {
      ref: method.id,
      kind: PaymentMethodKind.paypal,
      brand: 'paypal',
      last4: null,
      expMonth: null,
      expYear: null,
      paypalEmail: method.paypal?.payer_email ?? null,
    };
  }
  return {
    ref: method.id,
    kind: PaymentMethodKind.card,
    brand: method.card?.brand ?? null,
    last4: method.card?.last4 ?? null,
    expMonth: method.card?.exp_month ?? null,
    expYear: method.card?.exp_year ?? null,
    paypalEmail: null,
  };
}

function periodOf(subscription: Stripe.Subscription): { periodStart: Date; periodEnd: Date } | Record<string, never> {
  const item = subscription.items.data[0];
  return item ? { periodStart: fromUnix(item.current_period_start), periodEnd: fromUnix(item.current_period_end) } : {};
}

/** Stripe's statuses in billing's words; a collection pause is our `paused`. */
export function billingStatusOf(subscription: Stripe.Subscription): BillingStatus {
  if (subscription.pause_collection || subscription.status === 'paused') return BillingStatus.paused;
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return BillingStatus.active;
    case 'past_due':
    case 'unpaid':
      return BillingStatus.past_due;
    case 'incomplete':
      return BillingStatus.incomplete;
    default:
      return BillingStatus.canceled;
  }
}

function stateOf(subscription: Stripe.Subscription): GatewaySubscriptionState {
  return { ref: subscription.id, status: billingStatusOf(subscription), cancelAtPeriodEnd: subscription.cancel_at_period_end, ...periodOf(subscription) };
}

function invoiceSubscriptionRef(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

function paidOutcome(invoice: Stripe.Invoice, periodEnd?: Date): ChargeOutcome {
  return {
    status: 'paid',
    invoiceRef: invoice.id ?? null,
    amountCents: invoice.amount_paid,
    currency: invoice.currency,
    failureMessage: null,
    clientSecret: null,
    periodEnd,
  };
}

/**
 * Stripe Billing: customers, payment methods, subscriptions and invoices live in Stripe and our tables mirror them
 * (webhooks keep the mirror current). Card numbers never reach us: the browser's Stripe Elements form turns them
 * into a payment method id (`sourceId`).
 */
export function createStripeGateway(settings: StripeSettings, client?: Stripe): PaymentGateway {
  const stripe = client ?? new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });

  async function latestPaymentIntent(invoice: Stripe.Invoice): Promise<Stripe.PaymentIntent | null> {
    const payment = invoice.payments?.data.find((entry) => entry.payment.type === 'payment_intent');
    const intentId = idOf(payment?.payment.payment_intent);
    return intentId ? stripe.paymentIntents.retrieve(intentId) : null;
  }

  async function firstCharge(subscription: Stripe.Subscription): Promise<StartedSubscription> {
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const period = periodOf(subscription) as { periodStart: Date; periodEnd: Date };
    const base = { ref: subscription.id, ...period };
    if (invoice && (subscription.status === 'active' || invoice.status === 'paid')) return { ...base, charge: paidOutcome(invoice) };
    const intent = invoice ? await latestPaymentIntent(invoice) : null;
    const amountCents = invoice?.amount_due ?? 0;
    const currency = invoice?.currency ?? 'usd';
    if (intent?.status === 'requires_action') {
      return {
        ...base,
        charge: {
          status: 'requires_confirmation',
          invoiceRef: invoice?.id ?? null,
          amountCents,
          currency,
          failureMessage: null,
          clientSecret: intent.client_secret,
        },
      };
    }
    const failureMessage = intent?.last_payment_error?.message ?? 'Your card was declined.';
    return { ...base, charge: { status: 'failed', invoiceRef: invoice?.id ?? null, amountCents, currency, failureMessage, clientSecret: null } };
  }

  /** The method a confirmed SetupIntent attached (it is the customer's already); one of another customer is refused. */
  async function savedFromSetup(customerRef: string, setupRef: string): Promise<SavedInstrument> {
    let intent: Stripe.SetupIntent;
    try {
      intent = await stripe.setupIntents.retrieve(setupRef, { expand: ['payment_method'] });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        throw new PaymentDeclinedError('This PayPal approval was not found. Try again.', 'setup_missing', 'sourceId');
      throw error;
    }
    if (idOf(intent.customer) !== customerRef) throw new PaymentDeclinedError('This PayPal approval was not found. Try again.', 'setup_missing', 'sourceId');
    const method = intent.payment_method;
    if (intent.status !== 'succeeded' || !method || typeof method === 'string') {
      throw new PaymentDeclinedError(
        intent.last_setup_error?.message ?? 'PayPal did not approve the account. Try again or choose another payment method.',
        intent.last_setup_error?.code ?? 'setup_not_succeeded',
        'sourceId',
      );
    }
    const instrument = instrumentOf(method);
    if (instrument.kind !== PaymentMethodKind.paypal) throw new PaymentDeclinedError('This payment method is not a PayPal account.', 'wrong_kind', 'sourceId');
    return instrument;
  }

  return {
    name: GatewayName.stripe,
    publishableKey: settings.publishableKey,

    async createCustomer({ userId, email, idempotencyKey }) {
      const customer = await stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey });
      return customer.id;
    },

    async startPaymentMethodSetup({ customerRef, kind, idempotencyKey }) {
      // Off-session: renewals charge the saved PayPal account without the customer present. The SDK's pinned API
      // version names the list `allowed_payment_method_types` (older versions: `payment_method_types`).
      const intent = await stripe.setupIntents.create(
        { customer: customerRef, allowed_payment_method_types: [kind === PaymentMethodKind.paypal ? 'paypal' : 'card'], usage: 'off_session' },
        { idempotencyKey },
      );
      return { ref: intent.id, clientSecret: intent.client_secret };
    },

    async retrievePaymentMethod(ref) {
      return instrumentOf(await stripe.paymentMethods.retrieve(ref));
    },

    async savePaymentMethod({ customerRef, source }) {
      if (source.kind === PaymentMethodKind.paypal && source.setupRef) return savedFromSetup(customerRef, source.setupRef);
      if (source.kind === PaymentMethodKind.card && source.card) {
        throw new PaymentDeclinedError('Enter your card in the secure card form; card numbers are not accepted here.', 'raw_card_refused', 'card');
      }
      if (!source.sourceId) throw new PaymentDeclinedError('The payment method is missing.', 'missing_source', 'sourceId');
      try {
        const method = await stripe.paymentMethods.attach(source.sourceId, { customer: customerRef });
        const instrument = instrumentOf(method);
        if (instrument.kind !== source.kind)
          throw new PaymentDeclinedError(
            `This payment method is not a ${source.kind === PaymentMethodKind.card ? 'card' : 'PayPal account'}.`,
            'wrong_kind',
            'sourceId',
          );
        return instrument;
      } catch (error) {
        if (isCardError(error)) throw new PaymentDeclinedError(error.message || 'Your card was declined.', error.code ?? 'card_declined', 'card');
        throw error;
      }
    },

    async removePaymentMethod(ref) {
      await stripe.paymentMethods.detach(ref).catch((error: unknown) => {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      });
    },

    async setDefaultPaymentMethod({ customerRef, paymentMethodRef, subscriptionRef }) {
      await stripe.customers.update(customerRef, { invoice_settings: { default_payment_method: paymentMethodRef } });
      if (subscriptionRef) await stripe.subscriptions.update(subscriptionRef, { default_payment_method: paymentMethodRef });
    },

    async startSubscription({ customerRef, paymentMethodRef, idempotencyKey }) {
      const subscription = await stripe.subscriptions.create(
        {
          customer: customerRef,
          items: [{ price: settings.priceId }],
          default_payment_method: paymentMethodRef,
          payment_behavior: 'allow_incomplete',
          expand: ['latest_invoice.payments'],
        },
        { idempotencyKey },
      );
      return firstCharge(subscription);
    },

    async confirmFirstPayment({ subscriptionRef }) {
      return firstCharge(await stripe.subscriptions.retrieve(subscriptionRef, { expand: ['latest_invoice.payments'] }));
    },

    async collectRenewal({ subscriptionRef, idempotencyKey, dueAt }): Promise<ChargeOutcome> {
      const subscription = await stripe.subscriptions.retrieve(subscriptionRef, { expand: ['latest_invoice'] });
      const invoice = subscription.latest_invoice as Stripe.Invoice | null;
      const { periodEnd } = periodOf(subscription) as { periodEnd?: Date };
      const pending: ChargeOutcome = {
        status: 'pending',
        invoiceRef: null,
        amountCents: 0,
        currency: subscription.currency,
        failureMessage: null,
        clientSecret: null,
      };
      // Stripe renews on its own clock: until it has moved the period on, there is no renewal invoice to collect.
      if (!invoice || !periodEnd || periodEnd.getTime() <= dueAt.getTime()) return pending;
      if (invoice.status === 'paid') return paidOutcome(invoice, periodEnd);
      if (invoice.status !== 'open') return pending;
      try {
        return paidOutcome(await stripe.invoices.pay(invoice.id!, {}, { idempotencyKey }), periodEnd);
      } catch (error) {
        if (!isCardError(error)) throw error;
        return {
          status: 'failed',
          invoiceRef: invoice.id ?? null,
          amountCents: invoice.amount_due,
          currency: invoice.currency,
          failureMessage: error.message,
          clientSecret: null,
        };
      }
    },

    async pauseSubscription(ref) {
      await stripe.subscriptions.update(ref, { pause_collection: { behavior: 'void' } });
    },
    async resumeSubscription(ref) {
      await stripe.subscriptions.update(ref, { pause_collection: '' });
    },
    async setCancelAtPeriodEnd(ref, cancelAtPeriodEnd) {
      await stripe.subscriptions.update(ref, { cancel_at_period_end: cancelAtPeriodEnd });
    },
    async cancelSubscription(ref) {
      await stripe.subscriptions.cancel(ref).catch((error: unknown) => {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      });
    },

    parseWebhook(rawBody, signatureHeader): GatewayEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', settings.webhookSecret);
      } catch {
        throw new WebhookSignatureError('The webhook signature does not match.');
      }
      const base = { id: event.id, createdAt: fromUnix(event.created) };
      switch (event.type) {
        case 'invoice.paid':
        case 'invoice.payment_failed': {
          const invoice = event.data.object;
          const subscriptionRef = invoiceSubscriptionRef(invoice);
          const line = invoice.lines?.data[0];
          if (!subscriptionRef || !invoice.id) return { ...base, type: 'ignored', gatewayType: event.type };
          return {
            ...base,
            type: event.type,
            invoice: {
              ref: invoice.id,
              subscriptionRef,
              amountCents: event.type === 'invoice.paid' ? invoice.amount_paid : invoice.amount_due,
              currency: invoice.currency,
              periodStart: fromUnix(line?.period.start ?? invoice.period_start),
              periodEnd: fromUnix(line?.period.end ?? invoice.period_end),
              failureMessage: event.type === 'invoice.payment_failed' ? 'Your card was declined.' : null,
            },
          };
        }
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          return {
            ...base,
            type: event.type === 'customer.subscription.updated' ? 'subscription.updated' : 'subscription.deleted',
            subscription: stateOf(event.data.object),
          };
        case 'payment_method.attached':
        case 'payment_method.detached':
          return { ...base, type: event.type, paymentMethod: instrumentOf(event.data.object), customerRef: idOf(event.data.object.customer) };
        case 'setup_intent.succeeded': {
          const paymentMethodRef = idOf(event.data.object.payment_method);
          if (!paymentMethodRef) return { ...base, type: 'ignored', gatewayType: event.type };
          return { ...base, type: 'payment_method.setup_succeeded', paymentMethodRef, customerRef: idOf(event.data.object.customer) };
        }
        default:
          return { ...base, type: 'ignored', gatewayType: event.type };
      }
    },
  };
}
