import { describe, expect, it } from '@jest/globals';
import { parseLabReportLines } from '../extraction/labReportParser.js';
import { lineFromText } from '../extraction/reportLines.js';
import { markOcrConfidence, ocrReportLines, readOcrReport, type OcrWord } from '../ocr/ocrLines.js';
import { snappedTestName, withTestNamesSnapped } from '../ocr/ocrNames.js';
import { imageDimensions, reportFileKind } from '../ocr/reportFileKind.js';
import { snappedUnit, withUnitCellsSnapped, withUnitsFittingMarkers } from '../ocr/ocrUnits.js';
import { reportLanguage, textPagesLanguage } from '../ocr/ocrLanguages.js';

/** Words of one printed row at 300 dpi: ~40 px line height, the row drifting `tilt` px per 1000 px (a crooked scan). */
function row(cells: [string, number][], baseline: number, { confidence = 95, tilt = 0 } = {}): OcrWord[] {
  return cells.flatMap(([text, x0]) => {
    let x = x0;
    return text.split(' ').map((word) => {
      const width = word.length * 20;
      const placed = { text: word, confidence, x0: x, x1: x + width, baseline: baseline + (x * tilt) / 1000, lineHeight: 40 };
      x += width + 12;
      return placed;
    });
  });
}

const table = (confidence = 95) => [
  ...row(
    [
      ['Test', 100],
      ['Result', 900],
      ['Unit', 1300],
      ['Reference Range', 1700],
    ],
    300,
  ),
  ...row(
    [
      ['Fasting Glucose', 100],
      ['92', 900],
      ['mg/dL', 1300],
      ['70 - 99', 1700],
    ],
    400,
    { tilt: 6 },
  ),
  ...row(
    [
      ['Creatinine', 100],
      ['1.0', 900],
      ['mg/dL', 1300],
      ['0.7 - 1.3', 1700],
    ],
    460,
    { confidence },
  ),
];

describe('OCR words as report lines', () => {
  it('rebuilds rows and columns from word boxes, so the text parser reads a scanned table like a text PDF', () => {
    const extraction = parseLabReportLines(ocrReportLines([{ page: 1, words: table() }]));
    expect(extraction.values.map(({ printedName, value, unit, refLow, refHigh }) => ({ printedName, value, unit, refLow, refHigh }))).toEqual([
      { printedName: 'Fasting Glucose', value: 92, unit: 'mg/dL', refLow: 70, refHigh: 99 },
      { printedName: 'Creatinine', value: 1, unit: 'mg/dL', refLow: 0.7, refHigh: 1.3 },
    ]);
  });

  it('reads the same at any resolution: only relative sizes and gaps count', () => {
    const half = table().map((word) => ({ ...word, x0: word.x0 / 2, x1: word.x1 / 2, baseline: word.baseline / 2, lineHeight: word.lineHeight / 2 }));
    expect(parseLabReportLines(ocrReportLines([{ page: 1, words: half }])).values).toHaveLength(2);
  });

  it('marks values from rows with an unsure word as low-confidence, and every value as found by OCR', () => {
    const pages = [{ page: 1, words: table(55) }];
    const marked = markOcrConfidence(parseLabReportLines(ocrReportLines(pages)).values, pages);
    expect(marked.map(({ printedName, foundBy, needsReview }) => ({ printedName, foundBy, needsReview }))).toEqual([
      { printedName: 'Fasting Glucose', foundBy: 'ocr', needsReview: undefined },
      { printedName: 'Creatinine', foundBy: 'ocr', needsReview: true },
    ]);
  });

  it('reads a row the engine boxed too tall, its letters no wider than body text, as a table row and not a title', () => {
    const tallBoxed = (cells: [string, number][], baseline: number, letterWidth: number) =>
      row(cells, baseline).map((word) => ({ ...word, x1: word.x0 + word.text.length * letterWidth, lineHeight: 110 }));
    const creatinine: [string, number][] = [
      ['Creatinine', 100],
      ['1.0', 900],
      ['mg/dL', 1300],
      ['0.7 - 1.3', 1700],
    ];
    const names = (words: OcrWord[]) => parseLabReportLines(ocrReportLines([{ page: 1, words }])).values.map((value) => value.printedName);
    expect(names([...table().slice(0, -8), ...tallBoxed(creatinine, 470, 20)])).toEqual(['Fasting Glucose', 'Creatinine']);
    // A tall row with letters as much wider stays large print, as before.
    expect(names([...table().slice(0, -8), ...tallBoxed(creatinine, 470, 55)])).toEqual(['Fasting Glucose']);
  });

  it('drops specks read as punctuation with no confidence', () => {
    const specks = [...table(), { text: ')', confidence: 0, x0: 1200, x1: 1204, baseline: 400, lineHeight: 40 }];
    expect(ocrReportLines([{ page: 1, words: specks }]).flatMap((line) => line.cells.map((cell) => cell.text))).not.toContain(')');
  });

  it("keeps an unsure '<' before a number: it is the result's qualifier or the open side of a range", () => {
    const words = [
      ...row(
        [
          ['HDL Cholesterol', 100],
          ['55', 900],
          ['mg/dL', 1300],
        ],
        300,
      ),
      ...row([['<', 1700]], 300, { confidence: 20 }),
      ...row([['40', 1732]], 300),
    ];
    expect(parseLabReportLines(ocrReportLines([{ page: 1, words }])).values[0]).toMatchObject({ value: 55, refLow: null, refHigh: 40 });
  });

  it('reads a unit with a misread character as that unit and sends its value to review', () => {
    const words = table().map((word) => (word.text === 'mg/dL' && word.baseline > 450 ? { ...word, text: 'ma/dL' } : word));
    const pages = [{ page: 1, words }];
    const marked = markOcrConfidence(parseLabReportLines(ocrReportLines(pages)).values, pages);
    expect(marked.map(({ printedName, unit, needsReview }) => ({ printedName, unit, needsReview }))).toEqual([
      { printedName: 'Fasting Glucose', unit: 'mg/dL', needsReview: undefined },
      { printedName: 'Creatinine', unit: 'mg/dL', needsReview: true },
    ]);
  });
});

