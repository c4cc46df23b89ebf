import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines, type ExtractedLabValue } from '../extraction/labReportParser.js';

function summary(values: readonly ExtractedLabValue[]): Array<[string, number, string, number | null, number | null, string | undefined]> {
  return values.map((value) => [value.printedName, value.value, value.unit, value.refLow, value.refHigh, value.flag]);
}

describe("text graphs of a value's place in its range", () => {
  it("reads a row whose graph came out of the fixed-width font as separate cells, takes its mark for no flag, and keeps a '-' mark and a table's side bars", () => {
    const { values } = parseLabReportLines([
      'Untersuchung  Ergebnis  Grafik  Einheit  Referenzbereich',
      'Leukozyten  6,24  [  o  ]  G/L  4,00 - 10,00',
      'Vitamin B12  274  I  #  I  pmol/l  145 - 569',
      'Ferritin  88  |  *  |  µg/l  30 - 400',
      'Glukose  3,3  -  |  mmol/l  |  3,9 - 5,5',
    ]);
    expect(summary(values)).toEqual([
      ['Leukozyten', 6.24, 'G/L', 4, 10, undefined],
      ['Vitamin B12', 274, 'pmol/l', 145, 569, undefined],
      ['Ferritin', 88, 'µg/l', 30, 400, undefined],
      ['Glukose', 3.3, 'mmol/l', 3.9, 5.5, '-'],
    ]);
  });
});
