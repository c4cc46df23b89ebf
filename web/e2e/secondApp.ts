import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const repoRoot = join(__dirname, '..', '..');

export interface SecondApp {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
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
 * A second app process on the journeys' database, for journeys that need settings the shared server does not have
 * (a mail server, an AI provider). `settingsFor` gets the app's own address (for PUBLIC_URL). It runs in its own
 * process group, so `stop` ends npm and the node process it starts together.
 */
export async function startSecondApp(settingsFor: (url: string) => Record<string, string>): Promise<SecondApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = spawn('npm', ['run', 'serve'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
      WEB_DIST_DIR: join(repoRoot, 'web', 'dist'),
      REGISTRATIONS_PER_IP: '1000000',
      ...settingsFor(url),
    },
  });
  const stop = async () => {
    if (app.exitCode !== null || app.signalCode !== null) return;
    const exited = new Promise((resolve) => app.once('exit', resolve));
    process.kill(-app.pid!, 'SIGTERM');
    await Promise.race([exited, delay(10_000)]);
  };
  for (const deadline = Date.now() + 90_000; ; await delay(250)) {
    if (app.exitCode !== null) throw new Error(`the second app process exited with code ${app.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the second app process did not become healthy');
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop };
  }
}
