import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageWindow } from '../../graphql/connection.js';
import { notFound } from '../../graphql/errors.js';
import type { User } from '../users/user.entity.js';
import { SocialNotificationKind } from './socialNotification.entity.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import { blockedBetween, rows } from './socialAccess.js';

export interface SocialNotificationRow {
  id: string;
  kind: SocialNotificationKind;
  actorId: string;
  actorName: string;
  postId: string | null;
  challengeId: string | null;
  challengeTitle: string | null;
  createdAt: Date;
  readAt: Date | null;
}

/** A like that is taken back and given again notifies once; everything else notifies each time. */
const NOTIFY_ONCE = new Set([SocialNotificationKind.post_like, SocialNotificationKind.friend_request]);

/**
 * Records a notification in one statement. Nobody is notified of their own action, and nothing is recorded between
 * two people when either has blocked the other.
 */
export async function notify(
  em: EntityManager,
  fields: { recipientId: string; actorId: string; kind: SocialNotificationKind; postId?: string | null; challengeId?: string | null },
): Promise<void> {
  const once = NOTIFY_ONCE.has(fields.kind)
    ? `and not exists (select 1 from social_notifications n where n.recipient_id = :r and n.actor_id = :v and n.kind = :kind
        and n.post_id is not distinct from cast(:post as uuid) and n.read_at is null)`
    : '';
  await rows(
    em,
    `insert into social_notifications (id, recipient_id, actor_id, kind, post_id, challenge_id, created_at, read_at)
    select gen_random_uuid(), :r, :v, :kind, :post, :challenge, now(), null
    where cast(:r as uuid) <> cast(:v as uuid) and not ${blockedBetween('cast(:r as uuid)')} ${once}`,
    { r: fields.recipientId, v: fields.actorId, kind: fields.kind, post: fields.postId ?? null, challenge: fields.challengeId ?? null },
  );
}

/** What the recipient may still see: nothing from people in a block with them, whenever the block was made. */
const VISIBLE = `n.recipient_id = :v and not ${blockedBetween('n.actor_id')}`;

/** The viewer's notifications newest first, or only `onlyId` (for node(id:) and payloads). */
export async function listNotifications(
  { em }: Pick<ServiceDeps, 'em'>,
  viewer: User,
  window: PageWindow,
  onlyId: string | null = null,
): Promise<[SocialNotificationRow[], number]> {
  const bindings = { v: viewer.id, limit: window.limit, offset: window.offset, only: onlyId };
  const only = onlyId ? 'and n.id = :only' : '';
  const [list, [count]] = await Promise.all([
    rows(
      em,
      `select n.id, n.kind, n.actor_id, n.post_id, n.challenge_id, n.created_at, n.read_at, c.title as challenge_title,
        coalesce(sp.display_name, u.first_name) as actor_name
      from social_notifications n join users u on u.id = n.actor_id left join social_profiles sp on sp.user_id = n.actor_id
      left join social_challenges c on c.id = n.challenge_id
      where ${VISIBLE} ${only} order by n.created_at desc, n.id desc limit :limit offset :offset`,
      bindings,
    ),
    rows(em, `select count(*) as total from social_notifications n where ${VISIBLE} ${only}`, bindings),
  ]);
  const notifications = list.map((row): SocialNotificationRow => ({
    id: row.id as string,
    kind: row.kind as SocialNotificationKind,
    actorId: row.actor_id as string,
    actorName: row.actor_name as string,
    postId: (row.post_id as string | null) ?? null,
    challengeId: (row.challenge_id as string | null) ?? null,
    challengeTitle: (row.challenge_title as string | null) ?? null,
    createdAt: new Date(row.created_at as string),
    readAt: row.read_at ? new Date(row.read_at as string) : null,
  }));
  return [notifications, Number(count!.total)];
}

export async function unreadCount({ em }: Pick<ServiceDeps, 'em'>, viewer: User): Promise<number> {
  const [count] = await rows(em, `select count(*) as total from social_notifications n where ${VISIBLE} and n.read_at is null`, { v: viewer.id });
  return Number(count!.total);
}

export async function markRead({ em, clock }: Pick<ServiceDeps, 'em' | 'clock'>, viewer: User, notificationId: string): Promise<void> {
  const now = clock.now();
  const marked = await rows(em, `update social_notifications n set read_at = coalesce(n.read_at, :now) where n.id = :id and ${VISIBLE} returning n.id`, {
    v: viewer.id,
    id: notificationId,
    now,
  });
  if (!marked.length) throw notFound('Notification');
}

/** Marks read everything that arrived up to `before` (default now), so one that arrives while the list is open stays unread. */
export async function markAllRead({ em, clock }: Pick<ServiceDeps, 'em' | 'clock'>, viewer: User, before: Date | null): Promise<number> {
  const now = clock.now();
  const [marked] = await rows(
    em,
    `with marked as (update social_notifications n set read_at = :now where n.recipient_id = :v and n.read_at is null and n.created_at <= :before returning 1)
     select count(*) as total from marked`,
    { v: viewer.id, now, before: before ?? now },
  );
  return Number(marked!.total);
}
