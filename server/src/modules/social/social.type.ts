import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../graphql/connection.js';
import { toGlobalId } from '../../graphql/globalId.js';
import { Node } from '../../graphql/node.js';
import { MealType } from '../food/mealType.js';
import { PostAudience, ProfileVisibility, type SharedMealSnapshot } from './social.entity.js';
import type { CommentRow, PostRow, ProfileRow, Relation } from './social.service.js';
import { SharedDay, SharedMilestone, SharedRecipe } from './socialShare.type.js';

export enum SocialRelation {
  self = 'self',
  friends = 'friends',
  request_sent = 'request_sent',
  request_received = 'request_received',
  none = 'none',
}
registerEnumType(SocialRelation, { name: 'SocialRelation', description: 'How the viewer is connected to a person.' });

const AVATAR_COLORS = ['#0F6CBD', '#C50F1F', '#107C10', '#8764B8', '#CA5010', '#038387', '#5C2E91', '#986F0B'];

function avatarColor(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length]!;
}

/** A person as others see them in social: a name and an avatar letter and colour. */
@ObjectType()
export class SocialAuthor {
  constructor(
    readonly userId: string,
    displayName: string,
  ) {
    this.displayName = displayName;
  }

  @Field(() => String) displayName: string;

  /** Not `id`: Relay would merge this with the SocialProfile of the same id. */
  @Field(() => ID, { description: 'The SocialProfile id, for node(id:).' })
  get profileId(): string {
    return toGlobalId('SocialProfile', this.userId);
  }

  @Field(() => String)
  get avatarLetter(): string {
    return [...this.displayName.trim()][0]?.toUpperCase() ?? '?';
  }

  @Field(() => String)
  get avatarColor(): string {
    return avatarColor(this.userId);
  }
}

@ObjectType('SocialProfile', { implements: Node })
export class SocialProfileView {
  constructor(readonly row: ProfileRow) {}

  @Field(() => ID)
  get id(): string {
    return toGlobalId('SocialProfile', this.row.userId);
  }

  @Field(() => ID, { description: 'The user id, for friend-request mutations.' })
  get userId(): string {
    return this.row.userId;
  }

  @Field(() => String)
  get displayName(): string {
    return this.row.displayName;
  }

  @Field(() => String)
  get avatarLetter(): string {
    return new SocialAuthor(this.row.userId, this.row.displayName).avatarLetter;
  }

  @Field(() => String)
  get avatarColor(): string {
    return avatarColor(this.row.userId);
  }

  @Field(() => String, { nullable: true, description: 'Only when the viewer may see the whole profile.' })
  get bio(): string | null {
    return this.row.bio;
  }

  @Field(() => ProfileVisibility, { nullable: true, description: "Only on the viewer's own profile." })
  get visibility(): ProfileVisibility | null {
    return this.row.relation === 'self' ? this.row.visibility : null;
  }

  @Field(() => SocialRelation)
  get relation(): Relation {
    return this.row.relation;
  }

  @Field(() => Boolean, { nullable: true, description: "Whether progress is shown; only on the viewer's own profile." })
  get showProgress(): boolean | null {
    return this.row.relation === 'self' ? this.row.showProgress : null;
  }
}

@ObjectType()
export class SharedMealItem {
  @Field(() => String) name!: string;
  @Field(() => Number) quantity!: number;
  @Field(() => String) unit!: string;
  @Field(() => Number, { nullable: true }) calories!: number | null;
}

@ObjectType({ description: 'A logged meal as it was when shared.' })
export class SharedMeal {
  @Field(() => String) date!: string;
  @Field(() => MealType) mealType!: MealType;
  @Field(() => [SharedMealItem]) items!: SharedMealItem[];
  @Field(() => Int) calories!: number;
  @Field(() => Number) proteinG!: number;
  @Field(() => Number) carbsG!: number;
  @Field(() => Number) fatG!: number;
}

@ObjectType('SocialPost', { implements: Node })
export class SocialPostView {
  constructor(
    readonly row: PostRow,
    readonly viewerId: string | null,
  ) {}

  @Field(() => ID)
  get id(): string {
    return toGlobalId('SocialPost', this.row.id);
  }

  @Field(() => String, { description: 'Plain text as typed; clients render it as text, never HTML.' })
  get text(): string {
    return this.row.text;
  }

  @Field(() => PostAudience)
  get audience(): PostAudience {
    return this.row.audience;
  }

  @Field(() => SocialAuthor)
  get author(): SocialAuthor {
    return new SocialAuthor(this.row.authorId, this.row.authorName);
  }

  @Field(() => SharedMeal, { nullable: true })
  get meal(): SharedMealSnapshot | null {
    return this.row.meal;
  }

  @Field(() => SharedDay, { nullable: true })
  get sharedDay(): SharedDay | null {
    return this.row.shared?.kind === 'day' ? this.row.shared : null;
  }

  @Field(() => SharedRecipe, { nullable: true })
  get sharedRecipe(): SharedRecipe | null {
    return this.row.shared?.kind === 'recipe' ? this.row.shared : null;
  }

  @Field(() => SharedMilestone, { nullable: true })
  get sharedMilestone(): SharedMilestone | null {
    return this.row.shared?.kind === 'milestone' ? (this.row.shared as SharedMilestone) : null;
  }

  @Field(() => Boolean, { description: 'A moderator hid the post: only its author still sees it.' })
  get hiddenByModerators(): boolean {
    return this.row.hidden;
  }

  @Field(() => Date)
  get createdAt(): Date {
    return this.row.createdAt;
  }

  @Field(() => Date, { nullable: true })
  get editedAt(): Date | null {
    return this.row.editedAt;
  }

  @Field(() => Int)
  get likeCount(): number {
    return this.row.likeCount;
  }

  @Field(() => Int)
  get commentCount(): number {
    return this.row.commentCount;
  }

  @Field(() => Boolean)
  get viewerHasLiked(): boolean {
    return this.row.viewerLiked;
  }

  @Field(() => Boolean)
  get viewerIsAuthor(): boolean {
    return this.row.authorId === this.viewerId;
  }
}

@ObjectType('SocialComment', { implements: Node })
export class SocialCommentView {
  constructor(
    readonly row: CommentRow,
    readonly viewerId: string | null,
  ) {}

  @Field(() => ID)
  get id(): string {
    return toGlobalId('SocialComment', this.row.id);
  }

  @Field(() => String, { description: 'Plain text as typed.' })
  get text(): string {
    return this.row.text;
  }

  @Field(() => SocialAuthor)
  get author(): SocialAuthor {
    return new SocialAuthor(this.row.authorId, this.row.authorName);
  }

  @Field(() => Date)
  get createdAt(): Date {
    return this.row.createdAt;
  }

  @Field(() => Boolean, { description: 'A moderator hid the comment: only its author still sees it.' })
  get hiddenByModerators(): boolean {
    return this.row.hidden;
  }

  @Field(() => Boolean, { description: 'The comment is yours, or on your post.' })
  get viewerCanDelete(): boolean {
    return this.viewerId !== null && (this.row.authorId === this.viewerId || this.row.postAuthorId === this.viewerId);
  }
}

@ObjectType()
export class SocialPostEdge {
  @Field(() => String) cursor!: string;
  @Field(() => SocialPostView) node!: SocialPostView;
}

/** Keyset-paged: cursors name a post's (time, id), so new posts never shift the pages already read. */
@ObjectType()
export class SocialPostConnection {
  @Field(() => [SocialPostEdge]) edges!: SocialPostEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
}
