import { LocalDateResolver } from '../../graphql/scalars.js';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../../graphql/connection.js';
import { toGlobalId } from '../../graphql/globalId.js';
import { Node } from '../../graphql/node.js';
import { NutritionTargets } from '../users/user.type.js';
import { nutritionFacts, NutritionFacts } from './food.type.js';
import type { FoodLog, FoodLogItem } from './foodLog.entity.js';
import { MEAL_ORDER, MealType } from './mealType.js';
import { PortionView, type PortionSnapshot } from './portion.type.js';
import { sumNutrients } from './nutrition.js';

/** What the views read of a logged item: the entity, or a row read without the ORM. */
export type FoodLogItemData = Pick<FoodLogItem, 'id' | 'mealType' | 'position' | 'createdAt'> & PortionSnapshot;

/** What the views read of a day's log: from the entity, or read in one statement without the ORM (`foodLogDay`). */
export interface FoodLogData {
  id: string;
  userId: string;
  date: string;
  updatedAt: Date;
  /** In position order. */
  items: readonly FoodLogItemData[];
}

@ObjectType('FoodLogItem', { implements: Node })
export class FoodLogItemView extends PortionView {
  constructor(readonly item: FoodLogItemData) {
    super();
  }

  get portion(): FoodLogItemData {
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

/** A day's log. */
@ObjectType('FoodLog', { implements: Node })
export class FoodLogView {
  constructor(readonly log: FoodLogData) {}

  /** `items` of the entity must be loaded. */
  static of(log: FoodLog): FoodLogView {
    return new FoodLogView({ id: log.id, userId: log.user.id, date: log.date, updatedAt: log.updatedAt, items: log.items.getItems() });
  }

  @Field(() => ID, { name: 'id' }) get globalId(): string {
    return toGlobalId('FoodLog', this.log.id);
  }
  @Field(() => LocalDateResolver) get date(): string {
    return this.log.date;
  }
  @Field(() => [MealView], { description: 'Breakfast, lunch, dinner and snack, always all four, in that order.' })
  get meals(): MealView[] {
    const items = this.log.items;
    return MEAL_ORDER.map(
      (mealType) =>
        new MealView(
          mealType,
          items.filter((item) => item.mealType === mealType).map((item) => new FoodLogItemView(item)),
        ),
    );
  }
  @Field(() => NutritionFacts, { description: 'Food only; supplements are added in `combinedTotals`.' })
  get totals(): NutritionFacts {
    return nutritionFacts(sumNutrients(this.log.items.map((item) => item.nutrients)));
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
