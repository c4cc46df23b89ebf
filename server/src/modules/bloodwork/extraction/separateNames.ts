import { byPage, isBetween, type ClassifiedLines, type PlacedRow, type QualifierLine, type StatusLine } from './placedRows.js';
import type { ResultDate } from './trendSeries.js';
import type { NameLine } from './wrappedNames.js';

/**
 * Test names printed on a line apart from their values: above them on result-trend pages and cards, or offset by part
 * of a line. Each value row is given the name that owns it.
 */

/**
 * Result-trend pages: each dated value belongs to the test named nearest above it (no other result between); per test
 * the newest date wins, and, as for a cumulative report, the draft keeps the tests done on the report's newest date.
 * Dated values under a test whose undated value is printed first (a portal's 'Past results' under the current one)
 * are its history, and no result.
 */
export function joinDatedValues(classified: ClassifiedLines): PlacedRow[] {
  const namesByPage = byPage(classified.nameLines);
  const series = new Map<NameLine, PlacedRow[]>();
  const undated = [...classified.rows, ...classified.valueOnlyRows];
  for (const row of classified.datedRows) {
    const name = (namesByPage.get(row.page) ?? []).filter((candidate) => candidate.y < row.y && candidate.x <= row.valueX).sort((a, b) => b.y - a.y)[0];
    if (!name || undated.some((other) => other.page === row.page && isBetween(other.y, name.y, row.y))) continue;
    series.set(name, [...(series.get(name) ?? []), row]);
  }
  // Dates that read two ways ('2/5/22') still order the results when both readings agree on which is newest.
  const newestBy = (rows: readonly PlacedRow[], reading: keyof ResultDate) =>
    rows.reduce((best, row) => ((row.resultDate?.[reading] ?? '') > (best.resultDate?.[reading] ?? '') ? row : best));
  const newest = [...series].flatMap(([name, rows]) => {
    name.isUsed = true;
    const latest = newestBy(rows, 'dayFirst');
    if (latest !== newestBy(rows, 'monthFirst')) return [];
    return [{ ...latest, printedName: name.text, nameX: name.x, ...(name.page === latest.page ? { nameY: name.y } : {}) }];
  });
  if (newest.length === 0) return [];
  const reportDate = { dayFirst: newestBy(newest, 'dayFirst').resultDate?.dayFirst, monthFirst: newestBy(newest, 'monthFirst').resultDate?.monthFirst };
  return newest.filter((row) => row.resultDate?.dayFirst === reportDate.dayFirst && row.resultDate?.monthFirst === reportDate.monthFirst);
}

/** Values printed a little above or below their name ('Triglycerides' with '100.00 < 150.00 mg/dL' offset by half a line). */
export function joinOffsetValues(classified: ClassifiedLines): PlacedRow[] {
  const joined: PlacedRow[] = [];
  const namesByPage = byPage(classified.nameLines);
  // A name with another name on its baseline between it and the value belongs to another card column.
  const isCardToTheLeft = (name: NameLine, valueRow: PlacedRow) =>
    (namesByPage.get(name.page) ?? []).some(
      (other) => other !== name && Math.abs(other.y - name.y) < 2 && other.x > name.x && other.x <= valueRow.valueX + valueRow.fontSize,
    );
  for (const valueRow of classified.valueOnlyRows) {
    const nearest = (namesByPage.get(valueRow.page) ?? [])
      .filter(
        (name) =>
          !name.isUsed &&
          name.x < valueRow.valueX &&
          name.fontSize >= valueRow.fontSize * 0.8 &&
          Math.abs(name.y - valueRow.y) <= valueRow.fontSize * 1.25 &&
          !isCardToTheLeft(name, valueRow),
      )
      .sort((a, b) => Math.abs(a.y - valueRow.y) - Math.abs(b.y - valueRow.y))[0];
    if (!nearest) continue;
    nearest.isUsed = true;
    joined.push({ ...valueRow, printedName: nearest.text, nameX: nearest.x, ...(nearest.y < valueRow.y ? { nameY: nearest.y } : {}) });
  }
  return joined;
}

