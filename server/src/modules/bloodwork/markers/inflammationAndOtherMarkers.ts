import { ENZYME_ACTIVITY, range, unitsEqualTo, type Marker } from './marker.js';

export const INFLAMMATION_MARKERS: readonly Marker[] = [
  {
    key: 'crp', name: 'C-reactive protein', category: 'inflammation', loinc: '1988-5', canonicalUnit: 'mg/L',
    conversions: [...unitsEqualTo('mg/l', 'ug/ml'), { unit: 'mg/dl', factor: 10 }], referenceRanges: { any: range(null, 5) },
    aliases: ['CRP', 'C-Reactive Protein', 'C Reactive Protein', 'CRP Quantitative', 'C-reaktív protein', 'C-reaktives Protein', 'Proteína C reactiva', 'PCR', 'Protéine C réactive'],
    explanation: 'A protein the liver releases during inflammation or infection.',
  },
  {
    key: 'hs_crp', name: 'High-sensitivity CRP', category: 'inflammation', loinc: '30522-7', canonicalUnit: 'mg/L',
    conversions: [...unitsEqualTo('mg/l', 'ug/ml'), { unit: 'mg/dl', factor: 10 }], referenceRanges: { any: range(null, 3) },
    aliases: ['hs-CRP', 'hsCRP', 'High Sensitivity CRP', 'High-Sensitivity C-Reactive Protein', 'hs C-Reactive Protein', 'Cardio CRP', 'CRP high sensitive', 'CRP ultrasensitive', 'us-CRP'],
    explanation: 'A sensitive measure of low-grade inflammation linked to heart risk.',
  },
  {
    key: 'homocysteine', name: 'Homocysteine', category: 'cardiac', loinc: '13965-9', canonicalUnit: 'µmol/L',
    conversions: unitsEqualTo('umol/l'), referenceRanges: { any: range(5, 15) },
    aliases: ['Homocysteine', 'Homocystein', 'Homocisztein', 'Homocisteína', 'Homocystéine'],
    explanation: 'An amino acid that builds up when B vitamins are short; high levels strain blood vessels.',
  },
  {
    key: 'rheumatoid_factor', name: 'Rheumatoid factor', category: 'inflammation', loinc: '11572-5', canonicalUnit: 'IU/mL',
    conversions: unitsEqualTo('iu/ml', 'u/ml', 'kiu/l', 'ku/l'), referenceRanges: { any: range(null, 14) },
    aliases: ['RF', 'Rheumatoid Factor', 'RA Factor', 'Rheumafaktor', 'Reuma faktor'],
    explanation: 'An antibody often found in rheumatoid arthritis and other autoimmune conditions.',
  },
];

