import { describe, expect, it } from '@jest/globals';
import { droppedCellBoxes, withDroppedCellsRead } from '../ocr/ocrDroppedResults.js';
import { LOW_CONFIDENCE_BELOW } from '../ocr/ocrLimits.js';
import type { OcrWord } from '../ocr/ocrLines.js';
import type { InkPage } from '../ocr/ocrNumbers.js';

const WIDTH = 1000;
const HEIGHT = 300;

/** A binarised page: each glyph is a 10 × 20 px blob (digits of a 20 px tall face). */
function pageWith(glyphs: { x: number; y: number; width?: number; height?: number }[]): InkPage {
  const ink = new Uint8Array(WIDTH * HEIGHT);
  for (const { x, y, width = 10, height = 20 } of glyphs) for (let row = y; row < y + height; row += 1) ink.fill(1, row * WIDTH + x, row * WIDTH + x + width);
  return { width: WIDTH, height: HEIGHT, ink };
}

const word = (text: string, x0: number, top: number): OcrWord => ({
  text,
  confidence: 95,
  x0,
  x1: x0 + text.length * 12 - 2,
  top,
  bottom: top + 19,
  baseline: top + 19,
  lineHeight: 20,
});

/** Two printed rows: 'Glucose 140' (read) and 'Eosinophils 5' whose lone '5' the engine dropped. */
const words = [word('Glucose', 40, 40), word('140', 400, 40), word('Eosinophils', 40, 100)];
const printed = [
  ...[...'Glucose'].map((_, index) => ({ x: 40 + index * 12, y: 40 })),
  ...[0, 1, 2].map((index) => ({ x: 400 + index * 12, y: 40 })),
  ...[...'Eosinophils'].map((_, index) => ({ x: 40 + index * 12, y: 100 })),
  { x: 400, y: 100 },
];

describe('reading results and units the OCR engine dropped', () => {
  it('finds ink no word covers that is shaped like a short number on a row of recognised words', () => {
    expect(droppedCellBoxes(words, pageWith(printed))).toEqual([{ x0: 400, y0: 100, x1: 409, y1: 119 }]);
  });

  it('leaves specks, rulings and ink on no row of words alone', () => {
    const noise = [
      { x: 600, y: 105, width: 3, height: 3 },
      { x: 700, y: 60, width: 2, height: 120 },
      { x: 400, y: 220 },
    ];
    expect(droppedCellBoxes(words, pageWith([...printed.slice(0, -1), ...noise]))).toEqual([]);
  });

  it('adds what reads as a number or a lone %, marked for review, and ignores ranges and unsure readings', async () => {
    const page = pageWith(printed);
    for (const text of ['5', '%']) {
      const added = (await withDroppedCellsRead(words, page, async (images) => images.map(() => ({ text: `${text}\n`, confidence: 91 })))).slice(words.length);
      expect(added.map(({ text, x0, baseline }) => ({ text, x0, baseline }))).toEqual([{ text, x0: 400, baseline: 120 }]);
      expect(added[0]!.confidence).toBeLessThan(LOW_CONFIDENCE_BELOW);
    }
    for (const reading of [
      { text: '5-7', confidence: 91 },
      { text: '5', confidence: 20 },
    ])
      expect(await withDroppedCellsRead(words, page, async (images) => images.map(() => reading))).toHaveLength(words.length);
  });
});
