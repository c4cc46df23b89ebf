import type { CorpusDocument, ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnDate,
  type DrawnResult,
  PATIENTS,
  US_TESTS,
  drawDate,
  drawResults,
  drawValue,
  expectedOf,
  finishReport,
  formatNumber,
  beginReport,
  pad,
  rangeText,
  usDate,
} from './reportParts.js';

/** Ordered panels as US reference labs name them on the report, each with the tests it may hold. */
const PANELS: ReadonlyArray<{ titles: readonly string[]; short: string; keys: readonly string[] }> = [
  {
    titles: ['COMPREHENSIVE METABOLIC PANEL', 'Comp. Metabolic Panel (14)', 'CMP W/ eGFR'],
    short: 'CMP',
    keys: ['glucose', 'urea', 'creatinine', 'egfr', 'sodium', 'potassium', 'calcium', 'albumin', 'bilirubin_total', 'alkaline_phosphatase', 'ast', 'alt'],
  },
  {
    titles: ['LIPID PANEL', 'Lipid Panel, Standard', 'LIPID PANEL W/ REFLEX'],
    short: 'LIPID',
    keys: ['total_cholesterol', 'hdl_cholesterol', 'ldl_cholesterol', 'triglycerides'],
  },
  {
    titles: ['CBC WITH DIFFERENTIAL/PLATELET', 'CBC (INCLUDES DIFF/PLT)', 'Complete Blood Count'],
    short: 'CBC',
    keys: ['wbc_count', 'rbc_count', 'hemoglobin', 'hematocrit', 'mcv', 'platelet_count'],
  },
  { titles: ['THYROID PANEL', 'TSH + FREE T4', 'Thyroid Cascade Profile'], short: 'THYR', keys: ['tsh', 'free_t4'] },
  {
    titles: ['IRON, VITAMINS AND MARKERS', 'Additional Tests', 'CHEMISTRY, MISC.'],
    short: 'MISC',
    keys: ['ferritin', 'iron', 'vitamin_d_25oh', 'vitamin_b12', 'hba1c', 'crp', 'uric_acid', 'ggt'],
  },
];

/** Comments these labs print under a row, with cut-offs, times and equations in them that are never results. */
const ROW_COMMENTS: Record<string, readonly string[]> = {
  glucose: ['Fasting reference interval. 100-125 mg/dL: impaired fasting glucose; >=126 mg/dL on 2 occasions: diabetes.'],
  ldl_cholesterol: [
    'Desirable range <100 mg/dL for primary prevention; <70 mg/dL for patients with CHD or diabetic patients',
    'with >=2 CHD risk factors. LDL-C is calculated (Martin-Hopkins).',
  ],
  egfr: ['eGFR is calculated with the CKD-EPI 2021 equation (race-free). Values 45-59 with other signs of kidney damage suggest CKD stage 3a.'],
  hba1c: ['Prediabetes: 5.7 - 6.4    Diabetes: >6.4    Glycemic control for adults with diabetes: <7.0'],
  vitamin_d_25oh: ['Vitamin D deficiency has been defined by the Institute of Medicine as a level below 20 ng/mL (1).'],
  tsh: ['Pregnancy reference ranges: first trimester 0.1-2.5, second 0.2-3.0, third 0.3-3.0.'],
};

interface SummaryStyle {
  title: string;
  kind: 'table' | 'lines' | 'previous';
  /** The panel each summary row comes from, abbreviated in brackets after the name ('Glucose (CMP)'). */
  panelAfterName: boolean;
}

const SUMMARY_TITLES = [
  'ABNORMAL RESULTS SUMMARY',
  'Out of Range Results',
  'RESULTS OUTSIDE REFERENCE RANGE',
  'Summary of Abnormal Findings',
  'Abnormal / Flagged Results',
];

function flagText(result: DrawnResult, words: boolean): string {
  if (result.direction === null) return '';
  if (words) return result.direction === 'high' ? 'HIGH' : 'LOW';
  return result.direction === 'high' ? 'H' : 'L';
}

function valueText(result: DrawnResult): string {
  return formatNumber(result.value, result.unit.decimals, false);
}

