import { type CorpusDocument, type ExpectedCorpusValue, isPrintedAmbiguously, PageWriter } from './corpusDocument.js';

import { CORPUS_TESTS, CORPUS_URINE_TESTS, type CorpusLanguage, type CorpusTest, type CorpusUnit } from './corpusTests.js';
import type { SeededRandom } from './random.js';

/** One drawn result: the test, its printed name and unit, its value and whether it lies outside the range. */
export interface DrawnResult {
  test: CorpusTest;
  name: string;
  unit: CorpusUnit;
  value: number;
  qualifier?: '<' | '>';
  direction: 'high' | 'low' | null;
}

export interface DrawnDate {
  iso: string;
  year: number;
  month: number;
  day: number;
}

export const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const FULL_MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const pad = (n: number) => String(n).padStart(2, '0');

export function drawDate(random: SeededRandom, fromYear: number, toYear: number): DrawnDate {
  const year = random.int(fromYear, toYear);
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  return { iso: `${year}-${pad(month)}-${pad(day)}`, year, month, day };
}

export function formatNumber(value: number, decimals: number, comma: boolean): string {
  const text = value.toFixed(decimals);
  return comma ? text.replace('.', ',') : text;
}

function round(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

export function drawValue(random: SeededRandom, unit: CorpusUnit): { value: number; direction: 'high' | 'low' | null } {
  const low = unit.low ?? (unit.high ?? 1) * 0.4;
  const high = unit.high ?? (unit.low ?? 1) * 2.2;
  const roll = random.next();
  let value: number;
  let direction: 'high' | 'low' | null = null;
  if (roll < 0.15 && unit.high !== null) {
    value = unit.high * (1.05 + random.next() * 0.5);
    direction = 'high';
  } else if (roll < 0.25 && unit.low !== null && unit.low > 0) {
    value = unit.low * (0.6 + random.next() * 0.3);
    direction = 'low';
  } else {
    value = low + (high - low) * (0.1 + random.next() * 0.8);
  }
  const rounded = round(value, unit.decimals);
  return { value: rounded === 0 ? round(1 / 10 ** unit.decimals, unit.decimals) : rounded, direction };
}

function drawResults(random: SeededRandom, tests: readonly CorpusTest[], count: number, language: CorpusLanguage, system: 'us' | 'si'): DrawnResult[] {
  // One spelling per unit for the whole report ('mg/dl' throughout), as a lab's software prints it.
  const respell = random.chance(0.35);
  return random.sample(tests, count).map((test) => {
    const standard = test[system];
    const unit = respell && standard.spellings ? { ...standard, unit: random.pick(standard.spellings) } : standard;
    const names = test.names[language] ?? test.names.en;
    return { test, name: random.pick(names), unit, ...drawValue(random, unit) };
  });
}

export function expectedOf(result: DrawnResult, printedRange: boolean, name = result.name): ExpectedCorpusValue {
  const value: ExpectedCorpusValue = {
    name,
    value: result.value,
    unit: result.unit.unit,
    refLow: printedRange ? result.unit.low : null,
    refHigh: printedRange ? result.unit.high : null,
    markerKey: result.unit.markerKey ?? result.test.markerKey,
  };
  if (result.qualifier) value.qualifier = result.qualifier;
  if (result.test.specimen) value.specimen = result.test.specimen;
  return value;
}

export function rangeText(unit: CorpusUnit, comma: boolean, style: 'dash' | 'spaced' | 'to' | 'word' = 'spaced'): string {
  const f = (n: number) => formatNumber(n, unit.decimals, comma);
  const joiner = { dash: '-', spaced: ' - ', to: ' to ', word: comma ? ' à ' : ' to ' }[style];
  if (unit.low !== null && unit.high !== null) return `${f(unit.low)}${joiner}${f(unit.high)}`;
  if (unit.high !== null) return `<${f(unit.high)}`;
  return `>${f(unit.low!)}`;
}

export function usDate(date: DrawnDate, random: SeededRandom): string {
  return random.pick([
    `${pad(date.month)}/${pad(date.day)}/${date.year}`,
    `${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`,
    `${date.year}-${pad(date.month)}-${pad(date.day)}`,
    `${FULL_MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`,
    `${date.month}/${date.day}/${String(date.year).slice(2)}`,
  ]);
}

/** A date no reader can take for another (these families measure columns, not the day/month order). */
export function unambiguousDate(date: DrawnDate, random: SeededRandom): string {
  return random.pick([`${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`, `${date.year}-${pad(date.month)}-${pad(date.day)}`]);
}

/**
 * Report furniture full of numbers that are not results: identifiers, phone numbers, addresses, ages. US identifiers
 * (CLIA, NPI, (555) 555-0100 phone numbers) only on reports that are US by their layout, as real ones are.
 */
function furniture(random: SeededRandom, us: boolean): string[] {
  const digits = (count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');
  const lines = [
    `Specimen ID: ${digits(3)}-${digits(3)}-${digits(4)}-0   Account Number: ${digits(8)}`,
    us
      ? `Phone: (${digits(3)}) ${digits(3)}-${digits(4)}   Fax: ${digits(3)} ${digits(3)} ${digits(4)}`
      : `Tel: +${random.pick(['44', '36', '49', '34', '33', '351', '39'])} ${digits(2)} ${digits(4)} ${digits(4)}`,
    `Age: ${random.int(18, 90)} years   Fasting: ${random.pick(['Yes', 'No'])}`,
    `${random.int(10, 9999)} ${random.pick(['York Court', 'Main Street', 'Hauptstraße', 'Calle Mayor', 'Rua Augusta', 'Via Roma'])}, ${digits(5)} ${random.pick(['Burlington', 'Wien', 'Madrid', 'Lisboa', 'Milano'])}`,
    us ? `CLIA: ${digits(2)}D${digits(7)}   NPI: ${digits(10)}` : `Lab. ref.: ${digits(2)}/${digits(6)}`,
  ];
  return random.sample(lines, random.int(2, lines.length));
}

export function header(writer: PageWriter, title: string, lines: readonly string[], random?: SeededRandom, us = true): void {
  writer.text(40, title, 14, true);
  writer.line(24);
  for (const line of [...lines, ...(random ? furniture(random, us) : [])]) {
    writer.text(40, line, 9);
    writer.line(13);
  }
  writer.line(10);
}

/** Page furniture at the foot of every page. */
function addFooters(writer: PageWriter, random: SeededRandom, dayFirst = false): void {
  const [month, day] = [pad(random.int(1, 12)), pad(random.int(1, 28))];
  const printed = `${dayFirst ? `${day}.${month}.` : `${month}/${day}/`}${random.int(2022, 2025)} ${pad(random.int(0, 23))}:${pad(random.int(0, 59))}`;
  writer.pages.forEach((page, index) => {
    page.push({ text: `Page ${index + 1} of ${writer.pages.length}`, x: 470, y: 815, size: 8 });
    page.push({ text: `Printed: ${printed}   Final Report`, x: 40, y: 815, size: 8 });
  });
}

const INTERPRETATIONS: readonly (readonly string[])[] = [
  [
    'Interpretation:',
    'Optimal   <100 mg/dL',
    'Near optimal   100 - 129 mg/dL',
    'Borderline high   130 - 159 mg/dL',
    'High   160 - 189 mg/dL',
    'Very high   >= 190 mg/dL',
  ],
  ['Comment:', 'Non-diabetic   < 5.7 %', 'Prediabetes   5.7 - 6.4 %', 'Diabetes   >= 6.5 %'],
  ['Remarks:', 'Vitamin D status', 'Deficiency   < 20 ng/mL', 'Insufficiency   20 - 29 ng/mL', 'Sufficiency   30 - 100 ng/mL', 'Toxicity   > 100 ng/mL'],
];

/** An interpretation table after the results, as many reports print; none of it is a result. */
function addInterpretation(writer: PageWriter, random: SeededRandom): void {
  if (!random.chance(0.5)) return;
  writer.line(12);
  for (const line of random.pick(INTERPRETATIONS)) {
    const [label, ...rest] = line.split('   ');
    writer.text(40, label ?? '', 8);
    if (rest.length > 0) writer.text(200, rest.join(' '), 8);
    writer.line(11);
  }
}

function writerFor(random: SeededRandom): PageWriter {
  return new PageWriter({ xScale: 0.92 + random.next() * 0.14, lineScale: 0.95 + random.next() * 0.3, sizeDelta: random.pick([-1, 0, 0, 1]) });
}

/** Footnotes under a table: numbers, addresses and marks that are never results. */
const FOOTNOTES = [
  '¹ Performed at: 1447 York Court, Burlington, NC 27215-3361  Director: J. Doe, MD  Phone: 800-762-4344',
  '* Result verified by repeat analysis.',
  '² This test was developed and its performance characteristics determined by the laboratory; not cleared by the FDA.',
  'H = above the reference interval, L = below it. 2 specimens received, 1 tube of 5 mL.',
  '(H) High  (L) Low  (*) Critical value, called to the clinic within 30 minutes',
];

/** Footnotes and a note at the foot of the results, as many reports print them. */
function addFootnotes(writer: PageWriter, random: SeededRandom): void {
  if (!random.chance(0.5)) return;
  writer.line(10);
  for (const note of random.sample(FOOTNOTES, random.int(1, 3))) {
    writer.text(40, note, 7);
    writer.line(10);
  }
}

/** A free-text comment block between two rows of a table, holding numbers and units that are not results. */
const COMMENT_BLOCKS: readonly (readonly string[])[] = [
  ['Comment:', 'Fasting for 12 hours is recommended. Values between 100 and 125 mg/dL', 'indicate impaired fasting glucose.'],
  ['Note:', 'Specimen slightly hemolysed; potassium may read 0.3 mmol/L high.'],
  ['Please note:', 'New reference intervals from 01 March 2024.', 'Results before that date are not comparable.'],
];

function writeCommentBlock(writer: PageWriter, random: SeededRandom): void {
  for (const line of random.pick(COMMENT_BLOCKS)) {
    writer.text(60, line, 8);
    writer.line(11);
  }
}

interface ReportStart {
  date: DrawnDate;
  results: DrawnResult[];
  writer: PageWriter;
}

/** What every builder starts with: the collection date, the drawn results and a writer with this document's geometry. */
export function beginReport(
  random: SeededRandom,
  tests: readonly CorpusTest[],
  count: readonly [number, number],
  options: { language?: CorpusLanguage; system?: 'us' | 'si' } = {},
): ReportStart {
  const date = drawDate(random, 2022, 2025);
  const results = drawResults(random, tests, random.int(count[0], count[1]), options.language ?? 'en', options.system ?? 'us');
  return { date, results, writer: writerFor(random) };
}

/** What every builder ends with: interpretation table and footnotes (when the layout prints them), then page footers. */
export function finishReport(
  writer: PageWriter,
  random: SeededRandom,
  document: Omit<CorpusDocument, 'pages'>,
  options: { interpretation?: boolean; dayFirst?: boolean } = {},
): CorpusDocument {
  if (options.interpretation ?? true) addInterpretation(writer, random);
  addFootnotes(writer, random);
  addFooters(writer, random, options.dayFirst ?? false);
  const ambiguous = document.collectedOn !== null && isPrintedAmbiguously(writer.pages, document.collectedOn);
  return { ...document, ...(ambiguous ? { collectedOnAmbiguous: true } : {}), pages: writer.pages };
}

export const US_TESTS = CORPUS_TESTS.filter((test) => test.us.unit !== '');

export const PATIENTS = ['Jane Doe', 'John Smith', 'Maria Garcia', 'Kovács Anna', 'Hans Müller', 'Chloé Martin', 'João Silva', 'Giulia Rossi'];

/* ---------- Portal / dashboard printouts ---------- */

const PORTAL_CATEGORIES = ['Heart Health', 'Metabolic Health', 'Kidney Function', 'Liver Function', 'Blood Count', 'Thyroid', 'Nutrients', 'Inflammation'];

function statusOf(result: DrawnResult, random: SeededRandom): string {
  if (result.direction === 'high') return 'Above Range';
  if (result.direction === 'low') return 'Below Range';
  return random.chance(0.3) ? 'Optimal' : 'In Range';
}

/** Dashboard cards two to a row: name, then status and value (or value and status) under each. */
function writeCardGrid(writer: PageWriter, random: SeededRandom, results: readonly DrawnResult[], layout: 'status-then-value' | 'value-then-status'): void {
  for (let index = 0; index < results.length; index += 2) {
    const pair = results.slice(index, index + 2);
    writer.keep(50);
    pair.forEach((result, column) => writer.text(50 + column * 250, result.name, 10, true));
    writer.line(14);
    const parts = pair.map((result) => ({
      status: statusOf(result, random),
      value: `${formatNumber(result.value, result.unit.decimals, false)} ${result.unit.unit}`,
    }));
    const order = layout === 'status-then-value' ? (['status', 'value'] as const) : (['value', 'status'] as const);
    for (const part of order) {
      parts.forEach((card, column) => writer.text(50 + column * 250, card[part], part === 'value' ? 11 : 9));
      writer.line(part === order[1] ? 20 : 13);
    }
  }
}

function writePortal(writer: PageWriter, random: SeededRandom, results: readonly DrawnResult[], date: DrawnDate): void {
  header(
    writer,
    random.pick(['My Health Portal', 'Patient Dashboard', 'Your Results']),
    [
      `Patient: ${random.pick(PATIENTS)}`,
      `Date of Birth: ${pad(random.int(1, 12))}/${pad(random.int(13, 28))}/${random.int(1950, 1995)}`,
      `${random.pick(['Collected', 'Date Collected:', 'Collection Date:', 'Collected on'])} ${usDate(date, random)}`,
    ],
    random,
  );
  const categories = random.sample(PORTAL_CATEGORIES, 3);
  const layout = random.pick(['status-then-value', 'value-then-status', 'status-beside-value', 'value-beside-status'] as const);
  const keepCards = random.chance(0.5);
  // Every result appears under one category; about a third appear again under a second one.
  const placements = categories.map(() => [] as DrawnResult[]);
  results.forEach((result, index) => {
    placements[index % categories.length]!.push(result);
    if (random.chance(0.35)) placements[(index + 1) % categories.length]!.push(result);
  });
  const grid = layout !== 'status-beside-value' && layout !== 'value-beside-status' && random.chance(0.4);
  categories.forEach((category, index) => {
    writer.text(40, category, 12, true);
    writer.line(20);
    if (grid) {
      writeCardGrid(writer, random, placements[index]!, layout);
      writer.line(8);
      return;
    }
    for (const result of placements[index]!) {
      // Browser printouts of some portals split a card over a page break; others keep cards whole.
      if (keepCards) writer.keep(50);
      const status = statusOf(result, random);
      const valueText = `${formatNumber(result.value, result.unit.decimals, false)} ${result.unit.unit}`.trim();
      writer.text(50, result.name, 10, true);
      writer.line(14);
      if (layout === 'status-beside-value' || layout === 'value-beside-status') {
        writer.text(50, layout === 'status-beside-value' ? status : valueText, layout === 'status-beside-value' ? 9 : 11);
        writer.text(200, layout === 'status-beside-value' ? valueText : status, layout === 'status-beside-value' ? 11 : 9);
        writer.line(20);
      } else {
        const [first, second] = layout === 'status-then-value' ? [status, valueText] : [valueText, status];
        writer.text(50, first, layout === 'status-then-value' ? 9 : 11);
        writer.line(13);
        writer.text(50, second, layout === 'status-then-value' ? 11 : 9);
        writer.line(20);
      }
    }
    writer.line(8);
  });
}

export function portalDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(random, US_TESTS, [8, 16]);
  writePortal(writer, random, results, date);
  return finishReport(writer, random, { id, family: 'portal', collectedOn: date.iso, expected: results.map((result) => expectedOf(result, false)) });
}

/* ---------- Lab table with flag and range (used by the repeated-rendering family) ---------- */

function usFlag(result: DrawnResult, random: SeededRandom, style: 'letter' | 'word'): string {
  if (!result.direction) return '';
  if (style === 'letter') return result.direction === 'high' ? 'H' : 'L';
  return random.pick(result.direction === 'high' ? ['High', 'H'] : ['Low', 'L']);
}

function writeLabTable(writer: PageWriter, random: SeededRandom, results: readonly DrawnResult[], date: DrawnDate, title: string): void {
  header(
    writer,
    title,
    [
      `Patient: ${random.pick(PATIENTS)}     Sex: ${random.pick(['Female', 'Male'])}`,
      `Specimen collected: ${usDate(date, random)}`,
      `Reported: ${usDate({ ...date, day: Math.min(date.day + 1, 28) }, random)}`,
    ],
    random,
  );
  // Column titles and order vary by lab: the flag beside the result or after the range, units before or after the range.
  const columns = random.pick([
    { value: 230, flag: 290, unit: 340, range: 420 },
    { value: 230, unit: 280, range: 360, flag: 470 },
    { value: 230, flag: 290, range: 340, unit: 440 },
    { unit: 230, value: 310, flag: 380, range: 420 },
  ]);
  writer.text(40, random.pick(['Test', 'Test Name', 'Component', 'Analyte']), 9, true);
  writer.text(columns.value, random.pick(['Result', 'Your Value', 'Value']), 9, true);
  writer.text(columns.flag, random.pick(['Flag', 'Status']), 9, true);
  writer.text(columns.unit, random.pick(['Units', 'Unit']), 9, true);
  writer.text(columns.range, random.pick(['Reference Interval', 'Standard Range', 'Normal Range', 'Reference Range']), 9, true);
  writer.line(16);
  const flagStyle = random.pick(['letter', 'word'] as const);
  const upperCase = random.chance(0.4);
  const commentAfter = random.chance(0.4) ? random.int(0, results.length - 1) : -1;
  results.forEach((result, index) => {
    writer.text(40, upperCase ? result.name.toUpperCase() : result.name, 9);
    writer.text(columns.value, formatNumber(result.value, result.unit.decimals, false), 9);
    writer.text(columns.flag, usFlag(result, random, flagStyle), 9);
    writer.text(columns.unit, result.unit.unit, 9);
    writer.text(columns.range, rangeText(result.unit, false, random.pick(['dash', 'spaced'] as const)), 9);
    writer.line(14);
    if (index === commentAfter) writeCommentBlock(writer, random);
  });
}

function writeHistory(writer: PageWriter, random: SeededRandom, results: readonly DrawnResult[], date: DrawnDate): void {
  writer.newPage();
  writer.text(40, random.pick(['Historical Results', 'Most Recent Results', 'Cumulative Report']), 12, true);
  writer.line(22);
  const older = [drawDate(random, 2020, date.year - 1), drawDate(random, 2018, 2019)];
  writer.text(40, 'Test', 9, true);
  [date, ...older].forEach((column, index) => writer.text(230 + index * 90, `${pad(column.month)}/${pad(column.day)}/${column.year}`, 9, true));
  writer.line(16);
  for (const result of results) {
    writer.text(40, result.name, 9);
    writer.text(230, formatNumber(result.value, result.unit.decimals, false), 9);
    for (let index = 1; index <= 2; index += 1)
      writer.text(230 + index * 90, formatNumber(drawValue(random, result.unit).value, result.unit.decimals, false), 9);
    writer.line(14);
  }
}

export function repeatedDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(random, US_TESTS, [8, 14]);
  const portalShare = random.sample(results, random.int(4, results.length));
  writePortal(writer, random, portalShare, date);
  writer.newPage();
  writeLabTable(writer, random, results, date, random.pick(['Laboratory Report', 'Final Report', 'Clinical Laboratory Results']));
  if (random.chance(0.6)) writeHistory(writer, random, results, date);
  return finishReport(writer, random, { id, family: 'repeated', collectedOn: date.iso, expected: results.map((result) => expectedOf(result, true)) });
}

