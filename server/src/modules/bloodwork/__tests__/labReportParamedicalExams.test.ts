import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines } from '../extraction/labReportParser.js';

/** Life-insurance and employment (paramedical) examination lab reports, as insurers' reference laboratories print them. */
describe('paramedical examination lab reports', () => {
  it("reads a urine ratio per milligram ('mg/mg') and one per gram of creatinine ('mg/g creat', 'mg/g Cr') in their units", () => {
    const { values } = parseLabReportLines([
      'URINE PROFILE',
      'Test   Result   Units   Normal Range',
      'Protein/Creatinine Ratio   0.15   mg/mg   <0.20',
      'Albumin/Creatinine Ratio   22   mg/g creat   <30',
      'Microalbumin/Creatinine Ratio   41   mg/g Cr   <30',
    ]);
    expect(values.map((value) => [value.markerKey, value.value, value.unit, value.refHigh])).toEqual([
      ['urine_protein_creatinine_ratio', 0.15, 'mg/mg', 0.2],
      ['urine_albumin_creatinine_ratio', 22, 'mg/g creat', 30],
      ['urine_albumin_creatinine_ratio', 41, 'mg/g Cr', 30],
    ]);
  });

  it("reads no value from a screen reported as a word, whose range cell holds the normal word or the cut-off ('Cutoff 300 ng/mL', '< 500 ng/mL')", () => {
    const { values } = parseLabReportLines([
      'BLOOD PROFILE',
      'Test   Result   Units   Normal Range',
      'Glucose   92   mg/dL   70 - 99',
      'Cotinine   Negative   < 500 ng/mL',
      'Cocaine Metabolite   Not detected   Cutoff 300 ng/mL',
      'Opiates   NEG   Cut-off: 2000 ng/mL',
      'HIV-1/2 Antibody   Non-reactive   Non-reactive',
      'Hepatitis C Antibody   Positive   < 1.0',
      'Creatinine   0.9   mg/dL   0.6 - 1.3',
    ]);
    expect(values.map((value) => value.printedName)).toEqual(['Glucose', 'Creatinine']);
  });
});
