import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import type { FoodCatalog } from './modules/food/foodCatalog.js';
import { findSessionByToken, type SignedInSession } from './modules/auth/session.service.js';
import type { PaymentServices } from './modules/payments/billingDeps.js';
import type { User } from './modules/users/user.entity.js';
import type { UserRecord } from './modules/users/userRecord.js';
import { recordUserActivity } from './modules/admin/userActivity.js';
import { createLoaders, type Loaders } from './loaders.js';

export interface AppServices {
  orm: MikroORM;
  config: Config;
  logger: Logger;
  foodCatalog: FoodCatalog;
  payments: PaymentServices;
}

/** Everything a resolver may use. One per request, built the same way for /graphql and the REST adapter. */
export interface Context {
  em: EntityManager;
  config: Config;
  logger: Logger;
  foodCatalog: FoodCatalog;
  /** Payment gateway, clock and Pro price, for billing services. */
  payments: PaymentServices;
  /** The signed-in session (for logout), or null. */
  sessionId: string | null;
  /** The signed-in user as the session statement read them, or null: for sign-in checks and for reads that show the user. */
  viewerRecord: UserRecord | null;
  /**
   * The signed-in user as an entity tracked by `em`, or null: for code that changes the user or relates rows to them.
   * Hydrated on first read, so a request that only shows the user never builds it.
   */
  readonly viewer: User | null;
  clientIp: string;
  /** Aborts when the client goes away before its answer is sent, so long work (reading a PDF) can stop. */
  signal: AbortSignal;
  loaders: Loaders;
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

export async function createContext(services: AppServices, request: { token: string | null; clientIp: string; signal?: AbortSignal }): Promise<Context> {
  const em = services.orm.em.fork();
  const signedIn = request.token ? await findSessionByToken(em, request.token) : null;
  const loaders = createLoaders(em);
  if (signedIn) primeUsage(loaders, signedIn);
  if (signedIn)
    await recordUserActivity(em, signedIn.user.id, new Date()).catch((error: unknown) =>
      services.logger.warn({ err: error }, 'could not record user activity'),
    );
  return Object.assign(new SignedInViewer(signedIn), {
    em,
    config: services.config,
    logger: services.logger,
    foodCatalog: services.foodCatalog,
    payments: services.payments,
    sessionId: signedIn?.sessionId ?? null,
    viewerRecord: signedIn?.user ?? null,
    clientIp: request.clientIp,
    signal: request.signal ?? new AbortController().signal,
    loaders,
  }) satisfies Context;
}

/**
 * Gives a context `viewer`, hydrated when first read. It is a getter on the prototype, and the session it reads an own
 * property, so a shallow copy of the context (Apollo clones it for each operation) neither hydrates nor loses it.
 */
class SignedInViewer {
  constructor(private readonly signedIn: SignedInSession | null) {}

  get viewer(): User | null {
    return this.signedIn?.userEntity() ?? null;
  }
}

/** The session statement already read the viewer's usage, so `usage` needs no statement of its own. */
function primeUsage(loaders: Loaders, { user, recentUsage, usageSince }: SignedInSession): void {
  const now = Date.now();
  const months = new Set([usageSince, ...[0, 1].map((days) => `${new Date(now + days * 86_400_000).toISOString().slice(0, 7)}-01`)]);
  for (const month of months) loaders.usage.prime({ userId: user.id, month }, recentUsage.get(month) ?? null);
}

declare module './graphql/node.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- gives node loaders this Context
  interface NodeContext extends Context {}
}