/* ---------- US national-lab tables: previous results, comment ranges, wrapped values, site codes, footnotes ---------- */

const COMMENT_RANGES = ['Reference Range', 'Desirable:', 'Reference range:', 'Target:'];

/** Quest-style: the value sits in an 'In Range' or an 'Out Of Range' column, the unit is printed inside the range. */
function inRangeColumnsDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(
    random,
    US_TESTS.filter((test) => test.us.unit !== '%'),
    [10, 18],
  );
  header(
    writer,
    random.pick(['Diagnostics Report', 'Clinical Laboratory Report']),
    [
      `Patient: ${random.pick(PATIENTS)}   DOB: ${pad(random.int(1, 12))}/${pad(random.int(1, 28))}/${random.int(1950, 1995)}`,
      `Collected: ${usDate(date, random)}   Reported: ${usDate({ ...date, day: Math.min(date.day + 2, 28) }, random)}`,
    ],
    random,
  );
  writer.text(40, 'Test Name', 8, true);
  writer.text(230, 'In Range', 8, true);
  writer.text(300, 'Out Of Range', 8, true);
  writer.text(390, 'Reference Range', 8, true);
  writer.text(520, 'Lab', 8, true);
  writer.line(16);
  for (const result of results) {
    const value = formatNumber(result.value, result.unit.decimals, false);
    writer.text(40, result.name.toUpperCase(), 9);
    if (result.direction) writer.text(300, `${value} ${result.direction === 'high' ? 'H' : 'L'}`, 9, true);
    else writer.text(230, value, 9);
    writer.text(390, `${rangeText(result.unit, false, 'dash')} ${result.unit.unit}`, 9);
    writer.text(520, random.pick(['01', 'AMD', 'EZ']), 9);
    writer.line(13);
  }
  return finishReport(writer, random, {
    id,
    family: 'previous_columns',
    collectedOn: date.iso,
    expected: results.map((result) => expectedOf(result, true, result.name.toUpperCase())),
  });
}

