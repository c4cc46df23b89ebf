import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines, type ExtractedLabValue } from '../extraction/labReportParser.js';
import type { LabReportLine } from '../extraction/reportLines.js';

function only(lines: string[]): ExtractedLabValue {
  const { values } = parseLabReportLines(lines);
  expect(values).toHaveLength(1);
  const [value] = values;
  if (!value) throw new Error('no value');
  return value;
}

function summary(values: readonly ExtractedLabValue[]): Array<[string, number, string, number | null, number | null]> {
  return values.map((value) => [value.printedName, value.value, value.unit, value.refLow, value.refHigh]);
}

describe('parseLabReportLines: one row', () => {
  it('reads decimal commas (Hungarian/German style)', () => {
    expect(only(['Glucose 5,4 mmol/L 3,9 - 5,8'])).toMatchObject({ printedName: 'Glucose', value: 5.4, unit: 'mmol/L', refLow: 3.9, refHigh: 5.8 });
  });

  it('reads a flag between value and unit and a bracketed one-sided range', () => {
    expect(only(['LDL-C 3.10 H mmol/L (<3.0)'])).toMatchObject({
      printedName: 'LDL-C',
      value: 3.1,
      flag: 'H',
      unit: 'mmol/L',
      refLow: null,
      refHigh: 3,
      refText: '(<3.0)',
    });
  });

  it('keeps digits that belong to the name', () => {
    expect(only(['Vitamin D, 25-OH 32 ng/mL 30 - 100'])).toMatchObject({
      printedName: 'Vitamin D, 25-OH',
      value: 32,
      unit: 'ng/mL',
      refLow: 30,
      refHigh: 100,
      markerKey: 'vitamin_d_25oh',
    });
    expect(only(['Vitamin B12  450  pg/mL  200 - 900'])).toMatchObject({ printedName: 'Vitamin B12', value: 450 });
    expect(only(['Free T4  1.21  ng/dL  0.89 - 1.76'])).toMatchObject({ printedName: 'Free T4', value: 1.21, markerKey: 'free_t4' });
  });

  it('skips a zero-padded two-digit site code between the name and the result, in its own cell or run into the colon', () => {
    expect(only(['Glucose  05  92  mg/dL  70-99'])).toMatchObject({ printedName: 'Glucose', value: 92, refLow: 70, refHigh: 99, markerKey: 'glucose' });
    expect(only(['Glucose:05 92 mg/dL'])).toMatchObject({ printedName: 'Glucose', value: 92, markerKey: 'glucose' });
    expect(only(['Glucose: 05  92'])).toMatchObject({ printedName: 'Glucose', value: 92 });
  });

  it("reads a low limit whose decimal point OCR read as a space ('38 3-48.6') only when that makes the range consistent", () => {
    expect(only(['HEMATOCRIT  41.2  %  38 3-48.6'])).toMatchObject({ value: 41.2, refLow: 38.3, refHigh: 48.6 });
    expect(only(['Hämatokrit  41,2  %  38 3 - 48,6'])).toMatchObject({ value: 41.2, refLow: 38.3, refHigh: 48.6 });
    // A low above the high, other decimals than the high's, or two cells apart: the first number is something else.
    expect(only(['HEMATOCRIT  41.2  %  58 3-48.6'])).toMatchObject({ refLow: 3, refHigh: 48.6 });
    expect(only(['HEMATOCRIT  41.2  %  38 3-48.62'])).toMatchObject({ refLow: 3, refHigh: 48.62 });
    expect(only(['HEMATOCRIT  41.2  %  38  3-48.6'])).toMatchObject({ refLow: 3, refHigh: 48.6 });
  });

  it('reads censored values as value plus qualifier', () => {
    expect(only(['CRP  <0.5  mg/L  0 - 5'])).toMatchObject({ value: 0.5, qualifier: '<', refLow: 0, refHigh: 5 });
    expect(only(['eGFR  >90  mL/min/1.73m²  >60'])).toMatchObject({ value: 90, qualifier: '>', refLow: 60, refHigh: null });
  });

  it("never reads the eGFR unit's own numbers ('1.73', the power '2') as a limit or a result, however the unit is split", () => {
    const egfr = { printedName: 'eGFR', value: 55, refLow: 60, refHigh: 120 };
    // Area and power drawn as runs of their own, in a table with low and high limit columns.
    expect(only(['Test      Result    Units               Low       High', 'eGFR      55        mL/min/  1.73  m2  60        120'])).toMatchObject({
      ...egfr,
      unit: 'mL/min/ 1.73 m2',
    });
    // A raised '²' read as a digit set apart.
    expect(only(['eGFR  55  mL/min/1.73 m 2  60 - 120'])).toMatchObject({ ...egfr, unit: 'mL/min/1.73 m 2' });
    // The unit column before the result.
    expect(only(['Test  Units  Result  Reference Range', 'eGFR  mL/min/1.73m2  55  >60'])).toMatchObject({ ...egfr, refHigh: null, unit: 'mL/min/1.73m2' });
  });

  it('reads US-style rows with a flag column and thousands separators', () => {
    expect(only(['Platelets   1,250   H   x10E3/uL   150-450'])).toMatchObject({ value: 1250, flag: 'H', unit: 'x10E3/uL', refLow: 150, refHigh: 450 });
  });

  it('reads a German row with a unit of count per nanolitre and words as flags', () => {
    expect(only(['Leukozyten   12,4   hoch   /nl   3,9 - 10,2'])).toMatchObject({
      printedName: 'Leukozyten',
      value: 12.4,
      flag: 'hoch',
      unit: '/nl',
      markerKey: 'wbc_count',
    });
  });

  it('reads a Hungarian row with a decimal comma and a G/l count', () => {
    expect(only(['Fehérvérsejtszám   6,12   G/l   4,00 - 10,00'])).toMatchObject({ value: 6.12, unit: 'G/l', refLow: 4, refHigh: 10, markerKey: 'wbc_count' });
    expect(only(['Húgysav   412   umol/l   202 - 417'])).toMatchObject({ value: 412, markerKey: 'uric_acid' });
  });

  it('reads ranges written with words', () => {
    expect(only(['S.G.P.T.   51.3   IU/L   Up to 49 U/L'])).toMatchObject({ refLow: null, refHigh: 49 });
    expect(only(['HDL Cholesterol   55   mg/dL   More than 40'])).toMatchObject({ refLow: 40, refHigh: null });
    expect(only(['Hemoglobina   14,2   g/dL   12,0 a 16,0'])).toMatchObject({ value: 14.2, refLow: 12, refHigh: 16 });
  });

  it('takes the unit from the range when no unit column is printed', () => {
    expect(only(['Total WBC Count   5500   4000 - 11000 / cu.mm'])).toMatchObject({ unit: '/ cu.mm', refLow: 4000, refHigh: 11000 });
  });
});

