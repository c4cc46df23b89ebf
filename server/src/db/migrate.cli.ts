import 'reflect-metadata';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { startEmbeddedPostgres } from './embeddedPostgres.js';
import { openDatabase } from './orm.js';

// `npm run migrate -w server`: applies pending migrations to DATABASE_URL (or the embedded database) and exits.
const config = loadConfig();
const logger = createLogger(config.logLevel === 'silent' ? 'silent' : 'info');
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort, logger);
const orm = await openDatabase(config.databaseUrl ?? embedded!.url, logger);
await orm.close();
await embedded?.stop();
