import { iuToMass } from './iuConversion.js';
import { single, strengths, type SupplementFamily } from './supplementProduct.js';

/** Folic acid is 1.7 µg DFE per µg (it is absorbed better than food folate). */
const DFE_PER_UG_FOLIC_ACID = 1.7;

export const VITAMIN_SUPPLEMENTS: readonly SupplementFamily[] = [
  strengths({
    family: 'vitamin_d3', name: 'Vitamin D3', category: 'vitamin', form: 'softgel',
    aliases: ['vitamin d3', 'vitamin d', 'd3', 'cholecalciferol', 'vit d3', 'vit d'],
    strength: { unit: 'IU', iu: 'vitamin_d' }, amounts: [400, 1000, 2000, 5000, 10000], defaultAmount: 1000,
    nutrientsFor: (iu) => ({ vitamin_d_ug: iuToMass('vitamin_d', iu) }),
  }),
  single({
    family: 'vitamin_d3_drops', name: 'Vitamin D3 drops (400 IU per drop)', baseName: 'Vitamin D3 drops', category: 'vitamin', form: 'drop', typicalDose: 1,
    aliases: ['vitamin d3 drops', 'vitamin d drops', 'd3 drops'],
    strength: { amount: 400, unit: 'IU', iu: 'vitamin_d' }, nutrients: { vitamin_d_ug: 10 },
  }),
  single({
    family: 'vitamin_d2', name: 'Vitamin D2 50,000 IU (weekly)', baseName: 'Vitamin D2', category: 'vitamin', form: 'capsule',
    aliases: ['vitamin d2', 'd2', 'ergocalciferol'],
    strength: { amount: 50000, unit: 'IU', iu: 'vitamin_d' }, nutrients: { vitamin_d_ug: 1250 },
  }),
  single({
    family: 'vitamin_d3_k2', name: 'Vitamin D3 2000 IU + K2 (MK-7) 100 mcg', baseName: 'Vitamin D3 + K2', category: 'vitamin', form: 'capsule',
    aliases: ['d3 k2', 'vitamin d3 k2', 'd3 with k2', 'vitamin d k2', 'vitamin d3 and k2'],
    strength: { amount: 2000, unit: 'IU', iu: 'vitamin_d', of: 'vitamin D3' }, nutrients: { vitamin_d_ug: 50, vitamin_k2_ug: 100 },
  }),
  strengths({
    family: 'vitamin_b12', name: 'Vitamin B12', category: 'vitamin', form: 'tablet',
    aliases: ['vitamin b12', 'b12', 'cobalamin', 'methylcobalamin', 'cyanocobalamin', 'methyl b12', 'vit b12'],
    strength: { unit: 'mcg' }, amounts: [500, 1000, 2500, 5000], defaultAmount: 1000,
    nutrientsFor: (ug) => ({ vitamin_b12_ug: ug }),
  }),
  strengths({
    family: 'vitamin_c', name: 'Vitamin C', category: 'vitamin', form: 'tablet',
    aliases: ['vitamin c', 'ascorbic acid', 'vit c', 'ascorbate'],
    strength: { unit: 'mg' }, amounts: [250, 500, 1000], defaultAmount: 500,
    nutrientsFor: (mg) => ({ vitamin_c_mg: mg }),
  }),
  single({
    family: 'vitamin_a', name: 'Vitamin A 10,000 IU (retinyl palmitate)', baseName: 'Vitamin A', category: 'vitamin', form: 'softgel',
    aliases: ['vitamin a', 'retinol', 'retinyl palmitate', 'vit a'],
    strength: { amount: 10000, unit: 'IU', iu: 'vitamin_a' }, nutrients: { vitamin_a_ug: iuToMass('vitamin_a', 10000) },
  }),
  single({
    family: 'vitamin_e', name: 'Vitamin E 400 IU (d-alpha-tocopherol)', baseName: 'Vitamin E', category: 'vitamin', form: 'softgel',
    aliases: ['vitamin e', 'tocopherol', 'd alpha tocopherol', 'vit e'],
    strength: { amount: 400, unit: 'IU', iu: 'vitamin_e' }, nutrients: { vitamin_e_mg: iuToMass('vitamin_e', 400) },
  }),
  single({
    family: 'vitamin_k2', name: 'Vitamin K2 (MK-7) 100 mcg', baseName: 'Vitamin K2 (MK-7)', category: 'vitamin', form: 'capsule',
    aliases: ['vitamin k2', 'k2', 'mk7', 'menaquinone', 'vitamin k'],
    strength: { amount: 100, unit: 'mcg' }, nutrients: { vitamin_k2_ug: 100 },
  }),
  single({
    family: 'b_complex', name: 'Vitamin B complex (B-50)', category: 'vitamin', form: 'capsule',
    aliases: ['b complex', 'vitamin b complex', 'b50', 'b50 complex', 'b vitamins'],
    nutrients: {
      vitamin_b1_mg: 50, vitamin_b2_mg: 50, vitamin_b3_mg: 50, vitamin_b5_mg: 50, vitamin_b6_mg: 50,
      vitamin_b12_ug: 50, folate_dfe_ug: 400 * DFE_PER_UG_FOLIC_ACID, biotin_ug: 50, choline_mg: 50,
    },
  }),
  strengths({
    family: 'folic_acid', name: 'Folic acid', category: 'vitamin', form: 'tablet',
    aliases: ['folic acid', 'folate', 'vitamin b9', 'methylfolate', 'l methylfolate'],
    strength: { unit: 'mcg', of: 'folic acid' }, amounts: [400, 800, 1000], defaultAmount: 400,
    nutrientsFor: (ug) => ({ folate_dfe_ug: ug * DFE_PER_UG_FOLIC_ACID }),
  }),
  strengths({
    family: 'biotin', name: 'Biotin', category: 'vitamin', form: 'capsule',
    aliases: ['biotin', 'vitamin b7', 'vitamin h'],
    strength: { unit: 'mcg' }, amounts: [1000, 5000, 10000], defaultAmount: 5000,
    nutrientsFor: (ug) => ({ biotin_ug: ug }),
  }),
  single({
    family: 'vitamin_b6', name: 'Vitamin B6 50 mg', baseName: 'Vitamin B6', category: 'vitamin', form: 'tablet',
    aliases: ['vitamin b6', 'b6', 'pyridoxine', 'p5p', 'pyridoxal 5 phosphate'],
    strength: { amount: 50, unit: 'mg' }, nutrients: { vitamin_b6_mg: 50 },
  }),
  single({
    family: 'niacin', name: 'Niacin 500 mg', baseName: 'Niacin', category: 'vitamin', form: 'tablet',
    aliases: ['niacin', 'vitamin b3', 'b3', 'nicotinic acid', 'niacinamide', 'nicotinamide'],
    strength: { amount: 500, unit: 'mg' }, nutrients: { vitamin_b3_mg: 500 },
  }),
  single({
    family: 'thiamine', name: 'Thiamine (B1) 100 mg', baseName: 'Thiamine (B1)', category: 'vitamin', form: 'tablet',
    aliases: ['thiamine', 'thiamin', 'vitamin b1', 'b1', 'benfotiamine'],
    strength: { amount: 100, unit: 'mg' }, nutrients: { vitamin_b1_mg: 100 },
  }),
];
