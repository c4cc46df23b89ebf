import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse, validate } from 'graphql';
import { PERSISTED_DOCUMENTS_FILE } from '../../app.js';
import { repoRoot } from '../../config.js';
import { buildAppSchema } from '../../schema.js';
import { createUser } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/testServer.js';
import { documentHash } from '../documentCache.js';

const persisted = JSON.parse(readFileSync(PERSISTED_DOCUMENTS_FILE, 'utf8')) as Record<string, string>;
const idOf = (operationName: string) => Object.entries(persisted).find(([, text]) => new RegExp(`^query ${operationName}\\b`).test(text))![0];

let server: TestServer;
let statements = 0;
beforeAll(async () => {
  server = await startTestServer();
  server.orm.em
    .getConnection()
    .getKnex()
    .on('query', () => statements++);
}, 60_000);
afterAll(() => server.close());

/** Text sent preferring application/graphql-response+json is answered by Apollo and graphql-js (textDocuments.ts). */
async function post(body: unknown, token?: string, { throughApollo = false } = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(throughApollo ? { accept: 'application/graphql-response+json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

describe('persisted documents (what the web app sends)', () => {
  it('every operation in the shipped map is named by the SHA-256 of its text and valid against the schema', async () => {
    const schema = await buildAppSchema();
    expect(Object.keys(persisted).length).toBeGreaterThan(50);
    for (const [id, text] of Object.entries(persisted)) {
      expect(documentHash(text)).toBe(id);
      expect(validate(schema, parse(text)).map((error) => `${id}: ${error.message}`)).toEqual([]);
    }
  });

  it('holds exactly the operations of the Relay artifacts (npm run relay rebuilds it)', () => {
    const artifacts = path.join(repoRoot, 'web', 'src', '__generated__');
    const ids = readdirSync(artifacts).flatMap((file) => {
      const match = /"id": "([0-9a-f]{64})"/.exec(readFileSync(path.join(artifacts, file), 'utf8'));
      return match ? [match[1]!] : [];
    });
    expect(ids.sort()).toEqual(Object.keys(persisted).sort());
  });

  it('runs an operation sent by doc_id with its variables, the same as its text', async () => {
    const user = await createUser(server);
    const id = idOf('FoodLogDayQuery');
    const variables = { date: '2026-01-15' };
    const byId = await post({ doc_id: id, operationName: 'FoodLogDayQuery', variables }, user.token);
    const byText = await post({ query: persisted[id], variables }, user.token, { throughApollo: true });
    expect(byId.status).toBe(200);
    expect(byId.body.errors).toBeUndefined();
    expect(byId.body).toEqual(byText.body);
  });

  it('answers an operation sent by doc_id as Apollo answers its text, errors, status and cost limits included', async () => {
    const user = await createUser(server);
    const food = idOf('FoodLogDayQuery');
    const feed = idOf('SocialFeedPaginationQuery');
    // [id, variables, token, the status both must answer with]
    const cases: [id: string, variables: unknown, token: string | undefined, status: number][] = [
      [food, { date: 'not a date' }, user.token, 400],
      [food, {}, user.token, 400],
      [food, { date: '2026-01-15' }, undefined, 200],
      // Refused by the resolver (page size): an execution error, so 200 with the error.
      [feed, { first: 100_000 }, user.token, 200],
      // Over the anonymous caller's cost limit: refused before anything runs.
      [feed, { first: 100 }, undefined, 400],
    ];
    for (const [id, variables, token, status] of cases) {
      const byId = await post({ doc_id: id, variables }, token);
      const byText = await post({ query: persisted[id], variables }, token, { throughApollo: true });
      expect({ variables, status: byId.status, body: byId.body }).toEqual({ variables, status, body: byText.body });
      expect(byText.status).toBe(status);
      for (const error of byId.body.errors ?? []) expect(error.extensions?.code).toEqual(expect.any(String));
      if (!token && id === feed) expect(byId.body.errors?.[0]?.message).toMatch(/too complex/);
    }
  });

  it('answers each hot read by doc_id (compiled with graphql-jit) exactly as its text (graphql-js), signed in or not', async () => {
    const user = await createUser(server);
    const date = '2026-01-16';
    const items = [
      { foodId: 'sr:09040', quantity: 1, unit: 'medium' },
      { foodId: 'sr:01077', quantity: 1, unit: 'cup' },
    ];
    const logged = await server.rest('POST', '/food/logs', { token: user.token, body: { date, meals: [{ mealType: 'breakfast', items }] } });
    expect(logged.status).toBe(201);
    const reads: [operationName: string, variables: Record<string, unknown>][] = [
      ['AuthProviderQuery', {}],
      ['FoodLogDayQuery', { date }],
      ['DashboardDayQuery', { date }],
    ];
    for (const [operationName, variables] of reads) {
      const id = idOf(operationName);
      for (const token of [user.token, undefined]) {
        // A document runs interpreted the first time and compiled from its second run: compare a compiled run.
        await post({ doc_id: id, variables }, token);
        const byId = await post({ doc_id: id, variables }, token);
        const byText = await post({ query: persisted[id], variables }, token, { throughApollo: true });
        expect({ operationName, signedIn: Boolean(token), status: byId.status, body: byId.body }).toEqual({
          operationName,
          signedIn: Boolean(token),
          status: byText.status,
          body: byText.body,
        });
        if (token) expect(byId.body.errors).toBeUndefined();
      }
    }
    const day = await post({ doc_id: idOf('FoodLogDayQuery'), variables: { date } }, user.token);
    expect((day.body.data?.viewer as { foodLog: { itemCount: number } }).foodLog.itemCount).toBe(2);
  });

  it('refuses variables or an operation name of the wrong type with a coded 400', async () => {
    const user = await createUser(server);
    for (const body of [
      { doc_id: idOf('FoodLogDayQuery'), variables: ['2026-01-15'] },
      { doc_id: idOf('FoodLogDayQuery'), variables: { date: '2026-01-15' }, operationName: 7 },
    ]) {
      const response = await post(body, user.token);
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    }
  });

  it('answers an unknown id with a coded 400 and runs nothing', async () => {
    const user = await createUser(server);
    statements = 0;
    const response = await post({ doc_id: 'f'.repeat(64), variables: {} }, user.token);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(response.body.errors?.[0]?.message).toMatch(/Reload the page/);
    expect(response.body.data).toBeUndefined();
    expect(statements).toBe(0);

    const malformed = await post({ doc_id: 42 }, user.token);
    expect(malformed.status).toBe(400);
    const both = await post({ doc_id: idOf('FoodLogDayQuery'), query: '{ __typename }' }, user.token);
    expect(both.status).toBe(400);
  });

  it('does not let a client register its own text under an id (Apollo persisted-query extension)', async () => {
    const text = '{ __typename }';
    const registered = await post({ query: text, extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(text) } } });
    expect(registered.body.data).toEqual({ __typename: 'Query' });
    const byHashOnly = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(text) } } });
    expect(byHashOnly.status).toBe(400);
    expect(byHashOnly.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('keeps arbitrary query text working, checked the same way (depth, cost, input safety)', async () => {
    const plain = await post({ query: '{ __typename }' });
    expect(plain.body.data).toEqual({ __typename: 'Query' });
    const invalid = await post({ query: '{ noSuchField }' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // The same document twice: the second comes from the cache and is still checked for its literals.
    for (let attempt = 0; attempt < 2; attempt++) {
      const unstorable = await post({ query: 'query { foods(query: "a\\u0000b", first: 1) { totalCount } }' });
      expect(unstorable.status).toBe(400);
      expect(unstorable.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('counts the cost of each page size a cached document is asked with', async () => {
    const query = 'query Pages($first: Int!) { foods(query: "apple", first: $first) { edges { node { id name brand } } } }';
    const small = await post({ query, variables: { first: 1 } });
    expect(small.body.errors).toBeUndefined();
    const big = await post({ query, variables: { first: 100 } });
    expect(big.status).toBe(400);
    expect(big.body.errors?.[0]?.message).toMatch(/too complex/);
  });
});
