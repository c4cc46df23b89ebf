import { describe, expect, it } from '@jest/globals';
import canvas from '@napi-rs/canvas';
import { applyHomography, rectangleToQuadrilateral, straightenSheet, type Point, type SheetCorners } from '../ocr/sheetPerspective.js';

const SHEET: SheetCorners = [
  { x: 130, y: 90 },
  { x: 870, y: 110 },
  { x: 930, y: 1230 },
  { x: 60, y: 1210 },
];

/** A photo of a white 800 × 1100 sheet seen at a slant (corners `SHEET`) with level black bars printed on it, on a grey table. */
async function photographedSheet(): Promise<canvas.Image> {
  const photo = canvas.createCanvas(1000, 1300);
  const context = photo.getContext('2d');
  context.fillStyle = 'rgb(100,95,90)';
  context.fillRect(0, 0, photo.width, photo.height);
  const toPhoto = rectangleToQuadrilateral(800, 1100, SHEET);
  const fillSeen = (corners: Point[]) => {
    const seen = corners.map((corner) => applyHomography(toPhoto, corner));
    context.beginPath();
    context.moveTo(seen[0]!.x, seen[0]!.y);
    for (const corner of seen.slice(1)) context.lineTo(corner.x, corner.y);
    context.closePath();
    context.fill();
  };
  const rectangle = (x: number, y: number, width: number, height: number) => [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ];
  context.fillStyle = '#fff';
  fillSeen(rectangle(0, 0, 800, 1100));
  context.fillStyle = '#000';
  for (let y = 150; y < 1000; y += 100) fillSeen(rectangle(150, y, 500, 20));
  return canvas.loadImage(photo.toBuffer('image/png'));
}

async function greyImage(image: canvas.Canvas | canvas.Image): Promise<{ width: number; height: number; grey: (x: number, y: number) => number }> {
  const page = canvas.createCanvas(image.width, image.height);
  const context = page.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  return { width: image.width, height: image.height, grey: (x, y) => data[(Math.round(y) * image.width + Math.round(x)) * 4]! };
}

describe('photographed sheet seen square-on', () => {
  it('maps the corners of a rectangle onto the quadrilateral it is seen as', () => {
    const toPhoto = rectangleToQuadrilateral(800, 1100, SHEET);
    const mapped: Point[] = [
      { x: 0, y: 0 },
      { x: 800, y: 0 },
      { x: 800, y: 1100 },
      { x: 0, y: 1100 },
    ].map((point) => applyHomography(toPhoto, point));
    mapped.forEach((point, index) => {
      expect(point.x).toBeCloseTo(SHEET[index]!.x, 6);
      expect(point.y).toBeCloseTo(SHEET[index]!.y, 6);
    });
  });

  it('cuts the sheet out of the table around it, enlarged as asked, with paper on every border and no table left', async () => {
    const sheet = straightenSheet(await photographedSheet(), () => 1.5);
    expect(sheet).not.toBeNull();
    const { width, height, grey } = await greyImage(sheet!.image);
    // As wide and tall as the sheet's longer opposite sides, times the scale.
    expect(Math.abs(sheet!.photoWidth - Math.hypot(870, 20))).toBeLessThan(10);
    expect(Math.abs(width - 1.5 * Math.hypot(870, 20))).toBeLessThan(15);
    expect(Math.abs(height - 1.5 * Math.hypot(20, 1120))).toBeLessThan(15);
    for (const share of [0.1, 0.3, 0.5, 0.7, 0.9]) {
      expect(grey(share * width, 3)).toBeGreaterThan(200);
      expect(grey(share * width, height - 4)).toBeGreaterThan(200);
      expect(grey(3, share * height)).toBeGreaterThan(200);
      expect(grey(width - 4, share * height)).toBeGreaterThan(200);
    }
  });

  it('makes the printed bars level: each bar lies on one row of the result from its left end to its right end', async () => {
    const sheet = straightenSheet(await photographedSheet(), () => 1);
    const { width, height, grey } = await greyImage(sheet!.image);
    const darkRows = (x: number) => Array.from({ length: height }, (_, y) => y).filter((y) => grey(x, y) < 100);
    const left = darkRows(0.35 * width);
    const right = darkRows(0.65 * width);
    expect(left.length).toBeGreaterThan(100);
    const shared = left.filter((y) => right.includes(y));
    expect(shared.length / left.length).toBeGreaterThan(0.85);
  });

  it('leaves a scan alone: a page white to its edges, even with a shadow across it, has no sheet to cut out', async () => {
    const scan = canvas.createCanvas(1000, 1300);
    const context = scan.getContext('2d');
    const shadow = context.createLinearGradient(0, 0, scan.width, 0);
    shadow.addColorStop(0, 'rgb(110,110,110)');
    shadow.addColorStop(1, 'rgb(250,250,250)');
    context.fillStyle = shadow;
    context.fillRect(0, 0, scan.width, scan.height);
    context.fillStyle = '#000';
    for (let y = 200; y < 1100; y += 100) context.fillRect(250, y, 500, 20);
    expect(straightenSheet(await canvas.loadImage(scan.toBuffer('image/png')), () => 1)).toBeNull();
  });
});
