import { headerColumnsOf, type HeaderColumn } from './reportColumns.js';
import type { LabReportLine } from './reportLines.js';

/**
 * Where a header titles two tables side by side ('Test Result Unit Range   Test Result Unit Range'): the x at which the
 * second table's names start, when each half is a table header on its own. Null for any other line.
 */
function secondTableStart(line: LabReportLine): number | null {
  const columns = headerColumnsOf(line);
  if (!columns) return null;
  const sorted = [...columns].sort((a, b) => a.x - b.x);
  // The second table starts where the first one's columns start again: at its row numbers or codes when it has them.
  const startsTable = (role: HeaderColumn['role']) =>
    sorted.find((column, index) => column.role === role && sorted.slice(0, index).some((earlier) => earlier.role === 'value'));
  const second = startsTable(sorted[0]!.role) ?? startsTable('name');
  if (!second) return null;
  const [left, right] = halves(line, second.x);
  return headerColumnsOf(left) && headerColumnsOf(right) ? second.x : null;
}

function halves(line: LabReportLine, splitX: number): [LabReportLine, LabReportLine] {
  // Names are set flush left, so a cell starting a little before the second table's title column still belongs to it.
  const isRight = (x: number, fontSize: number) => x >= splitX - fontSize * 0.5;
  return [
    { ...line, cells: line.cells.filter((cell) => !isRight(cell.x, cell.fontSize)) },
    { ...line, cells: line.cells.filter((cell) => isRight(cell.x, cell.fontSize)) },
  ];
}

/**
 * Two result tables printed side by side (hospital and European lab software use the page's width that way) are read as
 * a reader reads them: the left table down to the foot of the page or the next header, then the right one. Each half
 * keeps its own header, so its columns are read with their own titles; a line that is only on the left stays there.
 */
export function sideBySideTablesInReadingOrder(lines: readonly LabReportLine[]): LabReportLine[] {
  const ordered: LabReportLine[] = [];
  for (let index = 0; index < lines.length;) {
    const splitX = secondTableStart(lines[index]!);
    if (splitX === null) {
      ordered.push(lines[index]!);
      index += 1;
      continue;
    }
    let end = index + 1;
    while (end < lines.length && lines[end]!.page === lines[index]!.page && headerColumnsOf(lines[end]!) === null) end += 1;
    const block = lines.slice(index, end).map((line) => halves(line, splitX));
    ordered.push(...block.map(([left]) => left).filter((line) => line.cells.length > 0));
    ordered.push(...block.map(([, right]) => right).filter((line) => line.cells.length > 0));
    index = end;
  }
  return ordered;
}
