import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChallengeLimitsConfig } from '../../config.js';
import type { PageWindow } from '../../graphql/connection.js';
import { appError, badInput, ErrorCode, notFound } from '../../graphql/errors.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import { addDays, isValidLocalDate, localDate } from '../users/calendar.js';
import { User } from '../users/user.entity.js';
import { nutritionTargets } from '../users/nutritionTargets.js';
import { targetProfileOf } from '../users/profile.service.js';
import { ChallengeKind, ChallengeMemberStatus, SocialChallenge, SocialChallengeMember } from './challenge.entity.js';
import { SocialNotificationKind } from './socialNotification.entity.js';
import { notify } from './socialNotification.service.js';
import { blockedBetween, friendsWith, NOBODY, rows, type SqlRow } from './socialAccess.js';

/** The column's length (the other limits are settings: SOCIAL_CHALLENGE_* in config.ts). */
export const CHALLENGE_TITLE_MAX_LENGTH = 80;
const DAY_MS = 86_400_000;

export interface ChallengeRow {
  id: string;
  creatorId: string;
  creatorName: string;
  kind: ChallengeKind;
  title: string;
  startDate: string;
  endDate: string;
  goalDays: number;
  endedAt: Date | null;
  viewerStatus: ChallengeMemberStatus;
  joinedCount: number;
}

export interface LeaderboardEntry {
  userId: string;
  displayName: string;
  daysCounted: number;
  rank: number;
}

export const challengeDays = (row: { startDate: string; endDate: string }) =>
  Math.round((Date.parse(`${row.endDate}T00:00:00Z`) - Date.parse(`${row.startDate}T00:00:00Z`)) / 86_400_000) + 1;

export function defaultTitle(kind: ChallengeKind, days: number, goalDays: number): string {
  return kind === ChallengeKind.log_every_day ? `Log every day for ${days} days` : `Hit your protein target ${goalDays} of ${days} days`;
}

/** A member of challenge `c` in a block with its creator no longer sees it, and nobody sees them in it. */
const IN_BLOCK_WITH_CREATOR = `exists (select 1 from social_blocks b where (b.blocker_id = x.user_id and b.blocked_id = c.creator_id)
  or (b.blocker_id = c.creator_id and b.blocked_id = x.user_id))`;

/**
 * A challenge exists for the viewer only while they are invited to or in it and nobody is in a block with its
 * creator; everyone else (friends included) gets "not found".
 */
const CHALLENGE_SQL = `select c.id, c.creator_id, c.kind, c.title, to_char(c.start_date, 'YYYY-MM-DD') as start_date,
  to_char(c.end_date, 'YYYY-MM-DD') as end_date, c.goal_days, c.ended_at, c.created_at, m.status as viewer_status,
  coalesce(sp.display_name, u.first_name) as creator_name,
  (select count(*) from social_challenge_members x where x.challenge_id = c.id and x.status = 'joined' and not ${blockedBetween('x.user_id')}
    and not ${IN_BLOCK_WITH_CREATOR}) as joined_count
  from social_challenges c join social_challenge_members m on m.challenge_id = c.id and m.user_id = :v
  join users u on u.id = c.creator_id left join social_profiles sp on sp.user_id = c.creator_id
  where not ${blockedBetween('c.creator_id')}`;

const toChallenge = (row: SqlRow): ChallengeRow => ({
  id: row.id as string,
  creatorId: row.creator_id as string,
  creatorName: row.creator_name as string,
  kind: row.kind as ChallengeKind,
  title: row.title as string,
  startDate: row.start_date as string,
  endDate: row.end_date as string,
  goalDays: Number(row.goal_days),
  endedAt: row.ended_at ? new Date(row.ended_at as string) : null,
  viewerStatus: row.viewer_status as ChallengeMemberStatus,
  joinedCount: Number(row.joined_count),
});

export async function getChallenge({ em }: Pick<ServiceDeps, 'em'>, viewerId: string | null, challengeId: string): Promise<ChallengeRow | null> {
  const found = await rows(em, `${CHALLENGE_SQL} and c.id = :id`, { v: viewerId ?? NOBODY, id: challengeId });
  return found[0] ? toChallenge(found[0]) : null;
}

/** The viewer's challenges: invitations first, then the latest to end. */
export async function listChallenges({ em }: Pick<ServiceDeps, 'em'>, viewer: User, window: PageWindow): Promise<[ChallengeRow[], number]> {
  const bindings = { v: viewer.id, limit: window.limit, offset: window.offset };
  const [list, count] = await Promise.all([
    rows(em, `${CHALLENGE_SQL} order by (m.status = 'invited') desc, c.end_date desc, c.created_at desc, c.id limit :limit offset :offset`, bindings),
    rows(em, `select count(*) as total from (${CHALLENGE_SQL}) counted`, bindings),
  ]);
  return [list.map(toChallenge), Number(count[0]!.total)];
}

