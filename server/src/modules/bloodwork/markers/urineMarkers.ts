import { ELECTROLYTE_MMOL_PER_L, ENZYME_ACTIVITY, massOrMolarMgPerDl, range, unitsEqualTo, type Marker, type UnitConversion } from './marker.js';
import { FHIR_EXAMPLES, KATAL, LOINC_TABLE, MAPPING_REGISTER, NO_LOINC, RANGES, TW_IG, loincSource, molarMass } from './markerSources.js';

/** Words that mark a printed name as a urine result in each language, e.g. 'Urine glucose', 'Harn-Glukose', 'Glucosa en orina'. */
const URINE_WORDS = ['Urine', 'U', 'Vizelet', 'Harn', 'Urin', 'Orina', 'Urinaire', 'Urina', 'Urinário'];

function inUrine(names: readonly string[]): string[] {
  return names.flatMap((name) => [name, ...URINE_WORDS.map((word) => `${word} ${name}`)]);
}

const PER_HPF = unitsEqualTo('/hpf');
const PER_LPF = unitsEqualTo('/lpf');
const PER_MICROLITRE: UnitConversion[] = [...unitsEqualTo('/ul'), { unit: '/ml', factor: 0.001 }, { unit: '10^3/ml', factor: 1 }];
const MANUAL_SEDIMENT_RANGE = 'European Urinalysis Guidelines (Scand J Clin Lab Invest 2000;60 Suppl 231), manual sediment at ×400';
const NO_RANGE_RANDOM = 'random-urine chemistry has no population reference interval (Mayo Clinic Laboratories)';

