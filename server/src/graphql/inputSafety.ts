import { GraphQLError, visit, type DocumentNode } from 'graphql';
import { ErrorCode } from './errors.js';

/** NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its partner (not Unicode; stored as garbage). */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function unstorablePath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorablePath(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const found = UNSTORABLE.test(key) ? `${path}.${key}` : unstorablePath(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

const unstorable = (where: string) =>
  new GraphQLError(`${where} contains a character that cannot be saved (a NUL byte or a broken Unicode character). Remove it and try again.`, {
    extensions: { code: ErrorCode.BAD_USER_INPUT, fields: [{ field: where, message: 'Invalid character' }] },
  });

// Documents come from a cache (one object per text), so the literals of each are checked once.
const storableDocuments = new WeakSet<DocumentNode>();

/**
 * One check at the edge for every string a request carries, in its variables or written into the document, so no
 * resolver, scalar or SQL statement ever sees text PostgreSQL rejects (a 500) or silently mangles.
 */
export function assertStorableInput(document: DocumentNode | null, variables: Record<string, unknown>): void {
  const variable = unstorablePath(variables, '');
  if (variable) throw unstorable(`$${variable.slice(1)}`);
  if (!document || storableDocuments.has(document)) return;
  let literal: string | null = null;
  visit(document, {
    StringValue(node) {
      if (literal === null && UNSTORABLE.test(node.value)) literal = 'A text value';
    },
  });
  if (literal) throw unstorable(literal);
  storableDocuments.add(document);
}
