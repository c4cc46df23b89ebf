/**
 * The tests the synthetic development corpus draws from: the catalog marker each one must be recognised as,
 * the names labs print for it in each language, and a conventional (US) and an SI unit with a typical range.
 * Ranges are ordinary adult intervals used only to place plausible values; they are not clinical guidance.
 */
export type CorpusLanguage = 'en' | 'hu' | 'de' | 'es' | 'fr' | 'pt' | 'it';

export interface CorpusUnit {
  unit: string;
  low: number | null;
  high: number | null;
  decimals: number;
  /** The catalog marker when it depends on the unit (urine red cells per µL are the analyser count, per hpf the microscopy). */
  markerKey?: string;
  /** Other spellings labs print for the same unit ('K/uL' for 'x10E3/uL', 'mmol/l'); a report picks one. */
  spellings?: readonly string[];
}

export interface CorpusTest {
  markerKey: string;
  names: Partial<Record<CorpusLanguage, readonly string[]>> & { en: readonly string[] };
  us: CorpusUnit;
  si: CorpusUnit;
  specimen?: 'urine';
}

/** Spellings of a unit other than the one in the test list, the way different labs and countries print it. */
const UNIT_SPELLINGS: Record<string, readonly string[]> = {
  'mg/dL': ['mg/dl'],
  'mmol/L': ['mmol/l'],
  'µmol/L': ['umol/L', 'µmol/l'],
  'U/L': ['IU/L', 'U/l'],
  'x10E3/uL': ['K/uL', 'x10^3/µL', '10^3/uL'],
  'x10E6/uL': ['M/uL', 'x10^6/µL'],
  'Giga/L': ['G/L', '10^9/L'],
  'Tera/L': ['T/L', '10^12/L'],
  '10*9/L': ['G/l', '10^9/l'],
  'g/L': ['g/l'],
  'ng/mL': ['ng/ml'],
  'pmol/L': ['pmol/l'],
};

const u = (unit: string, low: number | null, high: number | null, decimals: number): CorpusUnit => {
  const spellings = UNIT_SPELLINGS[unit];
  return spellings ? { unit, low, high, decimals, spellings } : { unit, low, high, decimals };
};

