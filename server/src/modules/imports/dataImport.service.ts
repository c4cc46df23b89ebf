import { randomUUID } from 'node:crypto';
import type { Knex } from '@mikro-orm/postgresql';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { appError, badInput, conflict, ErrorCode, notFound } from '../../graphql/errors.js';
import { isUuid } from '../../graphql/globalId.js';
import { readUploadBytes } from '../../graphql/uploadBytes.js';
import type { ServiceDeps } from '../../serviceDeps.js';
import { sexOf } from '../bloodwork/bloodwork.service.js';
import { pdfStorage, type PdfStorage } from '../bloodwork/bloodworkPdfStorage.js';
import type { User } from '../users/user.entity.js';
import { FOOD_APP_FORMATS, FOOD_ITEM_PAGE } from './foodAppCsv.js';
import { createImportStager, stagedFoodItemPages, type StagedFoodSummary } from './importStaging.js';
import { writeFileFoods } from './fileFoods.js';
import { readImportFileOffThread } from './importFileReader.js';
import { IMPORT_SOURCES, type ImportPlan, type ImportSource } from './importPlan.js';
import { writeFoodItems, writeLabEntries } from './importWriters.js';
import { writeNutriRecords } from './nutriRecordsWriter.js';

/**
 * The largest file an import takes, over REST and GraphQL alike: a 100,000-row Cronometer servings export with every
 * nutrient column is about 40 MB, and a Nutri export carries its lab-report PDFs.
 */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

export interface ImportPreview {
  id: string;
  source: ImportSource;
  status: 'preview' | 'imported';
  dateRange: { from: string; to: string } | null;
  days: number;
  items: number;
  foodItems: number;
  matchedFoods: number;
  quickAddItems: number;
  /** Foods the file names that matched none of ours, saved as the user's own foods. */
  newOwnFoods: number;
  labEntries: number;
  labValues: number;
  otherRecords: number;
  notUnderstood: string[];
  /** After confirming: how many records were written, and how many were already there from an earlier import. */
  written: number | null;
  alreadyImported: number | null;
}

export function parseSource(value: string): ImportSource {
  if ((IMPORT_SOURCES as readonly string[]).includes(value)) return value as ImportSource;
  throw badInput(`Choose where the file comes from: ${IMPORT_SOURCES.join(', ')}.`, [{ field: 'source', message: 'Unknown source' }]);
}

const tooLarge = () => appError(ErrorCode.PAYLOAD_TOO_LARGE, `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Export a shorter date range.`);

async function readUpload(upload: Promise<FileUpload> | FileUpload): Promise<Buffer> {
  const { bytes } = await readUploadBytes(upload, { maxBytes: IMPORT_MAX_BYTES, field: 'file', tooLarge });
  if (bytes.length === 0) throw badInput('The uploaded file is empty.', [{ field: 'file', message: 'Empty file' }]);
  return bytes;
}

type PreviewSummary = Omit<ImportPreview, 'id' | 'source' | 'status' | 'written' | 'alreadyImported'>;

function summarise(plan: ImportPlan, food: StagedFoodSummary): PreviewSummary {
  const dates = [...new Set([...food.dates, ...plan.labEntries.map((entry) => entry.date)])].sort();
  const labValues = plan.labEntries.reduce((sum, entry) => sum + entry.labValues.length, 0);
  const otherRecords = plan.nutri ? plan.nutri.customFoods.length + plan.nutri.savedMeals.length + plan.nutri.supplementLogs.length : 0;
  return {
    dateRange: dates.length ? { from: dates[0]!, to: dates[dates.length - 1]! } : null,
    days: dates.length,
    items: food.foodItems + labValues + otherRecords,
    foodItems: food.foodItems,
    matchedFoods: food.matchedFoods,
    quickAddItems: food.quickAddItems,
    newOwnFoods: plan.fileFoods?.length ?? 0,
    labEntries: plan.labEntries.length,
    labValues,
    otherRecords,
    notUnderstood: plan.notUnderstood,
  };
}

const isFoodAppWithFoods = (source: ImportSource) => source !== 'nutri' && source !== 'labs-csv' && 'food' in FOOD_APP_FORMATS[source];

/**
 * Reads the file and keeps what it would import; nothing of the user's data is written until confirmImport. The food
 * entries arrive from the worker a page at a time and are kept beside the preview in the same transaction, so a file
 * that fails half-way leaves nothing behind and memory stays flat however long the file is.
 */
