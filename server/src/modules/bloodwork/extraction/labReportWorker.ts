import '../../../workers/lowPriorityThread.js';
import { parentPort } from 'node:worker_threads';
import { garbledPages } from './garbledText.js';
import { parseLabReportLines, type LabReportExtraction, type LabReportParseOptions } from './labReportParser.js';
import { LabReportUnreadableError, readPdfText, type LabReportUnreadableReason } from './pdfText.js';
import { checkPdfWithinLimits, LAB_REPORT_LIMITS, LabReportLimitError, type LabReportLimit } from './pdfLimits.js';
import { buildReportLines, lineText, type PositionedPage } from './reportLines.js';

/** The worker thread that reads uploaded lab-report PDFs by their text layer (see labReportReader.ts); one report per message. */
export interface LabReportJob {
  pdf: Uint8Array;
  options: LabReportParseOptions;
}

export type LabReportJobResult =
  /** `reportText`: the rebuilt lines, one per row with its page, as a language model is shown them. */
  | { ok: true; extraction: LabReportExtraction; reportText: string }
  /**
   * No text layer, or one with almost nothing and no results: the pages are images, for OCR. When only some pages
   * are unreadable (fonts without a text mapping), `ocrPages` lists those and `textPages` holds the others' text.
   */
  | { ok: false; scanned: true; ocrPages?: number[]; textPages?: PositionedPage[] }
  | { ok: false; unreadable: LabReportUnreadableReason }
  | { ok: false; limit: LabReportLimit; found: number };

/** A page of a lab report carries hundreds of characters; a scan's text layer holds at most a stamp or a page number. */
const SCANNED_PAGE_MAX_CHARACTERS = 200;

const isSparse = (pages: readonly PositionedPage[]) =>
  pages.reduce((sum, page) => sum + page.items.reduce((count, item) => count + item.text.trim().length, 0), 0) < SCANNED_PAGE_MAX_CHARACTERS * pages.length;

async function readReport({ pdf, options }: LabReportJob): Promise<LabReportJobResult> {
  try {
    checkPdfWithinLimits(pdf);
    const pages = await readPdfText(pdf);
    const lines = buildReportLines(pages);
    const garbled = garbledPages(lines);
    if (garbled.length > 0) return { ok: false, scanned: true, ocrPages: garbled, textPages: pages.filter((page) => !garbled.includes(page.page)) };
    const extraction = parseLabReportLines(lines, options);
    if (extraction.values.length === 0 && isSparse(pages)) return { ok: false, scanned: true };
    if (extraction.values.length > LAB_REPORT_LIMITS.maxValues) throw new LabReportLimitError('values', extraction.values.length);
    const reportText = lines.map((line) => `[page ${line.page}] ${lineText(line)}`).join('\n');
    return { ok: true, extraction: { ...extraction, values: extraction.values.map((value) => ({ ...value, foundBy: 'text' as const })) }, reportText };
  } catch (error) {
    if (error instanceof LabReportLimitError) return { ok: false, limit: error.limit, found: error.found };
    if (error instanceof LabReportUnreadableError && error.reason === 'no_text') return { ok: false, scanned: true };
    if (error instanceof LabReportUnreadableError) return { ok: false, unreadable: error.reason };
    throw error;
  }
}

parentPort?.on('message', (job: LabReportJob) => {
  void readReport(job).then((result) => parentPort!.postMessage(result));
});
