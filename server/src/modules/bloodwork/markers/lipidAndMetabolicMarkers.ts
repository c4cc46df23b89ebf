import { ELECTROLYTE_MMOL_PER_L, massOrMolarMgPerDl, range, unitsEqualTo, type Marker } from './marker.js';

const CHOLESTEROL_MG_PER_DL_PER_MMOL = 38.67;
const TRIGLYCERIDE_MG_PER_DL_PER_MMOL = 88.57;
const GLUCOSE_MG_PER_DL_PER_MMOL = 18.016;

export const LIPID_MARKERS: readonly Marker[] = [
  {
    key: 'total_cholesterol', name: 'Total cholesterol', category: 'lipids', loinc: '2093-3', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(CHOLESTEROL_MG_PER_DL_PER_MMOL), referenceRanges: { any: range(null, 200) },
    aliases: ['Cholesterol', 'Cholesterol Total', 'Total Cholesterol', 'T. Cholesterol', 'TC', 'Chol', 'Koleszterin', 'Összkoleszterin', 'Gesamtcholesterin', 'Cholesterin', 'Cholesterin gesamt', 'Colesterol total', 'Colesterol', 'Cholestérol total', 'Cholestérol'],
    explanation: 'All the cholesterol carried in your blood, both the helpful and the harmful kinds.',
  },
  {
    key: 'ldl_cholesterol', name: 'LDL cholesterol', category: 'lipids', loinc: '13457-7', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(CHOLESTEROL_MG_PER_DL_PER_MMOL), referenceRanges: { any: range(null, 100) },
    aliases: ['LDL', 'LDL-C', 'LDL Cholesterol', 'LDL Cholesterol Direct', 'Direct LDL', 'Low Density Lipoprotein', 'Low Density Lipoprotein Cholesterol', 'LDL-koleszterin', 'LDL-Cholesterin', 'Colesterol LDL', 'Cholestérol LDL'],
    explanation: 'The "bad" cholesterol that can build up in artery walls.',
  },
  {
    key: 'hdl_cholesterol', name: 'HDL cholesterol', category: 'lipids', loinc: '2085-9', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(CHOLESTEROL_MG_PER_DL_PER_MMOL), referenceRanges: { male: range(40, null), female: range(50, null) },
    aliases: ['HDL', 'HDL-C', 'HDL Cholesterol', 'HDL Cholesterol Direct', 'High Density Lipoprotein', 'High Density Lipoprotein Cholesterol', 'HDL-koleszterin', 'HDL-Cholesterin', 'Colesterol HDL', 'Cholestérol HDL'],
    explanation: 'The "good" cholesterol that carries excess cholesterol back to the liver.',
  },
  {
    key: 'vldl_cholesterol', name: 'VLDL cholesterol', category: 'lipids', loinc: '13458-5', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(CHOLESTEROL_MG_PER_DL_PER_MMOL), referenceRanges: { any: range(null, 30) },
    aliases: ['VLDL', 'VLDL Cholesterol', 'VLDL-C', 'Very Low Density Lipoprotein'],
    explanation: 'Cholesterol carried by very-low-density particles that mostly transport triglycerides.',
  },
  {
    key: 'non_hdl_cholesterol', name: 'Non-HDL cholesterol', category: 'lipids', loinc: '43396-1', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(CHOLESTEROL_MG_PER_DL_PER_MMOL), referenceRanges: { any: range(null, 130) },
    aliases: ['Non-HDL Cholesterol', 'Non HDL Cholesterol', 'Non-HDL-C', 'Non-HDL-Cholesterin', 'Non-HDL-koleszterin'],
    explanation: 'Total cholesterol minus HDL: all the cholesterol in particles that can clog arteries.',
  },
  {
    key: 'triglycerides', name: 'Triglycerides', category: 'lipids', loinc: '2571-8', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(TRIGLYCERIDE_MG_PER_DL_PER_MMOL), referenceRanges: { any: range(null, 150) },
    aliases: ['Triglyceride', 'Triglycerides', 'TG', 'TRIG', 'Triglicerid', 'Trigliceridek', 'Triglyceride', 'Triglyzeride', 'Triglicéridos', 'Triglycérides'],
    explanation: 'The main form of fat in the blood, raised by excess calories, sugar and alcohol.',
  },
  {
    key: 'cholesterol_hdl_ratio', name: 'Total cholesterol / HDL ratio', category: 'lipids', loinc: '9830-1', canonicalUnit: 'ratio',
    conversions: unitsEqualTo('ratio', ''), referenceRanges: { any: range(null, 5) },
    aliases: ['TC/HDL Ratio', 'Total Cholesterol/HDL Ratio', 'Cholesterol/HDL Ratio', 'CHOL/HDL Ratio', 'Total Cholesterol HDL Ratio'],
    explanation: 'How total cholesterol compares with protective HDL; lower means lower heart risk.',
  },
  {
    key: 'ldl_hdl_ratio', name: 'LDL / HDL ratio', category: 'lipids', loinc: '11054-4', canonicalUnit: 'ratio',
    conversions: unitsEqualTo('ratio', ''), referenceRanges: { any: range(null, 3.5) },
    aliases: ['LDL/HDL Ratio', 'LDL HDL Ratio'],
    explanation: 'How harmful LDL compares with protective HDL cholesterol.',
  },
  {
    key: 'apolipoprotein_b', name: 'Apolipoprotein B', category: 'lipids', loinc: '1884-6', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'g/l', factor: 100 }], referenceRanges: { any: range(null, 90) },
    aliases: ['Apo B', 'ApoB', 'Apolipoprotein B', 'Apolipoprotein B-100'],
    explanation: 'Counts the particles that carry cholesterol into artery walls.',
  },
  {
    key: 'lipoprotein_a', name: 'Lipoprotein(a)', category: 'lipids', loinc: '10835-7', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'g/l', factor: 100 }, { unit: 'mg/l', factor: 0.1 }], referenceRanges: { any: range(null, 30) },
    aliases: ['Lp(a)', 'Lipoprotein a', 'Lipoprotein (a)', 'Lipoprotein little a'],
    explanation: 'An inherited cholesterol particle that raises heart risk independently of LDL.',
  },
];

