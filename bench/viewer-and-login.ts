import autocannon from 'autocannon';
import { startBenchServer } from './benchServer.js';

// `npm run bench:viewer`: latency of the `viewer` query (50 connections) and of login (10 connections).
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

function report(title: string, result: autocannon.Result): void {
  const { latency, requests, non2xx, errors } = result;
  console.log(
    `${title.padEnd(28)} req/s ${Math.round(requests.average).toString().padStart(6)}  ` +
      `p50 ${latency.p50} ms  p90 ${latency.p90} ms  p99 ${latency.p99} ms  max ${latency.max} ms  non-2xx ${non2xx}  errors ${errors}`,
  );
}

const server = await startBenchServer();
try {
  const email = `bench.${Date.now()}@nutri.dev`;
  const password = 'bench password 123';
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Bench', weight: 75, height: 178, gender: 'male', dateOfBirth: '1990-04-01' }),
  });
  const { token } = (await registered.json()) as { token: string };

  const viewer = await autocannon({
    url: `${server.url}/graphql`,
    connections: 50,
    duration: DURATION_S,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query:
        '{ viewer { id user { id firstName tier usage { aiFoodQueries aiAnalyses aiAssistantMessages } } nutritionTargets { calories protein carbs fat } } }',
    }),
  });
  report('viewer query, 50 conns', viewer);

  const login = await autocannon({
    url: `${server.url}/api/auth/login`,
    connections: 10,
    duration: DURATION_S,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  report('login (scrypt), 10 conns', login);
} finally {
  await server.stop();
}
