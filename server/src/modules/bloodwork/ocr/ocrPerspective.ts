import canvas from '@napi-rs/canvas';

/**
 * A phone photo shows the sheet at an angle, on a darker table: its rows converge and its columns lean, which breaks
 * rows apart when the lines are rebuilt. This finds the sheet (the large bright region against a darker surround) and
 * maps its four corners back to a rectangle. A scan, or a photo filling the frame, is left alone.
 */

/** The sheet is found on a copy this many pixels wide; corners land within a few pixels of the full image's. */
const FIND_WIDTH = 320;

export interface Point {
  x: number;
  y: number;
}

/** Otsu's threshold of a grey histogram: the level that best splits it in two classes. */
function otsu(histogram: Uint32Array, total: number): number {
  let sum = 0;
  for (let level = 0; level < 256; level += 1) sum += level * histogram[level]!;
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let threshold = 128;
  for (let level = 0; level < 256; level += 1) {
    below += histogram[level]!;
    if (below === 0 || below === total) continue;
    sumBelow += level * histogram[level]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sum - sumBelow) / (total - below);
    const between = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
}

/**
 * The corners (top-left, top-right, bottom-right, bottom-left) of the sheet in a grey image, or null when there is no
 * sheet against a clearly darker surround: the largest bright region must hold a quarter of the image and lie wholly
 * inside it.
 */
export function sheetCorners(grey: Uint8Array, width: number, height: number): [Point, Point, Point, Point] | null {
  const histogram = new Uint32Array(256);
  for (const level of grey) histogram[level]! += 1;
  const threshold = otsu(histogram, grey.length);
  let bright = 0;
  let brightSum = 0;
  let darkSum = 0;
  for (const level of grey) {
    if (level > threshold) {
      bright += 1;
      brightSum += level;
    } else darkSum += level;
  }
  const dark = grey.length - bright;
  if (bright === 0 || dark === 0 || brightSum / bright - darkSum / dark < 40) return null;

  // The largest 4-connected bright region.
  const label = new Int32Array(grey.length).fill(-1);
  let bestRegion = -1;
  let bestSize = 0;
  const stack: number[] = [];
  for (let start = 0, region = 0; start < grey.length; start += 1) {
    if (label[start] !== -1 || grey[start]! <= threshold) continue;
    label[start] = region;
    stack.push(start);
    let size = 0;
    while (stack.length > 0) {
      const at = stack.pop()!;
      size += 1;
      const x = at % width;
      for (const next of [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, at - width, at + width])
        if (next >= 0 && next < grey.length && label[next] === -1 && grey[next]! > threshold) {
          label[next] = region;
          stack.push(next);
        }
    }
    if (size > bestSize) {
      bestSize = size;
      bestRegion = region;
    }
    region += 1;
  }
  if (bestSize < grey.length * 0.25) return null;

  let topLeft = { x: 0, y: 0, score: Infinity };
  let bottomRight = { x: 0, y: 0, score: -Infinity };
  let topRight = { x: 0, y: 0, score: -Infinity };
  let bottomLeft = { x: 0, y: 0, score: Infinity };
  for (let at = 0; at < grey.length; at += 1) {
    if (label[at] !== bestRegion) continue;
    const x = at % width;
    const y = (at - x) / width;
    if (x + y < topLeft.score) topLeft = { x, y, score: x + y };
    if (x + y > bottomRight.score) bottomRight = { x, y, score: x + y };
    if (x - y > topRight.score) topRight = { x, y, score: x - y };
    if (x - y < bottomLeft.score) bottomLeft = { x, y, score: x - y };
  }
  const corners: [Point, Point, Point, Point] = [topLeft, topRight, bottomRight, bottomLeft].map(({ x, y }) => ({ x, y })) as [Point, Point, Point, Point];
  // The whole sheet must be in the picture, clear of its edges: a scan's paper reaches them, and so does the light
  // side of a shadow across a page. Flattening a partly seen sheet would stretch it, so those are left as they are.
  const margin = Math.max(2, Math.min(width, height) * 0.01);
  if (corners.some(({ x, y }) => x < margin || y < margin || x > width - 1 - margin || y > height - 1 - margin)) return null;
  return corners;
}

