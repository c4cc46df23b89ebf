import { single, type SupplementFamily } from './supplementProduct.js';

// Typical US label amounts per tablet (or per gummy), close to 100 % of the adult Daily Value where labels aim for it.
// Folate is in µg DFE: 400 µg folic acid = 680 µg DFE.
const ADULT_DAILY = {
  vitamin_a_ug: 750, vitamin_c_mg: 90, vitamin_d_ug: 25, vitamin_e_mg: 15, vitamin_k_ug: 80, vitamin_b1_mg: 1.2, vitamin_b2_mg: 1.3,
  vitamin_b3_mg: 16, vitamin_b6_mg: 1.7, vitamin_b12_ug: 6, folate_dfe_ug: 680, biotin_ug: 30, vitamin_b5_mg: 5, calcium_mg: 200,
  iron_mg: 18, iodine_ug: 150, magnesium_mg: 50, zinc_mg: 11, selenium_ug: 55, copper_mg: 0.9, manganese_mg: 2.3, chromium_ug: 35,
  molybdenum_ug: 45, potassium_mg: 80,
};

export const MULTIVITAMIN_SUPPLEMENTS: readonly SupplementFamily[] = [
  single({
    family: 'multivitamin', name: 'Multivitamin (adult, once daily)', category: 'multivitamin', form: 'tablet',
    aliases: ['multivitamin', 'multi vitamin', 'multi', 'daily multivitamin', 'one a day', 'multivitamin multimineral', 'centrum'],
    nutrients: ADULT_DAILY,
  }),
  single({
    family: 'multivitamin_men', name: "Men's multivitamin", category: 'multivitamin', form: 'tablet',
    aliases: ['mens multivitamin', 'men multivitamin', 'multivitamin for men'],
    nutrients: { ...ADULT_DAILY, iron_mg: 0, zinc_mg: 15, selenium_ug: 70, vitamin_b12_ug: 25 },
  }),
  single({
    family: 'multivitamin_women', name: "Women's multivitamin", category: 'multivitamin', form: 'tablet',
    aliases: ['womens multivitamin', 'women multivitamin', 'multivitamin for women'],
    nutrients: { ...ADULT_DAILY, calcium_mg: 300, iron_mg: 18, vitamin_d_ug: 25, biotin_ug: 40 },
  }),
  single({
    family: 'multivitamin_50plus', name: 'Multivitamin 50+', category: 'multivitamin', form: 'tablet',
    aliases: ['multivitamin 50plus', 'senior multivitamin', 'silver multivitamin', '50plus multivitamin'],
    nutrients: { ...ADULT_DAILY, iron_mg: 0, vitamin_b12_ug: 25, vitamin_d_ug: 25, calcium_mg: 220, vitamin_b6_mg: 3 },
  }),
  single({
    family: 'prenatal', name: 'Prenatal multivitamin', category: 'multivitamin', form: 'tablet',
    aliases: ['prenatal', 'prenatal vitamin', 'prenatal multivitamin', 'pregnancy multivitamin'],
    nutrients: {
      vitamin_a_ug: 770, vitamin_c_mg: 85, vitamin_d_ug: 25, vitamin_e_mg: 15, vitamin_b1_mg: 1.4, vitamin_b2_mg: 1.4, vitamin_b3_mg: 18,
      vitamin_b6_mg: 1.9, vitamin_b12_ug: 2.6, folate_dfe_ug: 1000, biotin_ug: 30, choline_mg: 55, calcium_mg: 200, iron_mg: 27,
      iodine_ug: 150, magnesium_mg: 50, zinc_mg: 11, copper_mg: 1,
    },
  }),
  single({
    family: 'multivitamin_gummy', name: 'Multivitamin gummy', category: 'multivitamin', form: 'gummy', typicalDose: 2,
    aliases: ['multivitamin gummy', 'multivitamin gummies', 'gummy multivitamin', 'gummy vitamins', 'vitamin gummies'],
    nutrients: {
      vitamin_a_ug: 150, vitamin_c_mg: 15, vitamin_d_ug: 5, vitamin_e_mg: 3.5, vitamin_b6_mg: 0.5, vitamin_b12_ug: 1.5,
      folate_dfe_ug: 170, biotin_ug: 37.5, vitamin_b5_mg: 2.5, iodine_ug: 20, zinc_mg: 1, energy_kcal: 7.5, sugars_g: 1.5, carbs_g: 2,
    },
  }),
];
