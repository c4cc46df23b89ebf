import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { DateTimeResolver } from './graphql/scalars.js';
import { AuthResolver } from './modules/auth/auth.resolver.js';
import { PasswordResetResolver } from './modules/auth/passwordReset.resolver.js';
import { FoodResolver } from './modules/food/food.resolver.js';
import { FoodLogFieldsResolver, FoodLogResolver, FoodLogViewerResolver } from './modules/food/foodLog.resolver.js';
import { SavedMealResolver, SavedMealViewerResolver } from './modules/food/savedMeal.resolver.js';
import { BloodworkResolver, BloodworkViewerResolver } from './modules/bloodwork/bloodwork.resolver.js';
import { BloodworkUploadProgressResolver } from './modules/bloodwork/bloodworkUploadProgress.resolver.js';
import { SupplementResolver, SupplementViewerResolver } from './modules/supplements/supplement.resolver.js';
import { UserResolver } from './modules/users/user.resolver.js';
import { ViewerResolver } from './modules/users/viewer.resolver.js';
import { AnalysisResolver, AnalysisViewerResolver } from './modules/analysis/analysis.resolver.js';
import { AdminResolver, AdminUserFieldsResolver } from './modules/admin/admin.resolver.js';
import { AiContentReportResolver, AiContentReportViewerResolver } from './modules/reports/aiContentReport.resolver.js';
import { DataDisclosureResolver, DataDisclosureUserResolver } from './modules/disclosure/dataDisclosure.resolver.js';
import { DataExportResolver, DataExportViewerResolver } from './modules/export/dataExport.resolver.js';
import { DataImportResolver } from './modules/imports/dataImport.resolver.js';
import { SocialPostFieldsResolver, SocialResolver, SocialViewerResolver } from './modules/social/social.resolver.js';
import { SocialChallengeFieldsResolver, SocialChallengeResolver, SocialChallengeViewerResolver } from './modules/social/challenge.resolver.js';
import { SocialNotificationResolver, SocialNotificationViewerResolver } from './modules/social/socialNotification.resolver.js';
import { SocialModerationResolver, SocialReportFieldsResolver } from './modules/social/socialModeration.resolver.js';
import { SocialProfileFieldsResolver } from './modules/social/socialProfile.resolver.js';
import { authChecker } from './authChecker.js';
import { NodeResolver } from './graphql/node.js';
import { BillingResolver, BillingViewerResolver } from './modules/payments/billing.resolver.js';
import { NotificationsResolver, NotificationsViewerResolver } from './modules/notifications/notifications.resolver.js';
import { AssistantPhotoResolver, AssistantResolver, AssistantViewerResolver } from './modules/assistant/assistant.resolver.js';

export const resolvers = [
  NodeResolver,
  ViewerResolver,
  UserResolver,
  AuthResolver,
  FoodResolver,
  FoodLogResolver,
  FoodLogViewerResolver,
  FoodLogFieldsResolver,
  SavedMealResolver,
  SavedMealViewerResolver,
  SupplementResolver,
  SupplementViewerResolver,
  BloodworkResolver,
  BloodworkViewerResolver,
  BloodworkUploadProgressResolver,
  AnalysisResolver,
  AnalysisViewerResolver,
  AdminResolver,
  AdminUserFieldsResolver,
  AiContentReportResolver,
  AiContentReportViewerResolver,
  PasswordResetResolver,
  DataDisclosureResolver,
  DataDisclosureUserResolver,
  BillingResolver,
  BillingViewerResolver,
  AssistantResolver,
  AssistantViewerResolver,
  NotificationsResolver,
  NotificationsViewerResolver,
  AssistantPhotoResolver,
  DataExportResolver,
  DataExportViewerResolver,
  DataImportResolver,
  SocialResolver,
  SocialPostFieldsResolver,
  SocialViewerResolver,
  SocialChallengeResolver,
  SocialChallengeFieldsResolver,
  SocialChallengeViewerResolver,
  SocialNotificationResolver,
  SocialNotificationViewerResolver,
  SocialProfileFieldsResolver,
  SocialReportFieldsResolver,
  SocialModerationResolver,
] as const;

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    scalarsMap: [{ type: Date, scalar: DateTimeResolver }],
    // forbidUnknownValues would reject nested input objects that carry no decorators of their own.
    validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
  });
}

/** The committed `schema.graphql`: sorted so that diffs show real changes only. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
