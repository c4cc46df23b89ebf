import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { ConnectionArgs, connectionType, MAX_PAGE_SIZE, pageWindow, toConnection } from '../../graphql/connection.js';
import type { Context } from '../../context.js';
import { badInput } from '../../graphql/errors.js';
import { idOf, isUuid, parseGlobalId, toGlobalId } from '../../graphql/globalId.js';
import { registerNodeType } from '../../graphql/node.js';
import { serviceDeps } from '../../serviceDeps.js';
import type { User } from '../users/user.entity.js';
import { Viewer } from '../users/viewer.type.js';
import {
  AddSocialCommentInput,
  CreateSocialPostInput,
  DeleteSocialCommentInput,
  SocialPostIdInput,
  SocialUserInput,
  UpdateSocialPostInput,
  UpdateSocialProfileInput,
} from './social.input.js';
import * as social from './social.service.js';
import { SocialCommentView, SocialPostConnection, SocialPostView, SocialProfileView } from './social.type.js';

export const FEED_PAGE_SIZE = 20;
const LIST_PAGE_SIZE = 50;

export const SocialProfileConnection = connectionType(SocialProfileView, 'SocialProfile');
export const SocialCommentConnection = connectionType(SocialCommentView, 'SocialComment');

registerNodeType('SocialProfile', async (ctx, id) => {
  const profile = await social.getProfile(serviceDeps(ctx), ctx.viewerRecord?.id ?? null, id);
  return profile && new SocialProfileView(profile);
});
registerNodeType('SocialPost', async (ctx, id) => {
  const post = await social.getPost(serviceDeps(ctx), ctx.viewerRecord?.id ?? null, id);
  return post && new SocialPostView(post, ctx.viewerRecord?.id ?? null);
});
registerNodeType('SocialComment', async (ctx, id) => {
  const comment = await social.getComment(serviceDeps(ctx), ctx.viewerRecord?.id ?? null, id);
  return comment && new SocialCommentView(comment, ctx.viewerRecord?.id ?? null);
});

export const feedCursor = (post: { createdAt: Date; id: string }) => Buffer.from(`${post.createdAt.toISOString()}|${post.id}`).toString('base64url');

export function parseFeedCursor(after: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(after, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== at) {
    throw badInput("'after' is not a valid cursor.", [{ field: 'after', message: 'Invalid cursor' }]);
  }
  return { createdAt, id };
}

/** A person is named by a raw user id, a User id or a SocialProfile id (both wrap the user's uuid). */
function personId(value: string): string {
  const parsed = isUuid(value) ? { type: 'User', id: value } : parseGlobalId(value);
  if (!parsed || !['User', 'SocialProfile'].includes(parsed.type) || !isUuid(parsed.id)) {
    throw badInput("'userId' is not a valid person id.", [{ field: 'userId', message: 'Invalid id' }]);
  }
  return parsed.id;
}

