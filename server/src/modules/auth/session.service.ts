import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.js';
import { mapUserRow, userRecordOf, type UserRecord } from '../users/userRecord.js';
import { hashToken, newSessionToken } from './secrets.js';
import { Session } from './session.entity.js';
import type { UsageCounts } from '../../loaders.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SignedInSession {
  sessionId: string;
  /** The user as the statement read them: what reads show. */
  user: UserRecord;
  /**
   * The user as an entity tracked by the request's EntityManager, for code that changes them: hydrated from the same row
   * on first call (or the instance that EntityManager already holds, so changes made to it since are kept), then the same.
   */
  userEntity(): User;
  /** The user's usage counters from the month before today (UTC) on, by month (`YYYY-MM-01`). */
  recentUsage: Map<string, UsageCounts>;
  /** The first month `recentUsage` covers: a later month missing from it has no usage yet. */
  usageSince: string;
}

interface SessionRow extends Record<string, unknown> {
  session_id: string;
  recent_usage: (UsageCounts & { month: string })[];
}

/**
 * The live session of a bearer token, its user and their recent usage counters (what `me`/`viewer` shows). Runs on
 * every authenticated request, so it is one indexed statement in plain SQL (measured: ~0.5 ms against ~2 ms through
 * the query builder), mapped to a plain record; the entity is only hydrated for requests that ask for it. The usage
 * month depends on the user's time zone, so every month a time zone can be in today is read, and the caller picks one.
 */
export async function findSessionByToken(em: EntityManager, token: string, now = new Date()): Promise<SignedInSession | null> {
  const usageSince = `${new Date(now.getTime() - DAY_MS).toISOString().slice(0, 7)}-01`;
  const [row] = await em.execute<SessionRow[]>(
    `select s.id as session_id, u.*, coalesce((
       select json_agg(json_build_object('month', c.month, 'aiFoodQueries', c.ai_food_queries, 'aiAnalyses', c.ai_analyses,
         'aiAssistantMessages', c.ai_assistant_messages))
       from usage_counters c where c.user_id = u.id and c.month >= ?::date), '[]') as recent_usage
     from sessions s join users u on u.id = s.user_id
     where s.token_hash = ? and s.expires_at > now()`,
    [usageSince, hashToken(token)],
  );
  if (!row) return null;
  const { session_id: sessionId, recent_usage: recentUsage, ...userRow } = row;
  const userData = mapUserRow(em, userRow);
  let entity: User | undefined;
  return {
    sessionId,
    user: userRecordOf(userData),
    userEntity: () => (entity ??= em.merge(User, userData, { convertCustomTypes: true })),
    recentUsage: new Map(recentUsage.map(({ month, ...counts }) => [month, counts])),
    usageSince,
  };
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
