import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/isolatedDatabase.js';
import { startPushReceiver, type PushReceiver } from '../../../test/pushReceiver.js';
import { statementsDuring } from '../../../test/sqlStatements.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import type { TestUser } from '../../../test/factories.js';
import { internalId, openSecondProcessOrm, reminderUser, retire, runAt } from './reminderHarness.js';

// A database of its own: a scan reads every user's reminder settings, and other suites' users must not take part.
let database: IsolatedDatabase;
let server: TestServer;
let receiver: PushReceiver;
const created: TestUser[] = [];
beforeAll(async () => {
  database = await createIsolatedDatabase();
  receiver = await startPushReceiver();
  server = await startTestServer({ PUSH_EXTRA_CA_FILE: receiver.caFile, REMINDER_TTL_SECONDS: '3600' }, { databaseUrl: database.url });
});
afterEach(() => retire(server, created.splice(0)));
afterAll(async () => {
  await server.close();
  await receiver.close();
  await database.drop();
});

const pushesTo = (subscriptionId: string) => receiver.received.filter((push) => push.subscriptionId === subscriptionId);
async function user(options: Parameters<typeof reminderUser>[2]) {
  const created_ = await reminderUser(server, receiver, options);
  created.push(created_);
  return created_;
}
const run = (at: string) => runAt(server.orm, server, receiver, at);

/** Scans every `minutes` from `from` to `to` (exclusive), like the interval driver does. */
async function scanEvery(minutes: number, from: string, to: string) {
  for (let at = new Date(from).getTime(); at < new Date(to).getTime(); at += minutes * 60_000) await run(new Date(at).toISOString());
}

describe('daily reminders in each user’s time zone', () => {
  it('Asia/Kolkata (UTC+5:30): 20:00 is 14:30 UTC; once per local day', async () => {
    const kolkata = await user({ timezone: 'Asia/Kolkata' });
    await run('2026-10-15T14:29:00Z');
    expect(pushesTo(kolkata.subscriptionId)).toHaveLength(0);
    await run('2026-10-15T14:30:00Z');
    await run('2026-10-15T14:45:00Z');
    await run('2026-10-15T16:00:00Z');
    expect(pushesTo(kolkata.subscriptionId)).toHaveLength(1);
    await run('2026-10-16T14:30:30Z');
    const pushes = pushesTo(kolkata.subscriptionId);
    expect(pushes.map((push) => push.payload.date)).toEqual(['2026-10-15', '2026-10-16']);
    expect(pushes[0]).toMatchObject({ ttl: 3600, urgency: 'normal', vapid: { subject: server.config.push.vapidSubject } });
  });

  it('Pacific/Auckland (UTC+13 in October): 08:00 local is 19:00 UTC the day before, and the local date is used', async () => {
    const auckland = await user({ timezone: 'Pacific/Auckland', reminderTime: '08:00' });
    await run('2026-10-14T18:59:00Z');
    expect(pushesTo(auckland.subscriptionId)).toHaveLength(0);
    await run('2026-10-14T19:00:00Z');
    expect(pushesTo(auckland.subscriptionId).map((push) => push.payload.date)).toEqual(['2026-10-15']);
  });

  it('America/Los_Angeles on the spring-forward day: 20:00 PDT is 03:00 UTC, a day after 20:00 PST was 04:00 UTC', async () => {
    const la = await user({ timezone: 'America/Los_Angeles' });
    await run('2026-03-08T03:59:00Z');
    await run('2026-03-08T04:00:00Z');
    expect(pushesTo(la.subscriptionId).map((push) => push.payload.date)).toEqual(['2026-03-07']);
    await run('2026-03-09T02:59:00Z');
    expect(pushesTo(la.subscriptionId)).toHaveLength(1);
    await run('2026-03-09T03:00:00Z');
    expect(pushesTo(la.subscriptionId).map((push) => push.payload.date)).toEqual(['2026-03-07', '2026-03-08']);
  });

  it('a reminder at a time the clocks skip (02:30 on spring-forward day) or repeat (01:30 on fall-back day) is sent exactly once', async () => {
    const skipped = await user({ timezone: 'America/Los_Angeles', reminderTime: '02:30' });
    const repeated = await user({ timezone: 'America/Los_Angeles', reminderTime: '01:30' });
    await scanEvery(15, '2026-03-08T08:00:00Z', '2026-03-09T08:00:00Z');
    expect(pushesTo(skipped.subscriptionId).map((push) => push.payload.date)).toEqual(['2026-03-08']);
    await scanEvery(15, '2026-11-01T07:00:00Z', '2026-11-02T08:00:00Z');
    expect(pushesTo(repeated.subscriptionId).filter((push) => push.payload.date === '2026-11-01')).toHaveLength(1);
  });

  it('settings saved after today’s time start tomorrow', async () => {
    const late = await user({ timezone: 'UTC' });
    await server.orm.em.fork().execute(`update reminder_settings set updated_at = '2026-10-20T20:30:00Z' where user_id = ?`, [await internalId(server, late)]);
    await run('2026-10-20T20:45:00Z');
    expect(pushesTo(late.subscriptionId)).toHaveLength(0);
    await run('2026-10-21T20:00:00Z');
    expect(pushesTo(late.subscriptionId)).toHaveLength(1);
  });
});