describe('parseLabReportLines: report structure', () => {
  it('ignores a previous-result column named in the header', () => {
    const { values } = parseLabReportLines([
      'Test            Result    Previous    Units     Reference Range',
      'Glucose         5.4       5.1         mmol/L    3.9 - 5.8',
      'Creatinine      88        92          umol/L    62 - 106',
    ]);
    expect(summary(values)).toEqual([
      ['Glucose', 5.4, 'mmol/L', 3.9, 5.8],
      ['Creatinine', 88, 'umol/L', 62, 106],
    ]);
  });

  it('takes a one-sided limit in the range column of a row with no result for its range, never a result, whatever the column order', () => {
    const read = (lines: string[]) => parseLabReportLines(lines).values.map((value) => [value.printedName, value.qualifier ?? '', value.value]);
    const resultFirst = ['Test                 Result      Units      Reference Range', 'C-Reactive Protein               mg/L       <5.0'];
    const worded = ['Test                 Result      Units      Reference Range', 'C-Reactive Protein   Pending     mg/L       <5.0'];
    const rangeBeforeUnits = ['Test                 Result      Reference Range    Units', 'C-Reactive Protein               < 5.0              mg/L'];
    const resultLast = [
      'Test                 Units    Reference Range    Result',
      'C-Reactive Protein   mg/L     <5.0',
      'Glucose              mg/dL    70 - 99            92',
    ];
    for (const table of [resultFirst, worded, rangeBeforeUnits]) expect(read(table)).toEqual([]);
    expect(read(resultLast)).toEqual([['Glucose', '', 92]]);
    const censored = ['Test                 Result      Units      Reference Range', 'C-Reactive Protein   <5.0        mg/L       <10.0'];
    expect(read(censored)).toEqual([['C-Reactive Protein', '<', 5]]);
  });

  it('ignores previous results printed after the range, with their dates', () => {
    expect(only(['TSH   2.1   mIU/L   0.4 - 4.0   12/01/2023   1.8'])).toMatchObject({ value: 2.1, refLow: 0.4, refHigh: 4 });
  });

  it('ignores interpretation and cut-off tables', () => {
    const { values } = parseLabReportLines([
      'HbA1c   6.1   %   4.0 - 5.6',
      'Interpretation:',
      'Non-diabetic   < 5.7   %',
      'Prediabetes    5.7 - 6.4   %',
      'Diabetes       >= 6.5   %',
      'Vitamin D status',
      'Deficiency      < 20   ng/mL',
      'Insufficiency   20 - 29   ng/mL',
      'Sufficiency     30 - 100   ng/mL',
      'Toxicity        > 100   ng/mL',
      'Desirable       < 200   mg/dL',
      'Borderline High   200 - 239   mg/dL',
    ]);
    expect(summary(values)).toEqual([['HbA1c', 6.1, '%', 4, 5.6]]);
  });

  it('ignores patient details, addresses and page furniture', () => {
    const { values } = parseLabReportLines([
      'Patient: Jane Doe     Age: 45 Years     Sex: Female',
      'Patient ID: 889123    Phone: 0123 456 789',
      '221B Baker Street, London NW1 6XE',
      'Page 1 of 2',
      'Ferritin   35   ng/mL   13 - 150',
    ]);
    expect(summary(values)).toEqual([['Ferritin', 35, 'ng/mL', 13, 150]]);
  });

  it('chooses the range printed for the patient’s sex', () => {
    const lines = ['Sex: Female', 'Haemoglobin   13.1   g/dL   Male: 13.0 - 17.0', '                            Female: 12.0 - 15.0'];
    expect(parseLabReportLines(lines).values[0]).toMatchObject({ refLow: 12, refHigh: 15 });
    expect(only(['Gender: M', 'Creatinine  1.0  mg/dL  M: 0.7-1.3 F: 0.6-1.1'])).toMatchObject({ refLow: 0.7, refHigh: 1.3 });
  });

  it('joins a name wrapped over two lines', () => {
    const { values } = parseLabReportLines(['Mean Corpuscular Hemoglobin   33.1   g/dL   31.5 - 34.5', 'Concentration']);
    expect(values.map((value) => value.printedName)).toEqual(['Mean Corpuscular Hemoglobin Concentration']);
  });

  it('finishes a wrapped name whose first line names nothing with the line below, though that line alone names a test', () => {
    const { values } = parseLabReportLines(['C-Reactive       3.0    <5.0', 'Protein [mg/L]', 'Sodium [mmol/L]  140    136 - 145']);
    expect(summary(values)).toEqual([
      ['C-Reactive Protein', 3, 'mg/L', null, 5],
      ['Sodium', 140, 'mmol/L', 136, 145],
    ]);
  });

  it('leaves a name that already has its unit finished, so the next test’s first line stays with that test', () => {
    const { values } = parseLabReportLines([
      'Bilirubin,',
      'Total, mg/dl     0.7    0.1 - 1.2',
      'Vitamin D,',
      '25-Hydroxy,',
      'ng/ml            84.1   30 - 100',
    ]);
    expect(summary(values)).toEqual([
      ['Bilirubin, Total', 0.7, 'mg/dl', 0.1, 1.2],
      ['Vitamin D, 25-Hydroxy,', 84.1, 'ng/ml', 30, 100],
    ]);
  });

  it('joins a value printed half a line below its name', () => {
    const name: LabReportLine = { page: 1, y: 100, cells: [{ text: 'Triglycerides', x: 20, width: 60, fontSize: 10 }] };
    const method: LabReportLine = { page: 1, y: 111, cells: [{ text: 'Enzymatic', x: 20, width: 30, fontSize: 7 }] };
    const value: LabReportLine = {
      page: 1,
      y: 106,
      cells: [
        { text: '1.9', x: 180, width: 15, fontSize: 10 },
        { text: 'mmol/L', x: 260, width: 30, fontSize: 10 },
        { text: '< 1.7', x: 330, width: 25, fontSize: 10 },
      ],
    };
    expect(summary(parseLabReportLines([name, value, method]).values)).toEqual([['Triglycerides', 1.9, 'mmol/L', null, 1.7]]);
  });

  it('reads a flag letter printed left of the value', () => {
    expect(only(['LYMPHOCYTE   L   18   %   20 - 40'])).toMatchObject({ printedName: 'LYMPHOCYTE', flag: 'L', value: 18 });
  });

  it('reads the collection date in several national formats', () => {
    expect(parseLabReportLines(['Collected on: 03/14/2024 08:10', 'Glucose 92 mg/dL 70 - 99']).collectedOn).toBe('2024-03-14');
    expect(parseLabReportLines(['Mintavétel: 2024.09.14. 07:30', 'Glükóz 5,1 mmol/l 3,9 - 6,1']).collectedOn).toBe('2024-09-14');
    expect(parseLabReportLines(['Entnahme: 14.09.2024', 'Glukose 92 mg/dl 70 - 99']).collectedOn).toBe('2024-09-14');
    expect(parseLabReportLines(['Date of birth: 01/02/1980', 'Reported: 14-Sep-2024', 'Glucose 92 mg/dL 70 - 99']).collectedOn).toBe('2024-09-14');
  });
});

