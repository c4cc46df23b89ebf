import { describe, expect, it } from '@jest/globals';
import { buildCorpus, corpusDocument } from '../devCorpus/buildCorpus.js';
import { renderCorpusPdf } from '../devCorpus/corpusDocument.js';
import { PLAIN_ENCODING, type PdfEncoding } from '../devCorpus/pdfEncoding.js';
import { CORPUS_FAMILIES, type CorpusFamily } from '../devCorpus/corpusRegistry.js';
import { explainMisses } from '../devCorpus/scoreExtraction.js';
import { extractLabReport, parseLabReportLines, type ExtractedLabValue } from '../extraction/labReportParser.js';
import { buildReportLines, type LabReportLine } from '../extraction/reportLines.js';
import { markerNameKey, matchMarker } from '../markers/markerCatalog.js';

/** A line of positioned cells, for layouts where the vertical placement matters (cards, tiers, comments). */
function placed(y: number, ...cells: Array<[string, number, number?]>): LabReportLine {
  return { page: 1, y, cells: cells.map(([text, x, fontSize = 9]) => ({ text, x, width: text.length * (fontSize * 0.5), fontSize })) };
}

/** One departure from plain text runs each, so a failure names the encoding that broke. */
const ENCODINGS: Record<string, Partial<PdfEncoding>> = {
  'on a page stored landscape and turned by /Rotate': { rotatedPages: true },
  'glyph by glyph, column by column': { runs: 'glyphs', drawOrder: 'columns' },
  'word by word, from the foot of the page up': { runs: 'words', drawOrder: 'bottom-up' },
  'with bold printed twice': { doubleStruckBold: true },
  'with no-break spaces, the micro sign, raised powers of ten and raised footnote marks': {
    noBreakSpaces: true,
    microSign: true,
    raisedPowers: true,
    raisedFootnotes: true,
  },
};

function byName(values: readonly ExtractedLabValue[], printedName: string): ExtractedLabValue | undefined {
  return values.find((value) => value.printedName === printedName);
}

describe('generated reports of each layout family', () => {
  // Three documents per family from the development split; each must come out complete and with nothing extra.
  it.each(Object.keys(CORPUS_FAMILIES) as CorpusFamily[])('reads every printed value of %s reports exactly once, with its range and date', async (family) => {
    for (const document of await buildCorpus('dev', 3, [family])) {
      const extraction = await extractLabReport(document.pdf);
      const { missed, spurious } = explainMisses(document.expected, extraction);
      expect({ id: document.id, missed, spurious }).toEqual({ id: document.id, missed: [], spurious: [] });
      // The printed date, or none (the review asks) when it is printed only as '03/04/2025' and nothing settles the order.
      const dateRead = document.collectedOnAmbiguous && extraction.collectedOn === null ? document.collectedOn : extraction.collectedOn;
      expect({ id: document.id, collectedOn: dateRead }).toEqual({ id: document.id, collectedOn: document.collectedOn });
      // Wherever the catalog knows the printed name and unit, the value carries that marker (and the urine specimen).
      for (const value of document.expected.filter((expected) => matchMarker(expected.name, expected.unit || undefined)?.key === expected.markerKey)) {
        const found = extraction.values.find(
          // By name, or by marker where a scanner's text layer misprinted the name ('AST (SG0T)').
          (candidate) =>
            candidate.value === value.value && (markerNameKey(candidate.printedName) === markerNameKey(value.name) || candidate.markerKey === value.markerKey),
        );
        expect({ name: value.name, markerKey: found?.markerKey, specimen: found?.specimen }).toEqual({
          name: value.name,
          markerKey: value.markerKey,
          specimen: value.specimen,
        });
      }
    }
  });
});

describe('portal and dashboard printouts', () => {
  it('takes the name from the line above a status and value, and turns out-of-range statuses into flags', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Heart Health', 40, 12]),
      placed(120, ['LDL Cholesterol', 50, 10]),
      placed(134, ['Above Range', 50, 9]),
      placed(147, ['142 mg/dL', 50, 11]),
      placed(167, ['HDL Cholesterol', 50, 10]),
      placed(181, ['In Range', 50, 9]),
      placed(194, ['55 mg/dL', 50, 11]),
      placed(220, ['Metabolic Health', 40, 12]),
      placed(240, ['LDL Cholesterol', 50, 10]),
      placed(254, ['Above Range', 50, 9]),
      placed(267, ['142 mg/dL', 50, 11]),
    ]);
    expect(values.map(({ printedName, value, unit, flag }) => ({ printedName, value, unit, flag }))).toEqual([
      { printedName: 'LDL Cholesterol', value: 142, unit: 'mg/dL', flag: 'High' },
      { printedName: 'HDL Cholesterol', value: 55, unit: 'mg/dL', flag: undefined },
    ]);
  });

  it('keeps cards printed side by side apart', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Iron', 50, 10], ['Vitamin D, 25-Hydroxy', 300, 10]),
      placed(113, ['125 ug/dL', 50, 11], ['18.5 ng/mL', 300, 11]),
      placed(127, ['In Range', 50], ['Below Range', 300]),
    ]);
    expect(values.map(({ printedName, value, flag }) => ({ printedName, value, flag }))).toEqual([
      { printedName: 'Iron', value: 125, flag: undefined },
      { printedName: 'Vitamin D, 25-Hydroxy', value: 18.5, flag: 'Low' },
    ]);
  });

  it('joins a card split over a page break', () => {
    const { values } = parseLabReportLines([
      placed(760, ['Potassium', 50, 10]),
      placed(774, ['Above Range', 50]),
      { ...placed(50, ['5.6 mmol/L', 50, 11]), page: 2 },
      { ...placed(70, ['Sodium', 50, 10]), page: 2 },
      { ...placed(84, ['In Range', 50]), page: 2 },
      { ...placed(97, ['140 mmol/L', 50, 11]), page: 2 },
    ]);
    expect(values.map(({ printedName, value, flag, page }) => ({ printedName, value, flag, page }))).toEqual([
      { printedName: 'Potassium', value: 5.6, flag: 'High', page: 2 },
      { printedName: 'Sodium', value: 140, flag: undefined, page: 2 },
    ]);
  });

  it("joins a card split over a page break under the browser's running head and above its running foot, which are no names", () => {
    const onPage = (page: number, line: LabReportLine) => ({ ...line, page });
    const furniture = (page: number) => [
      onPage(page, placed(50, ['2/21/22, 12:27 AM', 40, 7], ['Lab Result - PatientLink', 253, 7])),
      onPage(page, placed(828, ['https://portal.example.org/app/results/details?orderId=39655625', 40, 7])),
    ];
    const [head1, foot1] = furniture(1);
    const [head2, foot2] = furniture(2);
    const { values } = parseLabReportLines([
      head1!,
      placed(100, ['Glucose', 40, 11]),
      placed(115, ['Your Value', 40, 8], ['Reference range', 177, 8]),
      placed(127, ['92 mg/dL', 40, 9], ['70 - 99', 177, 9]),
      placed(770, ['WBC', 40, 11]),
      foot1!,
      head2!,
      onPage(2, placed(73, ['Your Value', 40, 8], ['Reference range', 177, 8])),
      onPage(2, placed(85, ['9.3 x10E3/uL', 40, 9], ['3.4 - 10.8', 177, 9])),
      foot2!,
    ]);
    expect(values.map(({ printedName, value, refHigh }) => ({ printedName, value, refHigh }))).toEqual([
      { printedName: 'Glucose', value: 92, refHigh: 99 },
      { printedName: 'WBC', value: 9.3, refHigh: 10.8 },
    ]);
  });

  it("takes the name from the card when the value's line is labelled 'Your value'", () => {
    const { values } = parseLabReportLines([placed(100, ['HDL Cholesterol', 50, 10]), placed(114, ['Your value', 50], ['62 mg/dL', 150, 11])]);
    expect(values).toEqual([expect.objectContaining({ printedName: 'HDL Cholesterol', value: 62, unit: 'mg/dL', markerKey: 'hdl_cholesterol' })]);
  });

  it('reads a status printed beside the value', () => {
    const { values } = parseLabReportLines([placed(100, ['Ferritin', 50, 10]), placed(114, ['Below Range', 50], ['12 ng/mL', 200, 11])]);
    expect(values).toEqual([expect.objectContaining({ printedName: 'Ferritin', value: 12, unit: 'ng/mL', flag: 'Low', markerKey: 'ferritin' })]);
  });
});

