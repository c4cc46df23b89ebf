import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_BROTLI_QUALITY } from '../../../compressedAnswers.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { countStatements } from '../../../test/sqlStatements.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  // The signed-out search below is counted per IP in the shared test database, beside other suites' searches.
  server = await startTestServer({ ANONYMOUS_SEARCHES_PER_MINUTE: '100000' });
}, 60_000);
afterAll(() => server.close());

const BANANA = 'sr:09040';
type Json = Record<string, unknown>;
const items = (log: Json, meal: string) => (log.meals as Json[]).find((m) => m.mealType === meal)!.items as Json[];

async function logBanana(user: TestUser, date = '2026-11-20', meal = 'breakfast', quantity = 1) {
  return server.rest('POST', '/food/logs', {
    token: user.token,
    body: { date, meals: [{ mealType: meal, items: [{ foodId: BANANA, quantity, unit: 'medium' }] }] },
  });
}

describe('food search and portions', () => {
  it("finds 'Bananas, raw' first with a default portion and its calories", async () => {
    const response = await server.rest('GET', '/food/search?q=banana');
    expect(response.status).toBe(200);
    const [first] = response.body.foods as Json[];
    expect(first).toMatchObject({ internalID: BANANA, name: 'Bananas, raw', source: 'sr28' });
    expect(first!.defaultPortion).toMatchObject({ unit: 'medium', grams: 118, calories: 105 });
    expect(response.body.total).toBeGreaterThan(5);
  });

  it('scales every nutrient to a portion and lists the valid units for an unknown one', async () => {
    const medium = await server.rest('GET', `/food/${BANANA}/nutrition?quantity=2&unit=medium`);
    expect(medium.status).toBe(200);
    expect(medium.body).toMatchObject({ grams: 236, calories: 210, protein: 2.6 });
    expect((medium.body.nutrients as Json[]).find((n) => n.key === 'potassium_mg')?.amount).toBeCloseTo(844.9, 1);

    const ounces = await server.rest('GET', `/food/${BANANA}/nutrition?quantity=4&unit=oz`);
    expect(ounces.body.grams).toBeCloseTo(113.4, 1);

    const unknown = await server.rest('GET', `/food/${BANANA}/nutrition?quantity=1&unit=bucket`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown unit 'bucket'.*Valid units: g, kg, oz, lb.*medium/);

    expect((await server.rest('GET', `/food/${BANANA}/nutrition?quantity=-1&unit=g`)).status).toBe(400);
    expect((await server.rest('GET', `/food/${BANANA}/nutrition?quantity=abc&unit=g`)).status).toBe(400);
    expect((await server.rest('GET', '/food/sr:99999999/nutrition')).status).toBe(404);
    expect((await server.rest('GET', '/food/not-a-food/nutrition')).status).toBe(400);
  });
});

