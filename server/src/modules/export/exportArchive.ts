import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ZipFile } from 'yazl';
import { pdfStorage } from '../bloodwork/bloodworkPdfStorage.js';
import { EXPORTERS, exportDb, keysetPages, type ExportDb, type ExportRecord } from './exporters.js';

export const EXPORT_FORMAT = 'nutri-export';
export const EXPORT_VERSION = 1;

/** The nutrients the CSVs carry as columns (the JSON has every nutrient of each item). */
const CSV_NUTRIENTS = ['energy_kcal', 'protein_g', 'carbs_g', 'fat_g', 'fiber_g', 'sugars_g', 'saturated_fat_g', 'sodium_mg'] as const;

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(Math.round(value * 100) / 100) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (fields: readonly unknown[]) => `${fields.map(csvField).join(',')}\r\n`;

/** Called with how many records (days, entries, rows, PDFs) were just written; `countExportRecords` gives the total. */
export type ExportProgress = (records: number) => void;

async function* jsonDocument(db: ExportDb, ownerId: string, exportedAt: Date, progress: ExportProgress): AsyncIterable<string> {
  yield `{"format":"${EXPORT_FORMAT}","version":${EXPORT_VERSION},"exportedAt":${JSON.stringify(exportedAt.toISOString())}`;
  for (const exporter of EXPORTERS) {
    yield `,\n${JSON.stringify(exporter.section)}:`;
    if (exporter.single) {
      let record: ExportRecord | null = null;
      for await (const page of exporter.pages(db, ownerId)) record = page[0] ?? record;
      progress(1);
      yield JSON.stringify(record);
      continue;
    }
    let separator = '[\n';
    for await (const page of exporter.pages(db, ownerId)) {
      progress(page.length);
      yield separator + page.map((record) => JSON.stringify(record)).join(',\n');
      separator = ',\n';
    }
    yield separator === '[\n' ? '[]' : '\n]';
  }
  yield '}\n';
}

const nutrientSums = CSV_NUTRIENTS.map((key) => `round(sum((i.nutrients->>'${key}')::float8)::numeric, 2)::float8 "${key}"`).join(', ');

async function* dailyTotalsCsv(db: ExportDb, ownerId: string, progress: ExportProgress): AsyncIterable<string> {
  yield csvLine(['date', 'items', ...CSV_NUTRIENTS]);
  const select = `select l.date::text "pageKey", l.date::text date, count(i.id)::int items, ${nutrientSums}
    from food_logs l join food_log_items i on i.food_log_id = l.id where l.user_id = ? and l.date::text > ?
    group by l.id order by l.date::text`;
  for await (const page of keysetPages(db, ownerId, select)) {
    progress(page.length);
    yield page.map((row) => csvLine([row.date, row.items, ...CSV_NUTRIENTS.map((key) => row[key])])).join('');
  }
}

async function* foodLogItemsCsv(db: ExportDb, ownerId: string, progress: ExportProgress): AsyncIterable<string> {
  yield csvLine(['date', 'meal', 'name', 'brand', 'quantity', 'unit', 'grams', ...CSV_NUTRIENTS]);
  // Items are paged by day (a day's items are few), so the key is the date alone.
  const byDay = `select l.date::text "pageKey", l.date::text date, json_agg(json_build_object('meal', i.meal_type, 'name', i.name,
    'brand', i.brand, 'quantity', i.quantity, 'unit', i.unit, 'grams', i.grams, 'nutrients', i.nutrients) order by i.meal_type, i.position) items
    from food_logs l join food_log_items i on i.food_log_id = l.id where l.user_id = ? and l.date::text > ? group by l.id order by l.date::text`;
  for await (const page of keysetPages(db, ownerId, byDay)) {
    progress(page.length);
    let chunk = '';
    for (const day of page) {
      for (const item of day.items as ExportRecord[]) {
        const nutrients = (item.nutrients ?? {}) as Record<string, number>;
        chunk += csvLine([day.date, item.meal, item.name, item.brand, item.quantity, item.unit, item.grams, ...CSV_NUTRIENTS.map((key) => nutrients[key])]);
      }
    }
    yield chunk;
  }
}

function rangeText(low: unknown, high: unknown): string {
  if (typeof low === 'number' && typeof high === 'number') return `${low}-${high}`;
  if (typeof high === 'number') return `<${high}`;
  if (typeof low === 'number') return `>${low}`;
  return '';
}

