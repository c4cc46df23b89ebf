import { IsOptional, Length, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, Float, ID, InputType } from 'type-graphql';

@InputType()
export class NutrientAmountInput {
  @Field(() => String, { description: 'A nutrient key such as protein_g or vitamin_c_mg.' })
  @MaxLength(40)
  key!: string;

  @Field(() => Float)
  @Min(0)
  @Max(100_000)
  amount!: number;
}

@InputType()
export class CustomFoodFields {
  @Field(() => String)
  @Length(1, 200)
  name!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(200)
  brand?: string | null;

  @Field(() => Float, { description: 'e.g. 1 (bar) or 30 (g).' })
  @Min(0.001)
  @Max(10_000)
  servingSize!: number;

  @Field(() => String, { description: "e.g. 'bar', 'g', 'cup', 'serving'." })
  @Length(1, 40)
  servingUnit!: string;

  @Field(() => Float, { nullable: true, description: 'Weight of one serving; needed unless the unit is g, oz, lb, kg or ml.' })
  @IsOptional()
  @Min(0.001)
  @Max(100_000)
  servingGrams?: number | null;

  @Field(() => Float, { description: 'kcal per serving.' })
  @Min(0)
  @Max(20_000)
  calories!: number;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @Min(0)
  @Max(5000)
  protein?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @Min(0)
  @Max(5000)
  carbs?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @Min(0)
  @Max(5000)
  fat?: number | null;

  @Field(() => [NutrientAmountInput], { nullable: true, description: 'Any other nutrients per serving.' })
  @IsOptional()
  @ValidateNested({ each: true })
  nutrients?: NutrientAmountInput[] | null;
}

@InputType()
export class CreateCustomFoodInput {
  @Field(() => CustomFoodFields)
  @ValidateNested()
  food!: CustomFoodFields;
}

@InputType()
export class UpdateCustomFoodInput {
  @Field(() => ID) foodId!: string;

  @Field(() => CustomFoodFields)
  @ValidateNested()
  food!: CustomFoodFields;
}

@InputType()
export class DeleteCustomFoodInput {
  @Field(() => ID) foodId!: string;
}
