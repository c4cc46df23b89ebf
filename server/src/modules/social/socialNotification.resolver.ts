import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Int, InputType, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { ConnectionArgs, connectionType, pageWindow, toConnection } from '../../graphql/connection.js';
import { idOf } from '../../graphql/globalId.js';
import { registerNodeType } from '../../graphql/node.js';
import { Viewer } from '../users/viewer.type.js';
import * as inbox from './socialNotification.service.js';
import { serviceDeps } from '../../serviceDeps.js';
import { SocialNotificationView } from './socialNotification.type.js';

const PAGE_SIZE = 20;

export const SocialNotificationConnection = connectionType(SocialNotificationView, 'SocialNotification');

registerNodeType('SocialNotification', async (ctx, id) => {
  if (!ctx.viewer) return null;
  const [rows] = await inbox.listNotifications(serviceDeps(ctx), ctx.viewer, { offset: 0, limit: 1 }, id);
  return rows[0] ? new SocialNotificationView(rows[0]) : null;
});

@InputType()
class MarkSocialNotificationReadInput {
  @Field(() => ID) notificationId!: string;
}

@InputType()
class MarkAllSocialNotificationsReadInput {
  @Field(() => Date, { nullable: true, description: 'Only those that arrived up to this time (default: now).' })
  before?: Date | null;
}

@ObjectType()
class MarkSocialNotificationReadPayload {
  @Field(() => SocialNotificationView) notification!: SocialNotificationView;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType()
class MarkAllSocialNotificationsReadPayload {
  @Field(() => Int, { description: 'How many were marked read.' }) markedCount!: number;
  @Field(() => Viewer) viewer!: Viewer;
}

@Resolver()
export class SocialNotificationResolver {
  @Authorized()
  @Mutation(() => MarkSocialNotificationReadPayload)
  async markSocialNotificationRead(
    @Arg('input', () => MarkSocialNotificationReadInput) input: MarkSocialNotificationReadInput,
    @Ctx() ctx: Context,
  ): Promise<MarkSocialNotificationReadPayload> {
    const id = idOf('SocialNotification', input.notificationId, 'notificationId');
    await inbox.markRead(serviceDeps(ctx), ctx.viewer!, id);
    const [rows] = await inbox.listNotifications(serviceDeps(ctx), ctx.viewer!, { offset: 0, limit: 1 }, id);
    return { notification: new SocialNotificationView(rows[0]!), viewer: new Viewer(ctx.viewer!) };
  }

  @Authorized()
  @Mutation(() => MarkAllSocialNotificationsReadPayload)
  async markAllSocialNotificationsRead(
    @Arg('input', () => MarkAllSocialNotificationsReadInput) input: MarkAllSocialNotificationsReadInput,
    @Ctx() ctx: Context,
  ): Promise<MarkAllSocialNotificationsReadPayload> {
    const markedCount = await inbox.markAllRead(serviceDeps(ctx), ctx.viewer!, input.before ?? null);
    return { markedCount, viewer: new Viewer(ctx.viewer!) };
  }
}

@Resolver(() => Viewer)
export class SocialNotificationViewerResolver {
  @FieldResolver(() => SocialNotificationConnection, { description: 'Friend requests, reactions, comments and challenge invites, newest first.' })
  async socialNotifications(@Root() viewer: Viewer, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    const window = pageWindow(args, PAGE_SIZE);
    const [rows, total] = await inbox.listNotifications(serviceDeps(ctx), viewer.user, window);
    return toConnection(
      rows.map((row) => new SocialNotificationView(row)),
      total,
      window,
    );
  }

  @FieldResolver(() => Int)
  async unreadSocialNotificationCount(@Root() viewer: Viewer, @Ctx() ctx: Context): Promise<number> {
    return inbox.unreadCount(serviceDeps(ctx), viewer.user);
  }
}
