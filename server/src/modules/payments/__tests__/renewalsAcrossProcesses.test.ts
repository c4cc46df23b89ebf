import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/isolatedDatabase.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { subscribe } from './billingTestHelpers.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let server: TestServer;
let database: IsolatedDatabase;
const workers: ChildProcess[] = [];
beforeAll(async () => {
  database = await createIsolatedDatabase();
  server = await startTestServer({}, { databaseUrl: database.url });
}, 60_000);
afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGTERM');
  await Promise.all(workers.map((worker) => (worker.exitCode === null ? new Promise((resolve) => worker.once('exit', resolve)) : undefined)));
  await server.close();
  await database.drop();
});

/** A separate Node process running the app's job system (pg-boss) against the same database. */
function startWorker(log: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/jobs/worker.cli.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: database.url, BILLING_SWEEP_SECONDS: '1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  workers.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      log.push(line);
      if (line === 'worker ready') resolve(child);
    });
  });
}

const sql = <T>(query: string, params: unknown[] = []) => server.orm.em.fork().execute<T[]>(query, params);

describe('renewals with two app processes on one database', () => {
  it('renews every due subscription exactly once', async () => {
    const users: TestUser[] = [];
    for (let index = 0; index < 8; index++) {
      const user = await createUser(server);
      expect((await subscribe(server, user)).status).toBe(201);
      users.push(user);
    }
    const emails = users.map((user) => user.email);
    // Their month ended a minute ago.
    await sql(`update subscriptions set current_period_end = now() - interval '1 minute' where user_id in (select id from users where email in (?))`, [emails]);

    const logs: string[][] = [[], []];
    await Promise.all([startWorker(logs[0]!), startWorker(logs[1]!)]);

    const deadline = Date.now() + 45_000;
    let renewed = 0;
    while (Date.now() < deadline) {
      const [row] = await sql<{ renewed: number }>(
        `select count(*)::int as renewed from subscriptions where current_period_end > now() and user_id in (select id from users where email in (?))`,
        [emails],
      );
      renewed = row!.renewed;
      if (renewed === users.length) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(renewed).toBe(users.length);
    // A few more sweeps by both processes must not charge again.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const perUser = await sql<{ invoices: number }>(
      `select count(i.id)::int as invoices from users u join invoices i on i.user_id = u.id where u.email in (?) group by u.id`,
      [emails],
    );
    expect(perUser.map((row) => row.invoices)).toEqual(users.map(() => 2));
    const renewalLines = logs.flat().filter((line) => line.includes('"billing renewal"') && line.includes('"result":"renewed"'));
    expect(renewalLines).toHaveLength(users.length);
  }, 90_000);
});
