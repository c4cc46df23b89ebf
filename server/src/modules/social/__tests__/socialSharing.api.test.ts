import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TestUser } from '../../../test/factories.js';
import { statementsDuring } from '../../../test/sqlStatements.js';
import { startTestServer, startTestServerWithAdmin, type TestServer } from '../../../test/testServer.js';
import { FoodLog, FoodLogItem } from '../../food/foodLog.entity.js';
import { MealType } from '../../food/mealType.js';
import { addDays, localDate } from '../../users/calendar.js';
import { User } from '../../users/user.entity.js';
import { socialKit, type Data } from './socialTestKit.js';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  ({ server, admin } = await startTestServerWithAdmin());
});
afterAll(() => server.close());

const { person, gql, ok, befriend, block } = socialKit(() => server);
const setProfile = (user: TestUser, input: Record<string, unknown>) =>
  ok('mutation ($input: UpdateSocialProfileInput!) { updateSocialProfile(input: $input) { userId } }', { input }, user);
const CREATE = `mutation ($input: CreateSocialPostInput!) { createSocialPost(input: $input) { post { id audience
  sharedDay { date calories proteinG targetCalories targetProteinG } sharedRecipe { name servings calories ingredients }
  sharedMilestone { kind value outOf } } } }`;
const create = (user: TestUser, input: Record<string, unknown>) => gql(CREATE, { input }, user);
const post = async (user: TestUser, input: Record<string, unknown>) => (await ok(CREATE, { input }, user)).createSocialPost.post as Data;
const node = async (id: string, user: TestUser | null) =>
  (
    await ok(
      'query ($id: ID!) { node(id: $id) { id ... on SocialPost { text hiddenByModerators commentCount } ... on SocialComment { text hiddenByModerators } } }',
      { id },
      user,
    )
  ).node as Data | null;
const FEED = '{ viewer { socialFeed(first: 100) { edges { node { id } } } } }';
const feedIds = async (user: TestUser) => ((await ok(FEED, {}, user)).viewer.socialFeed.edges as { node: { id: string } }[]).map((edge) => edge.node.id);
const PROFILE = `query ($userId: ID!) { socialProfile(userId: $userId) { displayName bio loggingStreak showProgress
  progress { weightChangeKg daysOnTarget outOfDays } posts(first: 50) { edges { node { id } } } } }`;
const profileOf = async (target: TestUser, user: TestUser | null) => (await ok(PROFILE, { userId: target.id }, user)).socialProfile as Data | null;
const profilePostIds = (profile: Data | null) => (profile?.posts.edges as { node: { id: string } }[] | undefined)?.map((edge) => edge.node.id) ?? [];

async function logFood(user: TestUser, date: string, calories: number, name = 'Oat porridge') {
  const em = server.orm.em.fork();
  const log = (await em.findOne(FoodLog, { user: user.id, date })) ?? new FoodLog(em.getReference(User, user.id), date);
  const item = new FoodLogItem({
    foodLog: log,
    mealType: MealType.breakfast,
    name,
    quantity: 1,
    unit: 'bowl',
    nutrients: { energy_kcal: calories, protein_g: 20, carbs_g: 50, fat_g: 10 },
  });
  await em.persist([log, item]).flush();
  return item;
}

async function todayOf(user: TestUser): Promise<string> {
  const entity = await server.orm.em.fork().findOneOrFail(User, { id: user.id });
  return localDate(entity.timezone);
}

