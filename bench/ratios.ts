import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../server/src/config.js';
import { startBenchServer, type BenchServer } from './benchServer.js';
import { call, describe, DURATION_S, relayOperation, registerBenchUser, saturate, SEARCH_QUERIES, type Figures, type LoadTarget } from './benchLoad.js';
import { compareSearch } from './searchComparison.js';

/**
 * `npm run bench:ratios`: in one run, on this machine —
 *  - GraphQL vs the REST adapter for the same data (viewer vs /api/auth/me, the diary both ways);
 *  - each hot read (viewer/me, the web app's session read, one day's diary, the dashboard) vs a bare node:http + pg
 *    process running the same SQL;
 *  - WEB_CONCURRENCY=2 vs 1 on `viewer`;
 *  - RSS of one app process after BENCH_RSS_SECONDS (120) of mixed load;
 *  - food search, empty installation vs 1 million logged items (BENCH_SEARCH=0 skips it: it seeds for a minute or two).
 * Hot reads use 50 connections for BENCH_DURATION (10) seconds each, in BENCH_ROUNDS (3) alternating rounds (median).
 *
 * req/s moves with whatever else the machine runs, so next to it each figure has the server's CPU time per request
 * (user + system time of the server's processes over the run, from /proc, divided by the requests answered), and each
 * ratio to the bare ceiling is given both ways: req/s and CPU per request (bare / Nutri). The second hardly depends on
 * the neighbours. BENCH_RSS_SECONDS=0 skips the mixed load, BENCH_CONCURRENCY=0 the 1-vs-2-process comparison.
 * The load accepts gzip; BENCH_ACCEPT_ENCODING='gzip, deflate, br, zstd' loads as a browser does (brotli answers).
 */
const RSS_SECONDS = Number(process.env.BENCH_RSS_SECONDS ?? 120);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const VIEWER =
  '{ viewer { id user { id firstName tier usage { aiFoodQueries aiAnalyses aiAssistantMessages } } nutritionTargets { calories protein carbs fat } } }';
const SESSION = relayOperation('AuthProviderQuery');
const FOOD_LOG_DAY = relayOperation('FoodLogDayQuery');
const DASHBOARD_DAY = relayOperation('DashboardDayQuery');

/** A realistic account: a profile, 10 items a day for the last week (today included) and a supplement today. */
async function seedAccount(url: string): Promise<string> {
  const { token } = await registerBenchUser(url, { weight: 75, height: 178, gender: 'male', dateOfBirth: '1990-04-01' });
  const foods: [string, number, string][] = [
    ['sr:09040', 1, 'medium'],
    ['sr:01077', 1, 'cup'],
    ['sr:20044', 1, 'cup'],
    ['sr:05062', 150, 'g'],
    ['sr:11090', 1, 'cup'],
  ];
  for (let day = 0; day < 7; day++) {
    const items = (meal: number) => foods.slice(meal % 2 ? 2 : 0, meal % 2 ? 5 : 2).map(([foodId, quantity, unit]) => ({ foodId, quantity, unit }));
    const meals = [
      { mealType: 'breakfast', items: items(0) },
      { mealType: 'lunch', items: items(1) },
      { mealType: 'dinner', items: items(1) },
    ];
    await call(`${url}/api/food/logs`, token, { method: 'POST', body: { date: daysAgo(day), meals } });
  }
  await call(`${url}/api/supplements/log`, token, { method: 'POST', body: { date: today, query: 'Vitamin D3 2000 IU' } });
  return token;
}

async function startCeiling(databaseUrl: string, port: number): Promise<{ url: string; pid: number; stop(): void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench', 'bareCeiling.ts'), String(port), databaseUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', () => reject(new Error('the bare ceiling server exited')));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

const graphql = (token: string, query: string, variables: Record<string, unknown> = {}): LoadTarget => ({
  path: '/graphql',
  method: 'POST',
  body: { query, variables },
  token,
});
/** As the web app sends it: the persisted operation's id, not its text. */
const persistedGraphql = (token: string, operation: { id: string }, variables: Record<string, unknown> = {}): LoadTarget => ({
  path: '/graphql',
  method: 'POST',
  body: { doc_id: operation.id, variables },
  token,
});

