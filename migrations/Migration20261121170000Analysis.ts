import { Migration } from '@mikro-orm/migrations';

export class Migration20261121170000Analysis extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "analysis_type" as enum ('nutrition', 'bloodwork', 'correlation');`);
    this.addSql(`create type "analysis_engine" as enum ('builtin', 'language_model');`);
    this.addSql(`create type "ai_content_report_reason" as enum ('inappropriate', 'medical_advice', 'inaccurate', 'harmful', 'spam', 'other');`);
    this.addSql(`create type "ai_content_report_status" as enum ('pending', 'reviewed', 'resolved', 'dismissed');`);
    this.addSql(`create table "analyses" (
      "id" uuid not null,
      "user_id" uuid not null,
      "type" "analysis_type" not null,
      "bloodwork_entry_id" uuid null,
      "days" int null,
      "model" varchar(100) not null,
      "model_used" varchar(100) not null,
      "engine" "analysis_engine" not null,
      "fallback_reason" varchar(40) null,
      "summary" text not null,
      "facts" jsonb not null,
      "explanations" jsonb not null,
      "disclaimer" text not null,
      "second_opinion_model" varchar(100) null,
      "second_opinion" jsonb null,
      "created_at" timestamptz not null,
      constraint "analyses_pkey" primary key ("id"));`);
    this.addSql(`create index "analyses_user_id_created_at_index" on "analyses" ("user_id", "created_at");`);
    this.addSql(`alter table "analyses" add constraint "analyses_user_id_foreign" foreign key ("user_id")
      references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "analyses" add constraint "analyses_bloodwork_entry_id_foreign" foreign key ("bloodwork_entry_id")
      references "bloodwork_entries" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "ai_content_reports" (
      "id" uuid not null,
      "user_id" uuid not null,
      "reason" "ai_content_report_reason" not null,
      "description" text not null,
      "content_type" varchar(40) not null,
      "content" text not null,
      "content_hash" varchar(64) null,
      "status" "ai_content_report_status" not null,
      "admin_notes" text null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "ai_content_reports_pkey" primary key ("id"));`);
    this.addSql(`create index "ai_content_reports_status_created_at_index" on "ai_content_reports" ("status", "created_at");`);
    // Null hashes (no content sent) never collide in a PostgreSQL unique constraint.
    this.addSql(`alter table "ai_content_reports" add constraint "ai_content_reports_user_id_content_type_content_hash_unique"
      unique ("user_id", "content_type", "content_hash");`);
    this.addSql(`alter table "ai_content_reports" add constraint "ai_content_reports_user_id_foreign" foreign key ("user_id")
      references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "users" add column "admin_notes" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "users" drop column if exists "admin_notes";');
    this.addSql('drop table if exists "ai_content_reports";');
    this.addSql('drop table if exists "analyses";');
    this.addSql('drop type if exists "ai_content_report_status";');
    this.addSql('drop type if exists "ai_content_report_reason";');
    this.addSql('drop type if exists "analysis_engine";');
    this.addSql('drop type if exists "analysis_type";');
  }
}