export interface CreateChallengeFields {
  kind: ChallengeKind;
  title?: string | null;
  startDate: string;
  days: number;
  goalDays?: number | null;
  inviteUserIds: string[];
}

function checkShape(limits: ChallengeLimitsConfig, input: CreateChallengeFields, today: string): { title: string; goalDays: number; endDate: string } {
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > limits.maxDays) {
    throw badInput(`A challenge lasts from 1 to ${limits.maxDays} days.`, [{ field: 'days', message: 'Out of range' }]);
  }
  const goalDays = input.kind === ChallengeKind.log_every_day ? input.days : (input.goalDays ?? input.days);
  if (!Number.isInteger(goalDays) || goalDays < 1 || goalDays > input.days) {
    throw badInput('The number of days to hit the target must be from 1 to the length of the challenge.', [{ field: 'goalDays', message: 'Out of range' }]);
  }
  const { maxDaysBack: back, maxDaysAhead: ahead } = limits;
  if (!isValidLocalDate(input.startDate) || input.startDate < addDays(today, -back) || input.startDate > addDays(today, ahead)) {
    throw badInput(`Pick a start date from ${back} days ago to ${ahead} days ahead.`, [{ field: 'startDate', message: 'Out of range' }]);
  }
  const title = input.title?.trim() || defaultTitle(input.kind, input.days, goalDays);
  if ([...title].length > CHALLENGE_TITLE_MAX_LENGTH) {
    throw badInput(`A challenge name can be at most ${CHALLENGE_TITLE_MAX_LENGTH} characters.`, [{ field: 'title', message: 'Too long' }]);
  }
  return { title, goalDays, endDate: addDays(input.startDate, input.days - 1) };
}

const tooManyFriends = (limits: ChallengeLimitsConfig) =>
  badInput(`A challenge can have up to ${limits.maxFriends} friends besides you.`, [{ field: 'inviteUserIds', message: 'Too many' }]);

/** Only accepted friends the viewer is not in a block with can be invited. */
async function checkInvitees(em: EntityManager, limits: ChallengeLimitsConfig, viewer: User, userIds: string[]): Promise<string[]> {
  const wanted = [...new Set(userIds)].filter((id) => id !== viewer.id);
  if (!wanted.length) throw badInput('Invite at least one friend.', [{ field: 'inviteUserIds', message: 'Required' }]);
  if (wanted.length > limits.maxFriends) throw tooManyFriends(limits);
  const friends = await rows(em, `select u.id from users u where u.id = any(:ids) and ${friendsWith('u.id')} and not ${blockedBetween('u.id')}`, {
    v: viewer.id,
    ids: wanted,
  });
  if (friends.length !== wanted.length) throw badInput('You can only invite your friends.', [{ field: 'inviteUserIds', message: 'Not a friend' }]);
  return wanted;
}

export async function createChallenge(
  { em, clock, config }: Pick<ServiceDeps, 'em' | 'clock' | 'config'>,
  viewer: User,
  input: CreateChallengeFields,
): Promise<string> {
  const limits = config.social.challenges;
  const now = clock.now();
  const shape = checkShape(limits, input, localDate(viewer.timezone, now));
  const invitees = await checkInvitees(em, limits, viewer, input.inviteUserIds);
  const recent = await em.count(SocialChallenge, { creator: viewer.id, createdAt: { $gt: new Date(now.getTime() - DAY_MS) } });
  if (recent >= limits.perDay) throw appError(ErrorCode.RATE_LIMITED, `You can start up to ${limits.perDay} challenges a day. Try again tomorrow.`);
  const challenge = new SocialChallenge({
    creator: viewer,
    kind: input.kind,
    title: shape.title,
    startDate: input.startDate,
    endDate: shape.endDate,
    goalDays: shape.goalDays,
    createdAt: now,
  });
  await em.transactional(async (tx) => {
    tx.persist(challenge);
    tx.persist(new SocialChallengeMember({ challenge, user: viewer, status: ChallengeMemberStatus.joined, createdAt: now }));
    for (const userId of invitees) {
      tx.persist(new SocialChallengeMember({ challenge, user: tx.getReference(User, userId), status: ChallengeMemberStatus.invited, createdAt: now }));
    }
    await tx.flush();
  });
  await notifyInvited(em, viewer, challenge.id, invitees);
  return challenge.id;
}

// After the commit: raw statements do not run inside the ORM transaction, and an invitation is worth having without its bell.
async function notifyInvited(em: EntityManager, viewer: User, challengeId: string, userIds: string[]): Promise<void> {
  for (const userId of userIds) {
    await notify(em, { recipientId: userId, actorId: viewer.id, kind: SocialNotificationKind.challenge_invite, challengeId });
  }
}

