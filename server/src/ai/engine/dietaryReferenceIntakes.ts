import type { NutrientKey } from '../../modules/food/dataset/nutrientDefinitions.js';

/*
 * Dietary Reference Intakes for healthy, non-pregnant, non-lactating people aged 14 and over.
 * Source: Food and Nutrition Board, National Academies of Sciences, Engineering, and Medicine, DRI summary tables
 * (as published by the NIH Office of Dietary Supplements, ods.od.nih.gov/HealthInformation/nutrientrecommendations.aspx):
 * RDA/AI for vitamins and elements, macronutrients, the 2019 sodium and potassium report (AI and the sodium CDRR),
 * and the tolerable upper intake levels (ULs). Saturated fat: Dietary Guidelines for Americans 2020–2025 (< 10 % of
 * calories). Caffeine: U.S. FDA (400 mg a day for healthy adults).
 */

export type DriSex = 'male' | 'female';
export const AGE_BANDS = ['14-18', '19-30', '31-50', '51-70', '71+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** RDA: meets the needs of 97–98 % of people; AI: an observed adequate amount where no RDA could be set. */
export type ReferenceKind = 'RDA' | 'AI';
/** Where a UL applies: to all intake, or only to supplements and fortified foods (food amounts cannot harm). */
export type UpperLimitScope = 'total' | 'supplements';

type ByBand<T> = readonly [T, T, T, T, T];
type MaleFemale = readonly [number, number];

interface DriRow {
  key: NutrientKey;
  kind: ReferenceKind;
  /** [male, female] per age band, in AGE_BANDS order. */
  intake: ByBand<MaleFemale>;
  upperLimit?: { amounts: ByBand<number>; scope: UpperLimitScope };
}

const same = (amount: number): MaleFemale => [amount, amount];
const allBands = <T>(value: T): ByBand<T> => [value, value, value, value, value];

const DRI_ROWS: readonly DriRow[] = [
  {
    key: 'protein_g',
    kind: 'RDA',
    intake: [
      [52, 46],
      [56, 46],
      [56, 46],
      [56, 46],
      [56, 46],
    ],
  },
  { key: 'carbs_g', kind: 'RDA', intake: allBands(same(130)) },
  {
    key: 'fiber_g',
    kind: 'AI',
    intake: [
      [38, 26],
      [38, 25],
      [38, 25],
      [30, 21],
      [30, 21],
    ],
  },
  // The vitamin A UL counts preformed retinol only; food totals include carotenoids, so it is not compared here.
  {
    key: 'vitamin_a_ug',
    kind: 'RDA',
    intake: [
      [900, 700],
      [900, 700],
      [900, 700],
      [900, 700],
      [900, 700],
    ],
  },
  {
    key: 'vitamin_c_mg',
    kind: 'RDA',
    intake: [
      [75, 65],
      [90, 75],
      [90, 75],
      [90, 75],
      [90, 75],
    ],
    upperLimit: { amounts: [1800, 2000, 2000, 2000, 2000], scope: 'total' },
  },
  { key: 'vitamin_d_ug', kind: 'RDA', intake: [same(15), same(15), same(15), same(15), same(20)], upperLimit: { amounts: allBands(100), scope: 'total' } },
  { key: 'vitamin_e_mg', kind: 'RDA', intake: allBands(same(15)), upperLimit: { amounts: [800, 1000, 1000, 1000, 1000], scope: 'supplements' } },
  { key: 'vitamin_k_ug', kind: 'AI', intake: [same(75), [120, 90], [120, 90], [120, 90], [120, 90]] },
  {
    key: 'vitamin_b1_mg',
    kind: 'RDA',
    intake: [
      [1.2, 1.0],
      [1.2, 1.1],
      [1.2, 1.1],
      [1.2, 1.1],
      [1.2, 1.1],
    ],
  },
  {
    key: 'vitamin_b2_mg',
    kind: 'RDA',
    intake: [
      [1.3, 1.0],
      [1.3, 1.1],
      [1.3, 1.1],
      [1.3, 1.1],
      [1.3, 1.1],
    ],
  },
  { key: 'vitamin_b3_mg', kind: 'RDA', intake: allBands([16, 14] as const), upperLimit: { amounts: [30, 35, 35, 35, 35], scope: 'supplements' } },
  {
    key: 'vitamin_b6_mg',
    kind: 'RDA',
    intake: [[1.3, 1.2], same(1.3), same(1.3), [1.7, 1.5], [1.7, 1.5]],
    upperLimit: { amounts: [80, 100, 100, 100, 100], scope: 'total' },
  },
  { key: 'folate_dfe_ug', kind: 'RDA', intake: allBands(same(400)), upperLimit: { amounts: [800, 1000, 1000, 1000, 1000], scope: 'supplements' } },
  { key: 'vitamin_b12_ug', kind: 'RDA', intake: allBands(same(2.4)) },
  {
    key: 'choline_mg',
    kind: 'AI',
    intake: [
      [550, 400],
      [550, 425],
      [550, 425],
      [550, 425],
      [550, 425],
    ],
    upperLimit: { amounts: [3000, 3500, 3500, 3500, 3500], scope: 'total' },
  },
  {
    key: 'calcium_mg',
    kind: 'RDA',
    intake: [same(1300), same(1000), same(1000), [1000, 1200], same(1200)],
    upperLimit: { amounts: [3000, 2500, 2500, 2000, 2000], scope: 'total' },
  },
  { key: 'iron_mg', kind: 'RDA', intake: [[11, 15], [8, 18], [8, 18], same(8), same(8)], upperLimit: { amounts: allBands(45), scope: 'total' } },
  {
    key: 'magnesium_mg',
    kind: 'RDA',
    intake: [
      [410, 360],
      [400, 310],
      [420, 320],
      [420, 320],
      [420, 320],
    ],
    upperLimit: { amounts: allBands(350), scope: 'supplements' },
  },
  {
    key: 'phosphorus_mg',
    kind: 'RDA',
    intake: [same(1250), same(700), same(700), same(700), same(700)],
    upperLimit: { amounts: [4000, 4000, 4000, 4000, 3000], scope: 'total' },
  },
  {
    key: 'zinc_mg',
    kind: 'RDA',
    intake: [
      [11, 9],
      [11, 8],
      [11, 8],
      [11, 8],
      [11, 8],
    ],
    upperLimit: { amounts: [34, 40, 40, 40, 40], scope: 'total' },
  },
  { key: 'selenium_ug', kind: 'RDA', intake: allBands(same(55)), upperLimit: { amounts: allBands(400), scope: 'total' } },
  {
    key: 'potassium_mg',
    kind: 'AI',
    intake: [
      [3000, 2300],
      [3400, 2600],
      [3400, 2600],
      [3400, 2600],
      [3400, 2600],
    ],
  },
  { key: 'sodium_mg', kind: 'AI', intake: allBands(same(1500)) },
];

/** Amounts to stay under rather than reach: the sodium CDRR, the saturated-fat guideline and the FDA caffeine figure. */
export interface IntakeLimit {
  key: NutrientKey;
  /** An amount a day, or a share of the day's calories (saturated fat). */
  amount?: number;
  percentOfEnergy?: number;
  kcalPerGram?: number;
  basis: string;
}

export const INTAKE_LIMITS: readonly IntakeLimit[] = [
  { key: 'sodium_mg', amount: 2300, basis: 'the chronic-disease risk reduction intake (CDRR)' },
  { key: 'saturated_fat_g', percentOfEnergy: 10, kcalPerGram: 9, basis: 'under 10 % of calories (Dietary Guidelines for Americans)' },
  { key: 'caffeine_mg', amount: 400, basis: 'the FDA figure for healthy adults' },
];

export interface NutrientReference {
  key: NutrientKey;
  kind: ReferenceKind;
  amount: number;
  upperLimit: number | null;
  upperLimitScope: UpperLimitScope | null;
}

export interface ReferencePerson {
  /** Whole years; null when the profile has no date of birth (treated as 30, as the calorie targets are). */
  ageYears: number | null;
  /** Null when the profile has no sex: the higher of the two values is used, so no need is understated. */
  sex: DriSex | null;
}

export function ageBandOf(ageYears: number | null): AgeBand {
  const age = ageYears ?? 30;
  if (age < 19) return '14-18';
  if (age < 31) return '19-30';
  if (age < 51) return '31-50';
  if (age < 71) return '51-70';
  return '71+';
}

/** The DRI of every covered nutrient for one person. */
export function referenceIntakes(person: ReferencePerson): NutrientReference[] {
  const band = AGE_BANDS.indexOf(ageBandOf(person.ageYears));
  return DRI_ROWS.map((row) => {
    const [male, female] = row.intake[band]!;
    const amount = person.sex === 'male' ? male : person.sex === 'female' ? female : Math.max(male, female);
    return {
      key: row.key,
      kind: row.kind,
      amount,
      upperLimit: row.upperLimit ? row.upperLimit.amounts[band]! : null,
      upperLimitScope: row.upperLimit?.scope ?? null,
    };
  });
}

export function referenceIntakeOf(person: ReferencePerson, key: string): NutrientReference | undefined {
  return referenceIntakes(person).find((reference) => reference.key === key);
}

/** The daily limit in the nutrient's own unit; saturated fat's depends on the day's calories. */
export function limitAmount(limit: IntakeLimit, dailyKcal: number): number | null {
  if (limit.amount !== undefined) return limit.amount;
  if (limit.percentOfEnergy !== undefined && limit.kcalPerGram && dailyKcal > 0) return (dailyKcal * limit.percentOfEnergy) / 100 / limit.kcalPerGram;
  return null;
}
