import type { CorpusDocument, ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import { INDIAN_UNITS } from './indianFamily.js';
import { beginReport, type DrawnResult, expectedOf, finishReport, formatNumber, MONTH_NAMES, pad, US_TESTS } from './reportParts.js';
import type { SeededRandom } from './random.js';

const PANELS = [
  'LIPID PROFILE',
  'LIVER FUNCTION TEST (LFT)',
  'KIDNEY FUNCTION TEST',
  'COMPLETE BLOOD COUNT (CBC)',
  'THYROID PROFILE, TOTAL',
  'DIABETES SCREENING',
  'BIOCHEMISTRY',
  'IRON STUDIES',
];

const PANEL_METHODS = ['CHOD-POD', 'Enzymatic', 'Calculated', 'Photometry', 'CLIA', 'Electrical Impedance', 'HPLC', 'ECLIA', 'Spectrophotometry'];

/** Interpretation paragraphs printed under a panel: sentences full of numbers and units that are never results. */
const INTERPRETATION_PARAGRAPHS: readonly (readonly string[])[] = [
  [
    'Interpretation:',
    'A fasting plasma glucose of 126 mg/dL or more on two occasions, or an HbA1c of 6.5 % or more, indicates',
    'diabetes. Values between 100 and 125 mg/dL indicate impaired fasting glucose (prediabetes).',
  ],
  [
    'Note:',
    'LDL cholesterol is calculated by the Friedewald formula, which is not valid when triglycerides exceed',
    '400 mg/dL. A total cholesterol of 240 mg/dL and above, or LDL of 160 mg/dL and above, is considered high.',
  ],
  [
    'Clinical significance:',
    'Thyroid hormones show a diurnal rhythm: TSH peaks between 2 and 4 AM and is lowest around 6 to 10 PM,',
    'varying by up to 50 %. Results should be read together with Free T4 0.8 - 1.8 ng/dL.',
  ],
  ['Comments:', 'Vitamin D deficiency < 20 ng/mL, insufficiency 21 - 29 ng/mL, sufficiency 30 - 100 ng/mL, toxicity > 100 ng/mL.'],
];

interface RangeLines {
  lines: string[];
  refLow: number | null;
  refHigh: number | null;
}

/**
 * The reference column as chain labs print it: one range, or risk tiers over several lines ('Desirable : < 200',
 * 'Borderline : 200 - 239', 'High : > 239') whose first is the range, or age bands ('Adults : 0.6 - 1.3') whose first is
 * the adult one.
 */
function rangeLinesOf(result: DrawnResult, random: SeededRandom): RangeLines {
  const { low, high, decimals } = result.unit;
  const f = (n: number) => formatNumber(n, decimals, false);
  if (low === null && high !== null && random.chance(0.6)) {
    const far = Number((high * 1.3).toFixed(decimals));
    return { lines: [`Desirable : < ${f(high)}`, `Borderline : ${f(high)} - ${f(far)}`, `High : > ${f(far)}`], refLow: null, refHigh: high };
  }
  if (low !== null && high !== null && random.chance(0.3)) {
    const child = (n: number) => Number((n * 0.7).toFixed(decimals));
    return { lines: [`Adults : ${f(low)} - ${f(high)}`, `Children : ${f(child(low))} - ${f(child(high))}`], refLow: low, refHigh: high };
  }
  const single = low !== null && high !== null ? `${f(low)} - ${f(high)}` : high !== null ? `< ${f(high)}` : `> ${f(low!)}`;
  return { lines: [single], refLow: low, refHigh: high };
}

function writeRunningHead(writer: PageWriter, fields: readonly (readonly [string, string])[]): void {
  for (let index = 0; index < fields.length; index += 2) {
    fields.slice(index, index + 2).forEach(([label, value], column) => {
      writer.text(40 + column * 280, label, 8, true);
      writer.text(120 + column * 280, `: ${value}`, 8);
    });
    writer.line(11);
  }
  writer.line(8);
}

/**
 * Indian chain-lab reports as their software prints them: key/value running head on every page (name, age/gender,
 * lab number, collection and report dates, barcode text), one panel per heading with its sample type, a method column,
 * reference intervals of several lines (risk tiers or age bands), H/L in a flag column or bold only, interpretation
 * paragraphs full of numbers between panels, and a signature block with registration numbers.
 */
export function chainLabDocument(random: SeededRandom, id: string): CorpusDocument {
  const tests = US_TESTS.filter((test) => !test.specimen).map((test) => ({ ...test, us: INDIAN_UNITS[test.markerKey] ?? test.us }));
  const { date, results, writer } = beginReport(random, tests, [10, 22]);
  const time = `${pad(random.int(7, 11))}:${pad(random.int(0, 59))}`;
  const collected = random.pick([
    `${pad(date.day)}/${MONTH_NAMES[date.month - 1]}/${date.year} ${time}`,
    `${pad(date.day)}-${MONTH_NAMES[date.month - 1]}-${date.year} ${time}`,
    `${pad(date.day)}/${pad(date.month)}/${date.year} ${time} ${random.pick(['AM', ''])}`.trim(),
  ]);
  const labNumber = String(random.int(10_000_000, 99_999_999));
  const fields: [string, string][] = [
    ['Name', random.pick(['Mr. RAHUL SHARMA', 'Mrs. PRIYA NAIR', 'Mr. ARJUN RAO', 'Ms. ANITA DESAI'])],
    ['Lab No.', labNumber],
    ['Age/Gender', `${random.int(20, 80)} Y / ${random.pick(['Male', 'Female'])}`],
    ['Collected', collected],
    ['Ref. By', `Dr. ${random.pick(['SELF', 'A. KUMAR', 'S. IYER'])}`],
    ['Reported', `${pad(Math.min(date.day + 1, 28))}/${MONTH_NAMES[date.month - 1]}/${date.year} ${pad(random.int(12, 20))}:${pad(random.int(0, 59))}`],
  ];
  writer.text(40, random.pick(['Prime Pathlabs', 'Metro Diagnostics Ltd.', 'Wellcare Diagnostics', 'Apex Clinical Laboratory']), 13, true);
  writer.text(430, `|||| ${labNumber} ||||`, 9);
  writer.line(20);
  writeRunningHead(writer, fields);
  writer.pageHead = () => writeRunningHead(writer, fields);
  const flagColumn = random.chance(0.5);
  const columns = flagColumn ? { value: 220, flag: 265, unit: 290, range: 350, method: 480 } : { value: 230, flag: 0, unit: 290, range: 350, method: 480 };
  const titles = random.pick([
    ['Test Name', 'Result', 'Unit', 'Bio. Ref. Interval', 'Method'],
    ['Investigation', 'Observed Value', 'Units', 'Biological Reference Interval', 'Method'],
    ['Test Description', 'Value(s)', 'Unit', 'Reference Range', 'Method'],
  ]);
  const panelCount = Math.min(random.int(2, 4), results.length);
  const panels = random.sample(PANELS, panelCount);
  const expected: ExpectedCorpusValue[] = [];
  panels.forEach((panel, panelIndex) => {
    const share = results.filter((_, index) => index % panelCount === panelIndex);
    writer.keep(80);
    writer.text(220, panel, 10, true);
    writer.line(14);
    writer.text(40, `Sample Type : ${random.pick(['Serum', 'EDTA Whole Blood', 'Plasma', 'Serum (Fasting)'])}`, 8);
    writer.line(14);
    writer.text(40, titles[0]!, 8, true);
    writer.text(columns.value, titles[1]!, 8, true);
    writer.text(columns.unit, titles[2]!, 8, true);
    writer.text(columns.range, titles[3]!, 8, true);
    writer.text(columns.method, titles[4]!, 8, true);
    writer.line(14);
    for (const result of share) {
      const range = rangeLinesOf(result, random);
      writer.keep(12 * range.lines.length);
      const flag = result.direction === null ? '' : result.direction === 'high' ? 'H' : 'L';
      writer.text(40, result.name, 9);
      writer.text(columns.value, formatNumber(result.value, result.unit.decimals, false), 9, flag !== '');
      if (flagColumn && flag) writer.text(columns.flag, flag, 9, true);
      writer.text(columns.unit, result.unit.unit, 9);
      writer.text(columns.method, random.pick(PANEL_METHODS), 8);
      range.lines.forEach((line, index) => {
        writer.text(columns.range, line, 8);
        if (index < range.lines.length - 1) writer.line(11);
      });
      writer.line(15);
      expected.push({ ...expectedOf(result, true), refLow: range.refLow, refHigh: range.refHigh });
    }
    if (random.chance(0.6)) {
      writer.line(4);
      for (const line of random.pick(INTERPRETATION_PARAGRAPHS)) {
        writer.text(40, line, 7.5);
        writer.line(10);
      }
    }
    writer.line(12);
  });
  writer.text(220, '*** End Of Report ***', 8);
  writer.line(30);
  writer.text(40, `Dr. ${random.pick(['Meera Joshi', 'R. Banerjee'])}, MD (Pathology)   Reg. No. ${random.int(10_000, 99_999)}`, 8);
  writer.line(12);
  writer.pageHead = null;
  return finishReport(writer, random, { id, family: 'chain_lab', collectedOn: date.iso, expected }, { interpretation: false, dayFirst: true });
}
