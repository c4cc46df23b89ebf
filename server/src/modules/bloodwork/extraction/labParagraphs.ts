import { isLabUnit } from '../markers/labUnits.js';
import { matchMarker } from '../markers/markerCatalog.js';
import { lineFromText, type LabReportLine } from './reportLines.js';
import { detectDayMonthOrder, readDate, type DayMonthOrder } from './reportContext.js';

/**
 * Clinic and discharge letters across Europe write the laboratory results as one dated paragraph of running text
 * ('Labor (2024.03.12.): Fvs 7,2 G/l, Hgb 135 g/l (120-160), Na 139 mmol/l (előző: 141).', 'Labor bei Entlassung
 * 12.03.2024: Hb 13,2 g/dl; Leukozyten 11,4 /nl (Vorwert 9,8).', '12/03/2024 Analítica al alta: Plaq. 245.000/mm3;
 * PCR 2,1 mg/L (VN <5).'), wrapped anywhere, even inside a result. Such a paragraph is read as one row per result:
 * name, value, unit and the range its brackets give. A bracket with one bare number ('(zuvor 4,8)', '(previa 62)')
 * is the patient's earlier value and is left out. A letter with an admission and a discharge paragraph reports the
 * latest dated one: the earlier paragraphs are decoys.
 */

const NUMBER = String.raw`\d+(?:[.,]\d+)*`;
/** Up to the colon that opens the list; a date may sit before, in or after the words ('Labor (2024.03.12.):'). */
const LEAD = /^[^:]{2,70}?:\s+(?=\S*\p{L})/u;
const DATE_IN_LEAD = /\(?\s*(?:\d{4}\.\s?\d{1,2}\.\s?\d{1,2}\.?|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{1,2}\.?\s(?:de\s)?\p{L}{3,10}\.?\s(?:de\s)?\d{4})\s*\)?/gu;
/** Name, value, unit, then brackets: ranges, flags or notes, round or square ('(ref.: 3,5-5,1)', '[<100]', '(Vorwert 1,3)'). */
const PHRASE = new RegExp(String.raw`^(\S.*?)\s+([<>]?${NUMBER})(?:\s?([^\s()[\]]+))?((?:\s*(?:\([^()]*\)|\[[^[\]]*\]))*)$`, 'u');
const BRACKET = /\([^()]*\)|\[[^[\]]*\]/g;
/** A bracketed range, after optional words ('ref.:', 'Norm', 'v.n.', 'VN'): two limits with a dash, or one after a comparator. */
const BRACKET_RANGE = new RegExp(String.raw`^[([]\s*(?:[\p{L}.]+\s*)*:?\s*((?:${NUMBER})\s*[-–]\s*(?:${NUMBER})|[<>≤≥]\s*${NUMBER})\s*[)\]]$`, 'u');
const FLAG = /^[([]\s*(H|L|high|low|hoch|niedrig|magas|alacsony|alto|bajo|basso)\s*[)\]]$/i;
/** How many lines a paragraph may run to before it is no list of results. */
const MOST_LINES = 16;

interface Paragraph {
  first: number;
  last: number;
  date: string | null;
  rows: LabReportLine[];
}

/** The list ends at a full stop after a result, with every bracket closed ('… Hb 156 g/l (elözö: 129).', not '… Leuc.'). */
function endsList(text: string): boolean {
  const opened = (text.match(/[([]/g) ?? []).length;
  const closed = (text.match(/[)\]]/g) ?? []).length;
  if (opened !== closed || !text.endsWith('.')) return false;
  const lastPhrase = splitAtTopLevel(text.slice(0, -1)).at(-1) ?? '';
  return resultRowOf(lastPhrase) !== null;
}

/**
 * The results of a list: split at each comma or semicolon followed by a space (never a decimal comma) outside brackets,
 * once a value has been written since the last split, so names with a comma in them stay whole ('Cholesterol, Total').
 */
function splitAtTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (character === '(' || character === '[') depth += 1;
    else if (character === ')' || character === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[,;]/.test(character) && /\s/.test(text[index + 1] ?? '') && PHRASE.test(text.slice(start, index).trim())) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** One result phrase as a typed row ('Kreatinin   0,59   mg/dl   0,70-1,20'), or null when it is none. */
