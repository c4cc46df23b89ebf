import type { CorpusDocument, ExpectedCorpusValue, PageWriter } from './corpusDocument.js';
import { CORPUS_TESTS } from './corpusTests.js';
import type { SeededRandom } from './random.js';
import {
  MONTH_NAMES,
  PATIENTS,
  beginReport,
  type DrawnDate,
  type DrawnResult,
  drawValue,
  expectedOf,
  finishReport,
  formatNumber,
  header,
  pad,
  rangeText,
} from './reportParts.js';

const BLOOD_TESTS = CORPUS_TESTS.filter((test) => !test.specimen);

const HEMATOLOGY = new Set(['hemoglobin', 'hematocrit', 'wbc_count', 'rbc_count', 'platelet_count', 'mcv']);
const ENDOCRINE = new Set(['tsh', 'free_t4', 'vitamin_d_25oh', 'vitamin_b12', 'ferritin', 'iron', 'hba1c']);

function groupOf(result: DrawnResult): 'Hematology' | 'Endocrine / Nutrients' | 'Chemistry' {
  if (HEMATOLOGY.has(result.test.markerKey)) return 'Hematology';
  if (ENDOCRINE.has(result.test.markerKey)) return 'Endocrine / Nutrients';
  return 'Chemistry';
}

/** Helvetica widths, near enough to right-align numbers and wrap names in a narrow column. */
function approximateWidth(text: string, size: number): number {
  return [...text].reduce((sum, glyph) => sum + (/[\d]/.test(glyph) ? 0.556 : /[.,:;il ]/.test(glyph) ? 0.28 : /[A-Z]/.test(glyph) ? 0.68 : 0.52), 0) * size;
}

const BOLD_WIDTH = 1.12;

