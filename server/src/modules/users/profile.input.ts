import { ArrayMaxSize, IsIn, IsOptional, Length, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { LocalDateResolver } from '../../graphql/scalars.js';
import { Field, Float, InputType, Int } from 'type-graphql';
import { ActivityLevel, Gender, UnitSystem } from './user.enums.js';

export const AI_MODEL_IDS = ['gpt-3.5-turbo', 'gpt-4o', 'gpt-4o-mini', 'gpt-4-turbo', 'gemini-1.5-pro', 'gemini-2.5-pro', 'builtin'];

@InputType()
export class CustomMacroPreferencesInput {
  @Field(() => Boolean) enabled!: boolean;

  @Field(() => Float) @Min(-90) @Max(200) proteinAdjustment!: number;
  @Field(() => Float) @Min(-90) @Max(200) carbAdjustment!: number;
  @Field(() => Float) @Min(-90) @Max(200) fatAdjustment!: number;
}

/** Profile fields shared by registration and profile updates. Omitted fields stay as they are; null clears. */
@InputType()
export class BodyProfileFields {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100)
  lastName?: string | null;

  @Field(() => Float, { nullable: true, description: 'kg' })
  @IsOptional()
  @Min(20)
  @Max(500)
  weight?: number | null;

  @Field(() => Float, { nullable: true, description: 'cm' })
  @IsOptional()
  @Min(50)
  @Max(280)
  height?: number | null;

  @Field(() => Gender, { nullable: true })
  gender?: Gender | null;

  @Field(() => LocalDateResolver, { nullable: true })
  dateOfBirth?: string | null;

  @Field(() => ActivityLevel, { nullable: true })
  activityLevel?: ActivityLevel | null;

  @Field(() => Float, { nullable: true, description: 'Target weight in lb.' })
  @IsOptional()
  @Min(40)
  @Max(1100)
  weightGoal?: number | null;

  @Field(() => Int, { nullable: true, description: 'Weeks.' })
  @IsOptional()
  @Min(1)
  @Max(520)
  weightGoalTimeframe?: number | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(20)
  @MaxLength(50, { each: true })
  healthGoals?: string[] | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(20)
  @MaxLength(50, { each: true })
  dietaryPreferences?: string[] | null;

  @Field(() => String, { nullable: true, description: 'IANA time zone.' })
  @IsOptional()
  @MaxLength(64)
  timezone?: string | null;

  @Field(() => UnitSystem, { nullable: true })
  unitSystem?: UnitSystem | null;
}

@InputType()
export class ProfileInput extends BodyProfileFields {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Length(1, 100)
  firstName?: string | null;

  @Field(() => CustomMacroPreferencesInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  customMacroPreferences?: CustomMacroPreferencesInput | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(AI_MODEL_IDS)
  preferredAIModel?: string | null;
}

@InputType()
export class UpdateProfileInput {
  @Field(() => ProfileInput)
  @ValidateNested()
  profile!: ProfileInput;
}
