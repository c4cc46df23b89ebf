import { Field, Float, Int, ObjectType } from 'type-graphql';
import { LocalDateResolver } from '../../graphql/scalars.js';
import { SubscriptionStatus, Tier } from '../users/user.enums.js';
import { AdminSeries } from './adminReport.type.js';

@ObjectType()
export class ActiveUserCounts {
  @Field(() => Int, { description: 'Users active today (UTC).' }) daily!: number;
  @Field(() => Int, { description: 'Users active in the last 7 days.' }) weekly!: number;
  @Field(() => Int, { description: 'Users active in the last 30 days.' }) monthly!: number;
}

@ObjectType()
export class SubscriptionStatusCount {
  @Field(() => Tier) tier!: Tier;
  @Field(() => SubscriptionStatus) status!: SubscriptionStatus;
  @Field(() => Int) count!: number;
}

@ObjectType()
export class MonthlyRevenue {
  @Field(() => Int) amountCents!: number;
  @Field(() => String) currency!: string;
  @Field(() => Int) activeSubscriptions!: number;
}

@ObjectType({ description: 'AI usage of one kind this calendar month, against the free plan limit.' })
export class AiUsageSummary {
  @Field(() => String, { description: 'aiFoodQueries, aiAnalyses or aiAssistantMessages.' }) kind!: string;
  @Field(() => String) label!: string;
  @Field(() => Int) used!: number;
  @Field(() => Int, { description: 'Users who used it at least once.' }) users!: number;
  @Field(() => Int) freeLimit!: number;
  @Field(() => Int, { description: 'Free users who reached the limit.' }) freeUsersAtLimit!: number;
}

@ObjectType()
export class BloodworkUploadSummary {
  @Field(() => Int, { description: 'Reports uploaded as PDF in the range.' }) uploads!: number;
  @Field(() => Int) manualEntries!: number;
  @Field(() => Int, { description: 'Uploads where every printed result was matched to a marker.' }) fullyRead!: number;
  @Field(() => Int, { description: 'Uploads with some results left for the user to review.' }) partlyRead!: number;
  @Field(() => Int, { description: 'Uploads where no result could be matched.' }) unread!: number;
  @Field(() => Float, { description: 'Share of uploads with at least one matched result, in percent.' }) extractionSuccessRate!: number;
}

@ObjectType()
export class AdminDashboardStats {
  @Field(() => LocalDateResolver) from!: string;
  @Field(() => LocalDateResolver) to!: string;
  @Field(() => Int) totalUsers!: number;
  @Field(() => Int) newUsersLast7Days!: number;
  @Field(() => Int) newUsersLast30Days!: number;
  @Field(() => Int, { description: 'Sign-ups in the chosen range.' }) newUsersInRange!: number;
  @Field(() => ActiveUserCounts) activeUsers!: ActiveUserCounts;
  @Field(() => Int) proUsers!: number;
  @Field(() => Float, { description: 'Pro users as a percent of all users.' }) proShare!: number;
  @Field(() => [SubscriptionStatusCount]) subscriptionsByStatus!: SubscriptionStatusCount[];
  @Field(() => MonthlyRevenue) monthlyRecurringRevenue!: MonthlyRevenue;
  @Field(() => [AiUsageSummary]) aiUsageThisMonth!: AiUsageSummary[];
  @Field(() => Int) reportsPending!: number;
  @Field(() => BloodworkUploadSummary, { description: 'Bloodwork added in the range.' }) bloodwork!: BloodworkUploadSummary;
  @Field(() => [AdminSeries], { description: 'Per day of the range: sign-ups and active users.' }) series!: AdminSeries[];
}
