import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import type { CorpusTest, CorpusUnit } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnDate,
  type DrawnResult,
  MONTH_NAMES,
  beginReport,
  directionAgainst,
  expectedOf,
  finishReport,
  formatNumber,
  pad,
  printedWidth,
  rangeText,
  round,
} from './reportParts.js';

type Panel = 'lipids' | 'glycemic' | 'liver' | 'proteins' | 'kidney' | 'other' | 'urine';

/** A test an insurance lab runs on the paramedical specimens, with the unit and range variants such labs print. */
interface ExamTest {
  markerKey: string;
  panel: Panel;
  names: readonly string[];
  units: readonly CorpusUnit[];
  specimen?: 'urine';
  /**
   * Drawn in the steps the analyser reports, leaving the range only by a step or two on this side: a dilute urine's
   * specific gravity (1.002) or an alkaline pH (8.5); far outside is not physiological.
   */
  stepsOutside?: { side: 'low' | 'high'; step: number };
}

const unit = (printed: string, low: number | null, high: number | null, decimals: number, spellings?: readonly string[]): CorpusUnit =>
  spellings ? { unit: printed, low, high, decimals, spellings } : { unit: printed, low, high, decimals };

const MG_DL = ['mg/dl'];
/** Blood ratios: a report prints them all with no unit or all with the word `ratio`. */
const RATIO = 'ratio';
const U_L = ['IU/L'];