describe('portal result cards with a range and a value label', () => {
  it("reads the range printed between a card's name and its value, and a bare number under a 'Value' label with the unit from the range", () => {
    const { values } = parseLabReportLines([
      placed(100, ['AST (SGOT)', 40, 11]),
      placed(115, ['Standard range: 10 - 40 IU/L', 40, 8]),
      placed(128, ['Value', 40, 8]),
      placed(141, ['52', 40, 11], ['High', 160]),
      placed(170, ['Potassium', 40, 11]),
      placed(185, ['Normal range: 3.5 - 5.1', 40, 8]),
      placed(198, ['Value', 40, 8]),
      placed(211, ['4.6 mmol/L', 40, 11]),
      placed(230, ['Please note: the reference interval for patients over 65 years is 0.7 to 1.5.', 40, 7]),
    ]);
    expect(values.map(({ printedName, value, unit, refLow, refHigh, flag }) => ({ printedName, value, unit, refLow, refHigh, flag }))).toEqual([
      { printedName: 'AST (SGOT)', value: 52, unit: 'IU/L', refLow: 10, refHigh: 40, flag: 'High' },
      { printedName: 'Potassium', value: 4.6, unit: 'mmol/L', refLow: 3.5, refHigh: 5.1, flag: undefined },
    ]);
  });

  it('reads a whole number under the value label beside a range cell that opens with three digits as a value and its range, not one number', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Sodium', 40, 11]),
      placed(116, ['Value', 40, 8], ['Normal range', 179, 8], ['Result flag', 317, 8]),
      placed(128, ['141', 40, 9], ['136 - 145 mmol/l', 179, 9], ['Normal', 317, 9]),
    ]);
    expect(values.map(({ printedName, value, unit, refLow, refHigh }) => ({ printedName, value, unit, refLow, refHigh }))).toEqual([
      { printedName: 'Sodium', value: 141, unit: 'mmol/l', refLow: 136, refHigh: 145 },
    ]);
  });

  it('takes no bare number as a value without the label above it', () => {
    expect(
      parseLabReportLines([placed(100, ['Potassium', 40, 11]), placed(115, ['Normal range: 3.5 - 5.1', 40, 8]), placed(128, ['4.6', 40, 11])]).values,
    ).toEqual([]);
  });
});

describe('repeated renderings', () => {
  it('keeps one result per test, the rendering with the range and flag', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Glucose', 50, 10]),
      placed(114, ['Above Range', 50]),
      placed(127, ['112 mg/dL', 50, 11]),
      { ...placed(100, ['Glucose', 40], ['112', 230], ['H', 290], ['mg/dL', 340], ['70-99', 420]), page: 2 },
    ]);
    expect(values).toEqual([expect.objectContaining({ value: 112, refLow: 70, refHigh: 99, flag: 'H', page: 1 })]);
  });
});

