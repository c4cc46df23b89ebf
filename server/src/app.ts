import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ApolloServer, type GraphQLRequestListener } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Request, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import helmet from 'helmet';
import { compressJsonAnswers } from './compressedAnswers.js';
import { repoRoot } from './config.js';
import { bearerToken, createContext, type AppServices, type Context } from './context.js';
import { formatError, requestErrorStatusPlugin } from './graphql/errorFormatting.js';
import { assertStorableInput } from './graphql/inputSafety.js';
import { assertQueryComplexity, depthLimitRule, MAX_QUERY_DEPTH } from './graphql/limits.js';
import { DocumentCache } from './graphql/documentCache.js';
import { PersistedDocuments, persistedDocumentRequests } from './graphql/persistedDocuments.js';
import { textDocumentRequests } from './graphql/textDocuments.js';
import { assistantChatStream, CHAT_STREAM_PATH } from './rest/assistantChatStream.js';
import { openApiDocument } from './rest/openApi.js';
import { createRestRouter, restErrorHandler, sendError } from './rest/restAdapter.js';
import { restRoutes } from './rest/routes.js';
import { ErrorCode } from './graphql/errors.js';
import { precompressedStatic, sendPrecompressed } from './web/precompressedStatic.js';
import { paymentWebhookRouter } from './modules/payments/paymentWebhook.js';
import { trackHttpConnections, trackWorkInFlight, type DrainOptions } from './gracefulShutdown.js';
import { withRequestId } from './logger.js';
import { IMPORT_MAX_BYTES } from './modules/imports/dataImport.service.js';

export const JSON_BODY_LIMIT = '1mb';
/** The operations the web app sends by id (`npm run relay` writes it; the server ships it). */
export const PERSISTED_DOCUMENTS_FILE = path.join(repoRoot, 'server', 'src', 'persistedDocuments.json');
const validationRules = [depthLimitRule(MAX_QUERY_DEPTH)];
// The largest file any upload takes (an import); each upload field checks its own, smaller limit as it reads.
export const UPLOAD_LIMIT_BYTES = IMPORT_MAX_BYTES;

export interface App {
  httpServer: http.Server;
  /**
   * Stops taking requests, finishes those in flight (see gracefulShutdown.ts), waits for handlers still running for
   * clients that hung up, then stops Apollo: after it, nothing of the app's uses the database pool.
   */
  stop(options?: Partial<DrainOptions>): Promise<void>;
}

/** A client's own X-Request-Id when it looks like one (a proxy's), else a new one; echoed back and on every log line. */
function requestIdOf(request: Request): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{8,100}$/.test(given) ? given : randomUUID();
}

function requestLogger(services: AppServices) {
  return (request: Request, response: Response, next: () => void) => {
    const requestId = requestIdOf(request);
    response.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    response.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      services.logger.info({ requestId, method: request.method, path: request.path, status: response.statusCode, ms: Math.round(ms * 10) / 10 });
    });
    withRequestId(requestId, next);
  };
}

/** Aborts when the connection closes before the response has been sent: the client is no longer waiting. */
function clientGoneSignal(request: Request): AbortSignal {
  const controller = new AbortController();
  request.res?.once('close', () => {
    if (!request.res?.writableFinished) controller.abort();
  });
  return controller.signal;
}

function contextFor(services: AppServices) {
  return (request: Request): Promise<Context> =>
    createContext(services, {
      token: bearerToken(request.headers.authorization),
      clientIp: request.ip ?? 'unknown',
      signal: clientGoneSignal(request),
    });
}

async function startApollo(schema: GraphQLSchema, services: AppServices, documents: DocumentCache, persisted: PersistedDocuments) {
  const operationChecks: GraphQLRequestListener<Context> = {
    async didResolveOperation({ request, document, contextValue }) {
      assertStorableInput(document, request.variables ?? {});
      const isAnonymous = !contextValue.viewerRecord;
      assertQueryComplexity(schema, document, request.operationName ?? undefined, request.variables ?? {}, { isAnonymous });
    },
  };
  const apollo = new ApolloServer<Context>({
    schema,
    // One parse and validation per document, shared with the REST adapter; persisted ids resolve to their text.
    documentStore: documents,
    persistedQueries: { cache: persisted.asApolloCache(), ttl: null },
    introspection: true,
    includeStacktraceInErrorResponses: services.config.isDevelopment,
    // Shutdown is ours (gracefulShutdown.ts): Apollo's own handler would stop it and re-raise SIGTERM mid-drain.
    stopOnTerminationSignals: false,
    validationRules,
    formatError: (formatted, error) => formatError(formatted, error, services.logger),
    plugins: [
      requestErrorStatusPlugin,
      // No cache hints are used (responses are per user), so its per-field hook is pure overhead.
      ApolloServerPluginCacheControlDisabled(),
      // One listener object for every request (it keeps no per-request state); the checks cache per document.
      {
        async requestDidStart() {
          return operationChecks;
        },
      },
    ],
  });
  await apollo.start();
  return apollo;
}

/**
 * Serves the built PWA: hashed assets cached forever, the shell and service worker never cached, SPA fallback.
 * Text files go out as the build's brotli or gzip copies when the client accepts them.
 */
