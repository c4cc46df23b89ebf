import { ELECTROLYTE_MMOL_PER_L, ENZYME_ACTIVITY, massOrMolarMgPerDl, range, unitsEqualTo, type Marker } from './marker.js';
import { FHIR_EXAMPLES, KATAL, MAPPING_REGISTER, NO_LOINC, RANGES, TW_IG, loincSource, molarMass } from './markerSources.js';

const GLUCOSE_MG_PER_DL_PER_MMOL = 18.016;
const GLUCOSE_MASS = molarMass('glucose C6H12O6', 180.16);
const CREATININE_MASS = molarMass('creatinine C4H7N3O', 113.12);
const EGFR_UNITS = unitsEqualTo('ml/min/1.73m^2', 'ml/min');

export const METABOLIC_MARKERS: readonly Marker[] = [
  {
    key: 'glucose', name: 'Glucose', category: 'metabolic', loinc: '2345-7', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(GLUCOSE_MG_PER_DL_PER_MMOL), referenceRanges: { any: range(70, 99) },
    aliases: ['Glicose em jejum', 'Glucosio a digiuno', 'Glucose', 'Blood Glucose', 'Blood Sugar', 'Glucose Fasting', 'Fasting Glucose', 'Fasting Blood Sugar', 'FBS', 'Fasting Plasma Glucose', 'FPG', 'BS', 'Glucose F', 'Glucose Random', 'Random Blood Sugar', 'RBS', 'Glucose PP', 'Post Prandial Blood Sugar', 'PPBS', 'GLU', 'GLUC', 'Vércukor', 'Glükóz', 'Glukóz', 'Éhomi vércukor', 'Se glükóz', 'Glukose', 'Glukose nüchtern', 'Nüchternglukose', 'Glucose nüchtern', 'Blutzucker', 'Glucosa', 'Glucosa basal', 'Glucemia', 'Glicemia', 'Glicemia de jejum', 'Glicose', 'Glicemia a digiuno', 'Glucosio', 'Glycémie', 'Glycémie à jeun', 'Glucose à jeun', 'Glukos', 'Glukoza', 'Glukoza na czczo', 'Açlık Kan Şekeri', 'AKŞ', 'Açlık Glukozu', 'Kan Şekeri'],
    explanation: 'The sugar in your blood, the body’s main fuel; high fasting levels point to diabetes.',
    sources: { loinc: loincSource('2345-7', 'Glucose [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: GLUCOSE_MASS, range: RANGES.ada2024 },
  },
  {
    key: 'sodium', name: 'Sodium', category: 'electrolytes', loinc: '2951-2', canonicalUnit: 'mmol/L',
    conversions: ELECTROLYTE_MMOL_PER_L, referenceRanges: { any: range(135, 145) },
    aliases: ['Natrémie', 'Sodium', 'Na', 'Na+', 'Nátrium', 'Natrium', 'Sodio', 'Sódio', 'Sérum sodium', 'Natrium im Serum', 'Sód', 'Sodyum'],
    explanation: 'A salt that controls fluid balance and nerve and muscle function.',
    sources: { loinc: loincSource('2951-2', 'Sodium [Moles/volume] in Serum or Plasma', TW_IG), conversion: 'monovalent ion: 1 mEq/L = 1 mmol/L', range: RANGES.tietz },
  },
  {
    key: 'potassium', name: 'Potassium', category: 'electrolytes', loinc: '2823-3', canonicalUnit: 'mmol/L',
    conversions: ELECTROLYTE_MMOL_PER_L, referenceRanges: { any: range(3.5, 5.1) },
    aliases: ['Kaliémie', 'Potassium', 'K', 'K+', 'Kálium', 'Kalium', 'Potasio', 'Potássio', 'Potassio', 'Potas', 'Potasyum'],
    explanation: 'A salt essential for heart rhythm and muscle function.',
    sources: { loinc: loincSource('2823-3', 'Potassium [Moles/volume] in Serum or Plasma', TW_IG), conversion: 'monovalent ion: 1 mEq/L = 1 mmol/L', range: RANGES.tietz },
  },
  {
    key: 'chloride', name: 'Chloride', category: 'electrolytes', loinc: '2075-0', canonicalUnit: 'mmol/L',
    conversions: ELECTROLYTE_MMOL_PER_L, referenceRanges: { any: range(98, 107) },
    aliases: ['Chloride', 'Cl', 'Cl-', 'Klorid', 'Chlorid', 'Cloro', 'Cloruro', 'Chlorure', 'Chlorures', 'Cloreto', 'Klorür', 'Klor'],
    explanation: 'A salt that works with sodium to keep fluids and acidity in balance.',
    sources: { loinc: loincSource('2075-0', 'Chloride [Moles/volume] in Serum or Plasma', TW_IG), conversion: 'monovalent ion: 1 mEq/L = 1 mmol/L', range: RANGES.tietz },
  },
  {
    key: 'bicarbonate', name: 'Bicarbonate', category: 'electrolytes', loinc: '2028-9', canonicalUnit: 'mmol/L',
    conversions: ELECTROLYTE_MMOL_PER_L, referenceRanges: { any: range(22, 29) },
    aliases: ['Bicarbonate', 'HCO3', 'CO2', 'Total CO2', 'Carbon Dioxide', 'Bikarbonát', 'Bicarbonat', 'Hydrogencarbonat', 'Bicarbonato', 'Bicarbonatos', 'Réserve alcaline', 'Bicarbonati'],
    explanation: 'The body’s main buffer, reflecting the acid–base balance of the blood.',
    sources: { loinc: loincSource('2028-9', 'Carbon dioxide, total [Moles/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: 'monovalent ion: 1 mEq/L = 1 mmol/L', range: RANGES.tietz },
  },
  {
    key: 'anion_gap', name: 'Anion gap', category: 'electrolytes', loinc: '33037-3', canonicalUnit: 'mmol/L',
    conversions: ELECTROLYTE_MMOL_PER_L, referenceRanges: { any: range(3, 11) },
    aliases: ['Anion Gap', 'AG', 'Anionrés', 'Anionenlücke', 'Anion gap', 'Brecha aniónica', 'Hiato aniónico', 'Trou anionique', 'Gap anionico', 'Ânion gap'],
    explanation: 'A calculated gap between measured salts that points to hidden acids in the blood.',
    sources: { loinc: loincSource('33037-3', 'Anion gap in Serum or Plasma', MAPPING_REGISTER), conversion: 'monovalent ions: 1 mEq/L = 1 mmol/L', range: 'Kraut & Madias, Clin J Am Soc Nephrol 2007;2:162 (ion-selective electrode era, 3–11 mmol/L)' },
  },
  {
    key: 'osmolality', name: 'Osmolality', category: 'electrolytes', loinc: '2692-2', canonicalUnit: 'mOsm/kg',
    conversions: unitsEqualTo('mosm/kg', 'mosm/kg h2o', 'mosmol/kg'), referenceRanges: { any: range(275, 295) },
    aliases: ['Osmolality', 'Serum Osmolality', 'Osmolalitás', 'Ozmolalitás', 'Osmolalität', 'Osmolalidad', 'Osmolalité', 'Osmolalidade', 'Osmolalità'],
    explanation: 'How concentrated your blood is in dissolved particles, a check on water balance.',
    sources: { loinc: loincSource('2692-2', 'Osmolality of Serum or Plasma', FHIR_EXAMPLES), range: RANGES.mayo },
  },
  {
    key: 'lactate', name: 'Lactate', category: 'metabolic', loinc: '2524-7', canonicalUnit: 'mmol/L',
    conversions: [...unitsEqualTo('mmol/l', 'meq/l'), { unit: 'mg/dl', factor: 1 / 9.008 }], referenceRanges: { any: range(0.5, 2.2) },
    aliases: ['Lactate', 'Lactic Acid', 'Laktát', 'Laktat', 'Milchsäure', 'Lactato', 'Ácido láctico', 'Lactates', 'Acide lactique', 'Acido lattico', 'Lattato'],
    explanation: 'A by-product of working without enough oxygen, raised in shock and hard exercise.',
    sources: { loinc: loincSource('2524-7', 'Lactate [Moles/volume] in Blood', FHIR_EXAMPLES), conversion: molarMass('lactate C3H5O3-', 90.08), range: RANGES.mayo },
  },
  {
    key: 'amylase', name: 'Amylase', category: 'metabolic', loinc: '1798-8', canonicalUnit: 'U/L',
    conversions: ENZYME_ACTIVITY, referenceRanges: { any: range(28, 100) },
    aliases: ['Amylase', 'AMY', 'Serum Amylase', 'Alpha-Amylase', 'α-Amylase', 'Amiláz', 'Alfa-amiláz', 'Amylase gesamt', 'Amilasa', 'Amilase', 'Amilasi', 'Alfa-amilasi'],
    explanation: 'A digestive enzyme from the pancreas and salivary glands.',
    sources: { loinc: loincSource('1798-8', 'Amylase [Enzymatic activity/volume] in Serum or Plasma', TW_IG), conversion: KATAL, range: 'IFCC 37 °C method (Roche cobas AMYL2 insert), adult interval' },
  },
  {
    key: 'pancreatic_amylase', name: 'Pancreatic amylase', category: 'metabolic', canonicalUnit: 'U/L',
    conversions: ENZYME_ACTIVITY, referenceRanges: { any: range(13, 53) },
    aliases: ['Pancreatic Amylase', 'Pankreas-Amylase', 'Pankreász amiláz', 'Amilasa pancreática', 'Amylase pancréatique', 'Amilase pancreática', 'Amilasi pancreatica'],
    explanation: 'The share of amylase made by the pancreas.',
    sources: { loinc: NO_LOINC, conversion: KATAL, range: 'IFCC 37 °C method (Roche cobas AMY-P insert), adult interval' },
  },
  {
    key: 'lipase', name: 'Lipase', category: 'metabolic', loinc: '3040-3', canonicalUnit: 'U/L',
    conversions: ENZYME_ACTIVITY, referenceRanges: { any: range(13, 60) },
    aliases: ['Lipase', 'Serum Lipase', 'Lipáz', 'Lipasa', 'Lipasi'],
    explanation: 'A fat-digesting enzyme from the pancreas; raised in pancreatitis.',
    sources: { loinc: loincSource('3040-3', 'Lipase [Enzymatic activity/volume] in Serum or Plasma', TW_IG), conversion: KATAL, range: 'Roche cobas LIPC insert, adult interval' },
  },
];

export const DIABETES_MARKERS: readonly Marker[] = [
  {
    key: 'hba1c', name: 'HbA1c', category: 'diabetes', loinc: '4548-4', canonicalUnit: '%',
    conversions: [...unitsEqualTo('%'), { unit: 'mmol/mol', factor: 0.09148, offset: 2.152 }], referenceRanges: { any: range(4, 5.6) },
    aliases: ['Hemoglobina A1c', 'HbA1c', 'Hb A1c', 'A1c', 'Glycated Haemoglobin', 'Glycated Hemoglobin', 'Glycosylated Hemoglobin', 'Glycosylated Haemoglobin', 'Glycated Hemoglobin A1c', 'Glycated Haemoglobin A1c', 'Glycosylated Hemoglobin A1c', 'Haemoglobin A1c', 'Hemoglobin A1c', 'Glikált hemoglobin', 'Glikozilált hemoglobin', 'HbA1c IFCC', 'HbA1c DCCT', 'Hämoglobin A1c', 'Glykohämoglobin', 'Hemoglobina glicosilada', 'Hemoglobina glicada', 'Hemoglobina glucosilada', 'Hémoglobine glyquée', 'Emoglobina glicata', 'Emoglobina glicosilata', 'Hemoglobina glikowana'],
    explanation: 'Your average blood sugar over the last two to three months.',
    // 'Glycated haemoglobin A1c': the IFCC reference method's name for HbA1c (Jeppsson et al., Clin Chem Lab Med 2002;40:78);
    // 'Glycosylated hemoglobin A1c' is the older spelling of it that Chinese hospital systems print in English.
    sources: {
      loinc: loincSource('4548-4', 'Hemoglobin A1c/Hemoglobin.total in Blood', TW_IG),
      conversion: 'IFCC–NGSP master equation NGSP % = 0.09148 × IFCC mmol/mol + 2.152 (Hoelzel et al., Clin Chem 2004;50:166)',
      range: RANGES.ada2024,
    },
  },
  {
    key: 'estimated_average_glucose', name: 'Estimated average glucose', category: 'diabetes', loinc: '27353-2', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(GLUCOSE_MG_PER_DL_PER_MMOL), referenceRanges: {},
    aliases: ['Estimated Average Glucose', 'eAG', 'Mean Blood Glucose', 'Average Blood Glucose', 'Becsült átlagos glükóz', 'Glucosa media estimada', 'Glicemia média estimada', 'Glycémie moyenne estimée'],
    explanation: 'The average blood sugar that corresponds to your HbA1c result.',
    sources: { loinc: loincSource('27353-2', 'Glucose mean value [Mass/volume] in Blood Estimated from glycated hemoglobin', MAPPING_REGISTER), conversion: GLUCOSE_MASS },
  },
  {
    key: 'fructosamine', name: 'Fructosamine', category: 'diabetes', loinc: '15069-8', canonicalUnit: 'µmol/L',
    conversions: [...unitsEqualTo('umol/l'), { unit: 'mmol/l', factor: 1000 }], referenceRanges: { any: range(200, 285) },
    aliases: ['Fructosamine', 'Fruktózamin', 'Fructosamin', 'Fructosamina', 'Frutosamina', 'Fruttosamina'],
    explanation: 'Your average blood sugar over the last two to three weeks.',
    sources: { loinc: loincSource('15069-8', 'Fructosamine [Moles/volume] in Serum or Plasma', FHIR_EXAMPLES), conversion: 'SI prefix only', range: RANGES.mayo },
  },
  {
    key: 'c_peptide', name: 'C-peptide', category: 'diabetes', loinc: '1986-9', canonicalUnit: 'ng/mL',
    conversions: [...unitsEqualTo('ng/ml', 'ug/l'), { unit: 'pmol/l', factor: 1 / 331 }, { unit: 'nmol/l', factor: 3.02 }], referenceRanges: { any: range(1.1, 4.4) },
    aliases: ['C-Peptide', 'C Peptide', 'C-Peptide Fasting', 'C-peptid', 'C-Peptid', 'Péptido C', 'Peptídeo C', 'Peptide C', 'Peptide C sérique', 'Peptide C à jeun', 'Peptide C immunoréactif', 'Peptide-C', 'Peptide C immunoreattivo'],
    explanation: 'Released with insulin in equal amounts, so it shows how much insulin your pancreas makes.',
    sources: { loinc: loincSource('1986-9', 'C peptide [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: molarMass('C-peptide (31 aa)', 3020.3), range: 'Roche Elecsys C-Peptide insert, fasting adults 1.1–4.4 ng/mL' },
  },
  {
    key: 'homa_ir', name: 'HOMA-IR', category: 'diabetes', loinc: '47214-2', canonicalUnit: 'index',
    conversions: unitsEqualTo('index', '', 'ratio'), referenceRanges: { any: range(null, 2.5) },
    aliases: ['HOMA-IR', 'HOMA IR', 'HOMA Index', 'Homeostasis Model Assessment', 'HOMA', 'Índice HOMA', 'Indice HOMA', 'HOMA-index', 'HOMA-Index'],
    explanation: 'An estimate of insulin resistance from fasting glucose and insulin.',
    sources: { loinc: loincSource('47214-2', 'Homeostasis model assessment', TW_IG), range: 'Matthews et al., Diabetologia 1985;28:412; 2.5 cut-off as printed by major European labs' },
  },
  {
    key: 'beta_hydroxybutyrate', name: 'Beta-hydroxybutyrate', category: 'diabetes', loinc: '6873-4', canonicalUnit: 'mmol/L',
    conversions: [...unitsEqualTo('mmol/l'), { unit: 'mg/dl', factor: 1 / 10.41 }, { unit: 'umol/l', factor: 0.001 }], referenceRanges: { any: range(null, 0.4) },
    aliases: ['Beta-Hydroxybutyrate', 'Beta Hydroxybutyrate', 'BHB', 'β-Hydroxybutyrate', '3-Hydroxybutyrate', 'Béta-hidroxivajsav', 'Beta-Hydroxybuttersäure', 'Betahidroxibutirato', 'Beta-hidroxibutirato', 'Bêta-hydroxybutyrate', 'Beta-idrossibutirrato'],
    explanation: 'The main ketone body; it rises with fasting, keto diets and uncontrolled diabetes.',
    sources: { loinc: loincSource('6873-4', '3-Hydroxybutyrate [Moles/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: molarMass('3-hydroxybutyric acid C4H8O3', 104.1), range: RANGES.mayo },
  },
  {
    key: 'gad_antibodies', name: 'GAD65 antibodies', category: 'diabetes', canonicalUnit: 'IU/mL',
    conversions: unitsEqualTo('iu/ml', 'u/ml', 'kiu/l', 'ku/l'), referenceRanges: { any: range(null, 5) },
    aliases: ['GAD Antibodies', 'GAD65 Antibodies', 'Anti-GAD', 'Anti GAD65', 'GADA', 'GAD-Ak', 'GAD-Antikörper', 'Anti-GAD antitest', 'Anticuerpos anti-GAD', 'Anticorps anti-GAD', 'Anticorpi anti-GAD', 'Anticorpos anti-GAD'],
    explanation: 'Antibodies against insulin-making cells, found in type 1 and LADA diabetes.',
    sources: { loinc: NO_LOINC, range: 'RSR/Euroimmun GAD65 ELISA insert cut-off (5 IU/mL, WHO 97/550 standard)' },
  },
];

export const KIDNEY_MARKERS: readonly Marker[] = [
  {
    key: 'creatinine', name: 'Creatinine', category: 'kidney', loinc: '2160-0', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(11.312), referenceRanges: { male: range(0.74, 1.35), female: range(0.59, 1.04) },
    aliases: ['Creatinine', 'Creat', 'CREA', 'Cre', 'Cr', 'Serum Creatinine', 'S. Creatinine', 'Kreatinin', 'Kreat', 'Krea', 'Se kreatinin', 'Kreatinin im Serum', 'Creatinina', 'Créatinine', 'Créatininémie', 'Creatinina sérica', 'Creatininemia', 'Kreatinine', 'Kreatynina'],
    explanation: 'A muscle waste product cleared by the kidneys; higher levels suggest reduced kidney function.',
    sources: { loinc: loincSource('2160-0', 'Creatinine [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: CREATININE_MASS, range: 'Mayo Clinic Laboratories adult intervals by sex (checked as quoted by a secondary page, not on Mayo’s own)' },
  },
  {
    key: 'urea', name: 'Urea', category: 'kidney', loinc: '3091-6', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'mmol/l', factor: 6.006 }, { unit: 'g/l', factor: 100 }, { unit: 'mg/l', factor: 0.1 }], referenceRanges: { any: range(17, 43) },
    aliases: ['Urea', 'Blood Urea', 'Serum Urea', 'Karbamid', 'Carbamide', 'Karbamid-N', 'CN', 'Harnstoff', 'Urée', 'Urémie', 'Ureia', 'Uremia', 'Azotemia', 'Ureum', 'Carbamid', 'Mocznik', 'Üre'],
    explanation: 'The main waste product of protein breakdown, removed by the kidneys.',
    sources: { loinc: loincSource('3091-6', 'Urea [Mass/volume] in Serum or Plasma', MAPPING_REGISTER), conversion: molarMass('urea CH4N2O', 60.06), range: 'DiaSys reference ranges, adults (global) 17–43 mg/dL (checked on the DiaSys reference-range page)' },
  },
  {
    key: 'bun', name: 'Blood urea nitrogen', category: 'kidney', loinc: '3094-0', canonicalUnit: 'mg/dL',
    conversions: [...unitsEqualTo('mg/dl'), { unit: 'mmol/l', factor: 2.8014 }], referenceRanges: { any: range(7.9, 20.1) },
    aliases: ['BUN', 'UN', 'Blood Urea Nitrogen', 'Urea Nitrogen', 'Harnstoff-N', 'Harnstoff-Stickstoff', 'Nitrógeno ureico', 'BUN (nitrógeno ureico)', 'Azote uréique', 'Azoto ureico', 'Nitrogênio ureico'],
    explanation: 'The nitrogen part of urea, a kidney and hydration marker.',
    sources: { loinc: loincSource('3094-0', 'Urea nitrogen [Mass/volume] in Serum or Plasma', TW_IG), conversion: molarMass('N2 in one urea molecule', 28.014, 'IUPAC atomic weights'), range: 'DiaSys reference ranges, BUN adults (global) 7.94–20.1 mg/dL (checked on the DiaSys reference-range page)' },
  },
  {
    key: 'bun_creatinine_ratio', name: 'BUN / creatinine ratio', category: 'kidney', loinc: '3097-3', canonicalUnit: 'ratio',
    conversions: unitsEqualTo('ratio', ''), referenceRanges: { any: range(10, 20) },
    aliases: ['BUN/Creatinine Ratio', 'BUN Creatinine Ratio', 'BUN/Creat Ratio', 'Cociente BUN/creatinina', 'Rapport azote uréique/créatinine'],
    explanation: 'Compares urea nitrogen with creatinine to tell dehydration from kidney causes.',
    sources: { loinc: loincSource('3097-3', 'Urea nitrogen/Creatinine [Mass Ratio] in Serum or Plasma', MAPPING_REGISTER), range: RANGES.labcorp },
  },
  {
    key: 'urea_creatinine_ratio', name: 'Urea / creatinine ratio', category: 'kidney', canonicalUnit: 'ratio',
    conversions: unitsEqualTo('ratio', ''), referenceRanges: { any: range(20, 40) },
    aliases: ['Urea/Creatinine Ratio', 'Urea Creatinine Ratio', 'Karbamid/kreatinin hányados', 'Harnstoff/Kreatinin-Quotient', 'Relación urea/creatinina', 'Relação ureia/creatinina', 'Rapport urée/créatinine', 'Rapporto urea/creatinina'],
    explanation: 'Compares urea with creatinine, mass ratio as printed by labs reporting urea.',
    sources: { loinc: `${NO_LOINC} (56997-0 is used by one mapping register but was not confirmed elsewhere)`, range: 'BUN/creatinine 10–20 (LabCorp) × 2.14 urea/urea-N mass ratio' },
  },
  {
    key: 'uric_acid', name: 'Uric acid', category: 'kidney', loinc: '3084-1', canonicalUnit: 'mg/dL',
    conversions: massOrMolarMgPerDl(16.811), referenceRanges: { male: range(3.4, 7), female: range(2.4, 5.7) },
    aliases: ['Uric Acid', 'Urate', 'Serum Uric Acid', 'UA', 'Húgysav', 'Se húgysav', 'Harnsäure', 'Ácido úrico', 'Acide urique', 'Uricémie', 'Uricemia', 'Acido urico', 'Urinezuur', 'Urat', 'Kwas moczowy', 'Ürik Asit'],
    explanation: 'A breakdown product of purines; high levels can cause gout and kidney stones.',
    sources: { loinc: loincSource('3084-1', 'Urate [Mass/volume] in Serum or Plasma', TW_IG), conversion: molarMass('uric acid C5H4N4O3', 168.11), range: 'Roche cobas UA2 insert, adults by sex' },
  },
  {
    key: 'egfr', name: 'eGFR', category: 'kidney', loinc: '98979-8', canonicalUnit: 'mL/min/1.73m²',
    conversions: EGFR_UNITS, referenceRanges: { any: range(90, null) },
    aliases: ['eGFR If NonAfricn Am', 'eGFR If Africn Am', 'eGFR', 'Estimated GFR', 'GFR', 'eGFR CKD-EPI', 'eGFR (CKD-EPI)', 'eGFR MDRD', 'Estimated Glomerular Filtration Rate', 'GFR becsült', 'Becsült GFR', 'eGFR-EPI', 'GFR (CKD-EPI)', 'Geschätzte GFR', 'eGFR nach CKD-EPI', 'Filtrado glomerular', 'Filtrado glomerular estimado', 'FG estimado', 'FGe', 'VFG stimato', 'Taxa de filtração glomerular', 'TFG estimada', 'TFGe', 'Débit de filtration glomérulaire', 'DFG', 'DFG estimé', 'Filtrato glomerulare stimato', 'VFG', 'eGFR (kreatinin)'],
    explanation: 'An estimate of how much blood your kidneys filter each minute.',
    sources: { loinc: loincSource('98979-8', 'Glomerular filtration rate [Volume Rate/Area] in Serum, Plasma or Blood by Creatinine-based formula (CKD-EPI 2021)/1.73 sq M', TW_IG), range: RANGES.kdigo2012 },
  },
  {
    key: 'egfr_cystatin_c', name: 'eGFR (cystatin C)', category: 'kidney', canonicalUnit: 'mL/min/1.73m²',
    conversions: EGFR_UNITS, referenceRanges: { any: range(90, null) },
    aliases: ['eGFR Cystatin C', 'eGFR cys', 'eGFRcys', 'eGFR (Cystatin C)', 'GFR Cystatin C', 'Cisztatin C alapú GFR', 'eGFR Cystatin-C-basiert', 'Filtrado glomerular cistatina C', 'DFG cystatine C'],
    explanation: 'A kidney filtration estimate from cystatin C, independent of muscle mass.',
    sources: { loinc: NO_LOINC, range: RANGES.kdigo2012 },
  },
  {
    key: 'egfr_creatinine_cystatin_c', name: 'eGFR (creatinine and cystatin C)', category: 'kidney', canonicalUnit: 'mL/min/1.73m²',
    conversions: EGFR_UNITS, referenceRanges: { any: range(90, null) },
    aliases: ['eGFR Creatinine-Cystatin C', 'eGFRcr-cys', 'eGFR cr-cys', 'eGFR (Creatinine and Cystatin C)', 'eGFR Kreatinin-Cystatin C'],
    explanation: 'The most accurate routine kidney filtration estimate, combining creatinine and cystatin C.',
    sources: { loinc: NO_LOINC, range: RANGES.kdigo2012 },
  },
  {
    key: 'cystatin_c', name: 'Cystatin C', category: 'kidney', loinc: '33863-2', canonicalUnit: 'mg/L',
    conversions: unitsEqualTo('mg/l', 'ug/ml'), referenceRanges: { any: range(0.61, 0.95) },
    aliases: ['Cystatin C', 'Cystatin-C', 'Cisztatin C', 'Cisztatin-C', 'Cistatina C', 'Cystatine C', 'Cistatina-C'],
    explanation: 'A protein filtered by the kidneys, a muscle-independent kidney function marker.',
    sources: { loinc: loincSource('33863-2', 'Cystatin C [Mass/volume] in Serum or Plasma', TW_IG), range: 'ERM-DA471/IFCC-traceable assays (Roche Tina-quant Cystatin C Gen.2 insert), adults' },
  },
  {
    key: 'beta2_microglobulin', name: 'Beta-2 microglobulin', category: 'kidney', canonicalUnit: 'mg/L',
    conversions: [...unitsEqualTo('mg/l', 'ug/ml'), { unit: 'ug/l', factor: 0.001 }, { unit: 'nmol/l', factor: 0.01186 }], referenceRanges: { any: range(1.21, 2.7) },
    aliases: ['Beta-2 Microglobulin', 'Beta 2 Microglobulin', 'B2M', 'β2-Microglobulin', 'Béta-2-mikroglobulin', 'Beta-2-Mikroglobulin', 'Beta-2 microglobulina', 'Bêta-2 microglobuline', 'Beta-2 microglobulina'],
    explanation: 'A small protein cleared by the kidneys, also raised in some blood cancers.',
    sources: { loinc: NO_LOINC, conversion: molarMass('β2-microglobulin', 11860, 'UniProt P61769 mature chain'), range: RANGES.mayo },
  },
];