describe('parseLabReportLines: results written into sentences and specimens per row', () => {
  it('reads each result of a discharge letter’s prose list, without the label that opens it, and no vitals or doses', () => {
    const { values } = parseLabReportLines([
      'On arrival BP 153/96 mmHg, HR 59/min, SpO2 97% on room air. Weight 93 kg, BMI 32.8 kg/m2.',
      'Bloods on admission: Haemoglobin 13.2 g/dL (13.0-17.0), WBC 11.4 x10^9/L; 25-Hydroxyvitamin D 55 nmol/L,',
      'Cholesterol, Total 4.23 mmol/l [<5.2].',
      '- Ramipril 5 mg once daily',
    ]);
    expect(summary(values)).toEqual([
      ['Haemoglobin', 13.2, 'g/dL', 13, 17],
      ['WBC', 11.4, 'x10^9/L', null, null],
      ['25-Hydroxyvitamin D', 55, 'nmol/L', null, null],
      ['Cholesterol, Total', 4.23, 'mmol/l', null, 5.2],
    ]);
  });

  it('keeps a table row drawn as one run and ending in a full stop whole, range included', () => {
    expect(only(['Glucose 5.4 mmol/L 3.9 - 5.8.'])).toMatchObject({ printedName: 'Glucose', value: 5.4, refLow: 3.9 });
  });

  it('reads the specimen column of a table as the row’s specimen, not as part of the name', () => {
    const { values } = parseLabReportLines([
      'Test          Specimen        Result    Units     Reference Range',
      'Creatinine    Serum           0.92      mg/dL     0.60 - 1.30',
      'Creatinine    Random urine    88        mg/dL     20 - 320',
      'Sodium        Spot urine      54        mmol/L    40 - 220',
    ]);
    expect(values.map((value) => [value.printedName, value.value, value.markerKey, value.specimen ?? 'blood'])).toEqual([
      ['Creatinine', 0.92, 'creatinine', 'blood'],
      ['Creatinine', 88, 'urine_creatinine', 'urine'],
      ['Sodium', 54, 'urine_sodium', 'urine'],
    ]);
  });

  it('takes a sub-heading that says only “Urine”, set apart from the row above, for a urine section, not for a test', () => {
    const { values } = parseLabReportLines(['Serum', 'Potassium   4.1   mmol/L   3.5 - 5.1', '', 'Urine', 'Potassium   54   mmol/L   25 - 125']);
    expect(values.map((value) => [value.value, value.markerKey, value.specimen ?? 'blood'])).toEqual([
      [4.1, 'potassium', 'blood'],
      [54, 'urine_potassium', 'urine'],
    ]);
  });
});

