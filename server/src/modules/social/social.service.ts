import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageWindow } from '../../graphql/connection.js';
import { appError, badInput, conflict, ErrorCode, notFound } from '../../graphql/errors.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import { FoodLog, FoodLogItem } from '../food/foodLog.entity.js';
import type { MealType } from '../food/mealType.js';
import { localDate } from '../users/calendar.js';
import { User } from '../users/user.entity.js';
import type { UserRecord } from '../users/userRecord.js';
import {
  Friendship,
  FriendshipStatus,
  PostAudience,
  ProfileVisibility,
  SocialBlock,
  SocialComment,
  SocialPost,
  SocialPostLike,
  SocialProfile,
  type SharedMealSnapshot,
  type SharedSnapshot,
} from './social.entity.js';
import { blockedBetween, commentVisible, friendsWith, NOBODY, POST_COLUMNS, POST_FROM, postVisible, rows, type SqlRow } from './socialAccess.js';
import { SocialNotificationKind } from './socialNotification.entity.js';
import { notify } from './socialNotification.service.js';
import { snapshotShare, type ShareChoice } from './socialShare.service.js';

export const POST_MAX_LENGTH = 1000;
export const COMMENT_MAX_LENGTH = 500;
export const BIO_MAX_LENGTH = 300;
export const DISPLAY_NAME_MAX_LENGTH = 60;
const HOUR_MS = 3_600_000;

export type Relation = 'self' | 'friends' | 'request_sent' | 'request_received' | 'none';

export interface ProfileRow {
  userId: string;
  displayName: string;
  bio: string | null;
  visibility: ProfileVisibility;
  relation: Relation;
  /** Bio and posts are readable; otherwise only the name and avatar (a friends-only profile seen by a stranger). */
  full: boolean;
  /** The owner chose to show progress (weight change, days on target) to whoever sees the whole profile. */
  showProgress: boolean;
}

export interface PostRow {
  id: string;
  authorId: string;
  authorName: string;
  text: string;
  audience: PostAudience;
  meal: SharedMealSnapshot | null;
  shared: SharedSnapshot | null;
  /** Only ever true for the author: nobody else can read a hidden post. */
  hidden: boolean;
  createdAt: Date;
  editedAt: Date | null;
  likeCount: number;
  commentCount: number;
  viewerLiked: boolean;
}

export interface CommentRow {
  id: string;
  postId: string;
  postAuthorId: string;
  authorId: string;
  authorName: string;
  text: string;
  createdAt: Date;
  hidden: boolean;
}

export function toPost(row: SqlRow): PostRow {
  return {
    id: row.id as string,
    authorId: row.author_id as string,
    authorName: row.display_name as string,
    text: row.text as string,
    audience: row.audience as PostAudience,
    meal: (row.meal as SharedMealSnapshot | null) ?? null,
    shared: (row.shared as SharedSnapshot | null) ?? null,
    hidden: Boolean(row.hidden_at),
    createdAt: new Date(row.created_at as string),
    editedAt: row.edited_at ? new Date(row.edited_at as string) : null,
    likeCount: Number(row.like_count),
    commentCount: Number(row.comment_count),
    viewerLiked: Boolean(row.viewer_liked),
  };
}

function cleanText(text: string, max: number, what: string, field: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw badInput(`Write something before you ${what === 'comment' ? 'comment' : 'post'}.`, [{ field, message: 'Required' }]);
  if ([...trimmed].length > max) throw badInput(`A ${what} can be at most ${max.toLocaleString('en-US')} characters.`, [{ field, message: 'Too long' }]);
  return trimmed;
}

// ---------------------------------------------------------------------------------------------------------------
// Profiles