const TESTS: readonly ExamTest[] = [
  {
    markerKey: 'total_cholesterol',
    panel: 'lipids',
    names: ['Cholesterol', 'Total Cholesterol', 'Cholesterol, Total'],
    units: [unit('mg/dL', null, 200, 0, MG_DL), unit('mg/dL', 100, 199, 0, MG_DL)],
  },
  {
    markerKey: 'hdl_cholesterol',
    panel: 'lipids',
    names: ['HDL Cholesterol', 'HDL', 'HDL-C'],
    units: [unit('mg/dL', 40, null, 0, MG_DL), unit('mg/dL', 35, 85, 0, MG_DL)],
  },
  {
    markerKey: 'ldl_cholesterol',
    panel: 'lipids',
    names: ['LDL Cholesterol (calc)', 'LDL Cholesterol', 'LDL, Calculated'],
    units: [unit('mg/dL', null, 130, 0, MG_DL), unit('mg/dL', 0, 129, 0, MG_DL)],
  },
  {
    markerKey: 'triglycerides',
    panel: 'lipids',
    names: ['Triglycerides', 'Triglyceride'],
    units: [unit('mg/dL', null, 150, 0, MG_DL), unit('mg/dL', 30, 200, 0, MG_DL)],
  },
  {
    markerKey: 'cholesterol_hdl_ratio',
    panel: 'lipids',
    names: ['Cholesterol/HDL Ratio', 'Chol/HDL Ratio', 'Total Cholesterol/HDL Ratio', 'Cholesterol/HDL'],
    units: [unit(RATIO, null, 5.0, 1), unit(RATIO, null, 4.5, 1)],
  },
  { markerKey: 'ldl_hdl_ratio', panel: 'lipids', names: ['LDL/HDL Ratio', 'LDL/HDL'], units: [unit(RATIO, null, 3.6, 1), unit(RATIO, null, 3.5, 1)] },
  {
    markerKey: 'glucose',
    panel: 'glycemic',
    names: ['Glucose', 'Glucose, Random', 'Glucose (non-fasting)', 'Serum Glucose'],
    units: [unit('mg/dL', 70, 99, 0, MG_DL), unit('mg/dL', 65, 125, 0, MG_DL), unit('mg/dL', 70, 139, 0, MG_DL)],
  },
  {
    markerKey: 'fructosamine',
    panel: 'glycemic',
    names: ['Fructosamine'],
    units: [unit('umol/L', 205, 285, 0, ['µmol/L']), unit('µmol/L', 190, 270, 0, ['umol/L'])],
  },
  {
    markerKey: 'hba1c',
    panel: 'glycemic',
    names: ['Hemoglobin A1c', 'HbA1c', 'Glycohemoglobin (A1C)', 'Hgb A1C', 'Glycated Hemoglobin'],
    units: [unit('%', 4.0, 5.6, 1), unit('%', 4.8, 5.6, 1), unit('%', 4.0, 6.0, 1)],
  },
  {
    markerKey: 'ast',
    panel: 'liver',
    names: ['AST (SGOT)', 'SGOT (AST)', 'AST', 'Aspartate Aminotransferase'],
    units: [unit('U/L', 0, 40, 0, U_L), unit('U/L', 10, 42, 0, U_L)],
  },
  {
    markerKey: 'alt',
    panel: 'liver',
    names: ['ALT (SGPT)', 'SGPT (ALT)', 'ALT', 'Alanine Aminotransferase'],
    units: [unit('U/L', 0, 45, 0, U_L), unit('U/L', 7, 52, 0, U_L)],
  },
  {
    markerKey: 'ggt',
    panel: 'liver',
    names: ['GGT', 'Gamma GT', 'GGTP', 'Gamma-Glutamyl Transferase'],
    units: [unit('U/L', 0, 65, 0, U_L), unit('U/L', 5, 60, 0, U_L)],
  },
  {
    markerKey: 'alkaline_phosphatase',
    panel: 'liver',
    names: ['Alkaline Phosphatase', 'Alk Phos', 'Alk. Phosphatase'],
    units: [unit('U/L', 30, 115, 0, U_L), unit('U/L', 40, 129, 0, U_L)],
  },
  {
    markerKey: 'bilirubin_total',
    panel: 'liver',
    names: ['Bilirubin, Total', 'Total Bilirubin', 'Bilirubin'],
    units: [unit('mg/dL', 0.1, 1.2, 1, MG_DL), unit('mg/dL', 0.2, 1.3, 1, MG_DL)],
  },
  { markerKey: 'total_protein', panel: 'proteins', names: ['Total Protein', 'Protein, Total'], units: [unit('g/dL', 6.0, 8.5, 1), unit('g/dL', 6.1, 8.3, 1)] },
  { markerKey: 'albumin', panel: 'proteins', names: ['Albumin'], units: [unit('g/dL', 3.5, 5.0, 1), unit('g/dL', 3.6, 5.1, 1)] },
  {
    markerKey: 'globulin',
    panel: 'proteins',
    names: ['Globulin', 'Globulin (calc)', 'Globulin, Total'],
    units: [unit('g/dL', 2.0, 3.8, 1), unit('g/dL', 1.9, 3.7, 1)],
  },
  {
    markerKey: 'albumin_globulin_ratio',
    panel: 'proteins',
    names: ['A/G Ratio', 'Albumin/Globulin Ratio'],
    units: [unit(RATIO, 1.0, 2.5, 1), unit(RATIO, 0.8, 2.0, 1)],
  },
  {
    markerKey: 'bun',
    panel: 'kidney',
    names: ['BUN', 'Blood Urea Nitrogen', 'Urea Nitrogen (BUN)'],
    units: [unit('mg/dL', 6, 25, 0, MG_DL), unit('mg/dL', 7, 20, 0, MG_DL)],
  },
  {
    markerKey: 'creatinine',
    panel: 'kidney',
    names: ['Creatinine', 'Creatinine, Serum'],
    units: [unit('mg/dL', 0.6, 1.3, 2, MG_DL), unit('mg/dL', 0.5, 1.4, 1, MG_DL)],
  },
  {
    markerKey: 'bun_creatinine_ratio',
    panel: 'kidney',
    names: ['BUN/Creatinine Ratio', 'BUN/Creat Ratio'],
    units: [unit(RATIO, 6, 22, 0), unit(RATIO, 10, 20, 0)],
  },
  {
    markerKey: 'egfr',
    panel: 'kidney',
    names: ['eGFR', 'eGFR (CKD-EPI 2021)', 'Est. GFR', 'GFR, Estimated'],
    units: [unit('mL/min/1.73m2', 60, null, 0), unit('mL/min/1.73m2', 59, null, 0)],
  },
  {
    markerKey: 'nt_probnp',
    panel: 'other',
    names: ['NT-proBNP', 'NT-Pro BNP', 'N-Terminal Pro-BNP'],
    units: [unit('pg/mL', null, 125, 0, ['pg/ml']), unit('pg/mL', 0, 125, 0, ['pg/ml'])],
  },
  {
    markerKey: 'psa',
    panel: 'other',
    names: ['PSA', 'PSA, Total', 'Prostate Specific Antigen'],
    units: [unit('ng/mL', 0.0, 4.0, 2, ['ng/ml']), unit('ng/mL', null, 4.0, 1, ['ng/ml'])],
  },
  {
    markerKey: 'urine_specific_gravity',
    panel: 'urine',
    specimen: 'urine',
    stepsOutside: { side: 'low', step: 0.001 },
    names: ['Specific Gravity', 'Sp. Gravity', 'Specific Gravity, Urine'],
    units: [unit('', 1.003, 1.035, 3), unit('', 1.005, 1.03, 3)],
  },
  {
    markerKey: 'urine_ph',
    panel: 'urine',
    specimen: 'urine',
    stepsOutside: { side: 'high', step: 0.5 },
    names: ['pH', 'Urine pH'],
    units: [unit('', 4.5, 8.0, 1), unit('', 5.0, 8.0, 1)],
  },
  {
    markerKey: 'urine_creatinine',
    panel: 'urine',
    specimen: 'urine',
    names: ['Creatinine', 'Creatinine, Urine', 'Urine Creatinine'],
    units: [unit('mg/dL', 20, 400, 0, MG_DL), unit('mg/dL', 20, 320, 0, MG_DL)],
  },
  {
    markerKey: 'urine_protein_creatinine_ratio',
    panel: 'urine',
    specimen: 'urine',
    names: ['Protein/Creatinine Ratio', 'Prot/Creat Ratio', 'Urine Protein/Creatinine Ratio'],
    units: [unit('mg/mg', null, 0.2, 2), unit('mg/g', null, 200, 0), unit('mg/g', null, 150, 0)],
  },
  {
    markerKey: 'urine_microalbumin',
    panel: 'urine',
    specimen: 'urine',
    names: ['Microalbumin', 'Microalbumin, Urine'],
    units: [unit('mg/dL', null, 2.0, 1, MG_DL), unit('mg/L', null, 30, 1)],
  },
  {
    markerKey: 'urine_albumin_creatinine_ratio',
    panel: 'urine',
    specimen: 'urine',
    names: ['Microalbumin/Creatinine Ratio', 'Albumin/Creatinine Ratio'],
    units: [unit('mg/g', null, 30, 1), unit('mg/g creat', null, 30, 0)],
  },
];