describe('previous-result columns, comment ranges, site codes and wrapped values', () => {
  it('ignores site codes and footnote marks after names and reads the range from a comment line', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Test', 40], ['Current Result and Flag', 215], ['Previous Result and Date', 330], ['Units', 450], ['Reference Interval', 500]),
      placed(114, ['Triglycerides² 01', 40], ['171', 215], ['High', 250], ['134', 330], ['10/09/2023', 370], ['mg/dL', 450]),
      placed(126, ['Reference Range <150', 60, 8]),
      placed(140, ['Vitamin B12 02', 40], ['542', 215], ['pg/mL', 450], ['232-1245', 500]),
    ]);
    expect(values.map(({ printedName, value, flag, refLow, refHigh }) => ({ printedName, value, flag, refLow, refHigh }))).toEqual([
      { printedName: 'Triglycerides', value: 171, flag: 'High', refLow: null, refHigh: 150 },
      { printedName: 'Vitamin B12', value: 542, flag: undefined, refLow: 232, refHigh: 1245 },
    ]);
  });

  it('takes a range from a comment block a few lines down, and reads results again after the block', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Test', 40], ['Current Result and Flag', 215], ['Units', 450], ['Reference Interval', 500]),
      placed(114, ['eGFR', 40], ['48', 215], ['Low', 250], ['mL/min/1.73m2', 450]),
      placed(126, ['Comment:', 60, 8]),
      placed(137, ['Reference range: > 60', 60, 8]),
      placed(151, ['Alkaline Phosphatase', 40]),
      placed(163, ['136', 215], ['U/L', 450], ['44-147', 500]),
      placed(177, ['Potassium', 40], ['4.1', 215], ['mmol/L', 450]),
    ]);
    expect(values.map(({ printedName, value, refLow, refHigh }) => ({ printedName, value, refLow, refHigh }))).toEqual([
      { printedName: 'eGFR', value: 48, refLow: 60, refHigh: null },
      { printedName: 'Alkaline Phosphatase', value: 136, refLow: 44, refHigh: 147 },
      { printedName: 'Potassium', value: 4.1, refLow: null, refHigh: null },
    ]);
  });

  it("keeps a result whose range column says 'Not Estab.', and knows US short names ('LDL Chol Calc (NIH)')", () => {
    const { values } = parseLabReportLines([
      'Test   Result   Flag   Units   Reference Interval',
      'Neutrophils   55      %   Not Estab.',
      'LDL Chol Calc (NIH)   112   H   mg/dL   0 - 99',
    ]);
    expect(values.map(({ printedName, value, refLow, refHigh, markerKey }) => ({ printedName, value, refLow, refHigh, markerKey }))).toEqual([
      { printedName: 'Neutrophils', value: 55, refLow: null, refHigh: null, markerKey: 'neutrophils_percent' },
      { printedName: 'LDL Chol Calc (NIH)', value: 112, refLow: 0, refHigh: 99, markerKey: 'ldl_cholesterol' },
    ]);
  });

  it('joins a value wrapped onto the line below its name', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Test', 40], ['Result', 215], ['Units', 450], ['Reference Interval', 500]),
      placed(114, ['Vitamin D, 25-Hydroxy', 40]),
      placed(126, ['21.4', 215], ['Low', 250], ['ng/mL', 450], ['30.0-100.0', 500]),
      placed(139, ['Desirable: < 200', 60, 8]),
    ]);
    expect(values).toEqual([expect.objectContaining({ printedName: 'Vitamin D, 25-Hydroxy', value: 21.4, flag: 'Low', refLow: 30, refHigh: 100 })]);
  });
});

describe('risk-tier tables', () => {
  it('flags a value by the tier column it sits in and takes the optimal tier as the range', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Test', 40], ['Optimal', 220], ['Borderline', 310], ['Increased risk', 400], ['Units', 500]),
      placed(118, ['LDL Cholesterol', 40], ['142', 310], ['mg/dL', 500]),
      placed(130, ['<100', 220, 7], ['100-130', 310, 7], ['>130', 400, 7]),
      placed(146, ['HDL Cholesterol', 40], ['62', 220], ['mg/dL', 500]),
      placed(158, ['>40', 220, 7], ['30-40', 310, 7], ['<30', 400, 7]),
    ]);
    expect(values.map(({ printedName, value, flag, refLow, refHigh }) => ({ printedName, value, flag, refLow, refHigh }))).toEqual([
      { printedName: 'LDL Cholesterol', value: 142, flag: 'Borderline', refLow: null, refHigh: 100 },
      { printedName: 'HDL Cholesterol', value: 62, flag: undefined, refLow: 40, refHigh: null },
    ]);
  });
});

