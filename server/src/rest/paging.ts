import { badInput } from '../graphql/errors.js';
import type { Connection } from '../graphql/connection.js';
import { MAX_PAGE_SIZE, offsetCursor } from '../graphql/connection.js';

function positiveInteger(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw badInput(`'${name}' must be a whole number from 1 to ${max}.`, [{ field: name, message: 'Out of range' }]);
  }
  return number;
}

export interface Page {
  page: number;
  limit: number;
}

function readPage(query: Record<string, unknown>, defaultLimit: number): Page {
  return {
    page: positiveInteger(query.page, 'page', 1, 100_000),
    limit: positiveInteger(query.limit, 'limit', defaultLimit, MAX_PAGE_SIZE),
  };
}

/** REST `?page&limit` → the connection arguments of the same window (offset cursors, see graphql/connection.ts). */
export function pageVariables(query: Record<string, unknown>, defaultLimit: number): { first: number; after: string | null } {
  const { page, limit } = readPage(query, defaultLimit);
  const offset = (page - 1) * limit;
  return { first: limit, after: offset > 0 ? offsetCursor(offset - 1) : null };
}

/** A connection as a REST page: `{ [key]: nodes, page, limit, total, totalPages }`. */
export function pageBody(connection: Connection<unknown>, key: string, query: Record<string, unknown>, defaultLimit: number) {
  const { page, limit } = readPage(query, defaultLimit);
  return {
    [key]: connection.edges.map((edge) => edge.node),
    page,
    limit,
    total: connection.totalCount,
    totalPages: Math.ceil(connection.totalCount / limit),
  };
}

/** A numeric query parameter, passed through unchanged when it is not a number so GraphQL reports it. */
export function numberParam(value: unknown, fallback: number): unknown {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}
