import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import { PageWriter } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import { MONTH_NAMES, type DrawnDate, directionAgainst, drawDate, drawValue, finishReport, formatNumber, pad, round } from './reportParts.js';
import { WHITE_CELL_TYPES, type WhiteCellType, drawDifferential } from './whiteCellDifferential.js';

type Limit = number | null;

/** A unit with the adult limits printed beside it; `female` when the lab prints a women's band, `child` when it adds a children's band. */
interface GulfUnit {
  unit: string;
  low: Limit;
  high: Limit;
  decimals: number;
  female?: readonly [Limit, Limit];
  child?: readonly [Limit, Limit];
}

type Panel = 'HAEMATOLOGY' | 'BIOCHEMISTRY' | 'HORMONES' | 'IMMUNOLOGY';

/** A test as these hospital systems list it: SI unit (Gulf states) and conventional unit (Egypt, Jordan). */
interface GulfTest {
  markerKey: string;
  panel: Panel;
  names: readonly string[];
  si: GulfUnit;
  conventional: GulfUnit;
}

const u = (unit: string, low: Limit, high: Limit, decimals: number, bands: Pick<GulfUnit, 'female' | 'child'> = {}): GulfUnit => ({
  unit,
  low,
  high,
  decimals,
  ...bands,
});

const test = (markerKey: string, panel: Panel, names: readonly string[], si: GulfUnit, conventional = si): GulfTest => ({
  markerKey,
  panel,
  names,
  si,
  conventional,
});

