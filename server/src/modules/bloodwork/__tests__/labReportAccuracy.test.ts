import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { extractLabReport, type ExtractedLabValue } from '../extraction/labReportParser.js';
import { normaliseUnit } from '../markers/labUnits.js';
import { markerNameKey, matchMarker } from '../markers/markerCatalog.js';

interface ExpectedLabValue {
  name: string;
  value: number;
  unit: string;
  refLow: number | null;
  refHigh: number | null;
  refText: string;
  flag?: string;
  qualifier?: string;
}

interface FileScore {
  file: string;
  expected: number;
  extracted: number;
  correct: number;
}

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
const SAMPLE_REPORTS = ['in_drlogy_cbc_esr', 'in_drlogy_lipid', 'in_labsmart_cbc', 'in_mylab_lft', 'in_crystal_cbc_2011', 'synthetic_fpdf_sample'];

/** Dates printed in the sample headers; the Drlogy demos print a placeholder year ('2X'), so none is readable. */
const EXPECTED_COLLECTION_DATES: Record<string, string | null> = {
  in_drlogy_cbc_esr: null,
  in_drlogy_lipid: null,
  in_labsmart_cbc: '2024-10-17',
  in_mylab_lft: '2024-09-14',
  in_crystal_cbc_2011: '2011-08-12',
  synthetic_fpdf_sample: '2025-07-30',
};

function isSameNumber(a: number | null, b: number | null): boolean {
  return a === null || b === null ? a === b : Math.abs(a - b) < 1e-9;
}

function isSameTest(expected: ExpectedLabValue, extracted: ExtractedLabValue): boolean {
  if (markerNameKey(expected.name) === markerNameKey(extracted.printedName)) return true;
  const marker = matchMarker(expected.name);
  return marker !== null && marker === matchMarker(extracted.printedName);
}

function isCorrect(expected: ExpectedLabValue, extracted: ExtractedLabValue): boolean {
  return (
    isSameTest(expected, extracted) &&
    isSameNumber(expected.value, extracted.value) &&
    normaliseUnit(expected.unit) === normaliseUnit(extracted.unit) &&
    isSameNumber(expected.refLow, extracted.refLow) &&
    isSameNumber(expected.refHigh, extracted.refHigh)
  );
}

/** Pairs each expected value with at most one extracted value, so duplicates are not counted twice. */
function countCorrect(expected: readonly ExpectedLabValue[], extracted: readonly ExtractedLabValue[]): number {
  const unmatched = [...extracted];
  let correct = 0;
  for (const value of expected) {
    const index = unmatched.findIndex((candidate) => isCorrect(value, candidate));
    if (index >= 0) {
      unmatched.splice(index, 1);
      correct += 1;
    }
  }
  return correct;
}

async function scoreFile(file: string): Promise<FileScore & { collectedOn: string | null }> {
  const pdf = new Uint8Array(await readFile(join(FIXTURES, `${file}.pdf`)));
  const expected = JSON.parse(await readFile(join(FIXTURES, `${file}.expected.json`), 'utf8')) as ExpectedLabValue[];
  const extraction = await extractLabReport(pdf);
  return {
    file,
    expected: expected.length,
    extracted: extraction.values.length,
    correct: countCorrect(expected, extraction.values),
    collectedOn: extraction.collectedOn,
  };
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`;
}

function scoreTable(scores: readonly FileScore[]): string {
  const rows = scores.map((score) =>
    [
      score.file.padEnd(24),
      String(score.expected).padStart(8),
      String(score.extracted).padStart(9),
      String(score.correct).padStart(7),
      percent(score.correct, score.expected).padStart(8),
      percent(score.correct, score.extracted).padStart(9),
    ].join(' '),
  );
  return ['file                     expected extracted correct   recall precision', ...rows].join('\n');
}

describe('extractLabReport on the sample lab reports', () => {
  it('finds the printed results with high recall and precision', async () => {
    const scores = await Promise.all(SAMPLE_REPORTS.map(scoreFile));
    const total = scores.reduce(
      (sum, score) => ({
        file: 'ALL',
        expected: sum.expected + score.expected,
        extracted: sum.extracted + score.extracted,
        correct: sum.correct + score.correct,
      }),
      { file: 'ALL', expected: 0, extracted: 0, correct: 0 },
    );
    console.log(scoreTable([...scores, total]));

    expect(total.correct / total.expected).toBeGreaterThanOrEqual(0.95);
    expect(total.correct / total.extracted).toBeGreaterThanOrEqual(0.98);
    // Each file is small (6–15 results), so one miss costs 7–17 points; 80 % allows a single miss in the smallest files.
    for (const score of scores) {
      expect({ file: score.file, recall: score.correct / score.expected >= 0.8 }).toEqual({ file: score.file, recall: true });
      expect({ file: score.file, precision: score.correct / Math.max(score.extracted, 1) >= 0.8 }).toEqual({ file: score.file, precision: true });
    }
  });

  it('reads the collection date when the report prints a real one', async () => {
    for (const file of SAMPLE_REPORTS) {
      const { collectedOn } = await scoreFile(file);
      expect({ file, collectedOn }).toEqual({ file, collectedOn: EXPECTED_COLLECTION_DATES[file] });
    }
  });
});
