import 'reflect-metadata';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embeddedPostgres.js';
import { openDatabase } from './db/orm.js';
import { buildAppSchema } from './schema.js';
import { installGracefulShutdown } from './gracefulShutdown.js';
import { createLogger } from './logger.js';
import { promoteAdmins } from './modules/auth/auth.service.js';
import { loadFoodCatalog } from './modules/food/foodCatalog.js';
import { syncFoodTable } from './modules/food/foodTableSync.js';
import { createPaymentServices } from './modules/payments/paymentServices.js';
import { appJobs } from './jobs/appJobs.js';
import { startJobQueue, type JobQueue } from './jobs/jobQueue.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);

let embedded: EmbeddedDatabase | undefined;
if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort, logger);
const orm = await openDatabase(config.databaseUrl ?? embedded!.url, logger);

if (config.adminEmails.length) {
  const promoted = await promoteAdmins(orm.em.fork(), config.adminEmails);
  if (promoted.length) logger.info({ promoted }, 'ADMIN_EMAILS promoted');
}

const foodCatalog = await loadFoodCatalog();
await syncFoodTable(orm.em.fork(), foodCatalog, logger);

const payments = createPaymentServices(config.payments);
const app = await createApp({ orm, config, logger, foodCatalog, payments }, await buildAppSchema());
const jobQueue: JobQueue | undefined = config.jobs.isEnabled
  ? await startJobQueue({ databaseUrl: config.databaseUrl ?? embedded!.url, logger, jobs: appJobs({ orm, config, logger, payments }) })
  : undefined;
app.httpServer.listen(config.port, config.host, () => {
  logger.info(`Nutri is listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
});

const graceMs = config.shutdownGraceMs;
installGracefulShutdown({
  logger,
  graceMs,
  steps: [
    // Keep-alive connections get half a second to deliver a request that may already be on its way.
    { name: 'requests in flight', run: () => app.stop({ graceMs, idleGraceMs: 500 }) },
    { name: 'job queue', run: async () => jobQueue?.stop() },
    { name: 'database pool', run: () => orm.close() },
    { name: 'embedded PostgreSQL', run: async () => embedded?.stop() },
  ],
});
