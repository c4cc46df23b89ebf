import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { toGlobalId } from '../../graphql/globalId.js';
import { Node } from '../../graphql/node.js';
import { ChallengeKind, ChallengeMemberStatus } from './challenge.entity.js';
import { challengeDays, type ChallengeRow, type LeaderboardEntry } from './challenge.service.js';
import { SocialAuthor } from './social.type.js';

export enum ChallengePhase {
  upcoming = 'upcoming',
  active = 'active',
  finished = 'finished',
}
registerEnumType(ChallengePhase, { name: 'SocialChallengePhase' });

@ObjectType('SocialChallengeEntry', { description: "One participant's progress in a challenge." })
export class SocialChallengeEntryView {
  constructor(
    readonly entry: LeaderboardEntry,
    readonly viewerId: string,
  ) {}

  @Field(() => Int, { description: 'Equal progress shares a rank.' })
  get rank(): number {
    return this.entry.rank;
  }

  @Field(() => Int, { description: 'Days that counted so far: logged, or on protein target, as the challenge asks.' })
  get daysCounted(): number {
    return this.entry.daysCounted;
  }

  @Field(() => SocialAuthor)
  get person(): SocialAuthor {
    return new SocialAuthor(this.entry.userId, this.entry.displayName);
  }

  @Field(() => Boolean)
  get isViewer(): boolean {
    return this.entry.userId === this.viewerId;
  }
}

@ObjectType('SocialChallenge', { implements: Node, description: 'A time-boxed challenge among friends; only its participants see it.' })
export class SocialChallengeView {
  constructor(
    readonly row: ChallengeRow,
    readonly viewerId: string,
    /** The viewer's local date, to tell whether the challenge has started or finished. */
    readonly today: string,
  ) {}

  @Field(() => ID)
  get id(): string {
    return toGlobalId('SocialChallenge', this.row.id);
  }

  @Field(() => ChallengeKind)
  get kind(): ChallengeKind {
    return this.row.kind;
  }

  @Field(() => String, { description: 'Plain text as typed.' })
  get title(): string {
    return this.row.title;
  }

  @Field(() => String, { description: 'First day (YYYY-MM-DD).' })
  get startDate(): string {
    return this.row.startDate;
  }

  @Field(() => String, { description: 'Last day (YYYY-MM-DD), inclusive; the day it was ended if ended early.' })
  get endDate(): string {
    return this.row.endDate;
  }

  @Field(() => Int)
  get totalDays(): number {
    return challengeDays(this.row);
  }

  @Field(() => Int, { description: 'Days that must count to complete it.' })
  get goalDays(): number {
    return this.row.goalDays;
  }

  @Field(() => ChallengePhase)
  get phase(): ChallengePhase {
    if (this.row.endedAt || this.today > this.row.endDate) return ChallengePhase.finished;
    return this.today < this.row.startDate ? ChallengePhase.upcoming : ChallengePhase.active;
  }

  @Field(() => Date, { nullable: true, description: 'When the creator ended it early.' })
  get endedAt(): Date | null {
    return this.row.endedAt;
  }

  @Field(() => SocialAuthor)
  get creator(): SocialAuthor {
    return new SocialAuthor(this.row.creatorId, this.row.creatorName);
  }

  @Field(() => Boolean)
  get viewerIsCreator(): boolean {
    return this.row.creatorId === this.viewerId;
  }

  @Field(() => ChallengeMemberStatus, { description: 'Invited (may accept or decline) or joined.' })
  get viewerStatus(): ChallengeMemberStatus {
    return this.row.viewerStatus;
  }

  @Field(() => Int, { description: 'People who joined.' })
  get participantCount(): number {
    return this.row.joinedCount;
  }
}
