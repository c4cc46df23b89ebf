import { degrees, PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { drawEncodedText, inDrawOrder, PLAIN_ENCODING, type PdfEncoding } from './pdfEncoding.js';

/** One text run placed on a page; y is measured from the top of the page, in points. */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  /** Fixed-width (Courier): rows padded with spaces into columns, as older laboratory systems print. */
  mono?: boolean;
  /** Times instead of Helvetica, as some report templates are set. */
  serif?: boolean;
  /** The standard Symbol font, in which report software sets marks Helvetica cannot draw (arrows `↑` `↓`). */
  symbol?: boolean;
  /** Extra points between glyphs (letter-spaced or justified text): each glyph is then drawn as its own run. */
  tracking?: number;
  /** Grey level from 0 (black) to 1 (white): light watermarks, white text a template leaves on the page. */
  gray?: number;
  /** Turned counter-clockwise by this many degrees about its start (diagonal watermarks). */
  angle?: number;
  /** A kerning gap inside a word: the run is drawn as two, the second `points` further right than it would sit ('Hemo globin'). */
  kerningGap?: { at: number; points: number };
  /** Drawn in text render mode 3 (neither filled nor stroked): the text layer a scanner's OCR lays over its page image. */
  invisible?: boolean;
}

export type TextStyle = Pick<PlacedText, 'bold' | 'serif' | 'symbol' | 'tracking' | 'gray' | 'angle' | 'kerningGap' | 'invisible'>;

export interface ExpectedCorpusValue {
  name: string;
  value: number;
  qualifier?: '<' | '>';
  unit: string;
  refLow: number | null;
  refHigh: number | null;
  markerKey: string;
  specimen?: 'urine';
}

export interface CorpusDocument {
  id: string;
  family: string;
  collectedOn: string | null;
  /**
   * The collection date is printed only as a numeric date that reads as another date with day and month swapped
   * ('03/04/2025'): a parser may leave it for the user to confirm (when nothing else in the report settles the order).
   */
  collectedOnAmbiguous?: boolean;
  expected: ExpectedCorpusValue[];
  pages: PlacedText[][];
  /** How the text reaches the PDF (plain whole runs unless set). */
  encoding?: PdfEncoding;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const RIGHT_MARGIN = 15;

/**
 * Characters the standard PDF fonts (WinAnsi) cannot draw are written with their nearest Latin-1 form (Polish letters
 * without their marks; Turkish ı, ş, ğ, İ, Ş, Ğ as i, s, g, I, S, G, as reports whose fonts lack them print them).
 */
const WIN_ANSI_FALLBACK: Record<string, string> = {
  ő: 'ö',
  Ő: 'Ö',
  ű: 'ü',
  Ű: 'Ü',
  '≤': '<=',
  '≥': '>=',
  '−': '-',
  '→': '->',
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  Ł: 'L',
  ń: 'n',
  ś: 's',
  ź: 'z',
  ż: 'z',
  Ż: 'Z',
  ı: 'i',
  İ: 'I',
  ş: 's',
  Ş: 'S',
  ğ: 'g',
  Ğ: 'G',
};

export function printable(text: string): string {
  return text.replace(/[őŐűŰ≤≥−→ąćęłŁńśźżŻıİşŞğĞ]/g, (character) => WIN_ANSI_FALLBACK[character] ?? character);
}

export interface PageGeometry {
  /** Horizontal stretch of every column position. */
  xScale: number;
  /** Vertical stretch of every line advance. */
  lineScale: number;
  /** Added to every font size. */
  sizeDelta: number;
}

const PLAIN: PageGeometry = { xScale: 1, lineScale: 1, sizeDelta: 0 };

/**
 * A page-by-page writer that keeps a cursor, so layouts read like the reports they imitate. The geometry
 * varies column spacing, line spacing and font size per document, so no parser threshold fits one layout.
 */
export class PageWriter {
  readonly pages: PlacedText[][] = [[]];
  y = 50;
  /** Printed at the top of every page after the first (running head, repeated table header), while set. */
  pageHead: (() => void) | null = null;

  constructor(readonly geometry: PageGeometry = PLAIN) {}

  text(x: number, text: string, size = 9, bold = false, y = this.y): void {
    const placedX = 40 + (x - 40) * this.geometry.xScale;
    this.pages[this.pages.length - 1]!.push({ text: printable(text), x: placedX, y, size: size + this.geometry.sizeDelta, bold });
  }

  /** A run with a style beyond bold: serif, letter-spaced, grey or white, turned. */
  styled(x: number, text: string, size: number, style: TextStyle, y = this.y): void {
    const placedX = 40 + (x - 40) * this.geometry.xScale;
    this.pages[this.pages.length - 1]!.push({ text: printable(text), x: placedX, y, size: size + this.geometry.sizeDelta, ...style });
  }

  /** A whole row as one fixed-width run, its columns padded with spaces to the given widths (in characters). */
  paddedRow(x: number, columns: ReadonlyArray<readonly [string, number]>, size = 8, bold = false): void {
    const text = columns
      .map(([cell, width]) => cell.padEnd(Math.max(width, cell.length + 2)))
      .join('')
      .trimEnd();
    this.pages[this.pages.length - 1]!.push({ text: printable(text), x, y: this.y, size, bold, mono: true });
  }

  line(height: number): void {
    this.y += height * this.geometry.lineScale * (1 + this.geometry.sizeDelta / 10);
    if (this.y > PAGE_HEIGHT - 60) this.newPage();
  }