describe('what the reminder says', () => {
  const logItem = (token: string, date: string, mealType: string) =>
    server.rest('POST', '/food/logs', { token, body: { date, meals: [{ mealType, items: [{ foodId: 'sr:09040', quantity: 2, unit: 'medium' }] }] } });

  it('nudges when nothing is logged, shows what is left after some meals, and stays quiet when every meal is logged', async () => {
    const nothing = await user({ timezone: 'UTC' });
    const some = await user({ timezone: 'UTC' });
    const all = await user({ timezone: 'UTC' });
    await logItem(some.token, '2026-10-22', 'breakfast');
    for (const meal of ['breakfast', 'lunch', 'dinner']) await logItem(all.token, '2026-10-22', meal);

    const summary = await run('2026-10-22T20:00:00Z');
    expect(summary).toMatchObject({ claimed: 3, sent: 2, skipped: 1 });
    expect(pushesTo(nothing.subscriptionId)[0]?.payload).toMatchObject({ title: 'Time to log your day', url: '/food-log' });
    // Two medium bananas are 210 kcal of the default 2,000 kcal target.
    expect(pushesTo(some.subscriptionId)[0]?.payload).toMatchObject({
      title: '1,790 kcal left today',
      body: '210 of 2,000 kcal logged. Still to log: lunch and dinner.',
    });
    expect(pushesTo(all.subscriptionId)).toHaveLength(0);
  });
});

describe('delivery', () => {
  it('retries a failing push service with backoff without holding up other users, and deletes gone subscriptions', async () => {
    const flaky = await user({ timezone: 'UTC', mode: { kind: 'failFirst', times: 2, status: 503 } });
    const healthy = await user({ timezone: 'UTC' });
    const gone = await user({ timezone: 'UTC', mode: { kind: 'gone', status: 410 } });

    const first = await run('2026-10-23T20:00:00Z');
    expect(first).toMatchObject({ claimed: 3, sent: 1, retried: 1, skipped: 1 });
    expect(pushesTo(healthy.subscriptionId)).toHaveLength(1);
    const remaining = await server.orm.em
      .fork()
      .execute<{ n: number }[]>('select count(*)::int as n from push_subscriptions where user_id = ?', [await internalId(server, gone)]);
    expect(remaining[0]?.n).toBe(0);

    // Backoff: 1 minute after the first failure, then 2 minutes.
    expect((await run('2026-10-23T20:00:30Z')).retried).toBe(0);
    expect(await run('2026-10-23T20:01:00Z')).toMatchObject({ retried: 1, sent: 0 });
    expect((await run('2026-10-23T20:02:30Z')).sent).toBe(0);
    expect(await run('2026-10-23T20:03:00Z')).toMatchObject({ sent: 1 });
    expect(receiver.attempts(flaky.subscriptionId)).toBe(3);
    expect(pushesTo(flaky.subscriptionId)).toHaveLength(1);
    expect(pushesTo(healthy.subscriptionId)).toHaveLength(1);
  });

  it('sends to every device of a user', async () => {
    const owner = await user({ timezone: 'UTC' });
    const second = receiver.subscribe();
    await server.rest('POST', '/notifications/register-token', { token: owner.token, body: { pushToken: second.json, timezone: 'UTC' } });
    await run('2026-10-24T20:00:00Z');
    expect(pushesTo(owner.subscriptionId)).toHaveLength(1);
    expect(pushesTo(second.id)).toHaveLength(1);
  });
});

