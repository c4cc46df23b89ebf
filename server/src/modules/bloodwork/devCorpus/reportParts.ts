/** What every corpus family is built from: drawn results and dates, number and range formats, report furniture, and the start and end of a report. */
import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';
import { type CorpusDocument, type ExpectedCorpusValue, PageWriter, isPrintedAmbiguously } from './corpusDocument.js';
import { CORPUS_TESTS, type CorpusLanguage, type CorpusTest, type CorpusUnit } from './corpusTests.js';
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

/** The words of `text` in lines of at most `width` characters (a longer word keeps a line of its own), as report software wraps a long name. */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

type StandardFontName = Parameters<typeof StandardFontEmbedder.for>[0];
// pdf-lib's `StandardFonts` and the embedder's font names are two enums over the same strings ('Helvetica').
const HELVETICA = StandardFontEmbedder.for(StandardFonts.Helvetica as string as StandardFontName);
const HELVETICA_BOLD = StandardFontEmbedder.for(StandardFonts.HelveticaBold as string as StandardFontName);

/** The width a run takes on this writer's page, in the unscaled column positions `PageWriter.text` takes. */
export function printedWidth(writer: PageWriter, text: string, size: number, bold = false): number {
  return (bold ? HELVETICA_BOLD : HELVETICA).widthOfTextAtSize(text, size + writer.geometry.sizeDelta) / writer.geometry.xScale;
}

export function formatNumber(value: number, decimals: number, comma: boolean): string {
  const text = value.toFixed(decimals);
  return comma ? text.replace('.', ',') : text;
}

export function round(value: number, decimals: number): number {
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

export function drawResults(random: SeededRandom, tests: readonly CorpusTest[], count: number, language: CorpusLanguage, system: 'us' | 'si'): DrawnResult[] {
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

/**
 * What every builder ends with: interpretation table and lab footnotes (when the layout prints them), then page footers
 * (unless the layout prints its own, in its own language).
 */
export function finishReport(
  writer: PageWriter,
  random: SeededRandom,
  document: Omit<CorpusDocument, 'pages'>,
  options: { interpretation?: boolean; footnotes?: boolean; footers?: boolean; dayFirst?: boolean } = {},
): CorpusDocument {
  if (options.interpretation ?? true) addInterpretation(writer, random);
  if (options.footnotes ?? true) addFootnotes(writer, random);
  if (options.footers ?? true) addFooters(writer, random, options.dayFirst ?? false);
  const ambiguous = document.collectedOn !== null && isPrintedAmbiguously(writer.pages, document.collectedOn);
  return { ...document, ...(ambiguous ? { collectedOnAmbiguous: true } : {}), pages: writer.pages };
}

export const US_TESTS = CORPUS_TESTS.filter((test) => test.us.unit !== '');

export const PATIENTS = ['Jane Doe', 'John Smith', 'Maria Garcia', 'Kovács Anna', 'Hans Müller', 'Chloé Martin', 'João Silva', 'Giulia Rossi'];

/** Tests whose adult reference interval labs print per sex; the women's band sits lower. */
const SEX_SPECIFIC = new Set(['hemoglobin', 'hematocrit', 'rbc_count', 'creatinine', 'uric_acid', 'ferritin']);

export interface SexBands {
  male: { low: number; high: number };
  female: { low: number; high: number };
}

/** The men's and women's bands of a sex-specific test (the men's is the test's own range), or null for other tests. */
export function sexBands(result: DrawnResult): SexBands | null {
  const { low, high, decimals } = result.unit;
  if (!SEX_SPECIFIC.has(result.test.markerKey) || low === null || high === null) return null;
  return { male: { low, high }, female: { low: round(low * 0.88, decimals), high: round(high * 0.9, decimals) } };
}

/** 'high' / 'low' / null for a value against the band the lab flags it by. */
export function directionAgainst(value: number, low: number | null, high: number | null): 'high' | 'low' | null {
  if (high !== null && value > high) return 'high';
  if (low !== null && value < low) return 'low';
  return null;
}