function serveWeb(app: express.Express, webDistDir: string) {
  const indexHtml = path.join(webDistDir, 'index.html');
  const cacheControlFor = (filePath: string) => (filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
  app.use(precompressedStatic(webDistDir, cacheControlFor));
  app.use(
    express.static(webDistDir, {
      index: false,
      setHeaders: (response, filePath) => response.setHeader('Cache-Control', cacheControlFor(filePath)),
    }),
  );
  app.get(/^\/(?!api\/|graphql).*/, (request, response) => {
    if (!fs.existsSync(indexHtml)) return void response.status(503).type('text').send('The web app is not built: run `npm run build`.');
    if (sendPrecompressed(request, response, indexHtml, { 'Cache-Control': 'no-cache' })) return;
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
}

export async function createApp(services: AppServices, schema: GraphQLSchema): Promise<App> {
  const app = express();
  const httpServer = http.createServer(app);
  const connections = trackHttpConnections(httpServer);
  const work = trackWorkInFlight();
  app.set('trust proxy', services.config.trustProxy);
  app.disable('x-powered-by');
  // res.send's ETag hashes every body (SHA-1) for conditional requests, which answers marked no-store never get.
  // Static files and the app shell keep theirs (express.static and sendFile make their own).
  app.set('etag', false);
  compressJsonAnswers(app);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Fluent UI (Griffel) inserts style tags at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'worker-src': ["'self'", 'blob:'],
          // The assistant plays spoken replies sent as data URLs.
          'media-src': ["'self'", 'data:'],
          // Stripe mode only: Stripe.js and its card fields (iframes) come from Stripe.
          ...(services.config.payments.stripe
            ? {
                'script-src': ["'self'", 'https://js.stripe.com'],
                'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
                'connect-src': ["'self'", 'https://api.stripe.com'],
              }
            : {}),
        },
      },
    }),
  );
  app.use(requestLogger(services));
  // API answers carry personal data: no browser, proxy or service worker may keep a copy.
  app.use(['/api', '/graphql'], (_request: Request, response: Response, next: () => void) => {
    response.setHeader('Cache-Control', 'no-store');
    next();
  });

  app.get('/healthz', async (_request, response) => {
    // A load balancer stops sending requests here once this answers 503.
    if (connections.isDraining) return void response.status(503).json({ status: 'stopping' });
    await services.orm.em.fork().execute('select 1');
    response.json({ status: 'ok' });
  });

  const playground = path.join(services.config.webDistDir, 'playground.html');
  app.get('/graphql', (request, response, next) => {
    if (!request.accepts(['application/json', 'text/html']) || request.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    if (!fs.existsSync(playground)) return void response.status(503).type('text').send('The playground is not built: run `npm run build`.');
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(playground);
  });

  const persisted = new PersistedDocuments(PERSISTED_DOCUMENTS_FILE);
  const documents = new DocumentCache(schema, validationRules, persisted.ids);
  const apollo = await startApollo(schema, services, documents, persisted);
  const createRequestContext = contextFor(services);
  app.use(
    '/graphql',
    // busboy (under graphql-upload) stops on reaching maxFileSize: one byte more lets a file of exactly the limit in.
    graphqlUploadExpress({ maxFileSize: UPLOAD_LIMIT_BYTES + 1, maxFiles: 1 }),
    express.json({ limit: JSON_BODY_LIMIT }),
    work.track(persistedDocumentRequests(persisted, documents, schema, createRequestContext, services.logger)),
    work.track(textDocumentRequests(documents, schema, createRequestContext, services.logger)),
    work.track(expressMiddleware(apollo, { context: ({ req }) => createRequestContext(req) })),
  );

  app.use('/api/payments/webhook', paymentWebhookRouter(services));
  app.get('/api/openapi.json', (_request, response) => void response.json(openApiDocument(restRoutes)));
  // Server-sent events: each piece of a reply leaves at once (compression applies to whole JSON answers only).
  app.post(
    `/api${CHAT_STREAM_PATH}`,
    express.json({ limit: JSON_BODY_LIMIT }),
    work.track(assistantChatStream(schema, documents, createRequestContext, services.logger)),
  );
  app.use(
    '/api',
    express.json({ limit: JSON_BODY_LIMIT }),
    createRestRouter(schema, documents, restRoutes, createRequestContext, services.logger, work.track),
    restErrorHandler(services.logger),
  );

  serveWeb(app, services.config.webDistDir);
  app.use(restErrorHandler(services.logger));
  app.use((_request: Request, response: Response) => sendError(response, ErrorCode.NOT_FOUND, 'Not found.'));

  return {
    httpServer,
    stop: async ({ graceMs = 10_000, idleGraceMs = 0 } = {}) => {
      const started = Date.now();
      await connections.drain({ graceMs, idleGraceMs });
      if (!(await work.settled(Math.max(0, graceMs - (Date.now() - started))))) {
        services.logger.warn({ handlers: work.count }, 'shutdown: handlers still running after the grace period');
      }
      await apollo.stop();
    },
  };
}
