import pg from 'pg';
import { seedFoodLogs } from '../server/src/test/seedFoodLogs.js';
import { startBenchServer, type BenchServer } from './benchServer.js';
import { call, describe, DURATION_S, registerBenchUser, saturate, SEARCH_QUERIES, searchLatencies, summarize } from './benchLoad.js';

const SEED = { users: Number(process.env.BENCH_SEED_USERS ?? 10_000), itemsPerUser: 100 };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Installation {
  title: string;
  server: BenchServer;
  token: string;
  latencies: number[];
  rps: number[];
}

async function prepare(title: string, port: number): Promise<Installation> {
  const server = await startBenchServer(port);
  const { token } = await registerBenchUser(server.url);
  await call(`${server.url}/api/food/logs`, token, {
    method: 'POST',
    body: { date: '2026-11-20', meals: [{ mealType: 'breakfast', items: [{ foodId: 'sr:09040', quantity: 1, unit: 'medium' }] }] },
  });
  return { title, server, token, latencies: [], rps: [] };
}

/**
 * Food search on an empty installation and on one seeded with 1 million logged items across 10,000 other users,
 * side by side; rounds alternate between the two so the shared machine's noise falls on both alike. Returns the
 * p95 ratio (seeded / empty).
 */
export async function compareSearch(log: (line: string) => void = console.log): Promise<number> {
  const requests = SEARCH_QUERIES.map((query) => ({ method: 'GET' as const, path: `/api/food/search?q=${encodeURIComponent(query)}&limit=20` }));
  const installations: Installation[] = [];
  try {
    installations.push(await prepare('search, empty installation', 3902));
    installations.push(await prepare(`search, ${((SEED.users * SEED.itemsPerUser) / 1e6).toFixed(1)}M logged items`, 3903));
    const [empty, seeded] = [installations[0]!, installations[1]!];

    let started = performance.now();
    await seedFoodLogs(seeded.server.databaseUrl, SEED);
    log(
      `seeded ${(SEED.users * SEED.itemsPerUser).toLocaleString('en')} logged items across ${SEED.users.toLocaleString('en')} users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // A running installation has its statistics and visibility map in place; autovacuum catching up on a fresh
    // million rows would otherwise compete with the measurement for the CPU.
    started = performance.now();
    const client = new pg.Client({ connectionString: seeded.server.databaseUrl });
    await client.connect();
    await client.query('vacuum analyze');
    await client.end();
    log(`vacuum analyze after seeding: ${((performance.now() - started) / 1000).toFixed(1)} s`);

    for (const installation of installations) {
      // Warms the JIT, so the rounds measure a running server.
      await saturate(installation.server.url, { path: '/', token: installation.token, connections: 20, requests, seconds: 3 });
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const installation of round % 2 ? [...installations].reverse() : installations) {
        installation.rps.push((await saturate(installation.server.url, { path: '/', token: installation.token, connections: 20, requests })).rps);
        installation.latencies.push(...(await searchLatencies(installation.server.url, installation.token)));
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const figures = installations.map((installation) => summarize(installation.latencies, DURATION_S * ROUNDS));
    installations.forEach((installation, index) => {
      log(`${`${installation.title}: 20 connections back to back`.padEnd(56)} req/s ${installation.rps.join(', ')} (median ${median(installation.rps)})`);
      log(`${`${installation.title}: 20 users typing (${ROUNDS}×${DURATION_S} s)`.padEnd(56)} ${describe(figures[index]!)}`);
    });
    log(`search throughput seeded/empty (medians): ${(median(seeded.rps) / median(empty.rps)).toFixed(2)}`);
    const ratio = figures[1]!.p95! / figures[0]!.p95!;
    log(`search p95 seeded/empty: ${ratio.toFixed(2)}  (goal 0.80–1.20)`);
    return ratio;
  } finally {
    for (const installation of installations) await installation.server.stop();
  }
}
