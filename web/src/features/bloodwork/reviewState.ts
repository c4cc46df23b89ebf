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
  /** Which reader found the value; sent back so it is kept. */
  foundBy: LabReader;
  /** The reader was unsure: the row is highlighted for a closer look. */
  needsReview: boolean;
}

interface ReviewValueOrigin {
  readonly qualifier?: string | null;
  readonly foundBy?: string | null;
  readonly needsReview?: boolean | null;
}

interface ReviewLabValue extends ReviewValueOrigin {
  readonly marker: string;
  readonly printedName: string;
  readonly value: number;
  readonly unit: string;
  readonly refLow?: number | null;
  readonly refHigh?: number | null;
  readonly refSource?: string | null;
}

interface ReviewUnmatchedValue extends ReviewValueOrigin {
  readonly printedName: string;
  readonly value: number;
  readonly unit: string;
  readonly refLow?: number | null;
  readonly refHigh?: number | null;
}

const QUALIFIED_NUMBER = /^\s*(<=|>=|≤|≥|<|>)?\s*(.*)$/;
const QUALIFIERS: Record<string, string> = { '<': '<', '>': '>', '<=': '<=', '>=': '>=', '≤': '<=', '≥': '>=' };

/** '<0.5' → qualifier '<' and 0.5; a plain number has no qualifier; null when there is no number. */
export function parseQualifiedValue(text: string): { qualifier: string | null; value: number } | null {
  const [, qualifier, number] = QUALIFIED_NUMBER.exec(text) ?? [];
  const value = parseLabNumber(number ?? '');
  return value === null ? null : { qualifier: qualifier ? QUALIFIERS[qualifier]! : null, value };
}

/** The value as the user edits it, with its qualifier in front ('<0.5') so it survives the edit. */
const valueText = (value: number, qualifier: string | null | undefined) => `${qualifier ?? ''}${value}`;

export type LabReader = 'text' | 'ocr' | 'model';

const originOf = (value: ReviewValueOrigin): Pick<ReviewRow, 'foundBy' | 'needsReview'> => ({
  foundBy: value.foundBy === 'ocr' || value.foundBy === 'model' ? value.foundBy : 'text',
  needsReview: value.needsReview === true,
});

export function reviewRowsFrom(labValues: ReadonlyArray<ReviewLabValue>, unmatched: ReadonlyArray<ReviewUnmatchedValue>): ReviewRow[] {
  return [
    ...labValues.map((labValue, index) => ({
      id: `value-${index}`,
      kind: labValue.refSource === 'printed' ? ('matched' as const) : ('default' as const),
      printedName: labValue.printedName,
      marker: labValue.marker,
      value: valueText(labValue.value, labValue.qualifier),
      unit: labValue.unit,
      originalUnit: labValue.unit,
      refLow: labValue.refSource === 'printed' ? (labValue.refLow ?? null) : null,
      refHigh: labValue.refSource === 'printed' ? (labValue.refHigh ?? null) : null,
      isIncluded: true,
      ...originOf(labValue),
    })),
    ...unmatched.map((value, index) => ({
      id: `unmatched-${index}`,
      kind: 'unmatched' as const,
      printedName: value.printedName,
      marker: '',
      value: valueText(value.value, value.qualifier),
      unit: value.unit,
      originalUnit: value.unit,
      refLow: value.refLow ?? null,
      refHigh: value.refHigh ?? null,
      // Kept only once the user names the marker.
      isIncluded: false,
      ...originOf(value),
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
    if (parseQualifiedValue(row.value) === null) rowErrors.value = 'Enter a number, with < or > in front if the report has one';
    if (marker && !marker.units.includes(row.unit)) rowErrors.unit = `Choose a unit for ${marker.name}`;
    if (Object.keys(rowErrors).length > 0) errors[row.id] = rowErrors;
  }
  return errors;
}

export interface LabValueInputShape {
  name: string;
  printedName: string;
  value: number;
  qualifier: string | null;
  unit: string;
  refLow?: number | null;
  refHigh?: number | null;
  refSource: 'printed' | 'default';
  foundBy: LabReader;
}

/** The kept rows as the API's LabValueInput, in order, with each one's row id (for server field errors). */
export function toLabValueInputs(rows: ReadonlyArray<ReviewRow>): { rowId: string; input: LabValueInputShape }[] {
  return rows
    .filter((row) => row.isIncluded && row.marker)
    .map((row) => {
      // A printed range is in the printed row's unit; it only travels with that unit.
      const keepsRange = row.unit === row.originalUnit && (row.refLow !== null || row.refHigh !== null);
      const parsed = parseQualifiedValue(row.value);
      return {
        rowId: row.id,
        input: {
          name: row.marker,
          printedName: row.printedName,
          value: parsed?.value ?? Number.NaN,
          qualifier: parsed?.qualifier ?? null,
          unit: row.unit,
          // Labelled, so a printed range that happens to equal the marker's default stays the report's.
          ...(keepsRange ? { refLow: row.refLow, refHigh: row.refHigh, refSource: 'printed' as const } : { refSource: 'default' as const }),
          foundBy: row.foundBy,
        },
      };
    });
}

/** Server errors such as `labValues.2.unit` mapped back onto rows. */
export function rowErrorsFromFields(fieldErrors: ReadonlyArray<{ field: string; message: string }>, rowIds: ReadonlyArray<string>): Record<string, RowErrors> {
  const errors: Record<string, RowErrors> = {};
  for (const { field, message } of fieldErrors) {
    const match = /^labValues\.(\d+)\.(name|value|qualifier|unit)$/.exec(field);
    const rowId = match ? rowIds[Number(match[1])] : undefined;
    if (!match || !rowId) continue;
    const key = match[2] === 'name' ? 'marker' : match[2] === 'unit' ? 'unit' : 'value';
    errors[rowId] = { ...errors[rowId], [key]: message };
  }
  return errors;
}
