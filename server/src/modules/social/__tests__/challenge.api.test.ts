import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestUser } from '../../../test/factories.js';
import { countStatements } from '../../../test/sqlStatements.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import type { GraphQLError } from 'graphql';
import { systemClock } from '../../../jobs/clock.js';
import { User } from '../../users/user.entity.js';
import { ChallengeKind } from '../challenge.entity.js';
import { createChallenge, inviteToChallenge, type CreateChallengeFields } from '../challenge.service.js';
import { rows } from '../socialAccess.js';
import { isoDate, socialKit, type Data } from './socialTestKit.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { person, gql, ok, befriend, block, logProtein } = socialKit(() => server);

const CHALLENGE_FIELDS = `id title kind phase startDate endDate totalDays goalDays viewerStatus viewerIsCreator participantCount
  creator { displayName } leaderboard { rank daysCounted isViewer person { displayName } }`;
const CREATE = `mutation ($input: CreateSocialChallengeInput!) { createSocialChallenge(input: $input) { challenge { ${CHALLENGE_FIELDS} } } }`;
const LIST = `{ viewer { socialChallenges(first: 20) { totalCount edges { node { ${CHALLENGE_FIELDS} } } } } }`;
const NODE = `query ($id: ID!) { node(id: $id) { id ... on SocialChallenge { title leaderboard { daysCounted } } } }`;
const act = (name: 'accept' | 'decline' | 'leave' | 'end', id: string, user: TestUser | null) =>
  gql(`mutation ($input: SocialChallengeIdInput!) { ${name}SocialChallenge(input: $input) { __typename } }`, { input: { challengeId: id } }, user);

async function create(user: TestUser, input: Record<string, unknown>): Promise<Data> {
  return (await ok(CREATE, { input: { kind: 'log_every_day', startDate: isoDate(-2), days: 7, ...input } }, user)).createSocialChallenge.challenge;
}
const list = async (user: TestUser) => ((await ok(LIST, {}, user)).viewer.socialChallenges.edges as { node: Data }[]).map((edge) => edge.node);
const board = async (user: TestUser, id: string) => {
  const node = (await ok(NODE, { id }, user)).node as Data | null;
  return node?.leaderboard?.map((entry: Data) => entry.daysCounted) ?? null;
};
/** The open invitations of a challenge as `user` sees them (null: not the creator). */
const pending = async (user: TestUser, id: string) => {
  const node = (await ok('query ($id: ID!) { node(id: $id) { ... on SocialChallenge { pendingInvitees { displayName } } } }', { id }, user))
    .node as Data | null;
  return node ? ((node.pendingInvitees as Data[] | null)?.map((person) => person.displayName as string) ?? null) : undefined;
};
const invite = (user: TestUser, id: string, userIds: string[]) =>
  gql(
    `mutation ($input: InviteToSocialChallengeInput!) { inviteToSocialChallenge(input: $input) { challenge { ${CHALLENGE_FIELDS} } } }`,
    { input: { challengeId: id, inviteUserIds: userIds } },
    user,
  );
/** The challenge invitations in the user's notifications. */
const invitations = async (user: TestUser) =>
  (
    (await ok('{ viewer { socialNotifications(first: 50) { edges { node { kind challengeId } } } } }', {}, user)).viewer.socialNotifications.edges as {
      node: Data;
    }[]
  )
    .map((edge) => edge.node)
    .filter((node) => node.kind === 'challenge_invite');
const names = (challenge: Data) => (challenge.leaderboard as Data[]).map((entry) => `${entry.rank}:${entry.person.displayName}:${entry.daysCounted}`);

