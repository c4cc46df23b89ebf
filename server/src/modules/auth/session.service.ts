import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.js';
import { hashToken, newSessionToken } from './secrets.js';
import { Session } from './session.entity.js';

export interface SignedInSession {
  sessionId: string;
  user: User;
}

/**
 * The live session of a bearer token and its user. Runs on every authenticated request, so it is one indexed join
 * in plain SQL, mapped onto the entity (measured: ~0.5 ms against ~2 ms through the query builder).
 */
export async function findSessionByToken(em: EntityManager, token: string): Promise<SignedInSession | null> {
  const [row] = await em.getConnection().execute<(Record<string, unknown> & { session_id: string })[]>(
    `select s.id as session_id, u.* from sessions s join users u on u.id = s.user_id
     where s.token_hash = ? and s.expires_at > now()`,
    [hashToken(token)],
  );
  if (!row) return null;
  const { session_id: sessionId, ...userRow } = row;
  return { sessionId, user: em.map(User, userRow) };
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

export async function revokeSession(em: EntityManager, sessionId: string): Promise<void> {
  await em.nativeDelete(Session, { id: sessionId });
}
