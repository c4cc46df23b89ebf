import { single, strengths, type SupplementFamily } from './supplementProduct.js';

/** Standard fish oil is about 18 % EPA and 12 % DHA by weight; every gram of oil is 9 kcal of fat. */
const fishOil = (mg: number) => ({ epa_mg: mg * 0.18, dha_mg: mg * 0.12, fat_g: mg / 1000, energy_kcal: (mg / 1000) * 9 });

export const OMEGA3_SUPPLEMENTS: readonly SupplementFamily[] = [
  strengths({
    family: 'fish_oil', name: 'Fish oil', category: 'omega3', form: 'softgel', typicalDose: 2,
    aliases: ['fish oil', 'omega3', 'omega 3', 'omega3 fish oil', 'fish oil omega3'],
    strength: { unit: 'mg', of: 'fish oil' }, amounts: [1000, 1200], defaultAmount: 1000, nutrientsFor: fishOil,
  }),
  single({
    family: 'omega3_concentrate', name: 'Omega-3 concentrate (triple strength)', category: 'omega3', form: 'softgel', typicalDose: 2,
    aliases: ['triple strength fish oil', 'omega3 concentrate', 'ultimate omega', 'concentrated fish oil', 'high epa fish oil'],
    nutrients: { epa_mg: 325, dha_mg: 225, fat_g: 1.1, energy_kcal: 10 },
  }),
  single({
    family: 'krill_oil', name: 'Krill oil 500 mg', baseName: 'Krill oil', category: 'omega3', form: 'softgel', typicalDose: 2,
    aliases: ['krill oil', 'krill'], strength: { amount: 500, unit: 'mg', of: 'krill oil' },
    nutrients: { epa_mg: 65, dha_mg: 30, choline_mg: 10, fat_g: 0.5, energy_kcal: 5 },
  }),
  single({
    family: 'cod_liver_oil', name: 'Cod liver oil (1 teaspoon, 5 mL)', category: 'omega3', form: 'teaspoon',
    aliases: ['cod liver oil'], nutrients: { epa_mg: 400, dha_mg: 500, vitamin_a_ug: 300, vitamin_d_ug: 10, fat_g: 4.5, energy_kcal: 40 },
  }),
  single({
    family: 'algae_omega3', name: 'Algae omega-3 (vegan DHA/EPA)', category: 'omega3', form: 'softgel', typicalDose: 2,
    aliases: ['algae oil', 'algal oil', 'vegan omega3', 'algae omega3', 'vegan dha'],
    nutrients: { dha_mg: 250, epa_mg: 125, fat_g: 0.6, energy_kcal: 5 },
  }),
  single({
    family: 'flaxseed_oil', name: 'Flaxseed oil 1000 mg', baseName: 'Flaxseed oil', category: 'omega3', form: 'softgel', typicalDose: 2,
    aliases: ['flaxseed oil', 'flax oil', 'linseed oil', 'flaxseed'], strength: { amount: 1000, unit: 'mg', of: 'flaxseed oil' },
    nutrients: { ala_mg: 550, fat_g: 1, energy_kcal: 9 },
  }),
];

