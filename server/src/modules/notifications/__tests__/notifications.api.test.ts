import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import { startPushReceiver, type PushReceiver } from '../../../test/pushReceiver.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { internalId } from './reminderHarness.js';

let server: TestServer;
let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
  server = await startTestServer({ PUSH_EXTRA_CA_FILE: receiver.caFile });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const register = (user: TestUser, body: Record<string, unknown>) => server.rest('POST', '/notifications/register-token', { token: user.token, body });
async function devices(user: TestUser): Promise<string[]> {
  const rows = await server.orm.em
    .fork()
    .execute<{ endpoint: string }[]>('select endpoint from push_subscriptions where user_id = ? order by created_at', [await internalId(server, user)]);
  return rows.map((row) => row.endpoint);
}

describe('POST /api/notifications/register-token', () => {
  it('stores the device and the reminder settings (20:00 by default), and several devices per user', async () => {
    const user = await createUser(server);
    const phone = receiver.subscribe();
    const laptop = receiver.subscribe();
    const first = await register(user, { pushToken: JSON.parse(phone.json), dailyReminders: true, timezone: 'Asia/Kolkata' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ dailyReminders: true, reminderTime: '20:00', timezone: 'Asia/Kolkata', deviceCount: 1 });
    const second = await register(user, { pushToken: laptop.json, dailyReminders: false, reminderTime: '07:45', timezone: 'Europe/Berlin' });
    expect(second.body).toEqual({ dailyReminders: false, reminderTime: '07:45', timezone: 'Europe/Berlin', deviceCount: 2 });
    // Registering the same browser again changes nothing but the settings.
    await register(user, { pushToken: phone.json, reminderTime: '21:00', timezone: 'Europe/Berlin' });
    expect(await devices(user)).toEqual([phone.endpoint, laptop.endpoint]);

    const viewer = await server.graphql<{ viewer: { reminderSettings: unknown } }>(
      '{ viewer { reminderSettings { dailyReminders reminderTime timezone deviceCount } } }',
      {},
      user.token,
    );
    expect(viewer.data?.viewer.reminderSettings).toEqual({ dailyReminders: true, reminderTime: '21:00', timezone: 'Europe/Berlin', deviceCount: 2 });
  });

  it('answers 400 for invalid subscription JSON, unknown time zones and times outside HH:MM, and stores nothing', async () => {
    const user = await createUser(server);
    const good = JSON.parse(receiver.subscribe().json) as { endpoint: string; keys: { p256dh: string; auth: string } };
    const badTokens: unknown[] = [
      '{not json',
      'null',
      42,
      { endpoint: 'http://push.example.com/x', keys: good.keys },
      { endpoint: 'not a url', keys: good.keys },
      { endpoint: good.endpoint },
      { endpoint: good.endpoint, keys: { p256dh: 'abc', auth: good.keys.auth } },
      { endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh, auth: 'short' } },
      { endpoint: `https://push.example.com/${'x'.repeat(3000)}`, keys: good.keys },
    ];
    for (const pushToken of badTokens) {
      const response = await register(user, { pushToken, timezone: 'UTC' });
      expect({ pushToken, status: response.status, error: response.body.error }).toEqual({ pushToken, status: 400, error: 'BAD_USER_INPUT' });
    }
    for (const timezone of ['Mars/Olympus', '+05:30', '', 'EST5EDT; drop table users']) {
      expect((await register(user, { pushToken: good, timezone })).status).toBe(400);
    }
    for (const reminderTime of ['24:00', '7:30', '20:60', '20:00:00', 'eight', '']) {
      const response = await register(user, { pushToken: good, reminderTime, timezone: 'UTC' });
      expect({ reminderTime, status: response.status }).toEqual({ reminderTime, status: 400 });
    }
    expect((await register(user, { pushToken: good, timezone: 'UTC', dailyReminders: 'yes' })).status).toBe(400);
    expect(await devices(user)).toEqual([]);
    expect((await server.rest('POST', '/notifications/register-token', { body: { pushToken: good, timezone: 'UTC' } })).status).toBe(401);
  });
});

