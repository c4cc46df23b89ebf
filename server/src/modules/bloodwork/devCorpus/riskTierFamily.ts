import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import { CORPUS_TESTS } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import { PATIENTS, beginReport, expectedOf, finishReport, formatNumber, header, round, usDate } from './reportParts.js';

const TIER_HEADINGS = [
  ['Optimal', 'Borderline', 'Increased risk'],
  ['Low risk', 'Moderate risk', 'High risk'],
  ['Desirable', 'Borderline', 'High'],
  ['1st Tertile', '2nd Tertile', '3rd Tertile'],
] as const;

export const RISK_TESTS = ['total_cholesterol', 'ldl_cholesterol', 'triglycerides', 'hdl_cholesterol', 'glucose', 'hba1c', 'crp', 'uric_acid', 'ferritin'];

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
