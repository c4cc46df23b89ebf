import '../ocr/pdfjsOnNode20.js';
import canvas from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { getDocumentProxy, renderPageAsImage } from 'unpdf';

/** A small seeded generator, so a generated scan is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface ScanStyle {
  /** Resolution the page is "scanned" at. */
  dpi: number;
  /** Degrees the sheet lies crooked on the scanner. */
  rotation: number;
  /** Share of pixels turned into dark or light specks. */
  noise: number;
  /** JPEG quality, 0–100. */
  quality: number;
  seed: number;
}

export const OFFICE_SCAN: ScanStyle = { dpi: 150, rotation: 0.6, noise: 0.004, quality: 70, seed: 7 };

/**
 * Makes a scan of one page of a text PDF as a scanner or phone would: rendered to pixels, turned a little, specked
 * with noise and saved as JPEG. The text layer is gone: only the picture remains.
 */
export async function scanPdfPage(pdf: Uint8Array, pageNumber: number, style: ScanStyle = OFFICE_SCAN): Promise<Buffer> {
  const document = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  try {
    const png = await renderPageAsImage(document, pageNumber, { canvasImport: () => import('@napi-rs/canvas'), scale: style.dpi / 72 });
    const page = await canvas.loadImage(Buffer.from(png));
    const sheet = canvas.createCanvas(page.width, page.height);
    const context = sheet.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, sheet.width, sheet.height);
    context.translate(sheet.width / 2, sheet.height / 2);
    context.rotate((style.rotation * Math.PI) / 180);
    context.drawImage(page, -page.width / 2, -page.height / 2);
    context.setTransform(1, 0, 0, 1, 0, 0);
    const pixels = context.getImageData(0, 0, sheet.width, sheet.height);
    const next = random(style.seed);
    for (let at = 0; at < pixels.data.length; at += 4) {
      if (next() >= style.noise) continue;
      const shade = next() < 0.5 ? 40 : 235;
      pixels.data[at] = pixels.data[at + 1] = pixels.data[at + 2] = shade;
    }
    context.putImageData(pixels, 0, 0);
    return sheet.toBuffer('image/jpeg', style.quality);
  } finally {
    await document.destroy();
  }
}

/** A PDF of page images only (no text layer), each page the size the image was scanned at. */
export async function scannedPdf(images: readonly Buffer[], dpi = OFFICE_SCAN.dpi): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (const image of images) {
    const embedded = await document.embedJpg(image);
    const page = document.addPage([(embedded.width * 72) / dpi, (embedded.height * 72) / dpi]);
    page.drawImage(embedded, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  }
  return document.save();
}

export interface ExpectedValue {
  name: string;
  value: number;
  unit: string;
}

/** Found when a read value has the expected number and (ignoring case and spaces) unit, on a row with that name. */
export function scoreValues(expected: readonly ExpectedValue[], found: readonly { printedName: string; value: number; unit: string }[]) {
  const plain = (text: string) => text.toLowerCase().replace(/\s+/g, '');
  const remaining = [...found];
  let correct = 0;
  for (const value of expected) {
    const index = remaining.findIndex(
      (candidate) =>
        Math.abs(candidate.value - value.value) < 1e-9 &&
        plain(candidate.unit) === plain(value.unit) &&
        plain(candidate.printedName).includes(plain(value.name).slice(0, 5)),
    );
    if (index < 0) continue;
    correct += 1;
    remaining.splice(index, 1);
  }
  return {
    expected: expected.length,
    found: found.length,
    correct,
    recall: correct / Math.max(1, expected.length),
    precision: correct / Math.max(1, found.length),
  };
}