/** The name ending the previous page, for a card split over a page break (name and status there, value here). */
function nameBeforePageBreak(valueRow: PlacedRow, rowsByPage: Map<number, PlacedRow[]>, namesByPage: Map<number, NameLine[]>): NameLine | undefined {
  const isFirstOnPage =
    !(rowsByPage.get(valueRow.page) ?? []).some((other) => other.y < valueRow.y) && !(namesByPage.get(valueRow.page) ?? []).some((name) => name.y < valueRow.y);
  if (!isFirstOnPage) return undefined;
  const lastRowY = Math.max(-Infinity, ...(rowsByPage.get(valueRow.page - 1) ?? []).map((row) => row.y));
  return (namesByPage.get(valueRow.page - 1) ?? []).filter((name) => name.y > lastRowY).sort((a, b) => b.y - a.y)[0];
}

function nameAbove(
  valueRow: PlacedRow,
  rowsByPage: Map<number, PlacedRow[]>,
  namesByPage: Map<number, NameLine[]>,
  qualifiers: readonly QualifierLine[],
): NameLine | undefined {
  // Up to about two lines above, not counting the range and status lines a card prints between name and value.
  const between = (top: number) => qualifiers.filter((line) => line.page === valueRow.page && isBetween(line.y, top, valueRow.y)).length;
  const isWithinReach = (name: NameLine) => valueRow.y - name.y - between(name.y) * valueRow.fontSize * 1.5 <= valueRow.fontSize * 3.6;
  const others = rowsByPage.get(valueRow.page) ?? [];
  const names = (namesByPage.get(valueRow.page) ?? []).filter((candidate) => candidate.y < valueRow.y && isWithinReach(candidate));
  const name = names
    .filter(
      (candidate) =>
        !candidate.isUsed &&
        candidate.x <= valueRow.valueX + valueRow.fontSize &&
        !others.some((other) => other !== valueRow && isBetween(other.y, candidate.y, valueRow.y)),
    )
    .sort((a, b) => b.y - a.y || b.x - a.x)[0];
  return name && !names.some((other) => other !== name && isBetween(other.y, name.y, valueRow.y)) ? name : undefined;
}

/**
 * Cards and wrapped rows: the name on its own line, then up to two lines lower the value, with at most a
 * status line ('Above Range') in between or just below; the status becomes the flag.
 */
export function joinStackedValues(classified: ClassifiedLines, joinedRows: readonly PlacedRow[]): PlacedRow[] {
  const joined: PlacedRow[] = [];
  const joinedValues = new Set(joinedRows.map((row) => `${row.page}:${row.y}:${row.valueX}`));
  const rowsByPage = byPage([...classified.rows, ...classified.valueOnlyRows]);
  const namesByPage = byPage(classified.nameLines);
  const qualifiers = [...classified.statusLines, ...classified.commentRanges];
  for (const valueRow of classified.valueOnlyRows) {
    if (joinedValues.has(`${valueRow.page}:${valueRow.y}:${valueRow.valueX}`)) continue;
    const name = nameAbove(valueRow, rowsByPage, namesByPage, qualifiers) ?? nameBeforePageBreak(valueRow, rowsByPage, namesByPage);
    if (!name || name.isUsed) continue;
    name.isUsed = true;
    const row: PlacedRow = { ...valueRow, printedName: name.text, nameX: name.x, ...(name.page === valueRow.page ? { nameY: name.y } : {}) };
    // A card may print its range line between the value and the status chip.
    const rangeLinesAbove = (line: StatusLine) =>
      classified.commentRanges.filter((range) => range.page === row.page && isBetween(range.y, row.y, line.y)).length;
    const status = classified.statusLines.find(
      (line) =>
        !line.isUsed &&
        Math.abs(line.x - name.x) <= name.fontSize * 3 &&
        ((line.page === row.page && line.y - row.y <= row.fontSize * (1.6 + 1.5 * rangeLinesAbove(line)) && (name.page !== row.page || line.y > name.y)) ||
          (line.page === name.page && name.page !== row.page && line.y > name.y)),
    );
    if (status) {
      status.isUsed = true;
      if (row.flag === undefined && status.flag) row.flag = status.flag;
    }
    joined.push(row);
  }
  return joined;
}
