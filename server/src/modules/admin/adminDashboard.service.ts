import type { EntityManager } from '@mikro-orm/postgresql';
import type { AiConfig } from '../../config.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import type { SubscriptionStatus, Tier } from '../users/user.enums.js';
import type { AdminDashboardStats, AiUsageSummary, BloodworkUploadSummary } from './adminDashboard.type.js';
import { percentOf } from './adminReport.type.js';
import { addDays } from '../users/calendar.js';
import { datesOf, type AnalyticsWindow } from './analytics/analyticsWindow.js';
import { monthlyRecurringRevenue } from './revenue.js';

type Row = Record<string, string | number | null>;
const num = (value: unknown) => Number(value ?? 0);

const AI_KINDS = [
  { kind: 'aiFoodQueries', column: 'ai_food_queries', label: 'AI food queries' },
  { kind: 'aiAnalyses', column: 'ai_analyses', label: 'AI analyses' },
  { kind: 'aiAssistantMessages', column: 'ai_assistant_messages', label: 'Assistant messages' },
] as const;

async function aiUsageThisMonth(em: EntityManager, month: string, limits: AiConfig['freeLimits']): Promise<AiUsageSummary[]> {
  const columns = AI_KINDS.map(
    ({ column, kind }) => `coalesce(sum(c.${column}), 0) as ${column}_used,
    count(*) filter (where c.${column} > 0) as ${column}_users,
    count(*) filter (where u.tier = 'free' and c.${column} >= ${Number(limits[kind])}) as ${column}_at_limit`,
  );
  const [row] = await em.execute<Row[]>(`select ${columns.join(', ')} from usage_counters c join users u on u.id = c.user_id where c.month = ?`, [month]);
  return AI_KINDS.map(({ kind, column, label }) => ({
    kind,
    label,
    used: num(row?.[`${column}_used`]),
    users: num(row?.[`${column}_users`]),
    freeLimit: limits[kind],
    freeUsersAtLimit: num(row?.[`${column}_at_limit`]),
  }));
}

async function bloodworkSummary(em: EntityManager, window: AnalyticsWindow): Promise<BloodworkUploadSummary> {
  const [row] = await em.execute<Row[]>(
    `select count(*) filter (where source = 'pdf') as uploads,
       count(*) filter (where source = 'manual') as manual,
       count(*) filter (where source = 'pdf' and jsonb_array_length(lab_values) > 0 and jsonb_array_length(unmatched) = 0) as fully,
       count(*) filter (where source = 'pdf' and jsonb_array_length(lab_values) > 0 and jsonb_array_length(unmatched) > 0) as partly,
       count(*) filter (where source = 'pdf' and jsonb_array_length(lab_values) = 0) as unread
     from bloodwork_entries where status = 'confirmed' and created_at >= ?::date and created_at < ?::date`,
    [window.from, addDays(window.to, 1)],
  );
  const uploads = num(row?.uploads);
  return {
    uploads,
    manualEntries: num(row?.manual),
    fullyRead: num(row?.fully),
    partlyRead: num(row?.partly),
    unread: num(row?.unread),
    extractionSuccessRate: percentOf(num(row?.fully) + num(row?.partly), uploads),
  };
}

async function dailySeries(em: EntityManager, window: AnalyticsWindow) {
  const [signups, active] = await Promise.all([
    em.execute<Row[]>(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n from users
       where created_at >= ?::date and created_at < ?::date group by 1`,
      [window.from, addDays(window.to, 1)],
    ),
    em.execute<Row[]>(`select to_char(day, 'YYYY-MM-DD') as day, count(*) as n from user_activity_days where day between ? and ? group by day`, [
      window.from,
      window.to,
    ]),
  ]);
  const toPoints = (rows: Row[]) => {
    const byDay = new Map(rows.map((row) => [String(row.day), num(row.n)]));
    return datesOf(window).map((x) => ({ x, y: byDay.get(x) ?? 0 }));
  };
  return [
    { key: 'signups', label: 'Sign-ups', points: toPoints(signups) },
    { key: 'activeUsers', label: 'Active users', points: toPoints(active) },
  ];
}

/** The admin dashboard: a handful of aggregate statements, each served by an index or a small table. */
export async function dashboardStats(deps: Pick<ServiceDeps, 'em' | 'clock' | 'config'>, window: AnalyticsWindow): Promise<AdminDashboardStats> {
  const { em, config } = deps;
  const now = deps.clock.now();
  const today = now.toISOString().slice(0, 10);
  const [users, statuses, activity, pending, usage, bloodwork, series, revenue] = await Promise.all([
    em.execute<Row[]>(
      `select count(*) as total,
         count(*) filter (where created_at > ?::timestamptz - interval '7 days') as new7,
         count(*) filter (where created_at > ?::timestamptz - interval '30 days') as new30,
         count(*) filter (where created_at >= ?::date and created_at < ?::date) as in_range,
         count(*) filter (where tier = 'pro') as pro
       from users`,
      [now, now, window.from, addDays(window.to, 1)],
    ),
    em.execute<Row[]>(`select tier, subscription_status, count(*) as n from users group by 1, 2 order by 1, 2`),
    em.execute<Row[]>(
      `select count(*) filter (where day = ?) as daily, count(distinct user_id) filter (where day > ?) as weekly,
         count(distinct user_id) as monthly
       from user_activity_days where day > ?`,
      [today, addDays(today, -7), addDays(today, -30)],
    ),
    em.execute<Row[]>(`select count(*) as n from ai_content_reports where status = 'pending'`),
    aiUsageThisMonth(em, `${today.slice(0, 7)}-01`, config.ai.freeLimits),
    bloodworkSummary(em, window),
    dailySeries(em, window),
    monthlyRecurringRevenue(em, config.payments.currency),
  ]);
  const totals = users[0]!;
  return {
    from: window.from,
    to: window.to,
    totalUsers: num(totals.total),
    newUsersLast7Days: num(totals.new7),
    newUsersLast30Days: num(totals.new30),
    newUsersInRange: num(totals.in_range),
    activeUsers: { daily: num(activity[0]?.daily), weekly: num(activity[0]?.weekly), monthly: num(activity[0]?.monthly) },
    proUsers: num(totals.pro),
    proShare: Math.round(percentOf(num(totals.pro), num(totals.total)) * 10) / 10,
    subscriptionsByStatus: statuses.map((row) => ({
      tier: row.tier as Tier,
      status: row.subscription_status as SubscriptionStatus,
      count: num(row.n),
    })),
    monthlyRecurringRevenue: revenue,
    aiUsageThisMonth: usage,
    reportsPending: num(pending[0]?.n),
    bloodwork,
    series,
  };
}