describe('European layouts', () => {
  it('joins low and high limit columns and reads the deviation column as the flag', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Vizsgálat', 40], ['Eredmény', 200], ['Mértékegység', 260], ['Alsó', 360], ['Felső', 420], ['Eltérés', 490]),
      placed(114, ['Nátrium', 40], ['147', 200], ['mmol/l', 260], ['136', 360], ['145', 420], ['+', 490]),
      placed(127, ['HDL-koleszterin', 40], ['1,31', 200], ['mmol/l', 260], ['1,00', 360]),
      placed(140, ['pH', 40], ['6,5', 200], ['5,0', 360], ['8,0', 420]),
    ]);
    expect(values.map(({ printedName, value, flag, refLow, refHigh }) => ({ printedName, value, flag, refLow, refHigh }))).toEqual([
      { printedName: 'Nátrium', value: 147, flag: '+', refLow: 136, refHigh: 145 },
      { printedName: 'HDL-koleszterin', value: 1.31, flag: undefined, refLow: 1, refHigh: null },
      { printedName: 'pH', value: 6.5, flag: undefined, refLow: 5, refHigh: 8 },
    ]);
  });

  it('reads English Low and High limit columns as the range, not as risk tiers', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Test', 40], ['Result', 200], ['Units', 260], ['Low', 360], ['High', 420]),
      placed(114, ['Glucose', 40], ['5.9', 200], ['mmol/L', 260], ['3.9', 360], ['5.5', 420]),
      placed(127, ['pH', 40], ['6.5', 200], ['5.0', 360], ['8.0', 420]),
    ]);
    expect(values.map(({ printedName, value, flag, refLow, refHigh }) => ({ printedName, value, flag, refLow, refHigh }))).toEqual([
      { printedName: 'Glucose', value: 5.9, flag: undefined, refLow: 3.9, refHigh: 5.5 },
      { printedName: 'pH', value: 6.5, flag: undefined, refLow: 5, refHigh: 8 },
    ]);
  });

  it('skips the value repeated in other units and reads French ranges written with à', () => {
    const { values } = parseLabReportLines([
      'Cholestérol total   1,85   g/L (4,78 mmol/L)   1,40 à 2,00',
      'Hématocrite   0,66*   L/L   (66,0 %)   0,40 - 0,52',
    ]);
    expect(values.map(({ printedName, value, unit, flag, refLow, refHigh }) => ({ printedName, value, unit, flag, refLow, refHigh }))).toEqual([
      { printedName: 'Cholestérol total', value: 1.85, unit: 'g/L', flag: undefined, refLow: 1.4, refHigh: 2 },
      { printedName: 'Hématocrite', value: 0.66, unit: 'L/L', flag: '*', refLow: 0.4, refHigh: 0.52 },
    ]);
  });

  it("reads other column titles labs use ('Messwert', 'von' / 'bis', 'Valeurs usuelles') and a unit run into the value in other units", () => {
    const german = parseLabReportLines([
      placed(100, ['Analyse', 40], ['Messwert', 200], ['Einh.', 260], ['von', 360], ['bis', 420]),
      placed(114, ['Natrium', 40], ['147', 200], ['mmol/l', 260], ['136', 360], ['145', 420]),
    ]).values;
    expect(german).toEqual([expect.objectContaining({ printedName: 'Natrium', value: 147, refLow: 136, refHigh: 145 })]);
    const french = parseLabReportLines([
      placed(100, ['Paramètre', 40], ['Valeur', 200], ['Unité', 260], ['Antériorités', 330], ['Valeurs usuelles', 420]),
      placed(114, ['Hémoglobine glyquée', 40], ['48', 200], ['mmol/mol(6,5 %)', 260], ['41', 330], ['20 - 42', 420]),
    ]).values;
    expect(french).toEqual([expect.objectContaining({ value: 48, unit: 'mmol/mol', refLow: 20, refHigh: 42, markerKey: 'hba1c' })]);
  });

  it('splits a value run together with its unit', () => {
    const { values } = parseLabReportLines([placed(100, ['eGFR', 40], ['>90ml/perc/1.73', 200], ['60', 360])]);
    expect(values).toEqual([expect.objectContaining({ printedName: 'eGFR', value: 90, qualifier: '>', unit: 'ml/perc/1.73' })]);
  });

  it('marks results of urine chemistry and sediment sections as urine, and blood sections after them as blood', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Klinikai kémia', 40, 10]),
      placed(114, ['Kreatinin', 40], ['88', 200], ['umol/l', 260], ['62 - 106', 360]),
      placed(130, ['Vizelet üledék', 40, 10]),
      placed(144, ['Vörösvértest', 40], ['2', 200], ['/µl', 260], ['0 - 15', 360]),
      placed(157, ['Kreatinin', 40], ['9,1', 200], ['mmol/l', 260], ['2,5 - 25,0', 360]),
      placed(173, ['Hematológia', 40, 10]),
      placed(187, ['Vörösvértestszám', 40], ['4,9', 200], ['T/l', 260], ['4,5 - 5,9', 360]),
    ]);
    expect(values.map(({ printedName, value, specimen }) => ({ printedName, value, specimen }))).toEqual([
      { printedName: 'Kreatinin', value: 88, specimen: undefined },
      { printedName: 'Vörösvértest', value: 2, specimen: 'urine' },
      { printedName: 'Kreatinin', value: 9.1, specimen: 'urine' },
      { printedName: 'Vörösvértestszám', value: 4.9, specimen: undefined },
    ]);
    expect(byName(values, 'Vörösvértestszám')?.markerKey).toBe('rbc_count');
  });

  it("reads a Hungarian table with a 'Kód' column, 'Alsó' / 'Felső' limits and a previous column dated in brackets ('Előző (2024.01.15.)')", () => {
    const { values } = parseLabReportLines([
      placed(100, ['Kód', 40], ['Vizsgálat', 80], ['Eredmény', 250], ['Me.', 300], ['Alsó', 360], ['Felső', 400], ['Előző eredmény (2024.01.15.)', 445]),
      placed(114, ['KREA', 40], ['Se-Kreatinin', 80], ['91', 250], ['µmol/l', 300], ['62', 360], ['106', 400], ['87', 445]),
      placed(128, ['EGFR', 40], ['eGFR (CKD-EPI)', 80], ['78', 250], ['ml/min/1,73m2', 300], ['60', 360], ['81', 445]),
      placed(142, ['GPT', 40], ['Se-GPT (ALAT)', 80], ['62', 250], ['H', 285], ['U/l', 300], ['50', 400], ['-', 445]),
    ]);
    expect(values.map(({ printedName, value, unit, refLow, refHigh }) => ({ printedName, value, unit, refLow, refHigh }))).toEqual([
      { printedName: 'Se-Kreatinin', value: 91, unit: 'µmol/l', refLow: 62, refHigh: 106 },
      { printedName: 'eGFR (CKD-EPI)', value: 78, unit: 'ml/min/1,73m2', refLow: 60, refHigh: null },
      { printedName: 'Se-GPT (ALAT)', value: 62, unit: 'U/l', refLow: null, refHigh: 50 },
    ]);
  });

  it("drops a lab's numeric test codes in a 'Kód' column, and reads a previous column whose title lost its 'ő' to the font ('Elözö')", () => {
    const { values } = parseLabReportLines([
      placed(100, ['Kód', 40], ['Vizsgálat', 80], ['Eredmény', 250], ['Egység', 300], ['Alsó', 360], ['Felsö', 400], ['Elözö (2023.10.02.)', 445]),
      placed(114, ['30417', 40], ['Se Kálium', 80], ['4,4', 250], ['mmol/l', 300], ['3,5', 360], ['5,1', 400], ['4,9', 445]),
      placed(128, ['30452', 40], ['Se HDL-koleszterin', 80], ['0,92', 250], ['mmol/l', 300], ['1,00', 360], ['1,10', 445]),
    ]);
    expect(values.map(({ printedName, value, refLow, refHigh }) => ({ printedName, value, refLow, refHigh }))).toEqual([
      { printedName: 'Se Kálium', value: 4.4, refLow: 3.5, refHigh: 5.1 },
      { printedName: 'Se HDL-koleszterin', value: 0.92, refLow: 1, refHigh: null },
    ]);
  });

  it("reads no result from a lab's address line with its registry code and telephone number ('NEAK kód: 5678')", () => {
    const { values } = parseLabReportLines([
      placed(60, ['6720 Szeged, Fő utca 12.', 40, 7], ['NEAK kód: 5678', 150, 7], ['Tel.: 06-62-123-4567', 210, 7]),
      placed(100, ['Vizsgálat', 40], ['Eredmény', 200], ['Egység', 260], ['Ref. tartomány', 360]),
      placed(114, ['Se Nátrium', 40], ['141', 200], ['mmol/l', 260], ['136 - 145', 360]),
    ]);
    expect(values.map(({ printedName, value }) => ({ printedName, value }))).toEqual([{ printedName: 'Se Nátrium', value: 141 }]);
  });

  it('reads collection dates printed in Italian and Portuguese, not the birth date', () => {
    expect(parseLabReportLines(['Data di nascita: 04.02.1965', 'Data prelievo: 17/06/2025', 'Glucosio  5,1  mmol/L  3,9 - 5,5']).collectedOn).toBe(
      '2025-06-17',
    );
    expect(parseLabReportLines(['Data de nascimento: 04-02-1965', 'Data da colheita: 18-06-2025', 'Glicose  5,1  mmol/L  3,9 - 5,5']).collectedOn).toBe(
      '2025-06-18',
    );
  });
});

