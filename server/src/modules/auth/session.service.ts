import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity.js';
import { hashToken, newSessionToken } from './secrets.js';
import { Session } from './session.entity.js';

export async function findSessionByToken(em: EntityManager, token: string): Promise<Session | null> {
  const session = await em.findOne(Session, { tokenHash: hashToken(token) }, { populate: ['user'] });
  return session && session.expiresAt > new Date() ? session : null;
}

/** Creates a session and returns its token; the token itself is never stored. */
export function startSession(em: EntityManager, user: User, ttlDays: number): string {
  const token = newSessionToken();
  em.persist(new Session(user, hashToken(token), new Date(Date.now() + ttlDays * 24 * 60 * 60 * 1000)));
  return token;
}

export async function revokeSessions(em: EntityManager, userId: string): Promise<number> {
  return em.nativeDelete(Session, { user: userId });
}