export function previousColumnsDocument(random: SeededRandom, id: string): CorpusDocument {
  if (random.chance(0.3)) return inRangeColumnsDocument(random, id);
  const { date, results, writer } = beginReport(random, US_TESTS, [10, 18]);
  header(
    writer,
    random.pick(['Laboratory Corporation', 'National Reference Laboratory', 'Clinical Pathology Services']),
    [
      `Patient: ${random.pick(PATIENTS)}   DOB: ${pad(random.int(1, 12))}/${pad(random.int(1, 28))}/${random.int(1950, 1995)}   Sex: ${random.pick(['F', 'M'])}`,
      `Date Collected: ${usDate(date, random)}   Date Received: ${usDate({ ...date, day: Math.min(date.day + 1, 28) }, random)}`,
    ],
    random,
  );
  const hasSiteCodes = random.chance(0.6);
  const footnote = random.pick(['', '²', '*', '¹']);
  writer.text(40, 'Test', 8, true);
  writer.text(215, 'Current Result and Flag', 8, true);
  writer.text(330, 'Previous Result and Date', 8, true);
  writer.text(450, 'Units', 8, true);
  writer.text(500, 'Reference Interval', 8, true);
  writer.line(16);
  const expected: ExpectedCorpusValue[] = [];
  for (const result of results) {
    const rangeInComment = result.unit.low === null || result.unit.high === null ? random.chance(0.7) : random.chance(0.15);
    const wraps = result.name.length > 12 && random.chance(0.3);
    const name = `${result.name}${footnote && random.chance(0.3) ? footnote : ''}${hasSiteCodes ? ` ${random.pick(['01', '02', '03'])}` : ''}`;
    writer.text(40, name, 9);
    if (wraps) writer.line(12);
    writer.text(215, formatNumber(result.value, result.unit.decimals, false), 9);
    if (result.direction) writer.text(250, result.direction === 'high' ? random.pick(['High', 'H']) : random.pick(['Low', 'L']), 9);
    if (random.chance(0.7)) {
      const previous = drawValue(random, result.unit).value;
      const previousDate = drawDate(random, 2019, date.year - 1);
      writer.text(330, formatNumber(previous, result.unit.decimals, false), 9);
      writer.text(370, `${pad(previousDate.month)}/${pad(previousDate.day)}/${previousDate.year}`, 9);
    }
    writer.text(450, result.unit.unit, 9);
    if (!rangeInComment) writer.text(500, rangeText(result.unit, false, 'dash'), 9);
    writer.line(13);
    if (rangeInComment) {
      const label = random.pick(COMMENT_RANGES);
      if (random.chance(0.3)) {
        writer.text(60, random.pick(['Comment:', 'Please note:']), 8);
        writer.line(11);
      }
      writer.text(
        60,
        label === 'Reference Range' ? `${label} ${rangeText(result.unit, false)}` : `${label} ${rangeText(result.unit, false).replace(/^([<>])/, '$1 ')}`,
        8,
      );
      writer.line(12);
    }
    expected.push(expectedOf(result, true));
  }
  return finishReport(writer, random, { id, family: 'previous_columns', collectedOn: date.iso, expected });
}

