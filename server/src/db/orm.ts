import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { migrationsList } from '../../../migrations/migrationsList.js';
import type { Logger } from '../logger.js';
import { LoginThrottle } from '../modules/auth/loginThrottle.entity.js';
import { Session } from '../modules/auth/session.entity.js';
import { CustomFood } from '../modules/food/customFood.entity.js';
import { FoodLog, FoodLogItem } from '../modules/food/foodLog.entity.js';
import { SavedMeal } from '../modules/food/savedMeal.entity.js';
import { DatasetVersion, UsdaFood } from '../modules/food/usdaFood.entity.js';
import { BloodworkEntry } from '../modules/bloodwork/bloodworkEntry.entity.js';
import { BloodworkPdf } from '../modules/bloodwork/bloodworkPdf.entity.js';
import { InstallationSecret } from '../modules/bloodwork/installationSecret.entity.js';
import { SupplementLog } from '../modules/supplements/supplementLog.entity.js';
import { UsageCounter } from '../modules/users/usageCounter.entity.js';
import { User } from '../modules/users/user.entity.js';
import { Analysis } from '../modules/analysis/analysis.entity.js';
import { AiContentReport } from '../modules/reports/aiContentReport.entity.js';

export const entities = [User, Session, UsageCounter, LoginThrottle, UsdaFood, DatasetVersion, CustomFood, FoodLog, FoodLogItem, SavedMeal, SupplementLog, BloodworkEntry, BloodworkPdf, InstallationSecret, Analysis, AiContentReport];

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