describe('challenges', () => {
  it('invites friends, who accept or decline, and ranks participants by days logged; leaving and ending work', async () => {
    const ana = await person({ firstName: 'Ana' });
    const ben = await person({ firstName: 'Ben' });
    const cy = await person({ firstName: 'Cy' });
    await befriend(ana, ben);
    await befriend(ana, cy);
    for (const offset of [-2, -1, 0]) await logProtein(ana, isoDate(offset), 20);
    await logProtein(ana, isoDate(-3), 20); // before the start: never counts
    await logProtein(ben, isoDate(-1), 20);
    await logProtein(ben, isoDate(-1), 20); // two items on one day count once

    const created = await create(ana, { inviteUserIds: [ben.id, cy.id] });
    expect(created).toMatchObject({
      title: 'Log every day for 7 days',
      phase: 'active',
      totalDays: 7,
      goalDays: 7,
      viewerIsCreator: true,
      participantCount: 1,
    });
    expect(names(created)).toEqual(['1:Ana:3']);

    // Invited: the invitation shows, the leaderboard does not until they join.
    const invited = (await list(ben))[0]!;
    expect(invited).toMatchObject({ id: created.id, viewerStatus: 'invited', leaderboard: null, creator: { displayName: 'Ana' } });
    expect((await act('accept', created.id, ben)).code).toBeUndefined();
    expect((await act('decline', created.id, cy)).code).toBeUndefined();
    expect(await list(cy)).toEqual([]);
    expect(await board(cy, created.id)).toBeNull();

    const [forAna] = await list(ana);
    expect(names(forAna!)).toEqual(['1:Ana:3', '2:Ben:1']);
    expect((forAna!.leaderboard as Data[]).map((entry) => entry.isViewer)).toEqual([true, false]);
    expect(await board(ben, created.id)).toEqual([3, 1]);

    // The creator ends it rather than leaving; Ben leaves and is gone from it.
    expect((await act('leave', created.id, ana)).code).toBe('BAD_USER_INPUT');
    expect((await act('end', created.id, ben)).code).toBe('NOT_FOUND');
    expect((await act('leave', created.id, ben)).code).toBeUndefined();
    expect(await board(ben, created.id)).toBeNull();
    expect(await board(ana, created.id)).toEqual([3]);
    expect((await act('end', created.id, ana)).code).toBeUndefined();
    expect((await list(ana))[0]).toMatchObject({ phase: 'finished', endDate: isoDate(0) });
    expect((await act('end', created.id, ana)).code).toBe('CONFLICT');
  });

  it('counts protein days against each participant’s own protein target', async () => {
    const ana = await person({ firstName: 'Ana' });
    const ben = await person({ firstName: 'Ben' });
    await befriend(ana, ben);
    // Without a body profile the protein target is the default 50 g.
    await logProtein(ana, isoDate(-2), 30);
    await logProtein(ana, isoDate(-2), 25);
    await logProtein(ana, isoDate(-1), 49);
    await logProtein(ben, isoDate(-1), 80);
    await logProtein(ben, isoDate(0), 50);
    const created = await create(ana, { kind: 'protein_target', days: 7, goalDays: 5, inviteUserIds: [ben.id] });
    expect(created).toMatchObject({ title: 'Hit your protein target 5 of 7 days', goalDays: 5 });
    await act('accept', created.id, ben);
    expect(names((await list(ana))[0]!)).toEqual(['1:Ben:2', '2:Ana:1']);
  });

  it('lets the creator invite friends after the start; late joiners count the whole challenge and can join until it ends', async () => {
    const ana = await person({ firstName: 'Ana' });
    const ben = await person({ firstName: 'Ben' });
    const cy = await person({ firstName: 'Cy' });
    const dee = await person({ firstName: 'Dee' });
    const stranger = await person();
    for (const friend of [ben, cy, dee]) await befriend(ana, friend);
    await logProtein(ana, isoDate(-3), 20);
    await logProtein(cy, isoDate(-2), 20); // logged before Cy was invited: counts all the same
    await logProtein(cy, isoDate(0), 20);
    await logProtein(cy, isoDate(-4), 20); // before the start: never counts
    const started = await create(ana, { startDate: isoDate(-3), days: 7, inviteUserIds: [ben.id] });
    expect(started.phase).toBe('active');

    const invited = await invite(ana, started.id, [cy.id]);
    expect(invited.code).toBeUndefined();
    expect(invited.data!.inviteToSocialChallenge.challenge).toMatchObject({ id: started.id, participantCount: 1 });
    expect((await list(cy))[0]).toMatchObject({ id: started.id, viewerStatus: 'invited', leaderboard: null });
    expect((await invitations(cy)).map((node) => node.challengeId)).toEqual([started.id]);
    // The creator sees who has not answered yet (after a reload too); nobody else does.
    expect(await pending(ana, started.id)).toEqual(['Ben', 'Cy']);
    expect(await pending(cy, started.id)).toBeNull();
    expect(await pending(stranger, started.id)).toBeUndefined();
    expect((await act('accept', started.id, cy)).code).toBeUndefined();
    expect(await pending(ana, started.id)).toEqual(['Ben']);
    expect(names((await list(ana))[0]!)).toEqual(['1:Cy:2', '2:Ana:1']);

    // Friends already in it are passed over; someone new beside them is invited, and only they hear of it.
    expect((await invite(ana, started.id, [cy.id, ben.id])).code).toBe('BAD_USER_INPUT');
    expect((await invite(ana, started.id, [ben.id, dee.id])).code).toBeUndefined();
    expect(await invitations(ben)).toHaveLength(1);
    expect(await invitations(dee)).toHaveLength(1);
    expect((await list(dee))[0]).toMatchObject({ id: started.id, viewerStatus: 'invited' });
    // Only the creator invites, only friends, and nobody sees a challenge they are not in.
    expect((await invite(cy, started.id, [ana.id])).code).toBe('NOT_FOUND');
    expect((await invite(stranger, started.id, [ana.id])).code).toBe('NOT_FOUND');
    expect((await invite(ana, started.id, [stranger.id])).code).toBe('BAD_USER_INPUT');
    expect((await invite(ana, started.id, [])).code).toBe('BAD_USER_INPUT');
    expect(await list(stranger)).toEqual([]);

    // Once it has ended nobody more is invited, and an open invitation can no longer be taken up.
    expect((await act('end', started.id, ana)).code).toBeUndefined();
    const late = await person({ firstName: 'Eve' });
    await befriend(ana, late);
    expect((await invite(ana, started.id, [late.id])).code).toBe('BAD_USER_INPUT');
    expect((await act('accept', started.id, dee)).code).toBe('BAD_USER_INPUT');
    expect(await list(late)).toEqual([]);
  });

  it('keeps to the limits the settings give: friends per challenge, challenges a day, length and start', async () => {
    const ana = await person();
    const friends = [await person(), await person(), await person()];
    for (const friend of friends) await befriend(ana, friend);
    const challenges = { perDay: 2, maxFriends: 2, maxDays: 5, maxDaysBack: 1, maxDaysAhead: 2 };
    const em = server.orm.em.fork();
    const deps = { em, clock: systemClock, config: { ...server.config, social: { ...server.config.social, challenges } } };
    const viewer = await em.findOneOrFail(User, { id: ana.id });
    const start = (input: Partial<CreateChallengeFields>) =>
      createChallenge(deps, viewer, { kind: ChallengeKind.log_every_day, startDate: isoDate(0), days: 3, inviteUserIds: [friends[0]!.id], ...input }).then(
        (id) => id,
        (error: GraphQLError) => error.extensions.code as string,
      );
    expect(await start({ days: 6 })).toBe('BAD_USER_INPUT');
    expect(await start({ startDate: isoDate(-2) })).toBe('BAD_USER_INPUT');
    expect(await start({ startDate: isoDate(3) })).toBe('BAD_USER_INPUT');
    expect(await start({ inviteUserIds: friends.map((friend) => friend.id) })).toBe('BAD_USER_INPUT');

    const id = await start({ startDate: isoDate(-1), days: 5 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const more = (userIds: string[]) =>
      inviteToChallenge(deps, viewer, { challengeId: id, inviteUserIds: userIds }).then(
        (added) => added.length,
        (error: GraphQLError) => error.extensions.code as string,
      );
    // Two friends at most besides the creator, counting the ones invited before.
    expect(await more([friends[1]!.id, friends[2]!.id])).toBe('BAD_USER_INPUT');
    expect(await more([friends[1]!.id])).toBe(1);
    expect(await more([friends[2]!.id])).toBe('BAD_USER_INPUT');
    expect(await start({ days: 2 })).toMatch(/^[0-9a-f-]{36}$/);
    expect(await start({ days: 2 })).toBe('RATE_LIMITED');

    // The forms read the configured limits rather than repeating them.
    const limits = (await ok('{ viewer { socialChallengeLimits { maxDays maxFriends maxDaysBack maxDaysAhead } } }', {}, ana)).viewer.socialChallengeLimits;
    const { maxDays, maxFriends, maxDaysBack, maxDaysAhead } = server.config.social.challenges;
    expect(limits).toEqual({ maxDays, maxFriends, maxDaysBack, maxDaysAhead });
  });

  it('shows a challenge only to its participants: never to a stranger, a friend left out, a blocked person or anonymous', async () => {
    const ana = await person({ firstName: 'Ana' });
    const ben = await person({ firstName: 'Ben' });
    const cy = await person({ firstName: 'Cy' });
    const dee = await person({ firstName: 'Dee' });
    const stranger = await person();
    const leftOut = await person();
    for (const friend of [ben, cy, dee, leftOut]) await befriend(ana, friend);
    await befriend(ben, cy);
    const created = await create(ana, { inviteUserIds: [ben.id, cy.id, dee.id] });
    for (const member of [ben, cy, dee]) await act('accept', created.id, member);
    expect(await board(ben, created.id)).toHaveLength(4);

    for (const outsider of [stranger, leftOut, null]) {
      expect((await ok(NODE, { id: created.id }, outsider)).node).toBeNull();
      expect((await act('accept', created.id, outsider)).code).toBe(outsider ? 'NOT_FOUND' : 'UNAUTHENTICATED');
      expect((await act('leave', created.id, outsider)).code).toBe(outsider ? 'NOT_FOUND' : 'UNAUTHENTICATED');
      if (outsider) expect(await list(outsider)).toEqual([]);
    }
    // A participant who is blocked by the creator loses the challenge at once.
    await block(ana, dee);
    expect(await list(dee)).toEqual([]);
    expect((await ok(NODE, { id: created.id }, dee)).node).toBeNull();
    expect(await board(ana, created.id)).toHaveLength(3);
    expect(await board(ben, created.id)).toHaveLength(3);
    // A block between two other participants hides each from the other's leaderboard only.
    await block(ben, cy);
    expect(
      names((await list(ben))[0]!)
        .map((entry) => entry.split(':')[1])
        .sort(),
    ).toEqual(['Ana', 'Ben']);
    expect(await board(ana, created.id)).toHaveLength(3);
  });

  it('answers bad input with a coded 400 and writes nothing', async () => {
    const ana = await person();
    const ben = await person();
    const stranger = await person();
    await befriend(ana, ben);
    const bad = async (input: Record<string, unknown>) =>
      gql(CREATE, { input: { kind: 'log_every_day', startDate: isoDate(0), days: 7, inviteUserIds: [ben.id], ...input } }, ana);
    for (const input of [
      { days: 0 },
      { days: 61 },
      { kind: 'protein_target', goalDays: 8 },
      { startDate: isoDate(-30) },
      { startDate: isoDate(45) },
      { title: 'x'.repeat(81) },
      { inviteUserIds: [] },
      { inviteUserIds: [stranger.id] },
      { inviteUserIds: [ben.id, stranger.id] },
      { inviteUserIds: ['not-an-id'] },
    ]) {
      const result = await bad(input);
      expect([JSON.stringify(input), result.code]).toEqual([JSON.stringify(input), 'BAD_USER_INPUT']);
    }
    expect((await bad({ startDate: '2026-02-30' })).code).toBe('BAD_USER_INPUT');
    expect((await act('accept', 'nonsense', ana)).code).toBe('BAD_USER_INPUT');
    expect((await gql(CREATE, { input: { kind: 'log_every_day', startDate: isoDate(0), days: 7, inviteUserIds: [ben.id] } }, null)).code).toBe(
      'UNAUTHENTICATED',
    );
    const [created] = await rows(server.orm.em.fork(), 'select count(*) as n from social_challenges where creator_id = :id', { id: ana.id });
    expect(Number(created!.n)).toBe(0);
    expect(await list(ben)).toEqual([]);
  });

  it('reads a page of challenges and their leaderboards in the same number of statements however many there are', async () => {
    const count = (user: TestUser) => countStatements(server.orm, () => ok(LIST, {}, user));
    const setUp = async (challenges: number) => {
      const owner = await person();
      const friends = [await person(), await person()];
      for (const friend of friends) await befriend(owner, friend);
      for (let index = 0; index < challenges; index++) {
        const created = await create(owner, { kind: index % 2 ? 'log_every_day' : 'protein_target', inviteUserIds: friends.map((f) => f.id) });
        for (const friend of friends) await act('accept', created.id, friend);
      }
      for (const user of [owner, ...friends]) await logProtein(user, isoDate(-1), 60);
      return owner;
    };
    const one = await setUp(1);
    const four = await setUp(4);
    expect((await list(four)).every((challenge) => challenge.leaderboard.length === 3)).toBe(true);
    expect(await count(four)).toBe(await count(one));
  });

  it('deletes a leaving account’s challenges and its places in others’', async () => {
    const ana = await person();
    const ben = await person();
    await befriend(ana, ben);
    const mine = await create(ben, { inviteUserIds: [ana.id] });
    const theirs = await create(ana, { inviteUserIds: [ben.id] });
    await act('accept', theirs.id, ben);
    await ok('mutation { deleteAccount { deletedUserId } }', {}, ben);
    const [left] = await rows(
      server.orm.em.fork(),
      'select (select count(*) from social_challenges where creator_id = :id) + (select count(*) from social_challenge_members where user_id = :id) as n',
      { id: ben.id },
    );
    expect(Number(left!.n)).toBe(0);
    expect((await ok(NODE, { id: mine.id }, ana)).node).toBeNull();
    expect(await board(ana, theirs.id)).toEqual([0]);
  });
});
