import { execFileSync } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

export default async function globalTeardown() {
  const state = globalThis.__NUTRI_E2E__;
  if (!state) return;
  const { server, database, pg } = state;
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([exited, delay(10_000)]);
    if (server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  execFileSync('dropdb', ['-h', pg.host, '-p', pg.port, '-U', pg.user, '--if-exists', '--force', database], { stdio: 'inherit' });
}
