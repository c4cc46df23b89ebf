import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Session } from '../auth/session.entity.js';
import { User } from '../users/user.entity.js';

/**
 * One browser's Web Push subscription. A user may have several devices. The endpoint is unique: a browser that
 * registers for another account moves to that account. Deleting the session it was registered with (logout)
 * or the user (account deletion) deletes it.
 */
@Entity({ tableName: 'push_subscriptions' })
export class PushSubscription {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user: User;

  @ManyToOne(() => Session, { deleteRule: 'cascade', nullable: true, index: true })
  session: Session | null;

  @Property({ type: 'text', unique: true })
  endpoint: string;

  @Property({ type: 'string', length: 200 })
  p256dh: string;

  @Property({ type: 'string', length: 100 })
  auth: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();

  constructor(fields: Pick<PushSubscription, 'user' | 'session' | 'endpoint' | 'p256dh' | 'auth'>) {
    this.user = fields.user;
    this.session = fields.session;
    this.endpoint = fields.endpoint;
    this.p256dh = fields.p256dh;
    this.auth = fields.auth;
  }
}
