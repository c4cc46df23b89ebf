import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestUser } from '../../../test/factories.js';
import { countStatements } from '../../../test/sqlStatements.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { FoodLog, FoodLogItem } from '../../food/foodLog.entity.js';
import { MealType } from '../../food/mealType.js';
import { User } from '../../users/user.entity.js';
import { socialKit, type Data } from './socialTestKit.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const { person, gql, ok, befriend, userInput } = socialKit(() => server);
const setProfile = (user: TestUser, input: Record<string, unknown>) =>
  ok('mutation ($input: UpdateSocialProfileInput!) { updateSocialProfile(input: $input) { profile { displayName visibility bio } } }', { input }, user);
const post = async (user: TestUser, input: Record<string, unknown>) =>
  (await ok('mutation ($input: CreateSocialPostInput!) { createSocialPost(input: $input) { post { id text audience } } }', { input }, user)).createSocialPost
    .post as { id: string; text: string };
const comment = async (user: TestUser, postId: string, text: string) =>
  (
    await ok(
      'mutation ($input: AddSocialCommentInput!) { addSocialComment(input: $input) { comment { id } post { commentCount } } }',
      { input: { postId, text } },
      user,
    )
  ).addSocialComment.comment.id as string;

const FEED = `query ($first: Int, $after: String) { viewer { socialFeed(first: $first, after: $after) {
  edges { cursor node { id text likeCount commentCount viewerHasLiked author { displayName } } } pageInfo { hasNextPage endCursor } } } }`;
const feedIds = async (user: TestUser) =>
  ((await ok(FEED, { first: 100 }, user)).viewer.socialFeed.edges as { node: { id: string } }[]).map((edge) => edge.node.id);
const NODE = `query ($id: ID!) { node(id: $id) { id ... on SocialPost { text likeCount commentCount comments(first: 50) { edges { node { id text } } } }
  ... on SocialProfile { displayName bio } ... on SocialComment { text } } }`;
const node = async (id: string, user: TestUser | null) => (await ok(NODE, { id }, user)).node as Data | null;
const profileOf = async (target: TestUser, user: TestUser | null) =>
  (await ok('query ($userId: ID!) { socialProfile(userId: $userId) { displayName bio relation } }', { userId: target.id }, user)).socialProfile as Data | null;
const search = async (query: string, user: TestUser) =>
  ((await ok('query ($q: String!) { searchPeople(query: $q) { userId } }', { q: query }, user)).searchPeople as { userId: string }[]).map((row) => row.userId);

