import DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { ConnectionArgs, connectionType, pageWindow, toConnection } from '../../graphql/connection.js';
import { badInput } from '../../graphql/errors.js';
import { idOf, isUuid, parseGlobalId, toGlobalId } from '../../graphql/globalId.js';
import { registerNodeType } from '../../graphql/node.js';
import { serviceDeps } from '../../serviceDeps.js';
import { localDate } from '../users/calendar.js';
import type { UserRecord } from '../users/userRecord.js';
import { Viewer } from '../users/viewer.type.js';
import { ChallengeMemberStatus } from './challenge.entity.js';
import { CreateSocialChallengeInput, InviteToSocialChallengeInput, SocialChallengeIdInput } from './challenge.input.js';
import * as challenges from './challenge.service.js';
import { SocialChallengeEntryView, SocialChallengeView } from './challenge.type.js';
import { SocialAuthor } from './social.type.js';

const PAGE_SIZE = 20;

export const SocialChallengeConnection = connectionType(SocialChallengeView, 'SocialChallenge');

const view = (row: challenges.ChallengeRow, viewer: Pick<UserRecord, 'id' | 'timezone'>) => new SocialChallengeView(row, viewer.id, localDate(viewer.timezone));

registerNodeType('SocialChallenge', async (ctx, id) => {
  if (!ctx.viewerRecord) return null;
  const row = await challenges.getChallenge(serviceDeps(ctx), ctx.viewerRecord.id, id);
  return row && view(row, ctx.viewerRecord);
});

/** Friends are named by raw user ids, User ids or SocialProfile ids, as in friend requests. */
function personIds(values: string[]): string[] {
  return values.map((value) => {
    const parsed = isUuid(value) ? { type: 'User', id: value } : parseGlobalId(value);
    if (!parsed || !['User', 'SocialProfile'].includes(parsed.type) || !isUuid(parsed.id)) {
      throw badInput("'inviteUserIds' holds an id that is not a person.", [{ field: 'inviteUserIds', message: 'Invalid id' }]);
    }
    return parsed.id;
  });
}

/** One leaderboard loader per request, so a page of challenges reads all their leaderboards in the same statements. */
const leaderboardLoaders = new WeakMap<Context['em'], DataLoader<challenges.ChallengeRow, challenges.LeaderboardEntry[], string>>();

function leaderboardLoader(ctx: Context, viewerId: string) {
  let loader = leaderboardLoaders.get(ctx.em);
  if (!loader) {
    loader = new DataLoader(
      async (rows) => {
        const boards = await challenges.leaderboards(serviceDeps(ctx), viewerId, [...rows]);
        return rows.map((row) => boards.get(row.id) ?? []);
      },
      { cacheKeyFn: (row) => row.id },
    );
    leaderboardLoaders.set(ctx.em, loader);
  }
  return loader;
}

/** One loader per request for the invitations still open on the viewer's own challenges. */
const pendingInviteeLoaders = new WeakMap<Context['em'], DataLoader<string, challenges.PendingInvitee[]>>();

function pendingInviteeLoader(ctx: Context, creatorId: string) {
  let loader = pendingInviteeLoaders.get(ctx.em);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const byChallenge = await challenges.pendingInvitees(serviceDeps(ctx), creatorId, [...ids]);
      return ids.map((id) => byChallenge.get(id) ?? []);
    });
    pendingInviteeLoaders.set(ctx.em, loader);
  }
  return loader;
}

@ObjectType()
class SocialChallengePayload {
  @Field(() => SocialChallengeView) challenge!: SocialChallengeView;
}

@ObjectType()
class LeaveSocialChallengePayload {
  @Field(() => ID, { description: 'The challenge, now gone from your list.' }) removedChallengeId!: string;
}

async function payload(ctx: Context, challengeId: string): Promise<SocialChallengePayload> {
  const row = await challenges.getChallenge(serviceDeps(ctx), ctx.viewer!.id, challengeId);
  return { challenge: view(row!, ctx.viewer!) };
}

@Resolver()
export class SocialChallengeResolver {
  @Authorized()
  @Mutation(() => SocialChallengePayload, {
    description: 'Starts a challenge and invites friends (RATE_LIMITED past SOCIAL_CHALLENGES_PER_DAY, 10 a day by default).',
  })
  async createSocialChallenge(@Arg('input', () => CreateSocialChallengeInput) input: CreateSocialChallengeInput, @Ctx() ctx: Context) {
    const id = await challenges.createChallenge(serviceDeps(ctx), ctx.viewer!, { ...input, inviteUserIds: personIds(input.inviteUserIds) });
    return payload(ctx, id);
  }

  @Authorized()
  @Mutation(() => SocialChallengePayload, {
    description:
      'The creator invites more friends until the challenge ends, also after it started; late joiners are ranked on the whole challenge. Friends already in it are passed over.',
  })
  async inviteToSocialChallenge(@Arg('input', () => InviteToSocialChallengeInput) input: InviteToSocialChallengeInput, @Ctx() ctx: Context) {
    const id = idOf('SocialChallenge', input.challengeId, 'challengeId');
    await challenges.inviteToChallenge(serviceDeps(ctx), ctx.viewer!, { challengeId: id, inviteUserIds: personIds(input.inviteUserIds) });
    return payload(ctx, id);
  }

