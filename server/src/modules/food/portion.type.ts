import { Field, Float, ID, ObjectType } from 'type-graphql';
import { toGlobalId } from '../../graphql/globalId.js';
import { nutritionFacts, NutritionFacts } from './food.type.js';
import { displayNameOf } from './foodDisplayName.js';
import type { NutrientValues } from './nutrition.js';

/** A portion with its nutrient snapshot: a logged item, or an item of a saved meal. */
export interface PortionSnapshot {
  foodId: string | null;
  name: string;
  brand: string | null;
  quantity: number;
  unit: string;
  grams: number | null;
  nutrients: NutrientValues;
}

/** The fields every portion shows; logged items and saved-meal items extend it. */
@ObjectType()
export abstract class PortionView {
  abstract readonly portion: PortionSnapshot;

  @Field(() => ID, { nullable: true, description: 'The food it came from; null for a quick add.' })
  get foodId(): string | null {
    return this.portion.foodId && toGlobalId('Food', this.portion.foodId);
  }
  @Field(() => String, { description: 'As logged; for USDA foods the database description.' }) get name(): string {
    return this.portion.name;
  }
  @Field(() => String, { description: 'The name people say ("Chicken breast"); `name` keeps the full description.' })
  get displayName(): string {
    return displayNameOf(this.portion);
  }
  @Field(() => String, { nullable: true }) get brand(): string | null {
    return this.portion.brand;
  }
  @Field(() => Float) get quantity(): number {
    return this.portion.quantity;
  }
  @Field(() => String) get unit(): string {
    return this.portion.unit;
  }
  @Field(() => Float, { nullable: true }) get grams(): number | null {
    return this.portion.grams;
  }
  @Field(() => NutritionFacts, { description: 'This portion, as it was when saved or logged.' })
  get nutrition(): NutritionFacts {
    return nutritionFacts(this.portion.nutrients);
  }
}
