import { isLabUnit } from '../markers/labUnits.js';
import { markerNameKey, matchMarker } from '../markers/markerCatalog.js';
import { canConvertUnit } from '../markers/markerUnitConversion.js';
import { parseLabNumber, type DecimalStyle } from './labNumbers.js';
import {
  commentRangeText,
  flagOfStatus,
  isNonResultName,
  isNotesHeading,
  isOrderingCode,
  isNoRangeNote,
  isStatusText,
  isValueLabel,
  isSentenceLine,
  namesUrine,
  sectionSpecimenOf,
} from './nonResultText.js';
import { readTableColumns, tierIndexOf, type HeaderColumn } from './reportColumns.js';
import { lineFontSize, lineText, type LabReportCell, type LabReportLine } from './reportLines.js';
import { resultListsAsLines } from './proseResults.js';
import { letterResultsAsLines } from './letterSentences.js';
import { labParagraphsAsLines } from './labParagraphs.js';
import { withoutMedicationLines } from './medicationLines.js';
import { pairedResultLines } from './pairedResults.js';
import { sideBySideTablesInReadingOrder } from './sideBySideTables.js';
import { detectDayMonthOrder } from './reportContext.js';
import { collectedDateOf, dateHeadOf, dateOfCell, type ResultDate } from './trendSeries.js';
import { parseResultRow, splitUnitFromName, unitAlone, withoutNameMarks, type ResultRow, type RowParseOptions } from './resultRow.js';
import { isFlagToken } from './rowTokens.js';
import { parseReferenceRange, sexLabelAtEnd, type ReferenceRangeReading } from './referenceRange.js';
import { cellsCarryingOn, namedRangeOf, rangeBarEndsOf, wrappedRangeOf, type OpenSexLabel } from './separateRanges.js';
import { footnoteMarkOf, keyedRangesOf, raisedMarkPlace, withoutInlineMark, withRaisedMarksTaken } from './footnoteRanges.js';
import { joinWrappedNames } from './wrappedNames.js';
import { pageFurnitureLineIndexes } from './pageFurniture.js';
import { byPage, isBetween, type ClassifiedLines, type PlacedRow, type QualifierLine, type RangeLine, type SexRangeLine } from './placedRows.js';
import { joinDatedValues, joinOffsetValues, joinStackedValues } from './separateNames.js';

/** A row inside a notes or cut-off block counts only when it is unmistakably a result. */
function isCertainResult(row: ResultRow): boolean {
  return row.qualifier === undefined && row.unit !== '' && row.ranges.length > 0 && matchMarker(row.printedName) !== null;
}

/**
 * The last word of a name wrapped in a narrow column, alone on its line with a single letter ('D' of '25-Hydroxyvitamin D',
 * 'B12'), too short for a name line; joined only when the whole names a test.
 */
const SHORT_NAME_END = /^\p{L}\d{0,3}$/u;

function isNameOnlyLine(printed: string): boolean {
  const text = withoutNameMarks(printed);
  if ((text.match(/\p{L}/gu) ?? []).length < 2) return false;
  if (/(?:^|\s)[<>]?\d+(?:[.,]\d+)?(?:\s|$)/.test(text)) return false;
  return text.split(/\s+/).length <= 8 && !isNotesHeading(text) && !isNonResultName(text);
}

/** A range printed for one sex, age band or cycle phase on a line of its own ('Female : 12 - 14 g%', 'Luteal phase: 1.7 - 7.7'). */
function bandedRangeOf(text: string, decimalStyle: DecimalStyle): ReferenceRangeReading | null {
  const reading = parseReferenceRange(text, decimalStyle);
  return reading?.sex || reading?.band ? reading : null;
}

