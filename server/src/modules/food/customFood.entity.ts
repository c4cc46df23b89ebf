import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import type { NutrientsPer100g } from './dataset/foodDataset.types.js';

/** A user's own food, as its label states it: nutrients per serving, and what a serving weighs. */
@Entity({ tableName: 'custom_foods' })
export class CustomFood {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user: User;

  @Property({ type: 'string', length: 200 })
  name: string;

  @Property({ type: 'string', length: 200, nullable: true })
  brand: string | null = null;

  @Property({ type: 'double' })
  servingSize: number;

  @Property({ type: 'string', length: 40 })
  servingUnit: string;

  @Property({ type: 'double' })
  servingGrams: number;

  /** Per serving; keys are the app's nutrient keys. */
  @Property({ type: 'json' })
  nutrients: NutrientsPer100g;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  constructor(fields: Pick<CustomFood, 'user' | 'name' | 'servingSize' | 'servingUnit' | 'servingGrams' | 'nutrients'>) {
    this.user = fields.user;
    this.name = fields.name;
    this.servingSize = fields.servingSize;
    this.servingUnit = fields.servingUnit;
    this.servingGrams = fields.servingGrams;
    this.nutrients = fields.nutrients;
  }
}
