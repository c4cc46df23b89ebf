import { Migration } from '@mikro-orm/migrations';

export class Migration20261123150000Assistant extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "assistant_role" as enum ('user', 'assistant');`);
    this.addSql(`create table "assistant_messages" (
      "id" uuid not null,
      "user_id" uuid not null,
      "role" "assistant_role" not null,
      "content" text not null,
      "logged_item_ids" jsonb not null,
      "suggested_recipe_ids" jsonb not null,
      "created_at" timestamptz not null,
      constraint "assistant_messages_pkey" primary key ("id"));`);
    this.addSql(`create index "assistant_messages_user_id_created_at_index" on "assistant_messages" ("user_id", "created_at");`);
    this.addSql(`alter table "assistant_messages" add constraint "assistant_messages_user_id_foreign" foreign key ("user_id")
      references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "assistant_messages" cascade;`);
    this.addSql(`drop type if exists "assistant_role";`);
  }
}