function resultRowOf(phrase: string): { row: string; isMarker: boolean } | null {
  const match = PHRASE.exec(phrase);
  if (!match) return null;
  const [, name = '', value = '', unit = '', brackets = ''] = match;
  if (unit !== '' && !isLabUnit(unit)) return null;
  const marker = matchMarker(name, unit || undefined);
  if (unit === '' && marker === null) return null;
  const cells = [name.trim(), value, unit];
  for (const bracket of brackets.match(BRACKET) ?? []) {
    const range = BRACKET_RANGE.exec(bracket)?.[1];
    const flag = FLAG.exec(bracket)?.[1];
    if (range) cells.push(range.replace(/\s+/g, ''));
    else if (flag) cells.push(flag);
  }
  return { row: cells.filter((cell) => cell !== '').join('   '), isMarker: marker !== null };
}

/**
 * A full stop outside brackets before a capital ('… 4 giorni. Esame obiettivo …'), or a colon outside brackets ('… BMI 36,1
 * kg/m². Labor 27.01.2025: …'): a sentence ends or another list opens there, so no result list runs on through it.
 */
function endsSentenceInside(body: string): boolean {
  let depth = 0;
  for (let index = 0; index < body.length; index += 1) {
    const character = body[index]!;
    if (character === '(' || character === '[') depth += 1;
    else if (character === ')' || character === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0 && character === '.' && /^\s+\p{Lu}/u.test(body.slice(index + 1))) return true;
    else if (depth === 0 && character === ':' && /^\s/.test(body.slice(index + 1))) return true;
  }
  return false;
}

function paragraphAt(lines: readonly LabReportLine[], first: number, order: DayMonthOrder | null): Paragraph | null {
  const line = lines[first]!;
  const [cell] = line.cells;
  if (!cell || line.cells.length !== 1) return null;
  const lead = LEAD.exec(cell.text)?.[0];
  if (!lead || /\d/.test(lead.replace(DATE_IN_LEAD, ''))) return null;
  const bodyOf = (text: string) => text.slice(lead.length);
  let text = cell.text.trim();
  let last = first;
  while (!endsList(text) && last - first < MOST_LINES) {
    const next = lines[last + 1];
    const nextCell = next?.cells[0];
    if (!next || !nextCell || next.cells.length !== 1 || next.page !== line.page || Math.abs(nextCell.fontSize - cell.fontSize) > 0.5) return null;
    last += 1;
    text = `${text} ${nextCell.text.trim()}`;
    if (endsSentenceInside(bodyOf(text))) return null;
  }
  if (!endsList(text)) return null;
  const read = splitAtTopLevel(bodyOf(text).replace(/\.$/, '')).map(resultRowOf);
  // The list opens with a result right after the colon; an anamnesis or status paragraph opens with words.
  if (read[0] === null) return null;
  const results = read.filter((result) => result !== null);
  // A list of vitals or doses ('RR 146/73 Hgmm, P 78/min, testsúly 57 kg') names no tests: most results must.
  if (results.filter((result) => result.isMarker).length < Math.max(2, read.length / 2)) return null;
  const date = readDate(lead, order);
  const rows = results.map(({ row }) => {
    const typed = lineFromText(row, 0, line.page);
    return { ...typed, y: line.y, cells: typed.cells.map((typedCell) => ({ ...typedCell, x: typedCell.x + cell.x, fontSize: cell.fontSize })) };
  });
  return { first, last, date: typeof date === 'string' ? date : null, rows };
}

function labParagraphsOf(lines: readonly LabReportLine[]): Paragraph[] {
  const order = detectDayMonthOrder(lines.map((line) => line.cells.map((cell) => cell.text).join('  ')));
  const paragraphs: Paragraph[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const paragraph = paragraphAt(lines, index, order);
    if (!paragraph) continue;
    paragraphs.push(paragraph);
    index = paragraph.last;
  }
  return paragraphs;
}

const latestDate = (paragraphs: readonly Paragraph[]) =>
  paragraphs.reduce<string | null>((latest, { date }) => (date !== null && (latest === null || date > latest) ? date : latest), null);

/** Each lab paragraph of a letter as one row per result; paragraphs dated before the latest one are left out. */
export function labParagraphsAsLines(lines: readonly LabReportLine[]): LabReportLine[] {
  const paragraphs = labParagraphsOf(lines);
  if (paragraphs.length === 0) return [...lines];
  const latest = latestDate(paragraphs);
  const read: LabReportLine[] = [];
  let index = 0;
  for (const paragraph of paragraphs) {
    read.push(...lines.slice(index, paragraph.first));
    if (paragraph.date === null || latest === null || paragraph.date >= latest) read.push(...paragraph.rows);
    index = paragraph.last + 1;
  }
  read.push(...lines.slice(index));
  return read;
}

/** The date the latest lab paragraph of a letter gives its results: the collection date. */
export function labParagraphDate(lines: readonly LabReportLine[]): string | null {
  return latestDate(labParagraphsOf(lines));
}
