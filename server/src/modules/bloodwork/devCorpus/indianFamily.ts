import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import type { CorpusUnit } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import { FULL_MONTH_NAMES, MONTH_NAMES, US_TESTS, beginReport, expectedOf, finishReport, formatNumber, header, pad, rangeText } from './reportParts.js';

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
