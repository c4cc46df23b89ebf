import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines, type ExtractedLabValue } from '../extraction/labReportParser.js';
import { snappedTestName } from '../ocr/ocrNames.js';

function summary(values: readonly ExtractedLabValue[]): Array<[string, number, string, number | null, number | null]> {
  return values.map((value) => [value.printedName, value.value, value.unit, value.refLow, value.refHigh]);
}

describe('lab-app cards', () => {
  it("reads a card's range from a 'Reference:' line under its value, worded or not", () => {
    const { values } = parseLabReportLines([
      'Calcium',
      '9.8 mg/dL',
      'Reference: 8.6–10.3',
      '• In range',
      'LDL-C',
      '94 mg/dL',
      'Typical range: Less than 100',
      '• Normal',
    ]);
    expect(summary(values)).toEqual([
      ['Calcium', 9.8, 'mg/dL', 8.6, 10.3],
      ['LDL-C', 94, 'mg/dL', null, 100],
    ]);
  });

  it("takes a status chip beside the name ('HDL-C   • In range') for no part of the name, and '• High' under a value for its flag", () => {
    const { values } = parseLabReportLines([
      'HDL-C                • In range',
      '50 mg/dL',
      'Reference: > 40',
      'Ferritin',
      '486 ng/mL',
      'Reference: 30–400',
      '• High',
    ]);
    expect(summary(values)).toEqual([
      ['HDL-C', 50, 'mg/dL', 40, null],
      ['Ferritin', 486, 'ng/mL', 30, 400],
    ]);
    expect(values[1]?.flag).toBe('High');
  });

  it('reads cards side by side one card at a time: names with their chips, large values with small units, ranges', () => {
    const { values } = parseLabReportLines([
      'TSH     • In range                 Free T4     • Above range',
      '2.33   uIU/mL                      2.64   ng/dL',
      'Reference: 0.45–4.50               No reference range',
    ]);
    expect(summary(values)).toEqual([
      ['TSH', 2.33, 'uIU/mL', 0.45, 4.5],
      ['Free T4', 2.64, 'ng/dL', null, null],
    ]);
  });

  it('reads a line of value cards where one prints its unit small beside the value and the next as one run', () => {
    const { values } = parseLabReportLines([
      'Potassium                   Sodium',
      '4.5   mmol/L                141 mmol/L',
      'Reference: 3.5 – 5.1        Reference: 136 – 145',
    ]);
    expect(summary(values)).toEqual([
      ['Potassium', 4.5, 'mmol/L', 3.5, 5.1],
      ['Sodium', 141, 'mmol/L', 136, 145],
    ]);
  });
});

describe('reference-lab tables', () => {
  it("reads a value with a footnote mark set as raised digits ('56¹') and keeps '10³' in a unit", () => {
    const { values } = parseLabReportLines([
      'Test   Result   H/L   Ref Range   Units',
      'HDL Cholesterol   56¹   > 40   mg/dL',
      'Platelets   282²   150 - 450   x 10³ /µL',
    ]);
    expect(summary(values)).toEqual([
      ['HDL Cholesterol', 56, 'mg/dL', 40, null],
      ['Platelets', 282, 'x 10³ /µL', 150, 450],
    ]);
  });

  it("reads nothing from a row whose result is worded ('Below detection'): the number after it is the range", () => {
    const { values } = parseLabReportLines([
      'Test   Result   Ref Range   Units',
      'Troponin I, High Sensitivity   Below detection   < 34   ng/L',
      'Potassium   4.6   3.5 - 5.1   mmol/L',
    ]);
    expect(summary(values)).toEqual([['Potassium', 4.6, 'mmol/L', 3.5, 5.1]]);
  });

  it("reads a '<' or '>' standing in its own column before the value as the result's qualifier, titled 'Q' or not", () => {
    const { values } = parseLabReportLines([
      'Test        Reference Interval    Q Result    Abn    Units',
      'Vitamin B12     232 - 1245         >   2000    HIGH   pg/mL',
      'CRP             < 5.0              <   0.5            mg/L',
    ]);
    expect(values.map((value) => [value.printedName, value.qualifier, value.value, value.refLow, value.refHigh])).toEqual([
      ['Vitamin B12', '>', 2000, 232, 1245],
      ['CRP', '<', 0.5, null, 5],
    ]);
  });

  it("reads a footnote mark after a star ('143*2') and a '+' run into the value ('119+') as no part of the number", () => {
    const { values } = parseLabReportLines(['Vitamin B12   143*2   LOW   232 - 1245   pg/mL', 'P-Kreatinin   119+   (60 - 105) µmol/L']);
    expect(summary(values)).toEqual([
      ['Vitamin B12', 143, 'pg/mL', 232, 1245],
      ['P-Kreatinin', 119, 'µmol/L', 60, 105],
    ]);
    expect(values[1]?.flag).toBe('+');
  });

  it("takes 'H/L' for the flag column's title, so a range printed before the result column is no part of the name", () => {
    const { values } = parseLabReportLines([
      'Test        Normal Range    Mod   Result   H/L    Units',
      'Urea        15 - 45               34              mg/dL',
    ]);
    expect(summary(values)).toEqual([['Urea', 34, 'mg/dL', 15, 45]]);
  });
});

