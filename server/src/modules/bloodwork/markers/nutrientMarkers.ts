import { PERCENT_OR_FRACTION, massOrMolarMgPerDl, range, unitsEqualTo, type Marker } from './marker.js';

const IRON_UG_PER_DL = [...unitsEqualTo('ug/dl'), { unit: 'umol/l', factor: 5.585 }, { unit: 'ug/l', factor: 0.1 }];

export const IRON_MARKERS: readonly Marker[] = [
  {
    key: 'iron', name: 'Iron', category: 'iron', loinc: '2498-4', canonicalUnit: 'µg/dL',
    conversions: IRON_UG_PER_DL, referenceRanges: { male: range(65, 175), female: range(50, 170) },
    aliases: ['Iron', 'Serum Iron', 'S. Iron', 'Fe', 'Vas', 'Szérum vas', 'Eisen', 'Hierro', 'Fer', 'Fer sérique'],
    explanation: 'The iron circulating in your blood at the moment, which varies through the day.',
  },
  {
    key: 'tibc', name: 'Total iron-binding capacity', category: 'iron', loinc: '2500-7', canonicalUnit: 'µg/dL',
    conversions: IRON_UG_PER_DL, referenceRanges: { any: range(250, 450) },
    aliases: ['TIBC', 'Total Iron Binding Capacity', 'Teljes vaskötő kapacitás', 'TVK', 'Eisenbindungskapazität', 'Capacidad total de fijación del hierro'],
    explanation: 'How much iron your blood proteins could carry; it rises when iron stores are low.',
  },
  {
    key: 'uibc', name: 'Unsaturated iron-binding capacity', category: 'iron', loinc: '2501-5', canonicalUnit: 'µg/dL',
    conversions: IRON_UG_PER_DL, referenceRanges: { any: range(111, 343) },
    aliases: ['UIBC', 'Unsaturated Iron Binding Capacity'],
    explanation: 'The spare iron-carrying capacity of your blood proteins.',
  },
  {
    key: 'transferrin_saturation', name: 'Transferrin saturation', category: 'iron', loinc: '2502-3', canonicalUnit: '%',
    conversions: PERCENT_OR_FRACTION, referenceRanges: { any: range(20, 50) },
    aliases: ['Transferrin Saturation', 'TSAT', '% Saturation', 'Iron Saturation', 'Percent Saturation', 'Transzferrin szaturáció', 'Transferrinsättigung', 'Saturación de transferrina', 'Coefficient de saturation'],
    explanation: 'The share of iron-carrying protein that is actually loaded with iron.',
  },
  {
    key: 'transferrin', name: 'Transferrin', category: 'iron', loinc: '3034-6', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'g/l', factor: 100 }], referenceRanges: { any: range(200, 360) },
    aliases: ['Transferrin', 'Transzferrin', 'Transferrina', 'Transferrine'],
    explanation: 'The protein that carries iron in the blood.',
  },
  {
    key: 'ferritin', name: 'Ferritin', category: 'iron', loinc: '2276-4', canonicalUnit: 'ng/mL',
    conversions: [...unitsEqualTo('ng/ml', 'ug/l'), { unit: 'pmol/l', factor: 0.445 }], referenceRanges: { male: range(30, 400), female: range(13, 150) },
    aliases: ['Ferritin', 'Serum Ferritin', 'S. Ferritin', 'Ferritina', 'Ferritine'],
    explanation: 'The body’s iron store; low ferritin is the earliest sign of iron deficiency.',
  },
];