const PROFILE_SQL = `select u.id as user_id, coalesce(sp.display_name, u.first_name) as display_name, sp.bio,
  coalesce(sp.visibility, 'friends') as visibility, coalesce(sp.show_progress, false) as show_progress,
  case when u.id = :v then 'self'
    when ${friendsWith('u.id')} then 'friends'
    when exists (select 1 from friendships f where f.status = 'pending' and f.requester_id = :v and f.user_a_id = least(u.id, cast(:v as uuid)) and f.user_b_id = greatest(u.id, cast(:v as uuid))) then 'request_sent'
    when exists (select 1 from friendships f where f.status = 'pending' and f.requester_id = u.id and f.user_a_id = least(u.id, cast(:v as uuid)) and f.user_b_id = greatest(u.id, cast(:v as uuid))) then 'request_received'
    else 'none' end as relation,
  ${blockedBetween('u.id')} as blocked
  from users u left join social_profiles sp on sp.user_id = u.id`;

/** A profile as `relation` sees it: the bio only when `full`. */
const toProfile = (row: SqlRow, relation: Relation, full: boolean, showProgress: boolean): ProfileRow => ({
  userId: row.user_id as string,
  displayName: row.display_name as string,
  bio: full ? ((row.bio as string | null) ?? null) : null,
  visibility: row.visibility as ProfileVisibility,
  relation,
  full,
  showProgress,
});

/** What `viewerId` may see of each profile, or nothing: blocked either way, or private / friends-only to an outsider. */
function readableProfile(row: SqlRow, anonymous: boolean): ProfileRow | null {
  if (row.blocked) return null;
  const relation = row.relation as Relation;
  const visibility = row.visibility as ProfileVisibility;
  const full = relation === 'self' || visibility === ProfileVisibility.public || (visibility === ProfileVisibility.friends && relation === 'friends');
  if (!full) {
    if (anonymous) return null;
    // A private profile is only named to people already connected to it (friends, requests either way).
    if (visibility === ProfileVisibility.private && relation === 'none') return null;
  }
  return toProfile(row, relation, full, Boolean(row.show_progress));
}

export async function loadProfiles(em: EntityManager, viewerId: string | null, userIds: string[]): Promise<Map<string, ProfileRow>> {
  const found = new Map<string, ProfileRow>();
  if (!userIds.length) return found;
  const result = await rows(em, `${PROFILE_SQL} where u.id = any(:ids)`, { v: viewerId ?? NOBODY, ids: userIds });
  for (const row of result) {
    const profile = readableProfile(row, viewerId === null);
    if (profile) found.set(profile.userId, profile);
  }
  return found;
}

export async function getProfile({ em }: Pick<ServiceDeps, 'em'>, viewerId: string | null, userId: string): Promise<ProfileRow | null> {
  return (await loadProfiles(em, viewerId, [userId])).get(userId) ?? null;
}

export async function updateProfile(
  { em, clock }: Pick<ServiceDeps, 'em' | 'clock'>,
  viewer: User,
  input: { displayName?: string | null; bio?: string | null; visibility?: ProfileVisibility | null; showProgress?: boolean | null },
): Promise<void> {
  const profile = (await em.findOne(SocialProfile, { user: viewer.id })) ?? em.create(SocialProfile, new SocialProfile(viewer));
  if (input.displayName !== undefined) {
    const name = input.displayName?.trim() ?? '';
    if ([...name].length > DISPLAY_NAME_MAX_LENGTH)
      throw badInput(`A display name can be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`, [{ field: 'displayName', message: 'Too long' }]);
    profile.displayName = name || null;
  }
  if (input.bio !== undefined) {
    const bio = input.bio?.trim() ?? '';
    if ([...bio].length > BIO_MAX_LENGTH) throw badInput(`A bio can be at most ${BIO_MAX_LENGTH} characters.`, [{ field: 'bio', message: 'Too long' }]);
    profile.bio = bio || null;
  }
  if (input.visibility) profile.visibility = input.visibility;
  if (typeof input.showProgress === 'boolean' && input.showProgress !== profile.showProgress) {
    profile.showProgress = input.showProgress;
    // Weight change is measured from the day progress is turned on: there is no weight history before it.
    profile.progressStartWeight = input.showProgress ? viewer.weight : null;
    profile.progressStartedOn = input.showProgress ? localDate(viewer.timezone, clock.now()) : null;
  }
  await em.persist(profile).flush();
}