export const SPORTS_SUPPLEMENTS: readonly SupplementFamily[] = [
  single({
    family: 'creatine', name: 'Creatine monohydrate', category: 'sports', form: 'scoop',
    aliases: ['creatine', 'creatine monohydrate', 'creapure'], strength: { amount: 5, unit: 'g' }, nutrients: { creatine_g: 5 },
  }),
  single({
    family: 'whey_protein', name: 'Whey protein (30 g scoop)', baseName: 'Whey protein', category: 'protein', form: 'scoop',
    aliases: ['whey protein', 'whey', 'protein powder', 'whey concentrate', 'protein shake'],
    strength: { amount: 30, unit: 'g', of: 'powder' },
    nutrients: { protein_g: 24, energy_kcal: 120, carbs_g: 3, sugars_g: 2, fat_g: 1.5, saturated_fat_g: 1, cholesterol_mg: 30, calcium_mg: 120, sodium_mg: 50, potassium_mg: 150 },
  }),
  single({
    family: 'whey_isolate', name: 'Whey protein isolate (30 g scoop)', baseName: 'Whey protein isolate', category: 'protein', form: 'scoop',
    aliases: ['whey isolate', 'whey protein isolate', 'isolate protein'], strength: { amount: 30, unit: 'g', of: 'powder' },
    nutrients: { protein_g: 27, energy_kcal: 110, carbs_g: 1, sugars_g: 0.5, fat_g: 0.5, calcium_mg: 130, sodium_mg: 60, potassium_mg: 170 },
  }),
  single({
    family: 'casein', name: 'Casein protein (34 g scoop)', baseName: 'Casein protein', category: 'protein', form: 'scoop',
    aliases: ['casein', 'casein protein', 'micellar casein'], strength: { amount: 34, unit: 'g', of: 'powder' },
    nutrients: { protein_g: 24, energy_kcal: 120, carbs_g: 3, sugars_g: 1, fat_g: 1, calcium_mg: 500, sodium_mg: 280, potassium_mg: 180 },
  }),
  single({
    family: 'plant_protein', name: 'Plant protein, pea blend (33 g scoop)', baseName: 'Plant protein', category: 'protein', form: 'scoop',
    aliases: ['plant protein', 'pea protein', 'vegan protein', 'plant based protein'], strength: { amount: 33, unit: 'g', of: 'powder' },
    nutrients: { protein_g: 21, energy_kcal: 120, carbs_g: 3, fiber_g: 1, fat_g: 2.5, iron_mg: 5, sodium_mg: 250 },
  }),
  single({
    family: 'collagen', name: 'Collagen peptides (10 g scoop)', baseName: 'Collagen peptides', category: 'protein', form: 'scoop',
    aliases: ['collagen', 'collagen peptides', 'hydrolyzed collagen', 'collagen powder'], strength: { amount: 10, unit: 'g', of: 'collagen' },
    nutrients: { collagen_g: 10, protein_g: 9, energy_kcal: 35 },
  }),
  single({
    family: 'bcaa', name: 'BCAA 2:1:1 (7 g scoop)', baseName: 'BCAA', category: 'sports', form: 'scoop',
    aliases: ['bcaa', 'bcaas', 'branched chain amino acids'], strength: { amount: 7, unit: 'g', of: 'BCAA' }, nutrients: { bcaa_g: 7 },
  }),
  single({
    family: 'beta_alanine', name: 'Beta-alanine 3.2 g', baseName: 'Beta-alanine', category: 'sports', form: 'scoop',
    aliases: ['beta alanine'], strength: { amount: 3.2, unit: 'g' }, nutrients: { beta_alanine_g: 3.2 },
  }),
  single({
    family: 'glutamine', name: 'L-glutamine 5 g', baseName: 'L-glutamine', category: 'sports', form: 'scoop',
    aliases: ['glutamine', 'l glutamine'], strength: { amount: 5, unit: 'g' }, nutrients: { glutamine_g: 5 },
  }),
  single({
    family: 'pre_workout', name: 'Pre-workout (one scoop)', category: 'sports', form: 'scoop',
    aliases: ['pre workout', 'preworkout', 'pre workout powder'],
    nutrients: { caffeine_mg: 200, beta_alanine_g: 3.2, citrulline_g: 6, energy_kcal: 5, vitamin_b6_mg: 2, vitamin_b12_ug: 10 },
  }),
  strengths({
    family: 'caffeine', name: 'Caffeine', category: 'sports', form: 'tablet',
    aliases: ['caffeine', 'caffeine pill', 'caffeine tablet', 'no doz'], strength: { unit: 'mg' }, amounts: [100, 200], defaultAmount: 200,
    nutrientsFor: (mg) => ({ caffeine_mg: mg }),
  }),
];

