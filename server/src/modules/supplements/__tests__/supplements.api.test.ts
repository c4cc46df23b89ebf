import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { idOf } from '../../../graphql/globalId.js';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { supplementNutrientTotals } from '../supplement.service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Nutrient = { key: string; amount: number };
const amountOf = (nutrients: unknown, key: string) => (nutrients as Nutrient[]).find((nutrient) => nutrient.key === key)?.amount;

function localToday(): string {
  return new Date().toISOString().slice(0, 10);
}

describe('supplements over REST', () => {
  it('analyzes free text into a product with nutrients per dose', async () => {
    const user = await createUser(server);
    const response = await server.rest('POST', '/supplements/analyze', { token: user.token, body: { query: '2 fish oil 1000 mg' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'Fish oil 1,000 mg', quantity: 2, form: 'softgel', product: { key: 'fish_oil_1000mg' } });
    expect(amountOf(response.body.nutrients, 'epa_mg')).toBe(360);
    expect(amountOf(response.body.nutrientsPerUnit, 'dha_mg')).toBe(120);

    const vitaminD = await server.rest('POST', '/supplements/analyze', { token: user.token, body: { query: 'Vitamin D3 2000 IU' } });
    expect(amountOf(vitaminD.body.nutrients, 'vitamin_d_ug')).toBe(50);
  });

  it('answers 400 with a clear "not recognised" message for unknown products, and 401 without a token', async () => {
    const user = await createUser(server);
    const unknown = await server.rest('POST', '/supplements/analyze', { token: user.token, body: { query: 'dragon scale extract 50 mg' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('BAD_USER_INPUT');
    expect(unknown.body.message).toContain('not a supplement we recognise');
    expect((await server.rest('POST', '/supplements/analyze', { body: { query: 'zinc' } })).status).toBe(401);
  });

  it('logs, lists by day with totals, deletes, and counts in supplementNutrientTotals', async () => {
    const user = await createUser(server);
    const date = '2026-03-10';
    const first = await server.rest('POST', '/supplements/log', { token: user.token, body: { date, query: 'Vitamin D3 2000 IU', time: '08:00' } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ date, time: '08:00', productKey: 'vitamin_d3_2000iu', quantity: 1, strength: { amount: 2000, unit: 'IU' } });
    const second = await server.rest('POST', '/supplements/log', {
      token: user.token,
      body: { date, product: 'vitamin_d3_1000iu', quantity: 2, time: '20:00' },
    });
    expect(second.status).toBe(201);
    await server.rest('POST', '/supplements/log', { token: user.token, body: { date: '2026-03-11', query: 'magnesium glycinate 400mg' } });

    const day = await server.rest('GET', `/supplements/date/${date}`, { token: user.token });
    expect(day.status).toBe(200);
    expect((day.body.logs as { productKey: string }[]).map((log) => log.productKey)).toEqual(['vitamin_d3_2000iu', 'vitamin_d3_1000iu']);
    expect(amountOf(day.body.totals, 'vitamin_d_ug')).toBe(100);

    const em = server.orm.em.fork();
    expect(await supplementNutrientTotals(em, idOf('User', user.id), date)).toEqual({ vitamin_d_ug: 100 });

    const removed = await server.rest('DELETE', `/supplements/logs/${first.body.id as string}`, { token: user.token });
    expect(removed.status).toBe(200);
    const after = await server.rest('GET', `/supplements/date/${date}`, { token: user.token });
    expect(amountOf(after.body.totals, 'vitamin_d_ug')).toBe(50);
    expect((await server.rest('DELETE', `/supplements/logs/${first.body.id as string}`, { token: user.token })).status).toBe(404);
  });

  it('summarises per-day totals and averages over N days, default 30', async () => {
    const user = await createUser(server);
    const today = localToday();
    await server.rest('POST', '/supplements/log', { token: user.token, body: { date: today, query: 'creatine 5g' } });
    const summary = await server.rest('GET', '/supplements/summary?days=10', { token: user.token });
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ days: 10, to: today, logCount: 1, daysWithSupplements: 1 });
    expect(amountOf(summary.body.averages, 'creatine_g')).toBe(0.5);
    const standard = await server.rest('GET', '/supplements/summary', { token: user.token });
    expect(standard.body.days).toBe(30);
    expect((await server.rest('GET', '/supplements/summary?days=0', { token: user.token })).status).toBe(400);
    expect((await server.rest('GET', '/supplements/summary?days=abc', { token: user.token })).status).toBe(400);
  });

  it('rejects an invalid date, a bad time, an unknown product key and a missing product with 400', async () => {
    const user = await createUser(server);
    const cases = [
      { date: '2026-02-30', query: 'zinc' },
      { date: 'yesterday', query: 'zinc' },
      { date: '2026-03-01', query: 'zinc', time: '25:00' },
      { date: '2026-03-01', product: 'no_such_product' },
      { date: '2026-03-01' },
      { date: '2026-03-01', query: 'zinc', quantity: 0 },
    ];
    for (const body of cases) {
      const response = await server.rest('POST', '/supplements/log', { token: user.token, body });
      expect({ body, status: response.status, error: response.body.error }).toEqual({ body, status: 400, error: 'BAD_USER_INPUT' });
    }
    expect((await server.rest('GET', '/supplements/date/2026-13-01', { token: user.token })).status).toBe(400);
  });

  it("keeps each user's logs private: another user gets 404 and sees nothing", async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const log = await server.rest('POST', '/supplements/log', { token: owner.token, body: { date: '2026-04-01', query: 'zinc 25mg' } });
    expect((await server.rest('DELETE', `/supplements/logs/${log.body.id as string}`, { token: other.token })).status).toBe(404);
    const theirDay = await server.rest('GET', '/supplements/date/2026-04-01', { token: other.token });
    expect(theirDay.body.logs).toEqual([]);
    const node = await server.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { id: log.body.id }, other.token);
    expect(node.data!.node).toBeNull();
    const own = await server.graphql<{ node: { name: string } }>(
      'query ($id: ID!) { node(id: $id) { ... on SupplementLog { name } } }',
      { id: log.body.id },
      owner.token,
    );
    expect(own.data!.node.name).toBe('Zinc 25 mg');
  });
});

