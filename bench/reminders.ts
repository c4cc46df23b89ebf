import 'reflect-metadata';
import { loadConfig } from '../server/src/config.js';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../server/src/db/orm.js';
import { createLogger } from '../server/src/logger.js';
import { runDueReminders } from '../server/src/modules/notifications/dailyReminders.js';
import { startPushReceiver } from '../server/src/test/pushReceiver.js';
import { createBenchDatabase } from './benchDatabase.js';

// `npm run bench:reminders`: how many daily reminders one process sends per minute to a local HTTPS push service
// (real VAPID signing and aes128gcm encryption per push; the receiver only counts). BENCH_SUBSCRIPTIONS (10000).
const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);

const database = await createBenchDatabase();
const logger = createLogger('warn');
const options = ormOptions(database.url, logger);
// No schema snapshot file: this database is thrown away.
const orm = await MikroORM.init({ ...options, migrations: { ...options.migrations, snapshot: false } });
await orm.getMigrator().up();
const receiver = await startPushReceiver({ decrypt: false });
try {
  const db = orm.em.fork();
  await db.execute(
    `insert into users (id, email, password_hash, first_name, health_goals, dietary_preferences, custom_macro_preferences, created_at, updated_at)
     select gen_random_uuid(), 'bench' || n || '@nutri.dev', 'x', 'Bench', '{}', '{}', '{"enabled": false, "proteinAdjustment": 0, "carbAdjustment": 0, "fatAdjustment": 0}', now(), now()
     from generate_series(1, ?) as n`,
    [SUBSCRIPTIONS],
  );
  const users = await db.execute<{ id: string }[]>('select id from users');
  const subscriptionIds: string[] = [];
  const rows = users.map(({ id }) => {
    const created = receiver.subscribe();
    subscriptionIds.push(created.id);
    const subscription = JSON.parse(created.json) as { endpoint: string; keys: { p256dh: string; auth: string } };
    return [id, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth];
  });
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    await db.execute(
      `insert into push_subscriptions (id, user_id, endpoint, p256dh, auth, created_at, updated_at)
       select gen_random_uuid(), r[1]::uuid, r[2], r[3], r[4], now(), now() from unnest(?::text[]) as t(j), lateral (select string_to_array(j, ' ') as r) x`,
      [`{${chunk.map((row) => `"${row.join(' ')}"`).join(',')}}`],
    );
  }
  await db.execute(
    `insert into reminder_settings (user_id, daily_reminders, reminder_time, timezone, updated_at) select id, true, '20:00', 'Europe/Berlin', '2026-01-01' from users`,
  );

  const config = loadConfig({ DATABASE_URL: database.url });
  const started = process.hrtime.bigint();
  const summary = await runDueReminders({ em: orm.em.fork(), config, logger, clock: { now: () => new Date('2026-06-15T18:00:00Z') }, agent: receiver.agent });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const received = subscriptionIds.reduce((sum, id) => sum + receiver.attempts(id), 0);
  console.log(
    `${SUBSCRIPTIONS} subscriptions: claimed ${summary.claimed}, sent ${summary.sent}, failed ${summary.failed + summary.retried} in ${seconds.toFixed(1)} s` +
      ` → ${Math.round((summary.sent / seconds) * 60).toLocaleString('en-US')} reminders per minute (one process; the receiver got ${received} pushes)`,
  );
} finally {
  await receiver.close();
  await orm.close();
  await database.drop();
}
