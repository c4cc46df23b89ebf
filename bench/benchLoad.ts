import autocannon from 'autocannon';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

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
}

/** Back-to-back load (autocannon): throughput and latency at saturation. Non-2xx answers fail the run. */
export async function saturate(base: string, target: LoadTarget): Promise<Figures> {
  const result = await autocannon({
    url: `${base}${target.path}`,
    connections: target.connections ?? 50,
    duration: target.seconds ?? DURATION_S,
    method: target.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}`, 'accept-encoding': 'gzip' },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    requests: target.requests,
  });
  // A timed-out request on a saturated, shared machine is load, not a wrong answer: it is reported, not fatal.
  const failures = result.errors - result.timeouts;
  if (result.non2xx || failures) throw new Error(`${target.path}: ${result.non2xx} non-2xx, ${failures} errors`);
  if (result.timeouts) console.warn(`${target.path}: ${result.timeouts} requests timed out (machine saturated)`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99 };
}

export function describe(figures: Figures): string {
  const p95 = figures.p95 === undefined ? '' : `  p95 ${figures.p95} ms`;
  return `req/s ${String(figures.rps).padStart(6)}  p50 ${figures.p50} ms  p90 ${figures.p90} ms${p95}  p99 ${figures.p99} ms`;
}
