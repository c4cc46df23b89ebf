import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { User } from '../users/user.entity.js';

export enum ChallengeKind {
  /** A day counts when anything is logged in the food log that day. */
  log_every_day = 'log_every_day',
  /** A day counts when the day's logged protein reaches the participant's own daily protein target. */
  protein_target = 'protein_target',
}
registerEnumType(ChallengeKind, { name: 'SocialChallengeKind' });

export enum ChallengeMemberStatus {
  invited = 'invited',
  joined = 'joined',
}
registerEnumType(ChallengeMemberStatus, { name: 'SocialChallengeMemberStatus' });

/** A time-boxed challenge among friends; only its members (invited or joined) ever see it. */
@Entity({ tableName: 'social_challenges' })
export class SocialChallenge {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  creator: User;

  @Property({ type: 'string', length: 32 })
  kind: ChallengeKind;

  @Property({ type: 'string', length: 80 })
  title: string;

  /** Local calendar dates, both inclusive. */
  @Property({ type: 'date' })
  startDate: string;

  @Property({ type: 'date' })
  endDate: string;

  /** Days that must count to complete the challenge. */
  @Property({ type: 'integer' })
  goalDays: number;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  /** Set when the creator ends it early; the end date is then cut to that day. */
  @Property({ type: 'timestamptz', nullable: true })
  endedAt: Date | null = null;

  constructor(fields: Pick<SocialChallenge, 'creator' | 'kind' | 'title' | 'startDate' | 'endDate' | 'goalDays' | 'createdAt'>) {
    this.creator = fields.creator;
    this.kind = fields.kind;
    this.title = fields.title;
    this.startDate = fields.startDate;
    this.endDate = fields.endDate;
    this.goalDays = fields.goalDays;
    this.createdAt = fields.createdAt;
  }
}

@Entity({ tableName: 'social_challenge_members' })
@Unique({ properties: ['challenge', 'user'] })
export class SocialChallengeMember {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => SocialChallenge, { deleteRule: 'cascade' })
  challenge: SocialChallenge;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  @Index()
  user: User;

  @Property({ type: 'string', length: 16 })
  status: ChallengeMemberStatus;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  constructor(fields: Pick<SocialChallengeMember, 'challenge' | 'user' | 'status' | 'createdAt'>) {
    this.challenge = fields.challenge;
    this.user = fields.user;
    this.status = fields.status;
    this.createdAt = fields.createdAt;
  }
}