describe('misread test names', () => {
  it('reads a name with one misread character as the test it names, and sends its result to review', () => {
    const words = table().map((word) => (word.text === 'Creatinine' ? { ...word, text: 'Creafinine' } : word));
    const values = readOcrReport([{ page: 1, words }]).extraction.values;
    expect(values.map(({ printedName, markerKey, needsReview }) => ({ printedName, markerKey, needsReview }))).toEqual([
      { printedName: 'Fasting Glucose', markerKey: 'glucose', needsReview: undefined },
      { printedName: 'Creatinine', markerKey: 'creatinine', needsReview: true },
    ]);
  });

  it('takes 1 and l for each other in names, and leaves names, headings and two-way misreadings alone', () => {
    expect(['Hemoglobin Alc', 'Cholestero1', 'Bi1irubin Total'].map(snappedTestName)).toEqual(['Hemoglobin A1c', 'Cholesterol', 'Bilirubin Total']);
    expect(['Hemoglobin', 'ALT', 'Patient Name', 'Reference Range', 'Spectrophotometry', 'Borderline High'].map(snappedTestName)).toEqual(Array(6).fill(null));
  });

  it('puts back a thin letter a blurred photo lost, and in a long name a second misread, never where two tests are as near', () => {
    expect(['Bilrubin, Total', 'Sodum', 'Calcum', 'Ferntn', 'TotaI ChoIesterol'].map(snappedTestName)).toEqual([
      'Bilirubin, Total',
      'Sodium',
      'Calcium',
      'Ferritin',
      'Total Cholesterol',
    ]);
    expect(['Patient Name', 'Physician', 'Interpretation', 'Collected', 'Sodim'].map(snappedTestName)).toEqual(Array(5).fill(null));
  });

  it("reads a site code's 0 misread as a capital O after a name ('TSHO1'), and a site code after a colon", () => {
    const rows = ['TSHO1  2.38  uIU/mL  0.45-4.50', 'Platelet Count: 03  335  x10E3/uL  150-450'];
    const { lines, snapped } = withTestNamesSnapped(rows.map((row, index) => lineFromText(row, index)));
    expect([...snapped]).toEqual(['TSH01']);
    expect(parseLabReportLines(lines).values).toMatchObject([
      { printedName: 'TSH', value: 2.38, markerKey: 'tsh' },
      { printedName: 'Platelet Count', value: 335, markerKey: 'platelet_count' },
    ]);
  });

  it('puts right only the name before a result run into its cell, and never takes that number for misread letters', () => {
    const rows = ['White Blood Cell Count 2.6  x10E3/uL  3.4-10.8', 'Vitamin D 12  ng/mL  30-100', 'Hemoglobin Alc 5.5  %  4.8-5.6'];
    const { lines, snapped } = withTestNamesSnapped(rows.map((row, index) => lineFromText(row, index)));
    expect(lines.map((line) => line.cells[0]!.text)).toEqual(['White Blood Cell Count 2.6', 'Vitamin D 12', 'Hemoglobin A1c 5.5']);
    expect([...snapped]).toEqual(['Hemoglobin A1c']);
    // A footnote key before a name opens a keyed range ('2) Hematocrit: 0.40 - 0.52 L/L'): the key stays.
    expect(withTestNamesSnapped([lineFromText('2) Hematocrit: 0.40 - 0.52 L/L', 0)]).lines[0]!.cells[0]!.text).toBe('2) Hematocrit: 0.40 - 0.52 L/L');
  });

  it('takes a capital O for a D in names, blurred on a phone photo', () => {
    expect(['HOL-C', 'ROW', 'LOH'].map(snappedTestName)).toEqual(['HDL-C', 'RDW', 'LDH']);
    expect(['ORDER', 'DOB', 'Comment'].map(snappedTestName)).toEqual([null, null, null]);
  });
});

