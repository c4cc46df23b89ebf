import { ArrayMaxSize, IsOptional, MaxLength, ValidateNested } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { LocalDateResolver } from '../../graphql/scalars.js';
import { MealType } from '../food/mealType.js';
import { PostAudience, ProfileVisibility } from './social.entity.js';
import { SocialMilestoneKind } from './socialShare.type.js';

// Lengths are checked in the service with the product's wording; these caps only stop absurd payloads early.
const HARD_CAP = 20_000;

@InputType()
export class UpdateSocialProfileInput {
  @Field(() => String, { nullable: true, description: 'Empty goes back to your first name.' })
  @IsOptional()
  @MaxLength(HARD_CAP)
  displayName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(HARD_CAP)
  bio?: string | null;

  @Field(() => ProfileVisibility, { nullable: true })
  visibility?: ProfileVisibility | null;

  @Field(() => Boolean, { nullable: true, description: 'Show progress (weight change, days on target) to whoever sees your whole profile.' })
  @IsOptional()
  showProgress?: boolean | null;
}

@InputType()
export class SocialUserInput {
  @Field(() => ID, { description: 'The user id (SocialProfile.userId).' })
  userId!: string;
}

@InputType()
export class ShareMealInput {
  @Field(() => LocalDateResolver) date!: string;
  @Field(() => MealType) mealType!: MealType;
}

@InputType()
export class ShareDayInput {
  @Field(() => LocalDateResolver) date!: string;
}

@InputType()
export class ShareRecipeInput {
  @Field(() => String, { description: "A recipe's name from the assistant's suggestions." })
  @MaxLength(200)
  name!: string;

  @Field(() => [String], { nullable: true, description: 'The changes asked of the assistant, in order.' })
  @IsOptional()
  @ArrayMaxSize(10)
  @MaxLength(500, { each: true })
  modifications?: string[] | null;
}

@InputType()
export class ShareMilestoneInput {
  @Field(() => SocialMilestoneKind) kind!: SocialMilestoneKind;
}

@InputType()
export class CreateSocialPostInput {
  @Field(() => String, { description: 'Up to 1,000 characters.' })
  @MaxLength(HARD_CAP)
  text!: string;

  @Field(() => PostAudience, { defaultValue: PostAudience.friends })
  audience!: PostAudience;

  @Field(() => ShareMealInput, { nullable: true, description: 'One of your logged meals, shared as a snapshot.' })
  meal?: ShareMealInput | null;

  @Field(() => ShareDayInput, { nullable: true, description: "A day's totals against your targets, shared as a snapshot." })
  day?: ShareDayInput | null;

  @Field(() => ShareRecipeInput, { nullable: true, description: 'A recipe from the assistant, shared as a snapshot.' })
  @IsOptional()
  @ValidateNested()
  recipe?: ShareRecipeInput | null;

  @Field(() => ShareMilestoneInput, { nullable: true, description: 'Your logging streak or progress, shared as a snapshot. Lab values are never shareable.' })
  milestone?: ShareMilestoneInput | null;
}

@InputType()
export class UpdateSocialPostInput {
  @Field(() => ID) postId!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(HARD_CAP) text?: string | null;
  @Field(() => PostAudience, { nullable: true }) audience?: PostAudience | null;
}

@InputType()
export class SocialPostIdInput {
  @Field(() => ID) postId!: string;
}

@InputType()
export class AddSocialCommentInput {
  @Field(() => ID) postId!: string;
  @Field(() => String, { description: 'Up to 500 characters.' }) @MaxLength(HARD_CAP) text!: string;
}

@InputType()
export class DeleteSocialCommentInput {
  @Field(() => ID) commentId!: string;
}
