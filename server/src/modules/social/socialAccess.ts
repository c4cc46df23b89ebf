import type { EntityManager, Knex } from '@mikro-orm/postgresql';

/** The viewer key for SQL: anonymous callers use an id no user has, so every relation test is simply false. */
export const NOBODY = '00000000-0000-0000-0000-000000000000';

/** Either of the two has blocked the other. Binds :v (viewer) against the column `otherColumn`. */
export const blockedBetween = (otherColumn: string) =>
  `exists (select 1 from social_blocks b where (b.blocker_id = ${otherColumn} and b.blocked_id = :v) or (b.blocker_id = :v and b.blocked_id = ${otherColumn}))`;

export const friendsWith = (otherColumn: string) =>
  `exists (select 1 from friendships f where f.status = 'accepted' and f.user_a_id = least(${otherColumn}, cast(:v as uuid)) and f.user_b_id = greatest(${otherColumn}, cast(:v as uuid)))`;

/**
 * Who may read post `p` (joined with its author's profile `sp`): its author; otherwise nobody in a block with the
 * author, nobody when the profile is private, and the post's audience narrowed by the profile's visibility —
 * so making a profile narrower hides older posts at once. A post a moderator hid is its author's alone.
 */
export const postVisible = `(p.author_id = :v or (p.hidden_at is null and not ${blockedBetween('p.author_id')}
  and coalesce(sp.visibility, 'friends') <> 'private'
  and ((p.audience = 'public' and coalesce(sp.visibility, 'friends') = 'public') or ${friendsWith('p.author_id')})))`;

/** A comment a moderator hid is seen by its author only. Binds :v. */
export const commentVisible = `(c.hidden_at is null or c.author_id = :v)`;

/** Counts leave out people in a block with the viewer and hidden comments, as the comment list does. */
export const POST_COLUMNS = `p.id, p.author_id, p.text, p.audience, p.meal, p.shared, p.hidden_at, p.created_at, p.edited_at,
  coalesce(sp.display_name, u.first_name) as display_name,
  (select count(*) from social_post_likes l where l.post_id = p.id and not ${blockedBetween('l.user_id')}) as like_count,
  (select count(*) from social_comments c where c.post_id = p.id and ${commentVisible} and not ${blockedBetween('c.author_id')}) as comment_count,
  exists (select 1 from social_post_likes l where l.post_id = p.id and l.user_id = :v) as viewer_liked`;

export const POST_FROM = `social_posts p join users u on u.id = p.author_id left join social_profiles sp on sp.user_id = p.author_id`;

export type SqlRow = Record<string, unknown>;

/**
 * The rows of one raw statement with named bindings (`:v` and the like), in the EntityManager's transaction when it
 * has one. Knex sends the bindings as parameters (an array stays an array for `any(:ids)`), where em.execute() would
 * write them into the SQL text.
 */
export async function rows(em: EntityManager, sql: string, bindings: Record<string, unknown>): Promise<SqlRow[]> {
  // eslint-disable-next-line no-restricted-syntax -- joins the transaction below
  const statement = em.getKnex().raw(sql, bindings);
  const transaction = em.getTransactionContext<Knex.Transaction>();
  if (transaction) statement.transacting(transaction);
  return ((await statement) as { rows: SqlRow[] }).rows;
}
