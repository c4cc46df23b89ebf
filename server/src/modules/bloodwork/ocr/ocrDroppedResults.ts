import canvas from '@napi-rs/canvas';
import { LOW_CONFIDENCE_BELOW } from './ocrLimits.js';
import type { OcrWord } from './ocrLines.js';
import type { InkPage } from './ocrNumbers.js';
import { connectedBlobs, type InkBlob } from './inkBlobs.js';
import { median } from '../extraction/median.js';

/**
 * Reads results and units the OCR engine left out. In sparse-text mode the engine drops short, isolated words as
 * noise, and the cells of a blood count are often just that: '5', '1', '0' alone in the result column, '%' alone in
 * the unit column. Ink the engine recognised no word on, shaped and placed like a short number on the row of
 * recognised words, is cut out and read again as one word of digits (or '%'); what reads as a number or '%' joins
 * the page's words, marked low-confidence so the review asks about the result.
 */

export interface InkBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** What a second reading of a cut-out box gave. */
export interface BoxReading {
  text: string;
  confidence: number;
}

/** A box holding this few glyphs at most: a result, not a line of text the engine chose to skip. */
const MAX_GLYPHS = 6;
/** More leftover boxes than this on a page: it is noise (specks, a photo's background), not dropped results. */
const MAX_BOXES_PER_PAGE = 24;
/** A second reading less sure than this is ignored. */
const MIN_CONFIDENCE = 50;
/** What a dropped cell may read as: a number, maybe with its '<' or '>' qualifier, or a lone '%' unit. */
const RESULT_OR_PERCENT = /^(?:[<>]?\d+(?:[.,]\d+)?|%)$/;
/** The characters a dropped cell is read with. */
export const DROPPED_CELL_CHARACTERS = '0123456789.,<>-%';

/** Connected blobs of ink outside the covered pixels. */
function leftoverBlobs(page: InkPage, covered: Uint8Array): InkBlob[] {
  return connectedBlobs(page.width, page.height, (x, y) => {
    const at = y * page.width + x;
    return page.ink[at] === 1 && !covered[at];
  });
}

const overlapShare = (a: InkBox, b: InkBox) => Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) + 1) / Math.min(a.y1 - a.y0 + 1, b.y1 - b.y0 + 1);

/** The page's typical digit height and the pixels its recognised words cover (with a margin); null if unknown. */
function coveredByWords(words: readonly OcrWord[], page: InkPage): { digitHeight: number; covered: Uint8Array } | null {
  const boxed = words.filter((word) => word.top !== undefined && word.bottom !== undefined);
  const digitHeight = median(boxed.filter((word) => /^\d+$/.test(word.text)).map((word) => word.bottom! - word.top! + 1));
  if (digitHeight < 8) return null;
  const covered = new Uint8Array(page.width * page.height);
  const margin = Math.round(digitHeight * 0.2);
  for (const word of boxed)
    for (let y = Math.max(0, word.top! - margin); y <= Math.min(page.height - 1, word.bottom! + margin); y += 1)
      covered.fill(1, y * page.width + Math.max(0, Math.floor(word.x0) - margin), y * page.width + Math.min(page.width, Math.ceil(word.x1) + margin + 1));
  return { digitHeight, covered };
}

/**
 * Boxes of ink no recognised word covers that look like a short number on a row of words: glyphs as tall as the
 * page's digits, side by side (at most MAX_GLYPHS), on the same row as a recognised word. Empty when the page has
 * more such boxes than MAX_BOXES_PER_PAGE (noise).
 */