/* ---------- Risk-tier tables ---------- */

const TIER_HEADINGS = [
  ['Optimal', 'Borderline', 'Increased risk'],
  ['Low risk', 'Moderate risk', 'High risk'],
  ['Desirable', 'Borderline', 'High'],
  ['1st Tertile', '2nd Tertile', '3rd Tertile'],
] as const;

const RISK_TESTS = ['total_cholesterol', 'ldl_cholesterol', 'triglycerides', 'hdl_cholesterol', 'glucose', 'hba1c', 'crp', 'uric_acid', 'ferritin'];

export function riskTierDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(
    random,
    CORPUS_TESTS.filter((test) => RISK_TESTS.includes(test.markerKey)),
    [5, 8],
  );
  const tiers = random.pick(TIER_HEADINGS);
  header(
    writer,
    random.pick(['Cardiometabolic Risk Panel', 'Cardio Risk Report', 'Heart Health Assessment']),
    [`Patient: ${random.pick(PATIENTS)}`, `Collection Date: ${usDate(date, random)}`],
    random,
  );
  const columns = [220, 310, 400];
  writer.text(40, 'Test', 9, true);
  tiers.forEach((tier, index) => writer.text(columns[index]!, tier, 9, true));
  writer.text(500, 'Units', 9, true);
  writer.line(18);
  const expected: ExpectedCorpusValue[] = [];
  for (const result of results) {
    const { low, high, decimals } = result.unit;
    const f = (n: number) => formatNumber(n, decimals, false);
    const higherIsWorse = high !== null;
    const edge = higherIsWorse ? high : low!;
    const far = round(higherIsWorse ? edge * 1.3 : edge * 0.75, decimals);
    const tierTexts = higherIsWorse ? [`<${f(edge)}`, `${f(edge)}-${f(far)}`, `>${f(far)}`] : [`>${f(edge)}`, `${f(far)}-${f(edge)}`, `<${f(far)}`];
    const tier = result.direction === null ? 0 : (higherIsWorse ? result.value > far : result.value < far) ? 2 : 1;
    writer.text(40, result.name, 9);
    writer.text(columns[tier]!, f(result.value), 9, tier > 0);
    writer.text(500, result.unit.unit, 9);
    writer.line(12);
    tierTexts.forEach((text, index) => writer.text(columns[index]!, text, 7));
    writer.line(16);
    // The optimal tier is the range: one-sided, on the side the tiers grow towards.
    expected.push({ ...expectedOf(result, false), refLow: higherIsWorse ? null : edge, refHigh: higherIsWorse ? edge : null });
  }
  return finishReport(writer, random, { id, family: 'risk_tier', collectedOn: date.iso, expected });
}

/* ---------- European layouts ---------- */

interface EuropeanWords {
  title: string;
  columns: { name: string; value: string; unit: string; low: string; high: string; range: string; deviation: string };
  collected: (date: DrawnDate) => string;
  /** The collection date with the month written out ('14. März 2024', '14 de marzo de 2024'). */
  collectedLong: (date: DrawnDate) => string;
  birth: string;
  sections: { chemistry: string; blood: string; urine: string; sediment: string };
  egfrUnit: string;
}

const MONTHS_BY_LANGUAGE: Record<Exclude<CorpusLanguage, 'en'>, readonly string[]> = {
  hu: ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'november', 'december'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
};

