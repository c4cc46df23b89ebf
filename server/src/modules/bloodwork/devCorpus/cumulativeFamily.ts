import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import { CORPUS_TESTS } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnDate,
  MONTH_NAMES,
  PATIENTS,
  beginReport,
  drawDate,
  drawValue,
  expectedOf,
  finishReport,
  formatNumber,
  header,
  pad,
  rangeText,
} from './reportParts.js';

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
