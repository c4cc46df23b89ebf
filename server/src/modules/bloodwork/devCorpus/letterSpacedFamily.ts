import type { CorpusDocument, ExpectedCorpusValue, TextStyle } from './corpusDocument.js';
import { beginReport, expectedOf, finishReport, formatNumber, header, PATIENTS, rangeText, unambiguousDate, US_TESTS } from './reportParts.js';
import type { SeededRandom } from './random.js';

const WATERMARKS = ['COPY', 'DUPLICATE', 'PRELIMINARY', 'NOT A LEGAL DOCUMENT', 'PATIENT COPY', 'CONFIDENTIAL'];

/** How the software spaces the glyphs of a name: justified (even tracking), or a kerning gap that splits a word ('Hemo globin'). */
type NameSpacing = 'tracked' | 'kerning-split' | 'plain';

/**
 * A word split into two runs at a letter inside it, a little apart (less than a space), as uneven kerning or
 * justification prints it ('Hemo globin').
 */
function kerningSplit(random: SeededRandom, name: string): TextStyle {
  const words = [...name.matchAll(/\p{L}{5,}/gu)];
  const word = words.length > 0 ? random.pick(words) : null;
  if (!word) return {};
  return { kerningGap: { at: (word.index ?? 0) + random.int(2, word[0].length - 2), points: 0.4 + random.next() * 1.2 } };
}

/**
 * Report software that spaces glyphs itself: letter-spaced headings and column titles, names justified glyph by glyph or
 * split by a kerning gap inside a word ('Hemo globin'), values drawn digit by digit; a large grey diagonal watermark
 * across the table, and white (invisible) test codes left in the row by the template. Serif or sans, positions vary.
 */
export function letterSpacedDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(
    random,
    US_TESTS.filter((test) => !test.specimen),
    [8, 16],
  );
  const serif = random.chance(0.5);
  const base: TextStyle = { serif };
  const headingTracking = 1 + random.next() * 2.5;
  writer.styled(40, random.pick(['LABORATORY REPORT', 'TEST RESULTS', 'CLINICAL CHEMISTRY']), 13, { ...base, bold: true, tracking: headingTracking });
  writer.line(22);
  header(
    writer,
    random.pick(['Central Laboratory', 'Regional Medical Laboratory']),
    [`Patient: ${random.pick(PATIENTS)}`, `Collected: ${unambiguousDate(date, random)}`],
    random,
  );
  const spacing = random.pick(['tracked', 'kerning-split', 'plain'] as const satisfies readonly NameSpacing[]);
  const nameTracking = 0.4 + random.next() * 1.4;
  const digitTracking = random.chance(0.5) ? 0.3 + random.next() * 1.2 : 0;
  const columns = { value: random.int(190, 240), unit: 0, range: 0, flag: 0, code: random.int(515, 545) };
  columns.unit = columns.value + random.int(45, 65);
  columns.range = columns.unit + random.int(60, 80);
  columns.flag = columns.range + random.int(70, 85);
  const titles = random.pick([
    ['Test', 'Result', 'Units', 'Reference', 'Flag'],
    ['Analyte', 'Value', 'Unit', 'Normal Range', 'Status'],
  ]);
  [40, columns.value, columns.unit, columns.range, columns.flag].forEach((x, index) =>
    writer.styled(x, titles[index]!, 8, { ...base, bold: true, tracking: headingTracking / 2 }),
  );
  writer.line(16);
  const whiteCodes = random.chance(0.6);
  const step = random.int(13, 16);
  const expected: ExpectedCorpusValue[] = [];
  for (const result of results) {
    const size = 9;
    if (spacing === 'tracked') writer.styled(40, result.name, size, { ...base, tracking: nameTracking });
    else if (spacing === 'kerning-split') writer.styled(40, result.name, size, { ...base, ...kerningSplit(random, result.name) });
    else writer.styled(40, result.name, size, base);
    const flag = result.direction === null ? '' : result.direction === 'high' ? 'H' : 'L';
    writer.styled(columns.value, formatNumber(result.value, result.unit.decimals, false), size, { ...base, bold: flag !== '', tracking: digitTracking });
    writer.styled(columns.unit, result.unit.unit, size, base);
    writer.styled(columns.range, rangeText(result.unit, false, random.pick(['dash', 'spaced'] as const)), size, base);
    if (flag) writer.styled(columns.flag, flag, size, { ...base, bold: true });
    if (whiteCodes) writer.styled(columns.code, `${random.int(1000, 99999)}-${random.int(0, 9)}`, 6, { gray: 1 });
    writer.line(step);
    expected.push(expectedOf(result, true));
  }
  const watermark = random.pick(WATERMARKS);
  const angle = random.int(25, 55);
  const size = random.int(48, 80);
  writer.pages.forEach((page) =>
    page.push({ text: watermark, x: random.int(90, 160), y: random.int(520, 700), size, gray: 0.82 + random.next() * 0.1, angle, bold: true }),
  );
  return finishReport(writer, random, { id, family: 'letter_spaced', collectedOn: date.iso, expected });
}
