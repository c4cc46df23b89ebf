import 'reflect-metadata';
import { loadConfig } from '../../../config.js';
import { openDatabase } from '../../../db/orm.js';
import { createLogger } from '../../../logger.js';
import { runDueReminders } from '../dailyReminders.js';

// One run of due reminders at REMINDER_AT in a separate OS process, so a test can kill it mid-send.
const config = loadConfig();
const logger = createLogger('warn');
const orm = await openDatabase(config.databaseUrl!, logger);
const at = new Date(process.env.REMINDER_AT!);
await runDueReminders({ em: orm.em.fork(), config, logger, clock: { now: () => at } });
await orm.close();
