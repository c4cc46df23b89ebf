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

/** One REST route: which GraphQL document it runs, with which variables, and which part of the result it returns. */
export interface RestRoute {
  method: HttpMethod;
  /** Under /api, in Express syntax: `/bloodwork/:id`. */
  path: string;
  summary: string;
  document: string;
  variables?: (request: RestRequest) => Record<string, unknown>;
  /** A top-level field of the result, or a function of the whole result (and the request, for paging). */
  result: string | ((data: GraphQLData, request: RestRequest) => unknown);
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
