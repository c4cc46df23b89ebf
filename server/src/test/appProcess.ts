import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { repoRoot } from '../config.js';

export interface AppProcess {
  url: string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now, for a server process a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server (`src/main.ts`) as a separate OS process on the run's test database, for tests that need
 * two app processes sharing one PostgreSQL.
 */
export async function startAppProcess(env: Record<string, string> = {}): Promise<AppProcess> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set: run tests through jest (globalSetup).');
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app process exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the app process did not become healthy within 60 s');
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await delay(200);
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
