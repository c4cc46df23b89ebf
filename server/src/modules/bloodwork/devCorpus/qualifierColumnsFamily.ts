import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import { type DrawnResult, PATIENTS, US_TESTS, beginReport, expectedOf, finishReport, formatNumber, header, usDate } from './reportParts.js';

/** Rows with no number: a result below the assay's detection limit written out, or one withheld for a comment. */
const WORDED_ROWS: ReadonlyArray<{ name: string; result: string; range: string; unit: string; comment?: string }> = [
  { name: 'Troponin I, High Sensitivity', result: 'Below detection', range: '< 34', unit: 'ng/L' },
  { name: 'Ethanol, Serum', result: 'Below detection', range: '< 10', unit: 'mg/dL' },
  { name: 'Salicylate', result: 'Below detection', range: '< 4.0', unit: 'mg/dL' },
  {
    name: 'Lipase',
    result: 'See comment',
    range: '13 - 60',
    unit: 'U/L',
    comment: 'Specimen grossly lipemic; lipase could not be measured. Please recollect within 24 hours.',
  },
  {
    name: 'Lactate Dehydrogenase',
    result: 'See comment',
    range: '140 - 280',
    unit: 'U/L',
    comment: 'Hemolyzed specimen (hemolysis index 150); LD not reported.',
  },
  {
    name: 'Magnesium',
    result: 'See comment',
    range: '1.6 - 2.3',
    unit: 'mg/dL',
    comment: 'Insufficient sample volume (0.2 mL received) to perform this test.',
  },
];

const FOOTNOTES = [
  'Specimen received non-fasting (last meal 2 hours before collection).',
  'Result confirmed by repeat analysis on a second aliquot.',
  'Reference interval changed on 06/01/2024; the previous interval was 0.45 - 4.50.',
  'Hemolysis index 40; result may be affected by up to 5 %.',
  'Performed at the reference laboratory, 2 Main Street, Suite 300.',
];

const SUPERSCRIPTS = ['¹', '²', '³'];

/** A value below (or above) what the assay reports is printed as its limit with a qualifier, as these labs do. */
function censored(result: DrawnResult, random: SeededRandom): DrawnResult {
  const key = result.test.markerKey;
  if (key === 'egfr' && result.value > 90) return { ...result, value: 90, qualifier: '>' };
  if (key === 'crp' && result.direction === null && random.chance(0.7)) return { ...result, value: random.pick([0.3, 0.5, 1.0]), qualifier: '<' };
  if (key === 'tsh' && result.direction === 'low' && random.chance(0.5)) return { ...result, value: 0.01, qualifier: '<' };
  if (key === 'egfr' && result.value > 60 && random.chance(0.3)) return { ...result, value: 60, qualifier: '>' };
  if (key === 'bilirubin_total' && result.direction === 'low') return { ...result, value: 0.1, qualifier: '<' };
  if ((key === 'alt' || key === 'ast') && result.direction === 'low') return { ...result, value: 5, qualifier: '<' };
  if (key === 'vitamin_b12' && result.direction === 'high') return { ...result, value: 2000, qualifier: '>' };
  return result;
}

type Column = 'name' | 'qualifier' | 'value' | 'flag' | 'range' | 'unit';

/** The qualifier always sits in its own column just before the value; the units are always the column at the far right. */
const LAYOUTS: ReadonlyArray<Record<Column, number>> = [
  { name: 40, qualifier: 205, value: 216, flag: 268, range: 305, unit: 505 },
  { name: 40, range: 195, qualifier: 300, value: 311, flag: 365, unit: 500 },
  { name: 40, qualifier: 220, value: 232, range: 305, flag: 410, unit: 510 },
];

const TITLES: Record<Column, readonly string[]> = {
  name: ['Test', 'Test Name', 'Analyte'],
  qualifier: ['', 'Q', 'Mod'],
  value: ['Result', 'Value'],
  flag: ['Flag', 'Abn', 'H/L'],
  range: ['Reference Interval', 'Ref Range', 'Normal Range'],
  unit: ['Units', 'Unit'],
};

/**
 * Reference-lab tables where the `<` / `>` qualifier of a censored result is printed in its own narrow column before the
 * value, rows reading `Below detection` or `See comment` (with the comment under them), footnote marks after some values
 * (`*1`, a raised `1`, or `¹` run into the value) with the notes after the table, and the units in a column at the far right.
 */
