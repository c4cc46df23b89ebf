/**
 * What the OCR benches (bench:lab-ocr-accuracy, bench:lab-ocr-stages) read: the OCR development set narrowed by
 * BENCH_OCR_DOCS, the capture conditions picked by BENCH_OCR_CONDITIONS, and each document's pages scanned under a
 * condition with the same noise seed in both, so the stages bench explains exactly the scans the accuracy bench scores.
 */
import { getDocumentProxy } from 'unpdf';
import { ocrDevSet, type OcrDevDocument } from '../server/src/modules/bloodwork/devCorpus/ocrDevSet.js';
import { SCAN_CONDITIONS, scanUnderCondition, type ScanCondition } from '../server/src/modules/bloodwork/devCorpus/scanConditions.js';

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
