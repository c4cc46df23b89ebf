import type { Response } from 'express';
import type { Context } from '../context.js';
import type { UploadField } from './multipartUpload.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export type GraphQLData = Record<string, unknown>;

/**
 * Which part of a GraphQL result a route answers, with no code per route:
 * - a path into the result, `'viewer.foodLog'`; a step over a list maps it (`'edges.node'` gives the nodes);
 * - `':id'` a path parameter, `'?category'` a query parameter (null when absent or empty);
 * - an object: each key answers its own shape, in this order; a key starting with `...` spreads that object's fields in
 *   (a later key replaces an earlier one in place, as in a JavaScript object spread);
 * - `true`, a number or null answers that value.
 */
export type ResultShape = string | boolean | number | null | { readonly [key: string]: ResultShape };

/** One REST route: which GraphQL document it runs, with which variables, and which part of the result it returns. */
export interface RestRoute {
  method: HttpMethod;
  /** Under /api, in Express syntax: `/bloodwork/:id`. */
  path: string;
  summary: string;
  document: string;
  variables?: (request: RestRequest) => Record<string, unknown>;
  /** What the route answers, declared as data (see `ResultShape`); with `page`, the path of the connection. */
  result: ResultShape;
  /**
   * A list read with `?page&limit`: the adapter adds the window's `first` and `after` variables and answers the `result`
   * connection as `{ [key]: nodes, page, limit, total, totalPages }`, then the connection's `also` fields.
   */
  page?: { key: string; defaultLimit: number; also?: string[] };
  /** When the selected result is null, answer 404 with '<this> not found.' (e.g. 'Food log'). */
  notFoundWhenEmpty?: string;
  /** Routes are for signed-in users unless marked public. */
  isPublic?: boolean;
  successStatus?: number;
  /** A multipart file upload: the file reaches `variables` in `body[field]` as the same `Upload` /graphql would pass. */
  upload?: UploadField;
  /** Also accept the session token as `?token=` (links a browser opens directly, such as a PDF download). */
  acceptsQueryToken?: boolean;
  /** Sends the response itself (a file) instead of JSON, once the document has run without errors. */
  send?: (response: Response, data: GraphQLData, context: Context) => Promise<void>;
}
