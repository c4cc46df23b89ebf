import { isLabUnit } from '../markers/labUnits.js';
import { matchMarker } from '../markers/markerCatalog.js';
import { lineFromText, type LabReportLine } from './reportLines.js';
import { splitAtNumberAfterName, withoutNameMarks } from './resultRow.js';

/**
 * Letters to the patient write one result per sentence ('Your HDL-C level is 63 mg/dL, which is normal (normal: over
 * 40 mg/dL).', 'Sodium: 143 mmol/L (normal: 136-145) - fine.', 'The albumin came back at 44 g/l; normal range 35 to 50
 * g/l.'). Such a sentence, wrapped over lines or not, is read as a row: name, value, unit, range.
 */

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const ARTICLE = String.raw`(?:(?:your|the|a|an)\s+)?`;
const NAME_WORDS = String.raw`(?:\s+(?:level|levels|result|reading|value|test))*`;
const VERB = String.raw`(?:is|was|were|are|came back(?:\s+at|\s+as)?|measured)`;
const VALUE = String.raw`([<>]?${NUMBER})\s?([^\s,;()]+?)(?=[,;.)]?(?:\s|$))`;
const SUBJECT_SENTENCE = new RegExp(`^${ARTICLE}(.+?)${NAME_WORDS}\\s+${VERB}\\s+${VALUE}(.*)$`, 'iu');
const LABELLED_SENTENCE = new RegExp(`^((?=[^:]*\\p{L})[^:]{2,60}?)\\s*:\\s+${VALUE}(.*)$`, 'iu');

const BELOW = /^(?:less than|under|below|up to|<|≤)/i;
const ABOVE = /^(?:more than|over|above|at least|>|≥)/i;

/**
 * The range in the words after the value: in round or square brackets or after a semicolon, worded ('over 40', '35 to 50')
 * or printed ('136-145', '<5').
 */
function rangeOf(rest: string): string | null {
  const part = /[([]([^()[\]]*\d[^()[\]]*)[)\]]/.exec(rest)?.[1] ?? /;\s*([^;]*\d[^;]*)$/.exec(rest)?.[1];
  if (!part) return null;
  const limits = new RegExp(
    `((?:less than|under|below|up to|more than|over|above|at least|[<>≤≥])\\s*)?(${NUMBER})(?:\\s*(?:-|–|to)\\s*(${NUMBER}))?`,
    'i',
  ).exec(part);
  if (!limits) return null;
  const [, side, low, high] = limits;
  if (high) return `${low}-${high}`;
  const trimmed = side?.trim() ?? '';
  if (BELOW.test(trimmed)) return `<${low}`;
  if (ABOVE.test(trimmed)) return `>${low}`;
  return null;
}

function resultRowOf(sentence: string): string | null {
  if (FOOTNOTE_KEY.test(sentence)) return null;
  for (const grammar of [LABELLED_SENTENCE, SUBJECT_SENTENCE]) {
    const [, name = '', value = '', unit = '', rest = ''] = grammar.exec(sentence) ?? [];
    if (isLabUnit(unit) && matchMarker(name, unit) !== null) return [name.trim(), value, unit, rangeOf(rest)].filter((part) => part !== null).join('   ');
  }
  return null;
}

/**
 * A line that is a result sentence of its own, or opens with a test's name and a number ('HDL Cholesterol 63 (>40 mg/dL)',
 * '• HbA1c 4.0 (4.8 - 5.6 %)'), starts the next result of a list: it never goes on with the sentence above it.
 */
function startsResult(text: string): boolean {
  const split = splitAtNumberAfterName(text);
  return resultRowOf(text) !== null || (split !== null && matchMarker(withoutNameMarks(split.name)) !== null);
}

/** A footnote key in front of a range at a box's foot ('a) AST: 10-50 U/L', '[1] HDL-C: >1.00') starts no result sentence. */
const FOOTNOTE_KEY = /^(?:\[\d{1,2}\]|\(?[a-z\d]{1,2}\))\s/i;

/** A line of running text, one run, that ends mid-sentence: the sentence goes on on the next line, in the same type. */
function goesOnAt(line: LabReportLine, next: LabReportLine | undefined): next is LabReportLine {
  const [cell] = line.cells;
  const [nextCell] = next?.cells ?? [];
  if (!cell || !next || !nextCell || line.cells.length !== 1 || next.cells.length !== 1 || next.page !== line.page) return false;
  return !/[.!?:,]$/.test(cell.text.trim()) && Math.abs(cell.fontSize - nextCell.fontSize) <= 0.5;
}

/** Each result sentence of a letter, wrapped or not, as a row of its own; every other line as it was. */
export function letterResultsAsLines(lines: readonly LabReportLine[]): LabReportLine[] {
  const read: LabReportLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (line.cells.length !== 1) {
      read.push(line);
      continue;
    }
    const first = line.cells[0]!.text.trim();
    let sentence = first;
    let last = index;
    while (goesOnAt(lines[last]!, lines[last + 1]) && last - index < 3 && !startsResult(lines[last + 1]!.cells[0]!.text.trim())) {
      last += 1;
      sentence = `${sentence} ${lines[last]!.cells[0]!.text.trim()}`;
    }
    let row = resultRowOf(sentence);
    if (!row && last > index) {
      row = resultRowOf(first);
      last = index;
    }
    if (!row) {
      read.push(line);
      continue;
    }
    const typed = lineFromText(row, 0, line.page);
    read.push({ ...typed, y: line.y, cells: typed.cells.map((cell) => ({ ...cell, x: cell.x + (line.cells[0]?.x ?? 0), fontSize: line.cells[0]!.fontSize })) });
    index = last;
  }
  return read;
}
