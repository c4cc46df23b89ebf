import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';
import type { FoodCatalog } from './foodCatalog.js';

const DATASET = 'usda-foods';
const BATCH = 1000;

/**
 * Makes the `foods` table hold the catalog's dataset version: on first start, and again only when a new version
 * ships. One transaction, with an advisory lock so two processes starting together load it once. User data
 * (logs keep nutrient snapshots, custom foods are separate) is never touched.
 */
export async function syncFoodTable(em: EntityManager, catalog: Pick<FoodCatalog, 'version' | 'size' | 'foods'>, logger: Logger): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('${DATASET}'))`);
    const [current] = await tx.execute<{ version: string }[]>('select version from dataset_versions where name = ?', [DATASET]);
    if (current?.version === catalog.version) return;
    const started = Date.now();
    await tx.execute('delete from foods');
    for (let start = 0; start < catalog.foods.length; start += BATCH) {
      const rows = catalog.foods.slice(start, start + BATCH).map((food) => ({
        id: food.id,
        source: food.source,
        name: food.name,
        category: food.category,
        aliases: food.aliases ?? null,
        fdc_id: food.fdcId ?? null,
        nutrients: food.nutrients,
        portions: food.portions,
      }));
      await tx.execute(
        `insert into foods (id, source, name, category, aliases, fdc_id, nutrients, portions)
         select id, source, name, category, aliases, fdc_id, nutrients, portions
         from jsonb_to_recordset(?::jsonb) as r(id text, source text, name text, category text, aliases text, fdc_id int, nutrients jsonb, portions jsonb)`,
        [JSON.stringify(rows)],
      );
    }
    await tx.execute(
      `insert into dataset_versions (name, version, loaded_at) values (?, ?, now())
       on conflict (name) do update set version = excluded.version, loaded_at = now()`,
      [DATASET, catalog.version],
    );
    logger.info({ dataset: DATASET, version: catalog.version, foods: catalog.size, ms: Date.now() - started }, 'food dataset loaded');
  });
}
