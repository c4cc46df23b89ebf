import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import { createApp, type App } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { ormOptions } from '../db/orm.js';
import { buildAppSchema } from '../schema.js';
import { createLogger } from '../logger.js';
import { loadFoodCatalog } from '../modules/food/foodCatalog.js';
import { syncFoodTable } from '../modules/food/foodTableSync.js';
import type { PaymentServices } from '../modules/payments/billingDeps.js';
import { createUser, uniqueEmail, type TestUser } from './factories.js';
import { createPaymentServices } from '../modules/payments/paymentServices.js';

export interface TestServer {
  url: string;
  orm: MikroORM;
  config: Config;
  payments: PaymentServices;
  close(): Promise<void>;
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLResponse<T>>;
  rest(method: string, path: string, options?: { token?: string; body?: unknown; rawBody?: string }): Promise<RestResponse>;
}

export interface GraphQLResponse<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fields?: { field: string; message: string }[] } }[];
}

export interface RestResponse {
  status: number;
  // Tests assert on arbitrary JSON shapes.
  body: Record<string, unknown> & { error?: string; message?: string };
}

/** The real app on a real port against the run's test database (created by globalSetup). */
export async function startTestServer(
  env: Record<string, string> = {},
  overrides: { payments?: Partial<PaymentServices>; databaseUrl?: string } = {},
): Promise<TestServer> {
  const databaseUrl = overrides.databaseUrl ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set: run tests through jest (globalSetup).');
  // Every test registers its users from 127.0.0.1: tests of the registration limit set their own.
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, REGISTRATIONS_PER_IP: '1000000', ...env });
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const orm = await MikroORM.init(ormOptions(databaseUrl, logger));
  const foodCatalog = await loadFoodCatalog();
  await syncFoodTable(orm.em.fork(), foodCatalog, logger);
  const payments = createPaymentServices(config.payments, overrides.payments);
  const app: App = await createApp({ orm, config, logger, foodCatalog, payments }, await buildAppSchema());
  await new Promise<void>((resolve) => app.httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(app.httpServer.address() as AddressInfo).port}`;

  const authHeaders = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    url,
    orm,
    config,
    payments,
    async close() {
      await app.stop();
      await orm.close();
    },
    async graphql(query, variables = {}, token) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...authHeaders(token) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, ...((await response.json()) as object) };
    },
    async rest(method, path, { token, body, rawBody } = {}) {
      const hasBody = body !== undefined || rawBody !== undefined;
      const response = await fetch(`${url}/api${path}`, {
        method,
        headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...authHeaders(token) },
        body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : {} };
    },
  };
}

/** A test server with one signed-in admin (named in ADMIN_EMAILS), for suites that act as an administrator. */
export async function startTestServerWithAdmin(
  env: Record<string, string> = {},
  overrides: Parameters<typeof startTestServer>[1] = {},
): Promise<{ server: TestServer; admin: TestUser }> {
  const email = uniqueEmail('admin');
  const server = await startTestServer({ ...env, ADMIN_EMAILS: email }, overrides);
  return { server, admin: await createUser(server, { email }) };
}
