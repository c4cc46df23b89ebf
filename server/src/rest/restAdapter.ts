import express, { type NextFunction, type Request, type Response } from 'express';
import { GraphQLError, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { Context } from '../context.js';
import type { DocumentCache } from '../graphql/documentCache.js';
import { formatError } from '../graphql/errorFormatting.js';
import { ErrorCode, httpStatusByCode, isErrorCode } from '../graphql/errors.js';
import { runDocument } from '../graphql/runDocument.js';
import type { Logger } from '../logger.js';
import { readMultipartUpload } from './multipartUpload.js';
import { pageBody, pageVariables } from './paging.js';
import type { GraphQLData, RestRequest, RestRoute, ResultShape } from './routeTable.js';

interface CompiledRoute extends RestRoute {
  parsed: DocumentNode;
}

export type ContextFactory = (request: Request) => Promise<Context>;

export function sendError(response: Response, code: ErrorCode, message: string, extra: Record<string, unknown> = {}): void {
  response.status(httpStatusByCode[code]).json({ error: code, message, ...extra });
}

/**
 * Parses and validates every route's document once at start (in the cache /graphql uses, with its rules), so a
 * broken route fails the boot, not a request.
 */
function compile(documents: DocumentCache, route: RestRoute): CompiledRoute {
  try {
    return { ...route, parsed: documents.documentFor(route.document, { pin: true }) };
  } catch (error) {
    throw new Error(`REST route ${route.method} ${route.path}: ${(error as Error).message}`, { cause: error });
  }
}

/** The value at a dotted path; a list met on the way is mapped, so `edges.node` reads every node. */
function valueAt(value: unknown, steps: readonly string[], from = 0): unknown {
  if (from === steps.length || value == null) return value;
  if (Array.isArray(value)) return value.map((element: unknown) => valueAt(element, steps, from));
  return valueAt((value as Record<string, unknown>)[steps[from]!], steps, from + 1);
}

// Result shapes are the routes' own constants: each dotted path is split once, not on every request.
const stepsByPath = new Map<string, readonly string[]>();
function stepsOf(dottedPath: string): readonly string[] {
  let steps = stepsByPath.get(dottedPath);
  if (!steps) stepsByPath.set(dottedPath, (steps = dottedPath.split('.')));
  return steps;
}

/** The answer a route's `result` shape describes (see `ResultShape`). */
export function shapeResult(shape: ResultShape, data: GraphQLData, request: RestRequest): unknown {
  if (typeof shape === 'string') {
    if (shape.startsWith(':')) return request.params[shape.slice(1)];
    if (shape.startsWith('?')) return request.query[shape.slice(1)] || null;
    return valueAt(data, stepsOf(shape));
  }
  if (shape === null || typeof shape !== 'object') return shape;
  const answer: Record<string, unknown> = {};
  for (const [key, part] of Object.entries(shape)) {
    const value = shapeResult(part, data, request);
    if (key.startsWith('...')) Object.assign(answer, value);
    else answer[key] = value;
  }
  return answer;
}

function routeBody(route: RestRoute, data: GraphQLData, request: RestRequest): unknown {
  const selected = shapeResult(route.result, data, request);
  if (!route.page || selected == null) return selected;
  const connection = selected as Parameters<typeof pageBody>[0] & Record<string, unknown>;
  const body: Record<string, unknown> = pageBody(connection, route.page.key, request.query, route.page.defaultLimit);
  for (const field of route.page.also ?? []) body[field] = connection[field];
  return body;
}

export function sendGraphQLError(response: Response, error: GraphQLFormattedError): void {
  const code = isErrorCode(error.extensions?.code) ? error.extensions.code : ErrorCode.INTERNAL_SERVER_ERROR;
  const fields = error.extensions?.fields;
  sendError(response, code, error.message, fields ? { fields } : {});
}

function handler(schema: GraphQLSchema, route: CompiledRoute, createContext: ContextFactory, logger: Logger) {
  return async (request: Request, response: Response) => {
    const queryToken = route.acceptsQueryToken && !request.headers.authorization ? request.query.token : undefined;
    if (typeof queryToken === 'string') request.headers.authorization = `Bearer ${queryToken}`;
    const context = await createContext(request);
    if (!route.isPublic && !context.viewerRecord) return sendError(response, ErrorCode.UNAUTHENTICATED, 'You must be signed in.');
    let requestBody: unknown = request.body;
    if (route.upload) {
      const multipart = await readMultipartUpload(request, route.upload);
      if (!multipart.ok) return sendError(response, multipart.code, multipart.message);
      requestBody = multipart.body;
    }
    const restRequest: RestRequest = { params: request.params as Record<string, string>, query: request.query, body: requestBody };
    let variableValues: Record<string, unknown>;
    try {
      variableValues = {
        ...(route.page ? pageVariables(request.query, route.page.defaultLimit) : {}),
        ...route.variables?.(restRequest),
      };
    } catch (error) {
      // Path and query parameters are checked while building variables (e.g. page numbers).
      if (error instanceof GraphQLError) return sendGraphQLError(response, formatError(error.toJSON(), error, logger));
      throw error;
    }
    const result = await runDocument(schema, route.parsed, { variables: variableValues, context, limitCost: false }, logger);
    if (result.errors?.length) return sendGraphQLError(response, result.errors[0]!);
    const data = result.data as GraphQLData;
    if (route.send) return route.send(response, data, context);
    const body = routeBody(route, data, restRequest);
    if (body == null && route.notFoundWhenEmpty) return sendError(response, ErrorCode.NOT_FOUND, `${route.notFoundWhenEmpty} not found.`);
    response.status(route.successStatus ?? 200).json(body);
  };
}

type Handler = ReturnType<typeof handler>;

/**
 * Maps the spec's /api paths onto the GraphQL schema: same resolvers, same context, same error codes. `track` wraps
 * each route's handler (shutdown waits for the handlers it tracks).
 */
export function createRestRouter(
  schema: GraphQLSchema,
  documents: DocumentCache,
  routes: RestRoute[],
  createContext: ContextFactory,
  logger: Logger,
  track: (routeHandler: Handler) => (request: Request, response: Response) => unknown = (routeHandler) => routeHandler,
) {
  const router = express.Router();
  for (const route of routes.map((r) => compile(documents, r))) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](route.path, track(handler(schema, route, createContext, logger)));
  }
  router.use((request: Request, response: Response) =>
    sendError(response, ErrorCode.NOT_FOUND, `No API route ${request.method} ${request.baseUrl}${request.path}.`),
  );
  return router;
}

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/** Turns body-parser and unexpected failures into the REST error shape; bad input never becomes a 500. */
export function restErrorHandler(logger: Logger) {
  return (error: BodyParserError, _request: Request, response: Response, next: NextFunction) => {
    if (response.headersSent) return next(error);
    if (error.type === 'entity.parse.failed') return sendError(response, ErrorCode.BAD_USER_INPUT, 'The request body is not valid JSON.');
    if (error.type === 'entity.too.large') return sendError(response, ErrorCode.PAYLOAD_TOO_LARGE, 'The request body is too large.');
    if (error.status && error.status >= 400 && error.status < 500) {
      return sendError(response, ErrorCode.BAD_USER_INPUT, error.message || 'Bad request.');
    }
    logger.error({ err: error }, 'unexpected REST error');
    sendError(response, ErrorCode.INTERNAL_SERVER_ERROR, 'Unexpected server error.');
  };
}
