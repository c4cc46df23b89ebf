import { parseLabNumber } from './labValueFormat';
import type { BloodworkMarker } from './useMarkerCatalog';

export interface ManualRow {
  id: number;
  marker: string;
  value: string;
  unit: string;
}

export type ManualRowErrors = Partial<Record<'marker' | 'value' | 'unit', string>>;

export interface ManualEntryErrors {
  date?: string;
  form?: string;
  rows: Record<number, ManualRowErrors>;
}

let nextRowId = 1;
export function emptyManualRow(): ManualRow {
  nextRowId += 1;
  return { id: nextRowId, marker: '', value: '', unit: '' };
}

const isBlank = (row: ManualRow) => !row.marker && row.value.trim() === '';

/** Blank rows are ignored; a started row needs a marker, a number and one of the marker's units. */
export function validateManualEntry(
  { date, rows, today }: { date: string; rows: ReadonlyArray<ManualRow>; today: string },
  markers: ReadonlyArray<BloodworkMarker>,
): ManualEntryErrors {
  const errors: ManualEntryErrors = { rows: {} };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) errors.date = 'Enter the date the blood was taken';
  else if (date > today) errors.date = 'The date cannot be in the future';
  const started = rows.filter((row) => !isBlank(row));
  if (started.length === 0) errors.form = 'Add at least one value.';
  for (const row of started) {
    const rowErrors: ManualRowErrors = {};
    const marker = markers.find((candidate) => candidate.key === row.marker);
    if (!marker) rowErrors.marker = 'Choose a marker from the list';
    const value = parseLabNumber(row.value);
    if (value === null) rowErrors.value = 'Enter a number';
    else if (value < 0) rowErrors.value = 'Enter a value of 0 or more';
    if (marker && !marker.units.includes(row.unit)) rowErrors.unit = 'Choose a unit';
    if (Object.keys(rowErrors).length > 0) errors.rows[row.id] = rowErrors;
  }
  const markerKeys = started.map((row) => row.marker).filter(Boolean);
  started.forEach((row, index) => {
    if (row.marker && markerKeys.indexOf(row.marker) !== index)
      errors.rows[row.id] = { ...errors.rows[row.id], marker: 'This marker is already entered above' };
  });
  return errors;
}

export function hasManualErrors(errors: ManualEntryErrors): boolean {
  return Boolean(errors.date || errors.form || Object.keys(errors.rows).length > 0);
}

/** The filled rows as LabValueInput, with their row ids for mapping server errors back. */
export function toManualLabValues(rows: ReadonlyArray<ManualRow>): { rowId: number; input: { name: string; value: number; unit: string } }[] {
  return rows
    .filter((row) => !isBlank(row))
    .map((row) => ({ rowId: row.id, input: { name: row.marker, value: parseLabNumber(row.value) ?? Number.NaN, unit: row.unit } }));
}
