import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/testServer.js';
import { restRoutes } from '../routes.js';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server);
}, 60_000);
afterAll(() => server.close());

const GARBAGE_IDS = ['x', '0', '-1', "'; drop table users;--", 'sr:0', '%00', 'custom:not-a-uuid', '2026-02-30', 'VXNlcjp4'];
const GARBAGE_QUERIES = ['?page=-1&limit=1e9', '?days=abc&type=bogus&q=', '?quantity=NaN&unit=&category=%00', '?favorite=maybe&mealType=brunch'];
const GARBAGE_BODIES: unknown[] = [
  {},
  { date: 'yesterday', meals: 'lots', labValues: [{ name: 5 }], query: { $ne: 1 }, days: -3, model: 42 },
  { date: '2026-11-21', items: [{ foodId: 'sr:09040', quantity: 'two', unit: null }], name: ''.padEnd(500, 'x') },
];

// These end the test user's session or account, which would turn every later call into a 401.
const SESSION_ENDING = new Set(['POST /auth/logout', 'DELETE /auth/me']);

function pathWith(path: string, id: string): string {
  return path.replace(/:(\w+)/g, () => encodeURIComponent(id));
}

describe('the REST surface under garbage input', () => {
  it('answers every route with a coded 4xx or a success, never a 500', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const route of restRoutes) {
      if (route.upload) continue; // uploads have their own bad-input tests (non-PDF, oversize, corrupt)
      if (SESSION_ENDING.has(`${route.method} ${route.path}`)) continue;
      const ids = route.path.includes(':') ? GARBAGE_IDS : [''];
      for (const id of ids) {
        for (const query of GARBAGE_QUERIES) {
          const bodies = ['POST', 'PUT', 'PATCH'].includes(route.method) ? GARBAGE_BODIES : [undefined];
          for (const body of bodies) {
            const response = await server.rest(route.method, `${pathWith(route.path, id)}${query}`, { token: user.token, body });
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            const isCoded = response.status < 400 || (typeof response.body.error === 'string' && typeof response.body.message === 'string');
            if (response.status >= 500 || !isCoded) {
              failures.push(`${route.method} ${route.path} id=${id} ${query} → ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The walk must reach the resolvers, not stop at sign-in: most answers are validation errors.
    expect(statuses.get(401) ?? 0).toBe(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
  }, 120_000);
});
