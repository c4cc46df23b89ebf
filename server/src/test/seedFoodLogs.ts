import pg from 'pg';

export interface FoodLogSeed {
  users: number;
  itemsPerUser: number;
}

const ITEMS_PER_DAY = 4;

/**
 * Fills an installation with other people's food logs in a few set-based statements (1 million items in well under
 * a minute): `users` accounts each with `itemsPerUser` items, four a day, of foods taken from the dataset. The
 * per-user recent-foods summary is rebuilt the way the migration builds it, instead of row by row by its triggers.
 */
export async function seedFoodLogs(databaseUrl: string, seed: FoodLogSeed): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const tag = `seed${Date.now().toString(36)}`;
  const days = Math.ceil(seed.itemsPerUser / ITEMS_PER_DAY);
  try {
    await client.query('begin');
    await client.query(
      `insert into users (id, email, password_hash, first_name, health_goals, dietary_preferences, custom_macro_preferences, created_at, updated_at)
       select gen_random_uuid(), $1 || '.' || n || '@seed.invalid', 'seeded: no password', 'Seeded', '{}', '{}', '{}'::jsonb, now(), now()
       from generate_series(1, $2::int) n`,
      [tag, seed.users],
    );
    await client.query(
      `insert into food_logs (id, user_id, date, created_at, updated_at)
       select gen_random_uuid(), u.id, date '2026-01-01' + d, now(), now()
       from users u cross join generate_series(0, $2::int - 1) d where u.email like $1 || '.%'`,
      [tag, days],
    );
    await client.query('alter table food_log_items disable trigger food_log_items_recent_foods_insert');
    await client.query(
      `with dataset as (select array_agg(id order by id) ids from (select id from foods order by id limit 2000) f)
       insert into food_log_items (id, food_log_id, meal_type, position, food_id, name, quantity, unit, grams, nutrients, created_at)
       select gen_random_uuid(), l.id, (array['breakfast','lunch','dinner','snack'])[p + 1]::meal_type, p,
              dataset.ids[1 + floor(random() * array_length(dataset.ids, 1))::int], 'Seeded food', 1, 'g', 100,
              '{"energy_kcal": 100, "protein_g": 5, "carbs_g": 12, "fat_g": 3}'::jsonb,
              l.date::timestamptz + p * interval '4 hours'
       from food_logs l join users u on u.id = l.user_id cross join generate_series(0, $2::int - 1) p cross join dataset
       where u.email like $1 || '.%'`,
      [tag, ITEMS_PER_DAY],
    );
    await client.query('alter table food_log_items enable trigger food_log_items_recent_foods_insert');
    await client.query(
      `insert into user_recent_foods (user_id, food_id, last_logged_at, times_logged)
       select l.user_id, i.food_id, max(i.created_at), count(*)
       from food_log_items i join food_logs l on l.id = i.food_log_id join users u on u.id = l.user_id
       where u.email like $1 || '.%' and i.food_id is not null group by l.user_id, i.food_id`,
      [tag],
    );
    await client.query('commit');
    await client.query('analyze users; analyze food_logs; analyze food_log_items; analyze user_recent_foods');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}