const monthName = (language: Exclude<CorpusLanguage, 'en'>, date: DrawnDate) => MONTHS_BY_LANGUAGE[language][date.month - 1]!;

const EUROPEAN: Record<Exclude<CorpusLanguage, 'en'>, EuropeanWords> = {
  hu: {
    title: 'Laboratóriumi lelet',
    columns: { name: 'Vizsgálat', value: 'Eredmény', unit: 'Mértékegység', low: 'Alsó', high: 'Felső', range: 'Referencia tartomány', deviation: 'Eltérés' },
    collected: (d) => `Mintavétel ideje: ${d.year}.${pad(d.month)}.${pad(d.day)}. 07:${pad(d.day)}`,
    collectedLong: (d) => `Mintavétel ideje: ${d.year}. ${monthName('hu', d)} ${d.day}.`,
    birth: 'Születési dátum',
    sections: { chemistry: 'Klinikai kémia', blood: 'Hematológia', urine: 'Vizelet kémia', sediment: 'Vizelet üledék' },
    egfrUnit: 'ml/perc/1.73',
  },
  de: {
    title: 'Laborbefund',
    columns: {
      name: 'Untersuchung',
      value: 'Ergebnis',
      unit: 'Einheit',
      low: 'Norm unten',
      high: 'Norm oben',
      range: 'Referenzbereich',
      deviation: 'Bewertung',
    },
    collected: (d) => `Probenentnahme: ${pad(d.day)}.${pad(d.month)}.${d.year} 08:15`,
    collectedLong: (d) => `Probenentnahme am ${d.day}. ${monthName('de', d)} ${d.year}`,
    birth: 'Geburtsdatum',
    sections: { chemistry: 'Klinische Chemie', blood: 'Hämatologie', urine: 'Urinstatus', sediment: 'Urinsediment' },
    egfrUnit: 'ml/min/1.73m2',
  },
  es: {
    title: 'Informe de laboratorio',
    columns: { name: 'Prueba', value: 'Resultado', unit: 'Unidades', low: 'Mín.', high: 'Máx.', range: 'Valores de referencia', deviation: 'Fuera' },
    collected: (d) => `Fecha de extracción: ${pad(d.day)}/${pad(d.month)}/${d.year}`,
    collectedLong: (d) => `Fecha de extracción: ${d.day} de ${monthName('es', d)} de ${d.year}`,
    birth: 'Fecha de nacimiento',
    sections: { chemistry: 'Bioquímica', blood: 'Hematología', urine: 'Orina', sediment: 'Sedimento urinario' },
    egfrUnit: 'mL/min/1.73m2',
  },
  fr: {
    title: 'Compte rendu d’analyses',
    columns: { name: 'Analyse', value: 'Résultat', unit: 'Unités', low: 'Min', high: 'Max', range: 'Valeurs de référence', deviation: 'Hors' },
    collected: (d) => `Prélèvement du ${pad(d.day)}/${pad(d.month)}/${d.year} à 08h10`,
    collectedLong: (d) => `Prélèvement du ${d.day} ${monthName('fr', d)} ${d.year}`,
    birth: 'Date de naissance',
    sections: { chemistry: 'Biochimie', blood: 'Hématologie', urine: 'Urines', sediment: 'Cytologie urinaire' },
    egfrUnit: 'mL/min/1.73m2',
  },
  pt: {
    title: 'Relatório de análises clínicas',
    columns: { name: 'Exame', value: 'Resultado', unit: 'Unidade', low: 'Mín.', high: 'Máx.', range: 'Valores de referência', deviation: 'Desvio' },
    collected: (d) => `Data da colheita: ${pad(d.day)}-${pad(d.month)}-${d.year}`,
    collectedLong: (d) => `Data da colheita: ${d.day} de ${monthName('pt', d)} de ${d.year}`,
    birth: 'Data de nascimento',
    sections: { chemistry: 'Bioquímica', blood: 'Hematologia', urine: 'Urina tipo II', sediment: 'Sedimento urinário' },
    egfrUnit: 'mL/min/1.73m2',
  },
  it: {
    title: 'Referto di laboratorio',
    columns: { name: 'Esame', value: 'Risultato', unit: 'Unità', low: 'Min', high: 'Max', range: 'Valori di riferimento', deviation: 'Fuori' },
    collected: (d) => `Data prelievo: ${pad(d.day)}/${pad(d.month)}/${d.year}`,
    collectedLong: (d) => `Data prelievo: ${d.day} ${monthName('it', d)} ${d.year}`,
    birth: 'Data di nascita',
    sections: { chemistry: 'Chimica clinica', blood: 'Ematologia', urine: 'Esame urine', sediment: 'Sedimento urinario' },
    egfrUnit: 'mL/min/1.73m2',
  },
};

const EUROPEAN_COLUMN_VARIANTS: Record<Exclude<CorpusLanguage, 'en'>, Partial<EuropeanWords['columns']>> = {
  hu: { name: 'Paraméter', value: 'Érték', unit: 'Egység', range: 'Normál tartomány' },
  de: { name: 'Analyse', value: 'Messwert', unit: 'Einh.', range: 'Referenzwerte', low: 'von', high: 'bis' },
  es: { name: 'Determinación', value: 'Valor', unit: 'Unidad', range: 'Valores normales' },
  fr: { name: 'Paramètre', value: 'Valeur', unit: 'Unité', range: 'Valeurs usuelles' },
  pt: { name: 'Parâmetro', value: 'Valor', unit: 'Unidades', range: 'Intervalo de referência' },
  it: { name: 'Parametro', value: 'Valore', unit: 'Unità di misura', range: 'Valori normali' },
};

const BLOOD_COUNT_KEYS = new Set(['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv']);

interface EuropeanLayout {
  kind: 'split-limits' | 'range-column' | 'deviation-column';
  /** The value repeated in conventional units after the unit; the limit columns then sit further right. */
  dualUnits: boolean;
  shift: number;
}

