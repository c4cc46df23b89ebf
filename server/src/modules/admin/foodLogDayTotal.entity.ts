import { Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { FoodLog } from '../food/foodLog.entity.js';

/**
 * Calories, macros and item count of one food log day, for admin analytics. Written only by the statement-level
 * triggers on food_log_items (migrations 20261123160000 and 20261124110000), never by the app.
 */
@Entity({ tableName: 'food_log_day_totals' })
@Index({ properties: ['date', 'userId'] })
export class FoodLogDayTotal {
  @ManyToOne(() => FoodLog, { primary: true, deleteRule: 'cascade' })
  foodLog!: FoodLog;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'date' })
  date!: string;

  @Property({ type: 'integer' })
  items!: number;

  @Property({ type: 'double' })
  kcal!: number;

  @Property({ type: 'double' })
  protein!: number;

  @Property({ type: 'double' })
  carbs!: number;

  @Property({ type: 'double' })
  fat!: number;

  /** The user's daily calorie target when the day was last logged (SQL function user_calorie_target). */
  @Property({ type: 'double' })
  calorieTarget!: number;
}
