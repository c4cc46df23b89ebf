import { parseLabNumber } from '../extraction/labNumbers.js';
import type { ExtractedLabValue } from '../extraction/labReportParser.js';
import { isLabUnit, normaliseUnit } from '../markers/labUnits.js';
import type { Marker } from '../markers/marker.js';
import { MARKER_CATALOG } from '../markers/markerCatalog.js';
import { canConvertUnit, isPlausibleValue, toCanonical } from '../markers/markerUnitConversion.js';
import type { LabReportLine } from '../extraction/reportLines.js';
import { foldedForMisreads, nearestByMisreads } from './ocrMisreadDistance.js';
import { isWithinPrintedRange, withPointFromRange } from './ocrNumbers.js';

/**
 * What the engine reads in place of a character of a printed unit: a slash as 'l', 'I', '1', '|' or '!' (and '/l' as
 * one '!'), a capital I as 'l' or '1', micro as 'p' or 'u', 'g' as 'a' or 'q', 'dL' as 'cL', 'm' as 'rn', and the
 * raised exponent of a count unit as a digit on the line or a quote ('x103/uL', 'x10"3/uL' for 'x10^3/uL').
 */
const MISREAD_AS: Readonly<Record<string, readonly string[]>> = {
  l: ['/', 'I', '1'],
  I: ['/', 'l', '1'],
  '1': ['/', 'l', 'I'],
  '|': ['/', 'l', 'I'],
  '!': ['/', '/l', 'l'],
  i: ['l', '/'],
  L: ['/L'],
  p: ['µ'],
  a: ['g'],
  q: ['g'],
  c: ['d'],
  n: ['/L'],
  rn: ['m'],
  O: ['0'],
  o: ['0'],
  '0': ['O', 'o'],
  '103': ['10^3'],
  '106': ['10^6'],
  '109': ['10^9'],
  '1012': ['10^12'],
  '"': ['^'],
};
const MISREADS = Object.entries(MISREAD_AS);

/**
 * Misreads undone only where the result's test says which unit it must be: a slash and the letter after it read as
 * one letter ('U/L' as 'ui', 'un', 'UNL'), 'L' read as 'u' ('mu/min' for 'mL/min'), a micro sign lost at the start
 * ('g/dL' for 'µg/dL') or after the slash ('x10E3/L'), micro read as 'M' ('x10E6/ML'), a slash with micro read as 'U'
 * or 'a' ('UL', 'aL' for '/µL'), and a blurred 'd' that lost its stem read as 'a' ('g/aL'). Undone on any word, they
 * would turn words and other units into units. ('%' read as a word of its own is PERCENT_READ_AS.)
 */
const MARKER_MISREAD_AS: Readonly<Record<string, readonly string[]>> = {
  ...MISREAD_AS,
  i: [...MISREAD_AS.i!, '/l'],
  N: ['/'],
  u: ['l'],
  U: ['/µ'],
  M: ['µ'],
  '/': ['/µ'],
  a: [...MISREAD_AS.a!, 'µ', '/µ', 'd'],
};

/** The end of a unit a photo lost past the last letter read ('g/d', 'mg/d' for '/dL'; 'mmol' for 'mmol/L'). */
const LOST_ENDINGS = ['L', '/L'];
const MARKER_MISREADS = Object.entries(MARKER_MISREAD_AS);

/** Up to this many misread characters are undone in one unit; a longer or more broken word is left as read. */
const MAX_FIXES = 2;
/** One- and two-letter words are flags ('H', 'L') and abbreviations far more often than broken units. */
const MIN_LENGTH = 3;
const MAX_LENGTH = 14;

/**
 * Looks like a unit, not a number or a word of a name: letters with a slash, a digit or a symbol, or short. A degree
 * sign is a blurred raised exponent ('10°9/L').
 */
