import type { NutrientKey } from '../../modules/food/dataset/nutrientDefinitions.js';

export type LinkEffect = 'raises' | 'lowers';
export type LinkStrength = 'strong' | 'moderate' | 'weak';

/** A nutrient known to move a lab marker, from the nutrition-science consensus (NIH ODS fact sheets, AHA, ADA). */
export interface MarkerNutrientLink {
  marker: string;
  nutrient: NutrientKey;
  effect: LinkEffect;
  strength: LinkStrength;
  note: string;
  /** For nutrients with no DRI, target or limit: the daily amount above which intake counts as high. */
  highAbove?: number;
}

// Total sugars include fruit and milk sugar; 50 g is about 10 % of a 2,000 kcal day, the free-sugar guideline.
const SUGARS_HIGH_G = 50;
// One US standard drink holds 14 g of alcohol.
const ALCOHOL_HIGH_G = 14;

const link = (marker: string, nutrient: NutrientKey, effect: LinkEffect, strength: LinkStrength, note: string, highAbove?: number): MarkerNutrientLink =>
  highAbove === undefined ? { marker, nutrient, effect, strength, note } : { marker, nutrient, effect, strength, note, highAbove };

export const MARKER_NUTRIENT_LINKS: readonly MarkerNutrientLink[] = [
  link('ferritin', 'iron_mg', 'raises', 'strong', 'Dietary iron refills the iron stores ferritin measures.'),
  link('ferritin', 'vitamin_c_mg', 'raises', 'moderate', 'Vitamin C eaten with plant iron multiplies how much is absorbed.'),
  link('hemoglobin', 'iron_mg', 'raises', 'strong', 'Iron is built into every haemoglobin molecule.'),
  link('hemoglobin', 'vitamin_b12_ug', 'raises', 'moderate', 'Red cells need B12 to mature.'),
  link('hemoglobin', 'folate_dfe_ug', 'raises', 'moderate', 'Red cells need folate to divide.'),
  link('transferrin_saturation', 'iron_mg', 'raises', 'moderate', 'More absorbed iron loads more transferrin.'),
  link('iron', 'iron_mg', 'raises', 'weak', 'Serum iron follows recent intake but swings through the day.'),
  link('ldl_cholesterol', 'saturated_fat_g', 'raises', 'strong', 'Saturated fat makes the liver clear less LDL from the blood.'),
  link('ldl_cholesterol', 'fiber_g', 'lowers', 'moderate', 'Soluble fibre (oats, beans, lentils) binds bile acids and lowers LDL.'),
  link(
    'ldl_cholesterol',
    'polyunsaturated_fat_g',
    'lowers',
    'moderate',
    'Swapping saturated for polyunsaturated fat (nuts, seeds, fish, vegetable oils) lowers LDL.',
  ),
  link('ldl_cholesterol', 'cholesterol_mg', 'raises', 'weak', 'Dietary cholesterol raises LDL a little in most people.', 300),
  link('total_cholesterol', 'saturated_fat_g', 'raises', 'moderate', 'Saturated fat raises total cholesterol, mostly through LDL.'),
  link('total_cholesterol', 'fiber_g', 'lowers', 'moderate', 'Soluble fibre lowers total cholesterol.'),
  link('non_hdl_cholesterol', 'saturated_fat_g', 'raises', 'moderate', 'Saturated fat raises the cholesterol in artery-clogging particles.'),
  link('triglycerides', 'alcohol_g', 'raises', 'strong', 'Alcohol is turned into triglycerides by the liver.', ALCOHOL_HIGH_G),
  link('triglycerides', 'sugars_g', 'raises', 'moderate', 'Sugars, fructose especially, raise triglyceride production.', SUGARS_HIGH_G),
  link('triglycerides', 'carbs_g', 'raises', 'weak', 'Very high carbohydrate intake raises triglycerides.'),
  link('hba1c', 'sugars_g', 'raises', 'moderate', 'Sugary foods and drinks raise average blood sugar.', SUGARS_HIGH_G),
  link('hba1c', 'carbs_g', 'raises', 'moderate', 'Carbohydrate is what raises blood sugar after meals.'),
  link('hba1c', 'fiber_g', 'lowers', 'moderate', 'Fibre slows sugar absorption and lowers average blood sugar.'),
  link('glucose', 'sugars_g', 'raises', 'weak', 'Sugary foods raise blood sugar (a fasting value reflects them only indirectly).', SUGARS_HIGH_G),
  link('glucose', 'fiber_g', 'lowers', 'weak', 'Fibre blunts blood-sugar rises.'),
  link('vitamin_d_25oh', 'vitamin_d_ug', 'raises', 'strong', 'Besides sunlight, food and supplements are the only sources of vitamin D.'),
  link('vitamin_b12', 'vitamin_b12_ug', 'raises', 'strong', 'B12 comes only from animal foods, fortified foods and supplements.'),
  link('folate', 'folate_dfe_ug', 'raises', 'strong', 'Blood folate follows folate intake closely.'),
  link('homocysteine', 'folate_dfe_ug', 'lowers', 'moderate', 'Folate is needed to clear homocysteine.'),
  link('homocysteine', 'vitamin_b12_ug', 'lowers', 'moderate', 'B12 is needed to clear homocysteine.'),
  link('homocysteine', 'vitamin_b6_mg', 'lowers', 'weak', 'B6 helps break homocysteine down.'),
  link('potassium', 'potassium_mg', 'raises', 'weak', 'The kidneys keep blood potassium steady; intake matters most when kidney function is reduced.'),
  link('magnesium', 'magnesium_mg', 'raises', 'weak', 'Blood magnesium is tightly held; low intake shows late.'),
  link('zinc', 'zinc_mg', 'raises', 'moderate', 'Serum zinc falls with low intake.'),
  link('calcium', 'calcium_mg', 'raises', 'weak', 'Blood calcium is tightly regulated by hormones; intake rarely moves it.'),
  link('uric_acid', 'alcohol_g', 'raises', 'moderate', 'Alcohol, beer especially, raises uric acid.', ALCOHOL_HIGH_G),
  link('uric_acid', 'sugars_g', 'raises', 'weak', 'Fructose raises uric acid production.', SUGARS_HIGH_G),
  link('alt', 'alcohol_g', 'raises', 'moderate', 'Alcohol strains liver cells.', ALCOHOL_HIGH_G),
  link('alt', 'sugars_g', 'raises', 'weak', 'Excess sugar feeds fatty liver, which raises ALT.', SUGARS_HIGH_G),
  link('ggt', 'alcohol_g', 'raises', 'strong', 'GGT is one of the most alcohol-sensitive liver tests.', ALCOHOL_HIGH_G),
];

export function linksFor(markerKey: string): MarkerNutrientLink[] {
  return MARKER_NUTRIENT_LINKS.filter((entry) => entry.marker === markerKey);
}
