import { Migration } from '@mikro-orm/migrations';

export class Migration20261121120000Accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "user_role" as enum ('user', 'admin');`);
    this.addSql(`create type "user_tier" as enum ('free', 'pro');`);
    this.addSql(`create type "subscription_status" as enum ('none', 'active', 'paused', 'canceled', 'past_due');`);
    this.addSql(`create type "user_gender" as enum ('male', 'female');`);
    this.addSql(`create type "activity_level" as enum ('sedentary', 'lightly_active', 'moderately_active', 'very_active', 'extra_active');`);
    this.addSql(`create type "unit_system" as enum ('metric', 'imperial');`);

    this.addSql(`create table "users" (
      "id" uuid not null,
      "email" varchar(254) not null,
      "password_hash" varchar(255) not null,
      "first_name" varchar(100) not null,
      "last_name" varchar(100) null,
      "role" "user_role" not null default 'user',
      "tier" "user_tier" not null default 'free',
      "subscription_status" "subscription_status" not null default 'none',
      "preferred_ai_model" varchar(100) not null default 'gpt-3.5-turbo',
      "weight" double precision null,
      "height" double precision null,
      "gender" "user_gender" null,
      "date_of_birth" date null,
      "activity_level" "activity_level" not null default 'sedentary',
      "weight_goal" double precision null,
      "weight_goal_timeframe" int null,
      "health_goals" text[] not null,
      "dietary_preferences" text[] not null,
      "custom_macro_preferences" jsonb not null,
      "timezone" varchar(64) not null default 'UTC',
      "unit_system" "unit_system" not null default 'metric',
      "is_test_user" boolean not null default false,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "users_pkey" primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`create table "sessions" (
      "id" uuid not null,
      "user_id" uuid not null,
      "token_hash" varchar(64) not null,
      "created_at" timestamptz not null,
      "expires_at" timestamptz not null,
      constraint "sessions_pkey" primary key ("id"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id")
      references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "usage_counters" (
      "user_id" uuid not null,
      "month" date not null,
      "ai_food_queries" int not null default 0,
      "ai_analyses" int not null default 0,
      "ai_assistant_messages" int not null default 0,
      constraint "usage_counters_pkey" primary key ("user_id", "month"));`);
    this.addSql(`alter table "usage_counters" add constraint "usage_counters_user_id_foreign" foreign key ("user_id")
      references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "login_throttle" (
      "key" varchar(300) not null,
      "window_started_at" timestamptz not null,
      "failures" int not null,
      constraint "login_throttle_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "login_throttle";');
    this.addSql('drop table if exists "usage_counters";');
    this.addSql('drop table if exists "sessions";');
    this.addSql('drop table if exists "users";');
    for (const type of ['unit_system', 'activity_level', 'user_gender', 'subscription_status', 'user_tier', 'user_role']) {
      this.addSql(`drop type if exists "${type}";`);
    }
  }
}
