import yauzl from 'yauzl';
import { badInput } from '../../graphql/errors.js';
import type { StoredLabValue, StoredUnmatchedValue } from '../bloodwork/labValues.js';
import { isNutrientKey, type NutrientValues } from '../food/nutrition.js';
import { EXPORT_FORMAT } from '../export/exportArchive.js';
import { emptyPlan, readDate, readMeal, type ImportPlan, type PlannedFoodItem } from './importPlan.js';

const JSON_ENTRY = 'nutri-export.json';
/** The JSON inside an export ZIP is read up to this size (3 years of daily logs is far below it). */
const MAX_JSON_BYTES = 200 * 1024 * 1024;
const notAnExport = () => badInput('This is not a Nutri export. Choose the ZIP (or nutri-export.json) from "Download my data".');

/** A lab-report PDF inside the ZIP, by its path (`bloodwork/<id>.pdf`). */
export interface ExportPdf {
  file: string;
  bytes: Uint8Array;
}

const PDF_ENTRY = /^bloodwork\/[0-9a-f-]{36}\.pdf$/;
/** At most this many PDFs are restored from one export (three a month for years), each as large as an upload may be. */
const MAX_PDFS = 1000;
const MAX_PDF_BYTES = 10 * 1024 * 1024;

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(notAnExport());
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', () => reject(notAnExport()));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    }),
  );
}

/** The JSON and the lab-report PDFs of an export ZIP; other entries (the CSVs) are skipped unread. */
async function readZip(bytes: Buffer): Promise<{ json: Buffer; pdfs: ExportPdf[] }> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(notAnExport()) : resolve(file))),
  );
  let json: Buffer | null = null;
  const pdfs: ExportPdf[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('error', () => reject(notAnExport()));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      const isJson = entry.fileName === JSON_ENTRY;
      const isPdf = PDF_ENTRY.test(entry.fileName) && entry.uncompressedSize <= MAX_PDF_BYTES && pdfs.length < MAX_PDFS;
      if (isJson && entry.uncompressedSize > MAX_JSON_BYTES) return reject(badInput('The export is too large to import in one go.'));
      if (!isJson && !isPdf) return zip.readEntry();
      readEntry(zip, entry).then((content) => {
        if (isJson) json = content;
        else pdfs.push({ file: entry.fileName, bytes: content });
        zip.readEntry();
      }, reject);
    });
    zip.readEntry();
  });
  if (!json) throw notAnExport();
  return { json, pdfs };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const text = (value: unknown, max: number) => (typeof value === 'string' ? [...value].slice(0, max).join('') : null);
const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function nutrientsOf(value: unknown): NutrientValues {
  const nutrients: NutrientValues = {};
  if (!isObject(value)) return nutrients;
  for (const [key, amount] of Object.entries(value)) if (isNutrientKey(key) && finite(amount) !== null) nutrients[key] = amount as number;
  return nutrients;
}

const isLabValue = (value: Json): boolean =>
  typeof value.name === 'string' && typeof value.marker === 'string' && typeof value.unit === 'string' && finite(value.value) !== null;

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/**
 * Nutri's own export (the ZIP or its nutri-export.json) as an import plan, with the lab-report PDFs its entries name;
 * conversations, analyses and billing stay out.
 */
export async function readNutriExport(bytes: Buffer): Promise<{ plan: ImportPlan; pdfs: ExportPdf[] }> {
  const isZip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const { json, pdfs: zipPdfs } = isZip ? await readZip(bytes) : { json: bytes, pdfs: [] };
  let document: unknown;
  try {
    document = JSON.parse(json.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw notAnExport();
  }
  if (!isObject(document) || document.format !== EXPORT_FORMAT) throw notAnExport();

  const plan = emptyPlan();
  for (const log of list(document.foodLogs)) {
    const date = readDate(text(log.date, 10) ?? '');
    if (!date) {
      plan.notUnderstood.push(`A food log dated "${String(log.date)}" was not imported.`);
      continue;
    }
    for (const item of list(log.items)) {
      const name = text(item.name, 300);
      if (!name) continue;
      const planned: PlannedFoodItem = {
        date,
        mealType: readMeal(text(item.mealType, 20) ?? '') ?? 'snack',
        name,
        brand: text(item.brand, 200),
        foodId: text(item.foodId, 60),
        quantity: finite(item.quantity) ?? 1,
        unit: text(item.unit, 80) ?? 'serving',
        grams: finite(item.grams),
        nutrients: nutrientsOf(item.nutrients),
        ...(Number.isInteger(item.position) && (item.position as number) > 0 && (item.position as number) < 10_000
          ? { position: item.position as number }
          : {}),
      };
      plan.foodItems.push(planned);
    }
  }
  const pdfByFile = new Map(zipPdfs.filter((pdf) => isPdf(pdf.bytes)).map((pdf) => [pdf.file, pdf]));
  const pdfs: ExportPdf[] = [];
  let missingPdfs = 0;
  for (const entry of list(document.bloodworkEntries)) {
    const date = readDate(text(entry.date, 10) ?? '');
    const labValues = list(entry.labValues).filter(isLabValue) as unknown as StoredLabValue[];
    const unmatched = list(entry.unmatched).filter((value) => typeof value.name === 'string') as unknown as StoredUnmatchedValue[];
    if (!date || (labValues.length === 0 && unmatched.length === 0)) continue;
    const pdf = typeof entry.pdfFile === 'string' ? pdfByFile.get(entry.pdfFile) : undefined;
    if (typeof entry.pdfFile === 'string' && !pdf) missingPdfs += 1;
    if (pdf) pdfs.push(pdf);
    plan.labEntries.push({
      date,
      source: entry.source === 'pdf' ? 'pdf' : 'manual',
      status: entry.status === 'draft' ? 'draft' : 'confirmed',
      isDateMissing: entry.status === 'draft' && entry.isDateMissing === true,
      labValues,
      unmatched,
      pdf: pdf ? { file: pdf.file, filename: text(entry.pdfFilename, 255) } : null,
    });
  }
  plan.nutri = {
    profile: isObject(document.profile) ? document.profile : null,
    customFoods: list(document.customFoods),
    savedMeals: list(document.savedMeals),
    supplementLogs: list(document.supplementLogs),
  };
  const left = ['analyses', 'assistantMessages', 'reportsFiled', 'paymentMethods', 'invoices'].filter(
    (section) => list(document[section as keyof typeof document]).length,
  );
  if (left.length) plan.notUnderstood.push('Analyses, assistant conversations, reports, payment methods and invoices are kept in the export but not imported.');
  if (missingPdfs)
    plan.notUnderstood.push(
      `${missingPdfs} lab-report PDFs named in the export are not in the file (or are not PDFs); their lab values are imported without them.`,
    );
  return { plan, pdfs };
}