describe('the food log', () => {
  it('logs a medium banana to breakfast and returns the day with its totals', async () => {
    const user = await createUser(server);
    const created = await logBanana(user);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ date: '2026-11-20', itemCount: 1 });
    expect((created.body.totals as Json).calories).toBe(105);
    expect(items(created.body, 'breakfast')[0]).toMatchObject({ name: 'Bananas, raw', quantity: 1, unit: 'medium', grams: 118 });

    const day = await server.rest('GET', '/food/logs/2026-11-20', { token: user.token });
    expect(day.status).toBe(200);
    expect(day.body.id).toBe(created.body.id);
    const byId = await server.rest('GET', `/food/logs/${created.body.id as string}`, { token: user.token });
    expect(byId.body.date).toBe('2026-11-20');
  });

  it('answers 404 for a date with no log', async () => {
    const user = await createUser(server);
    const response = await server.rest('GET', '/food/logs/2026-01-01', { token: user.token });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'NOT_FOUND', message: 'Food log not found.' });
  });

  it('adds with POST, replaces with PUT and deletes with DELETE', async () => {
    const user = await createUser(server);
    await logBanana(user);
    const appended = await logBanana(user, '2026-11-20', 'snack', 2);
    expect(appended.body.itemCount).toBe(2);
    expect((appended.body.totals as Json).calories).toBe(315);

    const replaced = await server.rest('PUT', '/food/logs/2026-11-20', {
      token: user.token,
      body: { meals: [{ mealType: 'lunch', items: [{ foodId: BANANA, quantity: 100, unit: 'g' }] }] },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.itemCount).toBe(1);
    expect(items(replaced.body, 'lunch')).toHaveLength(1);
    expect((replaced.body.totals as Json).calories).toBe(89);

    expect((await server.rest('DELETE', '/food/logs/2026-11-20', { token: user.token })).status).toBe(200);
    expect((await server.rest('GET', '/food/logs/2026-11-20', { token: user.token })).status).toBe(404);
  });

  it('pages through logs newest first', async () => {
    const user = await createUser(server);
    for (const day of ['2026-11-01', '2026-11-02', '2026-11-03']) await logBanana(user, day);
    const first = await server.rest('GET', '/food/logs?page=1&limit=2', { token: user.token });
    expect(first.body).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect((first.body.logs as Json[]).map((log) => log.date)).toEqual(['2026-11-03', '2026-11-02']);
    const second = await server.rest('GET', '/food/logs?page=2&limit=2', { token: user.token });
    expect((second.body.logs as Json[]).map((log) => log.date)).toEqual(['2026-11-01']);
    expect((await server.rest('GET', '/food/logs?page=0', { token: user.token })).status).toBe(400);
  });

  it('rejects bad input with 400 and a clear message, storing nothing', async () => {
    const user = await createUser(server);
    const post = (body: Json) => server.rest('POST', '/food/logs', { token: user.token, body });
    const item = { foodId: BANANA, quantity: 1, unit: 'medium' };
    const cases: [Json, RegExp][] = [
      [{ date: '2026-13-40', meals: [{ mealType: 'lunch', items: [item] }] }, /not a valid LocalDate/],
      [{ date: '2026-11-20', meals: [{ mealType: 'brunch', items: [item] }] }, /brunch/],
      [{ date: '2026-11-20', meals: [{ mealType: 'lunch', items: [{ ...item, foodId: 'sr:00000' }] }] }, /Unknown food 'sr:00000'/],
      [{ date: '2026-11-20', meals: [{ mealType: 'lunch', items: [{ ...item, quantity: -2 }] }] }, /Quantity must be more than 0/],
      [{ date: '2026-11-20', meals: [{ mealType: 'lunch', items: [{ ...item, quantity: 1e9 }] }] }, /at most 10000/],
      [{ date: '2026-11-20', meals: [{ mealType: 'lunch', items: [item, { ...item, unit: 'parsec' }] }] }, /Unknown unit 'parsec'/],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    expect((await server.rest('GET', '/food/logs/2026-11-20', { token: user.token })).status).toBe(404);
  });

  it("never lets another user read, change or delete someone's log or items (404)", async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const created = await logBanana(owner);
    const logId = created.body.id as string;
    const itemId = items(created.body, 'breakfast')[0]!.id as string;

    expect((await server.rest('GET', `/food/logs/${logId}`, { token: other.token })).status).toBe(404);
    expect((await server.rest('PUT', `/food/logs/${logId}`, { token: other.token, body: { meals: [] } })).status).toBe(404);
    expect((await server.rest('DELETE', `/food/logs/${logId}`, { token: other.token })).status).toBe(404);
    expect((await server.rest('GET', '/food/logs/2026-11-20', { token: other.token })).status).toBe(404);

    for (const mutation of [
      ['updateFoodLogItem', 'UpdateFoodLogItemInput', { itemId, quantity: 5 }],
      ['removeFoodLogItem', 'RemoveFoodLogItemInput', { itemId }],
    ] as const) {
      const response = await server.graphql(
        `mutation ($input: ${mutation[1]}!) { ${mutation[0]}(input: $input) { __typename } }`,
        { input: mutation[2] },
        other.token,
      );
      expect(response.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const node = await server.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { id: logId }, other.token);
    expect(node.data?.node).toBeNull();
    const still = await server.rest('GET', `/food/logs/${logId}`, { token: owner.token });
    expect(items(still.body, 'breakfast')[0]!.quantity).toBe(1);
  });

  it('requires sign-in for logs', async () => {
    expect((await server.rest('GET', '/food/logs')).status).toBe(401);
    expect((await server.rest('POST', '/food/logs', { body: { date: '2026-11-20', meals: [] } })).status).toBe(401);
  });
});

