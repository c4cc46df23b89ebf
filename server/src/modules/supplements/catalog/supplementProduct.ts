/** Vitamins whose label strength may be printed in International Units. */
export type IuVitamin = 'vitamin_a' | 'vitamin_d' | 'vitamin_e';

export type StrengthUnit = 'IU' | 'mcg' | 'mg' | 'g' | 'billion CFU';

export type SupplementCategory =
  | 'vitamin'
  | 'multivitamin'
  | 'mineral'
  | 'electrolyte'
  | 'omega3'
  | 'protein'
  | 'sports'
  | 'probiotic'
  | 'fiber'
  | 'herbal'
  | 'other';

/** What one unit's label amount is, e.g. 2000 IU of vitamin D3, 120 mg of elemental magnesium, 1000 mg of fish oil. */
export interface Strength {
  amount: number;
  unit: StrengthUnit;
  /** What the amount measures when it is not the product itself: 'elemental magnesium', 'fish oil'. */
  of?: string;
  /** Set for vitamins A, D and E so that IU and mass can be converted. */
  iu?: IuVitamin;
}

/** Nutrient amounts keyed by the app's nutrient keys (`vitamin_d_ug`) plus supplement-only keys (`epa_mg`). */
export type NutrientAmounts = Readonly<Record<string, number>>;

/** A mineral salt: label amounts are elemental, and this says how much of the salt's weight is the mineral. */
export interface MineralCompound {
  name: string;
  mineral: string;
  elementalFraction: number;
}

export interface SupplementProduct {
  key: string;
  /** Products that differ only in strength share a family; free text is matched to a family first. */
  family: string;
  name: string;
  /** The name without a strength, for a dose at another strength: 'Magnesium glycinate' + ' 400 mg'. */
  familyName: string;
  category: SupplementCategory;
  /** The countable unit: 'softgel', 'capsule', 'tablet', 'scoop', 'packet', 'teaspoon', 'drop', 'gummy'. */
  form: string;
  strength: Strength | null;
  /** Per one unit (one softgel, one scoop). */
  nutrients: NutrientAmounts;
  /** Units usually taken at once. */
  typicalDose: number;
  compound?: MineralCompound;
}

/** A family: its products plus the names people type for it. */
export interface SupplementFamily {
  family: string;
  aliases: readonly string[];
  products: readonly SupplementProduct[];
  /** The product free text without a strength resolves to. */
  defaultKey: string;
}

interface FamilySpec {
  family: string;
  name: string;
  /** Defaults to `name`; set it when `name` carries a strength. */
  baseName?: string;
  category: SupplementCategory;
  form: string;
  aliases: readonly string[];
  typicalDose?: number;
  compound?: MineralCompound;
}

/** One product with no strength variants (a multivitamin, a whey scoop). */
export function single(spec: FamilySpec & { strength?: Strength | null; nutrients: NutrientAmounts }): SupplementFamily {
  const product: SupplementProduct = {
    key: spec.family,
    family: spec.family,
    name: spec.name,
    familyName: spec.baseName ?? spec.name,
    category: spec.category,
    form: spec.form,
    strength: spec.strength ?? null,
    nutrients: spec.nutrients,
    typicalDose: spec.typicalDose ?? 1,
    ...(spec.compound ? { compound: spec.compound } : {}),
  };
  return { family: spec.family, aliases: spec.aliases, products: [product], defaultKey: product.key };
}

export const strengthLabel = (strength: Pick<Strength, 'unit'>, amount: number) =>
  `${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${strength.unit}`;

/**
 * A family sold in several strengths whose nutrients scale with the strength (vitamin D3 400…10,000 IU).
 * `nutrientsFor` gives one unit's nutrients for a strength amount.
 */
export function strengths(
  spec: FamilySpec & {
    strength: Omit<Strength, 'amount'>;
    amounts: readonly number[];
    defaultAmount: number;
    nutrientsFor: (amount: number) => NutrientAmounts;
  },
): SupplementFamily {
  const products = spec.amounts.map((amount): SupplementProduct => ({
    key: `${spec.family}_${String(amount).replace('.', '_')}${spec.strength.unit.toLowerCase().replace(/\s+/g, '_')}`,
    family: spec.family,
    name: `${spec.name} ${strengthLabel(spec.strength, amount)}`,
    familyName: spec.baseName ?? spec.name,
    category: spec.category,
    form: spec.form,
    strength: { ...spec.strength, amount },
    nutrients: spec.nutrientsFor(amount),
    typicalDose: spec.typicalDose ?? 1,
    ...(spec.compound ? { compound: spec.compound } : {}),
  }));
  const defaultIndex = spec.amounts.indexOf(spec.defaultAmount);
  if (defaultIndex < 0) throw new Error(`${spec.family}: default amount ${spec.defaultAmount} is not among its strengths`);
  return { family: spec.family, aliases: spec.aliases, products, defaultKey: products[defaultIndex]!.key };
}