describe('misread units', () => {
  it("reads a real unit its test is never measured in as the test's unit one misread away ('pmol/l' for uric acid)", () => {
    const value = { printedName: 'Acido urico', markerKey: 'uric_acid', value: 379, unit: 'pmol/l', refLow: 202, refHigh: 417, refText: '', page: 1 };
    expect(withUnitsFittingMarkers([value])).toEqual([{ ...value, unit: 'µmol/l', needsReview: true }]);
    const inMgPerDl = { ...value, value: 6.4, unit: 'mg/dL', refLow: 3.4, refHigh: 7 };
    expect(withUnitsFittingMarkers([inMgPerDl])).toEqual([inMgPerDl]);
  });

  it('undoes the usual misreadings of a slash, a capital I, micro, g and m', () => {
    expect(['ulU/mL', 'ma/dL', 'mmol!', 'lU/L', 'rnmol/L', 'gldL', 'mgIL'].map(snappedUnit)).toEqual([
      'uIU/mL',
      'mg/dL',
      'mmol/l',
      'IU/L',
      'mmol/L',
      'g/dL',
      'mg/L',
    ]);
  });

  it("puts right a text layer's unit cell beside a result or its flag, never a header cell", () => {
    const cellTexts = (text: string) => withUnitCellsSnapped([lineFromText(text, 0)]).lines[0]!.cells.map((cell) => cell.text);
    expect(cellTexts('Glucose  140  mg/dI  70 - 99')).toEqual(['Glucose', '140', 'mg/dl', '70 - 99']);
    expect(cellTexts('Glucose  140  H  mg/dI')).toEqual(['Glucose', '140', 'H', 'mg/dl']);
    expect(cellTexts('Test  Result  Min  Max')).toEqual(['Test', 'Result', 'Min', 'Max']);
  });

  it('reads a unit with a stray quote or colon read beside it as that unit', () => {
    expect(['ng/mL:', 'mg/dL’', '“mmol/L', 'H:', 'Note:'].map(snappedUnit)).toEqual(['ng/mL', 'mg/dL', 'mmol/L', null, null]);
  });

  it("reads the word after a result as its test's unit when a misreading of it is one (a slash read as a letter, micro lost, 'L' as 'u')", () => {
    const values = [
      { printedName: 'ALT', markerKey: 'alt', value: 22, unit: '', refLow: 7, refHigh: 56, refText: '7-56', page: 1 },
      { printedName: 'Iron', markerKey: 'iron', value: 119, unit: 'g/dL', refLow: 38, refHigh: 169, refText: '38-169', page: 1 },
      { printedName: 'eGFR', markerKey: 'egfr', value: 42, unit: 'mu/min/1.73m2', refLow: 60, refHigh: null, refText: '>60', page: 1 },
    ];
    expect(withUnitsFittingMarkers(values, [lineFromText('ALT  22  un  7-56', 0)]).map((value) => [value.unit, value.needsReview])).toEqual([
      ['u/L', true],
      ['µg/dL', true],
      ['ml/min/1.73m2', true],
    ]);
    const noUnitWord = [lineFromText('ALT  22  7-56', 0)];
    expect(withUnitsFittingMarkers([values[0]!], noUnitWord)).toEqual([{ ...values[0], needsReview: true }]);
  });

  it("reads a photo's unit that lost its end, its micro sign, or a 'd' blurred to 'a' as its test's unit, for review", () => {
    const row = (printedName: string, markerKey: string, value: number, unit: string) => ({
      printedName,
      markerKey,
      value,
      unit,
      refLow: null,
      refHigh: null,
      refText: '',
      page: 1,
    });
    const values = [
      row('Hemoglobin', 'hemoglobin', 15, 'g/d'),
      row('Total Cholesterol', 'total_cholesterol', 131, 'mg/d'),
      row('Sodium', 'sodium', 142, 'mmol,'),
      row('Albumin', 'albumin', 3.7, 'g/aL'),
      row('Platelet Count', 'platelet_count', 402, 'x10E3/L'),
      row('RBC', 'rbc_count', 5.33, 'x10E6/ML'),
    ];
    expect(withUnitsFittingMarkers(values).map((value) => [value.unit, value.needsReview])).toEqual([
      ['g/dL', true],
      ['mg/dL', true],
      ['mmol/L', true],
      ['g/dL', true],
      ['x10E3/µL', true],
      ['x10E6/µL', true],
    ]);
    // A unit that is none of the test's, and no such misreading of one, is still dropped.
    expect(withUnitsFittingMarkers([row('Sodium', 'sodium', 142, 'g/d')]).map((value) => value.unit)).toEqual(['']);
  });

  it('finds the word after a result printed with a thousands separator (250,000 read as 250000)', () => {
    const platelets = {
      printedName: 'Platelet count',
      markerKey: 'platelet_count',
      value: 250000,
      unit: '',
      refLow: 150000,
      refHigh: 450000,
      refText: '',
      page: 1,
    };
    const plateletRow = [lineFromText('Platelet count  250,000  aL  150,000 - 450,000', 0)];
    expect(withUnitsFittingMarkers([platelets], plateletRow).map((value) => [value.unit, value.needsReview])).toEqual([['µL', true]]);
  });

  it("reads 'aL' after a count as per microlitre, unless that would put the count a thousandfold off its test's range", () => {
    const platelets = {
      printedName: 'Platelet count',
      markerKey: 'platelet_count',
      value: 250000,
      unit: '',
      refLow: 150000,
      refHigh: 450000,
      refText: '',
      page: 1,
    };
    const plateletRow = [lineFromText('Platelet count  250000  aL  150000 - 450000', 0)];
    expect(withUnitsFittingMarkers([platelets], plateletRow).map((value) => [value.unit, value.needsReview])).toEqual([['µL', true]]);
    const wbc = { printedName: 'WBC', markerKey: 'wbc_count', value: 7.2, unit: '', refLow: 4, refHigh: 11, refText: '', page: 1 };
    expect(withUnitsFittingMarkers([wbc], [lineFromText('WBC  7.2  aL  4.0 - 11.0', 0)])).toEqual([{ ...wbc, needsReview: true }]);
  });

  it('reads a result with no unit as percent when its test is measured in percent and the value is plausible only as percent', () => {
    const hematocrit = { printedName: 'Hematocrit', markerKey: 'hematocrit', value: 42, unit: '', refLow: 40, refHigh: 50, refText: '40 - 50', page: 1 };
    expect(withUnitsFittingMarkers([hematocrit])).toEqual([{ ...hematocrit, unit: '%', needsReview: true }]);
    const asFraction = { ...hematocrit, value: 0.42, refLow: 0.4, refHigh: 0.5, refText: '0.40 - 0.50' };
    expect(withUnitsFittingMarkers([asFraction])).toEqual([{ ...asFraction, needsReview: true }]);
    const hba1c = { printedName: 'HbA1c', markerKey: 'hba1c', value: 5.6, unit: '', refLow: 4, refHigh: 5.6, refText: '4 - 5.6', page: 1 };
    expect(withUnitsFittingMarkers([hba1c])).toEqual([{ ...hba1c, needsReview: true }]);
  });

  it("reads 'fl' glued to the end of a range as a '1' as the unit of a test measured in femtolitres, and leaves other ranges alone", () => {
    const mcv = { printedName: 'MCV', markerKey: 'mcv', value: 72, unit: '', refLow: 80, refHigh: 991, refText: '80-991', page: 1 };
    expect(withUnitsFittingMarkers([mcv])).toEqual([{ ...mcv, unit: 'fl', refHigh: 99, refText: '80-99 fl', needsReview: true }]);
    const plausible = { ...mcv, refLow: 80, refHigh: 101, refText: '80-101' };
    expect(withUnitsFittingMarkers([plausible])).toEqual([{ ...plausible, needsReview: true }]);
  });

  it("reads a count unit whose raised exponent was read on the line or as a quote ('x103/uL', 'x10\"3/uL') as that unit", () => {
    expect(['x103/uL', 'x109/L', 'x10"3/uL'].map(snappedUnit)).toEqual(['x10^3/uL', 'x10^9/L', 'x10^3/uL']);
  });

  it("reads 'o' after a result of a test measured in percent as '%', only where the value is plausible in percent", () => {
    const neutrophils = {
      printedName: 'Neutrophils',
      markerKey: 'neutrophils_percent',
      value: 62,
      unit: '',
      refLow: 40,
      refHigh: 75,
      refText: '40-75',
      page: 1,
    };
    expect(withUnitsFittingMarkers([neutrophils], [lineFromText('Neutrophils  62  o  40-75', 0)])).toEqual([{ ...neutrophils, unit: '%', needsReview: true }]);
  });

  it("reads '%' misread as '96', '9o' or '0' after a result as '%' where its test is measured in percent and the row's numbers fit percent best", () => {
    const hba1c = { printedName: 'HbA1c', markerKey: 'hba1c', value: 5.6, unit: '', refLow: 4, refHigh: 5.6, refText: '4.0 - 5.6', page: 1 };
    for (const misread of ['96', '9o', '0'])
      expect(withUnitsFittingMarkers([hba1c], [lineFromText(`HbA1c  5.6  ${misread}  4.0 - 5.6`, 0)])).toEqual([{ ...hba1c, unit: '%', needsReview: true }]);
    // The same words after numbers that fit another unit of the test (mmol/mol, L/L) are not its '%'.
    const inMmolPerMol = { ...hba1c, value: 38, refLow: 20, refHigh: 42, refText: '20 - 42' };
    expect(withUnitsFittingMarkers([inMmolPerMol], [lineFromText('HbA1c  38  0  20 - 42', 0)])).toEqual([{ ...inMmolPerMol, needsReview: true }]);
    const asFraction = {
      printedName: 'Hematocrit',
      markerKey: 'hematocrit',
      value: 0.42,
      unit: '',
      refLow: 0.4,
      refHigh: 0.5,
      refText: '0.40 - 0.50',
      page: 1,
    };
    expect(withUnitsFittingMarkers([asFraction], [lineFromText('Hematocrit  0.42  0  0.40 - 0.50', 0)])).toEqual([{ ...asFraction, needsReview: true }]);
    const glucose = { printedName: 'Glucose', markerKey: 'glucose', value: 5.6, unit: '', refLow: 3.9, refHigh: 5.5, refText: '3.9 - 5.5', page: 1 };
    expect(withUnitsFittingMarkers([glucose], [lineFromText('Glucose  5.6  96  3.9 - 5.5', 0)])).toEqual([{ ...glucose, needsReview: true }]);
  });

  it("drops a unit that is none of its test's and no misreading of exactly one of them, and sends the result to review", () => {
    const glucose = { printedName: 'Glucose', markerKey: 'glucose', value: 92, unit: 'pg', refLow: 70, refHigh: 99, refText: '70-99', page: 1 };
    expect(withUnitsFittingMarkers([glucose])).toEqual([{ ...glucose, unit: '', needsReview: true }]);
  });

  it('sends to review a result with no unit where its test has one, and leaves one whose test has none as read', () => {
    const alt = { printedName: 'ALT', markerKey: 'alt', value: 22, unit: '', refLow: 7, refHigh: 56, refText: '7-56', page: 1 };
    const inr = { printedName: 'INR', markerKey: 'inr', value: 1.1, unit: '', refLow: 0.8, refHigh: 1.2, refText: '0.8-1.2', page: 1 };
    expect(withUnitsFittingMarkers([alt, inr])).toEqual([{ ...alt, needsReview: true }, inr]);
  });

  it("sends to review a result more than twentyfold outside its test's reference range in its unit, and leaves one within it", () => {
    const glucose = { printedName: 'Glucose', markerKey: 'glucose', value: 92, unit: 'mg/dL', refLow: 70, refHigh: 99, refText: '70-99', page: 1 };
    const misreadDigits = { ...glucose, value: 9200 };
    const lostDecimals = { ...glucose, value: 0.92 };
    expect(withUnitsFittingMarkers([glucose, misreadDigits, lostDecimals]).map((value) => value.needsReview)).toEqual([undefined, true, true]);
  });

  it('sends to review a result read ten times outside its own printed range (a misread digit or a lost point), and leaves one within it', () => {
    const glucose = { printedName: 'Glucose', markerKey: 'glucose', value: 92, unit: 'mg/dL', refLow: 70, refHigh: 99, refText: '70 - 99', page: 1 };
    expect(withUnitsFittingMarkers([{ ...glucose, value: 920 }])).toEqual([{ ...glucose, value: 920 }]);
    expect(withUnitsFittingMarkers([{ ...glucose, value: 1100 }])).toEqual([{ ...glucose, value: 1100, needsReview: true }]);
    expect(withUnitsFittingMarkers([{ ...glucose, value: 6 }])).toEqual([{ ...glucose, value: 6, needsReview: true }]);
  });

  it("sends to review a result printed with '<' or '>' at a limit of its test's reference range, and leaves one at a detection limit", () => {
    const triglycerides = {
      printedName: 'Triglycerides',
      markerKey: 'triglycerides',
      value: 150,
      qualifier: '<' as const,
      unit: 'mg/dL',
      refLow: null,
      refHigh: null,
      refText: '',
      page: 1,
    };
    const crp = { printedName: 'CRP', markerKey: 'crp', value: 0.5, qualifier: '<' as const, unit: 'mg/L', refLow: null, refHigh: 5, refText: '<5', page: 1 };
    expect(withUnitsFittingMarkers([triglycerides, crp]).map((value) => value.needsReview)).toEqual([true, undefined]);
  });

  it('sends to review a result matched to no test', () => {
    const unknown = { printedName: 'Zonulin', value: 40, unit: 'ng/mL', refLow: null, refHigh: 48, refText: '<48', page: 1 };
    expect(withUnitsFittingMarkers([unknown])).toEqual([{ ...unknown, needsReview: true }]);
  });

  it('leaves units, numbers, flags and the words of test names as they are', () => {
    expect(['mg/dL', 'x10E3/uL', '%', '5.4', 'H', 'L', 'High', 'ALT', 'Iron', 'Alc', 'Cholesterol', 'Potassio', 'Basophils'].map(snappedUnit)).toEqual(
      Array(13).fill(null),
    );
  });
});

