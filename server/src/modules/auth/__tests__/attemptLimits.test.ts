import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startAppProcess, type AppProcess } from '../../../test/appProcess.js';
import { TEST_PASSWORD, uniqueEmail } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';

const LIMITS = { LOGIN_MAX_ATTEMPTS: '10', LOGIN_ACCOUNT_MAX_ATTEMPTS: '15', REGISTRATIONS_PER_IP: '5', TRUST_PROXY: 'true' };

let server: TestServer;
let second: AppProcess;
beforeAll(async () => {
  server = await startTestServer(LIMITS);
  second = await startAppProcess(LIMITS);
}, 90_000);
afterAll(async () => {
  await second.stop();
  await server.close();
});

// Each test signs in from its own made-up addresses (TRUST_PROXY), so no test's counters touch another's.
const randomIp = () => `10.${randomBytes(3).join('.')}`;

async function post(baseUrl: string, path: string, body: unknown, { ip, token }: { ip: string; token?: string }): Promise<number> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: path === '/auth/password' ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Signs up from an address of its own, so the registration limit of this file's servers is not in the way. */
async function createUser(app: TestServer): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('limits');
  const response = await fetch(`${app.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
    body: JSON.stringify({ email, password: TEST_PASSWORD, firstName: 'Test' }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status}`);
  return { email, token: ((await response.json()) as { token: string }).token };
}

const countOf = (statuses: number[], status: number) => statuses.filter((value) => value === status).length;

describe('sign-in attempts are counted before the password is checked', () => {
  it('checks at most 10 of 200 simultaneous guesses, and the right password among them is refused too', async () => {
    const user = await createUser(server);
    const ip = randomIp();
    const guesses = Array.from({ length: 200 }, (_, index) => (index === 199 ? TEST_PASSWORD : `wrong guess ${index}`));
    const statuses = await Promise.all(guesses.map((password) => post(server.url, '/auth/login', { email: user.email, password }, { ip })));

    expect(countOf(statuses, 401) + countOf(statuses, 200)).toBe(10);
    expect(countOf(statuses, 429)).toBe(190);
    expect(new Set(statuses)).toEqual(new Set(statuses.filter((status) => [200, 401, 429].includes(status))));
    expect(await post(server.url, '/auth/login', { email: user.email, password: TEST_PASSWORD }, { ip })).toBe(429);
  });

  it('shares the count between two app processes on one database', async () => {
    const user = await createUser(server);
    const ip = randomIp();
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        post(index % 2 ? second.url : server.url, '/auth/login', { email: user.email, password: `wrong ${index}` }, { ip }),
      ),
    );
    expect(countOf(statuses, 401)).toBe(10);
    expect(countOf(statuses, 429)).toBe(190);
  });

  it('limits guesses at one account from many addresses (15 here), whatever the address', async () => {
    const user = await createUser(server);
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        post(index % 2 ? second.url : server.url, '/auth/login', { email: user.email, password: `spread ${index}` }, { ip: randomIp() }),
      ),
    );
    expect(countOf(statuses, 401)).toBe(15);
    expect(countOf(statuses, 429)).toBe(85);
    // A new address does not help: the account is locked for the window, even with the right password.
    expect(await post(server.url, '/auth/login', { email: user.email, password: TEST_PASSWORD }, { ip: randomIp() })).toBe(429);
    // Other accounts are not affected.
    const other = await createUser(server);
    expect(await post(server.url, '/auth/login', { email: other.email, password: TEST_PASSWORD }, { ip: randomIp() })).toBe(200);
  });

  it('gives a successful sign-in its attempt back, so signing in often is never throttled', async () => {
    const user = await createUser(server);
    const ip = randomIp();
    for (let round = 0; round < 3; round++) {
      const statuses = await Promise.all(
        Array.from({ length: 8 }, () => post(server.url, '/auth/login', { email: user.email, password: TEST_PASSWORD }, { ip })),
      );
      expect(statuses).toEqual(Array(8).fill(200));
    }
  });
});

describe('long keys', () => {
  it('counts sign-ins with the longest email and a long forwarded address without a server error', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.dev`;
    const ip = `${'x'.repeat(100)}, 10.0.0.1`;
    const statuses = await Promise.all(Array.from({ length: 12 }, () => post(server.url, '/auth/login', { email, password: 'whatever it is' }, { ip })));
    expect(countOf(statuses, 401)).toBe(10);
    expect(countOf(statuses, 429)).toBe(2);
  });
});

describe('password change attempts', () => {
  it('checks at most 10 of 50 simultaneous current-password guesses on one session', async () => {
    const user = await createUser(server);
    const ip = randomIp();
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post(
          index % 2 ? second.url : server.url,
          '/auth/password',
          { currentPassword: `guess ${index}`, newPassword: 'a new long passphrase' },
          { ip, token: user.token },
        ),
      ),
    );
    expect(countOf(statuses, 400)).toBe(10);
    expect(countOf(statuses, 429)).toBe(40);
    const right = await post(server.url, '/auth/password', { currentPassword: TEST_PASSWORD, newPassword: 'a new long passphrase' }, { ip, token: user.token });
    expect(right).toBe(429);
  });
});

describe('registrations per address', () => {
  it('lets 5 of 40 simultaneous sign-ups from one address through, on two processes', async () => {
    const ip = randomIp();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        post(index % 2 ? second.url : server.url, '/auth/register', { email: uniqueEmail('burst'), password: TEST_PASSWORD, firstName: 'B' }, { ip }),
      ),
    );
    expect(countOf(statuses, 201)).toBe(5);
    expect(countOf(statuses, 429)).toBe(35);
    expect(await post(server.url, '/auth/register', { email: uniqueEmail('other'), password: TEST_PASSWORD, firstName: 'O' }, { ip: randomIp() })).toBe(201);
  });

  it('answers 429 with a clear message in the product words', async () => {
    const ip = randomIp();
    for (let index = 0; index < 5; index++) {
      await post(server.url, '/auth/register', { email: uniqueEmail('seq'), password: TEST_PASSWORD, firstName: 'S' }, { ip });
    }
    const response = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email: uniqueEmail('late'), password: TEST_PASSWORD, firstName: 'L' }),
    });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      error: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many accounts were created from your network\. Try again in \d+ minutes?\.$/),
    });
  });
});
