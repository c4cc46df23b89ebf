import { Migration } from '@mikro-orm/migrations';

export class Migration20261123180000DataImports extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "data_imports" ("id" uuid not null, "user_id" uuid not null, "source" varchar(20) not null, "status" varchar(12) not null default 'preview', "preview" jsonb not null, "plan" jsonb not null, "created_at" timestamptz not null, "confirmed_at" timestamptz null, constraint "data_imports_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "data_imports_user_id_index" on "data_imports" ("user_id");`);
    this.addSql(
      `alter table "data_imports" add constraint "data_imports_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    // One row per imported record (a food log item, a lab entry…) by the hash of its content: importing again skips it.
    this.addSql(
      `create table "imported_rows" ("user_id" uuid not null, "content_hash" varchar(64) not null, "import_id" uuid not null, constraint "imported_rows_pkey" primary key ("user_id", "content_hash"));`,
    );
    this.addSql(
      `alter table "imported_rows" add constraint "imported_rows_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "imported_rows";');
    this.addSql('drop table if exists "data_imports";');
  }
}