const TESTS: readonly GulfTest[] = [
  test(
    'rbc_count',
    'HAEMATOLOGY',
    ['RBC', 'Red Blood Cells', 'RBC Count'],
    u('10^12/L', 4.5, 5.5, 2, { female: [3.8, 4.8] }),
    u('10^6/uL', 4.5, 5.5, 2, { female: [3.8, 4.8] }),
  ),
  test(
    'hemoglobin',
    'HAEMATOLOGY',
    ['Haemoglobin', 'Hemoglobin', 'HGB', 'Hb'],
    u('g/L', 130, 170, 0, { female: [120, 150] }),
    u('g/dL', 13.0, 17.0, 1, { female: [12.0, 15.0] }),
  ),
  test(
    'hematocrit',
    'HAEMATOLOGY',
    ['Haematocrit', 'Hematocrit (PCV)', 'HCT', 'PCV'],
    u('L/L', 0.4, 0.5, 2, { female: [0.36, 0.46] }),
    u('%', 40.0, 50.0, 1, { female: [36.0, 46.0] }),
  ),
  test('mcv', 'HAEMATOLOGY', ['MCV', 'Mean Cell Volume'], u('fL', 83.0, 101.0, 1)),
  test('mch', 'HAEMATOLOGY', ['MCH', 'Mean Cell Haemoglobin'], u('pg', 27.0, 32.0, 1)),
  test('mchc', 'HAEMATOLOGY', ['MCHC'], u('g/L', 315, 345, 0), u('g/dL', 31.5, 34.5, 1)),
  test('rdw_cv', 'HAEMATOLOGY', ['RDW-CV', 'RDW'], u('%', 11.6, 14.0, 1)),
  test('platelet_count', 'HAEMATOLOGY', ['Platelets', 'Platelet Count', 'PLT'], u('10^9/L', 150, 410, 0), u('10^3/uL', 150, 410, 0)),
  test('mpv', 'HAEMATOLOGY', ['MPV', 'Mean Platelet Volume'], u('fL', 7.4, 10.4, 1)),
  test('esr', 'HAEMATOLOGY', ['ESR', 'ESR (Westergren)'], u('mm/hr', 0, 15, 0, { female: [0, 20] })),
  test('glucose', 'BIOCHEMISTRY', ['Glucose Fasting', 'Fasting Blood Sugar', 'Glucose (Fasting)', 'FBS'], u('mmol/L', 3.9, 5.6, 1), u('mg/dL', 70, 100, 0)),
  test('urea', 'BIOCHEMISTRY', ['Urea', 'Blood Urea', 'Urea, Serum'], u('mmol/L', 2.8, 7.2, 1), u('mg/dL', 15, 45, 0)),
  test(
    'creatinine',
    'BIOCHEMISTRY',
    ['Creatinine', 'Creatinine, Serum', 'S. Creatinine'],
    u('umol/L', 62, 106, 0, { female: [44, 80] }),
    u('mg/dL', 0.7, 1.3, 2, { female: [0.5, 1.1] }),
  ),
  test('egfr', 'BIOCHEMISTRY', ['eGFR (CKD-EPI)', 'eGFR'], u('mL/min/1.73m2', 60, null, 0)),
  test(
    'uric_acid',
    'BIOCHEMISTRY',
    ['Uric Acid', 'Uric Acid, Serum'],
    u('umol/L', 208, 428, 0, { female: [155, 357] }),
    u('mg/dL', 3.5, 7.2, 1, { female: [2.6, 6.0] }),
  ),
  test('sodium', 'BIOCHEMISTRY', ['Sodium (Na)', 'Sodium', 'Na+'], u('mmol/L', 136, 145, 0)),
  test('potassium', 'BIOCHEMISTRY', ['Potassium (K)', 'Potassium', 'K+'], u('mmol/L', 3.5, 5.1, 1)),
  test('chloride', 'BIOCHEMISTRY', ['Chloride (Cl)', 'Chloride'], u('mmol/L', 98, 107, 0)),
  test('bicarbonate', 'BIOCHEMISTRY', ['Bicarbonate (HCO3)', 'Total CO2'], u('mmol/L', 22, 29, 0)),
  test('calcium', 'BIOCHEMISTRY', ['Calcium', 'Calcium, Total'], u('mmol/L', 2.15, 2.55, 2), u('mg/dL', 8.6, 10.2, 1)),
  test('phosphorus', 'BIOCHEMISTRY', ['Phosphorus', 'Inorganic Phosphate'], u('mmol/L', 0.81, 1.45, 2), u('mg/dL', 2.5, 4.5, 1)),
  test('magnesium', 'BIOCHEMISTRY', ['Magnesium'], u('mmol/L', 0.66, 1.07, 2), u('mg/dL', 1.6, 2.6, 1)),
  test('alt', 'BIOCHEMISTRY', ['ALT (SGPT)', 'ALT', 'Alanine Aminotransferase (ALT)'], u('U/L', null, 41, 0, { female: [null, 33] })),
  test('ast', 'BIOCHEMISTRY', ['AST (SGOT)', 'AST', 'Aspartate Aminotransferase (AST)'], u('U/L', null, 40, 0, { female: [null, 32] })),
  test('alkaline_phosphatase', 'BIOCHEMISTRY', ['Alkaline Phosphatase', 'ALP'], u('U/L', 40, 129, 0, { female: [35, 104], child: [142, 335] })),
  test('ggt', 'BIOCHEMISTRY', ['GGT', 'Gamma GT', 'Gamma Glutamyl Transferase'], u('U/L', 10, 71, 0, { female: [6, 42] })),
  test('bilirubin_total', 'BIOCHEMISTRY', ['Total Bilirubin', 'Bilirubin Total'], u('umol/L', 5.0, 21.0, 1), u('mg/dL', 0.3, 1.2, 2)),
  test('bilirubin_direct', 'BIOCHEMISTRY', ['Direct Bilirubin', 'Bilirubin Direct'], u('umol/L', null, 5.0, 1), u('mg/dL', null, 0.3, 2)),
  test('total_protein', 'BIOCHEMISTRY', ['Total Protein'], u('g/L', 66, 83, 0), u('g/dL', 6.6, 8.3, 1)),
  test('albumin', 'BIOCHEMISTRY', ['Albumin', 'Albumin, Serum'], u('g/L', 35, 52, 0), u('g/dL', 3.5, 5.2, 1)),
  test('total_cholesterol', 'BIOCHEMISTRY', ['Cholesterol Total', 'Total Cholesterol'], u('mmol/L', null, 5.18, 2), u('mg/dL', null, 200, 0)),
  test('triglycerides', 'BIOCHEMISTRY', ['Triglycerides', 'Triglyceride'], u('mmol/L', null, 1.7, 2), u('mg/dL', null, 150, 0)),
  test('hdl_cholesterol', 'BIOCHEMISTRY', ['HDL Cholesterol', 'HDL-C'], u('mmol/L', 1.04, null, 2), u('mg/dL', 40, null, 0)),
  test(
    'ldl_cholesterol',
    'BIOCHEMISTRY',
    ['LDL Cholesterol', 'LDL-C (Calculated)', 'LDL Cholesterol (Direct)'],
    u('mmol/L', null, 3.36, 2),
    u('mg/dL', null, 130, 0),
  ),
  test('hba1c', 'BIOCHEMISTRY', ['HbA1c', 'Glycated Haemoglobin (HbA1c)', 'Hemoglobin A1c'], u('%', 4.0, 5.6, 1)),
  test('tsh', 'HORMONES', ['TSH', 'Thyroid Stimulating Hormone (TSH)'], u('mIU/L', 0.27, 4.2, 2), u('uIU/mL', 0.27, 4.2, 2)),
  test('free_t4', 'HORMONES', ['Free T4', 'FT4', 'Free Thyroxine (FT4)'], u('pmol/L', 12.0, 22.0, 1), u('ng/dL', 0.93, 1.7, 2)),
  test('free_t3', 'HORMONES', ['Free T3', 'FT3'], u('pmol/L', 3.1, 6.8, 2), u('pg/mL', 2.0, 4.4, 2)),
  test('vitamin_d_25oh', 'HORMONES', ['25-OH Vitamin D', 'Vitamin D (25-OH)', 'Vitamin D Total'], u('nmol/L', 75, 250, 0), u('ng/mL', 30, 100, 1)),
  test('vitamin_b12', 'HORMONES', ['Vitamin B12', 'Vit. B12'], u('pmol/L', 145, 569, 0), u('pg/mL', 197, 771, 0)),
  test('ferritin', 'HORMONES', ['Ferritin', 'Ferritin, Serum'], u('ug/L', 30, 400, 0, { female: [13, 150] }), u('ng/mL', 30, 400, 0, { female: [13, 150] })),
  test(
    'prolactin',
    'HORMONES',
    ['Prolactin', 'Prolactin (PRL)'],
    u('mIU/L', 86, 324, 0, { female: [102, 496] }),
    u('ng/mL', 4.0, 15.2, 1, { female: [4.8, 23.3] }),
  ),
  test('insulin', 'HORMONES', ['Insulin (Fasting)', 'Fasting Insulin'], u('uIU/mL', 2.6, 24.9, 1)),
  test('crp', 'IMMUNOLOGY', ['CRP', 'C-Reactive Protein (CRP)', 'CRP (Quantitative)'], u('mg/L', null, 5.0, 1)),
  test('rheumatoid_factor', 'IMMUNOLOGY', ['Rheumatoid Factor (RF)', 'RF (Quantitative)'], u('IU/mL', null, 14, 1)),
  test('aso', 'IMMUNOLOGY', ['ASO Titre', 'Anti-Streptolysin O (ASO)'], u('IU/mL', null, 200, 0)),
  test('ige_total', 'IMMUNOLOGY', ['Total IgE', 'IgE, Total'], u('IU/mL', null, 100, 1)),
];

