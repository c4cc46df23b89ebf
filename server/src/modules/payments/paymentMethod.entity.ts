import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { GatewayName, PaymentMethodKind } from './billing.enums.js';

export interface BillingAddress {
  street1: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export const EMPTY_US_ADDRESS: BillingAddress = { street1: '', city: '', state: '', zipCode: '', country: 'US' };

/**
 * A saved card or PayPal account. Only what a person needs to recognise it is kept (brand, last 4, expiry, PayPal
 * email); the number and CVC never reach this table — `gatewayRef` is the gateway's token for it.
 */
@Entity({ tableName: 'payment_methods' })
@Index({ properties: ['user', 'createdAt'] })
@Unique({ properties: ['gateway', 'gatewayRef'] })
// One default per user (a partial unique index; the migration holds its definition).
@Index({
  name: 'payment_methods_one_default',
  expression: 'create unique index "payment_methods_one_default" on "payment_methods" ("user_id") where "is_default"',
})
export class PaymentMethod {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Enum({ items: () => PaymentMethodKind, nativeEnumName: 'payment_method_kind' })
  kind: PaymentMethodKind;

  @Enum({ items: () => GatewayName, nativeEnumName: 'payment_gateway' })
  gateway: GatewayName;

  @Property({ type: 'string', length: 255 })
  gatewayRef: string;

  @Property({ type: 'string', length: 100 })
  nickname: string;

  @Property({ type: 'string', length: 20, nullable: true })
  brand: string | null = null;

  @Property({ type: 'string', length: 4, nullable: true })
  last4: string | null = null;

  @Property({ type: 'smallint', nullable: true })
  expMonth: number | null = null;

  @Property({ type: 'smallint', nullable: true })
  expYear: number | null = null;

  @Property({ type: 'string', length: 254, nullable: true })
  paypalEmail: string | null = null;

  @Property({ type: 'json' })
  billingAddress: BillingAddress = { ...EMPTY_US_ADDRESS };

  @Property({ type: 'boolean' })
  isDefault = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  constructor(fields: { user: User; kind: PaymentMethodKind; gateway: GatewayName; gatewayRef: string; nickname: string; createdAt: Date }) {
    this.user = fields.user;
    this.kind = fields.kind;
    this.gateway = fields.gateway;
    this.gatewayRef = fields.gatewayRef;
    this.nickname = fields.nickname;
    this.createdAt = fields.createdAt;
  }
}
