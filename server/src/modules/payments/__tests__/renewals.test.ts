import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/isolatedDatabase.js';
import { countStatements } from '../../../test/sqlStatements.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { ManualClock } from '../../../jobs/clock.js';
import { runDueBilling } from '../renewal.service.js';
import { CARDS, planOf, savedCardId, subscribe } from './billingTestHelpers.js';

const clock = new ManualClock(new Date('2026-01-31T09:00:00Z'));
let server: TestServer;
let database: IsolatedDatabase;
beforeAll(async () => {
  database = await createIsolatedDatabase();
  server = await startTestServer({}, { payments: { clock }, databaseUrl: database.url });
}, 60_000);
afterAll(async () => {
  await server.close();
  await database.drop();
});

const runBilling = () => runDueBilling({ em: server.orm.em.fork(), ...server.payments });

async function invoicesOf(user: TestUser) {
  const response = await server.rest('GET', '/payments/billing-history?limit=50', { token: user.token });
  return response.body.invoices as { status: string; amountCents: number; periodStart: string; periodEnd: string; paymentMethodLabel: string }[];
}

async function notices(user: TestUser) {
  const response = await server.graphql<{ viewer: { billingNotices: { edges: { node: { kind: string; message: string } }[] } } }>(
    `{ viewer { billingNotices(first: 20) { edges { node { kind message } } } } }`,
    {},
    user.token,
  );
  return response.data!.viewer.billingNotices.edges.map((edge) => edge.node);
}

/** Every scenario here starts on the same date; the clock is set back before each. */
async function subscribedAt(start: string, card: string = CARDS.visa) {
  clock.set(new Date(start));
  const user = await createUser(server);
  const response = await subscribe(server, user, card);
  expect(response.status).toBe(201);
  return user;
}

describe('monthly renewal', () => {
  it('charges once when the month ends (Jan 31 → Feb 28 → Mar 28), and nothing before', async () => {
    const user = await subscribedAt('2026-01-31T09:00:00Z');
    clock.set(new Date('2026-02-28T08:59:00Z'));
    await runBilling();
    expect(await invoicesOf(user)).toHaveLength(1);
    clock.set(new Date('2026-02-28T09:00:00Z'));
    await runBilling();
    await runBilling();
    const invoices = await invoicesOf(user);
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({ status: 'paid', amountCents: 999, periodStart: '2026-02-28T09:00:00.000Z', periodEnd: '2026-03-28T09:00:00.000Z' });
    expect((await planOf(server, user)).subscription).toMatchObject({ status: 'active', nextChargeAt: '2026-03-28T09:00:00.000Z' });
  });
});

describe('dunning', () => {
  it('a failed renewal is past_due (still Pro) and retried after 1, 3 and 5 days, then ends on Free with notices', async () => {
    const user = await subscribedAt('2026-03-01T10:00:00Z');
    const failing = await savedCardId(server, user, CARDS.chargesFail);
    await server.rest('PUT', '/payments/update-payment-method', { token: user.token, body: { paymentMethodId: failing } });

    clock.set(new Date('2026-04-01T10:00:00Z'));
    await runBilling();
    let plan = await planOf(server, user);
    expect(plan).toMatchObject({
      tier: 'pro',
      subscriptionStatus: 'past_due',
      subscription: { status: 'past_due', failedAttempts: 1, nextChargeAt: '2026-04-02T10:00:00.000Z' },
    });
    expect((await notices(user))[0]).toMatchObject({ kind: 'payment_failed' });
    expect((await notices(user))[0]!.message).toContain(
      "We couldn't charge Visa •••• 0341 $9.99 for Pro: Your card was declined. We'll try again on Apr 2, 2026.",
    );

    for (const [day, attempts] of [
      ['2026-04-02T10:00:00Z', 2],
      ['2026-04-04T10:00:00Z', 3],
    ] as const) {
      clock.set(new Date(day));
      await runBilling();
      await runBilling();
      plan = await planOf(server, user);
      expect(plan.subscription).toMatchObject({ status: 'past_due', failedAttempts: attempts });
    }
    clock.set(new Date('2026-04-06T10:00:00Z'));
    await runBilling();
    plan = await planOf(server, user);
    expect(plan).toMatchObject({ tier: 'free', subscriptionStatus: 'canceled', subscription: { status: 'canceled' } });
    expect((await notices(user))[0]).toMatchObject({ kind: 'subscription_ended' });
    const invoices = await invoicesOf(user);
    expect(invoices.map((invoice) => invoice.status)).toEqual(['failed', 'failed', 'failed', 'failed', 'paid']);
  }, 60_000);

  it('changing to a working card while past_due retries at once and recovers', async () => {
    const user = await subscribedAt('2026-05-10T10:00:00Z');
    const good = (await planOf(server, user)).subscription as unknown as { paymentMethod: { internalID: string } } | null;
    expect(good).not.toBeNull();
    const failing = await savedCardId(server, user, CARDS.insufficientFunds);
    await server.rest('PUT', '/payments/update-payment-method', { token: user.token, body: { paymentMethodId: failing } });
    clock.set(new Date('2026-06-10T10:00:00Z'));
    await runBilling();
    expect((await planOf(server, user)).subscription).toMatchObject({ status: 'past_due' });
    clock.set(new Date('2026-06-10T15:00:00Z'));
    const visa = await savedCardId(server, user, CARDS.visa);
    const changed = await server.rest('PUT', '/payments/update-payment-method', { token: user.token, body: { paymentMethodId: visa } });
    expect(changed.body).toMatchObject({
      subscription: { status: 'active', failedAttempts: 0, currentPeriodEnd: '2026-07-10T10:00:00.000Z' },
      user: { tier: 'pro', subscriptionStatus: 'active' },
    });
    expect((await notices(user))[0]).toMatchObject({ kind: 'payment_recovered' });
  });
});