const isOver = (challenge: ChallengeRow, today: string) => Boolean(challenge.endedAt) || challenge.endDate < today;
const challengeOver = () => badInput('This challenge is over.', [{ field: 'challengeId', message: 'Finished' }]);

/**
 * The creator invites more friends while the challenge has not ended, also after it started: late joiners are
 * welcome until its last day, and like everyone they are ranked on the days logged over the whole challenge (the
 * goal is about those days, and counting from the day they joined would leave them no way to complete it).
 * Friends already in it or invited are passed over; the people in it, creator aside, stay within the limit.
 */
export async function inviteToChallenge(
  { em, clock, config }: Pick<ServiceDeps, 'em' | 'clock' | 'config'>,
  viewer: User,
  input: { challengeId: string; inviteUserIds: string[] },
): Promise<string[]> {
  const limits = config.social.challenges;
  const now = clock.now();
  const challenge = await getChallenge({ em }, viewer.id, input.challengeId);
  if (!challenge || challenge.creatorId !== viewer.id) throw notFound('Challenge');
  if (isOver(challenge, localDate(viewer.timezone, now))) throw challengeOver();
  const friends = await checkInvitees(em, limits, viewer, input.inviteUserIds);
  const invited = await em.getKnex().transaction(async (trx) => {
    // The challenge row's lock orders concurrent invitations, so together they stay within the limit.
    await trx.raw('select id from social_challenges where id = ? for update', [challenge.id]);
    const members = (await trx('social_challenge_members').where({ challenge_id: challenge.id }).select('user_id')) as { user_id: string }[];
    const present = new Set(members.map((member) => member.user_id));
    const added = friends.filter((id) => !present.has(id));
    if (!added.length) throw badInput('Those friends are already in this challenge.', [{ field: 'inviteUserIds', message: 'Already in' }]);
    if (members.length - 1 + added.length > limits.maxFriends) throw tooManyFriends(limits);
    await trx('social_challenge_members').insert(
      added.map((userId) => ({ id: randomUUID(), challenge_id: challenge.id, user_id: userId, status: ChallengeMemberStatus.invited, created_at: now })),
    );
    return added;
  });
  await notifyInvited(em, viewer, challenge.id, invited);
  return invited;
}

async function ownMembership(em: EntityManager, viewer: User, challengeId: string, status: ChallengeMemberStatus): Promise<ChallengeRow> {
  const challenge = await getChallenge({ em }, viewer.id, challengeId);
  if (!challenge || challenge.viewerStatus !== status) throw notFound(status === ChallengeMemberStatus.invited ? 'Challenge invitation' : 'Challenge');
  return challenge;
}

/** An invitation can be taken up until the challenge's last day, however long ago it started. */
export async function acceptChallenge({ em, clock }: Pick<ServiceDeps, 'em' | 'clock'>, viewer: User, challengeId: string): Promise<void> {
  const challenge = await ownMembership(em, viewer, challengeId, ChallengeMemberStatus.invited);
  if (isOver(challenge, localDate(viewer.timezone, clock.now()))) throw challengeOver();
  await em.nativeUpdate(SocialChallengeMember, { challenge: challengeId, user: viewer.id }, { status: ChallengeMemberStatus.joined });
}

export async function declineChallenge({ em }: Pick<ServiceDeps, 'em'>, viewer: User, challengeId: string): Promise<void> {
  await ownMembership(em, viewer, challengeId, ChallengeMemberStatus.invited);
  await em.nativeDelete(SocialChallengeMember, { challenge: challengeId, user: viewer.id });
}

export async function leaveChallenge({ em }: Pick<ServiceDeps, 'em'>, viewer: User, challengeId: string): Promise<void> {
  const challenge = await ownMembership(em, viewer, challengeId, ChallengeMemberStatus.joined);
  if (challenge.creatorId === viewer.id) {
    throw badInput('You started this challenge: end it instead of leaving.', [{ field: 'challengeId', message: 'Creator' }]);
  }
  await em.nativeDelete(SocialChallengeMember, { challenge: challengeId, user: viewer.id });
}

/** Only the creator ends a challenge; its last day becomes today, so the leaderboard freezes. */
export async function endChallenge({ em, clock }: Pick<ServiceDeps, 'em' | 'clock'>, viewer: User, challengeId: string): Promise<void> {
  const challenge = await em.findOne(SocialChallenge, { id: challengeId, creator: viewer.id });
  if (!challenge) throw notFound('Challenge');
  if (challenge.endedAt) throw appError(ErrorCode.CONFLICT, 'This challenge has already ended.');
  const now = clock.now();
  const today = localDate(viewer.timezone, now);
  challenge.endedAt = now;
  if (today < challenge.endDate) challenge.endDate = today < challenge.startDate ? challenge.startDate : today;
  await em.flush();
}

