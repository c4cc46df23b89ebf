import { execFileSync } from 'node:child_process';

export default async function globalTeardown() {
  const state = globalThis.__NUTRI_E2E__;
  if (!state) return;
  const { app, database, pg } = state;
  await app?.stop();
  execFileSync('dropdb', ['-h', pg.host, '-p', pg.port, '-U', pg.user, '--if-exists', '--force', database], { stdio: 'inherit' });
}