/** Serology these panels print among the numbers: qualitative, so never in the truth. */
const QUALITATIVE_ROWS: ReadonlyArray<readonly [string, string, string]> = [
  ['HBsAg', 'Non Reactive', 'Non Reactive'],
  ['Anti-HCV', 'Non Reactive', 'Non Reactive'],
  ['HIV 1 & 2 Ab/Ag', 'Non Reactive', 'Non Reactive'],
  ['H. pylori Ab', 'Negative', 'Negative'],
  ['Brucella Abortus', 'Negative', '< 1:80'],
];

const CELL_NAMES: Record<WhiteCellType, string> = {
  neutrophils: 'Neutrophils',
  lymphocytes: 'Lymphocytes',
  monocytes: 'Monocytes',
  eosinophils: 'Eosinophils',
  basophils: 'Basophils',
};
const CELL_RANGES: Record<WhiteCellType, { percent: readonly [number, number]; count: readonly [number, number] }> = {
  neutrophils: { percent: [40, 80], count: [2.0, 7.0] },
  lymphocytes: { percent: [20, 40], count: [1.0, 3.0] },
  monocytes: { percent: [2, 10], count: [0.2, 1.0] },
  eosinophils: { percent: [1, 6], count: [0.02, 0.5] },
  basophils: { percent: [0, 2], count: [0.02, 0.1] },
};

