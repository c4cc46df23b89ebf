import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appError, badInput, ErrorCode } from '../../graphql/errors.js';
import { WorkerJobError, WorkerPool, type WorkerJobFailure } from '../../workers/workerPool.js';
import type { ImportFileJob, ImportFileResult } from './importFileParsing.js';
import type { PlannedFoodItem } from './importPlan.js';

// The worker module has this module's extension: .ts under tsx and jest, .js once compiled.
const extension = path.extname(fileURLToPath(import.meta.url));

/**
 * Hard limits on reading one import file (the bytes are limited at upload, rows and columns by the CSV reader). The
 * time includes keeping each page of entries with the preview: a 100,000-row full-nutrient file takes about 15 s.
 */
export const IMPORT_FILE_LIMITS = { timeoutMs: 120_000, maxHeapMb: 1024 };

/** A page of food entries the worker has read (it waits until the page is kept before reading on). */
export interface ImportFileProgress {
  foodItems: PlannedFoodItem[];
}

/** One file at a time: a 100,000-row file takes a core for seconds; more uploads wait (up to 10) in the queue. */
const pool = new WorkerPool<ImportFileJob, ImportFileResult, ImportFileProgress>({
  file: new URL(`../../workers/importFileWorker${extension}`, import.meta.url),
  size: 1,
  maxQueued: 10,
  timeoutMs: IMPORT_FILE_LIMITS.timeoutMs,
  resourceLimits: { maxOldGenerationSizeMb: IMPORT_FILE_LIMITS.maxHeapMb, maxYoungGenerationSizeMb: 64 },
});

export const importFilePool = pool;

const WHAT_TO_DO = 'Export a shorter date range and import each part.';

function workerFailure(reason: WorkerJobFailure) {
  switch (reason) {
    case 'time':
      return appError(
        ErrorCode.UNPROCESSABLE_CONTENT,
        `Reading the file took longer than ${IMPORT_FILE_LIMITS.timeoutMs / 1000} seconds, the limit. ${WHAT_TO_DO}`,
        { limit: 'time' },
      );
    case 'memory':
      return appError(ErrorCode.UNPROCESSABLE_CONTENT, `The file is too large to read in one go. ${WHAT_TO_DO}`, { limit: 'memory' });
    case 'busy':
      return appError(ErrorCode.RATE_LIMITED, 'Many files are being imported right now. Try again in a minute.');
    case 'cancelled':
      return badInput('The upload was cancelled.');
    case 'crashed':
      return badInput('The file could not be read. Choose the file your app exported, unchanged.');
  }
}

/**
 * Reads an import file on a worker thread with hard limits (time, memory; rows and columns inside the reader), so the
 * request thread keeps answering while a large or hostile file is read; stops when `signal` aborts. Food entries of
 * another app's file come to `onFoodItems` page by page (the worker waits for each), not in the result.
 */
export async function readImportFileOffThread(
  job: ImportFileJob,
  { signal, onFoodItems }: { signal?: AbortSignal; onFoodItems?: (items: PlannedFoodItem[]) => Promise<void> } = {},
): Promise<Extract<ImportFileResult, { ok: true }>> {
  let result: ImportFileResult;
  try {
    result = await pool.run(job, { signal, onProgress: onFoodItems && ((progress) => onFoodItems(progress.foodItems)) });
  } catch (error) {
    if (error instanceof WorkerJobError) throw workerFailure(error.reason);
    throw error;
  }
  if (!result.ok) throw appError(result.code, result.message);
  return result;
}