describe('OCR unit repair in context', () => {
  it('reads a misread unit beside a result as that unit, but leaves a column header one misread from a unit as printed', () => {
    const words = [
      ...row(
        [
          ['Esame', 100],
          ['Risultato', 700],
          ['Unità', 1000],
          ['Min', 1300],
          ['Max', 1600],
        ],
        300,
      ),
      ...row(
        [
          ['Sodio', 100],
          ['141', 700],
          ['rnmol/l', 1000],
          ['136', 1300],
          ['145', 1600],
        ],
        360,
      ),
    ];
    const [header, result] = ocrReportLines([{ page: 1, words }]);
    expect(header!.cells.map((cell) => cell.text)).toEqual(['Esame', 'Risultato', 'Unità', 'Min', 'Max']);
    expect(result!.cells.map((cell) => cell.text)).toEqual(['Sodio', '141', 'mmol/l', '136', '145']);
  });
});

describe('report files and languages', () => {
  it('tells PDFs and photos apart by their bytes, and refuses anything else', () => {
    expect(reportFileKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(reportFileKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(reportFileKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(reportFileKind(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(8)]))).toBe('heic');
    expect(reportFileKind(Buffer.from('GIF89a'))).toBeNull();
    expect(reportFileKind(Buffer.from('just some text'))).toBeNull();
  });

  it('reads image sizes from headers before decoding (a tiny file can claim a huge image)', () => {
    const png = Buffer.alloc(24);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    png.writeUInt32BE(60_000, 16);
    png.writeUInt32BE(40_000, 20);
    expect(imageDimensions(png, 'png')).toEqual({ width: 60_000, height: 40_000 });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x0b, 0xb8, 0x0f, 0xa0, 0x03]);
    expect(imageDimensions(jpeg, 'jpeg')).toEqual({ width: 4000, height: 3000 });
  });

  it('switches OCR to the report language from header words, accents or not', () => {
    expect(reportLanguage('Vizsgálat Eredmény Mértékegység Referencia tartomány')).toBe('hun');
    expect(reportLanguage('Untersuchung Ergebnis Einheit Referenzbereich')).toBe('deu');
    expect(reportLanguage('Test Result Unit Reference Range')).toBeNull();
  });

  it('takes the OCR language of a PDF with some text pages from all of those pages, not one OCR-read page', () => {
    const textPage = (page: number, words: string[]) => ({
      page,
      items: words.map((text, index) => ({ text, x: 40 + index * 120, y: 100, width: 100, fontSize: 10 })),
    });
    // Page 1 is the one read with OCR; the header words are spread over the text pages, one each.
    const germanPages = [textPage(2, ['Untersuchung', 'Glucose', '5,4']), textPage(3, ['Referenzbereich', 'Befund'])];
    expect(textPagesLanguage(germanPages)).toBe('deu');
    expect(textPagesLanguage([textPage(2, ['Test', 'Result', 'Units', 'Reference Range'])])).toBeNull();
  });
});