/** A result row whose range cell wraps after a sex label: the next line's numbers are read with the row again, as one cell. */
function rowEndingInSexLabel(line: LabReportLine, row: PlacedRow, options: RowParseOptions): OpenSexLabel | null {
  const lastCell = line.cells.at(-1);
  if (!lastCell || sexLabelAtEnd(lineText(line)) === null) return null;
  return {
    page: row.page,
    y: row.y,
    fontSize: row.fontSize,
    left: row.valueX,
    right: lastCell.x + lastCell.width,
    carryOn: (carriedText) => {
      const reread = parseResultRow({ ...line, cells: [...line.cells.slice(0, -1), { ...lastCell, text: `${lastCell.text} ${carriedText}` }] }, options);
      if (!reread || reread.value !== row.value || reread.ranges.length <= row.ranges.length) return false;
      row.ranges = reread.ranges;
      return true;
    },
  };
}

/** A band line of its own ('Male: 30 - 400  Female:', or 'Female:' alone) whose label's numbers open the next line: one more band line. */
function bandLineEndingInSexLabel(line: LabReportLine, label: string, sexRanges: SexRangeLine[], decimalStyle: DecimalStyle): OpenSexLabel | null {
  const [firstCell, lastCell] = [line.cells[0], line.cells.at(-1)];
  if (!firstCell || !lastCell) return null;
  return {
    page: line.page,
    y: line.y,
    fontSize: lineFontSize(line),
    left: firstCell.x - lineFontSize(line),
    right: lastCell.x + lastCell.width,
    carryOn: (carriedText, carryingLine) => {
      const reading = bandedRangeOf(`${label}: ${carriedText}`, decimalStyle);
      if (reading) sexRanges.push({ reading, page: carryingLine.page, y: carryingLine.y });
      return reading !== null;
    },
  };
}

/**
 * The unit a panel title prints in brackets for all its rows ('Elektrolitok (mmol/l)', 'Differential [%]'), in type larger than
 * the rows'; a name wrapped onto a line of its own ('Phosphatase (IU/L)') is in the rows' type.
 */
function panelUnitOf(line: LabReportLine, rowAbove: PlacedRow | undefined): string | null {
  if (rowAbove && lineFontSize(line) <= rowAbove.fontSize) return null;
  const split = splitUnitFromName(lineText(line));
  return split && /[)\]]\s*$/.test(lineText(line)) ? split.unit : null;
}

/** Under a risk-tier header, the flag is the column the value sits in ('Borderline'), none in the first (optimal) tier. */
function applyTier(row: PlacedRow, line: LabReportLine, tiers: readonly HeaderColumn[]): void {
  const valueCell = line.cells.find((cell) => cell.x === row.valueX);
  const tier = valueCell ? tierIndexOf(valueCell, tiers) : -1;
  if (tier > 0 && row.flag === undefined) row.flag = tiers[tier]!.text;
}

/** Risk-tier limits printed under or over a result ('<150   150-199   >199'): the first tier is the range. */
function tierRangeOf(line: LabReportLine, tiers: readonly HeaderColumn[], decimalStyle: DecimalStyle): ReferenceRangeReading | null {
  if (line.cells.length < 2) return null;
  const readings = line.cells.map((cell) => ({ cell, reading: parseReferenceRange(cell.text, decimalStyle) }));
  if (readings.some(({ reading }) => reading === null)) return null;
  return readings.find(({ cell }) => tierIndexOf(cell, tiers) === 0)?.reading ?? null;
}

type CardPart = 'name' | 'status' | 'value' | 'range' | 'number' | 'unit';

function cardPartOf(cell: LabReportCell, line: LabReportLine, decimalStyle: DecimalStyle): CardPart | null {
  if (isStatusText(cell.text)) return 'status';
  if (isNoRangeNote(cell.text) || commentRangeText(cell.text) !== null) return 'range';
  if (isNameOnlyLine(cell.text) && matchMarker(withoutNameMarks(cell.text)) !== null) return 'name';
  if (parseLabNumber(cell.text, decimalStyle) !== null) return 'number';
  if (unitAlone(cell.text) !== null) return 'unit';
  const row = parseResultRow({ ...line, cells: [cell] }, { decimalStyle, allowMissingName: true });
  return row && row.printedName === '' && row.unit !== '' ? 'value' : null;
}

