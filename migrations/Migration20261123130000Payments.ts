import { Migration } from '@mikro-orm/migrations';

export class Migration20261123130000Payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "payment_method_kind" as enum ('card', 'paypal');`);
    this.addSql(`create type "payment_gateway" as enum ('sandbox', 'stripe');`);
    this.addSql(`create type "billing_status" as enum ('incomplete', 'active', 'past_due', 'paused', 'canceled');`);
    this.addSql(`create type "invoice_status" as enum ('paid', 'failed', 'open');`);
    this.addSql(`create type "billing_notice_kind" as enum ('payment_failed', 'payment_recovered', 'subscription_ended', 'subscription_renewed');`);

    this.addSql(`create table "billing_customers" (
      "user_id" uuid not null,
      "gateway" "payment_gateway" not null,
      "customer_ref" varchar(255) not null,
      constraint "billing_customers_pkey" primary key ("user_id"));`);

    this.addSql(`create table "payment_methods" (
      "id" uuid not null,
      "user_id" uuid not null,
      "kind" "payment_method_kind" not null,
      "gateway" "payment_gateway" not null,
      "gateway_ref" varchar(255) not null,
      "nickname" varchar(100) not null,
      "brand" varchar(20) null,
      "last4" varchar(4) null,
      "exp_month" smallint null,
      "exp_year" smallint null,
      "paypal_email" varchar(254) null,
      "billing_address" jsonb not null,
      "is_default" boolean not null,
      "created_at" timestamptz not null,
      constraint "payment_methods_pkey" primary key ("id"));`);
    this.addSql(`create index "payment_methods_user_id_created_at_index" on "payment_methods" ("user_id", "created_at");`);
    this.addSql(`create unique index "payment_methods_one_default" on "payment_methods" ("user_id") where "is_default";`);
    this.addSql(`alter table "payment_methods" add constraint "payment_methods_gateway_gateway_ref_unique" unique ("gateway", "gateway_ref");`);

    this.addSql(`create table "subscriptions" (
      "id" uuid not null,
      "user_id" uuid not null,
      "status" "billing_status" not null,
      "gateway" "payment_gateway" not null,
      "gateway_ref" varchar(255) null,
      "payment_method_id" uuid null,
      "amount_cents" int not null,
      "currency" varchar(3) not null,
      "current_period_start" timestamptz null,
      "current_period_end" timestamptz null,
      "cancel_at_period_end" boolean not null,
      "paused_at" timestamptz null,
      "canceled_at" timestamptz null,
      "failed_attempts" smallint not null,
      "next_retry_at" timestamptz null,
      "start_key" varchar(100) null,
      "gateway_synced_at" timestamptz null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "subscriptions_pkey" primary key ("id"));`);
    // At most one live subscription per user: a second start (double-click, two tabs) is refused by the database.
    this.addSql(`create unique index "subscriptions_one_live_per_user" on "subscriptions" ("user_id") where "status" <> 'canceled';`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_gateway_gateway_ref_unique" unique ("gateway", "gateway_ref");`);
    this.addSql(`create index "subscriptions_status_current_period_end_index" on "subscriptions" ("status", "current_period_end");`);

    this.addSql(`create table "invoices" (
      "id" uuid not null,
      "user_id" uuid not null,
      "subscription_id" uuid not null,
      "charge_key" varchar(200) not null,
      "gateway_ref" varchar(255) null,
      "amount_cents" int not null,
      "currency" varchar(3) not null,
      "status" "invoice_status" not null,
      "period_start" timestamptz not null,
      "period_end" timestamptz not null,
      "payment_method_id" uuid null,
      "payment_method_label" varchar(120) not null,
      "failure_message" text null,
      "receipt_number" varchar(40) not null,
      "created_at" timestamptz not null,
      "paid_at" timestamptz null,
      constraint "invoices_pkey" primary key ("id"),
      constraint "invoices_charge_key_unique" unique ("charge_key"),
      constraint "invoices_gateway_ref_unique" unique ("gateway_ref"));`);
    this.addSql(`create index "invoices_user_id_created_at_index" on "invoices" ("user_id", "created_at");`);

    this.addSql(`create table "billing_notices" (
      "id" uuid not null,
      "user_id" uuid not null,
      "kind" "billing_notice_kind" not null,
      "message" text not null,
      "created_at" timestamptz not null,
      "dismissed_at" timestamptz null,
      constraint "billing_notices_pkey" primary key ("id"));`);
    this.addSql(`create index "billing_notices_user_id_created_at_index" on "billing_notices" ("user_id", "created_at");`);

    this.addSql(
      `alter table "billing_customers" add constraint "billing_customers_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "payment_methods" add constraint "payment_methods_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_payment_method_id_foreign" foreign key ("payment_method_id") references "payment_methods" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "invoices" add constraint "invoices_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "invoices" add constraint "invoices_subscription_id_foreign" foreign key ("subscription_id") references "subscriptions" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "invoices" add constraint "invoices_payment_method_id_foreign" foreign key ("payment_method_id") references "payment_methods" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "billing_notices" add constraint "billing_notices_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "billing_webhook_events" (
      "id" varchar(255) not null,
      "type" varchar(100) not null,
      "received_at" timestamptz not null,
      constraint "billing_webhook_events_pkey" primary key ("id"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "billing_webhook_events";`);
    this.addSql(`drop table if exists "billing_notices";`);
    this.addSql(`drop table if exists "invoices";`);
    this.addSql(`drop table if exists "subscriptions";`);
    this.addSql(`drop table if exists "payment_methods";`);
    this.addSql(`drop table if exists "billing_customers";`);
    this.addSql(`drop type if exists "billing_notice_kind";`);
    this.addSql(`drop type if exists "invoice_status";`);
    this.addSql(`drop type if exists "billing_status";`);
    this.addSql(`drop type if exists "payment_gateway";`);
    this.addSql(`drop type if exists "payment_method_kind";`);
  }
}
