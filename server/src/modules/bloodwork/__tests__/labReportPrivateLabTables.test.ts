import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines } from '../extraction/labReportParser.js';

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
});
