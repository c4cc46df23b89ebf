import { IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

export const NUTRITION_DAYS = { min: 1, max: 90, default: 7 } as const;
export const CORRELATION_DAYS = { min: 7, max: 180, default: 30 } as const;

@InputType()
export class AnalyzeNutritionInput {
  @Field(() => Int, { nullable: true, description: `Days ending today, ${NUTRITION_DAYS.min}–${NUTRITION_DAYS.max} (default ${NUTRITION_DAYS.default}).` })
  @IsOptional()
  @IsInt()
  @Min(NUTRITION_DAYS.min, { message: `'days' must be from ${NUTRITION_DAYS.min} to ${NUTRITION_DAYS.max}.` })
  @Max(NUTRITION_DAYS.max, { message: `'days' must be from ${NUTRITION_DAYS.min} to ${NUTRITION_DAYS.max}.` })
  days?: number | null;

  @Field(() => String, { nullable: true, description: "A model id from `aiModels`; default: the user's preferred model." })
  @IsOptional()
  @MaxLength(100)
  model?: string | null;
}

@InputType()
export class AnalyzeBloodworkInput {
  @Field(() => ID) bloodworkId!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100)
  model?: string | null;
}

@InputType()
export class AnalyzeCorrelationInput {
  @Field(() => ID, { nullable: true, description: 'Default: the most recent entry.' }) bloodworkId?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: `Days of food before the test, ${CORRELATION_DAYS.min}–${CORRELATION_DAYS.max} (default ${CORRELATION_DAYS.default}).`,
  })
  @IsOptional()
  @IsInt()
  @Min(CORRELATION_DAYS.min, { message: `'nutritionDays' must be from ${CORRELATION_DAYS.min} to ${CORRELATION_DAYS.max}.` })
  @Max(CORRELATION_DAYS.max, { message: `'nutritionDays' must be from ${CORRELATION_DAYS.min} to ${CORRELATION_DAYS.max}.` })
  nutritionDays?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(100)
  model?: string | null;
}

@InputType()
export class SecondOpinionInput {
  @Field(() => ID) analysisId!: string;
  @Field(() => String) @MaxLength(100) secondOpinionModel!: string;
}

@InputType()
export class DeleteAnalysisInput {
  @Field(() => ID) analysisId!: string;
}
