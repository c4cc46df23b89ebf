import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { restRoutes } from '../../rest/routes.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/testServer.js';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server);
}, 60_000);
afterAll(() => server.close());

interface RawResponse {
  status: number;
  text: string;
  body: { errors?: { message: string; extensions?: Record<string, unknown> }[]; data?: unknown } | null;
}

async function postGraphQL(payload: unknown, token?: string): Promise<RawResponse> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(payload),
  });
  const text = await response.text();
  let body: RawResponse['body'] = null;
  try {
    body = JSON.parse(text) as RawResponse['body'];
  } catch {
    // asserted below: every answer is JSON
  }
  return { status: response.status, text, body };
}

/** Values of every wrong kind a client can send for a variable: wrong types, hostile strings, out-of-range numbers. */
const WRONG_VALUES: unknown[] = [
  5,
  'text',
  true,
  null,
  [],
  { nested: { deep: [1, 2] } },
  1e308,
  -1,
  'a\u0000b',
  '\ud800',
  '0000-01-01',
  Buffer.from('offset:999999999999999999999999').toString('base64url'),
  'constructor',
  '__proto__',
];

const PROBLEMS_ONLY_5XX = (response: RawResponse) =>
  response.status >= 500 ||
  response.body === null ||
  (response.status >= 400 && !response.body.errors?.every((error) => typeof error.extensions?.code === 'string'));

function describeFailure(label: string, response: RawResponse): string {
  return `${label} → ${response.status} ${response.text.slice(0, 200)}`;
}

describe('the GraphQL endpoint under garbage input', () => {
  it('answers every REST document with wrong variables as a coded 4xx (or an error in a 200), never a 500 or a stack trace', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const seen = new Set<string>();
    for (const route of restRoutes) {
      if (route.upload || seen.has(route.document)) continue;
      seen.add(route.document);
      const operation = parse(route.document).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      // Mutations that end the test user's session or account would turn later calls into 401s.
      if (/logout|deleteAccount|deleteMyAccount/.test(route.document)) continue;
      const names = (operation?.variableDefinitions ?? []).map((definition) => definition.variable.name.value);
      for (const name of names) {
        for (const value of WRONG_VALUES) {
          const variables = Object.fromEntries(names.map((other) => [other, other === name ? value : { input: value }]));
          const response = await postGraphQL({ query: route.document, variables }, user.token);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (PROBLEMS_ONLY_5XX(response) || response.text.includes('stacktrace')) {
            failures.push(describeFailure(`${route.method} ${route.path} $${name}=${JSON.stringify(value)}`, response));
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Variable errors are request errors: HTTP 400, as graphql-over-http asks.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
  }, 180_000);

  it('answers malformed and too-costly documents with 400 and a code, for anonymous and signed-in callers', async () => {
    const aliasedSearches = `{ ${Array.from({ length: 999 }, (_, i) => `f${i}: foods(query: "apple", first: 100) { totalCount }`).join(' ')} }`;
    const cases: [string, unknown][] = [
      ['not json body shape', { query: 5 }],
      ['syntax error', { query: '{ viewer { ' }],
      ['unknown field', { query: '{ nope }' }],
      ['variables not an object', { query: 'query ($q: String!) { foods(query: $q) { totalCount } }', variables: 'q' }],
      ['missing variable', { query: 'query ($q: String!) { foods(query: $q) { totalCount } }' }],
      ['too complex (999 aliased searches)', { query: aliasedSearches }],
      ['too deep', { query: `{ viewer { ${'id '.repeat(1)}${'foodLogs { edges { node { '.repeat(6)}id${' } } }'.repeat(6)} } }` }],
      ['two operations without a name', { query: 'query A { viewer { id } } query B { viewer { id } }' }],
    ];
    const failures: string[] = [];
    for (const token of [undefined, user.token]) {
      for (const [label, payload] of cases) {
        const response = await postGraphQL(payload, token);
        if (response.status !== 400 || PROBLEMS_ONLY_5XX(response) || response.text.includes('stacktrace')) {
          failures.push(describeFailure(`${token ? 'signed in' : 'anonymous'}: ${label}`, response));
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('never sends stack traces, even when NODE_ENV is unset (as under `npm start`)', async () => {
    const nodeEnv = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    let production: TestServer;
    try {
      production = await startTestServer();
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    try {
      const response = await fetch(`${production.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ nope }' }),
      });
      const text = await response.text();
      expect(response.status).toBe(400);
      expect(text).not.toContain('stacktrace');
    } finally {
      await production.close();
    }
  });

  it('marks every API answer as not storable', async () => {
    const graphql = await postGraphQL({ query: '{ viewer { id } }' }, user.token);
    expect(graphql.status).toBe(200);
    for (const path of ['/graphql', '/api/auth/me', '/api/no-such-route']) {
      const response = await fetch(`${server.url}${path}`, {
        method: path === '/graphql' ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: path === '/graphql' ? JSON.stringify({ query: '{ viewer { id } }' }) : undefined,
      });
      expect([path, response.headers.get('cache-control')]).toEqual([path, 'no-store']);
    }
  });
});
