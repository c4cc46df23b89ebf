import { execute, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Request, Response } from 'express';
import type { Logger } from '../logger.js';
import { formatError, requestErrorStatus } from './errorFormatting.js';
import { assertStorableInput } from './inputSafety.js';
import { assertQueryComplexity } from './limits.js';

export interface DocumentResult {
  errors?: GraphQLFormattedError[];
  /** Absent when the request failed before execution (bad variables, over its cost); null when a root field failed. */
  data?: Record<string, unknown> | null;
}

/** What the checks read of a request's context: whether a user is signed in. */
export interface CallerContext {
  viewerRecord: unknown;
}

// A document that runs again is compiled (graphql-jit) into a function that resolves its fields without graphql-js
// walking the document on every request. Compiling costs more than one interpreted run, so a document is compiled on
// its second run: a one-off query (GraphiQL, a script) never pays for it. One jit cannot compile keeps graphql-js.
type Compilation = CompiledQuery | 'ran once' | 'not compilable';
const compiledDocuments = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string | undefined, Compilation>>>();

function compiledDocument(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): CompiledQuery | null {
  let bySchema = compiledDocuments.get(schema);
  if (!bySchema) compiledDocuments.set(schema, (bySchema = new WeakMap()));
  let byOperation = bySchema.get(document);
  if (!byOperation) bySchema.set(document, (byOperation = new Map()));
  const compilation = byOperation.get(operationName);
  if (compilation === undefined) {
    byOperation.set(operationName, 'ran once');
    return null;
  }
  if (compilation === 'ran once') {
    const compiled = compileQuery(schema, document, operationName);
    byOperation.set(operationName, isCompiledQuery(compiled) ? compiled : 'not compilable');
    return isCompiledQuery(compiled) ? compiled : null;
  }
  return compilation === 'not compilable' ? null : compilation;
}

/**
 * Runs a document (a persisted operation, a REST route's document, query text in a plain JSON request), already
 * parsed and validated by the DocumentCache, without Apollo's per-request pipeline: the checks Apollo's listener makes on /graphql (input
 * safety; cost, with the anonymous caller's lower limit, where the client picks page sizes), the document (compiled
 * from its second run) and every error shaped by `formatError`. What Apollo answers differently still goes to Apollo
 * (see textDocuments.ts).
 */
export async function runDocument(
  schema: GraphQLSchema,
  document: DocumentNode,
  {
    variables,
    operationName,
    context,
    limitCost = true,
  }: {
    variables: Record<string, unknown>;
    operationName?: string;
    context: CallerContext;
    /** False for a REST route: the server wrote its document and the adapter bounds its page sizes (paging.ts). */
    limitCost?: boolean;
  },
  logger: Logger,
): Promise<DocumentResult> {
  const format = (error: GraphQLError) => formatError(error.toJSON(), error, logger);
  try {
    assertStorableInput(document, variables);
    if (limitCost) assertQueryComplexity(schema, document, operationName, variables, { isAnonymous: !context.viewerRecord });
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [format(error)] };
    throw error;
  }
  const interpret = () => execute({ schema, document, variableValues: variables, operationName, contextValue: context });
  const compiled = compiledDocument(schema, document, operationName);
  let result: ExecutionResult = await (compiled ? compiled.query(undefined, context, variables) : interpret());
  // Refused before running (variables that do not coerce): graphql-js answers again, with its own messages (a
  // scalar's reason, which graphql-jit leaves out); nothing has run yet.
  if (compiled && result.data === undefined) result = await interpret();
  const data = result.data === undefined ? {} : { data: result.data as Record<string, unknown> | null };
  return result.errors?.length ? { errors: result.errors.map(format), ...data } : data;
}

/** Answers an HTTP request with a document run by `runDocument` in the request's context, with its status. */
export async function answerDocument(
  request: Request,
  response: Response,
  document: DocumentNode,
  { variables, operationName }: { variables: Record<string, unknown>; operationName: string | undefined },
  { schema, createContext, logger }: { schema: GraphQLSchema; createContext: (request: Request) => Promise<CallerContext>; logger: Logger },
): Promise<void> {
  const context = await createContext(request);
  const result = await runDocument(schema, document, { variables, operationName, context }, logger);
  response.status(requestErrorStatus(result.data, result.errors) ?? 200).json(result);
}