const PANEL_ORDER: readonly Panel[] = ['lipids', 'glycemic', 'liver', 'proteins', 'kidney', 'other', 'urine'];
const PANEL_TITLES: Record<Exclude<Panel, 'urine'>, readonly string[]> = {
  lipids: ['Lipids', 'LIPID PROFILE'],
  glycemic: ['Diabetic Screen', 'GLUCOSE METABOLISM'],
  liver: ['Liver Function', 'HEPATIC PANEL'],
  proteins: ['Proteins', 'SERUM PROTEINS'],
  kidney: ['Kidney Function', 'RENAL PANEL'],
  other: ['Other', 'CARDIAC / PROSTATE'],
};

/** A screen reported only as a word; its range cell holds the expected word or the screening cut-off, never a result. */
interface Screen {
  names: readonly string[];
  specimen: 'blood' | 'urine';
  /** The words a lab reports; the first is the normal one it prints as the range. */
  results: readonly string[];
  cutoff?: readonly number[];
}

const SCREENS: readonly Screen[] = [
  { names: ['HIV-1/2 Antibody', 'HIV 1/2 Ab Screen', 'HIV-1/HIV-2 Antibodies'], specimen: 'blood', results: ['Negative', 'Non-reactive'] },
  { names: ['Hepatitis B Surface Antigen', 'HBsAg'], specimen: 'blood', results: ['Non-reactive', 'Negative'] },
  { names: ['Hepatitis C Antibody', 'HCV Antibody'], specimen: 'blood', results: ['Non-reactive', 'Not detected'] },
  { names: ['Cotinine', 'Cotinine, Serum'], specimen: 'blood', results: ['Negative', 'Not detected'], cutoff: [10, 15, 25] },
  { names: ['Cocaine Metabolite', 'Cocaine Metabolites'], specimen: 'blood', results: ['Negative', 'Not detected'], cutoff: [50, 150] },
  { names: ['Glucose', 'Glucose, Urine'], specimen: 'urine', results: ['Negative', 'NEG'] },
  { names: ['Protein', 'Protein, Urine'], specimen: 'urine', results: ['Negative', 'Trace', 'NEG'] },
  { names: ['Cotinine', 'Nicotine Metabolite (Cotinine)'], specimen: 'urine', results: ['Negative', 'Not detected'], cutoff: [100, 200, 500] },
  { names: ['Cocaine Metabolite', 'Benzoylecgonine'], specimen: 'urine', results: ['Negative', 'Not detected'], cutoff: [150, 300] },
  { names: ['Opiates'], specimen: 'urine', results: ['Negative'], cutoff: [300, 2000] },
];

