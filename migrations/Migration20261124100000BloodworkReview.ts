import { Migration } from '@mikro-orm/migrations';

/** Uploaded reports are drafts until reviewed; every entry stored before this was already counted, so it is confirmed. */
export class Migration20261124100000BloodworkReview extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "bloodwork_status" as enum ('draft', 'confirmed');`);
    this.addSql(`alter table "bloodwork_entries"
      add column "status" "bloodwork_status" not null default 'confirmed',
      add column "is_date_missing" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "bloodwork_entries" drop column "status", drop column "is_date_missing";`);
    this.addSql(`drop type "bloodwork_status";`);
  }
}
