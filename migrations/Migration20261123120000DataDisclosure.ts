import { Migration } from '@mikro-orm/migrations';

export class Migration20261123120000DataDisclosure extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "data_disclosure_acceptances" (
      "user_id" uuid not null,
      "version" int not null,
      "accepted_at" timestamptz not null,
      constraint "data_disclosure_acceptances_pkey" primary key ("user_id", "version"));`);
    this.addSql(`alter table "data_disclosure_acceptances" add constraint "data_disclosure_acceptances_user_id_foreign"
      foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "data_disclosure_acceptances";');
  }
}
