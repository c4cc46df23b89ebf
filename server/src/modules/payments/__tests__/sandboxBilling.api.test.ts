import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, uniqueEmail, type TestUser } from '../../../test/factories.js';
import { startTestServerWithAdmin, type TestServer } from '../../../test/testServer.js';
import { ManualClock } from '../../../jobs/clock.js';
import { createSandboxGateway } from '../gateways/sandboxGateway.js';
import type { PaymentGateway } from '../gateways/paymentGateway.js';
import { addCard, CARDS, planOf, savedCardId, subscribe } from './billingTestHelpers.js';

const clock = new ManualClock(new Date('2026-11-23T12:00:00Z'));
/** The sandbox gateway, recording what it is asked to stop (it keeps no state of its own to look at). */
const sandbox = createSandboxGateway();
const stopped: string[] = [];
const gateway: PaymentGateway = {
  ...sandbox,
  async cancelSubscription(ref) {
    stopped.push(`cancel ${ref}`);
    await sandbox.cancelSubscription(ref);
  },
  async removePaymentMethod(ref) {
    stopped.push(`remove ${ref}`);
    await sandbox.removePaymentMethod(ref);
  },
};
let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  ({ server, admin } = await startTestServerWithAdmin({ PRO_PRICE_MONTHLY_CENTS: '999', PRO_PRICE_CURRENCY: 'usd' }, { payments: { clock, gateway } }));
});
afterAll(() => server.close());

