import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { appError, badInput, ErrorCode } from '../../graphql/errors.js';
import { WorkerJobError, WorkerPool, type WorkerJobFailure, type WorkerTimeLimit } from '../../workers/workerPool.js';
import { unreadablePdf, type UploadedReport } from './bloodworkUpload.js';
import type { LabReportExtraction, LabReportParseOptions } from './extraction/labReportParser.js';
import type { LabReportJob, LabReportJobResult } from './extraction/labReportWorker.js';
import { LAB_REPORT_LIMITS, type LabReportLimit } from './extraction/pdfLimits.js';
import { LabReportUnreadableError } from './extraction/pdfText.js';
import type { PositionedPage } from './extraction/reportLines.js';
import { mergeModelValues, readResultsWithModel, type LabReportModel } from './labReportModel.js';
import type { LabScanJob, LabScanJobResult, LabScanProgress } from './ocr/labScanWorker.js';
import { ocrModelDirectory } from './ocr/ocrLanguages.js';
import { OCR_LIMITS } from './ocr/ocrLimits.js';
import type { ReportFileKind } from './ocr/reportFileKind.js';

// The worker modules sit beside this one with the same extension: .ts under tsx and jest, .js once compiled.
const extension = path.extname(fileURLToPath(import.meta.url));

/**
 * A text PDF may use `LAB_REPORT_LIMITS.timeoutMs` of CPU time; the readers run at low priority, so on a busy machine
 * they may wait much longer than that for a core, and the wall-clock limit is only a backstop against a stalled worker.
 */
const PDF_WALL_CLOCK_BACKSTOP_MS = 10 * LAB_REPORT_LIMITS.timeoutMs;

/** Two reports at a time: the machine keeps cores for requests; more uploads wait (up to 20) in the queue. */
const pool = new WorkerPool<LabReportJob, LabReportJobResult>({
  file: new URL(`./extraction/labReportWorker${extension}`, import.meta.url),
  size: 2,
  maxQueued: 20,
  cpuTimeMs: LAB_REPORT_LIMITS.timeoutMs,
  timeoutMs: PDF_WALL_CLOCK_BACKSTOP_MS,
  resourceLimits: { maxOldGenerationSizeMb: LAB_REPORT_LIMITS.maxHeapMb, maxYoungGenerationSizeMb: 32 },
});

/** One scan at a time per process: OCR already uses both cores (two recognition threads); more scans wait their turn. */
const scanPool = new WorkerPool<LabScanJob, LabScanJobResult, LabScanProgress>({
  file: new URL(`./ocr/labScanWorker${extension}`, import.meta.url),
  size: 1,
  maxQueued: 10,
  cpuTimeMs: OCR_LIMITS.cpuTimeMs,
  timeoutMs: OCR_LIMITS.timeoutMs,
  resourceLimits: { maxOldGenerationSizeMb: OCR_LIMITS.maxHeapMb, maxYoungGenerationSizeMb: 32 },
});

export const labReportPool = pool;
export const labScanPool = scanPool;

const WHAT_TO_DO = 'Upload the PDF your lab sent (only the pages with your results), or enter the values manually.';

function overLimit(limit: LabReportLimit | 'pixels', found: number, isScan: boolean) {
  const { maxInflatedBytes, maxValues } = LAB_REPORT_LIMITS;
  const maxPages = isScan ? OCR_LIMITS.maxPages : LAB_REPORT_LIMITS.maxPages;
  const file = isScan ? 'scan' : 'PDF';
  const messages: Record<LabReportLimit | 'pixels', [ErrorCode, string]> = {
    pages: [ErrorCode.PAYLOAD_TOO_LARGE, `The ${file} has ${found} pages; at most ${maxPages} pages can be read. ${WHAT_TO_DO}`],
    inflated_bytes: [
      ErrorCode.PAYLOAD_TOO_LARGE,
      `The PDF's content unpacks to more than ${maxInflatedBytes / 1024 / 1024} MB, the most that can be read. ${WHAT_TO_DO}`,
    ],
    values: [ErrorCode.UNPROCESSABLE_CONTENT, `The ${file} has ${found} results; at most ${maxValues} can be read from one upload. ${WHAT_TO_DO}`],
    pixels: [
      ErrorCode.PAYLOAD_TOO_LARGE,
      `The photo has ${Math.round(found / 1e6)} megapixels; at most ${OCR_LIMITS.maxSourcePixels / 1e6} can be read. Take the photo at a lower resolution, or enter the values manually.`,
    ],
  };
  const [code, message] = messages[limit];
  return appError(code, message, { limit });
}

