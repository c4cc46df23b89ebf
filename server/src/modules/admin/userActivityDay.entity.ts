import { Entity, Index, ManyToOne, PrimaryKey } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** A UTC day on which the user made a signed-in request (written with raw SQL by userActivity.ts). */
@Entity({ tableName: 'user_activity_days' })
@Index({ properties: ['day', 'user'] })
export class UserActivityDay {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user: User;

  @PrimaryKey({ type: 'date' })
  day: string;

  constructor(user: User, day: string) {
    this.user = user;
    this.day = day;
  }
}
