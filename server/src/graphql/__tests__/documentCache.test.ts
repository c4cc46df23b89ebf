import { describe, expect, it } from '@jest/globals';
import { buildSchema } from 'graphql';
import { DocumentCache, MAX_UNPINNED_DOCUMENT_CHARS, documentHash } from '../documentCache.js';

const schema = buildSchema('type Query { a(n: Int): Int }');
const textNumbered = (n: number) => `{ a(n: ${n}) }`;

describe('DocumentCache', () => {
  it('keeps at most 500 arbitrary documents, dropping the least recently used, and every pinned one', async () => {
    const pinnedText = '{ pinned: a }';
    const cache = new DocumentCache(schema, [], new Set([documentHash(pinnedText)]));
    const pinned = cache.documentFor(pinnedText);
    const first = cache.documentFor(textNumbered(0));
    const second = cache.documentFor(textNumbered(1));
    for (let n = 2; n < 500; n++) cache.documentFor(textNumbered(n));
    // The first is used again: the second becomes the least recently used.
    expect(cache.documentFor(textNumbered(0))).toBe(first);
    for (let n = 500; n < 700; n++) cache.documentFor(textNumbered(n));

    expect(cache.size).toBe(501);
    expect(cache.documentFor(pinnedText)).toBe(pinned);
    expect(cache.documentFor(textNumbered(0))).toBe(first);
    expect(await cache.get(`apq:${documentHash(textNumbered(1))}`)).toBeUndefined();
    expect(cache.documentFor(textNumbered(1))).not.toBe(second);
    expect(cache.size).toBe(501);
  });

  it('parses a document longer than the bound each time instead of keeping it', () => {
    const text = `{ a ${' '.repeat(MAX_UNPINNED_DOCUMENT_CHARS)}}`;
    const cache = new DocumentCache(schema, []);
    expect(cache.documentFor(text)).not.toBe(cache.documentFor(text));
    expect(cache.size).toBe(0);
  });

  it('refuses a document that does not validate, with the validation messages', () => {
    const cache = new DocumentCache(schema, []);
    expect(() => cache.documentFor('{ b }')).toThrow('Cannot query field "b" on type "Query".');
    expect(cache.size).toBe(0);
  });
});