/** The projective map taking the rectangle [0, width] × [0, height] onto the quadrilateral `to` (TL, TR, BR, BL). */
export function rectangleToQuad(width: number, height: number, to: readonly Point[]): (x: number, y: number) => Point {
  const from = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  // Solve for h in u = (h0 x + h1 y + h2) / (h6 x + h7 y + 1), v = (h3 x + h4 y + h5) / (h6 x + h7 y + 1).
  const rows: number[][] = [];
  from.forEach(({ x, y }, index) => {
    const { x: u, y: v } = to[index]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  for (let column = 0; column < 8; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < 8; row += 1) if (Math.abs(rows[row]![column]!) > Math.abs(rows[pivot]![column]!)) pivot = row;
    [rows[column], rows[pivot]] = [rows[pivot]!, rows[column]!];
    const lead = rows[column]![column]!;
    for (let row = 0; row < 8; row += 1) {
      if (row === column) continue;
      const factor = rows[row]![column]! / lead;
      for (let k = column; k < 9; k += 1) rows[row]![k]! -= factor * rows[column]![k]!;
    }
  }
  const h = rows.map((row, index) => row[8]! / row[index]!);
  return (x, y) => {
    const w = h[6]! * x + h[7]! * y + 1;
    return { x: (h[0]! * x + h[1]! * y + h[2]!) / w, y: (h[3]! * x + h[4]! * y + h[5]!) / w };
  };
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The sheet of a photo, flattened to a rectangle (grey levels; bilinear sampling), at most `maxPixels`; null when the
 * image shows no sheet against a darker surround.
 */
export function flattenSheet(source: canvas.Image | canvas.Canvas, maxPixels: number): canvas.Canvas | null {
  const findScale = Math.min(1, FIND_WIDTH / source.width);
  const smallWidth = Math.max(1, Math.round(source.width * findScale));
  const smallHeight = Math.max(1, Math.round(source.height * findScale));
  const small = canvas.createCanvas(smallWidth, smallHeight);
  small.getContext('2d').drawImage(source, 0, 0, smallWidth, smallHeight);
  const smallData = small.getContext('2d').getImageData(0, 0, smallWidth, smallHeight).data;
  const smallGrey = new Uint8Array(smallWidth * smallHeight);
  for (let index = 0; index < smallGrey.length; index += 1)
    smallGrey[index] = (smallData[index * 4]! * 299 + smallData[index * 4 + 1]! * 587 + smallData[index * 4 + 2]! * 114) / 1000;
  const found = sheetCorners(smallGrey, smallWidth, smallHeight);
  if (!found) return null;
  // Corner pixels of the small copy, back in full-size pixels (their centres).
  const corners = found.map(({ x, y }) => ({ x: (x + 0.5) / findScale, y: (y + 0.5) / findScale }));
  const [topLeft, topRight, bottomRight, bottomLeft] = corners as [Point, Point, Point, Point];
  let width = Math.max(distance(topLeft, topRight), distance(bottomLeft, bottomRight));
  let height = Math.max(distance(topLeft, bottomLeft), distance(topRight, bottomRight));
  const fit = Math.min(1, Math.sqrt(maxPixels / Math.max(1, width * height)));
  width = Math.max(1, Math.round(width * fit));
  height = Math.max(1, Math.round(height * fit));
  const map = rectangleToQuad(width, height, corners);

  const full = canvas.createCanvas(source.width, source.height);
  full.getContext('2d').drawImage(source, 0, 0);
  const rgba = full.getContext('2d').getImageData(0, 0, source.width, source.height).data;
  const sourceWidth = source.width;
  const grey = new Uint8Array(source.width * source.height);
  for (let index = 0; index < grey.length; index += 1) grey[index] = (rgba[index * 4]! * 77 + rgba[index * 4 + 1]! * 150 + rgba[index * 4 + 2]! * 29) >> 8;
  const maxX = source.width - 2;
  const maxY = source.height - 2;
  const flat = canvas.createCanvas(width, height);
  const output = flat.getContext('2d').createImageData(width, height);
  const out = output.data;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const { x: u, y: v } = map(x + 0.5, y + 0.5);
      const uu = u - 0.5;
      const vv = v - 0.5;
      const x0 = uu < 0 ? 0 : uu > maxX ? maxX : Math.floor(uu);
      const y0 = vv < 0 ? 0 : vv > maxY ? maxY : Math.floor(vv);
      const fx = Math.min(1, Math.max(0, uu - x0));
      const fy = Math.min(1, Math.max(0, vv - y0));
      const at0 = y0 * sourceWidth + x0;
      const top = grey[at0]! + (grey[at0 + 1]! - grey[at0]!) * fx;
      const bottom = grey[at0 + sourceWidth]! + (grey[at0 + sourceWidth + 1]! - grey[at0 + sourceWidth]!) * fx;
      const at = (y * width + x) * 4;
      out[at] = out[at + 1] = out[at + 2] = top + (bottom - top) * fy;
      out[at + 3] = 255;
    }
  flat.getContext('2d').putImageData(output, 0, 0);
  return flat;
}
