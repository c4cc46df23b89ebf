import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { InvoiceStatus } from './billing.enums.js';
import { PaymentMethod } from './paymentMethod.entity.js';
import { Subscription } from './subscription.entity.js';

/**
 * One charge attempt for a billing period (billing history and receipts). `chargeKey` is unique: the same period's
 * attempt is never charged twice, however many processes or retries try.
 */
@Entity({ tableName: 'invoices' })
@Index({ properties: ['user', 'createdAt'] })
export class Invoice {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @ManyToOne(() => Subscription, { deleteRule: 'cascade' })
  subscription: Subscription;

  @Property({ type: 'string', length: 200, unique: true })
  chargeKey: string;

  /** The gateway's invoice or charge id; unique so webhook and API paths update the same row. */
  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  gatewayRef: string | null = null;

  @Property({ type: 'integer' })
  amountCents: number;

  @Property({ type: 'string', length: 3 })
  currency: string;

  @Enum({ items: () => InvoiceStatus, nativeEnumName: 'invoice_status' })
  status: InvoiceStatus;

  @Property({ type: 'timestamptz' })
  periodStart: Date;

  @Property({ type: 'timestamptz' })
  periodEnd: Date;

  @ManyToOne(() => PaymentMethod, { nullable: true, deleteRule: 'set null' })
  paymentMethod: PaymentMethod | null = null;

  /** How the method looked when charged ("Visa •••• 4242"), kept when the method is later removed. */
  @Property({ type: 'string', length: 120 })
  paymentMethodLabel: string;

  @Property({ type: 'text', nullable: true })
  failureMessage: string | null = null;

  /** Human receipt number, e.g. NUTRI-20261123-1A2B3C. */
  @Property({ type: 'string', length: 40 })
  receiptNumber: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  paidAt: Date | null = null;

  constructor(fields: {
    user: User;
    subscription: Subscription;
    chargeKey: string;
    amountCents: number;
    currency: string;
    status: InvoiceStatus;
    periodStart: Date;
    periodEnd: Date;
    paymentMethodLabel: string;
    receiptNumber: string;
    createdAt: Date;
  }) {
    this.user = fields.user;
    this.subscription = fields.subscription;
    this.chargeKey = fields.chargeKey;
    this.amountCents = fields.amountCents;
    this.currency = fields.currency;
    this.status = fields.status;
    this.periodStart = fields.periodStart;
    this.periodEnd = fields.periodEnd;
    this.paymentMethodLabel = fields.paymentMethodLabel;
    this.receiptNumber = fields.receiptNumber;
    this.createdAt = fields.createdAt;
  }
}
