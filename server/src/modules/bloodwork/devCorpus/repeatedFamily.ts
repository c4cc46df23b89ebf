import type { CorpusDocument, PageWriter } from './corpusDocument.js';
import { writePortal } from './portalFamily.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnDate,
  type DrawnResult,
  PATIENTS,
  US_TESTS,
  beginReport,
  drawDate,
  drawValue,
  expectedOf,
  finishReport,
  formatNumber,
  header,
  pad,
  rangeText,
  usDate,
} from './reportParts.js';

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
