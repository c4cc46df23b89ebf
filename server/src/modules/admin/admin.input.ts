import { IsOptional, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { SubscriptionStatus, Tier } from '../users/user.enums.js';

@InputType()
export class UpgradeUserInput {
  @Field(() => ID) userId!: string;

  @Field(() => Tier, { defaultValue: Tier.pro }) tier!: Tier;

  @Field(() => SubscriptionStatus, { defaultValue: SubscriptionStatus.active }) subscriptionStatus!: SubscriptionStatus;

  @Field(() => String, { nullable: true, description: 'Replaces the stored notes when given.' })
  @IsOptional()
  @MaxLength(2000)
  adminNotes?: string | null;
}
