import { headerRoleOf } from './nonResultText.js';
import type { DecimalStyle } from './labNumbers.js';
import { parseReferenceRange } from './referenceRange.js';
import type { DayMonthOrder } from './reportContext.js';
import { cellPart, type LabReportCell, type LabReportLine } from './reportLines.js';
import { unitAlone } from './resultRow.js';
import { dateOfCell, type ResultDate } from './trendSeries.js';

/**
 * Flowsheets and grid summaries print the tests across the page: each column titled by the test's name (wrapped over
 * lines, set flush with the foot of the titles) with its unit under it, then a reference row and one row per visit,
 * each labelled at the left ('Ref Range', '11-Oct-22 09:50', 'Result'). Such a grid is turned into ordinary rows
 * (name, value, unit, range) for the result row of the newest visit, which is the draft; older visits are not read.
 */

interface GridColumn {
  x: number;
  fontSize: number;
  nameParts: string[];
  unit: string;
  range: string;
}

interface GridRow {
  line: LabReportLine;
  label: string;
  /** Cell text per column index, absent where the row prints nothing in that column. */
  cells: Map<number, string>;
}

export interface GridReading {
  lines: LabReportLine[];
  /** The newest visit's date when its rows are dated; null when that date reads two ways ('03/04/25'). */
  newestVisitDate?: string | null;
}

const UNITS_LABEL = /^units?:?$/i;
/** A visit's time after its date, with or without a colon ('09:50', '0745'). */
const TRAILING_TIME = /\s+\d{1,2}:?\d{2}(?::\d{2})?(?:\s?[AP]M)?$/i;
const NOT_DONE = /^(?:-+|–|—)$/;

/** Cells cut at `cuts` (character indexes), each piece placed by its share of the characters. */
function cutCell(cell: LabReportCell, cuts: readonly number[]): LabReportCell[] {
  const bounds = [0, ...cuts, cell.text.length];
  return bounds.slice(1).map((end, index) => {
    const start = bounds[index]!;
    return cellPart(cell, cell.text.slice(start, end).trim(), start, end - start);
  });
}

/** Units of neighbouring columns set so close that they came out as one cell ('(mL/min/1.73m2) (mg/dL)', '(mL/min/1.73m2)(mg/dL)'). */
function unitCellsOf(cell: LabReportCell): LabReportCell[] {
  if (unitAlone(cell.text) !== null) return [cell];
  const cuts = [...cell.text.matchAll(/\s+|(?<=\))(?=\()/g)].map((gap) => (gap.index ?? 0) + gap[0].length);
  const pieces = cutCell(cell, cuts);
  return pieces.every((piece) => unitAlone(piece.text) !== null) ? pieces : [cell];
}

function unitColumnsOf(line: LabReportLine): GridColumn[] | null {
  const [first] = line.cells;
  const cells = (first && UNITS_LABEL.test(first.text.trim()) ? line.cells.slice(1) : line.cells).flatMap(unitCellsOf);
  const units = cells.map((cell) => unitAlone(cell.text));
  if (cells.length === 0 || units.some((unit) => unit === null)) return null;
  return cells.map((cell, index) => ({ x: cell.x, fontSize: cell.fontSize, nameParts: [], unit: units[index]!, range: '' }));
}

/** The column a cell stands in: from a little left of a column's start to a little left of the next one's. */
function columnIndexOf(cell: LabReportCell, columns: readonly GridColumn[]): number {
  const centre = cell.x + cell.width / 2;
  return columns.findIndex((column, index) => {
    const next = columns[index + 1];
    return centre >= column.x - column.fontSize && (next === undefined || centre < next.x - next.fontSize * 0.25);
  });
}

/**
 * Titles of neighbouring columns set so close that they came out as one cell ('Creatinine, Serum Sodium', 'Hemoglobin
 * A1cIron'), or a visit's label run into its first value ('2024-09-25 12:30 10.0'): a cell running past the start of
 * the next column is cut there, at the space or the step from a small letter to a capital or a digit whose estimated place is nearest
 * that column's start.
 */
