import './pdfjsOnNode20.js';
import canvas from '@napi-rs/canvas';
import { extractImages, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { decodeHeic, drawOnWhite, rgbaCanvas } from '../../../canvasImages.js';
import { LabReportUnreadableError } from '../extraction/pdfText.js';
import { imageDimensions, type ReportFileKind } from './reportFileKind.js';
import { OCR_LIMITS } from './ocrLimits.js';

/** One page ready for OCR: an image file the engine decodes, at most `OCR_LIMITS.ocrPixels`. */
export interface ScanPage {
  page: number;
  image: Buffer;
}

/** The scan or photo is beyond a hard limit (pages or pixels); `found` is what it has. */
export class ScanLimitError extends Error {
  override readonly name = 'ScanLimitError';

  constructor(
    readonly limit: 'pages' | 'pixels',
    readonly found: number,
  ) {
    super(`The scan is over the ${limit} limit (${found}).`);
  }
}

const scaleWithin = (width: number, height: number, pixels: number) => Math.min(1, Math.sqrt(pixels / Math.max(1, width * height)));

function checkSourcePixels(width: number, height: number): void {
  if (width <= 0 || height <= 0) throw new LabReportUnreadableError('corrupt');
  if (width * height > OCR_LIMITS.maxSourcePixels) throw new ScanLimitError('pixels', width * height);
}

function scaledPng(source: canvas.Image | canvas.Canvas, width: number, height: number): Buffer {
  const scale = scaleWithin(width, height, OCR_LIMITS.ocrPixels);
  return drawOnWhite(source, width * scale, height * scale).toBuffer('image/png');
}

async function heicPage(bytes: Uint8Array): Promise<Buffer> {
  const decoded = await decodeHeic(bytes, OCR_LIMITS.maxSourcePixels);
  if (!decoded.ok) throw decoded.reason === 'pixels' ? new ScanLimitError('pixels', decoded.found) : new LabReportUnreadableError('corrupt');
  return scaledPng(decoded.image, decoded.image.width, decoded.image.height);
}

/** Raw pixels with 1 (grey), 3 (RGB) or 4 (RGBA) channels, as RGBA. */
function toRgba(data: Uint8ClampedArray, channels: 1 | 3 | 4): Uint8ClampedArray {
  if (channels === 4) return data;
  const rgba = new Uint8ClampedArray((data.length / channels) * 4);
  for (let from = 0, to = 0; from < data.length; from += channels, to += 4) {
    rgba[to] = data[from]!;
    rgba[to + 1] = data[from + (channels === 3 ? 1 : 0)]!;
    rgba[to + 2] = data[from + (channels === 3 ? 2 : 0)]!;
    rgba[to + 3] = 255;
  }
  return rgba;
}

/** A page that is one big picture (what scanners write) is read at the picture's own resolution. */
const SCANNED_PAGE_MIN_PIXELS = 500_000;

async function pageScanImage(document: PdfDocument, pageNumber: number): Promise<Buffer | null> {
  const images = await extractImages(document, pageNumber).catch(() => []);
  const [image] = images;
  if (images.length !== 1 || !image || image.width * image.height < SCANNED_PAGE_MIN_PIXELS) return null;
  checkSourcePixels(image.width, image.height);
  return rgbaToPng(toRgba(image.data, image.channels), image.width, image.height);
}

function rgbaToPng(data: Uint8ClampedArray, width: number, height: number): Buffer {
  return scaledPng(rgbaCanvas(data, width, height), width, height);
}

async function photoPage(bytes: Uint8Array, kind: 'jpeg' | 'png'): Promise<Buffer> {
  const size = imageDimensions(bytes, kind);
  if (!size) throw new LabReportUnreadableError('corrupt');
  checkSourcePixels(size.width, size.height);
  let image: canvas.Image;
  try {
    image = await canvas.loadImage(Buffer.from(bytes));
  } catch (error) {
    throw new LabReportUnreadableError('corrupt', { cause: error });
  }
  return scaledPng(image, image.width, image.height);
}

/** A photo (JPEG, PNG or HEIC) as one page to read. */
export async function photoScanPage(bytes: Uint8Array, kind: Exclude<ReportFileKind, 'pdf'>): Promise<ScanPage> {
  return { page: 1, image: kind === 'heic' ? await heicPage(bytes) : await photoPage(bytes, kind) };
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * Hands each page of a scanned PDF to `onPage` as a PNG as soon as it is ready: a page that is one scanned picture
 * as that picture (resampling a scan blurs its small print), any other page drawn at `renderDpi`; either at most
 * `ocrPixels`; only `onlyPages` when given. Only the PNGs (a few hundred kB each) wait for recognition.
 */
export async function renderScannedPdf(
  pdf: Uint8Array,
  onPage: (page: ScanPage, pageCount: number) => Promise<void>,
  onlyPages?: readonly number[],
): Promise<void> {
  let document: PdfDocument;
  try {
    document = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  } catch (error) {
    throw new LabReportUnreadableError('corrupt', { cause: error });
  }
  try {
    const pageNumbers = onlyPages ?? Array.from({ length: document.numPages }, (_, index) => index + 1);
    if (pageNumbers.length > OCR_LIMITS.maxPages) throw new ScanLimitError('pages', pageNumbers.length);
    for (const pageNumber of pageNumbers) {
      const scanned = await pageScanImage(document, pageNumber);
      if (scanned) {
        await onPage({ page: pageNumber, image: scanned }, pageNumbers.length);
        continue;
      }
      const viewport = (await document.getPage(pageNumber)).getViewport({ scale: 1 });
      const scale = Math.min(OCR_LIMITS.renderDpi / 72, Math.sqrt(OCR_LIMITS.ocrPixels / Math.max(1, viewport.width * viewport.height)));
      const png = await renderPageAsImage(document, pageNumber, { canvasImport: () => import('@napi-rs/canvas'), scale });
      await onPage({ page: pageNumber, image: Buffer.from(png) }, pageNumbers.length);
    }
  } finally {
    await document.destroy();
  }
}
