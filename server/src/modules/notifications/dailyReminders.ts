import type { EntityManager } from '@mikro-orm/postgresql';
import { MealType } from '../food/mealType.js';
import { nutritionTargets } from '../users/nutritionTargets.js';
import { targetProfileOf } from '../users/profile.service.js';
import { User } from '../users/user.entity.js';
import { PushSubscription } from './pushSubscription.entity.js';
import { sendPush, type PushDeps, type PushTarget } from './pushSender.js';
import { reminderMessage, type ReminderMessage } from './reminderMessage.js';
import type { ServiceDeps } from '../../serviceDeps.js';

export type ReminderDeps = PushDeps & Pick<ServiceDeps, 'clock'>;

export interface ReminderRunSummary {
  /** Reminders that became due in this run (one per user and local date, across all processes). */
  claimed: number;
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/** A reminder found this long after its time (the app was down) is still sent; later ones wait for tomorrow. */
const CATCH_UP_HOURS = 2;
const BATCH_SIZE = 200;
const MAX_ATTEMPTS = 5;
/** A claim older than this belongs to a process that died (pushes time out after 10 s, a batch takes seconds). */
const STALE_CLAIM_MINUTES = 10;

interface ClaimedReminder {
  id: string;
  user_id: string;
  local_date: string;
  attempts: number;
}

/**
 * Creates today's reminder row for every user whose reminder time has come in their own time zone. The unique
 * (user_id, local_date) key makes the INSERT succeed once per user and local day, whichever process runs it.
 * Local time is computed by PostgreSQL's time zone data, so daylight-saving days need no special case; settings
 * changed after today's time wait for tomorrow.
 */
async function claimDueReminders(em: EntityManager, now: Date): Promise<number> {
  const result = await em.execute(
    `with due as (
       select s.user_id, (?::timestamptz at time zone s.timezone)::date as local_date, s.timezone, s.reminder_time, s.updated_at
       from reminder_settings s
       where s.daily_reminders and exists (select 1 from push_subscriptions p where p.user_id = s.user_id)
     )
     insert into reminder_deliveries (id, user_id, local_date, status, attempts, next_attempt_at, created_at)
     select gen_random_uuid(), due.user_id, due.local_date, 'pending', 0, ?, ?
     from due
     where ((due.local_date + due.reminder_time::time) at time zone due.timezone) <= ?::timestamptz
       and ((due.local_date + due.reminder_time::time) at time zone due.timezone) > ?::timestamptz - make_interval(hours => ?)
       and due.updated_at <= ((due.local_date + due.reminder_time::time) at time zone due.timezone)
     on conflict (user_id, local_date) do nothing`,
    [now, now, now, now, now, CATCH_UP_HOURS],
    'run',
  );
  return (result as { affectedRows?: number }).affectedRows ?? 0;
}

/**
 * Settles the reminders of processes that died. A `claimed` reminder was never handed to a push service, so it is
 * tried again. A `sending` one may have been delivered before the process died and the push protocol cannot tell us,
 * so it is closed without resending: a user gets at most one reminder a day, and in that rare case maybe none.
 */
async function settleInterrupted(em: EntityManager, now: Date): Promise<void> {
  await em.execute(
    `update reminder_deliveries set
       status = case when status = 'claimed' then 'pending' else 'failed' end,
       outcome = case when status = 'claimed' then outcome else 'interrupted while sending' end,
       next_attempt_at = case when status = 'claimed' then ?::timestamptz else next_attempt_at end
     where status in ('claimed', 'sending') and claimed_at < ?::timestamptz - make_interval(mins => ?)`,
    [now, now, STALE_CLAIM_MINUTES],
    'run',
  );
}

/** Takes up to BATCH_SIZE pending reminders for this process; SKIP LOCKED lets other processes take the rest. */
async function takeBatch(em: EntityManager, now: Date): Promise<ClaimedReminder[]> {
  return em.execute<ClaimedReminder[]>(
    `update reminder_deliveries d set status = 'claimed', claimed_at = ?, attempts = d.attempts + 1
     where d.id in (
       select id from reminder_deliveries where status = 'pending' and next_attempt_at <= ?
       order by next_attempt_at limit ? for update skip locked)
     returning d.id, d.user_id, d.local_date::text as local_date, d.attempts`,
    [now, now, BATCH_SIZE],
  );
}

/**
 * Records, committed before any push leaves, that these reminders are being sent; only the rows still held by this
 * claim are returned (a claim settled by another process in the meantime is not sent here).
 */
async function markSending(em: EntityManager, ids: readonly string[], claimedAt: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await em.execute<{ id: string }[]>(
    `update reminder_deliveries set status = 'sending' where id = any(?::uuid[]) and status = 'claimed' and claimed_at = ? returning id`,
    [arrayLiteral(ids), claimedAt],
  );
  return new Set(rows.map((row) => row.id));
}

interface DayTotals {
  loggedMeals: Set<MealType>;
  calories: number;
}

/** What each reminder's user logged on its local date: one query for the whole batch. */
async function dayTotals(em: EntityManager, batch: readonly ClaimedReminder[]): Promise<Map<string, DayTotals>> {
  const rows = await em.execute<{ user_id: string; meal_type: MealType; calories: number }[]>(
    `select fl.user_id, i.meal_type, coalesce(sum((i.nutrients->>'energy_kcal')::float8), 0) as calories
     from food_logs fl
     join unnest(?::uuid[], ?::date[]) as wanted(user_id, local_date) on wanted.user_id = fl.user_id and wanted.local_date = fl.date
     join food_log_items i on i.food_log_id = fl.id
     group by fl.user_id, i.meal_type`,
    // Array literals: the driver would expand a JS array into a list of parameters. UUIDs and dates need no quoting.
    [`{${batch.map((reminder) => reminder.user_id).join(',')}}`, `{${batch.map((reminder) => reminder.local_date).join(',')}}`],
  );
  const totals = new Map<string, DayTotals>();
  for (const row of rows) {
    const day = totals.get(row.user_id) ?? { loggedMeals: new Set<MealType>(), calories: 0 };
    day.loggedMeals.add(row.meal_type);
    day.calories += Number(row.calories);
    totals.set(row.user_id, day);
  }
  return totals;
}

type Outcome = { status: 'sent' | 'skipped' | 'failed'; outcome: string | null } | { status: 'pending'; retryInMinutes: number };

const arrayLiteral = (values: readonly (string | number | null)[]) =>
  `{${values.map((value) => (value === null ? 'NULL' : `"${String(value).replace(/["\\]/g, '')}"`)).join(',')}}`;