describe('social privacy matrix', () => {
  it('shows private, friends-only and public content only to the people allowed, for every read path', async () => {
    const name = `Author${Date.now()}`;
    const author = await person({ firstName: name });
    const friend = await person({ firstName: 'Friend' });
    const stranger = await person({ firstName: 'Stranger' });
    const blocked = await person({ firstName: 'Blocked' });
    await befriend(author, friend);
    await befriend(blocked, author);
    await setProfile(author, { visibility: 'public', bio: 'I like oats' });

    const publicPost = await post(author, { text: 'public post', audience: 'public' });
    const friendsPost = await post(author, { text: 'friends post', audience: 'friends' });
    const onPublic = await comment(friend, publicPost.id, 'nice');
    const onFriends = await comment(friend, friendsPost.id, 'nice too');
    const fromBlocked = await comment(blocked, publicPost.id, 'before the block');
    await ok('mutation ($input: SocialPostIdInput!) { likeSocialPost(input: $input) { post { likeCount } } }', { input: { postId: publicPost.id } }, friend);
    await ok('mutation ($input: SocialUserInput!) { blockUser(input: $input) { profile { id } } }', userInput(blocked), author);

    const profileId = (await ok('{ viewer { socialProfile { id } } }', {}, author)).viewer.socialProfile.id as string;
    const viewers = { stranger, friend, blocked, anonymous: null } as const;
    type Who = keyof typeof viewers;
    const expectations: Record<
      'public' | 'friends' | 'private',
      Record<Who, { publicPost: boolean; friendsPost: boolean; profile: 'full' | 'name' | 'none'; found: boolean }>
    > = {
      public: {
        stranger: { publicPost: true, friendsPost: false, profile: 'full', found: true },
        friend: { publicPost: true, friendsPost: true, profile: 'full', found: true },
        blocked: { publicPost: false, friendsPost: false, profile: 'none', found: false },
        anonymous: { publicPost: true, friendsPost: false, profile: 'full', found: false },
      },
      friends: {
        stranger: { publicPost: false, friendsPost: false, profile: 'name', found: true },
        friend: { publicPost: true, friendsPost: true, profile: 'full', found: true },
        blocked: { publicPost: false, friendsPost: false, profile: 'none', found: false },
        anonymous: { publicPost: false, friendsPost: false, profile: 'none', found: false },
      },
      private: {
        stranger: { publicPost: false, friendsPost: false, profile: 'none', found: false },
        friend: { publicPost: false, friendsPost: false, profile: 'name', found: false },
        blocked: { publicPost: false, friendsPost: false, profile: 'none', found: false },
        anonymous: { publicPost: false, friendsPost: false, profile: 'none', found: false },
      },
    };

    for (const visibility of ['public', 'friends', 'private'] as const) {
      await setProfile(author, { visibility });
      for (const [who, user] of Object.entries(viewers) as [Who, TestUser | null][]) {
        const expected = expectations[visibility][who];
        const context = `${visibility} profile, ${who}`;
        const seen = { publicPost: await node(publicPost.id, user), friendsPost: await node(friendsPost.id, user) };
        expect([context, Boolean(seen.publicPost), Boolean(seen.friendsPost)]).toEqual([context, expected.publicPost, expected.friendsPost]);
        // Comments (and through them reactions) follow the post.
        expect([context, Boolean(await node(onPublic, user)), Boolean(await node(onFriends, user))]).toEqual([
          context,
          expected.publicPost,
          expected.friendsPost,
        ]);
        if (seen.publicPost) expect(seen.publicPost.likeCount).toBe(1);

        const profile = await profileOf(author, user);
        const profileNode = await node(profileId, user);
        const shape = profile === null ? 'none' : profile.bio === null ? 'name' : 'full';
        expect([context, shape, profileNode === null ? 'none' : profileNode.bio === null ? 'name' : 'full']).toEqual([
          context,
          expected.profile,
          expected.profile,
        ]);

        if (user) {
          const feed = await feedIds(user);
          const fromAuthor = [publicPost.id, friendsPost.id].filter((id) => feed.includes(id));
          // The feed holds friends' posts only, and only those the viewer may read.
          const inFeed = who === 'friend' ? [expected.publicPost && publicPost.id, expected.friendsPost && friendsPost.id].filter(Boolean) : [];
          expect([context, fromAuthor]).toEqual([context, inFeed]);
          expect([context, (await search(name, user)).includes(author.id)]).toEqual([context, expected.found]);
        } else {
          // Anonymous callers have no viewer, so no feed.
          const feed = await gql(FEED, {}, null);
          expect(feed.code ?? feed.data?.viewer ?? null).toBeNull();
          expect((await gql('query { searchPeople(query: "Author") { userId } }', {}, null)).code).toBe('UNAUTHENTICATED');
        }
      }
    }

    // The blocked user's comment disappears for the blocker; the blocked user cannot like, comment or ask again.
    await setProfile(author, { visibility: 'public' });
    const authorView = await node(publicPost.id, author);
    expect((authorView!.comments.edges as { node: { id: string } }[]).map((edge) => edge.node.id)).toEqual([onPublic]);
    expect(authorView!.commentCount).toBe(1);
    expect(await node(fromBlocked, author)).toBeNull();
    for (const attempt of [
      gql('mutation ($input: SocialPostIdInput!) { likeSocialPost(input: $input) { post { id } } }', { input: { postId: publicPost.id } }, blocked),
      gql(
        'mutation ($input: AddSocialCommentInput!) { addSocialComment(input: $input) { comment { id } } }',
        { input: { postId: publicPost.id, text: 'hi' } },
        blocked,
      ),
      gql('mutation ($input: SocialUserInput!) { sendFriendRequest(input: $input) { userId } }', userInput(author), blocked),
      gql('mutation ($input: SocialUserInput!) { sendFriendRequest(input: $input) { userId } }', userInput(blocked), author),
    ]) {
      expect((await attempt).code).toBe('NOT_FOUND');
    }
    expect(await search((await createUserEmail(author)) ?? '', blocked)).toEqual([]);
  });
});

async function createUserEmail(user: TestUser): Promise<string> {
  return user.email;
}