describe('sharing a day, a recipe and a milestone', () => {
  it('takes a snapshot at share time, one kind per post, and offers no way to share lab values', async () => {
    const author = await person();
    const friend = await person();
    await befriend(author, friend);
    const item = await logFood(author, '2026-11-10', 1800);

    const day = await post(author, { text: 'my Tuesday', day: { date: '2026-11-10' } });
    expect(day.sharedDay).toMatchObject({ date: '2026-11-10', calories: 1800, proteinG: 20 });
    expect(day.sharedDay.targetCalories).toBeGreaterThan(0);
    item.nutrients = { energy_kcal: 10 };
    await server.orm.em.fork().nativeUpdate(FoodLogItem, { id: item.id }, { nutrients: { energy_kcal: 10 } });
    const later = await ok('query ($id: ID!) { node(id: $id) { ... on SocialPost { sharedDay { calories } } } }', { id: day.id }, friend);
    expect(later.node.sharedDay.calories).toBe(1800);
    expect((await create(author, { text: 'empty day', day: { date: '2026-11-11' } })).code).toBe('NOT_FOUND');

    const recipe = await post(author, { text: 'try this', recipe: { name: 'greek yogurt berry parfait' } });
    expect(recipe.sharedRecipe).toMatchObject({ name: 'Greek Yogurt Berry Parfait', servings: 1 });
    expect(recipe.sharedRecipe.calories).toBeGreaterThan(0);
    expect(recipe.sharedRecipe.ingredients.length).toBeGreaterThan(1);
    expect((await create(author, { text: 'x', recipe: { name: 'No Such Dish' } })).code).toBe('NOT_FOUND');

    const both = await create(author, { text: 'x', day: { date: '2026-11-10' }, recipe: { name: 'Greek Yogurt Berry Parfait' } });
    expect(both).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Share one thing per post: a meal, a day, a recipe or a milestone.' });

    // Milestones: the streak counts days logged up to today; progress needs the owner's opt-in.
    const today = await todayOf(author);
    for (const back of [0, 1, 2]) await logFood(author, addDays(today, -back), 2000);
    const streak = await post(author, { text: 'three days!', milestone: { kind: 'logging_streak' } });
    expect(streak.sharedMilestone).toEqual({ kind: 'logging_streak', value: 3, outOf: null });
    const off = await create(author, { text: 'x', milestone: { kind: 'days_on_target' } });
    expect(off.code).toBe('BAD_USER_INPUT');
    await setProfile(author, { showProgress: true });
    const onTarget = await post(author, { text: 'on target', milestone: { kind: 'days_on_target' } });
    expect(onTarget.sharedMilestone).toMatchObject({ kind: 'days_on_target', outOf: 30 });

    // Nothing in the post input or the shared snapshots can carry bloodwork.
    const types = await ok(
      `{ input: __type(name: "CreateSocialPostInput") { inputFields { name } } post: __type(name: "SocialPost") { fields { name } } }`,
      {},
      author,
    );
    const names = [...types.input.inputFields, ...types.post.fields].map((field: { name: string }) => field.name).join(' ');
    expect(names).not.toMatch(/lab|blood|marker|biomarker/i);
    // Half-written posts never stay: the refused ones above left only the four shared posts.
    expect(await feedIds(author)).toHaveLength(4);
  });
});

describe('social profiles: streak, opt-in progress and posts', () => {
  it('shows streak, progress and posts only to who may see the whole profile, and progress only when turned on', async () => {
    const owner = await person();
    const friend = await person();
    const stranger = await person();
    const blocked = await person();
    await befriend(owner, friend);
    await befriend(owner, blocked);
    await block(owner, blocked);
    await server.orm.em.fork().nativeUpdate(User, { id: owner.id }, { weight: 80 });
    const today = await todayOf(owner);
    await logFood(owner, today, 2000);
    await logFood(owner, addDays(today, -1), 2000);
    const publicPost = (await post(owner, { text: 'public' })).id as string;

    // Friends only (the default): a stranger sees the name only, no streak, no posts.
    const asFriend = await profileOf(owner, friend);
    expect(asFriend).toMatchObject({ loggingStreak: 2, progress: null, showProgress: null });
    expect(profilePostIds(asFriend)).toEqual([publicPost]);
    expect(await profileOf(owner, stranger)).toMatchObject({ bio: null, loggingStreak: null, progress: null, posts: { edges: [] } });
    expect(await profileOf(owner, blocked)).toBeNull();
    expect(await profileOf(owner, null)).toBeNull();
    expect((await profileOf(owner, owner))!.showProgress).toBe(false);

    await setProfile(owner, { showProgress: true });
    await server.orm.em.fork().nativeUpdate(User, { id: owner.id }, { weight: 78.5 });
    expect((await profileOf(owner, friend))!.progress).toMatchObject({ weightChangeKg: -1.5, outOfDays: 30 });
    expect((await profileOf(owner, stranger))!.progress).toBeNull();

    // Public: strangers and anonymous callers see the streak and public posts, never the blocked user.
    await setProfile(owner, { visibility: 'public' });
    const shown = await post(owner, { text: 'for everyone', audience: 'public' });
    for (const viewer of [stranger, null]) {
      const profile = await profileOf(owner, viewer);
      expect(profile).toMatchObject({ loggingStreak: 2, progress: { weightChangeKg: -1.5 } });
      expect(profilePostIds(profile)).toEqual([shown.id]);
    }
    expect(await profileOf(owner, blocked)).toBeNull();

    await setProfile(owner, { showProgress: false });
    expect((await profileOf(owner, stranger))!.progress).toBeNull();
    // Private: nobody but friends even sees the name, and nobody the posts.
    await setProfile(owner, { visibility: 'private' });
    expect(await profileOf(owner, stranger)).toBeNull();
    expect(profilePostIds(await profileOf(owner, friend))).toEqual([]);
  });

  it('reads streaks for a list of profiles in the same number of statements as for one', async () => {
    const me = await person();
    const friends = [await person(), await person(), await person()];
    for (const friend of friends) {
      await befriend(me, friend);
      await logFood(friend, await todayOf(friend), 1500);
    }
    const LIST = '{ viewer { friends(first: 50) { edges { node { loggingStreak progress { daysOnTarget } } } } } }';
    const count = async (user: TestUser) => {
      const { result: data, statements } = await statementsDuring(server.orm, () => ok(LIST, {}, user));
      return {
        statements: statements.length,
        streaks: (data.viewer.friends.edges as { node: { loggingStreak: number } }[]).map((edge) => edge.node.loggingStreak),
      };
    };
    const lonely = await person();
    await befriend(lonely, await person());
    const many = await count(me);
    expect(many.streaks).toEqual([1, 1, 1]);
    expect(many.statements).toBe((await count(lonely)).statements);
  });
});

