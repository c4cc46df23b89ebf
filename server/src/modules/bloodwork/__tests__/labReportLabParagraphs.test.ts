import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines, type ExtractedLabValue } from '../extraction/labReportParser.js';
import type { LabReportLine } from '../extraction/reportLines.js';
import { isMedicationLine } from '../extraction/medicationLines.js';
import { isLabUnit, normaliseUnit } from '../markers/labUnits.js';
import { matchMarker } from '../markers/markerCatalog.js';

function letterLine(y: number, text: string, fontSize = 9.5): LabReportLine {
  return { page: 1, y, cells: [{ text, x: 40, width: text.length * 4.5, fontSize }] };
}

const letter = (texts: readonly string[]) => parseLabReportLines(texts.map((text, index) => letterLine(100 + index * 13, text)));

const summary = (values: readonly ExtractedLabValue[]) => values.map((value) => [value.printedName, value.value, value.unit, value.refLow, value.refHigh]);

describe('parseLabReportLines: a clinic or discharge letter with its lab results in a dated paragraph of running text', () => {
  it('reads each result of a paragraph wrapped anywhere, with the range its brackets give, and not the earlier value in brackets', () => {
    const { values, collectedOn } = letter([
      'Labor (2023.06.02.): Hgb 128 g/l (120-160), Fvs 11,3 G/l (ref.: 4,0-10,0), Na 137 mmol/l (előző: 133), INR',
      '1,21, CRP 12,4 mg/l (norm.: <5,0) (korábban 30,2), Kreat 88 µmol/l.',
    ]);
    expect(summary(values)).toEqual([
      ['Hgb', 128, 'g/l', 120, 160],
      ['Fvs', 11.3, 'G/l', 4, 10],
      ['Na', 137, 'mmol/l', null, null],
      ['INR', 1.21, '', null, null],
      ['CRP', 12.4, 'mg/l', null, 5],
      ['Kreat', 88, 'µmol/l', null, null],
    ]);
    expect(collectedOn).toBe('2023-06-02');
  });

  it('reads a paragraph whose date comes first or after the words, with semicolons, abbreviated names and counts with thousands dots beside decimal commas', () => {
    const { values, collectedOn } = letter(['13/05/2024 Analítica: Leuc. 6.300/mm3; Plaq. 198.000 /mm3 (VN 150.000-400.000); creatinina 0,82 mg/dL.']);
    expect(summary(values)).toEqual([
      ['Leuc.', 6300, '/mm3', null, null],
      ['Plaq.', 198000, '/mm3', 150000, 400000],
      ['creatinina', 0.82, 'mg/dL', null, null],
    ]);
    expect(collectedOn).toBe('2024-05-13');
  });

  it('reads a paragraph dated with a month name whose first result wraps onto the next line', () => {
    const { values, collectedOn } = letter(['Labor vom 4. März 2024: Hämoglobin', '13,1 g/dl, Leukozyten 6,2 /nl (Norm 4,0-10,0).']);
    expect(summary(values)).toEqual([
      ['Hämoglobin', 13.1, 'g/dl', null, null],
      ['Leukozyten', 6.2, '/nl', 4, 10],
    ]);
    expect(collectedOn).toBe('2024-03-04');
  });

  it('keeps a name with a comma in it whole and reads ranges in square brackets', () => {
    const { values } = letter(['Bloods: Cholesterol, Total 5.9 mmol/L [<5.2], T4, Free 14.1 pmol/L; vitamin b12 310 pmol/L [145-569].']);
    expect(summary(values)).toEqual([
      ['Cholesterol, Total', 5.9, 'mmol/L', null, 5.2],
      ['T4, Free', 14.1, 'pmol/L', null, null],
      ['vitamin b12', 310, 'pmol/L', 145, 569],
    ]);
  });

  it('runs no vitals paragraph on into the dated lab paragraph after it, so the earlier lab paragraph is still left out', () => {
    const { values, collectedOn } = letter([
      'Aufnahmebefund: RR 140/85 mmHg, HF 91/min, Gewicht 77 kg, BMI 25,4',
      'kg/m².',
      '02.04.2024 Aufnahmelabor: Natrium 131 mmol/l, Kalium 3,2 mmol/l, Krea 1,3 mg/dl, CRP 22 mg/l.',
      '08.04.2024 Entlassungslabor: Natrium 138 mmol/l, Kalium 4,0 mmol/l.',
    ]);
    expect(summary(values)).toEqual([
      ['Natrium', 138, 'mmol/l', null, null],
      ['Kalium', 4, 'mmol/l', null, null],
    ]);
    expect(collectedOn).toBe('2024-04-08');
  });

  it('keeps only the latest dated paragraph of a letter with an admission and a discharge paragraph, and dates the results by it', () => {
    const { values, collectedOn } = letter([
      'Hamburg, den 21.09.2023',
      'Aufnahmelabor (12.09.2023): Krea 1,42 mg/dl, Leukos 14,2 /nl (Vorwert 9,1), Erys 4,10 /pl.',
      'Labor bei Entlassung 18.09.2023: Krea 1,05 mg/dl (Norm 0,70-1,20), Leukos 7,9 /nl, Erys 4,32 /pl, TSH 1,9 µU/ml.',
    ]);
    expect(summary(values)).toEqual([
      ['Krea', 1.05, 'mg/dl', 0.7, 1.2],
      ['Leukos', 7.9, '/nl', null, null],
      ['Erys', 4.32, '/pl', null, null],
      ['TSH', 1.9, 'µU/ml', null, null],
    ]);
    expect(collectedOn).toBe('2023-09-18');
  });

  it('reads no anamnesis or status paragraph, even one that runs on into the lab paragraph without a blank line', () => {
    const { values } = letter([
      'Anamnesi: paziente di 61 anni, iperteso dal 2004. Giunge in PS per dolore toracico. Esame obiettivo: PA 135/80',
      'mmHg, FC 72 bpm, TC 36,8 °C, peso 80 kg.',
      'Status: RR 150/90 Hgmm, P 88/min, testsúly 92 kg, BMI 30,1 kg/m2. Szív,',
      'tüdő: ép fizikális status.',
      'Esami ematochimici 11/02/2024: creatininemia 0,98 mg/dL; azotemia 41 mg/dL.',
    ]);
    expect(summary(values)).toEqual([
      ['creatininemia', 0.98, 'mg/dL', null, null],
      ['azotemia', 41, 'mg/dL', null, null],
    ]);
  });

  it('reads no medication line: a dose with its schedule is a prescription, not a result with a range', () => {
    const { values } = letter([
      'Labor 02.02.2024: Natrium 139 mmol/l, Kalium 4,1 mmol/l.',
      '- Metformin 1000 mg 1-0-1',
      '- Ramipril 5 mg 0-0-1',
      '- Enoxaparina 4000 UI 1 fl s.c. per 10 giorni',
      '- Pantoprazol 40 mg tbl. 1x1 éhgyomorra',
    ]);
    expect(summary(values)).toEqual([
      ['Natrium', 139, 'mmol/l', null, null],
      ['Kalium', 4.1, 'mmol/l', null, null],
    ]);
    expect(isMedicationLine('Bisoprolol 2.5 mg once daily')).toBe(true);
    expect(isMedicationLine('Glucose 95 mg/dL 70-100')).toBe(false);
    expect(isMedicationLine('Collected 12-03-2024 Protein 30 mg')).toBe(false);
    expect(isMedicationLine('Haemoglobin  13.5  g%  13 - 17    MCV  88  fl  83 - 101')).toBe(false);
    expect(isMedicationLine('Total WBC  7 x 10^9/L  4 - 10')).toBe(false);
  });
});