describe('a process that dies mid-send', () => {
  const deliveryOf = async (each: TestUser) =>
    (
      await server.orm.em
        .fork()
        .execute<{ status: string; outcome: string | null; attempts: number }[]>(
          'select status, outcome, attempts from reminder_deliveries where user_id = ? order by local_date desc',
          [await internalId(server, each)],
        )
    )[0];

  it('killed after the push left and before the result was recorded: the reminder is not sent again', async () => {
    const held = await user({ timezone: 'UTC', mode: { kind: 'holdFirst' } });
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'reminderRun.fixture.ts')], {
      cwd: path.resolve(import.meta.dirname, '../../../..'),
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: database.url,
        PUSH_EXTRA_CA_FILE: receiver.caFile,
        REMINDER_AT: '2026-10-28T20:00:00Z',
      },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && pushesTo(held.subscriptionId).length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    // The push service has the message; its answer never comes and the process dies before recording anything.
    child.kill('SIGKILL');
    await exited;
    expect(pushesTo(held.subscriptionId)).toHaveLength(1);
    expect(await deliveryOf(held)).toMatchObject({ status: 'sending' });

    for (const at of ['2026-10-28T20:05:00Z', '2026-10-28T20:11:00Z', '2026-10-28T21:30:00Z']) await run(at);
    expect(receiver.attempts(held.subscriptionId)).toBe(1);
    expect(await deliveryOf(held)).toMatchObject({ status: 'failed', outcome: 'interrupted while sending', attempts: 1 });

    await run('2026-10-29T20:00:00Z');
    expect(pushesTo(held.subscriptionId).map((push) => push.payload.date)).toEqual(['2026-10-28', '2026-10-29']);
  }, 60_000);

  it('killed after claiming and before any push left: the reminder is sent once, after the claim is seen to be abandoned', async () => {
    const claimed = await user({ timezone: 'UTC' });
    // What a process that died right after taking its batch leaves behind.
    await server.orm.em.fork().execute(
      `insert into reminder_deliveries (id, user_id, local_date, status, attempts, next_attempt_at, claimed_at, created_at)
       values (gen_random_uuid(), ?, '2026-10-30', 'claimed', 1, '2026-10-30T20:00:00Z', '2026-10-30T20:00:00Z', '2026-10-30T20:00:00Z')`,
      [await internalId(server, claimed)],
    );
    await run('2026-10-30T20:05:00Z');
    expect(pushesTo(claimed.subscriptionId)).toHaveLength(0);
    await run('2026-10-30T20:11:00Z');
    await run('2026-10-30T20:30:00Z');
    expect(pushesTo(claimed.subscriptionId).map((push) => push.payload.date)).toEqual(['2026-10-30']);
    expect(await deliveryOf(claimed)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('SQL per run', () => {
  it('costs the same statements for 3 or 12 due reminders (no N+1)', async () => {
    const measure = async (users: number, at: string) => {
      await Promise.all(Array.from({ length: users }, () => user({ timezone: 'UTC' })));
      const { result: summary, statements } = await statementsDuring(server.orm, () => run(at));
      expect(summary.sent).toBe(users);
      return statements.length;
    };
    const few = await measure(3, '2026-10-26T20:00:00Z');
    await retire(server, created.splice(0));
    const many = await measure(12, '2026-10-27T20:00:00Z');
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(10);
  });
});

describe('several app processes', () => {
  let secondProcess: MikroORM;
  beforeAll(async () => {
    secondProcess = await openSecondProcessOrm(database.url);
  });
  afterAll(() => secondProcess.close());

  it('two processes scanning at the same moment send one push per user per day', async () => {
    const users = await Promise.all(Array.from({ length: 40 }, () => user({ timezone: 'Europe/Berlin' })));
    const at = '2026-10-25T19:00:00Z'; // 20:00 CET, the day the clocks went back
    const summaries = await Promise.all([
      runAt(server.orm, server, receiver, at),
      runAt(secondProcess, server, receiver, at),
      runAt(server.orm, server, receiver, at),
      runAt(secondProcess, server, receiver, at),
    ]);
    expect(summaries.reduce((sum, summary) => sum + summary.claimed, 0)).toBe(40);
    expect(summaries.reduce((sum, summary) => sum + summary.sent, 0)).toBe(40);
    for (const each of users) expect(pushesTo(each.subscriptionId)).toHaveLength(1);
  });
});

describe('two app processes (separate OS processes, real clock)', () => {
  const started: ChildProcess[] = [];
  afterAll(() => {
    for (const child of started) child.kill('SIGTERM');
  });

  function startProcess(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'reminderProcess.fixture.ts')], {
      cwd: path.resolve(import.meta.dirname, '../../../..'),
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: database.url,
        PUSH_EXTRA_CA_FILE: receiver.caFile,
        REMINDER_SCAN_INTERVAL_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    started.push(child);
    return new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`reminder process exited with ${code}`)));
      readline.createInterface({ input: child.stdout! }).on('line', (line) => line === 'ready' && resolve());
    });
  }

  it('each user due now gets exactly one push, whichever process claims it', async () => {
    const now = new Date();
    const reminderTime = now.toISOString().slice(11, 16);
    const users = await Promise.all(Array.from({ length: 20 }, () => user({ timezone: 'UTC', reminderTime })));
    await Promise.all([startProcess(), startProcess()]);
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && users.some((each) => pushesTo(each.subscriptionId).length === 0)) await new Promise((resolve) => setTimeout(resolve, 250));
    // Both processes keep scanning every second; give them a few more rounds to (wrongly) send again.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const each of users) expect(pushesTo(each.subscriptionId)).toHaveLength(1);
  }, 60_000);
});