describe('changing a post audience when editing', () => {
  it('widens and narrows who sees the post, never wider than the profile', async () => {
    const author = await person();
    const stranger = await person();
    const UPDATE = 'mutation ($input: UpdateSocialPostInput!) { updateSocialPost(input: $input) { post { audience } } }';
    const created = await post(author, { text: 'first friends only' });
    const refused = await gql(UPDATE, { input: { postId: created.id, audience: 'public' } }, author);
    expect(refused.code).toBe('BAD_USER_INPUT');
    expect(refused.message).toContain('Your profile is friends only');
    expect((await node(created.id, author))!.text).toBe('first friends only');

    await setProfile(author, { visibility: 'public' });
    expect(await node(created.id, stranger)).toBeNull();
    expect((await ok(UPDATE, { input: { postId: created.id, audience: 'public' } }, author)).updateSocialPost.post.audience).toBe('public');
    expect(await node(created.id, stranger)).not.toBeNull();
    expect(await node(created.id, null)).not.toBeNull();
    expect(profilePostIds(await profileOf(author, stranger))).toEqual([created.id]);
    expect((await gql(UPDATE, { input: { postId: created.id, audience: 'friends' } }, stranger)).code).toBe('NOT_FOUND');

    await ok(UPDATE, { input: { postId: created.id, audience: 'friends' } }, author);
    expect(await node(created.id, stranger)).toBeNull();
    expect(profilePostIds(await profileOf(author, stranger))).toEqual([]);
  });
});

describe('hourly limits from the settings', () => {
  it('answers 429 RATE_LIMITED in the product words for posts, comments and friend requests past SOCIAL_*_PER_HOUR', async () => {
    const limited = await startTestServer({ SOCIAL_POSTS_PER_HOUR: '2', SOCIAL_COMMENTS_PER_HOUR: '2', SOCIAL_FRIEND_REQUESTS_PER_HOUR: '2' });
    try {
      const kit = socialKit(() => limited);
      const make = () => kit.person();
      const call = (query: string, input: Record<string, unknown>, user: TestUser) => kit.gql(query, { input }, user);
      const user = await make();
      const CREATE_ID = 'mutation ($input: CreateSocialPostInput!) { createSocialPost(input: $input) { post { id } } }';
      const first = await call(CREATE_ID, { text: 'one' }, user);
      await call(CREATE_ID, { text: 'two' }, user);
      expect(await call(CREATE_ID, { text: 'three' }, user)).toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
        message: 'You can share up to 2 posts an hour. Try again later.',
      });

      const postId = first.data!.createSocialPost.post.id as string;
      const COMMENT = 'mutation ($input: AddSocialCommentInput!) { addSocialComment(input: $input) { comment { id } } }';
      await call(COMMENT, { postId, text: 'a' }, user);
      await call(COMMENT, { postId, text: 'b' }, user);
      expect(await call(COMMENT, { postId, text: 'c' }, user)).toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
        message: 'You can write up to 2 comments an hour. Try again later.',
      });
      const comments = await limited.graphql<Data>('query ($id: ID!) { node(id: $id) { ... on SocialPost { commentCount } } }', { id: postId }, user.token);
      expect(comments.data!.node.commentCount).toBe(2);

      const REQUEST = 'mutation ($input: SocialUserInput!) { sendFriendRequest(input: $input) { userId } }';
      for (let index = 0; index < 2; index++) expect((await call(REQUEST, { userId: (await make()).id }, user)).code).toBeUndefined();
      expect(await call(REQUEST, { userId: (await make()).id }, user)).toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
        message: 'You can send up to 2 friend requests an hour. Try again later.',
      });
    } finally {
      await limited.close();
    }
  });
});

