import autocannon from 'autocannon';
import { startBenchServer } from './benchServer.js';

// `npm run bench:food-search`: GET /api/food/search with 20 concurrent users cycling through everyday queries,
// signed in (so each search also reads the user's own and recent foods, as in the app).
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const QUERIES = ['banana', 'chicken breast', '2% milk', 'egg', 'white rice', 'coffee', 'greek yogurt', 'brocoli', 'peanut butter', 'salmon',
  'apple', 'oatmeal', 'cheddar cheese', 'pizza', 'orange juice', 'avocado', 'pasta', 'sweet potato', 'almonds', 'tofu'];

const USERS = 20;

/**
 * 20 people searching independently: each waits a random 100–400 ms between searches (typing), so their requests do
 * not arrive in lockstep as autocannon's paced connections do.
 */
async function usersWithThinkTime(url: string, token: string): Promise<string> {
  const latencies: number[] = [];
  const until = Date.now() + DURATION_S * 1000;
  const user = async (offset: number) => {
    for (let i = offset; Date.now() < until; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 300));
      const query = QUERIES[i % QUERIES.length]!;
      const started = performance.now();
      const response = await fetch(`${url}/api/food/search?q=${encodeURIComponent(query)}&limit=20`, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: USERS }, (_, index) => user(index)));
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) => (latencies[Math.floor(fraction * (latencies.length - 1))] ?? 0).toFixed(1);
  const rate = Math.round(latencies.length / DURATION_S);
  return `${'20 users with 100–400 ms think time'.padEnd(44)} req/s ${String(rate).padStart(5)}  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms`;
}

const server = await startBenchServer(3902);
try {
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench.search.${Date.now()}@nutri.dev`, password: 'bench password 123', firstName: 'Bench' }),
  });
  const { token } = (await registered.json()) as { token: string };
  await fetch(`${server.url}/api/food/logs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ date: '2026-11-20', meals: [{ mealType: 'breakfast', items: [{ foodId: 'sr:09040', quantity: 1, unit: 'medium' }] }] }),
  });

  const run = (connectionRate?: number) =>
    autocannon({
      url: server.url,
      connections: 20,
      duration: DURATION_S,
      connectionRate,
      headers: { authorization: `Bearer ${token}` },
      requests: QUERIES.map((query) => ({ method: 'GET', path: `/api/food/search?q=${encodeURIComponent(query)}&limit=20` })),
    });
  const report = (title: string, { latency, requests, non2xx, errors }: autocannon.Result) =>
    console.log(
      `${title.padEnd(44)} req/s ${Math.round(requests.average).toString().padStart(5)}  p50 ${latency.p50} ms  p90 ${latency.p90} ms  ` +
        `p97.5 ${latency.p97_5} ms  p99 ${latency.p99} ms  max ${latency.max} ms  non-2xx ${non2xx}  errors ${errors}`,
    );
  // 20 people typing: each paces about 4 searches a second (one per pause while typing). overallRate would
  // instead fire each second's requests in one burst, which measures queueing rather than search.
  // The saturation run goes first: it also warms the JIT, so the later figures show a running server.
  report('20 connections back to back (saturation)', await run());
  report('20 users, 4 searches/s each (in step)', await run(4));
  console.log(await usersWithThinkTime(server.url, token));
} finally {
  await server.stop();
}
