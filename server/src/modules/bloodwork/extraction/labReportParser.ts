import { canConvertUnit } from '../markers/markerUnitConversion.js';
import { isUrineCellCountUnit, normaliseUnit, withMicroSign } from '../markers/labUnits.js';
import type { Specimen } from '../markers/marker.js';
import { markerNameKey, matchMarker, readCountWordUnit, stripPadOf } from '../markers/markerCatalog.js';
import { detectDecimalStyle, type ValueQualifier } from './labNumbers.js';
import { readPdfText } from './pdfText.js';
import { chooseRangeForPatient, type CyclePhase, type PatientSex } from './referenceRange.js';
import { detectDayMonthOrder, findCollectionDate, findCyclePhase, findPatientSex } from './reportContext.js';
import { testColumnGridsAsRows } from './testColumnGrids.js';
import { labParagraphDate } from './labParagraphs.js';
import { labelledFieldBlocksAsRows } from './labelledFields.js';
import { withoutTextGraphs } from './textGraphs.js';
import { withoutSideMenus } from './sideMenus.js';
import { buildReportLines, cellPart, lineFromText, lineText, type LabReportLine } from './reportLines.js';
import { collectedColumnDate, tableResultDate } from './reportColumns.js';
import type { PlacedRow } from './placedRows.js';
import { readResultRows } from './reportRows.js';
import { withSnappedForReview, withTestNamesSnapped } from '../ocr/ocrNames.js';
import { withUnitCellsSnapped } from '../ocr/ocrUnits.js';

/** Which engine read a value: the PDF's text layer, OCR of a scan or photo, or the user's language model. */
export type ExtractionEngine = 'text' | 'ocr' | 'model';

export interface ExtractedLabValue {
  printedName: string;
  value: number;
  qualifier?: ValueQualifier;
  /** The unit the value is read in; for a count word ('mil/cumm') the reading that suits the value ('10⁶/cumm'). */
  unit: string;
  /** The unit as printed, when `unit` is a reading of it ('mil/cumm'); it is what the review shows. */
  printedUnit?: string;
  refLow: number | null;
  refHigh: number | null;
  refText: string;
  flag?: string;
  page: number;
  /** The catalog marker the printed name maps to, when known. */
  markerKey?: string;
  /** Set for results printed in a urine chemistry or sediment section; blood otherwise. */
  specimen?: Extract<Specimen, 'urine'>;
  /** Which engine read it: the PDF's text layer, OCR of a scan or photo, or the user's language model. */
  foundBy?: ExtractionEngine;
  /** OCR was unsure of a character in it, or its unit reads two ways: the review asks the user to check it. */
  needsReview?: boolean;
}

export interface LabReportExtraction {
  collectedOn: string | null;
  values: ExtractedLabValue[];
}

export interface LabReportParseOptions {
  /** Overrides the sex read from the report header when choosing between sex-specific ranges. */
  patientSex?: PatientSex;
  /** Used only when the report prints no sex: the account holder's, for choosing between sex-specific ranges. */
  fallbackSex?: PatientSex | null;
}

/**
 * A unit found only inside the range text is trusted when it suits the marker: a report that
 * reuses the haemoglobin range ('14 - 16 g%') for the red cell count has printed no unit for it.
 */
function unitFromRange(printedName: string, rangeUnit: string, specimen: Specimen): string {
  if (rangeUnit === '') return '';
  const marker = matchMarker(printedName, rangeUnit, specimen);
  return marker === null || canConvertUnit(marker, rangeUnit) ? rangeUnit : '';
}

/**
 * A reply quotes the earlier message with '> ' before each line ('> Glucose  95 mg/dL', '>> Collected: 3/12/25'): the
 * marks are no part of the line. A '>' before a number standing alone is a censored result's or a limit's ('> 90').
 */
function withoutQuoteMarks(line: LabReportLine): LabReportLine {
  const [first, ...rest] = line.cells;
  const marks = first ? (/^(?:>[ \t]?)+/.exec(first.text)?.[0] ?? '') : '';
  // Mail clients set a space after the marks; a '>' run into a number ('>60') is a limit.
  if (!first || marks === '' || (first.text.length > marks.length && !/\s$/.test(marks))) return line;
  const quoted = first.text.length > marks.length ? first.text.slice(marks.length) : (rest[0]?.text ?? '');
  if (quoted.trim() === '' || /^\s*[\d.,]+(?:\s|$)/.test(quoted)) return line;
  return { ...line, cells: first.text.length > marks.length ? [cellPart(first, quoted, marks.length), ...rest] : rest };
}

function withMicroSignCells(line: LabReportLine): LabReportLine {
  return { ...line, cells: line.cells.map((cell) => ({ ...cell, text: withMicroSign(cell.text) })) };
}

/**
 * A cell name read as a strip reads a pad ('Leukocytes  75  Negative'): no blood count has a worded normal, so outside a
 * urine section too it is the urine strip pad for those cells.
 */
function isStripPadOutsideUrine(row: PlacedRow): boolean {
  if (row.specimen !== undefined || !row.isStripReading) return false;
  const urineMarker = matchMarker(row.printedName, row.unit || undefined, 'urine');
  return urineMarker !== null && stripPadOf(urineMarker, row.unit) !== null;
}