  @Authorized()
  @Mutation(() => SocialChallengePayload, { description: 'Joins a challenge you were invited to, until its last day.' })
  async acceptSocialChallenge(@Arg('input', () => SocialChallengeIdInput) input: SocialChallengeIdInput, @Ctx() ctx: Context) {
    const id = idOf('SocialChallenge', input.challengeId, 'challengeId');
    await challenges.acceptChallenge(serviceDeps(ctx), ctx.viewer!, id);
    return payload(ctx, id);
  }

  @Authorized()
  @Mutation(() => LeaveSocialChallengePayload, { description: 'Turns down an invitation.' })
  async declineSocialChallenge(@Arg('input', () => SocialChallengeIdInput) input: SocialChallengeIdInput, @Ctx() ctx: Context) {
    const id = idOf('SocialChallenge', input.challengeId, 'challengeId');
    await challenges.declineChallenge(serviceDeps(ctx), ctx.viewer!, id);
    return { removedChallengeId: toGlobalId('SocialChallenge', id) };
  }

  @Authorized()
  @Mutation(() => LeaveSocialChallengePayload, { description: 'Leaves a challenge you joined (the creator ends it instead).' })
  async leaveSocialChallenge(@Arg('input', () => SocialChallengeIdInput) input: SocialChallengeIdInput, @Ctx() ctx: Context) {
    const id = idOf('SocialChallenge', input.challengeId, 'challengeId');
    await challenges.leaveChallenge(serviceDeps(ctx), ctx.viewer!, id);
    return { removedChallengeId: toGlobalId('SocialChallenge', id) };
  }

  @Authorized()
  @Mutation(() => SocialChallengePayload, { description: 'The creator ends the challenge today; the leaderboard stays.' })
  async endSocialChallenge(@Arg('input', () => SocialChallengeIdInput) input: SocialChallengeIdInput, @Ctx() ctx: Context) {
    const id = idOf('SocialChallenge', input.challengeId, 'challengeId');
    await challenges.endChallenge(serviceDeps(ctx), ctx.viewer!, id);
    return payload(ctx, id);
  }
}

@Resolver(() => SocialChallengeView)
export class SocialChallengeFieldsResolver {
  @FieldResolver(() => [SocialChallengeEntryView], {
    nullable: true,
    description: 'Participants by progress (the creator and up to SOCIAL_CHALLENGE_MAX_FRIENDS others); null until you join.',
  })
  async leaderboard(@Root() challenge: SocialChallengeView, @Ctx() ctx: Context): Promise<SocialChallengeEntryView[] | null> {
    if (challenge.row.viewerStatus !== ChallengeMemberStatus.joined) return null;
    const entries = await leaderboardLoader(ctx, challenge.viewerId).load(challenge.row);
    return entries.map((entry) => new SocialChallengeEntryView(entry, challenge.viewerId));
  }

  @FieldResolver(() => [SocialAuthor], {
    nullable: true,
    description: 'Friends invited who have not answered yet; only the creator sees them (null for everyone else).',
  })
  async pendingInvitees(@Root() challenge: SocialChallengeView, @Ctx() ctx: Context): Promise<SocialAuthor[] | null> {
    if (challenge.row.creatorId !== challenge.viewerId) return null;
    const invitees = await pendingInviteeLoader(ctx, challenge.viewerId).load(challenge.row.id);
    return invitees.map((person) => new SocialAuthor(person.userId, person.displayName));
  }
}

@ObjectType('SocialChallengeLimits', { description: 'The limits the settings give a new challenge (SOCIAL_CHALLENGE_*), for forms to show.' })
class SocialChallengeLimitsView {
  @Field(() => Int, { description: 'The longest challenge, in days (SOCIAL_CHALLENGE_MAX_DAYS).' }) maxDays!: number;
  @Field(() => Int, { description: 'People besides the creator, invited and joined together (SOCIAL_CHALLENGE_MAX_FRIENDS).' }) maxFriends!: number;
  @Field(() => Int, { description: 'How many days back a challenge may start (SOCIAL_CHALLENGE_MAX_DAYS_BACK).' }) maxDaysBack!: number;
  @Field(() => Int, { description: 'How many days ahead a challenge may start (SOCIAL_CHALLENGE_MAX_DAYS_AHEAD).' }) maxDaysAhead!: number;
}

@Resolver(() => Viewer)
export class SocialChallengeViewerResolver {
  @FieldResolver(() => SocialChallengeLimitsView)
  socialChallengeLimits(@Ctx() ctx: Context): SocialChallengeLimitsView {
    const { maxDays, maxFriends, maxDaysBack, maxDaysAhead } = ctx.config.social.challenges;
    return { maxDays, maxFriends, maxDaysBack, maxDaysAhead };
  }

  @FieldResolver(() => SocialChallengeConnection, { description: 'Challenges you are in or invited to: invitations first.' })
  async socialChallenges(@Root() viewer: Viewer, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    const window = pageWindow(args, PAGE_SIZE);
    const [rows, total] = await challenges.listChallenges(serviceDeps(ctx), viewer.user, window);
    return toConnection(
      rows.map((row) => view(row, viewer.user)),
      total,
      window,
    );
  }
}
