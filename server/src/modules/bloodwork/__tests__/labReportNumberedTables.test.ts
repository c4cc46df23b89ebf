import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines, type ExtractedLabValue } from '../extraction/labReportParser.js';

function summary(values: readonly ExtractedLabValue[]): Array<[string, number, string, number | null, number | null]> {
  return values.map((value) => [value.printedName, value.value, value.unit, value.refLow, value.refHigh]);
}

describe('numbered item tables of hospital laboratory systems', () => {
  it("reads ranges joined by a double hyphen or a tilde ('3.9--6.1', '3.90~6.10')", () => {
    const { values } = parseLabReportLines(['Test  Result  Unit  Reference interval', 'Glucose  5.2  mmol/L  3.9--6.1', 'Potassium  4.2  mmol/L  3.50~5.10']);
    expect(summary(values)).toEqual([
      ['Glucose', 5.2, 'mmol/L', 3.9, 6.1],
      ['Potassium', 4.2, 'mmol/L', 3.5, 5.1],
    ]);
  });

  it("drops the row number under 'No.' and the test code under 'Code' beside an 'Item' column", () => {
    const { values } = parseLabReportLines([
      'No.   Code    Item                        Result   Unit     Reference interval',
      '1     Ca      Calcium                     2.20     mmol/L   2.15-2.55',
      '2     ALT     Alanine aminotransferase    25       U/L      7-50',
    ]);
    expect(summary(values)).toEqual([
      ['Calcium', 2.2, 'mmol/L', 2.15, 2.55],
      ['Alanine aminotransferase', 25, 'U/L', 7, 50],
    ]);
  });

  it('reads both of two numbered tables side by side, titles set tight and the numbering running on into the names', () => {
    const { values } = parseLabReportLines([
      'No. Item    Result   Unit     Ref.            No. Item       Result   Unit     Ref.',
      '1   GLU     5.2      mmol/L   3.9-6.1         10 Sodium      138      mmol/L   136-145',
      '2   TG      1.20     mmol/L   <1.70           11 Creatinine  77       umol/L   62-106',
    ]);
    expect(summary(values).sort()).toEqual([
      ['Creatinine', 77, 'umol/L', 62, 106],
      ['GLU', 5.2, 'mmol/L', 3.9, 6.1],
      ['Sodium', 138, 'mmol/L', 136, 145],
      ['TG', 1.2, 'mmol/L', null, 1.7],
    ]);
  });

  it("takes a card's 'No reference range' beside another card's range for no column titles", () => {
    const { values } = parseLabReportLines([
      'TSH                                  Free T4',
      '3.63  mIU/L                          32.6  pmol/L',
      'Reference range: 0.40-4.00 mIU/L     No reference range',
    ]);
    expect(summary(values)).toEqual([
      ['TSH', 3.63, 'mIU/L', 0.4, 4],
      ['Free T4', 32.6, 'pmol/L', null, null],
    ]);
  });

  it("splits titles run together after a full stop ('No.Item')", () => {
    const { values } = parseLabReportLines([
      'No.Item     Result   Unit     Ref.',
      '1   GLU     5.2      mmol/L   3.9-6.1',
      '2   TG      1.20     mmol/L   <1.70',
    ]);
    expect(summary(values)).toEqual([
      ['GLU', 5.2, 'mmol/L', 3.9, 6.1],
      ['TG', 1.2, 'mmol/L', null, 1.7],
    ]);
  });

  it("places a title split off after a full stop where it is printed, so a name with digits under it stays whole ('25-Hydroxyvitamin D')", () => {
    const { values } = parseLabReportLines([
      'No.Item                  Result   Unit     Ref.',
      '1  25-Hydroxyvitamin D   156      nmol/L   75-250',
      '2  T4, Free              20.6     pmol/L   12.0-22.0',
    ]);
    expect(summary(values)).toEqual([
      ['25-Hydroxyvitamin D', 156, 'nmol/L', 75, 250],
      ['T4, Free', 20.6, 'pmol/L', 12, 22],
    ]);
  });
});
