import type { EntityManager } from '@mikro-orm/postgresql';
import { metric, MetricUnit, percentOf, type AdminSeries, type AdminTable, type AdminMetric } from '../adminReport.type.js';
import { datesOf, MIN_GROUP_SIZE, withheldUnlessGroup, type AnalyticsWindow } from './analyticsWindow.js';
import { DAILY_INTAKE_SQL } from './userIntakeSql.js';

type Row = Record<string, string | number | null>;
const num = (value: unknown) => Number(value ?? 0);

export interface AnalyticsSections {
  metrics: AdminMetric[];
  series: AdminSeries[];
  tables: AdminTable[];
}

const TOP_FOODS = 10;

/**
 * The foods logged most often in the period among those logged by at least MIN_GROUP_SIZE users, from the per-day
 * food rollup (food_log_day_foods). Users are counted only for the leading foods: first 2 × TOP_FOODS of them, more
 * when too few are shared widely enough.
 */
export async function mostLoggedFoods(em: EntityManager, window: AnalyticsWindow): Promise<{ name: string; times: number; users: number }[]> {
  for (let candidates = 2 * TOP_FOODS; ; candidates *= 4) {
    const rows = await em.execute<Row[]>(
      `with counts as (
         select food_key, sum(times) as times from food_log_day_foods where date between ? and ?
         group by food_key order by times desc, food_key limit ?)
       select c.food_key, c.times, u.users from counts c
       cross join lateral (select count(distinct f.user_id) as users from food_log_day_foods f
         where f.food_key = c.food_key and f.date between ? and ?) u
       order by c.times desc, c.food_key`,
      [window.from, window.to, candidates, window.from, window.to],
    );
    const shared = rows.filter((row) => num(row.users) >= MIN_GROUP_SIZE);
    if (shared.length >= TOP_FOODS || rows.length < candidates) {
      return shared.slice(0, TOP_FOODS).map((row) => ({ name: String(row.food_key), times: num(row.times), users: num(row.users) }));
    }
  }
}

/** Logging activity, average intake against targets, and the most logged foods (shared by at least 5 users). */
export async function nutritionAnalytics(em: EntityManager, window: AnalyticsWindow): Promise<AnalyticsSections> {
  const [daily, [loggers], foods] = await Promise.all([
    em.execute<Row[]>(`select to_char(date, 'YYYY-MM-DD') as day, d.* from (${DAILY_INTAKE_SQL}) d`, [window.from, window.to]),
    em.execute<Row[]>(`select count(*) as users from (select user_id from food_log_day_totals where date between ? and ? and items > 0 group by user_id) u`, [
      window.from,
      window.to,
    ]),
    mostLoggedFoods(em, window),
  ]);
  // Each rollup row is one user's day, so the period's totals are the sums of the days'.
  const total = (field: string) => daily.reduce((sum, day) => sum + num(day[field]), 0);
  const users = num(loggers?.users);
  const userDays = total('logged');
  const perLoggedDay = (field: string) => withheldUnlessGroup(userDays ? total(field) / userDays : null, users);
  const byDay = new Map(daily.map((day) => [String(day.day), day]));
  const points = (field: string) => datesOf(window).map((x) => ({ x, y: num(byDay.get(x)?.[field]) }));
  return {
    metrics: [
      metric('usersLogging', 'Users logging food', users),
      metric('loggedDays', 'Days logged', userDays),
      metric('itemsLogged', 'Foods logged', total('items')),
      metric('itemsPerLoggedDay', 'Foods per logged day', userDays ? total('items') / userDays : 0, MetricUnit.ratio),
      metric('averageCalories', 'Average calories per logged day', perLoggedDay('kcal'), MetricUnit.kcal),
      metric('averageCalorieTarget', 'Average calorie target', perLoggedDay('target'), MetricUnit.kcal),
      metric('averageProtein', 'Average protein per logged day', perLoggedDay('protein'), MetricUnit.grams),
      metric('averageCarbs', 'Average carbohydrate per logged day', perLoggedDay('carbs'), MetricUnit.grams),
      metric('averageFat', 'Average fat per logged day', perLoggedDay('fat'), MetricUnit.grams),
      metric(
        'daysOnTarget',
        'Logged days within 20% of the calorie target',
        withheldUnlessGroup(percentOf(total('on_target'), userDays), users),
        MetricUnit.percent,
      ),
    ],
    series: [
      { key: 'usersLogging', label: 'Users logging', points: points('logged') },
      { key: 'itemsLogged', label: 'Foods logged', points: points('items') },
    ],
    tables: [
      {
        key: 'topFoods',
        label: 'Most logged foods',
        columns: ['Food', 'Times logged', 'Users'],
        rows: foods.map((food) => [food.name, String(food.times), String(food.users)]),
      },
    ],
  };
}
