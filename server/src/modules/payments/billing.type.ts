import { Field, ID, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../../graphql/connection.js';
import { toGlobalId } from '../../graphql/globalId.js';
import { Node } from '../../graphql/node.js';
import { BillingNoticeKind, BillingStatus, GatewayName, InvoiceStatus, PaymentMethodKind } from './billing.enums.js';
import type { BillingNotice } from './billingRecords.entity.js';
import type { Invoice } from './invoice.entity.js';
import type { BillingAddress, PaymentMethod } from './paymentMethod.entity.js';
import { paymentMethodLabel } from './paymentMethodLabel.js';
import type { Subscription } from './subscription.entity.js';

@ObjectType('BillingAddress')
export class BillingAddressType {
  @Field(() => String) street1!: string;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
  @Field(() => String) zipCode!: string;
  @Field(() => String, { description: 'Two-letter country code.' }) country!: string;
}

@ObjectType('PaymentMethod', { implements: Node, description: 'A saved card or PayPal account. Card numbers are never stored: only brand, last 4 and expiry.' })
export class PaymentMethodView {
  constructor(readonly method: PaymentMethod) {}

  @Field(() => ID, { name: 'id' }) get globalId(): string {
    return toGlobalId('PaymentMethod', this.method.id);
  }
  @Field(() => String) get internalID(): string {
    return this.method.id;
  }
  @Field(() => PaymentMethodKind) get kind(): PaymentMethodKind {
    return this.method.kind;
  }
  @Field(() => String) get nickname(): string {
    return this.method.nickname;
  }
  @Field(() => String, { description: 'E.g. "Visa •••• 4242" or "PayPal (ana@example.com)".' }) get label(): string {
    return paymentMethodLabel(this.method);
  }
  @Field(() => String, { nullable: true }) get brand(): string | null {
    return this.method.brand;
  }
  @Field(() => String, { nullable: true }) get last4(): string | null {
    return this.method.last4;
  }
  @Field(() => Int, { nullable: true }) get expMonth(): number | null {
    return this.method.expMonth;
  }
  @Field(() => Int, { nullable: true }) get expYear(): number | null {
    return this.method.expYear;
  }
  @Field(() => String, { nullable: true }) get paypalEmail(): string | null {
    return this.method.paypalEmail;
  }
  @Field(() => BillingAddressType) get billingAddress(): BillingAddress {
    return this.method.billingAddress;
  }
  @Field(() => Boolean) get isDefault(): boolean {
    return this.method.isDefault;
  }
  @Field(() => Date) get createdAt(): Date {
    return this.method.createdAt;
  }
}

@ObjectType('ProSubscription', { implements: Node, description: "A paid Pro subscription. Amounts are integers in the currency's smallest unit." })
export class ProSubscriptionView {
  constructor(readonly subscription: Subscription) {}

  @Field(() => ID, { name: 'id' }) get globalId(): string {
    return toGlobalId('ProSubscription', this.subscription.id);
  }
  @Field(() => String) get internalID(): string {
    return this.subscription.id;
  }
  @Field(() => BillingStatus) get status(): BillingStatus {
    return this.subscription.status;
  }
  @Field(() => Int) get amountCents(): number {
    return this.subscription.amountCents;
  }
  @Field(() => String) get currency(): string {
    return this.subscription.currency;
  }
  @Field(() => Date, { nullable: true }) get currentPeriodStart(): Date | null {
    return this.subscription.currentPeriodStart;
  }
  @Field(() => Date, { nullable: true, description: 'End of the paid month.' }) get currentPeriodEnd(): Date | null {
    return this.subscription.currentPeriodEnd;
  }
  @Field(() => Boolean, { description: 'Canceled by the user: Pro stays until currentPeriodEnd, then the account is Free.' })
  get cancelAtPeriodEnd(): boolean {
    return this.subscription.cancelAtPeriodEnd;
  }
  @Field(() => Date, { nullable: true, description: 'When the next charge is made; null when none is planned (paused, canceling, ended).' })
  get nextChargeAt(): Date | null {
    const { status, cancelAtPeriodEnd, currentPeriodEnd, nextRetryAt } = this.subscription;
    if (status === BillingStatus.past_due) return nextRetryAt;
    return status === BillingStatus.active && !cancelAtPeriodEnd ? currentPeriodEnd : null;
  }
  @Field(() => Int, { nullable: true }) get nextChargeAmountCents(): number | null {
    return this.nextChargeAt ? this.subscription.amountCents : null;
  }
  @Field(() => Int, { description: 'Failed tries of the current renewal (0 when paid up).' }) get failedAttempts(): number {
    return this.subscription.failedAttempts;
  }
  @Field(() => Date, { nullable: true }) get pausedAt(): Date | null {
    return this.subscription.pausedAt;
  }
  @Field(() => Date, { nullable: true }) get canceledAt(): Date | null {
    return this.subscription.canceledAt;
  }
  @Field(() => PaymentMethodView, { nullable: true }) get paymentMethod(): PaymentMethodView | null {
    return this.subscription.paymentMethod ? new PaymentMethodView(this.subscription.paymentMethod) : null;
  }
  @Field(() => Date) get createdAt(): Date {
    return this.subscription.createdAt;
  }
}

@ObjectType('Invoice', { implements: Node, description: 'One charge attempt: a line of the billing history and its receipt.' })
export class InvoiceView {
  constructor(readonly invoice: Invoice) {}

  @Field(() => ID, { name: 'id' }) get globalId(): string {
    return toGlobalId('Invoice', this.invoice.id);
  }
  @Field(() => String) get internalID(): string {
    return this.invoice.id;
  }
  @Field(() => String) get receiptNumber(): string {
    return this.invoice.receiptNumber;
  }
  @Field(() => Int) get amountCents(): number {
    return this.invoice.amountCents;
  }
  @Field(() => String) get currency(): string {
    return this.invoice.currency;
  }
  @Field(() => InvoiceStatus) get status(): InvoiceStatus {
    return this.invoice.status;
  }
  @Field(() => Date) get periodStart(): Date {
    return this.invoice.periodStart;
  }
  @Field(() => Date) get periodEnd(): Date {
    return this.invoice.periodEnd;
  }
  @Field(() => String, { description: 'The method charged, as it was named then.' }) get paymentMethodLabel(): string {
    return this.invoice.paymentMethodLabel;
  }
  @Field(() => String, { nullable: true }) get failureMessage(): string | null {
    return this.invoice.failureMessage;
  }
  @Field(() => Date) get createdAt(): Date {
    return this.invoice.createdAt;
  }
  @Field(() => Date, { nullable: true }) get paidAt(): Date | null {
    return this.invoice.paidAt;
  }
}

@ObjectType('BillingNotice', { implements: Node })
export class BillingNoticeView {
  constructor(readonly notice: BillingNotice) {}

  @Field(() => ID, { name: 'id' }) get globalId(): string {
    return toGlobalId('BillingNotice', this.notice.id);
  }
  @Field(() => BillingNoticeKind) get kind(): BillingNoticeKind {
    return this.notice.kind;
  }
  @Field(() => String) get message(): string {
    return this.notice.message;
  }
  @Field(() => Date) get createdAt(): Date {
    return this.notice.createdAt;
  }
}

@ObjectType('Billing', { description: "How Pro is sold here and how the viewer's plan is set." })
export class BillingOverview {
  @Field(() => GatewayName) gateway!: GatewayName;
  @Field(() => Boolean, { description: 'The built-in sandbox: test cards only, no real money.' }) isSandbox!: boolean;
  @Field(() => String, { nullable: true, description: "Stripe's publishable key for the card form; null in the sandbox." })
  stripePublishableKey!: string | null;
  @Field(() => Int, { description: 'Pro monthly price in the smallest currency unit.' }) proPriceCents!: number;
  @Field(() => String) currency!: string;
  @Field(() => Boolean, { description: 'Pro was set by an administrator, not bought (no live subscription).' })
  isProSetByAdministrator!: boolean;
}

export const PaymentMethodConnection = connectionType(PaymentMethodView, 'PaymentMethod');
export const InvoiceConnection = connectionType(InvoiceView, 'Invoice');
export const BillingNoticeConnection = connectionType(BillingNoticeView, 'BillingNotice');
