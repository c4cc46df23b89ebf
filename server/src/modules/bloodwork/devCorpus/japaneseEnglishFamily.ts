import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import { PageWriter } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import { type DrawnDate, directionAgainst, drawDate, drawValue, finishReport, formatNumber, pad, round } from './reportParts.js';

type Limit = number | null;

/** A unit as Japanese labs print it, with the standard value (men's band; `female` when the sheet prints the women's). */
interface JapaneseUnit {
  unit: string;
  low: Limit;
  high: Limit;
  decimals: number;
  female?: readonly [Limit, Limit];
  /** Printed to the nearest multiple of this (white cells per µL to the hundred). */
  step?: number;
}

type Section = 'Blood count' | 'Liver function' | 'Kidney function' | 'Lipids' | 'Glucose metabolism' | 'Electrolytes' | 'Others';

/** A test under the abbreviations Japanese result sheets print in English; `units` lists the spellings and scalings in use. */
interface JapaneseTest {
  markerKey: string;
  section: Section;
  names: readonly string[];
  units: readonly JapaneseUnit[];
  /** The health-check (ningen dock) criterion, when it differs from the hospital's standard value. */
  dock?: readonly [Limit, Limit];
}

const u = (unit: string, low: Limit, high: Limit, decimals: number, female?: readonly [Limit, Limit]): JapaneseUnit =>
  female ? { unit, low, high, decimals, female } : { unit, low, high, decimals };

const stepped = (unit: JapaneseUnit, step: number): JapaneseUnit => ({ ...unit, step });

const printedAs = (value: number, unit: JapaneseUnit): number => (unit.step ? Math.max(unit.step, Math.round(value / unit.step) * unit.step) : value);

const test = (markerKey: string, section: Section, names: readonly string[], units: readonly JapaneseUnit[], dock?: readonly [Limit, Limit]): JapaneseTest =>
  dock ? { markerKey, section, names, units, dock } : { markerKey, section, names, units };

