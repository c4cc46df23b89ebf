import type { CorpusDocument, ExpectedCorpusValue } from './corpusDocument.js';
import type { SeededRandom } from './random.js';
import {
  type DrawnDate,
  type DrawnResult,
  FULL_MONTH_NAMES,
  MONTH_NAMES,
  PATIENTS,
  US_TESTS,
  beginReport,
  expectedOf,
  finishReport,
  formatNumber,
  header,
  pad,
} from './reportParts.js';

/** The app's own grouping of tests into topics. */
const TOPICS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Heart health', ['total_cholesterol', 'hdl_cholesterol', 'ldl_cholesterol', 'triglycerides', 'crp']],
  ['Metabolic health', ['glucose', 'hba1c', 'uric_acid']],
  ['Kidneys', ['creatinine', 'urea', 'egfr', 'sodium', 'potassium', 'calcium']],
  ['Liver', ['alt', 'ast', 'ggt', 'alkaline_phosphatase', 'bilirubin_total', 'albumin']],
  ['Blood count', ['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv']],
  ['Thyroid', ['tsh', 'free_t4']],
  ['Vitamins & iron', ['ferritin', 'iron', 'vitamin_d_25oh', 'vitamin_b12']],
];

const CHIPS = [
  { normal: 'Normal', high: 'High', low: 'Low' },
  { normal: 'In range', high: 'Above range', low: 'Below range' },
  { normal: 'Normal', high: 'Out of range', low: 'Out of range' },
] as const;

const RANGE_LABELS = ['Reference:', 'Reference range:', 'Normal range', 'Ref. range:', 'Typical range:'];

const appDate = (date: DrawnDate, form: number) =>
  [
    `${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`,
    `${date.day} ${FULL_MONTH_NAMES[date.month - 1]} ${date.year}`,
    `${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}`,
  ][form]!;

/** Width of a run of digits in Helvetica Bold, to set the unit after a large value on its line. */
const digitsWidth = (text: string, size: number) => text.length * size * 0.56;

/**
 * A lab app's PDF export laid out for phones: one result per card over three to five lines (name; the value large with
 * its unit small beside it, or value and unit as one run; `Reference: 70–99`; a status chip `• High`), one card per row
 * down the middle of the page or two cards side by side, topics as headings, a previous result under some cards.
 */
export function narrowMobileDocument(random: SeededRandom, id: string): CorpusDocument {
  const system = random.pick(['us', 'us', 'si'] as const);
  const { date, results, writer } = beginReport(
    random,
    US_TESTS.filter((test) => !test.specimen),
    [6, 14],
    { system },
  );
  const comma = system === 'si' && random.chance(0.4);
  const dateForm = random.int(0, 2);
  const exported = { ...date, year: date.year + (date.month === 12 ? 1 : 0), month: (date.month % 12) + 1 };
  header(
    writer,
    random.pick(['Lab results', 'Test results', 'My results']),
    [
      random.pick(PATIENTS),
      `Collected ${appDate(date, dateForm)} · ${pad(random.int(7, 11))}:${pad(random.int(0, 59))} ${random.pick(['AM', ''])}`.trim(),
      `${random.pick(['Exported', 'Shared', 'Downloaded'])} ${appDate(exported, dateForm)} from the app`,
    ],
    random,
    system === 'us',
  );
  const chips = random.pick(CHIPS);
  const chipOnNameLine = random.chance(0.5);
  const unitSmall = random.chance(0.6);
  const rangeLabel = random.pick(RANGE_LABELS);
  const dash = random.pick(['–', ' – ', '-', ' - ']);
  const rangeHasUnit = random.chance(0.4);
  const wordedLimits = random.chance(0.4);
  const showsPrevious = random.chance(0.4);
  const expected: ExpectedCorpusValue[] = [];

  /** Draws one card with its top at `top`, `left` its left edge, `width` its width; returns its height. */
  const card = (result: DrawnResult, left: number, width: number, top: number): number => {
    const { low, high, unit, decimals } = result.unit;
    const f = (n: number) => formatNumber(n, decimals, comma);
    const chip = `• ${chips[result.direction ?? 'normal']}`;
    let y = top;
    writer.text(left, result.name, 10, true, y);
    if (chipOnNameLine) writer.text(left + width - 62, chip, 8, true, y);
    y += 22;
    const value = f(result.value);
    if (unitSmall) {
      writer.text(left, value, 18, true, y);
      writer.text(left + digitsWidth(value, 19) + 8, unit, 9, false, y);
    } else writer.text(left, `${value} ${unit}`, 15, true, y);
    y += 15;
    const hasRange = random.chance(0.9);
    const limits =
      low !== null && high !== null
        ? `${f(low)}${dash}${f(high)}`
        : high !== null
          ? wordedLimits
            ? `Less than ${f(high)}`
            : `< ${f(high)}`
          : wordedLimits
            ? `Greater than ${f(low!)}`
            : `> ${f(low!)}`;
    writer.text(left, hasRange ? `${rangeLabel} ${limits}${rangeHasUnit ? ` ${unit}` : ''}` : 'No reference range', 8, false, y);
    y += 12;
    if (!chipOnNameLine) {
      writer.text(left, chip, 8, true, y);
      y += 12;
    }
    if (showsPrevious && random.chance(0.6)) {
      const previous = { ...date, year: date.year - 1 };
      writer.text(left, `Previous: ${f(result.value * (0.8 + random.next() * 0.4))} ${unit} on ${appDate(previous, dateForm)}`, 7, false, y);
      y += 11;
    }
    expected.push(expectedOf(result, hasRange));
    return y - top + 14;
  };

  for (const [topic, keys] of TOPICS) {
    const inTopic = results.filter((result) => keys.includes(result.test.markerKey));
    if (inTopic.length === 0) continue;
    const twoUp = random.chance(0.5);
    // A topic heading is not left alone at the foot of a page.
    writer.keep(140);
    writer.text(twoUp ? 40 : 150, topic, 12, true);
    writer.line(22);
    const perRow = twoUp ? 2 : 1;
    for (let index = 0; index < inTopic.length; index += perRow) {
      writer.keep(95);
      const row = inTopic.slice(index, index + perRow);
      const heights = row.map((result, column) => (twoUp ? card(result, column === 0 ? 40 : 310, 240, writer.y) : card(result, 150, 290, writer.y)));
      writer.line(Math.max(...heights));
    }
    writer.line(6);
  }
  return finishReport(writer, random, { id, family: 'narrow_mobile', collectedOn: date.iso, expected }, { interpretation: false, dayFirst: system === 'si' });
}
