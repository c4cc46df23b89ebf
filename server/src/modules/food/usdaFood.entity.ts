import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { FoodPortion, FoodSource, NutrientsPer100g } from './dataset/foodDataset.types.js';

/** A food of the committed USDA dataset, loaded into PostgreSQL at start (see foodTableSync.ts). */
@Entity({ tableName: 'foods' })
export class UsdaFood {
  /** Source-prefixed id: `sr:09040`, `fndds:63107010`, `fdc:2344719`. */
  @PrimaryKey({ type: 'string', length: 40 })
  id!: string;

  @Property({ type: 'string', length: 20 })
  source!: FoodSource;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  category!: string;

  @Property({ type: 'text', nullable: true })
  aliases?: string | null;

  @Property({ type: 'integer', nullable: true })
  fdcId?: number | null;

  @Property({ type: 'json' })
  nutrients!: NutrientsPer100g;

  @Property({ type: 'json' })
  portions!: FoodPortion[];
}

/** Which version of each bundled dataset the database holds. */
@Entity({ tableName: 'dataset_versions' })
export class DatasetVersion {
  @PrimaryKey({ type: 'string', length: 40 })
  name!: string;

  @Property({ type: 'string', length: 100 })
  version!: string;

  @Property({ type: 'timestamptz' })
  loadedAt: Date = new Date();
}
