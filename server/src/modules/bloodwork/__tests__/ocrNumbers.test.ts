import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines } from '../extraction/labReportParser.js';
import { LOW_CONFIDENCE_BELOW } from '../ocr/ocrLimits.js';
import { markOcrConfidence, ocrReportLines, type OcrWord } from '../ocr/ocrLines.js';
import { restoreDecimalPoints, withPointFromRange, withPointsRestored, type InkPage } from '../ocr/ocrNumbers.js';
import { MARKER_CATALOG } from '../markers/markerCatalog.js';

/**
 * A page drawn as the engine's binarised image: digits are blobs 20 px tall and 10 px wide set 12 px apart (a report
 * font's equal-width digits), a printed decimal point a 4 px square on the baseline taking half a digit's room, a hyphen
 * a short bar. `draw` returns the word as the engine read it, which may have dropped the point.
 */
function inkPageWith(lines: { printed: string; read: string; x: number; y: number }[]): { page: InkPage; words: OcrWord[] } {
  const page: InkPage = { width: 1200, height: 60 * lines.length + 60, ink: new Uint8Array(1200 * (60 * lines.length + 60)) };
  const fill = (x0: number, y0: number, width: number, height: number) => {
    for (let y = y0; y < y0 + height; y += 1) for (let x = x0; x < x0 + width; x += 1) page.ink[y * page.width + x] = 1;
  };
  const words = lines.map(({ printed, read, x, y }) => {
    let at = x;
    for (const character of printed) {
      if (/[.,]/.test(character)) {
        fill(at + 1, y + 16, 4, 4);
        at += 6;
      } else if (character === '-') {
        fill(at + 1, y + 9, 6, 2);
        at += 8;
      } else {
        fill(at, y, 10, 20);
        at += 12;
      }
    }
    return { text: read, confidence: 95, x0: x, x1: at - 2, top: y, bottom: y + 19, baseline: y + 19, lineHeight: 20 };
  });
  return { page, words };
}

/** Numbers the engine read right, enough to know the page's usual digit gap. */
const CALIBRATION = ['2024', '12345', '140', '98'];

function page(printedAndRead: [string, string][]) {
  return inkPageWith(
    [...CALIBRATION.map((text) => [text, text] as [string, string]), ...printedAndRead].map(([printed, read], index) => ({
      printed,
      read,
      x: 40,
      y: 30 + index * 60,
    })),
  );
}

describe('putting back decimal points the OCR engine dropped', () => {
  it('reads "35" as 3.5 and "328" as 32.8 when the ink shows a point, and marks them for review', () => {
    const { page: ink, words } = page([
      ['3.5', '35'],
      ['32.8', '328'],
    ]);
    const restored = restoreDecimalPoints(words, ink).slice(CALIBRATION.length);
    expect(restored.map((word) => word.text)).toEqual(['3.5', '32.8']);
    expect(restored.map((word) => word.repairedFrom)).toEqual(['35', '328']);
    for (const word of restored) expect(word.confidence).toBeLessThan(LOW_CONFIDENCE_BELOW);
  });

  it('leaves numbers printed without a point as they are (no gap wider than the page usually has)', () => {
    const { page: ink, words } = page([
      ['35', '35'],
      ['140', '140'],
      ['1.5', '1.5'],
    ]);
    expect(restoreDecimalPoints(words, ink)).toEqual(words);
  });

  it('measures digit gaps against the digits, not the word box: a box made taller by a bracket or flag adds no point elsewhere', () => {
    const { page: ink, words } = page([
      ['69', '69'],
      ['93', '93'],
    ]);
    // The engine's boxes of the calibration numbers reach 10 px above their digits (a footnote mark, a bracket).
    const tallBoxes = words.map((word, index) => (index < CALIBRATION.length ? { ...word, top: word.top! - 10 } : word));
    expect(restoreDecimalPoints(tallBoxes, ink)).toEqual(tallBoxes);
  });

  it('puts the points back in both ends of a range', () => {
    const { page: ink, words } = page([['3.5-5.0', '35-50']]);
    expect(restoreDecimalPoints(words, ink).at(-1)!.text).toBe('3.5-5.0');
  });

  it('puts the point back in the end of a range the engine split at its hyphen ("8.6 -103", "130- 17.0")', () => {
    const { page: ink, words } = page([
      ['-10.3', '-103'],
      ['13.0-', '130-'],
    ]);
    expect(
      restoreDecimalPoints(words, ink)
        .slice(-2)
        .map((word) => word.text),
    ).toEqual(['-10.3', '13.0-']);
  });

  it("uses the page's decimal comma on a European report", () => {
    const { page: ink, words } = page([
      ['5,4', '5,4'],
      ['12,5', '12,5'],
      ['4,5', '45'],
    ]);
    expect(restoreDecimalPoints(words, ink).at(-1)!.text).toBe('4,5');
  });

  it('does nothing when the page has too few numbers to know its usual gap, or no image', () => {
    const { page: ink, words } = inkPageWith([{ printed: '3.5', read: '35', x: 40, y: 30 }]);
    expect(restoreDecimalPoints(words, ink)).toEqual(words);
    expect(restoreDecimalPoints(words, null)).toEqual(words);
  });

  it('does not guess when the digits touch (one blob for two characters)', () => {
    const { page: ink, words } = page([['3.5', '35']]);
    const last = words.at(-1)!;
    for (let x = last.x0; x <= last.x1; x += 1) ink.ink[(last.top! + 5) * ink.width + x] = 1; // a smudge joining them
    expect(restoreDecimalPoints(words, ink).at(-1)!.text).toBe('35');
  });

  it('inserts a point only where exactly one gap of a run is wide', () => {
    // Centres in digit heights: usual gap 0.6; one wide gap (1.0) → a point; two wide gaps → left alone.
    expect(withPointsRestored('184', [0, 0.6, 1.6], 0.6, '.')).toBe('18.4');
    expect(withPointsRestored('184', [0, 1, 2], 0.6, '.')).toBe('184');
    expect(withPointsRestored('184H', [0, 0.6, 1.6, 2.2], 0.6, '.')).toBe('18.4H');
  });

  it('reaches the review: the restored value is parsed and marked as needing a check', () => {
    // One printed row "Albumin 4.5 g/dL 3.5-5.0", read as "45" and "35-50", with numbers elsewhere on the page.
    const { page: ink, words: numbers } = inkPageWith([
      { printed: '4.5', read: '45', x: 300, y: 30 },
      { printed: '3.5-5.0', read: '35-50', x: 500, y: 30 },
      ...CALIBRATION.map((text, index) => ({ printed: text, read: text, x: 40, y: 90 + index * 60 })),
    ]);
    const words: OcrWord[] = [
      { text: 'Albumin', confidence: 95, x0: 40, x1: 180, top: 30, bottom: 49, baseline: 49, lineHeight: 20 },
      { text: 'g/dL', confidence: 95, x0: 400, x1: 460, top: 30, bottom: 49, baseline: 49, lineHeight: 20 },
      ...numbers,
    ];
    const pages = [{ page: 1, words: restoreDecimalPoints(words, ink) }];
    const { values } = parseLabReportLines(ocrReportLines(pages));
    const albumin = values.find((value) => /albumin/i.test(value.printedName));
    expect(albumin).toMatchObject({ value: 4.5, refLow: 3.5, refHigh: 5 });
    expect(markOcrConfidence([albumin!], pages)[0]!.needsReview).toBe(true);
  });
});

