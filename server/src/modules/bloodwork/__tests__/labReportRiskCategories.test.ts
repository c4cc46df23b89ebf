import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines, type ExtractedLabValue } from '../extraction/labReportParser.js';
import type { LabReportLine } from '../extraction/reportLines.js';
import { snappedTestName } from '../ocr/ocrNames.js';

/** A line of positioned cells, for tables whose columns and line spacing matter. */
function placed(y: number, ...cells: Array<[string, number, number?]>): LabReportLine {
  return placedOn(1, y, ...cells);
}

function placedOn(page: number, y: number, ...cells: Array<[string, number, number?]>): LabReportLine {
  return { page, y, cells: cells.map(([text, x, fontSize = 9]) => ({ text, x, width: text.length * (fontSize * 0.5), fontSize })) };
}

function summary(values: readonly ExtractedLabValue[]) {
  return values.map(({ printedName, value, unit, flag, refLow, refHigh }) => ({ printedName, value, unit, flag, refLow, refHigh }));
}

describe('cardiometabolic reports with risk-category columns', () => {
  it("reads 'Moderate', 'Intermediate', 'Increased' and 'Very High' as category columns, flagging a value by the one it stands in", () => {
    const { values } = parseLabReportLines([
      placed(100, ['Test', 40], ['Optimal', 220], ['Moderate', 300], ['High', 380], ['Very High', 460]),
      placed(118, ['LDL Cholesterol', 40], ['142', 300], ['mg/dL', 520]),
      placed(128, ['<100', 220, 7], ['100-159', 300, 7], ['160-189', 380, 7], ['>=190', 460, 7]),
      placed(144, ['Triglycerides', 40], ['620', 460], ['mg/dL', 520]),
      placed(154, ['<150', 220, 7], ['150-199', 300, 7], ['200-499', 380, 7], ['>=500', 460, 7]),
      placed(180, ['Test', 40], ['Low Risk', 220], ['Intermediate', 300], ['Increased', 380]),
      placed(198, ['hs-CRP', 40], ['2.1', 300], ['mg/L', 520]),
      placed(208, ['<1.0', 220, 7], ['1.0-3.0', 300, 7], ['>3.0', 380, 7]),
      placed(224, ['Lp-PLA2', 40], ['301', 380], ['nmol/min/mL', 520]),
      placed(234, ['<225', 220, 7], ['225-274', 300, 7], ['>=275', 380, 7]),
    ]);
    expect(summary(values)).toEqual([
      { printedName: 'LDL Cholesterol', value: 142, unit: 'mg/dL', flag: 'Moderate', refLow: null, refHigh: 100 },
      { printedName: 'Triglycerides', value: 620, unit: 'mg/dL', flag: 'Very High', refLow: null, refHigh: 150 },
      { printedName: 'hs-CRP', value: 2.1, unit: 'mg/L', flag: 'Intermediate', refLow: null, refHigh: 1 },
      { printedName: 'Lp-PLA2', value: 301, unit: 'nmol/min/mL', flag: 'Increased', refLow: null, refHigh: 225 },
    ]);
  });

  it("reads 'Low' before 'Moderate' as the lowest risk category, not a low-limit column", () => {
    const { values } = parseLabReportLines([
      placed(100, ['Test', 40], ['Low', 220], ['Moderate', 300], ['High', 380], ['Very High', 460]),
      placed(118, ['Total Cholesterol (mg/dL)', 40], ['138', 220]),
      placed(128, ['<200', 220, 7], ['200-239', 300, 7], ['240-279', 380, 7], ['>=280', 460, 7]),
      placed(144, ['Glucose, Fasting (mg/dL)', 40], ['131', 380]),
      placed(154, ['<100', 220, 7], ['100-125', 300, 7], ['126-199', 380, 7], ['>=200', 460, 7]),
    ]);
    expect(summary(values)).toEqual([
      { printedName: 'Total Cholesterol', value: 138, unit: 'mg/dL', flag: undefined, refLow: null, refHigh: 200 },
      { printedName: 'Glucose, Fasting', value: 131, unit: 'mg/dL', flag: 'High', refLow: null, refHigh: 100 },
    ]);
  });

  it('reads a value in the column of its category when the units column stands before the categories', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Test', 40], ['Units', 150], ['Optimal', 216], ['Borderline', 306], ['High', 396]),
      placed(118, ['LDL Peak Size', 48], ['nm', 150], ['19.8', 396]),
      placed(128, ['>20.5', 216, 7], ['20.4-20.5', 306, 7], ['<=20.3', 396, 7]),
    ]);
    expect(summary(values)).toEqual([{ printedName: 'LDL Peak Size', value: 19.8, unit: 'nm', flag: 'High', refLow: 20.5, refHigh: null }]);
  });

  it("takes the best category's cut-off for the range beside a result column when the report prints no range column", () => {
    const { values } = parseLabReportLines([
      placed(100, ['Test', 40], ['Result', 160], ['Status', 236], ['Optimal', 300], ['Borderline', 375], ['High', 450]),
      placed(118, ['LDL-C', 48], ['146 mg/dL', 160], ['High', 236], ['<100', 300], ['100-129', 375], ['>=130', 450]),
      placed(132, ['HDL-C', 48], ['52 mg/dL', 160], ['Borderline', 236], ['>60', 300], ['41-60', 375], ['<=40', 450]),
    ]);
    expect(summary(values)).toEqual([
      { printedName: 'LDL-C', value: 146, unit: 'mg/dL', flag: 'High', refLow: null, refHigh: 100 },
      { printedName: 'HDL-C', value: 52, unit: 'mg/dL', flag: 'Borderline', refLow: 60, refHigh: null },
    ]);
  });

  it('keeps the reference range column, not a cut-off, when the report prints both', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Test', 40], ['Result', 160], ['Reference Range', 220], ['Optimal', 300], ['High', 375]),
      placed(118, ['Apolipoprotein B (mg/dL)', 48], ['147', 160], ['52-109', 220], ['<90', 300], ['>=90', 375]),
    ]);
    expect(summary(values)).toEqual([{ printedName: 'Apolipoprotein B', value: 147, unit: 'mg/dL', flag: undefined, refLow: 52, refHigh: 109 }]);
  });

  it("gives the cut-offs carried over a page break to the page's last result, not to the first result of the next page", () => {
    const { values } = parseLabReportLines([
      placedOn(1, 100, ['Test', 40], ['Low Risk', 173], ['Elevated', 262]),
      placedOn(1, 760, ['Insulin (uIU/mL)', 48], ['15.4', 173]),
      placedOn(2, 67, ['Test', 40], ['Low Risk', 173], ['Elevated', 262]),
      placedOn(2, 83, ['<18.0', 173, 7], ['>=18.0', 262, 7]),
      placedOn(2, 97, ['Glucose, Fasting (mg/dL)', 48], ['72', 173]),
      placedOn(2, 107, ['<100', 173, 7], ['>=100', 262, 7]),
    ]);
    expect(summary(values)).toEqual([
      { printedName: 'Insulin', value: 15.4, unit: 'uIU/mL', flag: undefined, refLow: null, refHigh: 18 },
      { printedName: 'Glucose, Fasting', value: 72, unit: 'mg/dL', flag: undefined, refLow: null, refHigh: 100 },
    ]);
  });

  it('reads no result from population percentile lines under a particle count', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Test', 40], ['Result', 154], ['Optimal', 236], ['Borderline', 300], ['High', 380]),
      placed(118, ['Small LDL Particles', 47], ['279 nmol/L', 154], ['<527', 236], ['527-838', 300], ['>=839', 380]),
      placed(133, ['Percentiles: <20th <117', 55, 7], ['20-50th 117-527', 135, 7], ['50-80th 527-839', 192, 7], ['>80th >839', 249, 7]),
    ]);
    expect(summary(values)).toEqual([{ printedName: 'Small LDL Particles', value: 279, unit: 'nmol/L', flag: undefined, refLow: null, refHigh: 527 }]);
  });

  it.each(['Interpretive Information', 'About your results'])(
    "reads no result from the paragraphs under '%s', though they name tests with cut-offs",
    (heading) => {
      const { values } = parseLabReportLines([
        placed(100, ['Test', 40], ['Result', 154], ['Reference Range', 236]),
        placed(118, ['Lipoprotein (a)', 47], ['60 nmol/L', 154], ['<75', 236]),
        placed(150, [heading, 40, 10]),
        placed(164, ['Lp(a) >= 125 nmol/L (approximately >= 50 mg/dL) is a risk-enhancing factor (2018 ACC/AHA guideline). Levels are', 40, 8]),
        placed(176, ['high-risk patients < 1000 nmol/L.', 40, 8]),
      ]);
      expect(summary(values)).toEqual([{ printedName: 'Lipoprotein (a)', value: 60, unit: 'nmol/L', flag: undefined, refLow: null, refHigh: 75 }]);
    },
  );

  it("reads no result from the lab's address line with its telephone number", () => {
    expect(parseLabReportLines([placed(66, ['196 Commerce Way, Raleigh, NC 27615', 40, 8], ['(390) 555-0183', 192, 8])]).values).toEqual([]);
  });

  it("puts no name with its unit written in ('Lipoprotein (a) (nmol/L)') right as a misread of another test", () => {
    expect(['Lipoprotein (a) (nmol/L)', 'Apo B (mg/dL)', 'LDL Particle Number (nmol/L)'].map(snappedTestName)).toEqual([null, null, null]);
  });
});