/** A line of positioned cells: [text, x, font size]. */
function placedLine(y: number, ...cells: Array<[string, number, number?]>): LabReportLine {
  return { page: 1, y, cells: cells.map(([text, x, fontSize = 9]) => ({ text, x, width: text.length * (fontSize * 0.5), fontSize })) };
}

describe('parseLabReportLines: layouts of laboratory systems not seen in development', () => {
  it('reads HI and LO printed in a flag column before the value', () => {
    expect(only(['Potassium   HI   6.8   3.5 - 5.1 mmol/L'])).toMatchObject({ printedName: 'Potassium', value: 6.8, flag: 'HI', unit: 'mmol/L', refLow: 3.5 });
    expect(only(['Sodium   LO   129   135 - 145 mmol/L'])).toMatchObject({ printedName: 'Sodium', value: 129, flag: 'LO', refHigh: 145 });
  });

  it('takes the name from the line above when the value line starts with the laboratory’s test code', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['Kalium', 40]),
      placedLine(111, ['K1762', 60, 7], ['5,4', 150], ['mmol/L', 225], ['3,5', 320], ['5,1', 390]),
      placedLine(125, ['Harnstoff', 40]),
      placedLine(136, ['L8513', 60, 7], ['3,1', 150], ['mmol/L', 225], ['2,5', 320], ['7,5', 390]),
    ]);
    expect(summary(values)).toEqual([
      ['Kalium', 5.4, 'mmol/L', 3.5, 5.1],
      ['Harnstoff', 3.1, 'mmol/L', 2.5, 7.5],
    ]);
  });

  it('keeps a test name made of capitals and digits as the name', () => {
    expect(only(['CA-125   35.0   U/mL   0 - 35'])).toMatchObject({ printedName: 'CA-125', value: 35, unit: 'U/mL' });
  });

  it('reads a lone limit by its abbreviated German column title (unt. Grenze / ob. Grenze)', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['Untersuchung', 40], ['Ergebnis', 150], ['Einheit', 225], ['unt. Grenze', 320], ['ob. Grenze', 390]),
      placedLine(114, ['Triglyzeride', 40], ['2,33', 150], ['mmol/l', 225], ['1,70', 390]),
      placedLine(128, ['HDL-Cholesterin', 40], ['1,92', 150], ['mmol/l', 225], ['1,00', 320]),
    ]);
    expect(summary(values)).toEqual([
      ['Triglyzeride', 2.33, 'mmol/l', null, 1.7],
      ['HDL-Cholesterin', 1.92, 'mmol/l', 1, null],
    ]);
  });

  it('reads lone limits and a row without a unit by Turkish column titles, printed with the Turkish letters or without them', () => {
    for (const [name, result, unit, low, high] of [
      ['Test Adı', 'Sonuç', 'Birim', 'Alt Sınır', 'Üst Limit'],
      ['Tetkik Adi', 'Sonuç', 'Birim', 'Alt Limit', 'Üst Sinir'],
    ]) {
      const { values } = parseLabReportLines([
        placedLine(100, [name!, 40], [result!, 190], [unit!, 240], [low!, 300], [high!, 360]),
        placedLine(114, ['CRP', 40], ['4.5', 190], ['mg/l', 240], ['5.0', 360]),
        placedLine(128, ['HDL Kolesterol', 40], ['30', 190], ['mg/dl', 240], ['40', 300]),
        placedLine(142, ['PT (INR)', 40], ['1.11', 190], ['0.80', 300], ['1.20', 360]),
      ]);
      expect(summary(values)).toEqual([
        ['CRP', 4.5, 'mg/l', null, 5],
        ['HDL Kolesterol', 30, 'mg/dl', 40, null],
        ['PT (INR)', 1.11, '', 0.8, 1.2],
      ]);
    }
  });

  it('reads no results from targets listed after a notes label', () => {
    const { values } = parseLabReportLines(['Hinweis: LDL-Cholesterin bei hohem Risiko < 1,8 mmol/l, bei sehr hohem Risiko < 1,4 mmol/l.']);
    expect(values).toEqual([]);
  });

  it('takes no value from a number that starts a range in a note', () => {
    expect(parseLabReportLines(['eGFR (CKD-EPI): 60 - 89 ml/min/1.73m2 mildly, 30 - 59 moderately reduced']).values).toEqual([]);
  });

  it('ends a notes block at a section heading in larger type, so the results under it are read', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['Comment: target LDL cholesterol below 1,8 mmol/l at high risk.', 40, 7]),
      placedLine(118, ['Hormones', 40, 10]),
      placedLine(132, ['FT4', 40]),
      placedLine(143, ['L3519', 60, 7], ['20,9', 150], ['pmol/l', 225], ['12,0', 320], ['22,0', 390]),
    ]);
    expect(summary(values)).toEqual([['FT4', 20.9, 'pmol/l', 12, 22]]);
  });

  it('reads one-sided limits worded in Spanish, Portuguese and Italian', () => {
    expect(only(['Triglicéridos   203   mg/dL   Menor a 150'])).toMatchObject({ value: 203, refLow: null, refHigh: 150 });
    expect(only(['Colesterol HDL   58   mg/dL   Mayor de 40'])).toMatchObject({ value: 58, refLow: 40, refHigh: null });
    expect(only(['Colesterol LDL   81   mg/dL   Inferior a 100'])).toMatchObject({ refLow: null, refHigh: 100 });
    expect(only(['Triglicerídeos   73   mg/dL   Até 150'])).toMatchObject({ refLow: null, refHigh: 150 });
    expect(only(['Colesterol HDL   50   mg/dL   Superior a 40'])).toMatchObject({ refLow: 40, refHigh: null });
    expect(only(['Trigliceridi   120   mg/dL   Inferiore a 150'])).toMatchObject({ refLow: null, refHigh: 150 });
  });

  it('chooses the patient’s range of a men’s and a women’s range printed side by side in Spanish or Portuguese', () => {
    const spanish = ['Sexo: Femenino', 'Hemoglobina   13,4   g/dL   Hombres: 13,2 - 16,6  Mujeres: 12,0 - 15,5'];
    expect(parseLabReportLines(spanish).values[0]).toMatchObject({ value: 13.4, refLow: 12, refHigh: 15.5 });
    const portuguese = ['Sexo: Feminino', 'Creatinina   0,9   mg/dL   Homens: 0,60 - 1,30  Mulheres: 0,50 - 1,10'];
    expect(parseLabReportLines(portuguese).values[0]).toMatchObject({ value: 0.9, refLow: 0.5, refHigh: 1.1 });
    expect(parseLabReportLines(['Sexo: Masculino', ...portuguese.slice(1)]).values[0]).toMatchObject({ refLow: 0.6, refHigh: 1.3 });
  });

  it('reads counts per mm³ with thousands dots in a decimal-comma report and red cells in millions per mm³ in Spanish and Portuguese', () => {
    const { values } = parseLabReportLines(['Hemoglobina   14,3   g/dL   13,2 - 16,6', 'Plaquetas   250.000   /mm³   150.000 - 450.000']);
    expect(summary(values)[1]).toEqual(['Plaquetas', 250000, '/mm³', 150000, 450000]);
    expect(only(['Hematíes   4,85   millones/mm³   4,50 - 5,90'])).toMatchObject({ value: 4.85, unit: 'millones/mm³', markerKey: 'rbc_count' });
    expect(only(['Hemácias   4,71   milhões/mm³   4,50 - 5,90'])).toMatchObject({ value: 4.71, unit: 'milhões/mm³', markerKey: 'rbc_count' });
  });

  it('finishes a name with the qualifier and unit wrapped onto the lines under its value', () => {
    const lines = [
      'Test Name, Units  Result  Normal Range',
      'Creatinine,  0.91  0.60 to 1.30',
      'Serum, mg/dL',
      'Vitamin D,  46.4  30.0 to 100.0',
      '25-Hydroxy,',
      'ng/mL',
      'Sodium, mmol/L  140  136 to 145',
    ];
    expect(parseLabReportLines(lines).values.map((value) => [value.markerKey, value.value, value.unit])).toEqual([
      ['creatinine', 0.91, 'mg/dL'],
      ['vitamin_d_25oh', 46.4, 'ng/mL'],
      ['sodium', 140, 'mmol/L'],
    ]);
  });

  it('ends a name printed above its value there, so the lines under the value start the next name', () => {
    const lines = ['Test Name, Units  Result  Normal Range', 'LDL', 'Cholesterol,', 'mg/dl  66  <100', 'Cholesterol,', 'Total, mg/dl  168  <200'];
    expect(parseLabReportLines(lines).values.map((value) => [value.markerKey, value.value, value.unit])).toEqual([
      ['ldl_cholesterol', 66, 'mg/dl'],
      ['total_cholesterol', 168, 'mg/dl'],
    ]);
  });

  it("reads a one-letter name only when it names a test ('K', potassium), and the mnemonic 'GLUC'", () => {
    expect(only(['K          4.1        mmol/L     3.5-5.1'])).toMatchObject({ printedName: 'K', value: 4.1, markerKey: 'potassium' });
    expect(only(['GLUC        105   H    mg/dL      70-99'])).toMatchObject({ printedName: 'GLUC', value: 105, flag: 'H', markerKey: 'glucose' });
    expect(parseLabReportLines(['Q          4.1        mmol/L     3.5-5.1']).values).toEqual([]);
  });

  it("reads 'mil' in a unit as thousands or millions, whichever makes the value believable for its marker", () => {
    expect(only(['Plaquetas   250   mil/mm³   150 - 450'])).toMatchObject({ value: 250, unit: '10³/mm³', markerKey: 'platelet_count' });
    expect(only(['Leucocitos   7,5   mil/mm³   4,0 - 10,0'])).toMatchObject({ value: 7.5, unit: '10³/mm³', markerKey: 'wbc_count' });
    expect(only(['Leucócitos   6,2   mil/mm³   4,0 - 10,0'])).toMatchObject({ value: 6.2, unit: '10³/mm³', markerKey: 'wbc_count' });
    expect(only(['Hematíes   4,85   mil/mm³   4,50 - 5,90'])).toMatchObject({ value: 4.85, unit: '10⁶/mm³', markerKey: 'rbc_count' });
    expect(only(['RBC Count   4.5   mil/cumm   4.5 - 5.5'])).toMatchObject({ value: 4.5, unit: '10⁶/cumm', markerKey: 'rbc_count' });
    expect(only(['WBC Count   7.5   mil/cumm   4.0 - 11.0'])).toMatchObject({ value: 7.5, unit: '10³/cumm', markerKey: 'wbc_count' });
  });

  it("keeps the printed 'mil' unit beside the reading, for the review to show", () => {
    expect(only(['RBC Count   4.5   mil/cumm   4.5 - 5.5'])).toMatchObject({ unit: '10⁶/cumm', printedUnit: 'mil/cumm' });
    expect(only(['Plaquetas   250   mil/mm³   150 - 450'])).toMatchObject({ unit: '10³/mm³', printedUnit: 'mil/mm³' });
    expect(only(['RBC Count   4.5   mill/cumm   4.5 - 5.5']).printedUnit).toBeUndefined();
  });

  it("keeps a 'mil' unit as printed and asks for review when neither reading suits the value", () => {
    const value = only(['Plaquetas   25000   mil/mm³']);
    expect(value).toMatchObject({ value: 25000, unit: 'mil/mm³', needsReview: true });
    expect(only(['Plaquetas   250   mil/mm³']).needsReview).toBeUndefined();
  });

  it('takes no value from a number after a limit word in interpretive text', () => {
    const note = 'Vitamin D (25-OH): deficiency below 20 ng/mL, insufficiency 21 - 29 ng/mL, sufficiency 30 - 100 ng/mL.';
    expect(parseLabReportLines([note]).values).toEqual([]);
  });

  it('reads no value from a titer', () => {
    expect(parseLabReportLines(['ANA Titer   Positive (1:160)   A   <1:80   01']).values).toEqual([]);
  });

  it('takes a panel heading that ends in its ordering code for a urine section', () => {
    const { values } = parseLabReportLines(['Urinalysis, Routine  (003038)', 'Leukocyte Esterase   1+   Abnormal   Negative', 'pH   6.5   5.0-8.0   01']);
    expect(values.map((value) => [value.value, value.markerKey, value.specimen])).toEqual([[6.5, 'urine_ph', 'urine']]);
  });

  it('takes a one-capital code with three digits for the laboratory’s test code, and two capitals with three digits for a name', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['Kalium', 40]),
      placedLine(111, ['K123', 60, 7], ['5,4', 150], ['mmol/L', 225], ['3,5', 320], ['5,1', 390]),
      placedLine(125, ['CA199', 40], ['12,0', 150], ['U/mL', 225], ['0', 320], ['37', 390]),
    ]);
    expect(summary(values)).toEqual([
      ['Kalium', 5.4, 'mmol/L', 3.5, 5.1],
      ['CA199', 12, 'U/mL', 0, 37],
    ]);
  });

  it('ends a notes block at a section heading printed in the notes’ own type', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['Comment: target LDL cholesterol below 1,8 mmol/l at high risk.', 40]),
      placedLine(114, ['Hormones', 40]),
      placedLine(128, ['Prolaktin', 40], ['<0,6', 150], ['ng/ml', 225], ['4,8', 320], ['23,3', 390]),
    ]);
    expect(summary(values)).toEqual([['Prolaktin', 0.6, 'ng/ml', 4.8, 23.3]]);
  });

  it('finishes a name wrapped in a narrow column whose last word is one letter on its own line', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['25-Hydroxyvitamin', 40], ['62.0', 160], ['30.0-100.0 ng/mL', 270]),
      placedLine(111, ['D', 40]),
      placedLine(125, ['Ferritin', 40], ['120', 160], ['30-400 ng/mL', 270]),
    ]);
    expect(values.map((value) => [value.printedName, value.value, value.markerKey])).toEqual([
      ['25-Hydroxyvitamin D', 62, 'vitamin_d_25oh'],
      ['Ferritin', 120, 'ferritin'],
    ]);
  });
});

