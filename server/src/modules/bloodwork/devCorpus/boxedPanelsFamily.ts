import type { CorpusDocument, ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import { CORPUS_TESTS } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnResult,
  MONTH_NAMES,
  PATIENTS,
  beginReport,
  drawResults,
  expectedOf,
  finishReport,
  formatNumber,
  header,
  pad,
  printedWidth,
  rangeText,
  usDate,
} from './reportParts.js';

const PANELS: ReadonlyArray<{ titles: readonly string[]; keys: readonly string[] }> = [
  { titles: ['LIPID PROFILE', 'Lipid Panel', 'LIPIDS'], keys: ['total_cholesterol', 'hdl_cholesterol', 'ldl_cholesterol', 'triglycerides'] },
  {
    titles: ['RENAL FUNCTION', 'Kidney Function', 'ELECTROLYTES & RENAL'],
    keys: ['glucose', 'creatinine', 'urea', 'sodium', 'potassium', 'calcium', 'egfr', 'uric_acid'],
  },
  { titles: ['LIVER FUNCTION TESTS', 'Hepatic Panel', 'LIVER PROFILE'], keys: ['alt', 'ast', 'ggt', 'alkaline_phosphatase', 'bilirubin_total', 'albumin'] },
  {
    titles: ['HAEMATOLOGY', 'Complete Blood Count', 'FULL BLOOD COUNT'],
    keys: ['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv'],
  },
  {
    titles: ['ENDOCRINE & VITAMINS', 'Special Chemistry', 'THYROID, IRON AND VITAMINS'],
    keys: ['tsh', 'free_t4', 'ferritin', 'iron', 'vitamin_d_25oh', 'vitamin_b12', 'hba1c', 'crp'],
  },
];

type MarkStyle = 'letter' | 'digit' | 'bracket';

function markOf(index: number, style: MarkStyle): string {
  if (style === 'letter') return String.fromCharCode(97 + index);
  if (style === 'digit') return String(index + 1);
  return `[${index + 1}]`;
}

interface BoxStyle {
  border: 'bars' | 'rules';
  ruleCharacter: string;
  titleInRule: boolean;
  marks: MarkStyle;
  raisedMarks: boolean;
  entriesPerLine: number;
  namedEntries: boolean;
  flags: boolean;
  rangeStyle: 'dash' | 'spaced';
}

const BOX_LEFT = 40;
const BOX_RIGHT = 548;

/** Notes a box prints under its ranges, with numbers in them that are never results. */
function boxNote(random: SeededRandom): string {
  return random.pick([
    `Fasting ${random.int(8, 14)} h. Specimen received ${pad(random.int(6, 11))}:${pad(random.int(0, 59))}.`,
    `Method: ${random.pick(['enzymatic colorimetric', 'ion-selective electrode', 'immunoassay (ECLIA)', 'impedance / flow cytometry'])}, analyser ${random.int(1, 4)}.`,
    `Mild haemolysis (index ${random.int(20, 90)}); potassium may be raised by up to 0.${random.int(2, 5)} mmol/L.`,
    `Tube ${random.int(1, 3)} of ${random.int(3, 4)}; aliquot ${random.int(100, 999)}.`,
  ]);
}

/**
 * One panel as a boxed mini-table: the panel name as the box's title, one row per result with a footnote mark after its
 * name (raised or inline), and the reference intervals printed once at the foot of the box, keyed by those marks. Rows
 * that share an interval share a mark; a row without a mark has no range.
 */
