import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const repoRoot = join(__dirname, '..', '..');

export interface AppProcess {
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

/** SIGTERM to the whole process group (npm and the node process it starts), SIGKILL if it has not gone in 10 s. */
async function stopGroup(app: ChildProcess): Promise<void> {
  if (app.exitCode !== null || app.signalCode !== null) return;
  const exited = new Promise((resolve) => app.once('exit', resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-app.pid!, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  // An unref'd timer: a pending 10 s wait must not keep Jest from exiting once the app has stopped.
  const gaveUp = await Promise.race([exited.then(() => false), delay(10_000, true, { ref: false })]);
  if (gaveUp) signal('SIGKILL');
}

/**
 * The real server (`npm run serve`) serving the built web app on a free port, started and awaited until /healthz
 * answers. `settingsFor` gets the app's own address (for PUBLIC_URL) and returns its database and other settings.
 * It runs in its own process group, so `stop` ends npm and the node process it starts together.
 */
export async function startAppProcess(
  settingsFor: (url: string) => Record<string, string>,
  { output = 'ignore' }: { output?: 'inherit' | 'ignore' } = {},
): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = spawn('npm', ['run', 'serve'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', output, 'inherit'],
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(repoRoot, 'web', 'dist'),
      // Every journey registers from 127.0.0.1.
      REGISTRATIONS_PER_IP: '1000000',
      ...settingsFor(url),
    },
  });
  const stop = () => stopGroup(app);
  for (const deadline = Date.now() + 90_000; ; await delay(250)) {
    if (app.exitCode !== null) throw new Error(`the app process exited with code ${app.exitCode} before it was healthy`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the app process did not answer ${url}/healthz within 90 s`);
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop };
  }
}
