import '../../../workers/lowPriorityThread.js';
import { parentPort } from 'node:worker_threads';
import { postWorkerProgress } from '../../../workers/workerProgress.js';
import type { LabReportParseOptions } from '../extraction/labReportParser.js';
import { LAB_REPORT_LIMITS } from '../extraction/pdfLimits.js';
import { LabReportUnreadableError } from '../extraction/pdfText.js';
import type { LabReportJobResult } from '../extraction/labReportWorker.js';
import { lineText, type PositionedPage } from '../extraction/reportLines.js';
import { recognizePages, ScanPageQueue } from './ocrEngine.js';
import { textPagesLanguage } from './ocrLanguages.js';
import { readOcrReport } from './ocrLines.js';
import type { ReportFileKind } from './reportFileKind.js';
import { photoScanPage, renderScannedPdf, ScanLimitError } from './scanImages.js';

/** The worker thread that reads scanned PDFs and photos with OCR (see labReportReader.ts); one report per message. */
export interface LabScanJob {
  file: Uint8Array;
  kind: ReportFileKind;
  options: LabReportParseOptions;
  /** Where the OCR language models are (see ocrModelDirectory). */
  modelDirectory: string;
  /** The pages of a PDF to recognise (all when absent); the others are read from `textPages`, their text layer. */
  ocrPages?: number[];
  textPages?: PositionedPage[];
}

export interface LabScanProgress {
  pagesDone: number;
  pagesTotal: number;
}

export type LabScanJobResult = LabReportJobResult | { ok: false; limit: 'pixels'; found: number };

/** Fewer letters and digits than this in the whole scan: blank, blurred or too small to read. */
const MINIMUM_CHARACTERS = 20;

async function renderPages({ file, kind, ocrPages }: LabScanJob, queue: ScanPageQueue): Promise<void> {
  try {
    if (kind === 'pdf') await renderScannedPdf(file, async (page, pageCount) => queue.push(page, pageCount), ocrPages);
    else queue.push(await photoScanPage(file, kind), 1);
  } finally {
    queue.close();
  }
}

async function readScan(job: LabScanJob): Promise<LabScanJobResult> {
  try {
    const queue = new ScanPageQueue();
    const progress = (pagesDone: number, pagesTotal: number) => postWorkerProgress({ pagesDone, pagesTotal } satisfies LabScanProgress);
    // Recognition always runs to the end of the queue (closed when rendering stops), so no OCR thread outlives the job.
    const [rendered, recognized] = await Promise.allSettled([
      renderPages(job, queue),
      recognizePages(queue, job.modelDirectory, progress, {
        knownLanguage: job.textPages ? textPagesLanguage(job.textPages) : null,
      }),
    ]);
    if (rendered.status === 'rejected') throw rendered.reason;
    if (recognized.status === 'rejected') throw recognized.reason;
    const pages = recognized.value;
    const characters = pages.reduce((sum, page) => sum + page.words.reduce((count, word) => count + word.text.replace(/[^\p{L}\p{N}]/gu, '').length, 0), 0);
    if (characters < MINIMUM_CHARACTERS) return { ok: false, unreadable: 'no_text' };
    const { lines, extraction } = readOcrReport(pages, job.options, job.textPages);
    if (extraction.values.length > LAB_REPORT_LIMITS.maxValues) return { ok: false, limit: 'values', found: extraction.values.length };
    const reportText = lines.map((line) => `[page ${line.page}] ${lineText(line)}`).join('\n');
    return { ok: true, extraction, reportText };
  } catch (error) {
    if (error instanceof ScanLimitError) return { ok: false, limit: error.limit, found: error.found };
    if (error instanceof LabReportUnreadableError) return { ok: false, unreadable: error.reason };
    throw error;
  }
}

parentPort?.on('message', (job: LabScanJob) => {
  void readScan(job).then((result) => parentPort!.postMessage(result));
});
