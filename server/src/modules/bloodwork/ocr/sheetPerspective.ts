import canvas from '@napi-rs/canvas';

/** The sheet is found on a copy of the photo this many pixels wide: enough to place its corners, too coarse for specks. */
const OVERVIEW_WIDTH = 400;
/** A sheet whose corners all lie this close (share of the image's size) to the image's corners fills it: a scan. */
const FILLS_IMAGE = 0.015;
/**
 * Paper is this many grey levels brighter than the surface just outside it, along each side of the sheet that is not
 * the image's border. A shadow or a light gradient across a scanned page changes far more slowly than this, so the
 * bright half of a shaded scan is never taken for a sheet.
 */
const SHEET_EDGE_STEP = 40;
/** How far (overview pixels) either side of a sheet's side its paper and the surface are sampled. */
const EDGE_REACH = 3;
/** Rows of the straightened sheet drawn with one affine map; within them the perspective bends text by < 0.1 px. */
const STRIP_ROWS = 8;
/** A bright region smaller than this share of the photo is not the sheet (a lamp's reflection, a white mug). */
const MIN_SHEET_SHARE = 0.3;

export interface Point {
  x: number;
  y: number;
}

export type Homography = readonly [number, number, number, number, number, number, number, number];

/** The sheet's corners in the photo, clockwise from top-left. */
export type SheetCorners = readonly [Point, Point, Point, Point];

/**
 * The four corners of the sheet in a photo of a page on a darker surface: the sheet is the largest bright region
 * (paper against the global Otsu threshold) and its corners are that region's extreme points along the diagonals.
 * Null when the page fills the image (a scan) or when no convex, page-sized quadrilateral is found.
 */
export function findSheetCorners(grey: Uint8ClampedArray, width: number, height: number): SheetCorners | null {
  const threshold = otsuThreshold(grey);
  const region = largestRegion(grey, width, height, threshold);
  if (region.length < width * height * MIN_SHEET_SHARE) return null;
  // Extremes along the diagonals: top-left has the least x + y, top-right the most x - y, and so on.
  const extremes = [region[0]!, region[0]!, region[0]!, region[0]!];
  const scores = [Infinity, -Infinity, -Infinity, Infinity];
  for (const index of region) {
    const x = index % width;
    const y = Math.floor(index / width);
    if (x + y < scores[0]!) [scores[0], extremes[0]] = [x + y, index];
    if (x - y > scores[1]!) [scores[1], extremes[1]] = [x - y, index];
    if (x + y > scores[2]!) [scores[2], extremes[2]] = [x + y, index];
    if (x - y < scores[3]!) [scores[3], extremes[3]] = [x - y, index];
  }
  const at = (index: number) => ({ x: index % width, y: Math.floor(index / width) });
  const [topLeft, topRight, bottomRight, bottomLeft] = extremes.map(at) as [Point, Point, Point, Point];
  // The far edge of the pixel for corners on the right or bottom.
  const corners: SheetCorners = [
    topLeft,
    { x: topRight.x + 1, y: topRight.y },
    { x: bottomRight.x + 1, y: bottomRight.y + 1 },
    { x: bottomLeft.x, y: bottomLeft.y + 1 },
  ];
  const imageCorners = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  const fillsImage = corners.every(
    (corner, index) =>
      Math.abs(corner.x - imageCorners[index]!.x) <= width * FILLS_IMAGE && Math.abs(corner.y - imageCorners[index]!.y) <= height * FILLS_IMAGE,
  );
  if (fillsImage || !isConvex(corners) || quadrilateralArea(corners) < width * height * MIN_SHEET_SHARE) return null;
  return hasSharpEdges(grey, width, height, corners) ? corners : null;
}

export interface StraightenedSheet {
  image: canvas.Canvas;
  /** The sheet's width in the photo (pixels, its longer side edge); `image` is this times the scale asked for. */
  photoWidth: number;
  scale: number;
}

/**
 * A photographed sheet cut out of its surroundings and seen square-on: the sheet's quadrilateral is mapped onto a
 * rectangle as wide and tall as its longer opposite sides, times `scaleFor(width, height)`. Enlarging in the same step
 * samples the photo once (a second resampling blurs small print further). Null when the image shows no sheet on a
 * surface (a scan).
 */
