import { Migration } from '@mikro-orm/migrations';

export class Migration20261123100100SearchThrottle extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "search_throttle" (
      "client_ip" varchar(100) not null,
      "window_started_at" timestamptz not null,
      "searches" int not null,
      constraint "search_throttle_pkey" primary key ("client_ip"));`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "search_throttle";');
  }
}