describe('extra columns, tables over page breaks and cumulative reports', () => {
  it('reads the result column and the reference range when risk or tertile columns stand beside them', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Test', 40], ['Result', 200], ['Units', 250], ['Low Risk', 310], ['Average Risk', 370], ['High Risk', 430], ['Reference Range', 500]),
      placed(116, ['hs-CRP', 40], ['2.4', 200], ['mg/L', 250], ['<1.0', 310], ['1.0-3.0', 370], ['>3.0', 430], ['0.0 - 5.0', 500]),
      placed(131, ['LDL Cholesterol', 40], ['162', 200], ['mg/dL', 250], ['<100', 310], ['100-159', 370], ['>159', 430], ['<130', 500]),
    ]);
    expect(values.map(({ printedName, value, unit, refLow, refHigh, flag }) => ({ printedName, value, unit, refLow, refHigh, flag }))).toEqual([
      { printedName: 'hs-CRP', value: 2.4, unit: 'mg/L', refLow: 0, refHigh: 5, flag: undefined },
      { printedName: 'LDL Cholesterol', value: 162, unit: 'mg/dL', refLow: null, refHigh: 130, flag: undefined },
    ]);
  });

  it('splits column titles printed so close that they come out as one cell', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Test', 40], ['Current Result and Flag Previous Result and Date Units', 215], ['Reference Interval', 500]),
      placed(114, ['Sodium', 40], ['147', 215], ['High', 250], ['139', 330], ['10/09/2023', 370], ['mmol/L', 450], ['136-145', 500]),
      placed(128, ['Albumin', 40], ['4.1', 215], ['g/dL', 450], ['3.5-5.0', 500]),
    ]);
    expect(values.map(({ printedName, value, unit, flag, refLow, refHigh }) => ({ printedName, value, unit, flag, refLow, refHigh }))).toEqual([
      { printedName: 'Sodium', value: 147, unit: 'mmol/L', flag: 'High', refLow: 136, refHigh: 145 },
      { printedName: 'Albumin', value: 4.1, unit: 'g/dL', flag: undefined, refLow: 3.5, refHigh: 5 },
    ]);
  });

  it("reads a 'Standard Range' column beside risk columns whose titles run together", () => {
    const { values } = parseLabReportLines([
      placed(100, ['Analyte', 40], ['Result', 200], ['Units', 250], ['Low risk', 310], ['Moderate risk High risk', 370], ['Standard Range', 500]),
      placed(116, ['Urea', 40], ['32', 200], ['mg/dL', 250], ['<45', 310], ['45-68', 370], ['>68', 430], ['15-45', 500]),
    ]);
    expect(values).toEqual([expect.objectContaining({ printedName: 'Urea', value: 32, refLow: 15, refHigh: 45 })]);
  });

  it('does not take a method line for the start of the next name', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Investigation', 40], ['Observed Value', 230], ['Unit', 310], ['Biological Reference Interval', 400]),
      placed(114, ['Free T4', 40], ['1.2', 230], ['ng/dL', 310], ['0.82 - 1.77', 400]),
      placed(126, ['Method : Enzymatic', 40, 7]),
      placed(138, ['eGFR', 40], ['120', 230], ['mL/min/1.73m2', 310], ['>60', 400]),
      placed(150, ['Electrical Impedance', 40, 7]),
    ]);
    expect(values.map(({ printedName, markerKey }) => ({ printedName, markerKey }))).toEqual([
      { printedName: 'Free T4', markerKey: 'free_t4' },
      { printedName: 'eGFR', markerKey: 'egfr' },
    ]);
  });

  it('reads fixed-width rows printed as one padded run per line', () => {
    // Courier at 8 pt: every character is 4.8 pt wide, so the padding places each column.
    const run = (y: number, text: string) => ({ text, x: 40, y, width: text.length * 4.8, fontSize: 8 });
    const lines = buildReportLines([
      {
        page: 1,
        items: [
          run(100, 'Test                          Result      Previous    Units         Reference Range'),
          run(112, 'Cholesterol, Total            303 H       171         mg/dL         <200'),
          run(124, 'HDL Cholesterol               52          46          mg/dL         >40'),
        ],
      },
    ]);
    const { values } = parseLabReportLines(lines);
    expect(values.map(({ printedName, value, unit, flag, refLow, refHigh }) => ({ printedName, value, unit, flag, refLow, refHigh }))).toEqual([
      { printedName: 'Cholesterol, Total', value: 303, unit: 'mg/dL', flag: 'H', refLow: null, refHigh: 200 },
      { printedName: 'HDL Cholesterol', value: 52, unit: 'mg/dL', flag: undefined, refLow: 40, refHigh: null },
    ]);
  });

  it('keeps the columns of a table that runs onto the next page without its header', () => {
    const { values } = parseLabReportLines([
      placed(700, ['Test', 40], ['Previous', 210], ['Result', 270], ['Units', 340], ['Reference Range', 420]),
      placed(716, ['Sodium', 40], ['139', 210], ['141', 270], ['mmol/L', 340], ['136 - 145', 420]),
      { ...placed(50, ['Patient: Jane Doe   Continued', 40, 8]), page: 2 },
      { ...placed(70, ['Potassium', 40], ['3.1', 210], ['4.9', 270], ['mmol/L', 340], ['3.5 - 5.1', 420]), page: 2 },
    ]);
    expect(values.map(({ printedName, value, refLow, refHigh }) => ({ printedName, value, refLow, refHigh }))).toEqual([
      { printedName: 'Sodium', value: 141, refLow: 136, refHigh: 145 },
      { printedName: 'Potassium', value: 4.9, refLow: 3.5, refHigh: 5.1 },
    ]);
  });

  it('reads tables that print units and range before the result, and date columns with times', () => {
    const cumulative = parseLabReportLines([
      placed(100, ['Test', 40], ['Units', 180], ['Reference Range', 240], ['03/14/2025 07:45', 340], ['11/02/2024 08:10', 430]),
      placed(116, ['Glucose', 40], ['mg/dL', 180], ['70 - 99', 240], ['104', 340], ['97', 430]),
    ]);
    expect({ date: cumulative.collectedOn, values: cumulative.values.map(({ value, unit, refLow, refHigh }) => ({ value, unit, refLow, refHigh })) }).toEqual({
      date: '2025-03-14',
      values: [{ value: 104, unit: 'mg/dL', refLow: 70, refHigh: 99 }],
    });
    const unitsFirst = parseLabReportLines([
      placed(100, ['Test', 40], ['Units', 180], ['Result', 260], ['Reference Range', 330]),
      placed(116, ['Potassium', 40], ['mmol/L', 180], ['5.6', 260], ['3.5 - 5.1', 330]),
    ]);
    expect(unitsFirst.values).toEqual([expect.objectContaining({ printedName: 'Potassium', value: 5.6, unit: 'mmol/L', refLow: 3.5, refHigh: 5.1 })]);
    // A long unit set so close to the result that they come out as one cell.
    const runTogether = parseLabReportLines([
      placed(100, ['Test', 40], ['Units', 215], ['Result', 285], ['Reference Range', 386]),
      placed(116, ['eGFR', 40], ['mL/min/1.73m2 86', 215], ['>60', 386]),
    ]);
    expect(runTogether.values).toEqual([expect.objectContaining({ printedName: 'eGFR', value: 86, unit: 'mL/min/1.73m2', refLow: 60, refHigh: null })]);
  });

  it('reads a cumulative report for its newest date, whichever side that column is on, and skips tests not done then', () => {
    for (const dates of [
      ['03/14/2021', '11/02/2023', '05/20/2025'],
      ['05/20/2025', '11/02/2023', '03/14/2021'],
    ]) {
      const newestX = 200 + dates.indexOf('05/20/2025') * 70;
      const at = (x: number, texts: Record<number, string>) => texts[x] ?? '';
      const cell = (texts: Record<number, string>) => [200, 270, 340].filter((x) => at(x, texts) !== '').map((x): [string, number] => [at(x, texts), x]);
      const { values, collectedOn } = parseLabReportLines([
        placed(100, ['Test', 40], ...dates.map((date, index): [string, number] => [date, 200 + index * 70]), ['Units', 410], ['Reference Range', 480]),
        placed(116, ['Glucose', 40], ...cell({ 200: '91', 270: '97', 340: '88', [newestX]: '104' }), ['mg/dL', 410], ['70 - 99', 480]),
        placed(131, ['Ferritin', 40], ...cell({ 200: '55', 270: '61', 340: '48', [newestX]: '-' }), ['ng/mL', 410], ['30 - 400', 480]),
      ]);
      expect({ collectedOn, values: values.map(({ printedName, value }) => ({ printedName, value })) }).toEqual({
        collectedOn: '2025-05-20',
        values: [{ printedName: 'Glucose', value: 104 }],
      });
    }
  });
});

