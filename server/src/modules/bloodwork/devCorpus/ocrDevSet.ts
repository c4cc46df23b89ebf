import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LabReportExtraction } from '../extraction/labReportParser.js';
import { normaliseUnit } from '../markers/labUnits.js';
import { matchMarker } from '../markers/markerCatalog.js';
import { buildCorpus } from './buildCorpus.js';
import type { ExpectedCorpusValue } from './corpusDocument.js';
import { LAYOUT_FAMILIES, type LayoutFamily } from './corpusFamilies.js';
import { isSameTest } from './scoreExtraction.js';

/** A text PDF with known results, to be scanned under each condition of scanConditions.ts. */
export interface OcrDevDocument {
  id: string;
  pdf: Uint8Array;
  expected: ExpectedCorpusValue[];
}

const SAMPLES = join(fileURLToPath(new URL('.', import.meta.url)), '..', '__tests__', 'fixtures');
export const OCR_SAMPLE_NAMES = ['in_crystal_cbc_2011', 'in_drlogy_cbc_esr', 'in_drlogy_lipid', 'in_labsmart_cbc', 'in_mylab_lft', 'synthetic_fpdf_sample'];

/**
 * The OCR development set: the six real sample reports and the first development-split document of each synthetic
 * layout family (European ones included, so language switching is exercised). Held-out corpus documents stay unseen.
 */
export async function ocrDevSet(families = Object.keys(LAYOUT_FAMILIES) as LayoutFamily[], samples = OCR_SAMPLE_NAMES): Promise<OcrDevDocument[]> {
  const documents: OcrDevDocument[] = [];
  for (const name of samples) {
    const printed = JSON.parse(await readFile(join(SAMPLES, `${name}.expected.json`), 'utf8')) as Array<Omit<ExpectedCorpusValue, 'markerKey'>>;
    documents.push({
      id: name,
      pdf: new Uint8Array(await readFile(join(SAMPLES, `${name}.pdf`))),
      expected: printed.map((value) => ({ ...value, markerKey: matchMarker(value.name, value.unit, value.specimen)?.key ?? '' })),
    });
  }
  for (const document of await buildCorpus('dev', 1, families)) documents.push({ id: document.id, pdf: document.pdf, expected: document.expected });
  return documents;
}

/**
 * OCR accuracy at three depths, each as hits over expected (recall) and over extracted (precision): the test was
 * found (marker), with the exact number and qualifier (value), and also with the printed unit (unit).
 */
export interface OcrScore {
  expected: number;
  extracted: number;
  marker: number;
  value: number;
  unit: number;
  /** Values extracted without a "needs review" mark: the ones a user would take as read. */
  unmarked: number;
  /** Of those, the ones right to the marker, value and unit. */
  unmarkedRight: number;
}

export const EMPTY_OCR_SCORE: OcrScore = { expected: 0, extracted: 0, marker: 0, value: 0, unit: 0, unmarked: 0, unmarkedRight: 0 };

type Extracted = LabReportExtraction['values'][number];

/**
 * Each expected value takes the first extracted one that matches it: the expected values left without one (missed)
 * and the extracted values left over (unmatched).
 */
function pairUp(
  expected: readonly ExpectedCorpusValue[],
  extracted: readonly Extracted[],
  matches: (a: ExpectedCorpusValue, b: Extracted) => boolean,
): { missed: ExpectedCorpusValue[]; unmatched: Extracted[] } {
  const unmatched = [...extracted];
  const missed = expected.filter((value) => {
    const index = unmatched.findIndex((candidate) => matches(value, candidate));
    if (index >= 0) unmatched.splice(index, 1);
    return index < 0;
  });
  return { missed, unmatched };
}

const unpaired = (expected: readonly ExpectedCorpusValue[], extracted: readonly Extracted[], matches: (a: ExpectedCorpusValue, b: Extracted) => boolean) =>
  pairUp(expected, extracted, matches).unmatched;

const pairCount = (expected: readonly ExpectedCorpusValue[], extracted: readonly Extracted[], matches: (a: ExpectedCorpusValue, b: Extracted) => boolean) =>
  extracted.length - unpaired(expected, extracted, matches).length;

const sameValue = (expected: ExpectedCorpusValue, extracted: Extracted) =>
  Math.abs(expected.value - extracted.value) < 1e-9 && (expected.qualifier ?? null) === (extracted.qualifier ?? null);

const isValueRead = (a: ExpectedCorpusValue, b: Extracted) => isSameTest(a, b) && sameValue(a, b);

/** The expected values no extracted value reads (same test, same number): the losses value recall counts. */
export const missedValues = (expected: readonly ExpectedCorpusValue[], extraction: LabReportExtraction): ExpectedCorpusValue[] =>
  pairUp(expected, extraction.values, isValueRead).missed;

const isRight = (a: ExpectedCorpusValue, b: Extracted) => isSameTest(a, b) && sameValue(a, b) && normaliseUnit(a.unit) === normaliseUnit(b.unit);

const unmarkedValues = (extraction: LabReportExtraction) => extraction.values.filter((value) => !value.needsReview);

export function scoreOcr(expected: readonly ExpectedCorpusValue[], extraction: LabReportExtraction): OcrScore {
  const { values } = extraction;
  const unmarked = unmarkedValues(extraction);
  return {
    expected: expected.length,
    extracted: values.length,
    marker: pairCount(expected, values, isSameTest),
    value: pairCount(expected, values, isValueRead),
    unit: pairCount(expected, values, isRight),
    unmarked: unmarked.length,
    unmarkedRight: pairCount(expected, unmarked, isRight),
  };
}

/** Values left unmarked that are wrong in marker, value or unit: the ones a user would take as read and be misled by. */
export const wrongUnmarkedValues = (expected: readonly ExpectedCorpusValue[], extraction: LabReportExtraction): Extracted[] =>
  unpaired(expected, unmarkedValues(extraction), isRight);

export const addOcrScores = (a: OcrScore, b: OcrScore): OcrScore => ({
  expected: a.expected + b.expected,
  extracted: a.extracted + b.extracted,
  marker: a.marker + b.marker,
  value: a.value + b.value,
  unit: a.unit + b.unit,
  unmarked: a.unmarked + b.unmarked,
  unmarkedRight: a.unmarkedRight + b.unmarkedRight,
});
