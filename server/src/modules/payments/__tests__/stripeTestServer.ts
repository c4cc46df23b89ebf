import Stripe from 'stripe';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { createStripeGateway } from '../gateways/stripeGateway.js';
import type { FakeStripeApi } from './fakeStripeApi.js';

const SETTINGS = { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: 'whsec_test_secret', priceId: 'price_pro_monthly' };
/** Only signs webhook payloads, as Stripe does; it never connects anywhere. */
const signer = new Stripe(SETTINGS.secretKey, { host: '127.0.0.1', port: 0, protocol: 'http', maxNetworkRetries: 0 });
const RUN = Date.now().toString(36);
let eventSequence = 0;

export interface StripeTestServer {
  server: TestServer;
  /** Posts a signed Stripe event to the webhook, as Stripe would (`secret` signs it with another secret). */
  deliver(
    type: string,
    object: unknown,
    options?: { created?: number; id?: string; secret?: string },
  ): Promise<{ status: number; body: { result?: string; error?: string } }>;
  stop(): Promise<void>;
}

/** A test server whose payments go through the real Stripe SDK to `fake`, with the Stripe settings an operator would set. */
export async function startStripeTestServer(fake: FakeStripeApi, env: Record<string, string> = {}): Promise<StripeTestServer> {
  await fake.start();
  const client = new Stripe(SETTINGS.secretKey, { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
  const server = await startTestServer(
    {
      STRIPE_SECRET_KEY: SETTINGS.secretKey,
      STRIPE_PUBLISHABLE_KEY: SETTINGS.publishableKey,
      STRIPE_WEBHOOK_SECRET: SETTINGS.webhookSecret,
      STRIPE_PRICE_ID: SETTINGS.priceId,
      PRO_PRICE_MONTHLY_CENTS: '1299',
      ...env,
    },
    { payments: { gateway: createStripeGateway(SETTINGS, client) } },
  );
  return {
    server,
    async deliver(type, object, { created = Math.floor(Date.now() / 1000), id = `evt_${RUN}_${++eventSequence}`, secret = SETTINGS.webhookSecret } = {}) {
      const payload = JSON.stringify({ id, object: 'event', type, created, api_version: '2026-10-28.endive', data: { object } });
      const response = await fetch(`${server.url}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
        body: payload,
      });
      return { status: response.status, body: (await response.json()) as { result?: string; error?: string } };
    },
    async stop() {
      await server.close();
      await fake.stop();
    },
  };
}
