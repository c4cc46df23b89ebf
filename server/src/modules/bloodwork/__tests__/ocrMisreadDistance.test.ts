import { describe, expect, it } from '@jest/globals';
import { characterCountsOf, fewestMisreads, misreadDistance } from '../ocr/ocrMisreadDistance.js';
import { snappedTestName } from '../ocr/ocrNames.js';
import { withUnitsFittingMarkers } from '../ocr/ocrUnits.js';

const result = (printedName: string, markerKey: string, value: number, unit: string) => ({
  printedName,
  markerKey,
  value,
  unit,
  refLow: null,
  refHigh: null,
  refText: '',
  page: 1,
});

describe('misread distance', () => {
  it('counts a thin stroke lost or read as another thin stroke as half a misread', () => {
    expect(misreadDistance('ferrin', 'ferritin')).toBe(1);
    expect(misreadDistance('mmolfi', 'mmol/l')).toBe(1);
    expect(misreadDistance('vizamin', 'vitamin')).toBe(1);
    expect(misreadDistance('sodim', 'sodium')).toBe(1);
  });

  it('puts a floor under the distance from the characters counted, never above it, which rules out far names', () => {
    const pairs = [
      ['ferrin', 'ferritin'],
      ['mmolfi', 'mmol/l'],
      ['vizamin', 'vitamin'],
      ['bilwubintotal', 'bilirubintotal'],
      ['globuhbianchi', 'globulibianchi'],
      ['hemoglobin', 'haemoglobin'],
      ['lilt', 'tilt'],
      ['patientname', 'potassium'],
      ['referencerange', 'ferritin'],
    ];
    for (const [read, text] of pairs)
      expect(fewestMisreads(characterCountsOf(read!), characterCountsOf(text!))).toBeLessThanOrEqual(misreadDistance(read!, text!));
    // Far apart by their letters alone: misreads in more than a third of the nine letters of 'potassium'.
    expect(fewestMisreads(characterCountsOf('patientname'), characterCountsOf('potassium'))).toBeGreaterThan(9 / 3);
  });
});

describe('test names blurred past single misreads', () => {
  it("reads a long name with merged or lost letters as the clearly nearest test's, for review", () => {
    expect(['Fermin', 'Bilwubin, Total', 'Vizamin B12', 'Globuh bianchi'].map(snappedTestName)).toEqual([
      'Ferritin',
      'Bilirubin Total',
      'Vitamin B 12',
      'Globuli bianchi',
    ]);
  });

  it("takes no part of a longer name for that name: blur misreads letters, it does not drop words ('Calculated')", () => {
    expect(['Calculated', 'Bilirubin Direct'].map(snappedTestName)).toEqual([null, null]);
  });

  it('leaves short readings, headings and words of a report alone', () => {
    const words = ['Sodim', 'Patient Name', 'Physician', 'Interpretation', 'Collected', 'Reference Range', 'Referto di laboratorio', 'Data prelievo'];
    expect(words.map(snappedTestName)).toEqual(words.map(() => null));
  });
});

describe('units blurred past single misreads', () => {
  it("reads a unit as the test's nearest unit when no unit of another meaning is as near, for review", () => {
    const values = [
      result('AST (SGOT)', 'ast', 22, 'ULL'),
      result('Sodium', 'sodium', 141, 'mmobL'),
      result('Potassium', 'potassium', 4.1, 'mmolfi'),
      result('WBC', 'wbc_count', 4.81, '10°91L'),
      result('Alkaline Phosphatase', 'alkaline_phosphatase', 69, 'ut'),
    ];
    expect(withUnitsFittingMarkers(values).map((value) => [value.unit, value.needsReview])).toEqual([
      ['u/l', true],
      ['mmol/l', true],
      ['mmol/l', true],
      ['10^9/l', true],
      ['u/l', true],
    ]);
  });

  it("drops a unit too far from any of its test's units, or as near to two of different meaning", () => {
    const values = [result('CRP', 'crp', 2.5, 'mL'), result('Alkaline Phosphatase', 'alkaline_phosphatase', 69, 'w/e')];
    expect(withUnitsFittingMarkers(values).map((value) => [value.unit, value.needsReview])).toEqual([
      ['', true],
      ['', true],
    ]);
  });
});
