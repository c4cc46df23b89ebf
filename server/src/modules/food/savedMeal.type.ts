import { Field, ID, ObjectType } from 'type-graphql';
import { connectionType } from '../../graphql/connection.js';
import { toGlobalId } from '../../graphql/globalId.js';
import { Node } from '../../graphql/node.js';
import { NutritionFacts, nutritionFacts } from './food.type.js';
import { PortionView } from './portion.type.js';
import { MealType } from './mealType.js';
import { sumNutrients } from './nutrition.js';
import { SavedMealKind, type SavedMeal, type SavedMealItem } from './savedMeal.entity.js';

@ObjectType('SavedMealItem')
export class SavedMealItemView extends PortionView {
  constructor(readonly portion: SavedMealItem) {
    super();
  }
}

@ObjectType('SavedMeal', { implements: Node, description: 'A meal or a single food saved in My Foods.' })
export class SavedMealView {
  constructor(readonly meal: SavedMeal) {}

  @Field(() => ID, { name: 'id' }) get globalId(): string {
    return toGlobalId('SavedMeal', this.meal.id);
  }
  @Field(() => SavedMealKind) get kind(): SavedMealKind {
    return this.meal.kind;
  }
  @Field(() => String) get name(): string {
    return this.meal.name;
  }
  @Field(() => MealType, { nullable: true }) get mealType(): MealType | null {
    return this.meal.mealType;
  }
  @Field(() => Boolean) get isFavorite(): boolean {
    return this.meal.isFavorite;
  }
  @Field(() => [SavedMealItemView]) get items(): SavedMealItemView[] {
    return this.meal.items.map((item) => new SavedMealItemView(item));
  }
  @Field(() => NutritionFacts, { description: 'Computed from the items.' }) get totals(): NutritionFacts {
    return nutritionFacts(sumNutrients(this.meal.items.map((item) => item.nutrients)));
  }
  @Field(() => Date) get createdAt(): Date {
    return this.meal.createdAt;
  }
}

export const SavedMealConnection = connectionType(SavedMealView, 'SavedMeal');
