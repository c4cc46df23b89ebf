import { single, strengths, type MineralCompound, type SupplementFamily } from './supplementProduct.js';

// Label amounts of minerals are elemental ("Magnesium 120 mg (as magnesium glycinate)"); `compound` records how much
// of the salt's weight is the mineral, so a client can explain the difference (400 mg of magnesium oxide is 241 mg magnesium).
const compound = (name: string, mineral: string, elementalFraction: number): MineralCompound => ({ name, mineral, elementalFraction });
const elemental = (mineral: string) => ({ unit: 'mg' as const, of: `elemental ${mineral}` });

export const MINERAL_SUPPLEMENTS: readonly SupplementFamily[] = [
  single({
    family: 'magnesium', name: 'Magnesium 250 mg', baseName: 'Magnesium', category: 'mineral', form: 'tablet',
    aliases: ['magnesium', 'mag'], strength: { amount: 250, ...elemental('magnesium') }, nutrients: { magnesium_mg: 250 },
  }),
  strengths({
    family: 'magnesium_glycinate', name: 'Magnesium glycinate', category: 'mineral', form: 'capsule', typicalDose: 2,
    aliases: ['magnesium glycinate', 'magnesium bisglycinate', 'mag glycinate', 'magnesium glycinate chelate'],
    compound: compound('magnesium glycinate', 'magnesium', 0.141),
    strength: elemental('magnesium'), amounts: [100, 120, 200], defaultAmount: 120, nutrientsFor: (mg) => ({ magnesium_mg: mg }),
  }),
  strengths({
    family: 'magnesium_citrate', name: 'Magnesium citrate', category: 'mineral', form: 'tablet', typicalDose: 2,
    aliases: ['magnesium citrate', 'mag citrate'], compound: compound('magnesium citrate', 'magnesium', 0.16),
    strength: elemental('magnesium'), amounts: [100, 150], defaultAmount: 100, nutrientsFor: (mg) => ({ magnesium_mg: mg }),
  }),
  strengths({
    family: 'magnesium_oxide', name: 'Magnesium oxide', category: 'mineral', form: 'tablet',
    aliases: ['magnesium oxide', 'mag oxide', 'mag ox'], compound: compound('magnesium oxide', 'magnesium', 0.603),
    strength: elemental('magnesium'), amounts: [250, 400], defaultAmount: 250, nutrientsFor: (mg) => ({ magnesium_mg: mg }),
  }),
  single({
    family: 'magnesium_threonate', name: 'Magnesium L-threonate', category: 'mineral', form: 'capsule', typicalDose: 3,
    aliases: ['magnesium threonate', 'magnesium l threonate', 'magtein'], compound: compound('magnesium L-threonate', 'magnesium', 0.072),
    strength: { amount: 48, ...elemental('magnesium') }, nutrients: { magnesium_mg: 48 },
  }),
  single({
    family: 'magnesium_malate', name: 'Magnesium malate', category: 'mineral', form: 'capsule', typicalDose: 2,
    aliases: ['magnesium malate'], compound: compound('magnesium malate', 'magnesium', 0.155),
    strength: { amount: 100, ...elemental('magnesium') }, nutrients: { magnesium_mg: 100 },
  }),
  single({
    family: 'zinc', name: 'Zinc 25 mg', baseName: 'Zinc', category: 'mineral', form: 'tablet',
    aliases: ['zinc'], strength: { amount: 25, ...elemental('zinc') }, nutrients: { zinc_mg: 25 },
  }),
  strengths({
    family: 'zinc_gluconate', name: 'Zinc gluconate', category: 'mineral', form: 'tablet',
    aliases: ['zinc gluconate'], compound: compound('zinc gluconate', 'zinc', 0.143),
    strength: elemental('zinc'), amounts: [15, 30, 50], defaultAmount: 50, nutrientsFor: (mg) => ({ zinc_mg: mg }),
  }),
  single({
    family: 'zinc_picolinate', name: 'Zinc picolinate 22 mg', baseName: 'Zinc picolinate', category: 'mineral', form: 'capsule',
    aliases: ['zinc picolinate'], compound: compound('zinc picolinate', 'zinc', 0.2),
    strength: { amount: 22, ...elemental('zinc') }, nutrients: { zinc_mg: 22 },
  }),
  single({
    family: 'zinc_lozenge', name: 'Zinc lozenge 13 mg', baseName: 'Zinc lozenge', category: 'mineral', form: 'lozenge',
    aliases: ['zinc lozenge', 'zinc lozenges', 'cold eeze'], strength: { amount: 13, ...elemental('zinc') }, nutrients: { zinc_mg: 13 },
  }),
  single({
    family: 'iron', name: 'Iron 18 mg', baseName: 'Iron', category: 'mineral', form: 'tablet',
    aliases: ['iron'], strength: { amount: 18, ...elemental('iron') }, nutrients: { iron_mg: 18 },
  }),
  single({
    family: 'ferrous_sulfate', name: 'Ferrous sulfate 325 mg (65 mg iron)', baseName: 'Ferrous sulfate', category: 'mineral', form: 'tablet',
    aliases: ['ferrous sulfate', 'ferrous sulphate', 'iron sulfate'], compound: compound('ferrous sulfate', 'iron', 0.2),
    strength: { amount: 65, ...elemental('iron') }, nutrients: { iron_mg: 65 },
  }),
  single({
    family: 'iron_bisglycinate', name: 'Iron bisglycinate 25 mg', baseName: 'Iron bisglycinate', category: 'mineral', form: 'capsule',
    aliases: ['iron bisglycinate', 'ferrous bisglycinate', 'gentle iron', 'iron chelate'], compound: compound('ferrous bisglycinate', 'iron', 0.2),
    strength: { amount: 25, ...elemental('iron') }, nutrients: { iron_mg: 25 },
  }),
  single({
    family: 'ferrous_gluconate', name: 'Ferrous gluconate 324 mg (38 mg iron)', baseName: 'Ferrous gluconate', category: 'mineral', form: 'tablet',
    aliases: ['ferrous gluconate', 'iron gluconate'], compound: compound('ferrous gluconate', 'iron', 0.117),
    strength: { amount: 38, ...elemental('iron') }, nutrients: { iron_mg: 38 },
  }),
  single({
    family: 'calcium_carbonate_d3', name: 'Calcium 600 mg + D3 800 IU', baseName: 'Calcium + D3', category: 'mineral', form: 'tablet',
    aliases: ['calcium', 'calcium carbonate', 'calcium d3', 'calcium with vitamin d', 'calcium vitamin d', 'caltrate'],
    compound: compound('calcium carbonate', 'calcium', 0.4),
    strength: { amount: 600, ...elemental('calcium') }, nutrients: { calcium_mg: 600, vitamin_d_ug: 20 },
  }),
  single({
    family: 'calcium_citrate', name: 'Calcium citrate 200 mg', baseName: 'Calcium citrate', category: 'mineral', form: 'tablet', typicalDose: 2,
    aliases: ['calcium citrate', 'citracal'], compound: compound('calcium citrate', 'calcium', 0.21),
    strength: { amount: 200, ...elemental('calcium') }, nutrients: { calcium_mg: 200, vitamin_d_ug: 3.125 },
  }),
  single({
    family: 'cal_mag_zinc', name: 'Calcium magnesium zinc + D3', category: 'mineral', form: 'tablet', typicalDose: 3,
    aliases: ['cal mag zinc', 'calcium magnesium zinc', 'calcium magnesium'],
    nutrients: { calcium_mg: 333, magnesium_mg: 133, zinc_mg: 5, vitamin_d_ug: 3.3 },
  }),
  single({
    family: 'potassium', name: 'Potassium 99 mg (citrate or gluconate)', baseName: 'Potassium', category: 'mineral', form: 'tablet',
    aliases: ['potassium', 'potassium citrate', 'potassium gluconate', 'potassium chloride'],
    strength: { amount: 99, ...elemental('potassium') }, nutrients: { potassium_mg: 99 },
  }),
  strengths({
    family: 'selenium', name: 'Selenium', category: 'mineral', form: 'capsule',
    aliases: ['selenium', 'selenomethionine'], strength: { unit: 'mcg' }, amounts: [100, 200], defaultAmount: 200,
    nutrientsFor: (ug) => ({ selenium_ug: ug }),
  }),
  single({
    family: 'iodine', name: 'Iodine 150 mcg (kelp / potassium iodide)', baseName: 'Iodine', category: 'mineral', form: 'tablet',
    aliases: ['iodine', 'kelp', 'potassium iodide'], strength: { amount: 150, unit: 'mcg' }, nutrients: { iodine_ug: 150 },
  }),
  single({
    family: 'chromium', name: 'Chromium picolinate 200 mcg', baseName: 'Chromium picolinate', category: 'mineral', form: 'capsule',
    aliases: ['chromium', 'chromium picolinate'], strength: { amount: 200, unit: 'mcg' }, nutrients: { chromium_ug: 200 },
  }),
  single({
    family: 'copper', name: 'Copper 2 mg', baseName: 'Copper', category: 'mineral', form: 'capsule',
    aliases: ['copper', 'copper bisglycinate', 'copper gluconate'], strength: { amount: 2, ...elemental('copper') }, nutrients: { copper_mg: 2 },
  }),
  single({
    family: 'electrolyte_drink_mix', name: 'Electrolyte drink mix (1000 mg sodium)', category: 'electrolyte', form: 'packet',
    aliases: ['electrolyte drink mix', 'electrolyte packet', 'electrolyte powder', 'lmnt', 'electrolytes', 'electrolyte'],
    nutrients: { sodium_mg: 1000, potassium_mg: 200, magnesium_mg: 60 },
  }),
  single({
    family: 'electrolyte_tablet', name: 'Electrolyte tablet (effervescent)', category: 'electrolyte', form: 'tablet',
    aliases: ['electrolyte tablet', 'electrolyte tablets', 'nuun', 'hydration tablet'],
    nutrients: { sodium_mg: 300, potassium_mg: 150, magnesium_mg: 25, calcium_mg: 13, energy_kcal: 15, carbs_g: 4, sugars_g: 1 },
  }),
  single({
    family: 'oral_rehydration_salts', name: 'Oral rehydration salts (one sachet, 200 mL)', category: 'electrolyte', form: 'sachet',
    aliases: ['oral rehydration salts', 'ors', 'rehydration salts', 'dioralyte', 'pedialyte powder'],
    nutrients: { sodium_mg: 345, potassium_mg: 156, energy_kcal: 12, carbs_g: 3.2, sugars_g: 3.2 },
  }),
];
