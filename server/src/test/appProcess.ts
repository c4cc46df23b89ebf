import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../config.js';
import { freePort, waitUntilHealthy } from './serverReadiness.js';

export interface AppProcess {
  url: string;
  stop(): Promise<void>;
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
  await waitUntilHealthy(url, child, { timeoutMs: 60_000 });
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
