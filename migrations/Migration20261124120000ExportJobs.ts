import { Migration } from '@mikro-orm/migrations';

export class Migration20261124120000ExportJobs extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "data_exports" ("id" uuid not null, "user_id" uuid not null, "status" varchar(12) not null default 'queued', "progress" smallint not null default 0, "byte_size" bigint null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "expires_at" timestamptz null, constraint "data_exports_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "data_exports_user_id_index" on "data_exports" ("user_id");`);
    this.addSql(
      `alter table "data_exports" add constraint "data_exports_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "data_export_chunks" ("data_export_id" uuid not null, "seq" int not null, "bytes" bytea not null, constraint "data_export_chunks_pkey" primary key ("data_export_id", "seq"));`,
    );
    this.addSql(
      `alter table "data_export_chunks" add constraint "data_export_chunks_data_export_id_foreign" foreign key ("data_export_id") references "data_exports" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "data_import_pdfs" ("data_import_id" uuid not null, "file" varchar(100) not null, "bytes" bytea not null, constraint "data_import_pdfs_pkey" primary key ("data_import_id", "file"));`,
    );
    this.addSql(
      `alter table "data_import_pdfs" add constraint "data_import_pdfs_data_import_id_foreign" foreign key ("data_import_id") references "data_imports" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "data_import_pdfs";');
    this.addSql('drop table if exists "data_export_chunks";');
    this.addSql('drop table if exists "data_exports";');
  }
}
