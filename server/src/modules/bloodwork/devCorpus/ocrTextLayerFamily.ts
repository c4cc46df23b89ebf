import type { CorpusDocument, PlacedText } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import { PATIENTS, US_TESTS, beginReport, expectedOf, finishReport, formatNumber, header, rangeText, unambiguousDate } from './reportParts.js';

/** Letter confusions a scanner's OCR makes in words: i and l, m and rn, l and I, O and 0, a speck read as a comma. */
const WORD_MISREADS: ReadonlyArray<(word: string) => string | null> = [
  (word) => (/i/.test(word.slice(1)) ? word[0] + word.slice(1).replace(/i/, 'l') : null),
  (word) => (/m/.test(word) ? word.replace(/m/, 'rn') : null),
  (word) => (/l/.test(word) ? word.replace(/l/, 'I') : null),
  (word) => (/O/.test(word) ? word.replace(/O/, '0') : null),
  (word) => (/[a-z]$/.test(word) ? `${word},` : null),
];

/** Unit misreads: a lower-case L read as a capital I, mm read as rnm. */
const UNIT_MISREADS: ReadonlyArray<(unit: string) => string | null> = [
  (unit) => (/dL$/.test(unit) ? unit.replace(/dL$/, 'dI') : null),
  (unit) => (/^mmol/.test(unit) ? unit.replace(/^mmol/, 'rnmol') : null),
];

function misread(random: SeededRandom, text: string, probability: number): string {
  return text
    .split(' ')
    .map((word) => {
      if (word.length < 4 || !random.chance(probability)) return word;
      const candidates = WORD_MISREADS.map((change) => change(word)).filter((changed): changed is string => changed !== null);
      return candidates.length > 0 ? random.pick(candidates) : word;
    })
    .join(' ');
}

function misreadUnit(random: SeededRandom, unit: string): string {
  if (!random.chance(0.3)) return unit;
  const candidates = UNIT_MISREADS.map((change) => change(unit)).filter((changed): changed is string => changed !== null);
  return candidates.length > 0 ? random.pick(candidates) : unit;
}

/**
 * The page as a scanner's OCR writes it over its image: every word its own invisible run, at the position OCR found
 * (its start estimated from the characters before it, a point or so off) and a little off the baseline, the line
 * drifting up or down across the page as a crooked sheet does.
 */
function asOcrLayer(random: SeededRandom, pages: readonly PlacedText[][]): PlacedText[][] {
  return pages.map((page) => {
    const slope = (random.next() - 0.5) * 0.012;
    return page.flatMap((run) =>
      [...run.text.matchAll(/\S+/g)].map((word) => ({
        text: word[0],
        x: run.x + word.index * run.size * 0.5 + (random.next() - 0.5) * 2,
        y: run.y + slope * (run.x - 40) + (random.next() - 0.5) * 3,
        size: run.size,
        bold: run.bold,
        invisible: true,
      })),
    );
  });
}

/**
 * Scanned reports with an invisible OCR text layer (render mode 3): words placed one by one, slightly off the
 * baseline, with OCR's letter errors in names and headers ('Hemoglobln', 'Creatlnine', 'Glucose,') and sometimes in
 * units ('mg/dI', 'rnmol/L'). Values, ranges and dates are read right. The truth is what the paper says.
 */
export function ocrTextLayerDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(
    random,
    US_TESTS.filter((test) => !test.specimen),
    [6, 14],
  );
  header(
    writer,
    misread(random, random.pick(['Laboratory Report', 'Clinical Chemistry', 'Test Report']), 0.4),
    [`Patient: ${random.pick(PATIENTS)}`, `Collected: ${unambiguousDate(date, random)}`],
    random,
    true,
  );
  const col = { name: 40, value: 220, unit: 290, range: 370 + random.int(-10, 20) };
  writer.text(col.name, misread(random, random.pick(['Test', 'Test Name', 'Investigation']), 0.3), 8, true);
  writer.text(col.value, misread(random, 'Result', 0.3), 8, true);
  writer.text(col.unit, misread(random, 'Units', 0.3), 8, true);
  writer.text(col.range, misread(random, random.pick(['Reference Range', 'Reference Interval']), 0.3), 8, true);
  writer.line(14);
  for (const result of results) {
    const flag = result.direction === 'high' ? ' H' : result.direction === 'low' ? ' L' : '';
    writer.text(col.name, misread(random, result.name, 0.35), 9);
    writer.text(col.value, `${formatNumber(result.value, result.unit.decimals, false)}${flag}`, 9);
    writer.text(col.unit, misreadUnit(random, result.unit.unit), 8);
    writer.text(col.range, rangeText(result.unit, false), 8);
    writer.line(13);
  }
  const document = finishReport(writer, random, {
    id,
    family: 'ocr_text_layer',
    collectedOn: date.iso,
    expected: results.map((result) => expectedOf(result, true)),
  });
  return { ...document, pages: asOcrLayer(random, document.pages) };
}