function toExtractedValue(row: PlacedRow, sex: PatientSex | null, phase: CyclePhase | null): ExtractedLabValue {
  const range = chooseRangeForPatient(row.ranges, sex, phase);
  const specimen = row.specimen ?? (isUrineCellCountUnit(row.unit) || isStripPadOutsideUrine(row) ? 'urine' : 'blood');
  const printedUnit = row.unit || unitFromRange(row.printedName, range?.unit ?? '', specimen);
  const { unit, isAmbiguous } = readCountWordUnit(row.printedName, row.value, printedUnit, specimen);
  const named = matchMarker(row.printedName, unit || undefined, specimen);
  const marker = named && row.isStripReading ? (stripPadOf(named, unit) ?? named) : named;
  const value: ExtractedLabValue = {
    printedName: row.printedName,
    value: row.value,
    unit,
    refLow: range?.refLow ?? null,
    refHigh: range?.refHigh ?? null,
    refText: range?.refText ?? '',
    page: row.page,
  };
  if (row.qualifier) value.qualifier = row.qualifier;
  if (row.flag) value.flag = row.flag;
  if (marker) value.markerKey = marker.key;
  if (specimen === 'urine') value.specimen = specimen;
  if (unit !== printedUnit) value.printedUnit = printedUnit;
  if (isAmbiguous) value.needsReview = true;
  return value;
}

function renderingKey(value: ExtractedLabValue): string {
  const name = value.markerKey ?? markerNameKey(value.printedName);
  return [name, value.specimen ?? 'blood', value.qualifier ?? '', value.value, normaliseUnit(value.unit)].join('|');
}

const completeness = (value: ExtractedLabValue) => (value.refLow !== null || value.refHigh !== null ? 2 : 0) + (value.flag ? 1 : 0);

/**
 * A result printed more than once (portal copy and lab PDF, the same result under several categories, a
 * summary page) comes out once, where it is first printed, with the rendering that has a range and a flag.
 */
function withoutRepeatedRenderings(values: readonly ExtractedLabValue[]): ExtractedLabValue[] {
  const kept = new Map<string, ExtractedLabValue>();
  for (const value of values) {
    const key = renderingKey(value);
    const earlier = kept.get(key);
    if (!earlier || completeness(value) > completeness(earlier)) kept.set(key, earlier ? { ...value, page: Math.min(earlier.page, value.page) } : value);
  }
  // A summary or history table often prints the number without its unit: the rendering with the unit stands for it.
  const withUnit = new Set([...kept.values()].filter((value) => value.unit !== '').map((value) => renderingKey({ ...value, unit: '' })));
  return [...kept.values()].filter((value) => value.unit !== '' || !withUnit.has(renderingKey(value)));
}

/** The pure part of extraction: reads results from rebuilt lines (or typed lines, cells split by 2+ spaces). */
export function parseLabReportLines(lines: ReadonlyArray<LabReportLine | string>, options: LabReportParseOptions = {}): LabReportExtraction {
  const reportLines = lines.map((line, index) => withMicroSignCells(withoutQuoteMarks(typeof line === 'string' ? lineFromText(line, index) : line)));
  const texts = reportLines.map(lineText);
  const sex = options.patientSex ?? findPatientSex(texts) ?? options.fallbackSex ?? null;
  const phase = findCyclePhase(texts);
  const decimalStyle = detectDecimalStyle(texts);
  const grid = testColumnGridsAsRows(labelledFieldBlocksAsRows(withoutSideMenus(withoutTextGraphs(reportLines))), decimalStyle, detectDayMonthOrder(texts));
  const rows = readResultRows(grid.lines, decimalStyle);
  const cumulative = tableResultDate(reportLines);
  // A result-trend page dates the draft with its results' newest date; one that reads two ways ('2/5/22') is left to the user.
  const trendDate = rows.find((row) => row.resultDate !== undefined)?.resultDate;
  const trendCollectedOn = trendDate?.dayFirst === trendDate?.monthFirst ? (trendDate?.dayFirst ?? null) : null;
  return {
    collectedOn: trendDate
      ? trendCollectedOn
      : cumulative
        ? cumulative.date
        : grid.newestVisitDate !== undefined
          ? grid.newestVisitDate
          : (labParagraphDate(reportLines) ?? findCollectionDate(texts) ?? collectedColumnDate(reportLines)),
    values: withoutRepeatedRenderings(rows.map((row) => toExtractedValue(row, sex, phase))),
  };
}

/** Reads a lab-report PDF; throws LabReportUnreadableError for corrupt, encrypted or scanned files. */
export async function extractLabReport(pdf: Uint8Array, options: LabReportParseOptions = {}): Promise<LabReportExtraction> {
  const pages = await readPdfText(pdf);
  // A scan's hidden OCR text layer carries the scanner's misreads ('Creatlnine', 'mg/dI'): put right, and reviewed.
  const named = withTestNamesSnapped(buildReportLines(pages));
  const { lines, snappedLines } = withUnitCellsSnapped(named.lines);
  const extraction = parseLabReportLines(lines, options);
  const hasSnappedUnit = (value: ExtractedLabValue) => snappedLines.some((line) => line.includes(value.printedName) && line.includes(value.unit));
  return { ...extraction, values: withSnappedForReview(extraction.values, named.snapped, hasSnappedUnit) };
}
