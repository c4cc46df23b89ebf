import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines, type ExtractedLabValue } from '../extraction/labReportParser.js';
import type { LabReportLine } from '../extraction/reportLines.js';

function placedLine(y: number, ...cells: Array<[string, number, number?]>): LabReportLine {
  return { page: 1, y, cells: cells.map(([text, x, fontSize = 9]) => ({ text, x, width: text.length * (fontSize * 0.5), fontSize })) };
}

const summary = (values: readonly ExtractedLabValue[]) => values.map((value) => [value.printedName, value.value, value.refLow, value.refHigh]);

describe('parseLabReportLines: boxed panels with ranges keyed by footnote marks at the box foot', () => {
  it('gives each row the range its inline mark keys, shared marks included, and takes the mark off the name', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['Test', 50], ['Result', 250], ['Units', 310]),
      placedLine(114, ['Sodium (a)', 50], ['98', 250], ['mmol/l', 310]),
      placedLine(128, ['Uric Acid (b)', 50], ['6.6', 250], ['mg/dl', 310]),
      placedLine(142, ['Chloride (a)', 50], ['140', 250], ['mmol/l', 310]),
      placedLine(160, ['Reference intervals:', 50, 7]),
      placedLine(172, ['a) 136 - 145 mmol/l;   b) 3.5 - 7.2 mg/dl', 50, 7]),
    ]);
    expect(summary(values)).toEqual([
      ['Sodium', 98, 136, 145],
      ['Uric Acid', 6.6, 3.5, 7.2],
      ['Chloride', 140, 136, 145],
    ]);
  });

  it('reads a raised, smaller mark rebuilt as its own line above the row, and bracketed keys with the name', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['|', 40], ['Test', 50], ['Result', 250], ['Units', 310], ['|', 560]),
      placedLine(111, ['[1]', 75, 6]),
      placedLine(114, ['|', 40], ['HDL-C', 50], ['0.68', 250], ['mmol/l', 310], ['|', 560]),
      placedLine(128, ['|', 40], ['Albumin', 50], ['44', 250], ['g/l', 310], ['|', 560]),
      placedLine(146, ['|', 40], ['Reference ranges', 50, 7], ['|', 560]),
      placedLine(158, ['|', 40], ['[1] HDL-C: >1.00 mmol/l', 50, 7], ['|', 560]),
    ]);
    expect(summary(values)).toEqual([
      ['HDL-C', 0.68, 1, null],
      ['Albumin', 44, null, null],
    ]);
  });

  it('keys superscript marks box by box, as marks start again in every box', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['Test', 50], ['Result', 250], ['Units', 310]),
      placedLine(114, ['GGT¹', 50], ['83', 250], ['U/L', 310]),
      placedLine(132, ['Reference ranges', 50, 7]),
      placedLine(144, ['1) 8-61 U/L', 50, 7]),
      placedLine(180, ['Test', 50], ['Result', 250], ['Units', 310]),
      placedLine(194, ['MCV¹', 50], ['89.7', 250], ['fL', 310]),
      placedLine(212, ['Reference ranges', 50, 7]),
      placedLine(224, ['1) 80.0-100.0 fL', 50, 7]),
    ]);
    expect(summary(values)).toEqual([
      ['GGT', 83, 8, 61],
      ['MCV', 89.7, 80, 100],
    ]);
  });

  it('takes a mark the text layer ran into the name off it only when a range line at the box foot is keyed by it', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['Test', 50], ['Result', 250], ['Units', 310]),
      placedLine(114, ['Hematocrit[1]', 50], ['40', 250], ['%', 310]),
      placedLine(128, ['T4, Freea', 50], ['1.54', 250], ['ng/dL', 310]),
      placedLine(146, ['Reference ranges', 50, 7]),
      placedLine(158, ['[1] 38.3 - 48.6 %', 50, 7]),
    ]);
    expect(summary(values)).toEqual([
      ['Hematocrit', 40, 38.3, 48.6],
      ['T4, Freea', 1.54, null, null],
    ]);
  });
});

describe('parseLabReportLines: box rules read as text', () => {
  it('takes a rule set close enough to be rebuilt into the name cell, on either side, off the name', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['Test', 50], ['Result', 250], ['Units', 310], ['Reference', 400]),
      placedLine(114, ['| Ferritin |', 40], ['80', 250], ['ng/mL', 310], ['30 - 400', 400]),
      placedLine(128, ['Albumin |', 50], ['44', 250], ['g/l', 310], ['35 - 52', 400]),
    ]);
    expect(summary(values)).toEqual([
      ['Ferritin', 80, 30, 400],
      ['Albumin', 44, 35, 52],
    ]);
  });
});