/** A test name broken into the lines that fit its column, as grid headers wrap them. */
function wrapped(name: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const word of name.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && approximateWidth(`${last} ${word}`, size) * BOLD_WIDTH <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function daysBefore(date: DrawnDate, days: number): DrawnDate {
  const moment = new Date(Date.UTC(date.year, date.month - 1, date.day) - days * 86_400_000);
  const [year, month, day] = [moment.getUTCFullYear(), moment.getUTCMonth() + 1, moment.getUTCDate()];
  return { iso: `${year}-${pad(month)}-${pad(day)}`, year, month, day };
}

type DateStyle = 'us' | 'dayMonthName' | 'iso';

function gridDate(date: DrawnDate, style: DateStyle, time: string): string {
  if (style === 'us') return `${pad(date.month)}/${pad(date.day)}/${String(date.year).slice(2)} ${time.replace(':', '')}`;
  if (style === 'dayMonthName') return `${pad(date.day)}-${MONTH_NAMES[date.month - 1]}-${String(date.year).slice(2)} ${time}`;
  return `${date.year}-${pad(date.month)}-${pad(date.day)} ${time}`;
}

interface Visit {
  label: string;
  /** Value per result, null where the test was not done at that visit; the newest visit holds the drawn results. */
  values: (number | null)[];
  newest: boolean;
}

interface GridLayout {
  labelWidth: number;
  columnWidth: number;
  size: number;
  rightAligned: boolean;
  unitsInBrackets: boolean;
  rangeTitle: string;
  rangeFirst: boolean;
  flagStyle: 'letter' | 'bracketed' | 'glued' | 'star' | 'bold';
  missing: string;
  unitsLabel: boolean;
  boldNewest: boolean;
}

function flagged(result: DrawnResult, value: number, text: string, layout: GridLayout): { text: string; bold: boolean } {
  const { low, high } = result.unit;
  const direction = high !== null && value > high ? 'H' : low !== null && value < low ? 'L' : null;
  if (direction === null) return { text, bold: false };
  if (layout.flagStyle === 'bold') return { text, bold: true };
  if (layout.flagStyle === 'star') return { text: `${text}*`, bold: false };
  if (layout.flagStyle === 'glued') return { text: `${text}${direction}`, bold: false };
  if (layout.flagStyle === 'bracketed') return { text: `${text} (${direction})`, bold: false };
  return { text: `${text} ${direction}`, bold: false };
}

/** One block of the grid: the tests across the top with their units under them, then the range row and one row per visit. */
function drawBlock(writer: PageWriter, title: string, indices: number[], results: DrawnResult[], visits: Visit[], layout: GridLayout): void {
  const { labelWidth, columnWidth, size } = layout;
  const columnX = (index: number) => 40 + labelWidth + index * columnWidth;
  const nameLines = indices.map((index) => wrapped(results[index]!.name, columnWidth - 6, size));
  const depth = Math.max(...nameLines.map((lines) => lines.length));
  writer.keep((depth + visits.length + 4) * 12 + 20);
  writer.text(40, title, size + 1.5, true);
  writer.line(14);
  for (let line = 0; line < depth; line += 1) {
    // Names are set flush with the foot of the header, so a short name sits on the line of the long names' last part.
    nameLines.forEach((lines, column) => {
      const part = lines[line - (depth - lines.length)];
      if (part) writer.text(columnX(column), part, size, true);
    });
    writer.line(size + 2);
  }
  if (layout.unitsLabel) writer.text(40, 'Units', size - 0.5);
  indices.forEach((index, column) => {
    const unit = results[index]!.unit.unit;
    writer.text(columnX(column), layout.unitsInBrackets ? `(${unit})` : unit, size - 0.5);
  });
  writer.line(size + 4);
  const rangeRow = () => {
    writer.text(40, layout.rangeTitle, size - 0.5);
    indices.forEach((index, column) => writer.text(columnX(column), rangeText(results[index]!.unit, false, 'dash'), size - 0.5));
    writer.line(size + 4);
  };
  if (layout.rangeFirst) rangeRow();
  for (const visit of visits) {
    writer.text(40, visit.label, size, visit.newest && visits.length > 1 && layout.boldNewest);
    indices.forEach((index, column) => {
      const result = results[index]!;
      const value = visit.values[index];
      if (value === null || value === undefined) {
        if (layout.missing) writer.text(columnX(column), layout.missing, size);
        return;
      }
      const cell = flagged(result, value, formatNumber(value, result.unit.decimals, false), layout);
      const x = layout.rightAligned ? columnX(column) + columnWidth - 10 - approximateWidth(cell.text, size) : columnX(column);
      writer.text(x, cell.text, size, cell.bold);
    });
    writer.line(size + 4);
  }
  if (!layout.rangeFirst) rangeRow();
  writer.line(10);
}

/**
 * EHR lab flowsheets and grid summaries (and the horizontal tables of some analyser and health-check printouts): the
 * tests run across the page, each column headed by the test name (wrapped over two or three lines) with its unit under
 * it, `(mg/dL)`, and no unit on the rows; a reference row ('Ref Range', 'Normal') above or below the results; one
 * result row, or one row per visit labelled with its date and time, newest first or last, tests not done at a visit
 * left blank or '-'. The newest visit is the draft; older rows are decoys.
 */
export function testColumnsDocument(random: SeededRandom, id: string): CorpusDocument {
  const { date, results, writer } = beginReport(random, BLOOD_TESTS, [7, 16], { system: random.chance(0.6) ? 'us' : 'si' });
  const flowsheet = random.chance(0.6);
  const dateStyle = random.pick<DateStyle>(['us', 'dayMonthName', 'iso']);
  const time = () => `${pad(random.int(6, 16))}:${pad(random.int(0, 59))}`;
  const layout: GridLayout = {
    labelWidth: flowsheet ? random.int(78, 92) : random.int(58, 72),
    columnWidth: random.int(60, 76),
    size: random.pick([7, 7.5, 8]),
    rightAligned: random.chance(0.5),
    unitsInBrackets: random.chance(0.6),
    rangeTitle: random.pick(['Ref Range', 'Reference', 'Normal', 'Ref. Interval', 'Normal Range']),
    rangeFirst: random.chance(0.5),
    flagStyle: random.pick(['letter', 'bracketed', 'glued', 'star', 'bold'] as const),
    missing: random.pick(['', '-', '--']),
    unitsLabel: random.chance(0.4),
    boldNewest: random.chance(0.3),
  };
  // A column is never narrower than the longest word of its bold title, which is not broken.
  const longestWord = Math.max(...results.flatMap((result) => result.name.split(' ').map((word) => approximateWidth(word, layout.size) * BOLD_WIDTH)));
  layout.columnWidth = Math.max(layout.columnWidth, Math.ceil(longestWord) + 8);
  const newestTime = time();
  const receivedTime = `${pad(Math.min(23, Number(newestTime.slice(0, 2)) + 1))}:${pad(random.int(0, 59))}`;
  const newest: Visit = { label: flowsheet ? gridDate(date, dateStyle, newestTime) : random.pick(['Result', 'Value', 'Your Value']), values: [], newest: true };
  const doneNow = results.map((_, index) => index === 0 || !flowsheet || random.chance(0.85));
  newest.values = results.map((result, index) => (doneNow[index] ? result.value : null));
  const visits: Visit[] = [newest];
  let oldest = date;
  if (flowsheet) {
    for (let count = random.int(1, 3); count > 0; count -= 1) {
      oldest = daysBefore(oldest, random.int(2, 120));
      visits.push({
        label: gridDate(oldest, dateStyle, time()),
        // A test not done at the newest visit was done at an earlier one, or it would have no column.
        values: results.map((result, index) => (random.chance(0.75) || (count === 1 && !doneNow[index]) ? drawValue(random, result.unit).value : null)),
        newest: false,
      });
    }
    if (random.chance(0.5)) visits.reverse();
  }
  const ordered = results.map((_, index) => index).sort((a, b) => groupOf(results[a]!).localeCompare(groupOf(results[b]!)));
  const perBlock = Math.max(3, Math.floor((490 - layout.labelWidth) / layout.columnWidth));
  header(
    writer,
    flowsheet
      ? random.pick(['Laboratory Flowsheet', 'Lab Results - Flowsheet View', 'Cumulative Laboratory Grid'])
      : random.pick(['Laboratory Results Summary', 'Results Grid', 'Health Check Laboratory Results']),
    [
      `Patient: ${random.pick(PATIENTS)}   MRN: ${random.int(1000000, 9999999)}   DOB: ${pad(random.int(1, 28))}-${random.pick(MONTH_NAMES)}-${random.int(1940, 2000)}`,
      flowsheet
        ? `Results from ${oldest.iso} to ${date.iso}   Printed by: ${random.pick(['LABVIEW', 'RESULTS REVIEW', 'FLOWSHEET'])}`
        : `Collected: ${gridDate(date, dateStyle, newestTime)}   Received: ${gridDate(date, dateStyle, receivedTime)}`,
      `Ordering provider: ${random.pick(['A. Patel, MD', 'K. Tanaka', 'L. Brennan, NP', 'S. Okafor, MD'])}   Location: ${random.pick(['Clinic 4B', 'Outpatient Lab', 'Ward 7'])}`,
    ],
    random,
  );
  const blocks = new Map<string, number[]>();
  for (const index of ordered) blocks.set(groupOf(results[index]!), [...(blocks.get(groupOf(results[index]!)) ?? []), index]);
  for (const [group, indices] of blocks) {
    for (let start = 0; start < indices.length; start += perBlock) {
      const title = start === 0 ? group : `${group} (continued)`;
      drawBlock(writer, title, indices.slice(start, start + perBlock), results, visits, layout);
    }
  }
  const expected: ExpectedCorpusValue[] = results.filter((_, index) => doneNow[index]).map((result) => expectedOf(result, true));
  return finishReport(
    writer,
    random,
    { id, family: 'test_columns', collectedOn: date.iso, expected },
    { interpretation: false, dayFirst: dateStyle === 'dayMonthName' },
  );
}
