import { Migration } from '@mikro-orm/migrations';

export class Migration20261125020000SocialChallengesNotifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "social_challenges" ("id" uuid not null, "creator_id" uuid not null, "kind" varchar(32) not null, "title" varchar(80) not null, "start_date" date not null, "end_date" date not null, "goal_days" int not null, "created_at" timestamptz not null, "ended_at" timestamptz null, constraint "social_challenges_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "social_challenges_creator_id_index" on "social_challenges" ("creator_id");`);
    this.addSql(
      `create table "social_challenge_members" ("id" uuid not null, "challenge_id" uuid not null, "user_id" uuid not null, "status" varchar(16) not null, "created_at" timestamptz not null, constraint "social_challenge_members_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "social_challenge_members_user_id_index" on "social_challenge_members" ("user_id");`);
    this.addSql(
      `alter table "social_challenge_members" add constraint "social_challenge_members_challenge_id_user_id_unique" unique ("challenge_id", "user_id");`,
    );
    this.addSql(
      `create table "social_notifications" ("id" uuid not null, "recipient_id" uuid not null, "actor_id" uuid not null, "kind" varchar(32) not null, "post_id" uuid null, "challenge_id" uuid null, "created_at" timestamptz not null, "read_at" timestamptz null, constraint "social_notifications_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "social_notifications_actor_id_index" on "social_notifications" ("actor_id");`);
    this.addSql(`create index "social_notifications_post_id_index" on "social_notifications" ("post_id");`);
    this.addSql(`create index "social_notifications_challenge_id_index" on "social_notifications" ("challenge_id");`);
    this.addSql(`create index "social_notifications_recipient_id_created_at_index" on "social_notifications" ("recipient_id", "created_at");`);
    this.addSql(
      `alter table "social_challenges" add constraint "social_challenges_creator_id_foreign" foreign key ("creator_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "social_challenge_members" add constraint "social_challenge_members_challenge_id_foreign" foreign key ("challenge_id") references "social_challenges" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "social_challenge_members" add constraint "social_challenge_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    for (const [column, table] of [
      ['recipient_id', 'users'],
      ['actor_id', 'users'],
      ['post_id', 'social_posts'],
      ['challenge_id', 'social_challenges'],
    ] as const) {
      this.addSql(
        `alter table "social_notifications" add constraint "social_notifications_${column}_foreign" foreign key ("${column}") references "${table}" ("id") on update cascade on delete cascade;`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "social_notifications" cascade;`);
    this.addSql(`drop table if exists "social_challenge_members" cascade;`);
    this.addSql(`drop table if exists "social_challenges" cascade;`);
  }
}
