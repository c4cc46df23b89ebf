import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

type Json = Record<string, unknown>;
const BANANA = { foodId: 'sr:09040', quantity: 1, unit: 'medium' };
const MILK = { foodId: 'sr:01077', quantity: 1, unit: 'cup' };

describe('saved meals (/api/meals)', () => {
  it('saves a logged meal, favourites it and logs it on another day in one step', async () => {
    const user = await createUser(server);
    await server.rest('POST', '/food/logs', { token: user.token, body: { date: '2026-11-19', meals: [{ mealType: 'breakfast', items: [BANANA, MILK] }] } });

    const saved = await server.rest('POST', '/meals/from-food-log', {
      token: user.token,
      body: { date: '2026-11-19', mealType: 'breakfast', name: 'Banana and milk' },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ kind: 'meal', name: 'Banana and milk', mealType: 'breakfast', isFavorite: false });
    expect((saved.body.totals as Json).calories).toBe(105 + 149);
    const id = saved.body.id as string;

    const favourite = await server.rest('PATCH', `/meals/${id}/favorite`, { token: user.token });
    expect(favourite.body.isFavorite).toBe(true);
    const favourites = await server.rest('GET', '/meals?favorite=true', { token: user.token });
    expect((favourites.body.meals as Json[]).map((meal) => meal.id)).toEqual([id]);

    const logged = await server.rest('POST', `/meals/${id}/log`, { token: user.token, body: { date: '2026-11-21' } });
    expect(logged.status).toBe(201);
    expect(logged.body).toMatchObject({ date: '2026-11-21', itemCount: 2 });
    const day = await server.rest('GET', '/food/logs/2026-11-21', { token: user.token });
    expect((day.body.totals as Json).calories).toBe(254);
  });

  it('creates, searches, edits and deletes a meal', async () => {
    const user = await createUser(server);
    const created = await server.rest('POST', '/meals', { token: user.token, body: { name: 'Smoothie base', items: [BANANA, MILK], mealType: 'snack' } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const found = await server.rest('GET', '/meals?search=smooth', { token: user.token });
    expect(found.body.total).toBe(1);
    const edited = await server.rest('PUT', `/meals/${id}`, { token: user.token, body: { name: 'Smoothie', items: [BANANA] } });
    expect(edited.body).toMatchObject({ name: 'Smoothie', totals: { calories: 105 } });
    expect((await server.rest('GET', `/meals/${id}`, { token: user.token })).body.name).toBe('Smoothie');
    expect((await server.rest('DELETE', `/meals/${id}`, { token: user.token })).status).toBe(200);
    expect((await server.rest('GET', `/meals/${id}`, { token: user.token })).status).toBe(404);
  });

  it('is invisible to other users: 404 for reading, changing, favouriting, logging or deleting', async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const created = await server.rest('POST', '/meals', { token: owner.token, body: { name: 'Mine', items: [BANANA] } });
    const id = created.body.id as string;
    expect((await server.rest('GET', `/meals/${id}`, { token: other.token })).status).toBe(404);
    expect((await server.rest('PUT', `/meals/${id}`, { token: other.token, body: { name: 'Stolen' } })).status).toBe(404);
    expect((await server.rest('PATCH', `/meals/${id}/favorite`, { token: other.token })).status).toBe(404);
    expect((await server.rest('POST', `/meals/${id}/log`, { token: other.token, body: { date: '2026-11-21', mealType: 'lunch' } })).status).toBe(404);
    expect((await server.rest('DELETE', `/meals/${id}`, { token: other.token })).status).toBe(404);
    expect((await server.rest('GET', '/meals', { token: other.token })).body.total).toBe(0);
    expect((await server.rest('GET', `/meals/${id}`, { token: owner.token })).body.name).toBe('Mine');
  });

  it('rejects bad input: no items, unknown food, empty logged meal, no meal type', async () => {
    const user = await createUser(server);
    expect((await server.rest('POST', '/meals', { token: user.token, body: { name: 'Empty', items: [] } })).status).toBe(400);
    const unknown = await server.rest('POST', '/meals', { token: user.token, body: { name: 'X', items: [{ ...BANANA, foodId: 'sr:00001' }] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown food/);
    const empty = await server.rest('POST', '/meals/from-food-log', { token: user.token, body: { date: '2026-11-01', mealType: 'lunch' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Nothing is logged for lunch on 2026-11-01.');
    const meal = await server.rest('POST', '/meals', { token: user.token, body: { name: 'No type', items: [BANANA] } });
    const noType = await server.rest('POST', `/meals/${meal.body.id as string}/log`, { token: user.token, body: { date: '2026-11-21' } });
    expect(noType.status).toBe(400);
  });
});

describe('saved single foods (/api/individual-foods)', () => {
  it('saves a logged item with its amount and logs it again', async () => {
    const user = await createUser(server);
    const log = await server.rest('POST', '/food/logs', {
      token: user.token,
      body: { date: '2026-11-19', meals: [{ mealType: 'snack', items: [{ ...BANANA, quantity: 2 }] }] },
    });
    const itemId = ((log.body.meals as Json[]).find((m) => m.mealType === 'snack')!.items as Json[])[0]!.id as string;
    const saved = await server.rest('POST', '/individual-foods/from-food-log', { token: user.token, body: { itemId } });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ kind: 'food', name: 'Bananas, raw', mealType: 'snack' });
    expect((saved.body.items as Json[])[0]).toMatchObject({ quantity: 2, unit: 'medium' });

    expect((await server.rest('GET', '/individual-foods', { token: user.token })).body.total).toBe(1);
    expect((await server.rest('GET', '/meals', { token: user.token })).body.total).toBe(0);
    const logged = await server.rest('POST', `/individual-foods/${saved.body.id as string}/log`, { token: user.token, body: { date: '2026-11-20' } });
    expect((logged.body.totals as Json).calories).toBe(210);
    const two = await server.rest('POST', '/individual-foods', { token: user.token, body: { name: 'Two things', items: [BANANA, MILK] } });
    expect(two.status).toBe(400);
  });
});
