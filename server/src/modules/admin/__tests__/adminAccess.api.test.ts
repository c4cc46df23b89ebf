import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import { startTestServerWithAdmin, type TestServer } from '../../../test/testServer.js';

let server: TestServer;
let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  ({ server, admin } = await startTestServerWithAdmin());
  user = await createUser(server);
}, 60_000);
afterAll(() => server.close());

const REST_CALLS = (id: string): [string, string, unknown?][] => [
  ['GET', '/admin/users'],
  ['GET', `/admin/users/${id}`],
  ['PATCH', `/admin/users/${id}/upgrade`, {}],
  ['PATCH', `/admin/users/${id}/role`, { role: 'admin' }],
  ['GET', '/admin/audit-log'],
  ['GET', '/admin/dashboard-stats'],
  ['GET', '/admin/analytics/nutrition'],
  ['GET', '/admin/analytics/bloodwork'],
  ['GET', '/admin/analytics/engagement'],
  ['GET', '/admin/analytics/health-score'],
  ['DELETE', `/auth/delete-test-user/${id}`],
  ['GET', '/ai-content-reports/admin/all'],
];

const GRAPHQL_CALLS = (id: string) => [
  `{ adminUsers(first: 5) { totalCount } }`,
  `{ adminUser(id: "${id}") { counts { foodLogDays } } }`,
  `{ adminAuditEvents { totalCount } }`,
  `{ adminDashboardStats { totalUsers } }`,
  `{ adminAnalytics(kind: engagement) { metrics { key } } }`,
  `mutation { setUserRole(input: { userId: "${id}", role: admin }) { user { role } } }`,
  `mutation { upgradeUser(input: { userId: "${id}" }) { user { tier } } }`,
];

describe('admin calls', () => {
  it('answer 401 to anonymous callers and 403 to signed-in non-admins, on REST and GraphQL', async () => {
    for (const [method, path, body] of REST_CALLS(user.id)) {
      expect([path, (await server.rest(method, path, { body })).status]).toEqual([path, 401]);
      expect([path, (await server.rest(method, path, { body, token: user.token })).status]).toEqual([path, 403]);
    }
    for (const query of GRAPHQL_CALLS(user.id)) {
      expect((await server.graphql(query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await server.graphql(query, {}, user.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // The refused calls changed nothing.
    const me = await server.rest('GET', '/auth/me', { token: user.token });
    expect(me.body).toMatchObject({ role: 'user', tier: 'free' });
  });

  it('work for admins', async () => {
    for (const [method, path, body] of REST_CALLS(user.id).filter(([, path]) => !path.includes('delete-test-user') && !path.endsWith('/role'))) {
      expect([path, (await server.rest(method, path, { body, token: admin.token })).status]).toEqual([path, 200]);
    }
  });
});
