import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { toGlobalId } from '../../../graphql/globalId.js';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';

// Two app instances on one database stand for two processes behind a load balancer.
let first: TestServer;
let second: TestServer;
const LIMIT = 5;
beforeAll(async () => {
  const env = { ANONYMOUS_SEARCHES_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'true' };
  first = await startTestServer(env);
  second = await startTestServer(env);
}, 60_000);
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

// Drawn from the 198.18.0.0/15 benchmarking block (131,072 addresses), so two tests of a run never share a client: from
// the 254 of one /24 they did about once in a hundred runs, and the second test then started over its limit.
const uniqueIp = () => `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}, 10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

async function search(server: TestServer, ip: string, token?: string): Promise<{ status: number; error?: string; message?: string }> {
  const forwardedIp = ip.split(',')[0]!;
  const response = await fetch(`${server.url}/api/food/search?q=apple`, {
    headers: { 'x-forwarded-for': forwardedIp, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json()) as { error?: string; message?: string };
  return { status: response.status, error: body.error, message: body.message };
}

describe('anonymous food search is rate-limited per client IP', () => {
  it('answers 429 past the limit, across processes and under parallel requests, while other IPs and signed-in users search on', async () => {
    const ip = uniqueIp();
    const answers = await Promise.all(Array.from({ length: 4 * LIMIT }, (_, i) => search(i % 2 ? first : second, ip)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(LIMIT);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(new Set(refused.map((answer) => `${answer.status} ${answer.error}`))).toEqual(new Set(['429 RATE_LIMITED']));
    expect(refused[0]!.message).toMatch(/^Too many searches without signing in\. Try again in \d+ seconds, or sign in/);

    expect((await search(first, uniqueIp())).status).toBe(200);
    const user = await createUser(first);
    expect((await search(second, ip, user.token)).status).toBe(200);
  });

  it('refuses over GraphQL with the same code', async () => {
    const ip = uniqueIp().split(',')[0]!;
    const query = async () => {
      const response = await fetch(`${first.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ query: '{ foods(query: "rice", first: 5) { totalCount } }' }),
      });
      return (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    };
    for (let i = 0; i < LIMIT; i += 1) expect((await query()).errors).toBeUndefined();
    expect((await query()).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('counts looking up a food and its nutrition in the same budget, over REST and GraphQL, with the same 429', async () => {
    const ip = uniqueIp().split(',')[0]!;
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': ip };
    const graphql = async (query: string) => {
      const response = await fetch(`${first.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) });
      return (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    };
    const nutritionOverRest = () => fetch(`${second.url}/api/food/sr:09040/nutrition?quantity=1&unit=medium`, { headers });
    const foodNode = toGlobalId('Food', 'sr:09040');

    expect((await graphql('{ food(id: "sr:09040") { name } }')).errors).toBeUndefined();
    expect((await graphql('{ foodNutrition(foodId: "sr:09040", quantity: 1, unit: "g") { calories } }')).errors).toBeUndefined();
    expect((await graphql(`{ node(id: "${foodNode}") { id } }`)).errors).toBeUndefined();
    for (let i = 3; i < LIMIT; i += 1) expect((await nutritionOverRest()).status).toBe(200);

    const refusedRest = await nutritionOverRest();
    expect(refusedRest.status).toBe(429);
    expect(((await refusedRest.json()) as { error?: string }).error).toBe('RATE_LIMITED');
    for (const query of [
      '{ food(id: "sr:09040") { name } }',
      '{ foodNutrition(foodId: "sr:09040", quantity: 1, unit: "g") { calories } }',
      `{ node(id: "${foodNode}") { id } }`,
    ]) {
      const refused = (await graphql(query)).errors?.[0];
      expect(refused?.extensions?.code).toBe('RATE_LIMITED');
      expect(refused?.message).toMatch(/^Too many searches without signing in\. Try again in \d+ seconds/);
    }
  });
});
