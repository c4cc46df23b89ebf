import { getDocumentProxy } from 'unpdf';
import type { PositionedPage, PositionedText } from './reportLines.js';

export type LabReportUnreadableReason = 'corrupt' | 'encrypted' | 'no_text';

/** The PDF cannot be read as text; `reason` tells the user what to do (re-export, remove the password, upload a text PDF). */
export class LabReportUnreadableError extends Error {
  override readonly name = 'LabReportUnreadableError';

  constructor(
    readonly reason: LabReportUnreadableReason,
    options?: { cause?: unknown },
  ) {
    super(
      {
        corrupt: 'The PDF file is damaged or is not a PDF.',
        encrypted: 'The PDF is password-protected.',
        no_text: 'The PDF has no text layer (it looks scanned), so its values cannot be read.',
      }[reason],
      options,
    );
  }
}

/** Fewer characters than this across the whole file means a scan with at most a stamp or page number as text. */
const MINIMUM_TEXT_CHARACTERS = 40;

interface PdfTextRun {
  str: string;
  transform: number[];
  width: number;
}

function isTextRun(item: unknown): item is PdfTextRun {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item && 'width' in item;
}

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : '';
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function openPdf(pdf: Uint8Array): Promise<PdfDocument> {
  try {
    // pdf.js takes ownership of (detaches) the buffer it is given; pass a copy so the caller's bytes stay usable.
    return await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  } catch (error) {
    throw new LabReportUnreadableError(errorName(error) === 'PasswordException' ? 'encrypted' : 'corrupt', { cause: error });
  }
}

/** The affine product `outer × inner` of two PDF matrices [a b c d e f]. */
function multiply(outer: readonly number[], inner: readonly number[]): number[] {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = outer;
  const [p = 0, q = 0, r = 0, s = 0, t = 0, u = 0] = inner;
  return [a * p + c * q, b * p + d * q, a * r + c * s, b * r + d * s, a * t + c * u + e, b * t + d * u + f];
}

/**
 * Places a run on the page as the reader sees it: the viewport turns pages stored with /Rotate (landscape reports
 * printed to portrait, and back) and puts y at the top. Text that still runs sideways after that (vertical watermarks,
 * side margins) is never part of a result table.
 */
function toPositionedText(run: PdfTextRun, viewportTransform: readonly number[]): PositionedText | null {
  const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = multiply(viewportTransform, run.transform);
  if (Math.abs(b) > 0.01 || Math.abs(c) > 0.01 || a <= 0 || d >= 0) return null;
  return { text: run.str, x, y, width: run.width, fontSize: Math.max(Math.abs(d), Math.abs(a)) };
}

/**
 * The quarter turns a page's text may be printed at, as matrices from the upright page to the page turned so that text
 * reads left to right: a wide table is often printed turned on a portrait sheet, without /Rotate, for the reader to turn.
 */
function quarterTurns(width: number, height: number): number[][] {
  return [
    [1, 0, 0, 1, 0, 0],
    [0, 1, -1, 0, height, 0],
    [0, -1, 1, 0, 0, width],
    [-1, 0, 0, -1, width, height],
  ];
}

async function readPage(document: PdfDocument, pageNumber: number): Promise<PositionedPage> {
  const page = await document.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const runs = content.items.flatMap((item: unknown) => (isTextRun(item) ? [item] : [])).filter((run) => run.str.trim().length > 0);
  // The page is read the way most of its characters stand upright; runs at other angles (watermarks, margins) are dropped.
  const readings = quarterTurns(viewport.width, viewport.height).map((turn) => {
    const frame = multiply(turn, viewport.transform);
    return runs.map((run) => toPositionedText(run, frame)).filter((item): item is PositionedText => item !== null);
  });
  const upright = (items: readonly PositionedText[]) => items.reduce((count, item) => count + item.text.length, 0);
  const items = readings.reduce((best, reading) => (upright(reading) > upright(best) ? reading : best));
  return { page: pageNumber, items };
}

/** Reads every text run with its position and size; throws LabReportUnreadableError instead of crashing. */
export async function readPdfText(pdf: Uint8Array): Promise<PositionedPage[]> {
  const document = await openPdf(pdf);
  try {
    const pages: PositionedPage[] = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) pages.push(await readPage(document, pageNumber));
    const characters = pages.reduce((sum, page) => sum + page.items.reduce((count, item) => count + item.text.trim().length, 0), 0);
    if (characters < MINIMUM_TEXT_CHARACTERS) throw new LabReportUnreadableError('no_text');
    return pages;
  } catch (error) {
    if (error instanceof LabReportUnreadableError) throw error;
    throw new LabReportUnreadableError('corrupt', { cause: error });
  } finally {
    await document.destroy();
  }
}
