import type { Request, Response } from 'express';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { DocumentCache } from '../graphql/documentCache.js';
import { formatError } from '../graphql/errorFormatting.js';
import { ErrorCode, isErrorCode } from '../graphql/errors.js';
import { runDocument } from '../graphql/runDocument.js';
import type { Logger } from '../logger.js';
import { withReplyStream } from '../modules/assistant/assistantReplyStream.js';
import { assistantRoutes } from './assistantRoutes.js';
import { sendError, sendGraphQLError, shapeResult, type ContextFactory } from './restAdapter.js';
import type { GraphQLData, RestRequest } from './routeTable.js';

/** Where the streaming chat is served (under /api); documented in docs/ARCHITECTURE.md and the README. */
export const CHAT_STREAM_PATH = '/ai-assistant/chat/stream';

/**
 * `POST /api/ai-assistant/chat/stream`: the chat of `POST /api/ai-assistant/chat` (same body, same GraphQL mutation,
 * same limits and errors) answered as server-sent events. While a configured model writes, each piece of its reply is
 * an `event: delta` with `{"text"}`; the end is one `event: done` whose data is exactly the non-streaming response
 * body (its `response` is the text to keep: it can differ from the deltas when the prose was replaced by the
 * database's figures). An error before anything was streamed is the ordinary JSON error with its status; after that it
 * is an `event: error` with `{"error", "message"}`. The built-in engine has its answer at once: it sends only `done`.
 */
export function assistantChatStream(schema: GraphQLSchema, documents: DocumentCache, createContext: ContextFactory, logger: Logger) {
  const route = assistantRoutes.find((candidate) => candidate.method === 'POST' && candidate.path === '/ai-assistant/chat')!;
  // Parsed and validated once, with the rules every document passes, like the REST routes' own documents.
  const document = documents.documentFor(route.document, { pin: true });

  return async (request: Request, response: Response) => {
    const context = await createContext(request);
    if (!context.viewerRecord) return sendError(response, ErrorCode.UNAUTHENTICATED, 'You must be signed in.');
    const restRequest: RestRequest = { params: {}, query: request.query, body: request.body };
    let variableValues: Record<string, unknown>;
    try {
      variableValues = route.variables!(restRequest);
    } catch (error) {
      if (error instanceof GraphQLError) return sendGraphQLError(response, formatError(error.toJSON(), error, logger));
      throw error;
    }
    let isStreaming = false;
    const send = (event: string, data: unknown) => response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    const startStream = () => {
      if (isStreaming) return;
      isStreaming = true;
      response.status(200);
      response.set({ 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' });
      response.flushHeaders();
    };
    const result = await withReplyStream(
      (text) => {
        startStream();
        send('delta', { text });
      },
      () => runDocument(schema, document, { variables: variableValues, context, limitCost: false }, logger),
    );
    if (result.errors?.length) {
      const formatted = result.errors[0]!;
      if (!isStreaming) return sendGraphQLError(response, formatted);
      const code = isErrorCode(formatted.extensions?.code) ? formatted.extensions.code : ErrorCode.INTERNAL_SERVER_ERROR;
      send('error', { error: code, message: formatted.message });
      return response.end();
    }
    startStream();
    send('done', shapeResult(route.result, result.data as GraphQLData, restRequest));
    response.end();
  };
}