export const CARDIAC_AND_COAGULATION_MARKERS: readonly Marker[] = [
  {
    key: 'ck', name: 'Creatine kinase', category: 'cardiac', loinc: '2157-6', canonicalUnit: 'U/L',
    conversions: ENZYME_ACTIVITY, referenceRanges: { male: range(39, 308), female: range(26, 192) },
    aliases: ['CK', 'CPK', 'Creatine Kinase', 'Creatine Phosphokinase', 'CK Total', 'Kreatin-kináz', 'Kreatinkinase'],
    explanation: 'A muscle enzyme that rises after hard exercise or muscle injury.',
  },
  {
    key: 'nt_probnp', name: 'NT-proBNP', category: 'cardiac', loinc: '33762-6', canonicalUnit: 'pg/mL',
    conversions: [...unitsEqualTo('pg/ml', 'ng/l'), { unit: 'pmol/l', factor: 8.457 }], referenceRanges: { any: range(null, 125) },
    aliases: ['NT-proBNP', 'NT proBNP', 'N-terminal pro BNP', 'Pro-BNP'],
    explanation: 'A hormone released when the heart is under strain.',
  },
  {
    key: 'prothrombin_time', name: 'Prothrombin time', category: 'coagulation', loinc: '5902-2', canonicalUnit: 's',
    conversions: unitsEqualTo('s', 'sec', 'seconds'), referenceRanges: { any: range(11, 13.5) },
    aliases: ['PT', 'Prothrombin Time', 'Protrombin idő', 'Prothrombinzeit', 'Tiempo de protrombina'],
    explanation: 'How long your blood takes to clot through one pathway.',
  },
  {
    key: 'inr', name: 'INR', category: 'coagulation', loinc: '6301-6', canonicalUnit: '',
    conversions: unitsEqualTo('', 'ratio'), referenceRanges: { any: range(0.8, 1.2) },
    aliases: ['INR', 'PT INR', 'International Normalized Ratio', 'International Normalised Ratio', 'Protrombin INR'],
    explanation: 'Your clotting time standardised across labs; used to monitor blood thinners.',
  },
  {
    key: 'aptt', name: 'Activated partial thromboplastin time', category: 'coagulation', loinc: '14979-9', canonicalUnit: 's',
    conversions: unitsEqualTo('s', 'sec', 'seconds'), referenceRanges: { any: range(25, 35) },
    aliases: ['APTT', 'aPTT', 'PTT', 'Activated Partial Thromboplastin Time', 'Partial Thromboplastin Time', 'Aktivált parciális tromboplasztin idő'],
    explanation: 'How long your blood takes to clot through the other main pathway.',
  },
  {
    key: 'fibrinogen', name: 'Fibrinogen', category: 'coagulation', loinc: '3255-7', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'g/l', factor: 100 }], referenceRanges: { any: range(200, 400) },
    aliases: ['Fibrinogen', 'Fibrinogén', 'Fibrinógeno', 'Fibrinogène'],
    explanation: 'A clotting protein that also rises with inflammation.',
  },
  {
    key: 'd_dimer', name: 'D-dimer', category: 'coagulation', loinc: '48065-7', canonicalUnit: 'mg/L FEU',
    conversions: [...unitsEqualTo('mg/l', 'ug/ml'), { unit: 'ng/ml', factor: 0.001 }, { unit: 'ug/l', factor: 0.001 }], referenceRanges: { any: range(null, 0.5) },
    aliases: ['D-Dimer', 'D Dimer', 'D-dimér'],
    explanation: 'A fragment released when clots break down; a normal result helps rule out a clot.',
  },
];

export const URINE_MARKERS: readonly Marker[] = [
  {
    key: 'urine_ph', name: 'Urine pH', category: 'urine', loinc: '5803-2', canonicalUnit: '',
    conversions: unitsEqualTo(''), referenceRanges: { any: range(4.5, 8) },
    aliases: ['pH', 'Urine pH', 'Reaction pH'],
    explanation: 'How acidic your urine is, influenced by diet and kidney function.',
  },
  {
    key: 'urine_specific_gravity', name: 'Urine specific gravity', category: 'urine', loinc: '5811-5', canonicalUnit: '',
    conversions: unitsEqualTo(''), referenceRanges: { any: range(1.005, 1.03) },
    aliases: ['Specific Gravity', 'Sp. Gravity', 'SG', 'Urine Specific Gravity', 'Fajsúly'],
    explanation: 'How concentrated your urine is, a simple hydration check.',
  },
  {
    key: 'urine_albumin_creatinine_ratio', name: 'Urine albumin / creatinine ratio', category: 'urine', loinc: '9318-7', canonicalUnit: 'mg/g',
    conversions: [...unitsEqualTo('mg/g', 'ug/mg'), { unit: 'mg/mmol', factor: 8.84 }], referenceRanges: { any: range(null, 30) },
    aliases: ['Albumin Creatinine Ratio', 'ACR', 'UACR', 'Microalbumin Creatinine Ratio', 'Urine Albumin/Creatinine Ratio', 'Albumin/Kreatinin Quotient'],
    explanation: 'Protein leaking into urine, an early sign of kidney damage.',
  },
  {
    key: 'urine_microalbumin', name: 'Urine microalbumin', category: 'urine', loinc: '14957-5', canonicalUnit: 'mg/L',
    conversions: [...unitsEqualTo('mg/l', 'ug/ml'), { unit: 'mg/dl', factor: 10 }], referenceRanges: { any: range(null, 30) },
    aliases: ['Microalbumin', 'Urine Microalbumin', 'Micro Albumin', 'Mikroalbumin'],
    explanation: 'Small amounts of albumin in urine, an early kidney warning sign.',
  },
];
