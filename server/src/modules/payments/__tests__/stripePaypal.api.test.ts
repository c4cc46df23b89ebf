import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import type { TestServer } from '../../../test/testServer.js';
import { FakeStripeApi } from './fakeStripeApi.js';
import { startStripeTestServer, type StripeTestServer } from './stripeTestServer.js';

const fake = new FakeStripeApi();
let stripe: StripeTestServer;
let server: TestServer;

beforeAll(async () => {
  stripe = await startStripeTestServer(fake);
  server = stripe.server;
});
afterAll(() => stripe.stop());

const START = 'mutation ($input: StartPaypalSetupInput!) { startPaypalSetup(input: $input) { setupId clientSecret } }';
const ADD = `mutation ($input: AddPaypalPaymentMethodInput!) {
  addPaypalPaymentMethod(input: $input) { paymentMethod { internalID kind label last4 brand paypalEmail isDefault } }
}`;

interface Saved {
  internalID: string;
  kind: string;
  label: string;
  last4: string | null;
  paypalEmail: string | null;
}

async function startSetup(user: TestUser): Promise<{ setupId: string; clientSecret: string }> {
  const response = await server.graphql<{ startPaypalSetup: { setupId: string; clientSecret: string } }>(
    START,
    { input: { idempotencyKey: null } },
    user.token,
  );
  expect(response.errors).toBeUndefined();
  return response.data!.startPaypalSetup;
}

async function savedMethods(user: TestUser): Promise<Saved[]> {
  return (await server.rest('GET', '/payment-methods', { token: user.token })).body.paymentMethods as Saved[];
}

describe('PayPal in Stripe mode', () => {
  it('creates an off-session PayPal SetupIntent, and on return saves the account it set up, showing the PayPal email', async () => {
    const user = await createUser(server);
    const { setupId, clientSecret } = await startSetup(user);
    expect(setupId).toMatch(/^seti_/);
    expect(clientSecret).toBe(`${setupId}_secret_fake`);
    const created = fake.calls.filter((call) => call.method === 'POST' && call.path === '/v1/setup_intents').at(-1)!;
    expect(Object.fromEntries(created.form)).toMatchObject({ 'allowed_payment_method_types[0]': 'paypal', usage: 'off_session' });
    expect(created.form.get('customer')).toMatch(/^cus_/);

    fake.approvePaypalSetup(setupId, 'ana@example.com');
    const saved = await server.graphql<{ addPaypalPaymentMethod: { paymentMethod: Saved } }>(ADD, { input: { setupId } }, user.token);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.addPaypalPaymentMethod.paymentMethod).toMatchObject({
      kind: 'paypal',
      brand: 'paypal',
      last4: null,
      paypalEmail: 'ana@example.com',
      label: 'PayPal (ana@example.com)',
      isDefault: true,
    });
    // The return page loaded twice (a reload) saves it once.
    const again = await server.rest('POST', '/payment-methods/paypal', { token: user.token, body: { setupId } });
    expect(again.body.internalID).toBe(saved.data!.addPaypalPaymentMethod.paymentMethod.internalID);
    expect(await savedMethods(user)).toHaveLength(1);
  });

  it('a setup not approved, a made-up one, or another customer’s saves nothing, with a clear message', async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const { setupId } = await startSetup(owner);
    const notApproved = await server.graphql(ADD, { input: { setupId } }, owner.token);
    expect(notApproved.errors![0]).toMatchObject({ message: expect.stringContaining('PayPal did not approve'), extensions: { code: 'BAD_USER_INPUT' } });
    const madeUp = await server.rest('POST', '/payment-methods/paypal', { token: owner.token, body: { setupId: 'seti_nothing' } });
    expect(madeUp.status).toBe(400);

    fake.approvePaypalSetup(setupId, 'owner@example.com');
    const stolen = await server.graphql(ADD, { input: { setupId } }, other.token);
    expect(stolen.errors![0]).toMatchObject({ message: 'This PayPal approval was not found. Try again.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await savedMethods(other)).toHaveLength(0);
    expect(await savedMethods(owner)).toHaveLength(0);
  });

  it('a signed setup_intent.succeeded mirrors the PayPal account when the browser never came back; replays and the attach event add nothing', async () => {
    const user = await createUser(server);
    const { setupId } = await startSetup(user);
    const paymentMethodId = fake.approvePaypalSetup(setupId, 'Bo@Example.com');
    const event = fake.setupIntentObject(fake.setupIntents.get(setupId)!);
    const first = await stripe.deliver('setup_intent.succeeded', event, { id: `evt_${setupId}` });
    expect(first).toEqual({ status: 200, body: expect.objectContaining({ result: 'processed' }) });
    expect(await savedMethods(user)).toEqual([expect.objectContaining({ kind: 'paypal', paypalEmail: 'Bo@Example.com', last4: null, isDefault: true })]);

    expect((await stripe.deliver('setup_intent.succeeded', event, { id: `evt_${setupId}` })).body.result).toBe('duplicate');
    expect((await stripe.deliver('payment_method.attached', fake.paymentMethod(paymentMethodId))).body.result).toBe('ignored');
    const returned = await server.graphql<{ addPaypalPaymentMethod: { paymentMethod: Saved } }>(ADD, { input: { setupId } }, user.token);
    expect(returned.errors).toBeUndefined();
    expect(await savedMethods(user)).toHaveLength(1);
  });

  it('a signed payment_method.attached for a PayPal account shows it with its email; a bad signature changes nothing', async () => {
    const user = await createUser(server);
    const { setupId } = await startSetup(user);
    const paymentMethodId = fake.approvePaypalSetup(setupId, 'cy@example.com');
    const forged = await fetch(`${server.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      body: JSON.stringify({ id: 'evt_forged', type: 'payment_method.attached', data: { object: fake.paymentMethod(paymentMethodId) } }),
    });
    expect(forged.status).toBe(400);
    expect(await savedMethods(user)).toHaveLength(0);
    expect((await stripe.deliver('payment_method.attached', fake.paymentMethod(paymentMethodId))).body.result).toBe('processed');
    expect(await savedMethods(user)).toEqual([expect.objectContaining({ kind: 'paypal', paypalEmail: 'cy@example.com', label: 'PayPal (cy@example.com)' })]);
  });
});
