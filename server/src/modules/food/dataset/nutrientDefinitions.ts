/**
 * The nutrients the app tracks, in display order. `usdaNumbers` are SR28 `Nutr_No` values, which
 * FoodData Central calls `nutrient_nbr`; `fdcNutrientIds` are the FDC `nutrient.id`s read from
 * Foundation Foods in order of preference; `fnddsColumn` is the FNDDS "At A Glance" column header.
 */
export interface NutrientDefinition {
  key: string;
  label: string;
  unit: 'kcal' | 'g' | 'mg' | 'µg';
  usdaNumbers: readonly string[];
  fdcNutrientIds: readonly number[];
  fnddsColumn: string;
}

export const NUTRIENT_DEFINITIONS = [
  // SR28 energy (208) is computed with food-specific Atwater factors, so Foundation's
  // "Atwater Specific Factors" (2048) is the comparable figure (bananas: SR 89, 2048 88, 1008 97).
  { key: 'energy_kcal', label: 'Energy', unit: 'kcal', usdaNumbers: ['208'], fdcNutrientIds: [2048, 1008, 2047], fnddsColumn: 'Energy (kcal)' },
  { key: 'protein_g', label: 'Protein', unit: 'g', usdaNumbers: ['203'], fdcNutrientIds: [1003], fnddsColumn: 'Protein (g)' },
  { key: 'carbs_g', label: 'Carbohydrate', unit: 'g', usdaNumbers: ['205'], fdcNutrientIds: [1005, 1050], fnddsColumn: 'Carbohydrate (g)' },
  { key: 'fat_g', label: 'Fat', unit: 'g', usdaNumbers: ['204'], fdcNutrientIds: [1004], fnddsColumn: 'Total Fat (g)' },
  { key: 'fiber_g', label: 'Fiber', unit: 'g', usdaNumbers: ['291'], fdcNutrientIds: [1079], fnddsColumn: 'Fiber, total dietary (g)' },
  { key: 'sugars_g', label: 'Sugars', unit: 'g', usdaNumbers: ['269'], fdcNutrientIds: [2000, 1063], fnddsColumn: 'Sugars, total (g)' },
  { key: 'saturated_fat_g', label: 'Saturated fat', unit: 'g', usdaNumbers: ['606'], fdcNutrientIds: [1258], fnddsColumn: 'Fatty acids, total saturated (g)' },
  {
    key: 'monounsaturated_fat_g',
    label: 'Monounsaturated fat',
    unit: 'g',
    usdaNumbers: ['645'],
    fdcNutrientIds: [1292],
    fnddsColumn: 'Fatty acids, total monounsaturated (g)',
  },
  {
    key: 'polyunsaturated_fat_g',
    label: 'Polyunsaturated fat',
    unit: 'g',
    usdaNumbers: ['646'],
    fdcNutrientIds: [1293],
    fnddsColumn: 'Fatty acids, total polyunsaturated (g)',
  },
  { key: 'cholesterol_mg', label: 'Cholesterol', unit: 'mg', usdaNumbers: ['601'], fdcNutrientIds: [1253], fnddsColumn: 'Cholesterol (mg)' },
  { key: 'sodium_mg', label: 'Sodium', unit: 'mg', usdaNumbers: ['307'], fdcNutrientIds: [1093], fnddsColumn: 'Sodium (mg)' },
  { key: 'potassium_mg', label: 'Potassium', unit: 'mg', usdaNumbers: ['306'], fdcNutrientIds: [1092], fnddsColumn: 'Potassium (mg)' },
  { key: 'calcium_mg', label: 'Calcium', unit: 'mg', usdaNumbers: ['301'], fdcNutrientIds: [1087], fnddsColumn: 'Calcium (mg)' },
  { key: 'iron_mg', label: 'Iron', unit: 'mg', usdaNumbers: ['303'], fdcNutrientIds: [1089], fnddsColumn: 'Iron (mg)' },
  { key: 'magnesium_mg', label: 'Magnesium', unit: 'mg', usdaNumbers: ['304'], fdcNutrientIds: [1090], fnddsColumn: 'Magnesium (mg)' },
  { key: 'phosphorus_mg', label: 'Phosphorus', unit: 'mg', usdaNumbers: ['305'], fdcNutrientIds: [1091], fnddsColumn: 'Phosphorus (mg)' },
  { key: 'zinc_mg', label: 'Zinc', unit: 'mg', usdaNumbers: ['309'], fdcNutrientIds: [1095], fnddsColumn: 'Zinc (mg)' },
  { key: 'selenium_ug', label: 'Selenium', unit: 'µg', usdaNumbers: ['317'], fdcNutrientIds: [1103], fnddsColumn: 'Selenium (mcg)' },
  { key: 'vitamin_a_ug', label: 'Vitamin A (RAE)', unit: 'µg', usdaNumbers: ['320'], fdcNutrientIds: [1106], fnddsColumn: 'Vitamin A, RAE (mcg_RAE)' },
  { key: 'vitamin_c_mg', label: 'Vitamin C', unit: 'mg', usdaNumbers: ['401'], fdcNutrientIds: [1162], fnddsColumn: 'Vitamin C (mg)' },
  { key: 'vitamin_d_ug', label: 'Vitamin D (D2 + D3)', unit: 'µg', usdaNumbers: ['328'], fdcNutrientIds: [1114], fnddsColumn: 'Vitamin D (D2 + D3) (mcg)' },
  {
    key: 'vitamin_e_mg',
    label: 'Vitamin E (alpha-tocopherol)',
    unit: 'mg',
    usdaNumbers: ['323'],
    fdcNutrientIds: [1109],
    fnddsColumn: 'Vitamin E (alpha-tocopherol) (mg)',
  },
  {
    key: 'vitamin_k_ug',
    label: 'Vitamin K (phylloquinone)',
    unit: 'µg',
    usdaNumbers: ['430'],
    fdcNutrientIds: [1185],
    fnddsColumn: 'Vitamin K (phylloquinone) (mcg)',
  },
  { key: 'vitamin_b1_mg', label: 'Thiamin (B1)', unit: 'mg', usdaNumbers: ['404'], fdcNutrientIds: [1165], fnddsColumn: 'Thiamin (mg)' },
  { key: 'vitamin_b2_mg', label: 'Riboflavin (B2)', unit: 'mg', usdaNumbers: ['405'], fdcNutrientIds: [1166], fnddsColumn: 'Riboflavin (mg)' },
  { key: 'vitamin_b3_mg', label: 'Niacin (B3)', unit: 'mg', usdaNumbers: ['406'], fdcNutrientIds: [1167], fnddsColumn: 'Niacin (mg)' },
  { key: 'vitamin_b6_mg', label: 'Vitamin B6', unit: 'mg', usdaNumbers: ['415'], fdcNutrientIds: [1175], fnddsColumn: 'Vitamin B-6 (mg)' },
  { key: 'vitamin_b12_ug', label: 'Vitamin B12', unit: 'µg', usdaNumbers: ['418'], fdcNutrientIds: [1178], fnddsColumn: 'Vitamin B-12 (mcg)' },
  // Folate in dietary folate equivalents, the unit the RDA uses. Where a source lacks DFE
  // (some Foundation foods), total folate stands in: unfortified foods have no folic acid,
  // so for them DFE equals food folate equals total folate.
  { key: 'folate_dfe_ug', label: 'Folate (DFE)', unit: 'µg', usdaNumbers: ['435', '417'], fdcNutrientIds: [1190, 1177], fnddsColumn: 'Folate, DFE (mcg_DFE)' },
  { key: 'choline_mg', label: 'Choline', unit: 'mg', usdaNumbers: ['421'], fdcNutrientIds: [1180], fnddsColumn: 'Choline, total (mg)' },
  { key: 'caffeine_mg', label: 'Caffeine', unit: 'mg', usdaNumbers: ['262'], fdcNutrientIds: [1057], fnddsColumn: 'Caffeine (mg)' },
  { key: 'alcohol_g', label: 'Alcohol', unit: 'g', usdaNumbers: ['221'], fdcNutrientIds: [1018], fnddsColumn: 'Alcohol (g)' },
  { key: 'water_g', label: 'Water', unit: 'g', usdaNumbers: ['255'], fdcNutrientIds: [1051], fnddsColumn: 'Water (g)' },
] as const satisfies readonly NutrientDefinition[];

export type NutrientKey = (typeof NUTRIENT_DEFINITIONS)[number]['key'];

export const NUTRIENT_KEYS: readonly NutrientKey[] = NUTRIENT_DEFINITIONS.map((definition) => definition.key);
