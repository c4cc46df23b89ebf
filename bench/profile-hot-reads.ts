import { mkdirSync } from 'node:fs';
import { startBenchServer } from './benchServer.js';
import { call, describe, registerBenchUser, relayOperation, saturate, type LoadTarget } from './benchLoad.js';

/**
 * `npm run bench:profile [viewer|me|diary|dashboard]`: one hot read under load (50 connections, BENCH_DURATION s) on
 * the compiled server started with `--cpu-prof`, so the profile (in BENCH_PROFILE_DIR, default /tmp/nutri-profile)
 * shows where its CPU goes. Open it in Chrome DevTools' Performance panel, or summarise it with a script.
 */
const which = process.argv[2] ?? 'viewer';
const directory = process.env.BENCH_PROFILE_DIR ?? '/tmp/nutri-profile';
mkdirSync(directory, { recursive: true });
process.env.BENCH_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${directory} ${process.env.BENCH_NODE_ARGS ?? ''}`;
const today = new Date().toISOString().slice(0, 10);

const server = await startBenchServer(3920);
try {
  const { token } = await registerBenchUser(server.url, { weight: 75, height: 178, gender: 'male', dateOfBirth: '1990-04-01' });
  const items = [
    { foodId: 'sr:09040', quantity: 1, unit: 'medium' },
    { foodId: 'sr:01077', quantity: 1, unit: 'cup' },
    { foodId: 'sr:20044', quantity: 1, unit: 'cup' },
  ];
  await call(`${server.url}/api/food/logs`, token, { method: 'POST', body: { date: today, meals: [{ mealType: 'breakfast', items }] } });
  const targets: Record<string, LoadTarget> = {
    viewer: { path: '/graphql', method: 'POST', token, body: { query: '{ viewer { id user { id firstName tier usage { aiFoodQueries } } } }' } },
    me: { path: '/api/auth/me', token },
    diary: { path: `/api/food/logs/${today}`, token },
    dashboard: { path: '/graphql', method: 'POST', token, body: { doc_id: relayOperation('DashboardDayQuery').id, variables: { date: today } } },
  };
  const target = targets[which];
  if (!target) throw new Error(`one of ${Object.keys(targets).join(', ')}`);
  await saturate(server.url, { ...target, seconds: 3 });
  console.log(which, describe(await saturate(server.url, { ...target, serverPid: server.pid })));
} finally {
  await server.stop();
  console.log(`profile written to ${directory}`);
}
