import { Field, ID, ObjectType } from 'type-graphql';
import { toGlobalId } from '../../graphql/globalId.js';
import { Node } from '../../graphql/node.js';
import { SocialAuthor } from './social.type.js';
import { SocialNotificationKind } from './socialNotification.entity.js';
import type { SocialNotificationRow } from './socialNotification.service.js';

const MESSAGES: Record<SocialNotificationKind, (row: SocialNotificationRow) => string> = {
  friend_request: (row) => `${row.actorName} sent you a friend request`,
  friend_accepted: (row) => `${row.actorName} accepted your friend request`,
  post_comment: (row) => `${row.actorName} commented on your post`,
  post_like: (row) => `${row.actorName} liked your post`,
  challenge_invite: (row) => `${row.actorName} invited you to a challenge: ${row.challengeTitle ?? 'a challenge'}`,
};

@ObjectType('SocialNotification', { implements: Node })
export class SocialNotificationView {
  constructor(readonly row: SocialNotificationRow) {}

  @Field(() => ID)
  get id(): string {
    return toGlobalId('SocialNotification', this.row.id);
  }

  @Field(() => SocialNotificationKind)
  get kind(): SocialNotificationKind {
    return this.row.kind;
  }

  @Field(() => String, { description: 'One line in plain text, naming the person.' })
  get message(): string {
    return MESSAGES[this.row.kind](this.row);
  }

  @Field(() => SocialAuthor)
  get actor(): SocialAuthor {
    return new SocialAuthor(this.row.actorId, this.row.actorName);
  }

  @Field(() => ID, { nullable: true, description: 'The SocialPost it is about.' })
  get postId(): string | null {
    return this.row.postId && toGlobalId('SocialPost', this.row.postId);
  }

  @Field(() => ID, { nullable: true, description: 'The SocialChallenge it is about.' })
  get challengeId(): string | null {
    return this.row.challengeId && toGlobalId('SocialChallenge', this.row.challengeId);
  }

  @Field(() => Date)
  get createdAt(): Date {
    return this.row.createdAt;
  }

  @Field(() => Boolean)
  get isRead(): boolean {
    return this.row.readAt !== null;
  }
}