  /** Starts a new page unless `height` more points fit on this one (cards are not split over pages). */
  keep(height: number): void {
    if (this.y + height * this.geometry.lineScale > PAGE_HEIGHT - 60) this.newPage();
  }

  newPage(): void {
    this.pages.push([]);
    this.y = 50;
    const head = this.pageHead;
    // Unset while it runs, so a head that fills a line cannot start another page.
    this.pageHead = null;
    head?.();
    this.pageHead = head;
  }
}

interface CorpusFonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
  monoBold: PDFFont;
  serif: PDFFont;
  serifBold: PDFFont;
  symbol: PDFFont;
}

function fontFor(fonts: CorpusFonts, item: PlacedText): PDFFont {
  if (item.symbol) return fonts.symbol;
  if (item.mono) return item.bold ? fonts.monoBold : fonts.mono;
  if (item.serif) return item.bold ? fonts.serifBold : fonts.serif;
  return item.bold ? fonts.bold : fonts.regular;
}

/** Renders the placed text as a real text PDF with the standard Helvetica fonts, encoded as `encoding` says. */
export async function renderCorpusPdf(pages: readonly PlacedText[][], encoding: PdfEncoding = PLAIN_ENCODING): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts: CorpusFonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
    monoBold: await pdf.embedFont(StandardFonts.CourierBold),
    serif: await pdf.embedFont(StandardFonts.TimesRoman),
    serifBold: await pdf.embedFont(StandardFonts.TimesRomanBold),
    symbol: await pdf.embedFont(StandardFonts.Symbol),
  };
  for (const items of pages) {
    const page = pdf.addPage(encoding.rotatedPages ? [PAGE_HEIGHT, PAGE_WIDTH] : [PAGE_WIDTH, PAGE_HEIGHT]);
    if (encoding.rotatedPages) page.setRotation(degrees(90));
    const frame = { page, height: PAGE_HEIGHT, rotated: encoding.rotatedPages };
    for (const item of inDrawOrder(items, encoding)) {
      const struck = encoding.doubleStruckBold && item.bold === true;
      const font = fontFor(fonts, struck ? { ...item, bold: false } : item);
      const tracking = item.tracking ?? 0;
      const width = font.widthOfTextAtSize(item.text, item.size) + tracking * Math.max(0, item.text.length - 1);
      // Nothing runs off the right edge: like a lab's own layout, text that would is set flush with the margin.
      const x = item.angle ? item.x : Math.max(20, Math.min(item.x, PAGE_WIDTH - RIGHT_MARGIN - width));
      const look = { gray: item.gray ?? 0, angle: item.angle ?? 0, invisible: item.invisible ?? false };
      if (item.kerningGap) {
        const { at, points } = item.kerningGap;
        drawEncodedText(frame, encoding, { text: item.text.slice(0, at), x, y: item.y, size: item.size, font, struck, ...look });
        const after = x + font.widthOfTextAtSize(item.text.slice(0, at), item.size) + points;
        drawEncodedText(frame, encoding, { text: item.text.slice(at), x: after, y: item.y, size: item.size, font, struck, ...look });
      } else if (tracking === 0) drawEncodedText(frame, encoding, { text: item.text, x, y: item.y, size: item.size, font, struck, ...look });
      else
        [...item.text].forEach((glyph, index) => {
          if (glyph === ' ') return;
          const glyphX = x + font.widthOfTextAtSize(item.text.slice(0, index), item.size) + tracking * index;
          drawEncodedText(frame, encoding, { text: glyph, x: glyphX, y: item.y, size: item.size, font, struck, ...look });
        });
    }
  }
  return pdf.save({ useObjectStreams: false });
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** See `CorpusDocument.collectedOnAmbiguous`: true when the date is printed, only in numeric day/month form, with both ≤ 12. */
export function isPrintedAmbiguously(pages: readonly PlacedText[][], iso: string): boolean {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  if (month === day || month > 12 || day > 12) return false;
  const texts = pages.flat().map((item) => item.text);
  const shortYear = String(year).slice(2);
  const numeric = [...texts.join('\n').matchAll(/(?<![\d.])(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})(?![\d])/g)].some((match) => {
    const [first, second, printedYear] = [Number(match[1]), Number(match[3]), match[4]];
    return (printedYear === String(year) || printedYear === shortYear) && ((first === month && second === day) || (first === day && second === month));
  });
  if (!numeric) return false;
  const written = [`${year}-${pad2(month)}-${pad2(day)}`, `${year}.${pad2(month)}.${pad2(day)}`, `${pad2(day)}.${pad2(month)}.${year}`];
  const withMonthName = [
    new RegExp(`(?<!\\d)0?${day}\\.?\\s+(?:de\\s+)?\\p{L}{3,}\\.?,?\\s+(?:de\\s+)?${year}`, 'u'),
    new RegExp(`(?<!\\d)0?${day}-\\p{L}{3,}-${year}`, 'u'),
    new RegExp(`\\p{L}{3,}\\.?\\s+0?${day},?\\s+${year}`, 'u'),
    new RegExp(`${year}\\.?\\s+\\p{L}{3,}\\.?\\s+0?${day}(?!\\d)`, 'u'),
  ];
  return !texts.some((text) => written.some((form) => text.includes(form)) || withMonthName.some((form) => form.test(text)));
}