describe('cancel and pause over time', () => {
  it('a canceled subscription stays Pro to the period end, then the account is Free and nothing is charged', async () => {
    const user = await subscribedAt('2026-07-01T10:00:00Z');
    await server.rest('DELETE', '/payments/subscription/cancel', { token: user.token });
    clock.set(new Date('2026-07-31T10:00:00Z'));
    await runBilling();
    expect(await planOf(server, user)).toMatchObject({ tier: 'pro', subscription: { status: 'active', cancelAtPeriodEnd: true } });
    clock.set(new Date('2026-08-01T10:00:00Z'));
    await runBilling();
    expect(await planOf(server, user)).toMatchObject({ tier: 'free', subscriptionStatus: 'canceled', subscription: { status: 'canceled' } });
    expect(await invoicesOf(user)).toHaveLength(1);
  });

  it('a paused subscription is never charged; resuming after the paid month charges a new month from that day', async () => {
    const user = await subscribedAt('2026-08-01T10:00:00Z');
    await server.rest('POST', '/payments/pause-subscription', { token: user.token });
    clock.set(new Date('2026-10-15T10:00:00Z'));
    await runBilling();
    expect(await invoicesOf(user)).toHaveLength(1);
    const resumed = await server.rest('POST', '/payments/resume-subscription', { token: user.token });
    expect(resumed.body).toMatchObject({
      subscription: { status: 'active', currentPeriodStart: '2026-10-15T10:00:00.000Z', currentPeriodEnd: '2026-11-15T10:00:00.000Z' },
      user: { tier: 'pro' },
    });
    expect(await invoicesOf(user)).toHaveLength(2);
  });
});

describe('billing history', () => {
  it('costs the same few SQL statements for 1 or 12 invoices (no N+1)', async () => {
    const count = (user: TestUser) =>
      countStatements(server.orm, async () => {
        const response = await server.graphql(
          `{ viewer { invoices(first: 50) { totalCount edges { node { receiptNumber amountCents status paymentMethodLabel } } }
        paymentMethods(first: 50) { edges { node { label billingAddress { city } } } } subscription { status paymentMethod { label } } } }`,
          {},
          user.token,
        );
        expect(response.errors).toBeUndefined();
      });
    const many = await subscribedAt('2027-01-01T10:00:00Z');
    for (let month = 2; month <= 12; month++) {
      clock.set(new Date(`2027-${String(month).padStart(2, '0')}-01T10:00:00Z`));
      await runBilling();
    }
    const few = await subscribedAt('2027-12-01T10:00:00Z');
    expect(await invoicesOf(many)).toHaveLength(12);
    expect(await invoicesOf(few)).toHaveLength(1);
    expect(await count(many)).toBe(await count(few));
  }, 90_000);
});
