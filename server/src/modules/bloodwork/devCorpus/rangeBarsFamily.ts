import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import { type DrawnResult, PATIENTS, US_TESTS, beginReport, expectedOf, finishReport, formatNumber, header, unambiguousDate } from './reportParts.js';

const STATUS_WORDS = [
  { normal: 'Normal', high: 'High', low: 'Low' },
  { normal: 'In Range', high: 'Above Range', low: 'Below Range' },
  { normal: 'Optimal', high: 'Out of Range', low: 'Out of Range' },
] as const;

const TIER_LABELS = [
  ['Low', 'Normal', 'High'],
  ['Below', 'In range', 'Above'],
] as const;

/** A short explanation under each result, with numbers of the test's own kind in it (none of them the result). */
function explanation(result: DrawnResult): string {
  const { low, high, unit, decimals } = result.unit;
  const f = (n: number) => formatNumber(n, decimals, false);
  if (low !== null && high !== null)
    return `Most healthy adults fall between ${f(low)} and ${f(high)} ${unit}. A result above ${f(high * 1.5)} ${unit} is worth discussing with your clinician.`;
  if (high !== null) return `Lower is better: aim for less than ${f(high)} ${unit}; results above ${f(high * 1.2)} ${unit} are considered high.`;
  return `Higher is better: aim for more than ${f(low!)} ${unit}; below ${f(low! * 0.75)} ${unit} is considered low.`;
}

/**
 * Direct-to-consumer test reports that draw a range bar per result: the value in a bubble above the bar at its place
 * between the limits, the low and high limits printed at the bar's ends (a one-sided range only its limit, '<200'), tier
 * labels under some bars, a status word beside the name, and a short explanation full of numbers under each result.
 */
export function rangeBarsDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(
    random,
    US_TESTS.filter((test) => !test.specimen),
    [7, 14],
  );
  const statusWords = random.pick(STATUS_WORDS);
  const outside = results.filter((result) => result.direction !== null).length;
  header(
    writer,
    random.pick(['Your Results', 'Your Lab Results', 'Biomarker Report']),
    [
      `${random.pick(PATIENTS)}   Collected: ${unambiguousDate(date, random)}`,
      `${results.length} biomarkers tested   ${outside} out of range   ${random.int(1, 4)} to watch`,
    ],
    random,
    true,
  );
  const bar = { left: 130, right: 470 };
  const unitUnderName = random.chance(0.3);
  const tiers = random.chance(0.5) ? random.pick(TIER_LABELS) : null;
  const expected: ExpectedCorpusValue[] = [];
  for (const result of results) {
    writer.keep(110);
    const { low, high, unit, decimals } = result.unit;
    const f = (n: number) => formatNumber(n, decimals, false);
    writer.text(40, result.name, 11, true);
    writer.text(470, statusWords[result.direction ?? 'normal'], 9, true);
    writer.line(unitUnderName ? 12 : 20);
    if (unitUnderName) {
      writer.text(40, `Unit: ${unit}`, 7);
      writer.line(10);
    }
    // The bubble sits at the value's place on the bar; values outside the range sit near the bar's ends.
    const barLow = low ?? 0;
    const barHigh = high ?? low! * 2;
    const share = Math.min(1.05, Math.max(-0.05, (result.value - barLow) / (barHigh - barLow)));
    const bubbleX = bar.left + share * (bar.right - bar.left) - 10;
    const value = f(result.value);
    writer.text(bubbleX, unitUnderName ? value : `${value} ${unit}`, 10, true);
    writer.line(16);
    // A one-sided range shows only its limit, marked as one: '<200' at the right end, '>40' at the left.
    if (low !== null) writer.text(bar.left - 10, high === null ? `>${f(low)}` : f(low), 8);
    if (high !== null) writer.text(bar.right - 10, low === null ? `<${f(high)}` : f(high), 8);
    writer.line(11);
    if (tiers) {
      writer.text(bar.left - 40, tiers[0], 7);
      writer.text((bar.left + bar.right) / 2 - 15, tiers[1], 7);
      writer.text(bar.right + 15, tiers[2], 7);
      writer.line(11);
    }
    writer.text(40, explanation(result), 7);
    writer.line(22);
    expected.push(expectedOf(result, true));
  }
  return finishReport(writer, random, { id, family: 'range_bars', collectedOn: date.iso, expected }, { interpretation: false });
}
