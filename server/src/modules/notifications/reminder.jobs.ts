import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { Clock } from '../../jobs/clock.js';
import type { JobDefinition } from '../../jobs/jobQueue.js';
import type { Logger } from '../../logger.js';
import { runDueReminders } from './dailyReminders.js';

export const DAILY_REMINDERS_JOB = 'daily-reminders';

/**
 * Daily reminders as a scheduled job: every `REMINDER_SCAN_INTERVAL_SECONDS` one run across all processes sends what
 * has come due (0 sends none). Exactly-once per user and local day is kept by the database (see runDueReminders), so
 * a run that overlaps a slow one, or a retried run, sends nothing twice.
 */
export function reminderJobs(deps: { orm: MikroORM; config: Config; logger: Logger; clock: Clock }): JobDefinition[] {
  const seconds = deps.config.push.reminderScanIntervalSeconds;
  if (seconds === 0) return [];
  return [
    {
      name: DAILY_REMINDERS_JOB,
      everySeconds: seconds,
      async run() {
        const summary = await runDueReminders({
          em: deps.orm.em.fork(),
          config: deps.config,
          logger: deps.logger,
          clock: deps.clock,
        });
        if (summary.claimed || summary.sent || summary.retried || summary.failed) deps.logger.info({ ...summary, pid: process.pid }, 'daily reminders');
      },
    },
  ];
}
