import { readFileSync, statSync } from 'node:fs';
import type { NextFunction, Request, Response } from 'express';

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

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Accepts `{ doc_id, variables }` (what the web app sends, Relay's persisted-query shape) on /graphql: a known id
 * becomes Apollo's persisted-query extension, so Apollo reuses the parsed and validated document without hashing or
 * parsing the text; an unknown id is a coded 400. Requests with query text pass unchanged.
 */
export function persistedDocumentRequests(documents: PersistedDocuments) {
  return (request: Request, response: Response, next: NextFunction) => {
    const body: unknown = request.body;
    if (!isPlainObject(body) || body.doc_id === undefined) return next();
    const id = body.doc_id;
    if (typeof id !== 'string' || body.query !== undefined) {
      return void response.status(400).json({
        errors: [{ message: 'Send either doc_id (a string) or query, not both.', extensions: { code: 'BAD_REQUEST' } }],
      });
    }
    if (documents.textOf(id) === undefined) {
      return void response.status(400).json({
        errors: [
          {
            message: 'This version of the app is out of date. Reload the page to get the current one.',
            extensions: { code: PERSISTED_QUERY_NOT_FOUND },
          },
        ],
      });
    }
    delete body.doc_id;
    body.extensions = { ...(isPlainObject(body.extensions) ? body.extensions : {}), persistedQuery: { version: 1, sha256Hash: id } };
    next();
  };
}
