import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestUser } from '../../../test/factories.js';
import { countStatements } from '../../../test/sqlStatements.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { SocialNotificationKind } from '../socialNotification.entity.js';
import { rows } from '../socialAccess.js';
import { notify } from '../socialNotification.service.js';
import { isoDate, socialKit, type Data } from './socialTestKit.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { person, gql, ok, befriend, block, userInput } = socialKit(() => server);

const INBOX = `query ($first: Int, $after: String) { viewer { unreadSocialNotificationCount
  socialNotifications(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor }
    edges { node { id kind message isRead postId challengeId actor { displayName } } } } } }`;
const inbox = async (user: TestUser, first = 50) => {
  const viewer = (await ok(INBOX, { first }, user)).viewer;
  return { unread: viewer.unreadSocialNotificationCount as number, items: (viewer.socialNotifications.edges as { node: Data }[]).map((e) => e.node) };
};
const post = async (user: TestUser, text: string) =>
  (await ok('mutation ($input: CreateSocialPostInput!) { createSocialPost(input: $input) { post { id } } }', { input: { text } }, user)).createSocialPost.post
    .id as string;
const like = (user: TestUser, postId: string, liked = true) =>
  ok(`mutation ($input: SocialPostIdInput!) { ${liked ? 'like' : 'unlike'}SocialPost(input: $input) { post { id } } }`, { input: { postId } }, user);
const comment = (user: TestUser, postId: string) =>
  ok('mutation ($input: AddSocialCommentInput!) { addSocialComment(input: $input) { comment { id } } }', { input: { postId, text: 'Looks great' } }, user);
const MARK =
  'mutation ($input: MarkSocialNotificationReadInput!) { markSocialNotificationRead(input: $input) { notification { id isRead } viewer { unreadSocialNotificationCount } } }';
const MARK_ALL =
  'mutation ($input: MarkAllSocialNotificationsReadInput!) { markAllSocialNotificationsRead(input: $input) { markedCount viewer { unreadSocialNotificationCount } } }';