/** Records how every reminder of a batch went, in one statement. */
async function finishBatch(em: EntityManager, results: ReadonlyArray<{ reminder: ClaimedReminder; result: Outcome }>, now: Date): Promise<void> {
  if (results.length === 0) return;
  const column = <T extends string | number | null>(pick: (result: Outcome) => T) => arrayLiteral(results.map(({ result }) => pick(result)));
  await em.execute(
    `update reminder_deliveries d set status = v.status, outcome = v.outcome,
       sent_at = case when v.status = 'sent' then ?::timestamptz else d.sent_at end,
       next_attempt_at = case when v.status = 'pending' then ?::timestamptz + make_interval(mins => v.retry) else d.next_attempt_at end
     from unnest(?::uuid[], ?::text[], ?::text[], ?::int[]) as v(id, status, outcome, retry)
     where d.id = v.id`,
    [
      now,
      now,
      arrayLiteral(results.map(({ reminder }) => reminder.id)),
      column((result) => result.status),
      column((result) => (result.status === 'pending' ? 'push service error' : result.outcome)),
      column((result) => (result.status === 'pending' ? result.retryInMinutes : 0)),
    ],
    'run',
  );
}

type Prepared = { reminder: ClaimedReminder } & ({ result: Outcome } | { message: ReminderMessage; devices: PushTarget[] });

