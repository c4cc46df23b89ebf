import { LocalDateResolver } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../../graphql/connection.js';
import { toGlobalId } from '../../graphql/globalId.js';
import { Node } from '../../graphql/node.js';
import { NutritionTargets } from '../users/user.type.js';
import { nutritionFacts, NutritionFacts } from './food.type.js';
import type { FoodLog, FoodLogItem } from './foodLog.entity.js';
import { MEAL_ORDER, MealType } from './mealType.js';
import { PortionView } from './portion.type.js';
import { sumNutrients } from './nutrition.js';

@ObjectType('FoodLogItem', { implements: Node })
export class FoodLogItemView extends PortionView {
  constructor(readonly item: FoodLogItem) {
    super();
  }

  get portion(): FoodLogItem {
    return this.item;
  }

  @Field(() => ID, { name: 'id' }) get globalId(): string {
    return toGlobalId('FoodLogItem', this.item.id);
  }
  @Field(() => MealType) get mealType(): MealType {
    return this.item.mealType;
  }
  @Field(() => Boolean) get isQuickAdd(): boolean {
    return this.item.foodId === null;
  }
  @Field(() => Date) get loggedAt(): Date {
    return this.item.createdAt;
  }
}

@ObjectType('Meal')
export class MealView {
  @Field(() => MealType) mealType: MealType;
  @Field(() => [FoodLogItemView]) items: FoodLogItemView[];

  constructor(mealType: MealType, items: FoodLogItemView[]) {
    this.mealType = mealType;
    this.items = items;
  }

  @Field(() => NutritionFacts) get totals(): NutritionFacts {
    return nutritionFacts(sumNutrients(this.items.map((view) => view.item.nutrients)));
  }
}

/** A day's log; `items` of the entity must be loaded. */
@ObjectType('FoodLog', { implements: Node })
export class FoodLogView {
  constructor(readonly log: FoodLog) {}

  @Field(() => ID, { name: 'id' }) get globalId(): string {
    return toGlobalId('FoodLog', this.log.id);
  }
  @Field(() => LocalDateResolver) get date(): string {
    return this.log.date;
  }
  @Field(() => [MealView], { description: 'Breakfast, lunch, dinner and snack, always all four, in that order.' })
  get meals(): MealView[] {
    const items = this.log.items.getItems();
    return MEAL_ORDER.map(
      (mealType) => new MealView(mealType, items.filter((item) => item.mealType === mealType).map((item) => new FoodLogItemView(item))),
    );
  }
  @Field(() => NutritionFacts, { description: 'Food only; supplements are added in `combinedTotals`.' })
  get totals(): NutritionFacts {
    return nutritionFacts(sumNutrients(this.log.items.getItems().map((item) => item.nutrients)));
  }
  @Field(() => Int) get itemCount(): number {
    return this.log.items.length;
  }
  @Field(() => Date) get updatedAt(): Date {
    return this.log.updatedAt;
  }
}

export const FoodLogConnection = connectionType(FoodLogView, 'FoodLog');

@ObjectType({ description: "A day's nutrition from food, from supplements, and both together." })
export class CombinedNutrition {
  @Field(() => NutritionFacts) food!: NutritionFacts;
  @Field(() => NutritionFacts) supplements!: NutritionFacts;
  @Field(() => NutritionFacts) total!: NutritionFacts;
}

@ObjectType()
export class DayTotals {
  @Field(() => LocalDateResolver) date!: string;
  @Field(() => Float) calories!: number;
  @Field(() => Float) protein!: number;
  @Field(() => Float) carbs!: number;
  @Field(() => Float) fat!: number;
}

@ObjectType()
export class FoodSummary {
  @Field(() => Int) days!: number;
  @Field(() => Int, { description: 'Days in the window with anything logged.' }) loggedDays!: number;
  @Field(() => [DayTotals], { description: 'One entry per calendar day of the window, oldest first; 0 when nothing was logged.' })
  daily!: DayTotals[];
  @Field(() => NutritionFacts, { description: 'Average per logged day.' }) averages!: NutritionFacts;
  @Field(() => NutritionTargets) targets!: NutritionTargets;
}
