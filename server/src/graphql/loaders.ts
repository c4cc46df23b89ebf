import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UsageCounter } from '../modules/users/usageCounter.entity.js';

export interface UsageKey {
  userId: string;
  month: string;
}

/** Per-request batch loaders: any field reachable through a list resolves through one of these, never one query per row. */
export function createLoaders(em: EntityManager) {
  return {
    usage: new DataLoader<UsageKey, UsageCounter | null, string>(
      async (keys) => {
        const rows = await em.find(UsageCounter, {
          $or: keys.map((key) => ({ user: key.userId, month: key.month })),
        });
        const byKey = new Map(rows.map((row) => [`${row.user.id}|${row.month}`, row]));
        return keys.map((key) => byKey.get(`${key.userId}|${key.month}`) ?? null);
      },
      { cacheKeyFn: (key) => `${key.userId}|${key.month}` },
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