/** Standard values after the JCCLS common reference intervals; dock criteria after the health-check society's. */
const TESTS: readonly JapaneseTest[] = [
  test('wbc_count', 'Blood count', ['WBC'], [u('x10^3/µL', 3.3, 8.6, 1), u('10^2/µL', 33, 86, 0), stepped(u('/µL', 3300, 8600, 0), 100)]),
  test('rbc_count', 'Blood count', ['RBC'], [u('x10^4/µL', 435, 555, 0, [386, 492]), u('x10^6/µL', 4.35, 5.55, 2, [3.86, 4.92])]),
  test('hemoglobin', 'Blood count', ['Hb', 'HGB'], [u('g/dL', 13.7, 16.8, 1, [11.6, 14.8])]),
  test('hematocrit', 'Blood count', ['Ht', 'HCT'], [u('%', 40.7, 50.1, 1, [35.1, 44.4])]),
  test('mcv', 'Blood count', ['MCV'], [u('fL', 83.6, 98.2, 1)]),
  test('mch', 'Blood count', ['MCH'], [u('pg', 27.5, 33.2, 1)]),
  test('mchc', 'Blood count', ['MCHC'], [u('%', 31.7, 35.3, 1), u('g/dL', 31.7, 35.3, 1)]),
  test('platelet_count', 'Blood count', ['PLT', 'Plt'], [u('x10^4/µL', 15.8, 34.8, 1), u('x10^3/µL', 158, 348, 0)]),
  test('total_protein', 'Liver function', ['TP', 'Total protein'], [u('g/dL', 6.6, 8.1, 1)]),
  test('albumin', 'Liver function', ['Alb', 'ALB'], [u('g/dL', 4.1, 5.1, 1)]),
  test('albumin_globulin_ratio', 'Liver function', ['A/G'], [u('', 1.32, 2.23, 2)]),
  test('ast', 'Liver function', ['AST(GOT)', 'GOT(AST)', 'AST (GOT)'], [u('U/L', 13, 30, 0)], [null, 30]),
  test('alt', 'Liver function', ['ALT(GPT)', 'GPT(ALT)', 'ALT (GPT)'], [u('U/L', 10, 42, 0, [7, 23])], [null, 30]),
  test('ggt', 'Liver function', ['γ-GTP', 'gamma-GTP', 'γ-GT'], [u('U/L', 13, 64, 0, [9, 32])], [null, 50]),
  test('alkaline_phosphatase', 'Liver function', ['ALP', 'ALP(IFCC)'], [u('U/L', 38, 113, 0)]),
  test('ldh', 'Liver function', ['LD', 'LDH', 'LD(IFCC)'], [u('U/L', 124, 222, 0)]),
  test('bilirubin_total', 'Liver function', ['T-Bil', 'T-BIL', 'T.Bil'], [u('mg/dL', 0.4, 1.5, 1)]),
  test('cholinesterase', 'Liver function', ['ChE', 'CHE'], [u('U/L', 240, 486, 0, [201, 421])]),
  test('bun', 'Kidney function', ['BUN', 'UN'], [u('mg/dL', 8.0, 20.0, 1)]),
  test('creatinine', 'Kidney function', ['Cre', 'CRE', 'Cr'], [u('mg/dL', 0.65, 1.07, 2, [0.46, 0.79])], [null, 1.0]),
  test('egfr', 'Kidney function', ['eGFR'], [u('mL/min/1.73m2', 60, null, 1)]),
  test('uric_acid', 'Kidney function', ['UA', 'Uric acid'], [u('mg/dL', 3.7, 7.8, 1, [2.6, 5.5])], [2.1, 7.0]),
  test('total_cholesterol', 'Lipids', ['T-Cho', 'TC', 'T-CHO'], [u('mg/dL', 142, 248, 0)]),
  test('ldl_cholesterol', 'Lipids', ['LDL-C', 'LDL-Cho'], [u('mg/dL', 65, 163, 0)], [60, 119]),
  test('hdl_cholesterol', 'Lipids', ['HDL-C', 'HDL-Cho'], [u('mg/dL', 38, 90, 0, [48, 103])], [40, null]),
  test('triglycerides', 'Lipids', ['TG'], [u('mg/dL', 40, 234, 0, [30, 117])], [30, 149]),
  test('non_hdl_cholesterol', 'Lipids', ['non-HDL-C', 'Non-HDL-Cho'], [u('mg/dL', 90, 149, 0)]),
  test('glucose', 'Glucose metabolism', ['FPG', 'Glucose', 'BS', 'GLU'], [u('mg/dL', 73, 109, 0)], [null, 99]),
  test('hba1c', 'Glucose metabolism', ['HbA1c(NGSP)', 'HbA1c (NGSP)', 'HbA1c'], [u('%', 4.9, 6.0, 1)], [null, 5.5]),
  test('sodium', 'Electrolytes', ['Na'], [u('mEq/L', 138, 145, 0), u('mmol/L', 138, 145, 0)]),
  test('potassium', 'Electrolytes', ['K'], [u('mEq/L', 3.6, 4.8, 1), u('mmol/L', 3.6, 4.8, 1)]),
  test('chloride', 'Electrolytes', ['Cl'], [u('mEq/L', 101, 108, 0), u('mmol/L', 101, 108, 0)]),
  test('calcium', 'Electrolytes', ['Ca'], [u('mg/dL', 8.8, 10.1, 1)]),
  test('crp', 'Others', ['CRP'], [u('mg/dL', 0, 0.14, 2)], [null, 0.3]),
  test('amylase', 'Others', ['AMY', 'Amylase'], [u('U/L', 44, 132, 0)]),
  test('ck', 'Others', ['CK', 'CPK'], [u('U/L', 59, 248, 0, [41, 153])]),
  test('iron', 'Others', ['Fe'], [u('µg/dL', 40, 188, 0)]),
  test('tsh', 'Others', ['TSH'], [u('µIU/mL', 0.5, 5.0, 2)]),
  test('free_t4', 'Others', ['FT4', 'F-T4'], [u('ng/dL', 0.9, 1.7, 2)]),
];

const SECTION_ORDER: readonly Section[] = ['Blood count', 'Liver function', 'Kidney function', 'Lipids', 'Glucose metabolism', 'Electrolytes', 'Others'];

