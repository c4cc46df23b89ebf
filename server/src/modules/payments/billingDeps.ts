import type { PaymentsConfig } from '../../config.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import type { PaymentGateway } from './gateways/paymentGateway.js';

/** What every billing service needs: the caller's entity manager and the app clock, the gateway and the price. */
export type BillingDeps = Pick<ServiceDeps, 'em' | 'clock'> & {
  gateway: PaymentGateway;
  pricing: Pick<PaymentsConfig, 'priceMonthlyCents' | 'currency'>;
};

/** The process-wide part of BillingDeps (built once: gateway, clock, price), kept in AppServices. */
export type PaymentServices = Omit<BillingDeps, 'em'>;
