import { Migration } from '@mikro-orm/migrations';

/**
 * Each user's logged foods with when they last logged them and how often, so food search reads a handful of the
 * user's own rows instead of every logged item in the installation. Triggers keep it in step with
 * `food_log_items` on every write path (logging, moving, removing, replacing a day, deleting a day or an account),
 * including the ones added later.
 */
export class Migration20261123140000RecentFoods extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "user_recent_foods" (
      "user_id" uuid not null,
      "food_id" varchar(60) not null,
      "last_logged_at" timestamptz not null,
      "times_logged" int not null,
      constraint "user_recent_foods_pkey" primary key ("user_id", "food_id"));`);
    this.addSql(`alter table "user_recent_foods" add constraint "user_recent_foods_user_id_foreign" foreign key ("user_id")
      references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "user_recent_foods_user_id_last_logged_at_index" on "user_recent_foods" ("user_id", "last_logged_at");`);
    this.addSql(`create index "user_recent_foods_user_id_times_logged_index" on "user_recent_foods" ("user_id", "times_logged");`);

    this.addSql(`insert into "user_recent_foods" ("user_id", "food_id", "last_logged_at", "times_logged")
      select log.user_id, item.food_id, max(item.created_at), count(*)
      from food_log_items item join food_logs log on log.id = item.food_log_id
      where item.food_id is not null group by log.user_id, item.food_id;`);

    // Recounting locks the summary row first, so a concurrent insert of the same food is either counted or waits.
    this.addSql(`create function recent_foods_recount(p_user uuid, p_food varchar) returns void language plpgsql as $$
      declare v_last timestamptz; v_count int;
      begin
        perform 1 from user_recent_foods where user_id = p_user and food_id = p_food for update;
        select max(item.created_at), count(*) into v_last, v_count
          from food_log_items item join food_logs log on log.id = item.food_log_id
          where log.user_id = p_user and item.food_id = p_food;
        if v_count = 0 then
          delete from user_recent_foods where user_id = p_user and food_id = p_food;
        else
          insert into user_recent_foods (user_id, food_id, last_logged_at, times_logged) values (p_user, p_food, v_last, v_count)
          on conflict (user_id, food_id) do update set last_logged_at = excluded.last_logged_at, times_logged = excluded.times_logged;
        end if;
      end $$;`);

    this.addSql(`create function recent_foods_item_changed() returns trigger language plpgsql as $$
      declare v_user uuid;
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.food_id is not null then
          select user_id into v_user from food_logs where id = old.food_log_id;
          -- No day row: the day (or account) is being deleted and food_logs' own trigger handled its items.
          if found then perform recent_foods_recount(v_user, old.food_id); end if;
        end if;
        if tg_op = 'INSERT' and new.food_id is not null then
          insert into user_recent_foods (user_id, food_id, last_logged_at, times_logged)
          select log.user_id, new.food_id, new.created_at, 1 from food_logs log where log.id = new.food_log_id
          on conflict (user_id, food_id) do update
            set last_logged_at = greatest(user_recent_foods.last_logged_at, excluded.last_logged_at),
                times_logged = user_recent_foods.times_logged + 1;
        elsif tg_op = 'UPDATE' and new.food_id is not null then
          select user_id into v_user from food_logs where id = new.food_log_id;
          perform recent_foods_recount(v_user, new.food_id);
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "food_log_items_recent_foods_insert" after insert on "food_log_items"
      for each row execute function recent_foods_item_changed();`);
    this.addSql(`create trigger "food_log_items_recent_foods_update" after update of "food_id", "food_log_id", "created_at" on "food_log_items"
      for each row when (old.food_id is distinct from new.food_id or old.food_log_id is distinct from new.food_log_id
        or old.created_at is distinct from new.created_at)
      execute function recent_foods_item_changed();`);
    this.addSql(`create trigger "food_log_items_recent_foods_delete" after delete on "food_log_items"
      for each row execute function recent_foods_item_changed();`);

    // A day's items are removed while the day still exists, so their triggers can still find whose they were.
    this.addSql(`create function recent_foods_day_deleted() returns trigger language plpgsql as $$
      begin
        delete from food_log_items where food_log_id = old.id;
        return old;
      end $$;`);
    this.addSql(`create trigger "food_logs_recent_foods_delete" before delete on "food_logs"
      for each row execute function recent_foods_day_deleted();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists "food_logs_recent_foods_delete" on "food_logs";');
    this.addSql('drop trigger if exists "food_log_items_recent_foods_delete" on "food_log_items";');
    this.addSql('drop trigger if exists "food_log_items_recent_foods_update" on "food_log_items";');
    this.addSql('drop trigger if exists "food_log_items_recent_foods_insert" on "food_log_items";');
    this.addSql('drop function if exists recent_foods_day_deleted();');
    this.addSql('drop function if exists recent_foods_item_changed();');
    this.addSql('drop function if exists recent_foods_recount(uuid, varchar);');
    this.addSql('drop table if exists "user_recent_foods";');
  }
}