describe('food log items over GraphQL', () => {
  const LOG_FOOD = `mutation ($input: LogFoodInput!) { logFood(input: $input) {
    item { id mealType quantity unit nutrition { calories } } foodLog { itemCount totals { calories } } } }`;

  it('picks the meal from the local time, edits, moves and removes an item', async () => {
    const user = await createUser(server);
    const logged = await server.graphql<{ logFood: { item: { id: string; mealType: string } } }>(
      LOG_FOOD,
      { input: { date: '2026-11-21', time: '19:30', foodId: BANANA, quantity: 1, unit: 'medium' } },
      user.token,
    );
    expect(logged.errors).toBeUndefined();
    const { id, mealType } = logged.data!.logFood.item;
    expect(mealType).toBe('dinner');

    const updated = await server.graphql<{ updateFoodLogItem: { item: Json; foodLog: Json } }>(
      `mutation ($input: UpdateFoodLogItemInput!) { updateFoodLogItem(input: $input) {
        item { mealType quantity nutrition { calories } } foodLog { date } } }`,
      { input: { itemId: id, quantity: 2, mealType: 'snack', date: '2026-11-22' } },
      user.token,
    );
    expect(updated.data!.updateFoodLogItem.item).toEqual({ mealType: 'snack', quantity: 2, nutrition: { calories: 210 } });
    expect(updated.data!.updateFoodLogItem.foodLog).toEqual({ date: '2026-11-22' });

    const removed = await server.graphql<{ removeFoodLogItem: { foodLog: { itemCount: number } } }>(
      'mutation ($input: RemoveFoodLogItemInput!) { removeFoodLogItem(input: $input) { foodLog { itemCount } } }',
      { input: { itemId: id } },
      user.token,
    );
    expect(removed.data!.removeFoodLogItem.foodLog.itemCount).toBe(0);
  });

  it('quick-adds calories and macros without a food', async () => {
    const user = await createUser(server);
    const response = await server.graphql<{ quickAddFood: { item: Json } }>(
      `mutation ($input: QuickAddFoodInput!) { quickAddFood(input: $input) { item { name isQuickAdd nutrition { calories protein } } } }`,
      { input: { date: '2026-11-21', mealType: 'lunch', calories: 450, protein: 30 } },
      user.token,
    );
    expect(response.data!.quickAddFood.item).toEqual({ name: 'Quick add', isQuickAdd: true, nutrition: { calories: 450, protein: 30 } });
  });

  it('requires a meal type or a time', async () => {
    const user = await createUser(server);
    const response = await server.graphql(LOG_FOOD, { input: { date: '2026-11-21', foodId: BANANA, quantity: 1, unit: 'g' } }, user.token);
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('custom foods', () => {
  const CREATE = `mutation ($input: CreateCustomFoodInput!) { createCustomFood(input: $input) {
    food { id internalID name isCustom defaultPortion { unit grams calories } } } }`;

  it('are searchable and loggable only by their owner', async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const created = await server.graphql<{ createCustomFood: { food: { id: string; internalID: string } } }>(
      CREATE,
      { input: { food: { name: 'Zorblax protein bar', brand: 'Zorb', servingSize: 1, servingUnit: 'bar', servingGrams: 60, calories: 240, protein: 20 } } },
      owner.token,
    );
    expect(created.errors).toBeUndefined();
    const food = created.data!.createCustomFood.food;

    const ownSearch = await server.rest('GET', '/food/search?q=zorblax', { token: owner.token });
    expect((ownSearch.body.foods as Json[])[0]).toMatchObject({ name: 'Zorblax protein bar', isCustom: true, calories: 240 });
    const otherSearch = await server.rest('GET', '/food/search?q=zorblax', { token: other.token });
    expect((otherSearch.body.foods as Json[]).some((f) => f.name === 'Zorblax protein bar')).toBe(false);

    const logged = await server.rest('POST', '/food/logs', {
      token: owner.token,
      body: { date: '2026-11-20', meals: [{ mealType: 'snack', items: [{ foodId: food.id, quantity: 2, unit: 'bar' }] }] },
    });
    expect((logged.body.totals as Json).calories).toBe(480);
    const stolen = await server.rest('POST', '/food/logs', {
      token: other.token,
      body: { date: '2026-11-20', meals: [{ mealType: 'snack', items: [{ foodId: food.id, quantity: 1, unit: 'bar' }] }] },
    });
    expect(stolen.status).toBe(400);
    expect((await server.rest('GET', `/food/${food.internalID}/nutrition?quantity=1&unit=bar`, { token: other.token })).status).toBe(404);

    const edit = await server.graphql(
      'mutation ($input: DeleteCustomFoodInput!) { deleteCustomFood(input: $input) { deletedFoodId } }',
      { input: { foodId: food.id } },
      other.token,
    );
    expect(edit.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const deleted = await server.graphql(
      'mutation ($input: DeleteCustomFoodInput!) { deleteCustomFood(input: $input) { deletedFoodId } }',
      { input: { foodId: food.id } },
      owner.token,
    );
    expect(deleted.errors).toBeUndefined();
    // History keeps its snapshot after the food is gone.
    const day = await server.rest('GET', '/food/logs/2026-11-20', { token: owner.token });
    expect((day.body.totals as Json).calories).toBe(480);
  });

  it('needs the weight of a serving for non-mass units', async () => {
    const user = await createUser(server);
    const response = await server.graphql(CREATE, { input: { food: { name: 'Cookie', servingSize: 1, servingUnit: 'cookie', calories: 80 } } }, user.token);
    expect(response.errors?.[0]?.message).toMatch(/weighs in grams/);
  });
});

describe('GET /api/food/summary', () => {
  it('gives per-day totals for the window, averages per logged day and the targets', async () => {
    const user = await createUser(server, { weight: 70, timezone: 'UTC' });
    const today = new Date().toISOString().slice(0, 10);
    await logBanana(user, today, 'breakfast', 2);
    const response = await server.rest('GET', '/food/summary?days=7', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ days: 7, loggedDays: 1 });
    const daily = response.body.daily as Json[];
    expect(daily).toHaveLength(7);
    expect(daily.at(-1)).toMatchObject({ date: today, calories: 210 });
    expect((response.body.averages as Json).calories).toBe(210);
    expect((response.body.targets as Json).protein).toBe(112);
    expect((await server.rest('GET', '/food/summary?days=0', { token: user.token })).status).toBe(400);
  });
});

describe('viewer.recentFoods', () => {
  it('lists the foods the viewer logged, newest first, and no one else’s', async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    await logBanana(user);
    await server.rest('POST', '/food/logs', {
      token: user.token,
      body: { date: '2026-11-20', meals: [{ mealType: 'lunch', items: [{ foodId: 'sr:01077', quantity: 1, unit: 'cup' }] }] },
    });
    const query = '{ viewer { recentFoods(first: 5) { internalID } } }';
    const mine = await server.graphql<{ viewer: { recentFoods: { internalID: string }[] } }>(query, {}, user.token);
    expect(mine.data!.viewer.recentFoods.map((food) => food.internalID)).toEqual(['sr:01077', BANANA]);
    const theirs = await server.graphql<{ viewer: { recentFoods: unknown[] } }>(query, {}, other.token);
    expect(theirs.data!.viewer.recentFoods).toEqual([]);
  });
});

describe('viewer.recentFoods with custom foods', () => {
  const CREATE = `mutation ($input: CreateCustomFoodInput!) { createCustomFood(input: $input) { food { id internalID } } }`;
  const RECENT = '{ viewer { recentFoods(first: 10) { internalID } } }';

  async function logCustomFoods(user: Awaited<ReturnType<typeof createUser>>, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const created = await server.graphql<{ createCustomFood: { food: { id: string; internalID: string } } }>(
        CREATE,
        { input: { food: { name: `Bar ${index}`, servingSize: 1, servingUnit: 'bar', servingGrams: 50, calories: 200 } } },
        user.token,
      );
      const food = created.data!.createCustomFood.food;
      ids.push(food.internalID);
      await server.rest('POST', '/food/logs', {
        token: user.token,
        body: { date: '2026-11-20', meals: [{ mealType: 'snack', items: [{ foodId: food.id, quantity: 1, unit: 'bar' }] }] },
      });
    }
    return ids;
  }

  it('includes own foods, drops deleted ones, and loads them in one query however many there are', async () => {
    const countFor = (token: string) => countStatements(server.orm, () => server.graphql(RECENT, {}, token));

    const few = await createUser(server);
    await logCustomFoods(few, 1);
    const many = await createUser(server);
    const ids = await logCustomFoods(many, 4);
    expect(await countFor(many.token)).toBe(await countFor(few.token));

    const recent = await server.graphql<{ viewer: { recentFoods: { internalID: string }[] } }>(RECENT, {}, many.token);
    expect(recent.data!.viewer.recentFoods.map((food) => food.internalID).sort()).toEqual([...ids].sort());

    await server.graphql(
      'mutation ($input: DeleteCustomFoodInput!) { deleteCustomFood(input: $input) { deletedFoodId } }',
      { input: { foodId: ids[0] } },
      many.token,
    );
    const after = await server.graphql<{ viewer: { recentFoods: { internalID: string }[] } }>(RECENT, {}, many.token);
    expect(after.data!.viewer.recentFoods.map((food) => food.internalID)).not.toContain(ids[0]);
    expect(after.data!.viewer.recentFoods).toHaveLength(3);
  });
});

describe("a day's diary over REST", () => {
  it("sends each item's calories and macros, and its nutrient list only with ?include=nutrients", async () => {
    const user = await createUser(server);
    await logBanana(user, '2026-11-21');
    const compact = await server.rest('GET', '/food/logs/2026-11-21', { token: user.token });
    expect(compact.status).toBe(200);
    const [item] = items(compact.body, 'breakfast');
    expect(item!.nutrition).toEqual({ calories: expect.any(Number), protein: expect.any(Number), carbs: expect.any(Number), fat: expect.any(Number) });
    expect((compact.body.totals as Json).nutrients).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'potassium_mg' })]));

    const full = await server.rest('GET', '/food/logs/2026-11-21?include=nutrients', { token: user.token });
    const [detailed] = items(full.body, 'breakfast');
    expect((detailed!.nutrition as { nutrients: Json[] }).nutrients.find((n) => n.key === 'potassium_mg')?.amount).toBeGreaterThan(0);
  });
});