/** The summary the software prints before the full report: only the flagged results, each with its range. */
function writeSummary(
  writer: PageWriter,
  random: SeededRandom,
  flagged: ReadonlyArray<{ result: DrawnResult; panel: string }>,
  style: SummaryStyle,
  date: DrawnDate,
): void {
  writer.text(40, style.title, 11, true);
  writer.line(15);
  if (flagged.length === 0) {
    writer.text(50, random.pick(['No abnormal results.', 'All results are within the reference range.']), 9);
    writer.line(20);
    return;
  }
  writer.text(
    40,
    random.pick(['The following results are outside the reference range. See the full report for all results.', 'Flagged results (H = High, L = Low):']),
    8,
  );
  writer.line(13);
  const nameOf = ({ result, panel }: { result: DrawnResult; panel: string }) => (style.panelAfterName ? `${result.name} (${panel})` : result.name);
  if (style.kind === 'lines') {
    for (const row of flagged) {
      const { result } = row;
      writer.text(50, `${nameOf(row)}   ${valueText(result)} ${flagText(result, false)} ${result.unit.unit}   (${rangeText(result.unit, false, 'dash')})`, 9);
      writer.line(13);
    }
    writer.line(10);
    return;
  }
  const x =
    style.kind === 'previous' ? { name: 40, value: 250, flag: 300, previous: 340, range: 450 } : { name: 40, value: 260, flag: 315, previous: 0, range: 360 };
  writer.text(x.name, 'Test', 8, true);
  writer.text(x.value, 'Result', 8, true);
  writer.text(x.flag, 'Flag', 8, true);
  if (style.kind === 'previous') writer.text(x.previous, 'Previous Result/Date', 8, true);
  writer.text(x.range, 'Reference Range', 8, true);
  writer.line(12);
  for (const row of flagged) {
    const { result } = row;
    writer.text(x.name, nameOf(row), 9);
    writer.text(x.value, valueText(result), 9, true);
    writer.text(x.flag, flagText(result, false), 9, true);
    if (style.kind === 'previous') {
      const before = drawDate(random, 2019, date.year - 1);
      writer.text(
        x.previous,
        `${formatNumber(drawValue(random, result.unit).value, result.unit.decimals, false)}  ${pad(before.month)}/${pad(before.day)}/${before.year}`,
        9,
      );
    }
    writer.text(x.range, `${rangeText(result.unit, false, 'dash')} ${result.unit.unit}`, 9);
    writer.line(13);
  }
  writer.line(10);
}

interface PanelColumns {
  titles: { name: string; value: string; flag: string; unit: string; range: string };
  x: { value: number; flag: number; unit: number; range: number; lab: number };
  flagWords: boolean;
  labColumn: boolean;
}

function writeColumnTitles(writer: PageWriter, columns: PanelColumns): void {
  writer.text(40, columns.titles.name, 8, true);
  writer.text(columns.x.value, columns.titles.value, 8, true);
  writer.text(columns.x.flag, columns.titles.flag, 8, true);
  writer.text(columns.x.unit, columns.titles.unit, 8, true);
  writer.text(columns.x.range, columns.titles.range, 8, true);
  if (columns.labColumn) writer.text(columns.x.lab, 'Lab', 8, true);
  writer.line(13);
}

/**
 * US reference-lab and hospital reports that open with a summary of the flagged results (name, value, flag, range,
 * sometimes the previous result with its date) and then print the full report, panel by panel, with every result
 * again: the flagged ones appear twice and must be read once. The summary is a small table, one line per result,
 * or a table with a previous-result column; the full report has its own column titles and order, row comments with
 * cut-offs in them, a lab (site) column, and a running head on every page.
 */
