import { describe, expect, it } from '@jest/globals';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { assertQueryComplexity, depthLimitRule } from '../limits.js';

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
    const wide = `{ ${Array.from({ length: 2100 }, (_, i) => `a${i}: item { name }`).join(' ')} }`;
    expect(() => assertQueryComplexity(recursive, parse(wide), undefined, {})).toThrow(/too complex/);
  });
});
