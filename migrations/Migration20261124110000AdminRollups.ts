import { Migration } from '@mikro-orm/migrations';

const FOOD_COUNTS = `select food_log_id, lower(name) as food_key, count(*)::int as times from $ROWS group by 1, 2`;

const ITEM_SUMS = `select food_log_id, count(*) as items,
  coalesce(sum((nutrients->>'energy_kcal')::float), 0) as kcal, coalesce(sum((nutrients->>'protein_g')::float), 0) as protein,
  coalesce(sum((nutrients->>'carbs_g')::float), 0) as carbs, coalesce(sum((nutrients->>'fat_g')::float), 0) as fat
  from $ROWS group by food_log_id`;

/** food_log_day_totals_apply as migration 20261123160000 made it, and with `withTarget` also storing the calorie target. */
const dayTotalsApply = (withTarget: boolean) => `create or replace function "food_log_day_totals_apply"() returns trigger language plpgsql as $$
  begin
    if TG_OP in ('DELETE', 'UPDATE') then
      update food_log_day_totals t set items = t.items - d.items, kcal = t.kcal - d.kcal, protein = t.protein - d.protein,
        carbs = t.carbs - d.carbs, fat = t.fat - d.fat
      from (${ITEM_SUMS.replace('$ROWS', 'old_items')}) d where t.food_log_id = d.food_log_id;
    end if;
    if TG_OP in ('INSERT', 'UPDATE') then
      insert into food_log_day_totals (food_log_id, user_id, date, items, kcal, protein, carbs, fat${withTarget ? ', calorie_target' : ''})
      select d.food_log_id, l.user_id, l.date, d.items, d.kcal, d.protein, d.carbs, d.fat${withTarget ? ', user_calorie_target(u.weight, u.height, u.gender::text, u.date_of_birth, u.activity_level::text, u.weight_goal, u.weight_goal_timeframe)' : ''}
      from (${ITEM_SUMS.replace('$ROWS', 'new_items')}) d join food_logs l on l.id = d.food_log_id${withTarget ? ' join users u on u.id = l.user_id' : ''}
      on conflict (food_log_id) do update set items = food_log_day_totals.items + excluded.items,
        kcal = food_log_day_totals.kcal + excluded.kcal, protein = food_log_day_totals.protein + excluded.protein,
        carbs = food_log_day_totals.carbs + excluded.carbs, fat = food_log_day_totals.fat + excluded.fat${withTarget ? ',\n        calorie_target = excluded.calorie_target' : ''};
    end if;
    return null;
  end $$;`;