/**
 * What a card cell starts, the part that may follow it in the same card (a name its status chip, a large value its small
 * unit), and what the card shows, which all cards on the line share.
 */
const CARD_GROUPS: ReadonlyArray<[CardPart, CardPart | null, CardPart]> = [
  ['name', 'status', 'name'],
  ['number', 'unit', 'value'],
  ['value', null, 'value'],
  ['status', null, 'status'],
  ['range', null, 'range'],
];

/**
 * Dashboards and app exports print result cards side by side: a line holding only test names (each with its status
 * chip, or not), only statuses, only ranges, or only values with their units is read one card at a time, so each card's
 * parts stay in their own column.
 */
function cardGridCells(line: LabReportLine, decimalStyle: DecimalStyle): LabReportLine[] | null {
  if (line.cells.length < 2) return null;
  const parts = line.cells.map((cell) => cardPartOf(cell, line, decimalStyle));
  const cards: LabReportLine[] = [];
  let kind: CardPart | null = null;
  for (let index = 0; index < parts.length; index += 1) {
    const group = CARD_GROUPS.find(([first]) => first === parts[index]);
    if (!group || (kind !== null && group[2] !== kind)) return null;
    kind = group[2];
    const takesNext = group[1] !== null && parts[index + 1] === group[1];
    if (group[0] === 'number' && !takesNext) return null;
    cards.push({ ...line, cells: line.cells.slice(index, takesNext ? index + 2 : index + 1) });
    if (takesNext) index += 1;
  }
  return cards;
}

