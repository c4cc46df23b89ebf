/**
 * What the OCR benches (bench:lab-ocr-accuracy, bench:lab-ocr-stages) read: the OCR development set narrowed by
 * BENCH_OCR_DOCS, the capture conditions picked by BENCH_OCR_CONDITIONS, and each document's pages scanned under a
 * condition with the same noise seed in both, so the stages bench explains exactly the scans the accuracy bench scores;
 * and the recognition of a scan, kept in BENCH_OCR_CACHE when set.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getDocumentProxy } from 'unpdf';
import { ocrDevSet, type OcrDevDocument } from '../server/src/modules/bloodwork/devCorpus/ocrDevSet.js';
import { SCAN_CONDITIONS, scanUnderCondition, type ScanCondition } from '../server/src/modules/bloodwork/devCorpus/scanConditions.js';
import { recognizePages, ScanPageQueue, type OcrTuning } from '../server/src/modules/bloodwork/ocr/ocrEngine.js';
import { ocrModelDirectory } from '../server/src/modules/bloodwork/ocr/ocrLanguages.js';
import type { OcrPage } from '../server/src/modules/bloodwork/ocr/ocrLines.js';

export const pickList = (name: string) => process.env[name]?.split(',').map((item) => item.trim()) ?? null;

export const conditionIndexes = pickList('BENCH_OCR_CONDITIONS')?.map(Number) ?? SCAN_CONDITIONS.map((_, index) => index);

const documentFilter = pickList('BENCH_OCR_DOCS');
export const benchDocuments = (await ocrDevSet()).filter((document) => !documentFilter || documentFilter.some((part) => document.id.includes(part)));

async function pageCount(pdf: Uint8Array): Promise<number> {
  const document = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  const count = document.numPages;
  await document.destroy();
  return count;
}

/** Every page of the `index`-th bench document as scanned under the condition. */
export async function scannedPages(document: OcrDevDocument, index: number, condition: ScanCondition): Promise<Buffer[]> {
  const images: Buffer[] = [];
  const count = await pageCount(document.pdf);
  for (let page = 1; page <= count; page += 1) images.push(await scanUnderCondition(document.pdf, page, condition, index * 31 + page));
  return images;
}

const modelDirectory = ocrModelDirectory();
const cacheDirectory = process.env.BENCH_OCR_CACHE;

async function recognizeInProcess(images: readonly Buffer[], tuning: OcrTuning): Promise<OcrPage[]> {
  const queue = new ScanPageQueue();
  images.forEach((image, index) => queue.push({ page: index + 1, image }, images.length));
  queue.close();
  return recognizePages(queue, modelDirectory, () => {}, { tuning });
}

/**
 * The recognised pages of a scan, read in this process with the scan worker's code; with BENCH_OCR_CACHE set, kept
 * there (keyed by the page images and the pipeline) and reused.
 */
export async function recognizeScan(images: readonly Buffer[], tuning: OcrTuning): Promise<OcrPage[]> {
  if (!cacheDirectory) return recognizeInProcess(images, tuning);
  const hash = createHash('sha256').update(JSON.stringify(tuning));
  for (const image of images) hash.update(image);
  const file = join(cacheDirectory, `${hash.digest('hex')}.json`);
  const cached = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as OcrPage[],
    () => null,
  );
  if (cached) return cached;
  const pages = await recognizeInProcess(images, tuning);
  await mkdir(cacheDirectory, { recursive: true }).then(() => writeFile(file, JSON.stringify(pages)));
  return pages;
}
