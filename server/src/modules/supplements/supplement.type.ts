import { LocalDateResolver } from '../../graphql/scalars.js';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { Strength, SupplementProduct } from './catalog/supplementProduct.js';
import { NutrientAmount } from '../food/food.type.js';
import { nutrientList, type NutrientAmountView } from './supplementNutrients.js';

// The food module's nutrient amount type: supplement nutrients use the same keys, so clients add them up directly.
export { NutrientAmount };

export const nutrientAmounts = (nutrients: Record<string, number>): NutrientAmountView[] => nutrientList(nutrients);

@ObjectType({ description: "A label strength: '2,000 IU', '120 mg of elemental magnesium'." })
export class SupplementStrength {
  @Field(() => Float) amount!: number;
  @Field(() => String, { description: "'IU', 'mcg', 'mg', 'g' or 'billion CFU'." }) unit!: string;
  @Field(() => String, { nullable: true, description: "What the amount measures when not the product itself, e.g. 'elemental magnesium'." })
  of!: string | null;
}

export const strengthView = (strength: Strength | null): SupplementStrength | null =>
  strength ? { amount: strength.amount, unit: strength.unit, of: strength.of ?? null } : null;

@ObjectType('SupplementProduct', { description: 'A catalog product; nutrients are per one unit (one softgel, one scoop).' })
export class SupplementProductType {
  @Field(() => String) key: string;
  @Field(() => String) name: string;
  @Field(() => String) category: string;
  @Field(() => String) form: string;
  @Field(() => SupplementStrength, { nullable: true }) strength: SupplementStrength | null;
  @Field(() => Float, { description: 'Units usually taken at once.' }) typicalDose: number;
  @Field(() => [NutrientAmount]) nutrients: NutrientAmount[];

  constructor(product: SupplementProduct) {
    this.key = product.key;
    this.name = product.name;
    this.category = product.category;
    this.form = product.form;
    this.strength = strengthView(product.strength);
    this.typicalDose = product.typicalDose;
    this.nutrients = nutrientAmounts({ ...product.nutrients });
  }
}

@ObjectType({ description: 'Free text read as a dose of a catalog product.' })
export class SupplementAnalysis {
  @Field(() => String) query!: string;
  @Field(() => SupplementProductType) product!: SupplementProductType;
  @Field(() => String, { description: "The dose's product name at the strength read, e.g. 'Magnesium glycinate 400 mg'." }) name!: string;
  @Field(() => SupplementStrength, { nullable: true, description: 'Per unit.' }) strength!: SupplementStrength | null;
  @Field(() => Float) quantity!: number;
  @Field(() => String) form!: string;
  @Field(() => [NutrientAmount], { description: 'Per unit.' }) nutrientsPerUnit!: NutrientAmount[];
  @Field(() => [NutrientAmount], { description: 'For the whole dose.' }) nutrients!: NutrientAmount[];
  @Field(() => String, { nullable: true, description: 'How the text was read, when that needs saying (elemental minerals, ignored amounts).' })
  note!: string | null;
}

@ObjectType()
export class SupplementDayTotal {
  @Field(() => LocalDateResolver) date!: string;
  @Field(() => Int) logCount!: number;
  @Field(() => [NutrientAmount]) nutrients!: NutrientAmount[];
}

@ObjectType({ description: 'Supplement nutrients over the last `days` local days, today included.' })
export class SupplementSummary {
  @Field(() => Int) days!: number;
  @Field(() => LocalDateResolver) from!: string;
  @Field(() => LocalDateResolver) to!: string;
  @Field(() => Int) daysWithSupplements!: number;
  @Field(() => Int) logCount!: number;
  @Field(() => [SupplementDayTotal], { description: 'Days with at least one log, oldest first (at most `days`).' }) dailyTotals!: SupplementDayTotal[];
  @Field(() => [NutrientAmount], { description: 'Per-day average over all `days` days (days without supplements count as zero).' })
  averages!: NutrientAmount[];
}
