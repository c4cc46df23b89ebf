import { readFileSync, statSync } from 'node:fs';
import type { NextFunction, Request, Response } from 'express';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { Logger } from '../logger.js';
import type { DocumentCache } from './documentCache.js';
import { answerDocument, type CallerContext } from './runDocument.js';

/** The code a client gets for an id the server does not know (an app older or newer than the server). */
export const PERSISTED_QUERY_NOT_FOUND = 'PERSISTED_QUERY_NOT_FOUND';

/**
 * The operations relay-compiler persisted (id → text; the id is the SHA-256 of the text), read once at start from
 * the map shipped with the server. An unknown id re-reads the file only when it has changed since, so a developer's
 * `relay-compiler --watch` is picked up without a restart while production reads it once.
 */
export class PersistedDocuments {
  private documents: Map<string, string>;
  private modifiedMs: number;

  constructor(private readonly file: string) {
    this.modifiedMs = statSync(file).mtimeMs;
    this.documents = PersistedDocuments.read(file);
  }

  private static read(file: string): Map<string, string> {
    return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
  }

  get ids(): ReadonlySet<string> {
    return new Set(this.documents.keys());
  }

  textOf(id: string): string | undefined {
    const text = this.documents.get(id);
    if (text !== undefined) return text;
    const modifiedMs = statSync(this.file, { throwIfNoEntry: false })?.mtimeMs;
    if (modifiedMs === undefined || modifiedMs === this.modifiedMs) return undefined;
    this.modifiedMs = modifiedMs;
    this.documents = PersistedDocuments.read(this.file);
    return this.documents.get(id);
  }

  /** Apollo's persisted-query cache (`apq:<sha256>` keys), read-only: clients cannot register documents. */
  asApolloCache() {
    return {
      get: async (key: string) => this.textOf(key.slice(key.lastIndexOf(':') + 1)),
      set: async () => {},
      delete: async () => false,
    };
  }
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Accepts `{ doc_id, variables, operationName? }` (what the web app sends, Relay's persisted-query shape) on /graphql.
 * A known id in a JSON body runs through `runDocument` (as the REST adapter's documents do): its document is parsed
 * and validated once per process, and none of Apollo's per-request work is repeated for it. A multipart upload names
 * its document the same way but goes on to Apollo as its persisted-query extension, so Apollo's CSRF rule for
 * multipart bodies still applies. An unknown id is a coded 400; requests with query text pass on to Apollo unchanged.
 */
export function persistedDocumentRequests(
  persisted: PersistedDocuments,
  documents: DocumentCache,
  schema: GraphQLSchema,
  createContext: (request: Request) => Promise<CallerContext>,
  logger: Logger,
) {
  const badRequest = (response: Response, message: string) => void response.status(400).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
  return async (request: Request, response: Response, next: NextFunction) => {
    const body: unknown = request.body;
    if (!isPlainObject(body) || body.doc_id === undefined) return next();
    const id = body.doc_id;
    if (typeof id !== 'string' || body.query !== undefined) return badRequest(response, 'Send either doc_id (a string) or query, not both.');
    const text = persisted.textOf(id);
    if (text === undefined) {
      return void response.status(400).json({
        errors: [
          {
            message: 'This version of the app is out of date. Reload the page to get the current one.',
            extensions: { code: PERSISTED_QUERY_NOT_FOUND },
          },
        ],
      });
    }
    if (!request.is('application/json')) {
      delete body.doc_id;
      body.extensions = { ...(isPlainObject(body.extensions) ? body.extensions : {}), persistedQuery: { version: 1, sha256Hash: id } };
      return next();
    }
    const { variables = {}, operationName } = body;
    if (variables !== null && !isPlainObject(variables)) return badRequest(response, 'variables must be an object.');
    if (operationName != null && typeof operationName !== 'string') return badRequest(response, 'operationName must be a string.');
    let document: DocumentNode;
    try {
      document = documents.documentFor(text, { hash: id });
    } catch (error) {
      // Only a map out of step with the schema (a developer's, before relay-compiler runs again) gets here.
      return void response.status(400).json({ errors: [{ message: (error as Error).message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
    }
    await answerDocument(
      request,
      response,
      document,
      { variables: variables ?? {}, operationName: operationName ?? undefined },
      { schema, createContext, logger },
    );
  };
}
