import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addNutrients, type NutrientValues } from './modules/food/nutrition.js';
import { UsageCounter } from './modules/users/usageCounter.entity.js';

export interface UsageKey {
  userId: string;
  month: string;
}

export interface UsageCounts {
  aiFoodQueries: number;
  aiAnalyses: number;
  aiAssistantMessages: number;
}

export interface UserDayKey {
  userId: string;
  date: string;
}

const usageKey = (key: UsageKey) => `${key.userId}|${key.month}`;
const dayKey = (key: UserDayKey) => `${key.userId}|${key.date}`;

/** Per-request batch loaders: any field reachable through a list resolves through one of these, never one query per row. */
export function createLoaders(em: EntityManager) {
  return {
    usage: new DataLoader<UsageKey, UsageCounts | null, string>(
      async (keys) => {
        const rows = await em.find(UsageCounter, {
          $or: keys.map((key) => ({ user: key.userId, month: key.month })),
        });
        const byKey = new Map(rows.map((row) => [`${row.user.id}|${row.month}`, row]));
        return keys.map((key) => byKey.get(usageKey(key)) ?? null);
      },
      { cacheKeyFn: usageKey },
    ),
    /** The day's supplement nutrients summed, for every day asked about in one statement. */
    supplementTotals: new DataLoader<UserDayKey, NutrientValues, string>(
      async (keys) => {
        const rows = await em.execute<{ user_id: string; date: string; nutrients: NutrientValues }[]>(
          `select user_id, to_char(date, 'YYYY-MM-DD') as date, nutrients from supplement_logs
           where user_id in (?) and date in (?)`,
          [[...new Set(keys.map((key) => key.userId))], [...new Set(keys.map((key) => key.date))]],
        );
        const totals = new Map<string, NutrientValues>();
        for (const row of rows) {
          const key = dayKey({ userId: row.user_id, date: row.date });
          totals.set(key, addNutrients(totals.get(key) ?? {}, row.nutrients));
        }
        return keys.map((key) => totals.get(dayKey(key)) ?? {});
      },
      { cacheKeyFn: dayKey },
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
