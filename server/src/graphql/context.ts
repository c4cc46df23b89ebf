import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { FoodCatalog } from '../modules/food/foodCatalog.js';
import { findSessionByToken } from '../modules/auth/session.service.js';
import type { User } from '../modules/users/user.entity.js';
import { createLoaders, type Loaders } from './loaders.js';

export interface AppServices {
  orm: MikroORM;
  config: Config;
  logger: Logger;
  foodCatalog: FoodCatalog;
}

/** Everything a resolver may use. One per request, built the same way for /graphql and the REST adapter. */
export interface Context {
  em: EntityManager;
  config: Config;
  logger: Logger;
  foodCatalog: FoodCatalog;
  /** The signed-in session (for logout), or null. */
  sessionId: string | null;
  viewer: User | null;
  clientIp: string;
  loaders: Loaders;
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

export async function createContext(
  services: AppServices,
  request: { token: string | null; clientIp: string },
): Promise<Context> {
  const em = services.orm.em.fork();
  const signedIn = request.token ? await findSessionByToken(em, request.token) : null;
  return {
    em,
    config: services.config,
    logger: services.logger,
    foodCatalog: services.foodCatalog,
    sessionId: signedIn?.sessionId ?? null,
    viewer: signedIn?.user ?? null,
    clientIp: request.clientIp,
    loaders: createLoaders(em),
  };
}
