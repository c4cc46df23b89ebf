import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../../../test/factories.js';
import { resetLinkIn, startTestMailbox, type TestMailbox } from '../../../test/testMailbox.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';

const PUBLIC_URL = 'https://nutri.example.org';
const NEW_PASSWORD = 'plum orchard at dusk';

let mailbox: TestMailbox;
let server: TestServer;
let adminEmail: string;
beforeAll(async () => {
  mailbox = await startTestMailbox();
  adminEmail = uniqueEmail('reset-admin');
  server = await startTestServer({
    SMTP_URL: mailbox.smtpUrl,
    MAIL_FROM: 'Nutri <no-reply@nutri.example.org>',
    PUBLIC_URL,
    PASSWORD_RESET_REQUESTS_PER_HOUR: '3',
    ADMIN_EMAILS: adminEmail,
    TRUST_PROXY: 'true',
    LOGIN_ACCOUNT_MAX_ATTEMPTS: '3',
  });
});
afterAll(async () => {
  await server.close();
  await mailbox.close();
});

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

// Requests come from made-up addresses (TRUST_PROXY), so the per-address limit of one test does not reach another.
const randomIp = () => `10.${randomBytes(3).join('.')}`;

async function forgot(email: unknown, ip = randomIp()) {
  const response = await fetch(`${server.url}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(email === undefined ? {} : { email }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function emailedLink(email: string): Promise<string> {
  const response = await forgot(email);
  expect(response.status).toBe(202);
  return resetLinkIn(await mailbox.next(email));
}

describe('forgot password by email', () => {
  it('emails a one-time link; the new password works, the old one and every session stop working', async () => {
    const user = await createUser(server);
    const otherDevice = await server.rest('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    const link = await emailedLink(user.email.toUpperCase());
    expect(link.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);

    const reset = await server.rest('POST', '/auth/reset-password', { body: { token: tokenOf(link), password: NEW_PASSWORD } });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ email: user.email.toLowerCase() });

    expect((await server.rest('GET', '/auth/me', { token: user.token })).status).toBe(401);
    expect((await server.rest('GET', '/auth/me', { token: otherDevice.body.token as string })).status).toBe(401);
    expect((await server.rest('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(401);
    expect((await server.rest('POST', '/auth/login', { body: { email: user.email, password: NEW_PASSWORD } })).status).toBe(200);

    const again = await server.rest('POST', '/auth/reset-password', { body: { token: tokenOf(link), password: 'another fine passphrase' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This reset link is not valid any more: it has expired or has already been used. Ask for a new one.');
  });

  it('answers exactly the same for an email without an account, and sends nothing', async () => {
    const user = await createUser(server);
    const known = await forgot(user.email);
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await forgot(unknownEmail);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({
      delivery: 'EMAIL',
      message: 'If an account uses this email, a link to reset its password is on its way. Check your inbox and spam folder.',
    });
    await mailbox.next(user.email);
    await delay(300);
    expect(mailbox.messages.some((mail) => mail.to.includes(unknownEmail.toLowerCase()))).toBe(false);
  });

  it('stores only a hash of the token', async () => {
    const user = await createUser(server);
    const token = tokenOf(await emailedLink(user.email));
    const rows: { token_hash: string }[] = await server.orm.em
      .fork()
      .execute('select t.token_hash from password_reset_tokens t join users u on u.id = t.user_id where u.email = ?', [user.email.toLowerCase()]);
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses an expired link and keeps the password', async () => {
    const user = await createUser(server);
    const token = tokenOf(await emailedLink(user.email));
    await server.orm.em
      .fork()
      .execute("update password_reset_tokens set expires_at = now() - interval '1 second' where token_hash = ?", [
        createHash('sha256').update(token).digest('hex'),
      ]);
    const response = await server.rest('POST', '/auth/reset-password', { body: { token, password: NEW_PASSWORD } });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([{ field: 'token', message: expect.stringContaining('expired') }]);
    expect((await server.rest('GET', '/auth/me', { token: user.token })).status).toBe(200);
  });

  it('lets only one of 10 simultaneous resets with the same link succeed', async () => {
    const user = await createUser(server);
    const token = tokenOf(await emailedLink(user.email));
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => server.rest('POST', '/auth/reset-password', { body: { token, password: `${NEW_PASSWORD} ${index}` } })),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 400)).toHaveLength(9);
  });

  it('refuses a common password or the email as the new password without spending the link', async () => {
    const user = await createUser(server);
    const token = tokenOf(await emailedLink(user.email));
    const common = await server.rest('POST', '/auth/reset-password', { body: { token, password: 'Baseball' } });
    expect(common.status).toBe(400);
    expect(common.body.fields).toEqual([{ field: 'password', message: expect.stringContaining('most common') }]);
    const sameAsEmail = await server.rest('POST', '/auth/reset-password', { body: { token, password: user.email.toUpperCase() } });
    expect(sameAsEmail.body.fields).toEqual([{ field: 'password', message: "Your password can't be your email address." }]);
    expect((await server.rest('POST', '/auth/reset-password', { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('limits reset emails per email address, whether or not it has an account, from any network', async () => {
    for (const email of [(await createUser(server)).email, uniqueEmail('ghost')]) {
      const statuses = [];
      for (let index = 0; index < 4; index++) statuses.push((await forgot(email)).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
    }
  });

  it('limits reset requests per network (4 × 3 an hour here), counted atomically', async () => {
    const ip = randomIp();
    const responses = await Promise.all(Array.from({ length: 30 }, () => forgot(uniqueEmail('spray'), ip)));
    expect(responses.filter((response) => response.status === 202)).toHaveLength(12);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(18);
    expect(responses.find((response) => response.status === 429)?.body.message).toMatch(/^Too many reset requests\. Try again in \d+ minutes?\.$/);
  });

  it('rejects bad input with 400', async () => {
    expect((await forgot(undefined)).status).toBe(400);
    expect((await server.rest('POST', '/auth/reset-password', { body: { token: 'x', password: 'short' } })).status).toBe(400);
    expect((await server.rest('POST', '/auth/reset-password', { body: { token: 'made-up', password: NEW_PASSWORD } })).status).toBe(400);
  });
});

describe('admin reset links', () => {
  const createLink = (userId: string, token?: string) => server.rest('POST', `/admin/users/${userId}/password-reset-link`, { token });

  it('gives admins a one-time link for one user only; 401 signed out, 403 for others, 404 for unknown ids', async () => {
    const admin = await createUser(server, { email: adminEmail });
    const user = await createUser(server);
    const bystander = await createUser(server);

    expect((await createLink(user.id)).status).toBe(401);
    const forbidden = await createLink(user.id, bystander.token);
    expect(forbidden.status).toBe(403);
    expect((await createLink('00000000-0000-4000-8000-000000000000', admin.token)).status).toBe(404);

    const created = await createLink(user.id, admin.token);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ resetUrl: expect.stringMatching(`^${PUBLIC_URL}/reset-password\\?token=`), expiresAt: expect.any(String) });
    const hours = (Date.parse(created.body.expiresAt as string) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const reset = await server.rest('POST', '/auth/reset-password', { body: { token: tokenOf(created.body.resetUrl as string), password: NEW_PASSWORD } });
    expect(reset.body).toEqual({ email: user.email.toLowerCase() });
    expect((await server.rest('POST', '/auth/login', { body: { email: user.email, password: NEW_PASSWORD } })).status).toBe(200);
    // Nobody else's password or sessions changed.
    expect((await server.rest('GET', '/auth/me', { token: bystander.token })).status).toBe(200);
    expect((await server.rest('GET', '/auth/me', { token: admin.token })).status).toBe(200);
    expect((await server.rest('POST', '/auth/login', { body: { email: bystander.email, password: TEST_PASSWORD } })).status).toBe(200);
  });

  it('lifts a lock that guessing put on the account', async () => {
    const admin = await server.rest('POST', '/auth/login', { body: { email: adminEmail, password: TEST_PASSWORD } });
    const user = await createUser(server);
    for (let index = 0; index < 3; index++) await server.rest('POST', '/auth/login', { body: { email: user.email, password: `guess ${index}` } });
    expect((await server.rest('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(429);

    const created = await createLink(user.id, admin.body.token as string);
    await server.rest('POST', '/auth/reset-password', { body: { token: tokenOf(created.body.resetUrl as string), password: NEW_PASSWORD } });
    expect((await server.rest('POST', '/auth/login', { body: { email: user.email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('is a GraphQL mutation with a payload, for admins only', async () => {
    const admin = await server.rest('POST', '/auth/login', { body: { email: adminEmail, password: TEST_PASSWORD } });
    const user = await createUser(server);
    const mutation = `mutation ($input: AdminCreatePasswordResetLinkInput!) {
      adminCreatePasswordResetLink(input: $input) { resetUrl expiresAt user { email } } }`;
    const asUser = await server.graphql(mutation, { input: { userId: user.id } }, user.token);
    expect(asUser.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asAdmin = await server.graphql<{ adminCreatePasswordResetLink: { user: { email: string } } }>(
      mutation,
      { input: { userId: user.id } },
      admin.body.token as string,
    );
    expect(asAdmin.data?.adminCreatePasswordResetLink.user.email).toBe(user.email.toLowerCase());
  });
});

describe('without SMTP', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
  });
  afterAll(() => plain.close());

  it('says to ask an administrator, and issues no link', async () => {
    const user = await createUser(plain);
    const delivery = await plain.graphql<{ passwordResetDelivery: string }>('{ passwordResetDelivery }');
    expect(delivery.data).toEqual({ passwordResetDelivery: 'ADMIN_LINK' });
    const response = await plain.rest('POST', '/auth/forgot-password', { body: { email: user.email } });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({
      delivery: 'ADMIN_LINK',
      message: 'Ask your administrator for a password reset link. They can create one for your account.',
    });
    const [row] = await plain.orm.em
      .fork()
      .execute<{ count: string }[]>('select count(*) from password_reset_tokens t join users u on u.id = t.user_id where u.email = ?', [
        user.email.toLowerCase(),
      ]);
    expect(row).toEqual({ count: '0' });
  });
});