export const VITAMIN_MARKERS: readonly Marker[] = [
  {
    key: 'vitamin_d_25oh', name: 'Vitamin D (25-OH)', category: 'vitamins', loinc: '1989-3', canonicalUnit: 'ng/mL',
    conversions: [...unitsEqualTo('ng/ml', 'ug/l'), { unit: 'nmol/l', factor: 0.4006 }], referenceRanges: { any: range(30, 100) },
    aliases: ['Vitamin D', 'Vitamin D 25-OH', '25-OH Vitamin D', '25-Hydroxy Vitamin D', '25 Hydroxy Vitamin D', 'Vitamin D Total', '25(OH)D', '25-OH-D', 'Vitamin D3', '25-OH Vitamin D3', 'Total 25-Hydroxyvitamin D', 'Calcidiol', 'D-vitamin', '25-OH-D-vitamin', 'D-vitamin (25-OH)', '25-OH-D3-vitamin', 'Vitamin D (25-OH)', '25-OH-Vitamin D', 'Vitamina D', 'Vitamine D', '25-OH Vitamine D'],
    explanation: 'Your vitamin D store, which keeps bones strong and supports immunity.',
  },
  {
    key: 'vitamin_b12', name: 'Vitamin B12', category: 'vitamins', loinc: '2132-9', canonicalUnit: 'pg/mL',
    conversions: [...unitsEqualTo('pg/ml', 'ng/l'), { unit: 'pmol/l', factor: 1.355 }], referenceRanges: { any: range(200, 900) },
    aliases: ['Vitamin B12', 'Vitamin B 12', 'B12', 'Cobalamin', 'Cyanocobalamin', 'B12-vitamin', 'Vitamina B12', 'Vitamine B12'],
    explanation: 'A vitamin from animal foods needed for nerves and red blood cells.',
  },
  {
    key: 'folate', name: 'Folate', category: 'vitamins', loinc: '2284-8', canonicalUnit: 'ng/mL',
    conversions: [...unitsEqualTo('ng/ml', 'ug/l'), { unit: 'nmol/l', factor: 0.4413 }], referenceRanges: { any: range(3, 17) },
    aliases: ['Folate', 'Folic Acid', 'Serum Folate', 'Vitamin B9', 'Folsav', 'Folsäure', 'Ácido fólico', 'Folates'],
    explanation: 'A B vitamin from leafy greens and legumes needed to make new cells.',
  },
];

export const MINERAL_MARKERS: readonly Marker[] = [
  {
    key: 'calcium', name: 'Calcium', category: 'minerals', loinc: '17861-6', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(4.008).filter((conversion) => conversion.unit !== 'meq/l').concat({ unit: 'meq/l', factor: 2.004 }),
    referenceRanges: { any: range(8.6, 10.3) },
    aliases: ['Calcium', 'Ca', 'Total Calcium', 'Serum Calcium', 'S. Calcium', 'Kalcium', 'Calcio'],
    explanation: 'The mineral for bones, muscles and nerves, held steady by hormones.',
  },
  {
    key: 'magnesium', name: 'Magnesium', category: 'minerals', loinc: '19123-9', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(2.431).filter((conversion) => conversion.unit !== 'meq/l').concat({ unit: 'meq/l', factor: 1.2155 }),
    referenceRanges: { any: range(1.7, 2.2) },
    aliases: ['Magnesium', 'Mg', 'Serum Magnesium', 'Magnézium', 'Magnesio'],
    explanation: 'A mineral needed for muscles, nerves and steady heart rhythm.',
  },
  {
    key: 'phosphorus', name: 'Phosphorus', category: 'minerals', loinc: '2777-1', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(3.097), referenceRanges: { any: range(2.5, 4.5) },
    aliases: ['Phosphorus', 'Phosphate', 'Inorganic Phosphorus', 'Serum Phosphorus', 'PO4', 'Foszfát', 'Foszfor', 'Phosphat', 'Fósforo', 'Phosphore'],
    explanation: 'A mineral that works with calcium to build bones and store energy.',
  },
  {
    key: 'zinc', name: 'Zinc', category: 'minerals', loinc: '5763-8', canonicalUnit: 'µg/dL',
    conversions: [...unitsEqualTo('ug/dl'), { unit: 'umol/l', factor: 6.54 }, { unit: 'ug/l', factor: 0.1 }], referenceRanges: { any: range(60, 120) },
    aliases: ['Zinc', 'Zn', 'Serum Zinc', 'Cink', 'Zink'],
    explanation: 'A trace mineral needed for immunity, wound healing, taste and smell.',
  },
  {
    key: 'copper', name: 'Copper', category: 'minerals', loinc: '5631-7', canonicalUnit: 'µg/dL',
    conversions: [...unitsEqualTo('ug/dl'), { unit: 'umol/l', factor: 6.355 }, { unit: 'ug/l', factor: 0.1 }], referenceRanges: { any: range(70, 140) },
    aliases: ['Copper', 'Cu', 'Serum Copper', 'Réz', 'Kupfer', 'Cobre'],
    explanation: 'A trace mineral that helps form red cells and connective tissue.',
  },
];
