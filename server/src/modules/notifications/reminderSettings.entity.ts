import { Entity, OneToOne, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** A user's daily reminder: on or off, the local time (HH:MM) and the IANA time zone it is read in. */
@Entity({ tableName: 'reminder_settings' })
export class ReminderSettings {
  @OneToOne(() => User, { primary: true, deleteRule: 'cascade', owner: true })
  user: User;

  @Property({ type: 'boolean' })
  dailyReminders: boolean;

  @Property({ type: 'string', length: 5 })
  reminderTime: string;

  @Property({ type: 'string', length: 64 })
  timezone: string;

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();

  constructor(fields: Pick<ReminderSettings, 'user' | 'dailyReminders' | 'reminderTime' | 'timezone'>) {
    this.user = fields.user;
    this.dailyReminders = fields.dailyReminders;
    this.reminderTime = fields.reminderTime;
    this.timezone = fields.timezone;
  }
}
