import type { CorpusDocument } from './corpusDocument.js';
import { CORPUS_TESTS } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import { PATIENTS, beginReport, expectedOf, finishReport, formatNumber, header, rangeText, round, unambiguousDate } from './reportParts.js';
import { RISK_TESTS } from './riskTierFamily.js';

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
