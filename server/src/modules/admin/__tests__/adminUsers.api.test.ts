import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, databaseIdOf, uniqueEmail, type TestUser } from '../../../test/factories.js';
import { countStatements } from '../../../test/sqlStatements.js';
import { startTestServerWithAdmin, type TestServer } from '../../../test/testServer.js';
import { SEARCH_MATCH } from '../adminUsers.service.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  ({ server, admin } = await startTestServerWithAdmin());
}, 60_000);
afterAll(() => server.close());

type Row = { id: string; email: string; tier: string; role: string; isTestUser: boolean; lastActiveAt: string | null; firstName: string };
const list = async (query: string) => {
  const response = await server.rest('GET', `/admin/users?${query}`, { token: admin.token });
  expect(response.status).toBe(200);
  return response.body as { users: Row[]; total: number; page: number; limit: number; totalPages: number; asOf: string };
};

describe('GET /admin/users', () => {
  it('finds users by part of their email or name in any case, and filters by tier and role', async () => {
    const tag = randomBytes(4).toString('hex');
    const ada = await createUser(server, { email: `ada.${tag}@nutri.dev`, firstName: 'Ada', lastName: `Lovelace${tag}` });
    const bob = await createUser(server, { email: `bob.${tag}@nutri.dev`, firstName: 'Bob' });
    await server.rest('PATCH', `/admin/users/${bob.id}/upgrade`, { token: admin.token, body: {} });

    const byEmail = await list(`search=${tag.toUpperCase()}`);
    expect(byEmail.users.map((row) => row.email).sort()).toEqual([ada.email, bob.email]);
    expect((await list(`search=LOVELACE${tag}`)).users.map((row) => row.id)).toEqual([ada.id]);
    expect((await list(`search=${tag}&tier=pro`)).users.map((row) => row.id)).toEqual([bob.id]);
    expect((await list(`search=${tag}&role=admin`)).users).toEqual([]);
    expect((await list('search=%25_%25')).total).toBe(0); // LIKE wildcards are searched for literally
    expect((await list(`search=ada.${tag}`)).users[0]).toMatchObject({ firstName: 'Ada', tier: 'free', role: 'user', isTestUser: false });
    expect((await server.rest('GET', '/admin/users?tier=gold', { token: admin.token })).status).toBe(400);
    expect((await server.rest('GET', '/admin/users?limit=0', { token: admin.token })).status).toBe(400);
  });

  it('finds a user by first and last name together, through the name trigram index', async () => {
    const tag = randomBytes(4).toString('hex');
    const maya = await createUser(server, { email: `m.${tag}@nutri.dev`, firstName: 'Maya', lastName: `Novak${tag}` });
    await createUser(server, { email: `maya.${tag}@nutri.dev`, firstName: 'Maya', lastName: 'Other' });
    expect((await list(`search=maya%20novak${tag}`)).users.map((row) => row.id)).toEqual([maya.id]);
    expect((await list(`search=YA%20NOVAK${tag.slice(0, 4)}`)).users.map((row) => row.id)).toEqual([maya.id]);
    // With sequential scans ruled out the plan shows which index serves the search: a name needs its own.
    const plan = await server.orm.em.fork().transactional(async (tx) => {
      await tx.execute('set local enable_seqscan = off', [], 'run');
      return tx.execute<{ 'QUERY PLAN': string }[]>(`explain select count(*) from users u where ${SEARCH_MATCH}`, ['%maya nov%', '%maya nov%']);
    });
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toMatch(/Bitmap Index Scan on users_name_trgm_index[\s\S]*Index Cond/);
  });

  it('defaults to 20 per page and keeps later pages stable while users sign up', async () => {
    const first = await list('');
    expect(first.limit).toBe(20);
    const pageOne = await list('limit=2');
    const pageTwo = await list(`limit=2&page=2&asOf=${encodeURIComponent(pageOne.asOf)}`);
    await createUser(server);
    await createUser(server);
    const pageTwoAgain = await list(`limit=2&page=2&asOf=${encodeURIComponent(pageOne.asOf)}`);
    expect(pageTwoAgain.users.map((row) => row.id)).toEqual(pageTwo.users.map((row) => row.id));
    expect(pageTwoAgain.total).toBe(pageTwo.total);
    expect((await list('limit=2')).total).toBeGreaterThan(pageOne.total);
  });

  it('sorts by last activity and shows when a user was last active', async () => {
    const active = await createUser(server);
    await server.rest('GET', '/auth/me', { token: active.token });
    const rows = (await list('sort=last_active&limit=100')).users;
    const row = rows.find((candidate) => candidate.id === active.id)!;
    expect(row.lastActiveAt).not.toBeNull();
    const times = rows.map((candidate) => (candidate.lastActiveAt ? Date.parse(candidate.lastActiveAt) : 0));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('costs the same SQL statements for 5 rows or 50 (no N+1)', async () => {
    const query = `query ($first: Int) { adminUsers(first: $first) { totalCount edges { node { id email tier lastActiveAt isTestUser usage { aiFoodQueries } } } } }`;
    for (let index = 0; index < 50; index++) await createUser(server);
    const count = async (first: number) => {
      return countStatements(server.orm, async () => {
        const response = await server.graphql(query, { first }, admin.token);
        expect(response.errors).toBeUndefined();
      });
    };
    const few = await count(5);
    const many = await count(50);
    expect(many).toBe(few);
    // The session lookup, the page, the count and one batched usage load.
    expect(many).toBeLessThanOrEqual(4);
  });
});

describe('GET /admin/users/:id and admin actions', () => {
  it('shows account, plan, usage and counts but never health data; upgrades land in the audit trail', async () => {
    const user = await createUser(server, { weight: 81.5 });
    await server.rest('POST', '/food/logs', {
      token: user.token,
      body: { date: '2026-10-01', meals: [{ mealType: 'breakfast', items: [{ foodId: 'sr:09040', quantity: 1, unit: 'medium' }] }] },
    });
    const upgraded = await server.rest('PATCH', `/admin/users/${user.id}/upgrade`, { token: admin.token, body: { adminNotes: 'Conference speaker' } });
    expect(upgraded.body).toMatchObject({ tier: 'pro', subscriptionStatus: 'active', adminNotes: 'Conference speaker' });

    const detail = await server.rest('GET', `/admin/users/${user.id}`, { token: admin.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      email: user.email,
      tier: 'pro',
      counts: { foodLogDays: 1, foodLogItems: 1, supplementLogs: 0, bloodworkEntries: 0, analyses: 0, reportsFiled: 0 },
      // A plan set by an administrator is not charged.
      monthlyRevenueCents: 0,
      usage: { aiFoodQueries: 0 },
    });
    expect(JSON.stringify(detail.body)).not.toMatch(/81\.5|banana|weight|labValues/i);
    // Through GraphQL too, the body profile is the user's own: an admin reading it gets null.
    const profile = await server.graphql(`query ($id: ID!) { adminUser(id: $id) { user { weight height gender dateOfBirth } } }`, { id: user.id }, admin.token);
    expect(profile.data).toEqual({ adminUser: { user: { weight: null, height: null, gender: null, dateOfBirth: null } } });
    const own = await server.graphql('{ viewer { user { weight } } }', {}, user.token);
    expect(own.data).toEqual({ viewer: { user: { weight: 81.5 } } });
    const trail = detail.body.auditTrail as { action: string; summary: string; actorEmail: string }[];
    expect(trail[0]).toMatchObject({ action: 'plan_changed', summary: 'Plan: Free, no subscription → Pro, active', actorEmail: admin.email.toLowerCase() });

    const log = await server.rest('GET', `/admin/audit-log?userId=${user.id}`, { token: admin.token });
    expect(log.body.total).toBe(1);
    expect((await server.rest('GET', '/admin/users/00000000-0000-4000-8000-000000000000', { token: admin.token })).status).toBe(404);
    expect((await server.rest('GET', '/admin/users/not-an-id', { token: admin.token })).status).toBe(400);
  });

  it('makes and removes admins, refuses to demote yourself, and records each change', async () => {
    const user = await createUser(server);
    expect((await server.rest('PATCH', `/admin/users/${user.id}/role`, { token: admin.token, body: { role: 'admin' } })).body).toMatchObject({ role: 'admin' });
    expect((await server.rest('GET', '/admin/users?limit=1', { token: user.token })).status).toBe(200);
    expect((await server.rest('PATCH', `/admin/users/${user.id}/role`, { token: admin.token, body: { role: 'user' } })).body).toMatchObject({ role: 'user' });
    expect((await server.rest('GET', '/admin/users?limit=1', { token: user.token })).status).toBe(403);
    const self = await server.rest('PATCH', `/admin/users/${admin.id}/role`, { token: admin.token, body: { role: 'user' } });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe("You can't remove your own admin role.");
    expect((await server.rest('PATCH', `/admin/users/${user.id}/role`, { token: admin.token, body: { role: 'owner' } })).status).toBe(400);
    const log = await server.rest('GET', `/admin/audit-log?userId=${user.id}`, { token: admin.token });
    expect((log.body.events as { summary: string }[]).map((event) => event.summary)).toEqual(['Removed admin role', 'Made admin']);
  });

  it('deletes test users only, and keeps the deletion in the audit trail after the account is gone', async () => {
    const tester = await createUser(server, { email: uniqueEmail('tester', 'example.test') });
    const real = await createUser(server);
    expect((await server.rest('DELETE', `/auth/delete-test-user/${real.id}`, { token: admin.token })).status).toBe(403);
    expect((await server.rest('DELETE', `/auth/delete-test-user/${tester.id}`, { token: admin.token })).status).toBe(200);
    expect((await server.rest('GET', `/admin/users/${tester.id}`, { token: admin.token })).status).toBe(404);
    const log = await server.rest('GET', `/admin/audit-log?userId=${tester.id}`, { token: admin.token });
    expect(log.body.events).toEqual([
      expect.objectContaining({ action: 'test_user_deleted', targetEmail: tester.email, actorEmail: admin.email.toLowerCase() }),
    ]);
  });

  it('words every audit entry as the admin screens do, also entries stored with raw status words', async () => {
    const user = await createUser(server);
    await server.rest('PATCH', `/admin/users/${user.id}/upgrade`, { token: admin.token, body: { subscriptionStatus: 'past_due' } });
    // An entry recorded before summaries were worded: its details still say what changed.
    await server.orm.em.fork().execute(
      `insert into admin_audit_events (id, actor_id, actor_email, action, target_user_id, target_email, summary, details, created_at)
       values (gen_random_uuid(), ?, ?, 'plan_changed', ?, ?, 'Plan: Pro (past due) → Free (none)', ?, now() + interval '1 second')`,
      [
        databaseIdOf(admin),
        admin.email,
        databaseIdOf(user),
        user.email,
        JSON.stringify({ before: { tier: 'pro', subscriptionStatus: 'past_due' }, after: { tier: 'free', subscriptionStatus: 'none' } }),
      ],
    );
    const log = await server.rest('GET', `/admin/audit-log?userId=${user.id}`, { token: admin.token });
    expect((log.body.events as { summary: string }[]).map((event) => event.summary)).toEqual([
      'Plan: Pro, past due → Free, no subscription',
      'Plan: Free, no subscription → Pro, past due',
    ]);
    expect(JSON.stringify(log.body.events)).not.toMatch(/past_due|\(none\)/);
  });

  it('records report status changes', async () => {
    const user = await createUser(server);
    const report = await server.rest('POST', '/ai-content-reports', { token: user.token, body: { reason: 'spam', content: `spam ${Date.now()}` } });
    await server.rest('PATCH', `/ai-content-reports/admin/${report.body.id}`, { token: admin.token, body: { status: 'dismissed' } });
    const log = await server.rest('GET', `/admin/audit-log?userId=${user.id}`, { token: admin.token });
    expect(log.body.events).toEqual([expect.objectContaining({ action: 'report_status_changed', summary: 'Report status: Pending → Dismissed' })]);
  });
});
