import '../ocr/pdfjsOnNode20.js';
import canvas from '@napi-rs/canvas';
import { getDocumentProxy, renderPageAsImage } from 'unpdf';
import { SeededRandom } from './random.js';
import { homographyFromCorners, rectangleCorners, warpImage } from './pageGeometry.js';

/**
 * How a sheet of paper becomes pixels: a flatbed scan at some resolution, a fax, a heavily compressed JPEG or a phone
 * photo (perspective, uneven light, blur). The OCR development set renders text PDFs with known ground truth under
 * each condition, so OCR accuracy is measured per condition rather than on one lucky image.
 */
export interface ScanCondition {
  name: string;
  /** Resolution the page is captured at (for a photo: the pixels the page covers, per inch of paper). */
  dpi: number;
  /** Degrees the sheet lies crooked. */
  rotation: number;
  /** Share of pixels turned into dark or light specks. */
  noise: number;
  /** JPEG quality, 0–100. */
  quality: number;
  /** Gaussian blur radius in pixels (focus, motion, a worn scanner). */
  blur: number;
  /**
   * Phone photo: the camera leans towards the bottom of the sheet, so its top edge is this share narrower than the
   * bottom one and the lines of print crowd together towards the top (a perspective view of the whole sheet).
   */
  keystone: number;
  /** Phone photo: how much darker (0–1) the darkest corner is than the lit one, and the grey of the paper. */
  shading: number;
  /** Contrast loss: ink is printed this light (0 = black) — faded thermal paper, a toner-saving printer. */
  fade: number;
}

const FLAT = { blur: 0, keystone: 0, shading: 0, fade: 0 } as const;

export const SCAN_CONDITIONS: readonly ScanCondition[] = [
  { name: 'flatbed 300 dpi', dpi: 300, rotation: 0.3, noise: 0.001, quality: 85, ...FLAT },
  { name: 'office 150 dpi', dpi: 150, rotation: 0.6, noise: 0.004, quality: 70, ...FLAT },
  { name: 'fax 200 dpi, crooked', dpi: 200, rotation: -1.8, noise: 0.012, quality: 60, ...FLAT, blur: 0.6 },
  { name: 'jpeg q25, faded', dpi: 200, rotation: 1, noise: 0.003, quality: 25, ...FLAT, fade: 0.45 },
  { name: 'phone photo', dpi: 170, rotation: -2.5, noise: 0.002, quality: 75, blur: 0.8, keystone: 0.07, shading: 0.35, fade: 0.15 },
];

async function renderPage(pdf: Uint8Array, pageNumber: number, dpi: number): Promise<canvas.Image> {
  const document = await getDocumentProxy(new Uint8Array(pdf), { verbosity: 0 });
  try {
    const png = await renderPageAsImage(document, pageNumber, { canvasImport: () => import('@napi-rs/canvas'), scale: dpi / 72 });
    return await canvas.loadImage(Buffer.from(png));
  } finally {
    await document.destroy();
  }
}

/** The table a photographed sheet lies on. */
const TABLE: readonly [number, number, number] = [0x6b, 0x66, 0x60];

/**
 * The sheet as a camera sees it when tilted towards its bottom edge: a pinhole view, each row of the sheet drawn at a
 * scale inversely proportional to its distance from the lens. With the top `keystone` narrower than the bottom, the
 * far (top) end is s/Z = keystone / (2 − keystone) farther than the sheet's centre, the sheet looks (1 − keystone/2)
 * as tall as it would at its bottom edge's scale (the slight cosine of the small tilt aside), and its rows crowd
 * together towards the top. Drawn at the bottom edge's scale; the table shows beside the narrower top and below.
 */
function photographedSheet(page: canvas.Image, keystone: number): canvas.Canvas {
  const flat = canvas.createCanvas(page.width, page.height);
  const flatContext = flat.getContext('2d');
  flatContext.drawImage(page, 0, 0);
  const inset = (page.width * keystone) / 2;
  const seenHeight = page.height * (1 - keystone / 2);
  const seen = [
    { x: inset, y: 0 },
    { x: page.width - inset, y: 0 },
    { x: page.width, y: seenHeight },
    { x: 0, y: seenHeight },
  ] as const;
  const photoToPage = homographyFromCorners(seen, rectangleCorners(page.width, page.height));
  const photo = canvas.createCanvas(page.width, page.height);
  photo.getContext('2d').putImageData(warpImage(flatContext.getImageData(0, 0, page.width, page.height), page.width, page.height, photoToPage, TABLE), 0, 0);
  return photo;
}

/**
 * One page of a text PDF as it would arrive scanned or photographed under `condition` (a JPEG without text layer).
 * `seed` varies the specks, so two pages do not share the same noise.
 */
export async function scanUnderCondition(pdf: Uint8Array, pageNumber: number, condition: ScanCondition, seed = 7): Promise<Buffer> {
  const page = await renderPage(pdf, pageNumber, condition.dpi);
  const paper = condition.keystone > 0 ? photographedSheet(page, condition.keystone) : page;
  const margin = condition.keystone > 0 ? Math.round(page.width * 0.06) : 0;
  const sheet = canvas.createCanvas(page.width + 2 * margin, page.height + 2 * margin);
  const context = sheet.getContext('2d');
  // A photo shows the table under the sheet around it; a scan is white to the edge.
  context.fillStyle = margin > 0 ? `rgb(${TABLE.join(',')})` : '#fff';
  context.fillRect(0, 0, sheet.width, sheet.height);
  context.translate(sheet.width / 2, sheet.height / 2);
  context.rotate((condition.rotation * Math.PI) / 180);
  if (condition.blur > 0) context.filter = `blur(${condition.blur}px)`;
  context.drawImage(paper, -paper.width / 2, -paper.height / 2);
  context.filter = 'none';
  context.setTransform(1, 0, 0, 1, 0, 0);
  const pixels = context.getImageData(0, 0, sheet.width, sheet.height);
  const random = new SeededRandom(seed);
  const { data } = pixels;
  const tone = condition.fade > 0 || condition.shading > 0;
  for (let at = 0, index = 0; at < data.length; at += 4, index += 1) {
    if (tone) {
      // Ink fades towards white; light falls off from the top-left corner across the sheet.
      const light = 1 - (condition.shading * ((index % sheet.width) / sheet.width + Math.floor(index / sheet.width) / sheet.height)) / 2;
      for (let channel = 0; channel < 3; channel += 1) data[at + channel] = (255 - (255 - data[at + channel]!) * (1 - condition.fade)) * light;
    }
    if (random.next() < condition.noise) {
      const shade = random.next() < 0.5 ? 40 : 235;
      data[at] = data[at + 1] = data[at + 2] = shade;
    }
  }
  context.putImageData(pixels, 0, 0);
  return sheet.toBuffer('image/jpeg', condition.quality);
}
