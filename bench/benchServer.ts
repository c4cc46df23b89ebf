import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../server/src/config.js';
import { waitUntilHealthy } from '../server/src/test/serverReadiness.js';
import { createBenchDatabase } from './benchDatabase.js';

export interface BenchServer {
  url: string;
  databaseUrl: string;
  /** The server's process id (with WEB_CONCURRENCY > 1, the primary's). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Runs the real, compiled server as `npm start` does (same heap cap) in its own process, so the load generator does not share its
 * event loop, on a fresh database.
 */
export async function startBenchServer(port = 3900, extraEnv: Record<string, string> = {}, { builtDir }: { builtDir?: string } = {}): Promise<BenchServer> {
  const database = await createBenchDatabase();
  const serverDir = path.join(repoRoot, 'server');
  // `builtDir`: an earlier build (a copy of server/dist, kept inside the repository so it finds node_modules) to compare against.
  if (!builtDir) execFileSync(process.execPath, ['scripts/buildServer.mjs'], { cwd: serverDir, stdio: 'ignore' });
  const entry = builtDir ? path.resolve(builtDir, 'server/src/cluster.js') : 'dist/server/src/cluster.js';
  const { TSX_TSCONFIG_PATH: _tsconfig, NODE_OPTIONS: _nodeOptions, ...env } = process.env;
  // BENCH_NODE_ARGS adds node flags to the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it under load).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--max-old-space-size=256', entry], {
    cwd: serverDir,
    env: {
      ...env,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Production's level: the access log line per request is part of what a request costs.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      WEB_CONCURRENCY: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The log is read here (as a log collector would), and errors in it are reported: a benchmark must not hide them.
  const errors: string[] = [];
  let errorCount = 0;
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!/"level":(50|60)/.test(line)) return;
    errorCount++;
    if (errors.length < 3) errors.push(line.slice(0, 400));
  });
  const base = `http://127.0.0.1:${port}`;
  let hasExited = false;
  child.once('exit', () => (hasExited = true));
  try {
    // A loaded machine (a build, other benches) can take minutes to start the server: a bench waits rather than fails.
    await waitUntilHealthy(base, child, { timeoutMs: 180_000 });
  } catch (error) {
    child.kill('SIGTERM');
    await database.drop();
    throw error;
  }
  return {
    url: base,
    databaseUrl: database.url,
    pid: child.pid!,
    async stop() {
      if (!hasExited) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await database.drop();
      if (errorCount) console.warn(`the bench server on port ${port} logged ${errorCount} errors, the first:\n${errors.join('\n')}`);
    },
  };
}
