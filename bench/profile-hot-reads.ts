import { mkdirSync } from 'node:fs';
import { startBenchServer, type BenchServer } from './benchServer.js';
import { call, describe, registerBenchUser, relayOperation, saturate, type LoadTarget } from './benchLoad.js';

/**
 * `npm run bench:profile [viewer|me|diary|diaryGraphql|session|dashboard ...]`: hot reads under load (50 connections, BENCH_DURATION s
 * each) on the compiled server started with `--cpu-prof`, so the profile (in BENCH_PROFILE_DIR, default
 * /tmp/nutri-profile) shows where its CPU goes; open it in Chrome DevTools' Performance panel. Prints each read's
 * server CPU time per request. BENCH_PROFILE=0 runs without the profiler: a quick before/after of a change.
 * BENCH_BASELINE=<dir> (a copy of server/dist from before a change: server/dist-before, which git, eslint and
 * prettier ignore; it must sit under server/ to find the server's own packages, e.g. @napi-rs/canvas) also starts that build,
 * without the profiler, and loads both at the same time (so both meet the same neighbours) for BENCH_ROUNDS (3)
 * rounds: CPU per request, before and after.
 */
const which = process.argv.length > 2 ? process.argv.slice(2) : ['viewer'];
const directory = process.env.BENCH_PROFILE_DIR ?? '/tmp/nutri-profile';
mkdirSync(directory, { recursive: true });
if (process.env.BENCH_PROFILE !== '0') process.env.BENCH_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${directory} ${process.env.BENCH_NODE_ARGS ?? ''}`;
const today = new Date().toISOString().slice(0, 10);

async function seed(server: BenchServer): Promise<Record<string, LoadTarget>> {
  const { token } = await registerBenchUser(server.url, { weight: 75, height: 178, gender: 'male', dateOfBirth: '1990-04-01' });
  const items = [
    { foodId: 'sr:09040', quantity: 1, unit: 'medium' },
    { foodId: 'sr:01077', quantity: 1, unit: 'cup' },
    { foodId: 'sr:20044', quantity: 1, unit: 'cup' },
  ];
  await call(`${server.url}/api/food/logs`, token, { method: 'POST', body: { date: today, meals: [{ mealType: 'breakfast', items }] } });
  return {
    viewer: { path: '/graphql', method: 'POST', token, body: { query: '{ viewer { id user { id firstName tier usage { aiFoodQueries } } } }' } },
    me: { path: '/api/auth/me', token },
    diary: { path: `/api/food/logs/${today}`, token },
    // The same day as the web app reads it: what the REST adapter's diary costs over GraphQL's.
    diaryGraphql: { path: '/graphql', method: 'POST', token, body: { doc_id: relayOperation('FoodLogDayQuery').id, variables: { date: today } } },
    // The web app's session read by id: Apollo's per-request work is a larger share of a small document.
    session: { path: '/graphql', method: 'POST', token, body: { doc_id: relayOperation('AuthProviderQuery').id } },
    dashboard: { path: '/graphql', method: 'POST', token, body: { doc_id: relayOperation('DashboardDayQuery').id, variables: { date: today } } },
  };
}

const baselineDir = process.env.BENCH_BASELINE;
const server = await startBenchServer(3920);
// Only the server under test is profiled.
delete process.env.BENCH_NODE_ARGS;
const baseline = baselineDir ? await startBenchServer(3921, {}, { builtDir: baselineDir }) : undefined;
try {
  const installs = [
    { title: 'after', server, targets: await seed(server) },
    ...(baseline ? [{ title: 'before', server: baseline, targets: await seed(baseline) }] : []),
  ];
  const rounds = baseline ? Number(process.env.BENCH_ROUNDS ?? 3) : 1;
  for (const name of which) {
    const cpu = new Map(installs.map((install) => [install.title, [] as number[]]));
    for (const install of installs) {
      const target = install.targets[name];
      if (!target) throw new Error(`one of ${Object.keys(install.targets).join(', ')}`);
      await saturate(install.server.url, { ...target, seconds: 3 });
    }
    for (let round = 0; round < rounds; round++) {
      const results = await Promise.all(installs.map((install) => saturate(install.server.url, { ...install.targets[name]!, serverPid: install.server.pid })));
      installs.forEach((install, index) => {
        cpu.get(install.title)!.push(results[index]!.cpuUs ?? 0);
        console.log(`${name.padEnd(10)} ${install.title.padEnd(6)} ${describe(results[index]!)}`);
      });
    }
    if (baseline) {
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const [after, before] = [median(cpu.get('after')!), median(cpu.get('before')!)];
      console.log(`${name.padEnd(10)} CPU µs/req before ${before}, after ${after}: ${(((after - before) / before) * 100).toFixed(1)} %`);
    }
  }
} finally {
  await server.stop();
  await baseline?.stop();
  if (process.env.BENCH_PROFILE !== '0') console.log(`profile written to ${directory}`);
}
