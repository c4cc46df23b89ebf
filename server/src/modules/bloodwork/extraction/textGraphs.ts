import type { LabReportLine } from './reportLines.js';

/**
 * Some lab software draws each value's place in its range as a text graph (`|---*-----|`, `[ o ]`, `I--#--I`,
 * `<<[     ]`, one end only for a one-sided range). Its spaces are wide in a fixed-width font, so the graph comes out
 * as several cells whose mark ('o', '#', '*') reads as a word or a flag; a row reads the same without it.
 */

/**
 * Arrows out of the low end or the mark itself beyond it for a value below the range, the ends, the fill and the mark,
 * then the mirror image for a value above it.
 */
const TEXT_GRAPH = /^(?:<<?|[*oOxX#●•])?[[|I]?[-.=_~]*[*oOxX#●•]?[-.=_~]*[\]|I]?(?:>>?|[*oOxX#●•])?$/;
const MARK = /[*oOxX#●•]/;

function isTextGraph(text: string): boolean {
  const bare = text.replace(/\s+/g, '');
  const ends = bare.match(/[[\]|I]/g)?.length ?? 0;
  if (!TEXT_GRAPH.test(bare) || ends === 0) return false;
  // A side bar of a boxed table beside a lone '<' or '-' is no graph: a graph has a mark, double arrows or a drawn scale.
  return MARK.test(bare) || /<<|>>/.test(bare) || (bare.match(/[-.=_~]/g)?.length ?? 0) >= 2;
}

/** The line without the cells that together draw a text graph; the first cell (the name) is never one. */
function withoutGraphCells(line: LabReportLine): LabReportLine {
  const kept = line.cells.slice(0, 1);
  for (let start = 1; start < line.cells.length; start += 1) {
    let end = line.cells.length;
    while (
      end > start &&
      !isTextGraph(
        line.cells
          .slice(start, end)
          .map((cell) => cell.text)
          .join(' '),
      )
    )
      end -= 1;
    if (end === start) kept.push(line.cells[start]!);
    else start = end - 1;
  }
  return kept.length === line.cells.length ? line : { ...line, cells: kept };
}

export function withoutTextGraphs(lines: readonly LabReportLine[]): LabReportLine[] {
  return lines.map(withoutGraphCells);
}
