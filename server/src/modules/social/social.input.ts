import { IsOptional, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { LocalDateResolver } from '../../graphql/scalars.js';
import { MealType } from '../food/mealType.js';
import { PostAudience, ProfileVisibility } from './social.entity.js';

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
export class CreateSocialPostInput {
  @Field(() => String, { description: 'Up to 1,000 characters.' })
  @MaxLength(HARD_CAP)
  text!: string;

  @Field(() => PostAudience, { defaultValue: PostAudience.friends })
  audience!: PostAudience;

  @Field(() => ShareMealInput, { nullable: true, description: 'One of your logged meals, shared as a snapshot.' })
  meal?: ShareMealInput | null;
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
