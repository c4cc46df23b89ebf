import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum SocialMilestoneKind {
  logging_streak = 'logging_streak',
  weight_change = 'weight_change',
  days_on_target = 'days_on_target',
}
registerEnumType(SocialMilestoneKind, { name: 'SocialMilestoneKind', description: 'A streak or progress milestone a post can share.' });

@ObjectType({ description: "A day's totals against that day's targets, as they were when shared." })
export class SharedDay {
  @Field(() => String) date!: string;
  @Field(() => Int) calories!: number;
  @Field(() => Float) proteinG!: number;
  @Field(() => Float) carbsG!: number;
  @Field(() => Float) fatG!: number;
  @Field(() => Int) targetCalories!: number;
  @Field(() => Float) targetProteinG!: number;
  @Field(() => Float) targetCarbsG!: number;
  @Field(() => Float) targetFatG!: number;
}

@ObjectType({ description: "A recipe from the assistant's collection (with any changes), per serving, as it was when shared." })
export class SharedRecipe {
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => Int) servings!: number;
  @Field(() => Int) prepMinutes!: number;
  @Field(() => [String]) ingredients!: string[];
  @Field(() => [String]) modifications!: string[];
  @Field(() => Int) calories!: number;
  @Field(() => Float) proteinG!: number;
  @Field(() => Float) carbsG!: number;
  @Field(() => Float) fatG!: number;
}

@ObjectType({ description: 'A streak or progress milestone as it was when shared.' })
export class SharedMilestone {
  @Field(() => SocialMilestoneKind, { name: 'kind' }) milestone!: SocialMilestoneKind;
  @Field(() => Float, { description: 'Days (streak, days on target) or kilograms (weight change).' }) value!: number;
  @Field(() => Int, { nullable: true, description: 'Days on target: out of how many days.' }) outOf!: number | null;
}

@ObjectType({ description: 'Shown only when the owner turned progress on.' })
export class SocialProgressView {
  @Field(() => Float, { nullable: true, description: 'Kilograms since progress was turned on.' }) weightChangeKg!: number | null;
  @Field(() => Int) daysOnTarget!: number;
  @Field(() => Int) outOfDays!: number;
}
