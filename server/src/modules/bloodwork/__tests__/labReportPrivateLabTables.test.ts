import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines } from '../extraction/labReportParser.js';
import type { LabReportCell, LabReportLine } from '../extraction/reportLines.js';

const summary = (lines: string[]) =>
  parseLabReportLines(lines).values.map((value) => [value.printedName, value.value, value.unit, value.refLow, value.refHigh, value.flag ?? null]);

describe('Italian, Spanish and Portuguese private-lab tables', () => {
  it("reads abbreviated column titles ('U.M.', 'Val. rif.', 'Prec.'), so the method column before the result is no part of the name", () => {
    expect(
      summary([
        'Esame             Metodo            Risultato   U.M.     Val. rif.   Prec.',
        'Glicemia          Enzimatico        75          mg/dl    70 - 99     79 (11.11.23)',
        'Sodio             ISE indiretto     142         mmol/L   136 - 145   -',
      ]),
    ).toEqual([
      ['Glicemia', 75, 'mg/dl', 70, 99, null],
      ['Sodio', 142, 'mmol/L', 136, 145, null],
    ]);
    expect(
      summary([
        'Prueba       Resultado   Unid.    V. Referencia   Técnica         Resultado anterior',
        'Albúmina     4,2         g/dL     3,5 - 5,0       Fotometría      133 (14-03-21)',
      ]),
    ).toEqual([['Albúmina', 4.2, 'g/dL', 3.5, 5, null]]);
    expect(
      summary([
        'Análise      Metodologia     Resultado   Unid.    Val. Ref.     Res. ant.',
        'Ureia        Enzimático      39          mg/dL    15 - 45       33',
      ]),
    ).toEqual([['Ureia', 39, 'mg/dL', 15, 45, null]]);
  });

  it("reads a star run into the front of a value ('*182') as its out-of-range mark", () => {
    expect(summary(['Fosfatasa alcalina   *182   U/L   44 - 147', 'Potasio   *3,1   mmol/L   3,5 - 5,1', 'FT4   *0,63   ng/dL   0,82 - 1,77'])).toEqual([
      ['Fosfatasa alcalina', 182, 'U/L', 44, 147, '*'],
      ['Potasio', 3.1, 'mmol/L', 3.5, 5.1, '*'],
      ['FT4', 0.63, 'ng/dL', 0.82, 1.77, '*'],
    ]);
    // A star and a digit after a value are a footnote mark, not a starred value.
    expect(summary(['Triglycerides   125 *1   mg/dL   < 150'])).toEqual([['Triglycerides', 125, 'mg/dL', null, 150, null]]);
  });

  it("reads titles wrapped onto a second line whole ('Resultado' / 'anterior' heads previous results, not a second result column)", () => {
    expect(
      summary([
        'Determinación   Técnica         Resultado   Unid.    Valores de      Resultado',
        '                                                     referencia      anterior',
        'Sodio           ISE indirecto   139         mmol/L   136 - 145       141',
        'Urea            Enzimático      51          mg/dL    15 - 45         -',
      ]),
    ).toEqual([
      ['Sodio', 139, 'mmol/L', 136, 145, null],
      ['Urea', 51, 'mg/dL', 15, 45, null],
    ]);
  });

  it('places a value whose star hangs left of the result column in that column, not in the method column before it', () => {
    const cell = (text: string, x: number, width: number): LabReportCell => ({ text, x, width, fontSize: 8 });
    const lines: LabReportLine[] = [
      {
        page: 1,
        y: 100,
        cells: [cell('Esame', 40, 26), cell('Metodica', 188, 35), cell('Risultato', 274, 34), cell('U.M.', 346, 17), cell('Valori di riferimento', 422, 76)],
      },
      { page: 1, y: 120, cells: [cell('ALT', 40, 16), cell('Cinetico IFCC', 188, 44), cell('*5', 267.6, 8.5), cell('U/L', 346, 12), cell('7 - 56', 422, 20)] },
    ];
    expect(parseLabReportLines(lines).values.map((value) => [value.printedName, value.value, value.flag])).toEqual([['ALT', 5, '*']]);
  });

  it("takes a target line under a result ('Obiettivo in pazienti a rischio molto alto: < 55 mg/dL') for no result", () => {
    expect(
      summary([
        'Colesterolo LDL   76    mg/dl   < 100',
        '  Obiettivo in pazienti a rischio molto alto: < 55 mg/dL',
        'Glicemia          75    mg/dl   70 - 99',
        '  Objetivo terapêutico em risco muito alto: < 55 mg/dL',
      ]),
    ).toEqual([
      ['Colesterolo LDL', 76, 'mg/dl', null, 100, null],
      ['Glicemia', 75, 'mg/dl', 70, 99, null],
    ]);
  });

  it("reads a unit whose power of ten is printed raised ('10³/µL')", () => {
    expect(summary(['Leucociti   6,4   10³/µL   3,4 - 10,8'])).toEqual([['Leucociti', 6.4, '10³/µL', 3.4, 10.8, null]]);
  });

  it("dates the report by the acceptance or report date when no collection date is printed ('Data accettazione', 'Data referto', 'Data do relatório')", () => {
    const glucose = 'Glicemia   92   mg/dl   70 - 99';
    expect(parseLabReportLines(['Data accettazione: 15/05/2023   Data referto: 16/05/2023', glucose]).collectedOn).toBe('2023-05-15');
    expect(parseLabReportLines(['Data referto: 16/05/2023', glucose]).collectedOn).toBe('2023-05-16');
    expect(parseLabReportLines(['Data do relatório: 17.05.2023', glucose]).collectedOn).toBe('2023-05-17');
  });
});