const URINE_CHEMISTRY: readonly Marker[] = [
  {
    key: 'urine_ph', name: 'Urine pH', category: 'urine', specimen: 'urine', loinc: '5803-2', canonicalUnit: '',
    conversions: unitsEqualTo(''), referenceRanges: { any: range(4.5, 8) },
    aliases: [...inUrine(['pH']), 'Reaction pH', 'Kémhatás', 'pH-Wert'],
    explanation: 'How acidic your urine is, influenced by diet and kidney function.',
    sources: { loinc: loincSource('5803-2', 'pH of Urine by Test strip', TW_IG), range: RANGES.euUrinalysis },
  },
  {
    key: 'urine_specific_gravity', name: 'Urine specific gravity', category: 'urine', specimen: 'urine', loinc: '5811-5', canonicalUnit: '',
    conversions: unitsEqualTo('', 'g/ml', 'kg/l'), referenceRanges: { any: range(1.005, 1.03) },
    aliases: ['Densidad', 'Densidad urinaria', 'Densité', 'Densité urinaire', 'Densidade', 'Densidade urinária', ...inUrine(['Specific Gravity', 'Sp. Gravity', 'SG', 'Density']), 'Fajsúly', 'Fajsúly (sűrűség)', 'Spezifisches Gewicht', 'Densidad urinaria', 'Densidade urinária', 'Densité urinaire', 'Peso specifico', 'Gravedad específica'],
    explanation: 'How concentrated your urine is, a simple hydration check.',
    sources: { loinc: loincSource('5811-5', 'Specific gravity of Urine by Test strip', MAPPING_REGISTER), range: RANGES.euUrinalysis },
  },
  {
    key: 'urine_glucose', name: 'Urine glucose', category: 'urine', specimen: 'urine', loinc: '5792-7', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(18.016), referenceRanges: { any: range(null, 15) },
    aliases: [...inUrine(['Glucose', 'Sugar']), 'Glükóz', 'Cukor', 'Vizelet cukor', 'Vizelet glükóz', 'Glukose', 'Zucker', 'Harnzucker', 'Glukose im Urin', 'Glucosa en orina', 'Glicose na urina', 'Glucose urinaire', 'Glucosio nelle urine', 'Glucosa', 'Glicose', 'Glucosio', 'Glucosurie', 'Glucosuria', 'Glicosúria'],
    explanation: 'Sugar spilling into urine, usually because blood sugar is high.',
    sources: { loinc: loincSource('5792-7', 'Glucose [Mass/volume] in Urine by Test strip', TW_IG), conversion: molarMass('glucose C6H12O6', 180.16), range: 'Tietz, 7th ed.: random urine glucose below 15 mg/dL' },
  },
  {
    key: 'urine_protein', name: 'Urine protein', category: 'urine', specimen: 'urine', loinc: '5804-0', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'g/l', factor: 100 }, { unit: 'mg/l', factor: 0.1 }], referenceRanges: { any: range(null, 15) },
    aliases: [...inUrine(['Protein', 'Proteins']), 'Albumin', 'Fehérje', 'Vizelet fehérje', 'Eiweiß', 'Eiweiß im Urin', 'Proteínas en orina', 'Proteína na urina', 'Protéines urinaires', 'Proteine nelle urine', 'Eiweiss', 'Proteine', 'Proteínas', 'Proteína', 'Protéines', 'Protéinurie', 'Proteinuria', 'Proteinúria', 'Albumina'],
    explanation: 'Protein leaking into urine, a sign the kidney filters are strained.',
    sources: { loinc: loincSource('5804-0', 'Protein [Mass/volume] in Urine by Test strip', FHIR_EXAMPLES), conversion: 'mass units only (1 g/L = 100 mg/dL)', range: 'Tietz, 7th ed.: random urine protein below 15 mg/dL (dipstick negative)' },
  },
  {
    key: 'urine_ketones', name: 'Urine ketones', category: 'urine', specimen: 'urine', loinc: '5797-6', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'mmol/l', factor: 10.209 }, { unit: 'g/l', factor: 100 }], referenceRanges: { any: range(null, 5) },
    aliases: [...inUrine(['Ketones', 'Ketone', 'Ketone Bodies', 'Acetone']), 'Keton', 'Ketontestek', 'Vizelet keton', 'Aceton', 'Ketone im Urin', 'Cetonas en orina', 'Cetonas na urina', 'Cétones urinaires', 'Chetoni nelle urine', 'Ketonkörper', 'Cetonas', 'Cuerpos cetónicos', 'Corpos cetônicos', 'Cetonúria', 'Corps cétoniques', 'Cétones', 'Chetoni', 'Corpi chetonici'],
    explanation: 'Fat-burning by-products; they appear with fasting, keto diets or uncontrolled diabetes.',
    sources: { loinc: loincSource('5797-6', 'Ketones [Mass/volume] in Urine by Test strip', TW_IG), conversion: molarMass('acetoacetic acid C4H6O3 (what strips detect)', 102.09), range: 'Roche Combur-Test insert: negative below 5 mg/dL acetoacetate' },
  },
  {
    key: 'urine_bilirubin', name: 'Urine bilirubin', category: 'urine', specimen: 'urine', loinc: '5770-3', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(58.466), referenceRanges: { any: range(null, 0.5) },
    aliases: [...inUrine(['Bilirubin']), 'Bilirrubina', 'Bilirubine', 'Bilirubina'],
    explanation: 'Processed bilirubin in urine, a sign of liver or bile-duct trouble.',
    sources: { loinc: loincSource('5770-3', 'Bilirubin.total [Presence] in Urine by Test strip', TW_IG), conversion: molarMass('bilirubin C33H36N4O6', 584.66), range: 'Roche Combur-Test insert: negative below 0.5 mg/dL' },
  },
  {
    key: 'urine_urobilinogen', name: 'Urine urobilinogen', category: 'urine', specimen: 'urine', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl', 'eu/dl'), { unit: 'umol/l', factor: 0.05927 }, { unit: 'mg/l', factor: 0.1 }], referenceRanges: { any: range(0.2, 1) },
    aliases: [...inUrine(['Urobilinogen', 'UBG', 'URO']), 'Urobilinogén', 'Urobilinógeno', 'Urobilinogène', 'Urobilinogeno'],
    explanation: 'A bilirubin breakdown product; raised in liver disease and red-cell breakdown.',
    sources: { loinc: `${NO_LOINC} (20405-7 is quoted by one register only)`, conversion: `${molarMass('urobilinogen C33H44N4O6', 592.7)}; 1 Ehrlich unit/dL ≈ 1 mg/dL (Siemens Multistix insert)`, range: 'Siemens Multistix 10 SG insert: normal 0.2–1.0 mg/dL' },
  },
  {
    key: 'urine_nitrite', name: 'Urine nitrite', category: 'urine', specimen: 'urine', loinc: '5802-4', canonicalUnit: '',
    conversions: unitsEqualTo(''), referenceRanges: {},
    aliases: [...inUrine(['Nitrite', 'Nitrites', 'NIT']), 'Nitrit', 'Nitritos', 'Nitrito', 'Nitriti'],
    explanation: 'Made by some bacteria; a positive result suggests a urinary infection.',
    sources: { loinc: loincSource('5802-4', 'Nitrite [Presence] in Urine by Test strip', TW_IG) },
  },
  {
    key: 'urine_leukocyte_esterase', name: 'Urine leukocyte esterase', category: 'urine', specimen: 'urine', loinc: '5799-2', canonicalUnit: '/µL',
    conversions: PER_MICROLITRE, referenceRanges: { any: range(null, 10) },
    aliases: [...inUrine(['Leukocyte Esterase', 'LEU', 'WBC Esterase']), 'Leukocita észteráz', 'Leukozytenesterase', 'Esterasa leucocitaria', 'Esterase leucocitária', 'Leucocytes (bandelette)', 'Estérase leucocytaire', 'Esterasi leucocitaria'],
    explanation: 'An enzyme from white cells; a positive result points to infection or inflammation.',
    sources: { loinc: loincSource('5799-2', 'Leukocyte esterase [Presence] in Urine by Test strip', TW_IG), conversion: '1 cell/µL = 1000 cells/mL', range: 'Roche Combur-Test insert: negative below 10 leukocytes/µL' },
  },
  {
    key: 'urine_blood', name: 'Urine blood (dipstick)', category: 'urine', specimen: 'urine', loinc: '5794-3', canonicalUnit: '/µL',
    conversions: PER_MICROLITRE, referenceRanges: { any: range(null, 5) },
    aliases: [...inUrine(['Hemoglobin', 'Haemoglobin', 'BLD', 'Erythrocytes (dipstick)']), 'Blood', 'Blood in Urine', 'Occult Blood', 'Vizelet vér', 'Blut im Urin', 'Sangre en orina', 'Sangue na urina', 'Sang dans les urines', 'Sangue nelle urine', 'Hemoglobin', 'Hämoglobin', 'Hemoglobina', 'Hémoglobine', 'Emoglobina'],
    explanation: 'Blood or hemoglobin in urine, from the kidneys, bladder or menstruation.',
    sources: { loinc: loincSource('5794-3', 'Hemoglobin [Presence] in Urine by Test strip', TW_IG), conversion: '1 cell/µL = 1000 cells/mL', range: 'Roche Combur-Test insert: negative below 5 erythrocytes/µL' },
  },
  {
    key: 'urine_creatinine', name: 'Urine creatinine', category: 'urine', specimen: 'urine', loinc: '2161-8', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(11.312), referenceRanges: {},
    aliases: [...inUrine(['Creatinine', 'Kreatinin', 'Creatinina', 'Créatinine', 'Creatinuria', 'Créatininurie']), 'Vizelet kreatinin', 'Kreatinin im Urin', 'Creatinina en orina', 'Creatinina na urina', 'Créatinine urinaire', 'Creatinina nelle urine'],
    explanation: 'Creatinine in urine, used to correct other urine results for concentration.',
    sources: { loinc: loincSource('2161-8', 'Creatinine [Mass/volume] in Urine', TW_IG), conversion: molarMass('creatinine C4H7N3O', 113.12), range: NO_RANGE_RANDOM },
  },
  {
    key: 'urine_microalbumin', name: 'Urine albumin', category: 'urine', specimen: 'urine', loinc: '14957-5', canonicalUnit: 'mg/L',
    conversions: [...unitsEqualTo('mg/l', 'ug/ml'), { unit: 'mg/dl', factor: 10 }, { unit: 'g/l', factor: 1000 }], referenceRanges: { any: range(null, 20) },
    aliases: [...inUrine(['Microalbumin', 'Micro Albumin', 'Albumin (micro)']), 'Mikroalbumin', 'Vizelet albumin', 'Albumin im Urin', 'Microalbúmina', 'Microalbuminuria', 'Microalbumina', 'Microalbuminúria', 'Microalbumine', 'Microalbuminurie', 'Microalbuminuria (urina)'],
    explanation: 'Small amounts of albumin in urine, an early kidney warning sign.',
    sources: { loinc: loincSource('14957-5', 'Microalbumin [Mass/volume] in Urine', TW_IG), conversion: 'mass units only (1 mg/dL = 10 mg/L)', range: 'Roche Tina-quant Albumin Gen.2 urine insert, < 20 mg/L' },
  },
  {
    key: 'urine_albumin_creatinine_ratio', name: 'Urine albumin / creatinine ratio', category: 'urine', specimen: 'urine', loinc: '9318-7', canonicalUnit: 'mg/g',
    conversions: [...unitsEqualTo('mg/g', 'ug/mg'), { unit: 'mg/mmol', factor: 8.8402 }, { unit: 'g/mol', factor: 8.8402 }, { unit: 'mg/mg', factor: 1000 }], referenceRanges: { any: range(null, 30) },
    aliases: [...inUrine(['Albumin Creatinine Ratio', 'Albumin/Creatinine Ratio', 'ACR', 'UACR', 'Microalbumin Creatinine Ratio', 'Microalbumin/Creatinine Ratio']), 'Albumin/kreatinin hányados', 'Albumin/Kreatinin-Quotient', 'Albumin/Kreatinin-Ratio', 'Cociente albúmina/creatinina', 'Relação albumina/creatinina', 'Rapport albumine/créatinine', 'Rapporto albumina/creatinina'],
    explanation: 'Protein leaking into urine, an early sign of kidney damage.',
    sources: { loinc: loincSource('9318-7', 'Albumin/Creatinine [Mass Ratio] in Urine', TW_IG), conversion: molarMass('creatinine C4H7N3O', 113.12), range: RANGES.kdigo2012 },
  },
  {
    key: 'urine_protein_creatinine_ratio', name: 'Urine protein / creatinine ratio', category: 'urine', specimen: 'urine', loinc: '2890-2', canonicalUnit: 'mg/g',
    conversions: [...unitsEqualTo('mg/g'), { unit: 'mg/mmol', factor: 8.8402 }, { unit: 'g/mol', factor: 8.8402 }, { unit: 'mg/mg', factor: 1000 }, { unit: 'g/g', factor: 1000 }], referenceRanges: { any: range(null, 150) },
    aliases: [...inUrine(['Protein Creatinine Ratio', 'Protein/Creatinine Ratio', 'PCR', 'UPCR']), 'Fehérje/kreatinin hányados', 'Protein/Kreatinin-Quotient', 'Eiweiß/Kreatinin-Quotient', 'Cociente proteína/creatinina', 'Relação proteína/creatinina', 'Rapport protéines/créatinine', 'Rapporto proteine/creatinina'],
    explanation: 'Total protein leaking into urine, corrected for urine concentration.',
    sources: { loinc: loincSource('2890-2', 'Protein/Creatinine [Mass Ratio] in Urine', MAPPING_REGISTER), conversion: molarMass('creatinine C4H7N3O', 113.12), range: RANGES.kdigo2012 },
  },
  {
    key: 'urine_protein_24h', name: 'Urine protein (24 h)', category: 'urine', specimen: 'urine', loinc: '2889-4', canonicalUnit: 'mg/24h',
    conversions: [...unitsEqualTo('mg/24h'), { unit: 'g/24h', factor: 1000 }], referenceRanges: { any: range(null, 150) },
    aliases: [...inUrine(['Protein 24h', '24h Protein', '24 Hour Urine Protein', 'Protein per 24 hours']), 'Napi fehérjeürítés', '24 órás fehérje', 'Eiweiß im 24-h-Urin', 'Proteinurie 24 h', 'Proteinuria 24 horas', 'Proteinúria de 24 horas', 'Protéinurie des 24 heures', 'Proteinuria 24 ore'],
    explanation: 'The protein your kidneys lose in a whole day.',
    sources: { loinc: loincSource('2889-4', 'Protein [Mass/time] in 24 hour Urine', LOINC_TABLE), conversion: 'SI prefix only (1 g = 1000 mg)', range: RANGES.kdigo2012 },
  },
  {
    key: 'urine_sodium', name: 'Urine sodium', category: 'urine', specimen: 'urine', loinc: '2955-3', canonicalUnit: 'mmol/L',
    conversions: ELECTROLYTE_MMOL_PER_L, referenceRanges: {},
    aliases: inUrine(['Sodium', 'Na', 'Nátrium', 'Natrium', 'Sodio', 'Sódio']),
    explanation: 'Salt passed in urine, reflecting salt intake and kidney handling.',
    sources: { loinc: loincSource('2955-3', 'Sodium [Moles/volume] in Urine', FHIR_EXAMPLES), conversion: 'monovalent ion: 1 mEq/L = 1 mmol/L', range: NO_RANGE_RANDOM },
  },
  {
    key: 'urine_potassium', name: 'Urine potassium', category: 'urine', specimen: 'urine', loinc: '2828-2', canonicalUnit: 'mmol/L',
    conversions: ELECTROLYTE_MMOL_PER_L, referenceRanges: {},
    aliases: inUrine(['Potassium', 'K', 'Kálium', 'Kalium', 'Potasio', 'Potássio']),
    explanation: 'Potassium passed in urine, used to work out the cause of abnormal blood potassium.',
    sources: { loinc: loincSource('2828-2', 'Potassium [Moles/volume] in Urine', FHIR_EXAMPLES), conversion: 'monovalent ion: 1 mEq/L = 1 mmol/L', range: NO_RANGE_RANDOM },
  },
  {
    key: 'urine_chloride', name: 'Urine chloride', category: 'urine', specimen: 'urine', canonicalUnit: 'mmol/L',
    conversions: ELECTROLYTE_MMOL_PER_L, referenceRanges: {},
    aliases: inUrine(['Chloride', 'Cl', 'Klorid', 'Chlorid', 'Cloro', 'Cloruro', 'Chlorure', 'Cloreto']),
    explanation: 'Chloride passed in urine, used to assess acid–base problems.',
    sources: { loinc: NO_LOINC, conversion: 'monovalent ion: 1 mEq/L = 1 mmol/L', range: NO_RANGE_RANDOM },
  },
  {
    key: 'urine_calcium', name: 'Urine calcium', category: 'urine', specimen: 'urine', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(4.008).filter((conversion) => conversion.unit !== 'meq/l'), referenceRanges: {},
    aliases: inUrine(['Calcium', 'Ca', 'Kalcium', 'Calcio', 'Cálcio', 'Calciurie', 'Calciuria']),
    explanation: 'Calcium passed in urine, used to assess kidney-stone risk.',
    sources: { loinc: NO_LOINC, conversion: molarMass('calcium Ca', 40.078, 'IUPAC standard atomic weight'), range: NO_RANGE_RANDOM },
  },
  {
    key: 'urine_phosphate', name: 'Urine phosphate', category: 'urine', specimen: 'urine', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(3.0974).filter((conversion) => conversion.unit !== 'meq/l'), referenceRanges: {},
    aliases: inUrine(['Phosphate', 'Phosphorus', 'Foszfát', 'Phosphat', 'Fosfato', 'Fósforo', 'Phosphore', 'Fosforo']),
    explanation: 'Phosphate passed in urine, used with blood phosphate to assess bone and kidney health.',
    sources: { loinc: NO_LOINC, conversion: molarMass('phosphorus P', 30.974, 'IUPAC standard atomic weight'), range: NO_RANGE_RANDOM },
  },
  {
    key: 'urine_magnesium', name: 'Urine magnesium', category: 'urine', specimen: 'urine', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(2.4305).filter((conversion) => conversion.unit !== 'meq/l'), referenceRanges: {},
    aliases: inUrine(['Magnesium', 'Mg', 'Magnézium', 'Magnesio', 'Magnésio', 'Magnésium']),
    explanation: 'Magnesium passed in urine, used to tell poor intake from kidney loss.',
    sources: { loinc: NO_LOINC, conversion: molarMass('magnesium Mg', 24.305, 'IUPAC standard atomic weight'), range: NO_RANGE_RANDOM },
  },
  {
    key: 'urine_uric_acid', name: 'Urine uric acid', category: 'urine', specimen: 'urine', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(16.811), referenceRanges: {},
    aliases: inUrine(['Uric Acid', 'Urate', 'Húgysav', 'Harnsäure', 'Ácido úrico', 'Acide urique', 'Acido urico', 'Uricosurie']),
    explanation: 'Uric acid passed in urine, used to assess gout and kidney-stone risk.',
    sources: { loinc: NO_LOINC, conversion: molarMass('uric acid C5H4N4O3', 168.11), range: NO_RANGE_RANDOM },
  },
  {
    key: 'urine_urea', name: 'Urine urea', category: 'urine', specimen: 'urine', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'mmol/l', factor: 6.006 }, { unit: 'g/l', factor: 100 }], referenceRanges: {},
    aliases: inUrine(['Urea', 'Karbamid', 'Harnstoff', 'Urée', 'Ureia']),
    explanation: 'Urea passed in urine, reflecting protein intake.',
    sources: { loinc: NO_LOINC, conversion: molarMass('urea CH4N2O', 60.06), range: NO_RANGE_RANDOM },
  },
  {
    key: 'urine_osmolality', name: 'Urine osmolality', category: 'urine', specimen: 'urine', loinc: '2695-5', canonicalUnit: 'mOsm/kg',
    conversions: unitsEqualTo('mosm/kg', 'mosm/kg h2o', 'mosmol/kg'), referenceRanges: { any: range(50, 1200) },
    aliases: inUrine(['Osmolality', 'Osmolalitás', 'Ozmolalitás', 'Osmolalität', 'Osmolalidad', 'Osmolalité', 'Osmolalidade', 'Osmolalità']),
    explanation: 'How concentrated your urine is, the kidney’s answer to your water balance.',
    sources: { loinc: loincSource('2695-5', 'Osmolality of Urine', FHIR_EXAMPLES), range: RANGES.mayo },
  },
  {
    key: 'urine_amylase', name: 'Urine amylase', category: 'urine', specimen: 'urine', canonicalUnit: 'U/L',
    conversions: ENZYME_ACTIVITY, referenceRanges: { any: range(null, 460) },
    aliases: inUrine(['Amylase', 'Alpha-Amylase', 'Amiláz', 'Diastase', 'Diasztáz', 'Amilasa', 'Amilase', 'Amilasi', 'Amylasurie']),
    explanation: 'A pancreatic enzyme passed in urine, raised after pancreatitis.',
    sources: { loinc: NO_LOINC, conversion: KATAL, range: 'Roche cobas AMYL2 insert, random urine < 460 U/L' },
  },
];

