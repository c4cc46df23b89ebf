import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import type { CorpusTest, CorpusUnit } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import { type DrawnResult, MONTH_NAMES, PATIENTS, US_TESTS, beginReport, expectedOf, finishReport, formatNumber, header, pad, round } from './reportParts.js';

const TECHNOLOGY: Record<string, readonly string[]> = {
  hemoglobin: ['SLS-HEMOGLOBIN METHOD', 'PHOTOMETRY'],
  hematocrit: ['CALCULATED', 'ELECTRICAL IMPEDANCE'],
  wbc_count: ['FLOW CYTOMETRY'],
  rbc_count: ['ELECTRICAL IMPEDANCE'],
  platelet_count: ['ELECTRICAL IMPEDANCE'],
  mcv: ['CALCULATED'],
  hba1c: ['H.P.L.C'],
  tsh: ['C.L.I.A', 'E.C.L.I.A'],
  free_t4: ['C.L.I.A', 'E.C.L.I.A'],
  vitamin_d_25oh: ['C.L.I.A', 'E.C.L.I.A'],
  vitamin_b12: ['C.L.I.A'],
  ferritin: ['C.L.I.A'],
};

const PANELS: ReadonlyArray<{ title: string; keys: readonly string[] }> = [
  { title: 'COMPLETE HEMOGRAM', keys: ['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv'] },
  { title: 'LIPID PROFILE', keys: ['total_cholesterol', 'hdl_cholesterol', 'ldl_cholesterol', 'triglycerides'] },
  { title: 'THYROID PROFILE & VITAMINS', keys: ['tsh', 'free_t4', 'vitamin_d_25oh', 'vitamin_b12', 'ferritin'] },
  { title: 'DIABETES', keys: ['hba1c', 'glucose'] },
];

/** Indian spellings of the conventional units, one picked per report. */
const INDIAN_UNITS: Record<string, readonly string[]> = {
  'x10E3/uL': ['X 10³ / µL', '10^3/µl'],
  'x10E6/uL': ['X 10^6 / µL', '10^6/µl'],
  'uIU/mL': ['µIU/ml', 'µIU/mL'],
  'mg/dL': ['mg/dl', 'mg/dL'],
};

const ratioUnit = (low: number | null, high: number | null): CorpusUnit => ({ unit: 'Ratio', low, high, decimals: 1 });

/** Ratios and derived values these reports calculate from the lipid rows, with their catalog markers and ranges. */
function calculatedLipids(results: readonly DrawnResult[], random: SeededRandom): DrawnResult[] {
  const valueOf = (key: string) => results.find((result) => result.test.markerKey === key)?.value;
  const total = valueOf('total_cholesterol');
  const hdl = valueOf('hdl_cholesterol');
  const ldl = valueOf('ldl_cholesterol');
  const triglycerides = valueOf('triglycerides');
  if (total === undefined || hdl === undefined || ldl === undefined || triglycerides === undefined) return [];
  const derived = (markerKey: string, name: string, unit: CorpusUnit, value: number): DrawnResult => {
    const test: CorpusTest = { markerKey, names: { en: [name] }, us: unit, si: unit };
    const direction = unit.high !== null && value > unit.high ? 'high' : unit.low !== null && value < unit.low ? 'low' : null;
    return { test, name, unit, value: round(value, unit.decimals), direction };
  };
  const mgdl = (low: number | null, high: number | null): CorpusUnit => ({ unit: 'mg/dL', low, high, decimals: 0 });
  return random.sample(
    [
      derived('vldl_cholesterol', 'VLDL CHOLESTEROL', mgdl(5, 40), triglycerides / 5),
      derived('non_hdl_cholesterol', 'NON-HDL CHOLESTEROL', mgdl(null, 160), total - hdl),
      derived('cholesterol_hdl_ratio', 'TC/ HDL CHOLESTEROL RATIO', ratioUnit(3, 5), total / hdl),
      derived('ldl_hdl_ratio', 'LDL / HDL RATIO', ratioUnit(1.5, 3.5), ldl / hdl),
    ],
    random.int(2, 4),
  );
}

function rangeLine(result: DrawnResult): string {
  const { low, high, decimals, unit } = result.unit;
  const f = (n: number) => formatNumber(n, decimals, false);
  const range = low !== null && high !== null ? `${f(low)} - ${f(high)}` : high !== null ? `< ${f(high)}` : `> ${f(low!)}`;
  return `${result.name.toUpperCase()}   : ${range} ${unit === 'Ratio' ? '' : unit}`.trimEnd();
}

