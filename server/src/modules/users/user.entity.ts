import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { LocalDateResolver } from '../../graphql/scalars.js';
import { Field, Float, ID, Int, ObjectType, UseMiddleware } from 'type-graphql';
import { toGlobalId } from '../../graphql/globalId.js';
import { ownProfileOnly } from '../admin/ownProfileOnly.js';
import { Node } from '../../graphql/node.js';
import type { CustomMacroPreferences } from './nutritionTargets.js';
import { CustomMacroPreferencesType } from './user.type.js';
import { ActivityLevel, Gender, Role, SubscriptionStatus, Tier, UnitSystem } from './user.enums.js';

export const NO_CUSTOM_MACROS: CustomMacroPreferences = {
  enabled: false,
  proteinAdjustment: 0,
  carbAdjustment: 0,
  fatAdjustment: 0,
};

/** An account. The password hash is never a GraphQL field; `usage` is resolved per month by UserResolver. */
@Entity({ tableName: 'users' })
// Admin user list: sorts and filters page from these; search uses the trigram indexes (migration 20261124110000).
@Index({ name: 'users_created_at_id_index', expression: 'create index "users_created_at_id_index" on "users" ("created_at" desc, "id")' })
@Index({
  name: 'users_last_active_at_id_index',
  expression: 'create index "users_last_active_at_id_index" on "users" ("last_active_at" desc nulls last, "id")',
})
@Index({ name: 'users_tier_created_at_index', expression: 'create index "users_tier_created_at_index" on "users" ("tier", "created_at" desc, "id")' })
@Index({ name: 'users_role_created_at_index', expression: 'create index "users_role_created_at_index" on "users" ("role", "created_at" desc, "id")' })
@Index({ name: 'users_email_trgm_index', expression: `create index "users_email_trgm_index" on "users" using gin (lower("email") gin_trgm_ops)` })
@Index({
  name: 'users_name_trgm_index',
  expression: `create index "users_name_trgm_index" on "users" using gin (lower("first_name" || ' ' || coalesce("last_name", '')) gin_trgm_ops)`,
})
@ObjectType({ implements: Node })
export class User {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => ID, { name: 'id' })
  get globalId(): string {
    return toGlobalId('User', this.id);
  }

  @Field(() => String, { description: 'The database key, for clients that need a stable raw id.' })
  get internalID(): string {
    return this.id;
  }

  /** Stored lower-cased; the unique index makes email case-insensitive. */
  @Field(() => String)
  @Property({ type: 'string', length: 254, unique: true })
  email: string;

  @Property({ type: 'string', hidden: true })
  passwordHash: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  firstName: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  lastName: string | null = null;

  @Field(() => Role)
  @Enum({ items: () => Role, nativeEnumName: 'user_role' })
  role: Role = Role.user;

  @Field(() => Tier)
  @Enum({ items: () => Tier, nativeEnumName: 'user_tier' })
  tier: Tier = Tier.free;

  @Field(() => SubscriptionStatus)
  @Enum({ items: () => SubscriptionStatus, nativeEnumName: 'subscription_status' })
  subscriptionStatus: SubscriptionStatus = SubscriptionStatus.none;

  @Field(() => String)
  @Property({ type: 'string', length: 100, fieldName: 'preferred_ai_model' })
  preferredAIModel = 'gpt-3.5-turbo';

  @UseMiddleware(ownProfileOnly)
  @Field(() => Float, { nullable: true, description: 'Body weight in kg.' })
  @Property({ type: 'double', nullable: true })
  weight: number | null = null;

  @UseMiddleware(ownProfileOnly)
  @Field(() => Float, { nullable: true, description: 'Height in cm.' })
  @Property({ type: 'double', nullable: true })
  height: number | null = null;

  @UseMiddleware(ownProfileOnly)
  @Field(() => Gender, { nullable: true })
  @Enum({ items: () => Gender, nativeEnumName: 'user_gender', nullable: true })
  gender: Gender | null = null;

  @UseMiddleware(ownProfileOnly)
  @Field(() => LocalDateResolver, { nullable: true })
  @Property({ type: 'date', nullable: true })
  dateOfBirth: string | null = null;

  @Field(() => ActivityLevel)
  @Enum({ items: () => ActivityLevel, nativeEnumName: 'activity_level' })
  activityLevel: ActivityLevel = ActivityLevel.sedentary;

  @UseMiddleware(ownProfileOnly)
  @Field(() => Float, { nullable: true, description: 'Target body weight in lb.' })
  @Property({ type: 'double', nullable: true })
  weightGoal: number | null = null;

  @UseMiddleware(ownProfileOnly)
  @Field(() => Int, { nullable: true, description: 'Weeks to reach the weight goal.' })
  @Property({ type: 'integer', nullable: true })
  weightGoalTimeframe: number | null = null;

  @Field(() => [String])
  @Property({ type: 'text[]' })
  healthGoals: string[] = [];

  @Field(() => [String])
  @Property({ type: 'text[]' })
  dietaryPreferences: string[] = [];

  @Field(() => CustomMacroPreferencesType)
  @Property({ type: 'json' })
  customMacroPreferences: CustomMacroPreferences = { ...NO_CUSTOM_MACROS };

  @Field(() => String, { description: 'IANA time zone, e.g. Europe/Budapest.' })
  @Property({ type: 'string', length: 64 })
  timezone = 'UTC';

  @Field(() => UnitSystem)
  @Enum({ items: () => UnitSystem, nativeEnumName: 'unit_system' })
  unitSystem: UnitSystem = UnitSystem.metric;

  /** Notes an admin left when changing the plan; shown to admins only (admin.resolver.ts). */
  @Property({ type: 'text', nullable: true })
  adminNotes: string | null = null;

  /** Test accounts (email at a TEST_USER_EMAIL_DOMAINS domain) can be bulk-deleted by admins. */
  @Property({ type: 'boolean' })
  isTestUser = false;

  @Field(() => Date)
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  /** Set by the first signed-in request of each UTC day (admin/userActivity.ts). */
  @Field(() => Date, { nullable: true, description: 'When the user was first active on the last day they used the app.' })
  @Property({ type: 'timestamptz', nullable: true })
  lastActiveAt: Date | null = null;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(email: string, passwordHash: string, firstName: string) {
    this.email = email;
    this.passwordHash = passwordHash;
    this.firstName = firstName;
  }
}
