import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../db/embeddedPostgres.js';
import { createLogger } from '../logger.js';

// Started by the jest global setup when no PostgreSQL server answers: a throwaway cluster for one test run.
// Prints `ready <admin url>` once it accepts connections and stops the cluster on SIGTERM.
const port = Number(process.argv[2] ?? 54330);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-test-pg-'));
fs.chmodSync(dataDir, 0o777); // as root, PostgreSQL runs as its own system user
const database = await startEmbeddedPostgres(dataDir, port, createLogger('warn'));
const adminUrl = new URL(database.url);
adminUrl.pathname = '/postgres';
console.log(`ready ${adminUrl.toString()}`);

process.on('SIGTERM', async () => {
  await database.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