const LABS: ReadonlyArray<readonly [string, string]> = [
  ['Risk Assessment Laboratories, Inc.', '8433 Quarry Road, Lenexa, KS 66215'],
  ['Paramedical Reference Laboratory', '4200 Commerce Pkwy, Suite 110, Belleville, IL 62226'],
  ['Underwriting Laboratory Services', '1901 Sulphur Spring Rd, Baltimore, MD 21227'],
  ['National Insurance Testing Lab', '10101 Renner Blvd, Lenexa, KS 66219'],
];
const INSURERS = ['Northfield Mutual Life Insurance Co.', 'Great Plains Life Assurance Company', 'Summit National Life', 'Lakeshore Life & Annuity'];
const APPLICANTS: ReadonlyArray<readonly [string, 'M' | 'F']> = [
  ['SMITH, JOHN R', 'M'],
  ['Garcia, Maria L', 'F'],
  ['NGUYEN, DAVID', 'M'],
  ['Johnson, Emily', 'F'],
  ['O’BRIEN, PATRICK', 'M'],
  ['Patel, Anita', 'F'],
];
const EXAMINERS = ['D. Alvarez', 'K. Brooks', 'R. Tanaka', 'S. Williams', 'M. Okafor'];

/** Remarks insurance labs print about the specimens; the numbers in them are never results. */
const REMARKS = [
  'Specimen slightly hemolyzed.',
  'Specimen moderately hemolyzed; AST and potassium may be falsely elevated.',
  'Specimen slightly lipemic.',
  'Non-fasting specimen: last meal 2 hours before collection.',
  'Blood specimen received 4 days after collection; glucose may be falsely low.',
  'Urine temperature 94 F at collection (acceptable 90 - 100 F). Chain-of-custody seal intact.',
  'Urine creatinine below 20 mg/dL indicates a dilute specimen.',
  'NT-proBNP reference interval applies to applicants under 75 years; 75 years and older: < 450 pg/mL.',
  'HIV testing performed with the written consent of the applicant (form 1-A on file).',
];

type DateStyle = 'us' | 'short' | 'named' | 'iso' | 'lis';

function dateText(date: DrawnDate, style: DateStyle): string {
  const { year, month, day } = date;
  if (style === 'us') return `${pad(month)}/${pad(day)}/${year}`;
  if (style === 'short') return `${month}/${day}/${String(year).slice(2)}`;
  if (style === 'named') return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
  if (style === 'iso') return `${year}-${pad(month)}-${pad(day)}`;
  return `${pad(day)}-${MONTH_NAMES[month - 1]!.toUpperCase()}-${year}`;
}

/** A date `days` after `date`, kept within the month as the corpus dates are. */
function later(date: DrawnDate, days: number): DrawnDate {
  const day = Math.min(28, date.day + days);
  return { ...date, day, iso: `${date.year}-${pad(date.month)}-${pad(day)}` };
}

