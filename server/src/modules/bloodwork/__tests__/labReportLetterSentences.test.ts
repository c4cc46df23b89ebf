import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines, type ExtractedLabValue } from '../extraction/labReportParser.js';
import type { LabReportLine } from '../extraction/reportLines.js';

function sentenceLine(y: number, text: string, x = 45, fontSize = 10): LabReportLine {
  return { page: 1, y, cells: [{ text, x, width: text.length * 5, fontSize }] };
}

const summary = (values: readonly ExtractedLabValue[]) => values.map((value) => [value.printedName, value.value, value.unit, value.refLow, value.refHigh]);

describe('parseLabReportLines: results written as sentences in a letter to the patient', () => {
  it('reads the name, value, unit and worded or printed range of each result sentence, and no other sentence', () => {
    const { values } = parseLabReportLines([
      sentenceLine(100, 'Dear Mrs Smith,'),
      sentenceLine(120, 'Your HDL-C level is 63 mg/dL, which is normal (normal: over 40 mg/dL).'),
      sentenceLine(135, 'Sodium: 143 mmol/L (normal: 136-145) - fine.'),
      sentenceLine(150, 'The albumin came back at 44 g/l; normal range 35 to 50 g/l.'),
      sentenceLine(165, 'Your total cholesterol was 212 mg/dL (we aim for less than 200).'),
      sentenceLine(180, '25-Hydroxyvitamin D: 66.3 ng/mL - within the normal range.'),
      sentenceLine(195, 'Your weight was 77 kg, 1 kg less than last year.'),
      sentenceLine(210, 'Please continue atorvastatin 40 mg once a day.'),
    ]);
    expect(summary(values)).toEqual([
      ['HDL-C', 63, 'mg/dL', 40, null],
      ['Sodium', 143, 'mmol/L', 136, 145],
      ['albumin', 44, 'g/l', 35, 50],
      ['total cholesterol', 212, 'mg/dL', null, 200],
      ['25-Hydroxyvitamin D', 66.3, 'ng/mL', null, null],
    ]);
  });

  it("reads a range in square brackets after a labelled result ('Ferritin: 119 ng/ml [30-400]')", () => {
    const read = (text: string) => summary(parseLabReportLines([sentenceLine(100, text)]).values);
    expect(read('• Ferritin: 119 ng/ml [30-400]')).toEqual([['Ferritin', 119, 'ng/ml', 30, 400]]);
    expect(read('eGFR: 109 mL/min/1.73m2 [>60]')).toEqual([['eGFR', 109, 'mL/min/1.73m2', 60, null]]);
  });

  it('joins no line that opens with a test name and a number to the result above it: that line is the next result of a list', () => {
    const { values } = parseLabReportLines([sentenceLine(100, 'eGFR: 71 mL/min/1.73m2'), sentenceLine(115, 'HDL Cholesterol 63 (>40 mg/dL)')]);
    expect(summary(values)).toEqual([
      ['eGFR', 71, 'mL/min/1.73m2', null, null],
      ['HDL Cholesterol', 63, 'mg/dL', 40, null],
    ]);
  });

  it('reads a result sentence wrapped onto the next line with its range', () => {
    const { values } = parseLabReportLines([
      sentenceLine(100, 'Your White Blood Cell Count level is 16.7 x10E3/uL, which is high (healthy'),
      sentenceLine(115, 'range is 3.4 to 10.8 x10E3/uL).'),
    ]);
    expect(summary(values)).toEqual([['White Blood Cell Count', 16.7, 'x10E3/uL', 3.4, 10.8]]);
  });

  it('joins no line in other type to a name, and reads no footnote-keyed range line as a result sentence', () => {
    const { values } = parseLabReportLines([
      sentenceLine(100, 'Cholesterol, Total', 40, 12),
      sentenceLine(116, 'Normal range: <200 mg/dl', 40, 9),
      sentenceLine(140, '[1] HDL-C: >1.00 mmol/l', 40, 7),
      sentenceLine(152, 'a) AST: 10-50 U/L', 40, 7),
    ]);
    expect(summary(values)).toEqual([]);
  });

  it('dates the results by the blood tests a sentence names, over the letter’s own date, also when the year wraps', () => {
    const letter = (lines: string[]) => parseLabReportLines(lines.map((text, index) => sentenceLine(100 + index * 15, text))).collectedOn;
    expect(letter(['Date: 05/18/2022', 'Thank you for having your blood tests on May 12, 2022. Here are your results:'])).toBe('2022-05-12');
    expect(letter(['I am writing with the results of the blood tests collected on 13 November', '2025.'])).toBe('2025-11-13');
  });
});