describe('social notifications', () => {
  it('tells people of friend requests, acceptances, comments, likes and challenge invites, each naming the thing', async () => {
    const ana = await person({ firstName: 'Ana' });
    const ben = await person({ firstName: 'Ben' });
    await ok('mutation ($input: SocialUserInput!) { sendFriendRequest(input: $input) { userId } }', userInput(ana), ben);
    expect((await inbox(ana)).items).toEqual([expect.objectContaining({ kind: 'friend_request', message: 'Ben sent you a friend request', isRead: false })]);
    await ok('mutation ($input: SocialUserInput!) { acceptFriendRequest(input: $input) { userId } }', userInput(ben), ana);
    expect((await inbox(ben)).items[0]).toMatchObject({ kind: 'friend_accepted', message: 'Ana accepted your friend request', actor: { displayName: 'Ana' } });

    const postId = await post(ana, 'Oats again');
    await comment(ben, postId);
    await like(ben, postId);
    // Taking a like back and giving it again does not notify twice; liking your own post never notifies.
    await like(ben, postId, false);
    await like(ben, postId);
    await like(ana, postId);
    const challenge = (
      await ok(
        'mutation ($input: CreateSocialChallengeInput!) { createSocialChallenge(input: $input) { challenge { id } } }',
        { input: { kind: 'log_every_day', startDate: isoDate(0), days: 14, title: 'Fortnight', inviteUserIds: [ben.id] } },
        ana,
      )
    ).createSocialChallenge.challenge.id as string;

    const forAna = await inbox(ana);
    expect(forAna.unread).toBe(3);
    expect(forAna.items.map((item) => [item.kind, item.postId])).toEqual([
      ['post_like', postId],
      ['post_comment', postId],
      ['friend_request', null],
    ]);
    expect((await inbox(ben)).items[0]).toMatchObject({
      kind: 'challenge_invite',
      challengeId: challenge,
      message: 'Ana invited you to a challenge: Fortnight',
    });
  });

  it('marks one or all read, pages newest first, and never lets another person read or mark them', async () => {
    const ana = await person({ firstName: 'Ana' });
    const friends = [await person(), await person(), await person()];
    for (const friend of friends) await befriend(friend, ana);
    const { items, unread } = await inbox(ana);
    expect(unread).toBe(3);
    const first = (await ok(INBOX, { first: 2 }, ana)).viewer.socialNotifications;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await ok(INBOX, { first: 2, after: first.pageInfo.endCursor }, ana)).viewer.socialNotifications;
    expect([...first.edges, ...rest.edges].map((edge: Data) => edge.node.id)).toEqual(items.map((item) => item.id));

    const outsider = friends[0]!;
    expect((await gql(MARK, { input: { notificationId: items[0]!.id } }, outsider)).code).toBe('NOT_FOUND');
    expect((await ok('query ($id: ID!) { node(id: $id) { id } }', { id: items[0]!.id }, outsider)).node).toBeNull();
    expect((await ok('query ($id: ID!) { node(id: $id) { id } }', { id: items[0]!.id }, null)).node).toBeNull();
    expect((await ok('query ($id: ID!) { node(id: $id) { id } }', { id: items[0]!.id }, ana)).node).toEqual({ id: items[0]!.id });
    expect((await gql(MARK, { input: { notificationId: 'not-an-id' } }, ana)).code).toBe('BAD_USER_INPUT');
    expect((await gql(MARK, { input: { notificationId: items[0]!.id } }, null)).code).toBe('UNAUTHENTICATED');
    expect((await gql(INBOX, { first: 0 }, ana)).code).toBe('BAD_USER_INPUT');
    expect((await gql(MARK_ALL, { input: { before: 'yesterday' } }, ana)).code).toBe('BAD_USER_INPUT');

    const marked = (await ok(MARK, { input: { notificationId: items[0]!.id } }, ana)).markSocialNotificationRead;
    expect(marked).toEqual({ notification: { id: items[0]!.id, isRead: true }, viewer: { unreadSocialNotificationCount: 2 } });
    // Marking all up to a moment leaves what arrived later unread.
    expect((await ok(MARK_ALL, { input: { before: new Date(Date.now() - 3_600_000).toISOString() } }, ana)).markAllSocialNotificationsRead.markedCount).toBe(0);
    const all = (await ok(MARK_ALL, { input: {} }, ana)).markAllSocialNotificationsRead;
    expect(all).toEqual({ markedCount: 2, viewer: { unreadSocialNotificationCount: 0 } });
    expect((await inbox(outsider)).items.every((item) => item.kind === 'friend_accepted')).toBe(true);
  });

  it('never notifies across a block, and hides earlier notifications from a person once blocked', async () => {
    const ana = await person();
    const ben = await person();
    await befriend(ben, ana);
    const postId = await post(ana, 'hello');
    await comment(ben, postId);
    expect((await inbox(ana)).unread).toBe(2);
    await block(ana, ben);
    expect(await inbox(ana)).toEqual({ unread: 0, items: [] });
    // Even a direct call records nothing between two people in a block, in either direction.
    const em = server.orm.em.fork();
    await notify(em, { recipientId: ana.id, actorId: ben.id, kind: SocialNotificationKind.friend_request });
    await notify(em, { recipientId: ben.id, actorId: ana.id, kind: SocialNotificationKind.friend_request });
    const [stored] = await rows(
      em,
      "select count(*) as n from social_notifications where created_at > now() - interval '1 minute' and ((recipient_id = :a and actor_id = :b) or (recipient_id = :b and actor_id = :a)) and kind = 'friend_request'",
      { a: ana.id, b: ben.id },
    );
    // Only Ben's original request from before the block.
    expect(Number(stored!.n)).toBe(1);
    expect((await gql(`mutation ($input: SocialUserInput!) { sendFriendRequest(input: $input) { userId } }`, userInput(ana), ben)).code).toBe('NOT_FOUND');
  });

  it('reads a page of notifications in the same number of statements however many it holds', async () => {
    const count = (user: TestUser) => countStatements(server.orm, () => ok(INBOX, { first: 50 }, user));
    const quiet = await person();
    await befriend(await person(), quiet);
    const busy = await person();
    for (let index = 0; index < 4; index++) await befriend(await person(), busy);
    const postId = await post(busy, 'busy day');
    expect((await inbox(busy)).items).toHaveLength(4);
    const [fan] = [await person()];
    await befriend(fan!, busy);
    await comment(fan!, postId);
    expect(await count(busy)).toBe(await count(quiet));
  });
});
