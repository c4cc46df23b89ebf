import os from 'node:os';
import tesseract from 'tesseract.js';
import { DROPPED_CELL_CHARACTERS, withDroppedCellsRead } from './ocrDroppedResults.js';
import type { OcrPage, OcrWord } from './ocrLines.js';
import { reportLanguage, type OcrLanguage } from './ocrLanguages.js';
import { inkPage, restoreDecimalPoints } from './ocrNumbers.js';
import { preparePage } from './ocrPreprocess.js';
import { CountedOcrThreads } from './ocrThreads.js';
import type { ScanPage } from './scanImages.js';
import { median } from '../extraction/median.js';

export type OcrProgress = (pagesDone: number, pagesTotal: number) => void;

/** Pages come in as they are rendered; recognition starts on the first one while the next is drawn. */
export class ScanPageQueue {
  private readonly pages: ScanPage[] = [];
  private waiters: (() => void)[] = [];
  private isClosed = false;
  total = 0;

  push(page: ScanPage, total: number): void {
    this.total = total;
    this.pages.push(page);
    this.wake();
  }

  close(): void {
    this.isClosed = true;
    this.wake();
  }

  async next(): Promise<ScanPage | null> {
    while (this.pages.length === 0 && !this.isClosed) await new Promise<void>((resolve) => this.waiters.push(resolve));
    return this.pages.shift() ?? null;
  }

  private wake(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }
}

/** Lines shorter than this (in pixels) say little about the page's slant. */
const SKEW_LINE_MIN_WIDTH = 150;

function skewOf(page: tesseract.Page): number {
  const slopes = (page.blocks ?? [])
    .flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines))
    .filter((line) => line.baseline.x1 - line.baseline.x0 >= SKEW_LINE_MIN_WIDTH)
    .map((line) => (line.baseline.y1 - line.baseline.y0) / (line.baseline.x1 - line.baseline.x0));
  return median(slopes);
}

function wordsOf(page: tesseract.Page): OcrWord[] {
  return (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.flatMap((line) => {
        const lineHeight = median(line.words.map((word) => word.bbox.y1 - word.bbox.y0));
        const { x0, y0, x1, y1 } = line.baseline;
        const baselineAt = (x: number) => (x1 === x0 ? y0 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0));
        return line.words.map((word) => ({
          text: word.text,
          confidence: word.confidence,
          x0: word.bbox.x0,
          x1: word.bbox.x1,
          baseline: baselineAt((word.bbox.x0 + word.bbox.x1) / 2),
          lineHeight,
          top: word.bbox.y0,
          bottom: word.bbox.y1,
        }));
      }),
    ),
  );
}

/** How pages are read: kept as options so the OCR bench can compare the first pipeline with the current one. */
export interface OcrTuning {
  /** Clean pages that need it (faded ink, dim or uneven light: grey, even light, stretched contrast, enlarged): see ocrPreprocess.ts. */
  preprocess: boolean;
  /** Tesseract's page segmentation. */
  pageSegMode: tesseract.PSM;
  /** Tell the engine the resolution of a cleaned page (judged from its width) instead of letting it guess. */
  dpiHint: boolean;
  /** Put back decimal points the engine dropped, found in its binarised page (see ocrNumbers.ts). */
  restorePoints: boolean;
  /** Read again, as digits only, short results and '%' units the engine left out (see ocrDroppedResults.ts). */
  readDroppedCells: boolean;
}

/** The pipeline as first shipped: the page as rendered, sparse-text segmentation. */
export const FIRST_OCR_TUNING: OcrTuning = {
  preprocess: false,
  pageSegMode: tesseract.PSM.SPARSE_TEXT,
  dpiHint: false,
  restorePoints: false,
  readDroppedCells: false,
};

/**
 * What uploads use. Still sparse-text segmentation: automatic page layout analysis drops ruled tables as line art,
 * and one uniform block (PSM 6) turns JPEG specks into letters across whole pages (tried on the OCR development set).
 * Binarisation stays the engine's global Otsu on the cleaned page: local thresholds lost values on phone photos there
 * (value recall 62 % → 49 % with Sauvola on the cleaned grey page, 47 % with the engine's tiled Otsu, 34 % with its
 * Sauvola), since blurred strokes come out broken or filled.
 */
export const OCR_TUNING: OcrTuning = {
  preprocess: true,
  pageSegMode: tesseract.PSM.SPARSE_TEXT,
  dpiHint: true,
  restorePoints: true,
  readDroppedCells: true,
};

/** Session 4's pipeline, before decimal points were put back: for the OCR bench's before/after. */
export const SESSION_4_OCR_TUNING: OcrTuning = { ...OCR_TUNING, restorePoints: false, readDroppedCells: false };

/** Session 5's pipeline, before dropped short results and units were read again: for the OCR bench's before/after. */
export const SESSION_5_OCR_TUNING: OcrTuning = { ...OCR_TUNING, readDroppedCells: false };