function classifyLines(printedLines: readonly LabReportLine[], decimalStyle: DecimalStyle): ClassifiedLines {
  const { lines, raisedMarks } = withRaisedMarksTaken(printedLines);
  const {
    lines: columnLines,
    headerLineIndexes,
    tierColumns,
    rowSpecimens,
  } = readTableColumns(
    sideBySideTablesInReadingOrder(resultListsAsLines(letterResultsAsLines(labParagraphsAsLines(withoutMedicationLines(lines))))).flatMap((line) =>
      pairedResultLines(line, decimalStyle),
    ),
  );
  // Page furniture repeated at the top or foot of pages is never a test name, however it reads.
  const pageFurniture = pageFurnitureLineIndexes(columnLines);
  const classified: ClassifiedLines = {
    rows: [],
    valueOnlyRows: [],
    datedRows: [],
    nameLines: [],
    wrapLines: [],
    sexRanges: [],
    statusLines: [],
    commentRanges: [],
    tierRanges: [],
  };
  let isInNotes = false;
  let notesFontSize = 0;
  let specimen: 'urine' | 'blood' = 'blood';
  let page = -1;
  let valueLabel: LabReportLine | null = null;
  let unitLabel: { page: number; y: number; unit: string } | null = null;
  // A panel title may print the unit its rows share ('Elektrolitok (mmol/l)'), leaving their unit cells empty; the next heading ends it.
  let panelUnit: string | null = null;
  // Names of results already read start here; a comment block is indented or worded differently.
  const isInNameColumn = (x: number) => classified.rows.some((row) => Math.abs(row.nameX - x) <= 2);
  // A boxed panel's rows carry footnote marks that its ranges, printed at the box's foot, are keyed by; marks start again in every box.
  const footnoteMarks = new Map<PlacedRow, { mark: string; inline: string | null }>();
  let boxStart = 0;
  let isInKeyedRanges = false;
  // A range cell wrapped in the middle of a band ('Male: 13 - 17  Female:', then '12 - 15'): the label's numbers open the next line.
  let openSexLabel: OpenSexLabel | null = null;
  const classifyLine = (printedLine: LabReportLine, index: number) => {
    const open = openSexLabel;
    openSexLabel = null;
    const carried = open ? cellsCarryingOn(printedLine, open) : null;
    const line = open && carried && open.carryOn(carried.text, printedLine) ? { ...printedLine, cells: carried.rest } : printedLine;
    if (line.cells.length === 0) return;
    const text = lineText(line);
    const isUnderValueLabel = valueLabel !== null && valueLabel.page === line.page && line.y - valueLabel.y <= lineFontSize(line) * 2;
    valueLabel = isValueLabel(text) ? line : null;
    // 'Unit: mg/dL' under a name: the bare number on the next line is the value, in that unit.
    const labelledUnit = unitLabel !== null && unitLabel.page === line.page && line.y - unitLabel.y <= lineFontSize(line) * 2 ? unitLabel.unit : null;
    const printedUnitLabel = /^units?\s*:\s*(\S+)$/i.exec(text.trim())?.[1];
    unitLabel = printedUnitLabel && isLabUnit(printedUnitLabel) ? { page: line.page, y: line.y, unit: printedUnitLabel } : null;
    if (unitLabel) return;
    // Notes end at the next page, table header, or a line in larger type than the notes began with (a section heading).
    if (line.page !== page || headerLineIndexes.has(index) || lineFontSize(line) > notesFontSize + 1) isInNotes = false;
    page = line.page;
    if (isNotesHeading(text)) {
      isInNotes = true;
      notesFontSize = lineFontSize(line);
    }
    if (headerLineIndexes.has(index)) return;
    const placement = { page: line.page, y: line.y, fontSize: lineFontSize(line) };
    const at = { page: line.page, y: line.y, x: line.cells[0]?.x ?? 0, isUsed: false };
    const tiers = tierColumns.get(index);
    const tierRange = tiers ? tierRangeOf(line, tiers, decimalStyle) : null;
    if (tierRange) {
      classified.tierRanges.push({ ...at, reading: tierRange });
      return;
    }
    if (isStatusText(text)) {
      classified.statusLines.push({ ...at, flag: flagOfStatus(text) });
      return;
    }
    if (isNoRangeNote(text)) return;
    const keyedRanges = keyedRangesOf(line, decimalStyle);
    if (keyedRanges) {
      isInKeyedRanges = true;
      for (const { mark, reading } of keyedRanges)
        for (const row of classified.rows.slice(boxStart)) {
          const footnote = footnoteMarks.get(row);
          if (footnote?.mark !== mark || row.ranges.length > 0) continue;
          row.ranges.push(reading);
          if (footnote.inline) row.printedName = withoutInlineMark(row.printedName, footnote.inline);
        }
      return;
    }
    const namedRange = namedRangeOf(text, decimalStyle);
    const namedRangeOwner = namedRange && classified.rows.findLast((row) => row.ranges.length === 0 && markerNameKey(row.printedName) === namedRange.nameKey);
    if (namedRange && namedRangeOwner) {
      namedRangeOwner.ranges.push(namedRange.reading);
      return;
    }
    const barEnds = rangeBarEndsOf(line, decimalStyle);
    const valueAbove = [...classified.rows, ...classified.valueOnlyRows]
      .filter((row) => row.page === line.page && row.y < line.y && line.y - row.y <= row.fontSize * 2.5)
      .sort((a, b) => a.y - b.y)
      .at(-1);
    if (barEnds && valueAbove && valueAbove.ranges.length === 0) {
      valueAbove.ranges.push(barEnds);
      return;
    }
    const wrappedRange = wrappedRangeOf(line, decimalStyle);
    if (wrappedRange && valueAbove && valueAbove.ranges.length === 0 && (line.cells[0]?.x ?? 0) > valueAbove.nameX) {
      valueAbove.ranges.push(wrappedRange);
      return;
    }
    if (isCutOffRow(text, decimalStyle)) cutOffRows.push(at);
    const commentRange = commentRangeText(text);
    const commentReading = commentRange === null ? null : parseReferenceRange(commentRange, decimalStyle);
    if (commentReading) {
      classified.commentRanges.push({ ...at, reading: commentReading });
      return;
    }
    if (isSentenceLine(line.cells)) return;
    const rowOptions = { decimalStyle, allowMissingName: true, isUnderValueLabel: isUnderValueLabel || labelledUnit !== null };
    const row = parseResultRow(line, rowOptions);
    const placed: PlacedRow | null = row ? { ...row, ...placement } : null;
    if (placed) openSexLabel = rowEndingInSexLabel(line, placed, rowOptions);
    if (placed && labelledUnit && placed.unit === '') placed.unit = labelledUnit;
    if (placed && panelUnit && placed.unit === '') placed.unit = panelUnit;
    if (placed && (rowSpecimens.get(index) ?? specimen) === 'urine') placed.specimen = 'urine';
    if (placed && tiers) applyTier(placed, line, tiers);
    if (placed && placed.printedName === '') {
      if (!isInNotes) classified.valueOnlyRows.push(placed);
    } else if (placed) {
      if (
        isInNotes &&
        !isCertainResult(placed) &&
        !(isInNameColumn(placed.nameX) && placed.unit !== '' && !placed.qualifier && matchMarker(placed.printedName))
      )
        return;
      isInNotes = false;
      if (namesUrine(placed.printedName)) placed.specimen = 'urine';
      if (isInKeyedRanges) boxStart = classified.rows.length;
      isInKeyedRanges = false;
      const raisedMark = raisedMarks.get(raisedMarkPlace(line.page, line.y));
      const footnote = raisedMark ? { mark: raisedMark, inline: null } : footnoteMarkOf(line);
      if (footnote) footnoteMarks.set(placed, footnote);
      classified.rows.push(placed);
    } else {
      const nameText = nameTextOf(line);
      // A heading stands alone on its line (an ordering code aside): a name with a worded result beside it ('Occult Blood
      // Negative') is a row.
      const standsAlone = line.cells.filter((cell) => !isOrderingCode(cell.text)).length === 1;
      const isHeading = standsAlone && (isNameOnlyLine(text) || isNotesHeading(text)) && matchMarker(nameText) === null;
      const section = isHeading ? sectionSpecimenOf(text) : null;
      if (isHeading) panelUnit = panelUnitOf(line, classified.rows.at(-1));
      if (section) specimen = section;
      // A section heading ends a notes block even when printed in the notes' own type: notes are never a heading alone.
      if (section && !isNotesHeading(text)) isInNotes = false;
      const reading = bandedRangeOf(text, decimalStyle);
      const nameLine = { text: withoutNameMarks(nameText.replace(/\s+/g, ' ')), x: line.cells[0]?.x ?? 0, isUsed: false, ...placement };
      const label = sexLabelAtEnd(text);
      const isLabelAlone = label !== null && text.replace(/[\s:]/g, '') === label;
      if (label !== null && (reading || isLabelAlone)) openSexLabel = bandLineEndingInSexLabel(line, label, classified.sexRanges, decimalStyle);
      if (reading) classified.sexRanges.push({ reading, page: line.page, y: line.y });
      else if (isLabelAlone || pageFurniture.has(index)) return;
      else if (line.cells.length === 1 && ((section && isNameOnlyLine(text)) || unitAlone(text) !== null || SHORT_NAME_END.test(text.trim())))
        classified.wrapLines.push(nameLine);
      else if (!section && isNameOnlyLine(text) && (!isInNotes || (isInNameColumn(at.x) && matchMarker(withoutNameMarks(text)) !== null))) {
        // A known test name back in the names column ends a comment block: its value follows on the next line.
        isInNotes = false;
        classified.nameLines.push(nameLine);
      }
    }
  };
  const cutOffRows: QualifierLine[] = [];
  const order = detectDayMonthOrder(lines.map(lineText));
  let dateHead: { page: number; y: number; cells: { x: number; date: ResultDate }[] } | null = null;
  const valueOnly = (line: LabReportLine, date: ResultDate): PlacedRow | null => {
    const row = parseResultRow(line, { decimalStyle, allowMissingName: true, isUnderValueLabel: true });
    return row && row.printedName === '' ? { ...row, page: line.page, y: line.y, fontSize: lineFontSize(line), resultDate: date } : null;
  };
  /** Lines of a result-trend page: dates across and the values under them, rows that start with their date, 'Collected …'. */
  const readDatedLine = (line: LabReportLine): boolean => {
    const head = dateHeadOf(line, order);
    if (head) {
      dateHead = { page: line.page, y: line.y, cells: head };
      return true;
    }
    const above = dateHead;
    dateHead = null;
    if (above && above.page === line.page && line.y - above.y <= lineFontSize(line) * 2.5) {
      const dated = line.cells.map((cell) => {
        const column = above.cells.find((date) => Math.abs(date.x - cell.x) <= cell.fontSize * 1.5);
        return column ? valueOnly({ ...line, cells: [cell] }, column.date) : null;
      });
      if (dated.every((row) => row !== null)) {
        classified.datedRows.push(...dated);
        return true;
      }
    }
    const date = line.cells.length > 1 ? dateOfCell(line.cells[0]!.text, order) : null;
    const row = date ? valueOnly({ ...line, cells: line.cells.slice(1) }, date) : null;
    if (row) {
      classified.datedRows.push(row);
      return true;
    }
    const collected = collectedDateOf(lineText(line), order);
    const latest = classified.valueOnlyRows.at(-1);
    if (collected && latest && latest.page === line.page && line.y > latest.y && line.y - latest.y <= latest.fontSize * 2.5) {
      classified.valueOnlyRows.pop();
      classified.datedRows.push({ ...latest, resultDate: collected });
      return true;
    }
    return false;
  };
  columnLines.forEach((line, index) => {
    if (!headerLineIndexes.has(index) && readDatedLine(line)) return;
    const cards = headerLineIndexes.has(index) ? null : cardGridCells(line, decimalStyle);
    if (cards) for (const card of cards) classifyLine(card, index);
    else classifyLine(line, index);
  });
  // 'Optimal <100' among 'Near optimal 100-129', 'High 160-189' is a row of a cut-off table, not a result's range;
  // two comment ranges with a result between them ('Target: < 200', a row, 'Desirable: < 150') are not one table.
  const isInCutOffTable = (range: RangeLine) =>
    cutOffRows.some(
      (row) =>
        row.page === range.page &&
        row.y !== range.y &&
        Math.abs(row.y - range.y) <= 24 &&
        !classified.rows.some((result) => result.page === range.page && isBetween(result.y, Math.min(row.y, range.y), Math.max(row.y, range.y))),
    );
  classified.commentRanges = classified.commentRanges.filter((range) => !isInCutOffTable(range));
  return classified;
}