/** Health-check items that are no laboratory results: body measures, blood pressure, dipstick grades. */
const PHYSICAL_ITEMS: ReadonlyArray<(random: SeededRandom) => readonly [string, string, string]> = [
  (random) => ['Height', (150 + random.next() * 35).toFixed(1), 'cm'],
  (random) => ['Weight', (45 + random.next() * 40).toFixed(1), 'kg'],
  (random) => ['BMI', (18 + random.next() * 10).toFixed(1), ''],
  (random) => ['Body fat percentage', (15 + random.next() * 20).toFixed(1), '%'],
  (random) => ['Abdominal circumference', (68 + random.next() * 30).toFixed(1), 'cm'],
  (random) => ['Blood pressure (1st)', `${random.int(100, 150)}/${random.int(60, 95)}`, 'mmHg'],
  (random) => ['Blood pressure (2nd)', `${random.int(100, 150)}/${random.int(60, 95)}`, 'mmHg'],
  (random) => ['Pulse', String(random.int(55, 95)), '/min'],
];
const URINE_ITEMS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Urine protein', ['(-)', '(±)', '(+)']],
  ['Urine sugar', ['(-)', '(-)', '(+)']],
  ['Urine occult blood', ['(-)', '(±)', '(2+)']],
  ['Urobilinogen', ['(±)', '(±)', '(+)']],
];
const GRADE_LEGEND = [
  'A: No abnormal findings   B: Slightly abnormal, no action needed   C: Re-examination in 3 - 6 months   D: Treatment required   E: Under treatment',
  'Judgement  A: Normal  B: Mild abnormality  C1: Re-test in 3 months  C2: Re-test in 6 months  D: Detailed exam needed',
];
const CLINICS = [
  'Sakura General Hospital  Health Care Center',
  'Tokyo Minato Medical Clinic',
  'Kansai Health Screening Center',
  'Yokohama Minami Hospital  Department of Clinical Laboratory',
  'Ningen Dock Center, Fukuoka Central Hospital',
];
const PATIENTS: ReadonlyArray<readonly [string, 'Male' | 'Female']> = [
  ['YAMADA Taro', 'Male'],
  ['SATO Hanako', 'Female'],
  ['Suzuki Ichiro', 'Male'],
  ['TANAKA Yuki', 'Female'],
  ['Smith John', 'Male'],
  ['Nakamura Emi', 'Female'],
];

/** One printed item: this exam's result, with the previous exams' results beside it as decoys. */
interface JapaneseRow {
  name: string;
  markerKey: string;
  section: Section;
  unit: JapaneseUnit;
  band: readonly [Limit, Limit];
  value: number;
  direction: 'high' | 'low' | null;
  previous: Array<{ value: number; direction: 'high' | 'low' | null } | null>;
}

/** The Reiwa era began on 1 May 2019 (R1); these reports print R6.3.12 for 2024/03/12. */
function eraDate(date: DrawnDate, padded: boolean): string {
  const era = date.year - 2018;
  return padded ? `R${era}.${pad(date.month)}.${pad(date.day)}` : `R${era}.${date.month}.${date.day}`;
}

function westernDate(date: DrawnDate, separator: '/' | '.' | '-'): string {
  return [date.year, pad(date.month), pad(date.day)].join(separator);
}

function grade(direction: 'high' | 'low' | null, random: SeededRandom): string {
  if (direction === null) return random.pick(['A', 'A', 'A', 'B']);
  return random.pick(['B', 'C', 'C', 'D']);
}

/**
 * Japanese hospital and health-check (ningen dock) result sheets printed in English: items as Japanese labs
 * abbreviate them (`AST(GOT)`, `γ-GTP` with the gamma set in the Symbol font, `T-Bil`, `Cre`, `UA`, `T-Cho`,
 * `HbA1c(NGSP)`, `Ht`, `PLT`), units as printed there (`x10^4/µL` red cells and platelets, `10^2/µL` or `/µL` white
 * cells, `mEq/L`, MCHC in `%`), the result with `H`/`L` after it, glued, spaced or in a column, a `Standard value`
 * column (`13-30`, `13~30`, `<=30`, `40-` for one-sided), the hospital's single result or this year's exam beside
 * the previous one or two (newest first or oldest first; previous years are decoys), judgement letters per item or
 * per section (`A`-`D`), body measures, blood pressure and dipstick grades that are no results; dates year-first
 * (`2024/03/12`) with the Reiwa form (`R6.3.12`) beside them or instead of them in the previous years' headings.
 */