export function qualifierColumnsDocument(random: SeededRandom, id: string): CorpusDocument {
  const {
    date,
    results: drawn,
    writer,
  } = beginReport(
    random,
    US_TESTS.filter((test) => !test.specimen),
    [8, 16],
  );
  const results = drawn.map((result) => censored(result, random));
  const collected = usDate(date, random);
  header(
    writer,
    random.pick(['Final Report', 'Laboratory Results', 'Cumulative Chemistry and Hematology']),
    [
      `Patient: ${random.pick(PATIENTS)}   Sex: ${random.pick(['F', 'M'])}   MRN: ${random.int(1000000, 9999999)}`,
      `Collected: ${collected}   Received: ${collected}`,
    ],
    random,
    true,
  );
  const x = random.pick(LAYOUTS);
  const columns = Object.keys(x) as Column[];
  const titles = Object.fromEntries(columns.map((column) => [column, random.pick(TITLES[column])])) as Record<Column, string>;
  const flags = random.pick([
    { high: 'H', low: 'L' },
    { high: 'HIGH', low: 'LOW' },
  ]);
  const marking = random.pick(['star', 'raised', 'glued'] as const);
  const rightAligned = random.chance(0.4);
  // The qualifier column is narrower than its title: the title is set to end clear of the value's title, not run into it.
  const titleX = (column: Column) => (column === 'qualifier' ? x.value - 8 - titles.qualifier.length * 8 * 0.7 : x[column]);
  const tableHead = () => {
    for (const column of columns) if (titles[column]) writer.text(titleX(column), titles[column], 8, true);
    writer.line(14);
  };
  tableHead();
  writer.pageHead = tableHead;
  const worded = random.sample(WORDED_ROWS, random.int(1, 3));
  const wordedAt = new Set(worded.map(() => random.int(0, results.length - 1)));
  const usedNotes: string[] = [];
  const expected: ExpectedCorpusValue[] = [];
  results.forEach((result, index) => {
    if (wordedAt.has(index)) {
      const row = worded.pop()!;
      writer.text(x.name, row.name, 9);
      writer.text(x.value, row.result, 9);
      writer.text(x.range, row.range, 8);
      writer.text(x.unit, row.unit, 8);
      writer.line(13);
      if (row.comment) {
        writer.text(x.name + 12, `Comment: ${row.comment}`, 7);
        writer.line(11);
      }
    }
    const { low, high, unit, decimals } = result.unit;
    const f = (n: number) => formatNumber(n, decimals, false);
    const range = low !== null && high !== null ? `${f(low)} - ${f(high)}` : high !== null ? `< ${f(high)}` : `> ${f(low!)}`;
    const value = f(result.value);
    const note =
      random.chance(0.2) && usedNotes.length < SUPERSCRIPTS.length ? usedNotes.push(random.pick(FOOTNOTES.filter((text) => !usedNotes.includes(text)))) : 0;
    const printedValue = note && marking === 'glued' ? `${value}${SUPERSCRIPTS[note - 1]}` : value;
    // Right-aligned values end where a left-aligned one of five digits would.
    const valueX = rightAligned ? x.value + (5 - printedValue.length) * 5 : x.value;
    writer.text(x.name, result.name, 9);
    if (result.qualifier) writer.text(x.qualifier, result.qualifier, 9);
    writer.text(valueX, printedValue, 9, result.direction !== null);
    if (note && marking === 'star') writer.text(valueX + value.length * 5 + 3, `*${note}`, 8);
    if (note && marking === 'raised') writer.text(valueX + value.length * 5 + 2, String(note), 6, false, writer.y - 3);
    if (result.direction) writer.text(x.flag, flags[result.direction], 9, true);
    writer.text(x.range, range, 8);
    writer.text(x.unit, unit, 8);
    writer.line(13);
    expected.push(expectedOf(result, true));
  });
  writer.pageHead = null;
  if (usedNotes.length > 0) {
    writer.line(8);
    usedNotes.forEach((text, index) => {
      const mark = { star: `*${index + 1}`, raised: String(index + 1), glued: SUPERSCRIPTS[index]! }[marking];
      writer.text(40, `${mark} ${text}`, 7);
      writer.line(10);
    });
  }
  return finishReport(writer, random, { id, family: 'qualifier_columns', collectedOn: date.iso, expected });
}