function asCorpusTest(test: ExamTest, random: SeededRandom, ratioUnit: string): CorpusTest {
  const picked = random.pick(test.units);
  const chosen = picked.unit === RATIO ? { ...picked, unit: ratioUnit } : picked;
  return { markerKey: test.markerKey, names: { en: test.names }, us: chosen, si: chosen, ...(test.specimen ? { specimen: test.specimen } : {}) };
}

function drawInSteps(result: DrawnResult, { side, step }: { side: 'low' | 'high'; step: number }, random: SeededRandom): void {
  const { low, high, decimals } = result.unit;
  const stepsInside = Math.round((high! - low!) / step);
  const outside = random.chance(0.25) ? random.int(1, 2) : 0;
  const steps = outside === 0 ? random.int(1, stepsInside - 1) : side === 'low' ? -outside : stepsInside + outside;
  result.value = round(low! + step * steps, decimals);
  result.direction = directionAgainst(result.value, low, high);
}

/**
 * Values one report computes from others: the lab prints globulin as total protein less albumin and the ratios from
 * the values on the same report, so they agree with each other.
 */
function deriveCalculated(results: DrawnResult[]): void {
  const value = (key: string) => results.find((result) => result.test.markerKey === key)?.value;
  const set = (key: string, computed: number | undefined) => {
    const result = results.find((candidate) => candidate.test.markerKey === key);
    if (!result || computed === undefined || !Number.isFinite(computed) || computed <= 0) return;
    result.value = round(computed, result.unit.decimals);
    result.direction = directionAgainst(result.value, result.unit.low, result.unit.high);
  };
  const [protein, albumin, cholesterol, hdl, ldl] = ['total_protein', 'albumin', 'total_cholesterol', 'hdl_cholesterol', 'ldl_cholesterol'].map(value);
  if (protein !== undefined && albumin !== undefined) set('globulin', protein - albumin);
  const globulin = value('globulin');
  if (albumin !== undefined && globulin !== undefined) set('albumin_globulin_ratio', albumin / globulin);
  if (cholesterol !== undefined && hdl !== undefined) set('cholesterol_hdl_ratio', cholesterol / hdl);
  if (ldl !== undefined && hdl !== undefined) set('ldl_hdl_ratio', ldl / hdl);
}

/**
 * Life-insurance and employment paramedical examination lab reports (what an insurers' reference lab returns after the
 * paramedical exam): a case header with Case ID / Control No., policy or application number, examiner and exam date,
 * the applicant's date of birth, age, sex, height, weight, one or two blood pressures and the pulse taken at the exam
 * (none of them results); a BLOOD PROFILE table (Test | Result | Flag | Units | Normal Range, Test | Result | Units |
 * Reference with the flag after the value, or Test | Result | Normal Range | Units) with lipids and their ratios,
 * glucose, fructosamine, HbA1c, liver enzymes, bilirubin, proteins, BUN, creatinine, eGFR, NT-proBNP, PSA for men, and
 * screens reported only as words (HIV, hepatitis B and C, cotinine, cocaine metabolite, `Non-reactive`, cut-offs in the
 * range cell); a URINE PROFILE (specific gravity, pH, urine creatinine, protein/creatinine ratio, microalbumin, dipstick
 * words, drug screens); received and reported dates, lab address and phone, remarks, `Results reported to` line.
 */
