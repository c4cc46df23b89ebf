import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import { startTestServerWithAdmin, type TestServer } from '../../../test/testServer.js';
import { subscribe } from '../../payments/__tests__/billingTestHelpers.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  ({ server, admin } = await startTestServerWithAdmin());
}, 60_000);
afterAll(() => server.close());

interface Analytics {
  kind: string;
  days: number;
  metrics: { key: string; value: number | null }[];
  series: { key: string; points: { x: string; y: number }[] }[];
  tables: { key: string; rows: string[][] }[];
}
const analytics = async (path: string) => {
  const response = await server.rest('GET', `/admin/analytics/${path}`, { token: admin.token });
  expect([path, response.status]).toEqual([path, 200]);
  return response.body as unknown as Analytics;
};
const metricOf = (result: Analytics, key: string) => result.metrics.find((metric) => metric.key === key)!.value;
const today = () => new Date().toISOString().slice(0, 10);

async function userWithMarker(name: string, value: number) {
  const user = await createUser(server);
  const added = await server.rest('POST', '/bloodwork/manual', {
    token: user.token,
    body: { date: today(), labValues: [{ name, value, refLow: 5, refHigh: 15 }] },
  });
  expect(added.status).toBe(201);
  return user;
}

describe('GET /admin/analytics/:kind', () => {
  it('answers every kind with its default period, 404 for an unknown kind and 400 for bad days', async () => {
    expect((await analytics('nutrition')).days).toBe(30);
    expect((await analytics('bloodwork')).days).toBe(90);
    expect((await analytics('engagement?days=7')).days).toBe(7);
    expect((await analytics('health-score')).kind).toBe('health-score');
    expect((await server.rest('GET', '/admin/analytics/revenue', { token: admin.token })).status).toBe(404);
    for (const days of ['0', '366', '2.5', 'abc', '-3']) {
      expect([days, (await server.rest('GET', `/admin/analytics/nutrition?days=${days}`, { token: admin.token })).status]).toEqual([days, 400]);
    }
  });

  it('counts logging activity and feature use from real data', async () => {
    const before = await analytics('nutrition?days=2');
    const user = await createUser(server);
    const items = [{ foodId: 'sr:09040', quantity: 1, unit: 'medium' }];
    expect((await server.rest('POST', '/food/logs', { token: user.token, body: { date: today(), meals: [{ mealType: 'lunch', items }] } })).status).toBe(201);
    const after = await analytics('nutrition?days=2');
    expect(metricOf(after, 'itemsLogged')! - metricOf(before, 'itemsLogged')!).toBe(1);
    expect(metricOf(after, 'usersLogging')! - metricOf(before, 'usersLogging')!).toBe(1);
    const todayPoint = after.series.find((series) => series.key === 'itemsLogged')!.points.at(-1)!;
    expect(todayPoint.x).toBe(today());

    const engagement = await analytics('engagement?days=1');
    expect(metricOf(engagement, 'dailyActiveUsers')).toBeGreaterThanOrEqual(2);
    const foodLog = engagement.tables.find((table) => table.key === 'featureUse')!.rows.find((row) => row[0] === 'Food log')!;
    expect(Number(foodLog[1])).toBeGreaterThanOrEqual(1);
  });

  it("never shows one user's health values: markers and averages need at least 5 users", async () => {
    const listed = async () => (await analytics('bloodwork?days=1')).tables.find((table) => table.key === 'markersOutOfRange')!.rows.map((row) => row[0]);
    const alone = await userWithMarker('Homocysteine', 42.5);
    expect(await listed()).not.toContain('Homocysteine');
    for (let index = 0; index < 4; index++) await userWithMarker('Homocysteine', 30 + index);
    expect(await listed()).toContain('Homocysteine');

    for (const kind of ['nutrition', 'bloodwork', 'engagement', 'health-score']) {
      const body = JSON.stringify(await analytics(kind));
      expect(body).not.toContain(alone.id);
      expect(body).not.toContain(alone.email);
      expect(body).not.toContain('42.5');
    }
  });
});

interface Stats {
  totalUsers: number;
  proUsers: number;
  activeUsers: { daily: number };
  monthlyRecurringRevenue: { amountCents: number };
  series: { key: string; points: unknown[] }[];
}

describe('GET /admin/dashboard-stats', () => {
  it('counts users, activity, plans and revenue, and checks the date range', async () => {
    const before = (await server.rest('GET', '/admin/dashboard-stats', { token: admin.token })).body as unknown as Stats;
    const user = await createUser(server);
    await server.rest('PATCH', `/admin/users/${user.id}/upgrade`, { token: admin.token, body: {} });
    await server.rest('GET', '/auth/me', { token: user.token });
    // Revenue comes from what is charged: the plan set by hand above brings in nothing, this subscription does.
    const payer = await createUser(server);
    expect((await subscribe(server, payer)).status).toBe(201);
    const response = await server.rest('GET', `/admin/dashboard-stats?from=${today()}&to=${today()}`, { token: admin.token });
    expect(response.status).toBe(200);
    const after = response.body as unknown as Stats;
    expect(after.totalUsers - before.totalUsers).toBe(2);
    expect(after.proUsers - before.proUsers).toBe(2);
    expect(after.monthlyRecurringRevenue.amountCents - before.monthlyRecurringRevenue.amountCents).toBe(999);
    expect(after.activeUsers.daily).toBeGreaterThanOrEqual(2);
    expect(after.series.map((series) => series.points.length)).toEqual([1, 1]);
    expect(after).toMatchObject({
      from: today(),
      to: today(),
      aiUsageThisMonth: expect.arrayContaining([expect.objectContaining({ kind: 'aiFoodQueries', freeLimit: 100 })]),
    });
    expect((await server.rest('GET', '/admin/dashboard-stats?from=2026-05-02&to=2026-05-01', { token: admin.token })).status).toBe(400);
    expect((await server.rest('GET', '/admin/dashboard-stats?from=2020-01-01&to=2026-05-01', { token: admin.token })).status).toBe(400);
    expect((await server.rest('GET', '/admin/dashboard-stats?from=yesterday', { token: admin.token })).status).toBe(400);
  });
});