describe('ranges that lost their dash', () => {
  const sodium = (cells: [string, number][], baseline: number) => row([['Sodium', 100], ...cells], baseline);
  const read = (words: OcrWord[]) =>
    readOcrReport([{ page: 1, words }]).extraction.values.map(({ printedName, value, unit, refLow, refHigh, needsReview }) => ({
      printedName,
      value,
      unit,
      refLow,
      refHigh,
      needsReview,
    }));

  it("reads two rising numbers after a result as its range when the row gives its test no result otherwise ('136 145' after a misread unit), for review", () => {
    const lostUnit = sodium(
      [
        ['142', 900],
        ['mmol', 1300],
        ['136', 1700],
        ['145', 1900],
      ],
      400,
    );
    expect(read(lostUnit)).toEqual([{ printedName: 'Sodium', value: 142, unit: 'mmol/L', refLow: 136, refHigh: 145, needsReview: true }]);
    const noUnit = row(
      [
        ['Eosinophils', 100],
        ['1', 900],
        ['00 06', 1700],
      ],
      400,
    );
    expect(read(noUnit)).toEqual([{ printedName: 'Eosinophils', value: 1, unit: '', refLow: 0, refHigh: 6, needsReview: true }]);
  });

  it('leaves numbers that fall, and rows of a test already read on the page, as they are', () => {
    const falling = sodium(
      [
        ['142', 900],
        ['mmol', 1300],
        ['145', 1700],
        ['136', 1900],
      ],
      400,
    );
    expect(read(falling)).toEqual([]);
    const readAbove = sodium(
      [
        ['140', 900],
        ['mmol/L', 1300],
        ['136 - 145', 1700],
      ],
      300,
    );
    const again = sodium(
      [
        ['142', 900],
        ['mmol', 1300],
        ['136', 1700],
        ['145', 1900],
      ],
      400,
    );
    expect(read([...readAbove, ...again]).map(({ value }) => value)).toEqual([140]);
  });
});