/** A name line without the status printed beside it ('eGFR     Optimal', 'Uric Acid     Low', 'HDL-C   • In range'): that is no part of the name. */
function nameTextOf(line: LabReportLine): string {
  const last = line.cells.at(-1);
  const isStatusBesideName =
    line.cells.length > 1 && last !== undefined && last.text.trim().length > 2 && (isFlagToken(last.text.trim()) || isStatusText(last.text));
  return lineText(isStatusBesideName ? { ...line, cells: line.cells.slice(0, -1) } : line);
}

/** A row of an interpretation table: a category word ('Near optimal', 'Prediabetes') and its cut-off. */
function isCutOffRow(text: string, decimalStyle: DecimalStyle): boolean {
  const split = /^([^<>≤≥\d]+?)\s*[:]?\s*([<>≤≥]?\s*\d.*)$/.exec(text.replace(/\s+/g, ' ').trim());
  return split !== null && isNonResultName(split[1] ?? '') && parseReferenceRange(split[2] ?? '', decimalStyle) !== null;
}

/**
 * A comment or risk-tier line supplies the range of the nearest result above it (or, for tiers, just below
 * it) when that result printed none; a result with its own range is never passed over for an earlier one.
 * A range printed between a card's name and its value ('Normal range: 70 - 99') is that card's. A line at the head of a page,
 * under no result there, was carried over a page break: it belongs to the last result of the page before, if that has none.
 */