/** Reads each cut-out image as one word of digits or '%', then sets the worker back to reading pages. */
async function readAsCells(worker: tesseract.Worker, images: readonly Buffer[], pageParameters: Partial<tesseract.WorkerParams>) {
  await worker.setParameters({ tessedit_char_whitelist: DROPPED_CELL_CHARACTERS, tessedit_pageseg_mode: tesseract.PSM.SINGLE_WORD });
  try {
    const readings = [];
    for (const image of images) {
      const { data } = await worker.recognize(image);
      readings.push({ text: data.text, confidence: data.confidence });
    }
    return readings;
  } finally {
    await worker.setParameters({ ...pageParameters, tessedit_char_whitelist: '' });
  }
}

/**
 * Recognition threads per report: two keep both cores of a small machine busy. They are started from the pool's
 * low-priority thread, whose nice value new threads inherit on Linux, so requests still come first.
 */
const THREADS = Math.max(1, Math.min(2, os.availableParallelism()));

/**
 * Reads every page from `queue` with tesseract (WebAssembly, models read from node_modules), in `knownLanguage`
 * (with English for units and Latin names) when the report's language is known from its text pages. Otherwise the
 * first page is read in English first; when its words say the report is in one of the shipped languages, OCR switches
 * to that language and reads the first page again.
 */
export async function recognizePages(
  queue: ScanPageQueue,
  modelDirectory: string,
  onProgress: OcrProgress,
  { tuning = OCR_TUNING, knownLanguage = null }: { tuning?: OcrTuning; knownLanguage?: OcrLanguage | null } = {},
): Promise<OcrPage[]> {
  // cacheMethod 'none': read the models from langPath, never write copies beside the app. The threads are started
  // through CountedOcrThreads so that the pool counts their CPU time towards the job (tesseract.js passes workerPath
  // to new Worker() as it is, and a data: URL is a valid one).
  const threads = new CountedOcrThreads();
  const workerOptions = { cacheMethod: 'none', gzip: true, langPath: modelDirectory, workerPath: threads.workerPath as unknown as string } as const;
  const parameters = { tessedit_pageseg_mode: tuning.pageSegMode, debug_file: '/dev/null' };
  const createWorker = async () => {
    const worker = await tesseract.createWorker(knownLanguage ? `${knownLanguage}+eng` : 'eng', tesseract.OEM.LSTM_ONLY, workerOptions);
    await worker.setParameters(parameters);
    return worker;
  };
  let workers: tesseract.Worker[] = [];
  try {
    workers = [await createWorker()];
    const first = await queue.next();
    if (!first) return [];
    onProgress(0, queue.total);
    const recognize = async (worker: tesseract.Worker, page: ScanPage): Promise<OcrPage> => {
      // rotateAuto straightens a crooked sheet before recognition (slanted table rulings cost whole cells); what slant
      // is left is taken out of the word positions from the line baselines.
      const prepared = tuning.preprocess ? await preparePage(page.image) : { image: page.image, dpi: 0 };
      // 0 lets the engine judge a page left as it was (as before cleaning existed).
      if (tuning.dpiHint) await worker.setParameters({ user_defined_dpi: String(prepared.dpi) });
      const imageBinary = tuning.restorePoints || tuning.readDroppedCells;
      const { data } = await worker.recognize(prepared.image, { rotateAuto: true }, { blocks: true, text: true, imageBinary });
      const ink = imageBinary ? await inkPage(data.imageBinary) : null;
      const read = tuning.restorePoints ? restoreDecimalPoints(wordsOf(data), ink) : wordsOf(data);
      const words = tuning.readDroppedCells ? await withDroppedCellsRead(read, ink, (images) => readAsCells(worker, images, parameters)) : read;
      return { page: page.page, words, skew: skewOf(data) };
    };
    const extraWorkers = Array.from({ length: THREADS - 1 }, createWorker);
    let firstPage = await recognize(workers[0]!, first);
    workers.push(...(await Promise.all(extraWorkers)));
    const language = knownLanguage ? null : reportLanguage(firstPage.words.map((word) => word.text).join(' '));
    if (language) {
      await Promise.all(
        workers.map(async (worker) => {
          await worker.reinitialize(`${language}+eng`, tesseract.OEM.LSTM_ONLY);
          await worker.setParameters(parameters);
        }),
      );
      firstPage = await recognize(workers[0]!, first);
    }
    const pages = [firstPage];
    onProgress(pages.length, queue.total);
    await Promise.all(
      workers.map(async (worker) => {
        for (let page = await queue.next(); page; page = await queue.next()) {
          pages.push(await recognize(worker, page));
          onProgress(pages.length, queue.total);
        }
      }),
    );
    return pages.sort((a, b) => a.page - b.page);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
    threads.close();
  }
}
