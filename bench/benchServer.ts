import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from '../server/src/config.js';

const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

async function waitUntilHealthy(base: string, hasExited: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (hasExited()) throw new Error('bench server exited during start');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('bench server did not start within 60 s');
}

/** Runs the real server in its own process (so the load generator does not share its event loop) on a fresh database. */
export async function startBenchServer(port = 3900): Promise<BenchServer> {
  const database = `nutri_bench_${randomBytes(4).toString('hex')}`;
  await admin(`create database "${database}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  // The server finds its own tsconfig from its folder; tsx's setting for this process would point elsewhere.
  const { TSX_TSCONFIG_PATH: _tsconfig, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'server'),
    env: { ...env, DATABASE_URL: url.toString(), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const dropDatabase = () => admin(`drop database if exists "${database}" with (force)`);
  let hasExited = false;
  child.once('exit', () => (hasExited = true));
  try {
    await waitUntilHealthy(base, () => hasExited);
  } catch (error) {
    child.kill('SIGTERM');
    await dropDatabase();
    throw error;
  }
  return {
    url: base,
    async stop() {
      if (!hasExited) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await dropDatabase();
    },
  };
}