/** A page of posts newest first, keyset-paged on (createdAt, id) so posts written meanwhile never shift later pages. */
export async function keysetPostConnection(
  args: ConnectionArgs,
  viewerId: string | null,
  load: (limit: number, before: { createdAt: Date; id: string } | null) => Promise<social.PostRow[]>,
): Promise<SocialPostConnection> {
  const first = args.first ?? FEED_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw badInput(`'first' must be from 1 to ${MAX_PAGE_SIZE}.`, [{ field: 'first', message: 'Out of range' }]);
  }
  const posts = await load(first + 1, args.after ? parseFeedCursor(args.after) : null);
  const edges = posts.slice(0, first).map((post) => ({ cursor: feedCursor(post), node: new SocialPostView(post, viewerId) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: posts.length > first,
      hasPreviousPage: Boolean(args.after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

async function ownProfile(ctx: Context, user: User): Promise<SocialProfileView> {
  return new SocialProfileView((await social.getProfile(serviceDeps(ctx), user.id, user.id))!);
}

@ObjectType()
class SocialProfilePayload {
  @Field(() => SocialProfileView, { nullable: true, description: 'The person as you now see them; null once blocked.' })
  profile!: SocialProfileView | null;

  @Field(() => ID) userId!: string;
}

@ObjectType()
class SocialPostPayload {
  @Field(() => SocialPostView) post!: SocialPostView;
}

@ObjectType()
class DeleteSocialPostPayload {
  @Field(() => ID) deletedPostId!: string;
}

@ObjectType()
class SocialCommentPayload {
  @Field(() => SocialCommentView) comment!: SocialCommentView;
  @Field(() => SocialPostView) post!: SocialPostView;
}

@ObjectType()
class DeleteSocialCommentPayload {
  @Field(() => ID) deletedCommentId!: string;
  @Field(() => SocialPostView, { nullable: true }) post!: SocialPostView | null;
}

async function postPayload(ctx: Context, postId: string): Promise<SocialPostView> {
  const post = await social.getPost(serviceDeps(ctx), ctx.viewer!.id, postId);
  return new SocialPostView(post!, ctx.viewer!.id);
}

@Resolver()
export class SocialResolver {
  @Query(() => SocialProfileView, { nullable: true, description: 'A social profile, if you may see it.' })
  async socialProfile(@Arg('userId', () => ID) userId: string, @Ctx() ctx: Context): Promise<SocialProfileView | null> {
    const profile = await social.getProfile(serviceDeps(ctx), ctx.viewer?.id ?? null, personId(userId));
    return profile && new SocialProfileView(profile);
  }

  @Authorized()
  @Query(() => [SocialProfileView], { description: 'People by display name or exact email (at most 20).' })
  async searchPeople(@Arg('query', () => String) query: string, @Ctx() ctx: Context): Promise<SocialProfileView[]> {
    return (await social.searchPeople(serviceDeps(ctx), ctx.viewer!, query)).map((row) => new SocialProfileView(row));
  }

  @Authorized()
  @Mutation(() => SocialProfilePayload, { description: 'Your display name, bio and who may see your profile.' })
  async updateSocialProfile(@Arg('input', () => UpdateSocialProfileInput) input: UpdateSocialProfileInput, @Ctx() ctx: Context): Promise<SocialProfilePayload> {
    await social.updateProfile(serviceDeps(ctx), ctx.viewer!, input);
    return { profile: await ownProfile(ctx, ctx.viewer!), userId: ctx.viewer!.id };
  }

  private async relationPayload(ctx: Context, userId: string): Promise<SocialProfilePayload> {
    const profile = await social.getProfile(serviceDeps(ctx), ctx.viewer!.id, userId);
    return { profile: profile && new SocialProfileView(profile), userId };
  }

  @Authorized()
  @Mutation(() => SocialProfilePayload, { description: 'Asks to be friends; if they already asked you, you become friends.' })
  async sendFriendRequest(@Arg('input', () => SocialUserInput) input: SocialUserInput, @Ctx() ctx: Context) {
    const userId = personId(input.userId);
    await social.sendFriendRequest(serviceDeps(ctx), ctx.viewer!, userId);
    return this.relationPayload(ctx, userId);
  }

  @Authorized()
  @Mutation(() => SocialProfilePayload)
  async acceptFriendRequest(@Arg('input', () => SocialUserInput) input: SocialUserInput, @Ctx() ctx: Context) {
    const userId = personId(input.userId);
    await social.acceptFriendRequest(serviceDeps(ctx), ctx.viewer!, userId);
    return this.relationPayload(ctx, userId);
  }

  @Authorized()
  @Mutation(() => SocialProfilePayload)
  async declineFriendRequest(@Arg('input', () => SocialUserInput) input: SocialUserInput, @Ctx() ctx: Context) {
    const userId = personId(input.userId);
    await social.endFriendship(serviceDeps(ctx), ctx.viewer!, userId, 'decline');
    return this.relationPayload(ctx, userId);
  }

  @Authorized()
  @Mutation(() => SocialProfilePayload)
  async cancelFriendRequest(@Arg('input', () => SocialUserInput) input: SocialUserInput, @Ctx() ctx: Context) {
    const userId = personId(input.userId);
    await social.endFriendship(serviceDeps(ctx), ctx.viewer!, userId, 'cancel');
    return this.relationPayload(ctx, userId);
  }

  @Authorized()
  @Mutation(() => SocialProfilePayload)
  async removeFriend(@Arg('input', () => SocialUserInput) input: SocialUserInput, @Ctx() ctx: Context) {
    const userId = personId(input.userId);
    await social.endFriendship(serviceDeps(ctx), ctx.viewer!, userId, 'remove');
    return this.relationPayload(ctx, userId);
  }

  @Authorized()
  @Mutation(() => SocialProfilePayload, { description: 'Ends any friendship; neither of you can find, see or contact the other.' })
  async blockUser(@Arg('input', () => SocialUserInput) input: SocialUserInput, @Ctx() ctx: Context) {
    const userId = personId(input.userId);
    await social.blockUser(serviceDeps(ctx), ctx.viewer!, userId);
    return this.relationPayload(ctx, userId);
  }

  @Authorized()
  @Mutation(() => SocialProfilePayload)
  async unblockUser(@Arg('input', () => SocialUserInput) input: SocialUserInput, @Ctx() ctx: Context) {
    const userId = personId(input.userId);
    await social.unblockUser(serviceDeps(ctx), ctx.viewer!, userId);
    return this.relationPayload(ctx, userId);
  }

  @Authorized()
  @Mutation(() => SocialPostPayload, { description: 'Shares a post (RATE_LIMITED after 20 in an hour).' })
  async createSocialPost(@Arg('input', () => CreateSocialPostInput) input: CreateSocialPostInput, @Ctx() ctx: Context): Promise<SocialPostPayload> {
    const postId = await social.createPost(serviceDeps(ctx), ctx.viewer!, input);
    return { post: await postPayload(ctx, postId) };
  }

  @Authorized()
  @Mutation(() => SocialPostPayload)
  async updateSocialPost(@Arg('input', () => UpdateSocialPostInput) input: UpdateSocialPostInput, @Ctx() ctx: Context): Promise<SocialPostPayload> {
    const postId = idOf('SocialPost', input.postId, 'postId');
    await social.updatePost(serviceDeps(ctx), ctx.viewer!, { ...input, postId });
    return { post: await postPayload(ctx, postId) };
  }

  @Authorized()
  @Mutation(() => DeleteSocialPostPayload)
  async deleteSocialPost(@Arg('input', () => SocialPostIdInput) input: SocialPostIdInput, @Ctx() ctx: Context): Promise<DeleteSocialPostPayload> {
    const postId = idOf('SocialPost', input.postId, 'postId');
    await social.deletePost(serviceDeps(ctx), ctx.viewer!, postId);
    return { deletedPostId: toGlobalId('SocialPost', postId) };
  }

  @Authorized()
  @Mutation(() => SocialPostPayload)
  async likeSocialPost(@Arg('input', () => SocialPostIdInput) input: SocialPostIdInput, @Ctx() ctx: Context): Promise<SocialPostPayload> {
    const postId = idOf('SocialPost', input.postId, 'postId');
    await social.setLike(serviceDeps(ctx), ctx.viewer!, postId, true);
    return { post: await postPayload(ctx, postId) };
  }

  @Authorized()
  @Mutation(() => SocialPostPayload)
  async unlikeSocialPost(@Arg('input', () => SocialPostIdInput) input: SocialPostIdInput, @Ctx() ctx: Context): Promise<SocialPostPayload> {
    const postId = idOf('SocialPost', input.postId, 'postId');
    await social.setLike(serviceDeps(ctx), ctx.viewer!, postId, false);
    return { post: await postPayload(ctx, postId) };
  }

  @Authorized()
  @Mutation(() => SocialCommentPayload)
  async addSocialComment(@Arg('input', () => AddSocialCommentInput) input: AddSocialCommentInput, @Ctx() ctx: Context): Promise<SocialCommentPayload> {
    const postId = idOf('SocialPost', input.postId, 'postId');
    const commentId = await social.addComment(serviceDeps(ctx), ctx.viewer!, { postId, text: input.text });
    const comment = await social.getComment(serviceDeps(ctx), ctx.viewer!.id, commentId);
    return { comment: new SocialCommentView(comment!, ctx.viewer!.id), post: await postPayload(ctx, postId) };
  }

  @Authorized()
  @Mutation(() => DeleteSocialCommentPayload, { description: 'Your own comment, or any comment on your post.' })
  async deleteSocialComment(
    @Arg('input', () => DeleteSocialCommentInput) input: DeleteSocialCommentInput,
    @Ctx() ctx: Context,
  ): Promise<DeleteSocialCommentPayload> {
    const commentId = idOf('SocialComment', input.commentId, 'commentId');
    const postId = await social.deleteComment(serviceDeps(ctx), ctx.viewer!, commentId);
    const post = await social.getPost(serviceDeps(ctx), ctx.viewer!.id, postId);
    return { deletedCommentId: toGlobalId('SocialComment', commentId), post: post && new SocialPostView(post, ctx.viewer!.id) };
  }
}

@Resolver(() => SocialPostView)
export class SocialPostFieldsResolver {
  @FieldResolver(() => SocialCommentConnection, { description: 'Oldest first.' })
  async comments(@Root() post: SocialPostView, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    const window = pageWindow(args, LIST_PAGE_SIZE);
    const [rows, total] = await social.listComments(serviceDeps(ctx), ctx.viewer?.id ?? null, post.row.id, window);
    return toConnection(
      rows.map((row) => new SocialCommentView(row, ctx.viewer?.id ?? null)),
      total,
      window,
    );
  }
}

@Resolver(() => Viewer)
export class SocialViewerResolver {
  @FieldResolver(() => SocialProfileView)
  async socialProfile(@Root() viewer: Viewer, @Ctx() ctx: Context): Promise<SocialProfileView> {
    return ownProfile(ctx, viewer.user);
  }

  @FieldResolver(() => SocialPostConnection, { description: "Your and your friends' posts, newest first." })
  async socialFeed(@Root() viewer: Viewer, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context): Promise<SocialPostConnection> {
    return keysetPostConnection(args, viewer.record.id, (limit, before) => social.feed(serviceDeps(ctx), viewer.record, limit, before));
  }

  private async relations(viewer: Viewer, args: ConnectionArgs, ctx: Context, kind: 'friends' | 'incoming' | 'outgoing') {
    const window = pageWindow(args, LIST_PAGE_SIZE);
    const [rows, total] = await social.listRelations(serviceDeps(ctx), viewer.user, kind, window);
    return toConnection(
      rows.map((row) => new SocialProfileView(row)),
      total,
      window,
    );
  }

  @FieldResolver(() => SocialProfileConnection)
  async friends(@Root() viewer: Viewer, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    return this.relations(viewer, args, ctx, 'friends');
  }

  @FieldResolver(() => SocialProfileConnection)
  async incomingFriendRequests(@Root() viewer: Viewer, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    return this.relations(viewer, args, ctx, 'incoming');
  }

  @FieldResolver(() => SocialProfileConnection)
  async outgoingFriendRequests(@Root() viewer: Viewer, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    return this.relations(viewer, args, ctx, 'outgoing');
  }

  @FieldResolver(() => [SocialProfileView], { description: 'People you blocked.' })
  async blockedPeople(@Root() viewer: Viewer, @Ctx() ctx: Context): Promise<SocialProfileView[]> {
    return (await social.listBlocked(serviceDeps(ctx), viewer.user)).map((row) => new SocialProfileView(row));
  }
}
