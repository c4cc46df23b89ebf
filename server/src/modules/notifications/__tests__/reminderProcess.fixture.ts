import 'reflect-metadata';
import { loadConfig } from '../../../config.js';
import { openDatabase } from '../../../db/orm.js';
import { systemClock } from '../../../jobs/clock.js';
import { startJobQueue } from '../../../jobs/jobQueue.js';
import { createLogger } from '../../../logger.js';
import { reminderJobs } from '../reminder.jobs.js';

// One app process's job runner for reminders, started by a test as a separate OS process.
const config = loadConfig();
const logger = createLogger('warn');
const orm = await openDatabase(config.databaseUrl!, logger);
const queue = await startJobQueue({ databaseUrl: config.databaseUrl!, logger, jobs: reminderJobs({ orm, config, logger, clock: systemClock }) });
console.log('ready');
process.on('SIGTERM', async () => {
  await queue.stop();
  await orm.close();
  process.exit(0);
});
