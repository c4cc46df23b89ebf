import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/**
 * pending → claimed (taken by one process) → sending (committed before the push leaves) → sent / skipped / failed,
 * or back to pending for a retry. A process that dies leaves `claimed` (retried) or `sending` (closed, never resent).
 */
export type ReminderDeliveryStatus = 'pending' | 'claimed' | 'sending' | 'sent' | 'skipped' | 'failed';

/**
 * One user's reminder for one local date. The unique (user, local date) key is what makes a reminder go out at
 * most once a day however many app processes look for due reminders: only the INSERT that creates the row wins.
 */
@Entity({ tableName: 'reminder_deliveries' })
@Unique({ properties: ['user', 'localDate'] })
@Index({ properties: ['status', 'nextAttemptAt'] })
export class ReminderDelivery {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Property({ type: 'date' })
  localDate: string;

  @Property({ type: 'string', length: 16 })
  status: ReminderDeliveryStatus = 'pending';

  @Property({ type: 'integer' })
  attempts = 0;

  @Property({ type: 'timestamptz' })
  nextAttemptAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  claimedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  sentAt: Date | null = null;

  /** Why it was skipped or failed (all logged, no devices, push service errors). */
  @Property({ type: 'string', length: 200, nullable: true })
  outcome: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  constructor(user: User, localDate: string) {
    this.user = user;
    this.localDate = localDate;
  }
}
