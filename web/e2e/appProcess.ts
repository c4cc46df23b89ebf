import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort, waitUntilHealthy } from '../../server/src/test/serverReadiness';

const repoRoot = join(__dirname, '..', '..');

export interface AppProcess {
  url: string;
  stop(): Promise<void>;
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
  try {
    await waitUntilHealthy(url, app, { timeoutMs: 90_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
