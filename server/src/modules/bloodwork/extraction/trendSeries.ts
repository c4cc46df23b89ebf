import { AmbiguousDate, type DayMonthOrder, readDate } from './reportContext.js';
import type { LabReportLine } from './reportLines.js';

/**
 * Result-trend pages print one test's results over time: rows that start with their date ('07/21/2022   91 mg/dL'),
 * dates across with the values under them, or a 'Latest result' line with a 'Collected …' line under it. These helpers
 * read the dates; reportRows.ts keeps, per test, the result of the newest date.
 */

const DATE_ONLY =
  /^(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{1,2}-\d{1,2}|\p{L}{3,9}\.? \d{1,2},? \d{4}|\d{1,2}[ -]\p{L}{3,9}\.?[ -]\d{2,4})(?: \d{1,2}:\d{2}(?: ?[AP]M)?)?$/iu;

/** A result's date under both day/month orders (YYYY-MM-DD); the two are the same unless the date reads two ways ('2/5/22'). */
export interface ResultDate {
  dayFirst: string;
  monthFirst: string;
}

/** The date a cell holds when it holds nothing else ('07/21/2022', 'Jul 1, 2022', '21-Jul-2022 08:15'). */
export function dateOfCell(text: string, order: DayMonthOrder | null): ResultDate | null {
  const trimmed = text.trim();
  const date = DATE_ONLY.test(trimmed) ? readDate(trimmed, order) : null;
  if (date instanceof AmbiguousDate) return { dayFirst: date.dayFirst, monthFirst: date.monthFirst };
  return date ? { dayFirst: date, monthFirst: date } : null;
}

/** A line of dates only: the column heads of values printed under them. */
export function dateHeadOf(line: LabReportLine, order: DayMonthOrder | null): { x: number; width: number; date: ResultDate }[] | null {
  const dates = line.cells.map((cell) => ({ x: cell.x, width: cell.width, date: dateOfCell(cell.text, order) }));
  return dates.every((cell) => cell.date !== null) ? dates.map((cell) => ({ ...cell, date: cell.date! })) : null;
}

const COLLECTED_LINE = /^(?:collected|collection date|specimen collected|drawn|date collected)\b[\s:,-]*(?:on\s+)?(.+)$/i;

/** 'Collected August 11, 2025' under a result: the date of that result. */
export function collectedDateOf(text: string, order: DayMonthOrder | null): ResultDate | null {
  const match = COLLECTED_LINE.exec(text.replace(/\s+/g, ' ').trim());
  return match ? dateOfCell((match[1] ?? '').trim(), order) : null;
}
