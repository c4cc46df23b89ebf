import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
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
    const rows = await server.orm.em.fork().getKnex().raw('select count(*) as n from social_challenges where creator_id = ?', [ana.id]);
    expect(Number(rows.rows[0].n)).toBe(0);
    expect(await list(ben)).toEqual([]);
  });

  it('reads a page of challenges and their leaderboards in the same number of statements however many there are', async () => {
    let statements = 0;
    server.orm.em
      .getConnection()
      .getKnex()
      .on('query', () => statements++);
    const count = async (user: TestUser) => {
      statements = 0;
      await ok(LIST, {}, user);
      return statements;
    };
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
    const counts = await server.orm.em
      .fork()
      .getKnex()
      .raw(
        'select (select count(*) from social_challenges where creator_id = :id) + (select count(*) from social_challenge_members where user_id = :id) as n',
        {
          id: ben.id,
        },
      );
    expect(Number(counts.rows[0].n)).toBe(0);
    expect((await ok(NODE, { id: mine.id }, ana)).node).toBeNull();
    expect(await board(ana, theirs.id)).toEqual([0]);
  });
});
