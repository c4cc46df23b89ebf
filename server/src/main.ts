import 'reflect-metadata';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embeddedPostgres.js';
import { openDatabase } from './db/orm.js';
import { buildAppSchema } from './graphql/schema.js';
import { createLogger } from './logger.js';
import { promoteAdmins } from './modules/auth/auth.service.js';
import { loadFoodCatalog } from './modules/food/foodCatalog.js';
import { syncFoodTable } from './modules/food/foodTableSync.js';

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

const app = await createApp({ orm, config, logger, foodCatalog }, await buildAppSchema());
app.httpServer.listen(config.port, config.host, () => {
  logger.info(`Nutri is listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
});

let isStopping = false;
async function shutdown(signal: string) {
  if (isStopping) return;
  isStopping = true;
  logger.info({ signal }, 'shutting down');
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  await app.stop();
  await orm.close();
  await embedded?.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
