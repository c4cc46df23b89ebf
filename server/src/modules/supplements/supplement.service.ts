import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageWindow } from '../../graphql/connection.js';
import { badInput, notFound } from '../../graphql/errors.js';
import { addDays, localDate } from '../users/calendar.js';
import type { User } from '../users/user.entity.js';
import type { UserRecord } from '../users/userRecord.js';
import { productByKey } from './catalog/supplementCatalog.js';
import { resolveDose, SupplementInputError, type SupplementDose } from './supplementDose.js';
import type { LogSupplementInput } from './supplement.input.js';
import { SupplementLog } from './supplementLog.entity.js';
import { addNutrients, scaleNutrients } from './supplementNutrients.js';
import { analyzeSupplementText } from './supplementQuery.js';

export const MAX_SUMMARY_DAYS = 366;

function asBadInput<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof SupplementInputError) throw badInput(error.message, [{ field: error.field, message: error.message }]);
    throw error;
  }
}

/** Reads free text into a dose; text that names no catalog product is BAD_USER_INPUT with a 'not recognised' message. */
export function analyzeSupplement(query: string): SupplementDose {
  return asBadInput(() => analyzeSupplementText(query));
}

function doseFor(input: LogSupplementInput): SupplementDose {
  const hasQuery = Boolean(input.query?.trim());
  if (hasQuery === Boolean(input.product)) {
    throw badInput("Give either 'query' (free text) or 'product' (a catalog key).", [{ field: 'query', message: 'Give query or product' }]);
  }
  if (hasQuery) {
    const dose = analyzeSupplement(input.query!);
    return input.quantity == null ? dose : asBadInput(() => resolveDose(dose.product, dose.strength, input.quantity!));
  }
  const product = productByKey(input.product!);
  if (!product) throw badInput(`'${input.product}' is not a catalog product.`, [{ field: 'product', message: 'Unknown product' }]);
  return asBadInput(() => resolveDose(product, input.strength ?? null, input.quantity ?? 1));
}

export async function logSupplement(em: EntityManager, user: User, input: LogSupplementInput): Promise<SupplementLog> {
  const dose = doseFor(input);
  const log = new SupplementLog({
    user,
    date: input.date,
    productKey: dose.product.key,
    name: dose.name,
    form: dose.product.form,
    quantity: dose.quantity,
    nutrients: dose.nutrients,
  });
  log.strength = dose.strength;
  log.time = input.time ?? null;
  log.query = input.query?.trim() || null;
  await em.persist(log).flush();
  return log;
}

export async function findOwnSupplementLog(em: EntityManager, { ownerId, logId }: { ownerId: string; logId: string }): Promise<SupplementLog | null> {
  return em.findOne(SupplementLog, { id: logId, user: ownerId });
}

export async function deleteSupplementLog(em: EntityManager, { ownerId, logId }: { ownerId: string; logId: string }): Promise<void> {
  const deleted = await em.nativeDelete(SupplementLog, { id: logId, user: ownerId });
  if (deleted === 0) throw notFound('Supplement log');
}

export async function supplementLogsOn(em: EntityManager, userId: string, date: string, window: PageWindow): Promise<[SupplementLog[], number]> {
  return em.findAndCount(
    SupplementLog,
    { user: userId, date },
    { orderBy: [{ time: 'asc nulls last' }, { createdAt: 'asc' }, { id: 'asc' }], limit: window.limit, offset: window.offset },
  );
}

/** The day's supplement nutrients, for the food day totals (food + supplements) and the dashboard split. */
export async function supplementNutrientTotals(em: EntityManager, userId: string, date: string): Promise<Partial<Record<string, number>>> {
  const logs = await em.find(SupplementLog, { user: userId, date }, { fields: ['nutrients'] });
  return logs.reduce((totals, log) => addNutrients(totals, log.nutrients), {} as Record<string, number>);
}

export interface SupplementDayTotals {
  date: string;
  logCount: number;
  nutrients: Record<string, number>;
}

export interface SupplementSummaryData {
  days: number;
  from: string;
  to: string;
  logCount: number;
  dailyTotals: SupplementDayTotals[];
  averages: Record<string, number>;
}

/** Per-day totals and per-day averages over the last `days` local days (today in the user's time zone included). */
export async function supplementSummary(
  em: EntityManager,
  user: Pick<UserRecord, 'id' | 'timezone'>,
  days: number,
  today = localDate(user.timezone),
): Promise<SupplementSummaryData> {
  if (!Number.isInteger(days) || days < 1 || days > MAX_SUMMARY_DAYS) {
    throw badInput(`'days' must be a whole number from 1 to ${MAX_SUMMARY_DAYS}.`, [{ field: 'days', message: 'Out of range' }]);
  }
  const from = addDays(today, 1 - days);
  const logs = await em.find(SupplementLog, { user: user.id, date: { $gte: from, $lte: today } }, { fields: ['date', 'nutrients'], orderBy: { date: 'asc' } });
  const byDate = new Map<string, SupplementDayTotals>();
  const sums: Record<string, number> = {};
  for (const log of logs) {
    const day = byDate.get(log.date) ?? { date: log.date, logCount: 0, nutrients: {} };
    day.logCount += 1;
    addNutrients(day.nutrients, log.nutrients);
    addNutrients(sums, log.nutrients);
    byDate.set(log.date, day);
  }
  return { days, from, to: today, logCount: logs.length, dailyTotals: [...byDate.values()], averages: scaleNutrients(sums, 1 / days) };
}
