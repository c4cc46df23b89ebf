import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { BillingStatus, GatewayName } from './billing.enums.js';
import { PaymentMethod } from './paymentMethod.entity.js';

/**
 * One paid Pro subscription, from start to its end (table `subscriptions`; admin reports read status, amountCents,
 * currency and the period columns from it). A user has at most one live (not canceled) row: a partial unique index
 * in the migration makes a second start a conflict, so double-clicks cannot create two.
 */
@Entity({ tableName: 'subscriptions' })
@Index({ properties: ['status', 'currentPeriodEnd'] })
@Unique({ properties: ['gateway', 'gatewayRef'] })
@Index({
  name: 'subscriptions_one_live_per_user',
  expression: `create unique index "subscriptions_one_live_per_user" on "subscriptions" ("user_id") where "status" <> 'canceled'`,
})
export class Subscription {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Enum({ items: () => BillingStatus, nativeEnumName: 'billing_status' })
  status: BillingStatus = BillingStatus.incomplete;

  @Enum({ items: () => GatewayName, nativeEnumName: 'payment_gateway' })
  gateway: GatewayName;

  /** The gateway's id for it (Stripe `sub_…`; sandbox `sbx_sub_…`). */
  @Property({ type: 'string', length: 255, nullable: true })
  gatewayRef: string | null = null;

  @ManyToOne(() => PaymentMethod, { nullable: true, deleteRule: 'set null' })
  paymentMethod: PaymentMethod | null;

  /** Monthly price in the currency's minor unit (cents). */
  @Property({ type: 'integer' })
  amountCents: number;

  @Property({ type: 'string', length: 3 })
  currency: string;

  @Property({ type: 'timestamptz', nullable: true })
  currentPeriodStart: Date | null = null;

  /** When the paid month ends: the next renewal, or the end of Pro when cancelAtPeriodEnd. */
  @Property({ type: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null = null;

  @Property({ type: 'boolean' })
  cancelAtPeriodEnd = false;

  @Property({ type: 'timestamptz', nullable: true })
  pausedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  canceledAt: Date | null = null;

  /** Failed renewal attempts in the current dunning run (0 when paid up). */
  @Property({ type: 'smallint' })
  failedAttempts = 0;

  @Property({ type: 'timestamptz', nullable: true })
  nextRetryAt: Date | null = null;

  /** The key the client sent with the start request: a retry with the same key returns this row. */
  @Property({ type: 'string', length: 100, nullable: true })
  startKey: string | null = null;

  /** Creation time of the newest gateway event applied, so an older event arriving late changes nothing. */
  @Property({ type: 'timestamptz', nullable: true })
  gatewaySyncedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz' })
  updatedAt: Date;

  constructor(fields: { user: User; gateway: GatewayName; paymentMethod: PaymentMethod; amountCents: number; currency: string; now: Date }) {
    this.user = fields.user;
    this.gateway = fields.gateway;
    this.paymentMethod = fields.paymentMethod;
    this.amountCents = fields.amountCents;
    this.currency = fields.currency;
    this.createdAt = fields.now;
    this.updatedAt = fields.now;
  }
}
