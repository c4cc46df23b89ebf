import type { MikroORM } from '@mikro-orm/postgresql';
import type { Clock } from '../../jobs/clock.js';
import type { JobDefinition } from '../../jobs/jobQueue.js';
import type { Logger } from '../../logger.js';
import { deleteExpiredExports, exportsToBuild, runExportJob } from './preparedExport.service.js';

export const DATA_EXPORT_SWEEP_JOB = 'data-export-sweep';
export const DATA_EXPORT_BUILD_JOB = 'data-export-build';

/**
 * Large exports. The sweep queues one build job per waiting export (one queued job per export at a time) and deletes
 * expired files; the build claims its export with a conditional UPDATE, so however many processes run, one writes it.
 */
export function dataExportJobs(deps: { orm: MikroORM; logger: Logger; clock: Clock; sweepSeconds?: number }): JobDefinition[] {
  const sweep: JobDefinition = {
    name: DATA_EXPORT_SWEEP_JOB,
    everySeconds: deps.sweepSeconds ?? 2,
    async run(_data, queue) {
      const em = deps.orm.em.fork();
      const now = deps.clock.now();
      await deleteExpiredExports(em, now);
      for (const exportId of await exportsToBuild(em, now)) await queue.send(DATA_EXPORT_BUILD_JOB, { exportId }, { singletonKey: exportId });
    },
  };
  const build: JobDefinition<{ exportId?: string }> = {
    name: DATA_EXPORT_BUILD_JOB,
    policy: 'short',
    async run({ exportId }) {
      if (!exportId) return;
      const started = Date.now();
      await runExportJob({ em: deps.orm.em.fork(), clock: deps.clock }, exportId);
      deps.logger.info({ exportId, ms: Date.now() - started }, 'data export prepared');
    },
  };
  return [sweep, build as JobDefinition];
}
