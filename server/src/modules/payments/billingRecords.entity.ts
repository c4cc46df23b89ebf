import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { BillingNoticeKind, GatewayName } from './billing.enums.js';

/** The user's customer record at the gateway (Stripe `cus_…`), created on the first saved payment method. */
@Entity({ tableName: 'billing_customers' })
export class BillingCustomer {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user: User;

  @Enum({ items: () => GatewayName, nativeEnumName: 'payment_gateway' })
  gateway: GatewayName;

  @Property({ type: 'string', length: 255 })
  customerRef: string;

  constructor(user: User, gateway: GatewayName, customerRef: string) {
    this.user = user;
    this.gateway = gateway;
    this.customerRef = customerRef;
  }
}

/** An in-app message about billing (a failed renewal, the end of Pro); shown on the billing page until dismissed. */
@Entity({ tableName: 'billing_notices' })
@Index({ properties: ['user', 'createdAt'] })
export class BillingNotice {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Enum({ items: () => BillingNoticeKind, nativeEnumName: 'billing_notice_kind' })
  kind: BillingNoticeKind;

  @Property({ type: 'text' })
  message: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  dismissedAt: Date | null = null;

  constructor(user: User, kind: BillingNoticeKind, message: string, createdAt: Date) {
    this.user = user;
    this.kind = kind;
    this.message = message;
    this.createdAt = createdAt;
  }
}

/** A gateway webhook event already handled: its id is the key, so a replayed event is recognised and skipped. */
@Entity({ tableName: 'billing_webhook_events' })
export class BillingWebhookEvent {
  @PrimaryKey({ type: 'string', length: 255 })
  id: string;

  @Property({ type: 'string', length: 100 })
  type: string;

  @Property({ type: 'timestamptz' })
  receivedAt: Date;

  constructor(id: string, type: string, receivedAt: Date) {
    this.id = id;
    this.type = type;
    this.receivedAt = receivedAt;
  }
}