export const METABOLIC_MARKERS: readonly Marker[] = [
  {
    key: 'glucose', name: 'Glucose', category: 'metabolic', loinc: '2345-7', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(GLUCOSE_MG_PER_DL_PER_MMOL), referenceRanges: { any: range(70, 99) },
    aliases: ['Glucose', 'Blood Glucose', 'Blood Sugar', 'Glucose Fasting', 'Fasting Glucose', 'Fasting Blood Sugar', 'FBS', 'Fasting Plasma Glucose', 'FPG', 'Glucose F', 'Glucose Random', 'Random Blood Sugar', 'RBS', 'Glucose PP', 'Post Prandial Blood Sugar', 'PPBS', 'Vércukor', 'Glükóz', 'Glukóz', 'Éhomi vércukor', 'Glukose', 'Glukose nüchtern', 'Nüchternglukose', 'Glucosa', 'Glucemia', 'Glycémie', 'Glucose à jeun'],
    explanation: 'The sugar in your blood, the body’s main fuel; high fasting levels point to diabetes.',
  },
  {
    key: 'hba1c', name: 'HbA1c', category: 'diabetes', loinc: '4548-4', canonicalUnit: '%',
    conversions: [...unitsEqualTo('%'), { unit: 'mmol/mol', factor: 0.09148, offset: 2.152 }], referenceRanges: { any: range(4, 5.6) },
    aliases: ['HbA1c', 'Hb A1c', 'A1c', 'Glycated Haemoglobin', 'Glycated Hemoglobin', 'Glycosylated Hemoglobin', 'Glycosylated Haemoglobin', 'Haemoglobin A1c', 'Hemoglobin A1c', 'Glikált hemoglobin', 'HbA1c IFCC', 'Hämoglobin A1c', 'Hemoglobina glicosilada', 'Hémoglobine glyquée'],
    explanation: 'Your average blood sugar over the last two to three months.',
  },
  {
    key: 'estimated_average_glucose', name: 'Estimated average glucose', category: 'diabetes', loinc: '27353-2', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(GLUCOSE_MG_PER_DL_PER_MMOL), referenceRanges: {},
    aliases: ['Estimated Average Glucose', 'eAG', 'Mean Blood Glucose', 'Average Blood Glucose'],
    explanation: 'The average blood sugar that corresponds to your HbA1c result.',
  },
  {
    key: 'insulin', name: 'Insulin', category: 'hormones', loinc: '20448-7', canonicalUnit: 'µIU/mL',
    conversions: [...unitsEqualTo('uiu/ml', 'miu/l', 'mu/l', 'uu/ml', 'uiu/l'), { unit: 'pmol/l', factor: 1 / 6 }], referenceRanges: { any: range(2.6, 24.9) },
    aliases: ['Insulin', 'Insulin Fasting', 'Fasting Insulin', 'Inzulin', 'Insulina'],
    explanation: 'The hormone that moves sugar from the blood into cells; high fasting levels suggest insulin resistance.',
  },
  {
    key: 'sodium', name: 'Sodium', category: 'electrolytes', loinc: '2951-2', canonicalUnit: 'mmol/L',
    conversions: ELECTROLYTE_MMOL_PER_L, referenceRanges: { any: range(135, 145) },
    aliases: ['Sodium', 'Na', 'Na+', 'Nátrium', 'Natrium', 'Sodio', 'Sérum sodium'],
    explanation: 'A salt that controls fluid balance and nerve and muscle function.',
  },
  {
    key: 'potassium', name: 'Potassium', category: 'electrolytes', loinc: '2823-3', canonicalUnit: 'mmol/L',
    conversions: ELECTROLYTE_MMOL_PER_L, referenceRanges: { any: range(3.5, 5.1) },
    aliases: ['Potassium', 'K', 'K+', 'Kálium', 'Kalium', 'Potasio'],
    explanation: 'A salt essential for heart rhythm and muscle function.',
  },
  {
    key: 'chloride', name: 'Chloride', category: 'electrolytes', loinc: '2075-0', canonicalUnit: 'mmol/L',
    conversions: ELECTROLYTE_MMOL_PER_L, referenceRanges: { any: range(98, 107) },
    aliases: ['Chloride', 'Cl', 'Cl-', 'Klorid', 'Chlorid', 'Cloro', 'Chlorure'],
    explanation: 'A salt that works with sodium to keep fluids and acidity in balance.',
  },
  {
    key: 'bicarbonate', name: 'Bicarbonate', category: 'electrolytes', loinc: '1963-8', canonicalUnit: 'mmol/L',
    conversions: ELECTROLYTE_MMOL_PER_L, referenceRanges: { any: range(22, 29) },
    aliases: ['Bicarbonate', 'HCO3', 'CO2', 'Total CO2', 'Carbon Dioxide', 'Bikarbonát', 'Bicarbonat', 'Bicarbonato'],
    explanation: 'The body’s main buffer, reflecting the acid–base balance of the blood.',
  },
  {
    key: 'creatinine', name: 'Creatinine', category: 'kidney', loinc: '2160-0', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(11.312), referenceRanges: { male: range(0.7, 1.3), female: range(0.6, 1.1) },
    aliases: ['Creatinine', 'Creat', 'Serum Creatinine', 'S. Creatinine', 'Kreatinin', 'Creatinina', 'Créatinine'],
    explanation: 'A muscle waste product cleared by the kidneys; higher levels suggest reduced kidney function.',
  },
  {
    key: 'urea', name: 'Urea', category: 'kidney', loinc: '3091-6', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'mmol/l', factor: 6.006 }, { unit: 'g/l', factor: 100 }], referenceRanges: { any: range(17, 43) },
    aliases: ['Urea', 'Blood Urea', 'Serum Urea', 'Karbamid', 'Carbamide', 'Harnstoff', 'Urée'],
    explanation: 'The main waste product of protein breakdown, removed by the kidneys.',
  },
  {
    key: 'bun', name: 'Blood urea nitrogen', category: 'kidney', loinc: '3094-0', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'mmol/l', factor: 2.801 }], referenceRanges: { any: range(7, 20) },
    aliases: ['BUN', 'Blood Urea Nitrogen', 'Urea Nitrogen', 'Harnstoff-N', 'Nitrógeno ureico'],
    explanation: 'The nitrogen part of urea, a kidney and hydration marker.',
  },
  {
    key: 'bun_creatinine_ratio', name: 'BUN / creatinine ratio', category: 'kidney', loinc: '3097-3', canonicalUnit: 'ratio',
    conversions: unitsEqualTo('ratio', ''), referenceRanges: { any: range(10, 20) },
    aliases: ['BUN/Creatinine Ratio', 'Urea/Creatinine Ratio', 'BUN Creatinine Ratio'],
    explanation: 'Compares urea nitrogen with creatinine to tell dehydration from kidney causes.',
  },
  {
    key: 'uric_acid', name: 'Uric acid', category: 'kidney', loinc: '3084-1', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(16.81), referenceRanges: { male: range(3.4, 7), female: range(2.4, 6) },
    aliases: ['Uric Acid', 'Urate', 'Serum Uric Acid', 'Húgysav', 'Harnsäure', 'Ácido úrico', 'Acide urique'],
    explanation: 'A breakdown product of purines; high levels can cause gout and kidney stones.',
  },
  {
    key: 'egfr', name: 'eGFR', category: 'kidney', loinc: '33914-3', canonicalUnit: 'mL/min/1.73m²',
    conversions: unitsEqualTo('ml/min/1.73m^2', 'ml/min/1.73 m^2', 'ml/min/1.73m2', 'ml/min/1.73 m2', 'ml/min'), referenceRanges: { any: range(90, null) },
    aliases: ['eGFR', 'Estimated GFR', 'GFR', 'eGFR CKD-EPI', 'Estimated Glomerular Filtration Rate', 'GFR becsült', 'eGFR (CKD-EPI)', 'Filtrado glomerular'],
    explanation: 'An estimate of how much blood your kidneys filter each minute.',
  },
  {
    key: 'cystatin_c', name: 'Cystatin C', category: 'kidney', loinc: '33863-2', canonicalUnit: 'mg/L',
    conversions: unitsEqualTo('mg/l'), referenceRanges: { any: range(0.6, 1) },
    aliases: ['Cystatin C', 'Cisztatin C', 'Cystatine C'],
    explanation: 'A protein filtered by the kidneys, a muscle-independent kidney function marker.',
  },
  {
    key: 'amylase', name: 'Amylase', category: 'metabolic', loinc: '1798-8', canonicalUnit: 'U/L',
    conversions: unitsEqualTo('u/l', 'iu/l'), referenceRanges: { any: range(28, 100) },
    aliases: ['Amylase', 'Serum Amylase', 'Amiláz', 'Amilasa'],
    explanation: 'A digestive enzyme from the pancreas and salivary glands.',
  },
  {
    key: 'lipase', name: 'Lipase', category: 'metabolic', loinc: '3040-3', canonicalUnit: 'U/L',
    conversions: unitsEqualTo('u/l', 'iu/l'), referenceRanges: { any: range(13, 60) },
    aliases: ['Lipase', 'Serum Lipase', 'Lipáz', 'Lipasa'],
    explanation: 'A fat-digesting enzyme from the pancreas; raised in pancreatitis.',
  },
];
