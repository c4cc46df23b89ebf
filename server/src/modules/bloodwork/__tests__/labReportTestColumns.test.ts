import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines, type ExtractedLabValue } from '../extraction/labReportParser.js';

function summary(values: readonly ExtractedLabValue[]): Array<[string, number, string, number | null, number | null]> {
  return values.map((value) => [value.printedName, value.value, value.unit, value.refLow, value.refHigh]);
}

describe('results grids with the tests across the page', () => {
  it('reads the newest visit of a flowsheet: wrapped titles, units under them, the range row, a test not done left out', () => {
    const { values, collectedOn } = parseLabReportLines([
      'Chemistry',
      '                    Glucose,    Cholesterol,',
      '                    Fasting     Total         Sodium',
      '                    (mg/dL)     (mg/dL)       (mmol/L)',
      'Ref Range           70-99       <200          136-145',
      '2024-01-09 08:10    101 H       190           140',
      '2024-03-14 07:45    92          -             141',
    ]);
    expect(summary(values)).toEqual([
      ['Glucose, Fasting', 92, 'mg/dL', 70, 99],
      ['Sodium', 141, 'mmol/L', 136, 145],
    ]);
    expect(collectedOn).toBe('2024-03-14');
  });

  it("reads a one-row grid under a 'Units' label, the range row under the result", () => {
    const { values } = parseLabReportLines([
      '            Uric Acid    Calcium',
      'Units       mg/dl        mg/dl',
      'Result      4.3          9.8',
      'Normal      3.5-7.2      8.6-10.3',
    ]);
    expect(summary(values)).toEqual([
      ['Uric Acid', 4.3, 'mg/dl', 3.5, 7.2],
      ['Calcium', 9.8, 'mg/dl', 8.6, 10.3],
    ]);
  });

  it('cuts titles and units of neighbouring columns that came out as one cell where the next column starts', () => {
    const { values } = parseLabReportLines([
      '         Hemoglobin A1cIron    Sodium',
      '         (%)           (ug/dL) (mmol/L)',
      'Result   5.4           84      140',
    ]);
    expect(values.map((value) => [value.printedName, value.value, value.unit])).toEqual([
      ['Hemoglobin A1c', 5.4, '%'],
      ['Iron', 84, 'ug/dL'],
      ['Sodium', 140, 'mmol/L'],
    ]);
  });

  it('cuts bracketed units of neighbouring columns run together with no space between them', () => {
    const { values } = parseLabReportLines([
      '         Urea      eGFR           Potassium',
      'Units    (mg/dl)   (mL/min/1.73m2)(mmol/l)',
      'Result   30        108            4.4',
    ]);
    expect(values.map((value) => [value.printedName, value.value, value.unit])).toEqual([
      ['Urea', 30, 'mg/dl'],
      ['eGFR', 108, 'mL/min/1.73m2'],
      ['Potassium', 4.4, 'mmol/l'],
    ]);
  });

  it("cuts a visit's label run into its first value where the first column starts", () => {
    const { values } = parseLabReportLines([
      '                 Calcium    Urea',
      'Units            (mg/dL)    (mg/dL)',
      '2024-01-09 08:10 10.0       10 L',
      '2024-03-14 07:45 --         32',
      '2024-05-02 09:12 8.8        30',
    ]);
    expect(summary(values)).toEqual([
      ['Calcium', 8.8, 'mg/dL', null, null],
      ['Urea', 30, 'mg/dL', null, null],
    ]);
  });

  it('gives a title cut from a run of titles to the column it starts nearest, cutting before a digit too', () => {
    const ferritin = parseLabReportLines(['         Hemoglobin A1cFerritin', '         (%)            (ng/mL)', 'Result   5.4            138']);
    expect(ferritin.values.map((value) => [value.printedName, value.value])).toEqual([
      ['Hemoglobin A1c', 5.4],
      ['Ferritin', 138],
    ]);
    const vitaminD = parseLabReportLines([
      '                       Vitamin D,',
      '         Hemoglobin A1c25-Hydroxy',
      '         (%)           (ng/mL)',
      'Result   5.4           31.2',
    ]);
    expect(vitaminD.values.map((value) => [value.printedName, value.value])).toEqual([
      ['Hemoglobin A1c', 5.4],
      ['Vitamin D, 25-Hydroxy', 31.2],
    ]);
  });

  it("dates a grid by the reading of its newest visit that the report prints elsewhere ('Results from … to 2022-05-04')", () => {
    const { collectedOn } = parseLabReportLines([
      'Results from 2022-03-02 to 2022-05-04',
      '                 Urea',
      'Units            (mmol/L)',
      '03/02/22 0729    6.1',
      '05/04/22 0726    6.9',
    ]);
    expect(collectedOn).toBe('2022-05-04');
  });

  it('picks the newest visit by the reading whose newest date the report prints as an ISO date, when the readings disagree', () => {
    const { values, collectedOn } = parseLabReportLines([
      'Results from 2022-02-03 to 2022-03-01',
      '                 Urea',
      'Units            (mmol/L)',
      '02/03/22 0729    6.1',
      '03/01/22 0726    6.9',
    ]);
    expect(values.map((value) => [value.printedName, value.value])).toEqual([['Urea', 6.9]]);
    expect(collectedOn).toBe('2022-03-01');
  });
});
