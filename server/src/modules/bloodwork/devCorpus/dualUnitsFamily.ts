import type { CorpusDocument, ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import { CORPUS_TESTS, type CorpusUnit } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import { MONTH_NAMES, PATIENTS, beginReport, type DrawnDate, type DrawnResult, expectedOf, finishReport, formatNumber, header, pad } from './reportParts.js';

/** Conventional = SI × factor + offset (HbA1c: NGSP % from IFCC mmol/mol); tests not listed read the same number in both units. */
interface Conversion {
  factor: number;
  offset?: number;
  conventionalUnit?: string;
}

const CONVERSIONS: Record<string, Conversion> = {
  glucose: { factor: 18.016 },
  total_cholesterol: { factor: 38.67 },
  hdl_cholesterol: { factor: 38.67 },
  ldl_cholesterol: { factor: 38.67 },
  triglycerides: { factor: 88.57 },
  creatinine: { factor: 1 / 88.4 },
  urea: { factor: 6.006 },
  uric_acid: { factor: 1 / 59.48 },
  calcium: { factor: 4.008 },
  bilirubin_total: { factor: 1 / 17.1 },
  albumin: { factor: 0.1 },
  hemoglobin: { factor: 0.1 },
  hematocrit: { factor: 100 },
  free_t4: { factor: 1 / 12.87 },
  iron: { factor: 5.585 },
  vitamin_d_25oh: { factor: 0.4006 },
  vitamin_b12: { factor: 1.355 },
  hba1c: { factor: 0.0915, offset: 2.15 },
  sodium: { factor: 1, conventionalUnit: 'mEq/L' },
  potassium: { factor: 1, conventionalUnit: 'mEq/L' },
};

const DUAL_TESTS = CORPUS_TESTS.filter((test) => !test.specimen);

type System = 'si' | 'conventional';

/** One result in both systems; `primary` is the one printed first, the result the laboratory reports. */
interface DualResult {
  result: DrawnResult;
  primary: CorpusUnit;
  secondary: CorpusUnit;
  secondaryValue: number;
}

const SAME_NUMBER: Conversion = { factor: 1 };

function converted(value: number, markerKey: string, to: System): number {
  const conversion = CONVERSIONS[markerKey] ?? SAME_NUMBER;
  const offset = conversion.offset ?? 0;
  return to === 'conventional' ? value * conversion.factor + offset : (value - offset) / conversion.factor;
}

/** The other system's unit with its limits converted and rounded as the laboratory prints them. */
function otherUnit(result: DrawnResult, to: System): CorpusUnit {
  const conversion = CONVERSIONS[result.test.markerKey] ?? SAME_NUMBER;
  const target = to === 'conventional' ? result.test.us : result.test.si;
  const limit = (value: number | null) => (value === null ? null : Number(converted(value, result.test.markerKey, to).toFixed(target.decimals)));
  const unit = to === 'conventional' ? (conversion.conventionalUnit ?? target.unit) : target.unit;
  return { unit, low: limit(result.unit.low), high: limit(result.unit.high), decimals: target.decimals };
}

function dual(drawn: DrawnResult, primarySystem: System): DualResult {
  const to: System = primarySystem === 'si' ? 'conventional' : 'si';
  const conventionalUnit = CONVERSIONS[drawn.test.markerKey]?.conventionalUnit;
  // A report that leads with conventional units prints sodium and potassium in mEq/L there too.
  const result = primarySystem === 'conventional' && conventionalUnit ? { ...drawn, unit: { ...drawn.unit, unit: conventionalUnit } } : drawn;
  const secondary = otherUnit(result, to);
  const secondaryValue = Number(converted(result.value, result.test.markerKey, to).toFixed(secondary.decimals));
  return { result, primary: result.unit, secondary, secondaryValue };
}

function range(unit: CorpusUnit, joiner: string): string {
  const f = (n: number) => formatNumber(n, unit.decimals, false);
  if (unit.low !== null && unit.high !== null) return `${f(unit.low)}${joiner}${f(unit.high)}`;
  if (unit.high !== null) return `< ${f(unit.high)}`;
  return `> ${f(unit.low!)}`;
}

const SECTIONS: ReadonlyArray<readonly [string, ReadonlySet<string>]> = [
  ['HAEMATOLOGY', new Set(['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv'])],
  ['ENDOCRINOLOGY', new Set(['tsh', 'free_t4', 'vitamin_d_25oh', 'vitamin_b12', 'hba1c'])],
  ['CLINICAL CHEMISTRY', new Set()],
];

const sectionOf = (result: DrawnResult) => SECTIONS.find(([, keys]) => keys.has(result.test.markerKey))?.[0] ?? 'CLINICAL CHEMISTRY';

function gulfDate(date: DrawnDate, style: 'dayFirst' | 'monthName', time: string): string {
  return style === 'dayFirst'
    ? `${pad(date.day)}/${pad(date.month)}/${date.year} ${time}`
    : `${pad(date.day)}-${MONTH_NAMES[date.month - 1]}-${date.year} ${time}`;
}

interface Layout {
  size: number;
  flag: 'column' | 'glued' | 'none';
  joiner: string;
  systemTitles: Record<System, string>;
}

function flagOf(dualResult: DualResult): string {
  const { result } = dualResult;
  return result.direction === 'high' ? 'H' : result.direction === 'low' ? 'L' : '';
}

/** Six columns under two titles ('SI Units' | 'Conventional Units'): result, unit and range for each system. */
function drawColumns(writer: PageWriter, rows: DualResult[], layout: Layout, primarySystem: System): void {
  const secondarySystem: System = primarySystem === 'si' ? 'conventional' : 'si';
  const x = { name: 40, flag: 160, result: 180, unit: 228, range: 290, result2: 370, unit2: 412, range2: 474 };
  const { size } = layout;
  writer.text(x.result, layout.systemTitles[primarySystem], size, true);
  writer.text(x.result2, layout.systemTitles[secondarySystem], size, true);
  writer.line(size + 4);
  writer.text(x.name, 'Test', size, true);
  if (layout.flag === 'column') writer.text(x.flag, 'Flag', size, true);
  for (const [result, unit, range] of [
    [x.result, x.unit, x.range],
    [x.result2, x.unit2, x.range2],
  ] as const) {
    writer.text(result, 'Result', size, true);
    writer.text(unit, 'Unit', size, true);
    writer.text(range, 'Ref. Range', size, true);
  }
  writer.line(size + 6);
  for (const row of rows) {
    const flag = flagOf(row);
    const value = formatNumber(row.result.value, row.primary.decimals, false);
    writer.text(x.name, row.result.name, size);
    if (layout.flag === 'column' && flag) writer.text(x.flag, flag, size, true);
    writer.text(x.result, layout.flag === 'glued' && flag ? `${value} ${flag}` : value, size, flag !== '');
    writer.text(x.unit, row.primary.unit, size - 0.5);
    writer.text(x.range, range(row.primary, layout.joiner), size - 0.5);
    writer.text(x.result2, formatNumber(row.secondaryValue, row.secondary.decimals, false), size);
    writer.text(x.unit2, row.secondary.unit, size - 0.5);
    writer.text(x.range2, range(row.secondary, layout.joiner), size - 0.5);
    writer.line(size + 5);
  }
}

/** Result | Reference Range, each cell holding both systems: `5.6 mmol/L (101 mg/dL)`, on one line or the second under the first. */
function drawInline(writer: PageWriter, random: SeededRandom, rows: DualResult[], layout: Layout): void {
  const stacked = random.chance(0.4);
  const x = { name: 40, result: 190, flag: 320, range: 350 };
  const { size } = layout;
  writer.text(x.name, random.pick(['Test Name', 'Investigation', 'Test']), size, true);
  writer.text(x.result, 'Result', size, true);
  if (layout.flag === 'column') writer.text(x.flag, 'Flag', size, true);
  writer.text(x.range, random.pick(['Reference Range', 'Normal Range', 'Ref. Interval']), size, true);
  writer.line(size + 6);
  for (const row of rows) {
    const flag = flagOf(row);
    const value = `${formatNumber(row.result.value, row.primary.decimals, false)}${layout.flag === 'glued' && flag ? ` ${flag}` : ''}`;
    const second = `${formatNumber(row.secondaryValue, row.secondary.decimals, false)} ${row.secondary.unit}`;
    const primaryRange = `${range(row.primary, layout.joiner)} ${row.primary.unit}`;
    const secondRange = `${range(row.secondary, layout.joiner)} ${row.secondary.unit}`;
    writer.text(x.name, row.result.name, size);
    if (layout.flag === 'column' && flag) writer.text(x.flag, flag, size, true);
    if (stacked) {
      writer.text(x.result, `${value} ${row.primary.unit}`, size, flag !== '');
      writer.text(x.range, primaryRange, size - 0.5);
      writer.line(size + 2);
      writer.text(x.result, `(${second})`, size - 1.5);
      writer.text(x.range, `(${secondRange})`, size - 1.5);
    } else {
      writer.text(x.result, `${value} ${row.primary.unit} (${second})`, size, flag !== '');
      writer.text(x.range, `${primaryRange} (${secondRange})`, size - 0.5);
    }
    writer.line(size + 6);
  }
}

/**
 * Gulf and Middle Eastern hospital reports in English that print every result in SI and conventional units side by
 * side: six columns under 'SI Units' and 'Conventional Units' titles, or one cell `5.6 mmol/L (101 mg/dL)` with the
 * range the same way (`3.9 - 5.5 mmol/L (70 - 99 mg/dL)`), the second unit on the line under the first in small type;
 * sodium and potassium in mmol/L and mEq/L. The result printed first (SI in most reports, conventional in some) is
 * the one reported; the other is a conversion of it and is no second result.
 */
export function dualUnitsDocument(random: SeededRandom, id: string): CorpusDocument {
  const primarySystem: System = random.chance(0.7) ? 'si' : 'conventional';
  const { date, results, writer } = beginReport(random, DUAL_TESTS, [6, 14], { system: primarySystem === 'si' ? 'si' : 'us' });
  const dateStyle = random.pick(['dayFirst', 'monthName'] as const);
  const collectedTime = `${pad(random.int(6, 11))}:${pad(random.int(0, 59))}`;
  const layout: Layout = {
    size: random.pick([7.5, 8, 8.5]),
    flag: random.pick(['column', 'glued', 'none'] as const),
    joiner: random.pick([' - ', '-', ' – ']),
    systemTitles: random.pick([
      { si: 'SI Units', conventional: 'Conventional Units' },
      { si: 'SI', conventional: 'Conventional' },
      { si: 'International (SI)', conventional: 'Conventional (US)' },
    ]),
  };
  header(
    writer,
    random.pick(['Department of Laboratory Medicine', 'Clinical Laboratory Report', 'Pathology & Laboratory Medicine - Final Report']),
    [
      random.pick(['Al Noor Specialist Hospital', 'Gulf Medical Centre', 'Royal Care Hospital - Laboratory Services', 'Al Shifa General Hospital']),
      `Patient Name: ${random.pick(PATIENTS)}   MRN: ${random.int(100000, 999999)}   Visit No: ${random.pick(['OP', 'IP', 'ER'])}${random.int(1000000, 9999999)}`,
      `Age/Sex: ${random.int(18, 88)} Y / ${random.pick(['M', 'F'])}   Nationality: ${random.pick(['Omani', 'Emirati', 'Indian', 'Egyptian', 'Filipino', 'Jordanian'])}   Location: ${random.pick(['OPD', 'Ward 3A', 'Emergency', 'ICU'])}`,
      `Collected: ${gulfDate(date, dateStyle, collectedTime)}   Received: ${gulfDate(date, dateStyle, `${pad(Number(collectedTime.slice(0, 2)) + 1)}:${pad(random.int(0, 59))}`)}`,
    ],
    random,
    false,
  );
  const rows = results.map((result) => dual(result, primarySystem));
  const columns = random.chance(0.55);
  for (const [section] of SECTIONS) {
    const inSection = rows.filter((row) => sectionOf(row.result) === section);
    if (inSection.length === 0) continue;
    writer.keep(60);
    writer.text(40, section, layout.size + 2, true);
    writer.line(layout.size + 8);
    if (columns) drawColumns(writer, inSection, layout, primarySystem);
    else drawInline(writer, random, inSection, layout);
    writer.line(8);
  }
  writer.line(6);
  writer.text(
    40,
    `Verified by: ${random.pick(['Dr. R. Haddad', 'Dr. S. Menon', 'Dr. F. Al Balushi'])}, Consultant Clinical Pathologist   License No. ${random.int(10000, 99999)}`,
    7.5,
  );
  writer.line(12);
  const expected: ExpectedCorpusValue[] = rows.map((row) => expectedOf(row.result, true));
  return finishReport(writer, random, { id, family: 'dual_units', collectedOn: date.iso, expected }, { interpretation: false, dayFirst: true });
}
