import { degrees, grayscale, popGraphicsState, pushGraphicsState, setTextRenderingMode, TextRenderingMode, type PDFFont, type PDFPage } from 'pdf-lib';
import type { SeededRandom } from './random.js';

/**
 * How a report writer puts its text into the PDF, independent of the layout: the same page can reach the content
 * stream as whole runs, word by word or glyph by glyph (each with its own position), in reading order or column by
 * column, on a page stored landscape and turned by /Rotate, with bold made by printing regular text twice a fraction
 * of a point apart, no-break spaces, the micro sign and powers of ten set as small raised digits.
 */
export interface PdfEncoding {
  runs: 'whole' | 'words' | 'glyphs';
  drawOrder: 'reading' | 'columns' | 'bottom-up';
  rotatedPages: boolean;
  doubleStruckBold: boolean;
  noBreakSpaces: boolean;
  microSign: boolean;
  raisedPowers: boolean;
  /** Footnote marks ('¹', '²') set as small raised digits rather than superscript characters. */
  raisedFootnotes: boolean;
}

export const PLAIN_ENCODING: PdfEncoding = {
  runs: 'whole',
  drawOrder: 'reading',
  rotatedPages: false,
  doubleStruckBold: false,
  noBreakSpaces: false,
  microSign: false,
  raisedPowers: false,
  raisedFootnotes: false,
};

/** At least one departure from plain runs per document, the rest drawn independently. */
export function drawEncoding(random: SeededRandom): PdfEncoding {
  const encoding: PdfEncoding = {
    runs: random.pick(['whole', 'words', 'glyphs'] as const),
    drawOrder: random.pick(['reading', 'columns', 'bottom-up'] as const),
    rotatedPages: random.chance(0.3),
    doubleStruckBold: random.chance(0.4),
    noBreakSpaces: random.chance(0.3),
    microSign: random.chance(0.5),
    raisedPowers: random.chance(0.5),
    raisedFootnotes: random.chance(0.5),
  };
  return encoding.runs === 'whole' && encoding.drawOrder === 'reading' && !encoding.rotatedPages ? { ...encoding, runs: 'glyphs' } : encoding;
}

export interface EncodedText {
  text: string;
  /** Position as the reader sees the page: x from the left, baseline y from the top, in points. */
  x: number;
  y: number;
  size: number;
  font: PDFFont;
  /** Drawn a second time, shifted by a fraction of a point, instead of with a bold font. */
  struck: boolean;
  /** Grey level from 0 (black) to 1 (white). */
  gray?: number;
  /** Turned counter-clockwise by this many degrees. */
  angle?: number;
  /** Drawn in render mode 3 (an OCR text layer). */
  invisible?: boolean;
}

interface Look {
  gray: number;
  angle: number;
  invisible: boolean;
}

export interface PageFrame {
  page: PDFPage;
  /** Height of the page as the reader sees it. */
  height: number;
  rotated: boolean;
}

/** A reader-space position and a distance along the baseline, drawn on a plain or a /Rotate 90 page. */
function drawAt(frame: PageFrame, text: string, x: number, y: number, size: number, font: PDFFont, look: Look): void {
  const color = grayscale(look.gray);
  // The render mode is graphics state, so it is set and restored around the run.
  if (look.invisible) frame.page.pushOperators(pushGraphicsState(), setTextRenderingMode(TextRenderingMode.Invisible));
  // A /Rotate 90 page turns stored point (u, v) to reader point (v, u) (y from the top): text is stored turned by 90°.
  if (frame.rotated) frame.page.drawText(text, { x: y, y: x, size, font, color, rotate: degrees(90 - look.angle) });
  else frame.page.drawText(text, { x, y: frame.height - y, size, font, color, rotate: degrees(look.angle) });
  if (look.invisible) frame.page.pushOperators(popGraphicsState());
}

function drawPieces(frame: PageFrame, encoding: PdfEncoding, text: string, x: number, y: number, size: number, font: PDFFont, look: Look): void {
  if (encoding.runs === 'whole') {
    drawAt(frame, encoding.noBreakSpaces ? text.replace(/ /g, '\u00a0') : text, x, y, size, font, look);
    return;
  }
  const pieces = encoding.runs === 'words' ? [...text.matchAll(/\S+/g)] : [...text.matchAll(/\S/g)];
  for (const piece of pieces) drawAt(frame, piece[0], x + font.widthOfTextAtSize(text.slice(0, piece.index), size), y, size, font, look);
}

const MICRO_UNITS = /(?<![A-Za-z])u(?=(?:L|mol|g|IU)(?![a-z]))/g;

const SUPERSCRIPT_DIGITS: Record<string, string> = { '¹': '1', '²': '2', '³': '3' };

/** The run split into plain and raised parts: the exponent of '10^3/uL', a footnote mark '²'. */
function raisedParts(text: string, encoding: PdfEncoding): { text: string; raised: boolean }[] {
  const power = encoding.raisedPowers ? /10\^(\d+)/.exec(text) : null;
  if (power)
    return [
      { text: text.slice(0, power.index + 2), raised: false },
      { text: power[1]!, raised: true },
      { text: text.slice(power.index + power[0].length), raised: false },
    ];
  const mark = encoding.raisedFootnotes ? /[¹²³]/.exec(text) : null;
  if (mark)
    return [
      { text: text.slice(0, mark.index), raised: false },
      { text: SUPERSCRIPT_DIGITS[mark[0]]!, raised: true },
      { text: text.slice(mark.index + 1), raised: false },
    ];
  return [{ text, raised: false }];
}

/** Draws one run the way this encoding writes text, powers of ten and footnote marks as small raised digits when asked. */
export function drawEncodedText(frame: PageFrame, encoding: PdfEncoding, item: EncodedText): void {
  const text = encoding.microSign ? item.text.replace(MICRO_UNITS, 'µ') : item.text;
  const parts = raisedParts(text, encoding);
  const look = { gray: item.gray ?? 0, angle: item.angle ?? 0, invisible: item.invisible ?? false };
  let x = item.x;
  for (const part of parts) {
    const size = part.raised ? item.size * 0.6 : item.size;
    const y = part.raised ? item.y - item.size * 0.35 : item.y;
    if (part.text !== '') {
      drawPieces(frame, encoding, part.text, x, y, size, item.font, look);
      if (item.struck) drawPieces(frame, encoding, part.text, x + 0.35, y - 0.2, size, item.font, look);
    }
    x += item.font.widthOfTextAtSize(part.text, size);
  }
}

/** The order runs reach the content stream: as read, all of one column before the next, or from the foot up. */
export function inDrawOrder<T extends { x: number; y: number }>(items: readonly T[], encoding: PdfEncoding): T[] {
  if (encoding.drawOrder === 'columns') return [...items].sort((a, b) => a.x - b.x || a.y - b.y);
  if (encoding.drawOrder === 'bottom-up') return [...items].reverse();
  return [...items];
}