function cellsCutAtColumns(cell: LabReportCell, columns: readonly GridColumn[]): LabReportCell[] {
  const perCharacter = cell.width / cell.text.length;
  const candidates = [...cell.text.matchAll(/ (?=\S)|(?<=\p{Ll})(?=\p{Lu}|\d)/gu)].map((match) => (match.index ?? 0) + match[0].length);
  const offset = (cut: number, column: GridColumn) => Math.abs(cell.x + cut * perCharacter - column.x);
  // A cut is made only near the column's start: a long title merely running over it stays whole.
  const cuts = columns
    .filter((column) => column.x > cell.x + cell.fontSize && column.x < cell.x + cell.width)
    .flatMap((column) => {
      const nearest = [...candidates].sort((a, b) => offset(a, column) - offset(b, column))[0];
      return nearest === undefined || offset(nearest, column) > cell.fontSize * 1.5 ? [] : [nearest];
    });
  return cuts.length === 0
    ? [cell]
    : cutCell(
        cell,
        [...new Set(cuts)].sort((a, b) => a - b),
      );
}

/** The cells of a line of the grid's titles, when every one starts where a column starts; null for any other line. */
function titleCellsOfLine(line: LabReportLine, columns: readonly GridColumn[]): LabReportCell[] | null {
  const cells = line.cells.flatMap((cell) => cellsCutAtColumns(cell, columns));
  const isAligned = (cell: LabReportCell) => columns.some((column) => Math.abs(column.x - cell.x) <= cell.fontSize * 1.5);
  return cells.length > 0 && cells.every(isAligned) ? cells : null;
}

function visitDateOf(label: string, order: DayMonthOrder | null): ResultDate | null {
  return dateOfCell(label.replace(TRAILING_TIME, ''), order);
}

const isRangeLabel = (label: string) => headerRoleOf(label) === 'range' || /^normal$/i.test(label);

/** A row labelled at the left of the grid, with each other cell in a column; null for any other line. */
function gridRowOf(line: LabReportLine, columns: readonly GridColumn[]): GridRow | null {
  const [label, ...rest] = line.cells.flatMap((cell) => cellsCutAtColumns(cell, columns));
  if (!label || label.x > columns[0]!.x - label.fontSize) return null;
  const cells = new Map<number, string>();
  for (const cell of rest) {
    const index = columnIndexOf(cell, columns);
    if (index < 0 || cells.has(index)) return null;
    cells.set(index, cell.text.trim());
  }
  return { line, label: label.text.trim(), cells };
}

function isRangeRow(row: GridRow, decimalStyle: DecimalStyle): boolean {
  if (isRangeLabel(row.label)) return true;
  const texts = [...row.cells.values()];
  return texts.length > 0 && texts.every((text) => parseReferenceRange(text, decimalStyle) !== null) && texts.some((text) => /\d\s*[-–~]\s*\d/.test(text));
}

/**
 * Of the visit rows, the newest (by its date label), or the only one; null when their dates do not settle it. `date` holds
 * the newest visit's date under both day/month orders, as printed.
 */
function newestVisit(visits: readonly GridRow[], order: DayMonthOrder | null, isoDates: ReadonlySet<string>): { row: GridRow; date?: ResultDate } | null {
  if (visits.length === 1 && visitDateOf(visits[0]!.label, order) === null) return { row: visits[0]! };
  const dated = visits.map((row) => ({ row, date: visitDateOf(row.label, order) }));
  if (dated.some(({ date }) => date === null)) return null;
  const newestBy = (reading: keyof ResultDate) => dated.reduce((best, item) => (item.date![reading] > best.date![reading] ? item : best));
  const [dayFirst, monthFirst] = [newestBy('dayFirst'), newestBy('monthFirst')];
  // Where the two readings disagree on the newest visit, the one whose newest date the report prints as an ISO date wins.
  const printed = [
    { item: dayFirst, date: dayFirst.date!.dayFirst },
    { item: monthFirst, date: monthFirst.date!.monthFirst },
  ].filter(({ date }) => isoDates.has(date));
  const newest = dayFirst === monthFirst ? dayFirst : printed.length === 1 ? printed[0]!.item : null;
  return newest ? { row: newest.row, date: visitDateOf(newest.row.label, null)! } : null;
}

/**
 * A visit date that reads two ways ('05/04/22') is the reading the report prints elsewhere as an ISO date ('Results from
 * 2022-03-02 to 2022-05-04'), else the reading of the report's day/month order; null when nothing settles it.
 */
function settledVisitDate(date: ResultDate, isoDates: ReadonlySet<string>, order: DayMonthOrder | null): string | null {
  if (date.dayFirst === date.monthFirst) return date.dayFirst;
  const printed = [date.dayFirst, date.monthFirst].filter((reading) => isoDates.has(reading));
  if (printed.length === 1) return printed[0]!;
  return order === null ? null : order === 'day_first' ? date.dayFirst : date.monthFirst;
}