describe('putting back a decimal point from the printed range', () => {
  const hematocrit = MARKER_CATALOG.find((marker) => marker.key === 'hematocrit')!;
  const tsh = MARKER_CATALOG.find((marker) => marker.key === 'tsh')!;
  const read = (value: number, refLow: number | null, refHigh: number, refText: string) =>
    ({ printedName: 'Hematocrit', markerKey: 'hematocrit', value, unit: '%', refLow, refHigh, refText, page: 1 }) as const;

  it('reads a whole number far above a range printed with decimals with as many decimals, for review', () => {
    expect(withPointFromRange(read(443, 38.3, 48.6, '38.3-48.6'), hematocrit)).toEqual({ ...read(44.3, 38.3, 48.6, '38.3-48.6'), needsReview: true });
    expect(withPointFromRange({ ...read(129, 0.45, 4.5, '0.45-4.50'), printedName: 'TSH', markerKey: 'tsh', unit: 'uIU/mL' }, tsh)).toMatchObject({
      value: 1.29,
    });
  });

  it('reads the range with its points too when it was read as whole numbers far above the marker range', () => {
    expect(withPointFromRange(read(443, 383, 486, '383-486'), hematocrit)).toEqual({ ...read(44.3, 38.3, 48.6, '383-486'), needsReview: true });
  });

  it('reads the points a range lost back when the engine lost the unit too, unless a unit of the test makes the numbers believable', () => {
    const tshUnitLost = { printedName: 'TSH', markerKey: 'tsh', value: 129, unit: '', refLow: 45, refHigh: 450, refText: '045-450', page: 1 };
    expect(withPointFromRange(tshUnitLost, tsh)).toMatchObject({ value: 1.29, refLow: 0.45, refHigh: 4.5, needsReview: true });
    // 456 against 414-580 is a red cell count in 10⁴/µL, and 38 against 20-42 an HbA1c in mmol/mol: left as read.
    const rbc = MARKER_CATALOG.find((marker) => marker.key === 'rbc_count')!;
    const hba1c = MARKER_CATALOG.find((marker) => marker.key === 'hba1c')!;
    const rbcRead = { printedName: 'RBC', markerKey: 'rbc_count', value: 456, unit: '', refLow: 414, refHigh: 580, refText: '414-580', page: 1 };
    const hba1cRead = { printedName: 'HbA1c', markerKey: 'hba1c', value: 38, unit: '', refLow: 20, refHigh: 42, refText: '20 - 42', page: 1 };
    expect(withPointFromRange(rbcRead, rbc)).toBe(rbcRead);
    expect(withPointFromRange(hba1cRead, hba1c)).toBe(hba1cRead);
  });

  it('leaves a result as read when it is near its range, the range shows no decimals, or the point would not bring it near', () => {
    const highButReal = read(62, 38.3, 48.6, '38.3-48.6');
    const wholeRange = { ...read(300, 70, 99, '70-99'), printedName: 'Glucose', markerKey: 'glucose', unit: 'mg/dL' };
    const tooFar = read(4430, 38.3, 48.6, '38.3-48.6');
    for (const value of [highButReal, wholeRange, tooFar]) expect(withPointFromRange(value, undefined)).toBe(value);
  });
});