/**
 * Indian chain-lab reports laid out as TEST NAME | TECHNOLOGY | VALUE | UNITS, with no range column: the reference
 * intervals of a panel are printed as a block after its rows ('Bio. Ref. Interval :-', one line per test), calculated
 * values and ratios (VLDL, non-HDL, TC/HDL, LDL/HDL) among the measured ones, names in capitals, a key/value head.
 */
export function technologyColumnDocument(random: SeededRandom, id: string): CorpusDocument {
  const {
    date,
    results: drawn,
    writer,
  } = beginReport(
    random,
    US_TESTS.filter((test) => !test.specimen),
    [9, 16],
  );
  const respell = random.chance(0.6);
  const results = drawn.map((result) => {
    const spellings = INDIAN_UNITS[result.test.us.unit];
    const unit = respell && spellings ? { ...result.unit, unit: random.pick(spellings) } : result.unit;
    return { ...result, name: result.name.toUpperCase(), unit };
  });
  const withRatios = [...results, ...calculatedLipids(results, random)];
  const stamp = `${pad(date.day)} ${MONTH_NAMES[date.month - 1]} ${date.year}`;
  header(
    writer,
    random.pick(['DIAGNOSTIC REPORT', 'TEST REPORT']),
    [
      `NAME : ${random.pick(PATIENTS).toUpperCase()} (${random.int(20, 80)}Y/${random.pick(['M', 'F'])})   REF. BY : SELF`,
      `SAMPLE COLLECTED AT : ${random.pick(['HOME COLLECTION', 'MUMBAI CENTRE 400070'])}`,
      `SAMPLE COLLECTED ON : ${stamp} 07:30   REPORT RELEASED ON : ${stamp} 18:44`,
      `BARCODE : ${random.int(10000000, 99999999)}   LAB CODE : ${random.int(1000, 9999)}/${random.int(100000, 999999)}`,
    ],
    random,
    false,
  );
  const x = { name: 40, technology: 230, value: 350, unit: 420 };
  const writeColumns = () => {
    writer.text(x.name, 'TEST NAME', 8, true);
    writer.text(x.technology, 'TECHNOLOGY', 8, true);
    writer.text(x.value, 'VALUE', 8, true);
    writer.text(x.unit, 'UNITS', 8, true);
    writer.line(15);
  };
  const expected: ExpectedCorpusValue[] = [];
  const lipidKeys = new Set(PANELS[1]!.keys);
  const panels = PANELS.map((panel) => ({
    title: panel.title,
    rows: withRatios.filter((result) => panel.keys.includes(result.test.markerKey) || (panel === PANELS[1] && !US_TESTS.includes(result.test))),
  }));
  const paneled = new Set(PANELS.flatMap((panel) => panel.keys));
  panels.push({ title: 'KIDNEY & LIVER PROFILE', rows: withRatios.filter((result) => US_TESTS.includes(result.test) && !paneled.has(result.test.markerKey)) });
  for (const { title, rows } of panels) {
    if (rows.length === 0) continue;
    writer.keep(60 + rows.length * 13);
    writer.text(40, title, 10, true);
    writer.line(16);
    writeColumns();
    for (const result of rows) {
      const technology = TECHNOLOGY[result.test.markerKey] ?? (US_TESTS.includes(result.test) ? ['PHOTOMETRY'] : ['CALCULATED']);
      writer.text(x.name, result.name, 9);
      writer.text(x.technology, random.pick(technology), 8);
      writer.text(x.value, formatNumber(result.value, result.unit.decimals, false), 9, result.direction !== null);
      writer.text(x.unit, result.unit.unit, 9);
      writer.line(14);
      expected.push(expectedOf(result, true));
    }
    writer.line(6);
    writer.text(40, random.pick(['Bio. Ref. Interval :-', 'Reference Range :-']), 8, true);
    writer.line(11);
    for (const result of rows) {
      writer.text(40, rangeLine(result), 8);
      writer.line(11);
    }
    if (rows.some((result) => lipidKeys.has(result.test.markerKey)) && random.chance(0.6)) {
      writer.text(40, 'Clinical significance: NCEP ATP III classifies LDL of 130 - 159 mg/dL as borderline high and 160 - 189 mg/dL as high.', 7);
      writer.line(10);
    }
    writer.text(40, 'Please correlate with clinical conditions.', 7);
    writer.line(18);
  }
  writer.text(40, '~~ End of report ~~', 8);
  writer.line(12);
  return finishReport(writer, random, { id, family: 'technology_column', collectedOn: date.iso, expected }, { interpretation: false, dayFirst: true });
}
