import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, databaseIdOf, type TestUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { analyticsWindow, MIN_GROUP_SIZE } from '../analytics/analyticsWindow.js';
import { healthScoreAnalytics } from '../analytics/healthScoreAnalytics.js';
import { mostLoggedFoods, nutritionAnalytics } from '../analytics/nutritionAnalytics.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const banana = { foodId: 'sr:09040', quantity: 1, unit: 'medium' };
const milk = { foodId: 'sr:01077', quantity: 1, unit: 'cup' };
const sql = <T>(statement: string, params: unknown[] = []) => server.orm.em.execute<T[]>(statement, params);

async function totalsMatchItems(user: TestUser) {
  const rows = await sql<{ date: string; stored: number | null; items: number | null; summed: number | null; count: number | null }>(
    `select l.date::text, t.kcal as stored, t.items,
       (select sum((i.nutrients->>'energy_kcal')::float) from food_log_items i where i.food_log_id = l.id) as summed,
       (select count(*)::int from food_log_items i where i.food_log_id = l.id) as count
     from food_logs l left join food_log_day_totals t on t.food_log_id = l.id where l.user_id = ? order by l.date`,
    [databaseIdOf(user)],
  );
  for (const row of rows) {
    expect(row.items ?? 0).toBe(row.count);
    expect(row.stored ?? 0).toBeCloseTo(row.summed ?? 0, 6);
  }
  return rows;
}

/** The whole food_log_day_foods table against the same counts taken from the items themselves. */
async function dayFoodsMatchItems() {
  const [row] = await sql<{ missing: number; extra: number }>(
    `with raw as (select i.food_log_id, lower(i.name) as food_key, l.user_id, l.date, count(*)::int as times
       from food_log_items i join food_logs l on l.id = i.food_log_id group by 1, 2, 3, 4),
     stored as (select food_log_id, food_key, user_id, date, times from food_log_day_foods)
     select (select count(*)::int from (select * from raw except select * from stored) a) as missing,
       (select count(*)::int from (select * from stored except select * from raw) b) as extra`,
  );
  expect(row).toEqual({ missing: 0, extra: 0 });
}

const logDay = (user: TestUser, date: string, items: unknown[]) =>
  server.rest('POST', '/food/logs', { token: user.token, body: { date, meals: [{ mealType: 'breakfast', items }] } });

