import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context.js';
import { serviceDeps } from '../../serviceDeps.js';
import { Viewer } from '../users/viewer.type.js';
import { RegisterPushTokenInput, UnregisterPushTokenInput, UpdateReminderSettingsInput } from './notifications.input.js';
import * as notifications from './notifications.service.js';
import { RegisterPushTokenPayload, ReminderSettingsView, SendTestNotificationPayload, UnregisterPushTokenPayload } from './notifications.type.js';
import { vapidKeys } from './vapidKeys.js';

@Resolver()
export class NotificationsResolver {
  @Query(() => String, { description: "The installation's VAPID public key, for PushManager.subscribe's applicationServerKey." })
  async pushPublicKey(@Ctx() ctx: Context): Promise<string> {
    return (await vapidKeys(ctx.em, ctx.config.push)).publicKey;
  }

  @Authorized()
  @Mutation(() => RegisterPushTokenPayload, { description: 'Registers this browser for notifications and sets the daily reminder.' })
  async registerPushToken(@Arg('input', () => RegisterPushTokenInput) input: RegisterPushTokenInput, @Ctx() ctx: Context): Promise<RegisterPushTokenPayload> {
    const reminderSettings = await notifications.registerPushToken(serviceDeps(ctx), ctx.viewer!, input, { sessionId: ctx.sessionId });
    return { reminderSettings, viewer: new Viewer(ctx.viewer!) };
  }

  @Authorized()
  @Mutation(() => RegisterPushTokenPayload, { description: "Sets the daily reminder for all of the viewer's devices." })
  async updateReminderSettings(
    @Arg('input', () => UpdateReminderSettingsInput) input: UpdateReminderSettingsInput,
    @Ctx() ctx: Context,
  ): Promise<RegisterPushTokenPayload> {
    const reminderSettings = await notifications.updateReminderSettings({ em: ctx.em }, ctx.viewer!, input);
    return { reminderSettings, viewer: new Viewer(ctx.viewer!) };
  }

  @Authorized()
  @Mutation(() => UnregisterPushTokenPayload, { description: 'Stops notifications to this browser.' })
  async unregisterPushToken(
    @Arg('input', () => UnregisterPushTokenInput) input: UnregisterPushTokenInput,
    @Ctx() ctx: Context,
  ): Promise<UnregisterPushTokenPayload> {
    const removed = await notifications.unregisterPushToken({ em: ctx.em }, ctx.viewer!, input.pushToken);
    return { removed, viewer: new Viewer(ctx.viewer!) };
  }

  @Authorized()
  @Mutation(() => SendTestNotificationPayload, { description: "Sends a test notification to each of the viewer's devices." })
  sendTestNotification(@Ctx() ctx: Context): Promise<SendTestNotificationPayload> {
    return notifications.sendTestNotification(serviceDeps(ctx), ctx.viewer!);
  }
}

@Resolver(() => Viewer)
export class NotificationsViewerResolver {
  @FieldResolver(() => ReminderSettingsView, { description: 'The daily reminder (off, 20:00 in your time zone until set).' })
  reminderSettings(@Root() viewer: Viewer, @Ctx() ctx: Context): Promise<ReminderSettingsView> {
    return notifications.reminderSettingsOf(ctx.em, viewer.user);
  }
}
