import canvas from '@napi-rs/canvas';
import { describe, expect, it } from '@jest/globals';
import { flattenSheet, rectangleToQuad, type Point } from '../ocr/ocrPerspective.js';

/**
 * A photo of a sheet (600 × 800) lying at an angle on a dark table: its corners at `corners` in a 900 × 1000 image,
 * with three printed rules across it at a quarter, half and three quarters of its height.
 */
function photo(corners: [Point, Point, Point, Point]) {
  const image = canvas.createCanvas(900, 1000);
  const context = image.getContext('2d');
  context.fillStyle = '#505050';
  context.fillRect(0, 0, 900, 1000);
  context.fillStyle = '#f4f4f4';
  context.beginPath();
  corners.forEach(({ x, y }, index) => (index === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
  context.closePath();
  context.fill();
  const toPhoto = rectangleToQuad(600, 800, corners);
  context.fillStyle = '#000';
  for (const rule of [200, 400, 600])
    for (let x = 60; x < 540; x += 1) {
      const { x: u, y: v } = toPhoto(x, rule);
      context.fillRect(u, v, 2, 3);
    }
  return image;
}

/** The rows of the flattened sheet where the dark pixels of a column are. */
function darkRows(image: canvas.Canvas, column: number): number[] {
  const { data } = image.getContext('2d').getImageData(column, 0, 1, image.height);
  const rows: number[] = [];
  for (let y = 0; y < image.height; y += 1) if (data[y * 4]! < 100) rows.push(y);
  return rows;
}

describe('flattening a photographed sheet', () => {
  it('maps a sheet seen at an angle back to a rectangle whose printed rules run straight across', () => {
    // Keystone (the far edge narrower) and a slight turn, as a phone held over a table sees a sheet.
    const flat = flattenSheet(
      photo([
        { x: 170, y: 110 },
        { x: 740, y: 90 },
        { x: 820, y: 930 },
        { x: 90, y: 900 },
      ]),
      4_000_000,
    );
    expect(flat).not.toBeNull();
    expect(flat!.width / flat!.height).toBeGreaterThan(0.6);
    expect(flat!.width / flat!.height).toBeLessThan(0.95);
    // The same rule crosses the left and the right of the sheet at the same height (within a few pixels).
    const left = darkRows(flat!, Math.round(flat!.width * 0.15));
    const right = darkRows(flat!, Math.round(flat!.width * 0.85));
    expect(left.length).toBeGreaterThanOrEqual(3);
    expect(right.length).toBeGreaterThanOrEqual(3);
    const middle = (rows: number[]) => rows.filter((row) => Math.abs(row - flat!.height / 2) < flat!.height / 8);
    const leftMiddle = middle(left);
    const rightMiddle = middle(right);
    expect(leftMiddle.length).toBeGreaterThan(0);
    expect(Math.abs(leftMiddle[0]! - rightMiddle[0]!)).toBeLessThanOrEqual(6);
  });

  it('leaves a scan alone: paper fills the whole frame', () => {
    const scan = canvas.createCanvas(600, 800);
    const context = scan.getContext('2d');
    context.fillStyle = '#fafafa';
    context.fillRect(0, 0, 600, 800);
    context.fillStyle = '#000';
    for (let y = 100; y < 700; y += 40) context.fillRect(60, y, 400, 10);
    expect(flattenSheet(scan, 4_000_000)).toBeNull();
  });

  it('leaves a page with a shadow across it alone (its light side reaches the edges of the picture)', () => {
    const shaded = canvas.createCanvas(850, 1100);
    const context = shaded.getContext('2d');
    const shadow = context.createLinearGradient(0, 0, 850, 0);
    shadow.addColorStop(0, 'rgb(90,90,90)');
    shadow.addColorStop(1, 'rgb(250,250,250)');
    context.fillStyle = shadow;
    context.fillRect(0, 0, 850, 1100);
    expect(flattenSheet(shaded, 4_000_000)).toBeNull();
  });

  it('leaves a photo with no darker surround alone', () => {
    const blank = canvas.createCanvas(400, 400);
    blank.getContext('2d').fillStyle = '#808080';
    blank.getContext('2d').fillRect(0, 0, 400, 400);
    expect(flattenSheet(blank, 4_000_000)).toBeNull();
  });
});
