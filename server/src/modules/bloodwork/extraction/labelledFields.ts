import { headerRoleOf } from './nonResultText.js';
import { lineFontSize, type LabReportCell, type LabReportLine } from './reportLines.js';

/**
 * EHR "result details" print views have no table: each test is its name on a line of its own, then labelled fields one
 * or two to a line ('Result: 112 mg/dL', 'Reference Range: 70 - 99', 'Units: mg/dL', 'Abnormal Flag: H', 'Status:
 * Final'). Such a block is turned into one ordinary row (name, value, unit, range, flag) for the row reader.
 */

type FieldRole = 'name' | 'value' | 'unit' | 'range' | 'flag' | 'other';

interface Field {
  role: FieldRole;
  text: string;
}

/** 'Label: text' with a label of one to four words; the colon is followed by a space or ends the cell. */
const LABEL_AT = /(?<=^|\s)([\p{L}][\p{L}\p{N}.#/&-]*(?: [\p{L}\p{N}.#/&()-]+){0,3}):(?=\s|$)/gu;
/** HL7's and FHIR's name for the flag (H, L, N, A) is the result's interpretation. */
const INTERPRETATION_LABEL = /^(?:interpretation|abnormal indicator|result flag)$/i;

function roleOfLabel(label: string): FieldRole | null {
  if (INTERPRETATION_LABEL.test(label)) return 'flag';
  const role = headerRoleOf(label);
  return role === 'name' || role === 'value' || role === 'unit' || role === 'range' || role === 'flag' ? role : null;
}

/**
 * The fields of a cell: it must open with a label, and a later known label ('… Units: mg/dL') starts another field; any
 * other 'word:' inside a field's text ('Comment: Fasting status: 12 hours') stays text. Null when the cell is no field.
 */
function fieldsOfCell(text: string): Field[] | null {
  const labels = [...text.matchAll(LABEL_AT)].filter((match, index) => (index === 0 ? match.index === 0 : roleOfLabel(match[1]!) !== null));
  if (labels.length === 0 || labels[0]!.index !== 0) return null;
  return labels.map((match, index) => {
    const end = labels[index + 1]?.index ?? text.length;
    return { role: roleOfLabel(match[1]!) ?? 'other', text: text.slice(match.index! + match[0].length, end).trim() };
  });
}

/** The fields of a line whose every cell is a labelled field; null for any other line. */
function fieldsOfLine(line: LabReportLine): Field[] | null {
  const fields: Field[] = [];
  for (const cell of line.cells) {
    const cellFields = fieldsOfCell(cell.text.trim());
    if (!cellFields) return null;
    fields.push(...cellFields);
  }
  return fields.length > 0 ? fields : null;
}

/** A flag field's word as the row reader reads flags; 'Normal', 'N', 'Final' and the like flag nothing. */
function flagOfField(text: string): string | null {
  if (/\b(?:h|hi|hh|high|above)\b/i.test(text)) return 'H';
  if (/\b(?:l|lo|ll|low|below)\b/i.test(text)) return 'L';
  return null;
}

/** A value or range field without a number gives none ('Negative', 'Not applicable', '-'). */
const hasNumber = (text: string) => /\d/.test(text);

interface Block {
  start: number;
  end: number;
  row: LabReportLine;
}

/** The name line's text: a single run on the line before the fields, on the same page and close above them. */
function nameAbove(lines: readonly LabReportLine[], index: number): string | null {
  const line = lines[index - 1];
  const first = lines[index]!;
  if (!line || line.page !== first.page || line.cells.length !== 1) return null;
  if (first.y - line.y > lineFontSize(first) * 3) return null;
  const text = line.cells[0]!.text.trim();
  return /\p{L}/u.test(text) && fieldsOfLine(line) === null ? text : null;
}

function asResultLine(name: string, fields: readonly Field[], at: LabReportLine): LabReportLine {
  const first = (role: FieldRole) => fields.find((field) => field.role === role)?.text ?? '';
  const flag = fields
    .filter((field) => field.role === 'flag')
    .map((field) => flagOfField(field.text))
    .find((found) => found !== null);
  const range = first('range');
  const fontSize = at.cells[0]!.fontSize;
  const texts = [name, flag ? `${first('value')} ${flag}` : first('value'), first('unit'), hasNumber(range) ? range : ''];
  const x = at.cells[0]!.x;
  const cells: LabReportCell[] = texts.flatMap((text, index) =>
    text === '' ? [] : [{ text, x: x + index * 120, width: text.length * fontSize * 0.5, fontSize }],
  );
  return { page: at.page, y: at.y, cells };
}

function readBlockAt(lines: readonly LabReportLine[], start: number): Block | null {
  const fields: Field[] = [];
  let end = start;
  for (; end < lines.length; end += 1) {
    const line = lines[end]!;
    const previous = lines[end - 1];
    if (end > start && (line.page !== previous!.page || line.y - previous!.y > line.cells[0]!.fontSize * 2.5)) break;
    const lineFields = fieldsOfLine(line);
    if (!lineFields) break;
    // A second name or value field opens the next test's block.
    const opensNext = (role: FieldRole) => lineFields.some((field) => field.role === role) && fields.some((field) => field.role === role);
    if (opensNext('name') || opensNext('value')) break;
    fields.push(...lineFields);
  }
  const value = fields.find((field) => field.role === 'value');
  if (!value || !hasNumber(value.text)) return null;
  const named = fields.find((field) => field.role === 'name')?.text;
  const name = named ?? nameAbove(lines, start);
  if (!name) return null;
  return { start: named ? start : start - 1, end, row: asResultLine(name, fields, lines[start]!) };
}

/** Replaces each block of labelled fields under a test's name by one ordinary result row. */
export function labelledFieldBlocksAsRows(lines: readonly LabReportLine[]): LabReportLine[] {
  const read: LabReportLine[] = [];
  let copied = 0;
  for (let index = 0; index < lines.length; index += 1) {
    const block = readBlockAt(lines, index);
    if (!block || block.start < copied) continue;
    read.push(...lines.slice(copied, block.start), block.row);
    copied = block.end;
    index = block.end - 1;
  }
  read.push(...lines.slice(copied));
  return read;
}