describe('saving payment methods in the sandbox', () => {
  it('saves a test card with only brand, last 4 and expiry, the first one as default', async () => {
    const user = await createUser(server);
    const response = await addCard(server, user, CARDS.visa, { billingAddress: { street1: '', city: '', state: '', zipCode: '', country: 'US' } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      kind: 'card',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
      nickname: 'Primary Card',
      isDefault: true,
      label: 'Visa •••• 4242',
      billingAddress: { country: 'US', street1: '' },
    });
    expect(JSON.stringify(response.body)).not.toContain('4242424242424242');
    const rows = await server.orm.em.fork().execute(`select * from payment_methods where user_id = (select id from users where email = ?)`, [user.email]);
    expect(JSON.stringify(rows)).not.toMatch(/4242424242424242|"123"/);
  });

  it.each([
    [CARDS.declined, 'Your card was declined.'],
    ['4242 4242 4242 4241', 'Your card number is invalid.'],
  ])('refuses %s with a clear message and saves nothing', async (number, message) => {
    const user = await createUser(server);
    const response = await addCard(server, user, number);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'BAD_USER_INPUT', message });
    expect((await server.rest('GET', '/payment-methods', { token: user.token })).body.paymentMethods).toEqual([]);
  });

  it('refuses an expired card and a wrong CVC', async () => {
    const user = await createUser(server);
    const expired = await server.rest('POST', '/payment-methods/card', {
      token: user.token,
      body: { card: { number: CARDS.visa, expMonth: 1, expYear: 2025, cvc: '123' } },
    });
    expect(expired.body).toMatchObject({ error: 'BAD_USER_INPUT', message: 'Your card has expired.' });
    const cvc = await server.rest('POST', '/payment-methods/card', {
      token: user.token,
      body: { card: { number: CARDS.visa, expMonth: 1, expYear: 2030, cvc: '12' } },
    });
    expect(cvc.body).toMatchObject({ error: 'BAD_USER_INPUT', message: "Your card's security code (CVC) is invalid." });
  });

  it('saves PayPal, renames, sets the default, edits the billing address and removes', async () => {
    const user = await createUser(server);
    const cardId = await savedCardId(server, user);
    const paypal = await server.rest('POST', '/payment-methods/paypal', { token: user.token, body: { email: 'Ana@Example.com', nickname: 'My PayPal' } });
    expect(paypal.body).toMatchObject({ kind: 'paypal', paypalEmail: 'ana@example.com', isDefault: false, label: 'PayPal (ana@example.com)' });
    const paypalId = paypal.body.internalID as string;

    const renamed = await server.rest('PUT', `/payment-methods/${cardId}`, { token: user.token, body: { nickname: 'Work card' } });
    expect(renamed.body).toMatchObject({ nickname: 'Work card' });
    const made = await server.rest('PUT', `/payment-methods/${paypalId}/default`, { token: user.token });
    expect(made.body).toMatchObject({ isDefault: true });
    const address = await server.rest('PUT', '/payment-methods/billing-address', {
      token: user.token,
      body: { billingAddress: { street1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', country: 'us' } },
    });
    expect(address.body).toMatchObject({
      internalID: paypalId,
      billingAddress: { street1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', country: 'US' },
    });

    const list = await server.rest('GET', '/payment-methods', { token: user.token });
    expect((list.body.paymentMethods as { internalID: string; isDefault: boolean }[]).map((m) => [m.internalID, m.isDefault])).toEqual([
      [paypalId, true],
      [cardId, false],
    ]);
    expect((await server.rest('DELETE', `/payment-methods/${paypalId}`, { token: user.token })).status).toBe(200);
    const after = await server.rest('GET', '/payment-methods', { token: user.token });
    expect(after.body.paymentMethods).toMatchObject([{ internalID: cardId, isDefault: true }]);
  });
});

describe('a Pro subscription', () => {
  it('starts with a saved card: the tier turns Pro, the first month is an invoice, Pro gates open', async () => {
    const user = await createUser(server);
    const started = await subscribe(server, user);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      requiresConfirmation: false,
      user: { tier: 'pro', subscriptionStatus: 'active' },
      subscription: { status: 'active', amountCents: 999, currency: 'usd', cancelAtPeriodEnd: false },
    });
    expect((started.body.subscription as { nextChargeAt: string }).nextChargeAt).toBe('2026-12-23T12:00:00.000Z');
    const history = await server.rest('GET', '/payments/billing-history', { token: user.token });
    expect(history.body).toMatchObject({ total: 1, invoices: [{ status: 'paid', amountCents: 999, paymentMethodLabel: 'Visa •••• 4242' }] });
    expect((await server.rest('GET', '/auth/me', { token: user.token })).body).toMatchObject({ tier: 'pro' });
  });

  it('a double-click (same key) returns the same subscription; a second checkout is 409; one charge in all', async () => {
    const user = await createUser(server);
    const paymentMethodId = await savedCardId(server, user);
    const start = () => server.rest('POST', '/payments/subscription/start', { token: user.token, body: { paymentMethodId, idempotencyKey: 'click-1' } });
    const results = await Promise.all([start(), start(), start(), start()]);
    const ids = new Set(results.filter((r) => r.status === 201).map((r) => (r.body.subscription as { internalID: string }).internalID));
    expect(ids.size).toBe(1);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const other = await server.rest('POST', '/payments/subscription/start', { token: user.token, body: { paymentMethodId, idempotencyKey: 'another' } });
    expect(other.status).toBe(409);
    const [row] = await server.orm.em
      .fork()
      .execute<{ count: number }[]>(`select count(*)::int as count from invoices where user_id = (select id from users where email = ?)`, [user.email]);
    expect(row?.count).toBe(1);
  });

  it('a declined first payment (insufficient funds) leaves the user Free with no subscription', async () => {
    const user = await createUser(server);
    const response = await subscribe(server, user, CARDS.insufficientFunds);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Your card has insufficient funds.');
    expect(await planOf(server, user)).toMatchObject({ tier: 'free', subscription: null });
  });

  it('a card that needs confirmation waits, then confirming makes it Pro', async () => {
    const user = await createUser(server);
    const started = await subscribe(server, user, CARDS.needsConfirmation);
    expect(started.body).toMatchObject({ requiresConfirmation: true, subscription: { status: 'incomplete' }, user: { tier: 'free' } });
    const confirmed = await server.rest('POST', '/payments/subscription/confirm', { token: user.token });
    expect(confirmed.body).toMatchObject({ subscription: { status: 'active' }, user: { tier: 'pro', subscriptionStatus: 'active' } });
  });

  it('pauses (Free, no charge), resumes (Pro), cancels at period end, and the method it uses cannot be removed', async () => {
    const user = await createUser(server);
    const started = await subscribe(server, user);
    const methodId = (started.body.subscription as { paymentMethod: { internalID: string } }).paymentMethod.internalID;
    const paused = await server.rest('POST', '/payments/pause-subscription', { token: user.token });
    expect(paused.body).toMatchObject({ subscription: { status: 'paused', nextChargeAt: null }, user: { tier: 'free', subscriptionStatus: 'paused' } });
    const bloodwork = await server.rest('POST', '/analysis/bloodwork', { token: user.token, body: { bloodworkId: '00000000-0000-4000-8000-000000000000' } });
    expect(bloodwork.status).toBe(402);
    const resumed = await server.rest('POST', '/payments/resume-subscription', { token: user.token });
    expect(resumed.body).toMatchObject({ subscription: { status: 'active' }, user: { tier: 'pro', subscriptionStatus: 'active' } });
    expect((await server.rest('DELETE', `/payment-methods/${methodId}`, { token: user.token })).status).toBe(409);
    const canceled = await server.rest('DELETE', '/payments/subscription/cancel', { token: user.token });
    expect(canceled.body).toMatchObject({ subscription: { status: 'active', cancelAtPeriodEnd: true, nextChargeAt: null }, user: { tier: 'pro' } });
  });

  it('pause, resume, cancel and confirm take an input naming the subscription; another one is NOT_FOUND and unchanged', async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const ownerSubscription = (await subscribe(server, owner)).body.subscription as { id: string };
    const otherSubscription = (await subscribe(server, other)).body.subscription as { id: string };
    const act = (mutation: string, token: string, subscriptionId?: string) =>
      server.graphql<Record<string, { subscription: { id: string; status: string; cancelAtPeriodEnd: boolean } }>>(
        `mutation ($input: ${mutation[0]!.toUpperCase()}${mutation.slice(1)}Input!) { ${mutation}(input: $input) { subscription { id status cancelAtPeriodEnd } } }`,
        { input: subscriptionId === undefined ? {} : { subscriptionId } },
        token,
      );

    for (const mutation of ['pauseSubscription', 'resumeSubscription', 'cancelSubscription', 'confirmSubscriptionPayment']) {
      const response = await act(mutation, other.token, ownerSubscription.id);
      expect(response.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await planOf(server, owner)).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect((await planOf(server, other)).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    expect((await act('pauseSubscription', owner.token, ownerSubscription.id)).data?.pauseSubscription?.subscription).toMatchObject({
      id: ownerSubscription.id,
      status: 'paused',
    });
    expect((await act('resumeSubscription', owner.token)).data?.resumeSubscription?.subscription).toMatchObject({ status: 'active' });
    expect((await act('cancelSubscription', other.token, otherSubscription.id)).data?.cancelSubscription?.subscription).toMatchObject({
      cancelAtPeriodEnd: true,
    });
    expect((await act('pauseSubscription', owner.token, 'not-an-id')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    // REST keeps its documented shapes: no body, or the optional subscriptionId.
    expect((await server.rest('POST', '/payments/pause-subscription', { token: owner.token, body: { subscriptionId: otherSubscription.id } })).status).toBe(
      404,
    );
    expect((await server.rest('POST', '/payments/pause-subscription', { token: owner.token, body: { subscriptionId: 42 } })).status).toBe(400);
    expect((await server.rest('POST', '/payments/pause-subscription', { token: owner.token })).body).toMatchObject({ subscription: { status: 'paused' } });
  });

  it("an administrator's Pro shows as set by an administrator", async () => {
    const user = await createUser(server);
    expect((await planOf(server, user)).isProSetByAdministrator).toBe(false);
    await server.rest('PATCH', `/admin/users/${user.id}/upgrade`, { token: admin.token, body: {} });
    expect(await planOf(server, user)).toMatchObject({
      tier: 'pro',
      subscriptionStatus: 'active',
      isProSetByAdministrator: true,
      isSandbox: true,
      subscription: null,
    });
  });
});

describe("another user's billing", () => {
  it('is never visible or changeable, by REST or by node(id:)', async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const started = await subscribe(server, owner);
    const subscription = started.body.subscription as { id: string; paymentMethod: { id: string; internalID: string } };
    const methodId = subscription.paymentMethod.internalID;
    const invoice = ((await server.rest('GET', '/payments/billing-history', { token: owner.token })).body.invoices as { id: string }[])[0]!;
    const as = (method: string, path: string, body?: unknown) => server.rest(method, path, { token: other.token, body });

    expect((await as('GET', '/payment-methods')).body.paymentMethods).toEqual([]);
    expect((await as('PUT', `/payment-methods/${methodId}`, { nickname: 'mine' })).status).toBe(404);
    expect((await as('PUT', `/payment-methods/${methodId}/default`)).status).toBe(404);
    expect((await as('DELETE', `/payment-methods/${methodId}`)).status).toBe(404);
    expect((await as('PUT', '/payment-methods/billing-address', { paymentMethodId: methodId, billingAddress: { city: 'X' } })).status).toBe(404);
    expect((await as('POST', '/payments/subscription/start', { paymentMethodId: methodId })).status).toBe(404);
    expect((await as('PUT', '/payments/update-payment-method', { paymentMethodId: methodId })).status).toBe(404);
    expect((await as('GET', '/payments/subscription/status')).body).toMatchObject({ tier: 'free', subscription: null });
    expect((await as('GET', '/payments/billing-history')).body).toMatchObject({ total: 0 });
    expect((await as('POST', '/payments/pause-subscription')).status).toBe(404);
    expect((await as('DELETE', '/payments/subscription/cancel')).status).toBe(404);
    for (const id of [subscription.id, subscription.paymentMethod.id, invoice.id]) {
      const response = await server.graphql<{ node: unknown }>(`query ($id: ID!) { node(id: $id) { id } }`, { id }, other.token);
      expect(response.data?.node).toBeNull();
    }
    expect((await planOf(server, owner)).subscription).toMatchObject({ status: 'active' });
    expect((await server.rest('GET', '/payment-methods')).status).toBe(401);
  });
});

describe('deleting accounts', () => {
  const refsOf = async (user: TestUser) => {
    const [row] = await server.orm.em.fork().execute<{ subscription: string; method: string }[]>(
      `select s.gateway_ref as subscription, m.gateway_ref as method
       from subscriptions s join payment_methods m on m.id = s.payment_method_id join users u on u.id = s.user_id where u.email = ?`,
      [user.email],
    );
    return row!;
  };

  it('an administrator deleting a test user stops the gateway first: the subscription is canceled and its card removed', async () => {
    const tester = await createUser(server, { email: uniqueEmail('tester', 'example.test') });
    const realUser = await createUser(server);
    await subscribe(server, tester);
    await subscribe(server, realUser);
    const testerRefs = await refsOf(tester);
    const realRefs = await refsOf(realUser);

    // A user who is not a test user is refused, and nothing of theirs is stopped.
    expect((await server.rest('DELETE', `/auth/delete-test-user/${realUser.id}`, { token: admin.token })).status).toBe(403);
    expect(stopped.filter((call) => call.endsWith(realRefs.subscription) || call.endsWith(realRefs.method))).toEqual([]);

    expect((await server.rest('DELETE', `/auth/delete-test-user/${tester.id}`, { token: admin.token })).status).toBe(200);
    expect(stopped).toEqual(expect.arrayContaining([`cancel ${testerRefs.subscription}`, `remove ${testerRefs.method}`]));
    const left = await server.orm.em
      .fork()
      .execute<{ n: number }[]>('select count(*)::int as n from subscriptions where gateway_ref = ?', [testerRefs.subscription]);
    expect(left[0]!.n).toBe(0);
    expect((await planOf(server, realUser)).subscription).toMatchObject({ status: 'active' });
  });

  it('deleting every test user stops each of their subscriptions at the gateway', async () => {
    const tester = await createUser(server, { email: uniqueEmail('tester', 'example.test') });
    await subscribe(server, tester);
    const refs = await refsOf(tester);
    expect((await server.rest('DELETE', '/auth/delete-all-test-users', { token: admin.token })).status).toBe(200);
    expect(stopped).toEqual(expect.arrayContaining([`cancel ${refs.subscription}`, `remove ${refs.method}`]));
  });
});
