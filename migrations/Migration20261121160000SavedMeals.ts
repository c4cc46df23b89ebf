import { Migration } from '@mikro-orm/migrations';

export class Migration20261121160000SavedMeals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "saved_meal_kind" as enum ('meal', 'food');`);
    this.addSql(`create table "saved_meals" (
      "id" uuid not null,
      "user_id" uuid not null,
      "kind" "saved_meal_kind" not null,
      "name" varchar(200) not null,
      "meal_type" "meal_type" null,
      "is_favorite" boolean not null,
      "items" jsonb not null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "saved_meals_pkey" primary key ("id"));`);
    this.addSql(`create index "saved_meals_user_id_kind_index" on "saved_meals" ("user_id", "kind");`);
    this.addSql(`alter table "saved_meals" add constraint "saved_meals_user_id_foreign" foreign key ("user_id")
      references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "saved_meals";');
    this.addSql('drop type if exists "saved_meal_kind";');
  }
}
