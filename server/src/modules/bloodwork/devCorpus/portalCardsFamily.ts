import type { CorpusDocument, ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import { beginReport, type DrawnResult, expectedOf, finishReport, formatNumber, MONTH_NAMES, pad, rangeText, US_TESTS } from './reportParts.js';
import type { SeededRandom } from './random.js';

/** Narrative comments portals print under a result: long sentences with numbers that are not results. */
const NARRATIVES = [
  'For adults 18 years and older, a value of 100 mg/dL or higher on repeat testing may indicate a need for follow-up within 3 to 6 months.',
  'This test was performed using a new method as of 01/15/2024. Results may be 5 to 10 % higher than with the previous method.',
  'Please note: the reference interval for patients over 65 years is 0.7 to 1.5. Interpret with clinical findings.',
  'Your care team will contact you if any follow-up is needed. You can message your provider with questions at any time.',
];

function flagWord(result: DrawnResult): string {
  return result.direction === 'high' ? 'High' : result.direction === 'low' ? 'Low' : '';
}

/** Value, unit and standard range of one result, as this portal prints them (unit with the value or only in the range). */
function parts(result: DrawnResult, unitInRange: boolean): { value: string; range: string } {
  const value = formatNumber(result.value, result.unit.decimals, false);
  const range = rangeText(result.unit, false, 'spaced');
  return unitInRange ? { value, range: `${range} ${result.unit.unit}` } : { value: `${value} ${result.unit.unit}`, range };
}

/** 'Component | Your Value | Standard Range | Flag' rows, flag in its own column or in brackets after the value. */
function writeComponentTable(writer: PageWriter, random: SeededRandom, results: readonly DrawnResult[], unitInRange: boolean): void {
  const bracketFlags = random.chance(0.5);
  writer.text(40, 'Component', 9, true);
  writer.text(220, 'Your Value', 9, true);
  writer.text(330, 'Standard Range', 9, true);
  if (!bracketFlags) writer.text(480, 'Flag', 9, true);
  writer.line(15);
  for (const result of results) {
    const { value, range } = parts(result, unitInRange);
    const flag = flagWord(result);
    writer.text(40, result.name, 9);
    writer.text(220, bracketFlags && flag ? `${value} (${flag[0]})` : value, 9);
    writer.text(330, range, 9);
    if (!bracketFlags && flag) writer.text(480, flag, 9);
    writer.line(15);
    if (random.chance(0.15)) {
      writer.text(40, random.pick(NARRATIVES), 7);
      writer.line(13);
    }
  }
}

/** One card per result: the name, 'Normal range: …', then a 'Value' label over the value (and its flag). */
function writeCards(writer: PageWriter, random: SeededRandom, results: readonly DrawnResult[], unitInRange: boolean): void {
  const rangeLabel = random.pick(['Normal range:', 'Standard range:', 'Reference range:']);
  for (const result of results) {
    const { value, range } = parts(result, unitInRange);
    const flag = flagWord(result);
    writer.keep(70);
    writer.text(40, result.name, 11, true);
    writer.line(15);
    writer.text(40, `${rangeLabel} ${range}`, 8);
    writer.line(14);
    writer.text(40, 'Value', 8, true);
    writer.line(13);
    writer.text(40, value, 11);
    if (flag) writer.text(160, flag, 9, true);
    writer.line(16);
    if (random.chance(0.25)) {
      writer.text(40, random.pick(NARRATIVES), 7);
      writer.line(12);
    }
    writer.line(8);
  }
}

/**
 * Patient-portal result pages printed from a browser: browser header (print date and time, page title) and footer
 * (address, 'n/m'), the panel name and its collection time, then a 'Component | Your Value | Standard Range | Flag'
 * table or one card per result with a 'Value' label; the unit with the value or only inside the range; long
 * narrative comments between results.
 */
export function portalCardsDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(random, US_TESTS, [6, 14]);
  const printed = `${random.int(1, 12)}/${random.int(1, 28)}/${String(random.int(2024, 2026)).slice(2)}, ${random.int(1, 12)}:${pad(random.int(0, 59))} ${random.pick(['AM', 'PM'])}`;
  const title = random.pick(['MyHealth - Test Details', 'Patient Portal - Results', 'Test Results | Health Record']);
  writer.pageHead = () => {
    writer.text(40, printed, 7);
    writer.text(260, title, 7);
    writer.line(24);
  };
  writer.pageHead();
  const panel = random.pick(['Lipid Panel', 'Comprehensive Metabolic Panel', 'CBC With Differential', 'Thyroid Panel', 'Lab Results']);
  writer.text(40, panel, 14, true);
  writer.line(18);
  const time = `${random.int(6, 11)}:${pad(random.int(0, 59))} AM`;
  writer.text(
    40,
    random.pick([
      `Collected on ${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year} ${time}`,
      `Specimen collected: ${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`,
      `Collected: ${date.year}-${pad(date.month)}-${pad(date.day)} ${time}`,
    ]),
    9,
  );
  writer.line(14);
  writer.text(40, `Result status: ${random.pick(['Final', 'Final result'])}`, 9);
  writer.line(22);
  const unitInRange = random.chance(0.5);
  if (random.chance(0.5)) writeComponentTable(writer, random, results, unitInRange);
  else writeCards(writer, random, results, unitInRange);
  writer.pageHead = null;
  const address = `https://portal.example.org/app/test-results/${random.int(100000, 999999)}`;
  writer.pages.forEach((page) => page.push({ text: address, x: 40, y: 828, size: 7 }));
  const expected: ExpectedCorpusValue[] = results.map((result) => expectedOf(result, true));
  return finishReport(writer, random, { id, family: 'portal_cards', collectedOn: date.iso, expected }, { interpretation: false });
}
