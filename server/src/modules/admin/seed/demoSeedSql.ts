// Random draws sit in the SELECT list of a correlated subquery: a bare random() in WHERE would be pushed down and
// decide once per user instead of once per row.
// Set-based SQL for the demo data set: every table is filled by a few INSERT ... SELECT statements over
// generate_series, so 100,000 users and 2 million food items take minutes, not hours.

export const DEMO_EMAIL_PATTERN = 'demo.%@example.test';

// The demo food items go first in one statement: removing a day row by row would remove its items (and run their
// rollup triggers) once per day, which for a million days takes many minutes.
export const DELETE_PREVIOUS_DEMO_ITEMS = `delete from food_log_items where food_log_id in
  (select l.id from food_logs l join users u on u.id = l.user_id where u.email like '${DEMO_EMAIL_PATTERN}')`;
export const DELETE_PREVIOUS_DEMO = `delete from users where email like '${DEMO_EMAIL_PATTERN}'`;

const FIRST_NAMES = [
  'Ada',
  'Ben',
  'Chloe',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Kira',
  'Liam',
  'Maya',
  'Noah',
  'Olga',
  'Pablo',
  'Quinn',
  'Rosa',
  'Sami',
  'Tara',
  'Umar',
  'Vera',
  'Wen',
  'Yara',
  'Zoltan',
];
const LAST_NAMES = [
  'Smith',
  'Garcia',
  'Kovacs',
  'Nguyen',
  'Müller',
  'Okafor',
  'Rossi',
  'Tanaka',
  'Silva',
  'Novak',
  'Haddad',
  'Larsen',
  'Patel',
  'Moreau',
  'Kim',
];
const sqlArray = (values: string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;

/** $1 users, $2 the password hash every demo user shares. Sign-ups grow over the year (more recent users). */
export const INSERT_USERS = `insert into users (id, email, password_hash, first_name, last_name, role, tier, subscription_status,
    weight, height, gender, date_of_birth, activity_level, weight_goal, weight_goal_timeframe, health_goals, dietary_preferences,
    custom_macro_preferences, timezone, unit_system, is_test_user, created_at, updated_at)
  select gen_random_uuid(), 'demo.' || n || '@example.test', ?,
    (${sqlArray(FIRST_NAMES)})[1 + (n % ${FIRST_NAMES.length})],
    (${sqlArray(LAST_NAMES)})[1 + ((n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length})],
    'user', t.tier::user_tier,
    (case when t.tier = 'free' then (case when r.a < 0.03 then 'canceled' else 'none' end)
      when r.a < 0.85 then 'active' when r.a < 0.92 then 'paused' when r.a < 0.97 then 'past_due' else 'canceled' end)::subscription_status,
    round((50 + r.b * 60)::numeric, 1), round((150 + r.c * 45)::numeric, 0),
    (case when r.d < 0.5 then 'female' else 'male' end)::user_gender,
    date '1950-01-01' + (r.e * 20000)::int,
    (array['sedentary', 'lightly_active', 'moderately_active', 'very_active', 'extra_active'])[1 + (r.f * 5)::int % 5]::activity_level,
    case when r.g < 0.6 then round(((50 + r.b * 60) * 2.20462 - 10 + r.g * 15)::numeric, 0) end,
    case when r.g < 0.6 then 8 + (r.g * 40)::int end,
    case when r.g < 0.2 then array['build_muscle'] when r.g < 0.35 then array['low_carb'] else array[]::text[] end,
    array[]::text[], '{"enabled": false, "proteinAdjustment": 0, "carbAdjustment": 0, "fatAdjustment": 0}'::jsonb,
    'UTC', 'metric', true, c.created_at, c.created_at
  from generate_series(1, ?) n
  cross join lateral (select random() a, random() b, random() c, random() d, random() e, random() f, random() g where n > 0) r
  cross join lateral (select case when random() < 0.12 then 'pro' else 'free' end as tier where n > 0) t
  cross join lateral (select now() - (sqrt(random()) * 365 * interval '1 day') as created_at where n > 0) c`;

/** Each user gets an engagement level; most users are light, a few log nearly every day. */
export const CREATE_ENGAGEMENT = `create temp table demo_engagement as
  select id as user_id, created_at, power(random(), 3) as level, random() as roll from users where email like '${DEMO_EMAIL_PATTERN}'`;

/** $1 the daily logging probability of the most engaged user (chosen to reach the wanted number of items). */
export const INSERT_FOOD_LOGS = `insert into food_logs (id, user_id, date, created_at, updated_at)
  select gen_random_uuid(), e.user_id, d.day, d.day + interval '19 hours', d.day + interval '19 hours'
  from demo_engagement e
  cross join lateral (select day::date, random() as roll from generate_series(e.created_at::date, current_date, interval '1 day') day) d
  where d.roll < e.level * ?`;

export const CREATE_FOOD_SAMPLE = `create temp table demo_foods as
  select row_number() over (order by id) as idx, name, nutrients from foods
  where source = 'sr28' and nutrients ? 'energy_kcal' and nutrients ? 'protein_g' order by id limit 400`;

/** 1 to 7 items a day (4 on average), each a real food from the dataset with nutrients for its weight. */
export const INSERT_FOOD_ITEMS = `insert into food_log_items (id, food_log_id, meal_type, position, food_id, name, brand, quantity, unit, grams, nutrients, created_at)
  select gen_random_uuid(), l.id, (array['breakfast', 'lunch', 'dinner', 'snack'])[1 + (i.n % 4)]::meal_type, i.n, null, f.name, null,
    p.grams, 'g', p.grams,
    jsonb_build_object(
      'energy_kcal', round(((f.nutrients->>'energy_kcal')::numeric * p.grams / 100), 1),
      'protein_g', round((coalesce((f.nutrients->>'protein_g')::numeric, 0) * p.grams / 100), 1),
      'carbs_g', round((coalesce((f.nutrients->>'carbs_g')::numeric, 0) * p.grams / 100), 1),
      'fat_g', round((coalesce((f.nutrients->>'fat_g')::numeric, 0) * p.grams / 100), 1)),
    l.created_at
  from food_logs l
  join demo_engagement e on e.user_id = l.user_id
  cross join lateral (select 1 + (random() * 6)::int as items where l.id is not null) c
  cross join lateral generate_series(1, c.items) i(n)
  cross join lateral (select 1 + (random() * (select count(*) - 1 from demo_foods))::int as idx, round((60 + random() * 240)::numeric) as grams where i.n > 0) p
  join demo_foods f on f.idx = p.idx`;

/** Every logged day is an active day, plus days the user only looked around. */
export const INSERT_ACTIVITY = `insert into user_activity_days (user_id, day)
  select user_id, date from food_logs l where l.user_id in (select user_id from demo_engagement)
  union
  select e.user_id, d.day from demo_engagement e
  cross join lateral (select day::date, random() as roll from generate_series(e.created_at::date, current_date, interval '1 day') day) d
  where d.roll < e.level * 0.15`;

export const UPDATE_LAST_ACTIVE = `update users u set last_active_at = a.last_day + interval '8 hours' + random() * interval '12 hours'
  from (select user_id, max(day) as last_day from user_activity_days group by user_id) a
  where a.user_id = u.id and u.email like '${DEMO_EMAIL_PATTERN}'`;

const MARKERS = [
  { name: 'LDL cholesterol', marker: 'ldl', category: 'lipids', unit: 'mmol/L', low: 0, high: 3, mean: 2.9, spread: 1.6 },
  { name: 'HDL cholesterol', marker: 'hdl', category: 'lipids', unit: 'mmol/L', low: 1, high: 3, mean: 1.4, spread: 0.8 },
  { name: 'Triglycerides', marker: 'triglycerides', category: 'lipids', unit: 'mmol/L', low: 0, high: 1.7, mean: 1.4, spread: 1.2 },
  { name: 'Glucose', marker: 'glucose', category: 'metabolic', unit: 'mmol/L', low: 3.9, high: 5.6, mean: 5.2, spread: 1.6 },
  { name: 'HbA1c', marker: 'hba1c', category: 'metabolic', unit: '%', low: 4, high: 5.7, mean: 5.4, spread: 1 },
  { name: 'Ferritin', marker: 'ferritin', category: 'nutrients', unit: 'ng/mL', low: 30, high: 400, mean: 120, spread: 200 },
  { name: 'Vitamin D (25-OH)', marker: 'vitamin_d_25oh', category: 'nutrients', unit: 'ng/mL', low: 30, high: 100, mean: 32, spread: 30 },
  { name: 'TSH', marker: 'tsh', category: 'endocrine', unit: 'mIU/L', low: 0.4, high: 4, mean: 2, spread: 3 },
];

const MARKER_VALUES = `(values ${MARKERS.map((m) => `('${m.name}', '${m.marker}', '${m.category}', '${m.unit}', ${m.low}, ${m.high}, ${m.mean}, ${m.spread})`).join(', ')})
  as m(name, marker, category, unit, ref_low, ref_high, mean, spread)`;

/** About 8% of users have 1 to 3 bloodwork entries, 60% of them uploads; a few uploads could not be read. */
export const INSERT_BLOODWORK = `insert into bloodwork_entries (id, user_id, date, source, lab_values, unmatched, created_at, updated_at)
  select gen_random_uuid(), e.user_id, (at::date), s.source::bloodwork_source,
    case when s.source = 'pdf' and s.r < 0.05 then '[]'::jsonb else coalesce((
      select jsonb_agg(jsonb_build_object('name', m.name, 'printedName', m.name, 'marker', m.marker, 'category', m.category,
        'value', v.value, 'unit', m.unit, 'printedValue', v.value, 'printedUnit', m.unit, 'qualifier', null,
        'refLow', m.ref_low, 'refHigh', m.ref_high, 'refSource', 'default', 'refText', null,
        'defaultRefLow', m.ref_low, 'defaultRefHigh', m.ref_high,
        'flag', case when v.value > m.ref_high then 'high' when v.value < m.ref_low then 'low' end, 'printedFlag', null))
      from ${MARKER_VALUES}
      cross join lateral (select round((greatest(0.01, m.mean + (random() - 0.5) * m.spread))::numeric, 2) as value where e.level >= 0 and m.mean is not null) v
      where random() < 0.75 and v.value is not null), '[]'::jsonb) end,
    case when s.source = 'pdf' and s.r between 0.05 and 0.35
      then '[{"printedName": "MCHC", "value": 33.1, "unit": "g/dl", "qualifier": null, "refLow": 31, "refHigh": 36, "refText": null}]'::jsonb
      else '[]'::jsonb end,
    at, at
  from demo_engagement e
  cross join lateral (select 1 + (random() * 2)::int as entries where e.user_id is not null) c
  cross join lateral generate_series(1, c.entries) k
  cross join lateral (select case when random() < 0.6 then 'pdf' else 'manual' end as source, random() as r where k > 0) s
  cross join lateral (select e.created_at + random() * (now() - e.created_at) as at where k > 0) t
  where e.level > 0.2 and e.roll < 0.2`;

export const INSERT_SUPPLEMENTS = `insert into supplement_logs (id, user_id, date, time, product_key, name, form, quantity, strength, nutrients, query, created_at)
  select gen_random_uuid(), l.user_id, l.date, '08:00', 'vitamin_d3', 'Vitamin D3', 'softgel', 1, null, '{"vitamin_d_mcg": 25}'::jsonb, null, l.created_at
  from food_logs l join demo_engagement e on e.user_id = l.user_id
  where e.level > 0.5 and random() < 0.5`;

/**
 * This month's AI food queries and assistant messages; some free users have reached their limits. Analyses are counted
 * by the analysis services as seedAnalyses makes them.
 */
export const INSERT_USAGE = `insert into usage_counters (user_id, month, ai_food_queries, ai_analyses, ai_assistant_messages)
  select e.user_id, date_trunc('month', now())::date, (random() * 120 * e.level)::int, 0, (random() * 14 * e.level)::int
  from demo_engagement e where e.level > 0.05
  on conflict do nothing`;

export const INSERT_REPORTS = `insert into ai_content_reports (id, user_id, reason, description, content_type, content, content_hash, status, admin_notes, created_at, updated_at)
  select gen_random_uuid(), e.user_id, (array['inaccurate', 'harmful', 'spam', 'other'])[1 + (random() * 3)::int]::ai_content_report_reason,
    'Seeded demo report', 'ai_assistant', '', null,
    (case when random() < 0.4 then 'pending' else 'resolved' end)::ai_content_report_status, null, now() - random() * interval '60 days', now()
  from demo_engagement e where e.level > 0.5 and e.roll < 0.05`;