async function bytes(url: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<string> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const raw = Buffer.from(await response.arrayBuffer());
  return `${(raw.length / 1024).toFixed(1)} KB (${(gzipSync(raw).length / 1024).toFixed(1)} KB gzip)`;
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

const lines: string[] = [];
const log = (line: string) => {
  console.log(line);
  lines.push(line);
};
/** a's share of b's throughput, and (in brackets) b's CPU per request over a's: 1 means as cheap as b. */
const ratio = (a: Figures, b: Figures) => `${(a.rps / b.rps).toFixed(2)} (CPU ${a.cpuUs && b.cpuUs ? (b.cpuUs / a.cpuUs).toFixed(2) : '?'})`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

let nutri: BenchServer | undefined = await startBenchServer(3910);
let ceiling: { url: string; pid: number; stop(): void } | undefined;
try {
  const token = await seedAccount(nutri.url);
  ceiling = await startCeiling(nutri.databaseUrl, 3911);
  const base = nutri.url;
  const bare = ceiling.url;

  const [nutriPid, barePid] = [nutri.pid, ceiling.pid];
  const targets: { title: string; url: string; target: LoadTarget }[] = [
    { title: 'GraphQL viewer', url: base, target: { ...graphql(token, VIEWER), serverPid: nutriPid } },
    { title: 'REST GET /api/auth/me', url: base, target: { path: '/api/auth/me', token, serverPid: nutriPid } },
    { title: 'bare node:http + pg: session + usage', url: bare, target: { path: '/me', token, serverPid: barePid } },
    // What the web app sends for the signed-in user (the `viewer` text above is kept for figures comparable with earlier runs).
    { title: 'GraphQL AuthProviderQuery by id', url: base, target: { ...persistedGraphql(token, SESSION), serverPid: nutriPid } },
    { title: 'bare: session + usage + disclosure', url: bare, target: { path: '/session', token, serverPid: barePid } },
    { title: 'GraphQL FoodLogDayQuery (10 items)', url: base, target: { ...persistedGraphql(token, FOOD_LOG_DAY, { date: today }), serverPid: nutriPid } },
    { title: `REST GET /api/food/logs/${today}`, url: base, target: { path: `/api/food/logs/${today}`, token, serverPid: nutriPid } },
    { title: 'bare: session + the day with its items', url: bare, target: { path: `/diary?date=${today}`, token, serverPid: barePid } },
    {
      title: 'bare: the same, the diary SQL of earlier runs',
      url: bare,
      target: { path: `/diary-earlier-sql?date=${today}`, token, serverPid: barePid },
    },
    { title: 'GraphQL DashboardDayQuery', url: base, target: { ...persistedGraphql(token, DASHBOARD_DAY, { date: today }), serverPid: nutriPid } },
    { title: 'bare: session + day + supplements + week', url: bare, target: { path: `/dashboard?date=${today}`, token, serverPid: barePid } },
    {
      title: 'GraphQL FoodLogDayQuery sent as text',
      url: base,
      target: { ...graphql(token, FOOD_LOG_DAY.text, { date: today }), serverPid: nutriPid },
    },
  ];
  // Warm every path (JIT, pools, PostgreSQL's caches), then measure in rounds, alternating order, and keep the
  // median: the machine is shared, and a figure taken once is mostly the neighbours' noise.
  for (const { url, target } of targets) await saturate(url, { ...target, seconds: 3 });
  const runs = targets.map(() => [] as Figures[]);
  for (let round = 0; round < ROUNDS; round++) {
    const order = targets.map((_, index) => index);
    if (round % 2) order.reverse();
    for (const index of order) runs[index]!.push(await saturate(targets[index]!.url, targets[index]!.target));
  }
  const [viewer, me, bareMe, session, bareSession, diaryGraphQL, diaryRest, bareDiary, bareDiaryEarlierSql, dashboard, bareDashboard, diaryAsText] = runs.map(
    (figures, index) => {
      // The median round by req/s, with the median CPU per request over all rounds.
      const middle = { ...[...figures].sort((a, b) => a.rps - b.rps)[Math.floor(figures.length / 2)]!, cpuUs: median(figures.map((f) => f.cpuUs ?? 0)) };
      log(
        `${targets[index]!.title.padEnd(44)} ${describe(middle)}  (per round: req/s ${figures.map((f) => f.rps).join(', ')}; ` +
          `CPU µs/req ${figures.map((f) => f.cpuUs).join(', ')})`,
      );
      return middle;
    },
  ) as [Figures, Figures, Figures, Figures, Figures, Figures, Figures, Figures, Figures, Figures, Figures, Figures];

  log(
    `GraphQL viewer / REST me: ${ratio(viewer, me)}   GraphQL diary / REST diary: ${ratio(diaryGraphQL, diaryRest)}  (goal ≥ 0.90)   ` +
      `diary by id / as text: ${ratio(diaryGraphQL, diaryAsText)}`,
  );
  log(
    `viewer / bare: ${ratio(viewer, bareMe)}   me / bare: ${ratio(me, bareMe)}   session (app) / bare: ${ratio(session, bareSession)}   diary (GraphQL) / bare: ${ratio(diaryGraphQL, bareDiary)}   ` +
      `diary (REST) / bare: ${ratio(diaryRest, bareDiary)}   dashboard / bare: ${ratio(dashboard, bareDashboard)}  (goal ≥ 0.35)`,
  );
  log(
    `against the diary SQL of earlier runs (before the diary became one statement): diary (GraphQL) / bare: ${ratio(diaryGraphQL, bareDiaryEarlierSql)}   ` +
      `diary (REST) / bare: ${ratio(diaryRest, bareDiaryEarlierSql)}`,
  );
  log('  (each ratio: req/s, then in brackets CPU per request, bare / Nutri: the second does not depend on the machine load)');
  log(
    `diary response: REST ${await bytes(`${base}/api/food/logs/${today}`, token)}, GraphQL FoodLogDayQuery ${await bytes(`${base}/graphql`, token, { method: 'POST', body: { doc_id: FOOD_LOG_DAY.id, variables: { date: today } } })}`,
  );

  const mixed = [
    { method: 'POST' as const, path: '/graphql', body: JSON.stringify({ query: VIEWER }) },
    { method: 'POST' as const, path: '/graphql', body: JSON.stringify({ doc_id: FOOD_LOG_DAY.id, variables: { date: today } }) },
    { method: 'POST' as const, path: '/graphql', body: JSON.stringify({ doc_id: DASHBOARD_DAY.id, variables: { date: today } }) },
    { method: 'GET' as const, path: `/api/food/logs/${today}` },
    ...SEARCH_QUERIES.slice(0, 4).map((query) => ({ method: 'GET' as const, path: `/api/food/search?q=${encodeURIComponent(query)}&limit=20` })),
  ];
  if (RSS_SECONDS > 0) {
    const mixedLoad = await saturate(base, { path: '/', token, connections: 50, seconds: RSS_SECONDS, requests: mixed, serverPid: nutriPid });
    log(`mixed load for ${RSS_SECONDS} s: ${describe(mixedLoad)}; RSS of the app process after it: ${rssOf(nutri.pid).toFixed(0)} MB  (goal ≤ 350)`);
  }

  ceiling.stop();
  ceiling = undefined;
  await nutri.stop();
  nutri = undefined;
  if (process.env.BENCH_CONCURRENCY !== '0') await compareConcurrency(log);

  if (process.env.BENCH_SEARCH !== '0') await compareSearch(log);
  console.log(`\nSummary (${DURATION_S} s per figure, 50 connections):\n${lines.join('\n')}`);
} finally {
  ceiling?.stop();
  await nutri?.stop();
}

/** GraphQL viewer with WEB_CONCURRENCY=1 and 2, on fresh installations, warmed alike, measured in alternating rounds. */
async function compareConcurrency(log: (line: string) => void): Promise<void> {
  const single = await startBenchServer(3912, { WEB_CONCURRENCY: '1' });
  const pair = await startBenchServer(3913, { WEB_CONCURRENCY: '2' });
  try {
    const installs = [
      { server: single, token: await seedAccount(single.url), rps: [] as number[], cpuUs: [] as number[] },
      { server: pair, token: await seedAccount(pair.url), rps: [] as number[], cpuUs: [] as number[] },
    ];
    for (const install of installs) await saturate(install.server.url, { ...graphql(install.token, VIEWER), seconds: 5 });
    for (let round = 0; round < ROUNDS; round++) {
      for (const install of round % 2 ? [...installs].reverse() : installs) {
        const figures = await saturate(install.server.url, { ...graphql(install.token, VIEWER), serverPid: install.server.pid });
        install.rps.push(figures.rps);
        install.cpuUs.push(figures.cpuUs ?? 0);
      }
    }
    const [one, two] = installs as [(typeof installs)[0], (typeof installs)[0]];
    log(
      `GraphQL viewer, WEB_CONCURRENCY=1: req/s ${one.rps.join(', ')}, CPU µs/req ${one.cpuUs.join(', ')}; ` +
        `WEB_CONCURRENCY=2: req/s ${two.rps.join(', ')}, CPU µs/req ${two.cpuUs.join(', ')} (both workers)`,
    );
    log(`viewer with 2 processes / 1 process (medians): ${(median(installs[1]!.rps) / median(installs[0]!.rps)).toFixed(2)}`);
  } finally {
    await single.stop();
    await pair.stop();
  }
}
