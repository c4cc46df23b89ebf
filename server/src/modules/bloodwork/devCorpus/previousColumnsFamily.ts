import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import { PATIENTS, US_TESTS, beginReport, drawDate, drawValue, expectedOf, finishReport, formatNumber, header, pad, rangeText, usDate } from './reportParts.js';

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
