import { PERCENT_OR_FRACTION, massOrMolarMgPerDl, range, unitsEqualTo, type Marker, type UnitConversion } from './marker.js';
import { LOINC_TABLE, MAPPING_REGISTER, NO_LOINC, RANGES, TW_IG, loincSource, molarMass } from './markerSources.js';

const IRON_UG_PER_DL: UnitConversion[] = [...unitsEqualTo('ug/dl'), { unit: 'umol/l', factor: 5.5845 }, { unit: 'ug/l', factor: 0.1 }, { unit: 'mg/l', factor: 100 }];
const IRON_MASS = molarMass('iron Fe', 55.845, 'IUPAC standard atomic weight');
const IONS_PER_CHARGE = (substance: string, gramsPerMole: number, charge: number) =>
  `${molarMass(substance, gramsPerMole, 'IUPAC standard atomic weight')}; charge ${charge}: 1 mEq/L = ${1 / charge} mmol/L`;

/** Divalent ions: the mEq/L factor is half the mmol/L one. */
function divalentMgPerDl(mgPerDlPerMmolPerL: number): UnitConversion[] {
  return massOrMolarMgPerDl(mgPerDlPerMmolPerL).filter((conversion) => conversion.unit !== 'meq/l').concat({ unit: 'meq/l', factor: mgPerDlPerMmolPerL / 2 });
}

