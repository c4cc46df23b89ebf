import { Migration } from '@mikro-orm/migrations';

export class Migration20261124010000BloodworkUploadProgress extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "bloodwork_upload_progress" ("user_id" uuid not null, "upload_id" uuid not null, "pages_done" int not null, "pages_total" int not null, "updated_at" timestamptz not null default now(), constraint "bloodwork_upload_progress_pkey" primary key ("user_id", "upload_id"));`,
    );
    this.addSql(
      `alter table "bloodwork_upload_progress" add constraint "bloodwork_upload_progress_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "bloodwork_upload_progress" cascade;`);
  }
}
