import type { EntityManager } from '@mikro-orm/postgresql';
import { metric, MetricUnit, percentOf } from '../adminReport.type.js';
import { addDays } from '../../users/calendar.js';
import { MIN_GROUP_SIZE, type AnalyticsWindow } from './analyticsWindow.js';
import type { AnalyticsSections } from './nutritionAnalytics.js';

type Row = Record<string, string | number | null>;
const num = (value: unknown) => Number(value ?? 0);

/**
 * Uploads against manual entries per week, extraction success, and the markers most often out of range; drafts
 * (uploads not yet reviewed) are left out.
 */
export async function bloodworkAnalytics(em: EntityManager, window: AnalyticsWindow): Promise<AnalyticsSections> {
  const range = [window.from, addDays(window.to, 1)];
  const [summary, weekly, markers] = await Promise.all([
    em.execute<Row[]>(
      `select count(*) filter (where source = 'pdf') as uploads, count(*) filter (where source = 'manual') as manual,
         count(*) filter (where source = 'pdf' and jsonb_array_length(lab_values) > 0) as read,
         count(distinct user_id) as users,
         coalesce(sum(jsonb_array_length(lab_values)) filter (where source = 'pdf'), 0) as matched,
         coalesce(sum(jsonb_array_length(unmatched)) filter (where source = 'pdf'), 0) as unmatched
       from bloodwork_entries where status = 'confirmed' and created_at >= ?::date and created_at < ?::date`,
      range,
    ),
    em.execute<Row[]>(
      `select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
         count(*) filter (where source = 'pdf') as uploads, count(*) filter (where source = 'manual') as manual
       from bloodwork_entries where status = 'confirmed' and created_at >= ?::date and created_at < ?::date group by 1 order by 1`,
      range,
    ),
    em.execute<Row[]>(
      `select v->>'name' as marker, count(*) as results,
         count(*) filter (where v->>'flag' = 'high') as high, count(*) filter (where v->>'flag' = 'low') as low,
         count(distinct e.user_id) as users
       from bloodwork_entries e cross join lateral jsonb_array_elements(e.lab_values) v
       where e.status = 'confirmed' and e.created_at >= ?::date and e.created_at < ?::date
       group by 1 having count(distinct e.user_id) filter (where v->>'flag' in ('high', 'low')) >= ${MIN_GROUP_SIZE}
       order by count(*) filter (where v->>'flag' in ('high', 'low')) desc limit 10`,
      range,
    ),
  ]);
  const row = summary[0] ?? {};
  const uploads = num(row.uploads);
  const printed = num(row.matched) + num(row.unmatched);
  return {
    metrics: [
      metric('entries', 'Bloodwork entries added', uploads + num(row.manual)),
      metric('uploads', 'Reports uploaded', uploads),
      metric('manualEntries', 'Entered by hand', num(row.manual)),
      metric('usersWithBloodwork', 'Users adding bloodwork', num(row.users)),
      metric('extractionSuccessRate', 'Uploads with results read', percentOf(num(row.read), uploads), MetricUnit.percent),
      metric('resultsMatched', 'Printed results matched to a marker', percentOf(num(row.matched), printed), MetricUnit.percent),
    ],
    series: [
      { key: 'uploads', label: 'Uploaded', points: weekly.map((week) => ({ x: String(week.week), y: num(week.uploads) })) },
      { key: 'manualEntries', label: 'Entered by hand', points: weekly.map((week) => ({ x: String(week.week), y: num(week.manual) })) },
    ],
    tables: [
      {
        key: 'markersOutOfRange',
        label: 'Markers most often out of range',
        columns: ['Marker', 'Results', 'High', 'Low', 'Out of range'],
        rows: markers.map((marker) => [
          String(marker.marker),
          String(num(marker.results)),
          String(num(marker.high)),
          String(num(marker.low)),
          `${Math.round(percentOf(num(marker.high) + num(marker.low), num(marker.results)))}%`,
        ]),
      },
    ],
  };
}
