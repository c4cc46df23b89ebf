import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines, type ExtractedLabValue } from '../extraction/labReportParser.js';

function summary(values: readonly ExtractedLabValue[]): Array<[string, number, string, number | null, number | null, string | undefined]> {
  return values.map((value) => [value.printedName, value.value, value.unit, value.refLow, value.refHigh, value.flag]);
}

describe('result details printed as blocks of labelled fields', () => {
  it("reads each test's block under its name, one field to a line, and nothing from the order's own fields", () => {
    const { values } = parseLabReportLines([
      'COMPREHENSIVE METABOLIC PANEL - Final result',
      'Collected: 03/14/2025 7:45 AM',
      'Order #: 960991115   Accession: 24-225-49414',
      'Glucose',
      '  Result: 112',
      '  Units: mg/dL',
      '  Reference Range: 70 - 99',
      '  Abnormal Flag: H',
      '  Status: Final',
      'Potassium',
      '  Result: 4.1',
      '  Units: mmol/L',
      '  Reference Range: 3.5 - 5.1',
      '  Status: Corrected',
    ]);
    expect(summary(values)).toEqual([
      ['Glucose', 112, 'mg/dL', 70, 99, 'H'],
      ['Potassium', 4.1, 'mmol/L', 3.5, 5.1, undefined],
    ]);
  });

  it('reads fields two to a line, with the unit after the value or after the range', () => {
    const { values } = parseLabReportLines([
      'Creatinine',
      '  Value: 0.54 mg/dL        Flag: Low',
      '  Normal Range: 0.60 - 1.30        Status: Final',
      'Hemoglobin A1c',
      '  Your Value: 6.1        Standard Range: 4.8 - 5.6 %',
      '  Flag: High        Status: Final',
    ]);
    expect(summary(values)).toEqual([
      ['Creatinine', 0.54, 'mg/dL', 0.6, 1.3, 'L'],
      ['Hemoglobin A1c', 6.1, '%', 4.8, 5.6, 'H'],
    ]);
  });

  it('splits fields run into one cell at a known label, and leaves any other word before a colon in the text', () => {
    const { values } = parseLabReportLines(['Triglycerides', '  Result: 184 Ref Range: <150 UOM: mg/dL', '  Comment: Fasting status: 12 hours, 2 tubes.']);
    expect(summary(values)).toEqual([['Triglycerides', 184, 'mg/dL', null, 150, undefined]]);
  });

  it.each(['Not applicable', '-'])("reads a range field that gives no range ('%s') as none, and the result all the same", (noRange) => {
    const { values } = parseLabReportLines(['Free T4', '  Result: 1.20', '  UOM: ng/dL', `  Reference Range: ${noRange}`, '  Status: Final']);
    expect(summary(values)).toEqual([['Free T4', 1.2, 'ng/dL', null, null, undefined]]);
  });

  it("reads the result's interpretation as its flag", () => {
    const { values } = parseLabReportLines([
      'Ferritin',
      '  Result Value: 8   UOM: ng/mL',
      '  Ref Range: 30 - 400',
      '  Interpretation: Abnormal (Low)',
      'Sodium',
      '  Result Value: 140   UOM: mmol/L',
      '  Ref Range: 136 - 145',
      '  Interpretation: Normal',
    ]);
    expect(summary(values)).toEqual([
      ['Ferritin', 8, 'ng/mL', 30, 400, 'L'],
      ['Sodium', 140, 'mmol/L', 136, 145, undefined],
    ]);
  });

  it('takes the name from a name field, where the next name field opens the next test', () => {
    const { values } = parseLabReportLines([
      'Component: TSH',
      'Result: 2.31   Units: uIU/mL',
      'Reference Range: 0.45 - 4.50',
      'Component: Vitamin B12',
      'Result: 412   Units: pg/mL',
      'Reference Range: 232 - 1245',
    ]);
    expect(summary(values)).toEqual([
      ['TSH', 2.31, 'uIU/mL', 0.45, 4.5, undefined],
      ['Vitamin B12', 412, 'pg/mL', 232, 1245, undefined],
    ]);
  });
});
