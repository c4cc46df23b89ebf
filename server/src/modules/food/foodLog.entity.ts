import { randomUUID } from 'node:crypto';
import { Collection, Entity, Enum, Index, ManyToOne, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import type { NutrientsPer100g } from './dataset/foodDataset.types.js';
import { MealType } from './mealType.js';

/** One user's food for one local calendar date. */
@Entity({ tableName: 'food_logs' })
// Admin analytics read a date window across all users.
@Index({ properties: ['date'] })
@Unique({ properties: ['user', 'date'] })
export class FoodLog {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  /** Local date, YYYY-MM-DD. */
  @Property({ type: 'date' })
  date: string;

  @OneToMany(() => FoodLogItem, (item) => item.foodLog, { orderBy: { position: 'asc' } })
  items = new Collection<FoodLogItem>(this);

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(user: User, date: string) {
    this.user = user;
    this.date = date;
  }
}

/**
 * A logged portion. `nutrients` is a snapshot of this portion's totals taken when it was logged, so history
 * never changes when the dataset or a custom food changes.
 */
@Entity({ tableName: 'food_log_items' })
export class FoodLogItem {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => FoodLog, { deleteRule: 'cascade', index: true })
  foodLog: FoodLog;

  @Enum({ items: () => MealType, nativeEnumName: 'meal_type' })
  mealType: MealType;

  @Property({ type: 'integer' })
  position = 0;

  /** The food it came from (`sr:09040`, `custom:<uuid>`), or null for a quick add. */
  @Property({ type: 'string', length: 60, nullable: true })
  foodId: string | null = null;

  @Property({ type: 'string', length: 300 })
  name: string;

  @Property({ type: 'string', length: 200, nullable: true })
  brand: string | null = null;

  @Property({ type: 'double' })
  quantity: number;

  @Property({ type: 'string', length: 80 })
  unit: string;

  @Property({ type: 'double', nullable: true })
  grams: number | null = null;

  @Property({ type: 'json' })
  nutrients: NutrientsPer100g;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  constructor(fields: Pick<FoodLogItem, 'foodLog' | 'mealType' | 'name' | 'quantity' | 'unit' | 'nutrients'>) {
    this.foodLog = fields.foodLog;
    this.mealType = fields.mealType;
    this.name = fields.name;
    this.quantity = fields.quantity;
    this.unit = fields.unit;
    this.nutrients = fields.nutrients;
  }
}