export function insuranceExamDocument(random: SeededRandom, id: string): CorpusDocument {
  const [applicant, sex] = random.pick(APPLICANTS);
  const ratioUnit = random.pick(['', '', RATIO]);
  const examTests = TESTS.filter((test) => test.markerKey !== 'psa' || sex === 'M');
  const corpusTests = examTests.map((test) => asCorpusTest(test, random, ratioUnit));
  const { date, results, writer } = beginReport(random, corpusTests, [Math.max(14, corpusTests.length - 8), corpusTests.length]);
  const panelOf = (result: DrawnResult) => TESTS.find((test) => test.markerKey === result.test.markerKey)!.panel;
  results.sort((a, b) => PANEL_ORDER.indexOf(panelOf(a)) - PANEL_ORDER.indexOf(panelOf(b)) || corpusTests.indexOf(a.test) - corpusTests.indexOf(b.test));
  for (const result of results) {
    const stepsOutside = TESTS.find((test) => test.markerKey === result.test.markerKey)!.stepsOutside;
    if (stepsOutside) drawInSteps(result, stepsOutside, random);
  }
  deriveCalculated(results);

  const dateStyle = random.pick(['us', 'us', 'short', 'named', 'iso', 'lis'] as const);
  const serif = random.chance(0.3);
  const capitals = random.chance(0.35);
  const columnOrder = random.pick(['result_flag_units_range', 'result_units_range', 'result_range_units'] as const);
  const flagStyle = columnOrder === 'result_flag_units_range' ? random.pick(['H', 'HIGH'] as const) : random.pick(['H', 'HIGH', 'after'] as const);
  const panelHeadings = random.chance(0.4);
  const rangeStyle = random.pick(['dash', 'spaced'] as const);
  const size = 8.5;
  const [lab, labAddress] = random.pick(LABS);
  const insurer = random.pick(INSURERS);
  const caseId = `${random.int(1000, 9999)}-${random.int(1000, 9999)}`;

  const put = (x: number, text: string, textSize = size, bold = false) =>
    serif ? writer.styled(x, text, textSize, { serif: true, bold }) : writer.text(x, text, textSize, bold);
  const printedName = (name: string) => (capitals ? name.toUpperCase() : name);

  writeCaseHeader();
  const bloodScreens = random.sample(
    SCREENS.filter((screen) => screen.specimen === 'blood'),
    random.int(2, 5),
  );
  const urineScreens = random.sample(
    SCREENS.filter((screen) => screen.specimen === 'urine'),
    random.int(2, 5),
  );
  const bloodResults = results.filter((result) => !result.test.specimen);
  const urineResults = results.filter((result) => result.test.specimen === 'urine');
  const tableNames = [
    ...results.map((result) => printedName(result.name)),
    ...[...bloodScreens, ...urineScreens].flatMap((screen) => screen.names.map(printedName)),
  ];
  const titles = {
    test: random.pick(['TEST', 'Test', 'Test Name', 'Description']),
    result: random.pick(['RESULT', 'Result', 'Value']),
    flag: random.pick(['Flag', 'Abn', 'H/L']),
    units: random.pick(['UNITS', 'Units', 'Unit']),
    range: random.pick(['NORMAL RANGE', 'Normal Range', 'Reference Range', 'Reference', 'Expected']),
  };
  const layout = columnsFor(Math.max(...tableNames.map((name) => printedWidth(writer, name, size))));
  writeTable(random.pick(['BLOOD PROFILE', 'Blood Profile', 'BLOOD CHEMISTRY PROFILE']), bloodResults, bloodScreens);
  // Remarks on the blood specimen under its table, or all remarks at the end.
  const remarksBetween = random.chance(0.3);
  if (remarksBetween) writeRemarks();
  writeTable(random.pick(['URINE PROFILE', 'Urine Profile', 'URINALYSIS / URINE SCREEN']), urineResults, urineScreens);
  if (!remarksBetween) writeRemarks();
  writeSignOff();

  const expected: ExpectedCorpusValue[] = results.map((result) => expectedOf(result, true, printedName(result.name)));
  return finishReport(
    writer,
    random,
    { id, family: 'insurance_exam', collectedOn: date.iso, expected },
    { interpretation: random.chance(0.25), footnotes: random.chance(0.3) },
  );

  function writeCaseHeader(): void {
    put(40, lab, 12, true);
    writer.line(12);
    put(40, `${labAddress}   ${random.pick(['Phone', 'Tel.', 'Client Services'])}: (${random.int(200, 989)}) 555-0${random.int(100, 199)}`, 7.5);
    writer.line(18);
    put(
      40,
      random.pick([
        'INSURANCE LABORATORY REPORT',
        'Applicant Laboratory Results',
        'Paramedical Examination - Laboratory Report',
        'LAB REPORT FOR UNDERWRITING',
      ]),
      13,
      true,
    );
    writer.line(20);
    const age = random.int(21, 72);
    const [birthYear, birthMonth, birthDay] = [date.year - age - 1, random.int(date.month, 12), random.int(1, 28)];
    const birth: DrawnDate = { year: birthYear, month: birthMonth, day: birthDay, iso: `${birthYear}-${pad(birthMonth)}-${pad(birthDay)}` };
    const collected = dateText(date, dateStyle);
    const received = dateText(later(date, random.int(1, 3)), dateStyle);
    const metric = random.chance(0.2);
    const height = metric ? `${random.int(155, 195)} cm` : random.pick([`${random.int(5, 6)}' ${random.int(0, 11)}"`, `${random.int(60, 76)} in`]);
    const weight = metric ? `${formatNumber(50 + random.next() * 60, 1, false)} kg` : `${random.int(112, 265)} lbs`;
    const pressure = () => `${random.int(104, 158)}/${random.int(62, 98)}`;
    const fields: Array<readonly [string, string]> = [
      [random.pick(['Case ID', 'Case #', 'Case No.']), caseId],
      [random.pick(['Control No.', 'Control #', 'Lab Control No.']), `${random.int(10000000, 99999999)}`],
      [random.pick(['Policy No.', 'Application #', 'Policy #']), `${random.pick(['UL', 'A', 'TL'])}${random.int(1000000, 9999999)}`],
      ['Applicant', applicant],
      [random.pick(['DOB', 'Date of Birth', 'Birth Date']), dateText(birth, dateStyle)],
      [random.pick(['Sex', 'Gender']), random.chance(0.5) ? sex : sex === 'M' ? 'Male' : 'Female'],
      ['Age', `${age}`],
      [random.pick(['Height', 'Ht']), height],
      [random.pick(['Weight', 'Wt']), weight],
      random.chance(0.5) ? ['BP', `${pressure()}   ${pressure()}`] : [random.pick(['Blood Pressure', 'BP']), pressure()],
      [random.pick(['Pulse', 'Pulse Rate']), `${random.int(52, 98)}`],
      ['Examiner', `${random.pick(EXAMINERS)}  #${random.int(10000, 99999)}`],
      [random.pick(['Exam Date', 'Date of Exam']), collected],
      [random.pick(['Date Collected', 'Collection Date', 'Collected']), collected],
      [random.pick(['Specimen Received', 'Date Received', 'Received']), received],
      [random.pick(['Date Reported', 'Reported']), dateText(later(date, random.int(3, 5)), dateStyle)],
      ['Company', insurer],
      ['Fasting', random.pick(['No', 'Yes', 'Unknown', '3 hrs'])],
    ];
    const right = 296;
    const valueOffset = Math.max(...fields.map(([label]) => printedWidth(writer, `${label}:`, 8, true))) + 8;
    const half = Math.ceil(fields.length / 2);
    for (let index = 0; index < half; index += 1) {
      writeField(40, fields[index]!);
      const other = fields[half + index];
      if (other) writeField(right, other);
      writer.line(11.5);
    }
    writer.line(10);

    function writeField(x: number, [label, value]: readonly [string, string]): void {
      put(x, `${label}:`, 8, true);
      put(x + valueOffset, value, 8);
    }
  }

  /** Column positions from the widest printed name, as report software sizes its name column. */
  function columnsFor(nameWidth: number) {
    const result = 40 + nameWidth + random.int(14, 26);
    const screenWords = SCREENS.flatMap((screen) => screen.results).map(screenResultText);
    const resultWidth = Math.max(flagStyle === 'after' ? 50 : 44, ...screenWords.map((word) => printedWidth(writer, word, size)));
    const afterResult = result + resultWidth + 12;
    if (columnOrder === 'result_flag_units_range') return { result, flag: afterResult, units: afterResult + 34, range: afterResult + 112 };
    if (columnOrder === 'result_units_range')
      return { result, flag: afterResult, units: afterResult + (flagStyle === 'after' ? 0 : 34), range: afterResult + (flagStyle === 'after' ? 80 : 112) };
    const flag = afterResult;
    const range = flagStyle === 'after' ? afterResult : afterResult + 34;
    return { result, flag, range, units: range + 86 };
  }

  function writeColumnTitles(): void {
    put(40, titles.test, 8, true);
    put(layout.result, titles.result, 8, true);
    if (flagStyle !== 'after') put(layout.flag, titles.flag, 8, true);
    put(layout.units, titles.units, 8, true);
    put(layout.range, titles.range, 8, true);
    writer.line(13);
  }

  function writeTable(title: string, rows: readonly DrawnResult[], screens: readonly Screen[]): void {
    writer.keep(60);
    put(40, title, 10, true);
    writer.line(14);
    writeColumnTitles();
    writer.pageHead = () => {
      put(40, `${applicant}   Case ${caseId}   ${title} (continued)`, 7.5);
      writer.line(14);
      writeColumnTitles();
    };
    let panel: Panel | null = null;
    for (const row of rows) {
      const rowPanel = panelOf(row);
      if (panelHeadings && rowPanel !== 'urine' && rowPanel !== panel) {
        writer.keep(30);
        put(44, random.pick(PANEL_TITLES[rowPanel]), 8, true);
        writer.line(12);
      }
      panel = rowPanel;
      writeResultRow(row);
    }
    if (panelHeadings && screens.length > 0 && rows.some((row) => panelOf(row) !== 'urine')) {
      put(44, random.pick(['Screening Tests', 'INFECTIOUS DISEASE / DRUG SCREEN']), 8, true);
      writer.line(12);
    }
    for (const screen of screens) writeScreenRow(screen);
    writer.pageHead = null;
    writer.line(8);
  }

  function writeResultRow(row: DrawnResult): void {
    const value = formatNumber(row.value, row.unit.decimals, false);
    const direction = directionAgainst(row.value, row.unit.low, row.unit.high);
    const flag = direction === null ? '' : flagStyle === 'HIGH' ? direction.toUpperCase() : direction === 'high' ? 'H' : 'L';
    put(44, printedName(row.name));
    put(layout.result, flagStyle === 'after' && flag ? `${value} ${flag}` : value, size, direction !== null && random.chance(0.5));
    if (flagStyle !== 'after' && flag) put(layout.flag, flag);
    if (row.unit.unit) put(layout.units, row.unit.unit, 8);
    put(layout.range, rangeText(row.unit, false, rangeStyle), 8);
    writer.line(12);
  }

  function writeScreenRow(screen: Screen): void {
    const result = random.pick(screen.results);
    put(44, printedName(random.pick(screen.names)));
    put(layout.result, screenResultText(result));
    const cutoff = screen.cutoff && random.chance(0.6) ? random.pick(screen.cutoff) : null;
    // The range cell holds the screen's normal word or its cut-off.
    put(layout.range, cutoff === null ? screen.results[0]! : random.pick([`Cutoff ${cutoff} ng/mL`, `< ${cutoff} ng/mL`]), 8);
    writer.line(12);
  }

  function screenResultText(result: string): string {
    return capitals ? result.toUpperCase() : result;
  }

  function writeRemarks(): void {
    writer.keep(50);
    put(40, random.pick(['REMARKS:', 'Comments:', 'Specimen Remarks:']), 8.5, true);
    writer.line(12);
    for (const remark of random.sample(REMARKS, random.int(1, 3))) {
      put(48, remark, 7.5);
      writer.line(10);
    }
    writer.line(8);
  }

  function writeSignOff(): void {
    writer.keep(50);
    put(40, `Results reported to: ${insurer}, Underwriting Dept.${random.chance(0.5) ? `, Attn: Medical Director` : ''}`, 8);
    writer.line(12);
    put(
      40,
      `Laboratory Director: ${random.pick(['A. Morgan, MD', 'L. Chen, MD, PhD', 'J. Ruiz, DO'])}   CLIA ${random.int(10, 99)}D${random.int(1000000, 9999999)}`,
      7.5,
    );
    writer.line(12);
  }
}
