import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../server/src/config.js';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** What the load accepts: gzip (the default, as earlier figures were taken) or, say, a browser's `gzip, deflate, br, zstd`. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip';

export const SEARCH_QUERIES = [
  'banana',
  'chicken breast',
  '2% milk',
  'egg',
  'white rice',
  'coffee',
  'greek yogurt',
  'brocoli',
  'peanut butter',
  'salmon',
  'apple',
  'oatmeal',
  'cheddar cheese',
  'pizza',
  'orange juice',
  'avocado',
  'pasta',
  'sweet potato',
  'almonds',
  'tofu',
];

export interface Figures {
  rps: number;
  p50: number;
  p90: number;
  /** Only where every latency is kept (autocannon's histogram reports p90 and p97.5, not p95). */
  p95?: number;
  p99: number;
  /** Server CPU time (user + system, all its processes) per request served, in µs, where the server's pid was given. */
  cpuUs?: number;
}

const CLOCK_TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

function processCpuMs(pid: number): number {
  try {
    // Fields after the command (which may hold spaces, so split after its closing parenthesis): utime is the 14th, stime the 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return 0; // exited
  }
}

function childPids(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)])
      .toString()
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

/**
 * CPU time (ms) used so far by a server process and its children (cluster workers), by pid: a figure that does not
 * depend on how busy the rest of the machine is, unlike req/s. Read before and after a run: the difference over
 * the requests served is the CPU each request cost.
 */
export function serverCpuMs(pid: number): Map<number, number> {
  return new Map([pid, ...childPids(pid)].map((each) => [each, processCpuMs(each)]));
}

function cpuSpentMs(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}

export async function registerBenchUser(url: string, fields: Record<string, unknown> = {}): Promise<{ token: string; email: string; password: string }> {
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@nutri.dev`;
  const password = 'bench password 123';
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Bench', ...fields }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { token, email, password };
}

/** Fetch with a bearer token; throws on anything but 2xx so a benchmark never times error pages. */
export async function call(url: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

function percentile(sorted: readonly number[], fraction: number): number {
  return Math.round((sorted[Math.floor(fraction * (sorted.length - 1))] ?? 0) * 10) / 10;
}

/**
 * 20 people searching independently: each waits a random 100–400 ms between searches (typing), so requests do not
 * arrive in lockstep as autocannon's paced connections do. Latency here is what a person feels.
 */
export async function searchLatencies(url: string, token: string, seconds = DURATION_S, users = 20): Promise<number[]> {
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  const user = async (offset: number) => {
    for (let i = offset; Date.now() < until; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 300));
      const query = SEARCH_QUERIES[i % SEARCH_QUERIES.length]!;
      const started = performance.now();
      const response = await fetch(`${url}/api/food/search?q=${encodeURIComponent(query)}&limit=20`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`search answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: users }, (_, index) => user(index)));
  return latencies;
}

export function summarize(latencies: readonly number[], seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    rps: Math.round(sorted.length / seconds),
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

export interface LoadTarget {
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  token: string;
  connections?: number;
  seconds?: number;
  requests?: autocannon.Request[];
  /** The server's process id: when given, its CPU time per request (`cpuUs`) is measured too. */
  serverPid?: number;
}

/** Back-to-back load (autocannon): throughput and latency at saturation. Non-2xx answers fail the run. */
export async function saturate(base: string, target: LoadTarget): Promise<Figures> {
  const cpuBefore = target.serverPid === undefined ? undefined : serverCpuMs(target.serverPid);
  const result = await autocannon({
    url: `${base}${target.path}`,
    connections: target.connections ?? 50,
    duration: target.seconds ?? DURATION_S,
    method: target.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}`, 'accept-encoding': ACCEPT_ENCODING },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    requests: target.requests,
  });
  // A timed-out request on a saturated, shared machine is load, not a wrong answer: it is reported, not fatal.
  const failures = result.errors - result.timeouts;
  if (result.non2xx || failures) throw new Error(`${target.path}: ${result.non2xx} non-2xx, ${failures} errors`);
  if (result.timeouts) console.warn(`${target.path}: ${result.timeouts} requests timed out (machine saturated)`);
  const figures: Figures = { rps: Math.round(result.requests.average), p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99 };
  if (cpuBefore && target.serverPid !== undefined && result['2xx'] > 0) {
    figures.cpuUs = Math.round((cpuSpentMs(cpuBefore, serverCpuMs(target.serverPid)) * 1000) / result['2xx']);
  }
  return figures;
}

export function describe(figures: Figures): string {
  const p95 = figures.p95 === undefined ? '' : `  p95 ${figures.p95} ms`;
  const cpu = figures.cpuUs === undefined ? '' : `  CPU ${figures.cpuUs} µs/req`;
  return `req/s ${String(figures.rps).padStart(6)}${cpu}  p50 ${figures.p50} ms  p90 ${figures.p90} ms${p95}  p99 ${figures.p99} ms`;
}

/** The persisted operation the web app sends for `query` (by its id), and its text. */
export function relayOperation(query: string): { id: string; text: string } {
  const source = readFileSync(path.join(repoRoot, 'web', 'src', '__generated__', `${query}.graphql.ts`), 'utf8');
  const id = /"id": "([0-9a-f]{64})"/.exec(source)?.[1];
  const persisted = JSON.parse(readFileSync(path.join(repoRoot, 'server', 'src', 'persistedDocuments.json'), 'utf8')) as Record<string, string>;
  if (!id || !persisted[id]) throw new Error(`no persisted document for ${query}: run npm run relay`);
  return { id, text: persisted[id] };
}