function writeEuropeanRows(
  writer: PageWriter,
  random: SeededRandom,
  results: readonly DrawnResult[],
  layout: EuropeanLayout,
  words: EuropeanWords,
): ExpectedCorpusValue[] {
  const expected: ExpectedCorpusValue[] = [];
  const flagMark = random.pick(['bold', 'asterisk'] as const);
  const rangeWord = random.pick(['spaced', 'dash', 'word'] as const);
  for (const result of results) {
    const f = (n: number) => formatNumber(n, result.unit.decimals, true);
    const isEgfr = result.test.markerKey === 'egfr';
    const valueText = isEgfr ? `>${f(90)}` : f(result.value);
    const value: ExpectedCorpusValue = isEgfr ? { ...expectedOf(result, true), value: 90, qualifier: '>', unit: words.egfrUnit } : expectedOf(result, true);
    writer.text(40, result.name, 9);
    if (isEgfr && random.chance(0.6)) {
      writer.text(200, `${valueText}${words.egfrUnit}`, 9);
    } else {
      const mark = result.direction && flagMark === 'asterisk' ? '*' : '';
      writer.text(200, `${valueText}${mark}`, 9, result.direction !== null);
      writer.text(260, isEgfr ? words.egfrUnit : result.unit.unit, 9);
    }
    const secondary = result.test.us.unit !== result.unit.unit && result.test.us.high && result.unit.high ? result.test.us.high / result.unit.high : null;
    if (layout.dualUnits && secondary && !isEgfr) {
      // French and Portuguese reports often repeat the value in conventional units: '1,85 g/L (4,78 mmol/L)'.
      writer.text(305, `(${formatNumber(result.value * secondary, result.test.us.decimals, true)} ${result.test.us.unit})`, 8);
    }
    if (layout.kind === 'range-column') {
      if (result.unit.low !== null || result.unit.high !== null) writer.text(360 + layout.shift, rangeText(result.unit, true, rangeWord), 9);
    } else {
      if (result.unit.low !== null) writer.text(360 + layout.shift, f(result.unit.low), 9);
      if (result.unit.high !== null) writer.text(420 + layout.shift, f(result.unit.high), 9);
    }
    if (layout.kind === 'deviation-column' && result.direction) writer.text(490 + layout.shift, result.direction === 'high' ? '+' : '-', 9);
    writer.line(13);
    expected.push(value);
  }
  return expected;
}

function writeEuropeanColumns(writer: PageWriter, layout: EuropeanLayout, words: EuropeanWords): void {
  writer.text(40, words.columns.name, 8, true);
  writer.text(200, words.columns.value, 8, true);
  writer.text(260, words.columns.unit, 8, true);
  if (layout.kind === 'range-column') writer.text(360 + layout.shift, words.columns.range, 8, true);
  else {
    writer.text(360 + layout.shift, words.columns.low, 8, true);
    writer.text(420 + layout.shift, words.columns.high, 8, true);
  }
  if (layout.kind === 'deviation-column') writer.text(490 + layout.shift, words.columns.deviation, 8, true);
  writer.line(14);
}

function writeSection(
  writer: PageWriter,
  random: SeededRandom,
  heading: string,
  results: readonly DrawnResult[],
  layout: EuropeanLayout,
  words: EuropeanWords,
): ExpectedCorpusValue[] {
  if (results.length === 0) return [];
  writer.text(40, heading, 10, true);
  writer.line(15);
  if (random.chance(0.5)) writeEuropeanColumns(writer, layout, words);
  const expected = writeEuropeanRows(writer, random, results, layout, words);
  writer.line(8);
  return expected;
}

export function europeanDocument(random: SeededRandom, id: string): CorpusDocument {
  const language = random.pick(['hu', 'de', 'es', 'fr', 'pt', 'it'] as const);
  // Labs of one country title their columns differently ('Valeurs usuelles' or 'Valeurs de référence').
  const words = random.chance(0.5)
    ? { ...EUROPEAN[language], columns: { ...EUROPEAN[language].columns, ...EUROPEAN_COLUMN_VARIANTS[language] } }
    : EUROPEAN[language];
  const { date, results, writer } = beginReport(random, CORPUS_TESTS, [10, 18], { language, system: 'si' });
  const birth = drawDate(random, 1950, 1995);
  const dualUnits = random.chance(0.3);
  const layout: EuropeanLayout = { kind: random.pick(['split-limits', 'range-column', 'deviation-column'] as const), dualUnits, shift: dualUnits ? 50 : 0 };
  const urine = random.chance(0.7) ? drawResults(random, CORPUS_URINE_TESTS, random.int(3, 5), language, 'si') : [];
  const patient = random.pick(PATIENTS);
  header(
    writer,
    words.title,
    [
      `${patient}   ${words.birth}: ${pad(birth.day)}.${pad(birth.month)}.${birth.year}`,
      random.chance(0.3) ? words.collectedLong(date) : words.collected(date),
    ],
    random,
    false,
  );
  // The table may start low on the page and run onto the next, which opens with the patient line and maybe the header again.
  writer.y += random.chance(0.4) ? random.int(150, 380) : 0;
  const repeatHeader = random.chance(0.5);
  writer.pageHead = () => {
    writer.text(40, `${patient}   ${words.birth}: ${pad(birth.day)}.${pad(birth.month)}.${birth.year}`, 8);
    writer.line(18);
    if (repeatHeader) writeEuropeanColumns(writer, layout, words);
  };
  writeEuropeanColumns(writer, layout, words);
  const blood = results.filter((result) => BLOOD_COUNT_KEYS.has(result.test.markerKey));
  const chemistry = results.filter((result) => !BLOOD_COUNT_KEYS.has(result.test.markerKey));
  const chemistryExpected = writeSection(writer, random, words.sections.chemistry, chemistry, layout, words);
  const urineFirst = random.chance(0.4);
  const sediment = urine.filter((result) => ['urine_rbc', 'urine_wbc'].includes(result.test.markerKey));
  const urineChemistry = urine.filter((result) => !sediment.includes(result));
  const urineExpected = () => [
    ...writeSection(writer, random, words.sections.urine, urineChemistry, layout, words),
    ...writeSection(writer, random, words.sections.sediment, sediment, layout, words),
  ];
  const expected = [...chemistryExpected];
  if (urineFirst) expected.push(...urineExpected());
  expected.push(...writeSection(writer, random, words.sections.blood, blood, layout, words));
  if (!urineFirst) expected.push(...urineExpected());
  writer.pageHead = null;
  return finishReport(writer, random, { id, family: 'european', collectedOn: date.iso, expected }, { interpretation: false, dayFirst: true });
}

/* ---------- Indian hospital and chain-lab layouts ---------- */

/** Units Indian labs print for blood counts; other tests keep their conventional unit. */
export const INDIAN_UNITS: Record<string, CorpusUnit> = {
  hemoglobin: { unit: 'gm/dL', low: 13, high: 17, decimals: 1 },
  wbc_count: { unit: 'cumm', low: 4000, high: 11000, decimals: 0 },
  rbc_count: { unit: 'mill/cumm', low: 4.5, high: 5.5, decimals: 2 },
  platelet_count: { unit: 'lakhs/cumm', low: 1.5, high: 4.5, decimals: 2 },
};

const METHODS = ['Method: Spectrophotometry', '(Calculated)', 'Method : Enzymatic', 'Electrical Impedance', 'Method: CLIA', '(Photometric)'];

