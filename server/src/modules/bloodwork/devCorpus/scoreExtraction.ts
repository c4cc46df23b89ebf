import type { ExtractedLabValue, LabReportExtraction } from '../extraction/labReportParser.js';
import { normaliseUnit } from '../markers/labUnits.js';
import { MARKER_CATALOG, markerNameKey, matchMarker } from '../markers/markerCatalog.js';
import type { ExpectedCorpusValue } from './corpusDocument.js';

export interface ExtractionScore {
  expected: number;
  extracted: number;
  /** Expected values found with the right name, number, qualifier and printed range. */
  found: number;
  /** Found values whose expected marker is in the catalog (recognition is measured over these). */
  recognisable: number;
  /** Of those, the ones matched to the right catalog marker, with the printed unit and, for urine, the urine specimen. */
  recognised: number;
  datesPrinted: number;
  /** Read as the printed collection date. */
  datesRead: number;
  /** Left for the user to confirm although printed: fair only when the date is ambiguous (`datesAmbiguous`). */
  datesAsked: number;
  /** Printed only as an ambiguous numeric date (03/04/2025). */
  datesAmbiguous: number;
  /** Read as another date: the one outcome that misleads the user. */
  datesWrong: number;
}

export const EMPTY_SCORE: ExtractionScore = {
  expected: 0,
  extracted: 0,
  found: 0,
  recognisable: 0,
  recognised: 0,
  datesPrinted: 0,
  datesRead: 0,
  datesAsked: 0,
  datesAmbiguous: 0,
  datesWrong: 0,
};

const CATALOG_KEYS = new Set(MARKER_CATALOG.map((marker) => marker.key));

const isSame = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 1e-9);

export function isSameTest(expected: ExpectedCorpusValue, extracted: ExtractedLabValue): boolean {
  if (markerNameKey(expected.name) === markerNameKey(extracted.printedName)) return true;
  if (extracted.markerKey !== undefined && extracted.markerKey === expected.markerKey) return true;
  const marker = matchMarker(expected.name, undefined, expected.specimen);
  return marker !== null && marker === matchMarker(extracted.printedName, undefined, extracted.specimen);
}

function isFound(expected: ExpectedCorpusValue, extracted: ExtractedLabValue): boolean {
  return (
    isSameTest(expected, extracted) &&
    isSame(expected.value, extracted.value) &&
    (expected.qualifier ?? null) === (extracted.qualifier ?? null) &&
    isSame(expected.refLow, extracted.refLow) &&
    isSame(expected.refHigh, extracted.refHigh)
  );
}

function isRecognised(expected: ExpectedCorpusValue, extracted: ExtractedLabValue): boolean {
  return (
    extracted.markerKey === expected.markerKey &&
    normaliseUnit(extracted.unit) === normaliseUnit(expected.unit) &&
    (expected.specimen ?? 'blood') === (extracted.specimen ?? 'blood')
  );
}

/** Pairs each expected value with at most one extracted value, so a result printed twice and read twice counts once. */
export function scoreExtraction(
  expected: readonly ExpectedCorpusValue[],
  collectedOn: string | null,
  extraction: LabReportExtraction,
  collectedOnAmbiguous = false,
): ExtractionScore {
  const unmatched = [...extraction.values];
  const score: ExtractionScore = { ...EMPTY_SCORE, expected: expected.length, extracted: extraction.values.length };
  for (const value of expected) {
    const index = unmatched.findIndex((candidate) => isFound(value, candidate));
    if (index < 0) continue;
    const [extracted] = unmatched.splice(index, 1);
    score.found += 1;
    if (!CATALOG_KEYS.has(value.markerKey)) continue;
    score.recognisable += 1;
    if (extracted && isRecognised(value, extracted)) score.recognised += 1;
  }
  if (collectedOn !== null) {
    score.datesPrinted = 1;
    score.datesRead = extraction.collectedOn === collectedOn ? 1 : 0;
    score.datesAsked = extraction.collectedOn === null ? 1 : 0;
    score.datesWrong = extraction.collectedOn !== null && extraction.collectedOn !== collectedOn ? 1 : 0;
    score.datesAmbiguous = collectedOnAmbiguous ? 1 : 0;
  }
  return score;
}

export function addScores(a: ExtractionScore, b: ExtractionScore): ExtractionScore {
  return {
    expected: a.expected + b.expected,
    extracted: a.extracted + b.extracted,
    found: a.found + b.found,
    recognisable: a.recognisable + b.recognisable,
    recognised: a.recognised + b.recognised,
    datesPrinted: a.datesPrinted + b.datesPrinted,
    datesRead: a.datesRead + b.datesRead,
    datesAsked: a.datesAsked + b.datesAsked,
    datesAmbiguous: a.datesAmbiguous + b.datesAmbiguous,
    datesWrong: a.datesWrong + b.datesWrong,
  };
}

/** Missed and spurious values of one document, and found ones given the wrong marker, unit or specimen, for reading what went wrong. */
export function explainMisses(
  expected: readonly ExpectedCorpusValue[],
  extraction: LabReportExtraction,
): { missed: ExpectedCorpusValue[]; spurious: ExtractedLabValue[]; misrecognised: Array<[ExpectedCorpusValue, ExtractedLabValue]> } {
  const unmatched = [...extraction.values];
  const missed: ExpectedCorpusValue[] = [];
  const misrecognised: Array<[ExpectedCorpusValue, ExtractedLabValue]> = [];
  for (const value of expected) {
    const index = unmatched.findIndex((candidate) => isFound(value, candidate));
    if (index < 0) {
      missed.push(value);
      continue;
    }
    const [extracted] = unmatched.splice(index, 1);
    if (extracted && CATALOG_KEYS.has(value.markerKey) && !isRecognised(value, extracted)) misrecognised.push([value, extracted]);
  }
  return { missed, spurious: unmatched, misrecognised };
}