function workerFailure(reason: WorkerJobFailure, isScan: boolean, kind: ReportFileKind, timeLimit: WorkerTimeLimit | undefined) {
  const file = isScan ? 'scan' : 'PDF';
  const cpuTimeMs = isScan ? OCR_LIMITS.cpuTimeMs : LAB_REPORT_LIMITS.timeoutMs;
  const wallMs = isScan ? OCR_LIMITS.timeoutMs : PDF_WALL_CLOCK_BACKSTOP_MS;
  const maxHeapMb = isScan ? OCR_LIMITS.maxHeapMb : LAB_REPORT_LIMITS.maxHeapMb;
  switch (reason) {
    case 'time':
      return timeLimit === 'cpu'
        ? appError(
            ErrorCode.UNPROCESSABLE_CONTENT,
            `Reading the ${file} needed more than ${cpuTimeMs / 1000} seconds of processing, the limit. ${WHAT_TO_DO}`,
            {
              limit: 'time',
            },
          )
        : appError(ErrorCode.UNPROCESSABLE_CONTENT, `Reading the ${file} did not finish within ${wallMs / 60_000} minutes. ${WHAT_TO_DO}`, {
            limit: 'time',
          });
    case 'memory':
      return appError(ErrorCode.UNPROCESSABLE_CONTENT, `Reading the ${file} needed more than ${maxHeapMb} MB of memory, the limit. ${WHAT_TO_DO}`, {
        limit: 'memory',
      });
    case 'busy':
      return appError(ErrorCode.RATE_LIMITED, 'Many lab reports are being read right now. Try again in a minute.');
    case 'cancelled':
      return badInput('The upload was cancelled.');
    case 'crashed':
      return unreadablePdf(new LabReportUnreadableError('corrupt'), kind);
  }
}

async function runJob<Result>(run: () => Promise<Result>, isScan: boolean, kind: ReportFileKind): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof WorkerJobError) throw workerFailure(error.reason, isScan, kind, error.timeLimit);
    throw error;
  }
}

type ReadResult = { extraction: LabReportExtraction; reportText: string };
/** What OCR must read: the whole file, or the listed pages of a PDF with the other pages' text already read. */
type ToScan = { scanned: true; ocrPages?: number[]; textPages?: PositionedPage[] };

function answer(result: LabReportJobResult | LabScanJobResult, isScan: boolean, kind: ReportFileKind): ReadResult | ToScan {
  if (result.ok) return result;
  if ('scanned' in result) return result;
  if ('unreadable' in result) throw unreadablePdf(new LabReportUnreadableError(result.unreadable), kind);
  throw overLimit(result.limit, result.found, isScan);
}

export interface ReadLabReportOptions {
  signal?: AbortSignal;
  /** Pages recognised so far, while a scan or photo is read with OCR. */
  onProgress?: (progress: LabScanProgress) => void;
  /** The user's language model, which may add results the parser missed. */
  model?: LabReportModel | null;
  logger?: Logger;
}

/**
 * Reads a lab report on worker threads with hard limits: a PDF by its text layer (pages, inflated bytes, results,
 * time, memory); a scanned PDF or a photo with OCR (pages, pixels, time). Stops when `signal` aborts (the client went
 * away). With a model, its grounded results are merged in. Failures are coded GraphQL errors.
 */
export async function readLabReport(
  file: UploadedReport,
  options: LabReportParseOptions,
  { signal, onProgress, model, logger }: ReadLabReportOptions = {},
): Promise<LabReportExtraction> {
  let read: ReadResult | ToScan = { scanned: true };
  if (file.kind === 'pdf') {
    const copy = new Uint8Array(file.bytes);
    read = answer(await runJob(() => pool.run({ pdf: copy, options }, { signal, transfer: [copy.buffer] }), false, file.kind), false, file.kind);
  }
  if ('scanned' in read) {
    const copy = new Uint8Array(file.bytes);
    const { ocrPages, textPages } = read;
    const job: LabScanJob = { file: copy, kind: file.kind, options, modelDirectory: ocrModelDirectory(), ocrPages, textPages };
    read = answer(await runJob(() => scanPool.run(job, { signal, transfer: [copy.buffer], onProgress }), true, file.kind), true, file.kind);
  }
  if ('scanned' in read) throw unreadablePdf(new LabReportUnreadableError('no_text'));
  if (!model) return read.extraction;
  try {
    const fromModel = await readResultsWithModel(model, read.reportText);
    return { ...read.extraction, values: mergeModelValues(read.extraction.values, fromModel) };
  } catch (error) {
    // The model only adds to what the parser read: when it fails, the upload goes on with the parser's results.
    logger?.warn({ err: error, model: model.model.id }, 'Lab report model reading failed');
    return read.extraction;
  }
}
