import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines, type ExtractedLabValue } from '../extraction/labReportParser.js';
import type { LabReportLine } from '../extraction/reportLines.js';

function placed(y: number, ...cells: Array<[string, number, number?]>): LabReportLine {
  return { page: 1, y, cells: cells.map(([text, x, fontSize = 8.5]) => ({ text, x, width: text.length * (fontSize * 0.5), fontSize })) };
}

const read = (values: readonly ExtractedLabValue[]) =>
  values.map(({ printedName, value, refLow, refHigh, flag }) => ({ printedName, value, refLow, refHigh, flag }));

describe('Japanese result sheets and health-check reports printed in English', () => {
  it("reads this exam's column when the previous exams ('Last time', 'Before last') stand before or after it, and takes judgement letters for no flag", () => {
    const oldestFirst = parseLabReportLines([
      placed(100, ['Examination item', 40], ['Unit', 151], ['Last time', 219], ['Current', 283], ['Standard value', 347], ['Judge.', 430]),
      placed(110, ['R3.07.27', 219, 7.5], ['R4.05.06', 283, 7.5]),
      placed(125, ['RBC', 48], ['x10^4/µL', 151], ['353', 219], ['L', 252], ['404', 283], ['386~492', 347], ['A', 430]),
      placed(138, ['ALB', 48], ['g/dL', 151], ['4.5', 219], ['4.6', 283], ['4.1~5.1', 347], ['A', 430]),
    ]);
    expect(read(oldestFirst.values)).toEqual([
      { printedName: 'RBC', value: 404, refLow: 386, refHigh: 492, flag: undefined },
      { printedName: 'ALB', value: 4.6, refLow: 4.1, refHigh: 5.1, flag: undefined },
    ]);
    for (const secondPrevious of ['Before last', '2 times ago']) {
      const newestFirst = parseLabReportLines([
        placed(100, ['Test item', 40], ['Unit', 140], ['This time', 209], ['Previous', 267], [secondPrevious, 325], ['Standard range', 383], ['Grade', 467]),
        placed(110, ['2025/01/11', 209, 7.5], ['2024/02/17', 267, 7.5], ['2023/04/14', 325, 7.5]),
        placed(125, ['MCV', 48], ['fL', 140], ['66.1', 209], ['L', 242], ['70.0', 267], ['L', 300], ['60.2', 325], ['L', 358], ['83.6-98.2', 383], ['D', 467]),
        placed(138, ['Hb', 48], ['g/dL', 140], ['13.4', 209], ['13.9', 267], ['12.7', 325], ['11.6-14.8', 383], ['B', 467]),
      ]);
      expect(read(newestFirst.values)).toEqual([
        { printedName: 'MCV', value: 66.1, refLow: 83.6, refHigh: 98.2, flag: 'L' },
        { printedName: 'Hb', value: 13.4, refLow: 11.6, refHigh: 14.8, flag: undefined },
      ]);
    }
  });

  it("reads a standard value left open at one end: '-30' and '~99' as that or less, '60.0-' as that or more", () => {
    const { values } = parseLabReportLines([
      placed(100, ['Test item', 40], ['Unit', 134], ['Result', 201], ['Reference value', 263]),
      placed(115, ['CRE', 48], ['mg/dL', 134], ['0.54', 201], ['-1.00', 263]),
      placed(128, ['eGFR', 48], ['mL/min/1.73m2', 134], ['105.7', 201], ['60.0-', 263]),
      placed(141, ['FPG', 48], ['mg/dL', 134], ['133 H', 201], ['~99', 263]),
    ]);
    expect(read(values)).toEqual([
      { printedName: 'CRE', value: 0.54, refLow: null, refHigh: 1, flag: undefined },
      { printedName: 'eGFR', value: 105.7, refLow: 60, refHigh: null, flag: undefined },
      { printedName: 'FPG', value: 133, refLow: null, refHigh: 99, flag: 'H' },
    ]);
    const standardFirst = parseLabReportLines([
      placed(100, ['Examination item', 40], ['Unit', 135], ['Standard value', 203], ['Current', 281]),
      placed(115, ['GOT(AST)', 48], ['U/L', 135], ['-30', 203], ['23', 281]),
    ]);
    expect(read(standardFirst.values)).toEqual([{ printedName: 'GOT(AST)', value: 23, refLow: null, refHigh: 30, flag: undefined }]);
  });

  it("takes a name that starts with a number and a hyphen ('25-OH Vitamin D') for a name, not a range left open", () => {
    const { values } = parseLabReportLines([
      placed(100, ['Test', 40], ['Value', 174], ['Units', 229], ['Normal Range', 338]),
      placed(115, ['25-OH Vitamin D', 40], ['183', 174], ['nmol/L', 229], ['75 - 250', 338]),
      placed(128, ['25-Hydroxy Vitamin D', 40], ['54.8', 174], ['ng/mL', 229], ['30 - 100', 338]),
    ]);
    expect(read(values)).toEqual([
      { printedName: '25-OH Vitamin D', value: 183, refLow: 75, refHigh: 250, flag: undefined },
      { printedName: '25-Hydroxy Vitamin D', value: 54.8, refLow: 30, refHigh: 100, flag: undefined },
    ]);
  });
});
