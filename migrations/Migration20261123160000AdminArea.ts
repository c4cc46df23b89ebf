import { Migration } from '@mikro-orm/migrations';

const ITEM_SUMS = `select food_log_id, count(*) as items,
  coalesce(sum((nutrients->>'energy_kcal')::float), 0) as kcal, coalesce(sum((nutrients->>'protein_g')::float), 0) as protein,
  coalesce(sum((nutrients->>'carbs_g')::float), 0) as carbs, coalesce(sum((nutrients->>'fat_g')::float), 0) as fat
  from $ROWS group by food_log_id`;

export class Migration20261123160000AdminArea extends Migration {
  override async up(): Promise<void> {
    // Admin user search: case-insensitive partial match on email and name through a trigram index.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`alter table "users" add column "last_active_at" timestamptz null;`);
    this.addSql(`create index "users_created_at_id_index" on "users" ("created_at" desc, "id");`);
    this.addSql(`create index "users_last_active_at_id_index" on "users" ("last_active_at" desc nulls last, "id");`);
    this.addSql(`create index "users_tier_created_at_index" on "users" ("tier", "created_at" desc, "id");`);
    this.addSql(`create index "users_role_created_at_index" on "users" ("role", "created_at" desc, "id");`);
    this.addSql(`create index "users_search_trgm_index" on "users"
      using gin (lower("email" || ' ' || "first_name" || ' ' || coalesce("last_name", '')) gin_trgm_ops);`);

    // One row per user per UTC day with any signed-in request: DAU/WAU/MAU and retention come from here.
    this.addSql(`create table "user_activity_days" (
      "user_id" uuid not null,
      "day" date not null,
      constraint "user_activity_days_pkey" primary key ("user_id", "day"));`);
    this.addSql(`create index "user_activity_days_day_user_id_index" on "user_activity_days" ("day", "user_id");`);
    this.addSql(`alter table "user_activity_days" add constraint "user_activity_days_user_id_foreign" foreign key ("user_id")
      references "users" ("id") on update cascade on delete cascade;`);

    // The audit trail outlives the accounts it names, so targets are copied, not foreign keys.
    this.addSql(`create table "admin_audit_events" (
      "id" uuid not null,
      "actor_id" uuid null,
      "actor_email" varchar(254) not null,
      "action" varchar(40) not null,
      "target_user_id" uuid null,
      "target_email" varchar(254) null,
      "target_report_id" uuid null,
      "summary" text not null,
      "details" jsonb not null,
      "created_at" timestamptz not null,
      constraint "admin_audit_events_pkey" primary key ("id"));`);
    this.addSql(`create index "admin_audit_events_created_at_id_index" on "admin_audit_events" ("created_at" desc, "id");`);
    this.addSql(`create index "admin_audit_events_target_user_id_index" on "admin_audit_events" ("target_user_id", "created_at" desc);`);

    // Per food-log-day totals for admin analytics, kept by statement-level triggers on food_log_items (one set-based
    // update per statement), so analytics read one row per user-day instead of every item's nutrients.
    this.addSql(`create table "food_log_day_totals" (
      "food_log_id" uuid not null,
      "user_id" uuid not null,
      "date" date not null,
      "items" int not null,
      "kcal" double precision not null,
      "protein" double precision not null,
      "carbs" double precision not null,
      "fat" double precision not null,
      constraint "food_log_day_totals_pkey" primary key ("food_log_id"));`);
    this.addSql(`create index "food_log_day_totals_date_user_id_index" on "food_log_day_totals" ("date", "user_id");`);
    this.addSql(`alter table "food_log_day_totals" add constraint "food_log_day_totals_food_log_id_foreign" foreign key ("food_log_id")
      references "food_logs" ("id") on update cascade on delete cascade;`);
    this.addSql(`create function "food_log_day_totals_apply"() returns trigger language plpgsql as $$
      begin
        if TG_OP in ('DELETE', 'UPDATE') then
          update food_log_day_totals t set items = t.items - d.items, kcal = t.kcal - d.kcal, protein = t.protein - d.protein,
            carbs = t.carbs - d.carbs, fat = t.fat - d.fat
          from (${ITEM_SUMS.replace('$ROWS', 'old_items')}) d where t.food_log_id = d.food_log_id;
        end if;
        if TG_OP in ('INSERT', 'UPDATE') then
          insert into food_log_day_totals (food_log_id, user_id, date, items, kcal, protein, carbs, fat)
          select d.food_log_id, l.user_id, l.date, d.items, d.kcal, d.protein, d.carbs, d.fat
          from (${ITEM_SUMS.replace('$ROWS', 'new_items')}) d join food_logs l on l.id = d.food_log_id
          on conflict (food_log_id) do update set items = food_log_day_totals.items + excluded.items,
            kcal = food_log_day_totals.kcal + excluded.kcal, protein = food_log_day_totals.protein + excluded.protein,
            carbs = food_log_day_totals.carbs + excluded.carbs, fat = food_log_day_totals.fat + excluded.fat;
        end if;
        return null;
      end $$;`);
    // A trigger with transition tables may have one event only, hence three.
    this.addSql(`create trigger "food_log_items_totals_insert" after insert on "food_log_items"
      referencing new table as new_items for each statement execute function "food_log_day_totals_apply"();`);
    this.addSql(`create trigger "food_log_items_totals_update" after update on "food_log_items"
      referencing old table as old_items new table as new_items for each statement execute function "food_log_day_totals_apply"();`);
    this.addSql(`create trigger "food_log_items_totals_delete" after delete on "food_log_items"
      referencing old table as old_items for each statement execute function "food_log_day_totals_apply"();`);
    this.addSql(`insert into food_log_day_totals (food_log_id, user_id, date, items, kcal, protein, carbs, fat)
      select d.food_log_id, l.user_id, l.date, d.items, d.kcal, d.protein, d.carbs, d.fat
      from (${ITEM_SUMS.replace('$ROWS', 'food_log_items')}) d join food_logs l on l.id = d.food_log_id;`);

    // Analytics scan recent windows of these tables by date across all users.
    this.addSql(`create index "food_logs_date_index" on "food_logs" ("date");`);
    this.addSql(`create index "supplement_logs_date_index" on "supplement_logs" ("date");`);
    this.addSql(`create index "bloodwork_entries_created_at_index" on "bloodwork_entries" ("created_at");`);
    this.addSql(`create index "analyses_created_at_index" on "analyses" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "analyses_created_at_index";');
    this.addSql('drop index if exists "bloodwork_entries_created_at_index";');
    this.addSql('drop index if exists "supplement_logs_date_index";');
    this.addSql('drop index if exists "food_logs_date_index";');
    this.addSql('drop trigger if exists "food_log_items_totals_delete" on "food_log_items";');
    this.addSql('drop trigger if exists "food_log_items_totals_update" on "food_log_items";');
    this.addSql('drop trigger if exists "food_log_items_totals_insert" on "food_log_items";');
    this.addSql('drop function if exists "food_log_day_totals_apply"();');
    this.addSql('drop table if exists "food_log_day_totals";');
    this.addSql('drop table if exists "admin_audit_events";');
    this.addSql('drop table if exists "user_activity_days";');
    this.addSql('drop index if exists "users_search_trgm_index";');
    this.addSql('drop index if exists "users_role_created_at_index";');
    this.addSql('drop index if exists "users_tier_created_at_index";');
    this.addSql('drop index if exists "users_last_active_at_id_index";');
    this.addSql('drop index if exists "users_created_at_id_index";');
    this.addSql('alter table "users" drop column if exists "last_active_at";');
  }
}
