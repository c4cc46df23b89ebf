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

const GARBAGE_IDS = ['x', '0', '-1', "'; drop table users;--", 'sr:0', '%00', 'custom:not-a-uuid', '2026-02-30', 'VXNlcjp4', '0000-01-01', 'a\u0000b'];
const GARBAGE_QUERIES = [
  '?page=-1&limit=1e9',
  '?days=abc&type=bogus&q=',
  '?quantity=NaN&unit=&category=%00',
  '?favorite=maybe&mealType=brunch',
  '?q=a%00b&unit=constructor&date=0000-01-01&startDate=0000-01-01&endDate=9999-12-31',
  '?q=%ED%A0%80&unit=__proto__&after=b2Zmc2V0Ojk5OTk5OTk5OTk5OTk5OTk5OTk5OTk5OQ',
];
/** Strings PostgreSQL cannot store (NUL) or that are not Unicode (a lone surrogate), dates it cannot hold, prototype keys. */
const HOSTILE = {
  firstName: 'a\u0000b',
  lastName: '\ud800',
  timezone: '',
  date: '0000-01-01',
  dateOfBirth: '0000-01-01',
  name: 'Glucose\u0000',
  unit: 'constructor',
  query: '\udfff',
  notes: 'x\u0000',
  servingUnit: 'constructor',
  food: { name: 'a\u0000', servingSize: 1, servingUnit: 'constructor', calories: 1 },
  items: [{ foodId: 'sr:09040', quantity: 1, unit: 'constructor' }],
  labValues: [{ name: 'Glucose', value: 1e308, unit: 'mg/dL' }],
};
const GARBAGE_BODIES: unknown[] = [
  {},
  { date: 'yesterday', meals: 'lots', labValues: [{ name: 5 }], query: { $ne: 1 }, days: -3, model: 42 },
  { date: '2026-11-21', items: [{ foodId: 'sr:09040', quantity: 'two', unit: null }], name: ''.padEnd(500, 'x') },
  HOSTILE,
  { ...HOSTILE, date: '2026-11-21', timezone: 'Not/AZone', labValues: [{ name: 'Glucose', value: 1e308, unit: 'mmol/L' }] },
  { food: { name: 'Bar', servingSize: 1, servingUnit: 'constructor', calories: 100 } },
];

// These end the test user's session or account, which would turn every later call into a 401.
const SESSION_ENDING = new Set(['POST /auth/logout', 'DELETE /auth/me']);
// A signed-in GET answers with the ZIP itself, not JSON; its bad links are tested in dataExport.api.test.ts.
const FILE_DOWNLOADS = new Set(['GET /export']);

function pathWith(path: string, id: string): string {
  return path.replace(/:(\w+)/g, () => encodeURIComponent(id));
}

describe('the REST surface under garbage input', () => {
  it('answers every route with a coded 4xx or a success, never a 500', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const route of restRoutes) {
      if (route.upload) continue; // uploads have their own bad-input tests (non-PDF, oversize, corrupt)
      if (SESSION_ENDING.has(`${route.method} ${route.path}`) || FILE_DOWNLOADS.has(`${route.method} ${route.path}`)) continue;
      const ids = route.path.includes(':') ? GARBAGE_IDS : [''];
      const bodies = ['POST', 'PUT', 'PATCH'].includes(route.method) ? GARBAGE_BODIES : [undefined];
      // Every garbage id, query and body reaches every route at least once, in rotating combinations (the full
      // product is thousands of requests and says no more: each kind of garbage is rejected on its own).
      const cases = Math.max(ids.length, GARBAGE_QUERIES.length, bodies.length);
      for (let index = 0; index < cases; index += 1) {
        const id = ids[index % ids.length]!;
        const query = GARBAGE_QUERIES[index % GARBAGE_QUERIES.length]!;
        const body = bodies[index % bodies.length];
        const response = await server.rest(route.method, `${pathWith(route.path, id)}${query}`, { token: user.token, body });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const isCoded = response.status < 400 || (typeof response.body.error === 'string' && typeof response.body.message === 'string');
        if (response.status >= 500 || !isCoded) {
          failures.push(`${route.method} ${route.path} id=${id} ${query} → ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The walk must reach the resolvers, not stop at sign-in: most answers are validation errors.
    expect(statuses.get(401) ?? 0).toBe(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
  }, 120_000);
});
