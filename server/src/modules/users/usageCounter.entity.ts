import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from './user.entity.js';

/**
 * AI usage per user per calendar month (in the user's time zone). Issue-6 features increment a counter in the same
 * statement that checks its limit, so parallel requests cannot overshoot.
 */
@Entity({ tableName: 'usage_counters' })
export class UsageCounter {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user: User;

  /** First day of the month, YYYY-MM-01. */
  @PrimaryKey({ type: 'date' })
  month: string;

  @Property({ type: 'integer' })
  aiFoodQueries = 0;

  @Property({ type: 'integer' })
  aiAnalyses = 0;

  @Property({ type: 'integer' })
  aiAssistantMessages = 0;

  constructor(user: User, month: string) {
    this.user = user;
    this.month = month;
  }
}
