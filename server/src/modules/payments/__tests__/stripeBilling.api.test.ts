import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, uniqueEmail, type TestUser } from '../../../test/factories.js';
import type { TestServer } from '../../../test/testServer.js';
import { FakeStripeApi } from './fakeStripeApi.js';
import { planOf } from './billingTestHelpers.js';
import { startStripeTestServer, type StripeTestServer } from './stripeTestServer.js';

const ADMIN_EMAIL = uniqueEmail('admin');
const fake = new FakeStripeApi();
let stripe: StripeTestServer;
let server: TestServer;
let paymentMethodSequence = 0;

beforeAll(async () => {
  stripe = await startStripeTestServer(fake, { ADMIN_EMAILS: ADMIN_EMAIL });
  server = stripe.server;
});
afterAll(() => stripe.stop());

async function subscribedWithStripe(fields: Record<string, unknown> = {}): Promise<{ user: TestUser; subscriptionRef: string; paymentMethodRef: string }> {
  const user = await createUser(server, fields);
  // Each Stripe payment method id belongs to one customer; the fake treats unknown ids as a working Visa.
  const paymentMethodRef = `pm_visa_${++paymentMethodSequence}`;
  const saved = await server.rest('POST', '/payment-methods/card', { token: user.token, body: { sourceId: paymentMethodRef, nickname: 'Primary Card' } });
  expect(saved.status).toBe(201);
  const started = await server.rest('POST', '/payments/subscription/start', {
    token: user.token,
    body: { paymentMethodId: saved.body.internalID, idempotencyKey: `k-${user.id}` },
  });
  expect(started.status).toBe(201);
  const [row] = await server.orm.em
    .fork()
    .execute<{ gateway_ref: string }[]>(`select gateway_ref from subscriptions where user_id = (select id from users where email = ?)`, [user.email]);
  return { user, subscriptionRef: row!.gateway_ref, paymentMethodRef };
}

const invoiceObject = (id: string, subscriptionRef: string, amount = 1299) => ({
  id,
  object: 'invoice',
  status: 'paid',
  amount_paid: amount,
  amount_due: amount,
  currency: 'usd',
  period_start: 1,
  period_end: 2,
  parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionRef } },
  lines: { object: 'list', data: [{ period: { start: Math.floor(Date.now() / 1000), end: Math.floor(Date.now() / 1000) + 31 * 86400 } }] },
});

