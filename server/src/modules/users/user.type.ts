import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('CustomMacroPreferences')
export class CustomMacroPreferencesType {
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => Float, { description: 'Percent, e.g. 10 for +10 %.' }) proteinAdjustment!: number;
  @Field(() => Float) carbAdjustment!: number;
  @Field(() => Float) fatAdjustment!: number;
}

@ObjectType()
export class Usage {
  @Field(() => Int) aiFoodQueries!: number;
  @Field(() => Int) aiAnalyses!: number;
  @Field(() => Int) aiAssistantMessages!: number;
}

@ObjectType({ description: "This month's allowance per AI feature; null means unlimited (Pro)." })
export class UsageLimits {
  @Field(() => Int, { nullable: true }) aiFoodQueries!: number | null;
  @Field(() => Int, { nullable: true }) aiAnalyses!: number | null;
  @Field(() => Int, { nullable: true }) aiAssistantMessages!: number | null;
}

@ObjectType()
export class NutritionTargets {
  @Field(() => Int, { description: 'kcal per day' }) calories!: number;
  @Field(() => Int, { description: 'grams per day' }) protein!: number;
  @Field(() => Int, { description: 'grams per day' }) carbs!: number;
  @Field(() => Int, { description: 'grams per day' }) fat!: number;
}
