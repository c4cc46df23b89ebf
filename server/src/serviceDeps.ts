import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Context } from './context.js';
import type { Clock } from './jobs/clock.js';
import type { Logger } from './logger.js';
import type { FoodCatalog } from './modules/food/foodCatalog.js';

/**
 * What a service may use besides the user it acts for and its input. Every service is `doThing(deps, viewer, input)`
 * and names the part it needs (`Pick<ServiceDeps, 'em' | 'clock'>`), so it cannot reach the request's session or read
 * "the viewer" from a context, and a job, seed script or test passes just those fields.
 */
export interface ServiceDeps {
  /** The request's (or job's) EntityManager; inside a transaction, the transaction's. */
  em: EntityManager;
  config: Config;
  logger: Logger;
  foodCatalog: FoodCatalog;
  /** The time services read, so tests can move it. */
  clock: Clock;
  /** Aborts when the client goes away before its answer is sent. */
  signal?: AbortSignal;
}

/** A resolver's deps: the request's EntityManager and the process-wide services; never the viewer or session. */
export function serviceDeps(ctx: Context): ServiceDeps {
  return { em: ctx.em, config: ctx.config, logger: ctx.logger, foodCatalog: ctx.foodCatalog, clock: ctx.payments.clock, signal: ctx.signal };
}