describe('API responses', () => {
  it('are gzip-compressed for clients that accept it, on REST and GraphQL alike', async () => {
    const user = await createUser(server);
    await logBanana(user, '2026-11-22', 'breakfast', 2);
    const rest = await fetch(`${server.url}/api/food/logs/2026-11-22?include=nutrients`, {
      headers: { authorization: `Bearer ${user.token}`, 'accept-encoding': 'gzip' },
    });
    expect(rest.headers.get('content-encoding')).toBe('gzip');
    expect((await rest.json()) as Json).toMatchObject({ date: '2026-11-22' });
    const graphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'accept-encoding': 'gzip', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ foods(query: "banana", first: 20) { edges { node { name } } } }' }),
    });
    expect(graphql.status).toBe(200);
    expect(graphql.headers.get('content-encoding')).toBe('gzip');
  });

  it("reach browsers as brotli at the API's cheap quality, not brotli's usual quality 4", async () => {
    const user = await createUser(server);
    for (const meal of ['breakfast', 'lunch', 'dinner']) await logBanana(user, '2026-11-23', meal, 1);
    const { encoding, raw } = await new Promise<{ encoding: string | undefined; raw: Buffer }>((resolve, reject) => {
      const request = http.get(
        `${server.url}/api/food/logs/2026-11-23?include=nutrients`,
        { headers: { authorization: `Bearer ${user.token}`, 'accept-encoding': 'gzip, deflate, br, zstd' } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], raw: Buffer.concat(chunks) }));
        },
      );
      request.on('error', reject);
    });
    expect(encoding).toBe('br');
    const body = zlib.brotliDecompressSync(raw);
    expect(JSON.parse(body.toString('utf8')) as Json).toMatchObject({ date: '2026-11-23' });
    const atQuality = (quality: number) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }).length;
    expect(atQuality(API_BROTLI_QUALITY)).not.toBe(atQuality(4));
    expect(raw.length).toBe(atQuality(API_BROTLI_QUALITY));
  });
});
