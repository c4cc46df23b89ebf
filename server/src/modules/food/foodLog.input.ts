import { ArrayMaxSize, IsOptional, Length, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { LocalDateResolver } from '../../graphql/scalars.js';
import { Field, Float, ID, InputType } from 'type-graphql';
import { MealType } from './mealType.js';

const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

@InputType({ description: 'Which meal: give mealType, or the local time (HH:MM) to pick it by the hour.' })
export class MealChoice {
  @Field(() => LocalDateResolver) date!: string;

  @Field(() => MealType, { nullable: true }) mealType?: MealType | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(TIME, { message: 'time must be HH:MM (24 h).' })
  time?: string | null;
}

@InputType()
export class LogFoodInput extends MealChoice {
  @Field(() => ID) foodId!: string;
  @Field(() => Float) quantity!: number;
  @Field(() => String) @Length(1, 80) unit!: string;
}

@InputType()
export class QuickAddFoodInput extends MealChoice {
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(300) name?: string | null;
  @Field(() => Float) @Min(0) @Max(20_000) calories!: number;
  @Field(() => Float, { nullable: true }) @IsOptional() @Min(0) @Max(5000) protein?: number | null;
  @Field(() => Float, { nullable: true }) @IsOptional() @Min(0) @Max(5000) carbs?: number | null;
  @Field(() => Float, { nullable: true }) @IsOptional() @Min(0) @Max(5000) fat?: number | null;
}

@InputType()
export class UpdateFoodLogItemInput {
  @Field(() => ID) itemId!: string;
  @Field(() => Float, { nullable: true }) quantity?: number | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Length(1, 80) unit?: string | null;
  @Field(() => MealType, { nullable: true, description: 'Moves the item to another meal.' }) mealType?: MealType | null;
  @Field(() => LocalDateResolver, { nullable: true, description: 'Moves the item to another day.' }) date?: string | null;
}

@InputType()
export class RemoveFoodLogItemInput {
  @Field(() => ID) itemId!: string;
}

@InputType()
export class MealItemInput {
  @Field(() => ID) foodId!: string;
  @Field(() => Float) quantity!: number;
  @Field(() => String) @Length(1, 80) unit!: string;
}

@InputType()
export class MealInput {
  @Field(() => MealType) mealType!: MealType;

  @Field(() => [MealItemInput])
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  items!: MealItemInput[];
}

@InputType({ description: 'The day by date (created when missing) or by the id of an existing log.' })
export class SaveFoodLogInput {
  @Field(() => LocalDateResolver, { nullable: true }) date?: string | null;
  @Field(() => ID, { nullable: true }) logId?: string | null;

  @Field(() => [MealInput])
  @ArrayMaxSize(4)
  @ValidateNested({ each: true })
  meals!: MealInput[];

  @Field(() => Boolean, { defaultValue: false, description: "true replaces the day's items; false adds to them." })
  replace!: boolean;
}

@InputType({ description: 'A log by its id, or by its date.' })
export class FoodLogRefInput {
  @Field(() => ID, { nullable: true }) logId?: string | null;
  @Field(() => LocalDateResolver, { nullable: true }) date?: string | null;
}