describe('Stripe mode', () => {
  it('saves a Stripe payment method by id, starts the subscription once for a double-click, and mirrors it', async () => {
    const user = await createUser(server);
    const saved = await server.rest('POST', '/payment-methods/card', { token: user.token, body: { sourceId: 'pm_card_mastercard', nickname: 'Primary Card' } });
    expect(saved.body).toMatchObject({ brand: 'mastercard', last4: '4444', expYear: 2034, isDefault: true });
    const before = fake.countOf('POST', /^\/v1\/subscriptions$/);
    const start = () =>
      server.rest('POST', '/payments/subscription/start', { token: user.token, body: { paymentMethodId: saved.body.internalID, idempotencyKey: 'once' } });
    const [first, second] = await Promise.all([start(), start()]);
    expect([first.status, second.status].filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(fake.countOf('POST', /^\/v1\/subscriptions$/) - before).toBe(1);
    const plan = await planOf(server, user);
    expect(plan).toMatchObject({ tier: 'pro', isSandbox: false, subscription: { status: 'active' } });
    const history = await server.rest('GET', '/payments/billing-history', { token: user.token });
    expect(history.body).toMatchObject({ total: 1, invoices: [{ status: 'paid', amountCents: 1299, paymentMethodLabel: 'Mastercard •••• 4444' }] });
  });

  it('refuses raw card numbers (cards go through Stripe Elements) and a declined card, saving nothing', async () => {
    const user = await createUser(server);
    const raw = await server.rest('POST', '/payment-methods/card', {
      token: user.token,
      body: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
    });
    expect(raw.status).toBe(400);
    const declined = await server.rest('POST', '/payment-methods/card', { token: user.token, body: { sourceId: 'pm_card_chargeDeclined' } });
    expect(declined.body).toMatchObject({ error: 'BAD_USER_INPUT', message: 'Your card was declined.' });
    expect((await server.rest('GET', '/payment-methods', { token: user.token })).body.paymentMethods).toEqual([]);
  });

  it('pause, resume and cancel are sent to Stripe', async () => {
    const { user, subscriptionRef } = await subscribedWithStripe();
    await server.rest('POST', '/payments/pause-subscription', { token: user.token });
    expect(fake.subscriptions.get(subscriptionRef)!.pause_collection).toEqual({ behavior: 'void' });
    await server.rest('POST', '/payments/resume-subscription', { token: user.token });
    expect(fake.subscriptions.get(subscriptionRef)!.pause_collection).toBeNull();
    await server.rest('DELETE', '/payments/subscription/cancel', { token: user.token });
    expect(fake.subscriptions.get(subscriptionRef)!.cancel_at_period_end).toBe(true);
  });
});

describe('Stripe webhooks', () => {
  it('a bad signature is 400 and changes nothing', async () => {
    const { user, subscriptionRef } = await subscribedWithStripe();
    const response = await stripe.deliver('customer.subscription.deleted', fake.subscriptionObject(fake.subscriptions.get(subscriptionRef)!, false), {
      secret: 'whsec_wrong',
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('BAD_USER_INPUT');
    expect(await planOf(server, user)).toMatchObject({ tier: 'pro', subscription: { status: 'active' } });
    const unsigned = await fetch(`${server.url}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(unsigned.status).toBe(400);
  });

  it('payment failed → past_due (still Pro); the same event replayed is processed once', async () => {
    const { user, subscriptionRef } = await subscribedWithStripe();
    const failed = { ...invoiceObject('in_fail_1', subscriptionRef), status: 'open', amount_paid: 0 };
    expect((await stripe.deliver('invoice.payment_failed', failed, { id: 'evt_fail_once' })).body.result).toBe('processed');
    expect((await stripe.deliver('invoice.payment_failed', failed, { id: 'evt_fail_once' })).body.result).toBe('duplicate');
    expect(await planOf(server, user)).toMatchObject({ tier: 'pro', subscriptionStatus: 'past_due', subscription: { status: 'past_due', failedAttempts: 1 } });

    expect((await stripe.deliver('invoice.paid', invoiceObject('in_fail_1', subscriptionRef))).body.result).toBe('processed');
    expect(await planOf(server, user)).toMatchObject({ subscriptionStatus: 'active', subscription: { status: 'active', failedAttempts: 0 } });
    // A failure notice for the same invoice arriving after it was paid does not undo the payment.
    await stripe.deliver('invoice.payment_failed', failed);
    expect((await planOf(server, user)).subscription).toMatchObject({ status: 'active' });
    const history = await server.rest('GET', '/payments/billing-history', { token: user.token });
    expect((history.body.invoices as { status: string }[]).map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
  });

  it('an older subscription.updated arriving after a newer one is ignored', async () => {
    const { user, subscriptionRef } = await subscribedWithStripe();
    const subscription = fake.subscriptions.get(subscriptionRef)!;
    const now = Math.floor(Date.now() / 1000);
    await stripe.deliver(
      'customer.subscription.updated',
      { ...fake.subscriptionObject(subscription, false), cancel_at_period_end: true },
      { created: now + 20 },
    );
    const late = await stripe.deliver(
      'customer.subscription.updated',
      { ...fake.subscriptionObject(subscription, false), status: 'past_due' },
      { created: now + 10 },
    );
    expect(late.body.result).toBe('ignored');
    expect((await planOf(server, user)).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await stripe.deliver('customer.subscription.deleted', { ...fake.subscriptionObject(subscription, false), status: 'canceled' }, { created: now + 30 });
    expect(await planOf(server, user)).toMatchObject({ tier: 'free', subscriptionStatus: 'canceled', subscription: { status: 'canceled' } });
  });

  it('payment method attached / detached in Stripe show up in and leave the saved list', async () => {
    const { user, paymentMethodRef } = await subscribedWithStripe();
    const customer = fake.attachedTo.get(paymentMethodRef)!;
    const method = {
      id: 'pm_dashboard_added',
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: 'visa', last4: '1881', exp_month: 1, exp_year: 2031 },
    };
    await stripe.deliver('payment_method.attached', method);
    let list = (await server.rest('GET', '/payment-methods', { token: user.token })).body.paymentMethods as { last4: string }[];
    expect(list.map((entry) => entry.last4)).toContain('1881');
    await stripe.deliver('payment_method.detached', { ...method, customer: null });
    list = (await server.rest('GET', '/payment-methods', { token: user.token })).body.paymentMethods as { last4: string }[];
    expect(list.map((entry) => entry.last4)).not.toContain('1881');
  });

  it('deleting the account cancels the subscription at Stripe and detaches its payment methods', async () => {
    const { user, subscriptionRef, paymentMethodRef } = await subscribedWithStripe();
    expect((await server.rest('DELETE', '/auth/me', { token: user.token })).status).toBe(200);
    expect(fake.subscriptions.get(subscriptionRef)!.status).toBe('canceled');
    expect(fake.attachedTo.has(paymentMethodRef)).toBe(false);
  });

  it('an administrator deleting a test user cancels it at Stripe and detaches its payment methods; other users are untouched', async () => {
    const admin = await createUser(server, { email: ADMIN_EMAIL });
    const tester = await subscribedWithStripe({ email: uniqueEmail('tester', 'example.test') });
    const bystander = await subscribedWithStripe();
    expect((await server.rest('DELETE', `/auth/delete-test-user/${bystander.user.id}`, { token: admin.token })).status).toBe(403);
    expect((await server.rest('DELETE', `/auth/delete-test-user/${tester.user.id}`, { token: admin.token })).status).toBe(200);
    expect(fake.subscriptions.get(tester.subscriptionRef)!.status).toBe('canceled');
    expect(fake.attachedTo.has(tester.paymentMethodRef)).toBe(false);
    expect(fake.subscriptions.get(bystander.subscriptionRef)!.status).toBe('active');
    expect(fake.attachedTo.has(bystander.paymentMethodRef)).toBe(true);
  });
});