describe('parseLabReportLines: arrow flags, EHR results review and technology columns', () => {
  it('reads a doubled arrow glued to the value as its flag, not as part of the name', () => {
    const { values } = parseLabReportLines([placedLine(100, ['Cholesterin gesamt', 40], ['7,69↑↑ mmol/L', 200], ['< 5,20', 290])]);
    expect(values.map((value) => [value.printedName, value.value, value.flag, value.unit, value.refHigh])).toEqual([
      ['Cholesterin gesamt', 7.69, '↑↑', 'mmol/L', 5.2],
    ]);
  });

  it('splits a value, its mark and its unit run together into one word (7,6↑↑mg/L, 5,9*mmol/l)', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['CRP', 40], ['7,6↑↑mg/L', 190], ['< 5,0', 270]),
      placedLine(114, ['Glukose', 40], ['5,9*mmol/l', 190], ['3,9 – 5,5', 270]),
    ]);
    expect(values.map((value) => [value.printedName, value.value, value.flag, value.unit])).toEqual([
      ['CRP', 7.6, '↑↑', 'mg/L'],
      ['Glukose', 5.9, '*', 'mmol/l'],
    ]);
  });

  it('reads an exclamation mark after the value as its flag, with a one-sided range printed before the value', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['Component', 40], ['Ref Range & Units', 190], ['3/14/25', 310], ['12/20/24', 390]),
      placedLine(114, ['Cholesterol, Total', 48], ['<200 mg/dL', 190], ['301 !', 310], ['149', 390]),
    ]);
    expect(values.map((value) => [value.printedName, value.value, value.flag, value.unit, value.refHigh])).toEqual([
      ['Cholesterol, Total', 301, '!', 'mg/dL', 200],
    ]);
  });

  it('takes the value from the newest date column under a "Latest Ref Rng & Units" header', () => {
    const { values, collectedOn } = parseLabReportLines([
      placedLine(100, ['Component', 40], ['Latest Ref Rng & Units', 190], ['3/25/22', 310], ['6/1/22', 390]),
      placedLine(114, ['Glucose', 48], ['70 - 99 mg/dL', 190], ['81', 310], ['142 (H)', 390]),
    ]);
    expect(collectedOn).toBe('2022-06-01');
    expect(values.map((value) => [value.printedName, value.value, value.flag, value.unit, value.refLow, value.refHigh])).toEqual([
      ['Glucose', 142, 'H', 'mg/dL', 70, 99],
    ]);
  });

  it('leaves the words of a Technology column out of the test name', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['TEST NAME', 40], ['TECHNOLOGY', 230], ['VALUE', 350], ['UNITS', 420]),
      placedLine(114, ['TSH', 40], ['C.L.I.A', 230], ['2.55', 350], ['µIU/ml', 420]),
    ]);
    expect(values.map((value) => [value.printedName, value.value, value.unit])).toEqual([['TSH', 2.55, 'µIU/ml']]);
  });

  it('reads a number run into the cell of the column before, with or without a space, as the value when it lies in the value column', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['TEST NAME', 40], ['TECHNOLOGY', 230], ['VALUE', 320], ['UNITS', 420]),
      placedLine(114, ['RBC', 40], ['ELECTRICAL IMPEDANCE 4.51', 230], ['X 10^6 / µL', 420]),
      placedLine(128, ['Hemoglobin', 40], ['CYANMETHEMOGLOBIN METHOD13.2', 230], ['g/dL', 420]),
      placedLine(142, ['Vitamin B12', 40], ['C.L.I.A', 230], ['412', 320], ['pg/mL', 420]),
    ]);
    expect(values.map((value) => [value.printedName, value.value, value.markerKey])).toEqual([
      ['RBC', 4.51, 'rbc_count'],
      ['Hemoglobin', 13.2, 'hemoglobin'],
      ['Vitamin B12', 412, 'vitamin_b12'],
    ]);
  });

  it('splits a value run into a name that names the test without it, and keeps the digits of a name that needs them', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['Investigation', 40], ['Results', 185], ['Units', 240], ['Flag', 290], ['Reference Range', 330]),
      placedLine(114, ['Thyroid Stimulating Hormone (TSH)0.22', 40], ['mIU/L', 240], ['L', 290], ['0.27 - 4.20', 330]),
      placedLine(128, ['Vitamin B12', 40], ['412', 190], ['pg/mL', 240], ['197 - 771', 330]),
    ]);
    expect(summary(values)).toEqual([
      ['Thyroid Stimulating Hormone (TSH)', 0.22, 'mIU/L', 0.27, 4.2],
      ['Vitamin B12', 412, 'pg/mL', 197, 771],
    ]);
  });

  it('takes each result’s range from a block of named ranges printed after the results, reading none of them as results', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['TEST NAME', 40], ['TECHNOLOGY', 230], ['VALUE', 350], ['UNITS', 420]),
      placedLine(114, ['TSH', 40], ['C.L.I.A', 230], ['2.55', 350], ['µIU/ml', 420]),
      placedLine(128, ['HDL CHOLESTEROL - DIRECT', 40], ['PHOTOMETRY', 230], ['38', 350], ['mg/dL', 420]),
      placedLine(148, ['Bio. Ref. Interval :-', 40, 8]),
      placedLine(159, ['TSH   : 0.45 - 4.50 µIU/ml', 40, 8]),
      placedLine(170, ['HDL CHOLESTEROL - DIRECT   : > 40 mg/dL', 40, 8]),
    ]);
    expect(summary(values)).toEqual([
      ['TSH', 2.55, 'µIU/ml', 0.45, 4.5],
      ['HDL CHOLESTEROL - DIRECT', 38, 'mg/dL', 40, null],
    ]);
  });
});