export function japaneseEnglishDocument(random: SeededRandom, id: string): CorpusDocument {
  const date = drawDate(random, 2022, 2025);
  const kind = random.pick(['dock', 'dock', 'hospital'] as const);
  const [patient, sex] = random.pick(PATIENTS);
  const isFemale = sex === 'Female';
  const previousCount = kind === 'dock' ? random.pick([0, 1, 2, 2]) : random.pick([0, 0, 1]);
  const previousDates = Array.from({ length: previousCount }, (_, index) => drawDate(random, date.year - index - 1, date.year - index - 1));
  const printBothBands = random.chance(0.3);
  const flagPlacement = random.pick(['spaced', 'glued', 'column'] as const);
  const newestFirst = random.chance(0.6);
  const gradeStyle = kind === 'dock' ? random.pick(['item', 'section', 'both'] as const) : 'none';
  const rangeJoiner = random.pick(['-', ' - ', '~']);
  const dateSeparator = random.pick(['/', '/', '.'] as const);
  const rows = drawRows();
  const writer = new PageWriter({ xScale: 0.94 + random.next() * 0.1, lineScale: 0.95 + random.next() * 0.25, sizeDelta: random.pick([-0.5, 0, 0, 0.5]) });

  writeHead();
  if (kind === 'dock' && random.chance(0.8)) writePhysical();
  writeTable();
  if (kind === 'dock' && random.chance(0.7)) writeUrine();
  writeFoot();

  const expected: ExpectedCorpusValue[] = rows.map((row) => ({
    name: row.name,
    value: row.value,
    unit: row.unit.unit,
    refLow: row.band[0],
    refHigh: row.band[1],
    markerKey: row.markerKey,
  }));
  return finishReport(writer, random, { id, family: 'japanese_english', collectedOn: date.iso, expected }, { interpretation: false, footnotes: false });

  function drawRows(): JapaneseRow[] {
    const sections = SECTION_ORDER.filter((section) => section === 'Liver function' || random.chance(kind === 'dock' ? 0.85 : 0.6));
    const drawn: JapaneseRow[] = [];
    for (const section of sections) {
      for (const picked of TESTS.filter((candidate) => candidate.section === section)) {
        if (!random.chance(section === 'Blood count' ? 0.9 : 0.7)) continue;
        const unit = random.pick(picked.units);
        const hospitalBand = isFemale && unit.female ? unit.female : ([unit.low, unit.high] as const);
        // A dock sheet judges by the society's criteria; its unscaled criteria fit only the first listed unit.
        const band = kind === 'dock' && picked.dock && unit === picked.units[0] ? picked.dock : hospitalBand;
        const value = printedAs(drawValue(random, { unit: unit.unit, low: band[0], high: band[1], decimals: unit.decimals }).value, unit);
        const previous = previousDates.map(() => {
          if (random.chance(0.08)) return null;
          const earlier = printedAs(Math.max(1 / 10 ** unit.decimals, round(value * (0.85 + random.next() * 0.3), unit.decimals)), unit);
          return { value: earlier, direction: directionAgainst(earlier, band[0], band[1]) };
        });
        drawn.push({
          name: random.pick(picked.names),
          markerKey: picked.markerKey,
          section,
          unit,
          band,
          value,
          direction: directionAgainst(value, band[0], band[1]),
          previous,
        });
      }
    }
    return drawn;
  }

  function writeHead(): void {
    writer.text(40, random.pick(CLINICS), 10, true);
    writer.line(16);
    const title =
      kind === 'dock'
        ? random.pick(['Ningen Dock Examination Results', 'Health Checkup Report', 'Medical Checkup Results (Comprehensive)'])
        : random.pick(['Laboratory Test Results', 'Clinical Laboratory Report', 'Test Results (Blood)']);
    writer.text(random.pick([40, 180]), title, 13, true);
    writer.line(20);
    const examDate = westernDate(date, dateSeparator);
    const examLabel =
      kind === 'dock' ? random.pick(['Exam date', 'Date of examination', 'Checkup date']) : random.pick(['Collection date', 'Sampling date', 'Date collected']);
    const dated = random.pick([`${examDate}`, `${examDate} (${eraDate(date, false)})`, `${eraDate(date, false)} (${examDate})`]);
    const birthYear = random.int(1950, 1995);
    // Birth dates in the Showa (S, 1926-1989) or Heisei (H, 1989-2019) era, as Japanese forms print them.
    const birthEra = birthYear <= 1988 ? `S${birthYear - 1925}` : `H${birthYear - 1988}`;
    const birth = `${birthYear}${dateSeparator}${pad(random.int(1, 12))}${dateSeparator}${pad(random.int(1, 28))}`;
    const reported = westernDate({ ...date, day: Math.min(28, date.day + random.int(2, 9)) }, dateSeparator);
    const pairs = [
      [random.pick(['ID', 'Patient ID', 'Card No.']), String(random.int(100000, 99999999)).padStart(8, '0')],
      ['Name', patient],
      ['Sex', random.chance(0.8) ? sex : sex.charAt(0)],
      ['Date of birth', random.chance(0.5) ? `${birth} (${birthEra})` : birth],
      ['Age', `${date.year - birthYear}${random.pick(['', ' y', ' years'])}`],
      [examLabel, dated],
      [random.pick(['Report date', 'Issued']), reported],
    ];
    const separator = random.pick([': ', ' : ', '  ']);
    pairs.forEach(([label, value], index) => {
      const column = index % 2 === 0 || random.chance(0.3) ? 40 : 300;
      if (column === 40 && index > 0) writer.line(12);
      writer.text(column, `${label}${separator}${value}`, 8.5);
    });
    writer.line(20);
  }

  function writePhysical(): void {
    writer.text(40, random.pick(['Physical measurement', 'Body measurement', 'General examination']), 9.5, true);
    writer.line(14);
    for (const item of PHYSICAL_ITEMS.filter(() => random.chance(0.7))) {
      const [name, value, unit] = item(random);
      writer.text(50, name, 8.5);
      writer.text(190, value, 8.5);
      if (unit) writer.text(240, unit, 8);
      if (gradeStyle !== 'section') writer.text(500, random.pick(['A', 'A', 'B', 'C']), 8.5);
      writer.line(12);
    }
    writer.line(8);
  }

  /** The date columns in print order: this exam, then the previous ones, or the other way round. */
  function valueColumns(): Array<{ label: string; index: number }> {
    const headings = [
      { label: random.pick(['This time', 'Current', 'Result']), dateOf: date, index: -1 },
      ...previousDates.map((previous, index) => ({
        label: index === 0 ? random.pick(['Last time', 'Previous']) : random.pick(['2 times ago', 'Before last']),
        dateOf: previous,
        index,
      })),
    ];
    const eraHeadings = random.chance(0.4);
    const withDates = headings.map(({ label, dateOf, index }) => ({
      label: previousCount === 0 && kind === 'hospital' ? 'Result' : `${label}|${eraHeadings ? eraDate(dateOf, true) : westernDate(dateOf, dateSeparator)}`,
      index,
    }));
    return newestFirst ? withDates : withDates.reverse();
  }

  function writeTable(): void {
    const columns = valueColumns();
    const standardFirst = random.chance(0.5);
    // Three value columns and a two-band standard value leave less room for each column on the page.
    const valueWidth = columns.length === 3 ? random.int(56, 60) : random.int(62, 72);
    const nameWidth = random.int(95, 115);
    const unitX = 40 + nameWidth;
    // A standard value with both sexes' bands ('M 13.7-16.8 / F 11.6-14.8') needs a wider column than one band.
    const standardWidth = printBothBands ? 120 : 80;
    const standardX = standardFirst ? unitX + 70 : unitX + 70 + columns.length * valueWidth;
    const valuesX = standardFirst ? standardX + standardWidth : unitX + 70;
    const gradeX = standardFirst ? valuesX + (columns.length - 1) * valueWidth + 85 : standardX + (printBothBands ? 120 : 85);
    const standardTitle = random.pick(['Standard value', 'Standard range', 'Reference value']);
    const header = () => {
      writer.text(40, random.pick(['Item', 'Test item', 'Examination item']), 8.5, true);
      writer.text(unitX, 'Unit', 8.5, true);
      writer.text(standardX, standardTitle, 8.5, true);
      columns.forEach((column, index) => {
        const [label, dated] = column.label.split('|');
        writer.text(valuesX + index * valueWidth, label!, 8.5, true);
        if (dated) writer.text(valuesX + index * valueWidth, dated, 7.5, false, writer.y + 10);
      });
      if (gradeStyle === 'item' || gradeStyle === 'both') writer.text(gradeX, random.pick(['Judge.', 'Judgement', 'Grade']), 8.5, true);
      writer.line(columns.some((column) => column.label.includes('|')) ? 24 : 14);
    };
    writer.pageHead = () => {
      writer.text(40, `${patient}   ${westernDate(date, dateSeparator)}`, 7.5);
      writer.line(16);
      header();
    };
    header();
    for (const section of SECTION_ORDER) {
      const sectionRows = rows.filter((row) => row.section === section);
      if (sectionRows.length === 0) continue;
      writer.keep(40);
      writer.text(40, `[${section}]`, 9, true);
      if (gradeStyle === 'section' || gradeStyle === 'both') {
        const worst = sectionRows.some((row) => row.direction !== null) ? random.pick(['B', 'C', 'D']) : 'A';
        writer.text(gradeX, `Judgement: ${worst}`, 8.5, true);
      }
      writer.line(13);
      for (const row of sectionRows) {
        if (row.markerKey === 'ggt' && row.name.startsWith('γ')) {
          writer.styled(48, 'γ', 8.5, { symbol: true });
          writer.text(48 + 4, row.name.slice(1), 8.5);
        } else writer.text(48, row.name, 8.5);
        if (row.unit.unit) writer.text(unitX, row.unit.unit, 8);
        writer.text(standardX, standardText(row), 8);
        columns.forEach((column, index) => {
          const shown = column.index === -1 ? row : row.previous[column.index];
          writer.text(
            valuesX + index * valueWidth,
            shown ? withFlag(shown.value, shown.direction, row.unit.decimals) : '-',
            8.5,
            column.index === -1 && shown?.direction != null,
          );
          if (flagPlacement === 'column' && shown?.direction) writer.text(valuesX + index * valueWidth + 34, shown.direction === 'high' ? 'H' : 'L', 8.5);
        });
        if (gradeStyle === 'item' || gradeStyle === 'both') writer.text(gradeX, grade(row.direction, random), 8.5);
        writer.line(12.5);
      }
      writer.line(5);
    }
    writer.pageHead = null;
  }

  function withFlag(value: number, direction: 'high' | 'low' | null, decimals: number): string {
    const text = formatNumber(value, decimals, false);
    if (direction === null || flagPlacement === 'column') return text;
    const letter = direction === 'high' ? 'H' : 'L';
    return flagPlacement === 'glued' ? `${text}${letter}` : `${text} ${letter}`;
  }

  function standardText(row: JapaneseRow): string {
    const f = (limit: Limit) => (limit === null ? '' : formatNumber(limit, row.unit.decimals, false));
    const one = ([low, high]: readonly [Limit, Limit]) => {
      if (low !== null && high !== null) return `${f(low)}${rangeJoiner}${f(high)}`;
      if (high !== null) return random.pick([`<=${f(high)}`, `${f(high)} or less`, `${rangeJoiner.trim()}${f(high)}`]);
      return random.pick([`>=${f(low)}`, `${f(low)} or more`, `${f(low)}${rangeJoiner.trim()}`]);
    };
    const { female } = row.unit;
    // Only the hospital's sex bands are printed as two; a dock criterion is the same for both sexes.
    const judgedByHospitalBand = row.band === female || (row.band[0] === row.unit.low && row.band[1] === row.unit.high);
    if (printBothBands && female && judgedByHospitalBand) return `M ${one([row.unit.low, row.unit.high])} / F ${one(female)}`;
    return one(row.band);
  }

  function writeUrine(): void {
    writer.line(4);
    writer.keep(60);
    writer.text(40, '[Urinalysis]', 9, true);
    writer.line(13);
    for (const [name, grades] of URINE_ITEMS) {
      writer.text(48, name, 8.5);
      writer.text(250, random.pick(grades), 8.5);
      writer.text(330, '(-)', 8);
      writer.line(12.5);
    }
  }

  function writeFoot(): void {
    writer.line(8);
    if (gradeStyle !== 'none') {
      writer.keep(30);
      writer.text(40, random.pick(GRADE_LEGEND), 7);
      writer.line(11);
    }
    if (random.chance(0.5)) {
      writer.text(40, 'H: above the standard value  L: below the standard value  Fasting: 10 hours or more before the exam', 7);
      writer.line(11);
    }
    if (kind === 'dock' && random.chance(0.5)) {
      writer.text(40, `Doctor's comment: Please keep your LDL cholesterol below 120 mg/dL and re-check HbA1c in ${random.int(3, 12)} months.`, 7.5);
      writer.line(11);
    }
  }
}
