import type { DecimalStyle } from './labNumbers.js';
import { normaliseUnit } from '../markers/labUnits.js';
import { parseReferenceRange } from './referenceRange.js';
import type { LabReportCell, LabReportLine } from './reportLines.js';
import { readUnitAt } from './rowTokens.js';

/**
 * Rows that print two results of one test, each with its unit and range: a white cell type's percentage and absolute
 * count ('Neutrophils | 62.1 | % | 4.10 | 10^9/L | 40 - 75 | 2.0 - 7.5'), or HbA1c in % and mmol/mol. Each becomes a
 * line of its own under the same name, so both are read as results.
 */

const VALUE = /^[<>]?\d+(?:[.,]\d+)?$/;
const VALUE_AND_UNIT = /^([<>]?\d+(?:[.,]\d+)?)\s+(\S+)$/;
const PAIR_SEPARATOR = /\s\/\s/;

const isUnit = (text: string) => readUnitAt(text)?.length === text.length;

/** A value and its unit in one cell ('62.1 %') as two cells, so both forms of the row read alike. */
function valueAndUnitCells(cells: readonly LabReportCell[]): LabReportCell[] {
  return cells.flatMap((cell) => {
    const split = VALUE_AND_UNIT.exec(cell.text.trim());
    if (!split || !isUnit(split[2] ?? '')) return [cell];
    const valueWidth = (cell.width * (split[1] ?? '').length) / cell.text.length;
    return [
      { ...cell, text: split[1] ?? '', width: valueWidth },
      { ...cell, text: split[2] ?? '', x: cell.x + cell.width - (cell.width * (split[2] ?? '').length) / cell.text.length },
    ];
  });
}

/** 'value | unit | value | unit | range | range' after the name, the two units different: the two results' cells. */
function resultsInColumns(rest: readonly LabReportCell[], decimalStyle: DecimalStyle): [LabReportCell[], LabReportCell[]] | null {
  const cells = valueAndUnitCells(rest);
  if (cells.length !== 6) return null;
  const [value1, unit1, value2, unit2, range1, range2] = cells as [LabReportCell, LabReportCell, LabReportCell, LabReportCell, LabReportCell, LabReportCell];
  const readsAsPair =
    VALUE.test(value1.text.trim()) &&
    VALUE.test(value2.text.trim()) &&
    isUnit(unit1.text.trim()) &&
    isUnit(unit2.text.trim()) &&
    normaliseUnit(unit1.text.trim()) !== normaliseUnit(unit2.text.trim()) &&
    parseReferenceRange(range1.text, decimalStyle) !== null &&
    parseReferenceRange(range2.text, decimalStyle) !== null;
  return readsAsPair
    ? [
        [value1, unit1, range1],
        [value2, unit2, range2],
      ]
    : null;
}

/** 'v1 % / v2', 'r1 / r2', '% / unit': every cell that holds a pair is split in two; the value cell must. */
function resultsJoinedBySlash(rest: readonly LabReportCell[]): [LabReportCell[], LabReportCell[]] | null {
  const [valueCell] = rest;
  const values = valueCell?.text.trim().split(PAIR_SEPARATOR) ?? [];
  if (values.length !== 2 || !values.every((value) => /^[<>]?\d/.test(value.trim()))) return null;
  const first: LabReportCell[] = [];
  const second: LabReportCell[] = [];
  for (const cell of rest) {
    const parts = cell.text.trim().split(PAIR_SEPARATOR);
    if (parts.length > 2) return null;
    first.push({ ...cell, text: parts[0]!.trim() });
    second.push({ ...cell, text: (parts[1] ?? parts[0]!).trim() });
  }
  return [first, second];
}

/** The line as two lines when it prints two results of its test; the line itself otherwise. */
export function pairedResultLines(line: LabReportLine, decimalStyle: DecimalStyle): LabReportLine[] {
  const valueIndex = line.cells.findIndex((cell) => /^[<>]?\d/.test(cell.text.trim()));
  if (valueIndex < 1) return [line];
  const name = line.cells.slice(0, valueIndex);
  const rest = line.cells.slice(valueIndex);
  const pair = resultsInColumns(rest, decimalStyle) ?? resultsJoinedBySlash(rest);
  return pair ? pair.map((cells) => ({ ...line, cells: [...name, ...cells] })) : [line];
}
