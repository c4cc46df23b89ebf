import type { NextFunction, Request, Response } from 'express';
import { getOperationAST, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Logger } from '../logger.js';
import { MAX_UNPINNED_DOCUMENT_CHARS, type DocumentCache } from './documentCache.js';
import { isPlainObject } from './persistedDocuments.js';
import { answerDocument, type CallerContext } from './runDocument.js';

const PLAIN_REQUEST_FIELDS = new Set(['query', 'variables', 'operationName']);

/**
 * Runs a plain JSON request with query text (`{ query, variables?, operationName? }`, what GraphiQL, integrators and
 * scripts send) through `runDocument`, as persisted ids are: its document comes parsed and validated from the
 * DocumentCache and, once compiled, runs compiled; Apollo's per-request pipeline is skipped. Everything Apollo
 * answers differently passes on to Apollo unchanged, so its answers stay its own: a document that does not parse,
 * validate or name one query or mutation, fields of the wrong type, extensions (APQ), uploads, GET, batches, a
 * client that prefers application/graphql-response+json, and documents too long to cache.
 */
export function textDocumentRequests(
  documents: DocumentCache,
  schema: GraphQLSchema,
  createContext: (request: Request) => Promise<CallerContext>,
  logger: Logger,
) {
  return async (request: Request, response: Response, next: NextFunction) => {
    const body: unknown = request.body;
    if (request.method !== 'POST' || !request.is('application/json') || !isPlainObject(body)) return next();
    const { query, variables, operationName } = body;
    if (typeof query !== 'string' || query.length > MAX_UNPINNED_DOCUMENT_CHARS) return next();
    if (!Object.keys(body).every((field) => PLAIN_REQUEST_FIELDS.has(field))) return next();
    if (variables != null && !isPlainObject(variables)) return next();
    if (operationName != null && typeof operationName !== 'string') return next();
    if (request.headers.accept && request.accepts(['application/json', 'application/graphql-response+json']) !== 'application/json') return next();
    let document: DocumentNode;
    try {
      document = documents.documentFor(query);
    } catch {
      return next();
    }
    const operation = getOperationAST(document, operationName ?? undefined)?.operation;
    if (operation !== 'query' && operation !== 'mutation') return next();
    await answerDocument(
      request,
      response,
      document,
      { variables: variables ?? {}, operationName: operationName ?? undefined },
      { schema, createContext, logger },
    );
  };
}