describe('Dutch, Swedish, Danish and Polish reports', () => {
  it('reads the collection date under local labels, past a birth date and a national identifier', () => {
    expect(
      parseLabReportLines(['Patiënt: Jane Doe   BSN: 284193805   Geb.datum: 08-02-1983', 'Afnamedatum: 12-01-2024 09:58', 'Ureum   6.4   mmol/l   2.5-7.5'])
        .collectedOn,
    ).toBe('2024-01-12');
    expect(parseLabReportLines(['Patient: Anna   CPR-nr.: 070968-1827', 'Taget: 14.09.2024 kl. 11:36']).collectedOn).toBe('2024-09-14');
    expect(parseLabReportLines(['Provtagningsdatum: 2022-11-02 10:26']).collectedOn).toBe('2022-11-02');
    expect(parseLabReportLines(['Data pobrania: 3 maj 2023']).collectedOn).toBe('2023-05-03');
  });

  it("reads the table under local column titles, a value title with the range in brackets ('Resultat (Ref.)') included", () => {
    const { values } = parseLabReportLines([
      'Undersökning      Resultat (Ref.)      Enhet',
      'B-Trombocyter     396H (145-348)       x10^9/L',
      'fP-Glukos         5,4 (4,2-6,0)        mmol/L',
    ]);
    expect(values.map((value) => [value.printedName, value.markerKey, value.value, value.unit, value.refLow, value.refHigh])).toEqual([
      ['B-Trombocyter', 'platelet_count', 396, 'x10^9/L', 145, 348],
      ['fP-Glukos', 'glucose', 5.4, 'mmol/L', 4.2, 6],
    ]);
  });

  it("puts no column title right as a misread name ('Resultat (Ref.)' is not 'Resultat (Ret.)', the reticulocytes)", () => {
    expect(snappedTestName('Resultat (Ref.)')).toBeNull();
  });

  it('reads no result from a patient line with a national identifier and a birth date', () => {
    expect(parseLabReportLines(['Patiënt: Jane Doe   BSN: 284193805   Geb.datum: 08-02-1983']).values).toEqual([]);
  });

  it("reads nothing from a comment under a Danish 'Kommentar:' label, though it prints a number and a unit", () => {
    const cell = (text: string, x: number, fontSize = 9) => ({ text, x, width: text.length * fontSize * 0.5, fontSize });
    const { values } = parseLabReportLines([
      { page: 1, y: 160, cells: [cell('Undersøgelse', 40), cell('Svar', 194), cell('Ref.interval', 268)] },
      { page: 1, y: 176, cells: [cell('Albumin', 40), cell('39', 194), cell('36 - 48 g/L', 268)] },
      { page: 1, y: 191, cells: [cell('P-Calcium', 40), cell('2.35', 194), cell('2.15-2.51 mmol/L', 268)] },
      { page: 1, y: 216, cells: [cell('Kommentar: Prøven let hæmolyseret; kalium kan være falsk forhøjet med op til 0,3 mmol/L.', 40, 8)] },
    ]);
    expect(summary(values)).toEqual([
      ['Albumin', 39, 'g/L', 36, 48],
      ['P-Calcium', 2.35, 'mmol/L', 2.15, 2.51],
    ]);
  });
});

describe('haematology analyser printouts', () => {
  it('takes a range wrapped alone onto the line under its row for that row’s range, and reads the analyser codes', () => {
    const { values } = parseLabReportLines([
      'WBC     7.99      K/uL     4.00 - 10.00',
      'LY#     1.50      K/uL',
      '             0.80 - 4.00',
      'EO%     4.0       %        0.5 - 5.0',
    ]);
    expect(summary(values)).toEqual([
      ['WBC', 7.99, 'K/uL', 4, 10],
      ['LY#', 1.5, 'K/uL', 0.8, 4],
      ['EO%', 4, '%', 0.5, 5],
    ]);
    expect(values.map((value) => value.markerKey)).toEqual(['wbc_count', 'lymphocytes_absolute', 'eosinophils_percent']);
  });
});

