import type { EntityManager } from '@mikro-orm/postgresql';
import { metric, MetricUnit, percentOf } from '../adminReport.type.js';
import { addDays } from '../../users/calendar.js';
import { datesOf, type AnalyticsWindow } from './analyticsWindow.js';
import type { AnalyticsSections } from './nutritionAnalytics.js';

type Row = Record<string, string | number | null>;
const num = (value: unknown) => Number(value ?? 0);
const RETENTION_WEEKS = [1, 2, 4] as const;

const FEATURES = [
  { key: 'foodLog', label: 'Food log', sql: 'select user_id from food_logs where date between ?::date and ?::date' },
  { key: 'supplements', label: 'Supplements', sql: 'select user_id from supplement_logs where date between ?::date and ?::date' },
  {
    key: 'bloodwork',
    label: 'Bloodwork',
    sql: `select user_id from bloodwork_entries where status = 'confirmed' and created_at >= ?::date and created_at < ?::date + 1`,
  },
  { key: 'analyses', label: 'Analyses', sql: `select user_id from analyses where created_at >= ?::date and created_at < ?::date + 1` },
  {
    key: 'assistant',
    label: 'Assistant',
    sql: `select user_id from usage_counters where month >= date_trunc('month', ?::date) and month <= ?::date and ai_assistant_messages > 0`,
  },
] as const;

/** DAU/WAU/MAU, daily actives, retention by signup week and which features active users use. */
export async function engagementAnalytics(em: EntityManager, window: AnalyticsWindow): Promise<AnalyticsSections> {
  const { from, to } = window;
  const [actives, daily, cohorts, features] = await Promise.all([
    em.execute<Row[]>(
      `select count(*) filter (where day = ?) as daily, count(distinct user_id) filter (where day > ?) as weekly,
         count(distinct user_id) filter (where day > ?) as monthly, count(distinct user_id) filter (where day >= ?) as in_window
       from user_activity_days where day > least(?::date, ?::date)`,
      [to, addDays(to, -7), addDays(to, -30), from, addDays(to, -30), addDays(from, -1)],
    ),
    em.execute<Row[]>(`select to_char(day, 'YYYY-MM-DD') as day, count(*) as n from user_activity_days where day between ? and ? group by day`, [from, to]),
    em.execute<Row[]>(
      `with cohort as (select id, date_trunc('week', created_at at time zone 'UTC')::date as week from users
         where created_at >= ?::date and created_at < ?::date + 1)
       select to_char(c.week, 'YYYY-MM-DD') as week, count(distinct c.id) as users,
         ${RETENTION_WEEKS.map((week) => `count(distinct a.user_id) filter (where a.day >= c.week + ${7 * week} and a.day < c.week + ${7 * week + 7}) as w${week}`).join(', ')}
       from cohort c left join user_activity_days a on a.user_id = c.id and a.day >= c.week + 7 and a.day < c.week + ${7 * Math.max(...RETENTION_WEEKS) + 7}
       group by c.week order by c.week`,
      [from, to],
    ),
    em.execute<Row[]>(
      `select ${FEATURES.map(({ key, sql }) => `(select count(distinct user_id) from (${sql}) f) as ${key}`).join(', ')}`,
      FEATURES.flatMap(() => [from, to]),
    ),
  ]);
  const row = actives[0] ?? {};
  const activeInWindow = num(row.in_window);
  const byDay = new Map(daily.map((day) => [String(day.day), num(day.n)]));
  const retentionCell = (cohort: Row, week: number) => {
    if (addDays(String(cohort.week), 7 * week) > to) return '—';
    return `${Math.round(percentOf(num(cohort[`w${week}`]), num(cohort.users)))}%`;
  };
  return {
    metrics: [
      metric('dailyActiveUsers', 'Daily active users', num(row.daily)),
      metric('weeklyActiveUsers', 'Weekly active users', num(row.weekly)),
      metric('monthlyActiveUsers', 'Monthly active users', num(row.monthly)),
      metric('stickiness', 'Daily ÷ monthly active users', percentOf(num(row.daily), num(row.monthly)), MetricUnit.percent),
      metric('activeUsersInRange', 'Users active in the period', activeInWindow),
    ],
    series: [
      { key: 'dailyActiveUsers', label: 'Daily active users', points: datesOf(window).map((x) => ({ x, y: byDay.get(x) ?? 0 })) },
      {
        key: 'featureUse',
        label: 'Users by feature',
        points: FEATURES.map(({ key, label }) => ({ x: label, y: num(features[0]?.[key.toLowerCase()]) })),
      },
    ],
    tables: [
      {
        key: 'retention',
        label: 'Retention by signup week',
        columns: ['Signup week', 'Users', ...RETENTION_WEEKS.map((week) => `Week ${week}`)],
        rows: cohorts.map((cohort) => [String(cohort.week), String(num(cohort.users)), ...RETENTION_WEEKS.map((week) => retentionCell(cohort, week))]),
      },
      {
        key: 'featureUse',
        label: 'Feature use',
        columns: ['Feature', 'Users', 'Share of active users'],
        rows: FEATURES.map(({ key, label }) => {
          const users = num(features[0]?.[key.toLowerCase()]);
          return [label, String(users), `${Math.round(percentOf(users, activeInWindow))}%`];
        }),
      },
    ],
  };
}