describe('units in the name cell, names wrapped over several lines, letter-spaced text', () => {
  it("reads the unit written into the name cell, but not a word after the name ('A / G Ratio')", () => {
    const { values } = parseLabReportLines([
      placed(100, ['Test (Units)', 40], ['Result', 200], ['Reference Range', 280]),
      placed(114, ['Glucose (mg/dL)', 40], ['104H', 200], ['70 - 99', 280]),
      placed(128, ['GGT - U/L', 40], ['L 6', 200], ['8 - 61', 280]),
      placed(142, ['MCV, fL', 40], ['88.2', 200], ['79.0 - 97.0', 280]),
      placed(156, ['A / G Ratio', 40], ['1.6', 200], ['1.0 - 2.3', 280]),
    ]);
    expect(values.map(({ printedName, value, unit, flag, markerKey }) => ({ printedName, value, unit, flag, markerKey }))).toEqual([
      { printedName: 'Glucose', value: 104, unit: 'mg/dL', flag: 'H', markerKey: 'glucose' },
      { printedName: 'GGT', value: 6, unit: 'U/L', flag: 'L', markerKey: 'ggt' },
      { printedName: 'MCV', value: 88.2, unit: 'fL', flag: undefined, markerKey: 'mcv' },
      { printedName: 'A / G Ratio', value: 1.6, unit: '', flag: undefined, markerKey: 'albumin_globulin_ratio' },
    ]);
  });

  it('joins a name wrapped over two or three lines, whether the value stands beside its first line or its last, with the unit on a line of its own', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Vitamin D,', 40]),
      placed(111, ['25-Hydroxy', 40]),
      placed(122, ['(ng/mL)', 40], ['24.8', 170], ['30.0 - 100.0', 260]),
      placed(138, ['Alkaline', 40], ['212', 170], ['44 - 147', 260]),
      placed(149, ['Phosphatase', 40]),
      placed(160, ['[U/L]', 40]),
      placed(176, ['Red Blood Cell', 40]),
      placed(187, ['Count, x10E6/uL', 40], ['5.15', 170], ['4.14 - 5.80', 260]),
      placed(203, ['C-Reactive', 40]),
      placed(214, ['Protein - mg/L', 40], ['3.0', 170], ['<5.0', 260]),
      placed(230, ['He moglobin', 40], ['14.2', 170], ['g/dL', 200], ['13.2 - 16.6', 260]),
    ]);
    expect(values.map(({ printedName, value, unit, markerKey }) => ({ printedName, value, unit, markerKey }))).toEqual([
      { printedName: 'Vitamin D, 25-Hydroxy', value: 24.8, unit: 'ng/mL', markerKey: 'vitamin_d_25oh' },
      { printedName: 'Alkaline Phosphatase', value: 212, unit: 'U/L', markerKey: 'alkaline_phosphatase' },
      { printedName: 'Red Blood Cell Count', value: 5.15, unit: 'x10E6/uL', markerKey: 'rbc_count' },
      { printedName: 'C-Reactive Protein', value: 3, unit: 'mg/L', markerKey: 'crp' },
      // A kerning gap inside a word stays as printed; the catalog still knows the test.
      { printedName: 'He moglobin', value: 14.2, unit: 'g/dL', markerKey: 'hemoglobin' },
    ]);
  });

  it("closes up letter-spaced text the PDF reader returns with a space after every glyph, parting words at 'cA' but not 'eGFR'", () => {
    const run = (text: string, x: number) => ({ text, x, y: 100, width: text.length * 5, fontSize: 9 });
    const lines = buildReportLines([
      { page: 1, items: [run('U r i c Ac i d', 40), run('5.2', 200)] },
      { page: 2, items: [run('e G F R', 40), run('9 2', 200)] },
      { page: 3, items: [run('Hemoglobin A1c', 40), run('5.4', 200), run('%', 240), run('4 - 6', 280)] },
    ]);
    expect(lines.map((line) => line.cells.map((cell) => cell.text))).toEqual([
      ['Uric Acid', '5.2'],
      ['eGFR', '92'],
      ['Hemoglobin A1c', '5.4', '%', '4 - 6'],
    ]);
  });

  it("reads a text-layer name with an OCR letter error as the test it shows, for review ('Creatlnine' is creatinine)", async () => {
    const word = (text: string, x: number, y = 120) => ({ text, x, y, size: 9, invisible: true });
    const heading = 'Clinical Chemistry Laboratory Report   Patient: Jane Doe   Collected: 2024-03-05'
      .split(' ')
      .map((text, index) => word(text, 40 + index * 40, 60));
    const pdf = await renderCorpusPdf([[...heading, word('Creatlnine', 40), word('0.81', 200), word('mg/dL', 260), word('0.60 - 1.30', 330)]]);
    const [value] = (await extractLabReport(pdf)).values;
    expect({ key: value?.markerKey, review: value?.needsReview }).toEqual({ key: 'creatinine', review: true });
  });

  it("reads a text-layer unit with an OCR letter error beside its value as the unit it shows, for review ('mg/dI' is mg/dL)", async () => {
    const word = (text: string, x: number, y = 120) => ({ text, x, y, size: 9, invisible: true });
    const heading = 'Clinical Chemistry Laboratory Report   Patient: Jane Doe   Collected: 2024-03-05'
      .split(' ')
      .map((text, index) => word(text, 40 + index * 40, 60));
    const rows = [
      [word('Creatinine', 40), word('0.81', 200), word('mg/dI', 260), word('0.60 - 1.30', 330)],
      [word('Glucose', 40, 140), word('92', 200, 140), word('mg/dL', 260, 140), word('70 - 99', 330, 140)],
    ];
    const values = (await extractLabReport(await renderCorpusPdf([[...heading, ...rows.flat()]]))).values;
    expect(values.map(({ markerKey, unit, needsReview }) => ({ markerKey, unit: unit.toLowerCase(), needsReview }))).toEqual([
      { markerKey: 'creatinine', unit: 'mg/dl', needsReview: true },
      { markerKey: 'glucose', unit: 'mg/dl', needsReview: undefined },
    ]);
  });

  it('keeps on one line the words of an OCR text layer placed up to almost half the font size off the baseline, and the next row apart', () => {
    const word = (text: string, x: number, y: number, fontSize = 8) => ({ text, x, y, width: text.length * fontSize * 0.5, fontSize });
    const lines = buildReportLines([
      {
        page: 1,
        items: [
          word('Uric', 40, 234.1, 9),
          word('Acid', 62, 233.2, 9),
          word('2.3', 220, 234.6, 9),
          word('mg/dL', 290, 235),
          word('3.5', 370, 237.4),
          word('-', 385, 237.1),
          word('7.2', 392, 236.6),
        ],
      },
      { page: 1, items: [word('Iron', 40, 247, 9), word('118', 220, 247.5, 9)] },
    ]);
    expect(lines.map((line) => line.cells.map((cell) => cell.text).join(' '))).toEqual(['Uric Acid 2.3 mg/dL 3.5 - 7.2', 'Iron 118']);
  });
});

