import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../../../db/orm.js';
import { createLogger } from '../../../logger.js';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/isolatedDatabase.js';
import type { DatasetFood } from '../dataset/foodDataset.types.js';
import { syncFoodTable } from '../foodTableSync.js';

// A database of its own: these tests empty and reload the foods table.
let database: IsolatedDatabase;
let orms: MikroORM[];
beforeAll(async () => {
  database = await createIsolatedDatabase();
  // Two pools, as two processes starting together have.
  orms = [await openDatabase(database.url), await openDatabase(database.url)];
}, 60_000);
afterAll(async () => {
  await Promise.all(orms.map((orm) => orm.close()));
  await database.drop();
});

const logger = createLogger('silent');
const food = (id: string, name: string): DatasetFood => ({ id, source: 'sr28', name, category: 'Test', nutrients: { energy_kcal: 100 }, portions: [] });
// More than one insert batch (1,000 rows), so a second loader running in between would meet the first one's rows.
const foods = Array.from({ length: 2500 }, (_, index) => food(`test:${index}`, `Test food ${index}`));
const catalog = (version: string, list: DatasetFood[] = foods) => ({ version, size: list.length, foods: list });
const count = async () => Number((await orms[0]!.em.fork().execute<{ n: string }[]>('select count(*) as n from foods'))[0]!.n);

describe('loading the food table', () => {
  it('loads a version once when two processes start at the same moment, under one lock and in one transaction', async () => {
    await Promise.all(orms.map((orm) => syncFoodTable(orm.em.fork(), catalog('test-1'), logger)));
    expect(await count()).toBe(foods.length);
  });

  it('leaves the loaded version whole when loading a new one fails half way', async () => {
    // The second batch holds an id twice: its insert fails after the delete and the first batch have run.
    const broken = [...foods.slice(0, 1500), foods[1400]!];
    await expect(syncFoodTable(orms[0]!.em.fork(), catalog('test-2', broken), logger)).rejects.toThrow();
    expect(await count()).toBe(foods.length);
    const [version] = await orms[0]!.em.fork().execute<{ version: string }[]>(`select version from dataset_versions where name = 'usda-foods'`);
    expect(version?.version).toBe('test-1');
  });
});
