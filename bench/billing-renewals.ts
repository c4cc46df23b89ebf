import 'reflect-metadata';
import { openDatabase } from '../server/src/db/orm.js';
import { systemClock } from '../server/src/jobs/clock.js';
import { createSandboxGateway } from '../server/src/modules/payments/gateways/sandboxGateway.js';
import { runDueBilling } from '../server/src/modules/payments/renewal.service.js';
import { createBenchDatabase } from './benchDatabase.js';

// `npm run bench:billing`: how fast due renewals are charged (sandbox gateway), by one runner and by two at once,
// and that two runners never charge a subscription twice.
const COUNT = Number(process.env.BENCH_SUBSCRIPTIONS ?? 1000);

const database = await createBenchDatabase();
const orm = await openDatabase(database.url);
const db = orm.em.fork();

/** COUNT users, each with a sandbox card and a subscription whose month ended an hour ago. */
async function seedDueSubscriptions(batch: string): Promise<void> {
  await db.execute(`
    with new_users as (
      insert into users (id, email, password_hash, first_name, role, tier, subscription_status, preferred_ai_model, health_goals,
        dietary_preferences, custom_macro_preferences, timezone, unit_system, activity_level, is_test_user, created_at, updated_at)
      select gen_random_uuid(), '${batch}-' || n || '@bench.test', 'x', 'Bench', 'user', 'pro', 'active', 'gpt-3.5-turbo', '{}', '{}',
        '{}'::jsonb, 'UTC', 'metric', 'sedentary', true, now(), now()
      from generate_series(1, ${COUNT}) n returning id),
    methods as (
      insert into payment_methods (id, user_id, kind, gateway, gateway_ref, nickname, brand, last4, exp_month, exp_year, billing_address, is_default, created_at)
      select gen_random_uuid(), id, 'card', 'sandbox', 'sbx_card_succeeds_' || gen_random_uuid(), 'Primary Card', 'visa', '4242', 12, 2034,
        '{"street1":"","city":"","state":"","zipCode":"","country":"US"}', true, now()
      from new_users returning id, user_id)
    insert into subscriptions (id, user_id, status, gateway, gateway_ref, payment_method_id, amount_cents, currency, current_period_start,
      current_period_end, cancel_at_period_end, failed_attempts, created_at, updated_at)
    select gen_random_uuid(), user_id, 'active', 'sandbox', 'sbx_sub_' || gen_random_uuid(), id, 999, 'usd',
      now() - interval '1 month 1 hour', now() - interval '1 hour', false, 0, now(), now()
    from methods`);
}

const deps = () => ({ em: orm.em.fork(), clock: systemClock, gateway: createSandboxGateway(), pricing: { priceMonthlyCents: 999, currency: 'usd' } });
/** Sweeps until nothing is due (one sweep takes at most 500 subscriptions). */
async function runUntilDone(): Promise<number> {
  let total = 0;
  for (;;) {
    const { renewed } = await runDueBilling(deps());
    if (renewed === 0) return total;
    total += renewed;
  }
}

const invoiceCount = async () => (await db.execute<{ count: number }[]>('select count(*)::int as count from invoices'))[0]!.count;

try {
  await seedDueSubscriptions('one');
  let started = performance.now();
  const single = await runUntilDone();
  let seconds = (performance.now() - started) / 1000;
  console.log(
    `one runner:  ${single} renewals in ${seconds.toFixed(2)} s = ${Math.round(single / seconds)} renewals/s; invoices ${await invoiceCount()} (expected ${COUNT})`,
  );

  await seedDueSubscriptions('two');
  started = performance.now();
  const [first, second] = await Promise.all([runUntilDone(), runUntilDone()]);
  seconds = (performance.now() - started) / 1000;
  const renewed = first + second;
  console.log(
    `two runners: ${renewed} renewals (${first} + ${second}) in ${seconds.toFixed(2)} s = ${Math.round(renewed / seconds)} renewals/s; ` +
      `invoices ${await invoiceCount()} (expected ${COUNT * 2})`,
  );
} finally {
  await orm.close();
  await database.drop();
}
