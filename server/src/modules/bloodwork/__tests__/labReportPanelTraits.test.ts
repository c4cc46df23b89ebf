import { describe, expect, it } from '@jest/globals';
import type { LabReportLine } from '../extraction/reportLines.js';
import { parseLabReportLines } from '../extraction/labReportParser.js';

/** A line as a PDF's text layer gives it: each printed run a cell at its x; comments in smaller type. */
const line = (y: number, ...cells: ReadonlyArray<readonly [number, string]>): LabReportLine => {
  const fontSize = cells.length === 1 && cells[0]![1].endsWith('.') ? 7 : 8;
  return { page: 1, y, cells: cells.map(([x, text]) => ({ x, text, width: text.length * fontSize * 0.5, fontSize })) };
};

describe('hospital panel traits', () => {
  it("gives a panel's rows the unit its title prints once, until the next heading", () => {
    const { values } = parseLabReportLines([
      'Elektrolitok (mmol/l)',
      'Kálium     3,8     3,5-5,1',
      'Nátrium    143     136-145',
      'Májfunkció',
      'ALAT       23      < 41',
    ]);
    expect(values.map((value) => [value.printedName, value.unit])).toEqual([
      ['Kálium', 'mmol/l'],
      ['Nátrium', 'mmol/l'],
      ['ALAT', ''],
    ]);
  });

  it('takes no unit from a name wrapped onto a line of its own, in the type of the rows', () => {
    const { values } = parseLabReportLines([
      line(100, [40, 'Alkaline'], [160, '100'], [280, '44-147']),
      line(114, [40, 'Phosphatase (IU/L)']),
      line(131, [40, 'White Blood Cell Count'], [160, '15.2'], [280, '3.4-10.8']),
    ]);
    expect(values.at(-1)?.unit).toBe('');
  });

  it('reads no result from a sentence under a result, numbers and units in it notwithstanding', () => {
    const { values } = parseLabReportLines([
      line(100, [40, 'Potassium'], [220, '4.3'], [290, 'mmol/L'], [340, '3.5 - 5.1']),
      line(121, [60, 'Slight hemolysis (index 40) may raise potassium by 0.3 mmol/L.']),
      line(142, [40, 'Hemoglobin A1c'], [220, '5.5'], [290, '%'], [340, '4.8-5.6']),
      line(163, [60, 'Goal for most adults with diabetes < 7.0 %.']),
    ]);
    expect(values.map((value) => value.printedName)).toEqual(['Potassium', 'Hemoglobin A1c']);
  });

  it("reads no result from a serology verdict's index ('Positive (2.88)')", () => {
    const { values } = parseLabReportLines([
      'Dengue NS1 Antigen   Positive (2.88)   Negative : < 0.50 Index',
      'HBsAg   Negatív (0,21)   S/CO   < 1,00',
      'Ferritin   110   ng/mL   30 - 400',
    ]);
    expect(values.map((value) => value.printedName)).toEqual(['Ferritin']);
  });
});