export const IRON_MARKERS: readonly Marker[] = [
  {
    key: 'iron', name: 'Iron', category: 'iron', loinc: '2498-4', canonicalUnit: 'µg/dL',
    conversions: IRON_UG_PER_DL, referenceRanges: { male: range(65, 175), female: range(50, 170) },
    aliases: ['Iron', 'Serum Iron', 'S. Iron', 'Fe', 'Vas', 'Szérum vas', 'Se vas', 'Eisen', 'Eisen im Serum', 'Hierro', 'Hierro sérico', 'Ferro', 'Ferro sérico', 'Fer', 'Fer sérique', 'Sideremia', 'Sidérémie', 'Ferro sierico', 'IJzer', 'Järn', 'Jern', 'Żelazo', 'Demir'],
    explanation: 'The iron circulating in your blood at the moment, which varies through the day.',
    sources: { loinc: loincSource('2498-4', 'Iron [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: IRON_MASS, range: 'Roche cobas IRON2 insert, adults by sex' },
  },
  {
    key: 'tibc', name: 'Total iron-binding capacity', category: 'iron', loinc: '2500-7', canonicalUnit: 'µg/dL',
    conversions: IRON_UG_PER_DL, referenceRanges: { any: range(250, 450) },
    aliases: ['TIBC', 'Total Iron Binding Capacity', 'Teljes vaskötő kapacitás', 'TVK', 'Vaskötő kapacitás', 'Totale Eisenbindungskapazität', 'Eisenbindungskapazität', 'Capacidad total de fijación del hierro', 'CTFH', 'Capacidade total de ligação do ferro', 'Capacité totale de fixation du fer', 'CTF', 'Capacità ferrolegante totale', 'Total Demir Bağlama Kapasitesi', 'TDBK'],
    explanation: 'How much iron your blood proteins could carry; it rises when iron stores are low.',
    sources: { loinc: loincSource('2500-7', 'Iron binding capacity [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: IRON_MASS, range: RANGES.mayo },
  },
  {
    key: 'uibc', name: 'Unsaturated iron-binding capacity', category: 'iron', canonicalUnit: 'µg/dL',
    conversions: IRON_UG_PER_DL, referenceRanges: { any: range(111, 343) },
    aliases: ['UIBC', 'Unsaturated Iron Binding Capacity', 'Latent Iron Binding Capacity', 'Szabad vaskötő kapacitás', 'Latente Eisenbindungskapazität', 'Capacidad latente de fijación del hierro', 'Capacité latente de fixation du fer', 'Doymamış Demir Bağlama Kapasitesi'],
    explanation: 'The spare iron-carrying capacity of your blood proteins.',
    sources: { loinc: `${NO_LOINC} (public lists disagree on what 2501-5 names)`, conversion: IRON_MASS, range: 'Roche cobas UIBC insert, adults' },
  },
  {
    key: 'transferrin_saturation', name: 'Transferrin saturation', category: 'iron', loinc: '2502-3', canonicalUnit: '%',
    conversions: PERCENT_OR_FRACTION, referenceRanges: { any: range(14, 50) },
    aliases: ['Transferrin Saturation', 'TSAT', 'TfS', '% Saturation', 'Iron Saturation', 'Percent Saturation', 'Transzferrin szaturáció', 'Transferrin telítettség', 'Transferrinsättigung', 'Saturación de transferrina', 'Índice de saturación de transferrina', 'Saturação da transferrina', 'Índice de saturação da transferrina', 'Coefficient de saturation', 'Coefficient de saturation de la transferrine', 'Saturazione della transferrina'],
    explanation: 'The share of iron-carrying protein that is actually loaded with iron.',
    sources: { loinc: loincSource('2502-3', 'Iron saturation [Mass Fraction] in Serum or Plasma', MAPPING_REGISTER), conversion: 'fraction × 100 = percent', range: RANGES.mayo },
  },
  {
    key: 'transferrin', name: 'Transferrin', category: 'iron', loinc: '3034-6', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'g/l', factor: 100 }], referenceRanges: { any: range(200, 360) },
    aliases: ['Transferrin', 'Transzferrin', 'Transferrina', 'Transferrine', 'Sidérophiline'],
    explanation: 'The protein that carries iron in the blood.',
    sources: { loinc: loincSource('3034-6', 'Transferrin [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: 'mass units only (1 g/L = 100 mg/dL)', range: 'Roche Tina-quant Transferrin ver.2 insert, adults 2.0–3.6 g/L' },
  },
  {
    key: 'ferritin', name: 'Ferritin', category: 'iron', loinc: '2276-4', canonicalUnit: 'ng/mL',
    conversions: [...unitsEqualTo('ng/ml', 'ug/l'), { unit: 'pmol/l', factor: 0.445 }], referenceRanges: { male: range(30, 400), female: range(13, 150) },
    aliases: ['Ferritin', 'Serum Ferritin', 'S. Ferritin', 'Ferritin im Serum', 'Ferritina', 'Ferritina sérica', 'Ferritine', 'Ferritinémie', 'Ferritina sierica', 'Ferrytyna'],
    explanation: 'The body’s iron store; low ferritin is the earliest sign of iron deficiency.',
    sources: { loinc: loincSource('2276-4', 'Ferritin [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: '1 µg/L = 2.247 pmol/L (SI conversion, apoferritin ~445 kDa)', range: 'Roche Elecsys Ferritin insert, adults by sex' },
  },
  {
    key: 'soluble_transferrin_receptor', name: 'Soluble transferrin receptor', category: 'iron', canonicalUnit: 'mg/L',
    conversions: unitsEqualTo('mg/l', 'ug/ml'), referenceRanges: { male: range(2.2, 5), female: range(1.9, 4.4) },
    aliases: ['Soluble Transferrin Receptor', 'sTfR', 'STfR', 'Oldható transzferrin receptor', 'Löslicher Transferrinrezeptor', 'Receptor soluble de transferrina', 'Receptor solúvel da transferrina', 'Récepteur soluble de la transferrine', 'Recettore solubile della transferrina'],
    explanation: 'Rises when tissues are hungry for iron, even when inflammation hides low iron elsewhere.',
    sources: { loinc: NO_LOINC, range: 'Roche Tina-quant sTfR insert, adults by sex' },
  },
];

export const VITAMIN_MARKERS: readonly Marker[] = [
  {
    key: 'vitamin_d_25oh', name: 'Vitamin D (25-OH)', category: 'vitamins', loinc: '62292-8', canonicalUnit: 'ng/mL',
    conversions: [...unitsEqualTo('ng/ml', 'ug/l'), { unit: 'nmol/l', factor: 0.40064 }], referenceRanges: { any: range(30, 100) },
    aliases: ['25-Hydroxyvitamin D', 'Vitamin D', 'Vitamin D 25-OH', '25-OH Vitamin D', '25-Hydroxy Vitamin D', '25 Hydroxy Vitamin D', 'Vitamin D Total', '25(OH)D', '25-OH-D', 'Vitamin D3', '25-OH Vitamin D3', 'Total 25-Hydroxyvitamin D', 'Calcidiol', 'D-vitamin', '25-OH-D-vitamin', 'D-vitamin (25-OH)', '25-OH-D3-vitamin', 'Vitamin D (25-OH)', '25-OH-Vitamin D', '25-OH-Vitamin-D3', 'Vitamina D', 'Vitamina D total', '25-hidroxivitamina D', '25-OH vitamina D', 'Vitamine D', '25-OH Vitamine D', '25-hydroxy-vitamine D', 'Vitamina D 25-OH', '25-idrossi vitamina D', 'Witamina D', 'Witamina D3', 'D Vitamini', '25-Hidroksi Vitamin D'],
    explanation: 'Your vitamin D store, which keeps bones strong and supports immunity.',
    sources: { loinc: loincSource('62292-8', '25-Hydroxyvitamin D3+25-Hydroxyvitamin D2 [Mass/volume] in Serum or Plasma', TW_IG), conversion: molarMass('calcifediol C27H44O2', 400.64), range: RANGES.endoSocVitD },
  },
  {
    key: 'vitamin_d_125', name: 'Vitamin D (1,25-dihydroxy)', category: 'vitamins', loinc: '62290-2', canonicalUnit: 'pg/mL',
    conversions: [...unitsEqualTo('pg/ml', 'ng/l'), { unit: 'pmol/l', factor: 0.41664 }], referenceRanges: { any: range(18, 72) },
    aliases: ['1,25-Dihydroxy Vitamin D', '1,25(OH)2D', '1,25-OH2 Vitamin D', 'Calcitriol', '1,25-Dihydroxyvitamin D', '1,25-dihidroxi-D-vitamin', '1,25-Dihydroxy-Vitamin D3', '1,25-dihidroxivitamina D', '1,25-dihydroxy-vitamine D', '1,25-diidrossi vitamina D'],
    explanation: 'The active hormone form of vitamin D, tightly controlled by the kidneys.',
    sources: { loinc: loincSource('62290-2', '1,25-Dihydroxyvitamin D [Mass/volume] in Serum or Plasma', LOINC_TABLE), conversion: molarMass('calcitriol C27H44O3', 416.64), range: RANGES.mayo },
  },
  {
    key: 'vitamin_b12', name: 'Vitamin B12', category: 'vitamins', loinc: '2132-9', canonicalUnit: 'pg/mL',
    conversions: [...unitsEqualTo('pg/ml', 'ng/l'), { unit: 'pmol/l', factor: 1.3554 }], referenceRanges: { any: range(200, 900) },
    aliases: ['Vitamin B12', 'Vitamin B 12', 'B12', 'B12 vitamin', 'Cobalamin', 'Cyanocobalamin', 'B12-vitamin', 'Kobalamin', 'Cobalamina', 'Vitamina B12', 'Vitamine B12', 'Cobalamine', 'Witamina B12', 'B12 Vitamini'],
    explanation: 'A vitamin from animal foods needed for nerves and red blood cells.',
    sources: { loinc: loincSource('2132-9', 'Cobalamin (Vitamin B12) [Mass/volume] in Serum or Plasma', TW_IG), conversion: molarMass('cyanocobalamin C63H88CoN14O14P', 1355.4), range: RANGES.labcorp },
  },
  {
    key: 'holotranscobalamin', name: 'Active vitamin B12 (holotranscobalamin)', category: 'vitamins', canonicalUnit: 'pmol/L',
    conversions: unitsEqualTo('pmol/l'), referenceRanges: { any: range(35, null) },
    aliases: ['Holotranscobalamin', 'Holo-TC', 'HoloTC', 'Active B12', 'Active Vitamin B12', 'Aktív B12', 'Holotranszkobalamin', 'Holo-Transcobalamin', 'Aktives Vitamin B12', 'Holotranscobalamina', 'Vitamina B12 activa', 'Vitamine B12 active', 'Vitamina B12 attiva'],
    explanation: 'The share of vitamin B12 that cells can actually take up.',
    sources: { loinc: NO_LOINC, range: 'Abbott Architect Active-B12 insert (deficiency grey zone below 35 pmol/L)' },
  },
  {
    key: 'methylmalonic_acid', name: 'Methylmalonic acid', category: 'vitamins', loinc: '13964-2', canonicalUnit: 'nmol/L',
    conversions: [...unitsEqualTo('nmol/l'), { unit: 'umol/l', factor: 1000 }], referenceRanges: { any: range(null, 400) },
    aliases: ['Methylmalonic Acid', 'MMA', 'Metilmalonsav', 'Methylmalonsäure', 'Ácido metilmalónico', 'Ácido metilmalônico', 'Acide méthylmalonique', 'Acido metilmalonico'],
    explanation: 'Builds up when vitamin B12 is short at the tissue level.',
    sources: { loinc: loincSource('13964-2', 'Methylmalonate [Moles/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: 'SI prefix only', range: RANGES.mayo },
  },
  {
    key: 'folate', name: 'Folate', category: 'vitamins', loinc: '2284-8', canonicalUnit: 'ng/mL',
    conversions: [...unitsEqualTo('ng/ml', 'ug/l'), { unit: 'nmol/l', factor: 0.44139 }], referenceRanges: { any: range(3, 17) },
    aliases: ['Folate', 'Folic Acid', 'Serum Folate', 'Vitamin B9', 'Folsav', 'Folát', 'Folsäure', 'Folat', 'Ácido fólico', 'Folato', 'Folatos', 'Folates', 'Acide folique', 'Folati', 'Acido folico', 'Folik Asit'],
    explanation: 'A B vitamin from leafy greens and legumes needed to make new cells.',
    sources: { loinc: loincSource('2284-8', 'Folate [Mass/volume] in Serum or Plasma', TW_IG), conversion: molarMass('folic acid C19H19N7O6', 441.4), range: 'Roche Elecsys Folate III insert, adults' },
  },
  {
    key: 'rbc_folate', name: 'Red cell folate', category: 'vitamins', canonicalUnit: 'ng/mL',
    conversions: [...unitsEqualTo('ng/ml', 'ug/l'), { unit: 'nmol/l', factor: 0.44139 }], referenceRanges: { any: range(280, null) },
    aliases: ['RBC Folate', 'Red Cell Folate', 'Erythrocyte Folate', 'Vvt folsav', 'Erythrozyten-Folsäure', 'Folato eritrocitario', 'Folato eritrocitário', 'Folates érythrocytaires', 'Folati eritrocitari'],
    explanation: 'The folate stored in red cells, reflecting intake over the last months.',
    sources: { loinc: NO_LOINC, conversion: molarMass('folic acid C19H19N7O6', 441.4), range: RANGES.quest },
  },
  {
    key: 'vitamin_a', name: 'Vitamin A (retinol)', category: 'vitamins', loinc: '2923-1', canonicalUnit: 'µg/dL',
    conversions: [...unitsEqualTo('ug/dl'), { unit: 'umol/l', factor: 28.645 }, { unit: 'ug/l', factor: 0.1 }, { unit: 'mg/l', factor: 100 }], referenceRanges: { any: range(32.5, 78) },
    aliases: ['Vitamin A', 'Retinol', 'A-vitamin', 'Vitamina A', 'Vitamine A', 'Retinolo'],
    explanation: 'A vitamin for vision, skin and immunity.',
    sources: { loinc: loincSource('2923-1', 'Retinol [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: molarMass('retinol C20H30O', 286.45), range: RANGES.mayo },
  },
  {
    key: 'vitamin_e', name: 'Vitamin E (alpha-tocopherol)', category: 'vitamins', loinc: '1823-4', canonicalUnit: 'mg/L',
    conversions: [...unitsEqualTo('mg/l', 'ug/ml'), { unit: 'umol/l', factor: 0.43071 }, { unit: 'mg/dl', factor: 10 }], referenceRanges: { any: range(5.5, 17) },
    aliases: ['Vitamin E', 'Alpha-Tocopherol', 'α-Tocopherol', 'Tocopherol', 'E-vitamin', 'Alfa-tokoferol', 'Vitamina E', 'Alfa-tocoferol', 'Vitamine E', 'Alpha-tocophérol', 'Alfa-tocoferolo'],
    explanation: 'An antioxidant vitamin that protects cell membranes.',
    sources: { loinc: loincSource('1823-4', 'Alpha tocopherol [Mass/volume] in Serum or Plasma', LOINC_TABLE), conversion: molarMass('α-tocopherol C29H50O2', 430.71), range: RANGES.mayo },
  },
  {
    key: 'vitamin_k1', name: 'Vitamin K1', category: 'vitamins', canonicalUnit: 'ng/mL',
    conversions: [...unitsEqualTo('ng/ml', 'ug/l'), { unit: 'nmol/l', factor: 0.45071 }], referenceRanges: { any: range(0.1, 2.2) },
    aliases: ['Vitamin K', 'Vitamin K1', 'Phylloquinone', 'K1-vitamin', 'Filokinon', 'Phyllochinon', 'Vitamina K1', 'Filoquinona', 'Vitamine K1', 'Phylloquinone (K1)', 'Fillochinone'],
    explanation: 'The vitamin from green vegetables that blood clotting depends on.',
    sources: { loinc: NO_LOINC, conversion: molarMass('phylloquinone C31H46O2', 450.71), range: RANGES.mayo },
  },
  {
    key: 'vitamin_b1', name: 'Vitamin B1 (thiamine)', category: 'vitamins', canonicalUnit: 'nmol/L',
    conversions: [...unitsEqualTo('nmol/l'), { unit: 'ug/l', factor: 2.3512 }, { unit: 'ng/ml', factor: 2.3512 }], referenceRanges: { any: range(70, 180) },
    aliases: ['Vitamin B1', 'Thiamine', 'Thiamin', 'Thiamine Pyrophosphate', 'TPP', 'B1-vitamin', 'Tiamin', 'Vitamina B1', 'Tiamina', 'Vitamine B1', 'Thiamine pyrophosphate (B1)', 'Tiamina pirofosfato'],
    explanation: 'A B vitamin needed to turn carbohydrates into energy.',
    sources: { loinc: NO_LOINC, conversion: molarMass('thiamine diphosphate C12H19N4O7P2S', 425.31), range: RANGES.mayo },
  },
  {
    key: 'vitamin_b2', name: 'Vitamin B2 (riboflavin)', category: 'vitamins', canonicalUnit: 'µg/L',
    conversions: [...unitsEqualTo('ug/l', 'ng/ml'), { unit: 'nmol/l', factor: 0.37636 }], referenceRanges: { any: range(1, 19) },
    aliases: ['Vitamin B2', 'Riboflavin', 'B2-vitamin', 'Vitamina B2', 'Riboflavina', 'Vitamine B2', 'Riboflavine'],
    explanation: 'A B vitamin needed for energy metabolism.',
    sources: { loinc: NO_LOINC, conversion: molarMass('riboflavin C17H20N4O6', 376.36), range: RANGES.mayo },
  },
  {
    key: 'vitamin_b6', name: 'Vitamin B6 (pyridoxal phosphate)', category: 'vitamins', canonicalUnit: 'µg/L',
    conversions: [...unitsEqualTo('ug/l', 'ng/ml'), { unit: 'nmol/l', factor: 0.24714 }], referenceRanges: { any: range(5, 50) },
    aliases: ['Vitamin B6', 'Pyridoxal Phosphate', 'PLP', 'Pyridoxal 5-Phosphate', 'B6-vitamin', 'Piridoxál-foszfát', 'Pyridoxalphosphat', 'Vitamina B6', 'Piridoxal fosfato', 'Vitamine B6', 'Phosphate de pyridoxal', 'Piridossal-fosfato'],
    explanation: 'A B vitamin needed for protein metabolism and brain chemicals.',
    sources: { loinc: NO_LOINC, conversion: molarMass('pyridoxal 5′-phosphate C8H10NO6P', 247.14), range: RANGES.mayo },
  },
  {
    key: 'vitamin_c', name: 'Vitamin C (ascorbic acid)', category: 'vitamins', loinc: '1903-4', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'umol/l', factor: 0.017612 }, { unit: 'mg/l', factor: 0.1 }], referenceRanges: { any: range(0.4, 2) },
    aliases: ['Vitamin C', 'Ascorbic Acid', 'C-vitamin', 'Aszkorbinsav', 'Ascorbinsäure', 'Vitamina C', 'Ácido ascórbico', 'Vitamine C', 'Acide ascorbique', 'Acido ascorbico'],
    explanation: 'An antioxidant vitamin from fruit and vegetables, needed for skin and immunity.',
    sources: { loinc: loincSource('1903-4', 'Ascorbate [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: molarMass('ascorbic acid C6H8O6', 176.12), range: RANGES.mayo },
  },
];

export const MINERAL_MARKERS: readonly Marker[] = [
  {
    key: 'calcium', name: 'Calcium', category: 'minerals', loinc: '17861-6', canonicalUnit: 'mg/dL',
    conversions: divalentMgPerDl(4.008), referenceRanges: { any: range(8.6, 10.3) },
    aliases: ['Calcium', 'Ca', 'Total Calcium', 'Serum Calcium', 'S. Calcium', 'Kalcium', 'Se kalcium', 'Calcium gesamt', 'Calcio', 'Calcio total', 'Cálcio', 'Cálcio total', 'Calcémie', 'Calcio totale', 'Calcemia', 'Wapń', 'Wapń całkowity', 'Kalsiyum'],
    explanation: 'The mineral for bones, muscles and nerves, held steady by hormones.',
    sources: { loinc: loincSource('17861-6', 'Calcium [Mass/volume] in Serum or Plasma', TW_IG), conversion: IONS_PER_CHARGE('calcium Ca', 40.078, 2), range: RANGES.quest },
  },
  {
    key: 'calcium_ionized', name: 'Ionized calcium', category: 'minerals', loinc: '1995-0', canonicalUnit: 'mmol/L',
    conversions: [...unitsEqualTo('mmol/l'), { unit: 'mg/dl', factor: 1 / 4.008 }, { unit: 'meq/l', factor: 0.5 }], referenceRanges: { any: range(1.15, 1.33) },
    aliases: ['Ionized Calcium', 'Ionised Calcium', 'Free Calcium', 'iCa', 'Ca++', 'Ca2+', 'Ionizált kalcium', 'Ionisiertes Calcium', 'Calcium ionisiert', 'Calcio iónico', 'Calcio ionizado', 'Cálcio iônico', 'Cálcio ionizado', 'Calcium ionisé', 'Calcio ionizzato'],
    explanation: 'The active, unbound share of calcium in your blood.',
    sources: { loinc: loincSource('1995-0', 'Calcium.ionized [Moles/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: IONS_PER_CHARGE('calcium Ca', 40.078, 2), range: RANGES.mayo },
  },
  {
    key: 'calcium_corrected', name: 'Corrected calcium', category: 'minerals', canonicalUnit: 'mg/dL',
    conversions: divalentMgPerDl(4.008), referenceRanges: { any: range(8.6, 10.3) },
    aliases: ['Corrected Calcium', 'Albumin Corrected Calcium', 'Adjusted Calcium', 'Calcium Corrected', 'Korrigált kalcium', 'Albuminkorrigiertes Calcium', 'Calcium korrigiert', 'Calcio corregido', 'Cálcio corrigido', 'Calcium corrigé', 'Calcio corretto'],
    explanation: 'Total calcium adjusted for your albumin level.',
    sources: { loinc: NO_LOINC, conversion: IONS_PER_CHARGE('calcium Ca', 40.078, 2), range: `${RANGES.quest} (same as total calcium)` },
  },
  {
    key: 'magnesium', name: 'Magnesium', category: 'minerals', loinc: '19123-9', canonicalUnit: 'mg/dL',
    conversions: divalentMgPerDl(2.4305), referenceRanges: { any: range(1.7, 2.3) },
    aliases: ['Magnesium', 'Mg', 'Serum Magnesium', 'Magnézium', 'Se magnézium', 'Magnesio', 'Magnésio', 'Magnésium', 'Magnésémie', 'Magnezyum'],
    explanation: 'A mineral needed for muscles, nerves and steady heart rhythm.',
    sources: { loinc: loincSource('19123-9', 'Magnesium [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: IONS_PER_CHARGE('magnesium Mg', 24.305, 2), range: RANGES.mayo },
  },
  {
    key: 'magnesium_rbc', name: 'Red cell magnesium', category: 'minerals', canonicalUnit: 'mg/dL',
    conversions: divalentMgPerDl(2.4305), referenceRanges: { any: range(4, 6.4) },
    aliases: ['RBC Magnesium', 'Red Cell Magnesium', 'Erythrocyte Magnesium', 'Intracellular Magnesium', 'Vvt magnézium', 'Erythrozyten-Magnesium', 'Magnesio eritrocitario', 'Magnésio eritrocitário', 'Magnésium érythrocytaire', 'Magnesio eritrocitario intracellulare'],
    explanation: 'The magnesium stored inside red cells, a longer-term view than blood magnesium.',
    sources: { loinc: `${NO_LOINC} (26746-8 is used by one mapping register but was found nowhere else)`, conversion: IONS_PER_CHARGE('magnesium Mg', 24.305, 2), range: RANGES.quest },
  },
  {
    key: 'phosphorus', name: 'Phosphorus', category: 'minerals', loinc: '2777-1', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(3.0974).filter((conversion) => conversion.unit !== 'meq/l'), referenceRanges: { any: range(2.5, 4.5) },
    aliases: ['Phosphorus', 'Phosphate', 'Inorganic Phosphorus', 'Serum Phosphorus', 'PO4', 'Foszfát', 'Foszfor', 'Szervetlen foszfát', 'Phosphat', 'Anorganisches Phosphat', 'Fósforo', 'Fosfato', 'Fósforo inorgánico', 'Phosphore', 'Phosphates', 'Phosphorémie', 'Fosforo', 'Fosfato inorganico', 'Fosforemia', 'Fosfor', 'İnorganik Fosfor'],
    explanation: 'A mineral that works with calcium to build bones and store energy.',
    sources: { loinc: loincSource('2777-1', 'Phosphate [Mass/volume] in Serum or Plasma', TW_IG), conversion: molarMass('phosphorus P', 30.974, 'IUPAC standard atomic weight'), range: RANGES.mayo },
  },
  {
    key: 'zinc', name: 'Zinc', category: 'minerals', loinc: '5763-8', canonicalUnit: 'µg/dL',
    conversions: [...unitsEqualTo('ug/dl'), { unit: 'umol/l', factor: 6.538 }, { unit: 'ug/l', factor: 0.1 }, { unit: 'mg/l', factor: 100 }], referenceRanges: { any: range(60, 120) },
    aliases: ['Zinc', 'Zn', 'Serum Zinc', 'Cink', 'Zink', 'Zinco', 'Zinc sérique'],
    explanation: 'A trace mineral needed for immunity, wound healing, taste and smell.',
    sources: { loinc: loincSource('5763-8', 'Zinc [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: molarMass('zinc Zn', 65.38, 'IUPAC standard atomic weight'), range: RANGES.mayo },
  },
  {
    key: 'copper', name: 'Copper', category: 'minerals', loinc: '5631-7', canonicalUnit: 'µg/dL',
    conversions: [...unitsEqualTo('ug/dl'), { unit: 'umol/l', factor: 6.3546 }, { unit: 'ug/l', factor: 0.1 }, { unit: 'mg/l', factor: 100 }], referenceRanges: { male: range(70, 140), female: range(80, 155) },
    aliases: ['Copper', 'Cu', 'Serum Copper', 'Réz', 'Kupfer', 'Cobre', 'Cuivre', 'Rame', 'Cupremia'],
    explanation: 'A trace mineral that helps form red cells and connective tissue.',
    sources: { loinc: loincSource('5631-7', 'Copper [Mass/volume] in Serum or Plasma', LOINC_TABLE), conversion: molarMass('copper Cu', 63.546, 'IUPAC standard atomic weight'), range: RANGES.tietz },
  },
  {
    key: 'selenium', name: 'Selenium', category: 'minerals', loinc: '5724-0', canonicalUnit: 'µg/L',
    conversions: [...unitsEqualTo('ug/l', 'ng/ml'), { unit: 'umol/l', factor: 78.971 }, { unit: 'ug/dl', factor: 10 }], referenceRanges: { any: range(70, 150) },
    aliases: ['Selenium', 'Szelén', 'Selen', 'Selenio', 'Selênio', 'Sélénium'],
    explanation: 'A trace mineral for thyroid hormones and antioxidant enzymes.',
    sources: { loinc: loincSource('5724-0', 'Selenium [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: molarMass('selenium Se', 78.971, 'IUPAC standard atomic weight'), range: RANGES.mayo },
  },
  {
    key: 'lead', name: 'Lead (blood)', category: 'minerals', loinc: '77307-7', canonicalUnit: 'µg/dL',
    conversions: [...unitsEqualTo('ug/dl'), { unit: 'umol/l', factor: 20.72 }, { unit: 'ug/l', factor: 0.1 }], referenceRanges: { any: range(null, 3.5) },
    aliases: ['Lead', 'Blood Lead', 'Pb', 'Ólom', 'Blei', 'Plomo', 'Chumbo', 'Plomb', 'Plombémie', 'Piombo'],
    explanation: 'A toxic metal; any amount in blood is unwanted.',
    sources: { loinc: loincSource('77307-7', 'Lead [Mass/volume] in Venous blood', TW_IG), conversion: molarMass('lead Pb', 207.2, 'IUPAC standard atomic weight'), range: 'CDC blood lead reference value 3.5 µg/dL (2021)' },
  },
];