export function straightenSheet(photo: canvas.Image, scaleFor: (width: number, height: number) => number): StraightenedSheet | null {
  const overviewScale = Math.min(1, OVERVIEW_WIDTH / photo.width);
  const overviewWidth = Math.max(1, Math.round(photo.width * overviewScale));
  const overviewHeight = Math.max(1, Math.round(photo.height * overviewScale));
  const overview = canvas.createCanvas(overviewWidth, overviewHeight);
  const overviewContext = overview.getContext('2d');
  overviewContext.imageSmoothingEnabled = true;
  overviewContext.imageSmoothingQuality = 'high';
  overviewContext.drawImage(photo, 0, 0, overviewWidth, overviewHeight);
  const found = findSheetCorners(greyOf(overviewContext.getImageData(0, 0, overviewWidth, overviewHeight).data), overviewWidth, overviewHeight);
  if (!found) return null;
  const corners = found.map(({ x, y }) => ({ x: x / overviewScale, y: y / overviewScale })) as unknown as SheetCorners;
  const [topLeft, topRight, bottomRight, bottomLeft] = corners;
  const sheetWidth = Math.max(distance(topLeft, topRight), distance(bottomLeft, bottomRight));
  const sheetHeight = Math.max(distance(topLeft, bottomLeft), distance(topRight, bottomRight));
  const scale = scaleFor(sheetWidth, sheetHeight);
  const width = Math.round(sheetWidth * scale);
  const height = Math.round(sheetHeight * scale);
  const toPhoto = rectangleToQuadrilateral(width, height, corners);

  // Drawn in strips a few rows tall, each by the affine map that agrees with the perspective along the strip's top
  // edge and left side: the canvas's own high-quality filter then samples the photo, which keeps small print sharper
  // than sampling it point by point (value recall on phone photos of the development set 28 % with bilinear samples).
  const sheet = canvas.createCanvas(width, height);
  const sheetContext = sheet.getContext('2d');
  sheetContext.imageSmoothingEnabled = true;
  sheetContext.imageSmoothingQuality = 'high';
  for (let top = 0; top < height; top += STRIP_ROWS) {
    const bottom = Math.min(height, top + STRIP_ROWS);
    const origin = applyHomography(toPhoto, { x: 0, y: top });
    const along = applyHomography(toPhoto, { x: width, y: top });
    const down = applyHomography(toPhoto, { x: 0, y: bottom });
    // The linear part maps the strip's photo edges (along, down) onto the sheet's (width, 0) and (0, strip height).
    const ux = along.x - origin.x;
    const uy = along.y - origin.y;
    const vx = down.x - origin.x;
    const vy = down.y - origin.y;
    const determinant = ux * vy - uy * vx;
    const a = (width * vy) / determinant;
    const c = (-width * vx) / determinant;
    const b = (-(bottom - top) * uy) / determinant;
    const d = ((bottom - top) * ux) / determinant;
    sheetContext.save();
    sheetContext.beginPath();
    sheetContext.rect(0, top, width, bottom - top + 1);
    sheetContext.clip();
    sheetContext.setTransform(a, b, c, d, -(a * origin.x + c * origin.y), top - (b * origin.x + d * origin.y));
    sheetContext.drawImage(photo, 0, 0);
    sheetContext.restore();
  }
  return { image: sheet, photoWidth: sheetWidth, scale };
}

export function greyOf(rgba: Uint8ClampedArray): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(rgba.length / 4);
  for (let index = 0, at = 0; index < grey.length; index += 1, at += 4) grey[index] = (rgba[at]! * 299 + rgba[at + 1]! * 587 + rgba[at + 2]! * 114) / 1000;
  return grey;
}

function otsuThreshold(grey: Uint8ClampedArray): number {
  const histogram = new Float64Array(256);
  for (const level of grey) histogram[level]! += 1;
  let total = 0;
  for (let level = 0; level < 256; level += 1) total += level * histogram[level]!;
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 128;
  for (let level = 0; level < 256; level += 1) {
    below += histogram[level]!;
    belowSum += level * histogram[level]!;
    const above = grey.length - below;
    if (below === 0 || above === 0) continue;
    const meanGap = belowSum / below - (total - belowSum) / above;
    const betweenVariance = below * above * meanGap * meanGap;
    if (betweenVariance > best) {
      best = betweenVariance;
      threshold = level;
    }
  }
  return threshold;
}

/** The pixel indexes of the largest 4-connected region brighter than `threshold`. */
function largestRegion(grey: Uint8ClampedArray, width: number, height: number, threshold: number): Int32Array {
  const label = new Int32Array(grey.length);
  const queue = new Int32Array(grey.length);
  let best = new Int32Array(0);
  let next = 1;
  for (let start = 0; start < grey.length; start += 1) {
    if (label[start] !== 0 || grey[start]! <= threshold) continue;
    label[start] = next;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    while (head < tail) {
      const index = queue[head++]!;
      const x = index % width;
      const neighbours = [x > 0 ? index - 1 : -1, x < width - 1 ? index + 1 : -1, index - width, index + width];
      for (const neighbour of neighbours) {
        if (neighbour < 0 || neighbour >= grey.length || label[neighbour] !== 0 || grey[neighbour]! <= threshold) continue;
        label[neighbour] = next;
        queue[tail++] = neighbour;
      }
    }
    if (tail > best.length) best = queue.slice(0, tail);
    next += 1;
  }
  return best;
}

