import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { User } from '../users/user.entity.js';
import { MealType } from './mealType.js';
import type { PortionSnapshot } from './portion.type.js';

/** My Foods holds whole meals and single foods (a food with its usual amount); both log in one tap. */
export enum SavedMealKind {
  meal = 'meal',
  food = 'food',
}

registerEnumType(SavedMealKind, { name: 'SavedMealKind' });

/** One portion inside a saved meal, with the nutrient snapshot it will log. */
export type SavedMealItem = PortionSnapshot;

@Entity({ tableName: 'saved_meals' })
@Index({ properties: ['user', 'kind'] })
export class SavedMeal {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Enum({ items: () => SavedMealKind, nativeEnumName: 'saved_meal_kind' })
  kind: SavedMealKind;

  @Property({ type: 'string', length: 200 })
  name: string;

  /** The meal it is usually eaten at, offered first when logging. */
  @Enum({ items: () => MealType, nativeEnumName: 'meal_type', nullable: true })
  mealType: MealType | null = null;

  @Property({ type: 'boolean' })
  isFavorite = false;

  @Property({ type: 'json' })
  items: SavedMealItem[];

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(fields: Pick<SavedMeal, 'user' | 'kind' | 'name' | 'items'>) {
    this.user = fields.user;
    this.kind = fields.kind;
    this.name = fields.name;
    this.items = fields.items;
  }
}
