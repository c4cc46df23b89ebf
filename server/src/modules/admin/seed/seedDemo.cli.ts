import 'reflect-metadata';
import { loadConfig } from '../../../config.js';
import { startEmbeddedPostgres } from '../../../db/embeddedPostgres.js';
import { openDatabase } from '../../../db/orm.js';
import { createLogger } from '../../../logger.js';
import { hashPassword } from '../../auth/secrets.js';
import { loadFoodCatalog } from '../../food/foodCatalog.js';
import { syncFoodTable } from '../../food/foodTableSync.js';
import { createPaymentServices } from '../../payments/paymentServices.js';
import * as sql from './demoSeedSql.js';
import { seedAnalyses } from './seedAnalyses.js';

// `npm run seed:demo -w server`: fills DATABASE_URL (or the embedded database) with synthetic demo users and
// activity for development and the admin benchmarks. Never run by `npm start`. Re-running replaces the previous
// demo users (demo.N@example.test, password "demo password", marked as test users).
const USERS = Number(process.env.SEED_USERS ?? 100_000);
const FOOD_ITEMS = Number(process.env.SEED_FOOD_ITEMS ?? 2_000_000);
const ANALYSIS_USERS = Number(process.env.SEED_ANALYSIS_USERS ?? 1_000);
const AVERAGE_ITEMS_PER_DAY = 4;
// Mean of level³ for a uniform level: the average user logs at a quarter of the top rate.
const MEAN_ENGAGEMENT = 0.25;

if (!Number.isInteger(USERS) || USERS < 1 || ![FOOD_ITEMS, ANALYSIS_USERS].every((value) => Number.isInteger(value) && value >= 0)) {
  throw new Error('SEED_USERS must be a positive whole number, SEED_FOOD_ITEMS and SEED_ANALYSIS_USERS whole numbers.');
}

const config = loadConfig();
const logger = createLogger('info');
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, config.embeddedPostgresPort, logger);
const orm = await openDatabase(config.databaseUrl ?? embedded!.url, logger);
const em = orm.em.fork();
const foodCatalog = await loadFoodCatalog();
await syncFoodTable(em, foodCatalog, logger);

const started = Date.now();
async function step(label: string, statement: string, params: unknown[] = []) {
  const at = Date.now();
  const result = await em.execute(statement, params, 'run');
  const rows = (result as { affectedRows?: number; rowCount?: number }).affectedRows ?? (result as { rowCount?: number }).rowCount;
  console.log(`${label.padEnd(34)} ${String(rows ?? '').padStart(9)} rows  ${((Date.now() - at) / 1000).toFixed(1)} s`);
}

await em.transactional(async (tx) => {
  const run = (label: string, statement: string, params: unknown[] = []) => {
    const at = Date.now();
    return tx.execute(statement, params, 'run').then((result) => {
      const rows = (result as { affectedRows?: number }).affectedRows;
      console.log(`${label.padEnd(34)} ${String(rows ?? '').padStart(9)} rows  ${((Date.now() - at) / 1000).toFixed(1)} s`);
    });
  };
  await run('previous demo food items deleted', sql.DELETE_PREVIOUS_DEMO_ITEMS);
  await run('previous demo users deleted', sql.DELETE_PREVIOUS_DEMO);
  await run('users', sql.INSERT_USERS, [await hashPassword('demo password'), USERS]);
  await run('engagement levels', sql.CREATE_ENGAGEMENT);
  const [{ days }] = (await tx.execute(`select coalesce(sum(current_date - created_at::date + 1), 0)::float as days from demo_engagement`)) as [
    { days: number },
  ];
  const topRate = Math.min(1, FOOD_ITEMS / AVERAGE_ITEMS_PER_DAY / Math.max(1, days) / MEAN_ENGAGEMENT);
  await run('food log days', sql.INSERT_FOOD_LOGS, [topRate]);
  await run('food sample', sql.CREATE_FOOD_SAMPLE);
  await run('food log items', sql.INSERT_FOOD_ITEMS);
  await run('activity days', sql.INSERT_ACTIVITY);
  await run('last active', sql.UPDATE_LAST_ACTIVE);
  await run('bloodwork entries', sql.INSERT_BLOODWORK);
  await run('supplement logs', sql.INSERT_SUPPLEMENTS);
  await run('usage this month', sql.INSERT_USAGE);
  await run('AI content reports', sql.INSERT_REPORTS);
});
const analysesAt = Date.now();
const analyses = await seedAnalyses({ orm, config, logger, foodCatalog, payments: createPaymentServices(config.payments) }, ANALYSIS_USERS);
console.log(
  `${'analyses (built-in engine)'.padEnd(34)} ${String(analyses.nutrition + analyses.bloodwork + analyses.correlation).padStart(9)} rows  ` +
    `${((Date.now() - analysesAt) / 1000).toFixed(1)} s  (nutrition ${analyses.nutrition}, bloodwork ${analyses.bloodwork}, ` +
    `diet and bloodwork ${analyses.correlation}; ${analyses.refused} refused)`,
);
await step('analyze', 'analyze');
console.log(`demo data ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
await orm.close();
await embedded?.stop();