describe('dot leaders and result-trend pages', () => {
  it("reads a value set right after dot leaders, and drops the same value restated in other units on the line under it ('soit …')", () => {
    const run = (text: string, x: number, y: number, fontSize = 9) => ({ text, x, y, width: text.length * fontSize * 0.5, fontSize });
    const lines = buildReportLines([
      {
        page: 1,
        items: [
          run('Glycémie . . . . . . . . . . .', 40, 100),
          run('0,95', 196, 100),
          run('g/L', 230, 100),
          run('(0,70 à 1,10)', 300, 100),
          run('soit 5,27 mmol/L', 150, 112, 8),
          run('Urée.............', 40, 126),
          run('5,6', 196, 126),
          run('mmol/L', 230, 126),
          run('(2,5 - 7,5)', 300, 126),
        ],
      },
    ]);
    expect(parseLabReportLines(lines).values.map(({ printedName, value, unit, refLow, refHigh }) => ({ printedName, value, unit, refLow, refHigh }))).toEqual([
      { printedName: 'Glycémie', value: 0.95, unit: 'g/L', refLow: 0.7, refHigh: 1.1 },
      { printedName: 'Urée', value: 5.6, unit: 'mmol/L', refLow: 2.5, refHigh: 7.5 },
    ]);
  });

  it('reads a result-trend page for the newest date: dated rows under a past-results heading, dates across, and a latest result with its collection date', () => {
    const { collectedOn, values } = parseLabReportLines([
      placed(100, ['Glucose', 40, 11]),
      placed(115, ['Standard range: 70 - 99 mg/dL', 40, 8]),
      placed(130, ['Latest result: 104 mg/dL', 40]),
      placed(143, ['Collected Oct 14, 2023', 40, 8]),
      placed(157, ['Previous results', 40, 8]),
      placed(170, ['Jul 21, 2022', 40], ['95 mg/dL', 150]),
      placed(200, ['Ferritin', 40, 11]),
      placed(215, ['Standard range: 30 - 400 ng/mL', 40, 8]),
      placed(230, ['Oct 14, 2023', 60, 8], ['Jul 21, 2022', 145, 8]),
      placed(243, ['162 ng/mL', 60], ['210 ng/mL', 145]),
      placed(270, ['TSH', 40, 11]),
      placed(285, ['Standard range: 0.45 - 4.50 uIU/mL', 40, 8]),
      placed(300, ['Date', 40, 8], ['Value', 150, 8], ['Flag', 260, 8]),
      placed(313, ['Jul 21, 2022', 40], ['5.10 uIU/mL', 150], ['High', 260]),
      placed(326, ['Oct 14, 2023', 40], ['2.10 uIU/mL', 150]),
    ]);
    expect(collectedOn).toBe('2023-10-14');
    expect(values.map(({ printedName, value, unit, refLow, refHigh }) => ({ printedName, value, unit, refLow, refHigh }))).toEqual([
      { printedName: 'Glucose', value: 104, unit: 'mg/dL', refLow: 70, refHigh: 99 },
      { printedName: 'Ferritin', value: 162, unit: 'ng/mL', refLow: 30, refHigh: 400 },
      { printedName: 'TSH', value: 2.1, unit: 'uIU/mL', refLow: 0.45, refHigh: 4.5 },
    ]);
  });

  it('reads a trend page whose dates read two ways when the newest is the same either way, and leaves the date to the user', () => {
    const { collectedOn, values } = parseLabReportLines([
      placed(100, ['Ferritin', 40, 11]),
      placed(115, ['Standard range: 30 - 400 ng/mL', 40, 8]),
      placed(130, ['2/5/22', 60, 8], ['11/11/20', 145, 8]),
      placed(143, ['162', 60], ['210', 145]),
    ]);
    expect(collectedOn).toBeNull();
    expect(values.map(({ printedName, value, unit }) => ({ printedName, value, unit }))).toEqual([{ printedName: 'Ferritin', value: 162, unit: 'ng/mL' }]);
  });
});