async function* labValuesCsv(db: ExportDb, ownerId: string, progress: ExportProgress): AsyncIterable<string> {
  yield csvLine(['date', 'marker', 'value', 'unit', 'range', 'flag']);
  // Drafts are not results yet: the spreadsheet holds what the user has reviewed (the JSON keeps drafts too).
  const select = `select id::text "pageKey", date::text date, lab_values "labValues" from bloodwork_entries
    where user_id = ? and status = 'confirmed' and id::text > ? order by id::text`;
  for await (const page of keysetPages(db, ownerId, select, 100)) {
    progress(page.length);
    let chunk = '';
    for (const entry of page) {
      for (const value of (entry.labValues ?? []) as ExportRecord[]) {
        chunk += csvLine([entry.date, value.name, value.value, value.unit, rangeText(value.refLow, value.refHigh), value.flag]);
      }
    }
    yield chunk;
  }
}

/** A stream that reads one stored PDF only when the ZIP reaches it, so at most one PDF is in memory. */
function lazyPdf(em: EntityManager, ownerId: string, key: string, progress: ExportProgress): Readable {
  return Readable.from(
    (async function* () {
      const bytes = await pdfStorage.read(em, { ownerId, key });
      progress(1);
      if (bytes) yield Buffer.from(bytes);
    })(),
  );
}

/**
 * Streams the owner's whole export as a ZIP into `output`: every entry is produced page by page while the ZIP is
 * written, so memory stays flat however large the account.
 */
export async function writeExportArchive(
  em: EntityManager,
  ownerId: string,
  output: Writable,
  now: Date,
  progress: ExportProgress = () => undefined,
): Promise<void> {
  const db = exportDb(em);
  const zip = new ZipFile();
  const text = (source: AsyncIterable<string>) => Readable.from(source, { objectMode: false });
  zip.addReadStream(text(jsonDocument(db, ownerId, now, progress)), 'nutri-export.json', { mtime: now });
  zip.addReadStream(text(dailyTotalsCsv(db, ownerId, progress)), 'daily-nutrition.csv', { mtime: now });
  zip.addReadStream(text(foodLogItemsCsv(db, ownerId, progress)), 'food-log-items.csv', { mtime: now });
  zip.addReadStream(text(labValuesCsv(db, ownerId, progress)), 'lab-values.csv', { mtime: now });
  const pdfs = await db.rows('select id, pdf_key "pdfKey" from bloodwork_entries where user_id = ? and pdf_key is not null order by id', [ownerId]);
  for (const { id, pdfKey } of pdfs)
    zip.addReadStream(lazyPdf(em, ownerId, String(pdfKey), progress), `bloodwork/${String(id)}.pdf`, { mtime: now, compress: false });
  zip.end();
  await pipeline(zip.outputStream, output);
}

/**
 * How many records `writeExportArchive` reports for an owner (food-log days three times: JSON and two CSVs; bloodwork
 * entries twice; every other section once; one per PDF), and the bytes of the PDFs, to size the export up front.
 */
export async function countExportRecords(em: EntityManager, ownerId: string): Promise<{ records: number; pdfBytes: number }> {
  const sql = `select 1 + 3 * (select count(*) from food_logs where user_id = $1)
       + 3 * (select count(*) from bloodwork_entries where user_id = $1) - (select count(*) from bloodwork_entries where user_id = $1 and pdf_key is null)
       + (select count(*) from custom_foods where user_id = $1) + (select count(*) from saved_meals where user_id = $1)
       + (select count(*) from supplement_logs where user_id = $1) + (select count(*) from analyses where user_id = $1)
       + (select count(*) from assistant_messages where user_id = $1) + (select count(*) from ai_content_reports where user_id = $1)
       + (select count(*) from payment_methods where user_id = $1) + (select count(*) from invoices where user_id = $1)
       + (select count(*) from reminder_settings where user_id = $1) records,
       (select coalesce(sum(pdf_byte_size), 0) from bloodwork_entries where user_id = $1) "pdfBytes"`.split('$1');
  const [row] = await exportDb(em).rows(
    sql.join('?'),
    Array.from({ length: sql.length - 1 }, () => ownerId),
  );
  return { records: Number(row!.records), pdfBytes: Number(row!.pdfBytes) };
}
