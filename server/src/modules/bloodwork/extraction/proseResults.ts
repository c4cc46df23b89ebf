import { isLabUnit } from '../markers/labUnits.js';
import { matchMarker } from '../markers/markerCatalog.js';
import { isNotesHeading } from './nonResultText.js';
import { cellPart, type LabReportLine } from './reportLines.js';

/**
 * The end of one result written into a sentence: value, unit, an optional flag and bracketed range, then a comma,
 * semicolon or full stop ('Haemoglobin 13.2 g/dL (13.0-17.0),', 'CRP 48 mg/L (H) [<5];').
 */
const RESULT_PHRASE_END = /(?<![\d.,])[<>]?\d+(?:[.,]\d+)?\s?([^\s,;()[\]]+)(?:\s\((?:H|L|high|low)\))?(?:\s[([][^()[\]]*\d[^()[\]]*[)\]])?([,;.])(?=\s|$)/giu;

/** 'Bloods on admission:' before the first result of a list. */
const LEAD_LABEL = /^[^\d:]{2,40}:\s+(?=\S*\p{L})/u;

/**
 * Discharge letters and clinic notes write results into prose lines ('Bloods on admission: Haemoglobin 13.2 g/dL
 * (13.0-17.0), WBC 11.4 x10^9/L; CRP 48 mg/L.'). Such a line, a single run of text, is read as one line per result
 * at the same place, without the label that introduces the list. Only lines whose results all end in a lab unit and a
 * separator are split, so a table row ('Glucose 5.4 mmol/L 3.9-5.8') or a sentence with one dose in it stays whole.
 */
export function resultListsAsLines(lines: readonly LabReportLine[]): LabReportLine[] {
  return lines.flatMap((line) => resultPhrasesOf(line) ?? [line]);
}

function resultPhrasesOf(line: LabReportLine): LabReportLine[] | null {
  const [cell] = line.cells;
  if (!cell || line.cells.length !== 1) return null;
  const label = LEAD_LABEL.exec(cell.text)?.[0] ?? '';
  // 'Hinweis: target LDL < 1,8 mmol/l, …' is a note about targets, not a list of results.
  if (isNotesHeading(label)) return null;
  const phrases: { text: string; start: number }[] = [];
  let start = label.length;
  for (const match of cell.text.matchAll(RESULT_PHRASE_END)) {
    const end = (match.index ?? 0) + match[0].length;
    if (!isLabUnit(match[1] ?? '')) continue;
    const text = cell.text.slice(start, end - 1).trim();
    // Each result starts with its name ('25-Hydroxyvitamin D', 'HbA1c'), never with a number.
    if (!/^\S*\p{L}/u.test(text)) return null;
    // Nor with five words or more that name no test ('Goal for most adults with diabetes < 7.0 %.'): that is a sentence.
    const name = cell.text.slice(start, match.index).trim();
    if (name.split(/\s+/).length >= 5 && matchMarker(name) === null) return null;
    phrases.push({ text, start });
    start = end;
  }
  // Anything after the last result that is not a result itself keeps the line whole: it is a sentence, not a list.
  if (cell.text.slice(start).trim() !== '' || phrases.length === 0) return null;
  return phrases.map(({ text, start }) => ({ ...line, cells: [cellPart(cell, text, start)] }));
}
