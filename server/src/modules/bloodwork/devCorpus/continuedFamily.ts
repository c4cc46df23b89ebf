import type { CorpusDocument } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import { PATIENTS, US_TESTS, beginReport, drawValue, expectedOf, finishReport, formatNumber, header, rangeText, unambiguousDate } from './reportParts.js';

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
