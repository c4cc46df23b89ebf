import { GraphQLError } from 'graphql';
import { ErrorCode, type ErrorCode as Code } from '../../graphql/errors.js';
import type { PatientSex } from '../bloodwork/extraction/referenceRange.js';
import { FOOD_APP_FORMATS, readFoodAppCsv, type FoodItemPageSink } from './foodAppCsv.js';
import type { ImportPlan, ImportSource } from './importPlan.js';
import { readLabsCsv } from './labsCsv.js';
import { readNutriExport, type ExportPdf } from './nutriExport.js';

/** One uploaded file for the import worker (see importFileReader.ts). */
export interface ImportFileJob {
  source: ImportSource;
  bytes: Uint8Array;
  sex: PatientSex | null;
}

export type ImportFileResult = { ok: true; plan: ImportPlan; pdfs: ExportPdf[] } | { ok: false; code: Code; message: string };

/**
 * Reads a file into an import plan; a file it refuses becomes the coded message the user sees. Food entries of another
 * app's file go to `onFoodItems` page by page when given (the plan then carries none).
 */
export async function readImportFile(
  { source, bytes, sex }: ImportFileJob,
  { onFoodItems }: { onFoodItems?: FoodItemPageSink } = {},
): Promise<ImportFileResult> {
  try {
    if (source === 'nutri') return { ok: true, ...(await readNutriExport(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) };
    const plan = source === 'labs-csv' ? readLabsCsv(bytes, sex) : await readFoodAppCsv(bytes, FOOD_APP_FORMATS[source], onFoodItems);
    return { ok: true, plan, pdfs: [] };
  } catch (error) {
    if (error instanceof GraphQLError)
      return { ok: false, code: (error.extensions.code as Code | undefined) ?? ErrorCode.BAD_USER_INPUT, message: error.message };
    throw error;
  }
}