/** Whether every side of the sheet away from the image's border is a sharp step from bright paper to a darker surface. */
function hasSharpEdges(grey: Uint8ClampedArray, width: number, height: number, corners: SheetCorners): boolean {
  const onBorder = (a: Point, b: Point) =>
    (a.x <= width * FILLS_IMAGE && b.x <= width * FILLS_IMAGE) ||
    (a.x >= width * (1 - FILLS_IMAGE) && b.x >= width * (1 - FILLS_IMAGE)) ||
    (a.y <= height * FILLS_IMAGE && b.y <= height * FILLS_IMAGE) ||
    (a.y >= height * (1 - FILLS_IMAGE) && b.y >= height * (1 - FILLS_IMAGE));
  const level = (x: number, y: number) => {
    const column = Math.round(x);
    const row = Math.round(y);
    return column < 0 || row < 0 || column >= width || row >= height ? null : grey[row * width + column]!;
  };
  let sidesOnSurface = 0;
  for (let index = 0; index < 4; index += 1) {
    const from = corners[index]!;
    const to = corners[(index + 1) % 4]!;
    if (onBorder(from, to)) continue;
    sidesOnSurface += 1;
    const length = distance(from, to);
    // Clockwise corners in image coordinates (y down): the outward normal of a side is its direction turned left.
    const outX = (to.y - from.y) / length;
    const outY = -(to.x - from.x) / length;
    const steps: number[] = [];
    for (let share = 0.1; share <= 0.9; share += 0.04) {
      const x = from.x + (to.x - from.x) * share;
      const y = from.y + (to.y - from.y) * share;
      const paper = level(x - outX * EDGE_REACH, y - outY * EDGE_REACH);
      const surface = level(x + outX * EDGE_REACH, y + outY * EDGE_REACH);
      if (paper !== null && surface !== null) steps.push(paper - surface);
    }
    steps.sort((a, b) => a - b);
    if (steps.length === 0 || steps[Math.floor(steps.length / 2)]! < SHEET_EDGE_STEP) return false;
  }
  return sidesOnSurface > 0;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

function quadrilateralArea(corners: SheetCorners): number {
  let twice = 0;
  for (let index = 0; index < 4; index += 1) {
    const a = corners[index]!;
    const b = corners[(index + 1) % 4]!;
    twice += a.x * b.y - b.x * a.y;
  }
  return Math.abs(twice) / 2;
}

function isConvex(corners: SheetCorners): boolean {
  const turns = corners.map((a, index) => {
    const b = corners[(index + 1) % 4]!;
    const c = corners[(index + 2) % 4]!;
    return Math.sign((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x));
  });
  return turns.every((turn) => turn !== 0 && turn === turns[0]);
}

/**
 * The projective map taking the rectangle (0,0)–(width,height) onto the quadrilateral (clockwise from top-left), as the
 * eight coefficients of x' = (ax + by + c) / (gx + hy + 1), y' = (dx + ey + f) / (gx + hy + 1): one equation pair per corner.
 */
export function rectangleToQuadrilateral(width: number, height: number, corners: SheetCorners): Homography {
  const from = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  const rows: number[][] = [];
  from.forEach(({ x, y }, index) => {
    const { x: u, y: v } = corners[index]!;
    rows.push([x, y, 1, 0, 0, 0, -x * u, -y * u, u]);
    rows.push([0, 0, 0, x, y, 1, -x * v, -y * v, v]);
  });
  return solveLinear(rows) as unknown as Homography;
}

export function applyHomography([a, b, c, d, e, f, g, h]: Homography, { x, y }: Point): Point {
  const w = g * x + h * y + 1;
  return { x: (a * x + b * y + c) / w, y: (d * x + e * y + f) / w };
}

/** Gaussian elimination with partial pivoting on an augmented matrix (each row: coefficients, then the constant). */
function solveLinear(rows: number[][]): number[] {
  const size = rows.length;
  for (let column = 0; column < size; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < size; row += 1) if (Math.abs(rows[row]![column]!) > Math.abs(rows[pivot]![column]!)) pivot = row;
    [rows[column], rows[pivot]] = [rows[pivot]!, rows[column]!];
    const lead = rows[column]!;
    for (let row = 0; row < size; row += 1) {
      if (row === column) continue;
      const factor = rows[row]![column]! / lead[column]!;
      for (let entry = column; entry <= size; entry += 1) rows[row]![entry]! -= factor * lead[entry]!;
    }
  }
  return rows.map((row, index) => row[size]! / row[index]!);
}