export async function previewImport(
  deps: Pick<ServiceDeps, 'em' | 'foodCatalog' | 'clock' | 'signal'>,
  viewer: User,
  input: { source: string; file: Promise<FileUpload> | FileUpload },
): Promise<ImportPreview> {
  const source = parseSource(input.source);
  const bytes = await readUpload(input.file);
  const id = randomUUID();
  const now = deps.clock.now();
  // Previews never confirmed are dropped after a day; their plans may be large.
  await deps.em.execute(`delete from data_imports where user_id = ? and status = 'preview' and created_at < ?::timestamptz - interval '1 day'`, [
    viewer.id,
    now,
  ]);
  const summary = await deps.em.getKnex().transaction(async (trx) => {
    await trx.raw(`insert into data_imports (id, user_id, source, status, preview, plan, created_at) values (?, ?, ?, 'preview', '{}', '{}', ?)`, [
      id,
      viewer.id,
      source,
      now,
    ]);
    const stager = createImportStager(trx, id, isFoodAppWithFoods(source) ? deps.foodCatalog : null);
    const { plan, pdfs } = await readImportFileOffThread({ source, bytes, sex: sexOf(viewer) }, { signal: deps.signal, onFoodItems: stager.add });
    // Nutri's own export carries its entries in the plan: they are kept the same way, a page at a time.
    for (let start = 0; start < plan.foodItems.length; start += FOOD_ITEM_PAGE) await stager.add(plan.foodItems.slice(start, start + FOOD_ITEM_PAGE));
    const kept: ImportPlan = { ...plan, foodItems: [], ...(stager.fileFoods.length ? { fileFoods: stager.fileFoods } : {}) };
    const summary = summarise(kept, stager.summary);
    // Through knex so the plan goes to PostgreSQL as a bound parameter, not inlined SQL.
    await trx.raw('update data_imports set preview = ?::jsonb, plan = ?::jsonb where id = ?', [JSON.stringify(summary), JSON.stringify(kept), id]);
    for (const pdf of pdfs)
      await trx.raw('insert into data_import_pdfs (data_import_id, file, bytes) values (?, ?, ?)', [id, pdf.file, Buffer.from(pdf.bytes)]);
    return summary;
  });
  return { id, source, status: 'preview', ...summary, written: null, alreadyImported: null };
}

interface ImportRow {
  id: string;
  source: ImportSource;
  status: 'preview' | 'imported';
  preview: Omit<ImportPreview, 'id' | 'source' | 'status'>;
}

/** The viewer's own import; anyone else's is NOT_FOUND, exactly like one that does not exist. */
export async function getOwnImport({ em }: Pick<ServiceDeps, 'em'>, viewer: User, id: string): Promise<ImportPreview> {
  if (!isUuid(id)) throw notFound('Import');
  const [row] = await em.execute<ImportRow[]>('select id, source, status, preview from data_imports where id = ? and user_id = ?', [id, viewer.id]);
  if (!row) throw notFound('Import');
  return {
    ...row.preview,
    written: row.preview.written ?? null,
    alreadyImported: row.preview.alreadyImported ?? null,
    id: row.id,
    source: row.source,
    status: row.status,
  };
}

/**
 * Writes a previewed import in one transaction: it all lands or none of it does. Records imported before (by content
 * hash, from this or any earlier file) are skipped, so importing the same file twice adds nothing the second time.
 */
export async function confirmImport(
  deps: Pick<ServiceDeps, 'em' | 'clock'>,
  viewer: User,
  id: string,
  /** Where restored lab-report PDFs are stored: the app's storage unless a test gives another. */
  options: { pdfStorage?: PdfStorage } = {},
): Promise<ImportPreview> {
  const now = deps.clock.now();
  const preview = await getOwnImport(deps, viewer, id);
  if (preview.status !== 'preview') throw conflict('This import was already confirmed.');
  const counts = await deps.em.transactional(async (em) => {
    const trx = em.getTransactionContext<Knex.Transaction>()!;
    const locked = await trx.raw<{ rows: { plan: ImportPlan; status: string }[] }>(
      'select plan, status from data_imports where id = ? and user_id = ? for update',
      [id, viewer.id],
    );
    const row = locked.rows[0];
    if (!row || row.status !== 'preview') throw conflict('This import was already confirmed.');
    const { plan } = row;
    // Custom foods first: food entries and saved meals refer to them by their new ids.
    const nutri = plan.nutri ? await writeNutriRecords(trx, viewer.id, id, plan, now) : { written: 0, foodIds: new Map<string, string>() };
    const fileFoodIds = await writeFileFoods(trx, viewer.id, plan, now);
    let written = nutri.written;
    // Page by page through the entries kept with the preview, all in this one transaction.
    for await (const page of stagedFoodItemPages(trx, id)) {
      for (const staged of page) {
        const { item } = staged;
        item.foodId =
          (item.fileFood !== undefined ? fileFoodIds[item.fileFood] : undefined) ?? (item.foodId && (nutri.foodIds.get(item.foodId) ?? item.foodId));
      }
      written += await writeFoodItems(trx, viewer.id, id, page, now);
    }
    written += await writeLabEntries({ em, trx, storage: options.pdfStorage ?? pdfStorage }, { userId: viewer.id, importId: id }, plan, now);
    const total =
      preview.foodItems +
      plan.labEntries.length +
      (plan.nutri ? plan.nutri.customFoods.length + plan.nutri.savedMeals.length + plan.nutri.supplementLogs.length : 0);
    const result = { written, alreadyImported: Math.max(0, total - written) };
    await trx.raw(`update data_imports set status = 'imported', confirmed_at = ?, plan = '{}'::jsonb, preview = preview || ?::jsonb where id = ?`, [
      now,
      JSON.stringify(result),
      id,
    ]);
    await trx.raw('delete from data_import_pdfs where data_import_id = ?', [id]);
    await trx.raw('delete from data_import_items where data_import_id = ?', [id]);
    return result;
  });
  return { ...preview, status: 'imported', ...counts };
}
