import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentsConfig } from '../../config.js';
import type { Clock } from '../../jobs/clock.js';
import type { PaymentGateway } from './gateways/paymentGateway.js';

/** What every billing service needs; built once per process (gateway, clock) plus the caller's entity manager. */
export interface BillingDeps {
  em: EntityManager;
  clock: Clock;
  gateway: PaymentGateway;
  pricing: Pick<PaymentsConfig, 'priceMonthlyCents' | 'currency'>;
}

/** The process-wide part of BillingDeps, kept in AppServices. */
export type PaymentServices = Omit<BillingDeps, 'em'>;
