import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import type { PdfStorage } from '../bloodwork/bloodworkPdfStorage.js';
import type { ImportPlan, PlannedFoodItem } from './importPlan.js';
import { claim, contentHashes } from './importedRows.js';

/** A staged food entry (see importStaging.ts): its place in the file and its content hash. */
export interface StagedFoodItem {
  ord: number;
  hash: string;
  item: PlannedFoodItem;
}

/** Writes one page of food entries, skipping those imported before (by content hash); returns how many were new. */
export async function writeFoodItems(trx: Knex.Transaction, userId: string, importId: string, page: StagedFoodItem[], now: Date): Promise<number> {
  const fresh = await claim(
    trx,
    userId,
    importId,
    page.map((staged) => staged.hash),
  );
  const rows = page.flatMap((staged) => (fresh.has(staged.hash) ? [{ ...staged.item, ord: staged.ord }] : []));
  if (rows.length === 0) return 0;
  const json = JSON.stringify(rows);
  await trx.raw(
    `insert into food_logs (id, user_id, date, created_at, updated_at)
     select gen_random_uuid(), ?, d::date, ?, ? from (select distinct x->>'date' d from jsonb_array_elements(?::jsonb) x) days
     on conflict (user_id, date) do nothing`,
    [userId, now, now, json],
  );
  await trx.raw(
    `insert into food_log_items (id, food_log_id, meal_type, position, food_id, name, brand, quantity, unit, grams, nutrients, created_at)
     select gen_random_uuid(), l.id, x."mealType"::meal_type,
            coalesce(x.position, coalesce((select max(e.position) from food_log_items e where e.food_log_id = l.id and e.meal_type = x."mealType"::meal_type), 0)
              + row_number() over (partition by l.id, x."mealType" order by x.ord)),
            x."foodId", x.name, x.brand, x.quantity, x.unit, x.grams, x.nutrients, ?
     from jsonb_to_recordset(?::jsonb) x(date date, "mealType" text, name text, brand text, "foodId" text, quantity float8, unit text,
            grams float8, nutrients jsonb, ord int, position int)
     join food_logs l on l.user_id = ? and l.date = x.date`,
    [now, json, userId],
  );
  return rows.length;
}

export async function writeLabEntries(
  { em, trx, storage }: { em: EntityManager; trx: Knex.Transaction; storage: PdfStorage },
  { userId, importId }: { userId: string; importId: string },
  plan: ImportPlan,
  now: Date,
): Promise<number> {
  const hashes = contentHashes(
    plan.labEntries.map((entry) => [entry.date, entry.labValues.map((value) => [value.marker, value.value, value.unit])]),
    'labs',
  );
  const fresh = await claim(trx, userId, importId, hashes);
  const rows = [];
  for (const [index, entry] of plan.labEntries.entries()) {
    if (!fresh.has(hashes[index]!)) continue;
    rows.push({ ...entry, unmatched: entry.unmatched ?? [], ...(entry.pdf ? await restorePdf({ em, trx, storage }, { userId, importId }, entry.pdf) : {}) });
  }
  if (rows.length === 0) return 0;
  await trx.raw(
    `insert into bloodwork_entries (id, user_id, date, source, status, is_date_missing, lab_values, unmatched, pdf_key, pdf_filename, pdf_byte_size, created_at, updated_at)
     select gen_random_uuid(), ?, x.date, x.source::bloodwork_source, x.status::bloodwork_status, x."isDateMissing", x."labValues", x.unmatched, x."pdfKey", x."pdfFilename", x."pdfByteSize", ?, ?
     from jsonb_to_recordset(?::jsonb) x(date date, source text, status text, "isDateMissing" boolean, "labValues" jsonb, unmatched jsonb, "pdfKey" text, "pdfFilename" text, "pdfByteSize" int)`,
    [userId, now, now, JSON.stringify(rows)],
  );
  return rows.length;
}

/** Stores a PDF the preview kept, in whichever PDF storage is in use; the entry gets its key. */
async function restorePdf(
  { em, trx, storage }: { em: EntityManager; trx: Knex.Transaction; storage: PdfStorage },
  { userId, importId }: { userId: string; importId: string },
  pdf: { file: string; filename: string | null },
): Promise<{ pdfKey: string; pdfFilename: string | null; pdfByteSize: number } | Record<string, never>> {
  const found = await trx.raw<{ rows: { bytes: Buffer }[] }>('select bytes from data_import_pdfs where data_import_id = ? and file = ?', [importId, pdf.file]);
  const bytes = found.rows[0]?.bytes;
  if (!bytes) return {};
  const pdfKey = await storage.save(em, { ownerId: userId, bytes: new Uint8Array(bytes) });
  return { pdfKey, pdfFilename: pdf.filename, pdfByteSize: bytes.length };
}