export class Migration20261124110000AdminRollups extends Migration {
  override async up(): Promise<void> {
    // The daily calorie target of users/nutritionTargets.ts `calorieTarget` (Mifflin-St Jeor × activity factor, plus
    // the weight-goal change capped at 2 lb a week, floored at 1500/1200 kcal; 2000 kcal with no weight), without custom
    // macro adjustments. A test checks it against the TypeScript function for a spread of profiles.
    this.addSql(`create function "user_calorie_target"(weight double precision, height double precision, gender text, date_of_birth date,
        activity_level text, weight_goal double precision, weight_goal_timeframe int) returns double precision language sql stable as $$
      select (case when weight is null or weight <= 0 then 2000 else greatest(
        case when gender = 'male' then 1500 else 1200 end,
        (10 * weight + 6.25 * coalesce(height, 170)
          - 5 * coalesce(floor(extract(epoch from (now() - date_of_birth::timestamptz)) / (365.25 * 86400)), 30)
          + case gender when 'male' then 5 when 'female' then -161 else -78 end)
        * case activity_level when 'sedentary' then 1.2 when 'lightly_active' then 1.375 when 'moderately_active' then 1.55
            when 'very_active' then 1.725 else 1.9 end
        + case when weight_goal is not null and coalesce(weight_goal_timeframe, 0) > 0
            then greatest(-2, least(2, (weight_goal - weight * 2.20462) / weight_goal_timeframe)) * 3500 / 7 else 0 end
      ) end)::double precision $$;`);
    // Each day's totals keep the calorie target the user had when the day was last logged, so analytics compare a day
    // with its own target without reading users.
    this.addSql(`alter table "food_log_day_totals" add column "calorie_target" double precision null;`);
    this.addSql(`update food_log_day_totals t set calorie_target = user_calorie_target(u.weight, u.height, u.gender::text, u.date_of_birth,
      u.activity_level::text, u.weight_goal, u.weight_goal_timeframe) from users u where u.id = t.user_id;`);
    this.addSql(`alter table "food_log_day_totals" alter column "calorie_target" set not null;`);
    this.addSql(dayTotalsApply(true));

    // How often each food was logged per user and day, for the admin's "most logged foods": analytics add up these
    // rows instead of reading every item of the period. Kept by statement-level triggers on food_log_items, like
    // food_log_day_totals; a row goes when its count reaches zero.
    this.addSql(`create table "food_log_day_foods" (
      "food_log_id" uuid not null,
      "food_key" text not null,
      "user_id" uuid not null,
      "date" date not null,
      "times" int not null,
      constraint "food_log_day_foods_pkey" primary key ("food_log_id", "food_key"));`);
    this.addSql(`alter table "food_log_day_foods" add constraint "food_log_day_foods_food_log_id_foreign" foreign key ("food_log_id")
      references "food_logs" ("id") on update cascade on delete cascade;`);
    // Counting a period reads only this index; counting one food's users reads only the second.
    this.addSql(`create index "food_log_day_foods_date_index" on "food_log_day_foods" ("date") include ("food_key", "times");`);
    this.addSql(`create index "food_log_day_foods_food_key_date_index" on "food_log_day_foods" ("food_key", "date") include ("user_id");`);
    this.addSql(`create function "food_log_day_foods_apply"() returns trigger language plpgsql as $$
      begin
        -- One statement per event: removing a day runs this once per day, so each statement counts.
        if TG_OP in ('DELETE', 'UPDATE') then
          with d as (${FOOD_COUNTS.replace('$ROWS', 'old_items')}),
            emptied as (delete from food_log_day_foods f using d
              where f.food_log_id = d.food_log_id and f.food_key = d.food_key and f.times <= d.times)
          update food_log_day_foods f set times = f.times - d.times from d
          where f.food_log_id = d.food_log_id and f.food_key = d.food_key and f.times > d.times;
        end if;
        if TG_OP in ('INSERT', 'UPDATE') then
          insert into food_log_day_foods (food_log_id, food_key, user_id, date, times)
          select d.food_log_id, d.food_key, l.user_id, l.date, d.times
          from (${FOOD_COUNTS.replace('$ROWS', 'new_items')}) d join food_logs l on l.id = d.food_log_id
          on conflict (food_log_id, food_key) do update set times = food_log_day_foods.times + excluded.times;
        end if;
        return null;
      end $$;`);
    // A trigger with transition tables may have one event only, hence three.
    this.addSql(`create trigger "food_log_items_day_foods_insert" after insert on "food_log_items"
      referencing new table as new_items for each statement execute function "food_log_day_foods_apply"();`);
    this.addSql(`create trigger "food_log_items_day_foods_update" after update on "food_log_items"
      referencing old table as old_items new table as new_items for each statement execute function "food_log_day_foods_apply"();`);
    this.addSql(`create trigger "food_log_items_day_foods_delete" after delete on "food_log_items"
      referencing old table as old_items for each statement execute function "food_log_day_foods_apply"();`);
    this.addSql(`insert into food_log_day_foods (food_log_id, food_key, user_id, date, times)
      select d.food_log_id, d.food_key, l.user_id, l.date, d.times
      from (${FOOD_COUNTS.replace('$ROWS', 'food_log_items')}) d join food_logs l on l.id = d.food_log_id;`);

    // Admin user search: email and name each get their own trigram index, so a name search ("maya nov") reads only
    // the short, selective name trigrams instead of those of every email address.
    this.addSql(`drop index if exists "users_search_trgm_index";`);
    this.addSql(`create index "users_email_trgm_index" on "users" using gin (lower("email") gin_trgm_ops);`);
    this.addSql(`create index "users_name_trgm_index" on "users" using gin (lower("first_name" || ' ' || coalesce("last_name", '')) gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(dayTotalsApply(false));
    this.addSql('alter table "food_log_day_totals" drop column if exists "calorie_target";');
    this.addSql('drop function if exists "user_calorie_target"(double precision, double precision, text, date, text, double precision, int);');
    this.addSql('drop index if exists "users_name_trgm_index";');
    this.addSql('drop index if exists "users_email_trgm_index";');
    this.addSql(`create index "users_search_trgm_index" on "users"
      using gin (lower("email" || ' ' || "first_name" || ' ' || coalesce("last_name", '')) gin_trgm_ops);`);
    this.addSql('drop trigger if exists "food_log_items_day_foods_delete" on "food_log_items";');
    this.addSql('drop trigger if exists "food_log_items_day_foods_update" on "food_log_items";');
    this.addSql('drop trigger if exists "food_log_items_day_foods_insert" on "food_log_items";');
    this.addSql('drop function if exists "food_log_day_foods_apply"();');
    this.addSql('drop table if exists "food_log_day_foods";');
  }
}
