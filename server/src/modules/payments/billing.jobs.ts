import type { MikroORM } from '@mikro-orm/postgresql';
import type { JobDefinition } from '../../jobs/jobQueue.js';
import type { Logger } from '../../logger.js';
import type { PaymentServices } from './billingDeps.js';
import { findDueSubscriptionIds, processDueSubscription } from './renewal.service.js';

export const BILLING_SWEEP_JOB = 'billing-sweep';
export const BILLING_RENEW_JOB = 'billing-renew';

/**
 * Renewals, retries of failed renewals and ends of canceled months. The sweep finds what is due and queues one job
 * per subscription (one queued job per subscription at a time); the work itself locks the row and re-checks that it
 * is due, and each attempt has a unique charge key — so a subscription is charged once per attempt whatever runs.
 */
export function billingJobs(deps: { orm: MikroORM; payments: PaymentServices; logger: Logger; sweepSeconds: number }): JobDefinition[] {
  const sweep: JobDefinition = {
    name: BILLING_SWEEP_JOB,
    everySeconds: deps.sweepSeconds,
    async run(_data, queue) {
      const ids = await findDueSubscriptionIds(deps.orm.em.fork(), deps.payments.clock.now());
      for (const subscriptionId of ids) await queue.send(BILLING_RENEW_JOB, { subscriptionId }, { singletonKey: subscriptionId });
    },
  };
  const renew: JobDefinition<{ subscriptionId?: string }> = {
    name: BILLING_RENEW_JOB,
    policy: 'short',
    async run({ subscriptionId }) {
      if (!subscriptionId) return;
      const result = await processDueSubscription({ ...deps.payments, em: deps.orm.em.fork() }, subscriptionId);
      deps.logger.info({ subscriptionId, result, pid: process.pid }, 'billing renewal');
    },
  };
  return [sweep, renew as JobDefinition];
}
