import { parseLabNumber } from './labValueFormat';
import type { BloodworkMarker } from './useMarkerCatalog';

/** Matched with its printed range, matched but using the marker's default range, or not matched. */
export type ReviewRowKind = 'matched' | 'default' | 'unmatched';

export interface ReviewRow {
  id: string;
  kind: ReviewRowKind;
  printedName: string;
  /** The chosen catalog marker key ('' while an unmatched row has none). */
  marker: string;
  value: string;
  unit: string;
  /** The unit the range below is in; a changed unit drops the printed range (the default one applies). */
  originalUnit: string;
  refLow: number | null;
  refHigh: number | null;
  isIncluded: boolean;
}

interface ReviewLabValue {
  readonly marker: string;
  readonly printedName: string;
  readonly value: number;
  readonly unit: string;
  readonly refLow?: number | null;
  readonly refHigh?: number | null;
  readonly refSource?: string | null;
}

interface ReviewUnmatchedValue {
  readonly printedName: string;
  readonly value: number;
  readonly unit: string;
  readonly refLow?: number | null;
  readonly refHigh?: number | null;
}

export function reviewRowsFrom(labValues: ReadonlyArray<ReviewLabValue>, unmatched: ReadonlyArray<ReviewUnmatchedValue>): ReviewRow[] {
  return [
    ...labValues.map((labValue, index) => ({
      id: `value-${index}`,
      kind: labValue.refSource === 'printed' ? ('matched' as const) : ('default' as const),
      printedName: labValue.printedName,
      marker: labValue.marker,
      value: String(labValue.value),
      unit: labValue.unit,
      originalUnit: labValue.unit,
      refLow: labValue.refSource === 'printed' ? (labValue.refLow ?? null) : null,
      refHigh: labValue.refSource === 'printed' ? (labValue.refHigh ?? null) : null,
      isIncluded: true,
    })),
    ...unmatched.map((value, index) => ({
      id: `unmatched-${index}`,
      kind: 'unmatched' as const,
      printedName: value.printedName,
      marker: '',
      value: String(value.value),
      unit: value.unit,
      originalUnit: value.unit,
      refLow: value.refLow ?? null,
      refHigh: value.refHigh ?? null,
      // Kept only once the user names the marker.
      isIncluded: false,
    })),
  ];
}

export type RowErrors = Partial<Record<'marker' | 'value' | 'unit', string>>;

/** Errors per row id; only rows the user keeps are checked. */
export function validateReviewRows(rows: ReadonlyArray<ReviewRow>, markers: ReadonlyArray<BloodworkMarker>): Record<string, RowErrors> {
  const errors: Record<string, RowErrors> = {};
  for (const row of rows) {
    if (!row.isIncluded) continue;
    const rowErrors: RowErrors = {};
    const marker = markers.find((candidate) => candidate.key === row.marker);
    if (!row.marker) rowErrors.marker = 'Choose the marker this value is for';
    if (parseLabNumber(row.value) === null) rowErrors.value = 'Enter a number';
    if (marker && !marker.units.includes(row.unit)) rowErrors.unit = `Choose a unit for ${marker.name}`;
    if (Object.keys(rowErrors).length > 0) errors[row.id] = rowErrors;
  }
  return errors;
}

export interface LabValueInputShape {
  name: string;
  printedName: string;
  value: number;
  unit: string;
  refLow?: number | null;
  refHigh?: number | null;
}

/** The kept rows as the API's LabValueInput, in order, with each one's row id (for server field errors). */
export function toLabValueInputs(rows: ReadonlyArray<ReviewRow>): { rowId: string; input: LabValueInputShape }[] {
  return rows
    .filter((row) => row.isIncluded && row.marker)
    .map((row) => {
      // A printed range is in the printed row's unit; it only travels with that unit.
      const keepsRange = row.unit === row.originalUnit && (row.refLow !== null || row.refHigh !== null);
      return {
        rowId: row.id,
        input: {
          name: row.marker,
          printedName: row.printedName,
          value: parseLabNumber(row.value) ?? Number.NaN,
          unit: row.unit,
          ...(keepsRange ? { refLow: row.refLow, refHigh: row.refHigh } : {}),
        },
      };
    });
}

/** Server errors such as `labValues.2.unit` mapped back onto rows. */
export function rowErrorsFromFields(
  fieldErrors: ReadonlyArray<{ field: string; message: string }>,
  rowIds: ReadonlyArray<string>,
): Record<string, RowErrors> {
  const errors: Record<string, RowErrors> = {};
  for (const { field, message } of fieldErrors) {
    const match = /^labValues\.(\d+)\.(name|value|unit)$/.exec(field);
    const rowId = match ? rowIds[Number(match[1])] : undefined;
    if (!match || !rowId) continue;
    const key = match[2] === 'name' ? 'marker' : (match[2] as 'value' | 'unit');
    errors[rowId] = { ...errors[rowId], [key]: message };
  }
  return errors;
}
