import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { FoodResolver } from '../modules/food/food.resolver.js';
import { FoodLogFieldsResolver, FoodLogResolver, FoodLogViewerResolver } from '../modules/food/foodLog.resolver.js';
import { SavedMealResolver, SavedMealViewerResolver } from '../modules/food/savedMeal.resolver.js';
import { BloodworkResolver, BloodworkViewerResolver } from '../modules/bloodwork/bloodwork.resolver.js';
import { SupplementResolver, SupplementViewerResolver } from '../modules/supplements/supplement.resolver.js';
import { UserResolver } from '../modules/users/user.resolver.js';
import { ViewerResolver } from '../modules/users/viewer.resolver.js';
import { AnalysisResolver, AnalysisViewerResolver } from '../modules/analysis/analysis.resolver.js';
import { AdminResolver, AdminUserFieldsResolver } from '../modules/admin/admin.resolver.js';
import { AiContentReportResolver, AiContentReportViewerResolver } from '../modules/reports/aiContentReport.resolver.js';
import { authChecker } from './authChecker.js';
import { NodeResolver } from './node.js';

export const resolvers = [NodeResolver, ViewerResolver, UserResolver, AuthResolver, FoodResolver, FoodLogResolver, FoodLogViewerResolver, FoodLogFieldsResolver, SavedMealResolver, SavedMealViewerResolver, SupplementResolver, SupplementViewerResolver, BloodworkResolver, BloodworkViewerResolver, AnalysisResolver, AnalysisViewerResolver, AdminResolver, AdminUserFieldsResolver, AiContentReportResolver, AiContentReportViewerResolver] as const;

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    // forbidUnknownValues would reject nested input objects that carry no decorators of their own.
    validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
  });
}

/** The committed `schema.graphql`: sorted so that diffs show real changes only. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
