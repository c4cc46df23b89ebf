import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { PaymentServices } from '../modules/payments/billingDeps.js';
import { searchThrottleJobs } from '../modules/food/searchThrottle.jobs.js';
import { billingJobs } from '../modules/payments/billing.jobs.js';
import { reminderJobs } from '../modules/notifications/reminder.jobs.js';
import { dataExportJobs } from '../modules/export/dataExport.jobs.js';
import type { JobDefinition } from './jobQueue.js';

/** Every background job of the app (the composition root for jobs). */
export function appJobs(deps: { orm: MikroORM; config: Config; logger: Logger; payments: PaymentServices }): JobDefinition[] {
  return [
    ...billingJobs({ ...deps, sweepSeconds: deps.config.jobs.billingSweepSeconds }),
    ...reminderJobs({ ...deps, clock: deps.payments.clock }),
    ...searchThrottleJobs(deps),
    ...dataExportJobs({ ...deps, clock: deps.payments.clock }),
  ];
}