describe('admins hide reported posts and comments', () => {
  const REPORT = 'mutation ($input: ReportAiContentInput!) { reportAiContent(input: $input) { report { id content contentType } } }';
  const REPORTS = '{ aiContentReports(first: 50) { edges { node { id contentType reportedContentId isContentHidden } } } }';
  const HIDE = 'mutation ($input: HideReportedSocialContentInput!) { hideReportedSocialContent(input: $input) { report { id isContentHidden } } }';

  it('lists social reports for admins; a hidden post or comment leaves every read path but its author’s, audited', async () => {
    const author = await person();
    const friend = await person();
    const stranger = await person();
    await befriend(author, friend);
    await setProfile(author, { visibility: 'public' });
    const reported = await post(author, { text: 'buy my pills', audience: 'public' });
    const friendsOnly = await post(author, { text: 'friends only' });
    const COMMENT = 'mutation ($input: AddSocialCommentInput!) { addSocialComment(input: $input) { comment { id } } }';
    const badComment = (await ok(COMMENT, { input: { postId: friendsOnly.id, text: 'rude words' } }, friend)).addSocialComment.comment.id as string;

    // The report carries the stored text, whatever the client sent; content the reporter cannot read is not found.
    const postReport = (await ok(REPORT, { input: { reason: 'spam', contentType: 'social_post', contentId: reported.id, content: 'forged' } }, stranger))
      .reportAiContent.report;
    expect(postReport).toMatchObject({ content: 'buy my pills', contentType: 'social_post' });
    expect((await gql(REPORT, { input: { reason: 'spam', contentType: 'social_post', contentId: friendsOnly.id } }, stranger)).code).toBe('NOT_FOUND');
    expect((await gql(REPORT, { input: { reason: 'spam', contentType: 'social_post', contentId: badComment } }, stranger)).code).toBe('BAD_USER_INPUT');
    const commentReport = (await ok(REPORT, { input: { reason: 'inappropriate', contentType: 'social_comment', contentId: badComment } }, author))
      .reportAiContent.report;

    const listed = (await ok(REPORTS, {}, admin)).aiContentReports.edges.map((edge: { node: Data }) => edge.node);
    expect(listed).toEqual(
      expect.arrayContaining([
        { id: postReport.id, contentType: 'social_post', reportedContentId: reported.id, isContentHidden: false },
        { id: commentReport.id, contentType: 'social_comment', reportedContentId: badComment, isContentHidden: false },
      ]),
    );
    expect((await gql(HIDE, { input: { reportId: postReport.id } }, stranger)).code).toBe('FORBIDDEN');
    expect((await gql(HIDE, { input: { reportId: postReport.id } }, author)).code).toBe('FORBIDDEN');

    expect((await ok(HIDE, { input: { reportId: postReport.id } }, admin)).hideReportedSocialContent.report.isContentHidden).toBe(true);
    for (const viewer of [friend, stranger, null]) {
      expect(await node(reported.id, viewer)).toBeNull();
      expect(profilePostIds(await profileOf(author, viewer))).not.toContain(reported.id);
    }
    expect(await feedIds(friend)).not.toContain(reported.id);
    expect(
      (await gql('mutation ($input: SocialPostIdInput!) { likeSocialPost(input: $input) { post { id } } }', { input: { postId: reported.id } }, friend)).code,
    ).toBe('NOT_FOUND');
    // Its author still sees it, marked as hidden by moderators.
    expect(await node(reported.id, author)).toMatchObject({ text: 'buy my pills', hiddenByModerators: true });
    expect(await feedIds(author)).toContain(reported.id);

    await ok(HIDE, { input: { reportId: commentReport.id } }, admin);
    expect(await node(badComment, author)).toBeNull();
    expect((await node(friendsOnly.id, author))!.commentCount).toBe(0);
    expect(await node(badComment, friend)).toMatchObject({ text: 'rude words', hiddenByModerators: true });

    const audit = await ok('{ adminAuditEvents(first: 20) { edges { node { action summary targetEmail } } } }', {}, admin);
    const actions = (audit.adminAuditEvents.edges as { node: Data }[]).map((edge) => edge.node);
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'social_content_hidden', summary: 'Hid a social post', targetEmail: author.email }),
        expect.objectContaining({ action: 'social_content_hidden', summary: 'Hid a social comment', targetEmail: friend.email }),
      ]),
    );

    // Showing it again brings it back for everyone allowed.
    await ok(HIDE, { input: { reportId: postReport.id, hidden: false } }, admin);
    expect(await node(reported.id, stranger)).toMatchObject({ hiddenByModerators: false });
    // An AI report cannot be "hidden".
    const aiReport = (await ok(REPORT, { input: { reason: 'spam', content: 'an assistant answer' } }, stranger)).reportAiContent.report;
    expect((await gql(HIDE, { input: { reportId: aiReport.id } }, admin)).code).toBe('BAD_USER_INPUT');
  });
});
