import canvas from '@napi-rs/canvas';
import { LOW_CONFIDENCE_BELOW } from './ocrLimits.js';
import { connectedBlobs, type InkBlob } from './inkBlobs.js';
import type { OcrWord } from './ocrLines.js';
import type { ExtractedLabValue } from '../extraction/labReportParser.js';
import type { Marker } from '../markers/marker.js';
import { isPlausibleValue } from '../markers/markerUnitConversion.js';

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

/** A result read this many times above its printed range's upper limit is more likely a dropped point than real. */
const FAR_ABOVE_RANGE = 3;
/** A result put right may still lie this far outside its printed range (a real high or low result). */
const NEAR_RANGE = 2;

/**
 * Whether a number lies within `factor` times its printed range either way: at most `factor` times its upper limit and
 * at least its lower limit divided by `factor`. A missing limit, or one of zero or below, bounds nothing on its side.
 */
export function isWithinPrintedRange(number: number, low: number | null, high: number | null, factor: number): boolean {
  return (high === null || high <= 0 || number <= high * factor) && (low === null || low <= 0 || number >= low / factor);
}

/** The decimals every number of a printed range shows ('38.3-48.6' → 1, '<5.7' → 1), or null when they differ or there is none. */
function rangeDecimals(refText: string): number | null {
  const decimals = [...refText.matchAll(/\d+(?:[.,](\d+))?/g)].map((match) => match[1]?.length ?? 0);
  return decimals.length > 0 && decimals.every((count) => count === decimals[0]) ? decimals[0]! : null;
}

interface PrintedRange {
  low: number | null;
  high: number;
  decimals: number;
}

/**
 * Whether a number of a result is believable for its test in the result's unit or, when the engine lost the unit, in
 * any unit the test is reported in ('456' against '414-580' is a red cell count in 10⁴/µL, so it is left as read).
 */
function isPlausibleForResult(marker: Marker, value: ExtractedLabValue, number: number, factor?: number): boolean {
  const units = value.unit !== '' ? [value.unit] : marker.conversions.map((conversion) => conversion.unit);
  return units.some((unit) => isPlausibleValue(marker, number, unit, factor));
}

/**
 * The result's printed range with the decimals its numbers show. A range read as whole numbers far above the marker's
 * adult range ('383-486' for a hematocrit in %) lost its points too: it is taken with the decimals (one or two) that
 * bring both its ends near the marker's range (38.3-48.6).
 */
function printedRange(value: ExtractedLabValue, marker: Marker | undefined): PrintedRange | null {
  const { refLow: low, refHigh: high } = value;
  const decimals = rangeDecimals(value.refText);
  if (high === null || high <= 0 || decimals === null) return null;
  if (decimals > 0) return { low, high, decimals };
  if (!marker || low === null || isPlausibleForResult(marker, value, high, FAR_ABOVE_RANGE)) return null;
  const lost = [1, 2].find((count) => [low, high].every((limit) => isPlausibleForResult(marker, value, limit / 10 ** count, NEAR_RANGE)));
  return lost === undefined ? null : { low: low / 10 ** lost, high: high / 10 ** lost, decimals: lost };
}

/**
 * A result read as a whole number far above its printed range, when the range is printed with decimals and the number
 * with that many decimals lies near the range: read with the point the engine dropped ('443' against '38.3-48.6' is
 * 44.3; against '383-486', a range that lost its points as well, both are read with them). Labs print a result with the
 * precision of its range, so a whole number beside a range with decimals is itself a hint; the result is marked for
 * review all the same, and left as read when the marker makes the number with the point unbelievable.
 */
export function withPointFromRange(value: ExtractedLabValue, marker: Marker | undefined): ExtractedLabValue {
  const range = printedRange(value, marker);
  if (!range || !Number.isInteger(value.value) || isWithinPrintedRange(value.value, null, range.high, FAR_ABOVE_RANGE)) return value;
  const pointed = value.value / 10 ** range.decimals;
  if (!isWithinPrintedRange(pointed, range.low, range.high, NEAR_RANGE) || (marker && !isPlausibleForResult(marker, value, pointed))) return value;
  return { ...value, value: pointed, refLow: range.low, refHigh: range.high, needsReview: true };
}
