import type { EntityManager } from '@mikro-orm/postgresql';
import { metric, MetricUnit } from '../adminReport.type.js';
import { MIN_GROUP_SIZE, withheldUnlessGroup, type AnalyticsWindow } from './analyticsWindow.js';
import { ON_TARGET } from './userIntakeSql.js';
import type { AnalyticsSections } from './nutritionAnalytics.js';

type Row = Record<string, string | number | null>;
const num = (value: unknown) => Number(value ?? 0);

/**
 * The Nutri health score of one user over the period, 0–100 (README: "Health score"):
 *   logging  L = days logged ÷ days in the period
 *   targets  T = logged days within 20% of the calorie target ÷ days logged
 *   markers  B = results in range ÷ results in the user's latest confirmed bloodwork entry
 *   score = 100 × (0.4 L + 0.4 T + 0.2 B) with bloodwork, 100 × (0.5 L + 0.5 T) without.
 * Only users who logged at least one day count. Admins see its distribution, never a user's score.
 */
const USER_SCORES_SQL = `with per_user as (
    select p.user_id, u.tier, p.logged, p.on_target
    from (select user_id, count(*)::float as logged, count(*) filter (where ${ON_TARGET})::float as on_target
      from food_log_day_totals where date between ? and ? and items > 0 group by user_id) p
    join users u on u.id = p.user_id),
  -- The latest entry is picked on narrow rows first; only its values are then read.
  latest_bloodwork as (
    select l.user_id,
      (select count(*) filter (where v->>'flag' is null)::float / nullif(count(*), 0) from jsonb_array_elements(e.lab_values) v) as in_range
    from (select distinct on (e.user_id) e.user_id, e.id from bloodwork_entries e join per_user p on p.user_id = e.user_id
      where e.status = 'confirmed'
      order by e.user_id, e.date desc, e.created_at desc) l join bloodwork_entries e on e.id = l.id),
  scores as (
    select p.tier, least(1, p.logged / ?) as logging, p.on_target / p.logged as targets, b.in_range as markers,
      100 * case when b.in_range is null then 0.5 * least(1, p.logged / ?) + 0.5 * p.on_target / p.logged
        else 0.4 * least(1, p.logged / ?) + 0.4 * p.on_target / p.logged + 0.2 * b.in_range end as score
    from per_user p left join latest_bloodwork b on b.user_id = p.user_id)`;

// One pass over the scores: the whole population, each plan and each 10-point bucket, through grouping sets.
const SCORE_GROUPS_SQL = `${USER_SCORES_SQL}
  select grouping(tier) as by_all_tiers, grouping(bucket) as by_all_buckets, tier, bucket, count(*) as users,
    avg(score) as average, percentile_cont(0.5) within group (order by score) as median,
    avg(logging) * 100 as logging, avg(targets) * 100 as targets, avg(markers) * 100 as markers, count(markers) as with_bloodwork
  from (select *, least(9, floor(score / 10))::int as bucket from scores) s
  group by grouping sets ((), (tier), (bucket))`;

export async function healthScoreAnalytics(em: EntityManager, window: AnalyticsWindow): Promise<AnalyticsSections> {
  const groups = await em.execute<Row[]>(SCORE_GROUPS_SQL, [window.from, window.to, window.days, window.days, window.days]);
  const isSet = (value: unknown) => num(value) === 1;
  const row = groups.find((group) => isSet(group.by_all_tiers) && isSet(group.by_all_buckets)) ?? {};
  const tiers = groups.filter((group) => !isSet(group.by_all_tiers));
  const buckets = groups.filter((group) => !isSet(group.by_all_buckets));
  const users = num(row.users);
  const guarded = (value: unknown, group = users) => withheldUnlessGroup(value === null || value === undefined ? null : Number(value), group);
  const usersByBucket = new Map(buckets.map((bucket) => [num(bucket.bucket), num(bucket.users)]));
  // Buckets are counts of users, not values; with fewer users than the group size the whole histogram is withheld.
  const histogram =
    users >= MIN_GROUP_SIZE
      ? Array.from({ length: 10 }, (_, bucket) => ({ x: `${bucket * 10}–${bucket * 10 + (bucket === 9 ? 10 : 9)}`, y: usersByBucket.get(bucket) ?? 0 }))
      : [];
  return {
    metrics: [
      metric('usersScored', 'Users scored', users),
      metric('averageScore', 'Average health score', guarded(row.average), MetricUnit.score),
      metric('medianScore', 'Median health score', guarded(row.median), MetricUnit.score),
      metric('averageLogging', 'Average share of days logged', guarded(row.logging), MetricUnit.percent),
      metric('averageTargets', 'Average share of logged days on target', guarded(row.targets), MetricUnit.percent),
      metric('averageMarkers', 'Average share of markers in range', guarded(row.markers, num(row.with_bloodwork)), MetricUnit.percent),
    ],
    series: [{ key: 'distribution', label: 'Users by health score', points: histogram }],
    tables: [
      {
        key: 'byTier',
        label: 'Health score by plan',
        columns: ['Plan', 'Users', 'Average score'],
        rows: tiers.map((tier) => {
          const average = guarded(tier.average, num(tier.users));
          return [tier.tier === 'pro' ? 'Pro' : 'Free', String(num(tier.users)), average === null ? 'Too few users' : String(Math.round(average))];
        }),
      },
    ],
  };
}
