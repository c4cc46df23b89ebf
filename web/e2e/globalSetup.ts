// Builds the web app if needed, creates a fresh PostgreSQL database and starts the real server on it (appProcess.ts);
// globalTeardown.js stops it and drops the database. Jest compiles this file with the e2e transform, like the journeys.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startAppProcess } from './appProcess';

const webDir = join(__dirname, '..');
const PG = { host: process.env.E2E_PGHOST ?? '127.0.0.1', port: process.env.E2E_PGPORT ?? '5432', user: process.env.E2E_PGUSER ?? 'postgres' };

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(join(webDir, 'dist', 'index.html'))) {
    // Jest sets NODE_ENV=test, which would make Vite build React's development bundles.
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: webDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: '' },
    });
  }

  const database = `nutri_e2e_${randomBytes(4).toString('hex')}`;
  execFileSync('createdb', ['-h', PG.host, '-p', PG.port, '-U', PG.user, database], { stdio: 'inherit' });
  const databaseUrl = `postgres://${PG.user}@${PG.host}:${PG.port}/${database}`;
  // Set before the app starts, so teardown drops the database even when the start fails.
  (globalThis as { __NUTRI_E2E__?: unknown }).__NUTRI_E2E__ = { database, pg: PG };
  const app = await startAppProcess(() => ({ DATABASE_URL: databaseUrl, ADMIN_EMAILS: 'e2e-admin@example.com,e2e-social-admin@example.com' }), {
    output: 'inherit',
  });
  (globalThis as { __NUTRI_E2E__?: unknown }).__NUTRI_E2E__ = { app, database, pg: PG };
  process.env.E2E_BASE_URL = app.url;
  process.env.E2E_DATABASE_URL = databaseUrl;
}