export const CORPUS_TESTS: readonly CorpusTest[] = [
  { markerKey: 'glucose', names: { en: ['Glucose', 'Glucose, Fasting', 'Fasting Glucose', 'Glucose, Serum'], hu: ['Glükóz', 'Vércukor'], de: ['Glukose', 'Glucose nüchtern'], es: ['Glucosa'], fr: ['Glycémie', 'Glucose'], pt: ['Glicose', 'Glicemia', 'Glicose em jejum'], it: ['Glucosio', 'Glicemia', 'Glucosio a digiuno'] }, us: u('mg/dL', 70, 99, 0), si: u('mmol/L', 3.9, 5.5, 1) },
  { markerKey: 'total_cholesterol', names: { en: ['Cholesterol, Total', 'Total Cholesterol'], hu: ['Koleszterin', 'Összkoleszterin'], de: ['Cholesterin gesamt', 'Cholesterin'], es: ['Colesterol total'], fr: ['Cholestérol total'], pt: ['Colesterol total'], it: ['Colesterolo totale'] }, us: u('mg/dL', null, 200, 0), si: u('mmol/L', null, 5.2, 2) },
  { markerKey: 'hdl_cholesterol', names: { en: ['HDL Cholesterol', 'HDL-C'], hu: ['HDL-koleszterin'], de: ['HDL-Cholesterin'], es: ['Colesterol HDL'], fr: ['Cholestérol HDL'], pt: ['Colesterol HDL'], it: ['Colesterolo HDL'] }, us: u('mg/dL', 40, null, 0), si: u('mmol/L', 1.0, null, 2) },
  { markerKey: 'ldl_cholesterol', names: { en: ['LDL Cholesterol', 'LDL-C'], hu: ['LDL-koleszterin'], de: ['LDL-Cholesterin'], es: ['Colesterol LDL'], fr: ['Cholestérol LDL'], pt: ['Colesterol LDL'], it: ['Colesterolo LDL'] }, us: u('mg/dL', null, 100, 0), si: u('mmol/L', null, 3.0, 2) },
  { markerKey: 'triglycerides', names: { en: ['Triglycerides'], hu: ['Triglicerid'], de: ['Triglyzeride'], es: ['Triglicéridos'], fr: ['Triglycérides'], pt: ['Triglicerídeos', 'Triglicerídios'], it: ['Trigliceridi'] }, us: u('mg/dL', null, 150, 0), si: u('mmol/L', null, 1.7, 2) },
  { markerKey: 'creatinine', names: { en: ['Creatinine', 'Creatinine, Serum'], hu: ['Kreatinin'], de: ['Kreatinin'], es: ['Creatinina'], fr: ['Créatinine'], pt: ['Creatinina'], it: ['Creatinina', 'Creatininemia'] }, us: u('mg/dL', 0.6, 1.3, 2), si: u('µmol/L', 62, 106, 0) },
  { markerKey: 'urea', names: { en: ['Urea'], hu: ['Karbamid'], de: ['Harnstoff'], es: ['Urea'], fr: ['Urée'], pt: ['Ureia'], it: ['Urea', 'Azotemia'] }, us: u('mg/dL', 15, 45, 0), si: u('mmol/L', 2.5, 7.5, 1) },
  { markerKey: 'uric_acid', names: { en: ['Uric Acid'], hu: ['Húgysav'], de: ['Harnsäure'], es: ['Ácido úrico'], fr: ['Acide urique'], pt: ['Ácido úrico'], it: ['Acido urico'] }, us: u('mg/dL', 3.5, 7.2, 1), si: u('µmol/L', 202, 417, 0) },
  { markerKey: 'sodium', names: { en: ['Sodium'], hu: ['Nátrium', 'Nátrium (Na)'], de: ['Natrium'], es: ['Sodio'], fr: ['Sodium', 'Natrémie'], pt: ['Sódio'], it: ['Sodio'] }, us: u('mmol/L', 136, 145, 0), si: u('mmol/L', 136, 145, 0) },
  { markerKey: 'potassium', names: { en: ['Potassium'], hu: ['Kálium'], de: ['Kalium'], es: ['Potasio'], fr: ['Potassium', 'Kaliémie'], pt: ['Potássio'], it: ['Potassio'] }, us: u('mmol/L', 3.5, 5.1, 1), si: u('mmol/L', 3.5, 5.1, 1) },
  { markerKey: 'calcium', names: { en: ['Calcium'], hu: ['Kalcium'], de: ['Calcium'], es: ['Calcio'], fr: ['Calcium'], pt: ['Cálcio'], it: ['Calcio'] }, us: u('mg/dL', 8.6, 10.3, 1), si: u('mmol/L', 2.15, 2.55, 2) },
  { markerKey: 'alt', names: { en: ['ALT (SGPT)', 'ALT'], hu: ['GPT', 'ALAT'], de: ['GPT', 'ALT'], es: ['Transaminasa GPT', 'ALT'], fr: ['ALAT'], pt: ['ALT'], it: ['ALT'] }, us: u('U/L', 7, 56, 0), si: u('U/L', 7, 50, 0) },
  { markerKey: 'ast', names: { en: ['AST (SGOT)', 'AST'], hu: ['GOT', 'ASAT'], de: ['GOT', 'AST'], es: ['Transaminasa GOT', 'AST'], fr: ['ASAT'], pt: ['AST'], it: ['AST'] }, us: u('U/L', 10, 40, 0), si: u('U/L', 10, 50, 0) },
  { markerKey: 'ggt', names: { en: ['GGT'], hu: ['Gamma-GT'], de: ['Gamma-GT'], es: ['GGT'], fr: ['Gamma-GT'], pt: ['Gama GT', 'GGT', 'Gama-GT'], it: ['Gamma GT'] }, us: u('U/L', 8, 61, 0), si: u('U/L', 8, 61, 0) },
  { markerKey: 'alkaline_phosphatase', names: { en: ['Alkaline Phosphatase'], hu: ['Alkalikus foszfatáz'], de: ['Alkalische Phosphatase'], es: ['Fosfatasa alcalina'], fr: ['Phosphatases alcalines'], pt: ['Fosfatase alcalina'], it: ['Fosfatasi alcalina'] }, us: u('U/L', 44, 147, 0), si: u('U/L', 40, 130, 0) },
  { markerKey: 'bilirubin_total', names: { en: ['Bilirubin, Total'], hu: ['Összbilirubin', 'Bilirubin összes'], de: ['Bilirubin gesamt'], es: ['Bilirrubina total'], fr: ['Bilirubine totale'], pt: ['Bilirrubina total'], it: ['Bilirubina totale'] }, us: u('mg/dL', 0.1, 1.2, 1), si: u('µmol/L', 3, 21, 1) },
  { markerKey: 'albumin', names: { en: ['Albumin'], hu: ['Albumin'], de: ['Albumin'], es: ['Albúmina'], fr: ['Albumine'], pt: ['Albumina'], it: ['Albumina'] }, us: u('g/dL', 3.5, 5.0, 1), si: u('g/L', 35, 50, 0) },
  { markerKey: 'hemoglobin', names: { en: ['Hemoglobin', 'Haemoglobin', 'Hgb'], hu: ['Hemoglobin'], de: ['Hämoglobin'], es: ['Hemoglobina'], fr: ['Hémoglobine'], pt: ['Hemoglobina'], it: ['Emoglobina'] }, us: u('g/dL', 13.2, 16.6, 1), si: u('g/L', 135, 175, 0) },
  { markerKey: 'hematocrit', names: { en: ['Hematocrit'], hu: ['Hematokrit'], de: ['Hämatokrit'], es: ['Hematocrito'], fr: ['Hématocrite'], pt: ['Hematócrito'], it: ['Ematocrito'] }, us: u('%', 38.3, 48.6, 1), si: u('L/L', 0.4, 0.52, 2) },
  { markerKey: 'wbc_count', names: { en: ['WBC', 'White Blood Cell Count'], hu: ['Fehérvérsejtszám', 'Leukocyta', 'Fehérvérsejt szám'], de: ['Leukozyten'], es: ['Leucocitos', 'Leucocitos totales'], fr: ['Leucocytes'], pt: ['Leucócitos'], it: ['Leucociti', 'Globuli bianchi'] }, us: u('x10E3/uL', 3.4, 10.8, 1), si: u('Giga/L', 4.0, 10.0, 2) },
  { markerKey: 'rbc_count', names: { en: ['RBC', 'Red Blood Cell Count'], hu: ['Vörösvértestszám'], de: ['Erythrozyten'], es: ['Hematíes', 'Eritrocitos'], fr: ['Hématies', 'Globules rouges'], pt: ['Eritrócitos', 'Hemácias'], it: ['Eritrociti', 'Globuli rossi'] }, us: u('x10E6/uL', 4.14, 5.8, 2), si: u('Tera/L', 4.5, 5.9, 2) },
  { markerKey: 'platelet_count', names: { en: ['Platelets', 'Platelet Count'], hu: ['Thrombocyta', 'Trombocita'], de: ['Thrombozyten'], es: ['Plaquetas', 'Plaquetas totales'], fr: ['Plaquettes'], pt: ['Plaquetas'], it: ['Piastrine'] }, us: u('x10E3/uL', 150, 450, 0), si: u('10*9/L', 150, 400, 0) },
  { markerKey: 'mcv', names: { en: ['MCV'], hu: ['MCV'], de: ['MCV'], es: ['VCM'], fr: ['VGM'], pt: ['VCM'], it: ['MCV'] }, us: u('fL', 79, 97, 1), si: u('fL', 80, 100, 1) },
  { markerKey: 'tsh', names: { en: ['TSH'], hu: ['TSH'], de: ['TSH basal'], es: ['TSH'], fr: ['TSH'], pt: ['TSH'], it: ['TSH'] }, us: u('uIU/mL', 0.45, 4.5, 2), si: u('mIU/L', 0.4, 4.0, 2) },
  { markerKey: 'free_t4', names: { en: ['Free T4', 'T4, Free'], hu: ['Szabad T4', 'FT4'], de: ['Freies T4', 'fT4'], es: ['T4 libre'], fr: ['T4 libre'], pt: ['T4 livre'], it: ['FT4'] }, us: u('ng/dL', 0.82, 1.77, 2), si: u('pmol/L', 12, 22, 1) },
  { markerKey: 'ferritin', names: { en: ['Ferritin'], hu: ['Ferritin'], de: ['Ferritin'], es: ['Ferritina'], fr: ['Ferritine'], pt: ['Ferritina'], it: ['Ferritina'] }, us: u('ng/mL', 30, 400, 0), si: u('µg/L', 30, 400, 0) },
  { markerKey: 'iron', names: { en: ['Iron'], hu: ['Vas'], de: ['Eisen'], es: ['Hierro'], fr: ['Fer sérique'], pt: ['Ferro'], it: ['Ferro', 'Sideremia'] }, us: u('ug/dL', 38, 169, 0), si: u('µmol/L', 10.7, 28.6, 1) },
  { markerKey: 'vitamin_d_25oh', names: { en: ['Vitamin D, 25-Hydroxy', '25-Hydroxyvitamin D'], hu: ['D-vitamin'], de: ['25-OH-Vitamin D'], es: ['Vitamina D 25-OH'], fr: ['Vitamine D 25-OH'], pt: ['Vitamina D 25-OH'], it: ['Vitamina D 25-OH'] }, us: u('ng/mL', 30, 100, 1), si: u('nmol/L', 75, 250, 0) },
  { markerKey: 'vitamin_b12', names: { en: ['Vitamin B12'], hu: ['B12-vitamin'], de: ['Vitamin B12'], es: ['Vitamina B12'], fr: ['Vitamine B12'], pt: ['Vitamina B12'], it: ['Vitamina B12'] }, us: u('pg/mL', 232, 1245, 0), si: u('pmol/L', 145, 569, 0) },
  { markerKey: 'hba1c', names: { en: ['Hemoglobin A1c', 'HbA1c'], hu: ['HbA1c'], de: ['HbA1c'], es: ['Hemoglobina glicosilada', 'Hemoglobina A1c'], fr: ['Hémoglobine glyquée'], pt: ['Hemoglobina glicada'], it: ['Emoglobina glicata'] }, us: u('%', 4.8, 5.6, 1), si: u('mmol/mol', 20, 42, 0) },
  { markerKey: 'crp', names: { en: ['C-Reactive Protein', 'CRP'], hu: ['CRP'], de: ['CRP'], es: ['Proteína C reactiva'], fr: ['CRP'], pt: ['Proteína C reativa'], it: ['PCR'] }, us: u('mg/L', null, 5, 1), si: u('mg/L', null, 5, 1) },
  { markerKey: 'egfr', names: { en: ['eGFR'], hu: ['eGFR'], de: ['eGFR'], es: ['Filtrado glomerular'], fr: ['DFG estimé', 'eGFR'], pt: ['eGFR'], it: ['eGFR'] }, us: u('mL/min/1.73m2', 60, null, 0), si: u('ml/min/1.73m2', 60, null, 0) },
];