export function abnormalSummaryDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, writer } = beginReport(random, [], [0, 0]);
  const patient = random.pick(PATIENTS);
  const accession = `${random.pick(['LB', 'EN', 'W'])}${random.int(100000, 999999)}${random.pick(['', 'A', 'Q'])}`;
  const reported = { ...date, day: Math.min(date.day + random.int(1, 3), 28) };
  writer.text(40, random.pick(['Pacific Reference Laboratories', 'Mercy Regional Medical Center - Laboratory', 'Atlantic Diagnostics, Inc.']), 13, true);
  writer.line(16);
  writer.text(
    40,
    `${random.int(100, 9999)} ${random.pick(['Technology Dr', 'Medical Plaza', 'Commerce Blvd'])}, Suite ${random.int(100, 400)}   CLIA #${random.int(10, 99)}D${random.int(1000000, 9999999)}`,
    8,
  );
  writer.line(18);
  const [left, right] = [
    [
      `Patient: ${patient}`,
      `DOB: ${pad(random.int(1, 12))}/${pad(random.int(1, 28))}/${random.int(1940, 2000)}   Sex: ${random.pick(['F', 'M'])}`,
      `Ordering Physician: ${random.pick(['R. PATEL, MD', 'S. NGUYEN, DO', 'K. WILSON, NP'])}`,
    ],
    [
      `Accession: ${accession}`,
      `${random.pick(['Collected', 'Collection Date', 'Date Collected'])}: ${usDate(date, random)} ${pad(random.int(6, 11))}:${pad(random.int(0, 59))}`,
      `${random.pick(['Reported', 'Report Date', 'Final Report Date'])}: ${usDate(reported, random)}`,
    ],
  ];
  left.forEach((line, index) => {
    writer.text(40, line, 9);
    writer.text(320, right[index]!, 9);
    writer.line(13);
  });
  writer.line(12);

  // Drawn in one go so the report spells every unit one way ('mg/dl' throughout), as one lab's software does.
  const chosen = random.sample(PANELS, random.int(2, 4));
  const tests = US_TESTS.filter((test) => chosen.some((panel) => panel.keys.includes(test.markerKey)) && !test.specimen);
  const drawn = drawResults(random, tests, random.int(Math.min(8, tests.length), tests.length), 'en', 'us');
  const panels = chosen
    .map((panel) => ({
      title: random.pick(panel.titles),
      short: panel.short,
      results: drawn.filter((result) => panel.keys.includes(result.test.markerKey)),
    }))
    .filter((panel) => panel.results.length > 0);
  const flagged = panels.flatMap(({ short, results }) => results.filter((result) => result.direction !== null).map((result) => ({ result, panel: short })));
  const summary: SummaryStyle = {
    title: random.pick(SUMMARY_TITLES),
    kind: random.pick(['table', 'lines', 'previous'] as const),
    panelAfterName: random.chance(0.3),
  };
  writeSummary(writer, random, flagged, summary, date);

  const columns: PanelColumns = {
    titles: {
      name: random.pick(['Test Name', 'Test', 'Component']),
      value: random.pick(['Result', 'Value']),
      flag: random.pick(['Flag', 'Abnormal']),
      unit: random.pick(['Units', 'Unit']),
      range: random.pick(['Reference Range', 'Reference Interval', 'Ref. Range']),
    },
    x: random.pick([
      { value: 240, flag: 290, unit: 345, range: 425, lab: 535 },
      { value: 240, flag: 290, range: 350, unit: 455, lab: 535 },
      { value: 225, flag: 270, range: 330, unit: 440, lab: 535 },
    ]),
    flagWords: random.chance(0.3),
    labColumn: random.chance(0.5),
  };
  if (random.chance(0.35)) writer.newPage();
  else writer.line(8);
  writer.text(40, random.pick(['FULL REPORT', 'Complete Results', 'All Results', 'RESULTS']), 11, true);
  writer.line(16);
  writeColumnTitles(writer, columns);
  writer.pageHead = () => {
    writer.text(40, `${patient}   Accession: ${accession}   (continued)`, 8);
    writer.line(15);
    writeColumnTitles(writer, columns);
  };
  const expected: ExpectedCorpusValue[] = [];
  for (const panel of panels) {
    writer.keep(50);
    writer.line(4);
    writer.text(40, panel.title, 9, true);
    if (random.chance(0.4)) writer.text(320, random.pick(['Status: Final', 'Final', 'Status: Corrected']), 8);
    writer.line(14);
    for (const result of panel.results) {
      writer.text(50, result.name, 9);
      writer.text(columns.x.value, valueText(result), 9, result.direction !== null);
      if (result.direction) writer.text(columns.x.flag, flagText(result, columns.flagWords), 9, true);
      writer.text(columns.x.unit, result.unit.unit, 9);
      writer.text(columns.x.range, rangeText(result.unit, false, 'dash'), 9);
      if (columns.labColumn) writer.text(columns.x.lab, random.pick(['01', 'PR', 'MR']), 8);
      writer.line(13);
      expected.push(expectedOf(result, true));
      const comments = ROW_COMMENTS[result.test.markerKey];
      if (comments && random.chance(0.5)) {
        for (const comment of comments) {
          writer.text(60, comment, 7);
          writer.line(10);
        }
        writer.line(3);
      }
    }
  }
  writer.pageHead = null;
  return finishReport(writer, random, { id, family: 'abnormal_summary', collectedOn: date.iso, expected }, { footnotes: true });
}