describe('two tables side by side and how the text is encoded', () => {
  it('reads two tables side by side as two tables, skipping qualitative results and keeping each row with its own range', () => {
    const { values } = parseLabReportLines([
      placed(100, ['Test', 40], ['Result', 145], ['Units', 180], ['Reference', 242], ['Test', 310], ['Result', 415], ['Units', 450], ['Reference', 512]),
      placed(114, ['Glucose', 40], ['104 H', 145], ['mg/dL', 180], ['70-99', 242], ['Hemoglobin', 310], ['13.9', 415], ['g/dL', 450], ['13.2-16.6', 512]),
      placed(128, ['HBsAg', 40], ['Non-reactive', 145], ['Non-reactive', 242], ['Platelets', 310], ['212', 415], ['x10E3/uL', 450], ['150-450', 512]),
      placed(142, ['Ferritin', 40], ['88', 145], ['ng/mL', 180], ['See note', 242]),
    ]);
    expect(values.map(({ printedName, value, unit, refLow, refHigh }) => ({ printedName, value, unit, refLow, refHigh }))).toEqual([
      { printedName: 'Glucose', value: 104, unit: 'mg/dL', refLow: 70, refHigh: 99 },
      { printedName: 'Hemoglobin', value: 13.9, unit: 'g/dL', refLow: 13.2, refHigh: 16.6 },
      { printedName: 'Platelets', value: 212, unit: 'x10E3/uL', refLow: 150, refHigh: 450 },
      { printedName: 'Ferritin', value: 88, unit: 'ng/mL', refLow: null, refHigh: null },
    ]);
  });

  it('drops the second print of text made bold by printing it twice a fraction of a point apart', () => {
    const run = (text: string, x: number, y = 100) => ({ text, x, y, width: text.length * 4.5, fontSize: 9 });
    const [line] = buildReportLines([{ page: 1, items: [run('Glucose', 40), run('Glucose', 40.35, 99.8), run('111', 200), run('111', 200.35, 99.8)] }]);
    expect(line?.cells.map((cell) => cell.text)).toEqual(['Glucose', '111']);
  });

  it('keeps a small raised digit after a name as a footnote mark, and after a number as a power', () => {
    const run = (text: string, x: number, y: number, fontSize = 9) => ({ text, x, y, width: text.length * fontSize * 0.5, fontSize });
    const lines = buildReportLines([
      {
        page: 1,
        items: [run('Triglycerides', 40, 100), run('2', 98.5, 97, 5), run('151', 200, 100), run('x10', 250, 100), run('3', 263.5, 97, 5), run('/uL', 266, 100)],
      },
    ]);
    expect(lines[0]?.cells.map((cell) => cell.text)).toEqual(['Triglycerides²', '151', 'x10^3/uL']);
    expect(parseLabReportLines(lines).values.map(({ printedName, value }) => ({ printedName, value }))).toEqual([{ printedName: 'Triglycerides', value: 151 }]);
  });

  it.each(Object.entries(ENCODINGS))('reads a report whose text is written %s', async (_, encoding) => {
    const document = corpusDocument('previous_columns', 'dev', 0);
    const extraction = await extractLabReport(await renderCorpusPdf(document.pages, { ...PLAIN_ENCODING, ...encoding }));
    expect(explainMisses(document.expected, extraction)).toEqual({ missed: [], spurious: [], misrecognised: [] });
    expect(extraction.collectedOn).toBe(document.collectedOn);
  });
});
