import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, databaseIdOf, type TestUser } from '../../../test/factories.js';
import { seedFoodLogs } from '../../../test/seedFoodLogs.js';
import { statementsDuring } from '../../../test/sqlStatements.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const RECENT = '{ viewer { recentFoods(first: 30) { internalID } } }';
const BANANA = 'sr:09040';
const MILK = 'sr:01077';

async function recentIds(user: TestUser): Promise<string[]> {
  const response = await server.graphql<{ viewer: { recentFoods: { internalID: string }[] } }>(RECENT, {}, user.token);
  expect(response.errors).toBeUndefined();
  return response.data!.viewer.recentFoods.map((food) => food.internalID);
}

async function logDay(user: TestUser, date: string, foodIds: string[], method: 'POST' | 'PUT' = 'POST') {
  const items = foodIds.map((foodId) => ({ foodId, quantity: 1, unit: foodId === BANANA ? 'medium' : 'cup' }));
  const path = method === 'POST' ? '/food/logs' : `/food/logs/${date}`;
  const response = await server.rest(method, path, { token: user.token, body: { date, meals: [{ mealType: 'breakfast', items }] } });
  expect(response.status).toBeLessThan(300);
}

async function itemIdsOn(user: TestUser, date: string): Promise<string[]> {
  const response = await server.graphql<{ viewer: { foodLog: { meals: { items: { id: string }[] }[] } } }>(
    'query ($date: LocalDate) { viewer { foodLog(date: $date) { meals { items { id } } } } }',
    { date },
    user.token,
  );
  return response.data!.viewer.foodLog.meals.flatMap((meal) => meal.items).map((item) => item.id);
}

describe('recent foods kept per user', () => {
  it('follow the log through logging, removing an item, replacing a day and deleting a day', async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    await logDay(other, '2026-10-01', [MILK]);
    expect(await recentIds(user)).toEqual([]);

    await logDay(user, '2026-10-01', [BANANA]);
    await logDay(user, '2026-10-02', [MILK]);
    expect(await recentIds(user)).toEqual([MILK, BANANA]);

    const [milkItem] = await itemIdsOn(user, '2026-10-02');
    const removed = await server.graphql(
      'mutation ($input: RemoveFoodLogItemInput!) { removeFoodLogItem(input: $input) { removedItemId } }',
      { input: { itemId: milkItem } },
      user.token,
    );
    expect(removed.errors).toBeUndefined();
    expect(await recentIds(user)).toEqual([BANANA]);

    await logDay(user, '2026-10-03', [MILK]);
    await logDay(user, '2026-10-03', [BANANA], 'PUT');
    expect(await recentIds(user)).toEqual([BANANA]);

    expect((await server.rest('DELETE', '/food/logs/2026-10-03', { token: user.token })).status).toBe(200);
    expect(await recentIds(user)).toEqual([BANANA]);
    expect((await server.rest('DELETE', '/food/logs/2026-10-01', { token: user.token })).status).toBe(200);
    expect(await recentIds(user)).toEqual([]);
    expect(await recentIds(other)).toEqual([MILK]);
  });

  it('go away with the account', async () => {
    const user = await createUser(server);
    await logDay(user, '2026-10-01', [BANANA, MILK]);
    expect((await server.rest('DELETE', '/auth/me', { token: user.token })).status).toBeLessThan(300);
    const rows = await server.orm.em.fork().execute('select count(*)::int n from user_recent_foods where user_id = ?', [databaseIdOf(user)]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('cost food search the same small reads whether the installation has 0 or 200,000 other logged items', async () => {
    const user = await createUser(server);
    await logDay(user, '2026-10-01', [BANANA, MILK]);
    const searchReads = async () => {
      const { result: response, statements: seen } = await statementsDuring(server.orm, () =>
        server.rest('GET', '/food/search?q=banana&limit=20', { token: user.token }),
      );
      expect(response.status).toBe(200);
      let blocks = 0;
      const db = server.orm.em.fork();
      for (const statement of seen) {
        const [row] = await db.execute<{ 'QUERY PLAN': { Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }[] }[]>(
          `explain (analyze, buffers, format json) ${statement.sql}`,
          statement.bindings,
        );
        const plan = row!['QUERY PLAN'][0]!.Plan;
        blocks += plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
        expect(statement.sql).not.toMatch(/food_log_items/);
      }
      return { statements: seen.length, blocks };
    };

    const before = await searchReads();
    await seedFoodLogs(process.env.TEST_DATABASE_URL!, { users: 2000, itemsPerUser: 100 });
    const after = await searchReads();
    expect(after.statements).toBe(before.statements);
    // Index lookups of this user's rows: a few pages each, where reading everyone's log would touch thousands.
    expect(after.blocks).toBeLessThanOrEqual(before.blocks + 10);
    expect(after.blocks).toBeLessThan(60);
  }, 120_000);
});