describe('parseLabReportLines: range bars of direct-to-consumer reports', () => {
  it('takes the limits printed at the two ends of a range bar under the value as its range, and a one-sided limit alone', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['Uric Acid', 40, 11]),
      placedLine(118, ['6.1 mg/dL', 300, 10]),
      placedLine(134, ['3.5', 120, 8], ['7.2', 460, 8]),
      placedLine(170, ['C-Reactive Protein', 40, 11]),
      placedLine(188, ['3.7 mg/L', 350, 10]),
      placedLine(204, ['<5.0', 460, 8]),
    ]);
    expect(summary(values)).toEqual([
      ['Uric Acid', 6.1, 'mg/dL', 3.5, 7.2],
      ['C-Reactive Protein', 3.7, 'mg/L', null, 5],
    ]);
  });

  it('leaves a status word printed beside the name out of the name', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['Uric Acid', 40, 11], ['Low', 470]),
      placedLine(118, ['2.5 mg/dL', 100, 10]),
      placedLine(170, ['Alkaline Phosphatase', 40, 11], ['Out of Range', 470]),
      placedLine(188, ['160 U/L', 460, 10]),
    ]);
    expect(values.map((value) => [value.printedName, value.value])).toEqual([
      ['Uric Acid', 2.5],
      ['Alkaline Phosphatase', 160],
    ]);
  });

  it('takes a test name with a section word in it and a status beside it for a name, not a section heading', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['White Blood Cell Count', 40, 11], ['Out of Range', 470]),
      placedLine(118, ['13.9 10^3/uL', 460, 10]),
    ]);
    expect(values.map((value) => [value.printedName, value.value, value.markerKey])).toEqual([['White Blood Cell Count', 13.9, 'wbc_count']]);
  });

  it('reads a bare number under a "Unit: …" line as a value in that unit', () => {
    const { values } = parseLabReportLines([
      placedLine(100, ['Fasting Glucose', 40, 11]),
      placedLine(112, ['Unit: mg/dl', 40, 7]),
      placedLine(122, ['74', 171, 10]),
    ]);
    expect(values.map((value) => [value.printedName, value.value, value.unit])).toEqual([['Fasting Glucose', 74, 'mg/dl']]);
  });

  it('takes no value from the bounds of a worded range in an explanation', () => {
    expect(parseLabReportLines(['Most healthy adults fall between 44 and 147 U/L. A result above 221 U/L is worth discussing.']).values).toEqual([]);
  });
});