function asResultLine(column: GridColumn, value: string, at: LabReportLine, labelX: number, index: number): LabReportLine {
  const cell = (text: string, x: number): LabReportCell => ({ text, x, width: text.length * column.fontSize * 0.5, fontSize: column.fontSize });
  const cells = [cell(column.nameParts.join(' '), labelX), cell(value, labelX + 200), cell(column.unit, labelX + 260)];
  if (column.range) cells.push(cell(column.range, labelX + 320));
  // Rows keep the grid's order, one a hair below the other.
  return { page: at.page, y: at.y + index * 0.01, cells };
}

interface ReadGrid {
  start: number;
  end: number;
  rows: LabReportLine[];
  date?: ResultDate;
}

interface DateEvidence {
  order: DayMonthOrder | null;
  /** Dates the report prints as ISO dates, which read one way only. */
  isoDates: ReadonlySet<string>;
}

function readGridAt(lines: readonly LabReportLine[], unitIndex: number, decimalStyle: DecimalStyle, { order, isoDates }: DateEvidence): ReadGrid | null {
  const unitLine = lines[unitIndex]!;
  const columns = unitColumnsOf(unitLine);
  if (!columns) return null;
  const fontSize = Math.max(...columns.map((column) => column.fontSize));
  const titleLines: LabReportCell[][] = [];
  let start = unitIndex;
  for (let index = unitIndex - 1; index >= 0 && unitIndex - index <= 4; index -= 1) {
    const line = lines[index]!;
    const titles = line.page === unitLine.page && lines[index + 1]!.y - line.y <= fontSize * 2.5 ? titleCellsOfLine(line, columns) : null;
    if (!titles) break;
    titleLines.unshift(titles);
    start = index;
  }
  // A title stands at its column's start (a piece cut from a run of titles near it).
  const nearestColumn = (cell: LabReportCell) => [...columns].sort((a, b) => Math.abs(a.x - cell.x) - Math.abs(b.x - cell.x))[0]!;
  for (const cell of titleLines.flat()) nearestColumn(cell).nameParts.push(cell.text);
  if (columns.some((column) => column.nameParts.length === 0)) return null;
  const visits: GridRow[] = [];
  let end = unitIndex + 1;
  for (; end < lines.length; end += 1) {
    const line = lines[end]!;
    const row = line.page === unitLine.page && line.y - lines[end - 1]!.y <= fontSize * 3 ? gridRowOf(line, columns) : null;
    if (!row) break;
    if (isRangeRow(row, decimalStyle)) for (const [index, text] of row.cells) columns[index]!.range = text;
    else if (visitDateOf(row.label, order) !== null || headerRoleOf(row.label) === 'value') visits.push(row);
    else break;
  }
  const newest = visits.length > 0 ? newestVisit(visits, order, isoDates) : null;
  if (!newest) return null;
  const labelX = newest.row.line.cells[0]!.x;
  const rows = columns.flatMap((column, index) => {
    const value = newest.row.cells.get(index);
    return value === undefined || NOT_DONE.test(value) ? [] : [asResultLine(column, value, unitLine, labelX, index)];
  });
  return { start, end, rows, ...(newest.date !== undefined ? { date: newest.date } : {}) };
}

/** Replaces each results grid (tests across, visits down) by one ordinary row per test of its newest visit. */
export function testColumnGridsAsRows(lines: readonly LabReportLine[], decimalStyle: DecimalStyle, order: DayMonthOrder | null): GridReading {
  const read: LabReportLine[] = [];
  const dates: (string | null)[] = [];
  const isoDates = new Set(lines.flatMap((line) => line.cells.flatMap((cell) => cell.text.match(/\b\d{4}-\d{2}-\d{2}\b/g) ?? [])));
  let copied = 0;
  for (let index = 0; index < lines.length; index += 1) {
    const grid = readGridAt(lines, index, decimalStyle, { order, isoDates });
    if (!grid || grid.start < copied) continue;
    read.push(...lines.slice(copied, grid.start), ...grid.rows);
    if (grid.date !== undefined) dates.push(settledVisitDate(grid.date, isoDates, order));
    copied = grid.end;
    index = grid.end - 1;
  }
  read.push(...lines.slice(copied));
  if (dates.length === 0) return { lines: read };
  const newest = dates.includes(null) ? null : [...dates].sort().at(-1)!;
  return { lines: read, newestVisitDate: newest };
}
