import type { CorpusDocument, ExpectedCorpusValue, PlacedText } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import { type DrawnResult, FULL_MONTH_NAMES, PATIENTS, US_TESTS, beginReport, expectedOf, finishReport, formatNumber, header, pad } from './reportParts.js';

const PANELS: ReadonlyArray<{ title: string; keys: readonly string[] }> = [
  { title: 'Haematology', keys: ['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv'] },
  { title: 'Kidney and electrolytes', keys: ['creatinine', 'urea', 'sodium', 'potassium', 'calcium', 'uric_acid', 'egfr'] },
  { title: 'Liver', keys: ['alt', 'ast', 'ggt', 'alkaline_phosphatase', 'bilirubin_total', 'albumin'] },
  { title: 'Lipids and glucose', keys: ['total_cholesterol', 'hdl_cholesterol', 'ldl_cholesterol', 'triglycerides', 'glucose', 'hba1c'] },
  { title: 'Endocrine, iron and vitamins', keys: ['tsh', 'free_t4', 'ferritin', 'iron', 'vitamin_d_25oh', 'vitamin_b12', 'crp'] },
];

/** Interpretive text a laboratory prints between panels, in the same type as the rows, full of numbers. */
const INTERPRETIVE: readonly (readonly string[])[] = [
  [
    'Interpretive comment: an HbA1c of 5.7 - 6.4 % indicates increased risk of diabetes; 6.5 % or more on two',
    'occasions is consistent with diabetes. Fasting glucose 100 - 125 mg/dL: impaired fasting glucose.',
  ],
  [
    'The 10-year cardiovascular risk should be assessed with the lipid values above. LDL cholesterol targets:',
    'below 100 mg/dL for most adults, below 70 mg/dL (1.8 mmol/L) in high risk, below 55 mg/dL in very high risk.',
  ],
  [
    'eGFR is calculated with the CKD-EPI 2021 equation without race. Values of 60 - 89 mL/min/1.73m2 without',
    'kidney damage do not define chronic kidney disease; below 60 for 3 months or more is stage G3a or worse.',
  ],
  ['Specimen received 2 hours 15 minutes after collection at 22 C; potassium may be raised by 0.2 - 0.4 mmol/L.'],
  [
    'Vitamin D (25-OH): deficiency below 20 ng/mL, insufficiency 21 - 29 ng/mL, sufficiency 30 - 100 ng/mL.',
    'Supplementation of 1000 - 2000 IU per day raises the level by about 10 ng/mL in 8 - 12 weeks.',
  ],
];

/**
 * Report engines that draw a page column by column: all test names of the page first, then the values (right-aligned),
 * then the ranges, then the units; headings, paragraphs and page furniture go with the first column.
 */
function drawnColumnByColumn(page: readonly PlacedText[], columnOf: ReadonlyMap<PlacedText, number>): PlacedText[] {
  const column = (item: PlacedText) => columnOf.get(item) ?? 0;
  return page
    .map((item, index) => ({ item, index }))
    .sort((a, b) => column(a.item) - column(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * A multi-page "Laboratory summary": panels with a sub-total line, interpretive paragraphs full of numbers between
 * them, Test | Result | Reference interval | Units with right-aligned results and en-dash ranges (`3.5–5.1`,
 * `≤ 200`), drawn column by column.
 */
export function summaryPagesDocument(random: SeededRandom, id: string): CorpusDocument {
  const system = random.pick(['us', 'si'] as const);
  const { date, results, writer } = beginReport(random, US_TESTS, [18, 30], { system });
  const us = system === 'us';
  header(
    writer,
    random.pick(['Laboratory Summary', 'Laboratory summary report', 'Summary of Laboratory Results']),
    [
      `Patient: ${random.pick(PATIENTS)}   Episode: ${random.int(10000000, 99999999)}`,
      us
        ? `Specimen collected: ${FULL_MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year} at 08:${pad(date.day)}`
        : `Specimen collected: ${date.day} ${FULL_MONTH_NAMES[date.month - 1]} ${date.year} 08:${pad(date.day)}`,
    ],
    random,
    us,
  );
  const x = { name: 40, valueEnd: random.int(250, 290), range: 0, unit: 0 };
  x.range = x.valueEnd + 30;
  x.unit = x.range + random.int(85, 110);
  const writeColumns = () => {
    writer.text(x.name, 'Test', 8, true);
    writer.text(x.valueEnd - 26, 'Result', 8, true);
    writer.text(x.range, 'Reference interval', 8, true);
    writer.text(x.unit, 'Units', 8, true);
    writer.line(14);
  };
  writer.pageHead = () => {
    writer.text(40, 'Laboratory summary (continued)', 9, true);
    writer.line(16);
    writeColumns();
  };
  const columnOf = new Map<PlacedText, number>();
  const cell = (column: number, left: number, text: string, bold = false) => {
    writer.text(left, text, 9, bold);
    const page = writer.pages[writer.pages.length - 1]!;
    columnOf.set(page[page.length - 1]!, column);
  };
  const dash = random.pick(['–', ' – ', ' - ']);
  const expected: ExpectedCorpusValue[] = [];
  const writeRow = (result: DrawnResult) => {
    const f = (n: number) => formatNumber(n, result.unit.decimals, false);
    const value = f(result.value);
    const flag = result.direction === null ? '' : result.direction === 'high' ? ' H' : ' L';
    cell(0, x.name, result.name);
    cell(1, x.valueEnd - (value.length + flag.length) * 5, `${value}${flag}`, result.direction !== null);
    const { low, high } = result.unit;
    cell(2, x.range, low !== null && high !== null ? `${f(low)}${dash}${f(high)}` : high !== null ? `≤ ${f(high)}` : `≥ ${f(low!)}`);
    cell(3, x.unit, result.unit.unit);
    writer.line(random.pick([13, 14]));
    expected.push(expectedOf(result, true));
  };
  const paragraphs = random.sample(INTERPRETIVE, random.int(2, 4));
  let written = 0;
  PANELS.forEach((panel) => {
    const rows = results.filter((result) => panel.keys.includes(result.test.markerKey));
    if (rows.length === 0) return;
    writer.keep(60);
    writer.text(40, panel.title, 10, true);
    writer.line(15);
    writeColumns();
    rows.forEach(writeRow);
    const outside = rows.filter((result) => result.direction !== null).length;
    writer.text(40, `${rows.length} tests, ${outside} outside the reference interval`, 8);
    writer.line(14);
    const paragraph = paragraphs[written];
    written += 1;
    if (paragraph && random.chance(0.7)) {
      for (const line of paragraph) {
        writer.text(40, line, 9);
        writer.line(12);
      }
      writer.line(8);
    }
  });
  writer.pageHead = null;
  const document = finishReport(writer, random, { id, family: 'summary_pages', collectedOn: date.iso, expected }, { dayFirst: !us });
  return { ...document, pages: document.pages.map((page) => drawnColumnByColumn(page, columnOf)) };
}
