import { IsEmail, IsOptional, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

@InputType()
export class BillingAddressInput {
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) street1?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) city?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) state?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(20) zipCode?: string | null;
  @Field(() => String, { nullable: true, description: 'Two-letter country code (default US).' }) @IsOptional() @MaxLength(2) country?: string | null;
}

@InputType({ description: 'Card fields for the built-in sandbox only (test cards). With Stripe, send the Stripe payment method id as sourceId.' })
export class CardInput {
  @Field(() => String) @MaxLength(30) number!: string;
  @Field(() => Int) expMonth!: number;
  @Field(() => Int, { description: 'Four digits, or two (26 = 2026).' }) expYear!: number;
  @Field(() => String) @MaxLength(4) cvc!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(20) postalCode?: string | null;
}

@InputType()
export class AddCardPaymentMethodInput {
  @Field(() => String, { nullable: true, description: "The gateway's token for the card (Stripe: pm_…)." })
  @IsOptional()
  @MaxLength(255)
  sourceId?: string | null;
  @Field(() => CardInput, { nullable: true }) @IsOptional() card?: CardInput | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) nickname?: string | null;
  @Field(() => BillingAddressInput, { nullable: true }) @IsOptional() billingAddress?: BillingAddressInput | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() makeDefault?: boolean | null;
  @Field(() => String, { nullable: true, description: 'The same key on a retry saves the card once.' })
  @IsOptional()
  @MaxLength(100)
  idempotencyKey?: string | null;
}

@InputType()
export class AddPaypalPaymentMethodInput {
  @Field(() => String, { nullable: true, description: "The gateway's token for the PayPal account (Stripe: pm_…)." })
  @IsOptional()
  @MaxLength(255)
  sourceId?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Stripe: the PayPal setup (startPaypalSetup) the customer approved; the account it set up is saved.',
  })
  @IsOptional()
  @MaxLength(255)
  setupId?: string | null;
  @Field(() => String, { nullable: true, description: 'Sandbox: the PayPal account email.' })
  @IsOptional()
  @IsEmail()
  @MaxLength(254)
  email?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) nickname?: string | null;
  @Field(() => BillingAddressInput, { nullable: true }) @IsOptional() billingAddress?: BillingAddressInput | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() makeDefault?: boolean | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) idempotencyKey?: string | null;
}

@InputType()
export class UpdatePaymentMethodInput {
  @Field(() => ID) paymentMethodId!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) nickname?: string | null;
  @Field(() => BillingAddressInput, { nullable: true }) @IsOptional() billingAddress?: BillingAddressInput | null;
}

@InputType()
export class UpdateBillingAddressInput {
  @Field(() => ID, { nullable: true, description: 'Default: the default payment method.' }) @IsOptional() paymentMethodId?: string | null;
  @Field(() => BillingAddressInput) billingAddress!: BillingAddressInput;
}

@InputType()
export class SetDefaultPaymentMethodInput {
  @Field(() => ID) paymentMethodId!: string;
}

@InputType()
export class RemovePaymentMethodInput {
  @Field(() => ID) paymentMethodId!: string;
}

@InputType()
export class ChangeSubscriptionPaymentMethodInput {
  @Field(() => ID) paymentMethodId!: string;
}

@InputType()
export class StartSubscriptionInput {
  @Field(() => ID) paymentMethodId!: string;
  @Field(() => String, { nullable: true, description: 'A key per checkout: a retry with the same key returns the same subscription.' })
  @IsOptional()
  @MaxLength(100)
  idempotencyKey?: string | null;
}

/** Pause, resume, cancel and confirm act on the viewer's live subscription; naming it guards against acting on a newer one. */
@InputType()
export class SubscriptionActionInput {
  @Field(() => ID, { nullable: true, description: 'The subscription to act on (default: your live one); another one is NOT_FOUND.' })
  @IsOptional()
  subscriptionId?: string | null;
}

@InputType()
export class PauseSubscriptionInput extends SubscriptionActionInput {}

@InputType()
export class ResumeSubscriptionInput extends SubscriptionActionInput {}

@InputType()
export class CancelSubscriptionInput extends SubscriptionActionInput {}

@InputType()
export class ConfirmSubscriptionPaymentInput extends SubscriptionActionInput {}

@InputType()
export class DismissBillingNoticeInput {
  @Field(() => ID) noticeId!: string;
}

@InputType()
export class StartPaypalSetupInput {
  @Field(() => String, { nullable: true, description: 'A key per attempt: a retry with the same key returns the same setup.' })
  @IsOptional()
  @MaxLength(100)
  idempotencyKey?: string | null;
}
