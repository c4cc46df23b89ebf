import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

/** One text run placed on a page; y is measured from the top of the page, in points. */
export interface PlacedText {
  text: string;
  x: number;
  y: number;
  size: number;
  bold?: boolean;
}

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
  expected: ExpectedCorpusValue[];
  pages: PlacedText[][];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;

/** Characters the standard PDF fonts (WinAnsi) cannot draw are written with their nearest Latin-1 form. */
const WIN_ANSI_FALLBACK: Record<string, string> = { ő: 'ö', Ő: 'Ö', ű: 'ü', Ű: 'Ü', '≤': '<=', '≥': '>=', '−': '-', '→': '->' };

export function printable(text: string): string {
  return text.replace(/[őŐűŰ≤≥−→]/g, (character) => WIN_ANSI_FALLBACK[character] ?? character);
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

  constructor(private readonly geometry: PageGeometry = PLAIN) {}

  text(x: number, text: string, size = 9, bold = false, y = this.y): void {
    const placedX = 40 + (x - 40) * this.geometry.xScale;
    this.pages[this.pages.length - 1]!.push({ text: printable(text), x: placedX, y, size: size + this.geometry.sizeDelta, bold });
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
  }
}

function fontFor(fonts: { regular: PDFFont; bold: PDFFont }, item: PlacedText): PDFFont {
  return item.bold ? fonts.bold : fonts.regular;
}

/** Renders the placed text as a real text PDF with the standard Helvetica fonts. */
export async function renderCorpusPdf(pages: readonly PlacedText[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  for (const items of pages) {
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    for (const item of items) page.drawText(item.text, { x: item.x, y: PAGE_HEIGHT - item.y, size: item.size, font: fontFor(fonts, item) });
  }
  return pdf.save({ useObjectStreams: false });
}
