import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { freePort, isHealthy } from '../test/serverReadiness.js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { repoRoot } from '../config.js';
import { uniqueEmail } from '../test/factories.js';

// The compiled server as `npm start` runs it, with two app processes on the run's test database.
const serverDir = path.join(repoRoot, 'server');
let primary: ChildProcess;
let base: string;

function workerPids(): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary.pid)])
      .toString()
      .trim()
      .split(/\s+/)
      .map(Number);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function post(pathname: string, body: unknown, token?: string) {
  const response = await fetch(`${base}/api${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/buildServer.mjs'], { cwd: serverDir, stdio: 'ignore' });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const { NODE_OPTIONS: _jestOptions, ...env } = process.env;
  primary = spawn(process.execPath, ['dist/server/src/cluster.js'], {
    cwd: serverDir,
    env: {
      ...env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '2',
      REGISTRATIONS_PER_IP: '1000000',
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  await waitFor(() => isHealthy(base), 'the cluster to answer /healthz');
}, 90_000);

afterAll(() => {
  if (primary.exitCode === null) primary.kill('SIGKILL');
});

describe('WEB_CONCURRENCY=2', () => {
  it('serves from two worker processes', async () => {
    await waitFor(() => workerPids().length === 2, 'two workers');
    expect(await isHealthy(base)).toBe(true);
  });

  it('keeps the free-tier limit exact when parallel requests land on both processes', async () => {
    const registered = await post('/auth/register', { email: uniqueEmail('cluster'), password: 'correct horse battery', firstName: 'Cluster' });
    expect(registered.status).toBe(201);
    const token = registered.body.token as string;
    const items = [{ foodId: 'sr:09040', quantity: 1, unit: 'medium' }];
    // Yesterday (UTC) is inside the analysis's last 7 days in every time zone, whatever day the suite runs.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await post('/food/logs', { date: yesterday, meals: [{ mealType: 'breakfast', items }] }, token)).status).toBe(201);
    const analyses = await Promise.all(Array.from({ length: 10 }, () => post('/analysis/nutrition', { days: 7, model: 'builtin' }, token)));
    expect(analyses.filter((response) => response.status === 201)).toHaveLength(3);
    expect(analyses.filter((response) => response.status === 403)).toHaveLength(7);
  }, 60_000);

  it('replaces a worker that dies and keeps answering meanwhile', async () => {
    const [victim, survivor] = workerPids();
    process.kill(victim!, 'SIGKILL');
    await waitFor(() => !isRunning(victim!), 'the killed worker to be gone');
    expect(await isHealthy(base)).toBe(true);
    await waitFor(() => workerPids().length === 2 && !workerPids().includes(victim!), 'a replacement worker');
    expect(workerPids()).toContain(survivor);
    await waitFor(() => isHealthy(base), 'the replacement to be ready');
  }, 60_000);

  it('stops every worker and exits cleanly on SIGTERM', async () => {
    const exited = once(primary, 'exit');
    primary.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(await isHealthy(base)).toBe(false);
  }, 30_000);
});
