import { markerNameKey } from '../markers/markerCatalog.js';
import type { DecimalStyle } from './labNumbers.js';
import { RANGE_START, parseReferenceRange, type ReferenceRangeReading } from './referenceRange.js';
import type { LabReportCell, LabReportLine } from './reportLines.js';

/** Ranges printed apart from their result's row: in a block of named ranges after the results, or at the ends of a drawn range bar. */

/**
 * A range printed with its test's name in a block after the results ('Bio. Ref. Interval :-', then 'HDL CHOLESTEROL : > 40
 * mg/dL'): it belongs to the result of that name read earlier without a range, and is no result itself.
 */
export function namedRangeOf(text: string, decimalStyle: DecimalStyle): { nameKey: string; reading: ReferenceRangeReading } | null {
  const split = /^([^:]*\p{L}[^:]*?)\s*:\s*(.+)$/u.exec(text.replace(/\s+/g, ' ').trim());
  const reading = split ? parseReferenceRange(split[2] ?? '', decimalStyle) : null;
  return split && reading ? { nameKey: markerNameKey(split[1] ?? ''), reading } : null;
}

/**
 * The limits printed at the two ends of a drawn range bar, on the line under the value: two bare numbers far apart, the
 * lower first ('3.5 ... 7.2'), or one one-sided limit alone ('<200').
 */
export function rangeBarEndsOf(line: LabReportLine, decimalStyle: DecimalStyle): ReferenceRangeReading | null {
  const [first, second, ...rest] = line.cells;
  if (!first || rest.length > 0) return null;
  if (!second) return /^[<>]\s?\d+(?:[.,]\d+)?$/.test(first.text.trim()) ? parseReferenceRange(first.text, decimalStyle) : null;
  const isBare = (text: string) => /^\d+(?:[.,]\d+)?$/.test(text.trim());
  if (!isBare(first.text) || !isBare(second.text) || second.x - (first.x + first.width) < first.fontSize * 10) return null;
  const reading = parseReferenceRange(`${first.text.trim()} - ${second.text.trim()}`, decimalStyle);
  return reading && reading.refLow !== null && reading.refHigh !== null && reading.refLow < reading.refHigh ? reading : null;
}

/**
 * A range cell wrapped onto the line under its row on a narrow printout ('Lym#  1.50  K/uL', then '0.80 - 4.00' alone):
 * one two-sided range and nothing else on its line, a unit after it at most.
 */
export function wrappedRangeOf(line: LabReportLine, decimalStyle: DecimalStyle): ReferenceRangeReading | null {
  const [cell, ...rest] = line.cells;
  if (!cell || rest.length > 0) return null;
  const reading = parseReferenceRange(cell.text, decimalStyle);
  if (!reading || reading.refLow === null || reading.refHigh === null) return null;
  return /\p{L}/u.test(cell.text.replace(reading.unit, '')) ? null : reading;
}

/**
 * A range cell whose line ended in a sex label ('Male: 13 - 17  Female:'): the cell goes on on the next line, starting
 * right of `left` and no further right than the cell ended (`right`). `carryOn` reads the label with the numbers found
 * there and says whether they were its.
 */
export interface OpenSexLabel {
  page: number;
  y: number;
  fontSize: number;
  left: number;
  right: number;
  carryOn: (text: string, line: LabReportLine) => boolean;
}

/**
 * The cells of the line right under an open sex label that carry on its range cell: from the first one starting within
 * the cell's span, when it opens with a limit, to the end of the line; `rest` are the cells before it. Null when the
 * line does not carry on the cell.
 */
export function cellsCarryingOn(line: LabReportLine, open: OpenSexLabel): { text: string; rest: LabReportCell[] } | null {
  if (line.page !== open.page || line.y <= open.y || line.y - open.y > open.fontSize * 2.5) return null;
  const start = line.cells.findIndex((cell) => cell.x > open.left && cell.x <= open.right);
  const first = line.cells[start];
  if (!first || !RANGE_START.test(first.text.trim())) return null;
  return {
    text: line.cells
      .slice(start)
      .map((cell) => cell.text)
      .join(' '),
    rest: line.cells.slice(0, start),
  };
}
