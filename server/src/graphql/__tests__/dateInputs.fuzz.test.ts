import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GraphQLError, getNamedType, isInputObjectType, isObjectType, type GraphQLScalarType } from 'graphql';
import { buildAppSchema } from '../../schema.js';
import type { TestUser } from '../../test/factories.js';
import { startTestServerWithAdmin, type TestServer } from '../../test/testServer.js';
import { DateTimeResolver, LocalDateResolver } from '../scalars.js';

const pad = (value: number, width: number) => String(value).padStart(width, '0');
/** A random calendar date in years 0–9999 (the range an ISO 8601 string can carry without a sign). */
function randomDay(): { year: number; text: string } {
  const year = randomInt(0, 10_000);
  return { year, text: `${pad(year, 4)}-${pad(randomInt(1, 13), 2)}-${pad(randomInt(1, 29), 2)}` };
}

/** A GraphQLError thrown while reading a variable is answered as BAD_USER_INPUT (400); anything else would be a 500. */
function outcome(scalar: GraphQLScalarType, value: unknown): 'accepted' | 'refused' | 'crash' {
  try {
    scalar.parseValue(value);
    return 'accepted';
  } catch (error) {
    return error instanceof GraphQLError ? 'refused' : 'crash';
  }
}

describe('date and date-time inputs', () => {
  it('accept years 1900–2199 only, for any random day and time, and refuse the rest with a clear GraphQL error', () => {
    const wrong: string[] = [];
    for (let run = 0; run < 2_000; run += 1) {
      const { year, text } = randomDay();
      const inRange = year >= 1900 && year <= 2199;
      const time = `${text}T${pad(randomInt(0, 24), 2)}:${pad(randomInt(0, 60), 2)}:${pad(randomInt(0, 60), 2)}Z`;
      const expected = inRange ? 'accepted' : 'refused';
      if (outcome(LocalDateResolver, text) !== expected) wrong.push(`LocalDate ${text}`);
      if (outcome(DateTimeResolver, time) !== expected) wrong.push(`DateTimeISO ${time}`);
    }
    expect(wrong).toEqual([]);
    expect(() => DateTimeResolver.parseValue('0000-01-01T00:00:00Z')).toThrow('Dates and times must be from 1900-01-01 to 2199-12-31.');
    // Edges: the first and last instants, and just outside them in another time zone.
    expect(outcome(DateTimeResolver, '1900-01-01T00:00:00Z')).toBe('accepted');
    expect(outcome(DateTimeResolver, '2199-12-31T23:59:59.999Z')).toBe('accepted');
    expect(outcome(DateTimeResolver, '1900-01-01T00:30:00+01:00')).toBe('refused');
    expect(outcome(DateTimeResolver, '2199-12-31T23:30:00-01:00')).toBe('refused');
    const garbage = ['', 'yesterday', '2024-02-30T00:00:00Z', '+275760-09-13T00:00:00Z', '\u0000', 1e20, -1, NaN, true, {}, []];
    expect(garbage.map((value) => outcome(DateTimeResolver, value))).toEqual(garbage.map(() => 'refused'));
  });

  it('every date and date-time argument and input field of the schema goes through the bounded scalars', async () => {
    const schema = await buildAppSchema();
    expect(schema.getType('DateTimeISO')).toBe(DateTimeResolver);
    expect(schema.getType('LocalDate')).toBe(LocalDateResolver);
    const positions: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) positions.push(`${type.name}.${field.name}:${getNamedType(field.type).name}`);
      } else if (isObjectType(type)) {
        for (const field of Object.values(type.getFields()))
          for (const arg of field.args) positions.push(`${type.name}.${field.name}(${arg.name}):${getNamedType(arg.type).name}`);
      }
    }
    const dateInputs = positions.filter((position) => /:(DateTimeISO|LocalDate)$/.test(position));
    expect(dateInputs).toContain('Query.adminUsers(asOf):DateTimeISO');
    expect(dateInputs.length).toBeGreaterThan(20);
    // No other scalar carries dates: a new one would bypass these limits.
    expect(
      Object.keys(schema.getTypeMap()).filter(
        (name) => /date|time/i.test(name) && !/^(LocalDate|DateTimeISO)$/.test(name) && schema.getType(name)?.constructor.name === 'GraphQLScalarType',
      ),
    ).toEqual([]);
  });
});

describe('a date-time out of range over the API', () => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    ({ server, admin } = await startTestServerWithAdmin());
  }, 60_000);
  afterAll(() => server.close());

  it.each(['0000-01-01T00:00:00Z', '9999-12-31T00:00:00Z', '1850-06-01T12:00:00Z'])(
    'answers 400 BAD_USER_INPUT for asOf=%s on REST and GraphQL',
    async (asOf) => {
      const rest = await server.rest('GET', `/admin/users?asOf=${encodeURIComponent(asOf)}`, { token: admin.token });
      expect([rest.status, rest.body.error]).toEqual([400, 'BAD_USER_INPUT']);
      expect(rest.body.message).toMatch(/1900-01-01 to 2199-12-31/);
      const graphql = await server.graphql('query ($asOf: DateTimeISO) { adminUsers(asOf: $asOf) { totalCount } }', { asOf }, admin.token);
      expect(graphql.status).toBe(400);
      expect(graphql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await server.rest('GET', `/admin/users?asOf=${encodeURIComponent(new Date().toISOString())}`, { token: admin.token })).status).toBe(200);
    },
  );
});
