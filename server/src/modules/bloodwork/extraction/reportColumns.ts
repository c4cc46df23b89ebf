import { isLabUnit } from '../markers/labUnits.js';
import { headerRoleOf, type HeaderRole } from './nonResultText.js';
import type { LabReportCell, LabReportLine } from './reportLines.js';

export interface HeaderColumn {
  role: HeaderRole;
  x: number;
  /** The header as printed; for risk tiers it is the flag a value in that column carries. */
  text: string;
}

/** A table header names at least two columns, one of them the result or the reference range, or two risk tiers. */
export function headerColumnsOf(line: LabReportLine): HeaderColumn[] | null {
  const columns = line.cells
    .map((cell) => ({ role: headerRoleOf(cell.text), x: cell.x, text: cell.text.trim() }))
    .filter((column): column is HeaderColumn => column.role !== null);
  // 'Low | High' next to each other are the two limit columns, not a 'High' risk tier.
  if (columns.some((column) => column.role === 'low')) {
    for (const column of columns) if (column.role === 'tier' && /^high$/i.test(column.text)) column.role = 'high';
  }
  const roles = new Set(columns.map((column) => column.role));
  if (columns.length < 2 || columns.length < line.cells.length - 1) return null;
  const tiers = columns.filter((column) => column.role === 'tier').length;
  return roles.has('value') || roles.has('range') || tiers >= 2 ? columns : null;
}

/** Previous-result and method columns hold numbers and words that are not part of the current result. */
const IGNORED_ROLES: ReadonlySet<HeaderRole> = new Set(['previous', 'method']);

function columnIndexOf(cell: LabReportCell, columns: readonly HeaderColumn[]): number {
  const centre = cell.x + cell.width / 2;
  for (let index = columns.length - 1; index >= 0; index -= 1) {
    const column = columns[index]!;
    const next = columns[index + 1];
    if (centre >= column.x - 2 && centre < (next ? next.x - 2 : Number.POSITIVE_INFINITY)) return index;
  }
  return -1;
}

function roleOf(cell: LabReportCell, columns: readonly HeaderColumn[]): HeaderRole | null {
  return columns[columnIndexOf(cell, columns)]?.role ?? null;
}

const BARE_NUMBER = /^\d+(?:[.,]\d+)?$/;

/** Low and high limits printed in two columns ('136 | 145') become one range cell ('136 - 145'). */
function joinLimitColumns(cells: readonly LabReportCell[], columns: readonly HeaderColumn[]): LabReportCell[] {
  const low = cells.find((cell) => roleOf(cell, columns) === 'low' && BARE_NUMBER.test(cell.text));
  const high = cells.find((cell) => roleOf(cell, columns) === 'high' && BARE_NUMBER.test(cell.text));
  if (!low && !high) return [...cells];
  const text = low && high ? `${low.text} - ${high.text}` : low ? `>= ${low.text}` : `<= ${high!.text}`;
  const first = low ?? high!;
  const last = high ?? low!;
  const joined: LabReportCell = { text, x: first.x, width: last.x + last.width - first.x, fontSize: first.fontSize };
  return cells.flatMap((cell) => (cell === first ? [joined] : cell === low || cell === high ? [] : [cell]));
}

const GLUED_VALUE_AND_UNIT = /^((?:[<>]=?|[≤≥])?\s?\d+(?:[.,]\d+)?)([A-Za-zµμ%][^\s]*)$/;

const UNIT_THEN_RANGE = /^(\S+?)((?:[<>]=?|[≤≥])\s?\d[\d.,]*)$/;

function splitAt(cell: LabReportCell, first: string, second: string): LabReportCell[] {
  const firstWidth = (cell.width * first.length) / cell.text.length;
  return [
    { ...cell, text: first, width: firstWidth },
    { ...cell, text: second, x: cell.x + firstWidth + cell.fontSize * 0.9, width: cell.width - firstWidth },
  ];
}

/**
 * A value run together with its unit ('>90ml/perc/1.73', '5,4mmol/l'), or a unit run into a one-sided range in
 * a tight table ('mL/min/1.73m2>60'), is split into two cells.
 */
function splitGluedUnits(cells: readonly LabReportCell[]): LabReportCell[] {
  return cells.flatMap((cell) => {
    const unitThenRange = UNIT_THEN_RANGE.exec(cell.text);
    if (unitThenRange && isLabUnit(unitThenRange[1] ?? '')) return splitAt(cell, unitThenRange[1] ?? '', unitThenRange[2] ?? '');
    const glued = GLUED_VALUE_AND_UNIT.exec(cell.text);
    const unit = glued?.[2] ?? '';
    // '10E3/uL' is a unit, not ten of 'E3/uL'.
    if (!glued || /^[eE]\d/.test(unit) || !(unit.includes('/') || isLabUnit(unit))) return [cell];
    return splitAt(cell, glued[1] ?? '', unit);
  });
}

export interface ColumnReading {
  lines: LabReportLine[];
  headerLineIndexes: Set<number>;
  /** For lines under a risk-tier header: the tier columns, left to right. */
  tierColumns: Map<number, HeaderColumn[]>;
}

/**
 * Applies the table header to the lines under it, page by page: removes cells under 'Previous result' /
 * 'Method' headers, joins separate low and high limit columns, and records risk-tier columns.
 */
export function readTableColumns(lines: readonly LabReportLine[]): ColumnReading {
  const headerLineIndexes = new Set<number>();
  const tierColumns = new Map<number, HeaderColumn[]>();
  let columns: HeaderColumn[] = [];
  let page = -1;
  const kept = lines.map((line, index) => {
    if (line.page !== page) {
      page = line.page;
      columns = [];
    }
    const header = headerColumnsOf(line);
    if (header) {
      headerLineIndexes.add(index);
      columns = [...header].sort((a, b) => a.x - b.x);
      return line;
    }
    const tiers = columns.filter((column) => column.role === 'tier');
    if (tiers.length >= 2) tierColumns.set(index, tiers);
    let cells = splitGluedUnits(line.cells);
    if (columns.length > 0)
      cells = joinLimitColumns(
        cells.filter((cell) => !IGNORED_ROLES.has(roleOf(cell, columns) ?? 'name')),
        columns,
      );
    return { ...line, cells };
  });
  return { lines: kept, headerLineIndexes, tierColumns };
}

/** The index of the tier column a cell sits in, -1 when outside them. */
export function tierIndexOf(cell: LabReportCell, tiers: readonly HeaderColumn[]): number {
  return columnIndexOf(cell, tiers);
}