/** Name, the Arabic name in Latin transliteration (or none) and the country calling code. */
const HOSPITALS: ReadonlyArray<readonly [string, string | null, string]> = [
  ['Al Noor Specialist Hospital', 'Mustashfa Al Noor Al Takhassusi', '966'],
  ['Dar Al Shifa Hospital - Department of Laboratory Medicine', 'Mustashfa Dar Al Shifa', '965'],
  ['Gulf Medical Laboratories', null, '974'],
  ['Al Salam International Hospital', 'Mustashfa Al Salam Al Dawli', '968'],
  ['Nile Valley Laboratories - Main Branch, Heliopolis', 'Maamal Wadi Al Nil', '20'],
  ['Amman Medical Laboratories', null, '962'],
  ['Emirates Care Hospital - Pathology & Laboratory Medicine', null, '971'],
];
const DOCTORS = ['Dr. Ahmed Al Mansouri', 'Dr. Fatima Hassan', 'Dr. Rania Khalil', 'Dr. Omar Haddad', 'Dr. Priya Menon', 'Dr. Khaled Nasser'];
const PATIENTS: ReadonlyArray<readonly [string, 'Male' | 'Female']> = [
  ['Mohammed Abdullah Al Harbi', 'Male'],
  ['Noura Saeed Al Ketbi', 'Female'],
  ['Ahmed Mahmoud Farouk', 'Male'],
  ['Layla Youssef Haddad', 'Female'],
  ['Maria Santos Dela Cruz', 'Female'],
  ['Imran Khan', 'Male'],
  ['Hessa Ali Al Marri', 'Female'],
];
const NATIONALITIES = ['Saudi', 'Emirati', 'Egyptian', 'Jordanian', 'Indian', 'Filipino', 'Pakistani', 'Qatari', 'Kuwaiti'];

/** One printed row: a result with its unit and the band the patient is flagged against, or a qualitative row. */
interface GulfRow {
  name: string;
  markerKey: string;
  unit: GulfUnit;
  value: number;
  qualifier?: '<' | '>';
  band: readonly [Limit, Limit];
  direction: 'high' | 'low' | null;
  panel: Panel;
}

type Column = 'result' | 'flag' | 'unit' | 'range';

const COLUMN_ORDERS: ReadonlyArray<readonly Column[]> = [
  ['result', 'flag', 'unit', 'range'],
  ['result', 'unit', 'flag', 'range'],
  ['result', 'unit', 'range', 'flag'],
  ['flag', 'result', 'unit', 'range'],
];
const COLUMN_TITLES: Record<Column | 'test', readonly string[]> = {
  test: ['Test', 'Test Name', 'Investigation', 'Test Description'],
  result: ['Result', 'Results', 'Value'],
  flag: ['Flag', 'H/L', 'Status'],
  unit: ['Unit', 'Units'],
  range: ['Reference Range', 'Normal Range', 'Ref. Range', 'Reference Interval'],
};

const COMMENTS = [
  'Comment: Sample slightly haemolysed; potassium may be falsely raised by up to 0.3 mmol/L.',
  'Comment: HbA1c  Non-diabetic < 5.7 %,  Pre-diabetes 5.7 - 6.4 %,  Diabetes >= 6.5 % (ADA 2024).',
  'Comment: Vitamin D status  Deficiency < 20 ng/mL,  Insufficiency 20 - 29 ng/mL,  Sufficiency 30 - 100 ng/mL.',
  'Note: Result repeated and confirmed. Informed to the ward nurse at 09:40, ext. 2215.',
  'Comment: Fasting 10 hours as stated by the patient. eGFR by CKD-EPI 2021 equation.',
  'Note: LDL target < 1.8 mmol/L (70 mg/dL) for very high cardiovascular risk patients.',
];

