import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { findSessionByToken } from '../modules/auth/session.service.js';
import type { Session } from '../modules/auth/session.entity.js';
import type { User } from '../modules/users/user.entity.js';
import { createLoaders, type Loaders } from './loaders.js';

export interface AppServices {
  orm: MikroORM;
  config: Config;
  logger: Logger;
}

/** Everything a resolver may use. One per request, built the same way for /graphql and the REST adapter. */
export interface Context {
  em: EntityManager;
  config: Config;
  logger: Logger;
  session: Session | null;
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
  const session = request.token ? await findSessionByToken(em, request.token) : null;
  return {
    em,
    config: services.config,
    logger: services.logger,
    session,
    viewer: session?.user ?? null,
    clientIp: request.clientIp,
    loaders: createLoaders(em),
  };
}
