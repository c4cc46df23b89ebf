import autocannon from 'autocannon';
import { startBenchServer } from './benchServer.js';

// `npm run bench:food-search`: GET /api/food/search with 20 concurrent users cycling through everyday queries,
// signed in (so each search also reads the user's own and recent foods, as in the app).
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const QUERIES = ['banana', 'chicken breast', '2% milk', 'egg', 'white rice', 'coffee', 'greek yogurt', 'brocoli', 'peanut butter', 'salmon',
  'apple', 'oatmeal', 'cheddar cheese', 'pizza', 'orange juice', 'avocado', 'pasta', 'sweet potato', 'almonds', 'tofu'];

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
  // The saturation run goes first: it also warms the JIT, so the paced figures show a running server.
  report('20 connections back to back (saturation)', await run());
  report('20 users, 4 searches/s each', await run(4));
} finally {
  await server.stop();
}
