import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { LocalDateResolver } from '../../graphql/scalars.js';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { toGlobalId } from '../../graphql/globalId.js';
import { Node } from '../../graphql/node.js';
import { User } from '../users/user.entity.js';
import type { Strength } from './catalog/supplementProduct.js';
import { NutrientAmount, nutrientAmounts, strengthView, SupplementStrength } from './supplement.type.js';

/**
 * One supplement taken on a local date. The product, strength and nutrients are a snapshot of the dose as
 * logged, so history stays the same when the catalog is corrected later.
 */
@Entity({ tableName: 'supplement_logs' })
@Index({ properties: ['user', 'date'] })
// Admin analytics read a date window across all users.
@Index({ properties: ['date'] })
@ObjectType({ implements: Node })
export class SupplementLog {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => ID, { name: 'id' })
  get globalId(): string {
    return toGlobalId('SupplementLog', this.id);
  }

  @Field(() => String)
  get internalID(): string {
    return this.id;
  }

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user: User;

  @Field(() => LocalDateResolver, { description: "The user's local calendar date." })
  @Property({ type: 'date' })
  date: string;

  @Field(() => String, { nullable: true, description: 'Local time HH:MM, when given.' })
  @Property({ type: 'string', length: 5, nullable: true })
  time: string | null = null;

  @Field(() => String, { description: 'Catalog product key.' })
  @Property({ type: 'string', length: 80 })
  productKey: string;

  @Field(() => String, { description: "The dose's product name, e.g. 'Vitamin D3 2,000 IU'." })
  @Property({ type: 'string', length: 200 })
  name: string;

  @Field(() => String, { description: "The counted unit: 'softgel', 'scoop'…" })
  @Property({ type: 'string', length: 40 })
  form: string;

  @Field(() => Float, { description: 'How many units were taken.' })
  @Property({ type: 'double' })
  quantity: number;

  @Property({ type: 'json', nullable: true })
  strength: Strength | null = null;

  @Field(() => SupplementStrength, { name: 'strength', nullable: true, description: 'Per unit.' })
  get strengthView(): SupplementStrength | null {
    return strengthView(this.strength);
  }

  /** For the whole dose, keyed by nutrient key. */
  @Property({ type: 'json' })
  nutrients: Record<string, number>;

  @Field(() => [NutrientAmount], { name: 'nutrients', description: 'For the whole dose.' })
  get nutrientAmounts(): NutrientAmount[] {
    return nutrientAmounts(this.nutrients);
  }

  @Field(() => String, { nullable: true, description: 'The free text the dose was read from, if any.' })
  @Property({ type: 'string', length: 200, nullable: true })
  query: string | null = null;

  @Field(() => Date)
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  constructor(fields: { user: User; date: string; productKey: string; name: string; form: string; quantity: number; nutrients: Record<string, number> }) {
    this.user = fields.user;
    this.date = fields.date;
    this.productKey = fields.productKey;
    this.name = fields.name;
    this.form = fields.form;
    this.quantity = fields.quantity;
    this.nutrients = fields.nutrients;
  }
}
