import { Migration } from '@mikro-orm/migrations';

/** Day, recipe and milestone shares; hiding by moderators; opt-in progress on profiles; reports that name a post or comment. */
export class Migration20261125030000SocialSharingAndModeration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "social_posts" add column "shared" jsonb null, add column "hidden_at" timestamptz null;`);
    this.addSql(`alter table "social_comments" add column "hidden_at" timestamptz null;`);
    this.addSql(
      `alter table "social_profiles" add column "show_progress" boolean not null default false, add column "progress_start_weight" double precision null, add column "progress_started_on" date null;`,
    );
    this.addSql(`alter table "ai_content_reports" add column "content_id" uuid null;`);
    this.addSql(`create index "ai_content_reports_content_id_index" on "ai_content_reports" ("content_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "ai_content_reports_content_id_index";`);
    this.addSql(`alter table "ai_content_reports" drop column "content_id";`);
    this.addSql(`alter table "social_profiles" drop column "show_progress", drop column "progress_start_weight", drop column "progress_started_on";`);
    this.addSql(`alter table "social_comments" drop column "hidden_at";`);
    this.addSql(`alter table "social_posts" drop column "shared", drop column "hidden_at";`);
  }
}