describe('friendships', () => {
  it('requests, accepts, declines, cancels and removes, listing each side', async () => {
    const [one, two, three] = [await person(), await person(), await person()];
    const LISTS =
      '{ viewer { friends { totalCount edges { node { userId } } } incomingFriendRequests { edges { node { userId } } } outgoingFriendRequests { edges { node { userId } } } } }';
    const lists = async (user: TestUser) => {
      const viewer = (await ok(LISTS, {}, user)).viewer;
      const ids = (connection: { edges: { node: { userId: string } }[] }) => connection.edges.map((edge) => edge.node.userId);
      return { friends: ids(viewer.friends), incoming: ids(viewer.incomingFriendRequests), outgoing: ids(viewer.outgoingFriendRequests) };
    };
    // By exact email, whatever the case.
    expect(await search(two.email.toUpperCase(), one)).toEqual([two.id]);
    await ok('mutation ($input: SocialUserInput!) { sendFriendRequest(input: $input) { profile { relation } } }', userInput(two), one);
    expect(await lists(one)).toEqual({ friends: [], incoming: [], outgoing: [two.id] });
    expect(await lists(two)).toEqual({ friends: [], incoming: [one.id], outgoing: [] });
    expect((await gql('mutation ($input: SocialUserInput!) { sendFriendRequest(input: $input) { userId } }', userInput(two), one)).code).toBe('CONFLICT');
    expect((await gql('mutation ($input: SocialUserInput!) { acceptFriendRequest(input: $input) { userId } }', userInput(two), one)).code).toBe('NOT_FOUND');
    expect((await gql('mutation ($input: SocialUserInput!) { sendFriendRequest(input: $input) { userId } }', userInput(one), one)).code).toBe('BAD_USER_INPUT');

    await ok('mutation ($input: SocialUserInput!) { declineFriendRequest(input: $input) { userId } }', userInput(one), two);
    expect(await lists(one)).toEqual({ friends: [], incoming: [], outgoing: [] });
    await ok('mutation ($input: SocialUserInput!) { sendFriendRequest(input: $input) { userId } }', userInput(three), one);
    await ok('mutation ($input: SocialUserInput!) { cancelFriendRequest(input: $input) { userId } }', userInput(three), one);
    expect(await lists(three)).toEqual({ friends: [], incoming: [], outgoing: [] });

    await befriend(one, two);
    expect((await lists(one)).friends).toEqual([two.id]);
    expect((await lists(two)).friends).toEqual([one.id]);
    const removed = await ok('mutation ($input: SocialUserInput!) { removeFriend(input: $input) { profile { relation } } }', userInput(two), one);
    expect(removed.removeFriend.profile.relation).toBe('none');
    expect((await lists(two)).friends).toEqual([]);
    expect((await gql('mutation ($input: SocialUserInput!) { removeFriend(input: $input) { userId } }', userInput(two), one)).code).toBe('NOT_FOUND');
    expect((await gql('mutation ($input: SocialUserInput!) { sendFriendRequest(input: $input) { userId } }', { input: { userId: 'nope' } }, one)).code).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('friend request limit', () => {
  it('answers RATE_LIMITED after 30 requests in an hour, and writes no request', async () => {
    const asker = await person();
    const others = await Promise.all(Array.from({ length: 31 }, () => person()));
    for (const other of others.slice(0, 30)) {
      await ok('mutation ($input: SocialUserInput!) { sendFriendRequest(input: $input) { userId } }', userInput(other), asker);
    }
    const over = await gql('mutation ($input: SocialUserInput!) { sendFriendRequest(input: $input) { userId } }', userInput(others[30]!), asker);
    expect(over).toMatchObject({ code: 'RATE_LIMITED', message: 'You can send up to 30 friend requests an hour. Try again later.' });
    const outgoing = await ok('{ viewer { outgoingFriendRequests { totalCount } } }', {}, asker);
    expect(outgoing.viewer.outgoingFriendRequests.totalCount).toBe(30);
  });
});

describe('posts, likes and comments', () => {
  it('stores text as typed, shares a logged meal snapshot, edits, deletes and moderates comments', async () => {
    const author = await person({ firstName: 'Mara' });
    const friend = await person();
    const other = await person();
    await befriend(author, friend);

    const em = server.orm.em.fork();
    const log = new FoodLog(em.getReference(User, author.id), '2026-11-20');
    const item = new FoodLogItem({
      foodLog: log,
      mealType: MealType.lunch,
      name: 'Lentil soup',
      quantity: 1,
      unit: 'bowl',
      nutrients: { energy_kcal: 230, protein_g: 18, carbs_g: 40, fat_g: 1 },
    });
    await em.persist([log, item]).flush();

    const typed = '<img src=x onerror=alert(1)> & "quotes" 🍲\nline two';
    const shared = await ok(
      'mutation ($input: CreateSocialPostInput!) { createSocialPost(input: $input) { post { id text audience meal { mealType calories proteinG items { name calories } } } } }',
      { input: { text: `  ${typed}  `, meal: { date: '2026-11-20', mealType: 'lunch' } } },
      author,
    );
    const created = shared.createSocialPost.post;
    expect(created).toMatchObject({
      text: typed,
      audience: 'friends',
      meal: { mealType: 'lunch', calories: 230, proteinG: 18, items: [{ name: 'Lentil soup', calories: 230 }] },
    });
    // The snapshot does not follow later diary edits.
    item.name = 'Changed';
    await em.flush();
    expect(
      (await ok('query ($id: ID!) { node(id: $id) { ... on SocialPost { meal { items { name } } } } }', { id: created.id }, friend)).node.meal.items[0].name,
    ).toBe('Lentil soup');

    const noMeal = await gql(
      'mutation ($input: CreateSocialPostInput!) { createSocialPost(input: $input) { post { id } } }',
      { input: { text: 'x', meal: { date: '2026-11-21', mealType: 'dinner' } } },
      author,
    );
    expect(noMeal.code).toBe('NOT_FOUND');

    const friendComment = await comment(friend, created.id, 'looks good');
    const ownComment = await comment(author, created.id, 'thanks');
    expect(
      (
        await gql(
          'mutation ($input: DeleteSocialCommentInput!) { deleteSocialComment(input: $input) { deletedCommentId } }',
          { input: { commentId: ownComment } },
          friend,
        )
      ).code,
    ).toBe('NOT_FOUND');
    const deleted = await ok(
      'mutation ($input: DeleteSocialCommentInput!) { deleteSocialComment(input: $input) { post { commentCount } } }',
      { input: { commentId: friendComment } },
      author,
    );
    expect(deleted.deleteSocialComment.post.commentCount).toBe(1);

    const like = 'mutation ($input: SocialPostIdInput!) { likeSocialPost(input: $input) { post { likeCount viewerHasLiked } } }';
    await ok(like, { input: { postId: created.id } }, friend);
    expect((await ok(like, { input: { postId: created.id } }, friend)).likeSocialPost.post).toEqual({ likeCount: 1, viewerHasLiked: true });
    expect((await gql(like, { input: { postId: created.id } }, other)).code).toBe('NOT_FOUND');

    const update = 'mutation ($input: UpdateSocialPostInput!) { updateSocialPost(input: $input) { post { text editedAt } } }';
    expect((await gql(update, { input: { postId: created.id, text: 'mine now' } }, friend)).code).toBe('NOT_FOUND');
    const edited = await ok(update, { input: { postId: created.id, text: 'edited' } }, author);
    expect(edited.updateSocialPost.post.text).toBe('edited');
    expect(edited.updateSocialPost.post.editedAt).not.toBeNull();
    expect((await gql(update, { input: { postId: created.id, audience: 'public' } }, author)).code).toBe('BAD_USER_INPUT');

    const remove = 'mutation ($input: SocialPostIdInput!) { deleteSocialPost(input: $input) { deletedPostId } }';
    expect((await gql(remove, { input: { postId: created.id } }, friend)).code).toBe('NOT_FOUND');
    await ok(remove, { input: { postId: created.id } }, author);
    expect(await node(created.id, author)).toBeNull();
  });

  it('answers coded 4xx for bad input and never writes half a post', async () => {
    const user = await person();
    const create = 'mutation ($input: CreateSocialPostInput!) { createSocialPost(input: $input) { post { id } } }';
    const tooLong = await gql(create, { input: { text: 'a'.repeat(1001) } }, user);
    expect(tooLong).toMatchObject({ code: 'BAD_USER_INPUT', message: 'A post can be at most 1,000 characters.' });
    expect((await gql(create, { input: { text: '🍎'.repeat(1000) } }, user)).code).toBeUndefined();
    expect((await gql(create, { input: { text: '   ' } }, user)).code).toBe('BAD_USER_INPUT');
    expect((await gql(create, { input: { text: 'hi', audience: 'public' } }, user)).message).toContain('Your profile is friends only');
    expect((await gql(create, { input: { text: 'hi', audience: 'EVERYONE' } }, user)).code).toBe('BAD_USER_INPUT');
    expect((await gql(create, { input: { text: 'hi', meal: { date: '2026-02-30', mealType: 'lunch' } } }, user)).code).toBe('BAD_USER_INPUT');
    expect((await gql(FEED, { after: 'garbage' }, user)).code).toBe('BAD_USER_INPUT');
    expect((await gql(FEED, { first: 0 }, user)).code).toBe('BAD_USER_INPUT');
    expect(
      (
        await gql(
          'mutation ($input: AddSocialCommentInput!) { addSocialComment(input: $input) { comment { id } } }',
          { input: { postId: 'x', text: 'hi' } },
          user,
        )
      ).code,
    ).toBe('BAD_USER_INPUT');
    expect(
      (await gql('mutation ($input: UpdateSocialProfileInput!) { updateSocialProfile(input: $input) { userId } }', { input: { bio: 'b'.repeat(301) } }, user))
        .code,
    ).toBe('BAD_USER_INPUT');
    expect((await gql('query { searchPeople(query: "a") { userId } }', {}, user)).code).toBe('BAD_USER_INPUT');
    expect(await feedIds(user)).toHaveLength(1);
  });

  it('limits posting to 20 an hour with RATE_LIMITED', async () => {
    const user = await person();
    for (let index = 0; index < 19; index++) await post(user, { text: `post ${index}` });
    const last = await gql(
      'mutation ($input: CreateSocialPostInput!) { createSocialPost(input: $input) { post { id } } }',
      { input: { text: 'one more' } },
      user,
    );
    expect(last.code).toBeUndefined();
    const over = await gql(
      'mutation ($input: CreateSocialPostInput!) { createSocialPost(input: $input) { post { id } } }',
      { input: { text: 'too many' } },
      user,
    );
    expect(over).toMatchObject({ code: 'RATE_LIMITED', message: 'You can share up to 20 posts an hour. Try again later.' });
  });
});

describe('the feed', () => {
  it('pages newest first on a stable order while others post, in the same number of statements however much it shows', async () => {
    const me = await person();
    const friends = [await person(), await person(), await person()];
    for (const friend of friends) await befriend(me, friend);
    const expected: string[] = [];
    for (let round = 0; round < 3; round++) {
      for (const author of [me, ...friends]) expected.unshift((await post(author, { text: `round ${round}` })).id);
    }
    const page1 = (await ok(FEED, { first: 5 }, me)).viewer.socialFeed;
    // Posts written between pages do not shift later pages.
    const late = await post(friends[0]!, { text: 'late' });
    const seen = (page1.edges as { node: { id: string } }[]).map((edge) => edge.node.id);
    let pageInfo = page1.pageInfo;
    while (pageInfo.hasNextPage) {
      const next = (await ok(FEED, { first: 5, after: pageInfo.endCursor }, me)).viewer.socialFeed;
      seen.push(...(next.edges as { node: { id: string } }[]).map((edge) => edge.node.id));
      pageInfo = next.pageInfo;
    }
    expect(seen).toEqual(expected);
    expect((await feedIds(me))[0]).toBe(late.id);

    const count = (user: TestUser) => countStatements(server.orm, () => ok(FEED, { first: 100 }, user));
    const lonely = await person();
    await post(lonely, { text: 'only one' });
    // expected[3] is my own post of the last round: every friend may read it.
    for (const friend of friends) {
      await comment(friend, expected[3]!, 'hey');
      await ok('mutation ($input: SocialPostIdInput!) { likeSocialPost(input: $input) { post { id } } }', { input: { postId: expected[3]! } }, friend);
    }
    expect(await count(me)).toBe(await count(lonely));
  });
});

describe('account deletion', () => {
  it('deletes the profile, posts, comments, likes, friendships and blocks', async () => {
    const leaving = await person();
    const staying = await person();
    await befriend(leaving, staying);
    await setProfile(leaving, { bio: 'bye' });
    const theirs = await post(staying, { text: 'hello' });
    await comment(leaving, theirs.id, 'a comment');
    await ok('mutation ($input: SocialPostIdInput!) { likeSocialPost(input: $input) { post { id } } }', { input: { postId: theirs.id } }, leaving);
    await post(leaving, { text: 'mine' });
    await ok('mutation ($input: SocialUserInput!) { blockUser(input: $input) { userId } }', userInput(await person()), leaving);

    await ok('mutation { deleteAccount { deletedUserId } }', {}, leaving);
    const knex = server.orm.em.fork().getKnex();
    const counts = await knex.raw(
      `select
      (select count(*) from social_profiles where user_id = :id) + (select count(*) from social_posts where author_id = :id)
      + (select count(*) from social_comments where author_id = :id) + (select count(*) from social_post_likes where user_id = :id)
      + (select count(*) from friendships where user_a_id = :id or user_b_id = :id) + (select count(*) from social_blocks where blocker_id = :id) as total`,
      { id: leaving.id },
    );
    expect(Number(counts.rows[0].total)).toBe(0);
    expect((await node(theirs.id, staying))!.commentCount).toBe(0);
  });
});