describe('markers and units clinicians write in letters', () => {
  it('knows the short names German, Hungarian, Italian and Spanish clinicians give the common tests', () => {
    const cases: Array<[string, string, string]> = [
      ['Leukos', '/nl', 'wbc_count'],
      ['Leuko', '/nl', 'wbc_count'],
      ['Leuc.', '/mm3', 'wbc_count'],
      ['Erys', '/pl', 'rbc_count'],
      ['Thrombos', '/nl', 'platelet_count'],
      ['Thr', 'G/l', 'platelet_count'],
      ['Trc', 'G/l', 'platelet_count'],
      ['Plaq.', '/mm3', 'platelet_count'],
      ['Krea', 'mg/dl', 'creatinine'],
      ['se. kreat.', 'µmol/l', 'creatinine'],
      ['se. bi', 'µmol/l', 'bilirubin_total'],
      ['Bilirubin ges.', 'mg/dl', 'bilirubin_total'],
      ['CN', 'mmol/l', 'urea'],
      ['VFG stimato', 'mL/min/1,73m2', 'egfr'],
      ['FG estimado', 'mL/min/1,73m2', 'egfr'],
    ];
    for (const [name, unit, key] of cases) expect([name, matchMarker(name, unit)?.key]).toEqual([name, key]);
  });

  it('reads counts per picolitre and per Italian cubic millimetre, and µU/ml, as lab units', () => {
    expect(isLabUnit('/pl')).toBe(true);
    expect(normaliseUnit('/mmc')).toBe('/ul');
    expect(isLabUnit('/mmc')).toBe(true);
    expect(isLabUnit('µU/ml')).toBe(true);
    expect(matchMarker('TSH', 'µU/ml')?.key).toBe('tsh');
  });
});
