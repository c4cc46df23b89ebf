import { canConvertUnit } from '../markers/markerUnitConversion.js';
import { matchMarker } from '../markers/markerCatalog.js';
import { detectDecimalStyle, type ValueQualifier } from './labNumbers.js';
import { readPdfText } from './pdfText.js';
import { chooseRangeForPatient, type PatientSex } from './referenceRange.js';
import { findCollectionDate, findPatientSex } from './reportContext.js';
import { buildReportLines, lineFromText, lineText, type LabReportLine } from './reportLines.js';
import { readResultRows, type PlacedRow } from './reportRows.js';

export interface ExtractedLabValue {
  printedName: string;
  value: number;
  qualifier?: ValueQualifier;
  unit: string;
  refLow: number | null;
  refHigh: number | null;
  refText: string;
  flag?: string;
  page: number;
  /** The catalog marker the printed name maps to, when known. */
  markerKey?: string;
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
function unitFromRange(printedName: string, rangeUnit: string): string {
  if (rangeUnit === '') return '';
  const marker = matchMarker(printedName, rangeUnit);
  return marker === null || canConvertUnit(marker, rangeUnit) ? rangeUnit : '';
}

function toExtractedValue(row: PlacedRow, sex: PatientSex | null): ExtractedLabValue {
  const range = chooseRangeForPatient(row.ranges, sex);
  const unit = row.unit || unitFromRange(row.printedName, range?.unit ?? '');
  const marker = matchMarker(row.printedName, unit || undefined);
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
  return value;
}

/** The pure part of extraction: reads results from rebuilt lines (or typed lines, cells split by 2+ spaces). */
export function parseLabReportLines(lines: ReadonlyArray<LabReportLine | string>, options: LabReportParseOptions = {}): LabReportExtraction {
  const reportLines = lines.map((line, index) => (typeof line === 'string' ? lineFromText(line, index) : line));
  const texts = reportLines.map(lineText);
  const sex = options.patientSex ?? findPatientSex(texts) ?? options.fallbackSex ?? null;
  const rows = readResultRows(reportLines, detectDecimalStyle(texts));
  return { collectedOn: findCollectionDate(texts), values: rows.map((row) => toExtractedValue(row, sex)) };
}

/** Reads a lab-report PDF; throws LabReportUnreadableError for corrupt, encrypted or scanned files. */
export async function extractLabReport(pdf: Uint8Array, options: LabReportParseOptions = {}): Promise<LabReportExtraction> {
  const pages = await readPdfText(pdf);
  return parseLabReportLines(buildReportLines(pages), options);
}
