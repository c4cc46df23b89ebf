import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines } from '../extraction/labReportParser.js';
import { findPatientSex } from '../extraction/reportContext.js';

const rangeOf = (lines: string[]) => {
  const [value] = parseLabReportLines(lines).values;
  return [value?.refLow, value?.refHigh];
};

describe('ranges by sex in one cell', () => {
  it('reads the patient sex after an age in years, months and days, whose M is months', () => {
    expect(findPatientSex(['Age/Gender : 38 Y 1 M 8 D / Female'])).toBe('female');
    expect(findPatientSex(['Age/Sex : 27 Y / M'])).toBe('male');
  });

  it("reads the Hungarian 'Nő' printed without its double acute ('Nö', 'Nõ')", () => {
    expect(findPatientSex(['Nem: Nö'])).toBe('female');
    expect(rangeOf(['Nem: Nõ', 'Hemoglobin  161  g/L  Férfi: 135 - 175  Nö: 119 - 158'])).toEqual([119, 158]);
  });

  it("reads the other sex's range after a ';', ',' or '/'", () => {
    expect(rangeOf(['Sex: F', 'Ferritin   110   ng/mL   Male 30-400; Female 26-360'])).toEqual([26, 360]);
    expect(rangeOf(['Sex: F', 'Haemoglobin   13.7   g/dL   Male: 13.0-17.0, Female: 11.4-15.3'])).toEqual([11.4, 15.3]);
    expect(rangeOf(['Sex: F', 'Uric Acid   5.5   mg/dL   M: 3.5-7.2 / F: 3.1-6.5'])).toEqual([3.1, 6.5]);
  });

  it("reads Hungarian 'F' (Férfi) beside 'N' (Nő) as the men's range", () => {
    expect(rangeOf(['Nem: Nő', 'Húgysav   268   umol/L   F: 202-417 / N: 178-375'])).toEqual([178, 375]);
    expect(rangeOf(['Nem: Férfi', 'Húgysav   268   umol/L   F: 202-417 / N: 178-375'])).toEqual([202, 417]);
    // Without an 'N' beside it, 'F' is the women's range, as in English.
    expect(rangeOf(['Sex: F', 'Uric Acid   5.5   mg/dL   M: 3.5-7.2  F: 3.1-6.5'])).toEqual([3.1, 6.5]);
  });

  it("reads Spanish and Portuguese 'H' (Hombres, Homens) beside 'M' (Mujeres, Mulheres) as the men's range, 'M' as the women's", () => {
    expect(rangeOf(['Sexo: Femenino', 'Hemoglobina   13,7   g/dL   H: 13,0-17,0 / M: 11,4-15,3'])).toEqual([11.4, 15.3]);
    expect(rangeOf(['Sexo: Masculino', 'Hemoglobina   15,2   g/dL   H: 13,0-17,0  M: 11,4-15,3'])).toEqual([13, 17]);
  });

  it('reads a sex label at the end of a line with the numbers on the next line of the same cell', () => {
    expect(rangeOf(['Sex: Female', 'Haemoglobin   13.7   g/dL   Male: 13.0 - 17.0  Female:', '                            11.4 - 15.3'])).toEqual([11.4, 15.3]);
    expect(rangeOf(['Nem: Férfi', 'Hemoglobin   150   g/L   Nő: 119 - 158  Férfi:', '                          135 - 175'])).toEqual([135, 175]);
    expect(rangeOf(['Nem: Nő', 'Húgysav   268   umol/L   F: 202-417 / N:', '                         178-375'])).toEqual([178, 375]);
    // The label alone ends the row; the next line holds its numbers and the other sex's band.
    expect(rangeOf(['Sex: F', 'Testosterone   0.3   ng/mL   M :', '                              2.8 - 8.0  F : 0.1 - 0.5'])).toEqual([0.1, 0.5]);
    // On a band line of its own under the row.
    expect(
      rangeOf([
        'Sex: Female',
        'Ferritin   110   ng/mL   Child: 7 - 140',
        '                         Male: 30 - 400  Female:',
        '                         13 - 150',
      ]),
    ).toEqual([13, 150]);
  });

  it('leaves a number on the next line outside the cell to its own row', () => {
    const { values } = parseLabReportLines(['Sex: Female', 'Haemoglobin   13.7   g/dL   Male: 13.0 - 17.0  Female:', 'Platelets   250   10^9/L   150 - 400']);
    expect(values.map((value) => [value.printedName, value.refLow, value.refHigh])).toEqual([
      ['Haemoglobin', 13, 17],
      ['Platelets', 150, 400],
    ]);
  });

  it("keeps the patient's band as printed for the range text: its letter, none of the brackets around the list", () => {
    const refTextOf = (lines: string[]) => parseLabReportLines(lines).values[0]?.refText;
    expect(refTextOf(['Nem: Nő', 'Húgysav   268   umol/L   F: 202-417 / N: 178-375'])).toBe('N: 178-375');
    expect(refTextOf(['Sexo: Masculino', 'Hemoglobina   15,2   g/dL   H: 13,0-17,0  M: 11,4-15,3'])).toBe('H: 13,0-17,0');
    expect(refTextOf(['Nem: Férfi', 'Hemoglobin  161  g/L  (Férfi: 135 - 175  Nő: 119 - 158)'])).toBe('Férfi: 135 - 175');
    expect(refTextOf(['Nem: Nő', 'Hemoglobin  161  g/L  (Férfi: 135 - 175  Nő: 119 - 158)'])).toBe('Nő: 119 - 158');
    expect(refTextOf(['Sex: F', 'Ferritin   110   ng/mL   (30 - 400)'])).toBe('(30 - 400)');
  });
});
