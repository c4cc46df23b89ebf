import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, databaseIdOf, type TestUser } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  // Signed-out searches are counted per IP in the shared test database, where suites running beside this one search
  // from 127.0.0.1 too: the signed-out page-size test must not meet their quota.
  server = await startTestServer({ ANONYMOUS_SEARCHES_PER_MINUTE: '100000' });
}, 60_000);
afterAll(() => server.close());

const OFFSET_BEYOND_64_BITS = Buffer.from('offset:99999999999999999999999').toString('base64url');

/** The account still works: its profile and today's summaries answer. */
async function expectHealthyAccount(user: TestUser) {
  const statuses = await Promise.all(
    ['/auth/me', '/food/summary', '/supplements/summary', '/bloodwork', '/bloodwork/trends'].map(async (path) => [
      path,
      (await server.rest('GET', path, { token: user.token })).status,
    ]),
  );
  expect(statuses).toEqual(statuses.map(([path]) => [path, 200]));
}

describe('strings PostgreSQL cannot store or that are not Unicode', () => {
  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udfffx'],
  ])('answers 400 with a code for %s, over REST and GraphQL, and changes nothing', async (_label, firstName) => {
    const user = await createUser(server);
    const rest = await server.rest('PUT', '/auth/profile', { token: user.token, body: { firstName } });
    expect([rest.status, rest.body.error]).toEqual([400, 'BAD_USER_INPUT']);
    const graphql = await server.graphql('query ($q: String!) { foods(query: $q) { totalCount } }', { q: firstName }, user.token);
    expect([graphql.status, graphql.errors?.[0]?.extensions?.code]).toEqual([400, 'BAD_USER_INPUT']);
    // Written into the document, a lone surrogate does not even parse (GRAPHQL_PARSE_FAILED); either way a coded 400.
    const inline = await server.graphql(`{ foods(query: ${JSON.stringify(firstName)}) { totalCount } }`, {}, user.token);
    expect(inline.status).toBe(400);
    expect(inline.errors?.[0]?.extensions?.code).toMatch(/^(BAD_USER_INPUT|GRAPHQL_PARSE_FAILED)$/);
    const me = await server.rest('GET', '/auth/me', { token: user.token });
    expect(me.body.firstName ?? (me.body.user as { firstName?: string } | undefined)?.firstName).toBe('Test');
  });

  it('keeps a real astral character (an emoji is a surrogate pair)', async () => {
    const user = await createUser(server);
    const saved = await server.rest('PUT', '/auth/profile', { token: user.token, body: { firstName: 'Zoë 🍎' } });
    expect(saved.status).toBe(200);
  });
});

describe('dates PostgreSQL cannot hold', () => {
  it.each(['0000-01-01', '0001-01-01', '9999-12-31'])('answers 400 for %s in a path, a body and a GraphQL variable', async (date) => {
    const user = await createUser(server);
    const day = await server.rest('GET', `/supplements/date/${date}`, { token: user.token });
    expect([day.status, day.body.error]).toEqual([400, 'BAD_USER_INPUT']);
    const log = await server.rest('POST', '/food/logs', {
      token: user.token,
      body: { date, meals: [{ mealType: 'breakfast', items: [{ foodId: 'sr:09040', quantity: 1, unit: 'g' }] }] },
    });
    expect([log.status, log.body.error]).toEqual([400, 'BAD_USER_INPUT']);
    const graphql = await server.graphql('query ($date: LocalDate!) { viewer { foodLog(date: $date) { id } } }', { date }, user.token);
    expect(graphql.status).toBe(400);
    expect(graphql.errors?.[0]?.message).toMatch(/1900-01-01 to 2199-12-31/);
  });
});