export function droppedCellBoxes(words: readonly OcrWord[], page: InkPage): InkBox[] {
  const leftover = coveredByWords(words, page);
  if (!leftover) return [];
  const { digitHeight, covered } = leftover;
  const boxed = words.filter((word) => word.top !== undefined && word.bottom !== undefined);
  const blobs = leftoverBlobs(page, covered);
  const isGlyph = (blob: InkBlob) => {
    const height = blob.y1 - blob.y0 + 1;
    const width = blob.x1 - blob.x0 + 1;
    return height >= digitHeight * 0.75 && height <= digitHeight * 1.25 && width >= digitHeight * 0.15 && width <= digitHeight * 1.3;
  };
  const glyphs = blobs.filter(isGlyph).sort((a, b) => a.x0 - b.x0);
  // Lower parts of a cell (a decimal point, the rings of '%'), but not specks of noise.
  const marks = blobs.filter((blob) => !isGlyph(blob) && blob.pixels >= Math.max(4, (digitHeight * 0.15) ** 2) && blob.y1 - blob.y0 < digitHeight);
  // Glyphs of one number stand side by side, a letter's width apart at most, on one row.
  const groups: InkBox[][] = [];
  for (const glyph of glyphs) {
    const group = groups.find((candidate) => {
      const last = candidate.at(-1)!;
      return overlapShare(last, glyph) >= 0.6 && glyph.x0 - last.x1 <= digitHeight * 0.6;
    });
    if (group) group.push(glyph);
    else groups.push([glyph]);
  }
  const rows = boxed.map((word) => ({ x0: word.x0, x1: word.x1, y0: word.top!, y1: word.bottom! }));
  const boxes = groups
    .filter((group) => group.length <= MAX_GLYPHS)
    .map((group) => {
      const x0 = Math.min(...group.map((glyph) => glyph.x0));
      const y0 = Math.min(...group.map((glyph) => glyph.y0));
      const x1 = Math.max(...group.map((glyph) => glyph.x1));
      const y1 = Math.max(...group.map((glyph) => glyph.y1));
      const reach = digitHeight * 0.5;
      const parts = [
        ...group,
        ...marks.filter((mark) => mark.x0 >= x0 - reach && mark.x1 <= x1 + reach && mark.y0 >= y0 - reach / 5 && mark.y1 <= y1 + reach / 5),
      ];
      return { x0: Math.min(...parts.map((part) => part.x0)), y0, x1: Math.max(...parts.map((part) => part.x1)), y1 };
    })
    .filter((box) => rows.some((word) => overlapShare(word, box) >= 0.6 && (word.x1 < box.x0 || word.x0 > box.x1)));
  return boxes.length > MAX_BOXES_PER_PAGE ? [] : boxes;
}

/** The box cut out of the page with a margin of paper around it, black ink on white, as a PNG. */
export function cutOut(page: InkPage, box: InkBox): Buffer {
  const pad = Math.round((box.y1 - box.y0 + 1) * 0.5);
  const width = box.x1 - box.x0 + 1 + 2 * pad;
  const height = box.y1 - box.y0 + 1 + 2 * pad;
  const image = new canvas.ImageData(width, height);
  image.data.fill(255);
  for (let y = box.y0; y <= box.y1; y += 1)
    for (let x = box.x0; x <= box.x1; x += 1)
      if (page.ink[y * page.width + x]) {
        const at = ((y - box.y0 + pad) * width + (x - box.x0 + pad)) * 4;
        image.data[at] = image.data[at + 1] = image.data[at + 2] = 0;
      }
  const drawn = canvas.createCanvas(width, height);
  drawn.getContext('2d').putImageData(image, 0, 0);
  return drawn.toBuffer('image/png');
}

/**
 * The page's words with the cells the engine dropped read again: the boxes of `droppedCellBoxes` are read by `read`
 * (each as one word of DROPPED_CELL_CHARACTERS), and what reads as a number or '%' with at least MIN_CONFIDENCE joins
 * the words, low-confidence.
 */
export async function withDroppedCellsRead(
  words: readonly OcrWord[],
  page: InkPage | null,
  read: (images: Buffer[]) => Promise<BoxReading[]>,
): Promise<OcrWord[]> {
  const boxes = page ? droppedCellBoxes(words, page) : [];
  if (!page || boxes.length === 0) return [...words];
  const readings = await read(boxes.map((box) => cutOut(page, box)));
  const found = boxes.flatMap((box, index): OcrWord[] => {
    const text = readings[index]?.text.trim() ?? '';
    const confidence = readings[index]?.confidence ?? 0;
    if (!RESULT_OR_PERCENT.test(text) || confidence < MIN_CONFIDENCE) return [];
    const rowWord = words.find((word) => word.top !== undefined && overlapShare({ x0: word.x0, x1: word.x1, y0: word.top, y1: word.bottom! }, box) >= 0.6);
    return [
      {
        text,
        confidence: Math.min(confidence, LOW_CONFIDENCE_BELOW - 1),
        x0: box.x0,
        x1: box.x1 + 1,
        baseline: box.y1 + 1,
        lineHeight: rowWord?.lineHeight ?? box.y1 - box.y0 + 1,
        top: box.y0,
        bottom: box.y1,
      },
    ];
  });
  return [...words, ...found];
}