function attachRangeLines(rows: readonly PlacedRow[], rangeLines: readonly RangeLine[], reachBelow: number, reachAbove: number): void {
  const rowsByPage = byPage(rows);
  for (const line of rangeLines) {
    const pageRows = rowsByPage.get(line.page) ?? [];
    const card = pageRows.find((row) => row.nameY !== undefined && row.ranges.length === 0 && isBetween(line.y, row.nameY, row.y));
    // Of cards side by side (results on one baseline), the range under a card is that card's.
    const byColumn = (a: PlacedRow, b: PlacedRow) => Math.abs(a.nameX - line.x) - Math.abs(b.nameX - line.x);
    const above = pageRows.filter((row) => row.y < line.y).sort((a, b) => b.y - a.y || byColumn(a, b))[0];
    const below = pageRows.filter((row) => row.y > line.y).sort((a, b) => a.y - b.y || byColumn(a, b))[0];
    const lastOfPageBefore = above ? undefined : rowsByPage.get(line.page - 1)?.reduce((last, row) => (row.y > last.y ? row : last));
    const owner =
      card ??
      (above && above.ranges.length === 0 && line.y - above.y <= above.fontSize * reachBelow
        ? above
        : lastOfPageBefore && lastOfPageBefore.ranges.length === 0
          ? lastOfPageBefore
          : below && below.ranges.length === 0 && below.y - line.y <= below.fontSize * reachAbove
            ? below
            : null);
    if (owner) owner.ranges.push(line.reading);
  }
}