describe('page cursors', () => {
  it('answers 400 for a cursor beyond 64 bits', async () => {
    const user = await createUser(server);
    const search = await server.graphql(
      'query ($after: String) { foods(query: "apple", after: $after) { totalCount } }',
      { after: OFFSET_BEYOND_64_BITS },
      user.token,
    );
    expect(search.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const logs = await server.graphql(
      'query ($after: String) { viewer { foodLogs(after: $after) { totalCount } } }',
      { after: OFFSET_BEYOND_64_BITS },
      user.token,
    );
    expect(logs.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('names of built-in object properties as units', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])("answers 400 for a custom food measured in '%s' and stores nothing", async (unit) => {
    const user = await createUser(server);
    const created = await server.graphql(
      'mutation ($input: CreateCustomFoodInput!) { createCustomFood(input: $input) { food { id } } }',
      { input: { food: { name: 'Bar', servingSize: 1, servingUnit: unit, calories: 100 } } },
      user.token,
    );
    expect(created.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const nutrition = await server.rest('GET', `/food/sr:09040/nutrition?quantity=1&unit=${unit}`, { token: user.token });
    expect([nutrition.status, nutrition.body.error]).toEqual([400, 'BAD_USER_INPUT']);
    const log = await server.rest('POST', '/food/logs', {
      token: user.token,
      body: { date: '2026-11-20', meals: [{ mealType: 'breakfast', items: [{ foodId: 'sr:09040', quantity: 1, unit }] }] },
    });
    expect([log.status, log.body.error]).toEqual([400, 'BAD_USER_INPUT']);
    const supplement = await server.rest('POST', '/supplements/analyze', { token: user.token, body: { query: `${unit} vitamin d 1000 ${unit}` } });
    expect(supplement.status).toBeLessThan(500);
    await expectHealthyAccount(user);
  });
});

describe('poisoned accounts', () => {
  it.each(['', '   ', 'Not/AZone', '+01:00'])("refuses the time zone '%s' and the account keeps working", async (timezone) => {
    const user = await createUser(server);
    const saved = await server.rest('PUT', '/auth/profile', { token: user.token, body: { timezone } });
    expect([saved.status, saved.body.error]).toEqual([400, 'BAD_USER_INPUT']);
    await expectHealthyAccount(user);
  });

  it('refuses a lab value that overflows when converted, stores nothing, and lists and trends keep working', async () => {
    const user = await createUser(server);
    const added = await server.rest('POST', '/bloodwork/manual', {
      token: user.token,
      body: { date: '2026-11-20', labValues: [{ name: 'Glucose', value: 1e308, unit: 'mmol/L' }] },
    });
    expect([added.status, added.body.error]).toEqual([400, 'BAD_USER_INPUT']);
    const list = await server.rest('GET', '/bloodwork', { token: user.token });
    expect(list.body.total).toBe(0);
    await expectHealthyAccount(user);
  });

  it('reads an account whose stored rows are bad from before (empty time zone, an overflowed lab value stored as null)', async () => {
    const user = await createUser(server);
    const kept = await server.rest('POST', '/bloodwork/manual', {
      token: user.token,
      body: { date: '2026-11-20', labValues: [{ name: 'Glucose', value: 90, unit: 'mg/dL' }] },
    });
    expect(kept.status).toBe(201);
    const db = server.orm.em.fork();
    const userId = databaseIdOf(user);
    await db.execute(`update users set timezone = '' where id = ?`, [userId]);
    await db.execute(`update bloodwork_entries set lab_values = jsonb_set(lab_values, '{0,value}', 'null'::jsonb) where user_id = ?`, [userId]);
    await expectHealthyAccount(user);
  });
});

describe('truncated multipart bodies', () => {
  it('answers 400 with a code when the body ends mid-file, over REST and GraphQL', async () => {
    const user = await createUser(server);
    const boundary = 'nutri-boundary';
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 half a file`;
    const rest = await fetch(`${server.url}/api/bloodwork/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: truncated,
    });
    expect(rest.status).toBe(400);
    expect(((await rest.json()) as { error: string }).error).toBe('BAD_USER_INPUT');

    const operations = JSON.stringify({
      query: 'mutation ($input: UploadBloodworkInput!) { uploadBloodwork(input: $input) { bloodworkEntry { id } } }',
      variables: { input: { pdf: null } },
    });
    const graphqlBody = [
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.input.pdf"]}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="r.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 half`,
    ].join('');
    const graphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true' },
      body: graphqlBody,
    });
    // The operation ran and failed (data: null): GraphQL over HTTP answers 200 with the coded error.
    const text = await graphql.text();
    expect([graphql.status, text]).toEqual([200, expect.stringContaining('"code":"BAD_USER_INPUT"')]);
    const list = await server.rest('GET', '/bloodwork', { token: user.token });
    expect(list.body.total).toBe(0);
  });
});

describe('page sizes over REST', () => {
  it("lets a signed-out search ask for the largest page: the adapter bounds page sizes, GraphQL's cost limit is for client documents", async () => {
    const largest = await server.rest('GET', '/food/search?q=apple&limit=100');
    expect(largest.status).toBe(200);
    const tooLarge = await server.rest('GET', '/food/search?q=apple&limit=101');
    expect(tooLarge.status).toBe(400);
  });
});