describe('patient-portal pages printed from a browser', () => {
  it("reads no result from the side menu printed down the margin, where its items fall between a card's name and value", () => {
    const { values } = parseLabReportLines([
      'Home',
      '                Collected on Nov 16, 2025 10:20 AM',
      'Messages',
      '                Hematocrit',
      'Visits',
      '                44.4 %        38.3 - 48.6',
      'Medications',
      '                Calcium',
      'Billing         13.9 mg/dL    High    8.6 - 10.3',
      '                Potassium',
      'Sign Out',
      '                4.7 mmol/L    3.5 - 5.1',
    ]);
    expect(summary(values)).toEqual([
      ['Hematocrit', 44.4, '%', 38.3, 48.6],
      ['Calcium', 13.9, 'mg/dL', 8.6, 10.3],
      ['Potassium', 4.7, 'mmol/L', 3.5, 5.1],
    ]);
  });

  it("reads the dated values under a card's current value ('Past results') as its history, not its result or the report's date", () => {
    const { values, collectedOn } = parseLabReportLines([
      'Collected on Nov 16, 2025 10:20 AM',
      'Calcium',
      '13.9 mg/dL    High    8.6 - 10.3',
      'Previous results',
      '   07/26/2025    12.4 mg/dL',
      '   03/04/2025    13.2 mg/dL',
      'Potassium',
      '4.7 mmol/L    3.5 - 5.1',
    ]);
    expect(summary(values)).toEqual([
      ['Calcium', 13.9, 'mg/dL', 8.6, 10.3],
      ['Potassium', 4.7, 'mmol/L', 3.5, 5.1],
    ]);
    expect(collectedOn).toBe('2025-11-16');
  });
});

describe('lab results pasted into a message', () => {
  it("reads a dashed list item whose name ends in a digit ('CO2 - 23 mmol/L'): that digit is no lower bound of a range", () => {
    const { values } = parseLabReportLines(['CO2 - 23 mmol/L', 'Vitamin B12 - 382 pmol/L', 'Free T4 - 1.29 ng/dL']);
    expect(summary(values)).toEqual([
      ['CO2', 23, 'mmol/L', null, null],
      ['Vitamin B12', 382, 'pmol/L', null, null],
      ['Free T4', 1.29, 'ng/dL', null, null],
    ]);
  });

  it('reads the parts of a dashed list item: the flag and the range after a few words that label it', () => {
    const { values } = parseLabReportLines([
      'Iron - 216 ug/dL (high) - normal range 38 to 169',
      'Albumin - 2.6 g/dL - LOW - normal range 3.5 to 5.0 g/dL',
      'TSH - 0.40 uIU/mL - healthy range is 0.45 to 4.50',
      'Cholesterol - 212 mg/dL - we aim for less than 200',
    ]);
    expect(summary(values)).toEqual([
      ['Iron', 216, 'ug/dL', 38, 169],
      ['Albumin', 2.6, 'g/dL', 3.5, 5],
      ['TSH', 0.4, 'uIU/mL', 0.45, 4.5],
      ['Cholesterol', 212, 'mg/dL', null, 200],
    ]);
    expect(values.map((value) => value.flag)).toEqual(['high', 'LOW', undefined, undefined]);
  });

  it('reads a result run into the name cell of columns set with spaces, and splits no digit off a test name', () => {
    const runIn = parseLabReportLines(['Test              Result   Unit   Reference Range   H/L', 'C-Reactive Protein 2.8    mg/L  <5.0     Normal']);
    expect(summary(runIn.values)).toEqual([['C-Reactive Protein', 2.8, 'mg/L', null, 5]]);
    const overrun = parseLabReportLines(['Lab    Result  Flag  Ref Range', 'Vitamin B12  1445  H  232-1245 pg/mL']);
    expect(summary(overrun.values)).toEqual([['Vitamin B12', 1445, 'pg/mL', 232, 1245]]);
  });

  it("reads a quoted earlier message without its quote marks ('> '), and a '>' before a number as a qualifier", () => {
    const { values } = parseLabReportLines(['> Glucose  95  mg/dL  70-99', '> 25-Hydroxyvitamin D  67.0  ng/mL  30.0-100.0', 'eGFR  > 90  mL/min/1.73m2']);
    expect(values.map((value) => [value.printedName, value.qualifier, value.value])).toEqual([
      ['Glucose', undefined, 95],
      ['25-Hydroxyvitamin D', undefined, 67],
      ['eGFR', '>', 90],
    ]);
  });

  it("reads a power of ten written with a caret as a unit in a range ('(150 - 450 10^3/uL)')", () => {
    expect(summary(parseLabReportLines(['Platelets 558 H (150 - 450 10^3/uL)']).values)).toEqual([['Platelets', 558, '10^3/uL', 150, 450]]);
  });

  it("reads the names of a bulleted list without their bullets ('• Ferritin', '- CO2', '* TSH')", () => {
    const { values } = parseLabReportLines(['• Ferritin - 119 ng/mL', '- CO2 - 23 mmol/L', '* TSH - 1.81 uIU/mL']);
    expect(values.map((value) => [value.printedName, value.markerKey])).toEqual([
      ['Ferritin', 'ferritin'],
      ['CO2', 'bicarbonate'],
      ['TSH', 'tsh'],
    ]);
  });
});
