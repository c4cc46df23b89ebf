import type { MikroORM } from '@mikro-orm/postgresql';
import type { JobDefinition } from '../../jobs/jobQueue.js';
import type { Logger } from '../../logger.js';
import { deleteEndedSearchWindows } from './searchThrottle.js';

export const SEARCH_THROTTLE_CLEANUP_JOB = 'search-throttle-cleanup';
/** Every anonymous IP leaves one row; a quarter-hour sweep keeps the table to the IPs seen in the last few minutes. */
const CLEANUP_EVERY_SECONDS = 15 * 60;

export function searchThrottleJobs(deps: { orm: MikroORM; logger: Logger }): JobDefinition[] {
  return [
    {
      name: SEARCH_THROTTLE_CLEANUP_JOB,
      everySeconds: CLEANUP_EVERY_SECONDS,
      async run() {
        const deleted = await deleteEndedSearchWindows(deps.orm.em.fork());
        deps.logger.debug({ deleted }, 'ended search throttle windows deleted');
      },
    },
  ];
}