describe('analytics rollups (kept by triggers on food_log_items)', () => {
  it('follow items as they are logged, replaced and deleted', async () => {
    const user = await createUser(server);
    expect((await logDay(user, '2026-09-01', [banana, milk])).status).toBe(201);
    expect((await logDay(user, '2026-09-01', [banana])).status).toBe(201);
    expect((await logDay(user, '2026-09-02', [milk])).status).toBe(201);
    expect((await totalsMatchItems(user)).map((row) => row.items)).toEqual([3, 1]);
    await dayFoodsMatchItems();
    const [bananas] = await sql<{ times: number }>(
      `select f.times from food_log_day_foods f join food_log_items i on i.food_log_id = f.food_log_id and lower(i.name) = f.food_key
       where f.user_id = ? and f.date = '2026-09-01' and i.food_id = 'sr:09040' limit 1`,
      [databaseIdOf(user)],
    );
    expect(bananas?.times).toBe(2);

    const replaced = await server.rest('PUT', '/food/logs/2026-09-01', { token: user.token, body: { meals: [{ mealType: 'lunch', items: [milk] }] } });
    expect(replaced.status).toBe(200);
    expect((await totalsMatchItems(user)).map((row) => row.items)).toEqual([1, 1]);
    await dayFoodsMatchItems();

    expect((await server.rest('DELETE', '/food/logs/2026-09-02', { token: user.token })).status).toBe(200);
    expect((await totalsMatchItems(user)).map((row) => row.date)).toEqual(['2026-09-01']);
    await dayFoodsMatchItems();
    const [orphans] = await sql<{ count: number }>(
      `select count(*)::int as count from (select food_log_id from food_log_day_totals union all select food_log_id from food_log_day_foods) t
       where not exists (select 1 from food_logs l where l.id = t.food_log_id)`,
    );
    expect(orphans?.count).toBe(0);
  });

  it("store each day's calorie target as the user's targets gave it when the day was logged", async () => {
    const user = await createUser(server);
    const profile = {
      weight: 82,
      height: 178,
      gender: 'male',
      dateOfBirth: '1988-04-12',
      activityLevel: 'very_active',
      weightGoal: 170,
      weightGoalTimeframe: 12,
    };
    expect((await server.rest('PUT', '/auth/profile', { token: user.token, body: profile })).status).toBe(200);
    const targetNow = async () => ((await server.rest('GET', '/auth/me', { token: user.token })).body.targets as { calories: number }).calories;
    const before = await targetNow();
    expect((await logDay(user, '2026-09-03', [banana])).status).toBe(201);
    expect((await server.rest('PUT', '/auth/profile', { token: user.token, body: { weight: 70 } })).status).toBe(200);
    const after = await targetNow();
    expect(after).not.toBe(before);
    expect((await logDay(user, '2026-09-04', [banana])).status).toBe(201);
    const rows = await sql<{ date: string; target: number }>(
      'select date::text, calorie_target as target from food_log_day_totals where user_id = ? order by date',
      [databaseIdOf(user)],
    );
    expect(rows.map((row) => [row.date, Math.round(row.target)])).toEqual([
      ['2026-09-03', before],
      ['2026-09-04', after],
    ]);
  });

  it('give the same most logged foods as counting the items, also when the most logged are shared by too few users', async () => {
    // A period of its own (far ahead), so the other tests' days do not count.
    const window = { days: 3, from: '2031-03-01', to: '2031-03-03' };
    const users = await Promise.all(Array.from({ length: MIN_GROUP_SIZE + 1 }, () => createUser(server)));
    const ids = users.map(databaseIdOf);
    // 12 foods logged very often by two users only (withheld), then 11 foods logged by every user.
    const rare = Array.from({ length: 12 }, (_, index) => `Rare food ${index}`);
    const shared = Array.from({ length: 11 }, (_, index) => `Shared Food ${index}`);
    const entries: [string, string, string][] = [];
    for (const [index, name] of rare.entries())
      for (let day = 1; day <= 3; day++) for (let times = 0; times < 10 + index; times++) entries.push([ids[day % 2]!, `2031-03-0${day}`, name]);
    for (const [index, name] of shared.entries())
      for (const [userIndex, id] of ids.entries()) for (let times = 0; times <= (index + userIndex) % 3; times++) entries.push([id, '2031-03-02', name]);
    // Outside the period: must not count.
    entries.push([ids[0]!, '2031-02-28', shared[0]!], [ids[1]!, '2031-03-04', shared[0]!]);
    await sql(
      `with days as (insert into food_logs (id, user_id, date, created_at, updated_at)
         select gen_random_uuid(), user_id::uuid, date::date, now(), now() from (select distinct e->>0 as user_id, e->>1 as date from jsonb_array_elements(?::jsonb) e) d
         returning id, user_id, date)
       insert into food_log_items (id, food_log_id, meal_type, position, food_id, name, brand, quantity, unit, grams, nutrients, created_at)
       select gen_random_uuid(), d.id, 'lunch', n, null, e->>2, null, 100, 'g', 100, '{"energy_kcal": 100}'::jsonb, now()
       from jsonb_array_elements(?::jsonb) with ordinality as x(e, n) join days d on d.user_id = (e->>0)::uuid and d.date = (e->>1)::date`,
      [JSON.stringify(entries), JSON.stringify(entries)],
    );
    await dayFoodsMatchItems();

    const raw = await sql<{ name: string; times: string; users: string }>(
      `select lower(i.name) as name, count(*) as times, count(distinct l.user_id) as users
       from food_logs l join food_log_items i on i.food_log_id = l.id where l.date between ? and ?
       group by lower(i.name) having count(distinct l.user_id) >= ${MIN_GROUP_SIZE} order by times desc, name limit 10`,
      [window.from, window.to],
    );
    const fromRollup = await mostLoggedFoods(server.orm.em.fork(), window);
    expect(fromRollup).toEqual(raw.map((row) => ({ name: row.name, times: Number(row.times), users: Number(row.users) })));
    expect(fromRollup).toHaveLength(10);
    expect(fromRollup.every((food) => food.name.startsWith('shared food'))).toBe(true);
  });

  it("judge each logged day against the user's own calorie target, in nutrition and health-score alike", async () => {
    // A day no other test logs (the test database is shared), with targets computed as of today.
    const window = analyticsWindow(1, new Date('2032-07-15T12:00:00Z'));
    const profiles = [
      { weight: 82, height: 178, gender: 'male', dateOfBirth: '1988-04-12', activityLevel: 'very_active' },
      { weight: 60, height: 165, gender: 'female', dateOfBirth: '1975-12-31', activityLevel: 'sedentary' },
      { weight: 95, height: 190, gender: 'male', dateOfBirth: '1960-06-01', activityLevel: 'moderately_active', weightGoal: 190, weightGoalTimeframe: 10 },
      { weight: 50, height: 150, gender: 'female', dateOfBirth: '2001-02-03', activityLevel: 'lightly_active' },
      { weight: 70, height: 175, gender: 'male', dateOfBirth: '1990-01-01', activityLevel: 'extra_active' },
    ];
    // Share of the target eaten: three days within 20% of it, two outside.
    const shares = [1, 0.85, 1.15, 0.7, 1.3];
    const targets: number[] = [];
    for (const [index, profile] of profiles.entries()) {
      const user = await createUser(server);
      expect((await server.rest('PUT', '/auth/profile', { token: user.token, body: profile })).status).toBe(200);
      const target = ((await server.rest('GET', '/auth/me', { token: user.token })).body.targets as { calories: number }).calories;
      targets.push(target);
      await sql(
        `with day as (insert into food_logs (id, user_id, date, created_at, updated_at) values (gen_random_uuid(), ?, ?, now(), now()) returning id)
         insert into food_log_items (id, food_log_id, meal_type, position, food_id, name, brand, quantity, unit, grams, nutrients, created_at)
         select gen_random_uuid(), day.id, 'dinner', 0, null, 'Dinner', null, 1, 'g', 1, jsonb_build_object('energy_kcal', ?::float), now() from day`,
        [databaseIdOf(user), window.to, target * shares[index]!],
      );
    }
    const metricOf = (result: { metrics: { key: string; value: number | null }[] }, key: string) => result.metrics.find((metric) => metric.key === key)!.value;
    const nutrition = await nutritionAnalytics(server.orm.em.fork(), window);
    expect(metricOf(nutrition, 'usersLogging')).toBe(5);
    expect(metricOf(nutrition, 'daysOnTarget')).toBeCloseTo(60, 6);
    expect(metricOf(nutrition, 'averageCalorieTarget')).toBeCloseTo(targets.reduce((sum, target) => sum + target, 0) / 5, 0);
    const health = await healthScoreAnalytics(server.orm.em.fork(), window);
    expect(metricOf(health, 'usersScored')).toBe(5);
    expect(metricOf(health, 'averageLogging')).toBeCloseTo(100, 6);
    expect(metricOf(health, 'averageTargets')).toBeCloseTo(60, 6);
    // Without bloodwork: 100 × (0.5 × 1 + 0.5 × on target), so 100 for three users and 50 for two.
    expect(metricOf(health, 'averageScore')).toBeCloseTo(80, 6);
  });
});
