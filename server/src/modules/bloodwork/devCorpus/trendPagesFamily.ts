import type { CorpusDocument, ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import {
  beginReport,
  type DrawnDate,
  type DrawnResult,
  drawDate,
  drawValue,
  expectedOf,
  finishReport,
  formatNumber,
  FULL_MONTH_NAMES,
  MONTH_NAMES,
  pad,
  PATIENTS,
  rangeText,
  US_TESTS,
} from './reportParts.js';
import type { SeededRandom } from './random.js';

type DateStyle = 'month-name' | 'us' | 'us-short' | 'full-month';

function dateText(date: DrawnDate, style: DateStyle): string {
  return {
    'month-name': `${MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`,
    us: `${pad(date.month)}/${pad(date.day)}/${date.year}`,
    'us-short': `${date.month}/${date.day}/${String(date.year).slice(2)}`,
    'full-month': `${FULL_MONTH_NAMES[date.month - 1]} ${date.day}, ${date.year}`,
  }[style];
}

interface TrendPoint {
  date: DrawnDate;
  value: number;
  direction: 'high' | 'low' | null;
}

interface TrendLayout {
  kind: 'date-rows' | 'latest-then-history' | 'date-columns';
  dateStyle: DateStyle;
  unitWithValue: boolean;
  newestFirst: boolean;
  rangeLabel: string;
  columns: { date: number; value: number; flag: number };
}

const flagWord = (direction: TrendPoint['direction']) => (direction === 'high' ? 'High' : direction === 'low' ? 'Low' : '');

function printedValue(result: DrawnResult, point: TrendPoint, layout: TrendLayout): string {
  const value = formatNumber(point.value, result.unit.decimals, false);
  return layout.unitWithValue ? `${value} ${result.unit.unit}` : value;
}

/** One marker's trend block: name, standard range, then its results by date (newest first or oldest first). */
function writeTrend(writer: PageWriter, random: SeededRandom, result: DrawnResult, points: readonly TrendPoint[], layout: TrendLayout): void {
  writer.keep(40 + points.length * 14);
  writer.text(40, result.name, 11, true);
  writer.line(15);
  const range = rangeText(result.unit, false, 'spaced');
  // The unit is printed with each value, or else after the range: never nowhere.
  writer.text(40, `${layout.rangeLabel} ${range}${!layout.unitWithValue || random.chance(0.5) ? ` ${result.unit.unit}` : ''}`, 8);
  writer.line(15);
  const shown = layout.newestFirst ? [...points].reverse() : [...points];
  if (layout.kind === 'date-columns') {
    // Columns wide enough for '47 mL/min/1.73m2 Low' and for 'September 30, 2024'.
    const step = layout.unitWithValue ? 115 : layout.dateStyle === 'full-month' ? 100 : 85;
    shown.forEach((point, index) => writer.text(60 + index * step, dateText(point.date, layout.dateStyle), 8, true));
    writer.line(13);
    shown.forEach((point, index) => writer.text(60 + index * step, `${printedValue(result, point, layout)} ${flagWord(point.direction)}`.trim(), 9));
    writer.line(20);
    return;
  }
  let rows = shown;
  if (layout.kind === 'latest-then-history') {
    const newest = points.at(-1)!;
    writer.text(40, `Latest result: ${printedValue(result, newest, layout)}`, 10, newest.direction !== null);
    if (newest.direction) writer.text(layout.columns.flag, flagWord(newest.direction), 9, true);
    writer.line(13);
    writer.text(40, `Collected ${dateText(newest.date, layout.dateStyle)}`, 8);
    writer.line(15);
    writer.text(40, random.pick(['Past results', 'Previous results', 'History']), 8, true);
    writer.line(13);
    rows = shown.filter((point) => point !== newest);
  } else {
    writer.text(layout.columns.date, 'Date', 8, true);
    writer.text(layout.columns.value, 'Value', 8, true);
    writer.text(layout.columns.flag, 'Flag', 8, true);
    writer.line(13);
  }
  for (const point of rows) {
    writer.text(layout.columns.date, dateText(point.date, layout.dateStyle), 9);
    writer.text(layout.columns.value, printedValue(result, point, layout), 9);
    if (point.direction) writer.text(layout.columns.flag, flagWord(point.direction), 9);
    writer.line(13);
  }
  writer.line(12);
}

/**
 * US patient-portal 'result trend' pages: one block per test with its standard range and its results over time (a
 * Date | Value | Flag table, a 'Latest result' line over the past ones, or dates across), newest first or oldest first,
 * each test with its own earlier dates from the patient's past visits. The draft takes the newest visit's results.
 */
export function trendPagesDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(random, US_TESTS, [5, 10]);
  const visits = [drawDate(random, 2018, 2019), drawDate(random, 2020, 2020), drawDate(random, 2021, date.year - 1)].filter((visit) => visit.iso < date.iso);
  const layout: TrendLayout = {
    kind: random.pick(['date-rows', 'latest-then-history', 'date-columns'] as const),
    dateStyle: random.pick(['month-name', 'us', 'us-short', 'full-month'] as const),
    unitWithValue: random.chance(0.6),
    newestFirst: random.chance(0.7),
    rangeLabel: random.pick(['Standard range:', 'Normal range:', 'Reference range:']),
    columns: { date: random.int(40, 60), value: random.int(150, 200), flag: random.int(260, 320) },
  };
  writer.text(40, `${random.int(1, 12)}/${random.int(1, 28)}/${String(date.year + 1).slice(2)}, ${random.int(1, 12)}:${pad(random.int(0, 59))} PM`, 7);
  writer.text(260, random.pick(['MyChart - Test Results', 'Health Portal - Trends', 'Lab Results Over Time']), 7);
  writer.line(22);
  writer.text(40, random.pick(['Result Trends', 'Your Lab Trends', 'Test Results History']), 14, true);
  writer.line(18);
  writer.text(40, `${random.pick(PATIENTS)}   MRN: ${random.int(1_000_000, 9_999_999)}`, 9);
  writer.line(22);
  const expected: ExpectedCorpusValue[] = [];
  for (const result of results) {
    const earlier = random.sample(visits, random.int(1, visits.length)).sort((a, b) => a.iso.localeCompare(b.iso));
    const points: TrendPoint[] = [
      ...earlier.map((visit) => ({ date: visit, ...drawValue(random, result.unit) })),
      { date, value: result.value, direction: result.direction },
    ];
    writeTrend(writer, random, result, points, layout);
    expected.push(expectedOf(result, true));
  }
  return finishReport(writer, random, { id, family: 'trend_pages', collectedOn: date.iso, expected }, { interpretation: false });
}
