import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { User } from '../users/user.entity.js';

export enum ProfileVisibility {
  public = 'public',
  friends = 'friends',
  private = 'private',
}
export enum PostAudience {
  friends = 'friends',
  public = 'public',
}
export enum FriendshipStatus {
  pending = 'pending',
  accepted = 'accepted',
}
registerEnumType(ProfileVisibility, { name: 'SocialProfileVisibility' });
registerEnumType(PostAudience, { name: 'SocialPostAudience' });

/** Only users who changed something have a row; everybody else is friends-only under their first name. */
@Entity({ tableName: 'social_profiles' })
export class SocialProfile {
  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  user: User;

  @Property({ type: 'string', length: 60, nullable: true })
  displayName: string | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  bio: string | null = null;

  @Property({ type: 'string', length: 16 })
  visibility: ProfileVisibility = ProfileVisibility.friends;

  /** Progress (weight change, days on target) is shown only when the user turns it on. */
  @Property({ type: 'boolean' })
  showProgress = false;

  /** The weight (kg) when progress was turned on: weight change is measured from it. */
  @Property({ type: 'double', nullable: true })
  progressStartWeight: number | null = null;

  @Property({ type: 'date', nullable: true })
  progressStartedOn: string | null = null;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(user: User) {
    this.user = user;
  }
}

/** One row per pair: `userA` has the smaller id, so the pair is unique whoever asked. */
@Entity({ tableName: 'friendships' })
@Unique({ properties: ['userA', 'userB'] })
@Index({ properties: ['userB', 'status'] })
export class Friendship {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  userA: User;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  userB: User;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  requester: User;

  @Property({ type: 'string', length: 16 })
  status: FriendshipStatus = FriendshipStatus.pending;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  constructor(fields: Pick<Friendship, 'userA' | 'userB' | 'requester' | 'createdAt'>) {
    this.userA = fields.userA;
    this.userB = fields.userB;
    this.requester = fields.requester;
    this.createdAt = fields.createdAt;
  }
}

@Entity({ tableName: 'social_blocks' })
@Unique({ properties: ['blocker', 'blocked'] })
export class SocialBlock {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  blocker: User;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  blocked: User;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  constructor(blocker: User, blocked: User) {
    this.blocker = blocker;
    this.blocked = blocked;
  }
}

export interface SharedMealItem {
  name: string;
  quantity: number;
  unit: string;
  calories: number | null;
}

/** A copy of a logged meal taken when it was shared: later edits to the diary do not change the post. */
export interface SharedMealSnapshot {
  date: string;
  mealType: string;
  items: SharedMealItem[];
  calories: number;
  proteinG: number;
  carbsG: number;
  fatG: number;
}

/** A day's totals against the targets of that day, as they were when shared. */
export interface SharedDaySnapshot {
  kind: 'day';
  date: string;
  calories: number;
  proteinG: number;
  carbsG: number;
  fatG: number;
  targetCalories: number;
  targetProteinG: number;
  targetCarbsG: number;
  targetFatG: number;
}

export interface SharedRecipeSnapshot {
  kind: 'recipe';
  name: string;
  description: string;
  servings: number;
  prepMinutes: number;
  ingredients: string[];
  modifications: string[];
  calories: number;
  proteinG: number;
  carbsG: number;
  fatG: number;
}

export type MilestoneKind = 'logging_streak' | 'weight_change' | 'days_on_target';

export interface SharedMilestoneSnapshot {
  kind: 'milestone';
  milestone: MilestoneKind;
  /** Days for a streak or days on target (of `outOf`), kilograms for weight change. */
  value: number;
  outOf: number | null;
}

/** Lab values are never shareable: no snapshot kind carries them. */
export type SharedSnapshot = SharedDaySnapshot | SharedRecipeSnapshot | SharedMilestoneSnapshot;

@Entity({ tableName: 'social_posts' })
@Index({ properties: ['author', 'createdAt', 'id'] })
@Index({ properties: ['createdAt', 'id'] })
export class SocialPost {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  author: User;

  @Property({ type: 'text' })
  text: string;

  @Property({ type: 'string', length: 16 })
  audience: PostAudience;

  @Property({ type: 'json', nullable: true })
  meal: SharedMealSnapshot | null = null;

  /** A day, recipe or milestone snapshot (meals keep their own column). */
  @Property({ type: 'json', nullable: true })
  shared: SharedSnapshot | null = null;

  /** Set by a moderator: only the author still sees the post, marked as hidden. */
  @Property({ type: 'timestamptz', nullable: true })
  hiddenAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  editedAt: Date | null = null;

  constructor(fields: Pick<SocialPost, 'author' | 'text' | 'audience' | 'meal' | 'createdAt'>) {
    this.author = fields.author;
    this.text = fields.text;
    this.audience = fields.audience;
    this.meal = fields.meal;
    this.createdAt = fields.createdAt;
  }
}

@Entity({ tableName: 'social_post_likes' })
@Unique({ properties: ['post', 'user'] })
export class SocialPostLike {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => SocialPost, { deleteRule: 'cascade' })
  post: SocialPost;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user: User;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  constructor(post: SocialPost, user: User) {
    this.post = post;
    this.user = user;
  }
}

@Entity({ tableName: 'social_comments' })
@Index({ properties: ['post', 'createdAt'] })
export class SocialComment {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => SocialPost, { deleteRule: 'cascade' })
  post: SocialPost;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  author: User;

  @Property({ type: 'text' })
  text: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  hiddenAt: Date | null = null;

  constructor(fields: Pick<SocialComment, 'post' | 'author' | 'text' | 'createdAt'>) {
    this.post = fields.post;
    this.author = fields.author;
    this.text = fields.text;
    this.createdAt = fields.createdAt;
  }
}
