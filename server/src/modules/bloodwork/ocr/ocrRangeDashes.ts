import { parseLabReportLines, type ExtractedLabValue } from '../extraction/labReportParser.js';
import type { LabReportCell, LabReportLine } from '../extraction/reportLines.js';

/**
 * Puts back the dash of a reference range the OCR engine lost. On a blurred photo the short, thin '-' between a range's
 * limits is often dropped ('136 - 145' read as '136 145', '00 - 06' as '00 06'), and where the unit was misread too
 * ('mmol' for 'mmol/l') or dropped, nothing on the row says the two numbers are a range: the parser, rightly, reads no
 * result from 'Sodium  142  mmol  136  145', which could as well be a result and two earlier ones. A row whose test was
 * read nowhere on its page, ending in a result and two rising numbers (maybe a unit-like word after them), is read
 * with those two as its range, when that reading gives a known test its result; that result goes to review.
 */

/** A plain number as a range limit is printed: digits, maybe decimals. */
const LIMIT = /^\d+(?:[.,]\d+)?$/;

const limitValue = (text: string) => Number(text.replace(',', '.'));

interface CellWord {
  text: string;
  cell: number;
}

const wordsOf = (line: LabReportLine): CellWord[] =>
  line.cells.flatMap((cell, index) =>
    cell.text
      .split(/\s+/)
      .filter((text) => text.length > 0)
      .map((text) => ({ text, cell: index })),
  );

/**
 * The line with its last two numbers joined into one range cell ('136 - 145'), when they rise and only words without
 * digits (a unit, a flag) follow them, and a number stands before them (the result); null otherwise.
 */
function withRangeDashRestored(line: LabReportLine): LabReportLine | null {
  const words = wordsOf(line);
  let end = words.length;
  while (end > 0 && !/\d/.test(words[end - 1]!.text)) end -= 1;
  const low = words[end - 2];
  const high = words[end - 1];
  if (!low || !high || !LIMIT.test(low.text) || !LIMIT.test(high.text) || limitValue(low.text) >= limitValue(high.text)) return null;
  if (!words.slice(0, end - 2).some((word) => /\d/.test(word.text))) return null;
  const lowCell = line.cells[low.cell]!;
  const highCell = line.cells[high.cell]!;
  const range: LabReportCell = { ...lowCell, text: `${low.text} - ${high.text}`, width: highCell.x + highCell.width - lowCell.x };
  // Words before the low limit in its cell, and after the high limit in its cell, keep cells of their own.
  const before = words.slice(0, end - 2).filter((word) => word.cell === low.cell);
  const after = words.slice(end).filter((word) => word.cell === high.cell);
  const cellOf = (cell: LabReportCell, part: readonly CellWord[]) => (part.length > 0 ? [{ ...cell, text: part.map((word) => word.text).join(' ') }] : []);
  const cells = [...line.cells.slice(0, low.cell), ...cellOf(lowCell, before), range, ...cellOf(highCell, after), ...line.cells.slice(high.cell + 1)];
  return { ...line, cells };
}

/**
 * OCR lines with lost range dashes put back (see the top of this file), given the values already read from them, and
 * the printed names of the results those lines now give (their results go to review).
 */
export function withRangeDashesRestored(
  lines: readonly LabReportLine[],
  values: readonly ExtractedLabValue[],
): { lines: LabReportLine[]; restoredNames: Set<string> } {
  const restoredNames = new Set<string>();
  const readTests = new Set(values.map((value) => `${value.page}|${value.markerKey}`));
  const restored = lines.map((line) => {
    const candidate = withRangeDashRestored(line);
    if (!candidate || parseLabReportLines([line]).values.length > 0) return line;
    const value = parseLabReportLines([candidate]).values[0];
    if (!value?.markerKey || readTests.has(`${line.page}|${value.markerKey}`) || value.refLow === null || value.refHigh === null) return line;
    restoredNames.add(value.printedName);
    return candidate;
  });
  return { lines: restored, restoredNames };
}