describe('GraphQL', () => {
  const REGISTER = `mutation ($input: RegisterPushTokenInput!) { registerPushToken(input: $input) { reminderSettings { dailyReminders reminderTime timezone } } }`;
  const UPDATE = `mutation ($input: UpdateReminderSettingsInput!) { updateReminderSettings(input: $input) { reminderSettings { dailyReminders reminderTime timezone } } }`;

  it('re-registering a device without settings keeps the stored ones; settings change for all devices', async () => {
    const user = await createUser(server);
    const device = receiver.subscribe();
    const first = await server.graphql(REGISTER, { input: { pushToken: device.json, reminderTime: '06:15', timezone: 'Pacific/Auckland' } }, user.token);
    expect(first.data).toEqual({ registerPushToken: { reminderSettings: { dailyReminders: true, reminderTime: '06:15', timezone: 'Pacific/Auckland' } } });
    const again = await server.graphql(REGISTER, { input: { pushToken: device.json } }, user.token);
    expect(again.data).toEqual(first.data);

    const off = await server.graphql(UPDATE, { input: { dailyReminders: false, reminderTime: '21:30', timezone: 'America/Los_Angeles' } }, user.token);
    expect(off.data).toEqual({
      updateReminderSettings: { reminderSettings: { dailyReminders: false, reminderTime: '21:30', timezone: 'America/Los_Angeles' } },
    });
    const bad = await server.graphql(UPDATE, { input: { dailyReminders: true, reminderTime: '25:00', timezone: 'UTC' } }, user.token);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await server.graphql(UPDATE, { input: { dailyReminders: true, reminderTime: '08:00', timezone: 'UTC' } })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('whose device it is', () => {
  it('moves a browser to the account that registered it last; a user cannot remove another user’s device', async () => {
    const alice = await createUser(server);
    const bob = await createUser(server);
    const shared = receiver.subscribe();
    await register(alice, { pushToken: shared.json, timezone: 'UTC' });
    const bobsOwn = receiver.subscribe();
    await register(bob, { pushToken: bobsOwn.json, timezone: 'UTC' });

    const attempt = await server.rest('DELETE', '/notifications/register-token', { token: alice.token, body: { pushToken: bobsOwn.endpoint } });
    expect(attempt.body).toEqual({ removed: false });
    expect(await devices(bob)).toEqual([bobsOwn.endpoint]);

    await register(bob, { pushToken: shared.json, timezone: 'UTC' });
    expect(await devices(alice)).toEqual([]);
    expect((await devices(bob)).sort()).toEqual([bobsOwn.endpoint, shared.endpoint].sort());

    const removed = await server.rest('DELETE', '/notifications/register-token', { token: bob.token, body: { pushToken: shared.json } });
    expect(removed.body).toEqual({ removed: true });
    expect(await devices(bob)).toEqual([bobsOwn.endpoint]);
  });

  it('logout removes this device only; account deletion removes every device', async () => {
    const user = await createUser(server);
    const secondSession = await server.rest('POST', '/auth/login', { body: { email: user.email, password: 'correct horse battery' } });
    const otherToken = secondSession.body.token as string;
    const here = receiver.subscribe();
    const there = receiver.subscribe();
    await register(user, { pushToken: here.json, timezone: 'UTC' });
    await server.rest('POST', '/notifications/register-token', { token: otherToken, body: { pushToken: there.json, timezone: 'UTC' } });
    const id = await internalId(server, user);

    const logout = await server.graphql('mutation { logout { revoked } }', {}, user.token);
    expect(logout.errors).toBeUndefined();
    expect(await devices({ ...user, token: otherToken })).toEqual([there.endpoint]);

    expect((await server.rest('DELETE', '/auth/me', { token: otherToken })).status).toBeLessThan(300);
    const left = await server.orm.em
      .fork()
      .execute<{ n: number }[]>(
        'select (select count(*) from push_subscriptions where user_id = ?)::int + (select count(*) from reminder_settings where user_id = ?)::int as n',
        [id, id],
      );
    expect(left[0]?.n).toBe(0);
  });
});

describe('test notification and keys', () => {
  it('sends a real, decryptable push to each of the viewer’s devices and drops devices the push service forgot', async () => {
    const user = await createUser(server);
    const phone = receiver.subscribe();
    const forgotten = receiver.subscribe({ kind: 'gone', status: 404 });
    await register(user, { pushToken: phone.json, timezone: 'UTC' });
    await register(user, { pushToken: forgotten.json, timezone: 'UTC' });

    const response = await server.rest('POST', '/notifications/test', { token: user.token });
    expect(response.body).toEqual({ devices: 2, delivered: 1 });
    const push = receiver.received.find((each) => each.subscriptionId === phone.id);
    expect(push?.payload).toMatchObject({ title: 'Nutri reminders are on', url: '/food-log' });
    const key = await server.rest('GET', '/notifications/vapid-public-key');
    expect(push?.vapid.publicKey).toBe(key.body.publicKey);
    expect(await devices(user)).toEqual([phone.endpoint]);

    const nobody = await createUser(server);
    const none = await server.rest('POST', '/notifications/test', { token: nobody.token });
    expect(none.status).toBe(400);
  });

  it('generates the VAPID key pair once per installation and keeps it', async () => {
    const first = await server.rest('GET', '/notifications/vapid-public-key');
    expect(first.status).toBe(200);
    expect(Buffer.from(first.body.publicKey as string, 'base64url')).toHaveLength(65);
    const another = await startTestServer({});
    try {
      expect((await another.rest('GET', '/notifications/vapid-public-key')).body).toEqual(first.body);
    } finally {
      await another.close();
    }
  });
});
