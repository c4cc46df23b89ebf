import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createApp } from '../server/src/app.js';
import { loadConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/orm.js';
import { buildAppSchema } from '../server/src/schema.js';
import { createLogger } from '../server/src/logger.js';
import { loadFoodCatalog } from '../server/src/modules/food/foodCatalog.js';
import { createPaymentServices } from '../server/src/modules/payments/paymentServices.js';

// `npm run bench:admin`: server-side latency of the admin users list (search, filters, sorts, deep pages) and of
// each analytics kind, against a database filled by `npm run seed:demo -w server`:
//   BENCH_ADMIN_DATABASE_URL=postgres://postgres@127.0.0.1:5432/nutri_demo npm run bench:admin
// The app runs in this process and each request is timed from the moment the server receives it to its answer
// (sequential requests, so the figures are latency, not throughput).
const databaseUrl = process.env.BENCH_ADMIN_DATABASE_URL;
if (!databaseUrl) throw new Error('Set BENCH_ADMIN_DATABASE_URL to a database seeded with `npm run seed:demo -w server`.');
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const ADMIN_EMAIL = 'bench-admin@example.test';
const PASSWORD = 'bench admin password';

const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, ADMIN_EMAILS: ADMIN_EMAIL, LOG_LEVEL: 'silent' });
const logger = createLogger('silent');
const orm = await openDatabase(databaseUrl, logger);
const app = await createApp(
  { orm, config, logger, foodCatalog: await loadFoodCatalog(), payments: createPaymentServices(config.payments) },
  await buildAppSchema(),
);
await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}/api`;

// Server-side time: from the request reaching Express to the response being finished.
const serverTimes: number[] = [];
app.httpServer.prependListener('request', (_request, response) => {
  const started = process.hrtime.bigint();
  response.once('finish', () => serverTimes.push(Number(process.hrtime.bigint() - started) / 1e6));
});

async function token(): Promise<string> {
  const headers = { 'content-type': 'application/json' };
  const credentials = { email: ADMIN_EMAIL, password: PASSWORD };
  const registered = await fetch(`${base}/auth/register`, { method: 'POST', headers, body: JSON.stringify({ ...credentials, firstName: 'Bench' }) });
  const answer = registered.ok ? registered : await fetch(`${base}/auth/login`, { method: 'POST', headers, body: JSON.stringify(credentials) });
  const json = (await answer.json()) as { token?: string; user?: { role: string } };
  if (!json.token || json.user?.role !== 'admin') throw new Error(`could not sign in the bench admin: ${JSON.stringify(json)}`);
  return json.token;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(label: string, path: string, authorization: string, runs: number, budgetMs: number) {
  await fetch(`${base}${path}`, { headers: { authorization } }); // warm-up
  serverTimes.length = 0;
  let rows = '';
  for (let run = 0; run < runs; run++) {
    const response = await fetch(`${base}${path}`, { headers: { authorization } });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { total?: number };
    rows = body.total === undefined ? '' : `total ${body.total}`;
  }
  const sorted = [...serverTimes].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ` +
      `max ${sorted.at(-1)!.toFixed(1).padStart(6)} ms  ${p95 <= budgetMs ? 'ok' : `OVER ${budgetMs} ms`}  ${rows}`,
  );
}

try {
  const authorization = `Bearer ${await token()}`;
  const [counts] = await orm.em
    .fork()
    .execute<{ users: string; items: string; analyses: string }[]>(
      'select (select count(*) from users) as users, (select count(*) from food_log_items) as items, (select count(*) from analyses) as analyses',
    );
  console.log(`database: ${counts!.users} users, ${counts!.items} food log items, ${counts!.analyses} analyses; ${RUNS} sequential requests per line\n`);
  const list: [string, string][] = [
    ['users: first page (20, newest)', '/admin/users'],
    ['users: page 200', '/admin/users?page=200'],
    ['users: sort by last active', '/admin/users?sort=last_active'],
    ['users: tier=pro', '/admin/users?tier=pro'],
    ['users: role=admin', '/admin/users?role=admin'],
    ['users: search email "demo.4242"', '/admin/users?search=demo.4242'],
    ['users: search name "lovelace" (no match)', '/admin/users?search=lovelace'],
    ['users: search "maya nov" (name, partial)', '/admin/users?search=maya%20nov'],
    ['users: search "gar" + tier=pro', '/admin/users?search=gar&tier=pro'],
    ['users: search "KIM" + last active', '/admin/users?search=KIM&sort=last_active'],
  ];
  for (const [label, path] of list) await measure(label, path, authorization, RUNS, 100);
  console.log('');
  const analytics: [string, string][] = [
    ['analytics: nutrition (30 days)', '/admin/analytics/nutrition'],
    ['analytics: bloodwork (90 days)', '/admin/analytics/bloodwork'],
    ['analytics: engagement (30 days)', '/admin/analytics/engagement'],
    ['analytics: health-score (30 days)', '/admin/analytics/health-score'],
    ['dashboard stats (30 days)', '/admin/dashboard-stats'],
  ];
  for (const [label, path] of analytics) await measure(label, path, authorization, Math.max(5, Math.round(RUNS / 4)), 500);
} finally {
  await app.stop();
  await orm.close();
}
