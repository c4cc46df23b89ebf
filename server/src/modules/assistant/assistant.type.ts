import { LocalDateResolver } from '../../graphql/scalars.js';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../../graphql/connection.js';
import { toGlobalId } from '../../graphql/globalId.js';
import { Node } from '../../graphql/node.js';
import { nutritionFacts, NutritionFacts } from '../food/food.type.js';
import { FoodLogItemView, MealView } from '../food/foodLog.type.js';
import { MealType } from '../food/mealType.js';
import { Viewer } from '../users/viewer.type.js';
import { AssistantRole, type AssistantMessage } from './assistantMessage.entity.js';
import type { ComputedRecipe, MealSuggestion } from './recipes/recipeBook.js';

@ObjectType('AssistantMessage', { implements: Node })
export class AssistantMessageView {
  constructor(readonly message: AssistantMessage) {}
  @Field(() => ID, { name: 'id' }) get globalId(): string {
    return toGlobalId('AssistantMessage', this.message.id);
  }
  @Field(() => AssistantRole) get role(): AssistantRole {
    return this.message.role;
  }
  @Field(() => String) get content(): string {
    return this.message.content;
  }
  @Field(() => [ID], { description: 'Food log items this reply logged (some may have been undone since).' }) get loggedItemIds(): string[] {
    return this.message.loggedItemIds.map((id) => toGlobalId('FoodLogItem', id));
  }
  @Field(() => Date) get createdAt(): Date {
    return this.message.createdAt;
  }
}

export const AssistantMessageConnection = connectionType(AssistantMessageView, 'AssistantMessage');

@ObjectType('RecipeIngredient')
export class RecipeIngredientType {
  @Field(() => String) label!: string;
  @Field(() => Float) grams!: number;
  @Field(() => ID) foodId!: string;
  @Field(() => String, { description: 'The USDA food its nutrition comes from.' }) foodName!: string;
}

@ObjectType('Recipe')
export class RecipeView {
  constructor(readonly recipe: ComputedRecipe) {}
  @Field(() => String) get id(): string {
    return this.recipe.id;
  }
  @Field(() => String) get name(): string {
    return this.recipe.name;
  }
  @Field(() => String) get description(): string {
    return this.recipe.description;
  }
  @Field(() => Int) get servings(): number {
    return this.recipe.servings;
  }
  @Field(() => Int) get prepTime(): number {
    return this.recipe.prepMinutes;
  }
  @Field(() => [String], { description: 'Readable lines: "120 g grilled chicken breast".' }) get ingredients(): string[] {
    return this.recipe.ingredients.map((ingredient) => `${Math.round(ingredient.grams)} g ${ingredient.label}`);
  }
  @Field(() => [RecipeIngredientType]) get ingredientFoods(): RecipeIngredientType[] {
    return this.recipe.ingredients.map((ingredient) => ({ ...ingredient, foodId: toGlobalId('Food', ingredient.foodId) }));
  }
  @Field(() => [String]) get instructions(): string[] {
    return this.recipe.instructions;
  }
  @Field(() => NutritionFacts, { description: 'Per serving, computed from the ingredients.' }) get nutritionPerServing(): NutritionFacts {
    return nutritionFacts(this.recipe.perServing);
  }
  @Field(() => [String], { description: 'Changes made to the original recipe.' }) get modifications(): string[] {
    return this.recipe.modifications;
  }
  @Field(() => [String], { description: 'The change requests applied, in order; send them back to rebuild or log this recipe.' })
  get appliedRequests(): string[] {
    return this.recipe.requests;
  }
}

@ObjectType('MealSuggestion')
export class MealSuggestionView {
  constructor(readonly suggestion: MealSuggestion) {}
  @Field(() => String, { description: 'The recipe id, for recipe details.' }) get recipeId(): string {
    return this.suggestion.recipe.id;
  }
  @Field(() => String) get name(): string {
    return this.suggestion.recipe.name;
  }
  @Field(() => String) get description(): string {
    return this.suggestion.recipe.description;
  }
  @Field(() => Int) get estimatedCalories(): number {
    return Math.round(this.suggestion.recipe.perServing.energy_kcal ?? 0);
  }
  @Field(() => String) get reason(): string {
    return this.suggestion.reason;
  }
  @Field(() => String, { description: 'e.g. "15 min"' }) get prepTime(): string {
    return `${this.suggestion.recipe.prepMinutes} min`;
  }
}

@ObjectType()
export class SendAssistantMessagePayload {
  @Field(() => String) response!: string;
  @Field(() => [FoodLogItemView]) loggedFood!: FoodLogItemView[];
  @Field(() => MealView, { nullable: true, description: 'The logged items as a meal, with totals.' }) meal!: MealView | null;
  @Field(() => MealType, { nullable: true }) mealType!: MealType | null;
  @Field(() => LocalDateResolver, { nullable: true }) date!: string | null;
  @Field(() => [MealSuggestionView]) mealSuggestions!: MealSuggestionView[];
  @Field(() => String, { nullable: true, description: 'Spoken reply (data URL), Pro with tts only.' }) audio!: string | null;
  @Field(() => AssistantMessageView) message!: AssistantMessageView;
  @Field(() => Viewer, { description: "Carries the month's usage after this message." }) viewer!: Viewer;
}

@ObjectType()
export class RecipeDetailsPayload {
  @Field(() => RecipeView) recipe!: RecipeView;
}

@ObjectType()
export class LogAssistantRecipePayload {
  @Field(() => [FoodLogItemView]) loggedFood!: FoodLogItemView[];
  @Field(() => MealType) mealType!: MealType;
  @Field(() => LocalDateResolver) date!: string;
  @Field(() => Viewer) viewer!: Viewer;
}

@ObjectType('RecognisedMealItem')
export class RecognisedMealItemView {
  @Field(() => ID) foodId!: string;
  @Field(() => String) name!: string;
  @Field(() => Float, { description: "The model's estimate." }) grams!: number;
  @Field(() => Float, { description: '0 to 1' }) confidence!: number;
  @Field(() => NutritionFacts, { description: 'From the food database for these grams.' }) nutrition!: NutritionFacts;
}

@ObjectType()
export class AnalyzeMealPhotoPayload {
  @Field(() => [RecognisedMealItemView], { description: 'Not logged yet: confirm with confirmMealPhoto.' }) items!: RecognisedMealItemView[];
  @Field(() => NutritionFacts) totals!: NutritionFacts;
  @Field(() => Viewer) viewer!: Viewer;
}
