import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import type { CorpusTest, CorpusUnit } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import { type DrawnResult, MONTH_NAMES, PATIENTS, beginReport, expectedOf, finishReport, formatNumber, header, pad } from './reportParts.js';

/** One UK/Australian pathology test: the block it is printed in, the short names these labs use, and their SI unit. */
interface PathologyTest {
  block: string;
  markerKey: string;
  names: readonly string[];
  unit: CorpusUnit;
}

const unit = (printed: string, low: number | null, high: number | null, decimals: number): CorpusUnit => ({ unit: printed, low, high, decimals });

const PATHOLOGY_TESTS: readonly PathologyTest[] = [
  { block: 'FULL BLOOD COUNT', markerKey: 'hemoglobin', names: ['Hb', 'Haemoglobin'], unit: unit('g/L', 130, 170, 0) },
  { block: 'FULL BLOOD COUNT', markerKey: 'wbc_count', names: ['WBC', 'White cell count', 'WCC'], unit: unit('x10^9/L', 4.0, 11.0, 1) },
  { block: 'FULL BLOOD COUNT', markerKey: 'rbc_count', names: ['RBC', 'Red cell count', 'RCC'], unit: unit('x10^12/L', 4.5, 5.5, 2) },
  { block: 'FULL BLOOD COUNT', markerKey: 'hematocrit', names: ['Hct', 'Haematocrit'], unit: unit('L/L', 0.4, 0.5, 2) },
  { block: 'FULL BLOOD COUNT', markerKey: 'mcv', names: ['MCV', 'Mean cell volume'], unit: unit('fL', 83, 101, 0) },
  { block: 'FULL BLOOD COUNT', markerKey: 'platelet_count', names: ['Platelets', 'Plt', 'Platelet count'], unit: unit('x10^9/L', 150, 410, 0) },
  { block: 'UREA & ELECTROLYTES', markerKey: 'sodium', names: ['Sodium', 'Serum sodium'], unit: unit('mmol/L', 133, 146, 0) },
  { block: 'UREA & ELECTROLYTES', markerKey: 'potassium', names: ['Potassium', 'Serum potassium'], unit: unit('mmol/L', 3.5, 5.3, 1) },
  { block: 'UREA & ELECTROLYTES', markerKey: 'urea', names: ['Urea', 'Serum urea'], unit: unit('mmol/L', 2.5, 7.8, 1) },
  { block: 'UREA & ELECTROLYTES', markerKey: 'creatinine', names: ['Creatinine', 'Serum creatinine'], unit: unit('umol/L', 59, 104, 0) },
  { block: 'UREA & ELECTROLYTES', markerKey: 'egfr', names: ['eGFR', 'Estimated GFR'], unit: unit('mL/min/1.73m2', 60, null, 0) },
  { block: 'LIVER FUNCTION TESTS', markerKey: 'bilirubin_total', names: ['Bilirubin', 'Total bilirubin'], unit: unit('umol/L', 3, 21, 0) },
  { block: 'LIVER FUNCTION TESTS', markerKey: 'alt', names: ['ALT', 'Alanine transaminase'], unit: unit('U/L', 10, 50, 0) },
  { block: 'LIVER FUNCTION TESTS', markerKey: 'alkaline_phosphatase', names: ['ALP', 'Alkaline phosphatase'], unit: unit('U/L', 30, 130, 0) },
  { block: 'LIVER FUNCTION TESTS', markerKey: 'ggt', names: ['GGT', 'Gamma GT'], unit: unit('U/L', 10, 71, 0) },
  { block: 'LIVER FUNCTION TESTS', markerKey: 'albumin', names: ['Albumin', 'Serum albumin'], unit: unit('g/L', 35, 50, 0) },
  {
    block: 'LIPID PROFILE',
    markerKey: 'total_cholesterol',
    names: ['Cholesterol', 'Total cholesterol', 'Serum cholesterol'],
    unit: unit('mmol/L', null, 5.0, 1),
  },
  { block: 'LIPID PROFILE', markerKey: 'triglycerides', names: ['Triglycerides', 'Triglyceride'], unit: unit('mmol/L', null, 1.7, 1) },
  { block: 'LIPID PROFILE', markerKey: 'hdl_cholesterol', names: ['HDL cholesterol', 'HDL-C'], unit: unit('mmol/L', 1.0, null, 1) },
  { block: 'LIPID PROFILE', markerKey: 'ldl_cholesterol', names: ['LDL cholesterol', 'LDL-C'], unit: unit('mmol/L', null, 3.0, 1) },
  { block: 'THYROID FUNCTION', markerKey: 'tsh', names: ['TSH', 'Serum TSH'], unit: unit('mU/L', 0.27, 4.2, 2) },
  { block: 'THYROID FUNCTION', markerKey: 'free_t4', names: ['Free T4', 'Free thyroxine'], unit: unit('pmol/L', 12, 22, 1) },
  { block: 'OTHER TESTS', markerKey: 'crp', names: ['CRP', 'C reactive protein'], unit: unit('mg/L', null, 5, 0) },
  { block: 'OTHER TESTS', markerKey: 'ferritin', names: ['Ferritin', 'Serum ferritin'], unit: unit('ug/L', 30, 400, 0) },
  { block: 'OTHER TESTS', markerKey: 'hba1c', names: ['HbA1c', 'Haemoglobin A1c'], unit: unit('mmol/mol', 20, 41, 0) },
  { block: 'OTHER TESTS', markerKey: 'vitamin_b12', names: ['Vitamin B12', 'Serum vitamin B12'], unit: unit('ng/L', 197, 771, 0) },
  { block: 'OTHER TESTS', markerKey: 'glucose', names: ['Glucose', 'Fasting glucose', 'Plasma glucose'], unit: unit('mmol/L', 3.0, 6.0, 1) },
];

