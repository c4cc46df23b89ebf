import { ArrayMaxSize, ArrayMinSize, IsOptional, Length, MaxLength, ValidateNested } from 'class-validator';
import { LocalDateResolver } from '../../graphql/scalars.js';
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection.js';
import { MealChoice, MealItemInput } from './foodLog.input.js';
import { MealType } from './mealType.js';
import { SavedMealKind } from './savedMeal.entity.js';

@ArgsType()
export class SavedMealsArgs extends ConnectionArgs {
  @Field(() => SavedMealKind, { defaultValue: SavedMealKind.meal }) kind!: SavedMealKind;
  @Field(() => Boolean, { nullable: true, description: 'Only favourites (true) or only the rest (false).' }) favorite?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Words in the name.' }) @IsOptional() @MaxLength(100) search?: string | null;
  @Field(() => MealType, { nullable: true }) mealType?: MealType | null;
}

@InputType()
export class CreateSavedMealInput {
  @Field(() => SavedMealKind, { defaultValue: SavedMealKind.meal }) kind!: SavedMealKind;
  @Field(() => String) @Length(1, 200) name!: string;
  @Field(() => MealType, { nullable: true }) mealType?: MealType | null;
  @Field(() => Boolean, { defaultValue: false }) isFavorite!: boolean;

  @Field(() => [MealItemInput])
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  items!: MealItemInput[];
}

@InputType()
export class UpdateSavedMealInput {
  @Field(() => ID) savedMealId!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Length(1, 200) name?: string | null;
  @Field(() => MealType, { nullable: true }) mealType?: MealType | null;

  @Field(() => [MealItemInput], { nullable: true })
  @IsOptional()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  items?: MealItemInput[] | null;
}

@InputType()
export class SavedMealRefInput {
  @Field(() => ID) savedMealId!: string;
}

@InputType()
export class SetSavedMealFavoriteInput {
  @Field(() => ID) savedMealId!: string;
  @Field(() => Boolean, { nullable: true, description: 'Omit to toggle.' }) isFavorite?: boolean | null;
}

@InputType({ description: 'Logs a saved meal to a day; the meal type defaults to the saved one, then to the time.' })
export class LogSavedMealInput extends MealChoice {
  @Field(() => ID) savedMealId!: string;
}

@InputType({ description: 'Saves a logged meal (all its items) or one logged item as reusable.' })
export class SaveMealFromFoodLogInput {
  @Field(() => SavedMealKind, { defaultValue: SavedMealKind.meal }) kind!: SavedMealKind;
  @Field(() => LocalDateResolver, { nullable: true, description: 'For a meal: the day.' }) date?: string | null;
  @Field(() => MealType, { nullable: true, description: 'For a meal: which meal of the day.' }) mealType?: MealType | null;
  @Field(() => ID, { nullable: true, description: 'For a single food: the logged item.' }) itemId?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @Length(1, 200) name?: string | null;
}
