import { NUTRIENT_DEFINITIONS } from '../food/dataset/nutrientDefinitions.js';
import type { NutrientAmounts } from './catalog/supplementProduct.js';

export interface NutrientInfo {
  key: string;
  label: string;
  unit: string;
}

/** Nutrients that foods do not carry but supplements do; food day totals simply have no value for them. */
const SUPPLEMENT_ONLY_NUTRIENTS: readonly NutrientInfo[] = [
  { key: 'vitamin_k2_ug', label: 'Vitamin K2 (menaquinone)', unit: 'µg' },
  { key: 'vitamin_b5_mg', label: 'Pantothenic acid (B5)', unit: 'mg' },
  { key: 'biotin_ug', label: 'Biotin (B7)', unit: 'µg' },
  { key: 'iodine_ug', label: 'Iodine', unit: 'µg' },
  { key: 'copper_mg', label: 'Copper', unit: 'mg' },
  { key: 'manganese_mg', label: 'Manganese', unit: 'mg' },
  { key: 'chromium_ug', label: 'Chromium', unit: 'µg' },
  { key: 'molybdenum_ug', label: 'Molybdenum', unit: 'µg' },
  { key: 'epa_mg', label: 'EPA (omega-3)', unit: 'mg' },
  { key: 'dha_mg', label: 'DHA (omega-3)', unit: 'mg' },
  { key: 'ala_mg', label: 'ALA (omega-3)', unit: 'mg' },
  { key: 'creatine_g', label: 'Creatine', unit: 'g' },
  { key: 'collagen_g', label: 'Collagen', unit: 'g' },
  { key: 'bcaa_g', label: 'Branched-chain amino acids', unit: 'g' },
  { key: 'beta_alanine_g', label: 'Beta-alanine', unit: 'g' },
  { key: 'glutamine_g', label: 'L-glutamine', unit: 'g' },
  { key: 'citrulline_g', label: 'L-citrulline', unit: 'g' },
  { key: 'probiotic_cfu_billion', label: 'Probiotic cultures', unit: 'billion CFU' },
  { key: 'melatonin_mg', label: 'Melatonin', unit: 'mg' },
  { key: 'coq10_mg', label: 'Coenzyme Q10', unit: 'mg' },
  { key: 'curcumin_mg', label: 'Curcuminoids', unit: 'mg' },
  { key: 'ashwagandha_mg', label: 'Ashwagandha extract', unit: 'mg' },
  { key: 'glucosamine_mg', label: 'Glucosamine', unit: 'mg' },
  { key: 'chondroitin_mg', label: 'Chondroitin', unit: 'mg' },
  { key: 'lutein_mg', label: 'Lutein', unit: 'mg' },
  { key: 'zeaxanthin_mg', label: 'Zeaxanthin', unit: 'mg' },
  { key: 'l_theanine_mg', label: 'L-theanine', unit: 'mg' },
  { key: 'nac_mg', label: 'N-acetyl cysteine', unit: 'mg' },
  { key: 'berberine_mg', label: 'Berberine', unit: 'mg' },
];

const NUTRIENTS: readonly NutrientInfo[] = [...NUTRIENT_DEFINITIONS.map(({ key, label, unit }) => ({ key, label, unit })), ...SUPPLEMENT_ONLY_NUTRIENTS];
const BY_KEY = new Map(NUTRIENTS.map((info, index) => [info.key, { ...info, order: index }]));

export function isKnownNutrient(key: string): boolean {
  return BY_KEY.has(key);
}

/** Keeps what a label would print: four significant digits, no float noise (0.30000000000000004). */
export function roundNutrient(amount: number): number {
  return Number.parseFloat(amount.toPrecision(4));
}

export function scaleNutrients(nutrients: NutrientAmounts, factor: number): Record<string, number> {
  return Object.fromEntries(Object.entries(nutrients).map(([key, amount]) => [key, amount * factor]));
}

export function addNutrients(into: Record<string, number>, nutrients: NutrientAmounts): Record<string, number> {
  for (const [key, amount] of Object.entries(nutrients)) into[key] = (into[key] ?? 0) + amount;
  return into;
}

export interface NutrientAmountView extends NutrientInfo {
  amount: number;
}

/** Nutrient amounts in the app's display order (energy, macros, minerals, vitamins, then supplement-only), zeros left out. */
export function nutrientList(nutrients: NutrientAmounts): NutrientAmountView[] {
  return Object.entries(nutrients)
    .filter(([, amount]) => amount !== 0)
    .map(([key, amount]) => {
      const info = BY_KEY.get(key);
      return { key, label: info?.label ?? key, unit: info?.unit ?? '', amount: roundNutrient(amount), order: info?.order ?? Number.MAX_SAFE_INTEGER };
    })
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...view }) => view);
}
