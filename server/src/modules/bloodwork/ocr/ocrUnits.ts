import type { ExtractedLabValue } from '../extraction/labReportParser.js';
import { isLabUnit, normaliseUnit } from '../markers/labUnits.js';
import type { Marker } from '../markers/marker.js';
import { MARKER_CATALOG } from '../markers/markerCatalog.js';
import { canConvertUnit } from '../markers/markerUnitConversion.js';

/**
 * What the engine reads in place of a character of a printed unit: a slash as 'l', 'I', '1', '|' or '!' (and '/l' as
 * one '!'), a capital I as 'l' or '1', micro as 'p' or 'u', 'g' as 'a' or 'q', 'dL' as 'cL', 'm' as 'rn'.
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
};
const MISREADS = Object.entries(MISREAD_AS);

/** Up to this many misread characters are undone in one unit; a longer or more broken word is left as read. */
const MAX_FIXES = 2;
/** One- and two-letter words are flags ('H', 'L') and abbreviations far more often than broken units. */
const MIN_LENGTH = 3;
const MAX_LENGTH = 14;

/** Looks like a unit, not a number or a word of a name: letters with a slash, a digit or a symbol, or short. */
const UNIT_LIKE = /^(?=.*[\p{L}%µ])[\p{L}\d/!|%µ.^*-]+$/u;

function readings(text: string, fixes: number): string[] {
  if (fixes === 0) return [text];
  const found = new Set<string>();
  for (const [misread, printed] of MISREADS)
    for (let at = text.indexOf(misread); at >= 0; at = text.indexOf(misread, at + 1))
      for (const replacement of printed)
        for (const reading of readings(text.slice(at + misread.length), fixes - 1)) found.add(`${text.slice(0, at)}${replacement}${reading}`);
  return [...found];
}

/**
 * The lab unit an OCR word most likely shows ('ulU/mL' → 'uIU/mL', 'ma/dL' → 'mg/dL', 'mmol!' → 'mmol/l'): the
 * readings with the fewest misread characters undone that are known units, when they all name the same unit; null when
 * the word already is a unit, is not one within MAX_FIXES misreads, or could be two different units.
 */
export function snappedUnit(text: string): string | null {
  if (text.length < MIN_LENGTH || !UNIT_LIKE.test(text) || isLabUnit(text)) return null;
  return nearestReading(text, isLabUnit);
}

function nearestReading(text: string, fits: (unit: string) => boolean): string | null {
  if (text.length > MAX_LENGTH) return null;
  for (let fixes = 1; fixes <= MAX_FIXES; fixes += 1) {
    const units = readings(text, fixes).filter(fits);
    if (units.length === 0) continue;
    return new Set(units.map(normaliseUnit)).size === 1 ? units[0]! : null;
  }
  return null;
}

const MARKERS_BY_KEY = new Map<string, Marker>(MARKER_CATALOG.map((marker) => [marker.key, marker]));

/**
 * Results whose unit is a real unit, but not one their test is ever measured in, while a misreading of it is ('pmol/l'
 * for uric acid, printed 'µmol/l'): the unit is read as that one and the result goes to review.
 */
export function withUnitsFittingMarkers(values: readonly ExtractedLabValue[]): ExtractedLabValue[] {
  return values.map((value) => {
    const marker = value.markerKey === undefined ? undefined : MARKERS_BY_KEY.get(value.markerKey);
    if (!marker || value.unit === '' || canConvertUnit(marker, value.unit)) return value;
    const unit = nearestReading(value.unit, (reading) => canConvertUnit(marker, reading));
    return unit ? { ...value, unit, needsReview: true } : value;
  });
}
