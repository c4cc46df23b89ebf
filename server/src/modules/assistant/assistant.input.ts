import { IsOptional, MaxLength } from 'class-validator';
import { LocalDateResolver } from '../../graphql/scalars.js';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Field, Float, ID, InputType } from 'type-graphql';
import { MealType } from '../food/mealType.js';

@InputType()
export class ChatTurnInput {
  @Field(() => String, { description: 'user or assistant' }) role!: string;
  @Field(() => String) content!: string;
}

@InputType()
export class SendAssistantMessageInput {
  @Field(() => String) @MaxLength(4000) message!: string;
  @Field(() => String, { nullable: true, description: 'app, nutrition or general (default general).' }) type?: string | null;
  @Field(() => [ChatTurnInput], { nullable: true, description: 'The last 12 messages at most.' }) conversationHistory?: ChatTurnInput[] | null;
  @Field(() => LocalDateResolver, { description: "The client's local date." }) clientDate!: string;
  @Field(() => String, { nullable: true, description: "The client's local time HH:MM; picks the meal when the text names none." })
  clientTime?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Pro: also return spoken audio of the reply.' }) tts?: boolean | null;
}

@InputType()
export class RecipeDetailsInput {
  @Field(() => String, { description: 'The suggested meal name (or recipe id).' }) @MaxLength(200) mealName!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(1000) mealDescription?: string | null;
  @Field(() => String, { nullable: true, description: 'e.g. "make it vegetarian", "for 2 people", "under 500 kcal".' })
  @IsOptional()
  @MaxLength(500)
  modificationRequest?: string | null;
  @Field(() => [String], { nullable: true, description: 'Changes already applied, in order (from an earlier answer).' })
  previousModifications?: string[] | null;
}

@InputType()
export class LogAssistantRecipeInput {
  @Field(() => String, { description: 'Recipe id or name.' }) @MaxLength(200) mealName!: string;
  @Field(() => [String], { nullable: true, description: 'Modification requests applied to it, in order.' }) modifications?: string[] | null;
  @Field(() => LocalDateResolver) date!: string;
  @Field(() => MealType, { nullable: true }) mealType?: MealType | null;
  @Field(() => String, { nullable: true, description: 'HH:MM; picks the meal when mealType is not given.' }) clientTime?: string | null;
}

@InputType()
export class AnalyzeMealPhotoInput {
  @Field(() => GraphQLUpload, { description: 'JPEG, PNG, WebP or HEIC, at most 10 MB (multipart request). Never stored.' }) photo!: Promise<FileUpload>;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(500) message?: string | null;
  @Field(() => LocalDateResolver) clientDate!: string;
}

@InputType()
export class PhotoMealItemInput {
  @Field(() => ID) foodId!: string;
  @Field(() => Float) grams!: number;
}

@InputType()
export class ConfirmMealPhotoInput {
  @Field(() => [PhotoMealItemInput], { description: 'The recognised items, as adjusted by the user.' }) items!: PhotoMealItemInput[];
  @Field(() => MealType, { nullable: true }) mealType?: MealType | null;
  @Field(() => LocalDateResolver, { nullable: true, description: 'Default: clientDate.' }) date?: string | null;
  @Field(() => LocalDateResolver) clientDate!: string;
  @Field(() => String, { nullable: true }) clientTime?: string | null;
}