async function deliverBatch(deps: ReminderDeps, batch: readonly ClaimedReminder[], now: Date, summary: ReminderRunSummary): Promise<void> {
  const userIds = [...new Set(batch.map((reminder) => reminder.user_id))];
  const [totals, users, subscriptions] = await Promise.all([
    dayTotals(deps.em, batch),
    deps.em.find(User, { id: { $in: userIds } }),
    deps.em.find(PushSubscription, { user: { $in: userIds } }, { fields: ['id', 'endpoint', 'p256dh', 'auth', 'user'] }),
  ]);
  const userById = new Map(users.map((user) => [user.id, user]));
  const devicesByUser = new Map<string, PushTarget[]>();
  for (const subscription of subscriptions) {
    const list = devicesByUser.get(subscription.user.id) ?? [];
    list.push(subscription);
    devicesByUser.set(subscription.user.id, list);
  }

  const prepared = batch.map((reminder) =>
    prepare(reminder, { user: userById.get(reminder.user_id), day: totals.get(reminder.user_id), devices: devicesByUser.get(reminder.user_id) ?? [] }),
  );
  const toSend = prepared.filter((entry) => 'message' in entry);
  const sending = await markSending(
    deps.em,
    toSend.map((entry) => entry.reminder.id),
    now,
  );

  // Each reminder settles on its own: one user's failing push service never holds up another's reminder.
  const results = await Promise.all(
    prepared
      .filter((entry) => !('message' in entry) || sending.has(entry.reminder.id))
      .map(async (entry) => {
        const result = 'message' in entry ? await push(deps, entry.reminder, entry.message, entry.devices) : entry.result;
        if (result.status === 'pending') summary.retried += 1;
        else summary[result.status] += 1;
        return { reminder: entry.reminder, result };
      }),
  );
  await finishBatch(deps.em, results, now);
}

/** What a reminder will say, or why none is sent. */
function prepare(reminder: ClaimedReminder, { user, day, devices }: { user: User | undefined; day: DayTotals | undefined; devices: PushTarget[] }): Prepared {
  if (!user) return { reminder, result: { status: 'skipped', outcome: 'account deleted' } };
  if (devices.length === 0) return { reminder, result: { status: 'skipped', outcome: 'no devices' } };
  const message = reminderMessage({
    loggedMeals: day?.loggedMeals ?? new Set(),
    caloriesLogged: day?.calories ?? 0,
    calorieTarget: nutritionTargets(targetProfileOf(user)).calories,
  });
  if (!message) return { reminder, result: { status: 'skipped', outcome: 'all meals logged' } };
  return { reminder, message, devices };
}

async function push(deps: ReminderDeps, reminder: ClaimedReminder, message: ReminderMessage, devices: PushTarget[]): Promise<Outcome> {
  let outcomes;
  try {
    outcomes = await sendPush(deps, devices, { ...message, date: reminder.local_date }, { ttlSeconds: deps.config.push.reminderTtlSeconds });
  } catch (error) {
    deps.logger.error({ err: error }, 'reminder could not be sent');
    outcomes = ['failed' as const];
  }
  if (outcomes.includes('delivered')) return { status: 'sent', outcome: null };
  if (!outcomes.includes('failed')) return { status: 'skipped', outcome: 'no devices' };
  if (reminder.attempts >= MAX_ATTEMPTS) return { status: 'failed', outcome: 'push service error' };
  // Backoff: 1, 2, 4, 8 minutes.
  return { status: 'pending', retryInMinutes: 2 ** (reminder.attempts - 1) };
}

/** One pass: claims the reminders that are due now, then sends batches until none is left for this process. */
export async function runDueReminders(deps: ReminderDeps): Promise<ReminderRunSummary> {
  const summary: ReminderRunSummary = { claimed: 0, sent: 0, skipped: 0, retried: 0, failed: 0 };
  summary.claimed = await claimDueReminders(deps.em, deps.clock.now());
  await settleInterrupted(deps.em, deps.clock.now());
  for (;;) {
    const now = deps.clock.now();
    const batch = await takeBatch(deps.em, now);
    if (batch.length === 0) break;
    await deliverBatch(deps, batch, now, summary);
    deps.em.clear();
  }
  return summary;
}
