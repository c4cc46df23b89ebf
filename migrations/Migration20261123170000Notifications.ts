import { Migration } from '@mikro-orm/migrations';

export class Migration20261123170000Notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "reminder_settings" ("user_id" uuid not null, "daily_reminders" boolean not null, "reminder_time" varchar(5) not null, "timezone" varchar(64) not null, "updated_at" timestamptz not null, constraint "reminder_settings_pkey" primary key ("user_id"));`,
    );
    this.addSql(
      `create table "reminder_deliveries" ("id" uuid not null, "user_id" uuid not null, "local_date" date not null, "status" varchar(16) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "claimed_at" timestamptz null, "sent_at" timestamptz null, "outcome" varchar(200) null, "created_at" timestamptz not null, constraint "reminder_deliveries_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "reminder_deliveries_status_next_attempt_at_index" on "reminder_deliveries" ("status", "next_attempt_at");`);
    this.addSql(`alter table "reminder_deliveries" add constraint "reminder_deliveries_user_id_local_date_unique" unique ("user_id", "local_date");`);
    this.addSql(
      `create table "push_subscriptions" ("id" uuid not null, "user_id" uuid not null, "session_id" uuid null, "endpoint" text not null, "p256dh" varchar(200) not null, "auth" varchar(100) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "push_subscriptions_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "push_subscriptions_user_id_index" on "push_subscriptions" ("user_id");`);
    this.addSql(`create index "push_subscriptions_session_id_index" on "push_subscriptions" ("session_id");`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_unique" unique ("endpoint");`);
    this.addSql(
      `alter table "reminder_settings" add constraint "reminder_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "reminder_deliveries" add constraint "reminder_deliveries_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    // Logging out deletes the session, and with it this device's subscription.
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_session_id_foreign" foreign key ("session_id") references "sessions" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "push_subscriptions" cascade;`);
    this.addSql(`drop table if exists "reminder_deliveries" cascade;`);
    this.addSql(`drop table if exists "reminder_settings" cascade;`);
  }
}
