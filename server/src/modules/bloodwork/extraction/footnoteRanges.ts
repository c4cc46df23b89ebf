import { withPlainDigits } from '../markers/labUnits.js';
import { matchMarker } from '../markers/markerCatalog.js';
import type { DecimalStyle } from './labNumbers.js';
import { parseReferenceRange, type ReferenceRangeReading } from './referenceRange.js';
import { lineFontSize, type LabReportLine } from './reportLines.js';
import { isSideBar, withoutSideBars } from './rowTokens.js';
import { namedRangeOf } from './separateRanges.js';

/**
 * Ranges printed once at the foot of a boxed panel, keyed by the footnote marks after its test names ('Glucose ᵃ',
 * 'Sodium (b)', 'Urea [2]', 'Iron¹'; then 'a) 70-99 mg/dL;   b) 136-145 mmol/L').
 */

const MARK = String.raw`(?:[a-z]|\d{1,2}|\[\d{1,2}\]|\((?:[a-z]|\d{1,2})\))`;
const MARK_ALONE = new RegExp(`^${MARK}$`);

function markKey(mark: string): string {
  return withPlainDigits(mark.replace(/[[\]()]/g, ''));
}

/** Where a row's raised mark was found: its line's page and baseline. */
export const raisedMarkPlace = (page: number, y: number) => `${page}:${y}`;

/**
 * A mark set raised and smaller after a name has its own baseline, so it is rebuilt as a line of its own just above the
 * row: it is taken off the lines and kept as that row's mark, by the row's page and baseline.
 */
export function withRaisedMarksTaken(lines: readonly LabReportLine[]): { lines: LabReportLine[]; raisedMarks: Map<string, string> } {
  const raisedMarks = new Map<string, string>();
  const kept = lines.filter((line, index) => {
    const cells = line.cells.filter((cell) => !isSideBar(cell.text));
    const mark = cells.length === 1 ? cells[0]! : null;
    const next = lines[index + 1];
    if (!mark || !next || next.page !== line.page || !MARK_ALONE.test(mark.text.trim())) return true;
    const rowSize = lineFontSize(next);
    const isRaised = mark.fontSize <= rowSize * 0.8 && next.y > line.y && next.y - line.y < rowSize;
    const gap = (cell: { x: number; width: number }) => mark.x - (cell.x + cell.width);
    const isAfterName = next.cells.some((cell) => !isSideBar(cell.text) && gap(cell) > -rowSize * 0.3 && gap(cell) <= rowSize);
    if (!isRaised || !isAfterName) return true;
    raisedMarks.set(raisedMarkPlace(next.page, next.y), markKey(mark.text.trim()));
    return false;
  });
  return { lines: kept, raisedMarks };
}

/** The footnote mark printed after a name: inline ('(a)', '[1]') or as superscript digits in the name's own text ('Iron¹'). */
export function footnoteMarkOf(line: LabReportLine): { mark: string; inline: string | null } | null {
  const name = withoutSideBars(line.cells.find((cell) => !isSideBar(cell.text))?.text ?? '');
  const inline = /\s(\[\d{1,2}\]|\((?:[a-z]|\d{1,2})\))$/.exec(name)?.[1];
  if (inline) return { mark: markKey(inline), inline };
  const raised = /\p{L}[)\]]?([⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2})$/u.exec(name)?.[1];
  if (raised) return { mark: markKey(raised), inline: null };
  // A raised mark the text layer ran into the name ('Hematocrit[1]', 'T4, Freea'): only a candidate, taken off the name
  // only when a range line at the box's foot is keyed by it, and a letter only when the name without it is a known test.
  const glued = /(?<=[\p{L}\d)])(\[\d{1,2}\]|[a-z])$/u.exec(name)?.[1];
  if (!glued || (glued.length === 1 && matchMarker(name.slice(0, -1)) === null)) return null;
  return { mark: markKey(glued), inline: glued };
}

/** A printed name without its inline footnote mark ('GGT (c)' is 'GGT'). */
export function withoutInlineMark(name: string, inline: string): string {
  return name.endsWith(inline) ? name.slice(0, -inline.length).trim() : name;
}

/**
 * A line of ranges keyed by footnote marks ('a) 70-99 mg/dL;   b) <200 mg/dL', '[1] HDL-C: >1.00 mmol/l'): each entry
 * its mark and range; null unless every entry on the line reads so.
 */
export function keyedRangesOf(line: LabReportLine, decimalStyle: DecimalStyle): Array<{ mark: string; reading: ReferenceRangeReading }> | null {
  const text = line.cells
    .filter((cell) => !isSideBar(cell.text))
    .map((cell) => withoutSideBars(cell.text))
    .join(' ');
  const entries = text
    .split(/;\s*/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return null;
  const keyed = entries.map((entry) => {
    const split = /^(?:(\[\d{1,2}\])|\(?([a-z]|\d{1,2})\))\s*(.+)$/.exec(entry);
    if (!split) return null;
    const printed = split[3] ?? '';
    const reading = namedRangeOf(printed, decimalStyle)?.reading ?? parseReferenceRange(printed, decimalStyle);
    return reading && (reading.refLow !== null || reading.refHigh !== null) ? { mark: markKey(split[1] ?? split[2] ?? ''), reading } : null;
  });
  return keyed.every((entry) => entry !== null) ? keyed : null;
}
