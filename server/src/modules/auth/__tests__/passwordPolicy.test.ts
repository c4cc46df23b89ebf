import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { newPasswordProblem } from '../passwordPolicy.js';

const COMMON = 'This password is one of the most common ones and easy to guess. Choose another one: a few unrelated words work well.';

describe('newPasswordProblem', () => {
  it('refuses passwords from the shipped list of common passwords, in any case', () => {
    for (const password of ['password', 'baseball', 'Trustno1', 'QWERTYUIOP', 'iloveyou', ' sunshine ']) {
      expect(newPasswordProblem(password, 'someone@example.com')).toBe(COMMON);
    }
  });

  it('refuses the account email in any case, and accepts uncommon passwords', () => {
    expect(newPasswordProblem('Ada@Example.com', 'ada@example.com')).toBe("Your password can't be your email address.");
    expect(newPasswordProblem(TEST_PASSWORD, 'ada@example.com')).toBeUndefined();
    expect(newPasswordProblem('plum orchard at dusk', 'ada@example.com')).toBeUndefined();
  });
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('registration and password change', () => {
  it('register refuses a common password and the email, on the password field', async () => {
    const common = await server.rest('POST', '/auth/register', { body: { email: uniqueEmail(), password: 'football', firstName: 'A' } });
    expect(common.status).toBe(400);
    expect(common.body).toEqual({ error: 'BAD_USER_INPUT', message: COMMON, fields: [{ field: 'password', message: COMMON }] });

    const email = uniqueEmail('same');
    const same = await server.rest('POST', '/auth/register', { body: { email, password: email.toUpperCase(), firstName: 'A' } });
    expect(same.status).toBe(400);
    expect(same.body.fields).toEqual([{ field: 'password', message: "Your password can't be your email address." }]);

    const short = await server.rest('POST', '/auth/register', { body: { email: uniqueEmail(), password: 'abc123', firstName: 'A' } });
    expect(short.body.fields).toEqual([{ field: 'password', message: 'Password must be at least 8 characters.' }]);
  });

  it('password change refuses a common password on the new-password field and keeps the old one', async () => {
    const user = await createUser(server);
    const response = await server.rest('PUT', '/auth/password', { token: user.token, body: { currentPassword: TEST_PASSWORD, newPassword: 'superman' } });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([{ field: 'newPassword', message: COMMON }]);
    expect((await server.rest('GET', '/auth/me', { token: user.token })).status).toBe(200);
    expect((await server.rest('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(200);
  });
});
