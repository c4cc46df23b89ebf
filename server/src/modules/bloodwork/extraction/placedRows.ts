import type { ReferenceRangeReading } from './referenceRange.js';
import type { ResultRow } from './resultRow.js';
import type { ResultDate } from './trendSeries.js';
import type { NameLine } from './wrappedNames.js';

/** A result row with its place on the page, as the report-level rules join names, ranges and statuses to it. */
export interface PlacedRow extends ResultRow {
  page: number;
  y: number;
  /** Where the name sits when it is printed on its own line above the value (cards), on the same page. */
  nameY?: number;
  fontSize: number;
  specimen?: 'urine';
  /** The date printed with this result on a result-trend page. */
  resultDate?: ResultDate;
}

/** A line that only qualifies a nearby result: a status ('Above Range'), a comment range, or risk-tier limits. */
export interface QualifierLine {
  page: number;
  y: number;
  x: number;
  isUsed: boolean;
}

export interface StatusLine extends QualifierLine {
  flag?: string;
}

export interface RangeLine extends QualifierLine {
  reading: ReferenceRangeReading;
}

export interface SexRangeLine {
  reading: ReferenceRangeReading;
  page: number;
  y: number;
}

/** A report's lines sorted by what they hold, before names, ranges and statuses are joined to the values. */
export interface ClassifiedLines {
  rows: PlacedRow[];
  valueOnlyRows: PlacedRow[];
  /** Values with their own date (result-trend pages), their test named on a line above. */
  datedRows: PlacedRow[];
  nameLines: NameLine[];
  /**
   * Lines that can only be part of a wrapped name: words that also read as a section heading ('Red Blood Cell'), or
   * the unit of a name cell alone on its line ('(mg/dL)').
   */
  wrapLines: NameLine[];
  sexRanges: SexRangeLine[];
  statusLines: StatusLine[];
  commentRanges: RangeLine[];
  tierRanges: RangeLine[];
}

export function isBetween(y: number, top: number, bottom: number): boolean {
  return y > top && y < bottom;
}

/** Items grouped by the page they are on. */
export function byPage<T extends { page: number }>(items: readonly T[]): Map<number, T[]> {
  const pages = new Map<number, T[]>();
  for (const item of items) {
    const page = pages.get(item.page);
    if (page) page.push(item);
    else pages.set(item.page, [item]);
  }
  return pages;
}
