import { describe, expect, it } from '@jest/globals';
import canvas from '@napi-rs/canvas';
import { eraseRulings, preparePage } from '../ocr/ocrPreprocess.js';

/** A Letter-width page at `dpi` with a dark-to-light shadow across it and a row of faded grey "ink" bars. */
function shadedPage(dpi: number): Buffer {
  const width = Math.round(8.5 * dpi);
  const height = Math.round(2 * dpi);
  const page = canvas.createCanvas(width, height);
  const context = page.getContext('2d');
  const shadow = context.createLinearGradient(0, 0, width, 0);
  shadow.addColorStop(0, 'rgb(120,120,120)');
  shadow.addColorStop(1, 'rgb(250,250,250)');
  context.fillStyle = shadow;
  context.fillRect(0, 0, width, height);
  context.fillStyle = 'rgba(60,60,60,0.6)';
  for (let x = dpi / 2; x < width - dpi / 2; x += dpi / 2) context.fillRect(x, height / 2, dpi / 20, dpi / 10);
  return page.toBuffer('image/png');
}

async function greyAt(image: Buffer, points: Array<[number, number]>): Promise<number[]> {
  const decoded = await canvas.loadImage(image);
  const page = canvas.createCanvas(decoded.width, decoded.height);
  const context = page.getContext('2d');
  context.drawImage(decoded, 0, 0);
  return points.map(([x, y]) => context.getImageData(Math.round(x * decoded.width), Math.round(y * decoded.height), 1, 1).data[0]!);
}

describe('page preparation before OCR', () => {
  it('divides out uneven light, so paper is white and faded ink dark at both ends of a shadow', async () => {
    const prepared = await preparePage(shadedPage(200));
    const [darkPaper, lightPaper] = await greyAt(prepared.image, [
      [0.05, 0.2],
      [0.95, 0.2],
    ]);
    expect(darkPaper).toBeGreaterThan(230);
    expect(lightPaper).toBeGreaterThan(230);
    const ink = await greyAt(
      prepared.image,
      Array.from({ length: 15 }, (_, index): [number, number] => [(0.5 + index * 0.5 + 0.02) / 8.5, 0.52]),
    );
    expect(Math.max(...ink)).toBeLessThan(110);
  }, 120_000);

  it('takes the paper for what most of it is, so white specks of sensor noise do not leave the shaded paper around them grey', async () => {
    const page = await canvas.loadImage(shadedPage(200));
    const specked = canvas.createCanvas(page.width, page.height);
    const context = specked.getContext('2d');
    context.drawImage(page, 0, 0);
    context.fillStyle = '#fff';
    for (let y = 7; y < page.height; y += 30) for (let x = 7; x < page.width; x += 30) context.fillRect(x, y, 1, 1);
    const prepared = await preparePage(specked.toBuffer('image/png'));
    const paper = await greyAt(prepared.image, [
      [0.05, 0.2],
      [0.2, 0.8],
      [0.5, 0.2],
    ]);
    expect(Math.min(...paper)).toBeGreaterThan(230);
  }, 120_000);

  it('enlarges a low-resolution page towards 300 dpi within the pixel limit and reports the resolution it now has', async () => {
    const prepared = await preparePage(shadedPage(150));
    const size = await canvas.loadImage(prepared.image);
    expect(size.width).toBeGreaterThan(8.5 * 150 * 1.5);
    expect(prepared.dpi).toBeGreaterThan(225);
    const sharp = await preparePage(shadedPage(300));
    expect(sharp.dpi).toBeGreaterThanOrEqual(295);
    expect((await canvas.loadImage(sharp.image)).width).toBe(Math.round(8.5 * 300));
  }, 120_000);

  it('leaves a crisp page (white paper, black ink) as it was, resolution left to the engine', async () => {
    const page = canvas.createCanvas(Math.round(8.5 * 150), 300);
    const context = page.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, page.width, page.height);
    context.fillStyle = '#000';
    for (let x = 50; x < page.width - 50; x += 40) context.fillRect(x, 100, 20, 30);
    const image = page.toBuffer('image/png');
    expect(await preparePage(image)).toEqual({ image, dpi: 0 });
  }, 120_000);

  it('reads a crisp low-resolution page with a ruled table at its own size, rulings erased', async () => {
    const page = canvas.createCanvas(Math.round(8.5 * 150), 300);
    const context = page.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, page.width, page.height);
    context.fillStyle = '#000';
    for (let x = 50; x < page.width - 50; x += 40) context.fillRect(x, 100, 20, 30);
    context.fillRect(20, 200, page.width - 40, 2);
    const prepared = await preparePage(page.toBuffer('image/png'));
    expect(prepared.dpi).toBe(0);
    expect((await canvas.loadImage(prepared.image)).width).toBe(page.width);
    const [ruling, letter] = await greyAt(prepared.image, [
      [0.5, 201 / 300],
      [60 / page.width, 115 / 300],
    ]);
    expect(ruling).toBeGreaterThan(200);
    expect(letter).toBeLessThan(60);
  }, 120_000);

  it('erases the rulings of a table, crooked ones too, but not letters or a filled title bar', () => {
    const width = 1200;
    const height = 400;
    const grey = new Uint8ClampedArray(width * height).fill(250);
    const fill = (x0: number, y0: number, x1: number, y1: number) => {
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) grey[y * width + x] = 20;
    };
    for (let x = 0; x < width; x += 1) for (let y = 200 + Math.floor(x / 40); y < 203 + Math.floor(x / 40); y += 1) grey[y * width + x] = 20; // 1.4° off
    fill(600, 0, 602, height); // a column ruling
    for (let x = 100; x < 500; x += 24) fill(x, 150, x + 16, 180); // a word's letters
    fill(0, 0, 500, 60); // a title bar
    expect(eraseRulings(grey, width, height, 128)).toBe(true);
    const inked = (x: number, y: number) => grey[y * width + x]! < 128;
    expect([inked(300, 207), inked(1000, 226), inked(601, 300)]).toEqual([false, false, false]);
    expect([inked(108, 165), inked(250, 30)]).toEqual([true, true]);
  });

  it('keeps a word of blurred bold letters touching through thin joins, set straight across the page, as no ruling', () => {
    const width = 1200;
    const height = 300;
    const grey = new Uint8ClampedArray(width * height).fill(250);
    const fill = (x0: number, y0: number, x1: number, y1: number) => {
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) grey[y * width + x] = 20;
    };
    // Letters 10 px wide and 20 px tall, each joined to the next by a 2 px stroke halfway up; the middle of the
    // 416 px run of ink along that stroke falls on a join.
    for (let x = 100; x < 516; x += 14) {
      fill(x, 160, x + 10, 180);
      if (x + 14 < 516) fill(x + 10, 169, x + 14, 171);
    }
    expect(eraseRulings(grey, width, height, 128)).toBe(false);
    expect(grey[170 * width + 105]).toBe(20);
  });
});
