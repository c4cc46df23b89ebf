import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/**
 * A food a user has logged, with when they last logged it and how often: the per-user summary food search ranks by.
 * Database triggers on `food_log_items` keep it (see the migration); the app only reads it.
 */
@Entity({ tableName: 'user_recent_foods' })
@Index({ properties: ['user', 'lastLoggedAt'] })
@Index({ properties: ['user', 'timesLogged'] })
export class UserRecentFood {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user: User;

  @PrimaryKey({ type: 'string', length: 60 })
  foodId: string;

  @Property({ type: 'timestamptz' })
  lastLoggedAt: Date;

  @Property({ type: 'integer' })
  timesLogged: number;

  constructor(user: User, foodId: string, lastLoggedAt: Date, timesLogged: number) {
    this.user = user;
    this.foodId = foodId;
    this.lastLoggedAt = lastLoggedAt;
    this.timesLogged = timesLogged;
  }
}