export function indianDocument(random: SeededRandom, id: string): CorpusDocument {
  const tests = US_TESTS.map((test) => ({ ...test, us: INDIAN_UNITS[test.markerKey] ?? test.us }));
  const { date, results, writer } = beginReport(random, tests, [8, 15]);
  const month = MONTH_NAMES[date.month - 1]!;
  const sex = random.pick(['Male', 'Female']);
  header(
    writer,
    random.pick(['City Diagnostic Centre', 'Sunrise Pathology Lab', 'Care Hospital Laboratory']),
    [
      `Patient Name : ${random.pick(['Mr. Rahul Sharma', 'Mrs. Priya Nair', 'Mr. Arjun Rao'])}     Age / Sex : ${random.int(20, 80)} Yrs / ${sex}`,
      `Ref. By : Dr. ${random.pick(['A. Kumar', 'S. Iyer', 'Self'])}     Reg. No : ${random.int(100000, 999999)}`,
      random.pick([
        `Sample Collected On : ${pad(date.day)}/${pad(date.month)}/${date.year} 09:${pad(date.day)} AM`,
        `Collection Date : ${pad(date.day)}-${month}-${date.year}`,
        `Collected : ${pad(date.day)}-${pad(date.month)}-${date.year} 10:${pad(date.month)}`,
        `Sample Date : ${date.day} ${FULL_MONTH_NAMES[date.month - 1]} ${date.year}`,
      ]),
      `Reported On : ${pad(Math.min(date.day + 1, 28))}/${pad(date.month)}/${date.year}`,
    ],
    random,
    false,
  );
  const columns = random.pick([
    ['Test Name', 'Result', 'Unit', 'Bio. Ref. Interval'],
    ['Investigation', 'Observed Value', 'Unit', 'Biological Reference Interval'],
    ['Parameter', 'Value', 'Units', 'Normal Range'],
    ['Test Description', 'Result', 'Unit', 'Reference Range'],
  ]);
  [40, 230, 310, 400].forEach((x, index) => writer.text(x, columns[index]!, 9, true));
  writer.line(16);
  const withMethods = random.chance(0.6);
  const expected: ExpectedCorpusValue[] = [];
  for (const result of results) {
    const f = (n: number) => formatNumber(n, result.unit.decimals, false);
    writer.text(40, result.name, 9);
    // Abnormal values are marked only by bold type, as many Indian reports do.
    writer.text(230, f(result.value), 9, result.direction !== null);
    writer.text(310, result.unit.unit, 9);
    const sexSpecific = result.test.markerKey === 'hemoglobin' && random.chance(0.6);
    if (sexSpecific) {
      writer.text(400, `Male : ${f(result.unit.low!)} - ${f(result.unit.high!)}`, 9);
      writer.line(12);
      writer.text(400, `Female : ${f(result.unit.low! - 1)} - ${f(result.unit.high! - 2)}`, 9);
    } else if (result.unit.low !== null || result.unit.high !== null) {
      writer.text(400, rangeText(result.unit, false, 'spaced'), 9);
    }
    writer.line(12);
    if (withMethods) {
      writer.text(40, random.pick(METHODS), 7);
      writer.line(11);
    }
    const range =
      sexSpecific && sex === 'Female' ? { low: result.unit.low! - 1, high: result.unit.high! - 2 } : { low: result.unit.low, high: result.unit.high };
    expected.push({ ...expectedOf(result, true), refLow: range.low, refHigh: range.high });
    writer.line(3);
  }
  return finishReport(writer, random, { id, family: 'indian', collectedOn: date.iso, expected }, { dayFirst: true });
}

/** Risk or tertile columns printed beside the result column: their numbers are cut-offs, never the result. */
const EXTRA_COLUMN_HEADINGS = [
  ['Low Risk', 'Average Risk', 'High Risk'],
  ['1st Tertile', '2nd Tertile', '3rd Tertile'],
  ['Optimal', 'Borderline', 'High'],
  ['Low risk', 'Moderate risk', 'High risk'],
] as const;

/**
 * A conventional result table (Result, Units, Reference Range) with three risk or tertile columns beside it, left or
 * right of the range: each tier cell holds a cut-off ('<1.0', '1.0-3.0', '>3.0'); the result and range columns count.
 */
export function extraColumnsDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(
    random,
    CORPUS_TESTS.filter((test) => RISK_TESTS.includes(test.markerKey) || (test.us.low !== null && test.us.high !== null && !test.specimen)),
    [6, 10],
  );
  const tiers = random.pick(EXTRA_COLUMN_HEADINGS);
  header(
    writer,
    random.pick(['Cardiovascular Risk Profile', 'Laboratory Report', 'Advanced Risk Panel']),
    [`Patient: ${random.pick(PATIENTS)}`, `Collected: ${unambiguousDate(date, random)}`],
    random,
  );
  const rangeFirst = random.chance(0.5);
  const columns = rangeFirst ? { value: 200, unit: 250, range: 310, tiers: [390, 450, 510] } : { value: 200, unit: 250, range: 500, tiers: [310, 370, 430] };
  writer.text(40, random.pick(['Test', 'Analyte']), 9, true);
  writer.text(columns.value, random.pick(['Result', 'Value']), 9, true);
  writer.text(columns.unit, random.pick(['Units', 'Unit']), 9, true);
  writer.text(columns.range, random.pick(['Reference Range', 'Ref. Interval', 'Normal Range', 'Standard Range']), 9, true);
  tiers.forEach((tier, index) => writer.text(columns.tiers[index]!, tier, 8, true));
  writer.line(16);
  for (const result of results) {
    const { high, decimals } = result.unit;
    const f = (n: number) => formatNumber(n, decimals, false);
    const edge = high ?? result.unit.low!;
    const far = round(edge * 1.5, decimals);
    writer.text(40, result.name, 9);
    writer.text(columns.value, f(result.value), 9, result.direction !== null);
    writer.text(columns.unit, result.unit.unit, 9);
    writer.text(columns.range, rangeText(result.unit, false, random.pick(['dash', 'spaced'] as const)), 9);
    [`<${f(edge)}`, `${f(edge)}-${f(far)}`, `>${f(far)}`].forEach((text, index) => writer.text(columns.tiers[index]!, text, 8));
    writer.line(15);
  }
  return finishReport(writer, random, { id, family: 'extra_columns', collectedOn: date.iso, expected: results.map((result) => expectedOf(result, true)) });
}

/**
 * One long result table that runs onto the next page: the next page starts with page furniture, then the header again
 * (with or without '(continued)'), or straight away with more rows. Optional previous-result column as decoys.
 */
