import canvas from '@napi-rs/canvas';
import { LOW_CONFIDENCE_BELOW } from './ocrLimits.js';
import { connectedBlobs, type InkBlob } from './inkBlobs.js';
import type { OcrWord } from './ocrLines.js';

/**
 * Repairs numbers the OCR engine read without their decimal point. On phone photos and faint scans the engine often
 * reads "3.5" as "35": the point is a speck of a few pixels it drops. Whether a point is there is decided from the
 * page as the engine saw it (its binarised image): a small, roughly square blob of ink that sits on the baseline
 * between two digits of the word. The word is then read with the page's decimal separator at that place, and marked
 * low-confidence so that the review asks the user to check it.
 */

/** The page the engine recognised, after its own rotation and thresholding: 1 = ink. */
export interface InkPage {
  width: number;
  height: number;
  ink: Uint8Array;
}

/** Decodes the engine's binarised page (a PNG data URL); null when it has none. */
export async function inkPage(binaryImage: string | null | undefined): Promise<InkPage | null> {
  const base64 = binaryImage?.match(/^data:image\/png;base64,(.+)$/)?.[1];
  if (!base64) return null;
  const image = await canvas.loadImage(Buffer.from(base64, 'base64'));
  const drawn = canvas.createCanvas(image.width, image.height);
  const context = drawn.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  const ink = new Uint8Array(image.width * image.height);
  for (let index = 0; index < ink.length; index += 1) ink[index] = data[index * 4]! < 128 ? 1 : 0;
  return { width: image.width, height: image.height, ink };
}

/** Connected blobs of ink (8-connected) inside a box of the page, in page coordinates. */
function blobsIn(page: InkPage, x0: number, y0: number, x1: number, y1: number): InkBlob[] {
  const left = Math.max(0, Math.floor(x0));
  const top = Math.max(0, Math.floor(y0));
  const right = Math.min(page.width - 1, Math.ceil(x1));
  const bottom = Math.min(page.height - 1, Math.ceil(y1));
  return connectedBlobs(right - left + 1, bottom - top + 1, (x, y) => page.ink[(top + y) * page.width + left + x] === 1).map((blob) => ({
    ...blob,
    x0: blob.x0 + left,
    x1: blob.x1 + left,
    y0: blob.y0 + top,
    y1: blob.y1 + top,
  }));
}

/**
 * Words that may have lost their points: numbers with no point or comma (a value, a range such as "35-50", or one end
 * of a range the engine split at its hyphen: "-103", "130-"), at least two digits next to each other, maybe a flag
 * letter after them. Times (with ':') are left alone.
 */
const POINTLESS_NUMBER = /^-?\d[\d-]*\d-?[A-Za-z*]?$/;

/** Words whose digits can be measured: digits with short marks between them (. , : -) and maybe a flag letter. */
const MEASURABLE = /^[\d.,:-]*\d[\d.,:-]*[A-Za-z*]?$/;

/**
 * The centres of the characters of `word` (in units of its digits' height; null for the short marks . , : -), from its blobs
 * of ink; null when the ink does not split into one blob per tall character (touching or broken glyphs), so positions
 * cannot be trusted.
 */
export function characterCentres(word: OcrWord, page: InkPage): (number | null)[] | null {
  if (!MEASURABLE.test(word.text) || word.top === undefined || word.bottom === undefined) return null;
  const height = word.bottom - word.top + 1;
  if (height < 8) return null; // too small to measure
  const isTall = [...word.text].map((character) => !/[.,:-]/.test(character));
  const tall = blobsIn(page, word.x0, word.top, word.x1, word.bottom)
    .filter((blob) => blob.y1 - blob.y0 + 1 >= height * 0.55)
    .sort((a, b) => a.x0 - b.x0);
  if (tall.length !== isTall.filter(Boolean).length) return null;
  // In units of the digits' own height: a word's box also holds commas, brackets or a flag that make it taller.
  const digitHeight = Math.max(...tall.map((blob) => blob.y1 - blob.y0 + 1));
  let next = 0;
  return isTall.map((tallCharacter) => {
    if (!tallCharacter) return null;
    const blob = tall[next++]!;
    return (blob.x0 + blob.x1) / 2 / digitHeight;
  });
}

/** Distances between the centres of neighbouring digits (both printed next to each other) in a word. */
function digitGaps(text: string, centres: readonly (number | null)[]): number[] {
  const gaps: number[] = [];
  for (let index = 1; index < text.length; index += 1)
    if (/\d/.test(text[index]!) && /\d/.test(text[index - 1]!)) gaps.push(centres[index]! - centres[index - 1]!);
  return gaps;
}

/**
 * Digits of a number sit one advance apart (report fonts have equal-width digits), about 0.6 of their height; a
 * decimal point between two adds half an advance. A gap this much wider than the page's usual one holds a point.
 */
const POINT_GAP_RATIO = 1.3;

/**
 * The page's usual gap between neighbouring digits: a low percentile, since the wide gaps of dropped points (common on
 * a poor photo, in values and in ranges alike) only ever add larger ones.
 */
function usualGap(gaps: readonly number[]): number {
  const sorted = [...gaps].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.2)]!;
}

/**
 * `text` with the decimal points put back that its digit gaps show: in each run of digits (a value, or each end of a
 * range such as "35-50"), the one gap clearly wider than `pitch`; a run with none, or more than one, is left as read.
 */
export function withPointsRestored(text: string, centres: readonly (number | null)[], pitch: number, separator: '.' | ','): string {
  let result = '';
  let run: number[] = [];
  const flush = () => {
    const wide = run.slice(1).filter((at, index) => centres[at]! - centres[run[index]!]! >= pitch * POINT_GAP_RATIO);
    run.forEach((at) => (result += `${wide.length === 1 && wide[0] === at ? separator : ''}${text[at]}`));
    run = [];
  };
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index]!)) {
      run.push(index);
      continue;
    }
    flush();
    result += text[index];
  }
  flush();
  return result;
}

/** The decimal separator the page uses: a comma when more numbers show a decimal comma than a decimal point. */
export function decimalSeparator(words: readonly OcrWord[]): '.' | ',' {
  let commas = 0;
  let points = 0;
  for (const { text } of words) {
    if (/^\D?\d+,\d{1,2}\D?$/.test(text)) commas += 1;
    if (/^\D?\d+\.\d+\D?$/.test(text)) points += 1;
  }
  return commas > points ? ',' : '.';
}

/** Fewer digit gaps than this on a page: too few to know its usual gap. */
const MIN_GAPS = 8;

/** The words of a page with dropped decimal points put back (and those words marked low-confidence). */
export function restoreDecimalPoints(words: readonly OcrWord[], page: InkPage | null): OcrWord[] {
  if (!page) return [...words];
  const centres = words.map((word) => characterCentres(word, page));
  const gaps = words.flatMap((word, index) => (centres[index] ? digitGaps(word.text, centres[index]) : []));
  if (gaps.length < MIN_GAPS) return [...words];
  const pitch = usualGap(gaps);
  const separator = decimalSeparator(words);
  return words.map((word, index) => {
    const wordCentres = centres[index];
    if (!wordCentres || !POINTLESS_NUMBER.test(word.text)) return word;
    const text = withPointsRestored(word.text, wordCentres, pitch, separator);
    if (text === word.text) return word;
    return { ...word, text, confidence: Math.min(word.confidence, LOW_CONFIDENCE_BELOW - 1), repairedFrom: word.text };
  });
}
