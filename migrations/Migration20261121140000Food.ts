import { Migration } from '@mikro-orm/migrations';

export class Migration20261121140000Food extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "meal_type" as enum ('breakfast', 'lunch', 'dinner', 'snack');`);

    this.addSql(`create table "dataset_versions" (
      "name" varchar(40) not null,
      "version" varchar(100) not null,
      "loaded_at" timestamptz not null,
      constraint "dataset_versions_pkey" primary key ("name"));`);

    this.addSql(`create table "foods" (
      "id" varchar(40) not null,
      "source" varchar(20) not null,
      "name" text not null,
      "category" text not null,
      "aliases" text null,
      "fdc_id" int null,
      "nutrients" jsonb not null,
      "portions" jsonb not null,
      constraint "foods_pkey" primary key ("id"));`);

    this.addSql(`create table "custom_foods" (
      "id" uuid not null,
      "user_id" uuid not null,
      "name" varchar(200) not null,
      "brand" varchar(200) null,
      "serving_size" double precision not null,
      "serving_unit" varchar(40) not null,
      "serving_grams" double precision not null,
      "nutrients" jsonb not null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "custom_foods_pkey" primary key ("id"));`);
    this.addSql(`create index "custom_foods_user_id_index" on "custom_foods" ("user_id");`);
    this.addSql(`alter table "custom_foods" add constraint "custom_foods_user_id_foreign" foreign key ("user_id")
      references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "food_logs" (
      "id" uuid not null,
      "user_id" uuid not null,
      "date" date not null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "food_logs_pkey" primary key ("id"));`);
    this.addSql(`alter table "food_logs" add constraint "food_logs_user_id_date_unique" unique ("user_id", "date");`);
    this.addSql(`alter table "food_logs" add constraint "food_logs_user_id_foreign" foreign key ("user_id")
      references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "food_log_items" (
      "id" uuid not null,
      "food_log_id" uuid not null,
      "meal_type" "meal_type" not null,
      "position" int not null,
      "food_id" varchar(60) null,
      "name" varchar(300) not null,
      "brand" varchar(200) null,
      "quantity" double precision not null,
      "unit" varchar(80) not null,
      "grams" double precision null,
      "nutrients" jsonb not null,
      "created_at" timestamptz not null,
      constraint "food_log_items_pkey" primary key ("id"));`);
    this.addSql(`create index "food_log_items_food_log_id_index" on "food_log_items" ("food_log_id");`);
    this.addSql(`alter table "food_log_items" add constraint "food_log_items_food_log_id_foreign" foreign key ("food_log_id")
      references "food_logs" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "food_log_items";');
    this.addSql('drop table if exists "food_logs";');
    this.addSql('drop table if exists "custom_foods";');
    this.addSql('drop table if exists "foods";');
    this.addSql('drop table if exists "dataset_versions";');
    this.addSql('drop type if exists "meal_type";');
  }
}
