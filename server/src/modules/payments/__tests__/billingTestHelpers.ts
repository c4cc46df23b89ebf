import type { TestUser } from '../../../test/factories.js';
import type { RestResponse, TestServer } from '../../../test/testServer.js';

export const CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  needsConfirmation: '4000 0027 6000 3184',
  chargesFail: '4000 0000 0000 0341',
} as const;

export function addCard(server: TestServer, user: TestUser, number: string, extra: Record<string, unknown> = {}): Promise<RestResponse> {
  return server.rest('POST', '/payment-methods/card', {
    token: user.token,
    body: { card: { number, expMonth: 12, expYear: 2034, cvc: '123', postalCode: '10001' }, nickname: 'Primary Card', ...extra },
  });
}

export async function savedCardId(server: TestServer, user: TestUser, number: string = CARDS.visa): Promise<string> {
  const response = await addCard(server, user, number);
  if (response.status !== 201) throw new Error(`card not saved: ${JSON.stringify(response.body)}`);
  return response.body.internalID as string;
}

export async function subscribe(server: TestServer, user: TestUser, number: string = CARDS.visa): Promise<RestResponse> {
  const paymentMethodId = await savedCardId(server, user, number);
  return server.rest('POST', '/payments/subscription/start', { token: user.token, body: { paymentMethodId, idempotencyKey: `checkout-${user.id}` } });
}

export async function planOf(server: TestServer, user: TestUser) {
  return (await server.rest('GET', '/payments/subscription/status', { token: user.token })).body as {
    tier: string;
    subscriptionStatus: string;
    isProSetByAdministrator: boolean;
    isSandbox: boolean;
    subscription: { status: string; cancelAtPeriodEnd: boolean; nextChargeAt: string | null; currentPeriodEnd: string; failedAttempts: number } | null;
  };
}
