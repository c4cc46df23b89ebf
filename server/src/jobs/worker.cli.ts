import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/orm.js';
import { createLogger } from '../logger.js';
import { createPaymentServices } from '../modules/payments/paymentServices.js';
import { appJobs } from './appJobs.js';
import { startJobQueue } from './jobQueue.js';

// A process that runs background jobs only (no HTTP): `npm run worker -w server`. Needs DATABASE_URL.
const config = loadConfig();
const logger = createLogger(config.logLevel);
if (!config.databaseUrl) throw new Error('The job worker needs DATABASE_URL (the embedded PostgreSQL belongs to `npm start`).');
const orm = await openDatabase(config.databaseUrl, logger);
const payments = createPaymentServices(config.payments);
const queue = await startJobQueue({ databaseUrl: config.databaseUrl, logger, jobs: appJobs({ orm, config, logger, payments }) });
console.log('worker ready');

async function shutdown() {
  await queue.stop();
  await orm.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