function longDate(date: DrawnDate, time: string): string {
  return `${pad(date.day)}-${MONTH_NAMES[date.month - 1]}-${date.year} ${time}`;
}

/**
 * Hospital and laboratory reports from the Gulf states, Egypt and Jordan printed in English: a patient block of
 * `Label : value` pairs in two columns (MRN / File No., Nationality, `Age : 34 Years`, `Gender : Female`, Episode or
 * Visit No., Requested by Dr.), sometimes a transliterated Arabic line under the hospital's name, collection,
 * received and reported times (`12-Mar-2024 08:15` or day-first `12/03/2024 08:15`), panels (HAEMATOLOGY,
 * BIOCHEMISTRY, HORMONES, IMMUNOLOGY) with Test | Result | Flag | Unit | Reference Range in one of four column orders,
 * SI units (Gulf) or conventional ones (Egypt, Jordan), men's and women's bands (and a children's band for ALP) in the
 * range cell, on one line or two, or only the patient's band; qualitative serology among the numbers, comments with
 * numbers, `Verified by` / `Validated by` lines with times. The truth range is the band for the patient's sex (the adult one).
 */
export function gulfHospitalDocument(random: SeededRandom, id: string): CorpusDocument {
  const date = drawDate(random, 2022, 2025);
  const system = random.pick(['si', 'si', 'conventional'] as const);
  const [patient, sex] = random.pick(PATIENTS);
  const isFemale = sex === 'Female';
  const bandStyle = random.pick(['patient', 'both_inline', 'both_lines'] as const);
  const flagWords = random.pick([
    ['H', 'L'],
    ['High', 'Low'],
    ['HIGH', 'LOW'],
  ] as const);
  const columnOrder = random.pick(COLUMN_ORDERS);
  const titles = Object.fromEntries(Object.entries(COLUMN_TITLES).map(([column, options]) => [column, random.pick(options)])) as Record<
    Column | 'test',
    string
  >;
  const columnWidths: Record<Column, number> = { result: 58, flag: 36, unit: 72, range: bandStyle === 'both_inline' ? 165 : 120 };
  const columnX = new Map<Column, number>();
  let x = 40 + random.int(135, 165);
  for (const column of columnOrder) {
    columnX.set(column, x);
    x += columnWidths[column] + random.int(-4, 8);
  }
  // One spelling of the micro sign per report: `umol/L` from older systems, `µmol/L` from newer ones.
  const micro = random.pick(['u', 'µ']);
  const writer = new PageWriter({ xScale: 0.93 + random.next() * 0.1, lineScale: 0.95 + random.next() * 0.25, sizeDelta: random.pick([-0.5, 0, 0, 0.5]) });
  const numericDates = random.chance(0.45);
  const collectedTime = `${pad(random.int(6, 11))}:${pad(random.int(0, 59))}`;
  const receivedTime = `${pad(random.int(11, 13))}:${pad(random.int(0, 59))}`;
  const reportedDay = { ...date, day: Math.min(28, date.day + random.int(0, 1)) };
  const at = (day: DrawnDate, time: string) => (numericDates ? `${pad(day.day)}/${pad(day.month)}/${day.year} ${time}` : longDate(day, time));
  const rows = drawRows();
  const mrn = String(random.int(100000, 9999999));

  writeHead();
  const headerOnEveryPage = random.chance(0.5);
  writer.pageHead = () => {
    writer.text(40, `${patient}   MRN: ${mrn}   ${sex}`, 7.5);
    writer.text(400, `Collected: ${at(date, collectedTime)}`, 7.5);
    writer.line(16);
    if (headerOnEveryPage) tableHeader();
  };
  writePanels();
  writeSignatures();

  const expected: ExpectedCorpusValue[] = rows.map((row) => ({
    name: row.name,
    value: row.value,
    ...(row.qualifier ? { qualifier: row.qualifier } : {}),
    unit: row.unit.unit,
    refLow: row.band[0],
    refHigh: row.band[1],
    markerKey: row.markerKey,
  }));
  return finishReport(
    writer,
    random,
    { id, family: 'gulf_hospital', collectedOn: date.iso, expected },
    { interpretation: false, footnotes: false, dayFirst: true },
  );

  function drawRows(): GulfRow[] {
    const result: GulfRow[] = [];
    const withBlood = random.chance(0.7);
    const panels = new Set<Panel>(['BIOCHEMISTRY']);
    if (withBlood) panels.add('HAEMATOLOGY');
    if (random.chance(0.5)) panels.add('HORMONES');
    if (random.chance(0.4)) panels.add('IMMUNOLOGY');
    for (const panel of ['HAEMATOLOGY', 'BIOCHEMISTRY', 'HORMONES', 'IMMUNOLOGY'] as const) {
      if (!panels.has(panel)) continue;
      const pool = TESTS.filter((candidate) => candidate.panel === panel);
      const chosen =
        panel === 'HAEMATOLOGY' ? pool.filter(() => random.chance(0.85)) : random.sample(pool, random.int(Math.min(3, pool.length), Math.min(12, pool.length)));
      // Hospital systems print a panel in their own fixed order; some sort by the order the tests were requested.
      const ordered = random.chance(0.6) ? pool.filter((candidate) => chosen.includes(candidate)) : chosen;
      if (panel === 'HAEMATOLOGY') result.push(...whiteCells());
      for (const picked of ordered) result.push(rowOf(picked, panel));
    }
    return result;
  }

  function rowOf(picked: GulfTest, panel: Panel): GulfRow {
    const listed = system === 'si' ? picked.si : picked.conventional;
    const unit = { ...listed, unit: listed.unit.replace(/^u(?=mol|g\/)/, micro) };
    const band = isFemale && unit.female ? unit.female : ([unit.low, unit.high] as const);
    const drawn = drawValue(random, { unit: unit.unit, low: band[0], high: band[1], decimals: unit.decimals });
    const row: GulfRow = {
      name: random.pick(picked.names),
      markerKey: picked.markerKey,
      unit,
      value: drawn.value,
      band,
      direction: directionAgainst(drawn.value, band[0], band[1]),
      panel,
    };
    // A result under the assay's lower limit is reported as `< 3.0` (CRP) or `< 0.10`.
    if (picked.markerKey === 'crp' && drawn.value < 3 && random.chance(0.5)) return { ...row, value: 3.0, qualifier: '<', direction: null };
    if (picked.markerKey === 'egfr' && drawn.value > 90 && random.chance(0.6)) return { ...row, value: 90, qualifier: '>', direction: null };
    return row;
  }

  function whiteCells(): GulfRow[] {
    const unit = system === 'si' ? random.pick(['10^9/L', 'x10^9/L', '10*9/L']) : random.pick(['10^3/uL', 'x10^3/uL', '10^3/µL']);
    const wbcUnit = u(unit, 4.0, 11.0, 2);
    const wbc = drawValue(random, { unit, low: 4.0, high: 11.0, decimals: 2 });
    const base = (name: string, markerKey: string, printed: GulfUnit, value: number): GulfRow => ({
      name,
      markerKey,
      unit: printed,
      value,
      band: [printed.low, printed.high],
      direction: directionAgainst(value, printed.low, printed.high),
      panel: 'HAEMATOLOGY',
    });
    const rows = [base(random.pick(['WBC', 'White Blood Cells', 'Total WBC Count', 'Total Leucocyte Count']), 'wbc_count', wbcUnit, wbc.value)];
    if (!random.chance(0.8)) return rows;
    const shares = drawDifferential(random);
    const absoluteStyle = random.pick(['Abs', 'Absolute', '#'] as const);
    const withCounts = random.chance(0.7);
    for (const cell of WHITE_CELL_TYPES) {
      const percentName = random.chance(0.5) ? CELL_NAMES[cell] : `${CELL_NAMES[cell]} %`;
      rows.push(base(percentName, `${cell}_percent`, u('%', ...CELL_RANGES[cell].percent, 1), shares[cell]));
      if (withCounts) {
        const countName = absoluteStyle === '#' ? `${CELL_NAMES[cell]} #` : `${CELL_NAMES[cell]} (${absoluteStyle})`;
        const count = Math.max(0.01, round((wbc.value * shares[cell]) / 100, 2));
        rows.push(base(countName, `${cell}_absolute`, u(unit, ...CELL_RANGES[cell].count, 2), count));
      }
    }
    return rows;
  }

  function writeHead(): void {
    const [hospital, transliteration, callingCode] = random.pick(HOSPITALS);
    writer.text(random.pick([40, 120]), hospital, 12, true);
    writer.line(14);
    if (transliteration && random.chance(0.6)) {
      writer.text(random.pick([40, 120]), transliteration, 9);
      writer.line(12);
    }
    writer.text(40, `P.O. Box ${random.int(1000, 99999)}   Tel: +${callingCode} ${random.int(2, 9)} ${random.int(100, 999)} ${random.int(1000, 9999)}`, 7.5);
    writer.line(18);
    const idLabel = random.pick(['MRN', 'File No.', 'MRN / File No.', 'Hospital No.']);
    const visitLabel = random.pick(['Episode No.', 'Visit No.', 'Encounter No.']);
    const dateLabels = random.pick([
      ['Collected On', 'Received On', 'Reported On'],
      ['Sample Collected', 'Sample Received', 'Authorized On'],
      ['Collection Date', 'Receiving Date', 'Report Date'],
    ] as const);
    const years = random.int(18, 80);
    const age = `${years} ${random.pick(['Years', 'Years', 'Y', 'Yrs'])}`;
    const left = [
      ['Patient Name', patient],
      [idLabel, mrn],
      ['Nationality', random.pick(NATIONALITIES)],
      ['Age', random.chance(0.2) ? `${age} ${random.int(1, 11)} Months` : age],
      [random.pick(['Gender', 'Sex']), random.chance(0.8) ? sex : sex.charAt(0)],
      ...(random.chance(0.4) ? [['DOB', `${pad(random.int(1, 28))}/${pad(random.int(1, 12))}/${date.year - years - 1}`]] : []),
    ];
    const right = [
      [visitLabel, `${random.pick(['OP', 'IP', 'ER', ''])}${random.int(1000000, 9999999)}`],
      ['Requested by', random.pick(DOCTORS)],
      ['Location', random.pick(['OPD - Internal Medicine', 'Ward 4B', 'Emergency', 'Family Medicine Clinic', 'Walk-in'])],
      [dateLabels[0], at(date, collectedTime)],
      [dateLabels[1], at(date, receivedTime)],
      [dateLabels[2], at(reportedDay, `${pad(random.int(13, 20))}:${pad(random.int(0, 59))}`)],
    ];
    const separator = random.pick([' : ', ': ']);
    const labelWidth = random.int(75, 95);
    for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
      for (const [column, pairs] of [
        [40, left],
        [310, right],
      ] as const) {
        const pair = pairs[index];
        if (!pair) continue;
        writer.text(column, pair[0]!, 8, true);
        writer.text(column + labelWidth, `${separator.trim()} ${pair[1]}`, 8);
      }
      writer.line(12);
    }
    writer.line(6);
    writer.text(random.pick([40, 230]), random.pick(['LABORATORY REPORT', 'FINAL REPORT', 'Laboratory Results', 'LAB RESULTS - CURRENT EPISODE']), 11, true);
    writer.line(18);
  }

  function tableHeader(): void {
    writer.text(40, titles.test, 8.5, true);
    for (const column of columnOrder) writer.text(columnX.get(column)!, titles[column], 8.5, true);
    writer.line(14);
  }

  function rangeLines(row: GulfRow): string[] {
    const f = (limit: Limit) => (limit === null ? '' : formatNumber(limit, row.unit.decimals, false));
    const one = ([low, high]: readonly [Limit, Limit]) => {
      if (low !== null && high !== null) return `${f(low)} - ${f(high)}`;
      if (high !== null) return random.pick([`< ${f(high)}`, `<${f(high)}`, `Up to ${f(high)}`]);
      return random.pick([`> ${f(low)}`, `>${f(low)}`, `>= ${f(low)}`]);
    };
    const { female, child } = row.unit;
    const male = [row.unit.low, row.unit.high] as const;
    if (!female && !child) return [one(male)];
    if (bandStyle === 'patient') {
      // The adult band only: labs that print by age show the adult band and leave the children's to the age group.
      const own = female && isFemale ? female : male;
      return [female && random.chance(0.5) ? `${one(own)} (${isFemale ? 'F' : 'M'})` : one(own)];
    }
    const bands: string[] = [];
    if (female)
      bands.push(
        bandStyle === 'both_lines' ? `Male: ${one(male)}` : `M: ${one(male)}`,
        bandStyle === 'both_lines' ? `Female: ${one(female)}` : `F: ${one(female)}`,
      );
    else bands.push(`Adult: ${one(male)}`);
    if (child) bands.push(`Child: ${one(child)}`);
    return bandStyle === 'both_inline' ? [bands.join('  ')] : bands;
  }

  function writeRow(row: GulfRow): void {
    const lines = rangeLines(row);
    writer.keep(12 * lines.length);
    const printedValue = `${row.qualifier ? `${row.qualifier} ` : ''}${formatNumber(row.value, row.unit.decimals, false)}`;
    const flag = row.direction === null ? '' : row.direction === 'high' ? flagWords[0] : flagWords[1];
    writer.text(40, row.name, 8.5);
    writer.text(columnX.get('result')!, printedValue, 8.5, row.direction !== null);
    if (flag) writer.text(columnX.get('flag')!, flag, 8.5, true);
    writer.text(columnX.get('unit')!, row.unit.unit, 8.5);
    lines.forEach((line, index) => {
      writer.text(columnX.get('range')!, line, 8);
      if (index < lines.length - 1) writer.line(11);
    });
    writer.line(13);
  }

  function writePanels(): void {
    const byPanel = new Map<Panel, GulfRow[]>();
    for (const row of rows) byPanel.set(row.panel, [...(byPanel.get(row.panel) ?? []), row]);
    const headerOnce = random.chance(0.3);
    if (headerOnce) tableHeader();
    for (const [panel, panelRows] of byPanel) {
      writer.keep(60);
      writer.text(40, random.chance(0.7) ? panel : `${panel.charAt(0)}${panel.slice(1).toLowerCase()}`, 10, true);
      if (random.chance(0.4)) writer.text(300, `Specimen: ${panel === 'HAEMATOLOGY' ? 'Whole Blood EDTA' : 'Serum'}`, 7.5);
      writer.line(15);
      if (!headerOnce) tableHeader();
      for (const row of panelRows) writeRow(row);
      if (panel === 'IMMUNOLOGY' && random.chance(0.7)) writeQualitative();
      if (random.chance(0.45)) {
        writer.line(3);
        writer.text(40, random.pick(COMMENTS), 7.5);
        writer.line(12);
      }
      writer.line(8);
    }
  }

  function writeQualitative(): void {
    for (const [name, result, reference] of random.sample(QUALITATIVE_ROWS, random.int(1, 3))) {
      writer.text(40, name, 8.5);
      writer.text(columnX.get('result')!, result, 8.5);
      writer.text(columnX.get('range')!, reference, 8);
      writer.line(13);
    }
  }

  function writeSignatures(): void {
    writer.line(10);
    writer.keep(50);
    const verifiedTime = `${pad(random.int(11, 15))}:${pad(random.int(0, 59))}`;
    const validatedTime = `${pad(random.int(15, 20))}:${pad(random.int(0, 59))}`;
    writer.text(
      40,
      `Verified by: ${random.pick(['Mohammed Salem', 'Reem Abdelaziz', 'Joseph Mathew', 'Aisha Karim'])}, Lab Technologist  ${at(date, verifiedTime)}`,
      7.5,
    );
    writer.line(11);
    writer.text(
      40,
      `${random.pick(['Validated by', 'Authorized by', 'Released by'])}: ${random.pick(DOCTORS)}, ${random.pick(['Consultant Clinical Pathologist', 'Specialist Clinical Chemistry', 'Lab Director'])}  ${at(reportedDay, validatedTime)}`,
      7.5,
    );
    writer.line(11);
    if (random.chance(0.6)) {
      writer.text(40, `*** End of Report ***   CAP No. ${random.int(1000000, 9999999)}   ISO 15189:2022 accredited`, 7.5);
      writer.line(11);
    }
  }
}
