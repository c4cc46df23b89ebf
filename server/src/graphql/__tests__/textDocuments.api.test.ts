import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PERSISTED_DOCUMENTS_FILE } from '../../app.js';
import { createUser } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/testServer.js';

const persisted = Object.values(JSON.parse(readFileSync(PERSISTED_DOCUMENTS_FILE, 'utf8')) as Record<string, string>);
const textOf = (operationName: string) => persisted.find((text) => new RegExp(`^query ${operationName}\\b`).test(text))!;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

/**
 * Plain JSON text requests run directly (graphql/textDocuments.ts); a client preferring
 * application/graphql-response+json is answered by Apollo and graphql-js, the reference both must agree with.
 */
async function post(body: unknown, { token, throughApollo = false }: { token?: string; throughApollo?: boolean } = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(throughApollo ? { accept: 'application/graphql-response+json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answeredBy = response.headers.get('content-type')?.startsWith('application/graphql-response+json') ? 'Apollo' : 'directly';
  expect(answeredBy).toBe(throughApollo ? 'Apollo' : 'directly');
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } };
}

describe('query text sent again (parsed, validated and compiled once)', () => {
  it('answers a repeated text document as its first run and as Apollo/graphql-js do, data and errors, signed in or not', async () => {
    const user = await createUser(server);
    const date = '2026-02-03';
    const logged = await server.rest('POST', '/food/logs', {
      token: user.token,
      body: { date, meals: [{ mealType: 'lunch', items: [{ foodId: 'sr:09040', quantity: 2, unit: 'medium' }] }] },
    });
    expect(logged.status).toBe(201);
    const feed = textOf('SocialFeedPaginationQuery');
    // [what, body, signed in, the status every run must answer with]
    const cases: [what: string, body: Record<string, unknown>, signedIn: boolean, status: number][] = [
      ['viewer', { query: '{ viewer { id user { id firstName tier usage { aiFoodQueries } } } }' }, true, 200],
      ['viewer, signed out', { query: '{ viewer { id user { id firstName } } }' }, false, 200],
      ['the day', { query: textOf('FoodLogDayQuery'), variables: { date } }, true, 200],
      ['the dashboard', { query: textOf('DashboardDayQuery'), variables: { date } }, true, 200],
      ['a variable that does not coerce', { query: textOf('FoodLogDayQuery'), variables: { date: 'not a date' } }, true, 400],
      ['a missing variable', { query: textOf('FoodLogDayQuery'), variables: {} }, true, 400],
      // An interface field: compiled code resolves the object's type without awaiting (graphql/node.ts).
      ['a node by its id', { query: 'query ($id: ID!) { node(id: $id) { id ... on User { firstName } } }', variables: { id: user.id } }, true, 200],
      ['a page the resolver refuses', { query: feed, variables: { first: 100_000 } }, true, 200],
      ["over the anonymous caller's cost", { query: feed, variables: { first: 100 } }, false, 400],
      ['a field that needs a user', { query: '{ viewer { foodLog(date: "2026-02-03") { itemCount } } }' }, false, 200],
      ['two operations, one named', { query: 'query A { viewer { id } } query B { viewer { user { id } } }', operationName: 'B' }, true, 200],
    ];
    for (const [what, body, signedIn, status] of cases) {
      const token = signedIn ? user.token : undefined;
      const first = await post(body, { token });
      const again = await post(body, { token });
      const reference = await post(body, { token, throughApollo: true });
      expect({ what, ...first }).toEqual({ what, ...again });
      expect({ what, ...first }).toEqual({ what, ...reference });
      expect({ what, status: first.status }).toEqual({ what, status });
      if (what === 'a node by its id') expect(first.body.data).toEqual({ node: { id: user.id, firstName: 'Test' } });
      for (const error of first.body.errors ?? []) expect({ what, code: error.extensions?.code }).toEqual({ what, code: expect.any(String) });
    }
  });

  it('leaves documents that do not parse, validate or name one operation to Apollo, the same every time', async () => {
    const user = await createUser(server);
    const cases: [what: string, query: string, code: string][] = [
      ['does not parse', '{ viewer { id }', 'GRAPHQL_PARSE_FAILED'],
      ['does not validate', '{ viewer { nope } }', 'GRAPHQL_VALIDATION_FAILED'],
      ['two operations, none named', 'query A { viewer { id } } query B { viewer { id } }', 'OPERATION_RESOLUTION_FAILURE'],
    ];
    for (const [what, query, code] of cases) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ query }),
      });
      const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
      expect({ what, status: response.status, code: body.errors[0]!.extensions.code }).toEqual({ what, status: 400, code });
    }
  });

  it('answers a mutation sent as text once, as Apollo would', async () => {
    const user = await createUser(server);
    const mutation = 'mutation Rename($input: UpdateProfileInput!) { updateProfile(input: $input) { user { firstName } } }';
    const renamed = await post({ query: mutation, variables: { input: { profile: { firstName: 'Ada' } } } }, { token: user.token });
    expect(renamed).toEqual({ status: 200, body: { data: { updateProfile: { user: { firstName: 'Ada' } } } } });
    const refused = await post({ query: mutation, variables: { input: { profile: { firstName: 'Ada' } } } });
    expect(refused).toEqual(await post({ query: mutation, variables: { input: { profile: { firstName: 'Ada' } } } }, { throughApollo: true }));
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