describe('supplements over GraphQL', () => {
  it('logs through the mutation and reads the day from viewer', async () => {
    const user = await createUser(server);
    const logged = await server.graphql<{ logSupplement: { supplementLog: { id: string; name: string }; viewer: { id: string } } }>(
      'mutation ($input: LogSupplementInput!) { logSupplement(input: $input) { supplementLog { id name nutrients { key amount } } viewer { id } } }',
      { input: { date: '2026-05-05', query: 'b12 1000mcg' } },
      user.token,
    );
    expect(logged.errors).toBeUndefined();
    expect(logged.data!.logSupplement.supplementLog.name).toBe('Vitamin B12 1,000 mcg');
    const day = await server.graphql<{ viewer: { supplementLogs: { totalCount: number }; supplementTotals: Nutrient[] } }>(
      'query { viewer { supplementLogs(date: "2026-05-05") { totalCount edges { node { name } } } supplementTotals(date: "2026-05-05") { key amount } } }',
      {},
      user.token,
    );
    expect(day.data!.viewer.supplementLogs.totalCount).toBe(1);
    expect(amountOf(day.data!.viewer.supplementTotals, 'vitamin_b12_ug')).toBe(1000);

    const catalog = await server.graphql<{ supplementCatalog: { totalCount: number } }>(
      'query { supplementCatalog(query: "magnesium", first: 5) { totalCount edges { node { key name } } } }',
      {},
      user.token,
    );
    expect(catalog.data!.supplementCatalog.totalCount).toBeGreaterThanOrEqual(5);

    const unknown = await server.graphql('query { supplementAnalysis(query: "moon rocks") { name } }', {}, user.token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
