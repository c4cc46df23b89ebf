import { type CorpusDocument, type ExpectedCorpusValue, PageWriter, type PlacedText } from './corpusDocument.js';
import { drawResults, drawDate, expectedOf, formatNumber, PATIENTS, rangeText, unambiguousDate, US_TESTS, usDate } from './reportParts.js';
import type { SeededRandom } from './random.js';

const PORTRAIT_HEIGHT = 842;

/**
 * A wide (landscape) results table printed turned on a portrait page, as report software does when the table is wider
 * than the sheet: every run is drawn at a quarter turn, so the reader turns the page to read it. The table has a
 * previous-result column with its date and a wide comment column; the page holds nothing upright.
 */
export function sidewaysDocument(random: SeededRandom, id: string): CorpusDocument {
  const date = drawDate(random, 2022, 2025);
  const results = drawResults(
    random,
    US_TESTS.filter((test) => !test.specimen),
    random.int(6, 14),
    'en',
    'us',
  );
  const writer = new PageWriter();
  writer.y = 40;
  writer.text(40, random.pick(['Cumulative Chemistry Report', 'Laboratory Results', 'Test Results Summary']), 13, true);
  writer.line(20);
  writer.text(40, `Patient: ${random.pick(PATIENTS)}   MRN: ${random.int(1000000, 9999999)}   Collected: ${unambiguousDate(date, random)}`, 9);
  writer.line(22);
  const previousDate = usDate(drawDate(random, 2019, date.year - 1), random);
  const x = {
    value: random.int(220, 260),
    unit: random.int(300, 330),
    range: random.int(390, 420),
    previous: random.int(500, 540),
    comment: random.int(620, 650),
  };
  writer.text(40, 'Test', 9, true);
  writer.text(x.value, 'Result', 9, true);
  writer.text(x.unit, 'Units', 9, true);
  writer.text(x.range, 'Reference Range', 9, true);
  writer.text(x.previous, 'Previous', 9, true);
  writer.text(x.comment, 'Comment', 9, true);
  writer.line(16);
  const step = random.int(13, 16);
  const expected: ExpectedCorpusValue[] = [];
  for (const result of results) {
    const flag = result.direction === null ? '' : result.direction === 'high' ? ' H' : ' L';
    writer.text(40, result.name, 9);
    writer.text(x.value, `${formatNumber(result.value, result.unit.decimals, false)}${flag}`, 9, flag !== '');
    writer.text(x.unit, result.unit.unit, 9);
    writer.text(x.range, rangeText(result.unit, false, random.pick(['dash', 'spaced'] as const)), 9);
    writer.text(x.previous, `${formatNumber(result.value * (0.8 + random.next() * 0.4), result.unit.decimals, false)} (${previousDate})`, 8);
    if (random.chance(0.2)) writer.text(x.comment, random.pick(['Hemolyzed sample', 'Repeated', 'Fasting 12 h']), 8);
    writer.line(step);
    expected.push(expectedOf(result, true));
  }
  writer.line(10);
  writer.text(40, `Page 1 of 1   Printed ${unambiguousDate(date, random)}`, 8);
  const clockwise = random.chance(0.5);
  // Landscape (x across, y down) onto the portrait sheet, turned a quarter either way.
  const turned = (item: PlacedText): PlacedText =>
    clockwise ? { ...item, x: 595 - item.y, y: item.x, angle: -90 } : { ...item, x: item.y, y: PORTRAIT_HEIGHT - item.x, angle: 90 };
  return { id, family: 'sideways', collectedOn: date.iso, expected, pages: writer.pages.map((page) => page.map(turned)) };
}
