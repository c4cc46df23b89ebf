import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines } from '../extraction/labReportParser.js';
import { matchMarker } from '../markers/markerCatalog.js';

const MU = '\u03bc';
const MICRO = '\u00b5';

function read(lines: string[]): Array<[string, number, string, string | undefined, string | undefined]> {
  return parseLabReportLines(lines).values.map((value) => [value.printedName, value.value, value.unit, value.markerKey, value.specimen]);
}

describe('urine dipstick pads', () => {
  const urinalysis = ['URINALYSIS', 'Test  Result  Flag  Reference Range  Units', 'Dipstick'];

  it('reads the Greek mu and the micro sign as one micro sign', () => {
    expect(read([...urinalysis, `Blood  25  A  Negative  RBC/${MU}L`, `Leukocyte Esterase  75  A  NEG  WBC/${MU}L`])).toEqual([
      ['Blood', 25, `RBC/${MICRO}L`, 'urine_blood', 'urine'],
      ['Leukocyte Esterase', 75, `WBC/${MICRO}L`, 'urine_leukocyte_esterase', 'urine'],
    ]);
  });

  it("reads a lone 'Blood' in a urine panel as the blood pad, never as a test in a blood panel", () => {
    expect(matchMarker('Blood', `RBC/${MICRO}L`, 'urine')?.key).toBe('urine_blood');
    expect(matchMarker('Blood')).toBeNull();
    expect(matchMarker('BLOOD', undefined, 'blood')).toBeNull();
    // A urine section heading in any language ('Orina', 'Urin') is still no test.
    expect(matchMarker('Orina')).toBeNull();
    expect(matchMarker('Urin')).toBeNull();
  });

  it('takes a count per microlitre that names the cells counted as a urine result, with either micro', () => {
    expect(read([`Erythrozyten  10  Ery/${MU}l`, `Leukozyten  25  Leu/${MICRO}l`, `Leukocytes  75  WBC/${MU}L`, `Blood  25  RBC/${MICRO}L`])).toEqual([
      ['Erythrozyten', 10, `Ery/${MICRO}l`, 'urine_rbc_count', 'urine'],
      ['Leukozyten', 25, `Leu/${MICRO}l`, 'urine_wbc_count', 'urine'],
      ['Leukocytes', 75, `WBC/${MICRO}L`, 'urine_wbc_count', 'urine'],
      ['Blood', 25, `RBC/${MICRO}L`, 'urine_blood', 'urine'],
    ]);
    expect(read([`WBC  6.2  x10³/${MU}L  4.0 - 10.0`])).toEqual([['WBC', 6.2, `x10³/${MICRO}L`, 'wbc_count', undefined]]);
  });

  it("reads 'Leukocytes' printed as a strip reads it (a grade, or 'Negative' for a range) as the leukocyte-esterase pad", () => {
    expect(
      read([
        ...urinalysis,
        'Leukocytes  75  A  Negative  Leu/uL',
        `Leukocytes  25 WBC/${MICRO}L (1+)  A  NEG`,
        'Leukocytes  70  A  Negative',
        'Erythrocytes  10  A  Negative  Ery/uL',
      ]),
    ).toEqual([
      ['Leukocytes', 75, 'Leu/uL', 'urine_leukocyte_esterase', 'urine'],
      ['Leukocytes', 25, `WBC/${MICRO}L`, 'urine_leukocyte_esterase', 'urine'],
      ['Leukocytes', 70, '', 'urine_leukocyte_esterase', 'urine'],
      ['Erythrocytes', 10, 'Ery/uL', 'urine_blood', 'urine'],
    ]);
  });

  it("reads a cell name with a strip's worded normal as the urine pad outside a urine section too, never as a blood count", () => {
    expect(read(['Leukocytes  75  Negative', 'Erythrocytes  10  NEG', 'Leukocytes  7.5  x10E3/uL  4.0-10.5'])).toEqual([
      ['Leukocytes', 75, '', 'urine_leukocyte_esterase', 'urine'],
      ['Erythrocytes', 10, '', 'urine_blood', 'urine'],
      ['Leukocytes', 7.5, 'x10E3/uL', 'wbc_count', undefined],
    ]);
  });

  it('keeps white cells counted per field or against a numeric range as urine white cells, in any section', () => {
    expect(read([...urinalysis, 'Leukocytes  8  H  0 - 5  /hpf', 'Leukocytes  40  H  0 - 25  Leu/uL'])).toEqual([
      ['Leukocytes', 8, '/hpf', 'urine_wbc_hpf', 'urine'],
      ['Leukocytes', 40, 'Leu/uL', 'urine_wbc_count', 'urine'],
    ]);
    // A count per high-power field is a urine sediment count even outside a urine section: no blood count is per field.
    expect(read(['Leukocytes  8  H  0 - 5  /hpf', 'WBC  3  0 - 5  cells/HPF'])).toEqual([
      ['Leukocytes', 8, '/hpf', 'urine_wbc_hpf', 'urine'],
      ['WBC', 3, 'cells/HPF', 'urine_wbc_hpf', 'urine'],
    ]);
  });

  it("drops 'about' before a strip reading from the name, but keeps calcium's 'Ca'", () => {
    expect(read([`Blood  ca 10  Ery/${MICRO}l`, 'Leukocytes  approx. 25  Leu/µl', 'Urine Ca  12  mg/dL'])).toEqual([
      ['Blood', 10, `Ery/${MICRO}l`, 'urine_blood', 'urine'],
      ['Leukocytes', 25, `Leu/${MICRO}l`, 'urine_wbc_count', 'urine'],
      ['Urine Ca', 12, 'mg/dL', 'urine_calcium', 'urine'],
    ]);
  });
});
