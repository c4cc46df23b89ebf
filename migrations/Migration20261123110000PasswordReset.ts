import { Migration } from '@mikro-orm/migrations';

export class Migration20261123110000PasswordReset extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "password_reset_issuer" as enum ('email', 'admin');`);
    this.addSql(`create table "password_reset_tokens" (
      "id" uuid not null,
      "user_id" uuid not null,
      "token_hash" varchar(64) not null,
      "issued_by" "password_reset_issuer" not null,
      "created_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      constraint "password_reset_tokens_pkey" primary key ("id"));`);
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id")
      references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "password_reset_tokens";');
    this.addSql('drop type if exists "password_reset_issuer";');
  }
}
