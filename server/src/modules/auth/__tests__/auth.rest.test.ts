import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, databaseIdOf, TEST_PASSWORD, uniqueEmail } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ LOGIN_MAX_ATTEMPTS: '3', ADMIN_EMAILS: 'boss@nutri.dev' });
});
afterAll(() => server.close());

describe('POST /api/auth/register', () => {
  it('creates a free account and returns a token and the user without secrets', async () => {
    const email = uniqueEmail('Reg');
    const response = await server.rest('POST', '/auth/register', {
      body: { email, password: TEST_PASSWORD, firstName: 'Ada', lastName: 'L', weight: 70, gender: 'female' },
    });
    expect(response.status).toBe(201);
    expect(typeof response.body.token).toBe('string');
    const user = response.body.user as Record<string, unknown>;
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Ada',
      tier: 'free',
      role: 'user',
      preferredAIModel: 'gpt-3.5-turbo',
      weight: 70,
      usage: { aiFoodQueries: 0, aiAnalyses: 0, aiAssistantMessages: 0 },
    });
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|scrypt/);
  });

  it('treats email case-insensitively and answers 409 for a taken address', async () => {
    const email = uniqueEmail('dup');
    await createUser(server, { email });
    const response = await server.rest('POST', '/auth/register', {
      body: { email: email.toUpperCase(), password: TEST_PASSWORD, firstName: 'Again' },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: 'CONFLICT', message: 'An account with this email already exists.' });
  });

  it('rejects a short password, a bad email and an unknown time zone with 400 and field problems', async () => {
    const short = await server.rest('POST', '/auth/register', { body: { email: uniqueEmail(), password: 'short', firstName: 'A' } });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('BAD_USER_INPUT');
    expect(short.body.message).toContain('at least 8 characters');
    expect(short.body.fields).toEqual([{ field: 'password', message: 'Password must be at least 8 characters.' }]);

    const badEmail = await server.rest('POST', '/auth/register', { body: { email: 'nope', password: TEST_PASSWORD, firstName: 'A' } });
    expect(badEmail.status).toBe(400);

    const zone = await server.rest('POST', '/auth/register', {
      body: { email: uniqueEmail(), password: TEST_PASSWORD, firstName: 'A', timezone: 'Mars/Olympus' },
    });
    expect(zone.status).toBe(400);
    expect(zone.body.message).toBe("'Mars/Olympus' is not a known time zone.");
  });

  it('rejects wrong types, unknown fields, malformed JSON and oversize bodies with 4xx codes', async () => {
    const wrongType = await server.rest('POST', '/auth/register', { body: { email: uniqueEmail(), password: TEST_PASSWORD, firstName: 'A', weight: 'heavy' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error).toBe('BAD_USER_INPUT');

    const unknown = await server.rest('POST', '/auth/register', { body: { email: uniqueEmail(), password: TEST_PASSWORD, firstName: 'A', isAdmin: true } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('isAdmin');

    const malformed = await server.rest('POST', '/auth/login', { rawBody: '{"email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'BAD_USER_INPUT', message: 'The request body is not valid JSON.' });

    const huge = await server.rest('POST', '/auth/login', { body: { email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe('PAYLOAD_TOO_LARGE');

    const notAnObject = await server.rest('POST', '/auth/login', { body: ['a'] });
    expect(notAnObject.status).toBe(400);
  });

  it('makes ADMIN_EMAILS accounts admins at registration', async () => {
    const response = await server.rest('POST', '/auth/register', { body: { email: 'Boss@nutri.dev', password: TEST_PASSWORD, firstName: 'B' } });
    expect((response.body.user as { role: string }).role).toBe('admin');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and refuses a wrong one with 401', async () => {
    const user = await createUser(server);
    const ok = await server.rest('POST', '/auth/login', { body: { email: user.email.toUpperCase(), password: TEST_PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.body.token).not.toBe(user.token);

    const wrong = await server.rest('POST', '/auth/login', { body: { email: user.email, password: 'not the password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'UNAUTHENTICATED', message: 'Invalid email or password.' });
  });

  it('answers 429 after too many failed attempts, even with the right password', async () => {
    const user = await createUser(server);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await server.rest('POST', '/auth/login', { body: { email: user.email, password: 'wrong-password' } })).status).toBe(401);
    }
    const blocked = await server.rest('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('RATE_LIMITED');
    expect(blocked.body.message).toMatch(/Try again in \d+ minutes?\./);
  });
});

describe('GET /api/auth/me and PUT /api/auth/profile', () => {
  it('returns the user with usage and targets, and 401 without a valid token', async () => {
    const user = await createUser(server, { weight: 80, height: 180, gender: 'male', dateOfBirth: '1990-01-01' });
    const me = await server.rest('GET', '/auth/me', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, usage: { aiFoodQueries: 0, aiAnalyses: 0, aiAssistantMessages: 0 } });
    expect(me.body.targets).toEqual({ calories: expect.any(Number), protein: 128, carbs: expect.any(Number), fat: expect.any(Number) });

    expect((await server.rest('GET', '/auth/me')).status).toBe(401);
    expect((await server.rest('GET', '/auth/me', { token: 'forged-token' })).status).toBe(401);
  });

  it('updates only the given fields, clears with null, and recomputes targets', async () => {
    const user = await createUser(server, { weight: 80, lastName: 'Keep' });
    const response = await server.rest('PUT', '/auth/profile', {
      token: user.token,
      body: { weight: 90, healthGoals: ['build_muscle', 'build_muscle', ' low_carb '], lastName: null, timezone: 'Europe/Budapest' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      weight: 90,
      lastName: null,
      healthGoals: ['build_muscle', 'low_carb'],
      timezone: 'Europe/Budapest',
      firstName: 'Test',
    });
    expect((response.body.targets as { protein: number }).protein).toBe(180);
  });

  it('rejects out-of-range values without changing anything', async () => {
    const user = await createUser(server, { weight: 80 });
    const response = await server.rest('PUT', '/auth/profile', { token: user.token, body: { weight: -5, firstName: 'Changed' } });
    expect(response.status).toBe(400);
    const me = await server.rest('GET', '/auth/me', { token: user.token });
    expect(me.body).toMatchObject({ weight: 80, firstName: 'Test' });
  });
});

describe('PUT /api/auth/password', () => {
  it('needs the current password, then revokes every old session and returns a working new token', async () => {
    const user = await createUser(server);
    const otherDevice = (await server.rest('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } })).body.token as string;

    const wrong = await server.rest('PUT', '/auth/password', { token: user.token, body: { currentPassword: 'nope-nope', newPassword: 'a brand new secret' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect.');

    const changed = await server.rest('PUT', '/auth/password', {
      token: user.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new secret' },
    });
    expect(changed.status).toBe(200);
    expect((await server.rest('GET', '/auth/me', { token: user.token })).status).toBe(401);
    expect((await server.rest('GET', '/auth/me', { token: otherDevice })).status).toBe(401);
    expect((await server.rest('GET', '/auth/me', { token: changed.body.token as string })).status).toBe(200);
    const relogin = await server.rest('POST', '/auth/login', { body: { email: user.email, password: 'a brand new secret' } });
    expect(relogin.status).toBe(200);
  });
});

describe('logout and account deletion', () => {
  it('logout revokes only this session', async () => {
    const user = await createUser(server);
    const second = (await server.rest('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } })).body.token as string;
    expect((await server.rest('POST', '/auth/logout', { token: user.token })).status).toBe(200);
    expect((await server.rest('GET', '/auth/me', { token: user.token })).status).toBe(401);
    expect((await server.rest('GET', '/auth/me', { token: second })).status).toBe(200);
  });

  it('DELETE /api/auth/me deletes the account and all its data, and the token is dead', async () => {
    const user = await createUser(server);
    const response = await server.rest('DELETE', '/auth/me', { token: user.token });
    expect(response.status).toBe(200);
    expect((await server.rest('GET', '/auth/me', { token: user.token })).status).toBe(401);
    expect((await server.rest('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(401);
    const db = server.orm.em.fork();
    const internalId = databaseIdOf(user);
    for (const table of ['sessions', 'usage_counters']) {
      const rows = await db.execute(`select count(*)::int as n from ${table} where user_id = ?`, [internalId]);
      expect(rows[0]?.n).toBe(0);
    }
    expect((await db.execute('select count(*)::int as n from users where id = ?', [internalId]))[0]?.n).toBe(0);
  });
});

describe('test-user deletion (admin only)', () => {
  it('lets an admin delete test users only, and refuses non-admins with 403', async () => {
    const admin = await createUser(server, { email: uniqueEmail('admin', 'nutri.dev') });
    await server.orm.em.fork().execute("update users set role = 'admin' where email = ?", [admin.email]);
    const testUser = await createUser(server, { email: uniqueEmail('t', 'example.test') });
    const realUser = await createUser(server);

    expect((await server.rest('DELETE', `/auth/delete-test-user/${testUser.id}`, { token: realUser.token })).status).toBe(403);
    expect((await server.rest('DELETE', `/auth/delete-test-user/${realUser.id}`, { token: admin.token })).status).toBe(403);
    expect((await server.rest('DELETE', '/auth/delete-test-user/not-an-id', { token: admin.token })).status).toBe(400);

    const deleted = await server.rest('DELETE', `/auth/delete-test-user/${testUser.id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect((await server.rest('GET', '/auth/me', { token: testUser.token })).status).toBe(401);

    const another = await createUser(server, { email: uniqueEmail('t2', 'example.test') });
    const all = await server.rest('DELETE', '/auth/delete-all-test-users', { token: admin.token });
    expect(all.status).toBe(200);
    expect(all.body.deletedCount).toBeGreaterThanOrEqual(1);
    expect((await server.rest('GET', '/auth/me', { token: another.token })).status).toBe(401);
    expect((await server.rest('GET', '/auth/me', { token: realUser.token })).status).toBe(200);
  });
});

describe('the adapter itself', () => {
  it('answers 404 with the error shape for an unknown route', async () => {
    const response = await server.rest('GET', '/nothing/here');
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('NOT_FOUND');
  });

  it('serves an OpenAPI document generated from the route table', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/delete-test-user/{id}']));
  });
});