describe('parseLabReportLines: rows with two results of one test', () => {
  it('reads a percentage and an absolute count printed on one row, each with its unit and range, as two results', () => {
    const { values } = parseLabReportLines(['Test  %  #  Ref. %  Ref. #', 'Neutrophils  62.1  %  4.10  10^9/L  40 - 75  2.0 - 7.5']);
    expect(values.map((value) => [value.markerKey, value.value, value.unit, value.refLow, value.refHigh])).toEqual([
      ['neutrophils_percent', 62.1, '%', 40, 75],
      ['neutrophils_absolute', 4.1, '10^9/L', 2, 7.5],
    ]);
  });

  it('reads "62.1 % / 4.10" with its ranges and units joined the same way as two results', () => {
    const { values } = parseLabReportLines(['Test  Result  Reference Range  Units', 'Lymphocytes  28.0 % / 1.85  20 - 45 / 1.00 - 4.00  % / x10E3/uL']);
    expect(values.map((value) => [value.markerKey, value.value, value.unit, value.refLow, value.refHigh])).toEqual([
      ['lymphocytes_percent', 28, '%', 20, 45],
      ['lymphocytes_absolute', 1.85, 'x10E3/uL', 1, 4],
    ]);
  });
});

describe('parseLabReportLines: German previous-value columns', () => {
  it('reads a German header with the result after range and unit, and a dated "Vorwert" column, for the current result', () => {
    const { values } = parseLabReportLines([
      'Parameter    Ref.-Bereich   Einheit    Aktuell   Bew.   Vorwert 04.03.2024',
      'Kalium       3,5 - 5,1      mmol/l     5,6       H      3,9',
      'Bezeichnung  Befund    Vorwert vom 12.11.23   Referenzbereich  Dimension',
      'Natrium      139       142                    136 - 145        mmol/l',
    ]);
    expect(summary(values)).toEqual([
      ['Kalium', 5.6, 'mmol/l', 3.5, 5.1],
      ['Natrium', 139, 'mmol/l', 136, 145],
    ]);
    expect(values[0]?.flag).toBe('H');
  });
});

