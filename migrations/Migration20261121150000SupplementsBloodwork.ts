import { Migration } from '@mikro-orm/migrations';

export class Migration20261121150000SupplementsBloodwork extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "installation_secrets" (
      "name" varchar(100) not null,
      "value" text not null,
      "created_at" timestamptz not null,
      constraint "installation_secrets_pkey" primary key ("name"));`);

    this.addSql(`create table "supplement_logs" (
      "id" uuid not null,
      "user_id" uuid not null,
      "date" date not null,
      "time" varchar(5) null,
      "product_key" varchar(80) not null,
      "name" varchar(200) not null,
      "form" varchar(40) not null,
      "quantity" double precision not null,
      "strength" jsonb null,
      "nutrients" jsonb not null,
      "query" varchar(200) null,
      "created_at" timestamptz not null,
      constraint "supplement_logs_pkey" primary key ("id"));`);
    this.addSql(`create index "supplement_logs_user_id_date_index" on "supplement_logs" ("user_id", "date");`);
    this.addSql(`alter table "supplement_logs" add constraint "supplement_logs_user_id_foreign" foreign key ("user_id")
      references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create type "bloodwork_source" as enum ('pdf', 'manual');`);
    this.addSql(`create table "bloodwork_pdfs" (
      "id" uuid not null,
      "user_id" uuid not null,
      "bytes" bytea not null,
      "byte_size" int not null,
      "created_at" timestamptz not null,
      constraint "bloodwork_pdfs_pkey" primary key ("id"));`);
    this.addSql(`create index "bloodwork_pdfs_user_id_index" on "bloodwork_pdfs" ("user_id");`);
    this.addSql(`alter table "bloodwork_pdfs" add constraint "bloodwork_pdfs_user_id_foreign" foreign key ("user_id")
      references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "bloodwork_entries" (
      "id" uuid not null,
      "user_id" uuid not null,
      "date" date not null,
      "source" "bloodwork_source" not null,
      "lab_values" jsonb not null,
      "unmatched" jsonb not null,
      "pdf_key" varchar(100) null,
      "pdf_filename" varchar(255) null,
      "pdf_byte_size" int null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "bloodwork_entries_pkey" primary key ("id"));`);
    this.addSql(`create index "bloodwork_entries_user_id_date_index" on "bloodwork_entries" ("user_id", "date");`);
    this.addSql(`alter table "bloodwork_entries" add constraint "bloodwork_entries_user_id_foreign" foreign key ("user_id")
      references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "bloodwork_entries";');
    this.addSql('drop table if exists "bloodwork_pdfs";');
    this.addSql('drop type if exists "bloodwork_source";');
    this.addSql('drop table if exists "supplement_logs";');
    this.addSql('drop table if exists "installation_secrets";');
  }
}