function drawBox(
  writer: PageWriter,
  random: SeededRandom,
  title: string,
  results: readonly DrawnResult[],
  style: BoxStyle,
  expected: ExpectedCorpusValue[],
): void {
  const rule = (heading = '') => {
    let text = heading ? `${style.ruleCharacter.repeat(3)} ${heading} ` : '';
    while (printedWidth(writer, `${text}${style.ruleCharacter}`, 8, heading !== '') <= BOX_RIGHT - BOX_LEFT) text += style.ruleCharacter;
    writer.text(BOX_LEFT, text, 8, heading !== '');
    writer.line(13);
  };
  const sides = () => {
    if (style.border !== 'bars') return;
    writer.text(BOX_LEFT, '|', 9);
    writer.text(BOX_RIGHT, '|', 9);
  };
  // A box is not split over a page: its rows and the interval lines under them.
  writer.keep(80 + results.length * 24);
  if (style.titleInRule) rule(title);
  else {
    rule();
    sides();
    writer.text(BOX_LEFT + 10, title, 10, true);
    writer.line(15);
  }
  const x = { name: BOX_LEFT + 10, result: 250, unit: 310, flag: 390 };
  sides();
  writer.text(x.name, 'Test', 8, true);
  writer.text(x.result, 'Result', 8, true);
  writer.text(x.unit, random.pick(['Units', 'Unit']), 8, true);
  if (style.flags) writer.text(x.flag, 'Flag', 8, true);
  writer.line(13);
  const footnotes = new Map<string, { mark: string; result: DrawnResult }>();
  for (const result of results) {
    const range = `${rangeText(result.unit, false, style.rangeStyle)} ${result.unit.unit}`;
    const shared = footnotes.get(range);
    const mark = random.chance(0.1) ? null : (shared?.mark ?? markOf(footnotes.size, style.marks));
    if (mark !== null && !shared) footnotes.set(range, { mark, result });
    sides();
    writer.text(x.name, result.name, 9);
    if (mark !== null) {
      const markX = x.name + printedWidth(writer, result.name, 9) + (style.raisedMarks ? 0.5 : 3);
      if (style.raisedMarks) writer.text(markX, mark, 6, false, writer.y - 3);
      else writer.text(markX, style.marks === 'bracket' ? mark : `(${mark})`, 8);
    }
    writer.text(x.result, formatNumber(result.value, result.unit.decimals, false), 9, result.direction !== null && !style.flags);
    writer.text(x.unit, result.unit.unit, 8);
    if (style.flags && result.direction) writer.text(x.flag, result.direction === 'high' ? 'H' : 'L', 9, true);
    writer.line(14);
    expected.push(expectedOf(result, mark !== null));
  }
  writer.line(3);
  sides();
  writer.text(x.name, random.pick(['Reference intervals:', 'Ref. ranges:', 'Reference ranges']), 7, true);
  writer.line(11);
  const entries = [...footnotes].map(([range, { mark, result }]) => {
    const label = style.marks === 'bracket' ? mark : `${mark})`;
    return style.namedEntries ? `${label} ${result.name}: ${range}` : `${label} ${range}`;
  });
  for (let start = 0; start < entries.length; start += style.entriesPerLine) {
    sides();
    writer.text(x.name, entries.slice(start, start + style.entriesPerLine).join(';   '), 7);
    writer.line(10);
  }
  if (random.chance(0.4)) {
    sides();
    writer.text(x.name, boxNote(random), 7);
    writer.line(10);
  }
  rule();
  writer.line(8);
}

/**
 * Reports whose panels are boxed mini-tables (hospital and regional lab software in the UK, Australia, South Africa
 * and the US): each box titled with the panel name, rows with a footnote mark after the name (`Glucose ᵃ`, `(b)`,
 * `[2]`) and no range column, the box's reference intervals printed once as a shared footnote inside its foot
 * (`a) 70-99 mg/dL;   b) <200 mg/dL`), marks starting again in every box, boxes drawn with rules and side bars.
 */
export function boxedPanelsDocument(random: SeededRandom, id: string): CorpusDocument {
  const system = random.chance(0.5) ? 'us' : 'si';
  const { date, writer } = beginReport(random, [], [0, 0]);
  const style: BoxStyle = {
    border: random.pick(['bars', 'rules'] as const),
    ruleCharacter: random.pick(['_', '-', '=']),
    titleInRule: random.chance(0.5),
    marks: random.pick(['letter', 'digit', 'bracket'] as const),
    raisedMarks: random.chance(0.5),
    entriesPerLine: random.int(1, 3),
    namedEntries: random.chance(0.3),
    flags: random.chance(0.6),
    rangeStyle: random.pick(['dash', 'spaced'] as const),
  };
  const collected =
    system === 'us'
      ? usDate(date, random)
      : random.pick([`${pad(date.day)}/${pad(date.month)}/${date.year}`, `${pad(date.day)}-${MONTH_NAMES[date.month - 1]}-${date.year}`]);
  header(
    writer,
    random.pick(['Pathology Report', 'LABORATORY REPORT', 'Clinical Chemistry & Haematology']),
    [
      `Patient: ${random.pick(PATIENTS)}   DOB: ${random.int(1940, 2000)}   Lab No: ${random.int(10, 99)}-${random.int(100000, 999999)}`,
      `${random.pick(['Collected', 'Collection date', 'Date collected'])}: ${collected} ${pad(random.int(6, 11))}:${pad(random.int(0, 59))}`,
      `Requested by: ${random.pick(['Dr M. Jones', 'Dr K. Osei', 'Dr L. Brown'])}`,
    ],
    random,
    system === 'us',
  );
  const expected: ExpectedCorpusValue[] = [];
  for (const panel of random.sample(PANELS, random.int(2, 4))) {
    const tests = CORPUS_TESTS.filter((test) => panel.keys.includes(test.markerKey) && !test.specimen);
    const results = drawResults(random, tests, random.int(2, Math.min(5, tests.length)), 'en', system);
    drawBox(writer, random, random.pick(panel.titles), results, style, expected);
  }
  return finishReport(writer, random, { id, family: 'boxed_panels', collectedOn: date.iso, expected }, { dayFirst: system === 'si' });
}
