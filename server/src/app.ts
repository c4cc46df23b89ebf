import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Request, type Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import helmet from 'helmet';
import { bearerToken, createContext, type AppServices, type Context } from './graphql/context.js';
import { formatError } from './graphql/errorFormatting.js';
import { assertQueryComplexity, depthLimitRule, MAX_QUERY_DEPTH } from './graphql/limits.js';
import { openApiDocument } from './rest/openApi.js';
import { createRestRouter, restErrorHandler, sendError } from './rest/restAdapter.js';
import { restRoutes } from './rest/routes.js';
import { ErrorCode } from './graphql/errors.js';

export const JSON_BODY_LIMIT = '1mb';
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

export interface App {
  httpServer: http.Server;
  stop(): Promise<void>;
}

function requestLogger(services: AppServices) {
  return (request: Request, response: Response, next: () => void) => {
    const started = process.hrtime.bigint();
    response.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      services.logger.info({ method: request.method, path: request.path, status: response.statusCode, ms: Math.round(ms * 10) / 10 });
    });
    next();
  };
}

function contextFor(services: AppServices) {
  return (request: Request): Promise<Context> =>
    createContext(services, { token: bearerToken(request.headers.authorization), clientIp: request.ip ?? 'unknown' });
}

async function startApollo(schema: GraphQLSchema, services: AppServices, httpServer: http.Server) {
  const apollo = new ApolloServer<Context>({
    schema,
    introspection: true,
    validationRules: [depthLimitRule(MAX_QUERY_DEPTH)],
    formatError: (formatted, error) => formatError(formatted, error, services.logger),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      {
        async requestDidStart() {
          return {
            async didResolveOperation({ request, document }) {
              assertQueryComplexity(schema, document, request.operationName ?? undefined, request.variables ?? {});
            },
          };
        },
      },
    ],
  });
  await apollo.start();
  return apollo;
}

/** Serves the built PWA: hashed assets cached forever, the shell and service worker never cached, SPA fallback. */
function serveWeb(app: express.Express, webDistDir: string) {
  const indexHtml = path.join(webDistDir, 'index.html');
  app.use(
    express.static(webDistDir, {
      index: false,
      setHeaders: (response, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.get(/^\/(?!api\/|graphql).*/, (_request, response) => {
    if (!fs.existsSync(indexHtml)) return void response.status(503).type('text').send('The web app is not built: run `npm run build`.');
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
}

export async function createApp(services: AppServices, schema: GraphQLSchema): Promise<App> {
  const app = express();
  const httpServer = http.createServer(app);
  app.set('trust proxy', services.config.trustProxy);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Fluent UI (Griffel) inserts style tags at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'worker-src': ["'self'", 'blob:'],
        },
      },
    }),
  );
  app.use(requestLogger(services));

  app.get('/healthz', async (_request, response) => {
    await services.orm.em.fork().getConnection().execute('select 1');
    response.json({ status: 'ok' });
  });

  const playground = path.join(services.config.webDistDir, 'playground.html');
  app.get('/graphql', (request, response, next) => {
    if (!request.accepts(['application/json', 'text/html']) || request.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    if (!fs.existsSync(playground)) return void response.status(503).type('text').send('The playground is not built: run `npm run build`.');
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(playground);
  });

  const apollo = await startApollo(schema, services, httpServer);
  const createRequestContext = contextFor(services);
  app.use(
    '/graphql',
    graphqlUploadExpress({ maxFileSize: UPLOAD_LIMIT_BYTES, maxFiles: 1 }),
    express.json({ limit: JSON_BODY_LIMIT }),
    expressMiddleware(apollo, { context: ({ req }) => createRequestContext(req) }),
  );

  app.get('/api/openapi.json', (_request, response) => void response.json(openApiDocument(restRoutes)));
  app.use(
    '/api',
    express.json({ limit: JSON_BODY_LIMIT }),
    createRestRouter(schema, restRoutes, createRequestContext, services.logger),
    restErrorHandler(services.logger),
  );

  serveWeb(app, services.config.webDistDir);
  app.use(restErrorHandler(services.logger));
  app.use((_request: Request, response: Response) => sendError(response, ErrorCode.NOT_FOUND, 'Not found.'));

  return {
    httpServer,
    stop: async () => {
      await apollo.stop();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
