import { Migration } from '@mikro-orm/migrations';

export class Migration20261125060000ImportItems extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "data_import_items" ("data_import_id" uuid not null, "ord" int not null, "content_hash" varchar(64) not null, "item" jsonb not null, constraint "data_import_items_pkey" primary key ("data_import_id", "ord"));`,
    );
    this.addSql(
      `alter table "data_import_items" add constraint "data_import_items_data_import_id_foreign" foreign key ("data_import_id") references "data_imports" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "data_import_items";');
  }
}
