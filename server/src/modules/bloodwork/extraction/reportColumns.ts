import { headerRoleOf, type HeaderRole } from './nonResultText.js';
import type { LabReportCell, LabReportLine } from './reportLines.js';

interface HeaderColumn {
  role: HeaderRole;
  x: number;
}

/** A table header names at least two columns, one of them the result or the reference range. */
export function headerColumnsOf(line: LabReportLine): HeaderColumn[] | null {
  const columns = line.cells
    .map((cell) => ({ role: headerRoleOf(cell.text), x: cell.x }))
    .filter((column): column is HeaderColumn => column.role !== null);
  const roles = new Set(columns.map((column) => column.role));
  if (columns.length < 2 || columns.length < line.cells.length - 1) return null;
  return roles.has('value') || roles.has('range') ? columns : null;
}

/** Previous-result and method columns hold numbers and words that are not part of the current result. */
const IGNORED_ROLES: ReadonlySet<HeaderRole> = new Set(['previous', 'method']);

function isInIgnoredColumn(cell: LabReportCell, columns: readonly HeaderColumn[]): boolean {
  const centre = cell.x + cell.width / 2;
  return columns.some((column, index) => {
    if (!IGNORED_ROLES.has(column.role)) return false;
    const next = columns[index + 1];
    return centre >= column.x - 2 && centre < (next ? next.x - 2 : Number.POSITIVE_INFINITY);
  });
}

export interface ColumnReading {
  lines: LabReportLine[];
  headerLineIndexes: Set<number>;
}

/** Removes cells under 'Previous result' / 'Method' headers, page by page, and reports where headers are. */
export function withoutIgnoredColumns(lines: readonly LabReportLine[]): ColumnReading {
  const headerLineIndexes = new Set<number>();
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
    if (!columns.some((column) => IGNORED_ROLES.has(column.role))) return line;
    return { ...line, cells: line.cells.filter((cell) => !isInIgnoredColumn(cell, columns)) };
  });
  return { lines: kept, headerLineIndexes };
}