/** People by exact email (anyone who has not blocked or been blocked) or by display name (not private profiles). */
export async function searchPeople({ em }: Pick<ServiceDeps, 'em'>, viewer: User, query: string): Promise<ProfileRow[]> {
  const wanted = query.trim();
  if ([...wanted].length < 2) throw badInput('Type at least 2 characters of a name, or a whole email address.', [{ field: 'query', message: 'Too short' }]);
  if (wanted.length > 254) throw badInput('That search is too long.', [{ field: 'query', message: 'Too long' }]);
  const byEmail = wanted.includes('@');
  const pattern = `%${wanted.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = byEmail ? `u.email = :email` : `coalesce(sp.display_name, u.first_name) ilike :pattern and coalesce(sp.visibility, 'friends') <> 'private'`;
  const result = await rows(em, `${PROFILE_SQL} where ${where} and u.id <> :v order by coalesce(sp.display_name, u.first_name), u.id limit 20`, {
    v: viewer.id,
    email: wanted.toLowerCase(),
    pattern,
  });
  return result.flatMap((row) => {
    if (row.blocked) return [];
    const profile = readableProfile(row, false);
    // Found by exact email, a private profile shows its name so the searcher can send a request.
    return profile
      ? [profile]
      : byEmail
        ? [
            {
              userId: row.user_id as string,
              displayName: row.display_name as string,
              bio: null,
              visibility: row.visibility as ProfileVisibility,
              relation: row.relation as Relation,
              full: false,
              showProgress: false,
            },
          ]
        : [];
  });
}

const RELATION_LISTS = {
  friends: `f.status = 'accepted'`,
  incoming: `f.status = 'pending' and f.requester_id <> :v`,
  outgoing: `f.status = 'pending' and f.requester_id = :v`,
} as const;

/** The viewer's friends or pending requests, names first (one statement plus a count). */
export async function listRelations(
  { em }: Pick<ServiceDeps, 'em'>,
  viewer: User,
  kind: keyof typeof RELATION_LISTS,
  window: PageWindow,
): Promise<[ProfileRow[], number]> {
  const base = `from friendships f join users u on u.id = case when f.user_a_id = :v then f.user_b_id else f.user_a_id end
    left join social_profiles sp on sp.user_id = u.id
    where (f.user_a_id = :v or f.user_b_id = :v) and ${RELATION_LISTS[kind]}`;
  const bindings = { v: viewer.id, limit: window.limit, offset: window.offset };
  const [list, count] = await Promise.all([
    rows(
      em,
      `select u.id as user_id, coalesce(sp.display_name, u.first_name) as display_name, sp.bio, coalesce(sp.visibility, 'friends') as visibility ${base}
      order by f.created_at desc, u.id limit :limit offset :offset`,
      bindings,
    ),
    rows(em, `select count(*) as total ${base}`, bindings),
  ]);
  const relation: Relation = kind === 'friends' ? 'friends' : kind === 'incoming' ? 'request_received' : 'request_sent';
  const profiles = list.map((row) => toProfile(row, relation, kind === 'friends' && row.visibility !== ProfileVisibility.private, false));
  return [profiles, Number(count[0]!.total)];
}

export async function listBlocked({ em }: Pick<ServiceDeps, 'em'>, viewer: User): Promise<ProfileRow[]> {
  const result = await rows(
    em,
    `select u.id as user_id, coalesce(sp.display_name, u.first_name) as display_name from social_blocks b
    join users u on u.id = b.blocked_id left join social_profiles sp on sp.user_id = u.id where b.blocker_id = :v order by b.created_at desc limit 500`,
    { v: viewer.id },
  );
  return result.map((row) => ({
    userId: row.user_id as string,
    displayName: row.display_name as string,
    bio: null,
    visibility: ProfileVisibility.private,
    relation: 'none',
    full: false,
    showProgress: false,
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Friendships and blocks

const pairOf = (one: string, other: string) => (one < other ? { userA: one, userB: other } : { userA: other, userB: one });

async function findPair(em: EntityManager, one: string, other: string) {
  return em.findOne(Friendship, pairOf(one, other));
}

/** The other user, if the viewer may contact them: never themselves, never across a block (either way). */
async function contactable(em: EntityManager, viewer: User, userId: string): Promise<void> {
  if (userId === viewer.id) throw badInput("You can't add yourself as a friend.", [{ field: 'userId', message: 'Yourself' }]);
  const found = await rows(em, `select ${blockedBetween('u.id')} as blocked from users u where u.id = :other`, { v: viewer.id, other: userId });
  if (!found[0] || found[0].blocked) throw notFound('Person');
}

export async function sendFriendRequest({ em, clock, config }: Pick<ServiceDeps, 'em' | 'clock' | 'config'>, viewer: User, userId: string): Promise<Relation> {
  await contactable(em, viewer, userId);
  const existing = await findPair(em, viewer.id, userId);
  if (existing) {
    if (existing.status === FriendshipStatus.accepted) throw conflict('You are already friends.');
    if (existing.requester.id === viewer.id) throw conflict('You already sent a friend request to this person.');
    // They asked first: asking back accepts.
    existing.status = FriendshipStatus.accepted;
    await em.flush();
    await notify(em, { recipientId: userId, actorId: viewer.id, kind: SocialNotificationKind.friend_accepted });
    return 'friends';
  }
  const now = clock.now();
  const recent = await em.count(Friendship, { requester: viewer.id, createdAt: { $gt: new Date(now.getTime() - HOUR_MS) } });
  if (recent >= config.social.friendRequestsPerHour) {
    throw appError(ErrorCode.RATE_LIMITED, `You can send up to ${config.social.friendRequestsPerHour} friend requests an hour. Try again later.`);
  }
  const { userA, userB } = pairOf(viewer.id, userId);
  const friendship = new Friendship({ userA: em.getReference(User, userA), userB: em.getReference(User, userB), requester: viewer, createdAt: now });
  try {
    await em.persist(friendship).flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw conflict('You already sent a friend request to this person.');
    throw error;
  }
  await notify(em, { recipientId: userId, actorId: viewer.id, kind: SocialNotificationKind.friend_request });
  return 'request_sent';
}

export async function acceptFriendRequest({ em }: Pick<ServiceDeps, 'em'>, viewer: User, userId: string): Promise<void> {
  const existing = await findPair(em, viewer.id, userId);
  if (!existing || existing.status !== FriendshipStatus.pending || existing.requester.id === viewer.id) throw notFound('Friend request');
  existing.status = FriendshipStatus.accepted;
  await em.flush();
  await notify(em, { recipientId: userId, actorId: viewer.id, kind: SocialNotificationKind.friend_accepted });
}

/** Declining a request, cancelling one's own and removing a friend all end the pair's row; each checks the state it expects. */
export async function endFriendship({ em }: Pick<ServiceDeps, 'em'>, viewer: User, userId: string, kind: 'decline' | 'cancel' | 'remove'): Promise<void> {
  const existing = await findPair(em, viewer.id, userId);
  const expected =
    existing &&
    (kind === 'remove'
      ? existing.status === FriendshipStatus.accepted
      : existing.status === FriendshipStatus.pending && (existing.requester.id === viewer.id) === (kind === 'cancel'));
  if (!existing || !expected) throw notFound(kind === 'remove' ? 'Friend' : 'Friend request');
  await em.remove(existing).flush();
}

export async function blockUser({ em }: Pick<ServiceDeps, 'em'>, viewer: User, userId: string): Promise<void> {
  if (userId === viewer.id) throw badInput("You can't block yourself.", [{ field: 'userId', message: 'Yourself' }]);
  const user = await em.findOne(User, { id: userId });
  if (!user) throw notFound('Person');
  await em.transactional(async (tx) => {
    await tx.nativeDelete(Friendship, pairOf(viewer.id, userId));
    await tx.execute('insert into social_blocks (id, blocker_id, blocked_id, created_at) values (gen_random_uuid(), ?, ?, now()) on conflict do nothing', [
      viewer.id,
      userId,
    ]);
  });
}

export async function unblockUser({ em }: Pick<ServiceDeps, 'em'>, viewer: User, userId: string): Promise<void> {
  const removed = await em.nativeDelete(SocialBlock, { blocker: viewer.id, blocked: userId });
  if (!removed) throw notFound('Blocked person');
}

// ---------------------------------------------------------------------------------------------------------------
// Posts

/** One person's posts the viewer may read, newest first, keyset-paged like the feed. */
export async function postsBy(
  { em }: Pick<ServiceDeps, 'em'>,
  viewerId: string | null,
  authorId: string,
  limit: number,
  before: { createdAt: Date; id: string } | null,
): Promise<PostRow[]> {
  const cursor = before ? `and (p.created_at, p.id) < (cast(:at as timestamptz), cast(:id as uuid))` : '';
  const result = await rows(
    em,
    `select ${POST_COLUMNS} from ${POST_FROM} where p.author_id = :author and ${postVisible} ${cursor} order by p.created_at desc, p.id desc limit :limit`,
    { v: viewerId ?? NOBODY, author: authorId, at: before?.createdAt.toISOString() ?? null, id: before?.id ?? null, limit },
  );
  return result.map(toPost);
}

/** The feed: the viewer's and friends' posts, newest first; `before` is the (createdAt, id) of the last post seen. */
export async function feed(
  { em }: Pick<ServiceDeps, 'em'>,
  viewer: Pick<UserRecord, 'id'>,
  limit: number,
  before: { createdAt: Date; id: string } | null,
): Promise<PostRow[]> {
  const authors = `(p.author_id = :v or p.author_id in (select case when f.user_a_id = :v then f.user_b_id else f.user_a_id end
    from friendships f where f.status = 'accepted' and (f.user_a_id = :v or f.user_b_id = :v)))`;
  const cursor = before ? `and (p.created_at, p.id) < (cast(:at as timestamptz), cast(:id as uuid))` : '';
  const result = await rows(
    em,
    `select ${POST_COLUMNS} from ${POST_FROM} where ${authors} and ${postVisible} ${cursor}
    order by p.created_at desc, p.id desc limit :limit`,
    { v: viewer.id, at: before?.createdAt.toISOString() ?? null, id: before?.id ?? null, limit },
  );
  return result.map(toPost);
}

export async function getPost({ em }: Pick<ServiceDeps, 'em'>, viewerId: string | null, postId: string): Promise<PostRow | null> {
  const result = await rows(em, `select ${POST_COLUMNS} from ${POST_FROM} where p.id = :id and ${postVisible}`, { v: viewerId ?? NOBODY, id: postId });
  return result[0] ? toPost(result[0]) : null;
}

async function snapshotMeal(em: EntityManager, viewer: User, date: string, mealType: MealType): Promise<SharedMealSnapshot> {
  const log = await em.findOne(FoodLog, { user: viewer.id, date });
  const items = log ? await em.find(FoodLogItem, { foodLog: log.id, mealType }, { orderBy: { position: 'asc' } }) : [];
  if (!items.length) throw notFound('Logged meal');
  const sum = (key: 'energy_kcal' | 'protein_g' | 'carbs_g' | 'fat_g') =>
    Math.round(items.reduce((total, item) => total + (item.nutrients[key] ?? 0), 0) * 10) / 10;
  return {
    date,
    mealType,
    items: items.map((item) => ({ name: item.name, quantity: item.quantity, unit: item.unit, calories: item.nutrients.energy_kcal ?? null })),
    calories: Math.round(sum('energy_kcal')),
    proteinG: sum('protein_g'),
    carbsG: sum('carbs_g'),
    fatG: sum('fat_g'),
  };
}

async function checkAudience(em: EntityManager, viewer: User, audience: PostAudience): Promise<void> {
  const profile = await em.findOne(SocialProfile, { user: viewer.id });
  const visibility = profile?.visibility ?? ProfileVisibility.friends;
  if (visibility === ProfileVisibility.private) {
    throw badInput('Your profile is private. Make it friends only or public in your privacy settings to share posts.', [
      { field: 'audience', message: 'Profile is private' },
    ]);
  }
  if (audience === PostAudience.public && visibility !== ProfileVisibility.public) {
    throw badInput('Your profile is friends only, so posts can only be shared with friends. Make your profile public to share publicly.', [
      { field: 'audience', message: 'Wider than profile' },
    ]);
  }
}

export async function createPost(
  deps: Pick<ServiceDeps, 'em' | 'clock' | 'config' | 'foodCatalog'>,
  viewer: User,
  input: { text: string; audience: PostAudience; meal?: { date: string; mealType: MealType } | null } & ShareChoice,
): Promise<string> {
  const { em, clock, config } = deps;
  const text = cleanText(input.text, POST_MAX_LENGTH, 'post', 'text');
  await checkAudience(em, viewer, input.audience);
  const now = clock.now();
  const recent = await em.count(SocialPost, { author: viewer.id, createdAt: { $gt: new Date(now.getTime() - HOUR_MS) } });
  if (recent >= config.social.postsPerHour)
    throw appError(ErrorCode.RATE_LIMITED, `You can share up to ${config.social.postsPerHour} posts an hour. Try again later.`);
  const chosen = [input.meal, input.day, input.recipe, input.milestone].filter(Boolean).length;
  if (chosen > 1) throw badInput('Share one thing per post: a meal, a day, a recipe or a milestone.', [{ field: 'share', message: 'More than one' }]);
  const meal = input.meal ? await snapshotMeal(em, viewer, input.meal.date, input.meal.mealType) : null;
  const shared = await snapshotShare(deps, viewer, input);
  const post = new SocialPost({ author: viewer, text, audience: input.audience, meal, createdAt: now });
  post.shared = shared;
  await em.persist(post).flush();
  return post.id;
}

async function ownPost(em: EntityManager, viewer: User, postId: string): Promise<SocialPost> {
  const post = await em.findOne(SocialPost, { id: postId, author: viewer.id });
  if (!post) throw notFound('Post');
  return post;
}

export async function updatePost(
  { em, clock }: Pick<ServiceDeps, 'em' | 'clock'>,
  viewer: User,
  input: { postId: string; text?: string | null; audience?: PostAudience | null },
): Promise<void> {
  const post = await ownPost(em, viewer, input.postId);
  if (input.text !== undefined && input.text !== null) post.text = cleanText(input.text, POST_MAX_LENGTH, 'post', 'text');
  if (input.audience) {
    await checkAudience(em, viewer, input.audience);
    post.audience = input.audience;
  }
  post.editedAt = clock.now();
  await em.flush();
}

export async function deletePost({ em }: Pick<ServiceDeps, 'em'>, viewer: User, postId: string): Promise<void> {
  await em.remove(await ownPost(em, viewer, postId)).flush();
}

/** Likes and comments need the post to be readable by the viewer; anything else is "not found", never a hint. */
async function readablePost(em: EntityManager, viewer: User, postId: string): Promise<PostRow> {
  const post = await getPost({ em }, viewer.id, postId);
  if (!post) throw notFound('Post');
  return post;
}

export async function setLike({ em }: Pick<ServiceDeps, 'em'>, viewer: User, postId: string, liked: boolean): Promise<void> {
  const post = await readablePost(em, viewer, postId);
  if (liked) {
    await em.execute('insert into social_post_likes (id, post_id, user_id, created_at) values (gen_random_uuid(), ?, ?, now()) on conflict do nothing', [
      postId,
      viewer.id,
    ]);
    await notify(em, { recipientId: post.authorId, actorId: viewer.id, kind: SocialNotificationKind.post_like, postId });
  } else {
    await em.nativeDelete(SocialPostLike, { post: postId, user: viewer.id });
  }
}

export async function addComment(
  { em, clock, config }: Pick<ServiceDeps, 'em' | 'clock' | 'config'>,
  viewer: User,
  input: { postId: string; text: string },
): Promise<string> {
  const text = cleanText(input.text, COMMENT_MAX_LENGTH, 'comment', 'text');
  const post = await readablePost(em, viewer, input.postId);
  const recent = await em.count(SocialComment, { author: viewer.id, createdAt: { $gt: new Date(clock.now().getTime() - HOUR_MS) } });
  if (recent >= config.social.commentsPerHour) {
    throw appError(ErrorCode.RATE_LIMITED, `You can write up to ${config.social.commentsPerHour} comments an hour. Try again later.`);
  }
  const comment = new SocialComment({ post: em.getReference(SocialPost, input.postId), author: viewer, text, createdAt: clock.now() });
  await em.persist(comment).flush();
  await notify(em, { recipientId: post.authorId, actorId: viewer.id, kind: SocialNotificationKind.post_comment, postId: input.postId });
  return comment.id;
}

/** The comment's author, or the author of the post it is on, may delete it. */
export async function deleteComment({ em }: Pick<ServiceDeps, 'em'>, viewer: User, commentId: string): Promise<string> {
  const comment = await em.findOne(SocialComment, { id: commentId }, { populate: ['post'] });
  if (!comment || (comment.author.id !== viewer.id && comment.post.author.id !== viewer.id)) throw notFound('Comment');
  const postId = comment.post.id;
  await em.remove(comment).flush();
  return postId;
}

const COMMENT_SQL = `select c.id, c.post_id, p.author_id as post_author_id, c.author_id as comment_author_id, c.text, c.created_at, c.hidden_at,
  coalesce(cp.display_name, cu.first_name) as comment_author_name
  from social_comments c join social_posts p on p.id = c.post_id join users u on u.id = p.author_id
  left join social_profiles sp on sp.user_id = p.author_id
  join users cu on cu.id = c.author_id left join social_profiles cp on cp.user_id = c.author_id`;

const toComment = (row: SqlRow): CommentRow => ({
  id: row.id as string,
  postId: row.post_id as string,
  postAuthorId: row.post_author_id as string,
  authorId: row.comment_author_id as string,
  authorName: row.comment_author_name as string,
  text: row.text as string,
  createdAt: new Date(row.created_at as string),
  hidden: Boolean(row.hidden_at),
});

/** A readable post's comments, oldest first, leaving out people in a block with the viewer. */
export async function listComments(
  { em }: Pick<ServiceDeps, 'em'>,
  viewerId: string | null,
  postId: string,
  window: PageWindow,
): Promise<[CommentRow[], number]> {
  const where = `where c.post_id = :post and ${postVisible} and ${commentVisible} and not ${blockedBetween('c.author_id')}`;
  const bindings = { v: viewerId ?? NOBODY, post: postId, limit: window.limit, offset: window.offset };
  const [list, count] = await Promise.all([
    rows(em, `${COMMENT_SQL} ${where} order by c.created_at, c.id limit :limit offset :offset`, bindings),
    rows(em, `select count(*) as total from (${COMMENT_SQL} ${where}) counted`, bindings),
  ]);
  return [list.map(toComment), Number(count[0]!.total)];
}

export async function getComment({ em }: Pick<ServiceDeps, 'em'>, viewerId: string | null, commentId: string): Promise<CommentRow | null> {
  const result = await rows(em, `${COMMENT_SQL} where c.id = :id and ${postVisible} and ${commentVisible} and not ${blockedBetween('c.author_id')}`, {
    v: viewerId ?? NOBODY,
    id: commentId,
  });
  return result[0] ? toComment(result[0]) : null;
}