/** Urine chemistry and sediment counts; several share a name with a blood marker and must stay urine results. */
export const CORPUS_URINE_TESTS: readonly CorpusTest[] = [
  { markerKey: 'urine_ph', specimen: 'urine', names: { en: ['pH'], hu: ['pH'], de: ['pH-Wert'], es: ['pH'], fr: ['pH'], pt: ['pH'], it: ['pH'] }, us: u('', 5, 8, 1), si: u('', 5, 8, 1) },
  { markerKey: 'urine_specific_gravity', specimen: 'urine', names: { en: ['Specific Gravity'], hu: ['Fajsúly'], de: ['Spezifisches Gewicht'], es: ['Densidad'], fr: ['Densité'], pt: ['Densidade'], it: ['Peso specifico'] }, us: u('', 1.005, 1.03, 3), si: u('', 1.005, 1.03, 3) },
  { markerKey: 'urine_rbc', specimen: 'urine', names: { en: ['RBC'], hu: ['Vörösvértest'], de: ['Erythrozyten'], es: ['Hematíes'], fr: ['Hématies'], pt: ['Hemácias'], it: ['Emazie'] }, us: u('/hpf', 0, 2, 0), si: { ...u('/µL', 0, 15, 0), markerKey: 'urine_rbc_count' } },
  { markerKey: 'urine_wbc', specimen: 'urine', names: { en: ['WBC'], hu: ['Fehérvérsejt'], de: ['Leukozyten'], es: ['Leucocitos'], fr: ['Leucocytes'], pt: ['Leucócitos'], it: ['Leucociti'] }, us: u('/hpf', 0, 5, 0), si: { ...u('/µL', 0, 20, 0), markerKey: 'urine_wbc_count' } },
  { markerKey: 'urine_creatinine', specimen: 'urine', names: { en: ['Creatinine, Urine'], hu: ['Kreatinin'], de: ['Kreatinin'], es: ['Creatinina'], fr: ['Créatinine'], pt: ['Creatinina'], it: ['Creatinina'] }, us: u('mg/dL', 20, 320, 0), si: u('mmol/L', 2.5, 25, 1) },
  { markerKey: 'urine_microalbumin', specimen: 'urine', names: { en: ['Microalbumin'], hu: ['Mikroalbumin'], de: ['Mikroalbumin'], es: ['Microalbúmina'], fr: ['Microalbumine'], pt: ['Microalbumina'], it: ['Microalbumina'] }, us: u('mg/L', null, 30, 1), si: u('mg/L', null, 30, 1) },
];
