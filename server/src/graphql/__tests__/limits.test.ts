import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  specifiedRules,
  typeFromAST,
  validate,
  type GraphQLInputType,
  type GraphQLSchema,
  type NamedTypeNode,
  type OperationDefinitionNode,
} from 'graphql';
import Upload from 'graphql-upload/Upload.mjs';
import { repoRoot } from '../../config.js';
import { assertQueryComplexity, depthLimitRule } from '../limits.js';
import { buildAppSchema } from '../../schema.js';

const recursive = buildSchema(`
  type Query { item: Item items(first: Int): [Item!]! }
  type Item { child: Item children(first: Int): [Item!]! name: String }
`);

/** `levels` object fields below the root, then a scalar: depth levels + 1. */
const nested = (levels: number) => `{ item { ${'child { '.repeat(levels - 1)}name${' }'.repeat(levels)} }`;

describe('query limits', () => {
  it('accepts a query at the depth limit and rejects one level deeper', () => {
    const rule = depthLimitRule(5);
    expect(validate(recursive, parse(nested(4)), [...specifiedRules, rule])).toEqual([]);
    const errors = validate(recursive, parse(nested(5)), [...specifiedRules, rule]);
    expect(errors.map((e) => e.message)).toEqual(['Query is nested 6 levels deep; the limit is 5.']);
  });

  it('counts depth through fragments', () => {
    const query = `{ item { ...F } } fragment F on Item { child { child { child { child { child { name } } } } } }`;
    expect(validate(recursive, parse(query), [depthLimitRule(5)])).toHaveLength(1);
  });

  it('rejects a query whose estimated cost is too high', () => {
    const cheap = parse('{ items { name } }');
    expect(() => assertQueryComplexity(recursive, cheap, undefined, {})).not.toThrow();
    const wide = `{ ${Array.from({ length: 4100 }, (_, i) => `a${i}: item { name }`).join(' ')} }`;
    expect(() => assertQueryComplexity(recursive, parse(wide), undefined, {})).toThrow(/too complex/);
  });
});

/** The operations the web app sends, as relay-compiler printed them into the generated artifacts. */
function webOperations(): { name: string; text: string }[] {
  // relay-compiler persists every operation the app sends (the artifacts carry only its id).
  const persisted = JSON.parse(fs.readFileSync(path.join(repoRoot, 'server/src/persistedDocuments.json'), 'utf8')) as Record<string, string>;
  return Object.values(persisted).map((text) => ({ name: /^\w+ (\w+)/.exec(text)?.[1] ?? text.slice(0, 40), text }));
}

/** A valid value of an input type (required fields only, pages at their largest), to price a document as sent. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(required.map((field) => [field.name, sampleValue(field.type)]));
  }
  if (type.name === 'Upload') return new Upload();
  const samples: Record<string, unknown> = { Int: 100, Float: 1, Boolean: true, LocalDate: '2026-01-01', DateTimeISO: '2026-01-01T00:00:00Z' };
  return samples[type.name] ?? 'x';
}

function sampleVariables(schema: GraphQLSchema, text: string): Record<string, unknown> {
  const operation = parse(text).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return Object.fromEntries(
    (operation?.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      sampleValue(typeFromAST(schema, definition.type as NamedTypeNode) as GraphQLInputType),
    ]),
  );
}

describe('query cost', () => {
  let schema: GraphQLSchema;
  const cost = (query: string, variables: Record<string, unknown> = {}, isAnonymous = false) => {
    try {
      assertQueryComplexity(schema, parse(query), undefined, variables, { isAnonymous });
      return 'accepted';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('counts every alias and every page: 999 aliased searches are rejected even for a signed-in caller', async () => {
    schema = await buildAppSchema();
    const aliased = (count: number, first: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `f${i}: foods(query: "apple", first: ${first}) { totalCount }`).join(' ')} }`;
    expect(cost(aliased(999, 1))).toMatch(/too complex/);
    expect(cost(aliased(80, 100))).toMatch(/too complex/);
    expect(cost('query ($n: Int) { foods(query: "a", first: $n) { edges { node { id name calories } } } }', { n: 100 })).toBe('accepted');
  });

  it('is stricter for anonymous callers', async () => {
    schema = await buildAppSchema();
    const fiveSearches = `{ ${Array.from({ length: 5 }, (_, i) => `f${i}: foods(query: "a", first: 20) { edges { node { id name } } }`).join(' ')} }`;
    expect(cost(fiveSearches, {}, false)).toBe('accepted');
    expect(cost(fiveSearches, {}, true)).toMatch(/limit without signing in is \d+/);
    expect(cost('{ foods(query: "a", first: 20) { edges { node { id name calories } } } }', {}, true)).toBe('accepted');
  });

  // The REST adapter runs its fixed documents in-process, without this check; its page size is capped instead.
  it('lets every operation the web app sends through (at the largest page)', async () => {
    schema = await buildAppSchema();
    const documents = webOperations();
    expect(documents.length).toBeGreaterThan(40);
    const rejected = documents
      .map(({ name, text }) => ({ name, verdict: cost(text, sampleVariables(schema, text)) }))
      .filter(({ verdict }) => verdict !== 'accepted');
    expect(rejected).toEqual([]);
  });
});
