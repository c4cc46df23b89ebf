import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../../db/orm.js';
import { createLogger } from '../../../logger.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import type { PushReceiver, ReceiverMode } from '../../../test/pushReceiver.js';
import type { TestServer } from '../../../test/testServer.js';
import { runDueReminders, type ReminderRunSummary } from '../dailyReminders.js';

export interface ReminderUser extends TestUser {
  subscriptionId: string;
}

/**
 * A user with one device on the receiver and a daily reminder. Its settings are dated long ago, as if saved before
 * the (past) days the tests replay; settings saved after a day's reminder time only apply from the next day.
 */
export async function reminderUser(
  server: TestServer,
  receiver: PushReceiver,
  { timezone, reminderTime = '20:00', mode }: { timezone: string; reminderTime?: string; mode?: ReceiverMode },
): Promise<ReminderUser> {
  const user = await createUser(server);
  const subscription = receiver.subscribe(mode);
  const response = await server.rest('POST', '/notifications/register-token', {
    token: user.token,
    body: { pushToken: JSON.parse(subscription.json), dailyReminders: true, reminderTime, timezone },
  });
  if (response.status !== 200) throw new Error(`register-token failed: ${JSON.stringify(response.body)}`);
  await server.orm.em.fork().execute(`update reminder_settings set updated_at = '2026-01-01T00:00:00Z' where user_id = ?`, [await internalId(server, user)]);
  return { ...user, subscriptionId: subscription.id };
}

export async function internalId(server: TestServer, user: TestUser): Promise<string> {
  const rows = await server.orm.em.fork().execute<{ id: string }[]>('select id from users where email = ?', [user.email]);
  return rows[0]!.id;
}

/** Turns off the reminders of users from earlier tests, so each test sees only its own. */
export async function retire(server: TestServer, users: readonly TestUser[]): Promise<void> {
  if (users.length === 0) return;
  await server.orm.em
    .fork()
    .execute(`update reminder_settings set daily_reminders = false where user_id in (select id from users where email in (?))`, [
      users.map((user) => user.email),
    ]);
}

/** One scan, as an app process runs it, at a given instant. */
export function runAt(orm: MikroORM, server: TestServer, receiver: PushReceiver, at: string | Date): Promise<ReminderRunSummary> {
  return runDueReminders({
    em: orm.em.fork(),
    config: server.config,
    logger: createLogger('silent'),
    clock: { now: () => new Date(at) },
    agent: receiver.agent,
  });
}

/** A second, independent app process's database access (its own connection pool). */
export function openSecondProcessOrm(databaseUrl: string): Promise<MikroORM> {
  return MikroORM.init(ormOptions(databaseUrl));
}
