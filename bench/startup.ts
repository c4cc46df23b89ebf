import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../server/src/config.js';
import { waitUntilHealthy } from '../server/src/test/serverReadiness.js';
import { createBenchDatabase } from './benchDatabase.js';

// `npm run bench:startup`: time from process start to a healthy /healthz, and RSS then, for the compiled server
// (`npm start`) and the TypeScript runner (`tsx`, as `npm start` ran before), on an existing installation.
const serverDir = path.join(repoRoot, 'server');
const RUNS = 3;

async function start(args: string[], databaseUrl: string): Promise<{ ms: number; rssMb: number }> {
  const started = performance.now();
  const { TSX_TSCONFIG_PATH: _tsconfig, NODE_OPTIONS: _options, ...env } = process.env;
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...env, NODE_ENV: 'production', WEB_CONCURRENCY: '1', DATABASE_URL: databaseUrl, PORT: '3950', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await waitUntilHealthy('http://127.0.0.1:3950', child, { timeoutMs: 180_000, pollMs: 20 });
    const ms = performance.now() - started;
    const rssMb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;
    return { ms, rssMb };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

const database = await createBenchDatabase();
try {
  execFileSync(process.execPath, ['scripts/buildServer.mjs'], { cwd: serverDir, stdio: 'ignore' });
  const compiled = ['--max-old-space-size=256', 'dist/server/src/cluster.js'];
  const first = await start(compiled, database.url);
  console.log(`first start (migrations, food table): ${(first.ms / 1000).toFixed(2)} s`);
  for (const [title, args] of [
    ['compiled (npm start)', compiled],
    ['tsx src/main.ts', ['--import', 'tsx', 'src/main.ts']],
  ] as const) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await start([...args], database.url));
    runs.sort((a, b) => a.ms - b.ms);
    const median = runs[Math.floor(RUNS / 2)]!;
    console.log(`${title.padEnd(22)} start to healthy ${(median.ms / 1000).toFixed(2)} s (median of ${RUNS}), RSS ${median.rssMb.toFixed(0)} MB`);
  }
} finally {
  await database.drop();
}