export const OTHER_SUPPLEMENTS: readonly SupplementFamily[] = [
  strengths({
    family: 'probiotic', name: 'Probiotic', category: 'probiotic', form: 'capsule',
    aliases: ['probiotic', 'probiotics', 'lactobacillus', 'acidophilus', 'bifidobacterium'],
    strength: { unit: 'billion CFU' }, amounts: [10, 50], defaultAmount: 10, nutrientsFor: (billions) => ({ probiotic_cfu_billion: billions }),
  }),
  single({
    family: 'psyllium', name: 'Psyllium husk (1 rounded teaspoon, 5.8 g)', category: 'fiber', form: 'teaspoon',
    aliases: ['psyllium', 'psyllium husk', 'metamucil', 'fiber supplement', 'fibre supplement', 'ispaghula'],
    nutrients: { fiber_g: 3, carbs_g: 4, energy_kcal: 20 },
  }),
  strengths({
    family: 'melatonin', name: 'Melatonin', category: 'other', form: 'tablet',
    aliases: ['melatonin'], strength: { unit: 'mg' }, amounts: [1, 3, 5, 10], defaultAmount: 3, nutrientsFor: (mg) => ({ melatonin_mg: mg }),
  }),
  strengths({
    family: 'coq10', name: 'Coenzyme Q10', category: 'other', form: 'softgel',
    aliases: ['coq10', 'coenzyme q10', 'ubiquinone', 'ubiquinol', 'co q10'], strength: { unit: 'mg' }, amounts: [100, 200], defaultAmount: 100,
    nutrientsFor: (mg) => ({ coq10_mg: mg }),
  }),
  single({
    family: 'curcumin', name: 'Turmeric curcumin 500 mg', baseName: 'Turmeric curcumin', category: 'herbal', form: 'capsule',
    aliases: ['turmeric', 'curcumin', 'turmeric curcumin'], strength: { amount: 500, unit: 'mg', of: 'curcuminoids' }, nutrients: { curcumin_mg: 500 },
  }),
  single({
    family: 'ashwagandha', name: 'Ashwagandha root extract 600 mg', baseName: 'Ashwagandha root extract', category: 'herbal', form: 'capsule',
    aliases: ['ashwagandha', 'ksm66', 'withania'], strength: { amount: 600, unit: 'mg', of: 'root extract' }, nutrients: { ashwagandha_mg: 600 },
  }),
  single({
    family: 'glucosamine', name: 'Glucosamine sulfate 1500 mg', baseName: 'Glucosamine sulfate', category: 'other', form: 'tablet',
    aliases: ['glucosamine', 'glucosamine sulfate'], strength: { amount: 1500, unit: 'mg' }, nutrients: { glucosamine_mg: 1500 },
  }),
  single({
    family: 'glucosamine_chondroitin', name: 'Glucosamine 500 mg + chondroitin 400 mg', category: 'other', form: 'tablet', typicalDose: 3,
    aliases: ['glucosamine chondroitin', 'chondroitin', 'glucosamine and chondroitin'], nutrients: { glucosamine_mg: 500, chondroitin_mg: 400 },
  }),
  single({
    family: 'lutein', name: 'Lutein 20 mg (with zeaxanthin)', baseName: 'Lutein', category: 'other', form: 'softgel',
    aliases: ['lutein', 'zeaxanthin', 'lutein zeaxanthin'], strength: { amount: 20, unit: 'mg' }, nutrients: { lutein_mg: 20, zeaxanthin_mg: 4 },
  }),
  single({
    family: 'l_theanine', name: 'L-theanine 200 mg', baseName: 'L-theanine', category: 'other', form: 'capsule',
    aliases: ['theanine', 'l theanine'], strength: { amount: 200, unit: 'mg' }, nutrients: { l_theanine_mg: 200 },
  }),
  single({
    family: 'spirulina', name: 'Spirulina 500 mg tablet', baseName: 'Spirulina', category: 'other', form: 'tablet', typicalDose: 6,
    aliases: ['spirulina', 'chlorella'], strength: { amount: 500, unit: 'mg', of: 'spirulina' },
    nutrients: { protein_g: 0.29, iron_mg: 0.14, energy_kcal: 1.5 },
  }),
  single({
    family: 'mct_oil', name: 'MCT oil (1 tablespoon, 14 g)', category: 'other', form: 'tablespoon',
    aliases: ['mct oil', 'mct', 'medium chain triglycerides'], nutrients: { fat_g: 14, saturated_fat_g: 14, energy_kcal: 115 },
  }),
  single({
    family: 'nac', name: 'N-acetyl cysteine (NAC) 600 mg', baseName: 'N-acetyl cysteine (NAC)', category: 'other', form: 'capsule',
    aliases: ['nac', 'n acetyl cysteine', 'acetylcysteine'], strength: { amount: 600, unit: 'mg' }, nutrients: { nac_mg: 600 },
  }),
  single({
    family: 'berberine', name: 'Berberine 500 mg', baseName: 'Berberine', category: 'herbal', form: 'capsule',
    aliases: ['berberine'], strength: { amount: 500, unit: 'mg' }, nutrients: { berberine_mg: 500 },
  }),
];
