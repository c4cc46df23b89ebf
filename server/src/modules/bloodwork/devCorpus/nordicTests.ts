/** The tests `nordicTableFamily.ts` draws from, as Dutch, Swedish, Danish and Polish hospital laboratories print them. */
import type { CorpusUnit } from './corpusTests.js';

export type NordicLanguage = 'nl' | 'sv' | 'da' | 'pl';

/** How one laboratory country prints a test: its names (Swedish and Danish with the system prefix `B-`, `P-`, `S-`) and unit. */
interface Printed {
  names: readonly string[];
  unit: CorpusUnit;
}

export interface NordicTest {
  markerKey: string;
  isBloodCount: boolean;
  printed: Record<NordicLanguage, Printed>;
}

/** A printed form; the unit's other spellings are the ones labs of that country use (`E/l` for `U/l` in Dutch). */
const p = (names: readonly string[], unit: string, low: number | null, high: number | null, decimals: number, spellings?: readonly string[]): Printed => ({
  names,
  unit: spellings ? { unit, low, high, decimals, spellings } : { unit, low, high, decimals },
});

const NL_ENZYME = ['E/l', 'U/L'];
const NL_COUNT = ['10^9/l', '10*9/l'];

/** Ordinary adult intervals of Dutch, Swedish, Danish and Polish hospital laboratories (SI and, in Poland, conventional units). */
export const NORDIC_TESTS: readonly NordicTest[] = [
  {
    markerKey: 'hemoglobin',
    isBloodCount: true,
    printed: {
      nl: p(['Hemoglobine', 'Hb'], 'mmol/l', 8.5, 11.0, 1),
      sv: p(['B-Hb', 'B-Hemoglobin'], 'g/L', 134, 170, 0),
      da: p(['Hæmoglobin', 'B-Hæmoglobin'], 'mmol/L', 8.3, 10.5, 1),
      pl: p(['Hemoglobina', 'HGB'], 'g/dl', 13.5, 17.5, 1),
    },
  },
  {
    markerKey: 'wbc_count',
    isBloodCount: true,
    printed: {
      nl: p(['Leukocyten'], 'x10E9/l', 4.0, 10.0, 1, NL_COUNT),
      sv: p(['B-LPK', 'B-Leukocyter'], 'x10^9/L', 3.5, 8.8, 1),
      da: p(['Leukocytter', 'B-Leukocytter'], '×10^9/L', 3.5, 8.8, 1),
      pl: p(['Leukocyty', 'WBC'], 'tys/µl', 4.0, 10.0, 2, ['10^3/µl']),
    },
  },
  {
    markerKey: 'rbc_count',
    isBloodCount: true,
    printed: {
      nl: p(['Erytrocyten'], 'x10E12/l', 4.5, 5.5, 2, ['10^12/l']),
      sv: p(['B-EPK', 'B-Erytrocyter'], 'x10^12/L', 4.2, 5.7, 1),
      da: p(['Erytrocytter'], '×10^12/L', 4.3, 5.7, 1),
      pl: p(['Erytrocyty', 'RBC'], 'mln/µl', 4.5, 5.9, 2, ['10^6/µl']),
    },
  },
  {
    markerKey: 'platelet_count',
    isBloodCount: true,
    printed: {
      nl: p(['Trombocyten'], 'x10E9/l', 150, 400, 0, NL_COUNT),
      sv: p(['B-TPK', 'B-Trombocyter'], 'x10^9/L', 145, 348, 0),
      da: p(['Trombocytter'], '×10^9/L', 145, 350, 0),
      pl: p(['Płytki krwi', 'PLT'], 'tys/µl', 150, 410, 0, ['10^3/µl']),
    },
  },
  {
    markerKey: 'mcv',
    isBloodCount: true,
    printed: {
      nl: p(['MCV'], 'fl', 80, 100, 0),
      sv: p(['B-MCV'], 'fL', 82, 98, 0),
      da: p(['MCV', 'Middelcellevolumen'], 'fL', 82, 98, 0),
      pl: p(['MCV'], 'fl', 82, 99, 1),
    },
  },
  {
    markerKey: 'sodium',
    isBloodCount: false,
    printed: {
      nl: p(['Natrium'], 'mmol/l', 135, 145, 0),
      sv: p(['P-Natrium', 'S-Natrium'], 'mmol/L', 137, 145, 0),
      da: p(['Natrium', 'P-Natrium'], 'mmol/L', 137, 145, 0),
      pl: p(['Sód', 'Sód (Na)'], 'mmol/l', 136, 145, 0),
    },
  },
  {
    markerKey: 'potassium',
    isBloodCount: false,
    printed: {
      nl: p(['Kalium'], 'mmol/l', 3.5, 5.0, 1),
      sv: p(['P-Kalium'], 'mmol/L', 3.5, 4.4, 1),
      da: p(['Kalium', 'P-Kalium'], 'mmol/L', 3.5, 4.6, 1),
      pl: p(['Potas', 'Potas (K)'], 'mmol/l', 3.5, 5.1, 2),
    },
  },
  {
    markerKey: 'creatinine',
    isBloodCount: false,
    printed: {
      nl: p(['Kreatinine'], 'µmol/l', 60, 110, 0, ['umol/l']),
      sv: p(['P-Kreatinin'], 'µmol/L', 60, 105, 0),
      da: p(['Kreatinin', 'P-Kreatinin'], 'µmol/L', 60, 105, 0),
      pl: p(['Kreatynina'], 'mg/dl', 0.7, 1.2, 2),
    },
  },
  {
    markerKey: 'urea',
    isBloodCount: false,
    printed: {
      nl: p(['Ureum'], 'mmol/l', 2.5, 7.5, 1),
      sv: p(['P-Urea'], 'mmol/L', 3.2, 8.1, 1),
      da: p(['Carbamid', 'P-Carbamid'], 'mmol/L', 3.2, 8.1, 1),
      pl: p(['Mocznik'], 'mg/dl', 17, 43, 0),
    },
  },
  {
    markerKey: 'glucose',
    isBloodCount: false,
    printed: {
      nl: p(['Glucose', 'Glucose (nuchter)'], 'mmol/l', 4.0, 6.0, 1),
      sv: p(['P-Glukos', 'fP-Glukos'], 'mmol/L', 4.2, 6.0, 1),
      da: p(['Glukose', 'Glukose (faste)'], 'mmol/L', 4.2, 6.0, 1),
      pl: p(['Glukoza', 'Glukoza na czczo'], 'mg/dl', 70, 99, 0),
    },
  },
  {
    markerKey: 'total_cholesterol',
    isBloodCount: false,
    printed: {
      nl: p(['Cholesterol', 'Cholesterol totaal'], 'mmol/l', null, 5.0, 1),
      sv: p(['P-Kolesterol'], 'mmol/L', null, 5.0, 1),
      da: p(['Kolesterol'], 'mmol/L', null, 5.0, 1),
      pl: p(['Cholesterol całkowity'], 'mg/dl', null, 190, 0),
    },
  },
  {
    markerKey: 'hdl_cholesterol',
    isBloodCount: false,
    printed: {
      nl: p(['HDL-cholesterol'], 'mmol/l', 1.0, null, 2),
      sv: p(['P-HDL-kolesterol'], 'mmol/L', 1.0, null, 1),
      da: p(['Kolesterol HDL', 'HDL-kolesterol'], 'mmol/L', 1.0, null, 1),
      pl: p(['Cholesterol HDL'], 'mg/dl', 40, null, 0),
    },
  },
  {
    markerKey: 'ldl_cholesterol',
    isBloodCount: false,
    printed: {
      nl: p(['LDL-cholesterol'], 'mmol/l', null, 3.0, 1),
      sv: p(['P-LDL-kolesterol'], 'mmol/L', null, 3.0, 1),
      da: p(['Kolesterol LDL', 'LDL-kolesterol'], 'mmol/L', null, 3.0, 1),
      pl: p(['Cholesterol LDL'], 'mg/dl', null, 115, 0),
    },
  },
  {
    markerKey: 'triglycerides',
    isBloodCount: false,
    printed: {
      nl: p(['Triglyceriden'], 'mmol/l', null, 2.0, 1),
      sv: p(['P-Triglycerid', 'fP-Triglycerid'], 'mmol/L', null, 1.7, 1),
      da: p(['Triglycerid'], 'mmol/L', null, 2.0, 1),
      pl: p(['Triglicerydy'], 'mg/dl', null, 150, 0),
    },
  },
  {
    markerKey: 'alt',
    isBloodCount: false,
    printed: {
      nl: p(['ALAT', 'ALAT (GPT)'], 'U/l', null, 45, 0, NL_ENZYME),
      sv: p(['P-ALAT'], 'µkat/L', 0.15, 1.1, 2),
      da: p(['ALAT', 'Alanintransaminase'], 'U/L', 10, 70, 0),
      pl: p(['AlAT', 'ALT'], 'U/l', null, 41, 0),
    },
  },
  {
    markerKey: 'ast',
    isBloodCount: false,
    printed: {
      nl: p(['ASAT', 'ASAT (GOT)'], 'U/l', null, 35, 0, NL_ENZYME),
      sv: p(['P-ASAT'], 'µkat/L', 0.25, 0.75, 2),
      da: p(['ASAT', 'Aspartattransaminase'], 'U/L', 15, 45, 0),
      pl: p(['AspAT', 'AST'], 'U/l', 5, 34, 0),
    },
  },
  {
    markerKey: 'ggt',
    isBloodCount: false,
    printed: {
      nl: p(['Gamma-GT', 'GGT'], 'U/l', null, 55, 0, NL_ENZYME),
      sv: p(['P-GT'], 'µkat/L', 0.15, 1.3, 2),
      da: p(['GGT', 'Gamma-glutamyltransferase'], 'U/L', 10, 80, 0),
      pl: p(['GGTP'], 'U/l', 8, 61, 0),
    },
  },
  {
    markerKey: 'alkaline_phosphatase',
    isBloodCount: false,
    printed: {
      nl: p(['Alkalische fosfatase', 'AF'], 'U/l', null, 115, 0, NL_ENZYME),
      sv: p(['P-ALP'], 'µkat/L', 0.6, 1.8, 1),
      da: p(['Basisk fosfatase'], 'U/L', 35, 105, 0),
      pl: p(['Fosfataza zasadowa', 'ALP'], 'U/l', 40, 129, 0),
    },
  },
  {
    markerKey: 'bilirubin_total',
    isBloodCount: false,
    printed: {
      nl: p(['Bilirubine totaal', 'Bilirubine'], 'µmol/l', null, 17, 0, ['umol/l']),
      sv: p(['P-Bilirubin'], 'µmol/L', 5, 25, 0),
      da: p(['Bilirubin'], 'µmol/L', 5, 25, 0),
      pl: p(['Bilirubina całkowita'], 'mg/dl', 0.3, 1.2, 2),
    },
  },
  {
    markerKey: 'albumin',
    isBloodCount: false,
    printed: {
      nl: p(['Albumine'], 'g/l', 35, 50, 0),
      sv: p(['P-Albumin'], 'g/L', 36, 45, 0),
      da: p(['Albumin'], 'g/L', 36, 48, 0),
      pl: p(['Albumina'], 'g/dl', 3.5, 5.2, 1),
    },
  },
  {
    markerKey: 'calcium',
    isBloodCount: false,
    printed: {
      nl: p(['Calcium'], 'mmol/l', 2.2, 2.6, 2),
      sv: p(['P-Calcium'], 'mmol/L', 2.15, 2.5, 2),
      da: p(['Calcium', 'P-Calcium'], 'mmol/L', 2.15, 2.51, 2),
      pl: p(['Wapń całkowity', 'Wapń'], 'mg/dl', 8.6, 10.0, 1),
    },
  },
  {
    markerKey: 'uric_acid',
    isBloodCount: false,
    printed: {
      nl: p(['Urinezuur'], 'mmol/l', 0.2, 0.43, 2),
      sv: p(['P-Urat'], 'µmol/L', 155, 400, 0),
      da: p(['Urat', 'P-Urat'], 'mmol/L', 0.23, 0.48, 2),
      pl: p(['Kwas moczowy'], 'mg/dl', 3.4, 7.0, 1),
    },
  },
  {
    markerKey: 'tsh',
    isBloodCount: false,
    printed: {
      nl: p(['TSH'], 'mU/l', 0.4, 4.0, 2),
      sv: p(['S-TSH', 'P-TSH'], 'mIE/L', 0.4, 4.0, 2),
      da: p(['TSH', 'Thyrotropin'], 'mIU/L', 0.3, 4.0, 2),
      pl: p(['TSH'], 'µIU/ml', 0.27, 4.2, 2),
    },
  },
  {
    markerKey: 'free_t4',
    isBloodCount: false,
    printed: {
      nl: p(['Vrij T4', 'FT4'], 'pmol/l', 10, 23, 1),
      sv: p(['S-FT4', 'S-T4, fritt'], 'pmol/L', 12, 22, 0),
      da: p(['Thyroxin (frit)', 'Frit T4'], 'pmol/L', 12, 22, 0),
      pl: p(['FT4'], 'ng/dl', 0.93, 1.7, 2),
    },
  },
  {
    markerKey: 'crp',
    isBloodCount: false,
    printed: {
      nl: p(['CRP'], 'mg/l', null, 10, 0),
      sv: p(['P-CRP'], 'mg/L', null, 5, 1),
      da: p(['C-reaktivt protein', 'CRP'], 'mg/L', null, 10, 0),
      pl: p(['CRP', 'Białko C-reaktywne'], 'mg/l', null, 5, 1),
    },
  },
  {
    markerKey: 'ferritin',
    isBloodCount: false,
    printed: {
      nl: p(['Ferritine'], 'µg/l', 20, 300, 0, ['ug/l']),
      sv: p(['P-Ferritin'], 'µg/L', 25, 310, 0),
      da: p(['Ferritin'], 'µg/L', 18, 300, 0),
      pl: p(['Ferrytyna'], 'ng/ml', 30, 400, 0),
    },
  },
  {
    markerKey: 'iron',
    isBloodCount: false,
    printed: {
      nl: p(['IJzer'], 'µmol/l', 10, 30, 0),
      sv: p(['S-Järn'], 'µmol/L', 9, 34, 0),
      da: p(['Jern'], 'µmol/L', 9, 34, 0),
      pl: p(['Żelazo'], 'µg/dl', 59, 158, 0),
    },
  },
  {
    markerKey: 'hba1c',
    isBloodCount: false,
    printed: {
      nl: p(['HbA1c'], 'mmol/mol', 20, 42, 0),
      sv: p(['B-HbA1c'], 'mmol/mol', 27, 42, 0),
      da: p(['HbA1c', 'Hæmoglobin A1c'], 'mmol/mol', 20, 42, 0),
      pl: p(['HbA1c', 'Hemoglobina glikowana'], '%', 4.0, 6.0, 1),
    },
  },
  {
    markerKey: 'egfr',
    isBloodCount: false,
    printed: {
      nl: p(['eGFR (CKD-EPI)', 'eGFR'], 'ml/min/1.73m2', 60, null, 0),
      sv: p(['eGFR(kreatinin)', 'P-Kreatinin, eGFR'], 'mL/min/1,73m²', 60, null, 0),
      da: p(['eGFR'], 'mL/min/1,73 m²', 60, null, 0),
      pl: p(['eGFR'], 'ml/min/1,73m2', 60, null, 0),
    },
  },
  {
    markerKey: 'vitamin_b12',
    isBloodCount: false,
    printed: {
      nl: p(['Vitamine B12'], 'pmol/l', 150, 700, 0),
      sv: p(['P-Kobalamin', 'S-Vitamin B12'], 'pmol/L', 140, 650, 0),
      da: p(['Kobalamin (B12)', 'Cobalamin'], 'pmol/L', 200, 600, 0),
      pl: p(['Witamina B12'], 'pg/ml', 197, 771, 0),
    },
  },
  {
    markerKey: 'vitamin_d_25oh',
    isBloodCount: false,
    printed: {
      nl: p(['Vitamine D (25-OH)', '25-OH Vitamine D'], 'nmol/l', 50, 150, 0),
      sv: p(['S-25-OH Vitamin D'], 'nmol/L', 50, 250, 0),
      da: p(['D-vitamin (D2+D3)'], 'nmol/L', 50, 160, 0),
      pl: p(['Witamina D3 (25-OH)', '25(OH)D'], 'ng/ml', 30, 100, 1),
    },
  },
];