/** Members of these challenges meeting `condition`, with the name their profile shows; none in a block with the viewer (`:v`). */
function membersOf(em: EntityManager, viewerId: string, challengeIds: string[], condition: string): Promise<SqlRow[]> {
  return rows(
    em,
    `select x.challenge_id, x.user_id, coalesce(sp.display_name, u.first_name) as display_name
    from social_challenge_members x join social_challenges c on c.id = x.challenge_id
    join users u on u.id = x.user_id left join social_profiles sp on sp.user_id = x.user_id
    where x.challenge_id = any(:ids) and ${condition} and not ${blockedBetween('x.user_id')}
    order by display_name, x.user_id`,
    { v: viewerId, ids: challengeIds },
  );
}

export interface PendingInvitee {
  userId: string;
  displayName: string;
}

/** People invited to the creator's challenges who have not answered yet, by challenge, in one statement. */
export async function pendingInvitees({ em }: Pick<ServiceDeps, 'em'>, creatorId: string, challengeIds: string[]): Promise<Map<string, PendingInvitee[]>> {
  const byChallenge = new Map<string, PendingInvitee[]>();
  if (!challengeIds.length) return byChallenge;
  const invited = await membersOf(em, creatorId, challengeIds, `x.status = 'invited' and c.creator_id = :v`);
  for (const person of invited) {
    const list = byChallenge.get(person.challenge_id as string) ?? [];
    list.push({ userId: person.user_id as string, displayName: person.display_name as string });
    byChallenge.set(person.challenge_id as string, list);
  }
  return byChallenge;
}

/**
 * Leaderboards for many challenges in three statements whatever their number: the members, their logged days in the
 * union of the challenges' date ranges, and (for protein challenges) the members' profiles for their targets.
 * Members in a block with the viewer are left out.
 */
export async function leaderboards({ em }: Pick<ServiceDeps, 'em'>, viewerId: string, challenges: ChallengeRow[]): Promise<Map<string, LeaderboardEntry[]>> {
  const boards = new Map<string, LeaderboardEntry[]>();
  if (!challenges.length) return boards;
  const members = await membersOf(
    em,
    viewerId,
    challenges.map((challenge) => challenge.id),
    `x.status = 'joined' and not ${IN_BLOCK_WITH_CREATOR}`,
  );
  const userIds = [...new Set(members.map((member) => member.user_id as string))];
  const from = challenges.reduce((min, challenge) => (challenge.startDate < min ? challenge.startDate : min), challenges[0]!.startDate);
  const to = challenges.reduce((max, challenge) => (challenge.endDate > max ? challenge.endDate : max), challenges[0]!.endDate);
  const days = userIds.length
    ? await rows(
        em,
        `select fl.user_id, to_char(fl.date, 'YYYY-MM-DD') as date, sum(coalesce((i.nutrients->>'protein_g')::float, 0)) as protein
        from food_logs fl join food_log_items i on i.food_log_id = fl.id
        where fl.user_id = any(:users) and fl.date between :from and :to group by fl.user_id, fl.date`,
        { users: userIds, from, to },
      )
    : [];
  const proteinTargets = new Map<string, number>();
  if (userIds.length && challenges.some((challenge) => challenge.kind === ChallengeKind.protein_target)) {
    for (const user of await em.find(User, { id: { $in: userIds } })) proteinTargets.set(user.id, nutritionTargets(targetProfileOf(user)).protein);
  }
  const daysByUser = new Map<string, { date: string; protein: number }[]>();
  for (const day of days) {
    const list = daysByUser.get(day.user_id as string) ?? [];
    list.push({ date: day.date as string, protein: Number(day.protein) });
    daysByUser.set(day.user_id as string, list);
  }
  for (const challenge of challenges) {
    const counted = members
      .filter((member) => member.challenge_id === challenge.id)
      .map((member) => {
        const userId = member.user_id as string;
        const target = proteinTargets.get(userId) ?? Infinity;
        const daysCounted = (daysByUser.get(userId) ?? []).filter(
          (day) =>
            day.date >= challenge.startDate && day.date <= challenge.endDate && (challenge.kind === ChallengeKind.log_every_day || day.protein >= target),
        ).length;
        return { userId, displayName: member.display_name as string, daysCounted, rank: 0 };
      })
      .sort((a, b) => b.daysCounted - a.daysCounted || a.displayName.localeCompare(b.displayName) || a.userId.localeCompare(b.userId));
    // Equal progress shares a rank (1, 1, 3).
    counted.forEach((entry, index) => {
      entry.rank = index > 0 && counted[index - 1]!.daysCounted === entry.daysCounted ? counted[index - 1]!.rank : index + 1;
    });
    boards.set(challenge.id, counted);
  }
  return boards;
}
