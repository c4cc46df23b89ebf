import { Migration } from '@mikro-orm/migrations';

export class Migration20261123190000Social extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "social_profiles" ("user_id" uuid not null, "display_name" varchar(60) null, "bio" varchar(300) null, "visibility" varchar(16) not null default 'friends', "updated_at" timestamptz not null, constraint "social_profiles_pkey" primary key ("user_id"));`,
    );
    this.addSql(
      `create table "social_posts" ("id" uuid not null, "author_id" uuid not null, "text" text not null, "audience" varchar(16) not null, "meal" jsonb null, "created_at" timestamptz not null, "edited_at" timestamptz null, constraint "social_posts_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "social_posts_author_id_created_at_id_index" on "social_posts" ("author_id", "created_at", "id");`);
    this.addSql(`create index "social_posts_created_at_id_index" on "social_posts" ("created_at", "id");`);
    this.addSql(
      `create table "social_post_likes" ("id" uuid not null, "post_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, constraint "social_post_likes_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "social_post_likes_user_id_index" on "social_post_likes" ("user_id");`);
    this.addSql(`alter table "social_post_likes" add constraint "social_post_likes_post_id_user_id_unique" unique ("post_id", "user_id");`);
    this.addSql(
      `create table "social_comments" ("id" uuid not null, "post_id" uuid not null, "author_id" uuid not null, "text" text not null, "created_at" timestamptz not null, constraint "social_comments_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "social_comments_author_id_index" on "social_comments" ("author_id");`);
    this.addSql(`create index "social_comments_post_id_created_at_index" on "social_comments" ("post_id", "created_at");`);
    this.addSql(
      `create table "social_blocks" ("id" uuid not null, "blocker_id" uuid not null, "blocked_id" uuid not null, "created_at" timestamptz not null, constraint "social_blocks_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "social_blocks_blocked_id_index" on "social_blocks" ("blocked_id");`);
    this.addSql(`alter table "social_blocks" add constraint "social_blocks_blocker_id_blocked_id_unique" unique ("blocker_id", "blocked_id");`);
    this.addSql(
      `create table "friendships" ("id" uuid not null, "user_a_id" uuid not null, "user_b_id" uuid not null, "requester_id" uuid not null, "status" varchar(16) not null, "created_at" timestamptz not null, constraint "friendships_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "friendships_requester_id_index" on "friendships" ("requester_id");`);
    this.addSql(`create index "friendships_user_b_id_status_index" on "friendships" ("user_b_id", "status");`);
    this.addSql(`alter table "friendships" add constraint "friendships_user_a_id_user_b_id_unique" unique ("user_a_id", "user_b_id");`);
    this.addSql(
      `alter table "social_profiles" add constraint "social_profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "social_posts" add constraint "social_posts_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "social_post_likes" add constraint "social_post_likes_post_id_foreign" foreign key ("post_id") references "social_posts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "social_post_likes" add constraint "social_post_likes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "social_comments" add constraint "social_comments_post_id_foreign" foreign key ("post_id") references "social_posts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "social_comments" add constraint "social_comments_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "social_blocks" add constraint "social_blocks_blocker_id_foreign" foreign key ("blocker_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "social_blocks" add constraint "social_blocks_blocked_id_foreign" foreign key ("blocked_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "friendships" add constraint "friendships_user_a_id_foreign" foreign key ("user_a_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "friendships" add constraint "friendships_user_b_id_foreign" foreign key ("user_b_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "friendships" add constraint "friendships_requester_id_foreign" foreign key ("requester_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "social_comments" cascade;`);
    this.addSql(`drop table if exists "social_post_likes" cascade;`);
    this.addSql(`drop table if exists "social_posts" cascade;`);
    this.addSql(`drop table if exists "social_blocks" cascade;`);
    this.addSql(`drop table if exists "friendships" cascade;`);
    this.addSql(`drop table if exists "social_profiles" cascade;`);
  }
}
