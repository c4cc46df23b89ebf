import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';

// Jest loads this file as CommonJS outside the test module system, so it imports only packages and runs
// the migrations (and, when needed, an embedded PostgreSQL) through CLIs in child processes.
const serverDir = path.resolve(__dirname, '../..');
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

declare global {
  var nutriTestPostgres: ChildProcess | undefined;
}

async function isReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** With no server on 127.0.0.1:5432 (a newcomer's laptop), tests run on an embedded PostgreSQL instead. */
async function startEmbeddedPostgres(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/embeddedTestPostgres.cli.ts'], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  globalThis.nutriTestPostgres = child;
  for await (const line of readline.createInterface({ input: child.stdout! })) {
    if (line.startsWith('ready ')) return line.slice('ready '.length);
  }
  throw new Error('embedded PostgreSQL for tests did not start');
}

async function resolveAdminUrl(): Promise<string> {
  const configured = process.env.TEST_DATABASE_ADMIN_URL;
  if (configured) {
    if (!(await isReachable(configured))) throw new Error(`TEST_DATABASE_ADMIN_URL (${configured}) is not reachable.`);
    return configured;
  }
  if (await isReachable(DEFAULT_ADMIN_URL)) return DEFAULT_ADMIN_URL;
  console.warn('No PostgreSQL on 127.0.0.1:5432; starting an embedded one for this test run.');
  return startEmbeddedPostgres();
}

/** Each test run gets its own fresh database with every migration applied. */
export default async function globalSetup(): Promise<void> {
  const adminUrl = await resolveAdminUrl();
  const name = `nutri_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  execFileSync(process.execPath, ['--import', 'tsx', 'src/db/migrate.cli.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' },
    stdio: 'inherit',
  });
  process.env.TEST_DATABASE_ADMIN_URL = adminUrl;
  process.env.TEST_DATABASE_NAME = name;
  process.env.TEST_DATABASE_URL = url.toString();
}
