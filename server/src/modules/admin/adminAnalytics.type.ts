import { LocalDateResolver } from '../../graphql/scalars.js';
import { Field, Int, ObjectType } from 'type-graphql';
import { AdminMetric, AdminSeries, AdminTable } from './adminReport.type.js';
import { AnalyticsKind } from './analytics/adminAnalytics.js';

@ObjectType({ description: "Aggregates over all users for one analytics kind; never one user's values." })
export class AdminAnalytics {
  @Field(() => AnalyticsKind) kind!: AnalyticsKind;
  @Field(() => Int) days!: number;
  @Field(() => LocalDateResolver) from!: string;
  @Field(() => LocalDateResolver) to!: string;
  @Field(() => [AdminMetric]) metrics!: AdminMetric[];
  @Field(() => [AdminSeries]) series!: AdminSeries[];
  @Field(() => [AdminTable]) tables!: AdminTable[];
}
