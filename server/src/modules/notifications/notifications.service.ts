import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../graphql/errors.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import type { User } from '../users/user.entity.js';
import type { RegisterPushTokenInput, UpdateReminderSettingsInput } from './notifications.input.js';
import type { ReminderSettingsView } from './notifications.type.js';
import { PushSubscription } from './pushSubscription.entity.js';
import { parsePushSubscription } from './pushSubscriptionJson.js';
import { sendPush, type PushDeps } from './pushSender.js';
import { ReminderSettings } from './reminderSettings.entity.js';
import { assertReminderTime, assertTimeZone, DEFAULT_REMINDER_TIME } from './reminderTime.js';

/**
 * Registers this browser for push (a user may have several) and stores the user's reminder settings. A browser
 * already registered, by this user or another, moves to this user and session (`sessionId`: the session this device
 * is signed in with; logging out deletes its subscription).
 */
export async function registerPushToken(
  deps: Pick<ServiceDeps, 'em'>,
  viewer: User,
  input: RegisterPushTokenInput,
  { sessionId }: { sessionId: string | null },
): Promise<ReminderSettingsView> {
  const subscription = parsePushSubscription(input.pushToken);
  const stored = await deps.em.findOne(ReminderSettings, { user: viewer.id });
  const settings = {
    dailyReminders: input.dailyReminders ?? stored?.dailyReminders ?? true,
    reminderTime: assertReminderTime(input.reminderTime ?? stored?.reminderTime ?? DEFAULT_REMINDER_TIME),
    timezone: assertTimeZone(input.timezone ?? stored?.timezone ?? viewer.timezone),
  };
  await deps.em.execute(
    `insert into push_subscriptions (id, user_id, session_id, endpoint, p256dh, auth, created_at, updated_at)
     values (gen_random_uuid(), ?, ?, ?, ?, ?, now(), now())
     on conflict (endpoint) do update set user_id = excluded.user_id, session_id = excluded.session_id,
       p256dh = excluded.p256dh, auth = excluded.auth, updated_at = now()`,
    [viewer.id, sessionId, subscription.endpoint, subscription.p256dh, subscription.auth],
    'run',
  );
  return saveReminderSettings(deps.em, viewer, settings);
}

/** Sets the daily reminder for all of the viewer's devices. */
export async function updateReminderSettings(deps: Pick<ServiceDeps, 'em'>, viewer: User, input: UpdateReminderSettingsInput): Promise<ReminderSettingsView> {
  return saveReminderSettings(deps.em, viewer, {
    dailyReminders: input.dailyReminders,
    reminderTime: assertReminderTime(input.reminderTime),
    timezone: assertTimeZone(input.timezone),
  });
}

async function saveReminderSettings(
  em: EntityManager,
  viewer: User,
  settings: { dailyReminders: boolean; reminderTime: string; timezone: string },
): Promise<ReminderSettingsView> {
  // updated_at moves only on a real change: re-registering at every app start must not postpone today's reminder.
  await em.execute(
    `insert into reminder_settings (user_id, daily_reminders, reminder_time, timezone, updated_at) values (?, ?, ?, ?, now())
     on conflict (user_id) do update set daily_reminders = excluded.daily_reminders, reminder_time = excluded.reminder_time,
       timezone = excluded.timezone,
       updated_at = case when (reminder_settings.daily_reminders, reminder_settings.reminder_time, reminder_settings.timezone)
         is distinct from (excluded.daily_reminders, excluded.reminder_time, excluded.timezone) then now() else reminder_settings.updated_at end`,
    [viewer.id, settings.dailyReminders, settings.reminderTime, settings.timezone],
    'run',
  );
  return { ...settings, deviceCount: await em.count(PushSubscription, { user: viewer.id }) };
}

/** Forgets this browser for the viewer (another user's registration of it is left alone). */
export async function unregisterPushToken(deps: Pick<ServiceDeps, 'em'>, viewer: User, pushToken: string): Promise<boolean> {
  const endpoint = pushToken.trim().startsWith('{') ? parsePushSubscription(pushToken).endpoint : pushToken.trim();
  const removed = await deps.em.nativeDelete(PushSubscription, { endpoint, user: viewer.id });
  return removed > 0;
}

export async function reminderSettingsOf(em: EntityManager, viewer: User): Promise<ReminderSettingsView> {
  const [settings, deviceCount] = await Promise.all([em.findOne(ReminderSettings, { user: viewer.id }), em.count(PushSubscription, { user: viewer.id })]);
  return {
    dailyReminders: settings?.dailyReminders ?? false,
    reminderTime: settings?.reminderTime ?? DEFAULT_REMINDER_TIME,
    timezone: settings?.timezone ?? viewer.timezone,
    deviceCount,
  };
}

/** Sends "this is what a reminder looks like" to each of the viewer's devices now. */
export async function sendTestNotification(deps: PushDeps, viewer: User): Promise<{ devices: number; delivered: number }> {
  const devices = await deps.em.find(PushSubscription, { user: viewer.id });
  if (devices.length === 0) throw badInput('No device is registered for notifications yet. Turn reminders on in this browser first.');
  const outcomes = await sendPush(
    deps,
    devices,
    {
      title: 'Nutri reminders are on',
      body: 'This is how your daily reminder will look. Tap it to open your food log.',
      url: '/food-log',
      tag: 'test-notification',
    },
    { ttlSeconds: 60 },
  );
  return { devices: devices.length, delivered: outcomes.filter((outcome) => outcome === 'delivered').length };
}