const BLOCKS = [...new Set(PATHOLOGY_TESTS.map((test) => test.block))];

const AS_CORPUS_TESTS: readonly CorpusTest[] = PATHOLOGY_TESTS.map((test) => ({
  markerKey: test.markerKey,
  names: { en: test.names },
  us: test.unit,
  si: test.unit,
}));

const COMMENTS = [
  'Comment: Mild normocytic anaemia. Suggest repeat FBC in 4 - 6 weeks.',
  'Please note new reference range for ALP from 01/04/2024 (30 - 130 U/L).',
  'eGFR calculated using CKD-EPI 2009; multiply by 1.16 if of African-Caribbean origin.',
  'Lipid results: QRISK3 10 year risk should be calculated; target non-HDL reduction > 40 %.',
  'Sample received 3 hours after collection; potassium may be falsely raised.',
];

/** `<1` CRP and `>90` eGFR, printed in place of a number as UK and Australian laboratories do. */
function withPrintedLimit(result: DrawnResult, random: SeededRandom): DrawnResult {
  if (result.test.markerKey === 'egfr' && result.value > 90) return { ...result, value: 90, qualifier: '>' };
  if (result.test.markerKey === 'crp' && result.direction === null && random.chance(0.5)) return { ...result, value: 1, qualifier: '<', direction: null };
  return result;
}

/** UK and Australian pathology reports: results grouped in blocks ('FULL BLOOD COUNT'), short names, ranges in brackets after the unit, reported/authorised lines. */
export function pathologyBlocksDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results: drawn, writer } = beginReport(random, AS_CORPUS_TESTS, [8, 18], { system: 'si' });
  const results = drawn.map((result) => withPrintedLimit(result, random));
  const month = MONTH_NAMES[date.month - 1]!;
  const reported = `${pad(Math.min(date.day + 1, 28))}/${pad(date.month)}/${date.year}`;
  header(
    writer,
    random.pick(['Pathology Report', 'Clinical Biochemistry & Haematology', 'Laboratory Medicine Report']),
    [
      `Patient: ${random.pick(PATIENTS).toUpperCase()}   ${random.pick(['NHS No', 'MRN', 'Medicare No'])}: ${random.int(100, 999)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
      random.pick([
        `Collected: ${pad(date.day)}-${month}-${date.year} 08:${pad(date.day)}`,
        `Date collected: ${pad(date.day)}/${pad(date.month)}/${date.year} 09:10`,
        `Specimen collected: ${date.day} ${month} ${date.year}`,
      ]),
      `Reported: ${reported} 14:02   Requested by: Dr ${random.pick(['A Patel', 'S Jones', 'M Nguyen'])}`,
    ],
    random,
    false,
  );
  const order = random.pick(['flag-unit-range', 'range-unit'] as const);
  const bracket = random.pick([
    ['(', ')'],
    ['[', ']'],
    ['', ''],
  ] as const);
  const spacedRange = random.chance(0.5);
  const expected: ExpectedCorpusValue[] = [];
  for (const block of BLOCKS) {
    const inBlock = results.filter((result) => PATHOLOGY_TESTS.find((test) => test.markerKey === result.test.markerKey)!.block === block);
    if (inBlock.length === 0) continue;
    writer.keep(40);
    writer.text(40, block, 10, true);
    writer.line(15);
    for (const result of inBlock) {
      const f = (n: number) => formatNumber(n, result.unit.decimals, false);
      const low = result.unit.low;
      const high = result.unit.high;
      const limits = low !== null && high !== null ? `${f(low)}${spacedRange ? ' - ' : '-'}${f(high)}` : low !== null ? `> ${f(low)}` : `< ${f(high!)}`;
      const range = `${bracket[0]}${limits}${bracket[1]}`;
      const flag = result.direction === 'high' ? 'H' : result.direction === 'low' ? 'L' : '';
      writer.text(40, result.name, 9);
      writer.text(190, `${result.qualifier ?? ''}${f(result.value)}`, 9, flag !== '');
      if (order === 'flag-unit-range') {
        if (flag) writer.text(232, flag, 9, true);
        writer.text(250, result.unit.unit, 9);
        writer.text(340, range, 9);
      } else {
        writer.text(235, `${range}${flag ? ` ${flag}` : ''}`, 9);
        writer.text(340, result.unit.unit, 9);
      }
      writer.line(13);
      expected.push(expectedOf(result, true));
    }
    if (random.chance(0.4)) {
      writer.text(40, random.pick(COMMENTS), 8);
      writer.line(12);
    }
    writer.line(8);
  }
  writer.text(40, `Authorised by: ${random.pick(['Dr J Smith, Consultant Chemical Pathologist', 'B Lee, Biomedical Scientist'])} on ${reported} 15:30`, 8);
  writer.line(12);
  return finishReport(writer, random, { id, family: 'pathology_blocks', collectedOn: date.iso, expected }, { interpretation: false, dayFirst: true });
}