const UNIT_LIKE = /^(?=.*[\p{L}%µ])[\p{L}\d/!|%µ.^*"°-]+$/u;

type Misreads = typeof MISREADS;

function readings(text: string, fixes: number, misreads: Misreads = MISREADS): string[] {
  if (fixes === 0) return [text];
  const found = new Set<string>();
  for (const [misread, printed] of misreads)
    for (let at = text.indexOf(misread); at >= 0; at = text.indexOf(misread, at + 1))
      for (const replacement of printed)
        for (const reading of readings(text.slice(at + misread.length), fixes - 1, misreads)) found.add(`${text.slice(0, at)}${replacement}${reading}`);
  return [...found];
}

/** Quotes, colons and commas the engine reads beside a unit from specks and ruling ends ('ng/mL:', 'mg/dL’'). */
const STRAY_MARKS = /^[‘’'"“”`]+|[‘’'"“”`:;,]+$/g;

/**
 * The lab unit an OCR word most likely shows ('ulU/mL' → 'uIU/mL', 'ma/dL' → 'mg/dL', 'mmol!' → 'mmol/l'): the
 * readings with the fewest misread characters undone that are known units, when they all name the same unit; null when
 * the word already is a unit, is not one within MAX_FIXES misreads, or could be two different units.
 */
export function snappedUnit(text: string): string | null {
  if (isLabUnit(text)) return null;
  const unmarked = text.replace(STRAY_MARKS, '');
  if (unmarked !== text && unmarked.length >= 2 && /\p{L}/u.test(unmarked) && isLabUnit(unmarked)) return unmarked;
  if (text.length < MIN_LENGTH || !UNIT_LIKE.test(text)) return null;
  return nearestReading(text, isLabUnit);
}

/** A flag printed between a result and its unit ('H', 'L', 'HH', '*'). */
const FLAG = /^(?:[HL]{1,2}|\*{1,2})$/;

/**
 * Whether a word or cell between these neighbours sits beside a result: a number, or the flag printed after one.
 * Only such a word is taken for a misread unit; column headers ('Min' is one misread from 'Ml/L') and words of names are not.
 */
export function isBesideResult(neighbours: ReadonlyArray<string | undefined>): boolean {
  return neighbours.some((text) => text !== undefined && (/\d/.test(text) || FLAG.test(text.trim())));
}

/**
 * Lines of a text layer (a scanner's hidden OCR text) with misread unit cells beside a number put right ('mg/dI' →
 * 'mg/dL'), and the text of each line that was, so its result can go to review.
 */
export function withUnitCellsSnapped(lines: readonly LabReportLine[]): { lines: LabReportLine[]; snappedLines: string[] } {
  const snappedLines: string[] = [];
  const snapped = lines.map((line) => {
    const cells = line.cells.map((cell, index) => {
      const unit = snappedUnit(cell.text.trim());
      return unit && isBesideResult([line.cells[index - 1]?.text, line.cells[index + 1]?.text]) ? { ...cell, text: unit } : cell;
    });
    if (cells.some((cell, index) => cell !== line.cells[index])) {
      snappedLines.push(cells.map((cell) => cell.text).join(' '));
      return { ...line, cells };
    }
    return line;
  });
  return { lines: snapped, snappedLines };
}

/**
 * The reading with the fewest misreads undone that fits, when all such readings mean the same (`meaning`); null when
 * none does within MAX_FIXES or they disagree.
 */
function nearestReading(
  text: string,
  fits: (unit: string) => boolean,
  { misreads = MISREADS, meaning = normaliseUnit }: { misreads?: Misreads; meaning?: (unit: string) => string } = {},
): string | null {
  if (text.length > MAX_LENGTH) return null;
  for (let fixes = 1; fixes <= MAX_FIXES; fixes += 1) {
    const units = readings(text, fixes, misreads).filter(fits);
    if (units.length === 0) continue;
    return new Set(units.map(meaning)).size === 1 ? units[0]! : null;
  }
  return null;
}

const MARKERS_BY_KEY = new Map<string, Marker>(MARKER_CATALOG.map((marker) => [marker.key, marker]));

/**
 * How far outside its test's reference range a result may lie and still be taken as read in the unit it fits: looser
 * than the parser's, since a result marked here goes to review rather than being dropped, and a misreading that fits the
 * test but scales the value a thousandfold ('UL' read as '/µL' for a count printed in 10³/µL) still falls outside it.
 */
const OCR_PLAUSIBLE_RANGE_FACTOR = 20;

const isPlausibleIn = (marker: Marker, value: number, unit: string) => isPlausibleValue(marker, value, unit, OCR_PLAUSIBLE_RANGE_FACTOR);

/**
 * Ten times past its own printed range: a real result rarely is, a misread digit or a dropped or misplaced decimal
 * point on either side often is (35 against 3.5–5.0).
 */
const FAR_OUTSIDE_PRINTED_RANGE = 10;

/**
 * A result printed as '<150' or '>40' at a limit of its test's reference range: more often the range, read where the
 * result itself was lost, than a result at a detection limit.
 */
function isQualifiedAtRangeLimit(marker: Marker, { qualifier, value, unit }: ExtractedLabValue): boolean {
  const canonical = toCanonical(marker, value, unit)?.value;
  if (!qualifier || canonical === undefined) return false;
  const limits = Object.values(marker.referenceRanges).flatMap((range) => [range.low, range.high]);
  return limits.some((limit) => limit !== null && Math.abs(limit - canonical) <= Math.abs(limit) * 1e-6);
}

/** The unit a word shows for a result of this test, if a misreading of it is one the test is measured in. */
function unitForMarker(word: string, value: ExtractedLabValue, marker: Marker): string | null {
  const text = word.replace(STRAY_MARKS, '').replace(/\.$/, '');
  if (text.length === 0 || text.length > MAX_LENGTH || !UNIT_LIKE.test(text)) return null;
  const fits = (reading: string) => canConvertUnit(marker, reading) && isPlausibleIn(marker, value.value, reading);
  if (canConvertUnit(marker, text)) return text;
  // Readings that convert by the same factor mean the same for this test ('U/L' and 'IU/L' for an enzyme).
  const meaning = (reading: string) => String(toCanonical(marker, 1, reading)?.value);
  const lostEnding = LOST_ENDINGS.map((ending) => `${text}${ending}`).find(fits);
  return (
    nearestReading(text, fits, { misreads: MARKER_MISREADS, meaning }) ??
    (fits(`µ${text}`) ? `µ${text}` : (lostEnding ?? nearestMarkerUnit(text, value, marker, meaning)))
  );
}

/**
 * At most this share of a unit's characters misread (one in a three-character unit: 'ut' for 'U/L'), and every unit of
 * other meaning a tenth of its characters farther.
 */
const NEAREST_UNIT_MAX_SHARE = 0.34;
const NEAREST_UNIT_MARGIN_SHARE = 0.1;

/**
 * The unit of the test nearest a word blurred past the misreads MARKER_MISREAD_AS undoes ('ULL' for 'U/L', 'mmobL'
 * for 'mmol/L', '10°91L' for '10^9/L'; see ocrMisreadDistance.ts), when it makes the result plausible and no unit of
 * another meaning for the test is about as near.
 */
function nearestMarkerUnit(text: string, value: ExtractedLabValue, marker: Marker, meaning: (unit: string) => string): string | null {
  const units = marker.conversions.map((conversion) => conversion.unit).filter((unit) => isPlausibleIn(marker, value.value, unit));
  return nearestByMisreads(normaliseUnit(text), units, {
    textOf: foldedForMisreads,
    meaning,
    maxShare: NEAREST_UNIT_MAX_SHARE,
    marginShare: NEAREST_UNIT_MARGIN_SHARE,
  });
}

/**
 * Whether a recognised word starts with the result's number ('5,4', '<0.5', '140H', '11,000'), read as the parser
 * reads numbers in either decimal style (the report's is not known here).
 */
function startsWithValue(word: string, value: number): boolean {
  const number = word.match(/^[<>≤≥=]*\d[\d.,]*/)?.[0].replace(/[.,]$/, '');
  return number !== undefined && (['point', 'comma'] as const).some((style) => parseLabNumber(number, style)?.value === value);
}

/**
 * The word printed right after the result on its row, when the row has the result's name: where a unit column
 * or a unit after the value stands.
 */
function wordAfterValue(value: ExtractedLabValue, lines: readonly LabReportLine[]): string | null {
  const nameStart = value.printedName.toLowerCase().slice(0, 4);
  for (const line of lines) {
    if (line.page !== value.page) continue;
    const words = line.cells.flatMap((cell) => cell.text.split(/\s+/));
    if (!words.join(' ').toLowerCase().includes(nameStart)) continue;
    const at = words.findIndex((word) => startsWithValue(word, value.value));
    if (at >= 0 && at + 1 < words.length) return words[at + 1]!;
  }
  return null;
}

/** 'fl' after a range, read as the digit '1' glued to its end ('80-99 fl' as '80-991'). */
const FL_READ_AS_ONE = /^(.*\d)\.?1$/;
/** Ranges of results measured in femtolitres (MCV, MPV, RDW-SD, PDW) span far less than this factor. */
const FL_RANGE_MAX_SPAN = 4;

function withFlUnglued(value: ExtractedLabValue, marker: Marker): ExtractedLabValue | null {
  const { refLow, refHigh, refText } = value;
  if (value.unit !== '' || !canConvertUnit(marker, 'fl') || refLow === null || refLow <= 0 || refHigh === null || refHigh <= refLow * FL_RANGE_MAX_SPAN)
    return null;
  const unglued = refText.trim().match(FL_READ_AS_ONE)?.[1];
  const high = unglued?.match(/(\d+(?:[.,]\d+)?)$/)?.[1];
  if (unglued === undefined || high === undefined) return null;
  const refHighUnglued = Number(high.replace(',', '.'));
  if (!(refHighUnglued > refLow && refHighUnglued <= refLow * FL_RANGE_MAX_SPAN)) return null;
  return { ...value, unit: 'fl', refHigh: refHighUnglued, refText: `${unglued} fl`, needsReview: true };
}

/**
 * Whether a result printed with no unit can only be in percent: its test is measured in percent, and of the test's
 * units only those that mean percent ('%', '/100 WBC') make the value plausible (42 for a hematocrit, not 42 L/L).
 */
function isPercentOnlyPlausible(marker: Marker, value: number): boolean {
  if (normaliseUnit(marker.canonicalUnit) !== '%') return false;
  return marker.conversions.every((conversion) => (conversion.factor === 1 && !conversion.offset) === isPlausibleIn(marker, value, conversion.unit));
}

/** '%' as the engine reads it: its two rings and stroke as '96' or '9o', or the whole sign as '0' or 'o'. */
const PERCENT_READ_AS = /^(?:9[6o]|[0o])$/;

/** How far a number (in the test's canonical unit) lies outside the test's adult range, as a ratio's logarithm; 0 within. */
function distanceFromAdultRange(marker: Marker, canonical: number): number {
  const ranges = Object.values(marker.referenceRanges);
  const low = Math.min(...ranges.map((range) => range.low ?? 0));
  const high = Math.max(...ranges.map((range) => range.high ?? Number.POSITIVE_INFINITY));
  if (canonical <= 0) return low > 0 ? Number.POSITIVE_INFINITY : 0;
  return Math.max(0, Math.log(low / canonical), Math.log(canonical / high));
}

/**
 * Whether a word after a result with no unit is its '%' misread: the word reads as PERCENT_READ_AS, the test is
 * measured in percent, and of the test's units percent puts the row's numbers (the result and its printed range)
 * nearest the test's adult range, so the rest of the row agrees ('5.6 96 4.0 - 5.6' for an HbA1c, not '38 0 20 - 42'
 * in mmol/mol; '0.42 0 0.40 - 0.50' is a hematocrit in L/L).
 */
function isPercentMisread(word: string, value: ExtractedLabValue, marker: Marker): boolean {
  const percent = marker.conversions.find((conversion) => normaliseUnit(conversion.unit) === '%');
  if (!PERCENT_READ_AS.test(word) || !percent || Object.keys(marker.referenceRanges).length === 0) return false;
  const numbers = [value.value, value.refLow, value.refHigh].filter((number): number is number => number !== null);
  const distance = (unit: string) => numbers.reduce((sum, number) => sum + distanceFromAdultRange(marker, toCanonical(marker, number, unit)!.value), 0);
  const meaning = (unit: string) => toCanonical(marker, 1, unit)!.value;
  const otherUnits = marker.conversions.filter((conversion) => meaning(conversion.unit) !== meaning(percent.unit));
  return isPlausibleIn(marker, value.value, percent.unit) && otherUnits.every((conversion) => distance(conversion.unit) > distance(percent.unit));
}

/**
 * The result with its unit read as one its test is measured in, when the unit is missing or is not one of those while
 * a misreading of it (or of the word after the value, which the parser did not take for a unit) is: 'pmol/l' for uric
 * acid printed 'µmol/l', 'ui' for an enzyme's 'U/L', 'fl' glued to the range as a '1'; a result with no unit that is
 * plausible only in percent, or followed by its '%' misread (see isPercentMisread), lost its '%'. A unit that is none of the test's and no misreading of exactly one of them
 * is dropped rather than kept wrong. Either way the result goes to review.
 */
function withUnitFittingMarker(value: ExtractedLabValue, marker: Marker, lines: readonly LabReportLine[]): ExtractedLabValue {
  if (value.unit !== '' && canConvertUnit(marker, value.unit)) return value;
  const unglued = withFlUnglued(value, marker);
  if (unglued) return unglued;
  const printed = value.unit !== '' ? value.unit : wordAfterValue(value, lines);
  const unit = printed === null ? null : unitForMarker(printed, value, marker);
  if (unit && unit !== value.unit) return { ...value, unit, needsReview: true };
  const readAsPercent = isPercentOnlyPlausible(marker, value.value) || (printed !== null && isPercentMisread(printed, value, marker));
  if (value.unit === '' && readAsPercent) return { ...value, unit: '%', needsReview: true };
  return value.unit === '' ? value : { ...value, unit: '', needsReview: true };
}

/**
 * Results read as their tests are measured (a whole number far above a printed range with decimals read with the point
 * the engine dropped, see withPointFromRange), and those that cannot be taken as read marked for review: a result with
 * no unit where its test has one, with a unit its test is never measured in, lying OCR_PLAUSIBLE_RANGE_FACTOR outside
 * its test's reference range in its unit or FAR_OUTSIDE_PRINTED_RANGE outside its own printed range (a misread digit or
 * decimal point), printed with '<' or '>' at a limit of its test's range, or matched to no test.
 */
export function withUnitsFittingMarkers(values: readonly ExtractedLabValue[], lines: readonly LabReportLine[] = []): ExtractedLabValue[] {
  return values.map((value) => {
    const marker = value.markerKey === undefined ? undefined : MARKERS_BY_KEY.get(value.markerKey);
    if (!marker) return { ...value, needsReview: true };
    const read = withPointFromRange(withUnitFittingMarker(value, marker, lines), marker);
    const takenAsRead =
      canConvertUnit(marker, read.unit) &&
      isPlausibleIn(marker, read.value, read.unit) &&
      isWithinPrintedRange(read.value, read.refLow, read.refHigh, FAR_OUTSIDE_PRINTED_RANGE) &&
      !isQualifiedAtRangeLimit(marker, read);
    return takenAsRead ? read : { ...read, needsReview: true };
  });
}
