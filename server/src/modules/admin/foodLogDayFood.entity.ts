import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { FoodLog } from '../food/foodLog.entity.js';

/**
 * How many times one food (by its lower-cased name) was logged on one food log day, for the admin's most logged
 * foods. Written only by the statement-level triggers on food_log_items (migration 20261124110000), never by the app.
 */
@Entity({ tableName: 'food_log_day_foods' })
@Index({
  name: 'food_log_day_foods_date_index',
  expression: 'create index "food_log_day_foods_date_index" on "food_log_day_foods" ("date") include ("food_key", "times")',
})
@Index({
  name: 'food_log_day_foods_food_key_date_index',
  expression: 'create index "food_log_day_foods_food_key_date_index" on "food_log_day_foods" ("food_key", "date") include ("user_id")',
})
export class FoodLogDayFood {
  @ManyToOne(() => FoodLog, { primary: true, deleteRule: 'cascade' })
  foodLog!: FoodLog;

  @PrimaryKey({ type: 'text' })
  foodKey!: string;

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'date' })
  date!: string;

  @Property({ type: 'integer' })
  times!: number;
}