export function continuedTableDocument(random: SeededRandom, id: string): CorpusDocument {
  const tests = US_TESTS.filter((test) => !test.specimen);
  const { date, results, writer } = beginReport(random, tests, [22, Math.min(30, tests.length)]);
  const patient = random.pick(PATIENTS);
  header(
    writer,
    random.pick(['Comprehensive Panel', 'Laboratory Report', 'Test Results']),
    [`Patient: ${patient}`, `Date Collected: ${unambiguousDate(date, random)}`],
    random,
  );
  writer.y += random.int(150, 300);
  const withPrevious = random.chance(0.5);
  const repeatHeader = random.chance(0.5);
  const columns = withPrevious ? { value: 210, previous: 270, unit: 340, range: 420 } : { value: 230, previous: 0, unit: 310, range: 400 };
  const titles = {
    name: random.pick(['Test', 'Test Name', 'Component']),
    value: random.pick(['Result', 'Your Value']),
    previous: random.pick(['Previous', 'Previous Result', 'Prior Result']),
    unit: random.pick(['Units', 'Unit']),
    range: random.pick(['Reference Range', 'Standard Range', 'Reference Interval']),
  };
  // Older laboratory systems print fixed-width rows: each row one run of Courier, columns padded with spaces.
  const fixedWidth = random.chance(0.3);
  // Every column wide enough for its title, so titles and values start at the same character.
  const widths = {
    name: random.int(28, 34),
    value: Math.max(random.int(10, 13), titles.value.length + 2),
    previous: titles.previous.length + 2,
    unit: Math.max(random.int(14, 16), titles.unit.length + 2),
  };
  const padded = (name: string, value: string, previous: string, unit: string, range: string, bold = false) =>
    writer.paddedRow(
      40,
      [[name, widths.name], [value, widths.value], ...(withPrevious ? [[previous, widths.previous] as const] : []), [unit, widths.unit], [range, 0]],
      8,
      bold,
    );
  const writeHeader = () => {
    if (fixedWidth) padded(titles.name, titles.value, titles.previous, titles.unit, titles.range, true);
    else {
      writer.text(40, titles.name, 9, true);
      writer.text(columns.value, titles.value, 9, true);
      if (withPrevious) writer.text(columns.previous, titles.previous, 9, true);
      writer.text(columns.unit, titles.unit, 9, true);
      writer.text(columns.range, titles.range, 9, true);
    }
    writer.line(16);
  };
  writeHeader();
  let page = writer.pages.length;
  for (const result of results) {
    if (writer.y > 842 - 80) writer.newPage();
    if (writer.pages.length !== page) {
      page = writer.pages.length;
      writer.text(40, `Patient: ${patient}   ${random.pick(['Continued', 'Page 2', 'Results (cont.)'])}`, 8);
      writer.line(20);
      if (repeatHeader) writeHeader();
    }
    const f = (n: number) => formatNumber(n, result.unit.decimals, false);
    const previous = withPrevious ? f(drawValue(random, result.unit).value) : '';
    if (fixedWidth) {
      const flag = { high: ' H', low: ' L', none: '' }[result.direction ?? 'none'];
      padded(result.name, `${f(result.value)}${flag}`, previous, result.unit.unit, rangeText(result.unit, false, 'spaced'));
      writer.line(random.int(11, 13));
      continue;
    }
    writer.text(40, result.name, 9);
    writer.text(columns.value, f(result.value), 9, result.direction !== null);
    if (withPrevious) writer.text(columns.previous, previous, 9);
    writer.text(columns.unit, result.unit.unit, 9);
    writer.text(columns.range, rangeText(result.unit, false, 'spaced'), 9);
    writer.line(random.int(14, 17));
  }
  return finishReport(
    writer,
    random,
    { id, family: 'continued', collectedOn: date.iso, expected: results.map((result) => expectedOf(result, true)) },
    { interpretation: false },
  );
}

/**
 * A cumulative (trend) report: no single result column, one column per collection date (oldest first or newest first),
 * some tests not done on some dates. The draft takes the newest date's results and that date.
 */
export function cumulativeDocument(random: SeededRandom, id: string): CorpusDocument {
  const style = random.pick(['us', 'us', 'dotted', 'day-first-slash', 'iso', 'month-name', 'us-short'] as const);
  // A trend report written day-first comes from outside the US: SI units and no US identifiers.
  const dayFirst = style === 'dotted' || style === 'day-first-slash' || style === 'month-name';
  const {
    date: newest,
    results,
    writer,
  } = beginReport(
    random,
    CORPUS_TESTS.filter((test) => test[dayFirst ? 'si' : 'us'].unit !== '' && !test.specimen),
    [8, 14],
    { system: dayFirst ? 'si' : 'us' },
  );
  // Earlier collections years apart, or a few months apart within the same year.
  const sameYear = random.chance(0.3);
  const earlier = sameYear
    ? [{ ...newest, month: Math.max(1, newest.month - random.int(2, 5)) }].map((date) => ({ ...date, iso: `${date.year}-${pad(date.month)}-${pad(date.day)}` }))
    : [drawDate(random, 2019, 2020), drawDate(random, 2021, 2021)].slice(random.int(0, 1));
  const dates = [...earlier.filter((date) => date.iso < newest.iso), newest];
  const newestFirst = random.chance(0.5);
  const shown = newestFirst ? [...dates].reverse() : dates;
  const format = (date: DrawnDate) =>
    ({
      us: `${pad(date.month)}/${pad(date.day)}/${date.year}`,
      'us-short': `${date.month}/${date.day}/${String(date.year).slice(2)}`,
      dotted: `${pad(date.day)}.${pad(date.month)}.${date.year}`,
      'day-first-slash': `${pad(date.day)}/${pad(date.month)}/${date.year}`,
      iso: `${date.year}-${pad(date.month)}-${pad(date.day)}`,
      'month-name': `${pad(date.day)}-${MONTH_NAMES[date.month - 1]}-${date.year}`,
    })[style];
  header(
    writer,
    random.pick(['Cumulative Report', 'Trend Report', 'Results Over Time']),
    [`Patient: ${random.pick(PATIENTS)}`, `Printed for: ${random.pick(['patient portal', 'physician'])}`],
    random,
    !dayFirst,
  );
  // Some trend reports print the collection time beside each date (where two date columns leave room for it).
  const withTime = shown.length === 2 && random.chance(0.4);
  const firstDateX = 200;
  const step = withTime ? 95 : 70;
  const unitX = firstDateX + shown.length * step;
  writer.text(40, 'Test', 9, true);
  shown.forEach((date, index) =>
    writer.text(firstDateX + index * step, withTime ? `${format(date)} ${pad(random.int(6, 11))}:${pad(random.int(0, 59))}` : format(date), 9, true),
  );
  writer.text(unitX, 'Units', 9, true);
  writer.text(unitX + 70, 'Reference Range', 9, true);
  writer.line(16);
  const expected: ExpectedCorpusValue[] = [];
  const newestIndex = shown.indexOf(dates.at(-1)!);
  for (const result of results) {
    const f = (n: number) => formatNumber(n, result.unit.decimals, false);
    const doneNewest = random.chance(0.85);
    writer.text(40, result.name, 9);
    shown.forEach((_, index) => {
      if (index === newestIndex) {
        if (doneNewest) writer.text(firstDateX + index * step, f(result.value), 9);
        else if (random.chance(0.5)) writer.text(firstDateX + index * step, '-', 9);
      } else if (random.chance(0.85)) writer.text(firstDateX + index * step, f(drawValue(random, result.unit).value), 9);
    });
    writer.text(unitX, result.unit.unit, 9);
    writer.text(unitX + 70, rangeText(result.unit, false, 'spaced'), 9);
    writer.line(15);
    if (doneNewest) expected.push(expectedOf(result, true));
  }
  return finishReport(writer, random, { id, family: 'cumulative', collectedOn: newest.iso, expected }, { interpretation: false, dayFirst });
}

/** Families that differ by layout; corpusRegistry.ts adds the ones that differ by encoding or page furniture. */
export const LAYOUT_FAMILIES = {
  portal: portalDocument,
  repeated: repeatedDocument,
  previous_columns: previousColumnsDocument,
  risk_tier: riskTierDocument,
  european: europeanDocument,
  indian: indianDocument,
  extra_columns: extraColumnsDocument,
  continued: continuedTableDocument,
  cumulative: cumulativeDocument,
} as const;

export type LayoutFamily = keyof typeof LAYOUT_FAMILIES;
