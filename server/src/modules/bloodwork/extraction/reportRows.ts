import { matchMarker } from '../markers/markerCatalog.js';
import type { DecimalStyle } from './labNumbers.js';
import { isNonResultName, isNotesHeading } from './nonResultText.js';
import { withoutIgnoredColumns } from './reportColumns.js';
import { lineText, type LabReportLine } from './reportLines.js';
import { parseResultRow, type ResultRow } from './resultRow.js';
import { parseReferenceRange, type ReferenceRangeReading } from './referenceRange.js';

export interface PlacedRow extends ResultRow {
  page: number;
  y: number;
  fontSize: number;
}

interface NameLine {
  text: string;
  page: number;
  y: number;
  x: number;
  fontSize: number;
  isUsed: boolean;
}

interface SexRangeLine {
  reading: ReferenceRangeReading;
  page: number;
  y: number;
}

interface ClassifiedLines {
  rows: PlacedRow[];
  valueOnlyRows: PlacedRow[];
  nameLines: NameLine[];
  sexRanges: SexRangeLine[];
}

function lineFontSize(line: LabReportLine): number {
  return Math.max(...line.cells.map((cell) => cell.fontSize));
}

/** A row inside a notes or cut-off block counts only when it is unmistakably a result. */
function isCertainResult(row: ResultRow): boolean {
  return row.qualifier === undefined && row.unit !== '' && row.ranges.length > 0 && matchMarker(row.printedName) !== null;
}

function isNameOnlyLine(text: string): boolean {
  if ((text.match(/\p{L}/gu) ?? []).length < 2) return false;
  if (/(?:^|\s)[<>]?\d+(?:[.,]\d+)?(?:\s|$)/.test(text)) return false;
  return text.split(/\s+/).length <= 8 && !isNotesHeading(text) && !isNonResultName(text);
}

function sexRangeOf(text: string, decimalStyle: DecimalStyle): ReferenceRangeReading | null {
  const reading = parseReferenceRange(text, decimalStyle);
  return reading?.sex ? reading : null;
}

function classifyLines(lines: readonly LabReportLine[], decimalStyle: DecimalStyle): ClassifiedLines {
  const { lines: columnLines, headerLineIndexes } = withoutIgnoredColumns(lines);
  const classified: ClassifiedLines = { rows: [], valueOnlyRows: [], nameLines: [], sexRanges: [] };
  let isInNotes = false;
  let page = -1;
  columnLines.forEach((line, index) => {
    if (line.cells.length === 0) return;
    const text = lineText(line);
    if (line.page !== page || headerLineIndexes.has(index)) isInNotes = false;
    page = line.page;
    if (isNotesHeading(text)) isInNotes = true;
    const placement = { page: line.page, y: line.y, fontSize: lineFontSize(line) };
    const row = parseResultRow(line, { decimalStyle, allowMissingName: true });
    if (row && row.printedName === '') {
      if (!isInNotes) classified.valueOnlyRows.push({ ...row, ...placement });
    } else if (row) {
      if (isInNotes && !isCertainResult(row)) return;
      isInNotes = false;
      classified.rows.push({ ...row, ...placement });
    } else {
      const reading = sexRangeOf(text, decimalStyle);
      if (reading) classified.sexRanges.push({ reading, page: line.page, y: line.y });
      else if (!isInNotes && isNameOnlyLine(text)) {
        classified.nameLines.push({ text: text.replace(/\s+/g, ' '), x: line.cells[0]?.x ?? 0, isUsed: false, ...placement });
      }
    }
  });
  return classified;
}

/** Values printed a little above or below their name ('Triglycerides' with '100.00 < 150.00 mg/dL' offset by half a line). */
function joinOffsetValues(classified: ClassifiedLines): PlacedRow[] {
  const joined: PlacedRow[] = [];
  for (const valueRow of classified.valueOnlyRows) {
    const nearest = classified.nameLines
      .filter(
        (name) =>
          !name.isUsed &&
          name.page === valueRow.page &&
          name.x < valueRow.valueX &&
          name.fontSize >= valueRow.fontSize * 0.8 &&
          Math.abs(name.y - valueRow.y) <= valueRow.fontSize * 1.25,
      )
      .sort((a, b) => Math.abs(a.y - valueRow.y) - Math.abs(b.y - valueRow.y))[0];
    if (!nearest) continue;
    nearest.isUsed = true;
    joined.push({ ...valueRow, printedName: nearest.text, nameX: nearest.x });
  }
  return joined;
}

const OPEN_ENDING = /(?:[-,&/+(]|\b(?:and|of|to|with|in|for|on|und|és|de|del|des|du)\b)$/i;

function continuesName(first: string, second: string): boolean {
  if (/^[\p{Ll}(]/u.test(second) || OPEN_ENDING.test(first.trim())) return true;
  const joined = matchMarker(`${first} ${second}`);
  return joined !== null && joined !== matchMarker(first) && matchMarker(second) === null;
}

/** Joins names wrapped over two lines ('Mean Corpuscular Haemoglobin' / 'Concentration'). */
function joinWrappedNames(rows: PlacedRow[], nameLines: NameLine[]): void {
  for (const row of rows) {
    const isNear = (name: NameLine) =>
      !name.isUsed && name.page === row.page && Math.abs(name.x - row.nameX) <= row.fontSize * 1.5 && name.fontSize >= row.fontSize * 0.8;
    const below = nameLines.find((name) => isNear(name) && name.y > row.y && name.y - row.y <= row.fontSize * 1.6);
    if (below && continuesName(row.printedName, below.text)) {
      below.isUsed = true;
      row.printedName = `${row.printedName} ${below.text}`;
    }
    const above = nameLines.find((name) => isNear(name) && name.y < row.y && row.y - name.y <= row.fontSize * 1.6);
    if (above && continuesName(above.text, row.printedName)) {
      above.isUsed = true;
      row.printedName = `${above.text} ${row.printedName}`;
    }
  }
}

/** A second range line for the other sex ('Female : 12 - 14 g%') belongs to the result above it. */
function attachSexRanges(rows: PlacedRow[], sexRanges: readonly SexRangeLine[]): void {
  for (const range of sexRanges) {
    const owner = rows
      .filter((row) => row.page === range.page && row.y < range.y && range.y - row.y <= row.fontSize * 3.5)
      .sort((a, b) => b.y - a.y)[0];
    if (owner) owner.ranges.push(range.reading);
  }
}

/** Finds every result row of a report, in reading order. */
export function readResultRows(lines: readonly LabReportLine[], decimalStyle: DecimalStyle): PlacedRow[] {
  const classified = classifyLines(lines, decimalStyle);
  const rows = [...classified.rows, ...joinOffsetValues(classified)].sort((a, b) => a.page - b.page || a.y - b.y);
  joinWrappedNames(rows, classified.nameLines);
  attachSexRanges(rows, classified.sexRanges);
  return rows;
}
