import type { BillingStatus, GatewayName, PaymentMethodKind } from '../billing.enums.js';

/** Card fields typed into the built-in sandbox form. Only ever held in memory for the one request. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  postalCode?: string | null;
}

/** What the client sends to save a method: a gateway token (`sourceId`, Stripe's `pm_…`) or, in the sandbox, details. */
export type PaymentSource =
  | { kind: PaymentMethodKind.card; sourceId?: string | null; card?: CardDetails | null }
  | { kind: PaymentMethodKind.paypal; sourceId?: string | null; email?: string | null; setupRef?: string | null };

/**
 * A payment method being set up with the gateway (Stripe: a SetupIntent for off-session use): the browser confirms it
 * with `clientSecret` (PayPal's approval page and back), then the method is saved from `ref`.
 */
export interface PaymentMethodSetup {
  ref: string;
  clientSecret: string | null;
}

/** The displayable facts of a saved method; `ref` is the gateway's token, never a card number. */
export interface SavedInstrument {
  ref: string;
  kind: PaymentMethodKind;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  paypalEmail: string | null;
}

export interface ChargeOutcome {
  /** `pending`: the gateway has not tried yet (Stripe renews on its own clock); nothing is recorded, ask again later. */
  status: 'paid' | 'failed' | 'requires_confirmation' | 'pending';
  /** The gateway's invoice or charge id. */
  invoiceRef: string | null;
  amountCents: number;
  currency: string;
  failureMessage: string | null;
  /** Stripe: the PaymentIntent client secret the browser confirms with. */
  clientSecret: string | null;
  /** The end of the new paid period when the gateway sets it (Stripe); otherwise one month after the due date. */
  periodEnd?: Date;
}

export interface GatewayPeriod {
  periodStart: Date;
  periodEnd: Date;
}

export interface StartedSubscription extends GatewayPeriod {
  ref: string;
  charge: ChargeOutcome;
}

/** The gateway's view of a subscription, as webhooks and confirmations report it. */
export interface GatewaySubscriptionState extends Partial<GatewayPeriod> {
  ref: string;
  status: BillingStatus;
  cancelAtPeriodEnd: boolean;
}

export interface GatewayInvoice {
  ref: string;
  subscriptionRef: string;
  amountCents: number;
  currency: string;
  periodStart: Date;
  periodEnd: Date;
  failureMessage: string | null;
}

/** A verified webhook event, reduced to what billing acts on. */
export type GatewayEvent = { id: string; createdAt: Date } & (
  | { type: 'invoice.paid' | 'invoice.payment_failed'; invoice: GatewayInvoice }
  | { type: 'subscription.updated' | 'subscription.deleted'; subscription: GatewaySubscriptionState }
  | { type: 'payment_method.attached' | 'payment_method.detached'; paymentMethod: SavedInstrument; customerRef: string | null }
  /** A set-up payment method (Stripe: setup_intent.succeeded) names its method by id; billing reads it from the gateway. */
  | { type: 'payment_method.setup_succeeded'; paymentMethodRef: string; customerRef: string | null }
  | { type: 'ignored'; gatewayType: string }
);

/** A card or account the gateway refused (declined, expired, wrong CVC…); the message is fit to show the customer. */
export class PaymentDeclinedError extends Error {
  constructor(
    message: string,
    readonly reason: string,
    readonly field: 'number' | 'expiry' | 'cvc' | 'postalCode' | 'sourceId' | 'email' | 'card' = 'card',
  ) {
    super(message);
  }
}

export class WebhookSignatureError extends Error {}

/**
 * The one interface billing talks to. Stripe and the built-in sandbox implement it; services never ask which one
 * they hold. Every call that moves money takes an idempotency key, so a retried request charges at most once.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** For the browser's card form (Stripe Elements); null in the sandbox. */
  readonly publishableKey: string | null;

  createCustomer(customer: { userId: string; email: string; idempotencyKey: string }): Promise<string>;
  savePaymentMethod(request: { customerRef: string; source: PaymentSource; idempotencyKey: string; now: Date }): Promise<SavedInstrument>;
  /** Starts setting up a method the customer approves away from our page (PayPal); saved by `savePaymentMethod` with `setupRef`. */
  startPaymentMethodSetup(request: { customerRef: string; kind: PaymentMethodKind; idempotencyKey: string }): Promise<PaymentMethodSetup>;
  /** The displayable facts of a method the gateway holds (for events that only name it). */
  retrievePaymentMethod(ref: string): Promise<SavedInstrument>;
  removePaymentMethod(ref: string): Promise<void>;
  setDefaultPaymentMethod(request: { customerRef: string; paymentMethodRef: string; subscriptionRef: string | null }): Promise<void>;

  startSubscription(request: {
    customerRef: string;
    paymentMethodRef: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    now: Date;
  }): Promise<StartedSubscription>;
  /** After the customer confirmed a payment that needed it (3-D Secure): the subscription's state and first charge. */
  confirmFirstPayment(request: {
    subscriptionRef: string;
    paymentMethodRef: string;
    amountCents: number;
    currency: string;
    now: Date;
  }): Promise<StartedSubscription>;
  /** Collects the renewal of the period ending at `periodEnd` (charges, retries an open invoice, or reports what the gateway did). */
  collectRenewal(request: {
    subscriptionRef: string;
    paymentMethodRef: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    dueAt: Date;
  }): Promise<ChargeOutcome>;

  pauseSubscription(ref: string): Promise<void>;
  resumeSubscription(ref: string): Promise<void>;
  setCancelAtPeriodEnd(ref: string, cancelAtPeriodEnd: boolean): Promise<void>;
  cancelSubscription(ref: string): Promise<void>;

  /** Verifies the signature over the exact raw body; throws WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): GatewayEvent;
}