const URINE_SEDIMENT: readonly Marker[] = [
  {
    key: 'urine_rbc_hpf', name: 'Urine red cells (sediment)', category: 'urine', specimen: 'urine', loinc: '13945-1', canonicalUnit: '/HPF',
    conversions: PER_HPF, referenceRanges: { any: range(0, 2) },
    aliases: [...inUrine(['RBC', 'Red Blood Cells', 'Red Cells', 'Erythrocytes', 'RBC Sediment', 'RBC/HPF']), 'Vörösvértest', 'Vvt', 'Erythrozyten', 'Hematíes', 'Eritrocitos', 'Hemácias', 'Eritrócitos', 'Hématies', 'Globules rouges', 'Emazie', 'Eritrociti'],
    explanation: 'Red cells seen under the microscope; more than a few can mean bleeding in the urinary tract.',
    sources: { loinc: loincSource('13945-1', 'Erythrocytes [#/area] in Urine sediment by Microscopy high power field', TW_IG), range: 'AUA 2020 microhematuria guideline: 3 or more RBC/HPF is abnormal' },
  },
  {
    key: 'urine_rbc_count', name: 'Urine red cells (count)', category: 'urine', specimen: 'urine', loinc: '798-9', canonicalUnit: '/µL',
    conversions: PER_MICROLITRE, referenceRanges: {},
    aliases: [...inUrine(['RBC', 'Red Blood Cells', 'Red Cells', 'Erythrocytes']), 'Vörösvértest', 'Vvt', 'Erythrozyten', 'Hematíes', 'Eritrocitos', 'Hemácias', 'Eritrócitos', 'Hématies', 'Globules rouges', 'Emazie', 'Eritrociti'],
    explanation: 'Red cells counted by an automated urine analyser.',
    sources: { loinc: loincSource('798-9', 'Erythrocytes [#/volume] in Urine by Automated count', TW_IG), conversion: '1 cell/µL = 1000 cells/mL' },
  },
  {
    key: 'urine_wbc_hpf', name: 'Urine white cells (sediment)', category: 'urine', specimen: 'urine', loinc: '5821-4', canonicalUnit: '/HPF',
    conversions: PER_HPF, referenceRanges: { any: range(0, 5) },
    aliases: [...inUrine(['WBC', 'White Blood Cells', 'White Cells', 'Pus Cells', 'Leukocytes', 'Leucocytes', 'WBC Sediment', 'WBC/HPF']), 'Fehérvérsejt', 'Fvs', 'Leukocita', 'Leukozyten', 'Leucocitos', 'Leucócitos', 'Piócitos', 'Leucocytes', 'Leucociti'],
    explanation: 'White cells seen under the microscope; many point to infection or inflammation.',
    sources: { loinc: loincSource('5821-4', 'Leukocytes [#/area] in Urine sediment by Microscopy high power field', TW_IG), range: MANUAL_SEDIMENT_RANGE },
  },
  {
    key: 'urine_wbc_count', name: 'Urine white cells (count)', category: 'urine', specimen: 'urine', loinc: '51487-7', canonicalUnit: '/µL',
    conversions: PER_MICROLITRE, referenceRanges: {},
    aliases: [...inUrine(['WBC', 'White Blood Cells', 'White Cells', 'Leukocytes', 'Leucocytes']), 'Fehérvérsejt', 'Fvs', 'Leukocita', 'Leukozyten', 'Leucocitos', 'Leucócitos', 'Leucocytes', 'Leucociti'],
    explanation: 'White cells counted by an automated urine analyser.',
    sources: { loinc: loincSource('51487-7', 'Leukocytes [#/volume] in Urine by Automated count', TW_IG), conversion: '1 cell/µL = 1000 cells/mL' },
  },
  {
    key: 'urine_squamous_epithelial_hpf', name: 'Squamous epithelial cells (sediment)', category: 'urine', specimen: 'urine', loinc: '11277-1', canonicalUnit: '/HPF',
    conversions: PER_HPF, referenceRanges: {},
    aliases: [...inUrine(['Squamous Epithelial Cells', 'Epithelial Cells', 'Epithelial Cells Squamous', 'Squamous Epithelium', 'Epi Cells']), 'Laphám', 'Laphámsejt', 'Hámsejt', 'Plattenepithelien', 'Epithelien', 'Células epiteliales', 'Células epiteliais', 'Células epiteliales escamosas', 'Cellules épithéliales', 'Cellules squameuses', 'Cellule epiteliali', 'Cellule epiteliali squamose'],
    explanation: 'Skin-type cells from the urethra; many suggest the sample was contaminated.',
    sources: { loinc: loincSource('11277-1', 'Epithelial cells.squamous [#/area] in Urine sediment by Microscopy high power field', TW_IG) },
  },
  {
    key: 'urine_squamous_epithelial_count', name: 'Squamous epithelial cells (count)', category: 'urine', specimen: 'urine', loinc: '51486-9', canonicalUnit: '/µL',
    conversions: PER_MICROLITRE, referenceRanges: {},
    aliases: [...inUrine(['Squamous Epithelial Cells', 'Epithelial Cells', 'Epithelial Cells Squamous']), 'Laphám', 'Laphámsejt', 'Hámsejt', 'Plattenepithelien', 'Epithelien', 'Células epiteliales', 'Células epiteliais', 'Cellules épithéliales', 'Cellule epiteliali'],
    explanation: 'Skin-type cells counted by an automated urine analyser.',
    sources: { loinc: loincSource('51486-9', 'Epithelial cells.squamous [#/volume] in Urine by Automated count', TW_IG), conversion: '1 cell/µL = 1000 cells/mL' },
  },
  {
    key: 'urine_renal_epithelial_hpf', name: 'Renal tubular epithelial cells', category: 'urine', specimen: 'urine', canonicalUnit: '/HPF',
    conversions: PER_HPF, referenceRanges: { any: range(0, 0) },
    aliases: inUrine(['Renal Epithelial Cells', 'Renal Tubular Epithelial Cells', 'Tubular Epithelial Cells', 'Vesehám', 'Tubulusepithelien', 'Nierenepithelien', 'Células tubulares renales', 'Células epiteliais tubulares', 'Cellules tubulaires rénales', 'Cellule tubulari renali']),
    explanation: 'Cells from the kidney tubules; their presence can mean kidney injury.',
    sources: { loinc: NO_LOINC, range: MANUAL_SEDIMENT_RANGE },
  },
  {
    key: 'urine_transitional_epithelial_hpf', name: 'Transitional epithelial cells', category: 'urine', specimen: 'urine', canonicalUnit: '/HPF',
    conversions: PER_HPF, referenceRanges: {},
    aliases: inUrine(['Transitional Epithelial Cells', 'Urothelial Cells', 'Transitional Cells', 'Átmeneti hám', 'Übergangsepithelien', 'Urothelzellen', 'Células transicionales', 'Células de transição', 'Cellules transitionnelles', 'Cellule transizionali']),
    explanation: 'Cells lining the bladder and ureters.',
    sources: { loinc: NO_LOINC },
  },
  {
    key: 'urine_hyaline_casts', name: 'Hyaline casts', category: 'urine', specimen: 'urine', loinc: '5796-8', canonicalUnit: '/LPF',
    conversions: PER_LPF, referenceRanges: { any: range(0, 2) },
    aliases: inUrine(['Hyaline Casts', 'Hyaline Cast', 'Hialin cilinder', 'Hyaline Zylinder', 'Cilindros hialinos', 'Cylindres hyalins', 'Cilindri ialini']),
    explanation: 'Protein casts of the kidney tubules; a few are normal after exercise.',
    sources: { loinc: loincSource('5796-8', 'Hyaline casts [#/area] in Urine sediment by Microscopy low power field', TW_IG), range: 'Tietz, 7th ed.: 0–2 hyaline casts/LPF' },
  },
  {
    key: 'urine_granular_casts', name: 'Granular casts', category: 'urine', specimen: 'urine', canonicalUnit: '/LPF',
    conversions: PER_LPF, referenceRanges: { any: range(0, 0) },
    aliases: inUrine(['Granular Casts', 'Granular Cast', 'Szemcsés cilinder', 'Granulierte Zylinder', 'Cilindros granulosos', 'Cylindres granuleux', 'Cilindri granulosi']),
    explanation: 'Casts holding cell debris, a sign of kidney tubule damage.',
    sources: { loinc: NO_LOINC, range: 'Tietz, 7th ed.: granular casts absent in healthy urine' },
  },
  {
    key: 'urine_casts_count', name: 'Urine casts (count)', category: 'urine', specimen: 'urine', loinc: '51483-6', canonicalUnit: '/µL',
    conversions: PER_MICROLITRE, referenceRanges: {},
    aliases: inUrine(['Casts', 'Cylinders', 'Cilinder', 'Zylinder', 'Cilindros', 'Cylindres', 'Cilindri']),
    explanation: 'Kidney tubule casts counted by an automated urine analyser.',
    sources: { loinc: loincSource('51483-6', 'Casts [#/volume] in Urine by Automated count', TW_IG), conversion: '1 cast/µL = 1000 casts/mL' },
  },
  {
    key: 'urine_bacteria_count', name: 'Urine bacteria (count)', category: 'urine', specimen: 'urine', loinc: '51480-2', canonicalUnit: '/µL',
    conversions: PER_MICROLITRE, referenceRanges: {},
    aliases: inUrine(['Bacteria', 'Baktérium', 'Bakterien', 'Bacterias', 'Bactérias', 'Bactéries', 'Batteri']),
    explanation: 'Bacteria counted by an automated urine analyser; many suggest infection or contamination.',
    sources: { loinc: loincSource('51480-2', 'Bacteria [#/volume] in Urine by Automated count', TW_IG), conversion: '1 /µL = 1000 /mL' },
  },
  {
    key: 'urine_bacteria_hpf', name: 'Urine bacteria (sediment)', category: 'urine', specimen: 'urine', canonicalUnit: '/HPF',
    conversions: PER_HPF, referenceRanges: {},
    aliases: inUrine(['Bacteria', 'Baktérium', 'Bakterien', 'Bacterias', 'Bactérias', 'Bactéries', 'Batteri']),
    explanation: 'Bacteria seen under the microscope.',
    sources: { loinc: NO_LOINC },
  },
  {
    key: 'urine_yeast_hpf', name: 'Urine yeast', category: 'urine', specimen: 'urine', canonicalUnit: '/HPF',
    conversions: PER_HPF, referenceRanges: { any: range(0, 0) },
    aliases: inUrine(['Yeast', 'Yeast Cells', 'Budding Yeast', 'Sarjadzó gomba', 'Gomba', 'Hefen', 'Hefezellen', 'Levaduras', 'Leveduras', 'Levures', 'Lieviti']),
    explanation: 'Yeast seen in urine, often from a genital or urinary yeast infection.',
    sources: { loinc: NO_LOINC, range: MANUAL_SEDIMENT_RANGE },
  },
  {
    key: 'urine_calcium_oxalate_crystals', name: 'Calcium oxalate crystals', category: 'urine', specimen: 'urine', canonicalUnit: '/HPF',
    conversions: PER_HPF, referenceRanges: {},
    aliases: inUrine(['Calcium Oxalate Crystals', 'Calcium Oxalate', 'Ca Oxalate', 'Kalcium-oxalát', 'Ca-oxalát kristály', 'Calciumoxalat', 'Calciumoxalat-Kristalle', 'Oxalato de calcio', 'Cristales de oxalato cálcico', 'Oxalato de cálcio', 'Oxalate de calcium', 'Ossalato di calcio']),
    explanation: 'Crystals that can form kidney stones, often from diet.',
    sources: { loinc: `${NO_LOINC} (5774-5 is the presence-scale code, not a count)` },
  },
  {
    key: 'urine_uric_acid_crystals', name: 'Uric acid crystals', category: 'urine', specimen: 'urine', canonicalUnit: '/HPF',
    conversions: PER_HPF, referenceRanges: {},
    aliases: inUrine(['Uric Acid Crystals', 'Urate Crystals', 'Húgysav kristály', 'Harnsäurekristalle', 'Cristales de ácido úrico', 'Cristais de ácido úrico', 'Cristaux d’acide urique', 'Cristalli di acido urico']),
    explanation: 'Crystals from acidic urine, linked to gout and stones.',
    sources: { loinc: `${NO_LOINC} (5817-2 is the presence-scale code, not a count)` },
  },
  {
    key: 'urine_mucus', name: 'Urine mucus', category: 'urine', specimen: 'urine', loinc: '51478-6', canonicalUnit: '/µL',
    conversions: PER_MICROLITRE, referenceRanges: {},
    aliases: inUrine(['Mucus', 'Mucus Threads', 'Nyák', 'Nyákfonal', 'Schleim', 'Schleimfäden', 'Moco', 'Filamentos de moco', 'Muco', 'Filamentos mucosos', 'Mucus (filaments)', 'Filamenti mucosi']),
    explanation: 'Mucus threads in urine, usually harmless.',
    sources: { loinc: loincSource('51478-6', 'Mucus [#/volume] in Urine by Automated count', TW_IG), conversion: '1 /µL = 1000 /mL' },
  },
];

export const URINE_MARKERS: readonly Marker[] = [...URINE_CHEMISTRY, ...URINE_SEDIMENT];

/**
 * The strip pad that detects the cells a count names: white cells by their esterase, red cells by their haemoglobin.
 * A strip reading printed under the cells' name ('Leukocytes  75  Negative') is the pad's, not a count.
 */
export const STRIP_PAD_OF_CELL_COUNT: Readonly<Record<string, string>> = {
  urine_wbc_hpf: 'urine_leukocyte_esterase',
  urine_wbc_count: 'urine_leukocyte_esterase',
  urine_rbc_hpf: 'urine_blood',
  urine_rbc_count: 'urine_blood',
};
