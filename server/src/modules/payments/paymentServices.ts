import type { PaymentsConfig } from '../../config.js';
import { systemClock, type Clock } from '../../jobs/clock.js';
import type { PaymentServices } from './billingDeps.js';
import type { PaymentGateway } from './gateways/paymentGateway.js';
import { createSandboxGateway } from './gateways/sandboxGateway.js';
import { createStripeGateway } from './gateways/stripeGateway.js';

/** Stripe when its secret key is configured, otherwise the built-in sandbox; the only place that chooses. */
export function createPaymentServices(config: PaymentsConfig, overrides: { clock?: Clock; gateway?: PaymentGateway } = {}): PaymentServices {
  const clock = overrides.clock ?? systemClock;
  const gateway = overrides.gateway ?? (config.stripe ? createStripeGateway(config.stripe) : createSandboxGateway());
  return { clock, gateway, pricing: { priceMonthlyCents: config.priceMonthlyCents, currency: config.currency } };
}
