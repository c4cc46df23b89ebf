import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { migrationsList } from '../../../migrations/migrationsList.js';
import type { Logger } from '../logger.js';
import { LoginThrottle } from '../modules/auth/loginThrottle.entity.js';
import { Session } from '../modules/auth/session.entity.js';
import { PasswordResetToken } from '../modules/auth/passwordResetToken.entity.js';
import { CustomFood } from '../modules/food/customFood.entity.js';
import { FoodLog, FoodLogItem } from '../modules/food/foodLog.entity.js';
import { SavedMeal } from '../modules/food/savedMeal.entity.js';
import { UserRecentFood } from '../modules/food/userRecentFood.entity.js';
import { DatasetVersion, UsdaFood } from '../modules/food/usdaFood.entity.js';
import { SearchThrottle } from '../modules/food/searchThrottle.entity.js';
import { BloodworkEntry } from '../modules/bloodwork/bloodworkEntry.entity.js';
import { BloodworkPdf } from '../modules/bloodwork/bloodworkPdf.entity.js';
import { BloodworkUploadProgress } from '../modules/bloodwork/bloodworkUploadProgress.entity.js';
import { InstallationSecret } from '../modules/bloodwork/installationSecret.entity.js';
import { SupplementLog } from '../modules/supplements/supplementLog.entity.js';
import { UsageCounter } from '../modules/users/usageCounter.entity.js';
import { User } from '../modules/users/user.entity.js';
import { Analysis } from '../modules/analysis/analysis.entity.js';
import { AiContentReport } from '../modules/reports/aiContentReport.entity.js';
import { DataDisclosureAcceptance } from '../modules/disclosure/dataDisclosureAcceptance.entity.js';

export const entities = [
  User,
  Session,
  UsageCounter,
  LoginThrottle,
  UsdaFood,
  DatasetVersion,
  CustomFood,
  FoodLog,
  FoodLogItem,
  SavedMeal,
  SupplementLog,
  BloodworkEntry,
  BloodworkPdf,
  BloodworkUploadProgress,
  InstallationSecret,
  Analysis,
  AiContentReport,
  PasswordResetToken,
  DataDisclosureAcceptance,
  BillingCustomer,
  PaymentMethod,
  Subscription,
  Invoice,
  BillingNotice,
  BillingWebhookEvent,
  AssistantMessage,
  AdminAuditEvent,
  PushSubscription,
  ReminderSettings,
  ReminderDelivery,
  UserActivityDay,
  FoodLogDayTotal,
  FoodLogDayFood,
  SearchThrottle,
  UserRecentFood,
  DataImport,
  ImportedRow,
  DataImportPdf,
  DataImportItem,
  DataExport,
  DataExportChunk,
  SocialProfile,
  Friendship,
  SocialBlock,
  SocialPost,
  SocialPostLike,
  SocialComment,
  SocialChallenge,
  SocialChallengeMember,
  SocialNotification,
];
import { BillingCustomer, BillingNotice, BillingWebhookEvent } from '../modules/payments/billingRecords.entity.js';
import { Invoice } from '../modules/payments/invoice.entity.js';
import { PaymentMethod } from '../modules/payments/paymentMethod.entity.js';
import { Subscription } from '../modules/payments/subscription.entity.js';
import { AssistantMessage } from '../modules/assistant/assistantMessage.entity.js';
import { AdminAuditEvent } from '../modules/admin/adminAuditEvent.entity.js';
import { PushSubscription } from '../modules/notifications/pushSubscription.entity.js';
import { ReminderDelivery } from '../modules/notifications/reminderDelivery.entity.js';
import { ReminderSettings } from '../modules/notifications/reminderSettings.entity.js';
import { FoodLogDayFood } from '../modules/admin/foodLogDayFood.entity.js';
import { FoodLogDayTotal } from '../modules/admin/foodLogDayTotal.entity.js';
import { UserActivityDay } from '../modules/admin/userActivityDay.entity.js';
import { DataImport, DataImportItem, DataImportPdf, ImportedRow } from '../modules/imports/dataImport.entity.js';
import { DataExport, DataExportChunk } from '../modules/export/dataExport.entity.js';
import { Friendship, SocialBlock, SocialComment, SocialPost, SocialPostLike, SocialProfile } from '../modules/social/social.entity.js';
import { SocialChallenge, SocialChallengeMember } from '../modules/social/challenge.entity.js';
import { SocialNotification } from '../modules/social/socialNotification.entity.js';

export function ormOptions(clientUrl: string, logger?: Logger): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true },
    // Request code must use the per-request fork in the GraphQL context; the global manager is a bug there.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    debug: false,
    logger: (message: string) => logger?.debug({ orm: message }),
  };
}

/** Connects and applies pending migrations; schema changes happen only through `migrations/`. */
export async function openDatabase(clientUrl: string, logger?: Logger): Promise<MikroORM> {
  const orm = await MikroORM.init(ormOptions(clientUrl, logger));
  const applied = await orm.getMigrator().up();
  if (applied.length) logger?.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
  return orm;
}
