// Builds the web app if needed, creates a fresh PostgreSQL database, starts the real server
// on a free port and waits for /healthz. globalTeardown.js stops it and drops the database.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/* global fetch */

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(webDir, '..');
const PG = { host: process.env.E2E_PGHOST ?? '127.0.0.1', port: process.env.E2E_PGPORT ?? '5432', user: process.env.E2E_PGUSER ?? 'postgres' };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode} before it was healthy.`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await delay(250);
  }
  throw new Error(`The server did not answer ${baseUrl}/healthz within ${timeoutMs} ms.`);
}

export default async function globalSetup() {
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
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  // Its own process group, so teardown can stop npm and the node process it starts together.
  const server = spawn('npm', ['run', 'serve'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: `postgres://${PG.user}@${PG.host}:${PG.port}/${database}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(webDir, 'dist'),
      // Every journey registers from 127.0.0.1.
      REGISTRATIONS_PER_IP: '1000000',
      ADMIN_EMAILS: 'e2e-admin@example.com,e2e-social-admin@example.com',
    },
  });
  globalThis.__NUTRI_E2E__ = { server, database, pg: PG };
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = `postgres://${PG.user}@${PG.host}:${PG.port}/${database}`;
  await waitForHealth(baseUrl, server, 90_000);
}
