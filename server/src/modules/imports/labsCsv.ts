import { badInput } from '../../graphql/errors.js';
import { fromTypedValue, LabValueInputError } from '../bloodwork/labValues.js';
import type { PatientSex } from '../bloodwork/extraction/referenceRange.js';
import { columnsOf, readCsv, readNumber } from './csvTable.js';
import { addNote, emptyPlan, finishNotes, readDate, type ImportPlan, type PlannedLabEntry } from './importPlan.js';

const MAX_VALUES_PER_ENTRY = 300;

/** '70-99', '70 – 99', '<200', '> 40', '3,5-5,0' in a decimal-comma file. */
function readRange(text: string, decimalComma: boolean): { refLow: number | null; refHigh: number | null } {
  const value = text.trim();
  const below = /^(?:<|≤|<=)\s*(.+)$/.exec(value);
  if (below) return { refLow: null, refHigh: readNumber(below[1], decimalComma) };
  const above = /^(?:>|≥|>=)\s*(.+)$/.exec(value);
  if (above) return { refLow: readNumber(above[1], decimalComma), refHigh: null };
  const between = /^([\d.,]+)\s*[-–—]\s*([\d.,]+)$/.exec(value);
  if (between) return { refLow: readNumber(between[1], decimalComma), refHigh: readNumber(between[2], decimalComma) };
  return { refLow: null, refHigh: null };
}

/** date, marker, value, unit[, range] (our own lab-values.csv and common lab-portal downloads), one entry per date. */
export function readLabsCsv(bytes: Uint8Array, sex: PatientSex | null): ImportPlan {
  const table = readCsv(bytes);
  const columns = columnsOf(table.header);
  const column = (...names: string[]) => names.map((name) => columns.get(name)).find((index) => index !== undefined);
  const dateAt = column('date', 'collection date', 'collected');
  const markerAt = column('marker', 'test', 'test name', 'analyte', 'name');
  const valueAt = column('value', 'result');
  const unitAt = column('unit', 'units');
  const rangeAt = column('range', 'reference range', 'ref range');
  if (dateAt === undefined || markerAt === undefined || valueAt === undefined) {
    throw badInput('A lab values CSV needs the columns date, marker, value and unit (range is optional).');
  }
  const plan = emptyPlan();
  const notes = { count: 0 };
  const byDate = new Map<string, PlannedLabEntry>();
  const readRow = (row: string[], line: number): void => {
    const cell = (at: number | undefined) => (at === undefined ? '' : (row[at] ?? '').trim());
    const date = readDate(cell(dateAt));
    const marker = cell(markerAt);
    if (!date) return addNote(plan, `Row ${line}: "${cell(dateAt)}" is not a date.`, notes);
    const value = readNumber(cell(valueAt), table.decimalComma);
    if (value === null) return addNote(plan, `Row ${line} (${marker}): "${cell(valueAt)}" is not a number.`, notes);
    try {
      const stored = fromTypedValue({ name: marker, value, unit: cell(unitAt) || null, ...readRange(cell(rangeAt), table.decimalComma) }, sex, `row ${line}`);
      const entry: PlannedLabEntry = byDate.get(date) ?? { date, source: 'manual', status: 'confirmed', isDateMissing: false, labValues: [] };
      if (entry.labValues.length >= MAX_VALUES_PER_ENTRY) return addNote(plan, `Row ${line}: more than ${MAX_VALUES_PER_ENTRY} values on ${date}.`, notes);
      entry.labValues.push(stored);
      byDate.set(date, entry);
    } catch (error) {
      if (!(error instanceof LabValueInputError)) throw error;
      addNote(plan, `Row ${line} (${marker}): ${error.message}`, notes);
    }
  };
  let line = 1;
  for (const row of table.rows) readRow(row, ++line);
  finishNotes(plan, notes);
  plan.labEntries = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  if (plan.labEntries.length === 0) throw badInput(`None of the rows could be read as lab values. ${plan.notUnderstood.slice(0, 3).join(' ')}`);
  return plan;
}
