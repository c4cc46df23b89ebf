import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

type Facts = { calories: number; nutrients: { key: string; amount: number }[] };
const amount = (facts: Facts, key: string) => facts.nutrients.find((nutrient) => nutrient.key === key)?.amount ?? 0;

describe('GET /api/food/combined-nutrition/{id}', () => {
  it("adds that day's supplements to the food totals, and only that user's", async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    const log = await server.rest('POST', '/food/logs', {
      token: user.token,
      body: { date: '2026-11-20', meals: [{ mealType: 'breakfast', items: [{ foodId: 'sr:09040', quantity: 1, unit: 'medium' }] }] },
    });
    const supplement = await server.rest('POST', '/supplements/log', { token: user.token, body: { date: '2026-11-20', query: 'Vitamin C 500 mg' } });
    expect(supplement.status).toBe(201);
    await server.rest('POST', '/supplements/log', { token: other.token, body: { date: '2026-11-20', query: 'Vitamin C 1000 mg' } });

    const response = await server.rest('GET', `/food/combined-nutrition/${log.body.id as string}`, { token: user.token });
    expect(response.status).toBe(200);
    const { food, supplements, total } = response.body.combinedNutrition as Record<string, Facts>;
    expect(amount(food!, 'vitamin_c_mg')).toBeCloseTo(10.3, 1);
    expect(amount(supplements!, 'vitamin_c_mg')).toBe(500);
    expect(amount(total!, 'vitamin_c_mg')).toBeCloseTo(510.3, 1);
    expect(total!.calories).toBe(105);

    expect((await server.rest('GET', `/food/combined-nutrition/${log.body.id as string}`, { token: other.token })).status).toBe(404);
    expect((await server.rest('GET', '/food/combined-nutrition/2026-11-20', { token: user.token })).status).toBe(200);
  });
});