/** A second range line for the other sex ('Female : 12 - 14 g%') belongs to the result above it. */
function attachSexRanges(rows: PlacedRow[], sexRanges: readonly SexRangeLine[]): void {
  // Bands printed one under another (Male, Follicular, Luteal, …) reach their result through the band line above.
  let previous: { line: SexRangeLine; owner: PlacedRow } | null = null;
  for (const range of sexRanges) {
    const nearest = rows.filter((row) => row.page === range.page && row.y < range.y && range.y - row.y <= row.fontSize * 3.5).sort((a, b) => b.y - a.y)[0];
    const chained: PlacedRow | undefined =
      previous && previous.line.page === range.page && range.y - previous.line.y <= previous.owner.fontSize * 1.8 && (!nearest || nearest.y <= previous.owner.y)
        ? previous.owner
        : undefined;
    const owner: PlacedRow | undefined = chained ?? nearest;
    if (owner) owner.ranges.push(range.reading);
    previous = owner ? { line: range, owner } : null;
  }
}

/**
 * The value repeated in other units on the line under a result ('soit 5,27 mmol/L', 'pari a 95 mg/dL', 'ou 65 mg/dL'):
 * a row whose words name no test, with no range, set right of the names column just under a result whose marker
 * that unit converts to. It is the same result, not another one.
 */
function withoutRestatedValues(rows: readonly PlacedRow[]): PlacedRow[] {
  return rows.filter((row) => {
    if (row.ranges.length > 0 || row.unit === '' || matchMarker(row.printedName) !== null) return true;
    const above = rows
      .filter((other) => other.page === row.page && other.y < row.y && row.y - other.y <= row.fontSize * 2.5 && other.nameX + row.fontSize < row.nameX)
      .sort((a, b) => b.y - a.y)[0];
    const marker = above ? matchMarker(above.printedName, above.unit || undefined, above.specimen ?? 'blood') : null;
    return marker === null || !canConvertUnit(marker, row.unit);
  });
}

/** Finds every result row of a report, in reading order. */
export function readResultRows(lines: readonly LabReportLine[], decimalStyle: DecimalStyle): PlacedRow[] {
  const classified = classifyLines(lines, decimalStyle);
  const dated = joinDatedValues(classified);
  const offset = joinOffsetValues(classified);
  const rows = [...classified.rows, ...dated, ...offset, ...joinStackedValues(classified, offset)].sort((a, b) => a.page - b.page || a.y - b.y);
  joinWrappedNames(rows, [...classified.nameLines, ...classified.wrapLines]);
  attachSexRanges(rows, classified.sexRanges);
  attachRangeLines(rows, classified.commentRanges, 5, 0);
  attachRangeLines(rows, classified.tierRanges, 2, 1.6);
  return withoutRestatedValues(rows);
}