describe('parseLabReportLines: urinalysis', () => {
  it('reads a strip value with its grade and a worded normal ("30 mg/dL (1+)   Negative") as a value with no range', () => {
    const { values } = parseLabReportLines(['Urinalysis, Complete', 'Protein      30 mg/dL (1+)    A    Negative', 'Ketones      5 mg/dL (Trace)  A    NEG']);
    expect(values.map((value) => [value.markerKey, value.value, value.unit, value.refLow, value.refHigh, value.specimen])).toEqual([
      ['urine_protein', 30, 'mg/dL', null, null, 'urine'],
      ['urine_ketones', 5, 'mg/dL', null, null, 'urine'],
    ]);
  });

  it('keeps the urine section past a qualitative row whose name holds a section word ("Occult Blood   Negative")', () => {
    const { values } = parseLabReportLines([
      'URINE DIPSTICK',
      'pH             6.0    5.0 - 8.0',
      'Occult Blood   Negative    Negative',
      'Urobilinogen   2.0    0.2 - 1.0    mg/dL',
    ]);
    expect(values.map((value) => [value.markerKey, value.specimen])).toEqual([
      ['urine_ph', 'urine'],
      ['urine_urobilinogen', 'urine'],
    ]);
  });
});

describe('parseLabReportLines: banded ranges printed one per line in the range cell', () => {
  it('keeps the adult band of age-banded ranges, printed first or second and with ages in the label', () => {
    const { values } = parseLabReportLines([
      'Test                    Result    Units     Reference Range',
      'Alkaline Phosphatase    118       U/L       Child (1-17 y): 26 - 265',
      '                                            Adult (>18 y): 44 - 147',
      'Platelet Count          512       K/uL      18 - 99 years: 150 - 450',
      '                                            1 - 17 years: 90 - 810',
    ]);
    expect(summary(values)).toEqual([
      ['Alkaline Phosphatase', 118, 'U/L', 44, 147],
      ['Platelet Count', 512, 'K/uL', 150, 450],
    ]);
  });

  const hormoneReport = (patientLines: readonly string[]) =>
    parseLabReportLines([
      ...patientLines,
      'Test          Result    Units      Reference Range',
      'LH            6.2       mIU/mL     Male: 1.7 - 8.6',
      '                                   Follicular phase: 2.4 - 12.6',
      '                                   Ovulation phase: 14.0 - 95.6',
      '                                   Luteal phase: 1.0 - 11.4',
      '                                   Postmenopausal: 7.7 - 58.5',
      'TSH           1.20      uIU/mL     0.45 - 4.50',
    ]).values.map((value) => [value.printedName, value.refLow, value.refHigh]);

  it('keeps the male band for a man, the stated phase’s band for a woman, and no range when the report does not say the phase', () => {
    expect(hormoneReport(['Sex: Male'])).toEqual([
      ['LH', 1.7, 8.6],
      ['TSH', 0.45, 4.5],
    ]);
    expect(hormoneReport(['Sex: Female', 'Clinical information: Luteal phase'])).toEqual([
      ['LH', 1, 11.4],
      ['TSH', 0.45, 4.5],
    ]);
    expect(hormoneReport(['Sex: Female'])).toEqual([
      ['LH', null, null],
      ['TSH', 0.45, 4.5],
    ]);
    // A note that names a phase in a sentence states no phase for the patient.
    expect(hormoneReport(['Sex: Female', 'Progesterone rises in the luteal phase after ovulation'])).toEqual([
      ['LH', null, null],
      ['TSH', 0.45, 4.5],
    ]);
  });
});
