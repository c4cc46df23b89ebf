import { ArrayMaxSize, IsOptional, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { LocalDateResolver } from '../../graphql/scalars.js';
import { ChallengeKind } from './challenge.entity.js';

@InputType()
export class CreateSocialChallengeInput {
  @Field(() => ChallengeKind) kind!: ChallengeKind;

  @Field(() => String, { nullable: true, description: 'Up to 80 characters; a name from the kind when empty.' })
  @IsOptional()
  @MaxLength(1000)
  title?: string | null;

  @Field(() => LocalDateResolver, { description: 'First day, from 6 days ago to 30 days ahead by default (SOCIAL_CHALLENGE_MAX_DAYS_BACK, _AHEAD).' })
  startDate!: string;

  @Field(() => Int, { description: 'Length in days, 1 to 60 by default (SOCIAL_CHALLENGE_MAX_DAYS).' })
  days!: number;

  @Field(() => Int, { nullable: true, description: 'Protein challenges: days on target needed (defaults to every day).' })
  goalDays?: number | null;

  @Field(() => [ID], { description: 'Friends to invite (user ids), 1 to 20 by default (SOCIAL_CHALLENGE_MAX_FRIENDS).' })
  @ArrayMaxSize(100)
  inviteUserIds!: string[];
}

@InputType()
export class SocialChallengeIdInput {
  @Field(() => ID) challengeId!: string;
}

@InputType()
export class InviteToSocialChallengeInput {
  @Field(() => ID) challengeId!: string;

  @Field(() => [ID], { description: 'Friends to invite (user ids); with those already in it, up to 20 by default (SOCIAL_CHALLENGE_MAX_FRIENDS).' })
  @ArrayMaxSize(100)
  inviteUserIds!: string[];
}
