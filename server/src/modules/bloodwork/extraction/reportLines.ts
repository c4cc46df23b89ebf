import { median } from './median.js';

/** One run of text on a rebuilt line; cells are separated by a column-sized gap. x and y are in PDF points, y from the top. */
export interface LabReportCell {
  text: string;
  x: number;
  width: number;
  fontSize: number;
}

export interface LabReportLine {
  page: number;
  /** Baseline, measured from the top of the page. */
  y: number;
  cells: LabReportCell[];
}

export interface PositionedText {
  text: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

export interface PositionedPage {
  page: number;
  items: PositionedText[];
}

/**
 * The part of a run's text that starts at character `start`, placed by its share of the run's width (exact for
 * fixed-width fonts, close for others); `length` is how many characters it spans when that is not its text's length.
 */
export function cellPart<T extends { text: string; x: number; width: number }>(run: T, text: string, start: number, length = text.length): T {
  const perCharacter = run.width / run.text.length;
  return { ...run, text, x: run.x + perCharacter * start, width: perCharacter * length };
}

const CHARACTER_WIDTH_EM = 0.5;

/** Turns a typed line ('Glucose  5,4  mmol/L  3,9 - 5,8') into cells; two or more spaces or a tab separate cells. */
export function lineFromText(text: string, index: number, page = 1): LabReportLine {
  const fontSize = 10;
  const cells: LabReportCell[] = [];
  for (const match of text.matchAll(/\S+(?: \S+)*/g)) {
    const start = match.index ?? 0;
    cells.push({ text: match[0], x: start * fontSize * CHARACTER_WIDTH_EM, width: match[0].length * fontSize * CHARACTER_WIDTH_EM, fontSize });
  }
  return { page, y: index * fontSize * 1.4, cells };
}

export function lineText(line: LabReportLine): string {
  return line.cells.map((cell) => cell.text).join('  ');
}

/** The size of a line's largest cell: a row's type size, whatever smaller marks or notes sit on it. */
export function lineFontSize(line: LabReportLine): number {
  return Math.max(...line.cells.map((cell) => cell.fontSize));
}

/** Watermarks are drawn far larger than body text ('Smart Pathology Laboratory' across the page). */
function withoutWatermarks(items: readonly PositionedText[]): PositionedText[] {
  const bodySize = median(items.map((item) => item.fontSize));
  return items.filter((item) => item.fontSize <= Math.max(bodySize * 2.2, 18));
}

/**
 * Some report writers make bold by printing regular text twice, a fraction of a point apart: the second print is the
 * same text at (almost) the same place and is dropped. Distinct glyphs of the same text sit at least a narrow glyph's
 * width (~0.22 em) apart, so a shift of a tenth of an em tells a second print from a neighbour.
 */
function withoutDoubleStrikes(items: readonly PositionedText[]): PositionedText[] {
  const kept = new Map<string, PositionedText[]>();
  return items.filter((item) => {
    const sameText = kept.get(item.text);
    const tolerance = item.fontSize * 0.12;
    if (sameText?.some((earlier) => Math.abs(earlier.x - item.x) < tolerance && Math.abs(earlier.y - item.y) < tolerance)) return false;
    if (sameText) sameText.push(item);
    else kept.set(item.text, [item]);
    return true;
  });
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/**
 * Superscripts ('10' + '3' in '×10³/µL') are smaller and raised; glue them to the run they follow. After a number they
 * are a power ('10^3'); after a letter a footnote mark or a square ('Triglycerides²', 'm²'), kept as the superscript
 * character that names and units already read that way.
 */
function glueSuperscripts(items: readonly PositionedText[]): PositionedText[] {
  const glued: PositionedText[] = [];
  for (const item of items) {
    const base = glued.find(
      (candidate) =>
        item.fontSize < candidate.fontSize * 0.85 &&
        Math.abs(item.x - (candidate.x + candidate.width)) < 1.5 &&
        item.y < candidate.y &&
        candidate.y - item.y < candidate.fontSize * 0.7,
    );
    const raised = item.text.trim();
    if (base && /^[\d⁰¹²³⁴⁵⁶⁷⁸⁹]+$/.test(raised)) {
      const isPower = /\d$/.test(base.text);
      base.text = isPower ? `${base.text}^${raised}` : `${base.text}${raised.replace(/\d/g, (digit) => SUPERSCRIPT_DIGITS[Number(digit)]!)}`;
      base.width += item.width;
    } else {
      glued.push({ ...item });
    }
  }
  return glued;
}

/** Groups items whose baselines are within 0.45 of the font size: rows of one table share a baseline, give or take the few points an OCR text layer places its words off it. */
function clusterIntoRows(items: readonly PositionedText[]): PositionedText[][] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: { y: number; items: PositionedText[] }[] = [];
  for (const item of sorted) {
    const row = rows.find((candidate) => Math.abs(candidate.y - item.y) <= Math.min(item.fontSize, median(candidate.items.map((i) => i.fontSize))) * 0.45);
    if (row) {
      row.items.push(item);
      row.y = row.items.reduce((sum, member) => sum + member.y, 0) / row.items.length;
    } else {
      rows.push({ y: item.y, items: [item] });
    }
  }
  return rows.sort((a, b) => a.y - b.y).map((row) => row.items);
}

/**
 * Where a run holds more than one cell: two or more spaces (a padded row, 'Glucose          92     mg/dL', fixed-width
 * reports), or dot leaders between a name and its value ('Glycémie . . . . . . 0,95', 'Urea.........5,6').
 */
const CELL_SEPARATOR = /\s{2,}|\s*(?:[.…_]\s?){3,}\s*/g;
const ENDS_IN_LEADERS = /(?:[.…_]\s?){3,}$/;
const ONLY_LEADERS = /^(?:[.…_]\s?)+$/;

/** A run that holds several cells is split at their separators, each part placed by its share of the run's width (exact for fixed-width fonts). */
function splitPaddedRuns(items: readonly PositionedText[]): PositionedText[] {
  return items.flatMap((item) => {
    const text = item.text.trimEnd();
    const separators = [...text.matchAll(CELL_SEPARATOR)].filter((match) => (match.index ?? 0) + match[0].length < text.length);
    if (separators.length === 0) return [item];
    const parts: PositionedText[] = [];
    let start = 0;
    for (const separator of [...separators, { index: text.length, 0: '' }]) {
      const end = separator.index ?? text.length;
      const part = text.slice(start, end);
      const offset = part.length - part.trimStart().length;
      if (part.trim() !== '') parts.push(cellPart(item, part.trim(), start + offset));
      start = end + separator[0].length;
    }
    return parts;
  });
}

/** Joins runs separated by less than ~0.8 em into one cell; a wider gap is a column boundary. */
function cellsOf(rowItems: readonly PositionedText[]): LabReportCell[] {
  const cells: LabReportCell[] = [];
  for (const item of splitPaddedRuns(rowItems).sort((a, b) => a.x - b.x)) {
    const last = cells[cells.length - 1];
    const gap = last ? item.x - (last.x + last.width) : Number.POSITIVE_INFINITY;
    // Dot leaders end a name cell: the value after them is a column of its own, however close.
    if (last && gap < Math.max(last.fontSize, item.fontSize) * 0.8 && !(ENDS_IN_LEADERS.test(last.text) && !ONLY_LEADERS.test(item.text))) {
      const separator = gap > Math.min(last.fontSize, item.fontSize) * 0.12 ? ' ' : '';
      last.text = `${last.text}${separator}${item.text}`.replace(/\s+/g, ' ');
      last.width = item.x + item.width - last.x;
    } else {
      cells.push({ text: item.text.replace(/\s+/g, ' '), x: item.x, width: item.width, fontSize: item.fontSize });
    }
  }
  return cells.filter((cell) => cell.text.trim().length > 0).map((cell) => ({ ...cell, text: withoutLetterSpacing(cell.text.trim()) }));
}

/**
 * Letter-spaced or justified text drawn glyph by glyph comes out with a space between every two glyphs ('1 4 3', 'U r i c  A c i d'
 * reads 'U r i c A c i d': the wider gap between words is lost on the way). Such a cell is closed up, and the words are
 * parted again where a word of two or more lower-case letters meets a capital ('UricAcid' → 'Uric Acid', not 'eGFR'
 * or 'HbA1c'), and after a comma or before a bracket.
 */
export function withoutLetterSpacing(text: string): string {
  const tokens = text.split(' ');
  // A pair the writer kerned tighter than the spacing ('A c' read as 'Ac') may come out as two glyphs without a space.
  const isSpacedOut =
    (tokens.length >= 3 || tokens.every((token) => /^[\d.,]$/.test(token))) &&
    tokens.every((token) => token.length <= 3) &&
    tokens.filter((token) => token.length === 1).length >= tokens.length * 0.75 &&
    ((text.match(/\p{L}/gu) ?? []).length >= 2 || tokens.every((token) => /^[\d.,]$/.test(token)));
  if (!isSpacedOut) return text;
  return text
    .replace(/ /g, '')
    .replace(/(?<=\p{Ll}{2})(?=\p{Lu})/gu, ' ')
    .replace(/,(?=\S)/g, ', ')
    .replace(/(?<=\S)(?=\()/g, ' ');
}

/** Rebuilds reading-order lines with column cells from positioned PDF text. */
export function buildReportLines(pages: readonly PositionedPage[]): LabReportLine[] {
  return pages.flatMap((page) => {
    const items = glueSuperscripts(withoutDoubleStrikes(withoutWatermarks(page.items.filter((item) => item.text.trim().length > 0))));
    return clusterIntoRows(items)
      .map((rowItems) => ({
        page: page.page,
        y: rowItems.reduce((sum, item) => sum + item.y, 0) / rowItems.length,
        cells: cellsOf(rowItems),
      }))
      .filter((line) => line.cells.length > 0);
  });
}
