import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { User } from '../users/user.entity.js';
import { SocialChallenge } from './challenge.entity.js';
import { SocialPost } from './social.entity.js';

export enum SocialNotificationKind {
  friend_request = 'friend_request',
  friend_accepted = 'friend_accepted',
  post_comment = 'post_comment',
  post_like = 'post_like',
  challenge_invite = 'challenge_invite',
}
registerEnumType(SocialNotificationKind, { name: 'SocialNotificationKind' });

/** Something another person did that concerns the recipient; deleted with either person or with the thing it names. */
@Entity({ tableName: 'social_notifications' })
@Index({ properties: ['recipient', 'createdAt'] })
export class SocialNotification {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  recipient: User;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  actor: User;

  @Property({ type: 'string', length: 32 })
  kind: SocialNotificationKind;

  @ManyToOne(() => SocialPost, { deleteRule: 'cascade', nullable: true, index: true })
  post: SocialPost | null = null;

  @ManyToOne(() => SocialChallenge, { deleteRule: 'cascade', nullable: true, index: true })
  challenge: SocialChallenge | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  readAt: Date | null = null;

  constructor(recipient: User, actor: User, kind: SocialNotificationKind) {
    this.recipient = recipient;
    this.actor = actor;
    this.kind = kind;
  }
}
