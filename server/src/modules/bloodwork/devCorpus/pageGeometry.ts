import canvas from '@napi-rs/canvas';

/**
 * Plane geometry of a photographed page: the homography (projective map) between a sheet of paper and the photo of it,
 * solved from four corners, and the resampling of an image through it. A camera held at an angle over a sheet sees
 * a quadrilateral: the far edge shorter and the lines of print crowded towards it. The scan conditions use it to
 * photograph a rendered sheet the way a tilted phone does.
 */
export interface Point {
  x: number;
  y: number;
}

/** Corners in order: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];

/** A 3×3 matrix in row order; maps (x, y, 1) to (x', y', w) and the point to (x'/w, y'/w). */
export type Homography = readonly number[];

export const rectangleCorners = (width: number, height: number): Quad => [
  { x: 0, y: 0 },
  { x: width, y: 0 },
  { x: width, y: height },
  { x: 0, y: height },
];

export function applyHomography(matrix: Homography, point: Point): Point {
  const [a, b, c, d, e, f, g, h, i] = matrix as [number, number, number, number, number, number, number, number, number];
  const w = g * point.x + h * point.y + i;
  return { x: (a * point.x + b * point.y + c) / w, y: (d * point.x + e * point.y + f) / w };
}

/** The map from the unit square (0,0), (1,0), (1,1), (0,1) to the quadrilateral, in closed form. */
function unitSquareTo([p0, p1, p2, p3]: Quad): Homography {
  const sx = p0.x - p1.x + p2.x - p3.x;
  const sy = p0.y - p1.y + p2.y - p3.y;
  if (sx === 0 && sy === 0) return [p1.x - p0.x, p3.x - p0.x, p0.x, p1.y - p0.y, p3.y - p0.y, p0.y, 0, 0, 1];
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const determinant = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / determinant;
  const h = (dx1 * sy - sx * dy1) / determinant;
  return [p1.x - p0.x + g * p1.x, p3.x - p0.x + h * p3.x, p0.x, p1.y - p0.y + g * p1.y, p3.y - p0.y + h * p3.y, p0.y, g, h, 1];
}

function invert(matrix: Homography): Homography {
  const [a, b, c, d, e, f, g, h, i] = matrix as [number, number, number, number, number, number, number, number, number];
  const cofactors = [e * i - f * h, c * h - b * i, b * f - c * e, f * g - d * i, a * i - c * g, c * d - a * f, d * h - e * g, b * g - a * h, a * e - b * d];
  const determinant = a * cofactors[0]! + b * cofactors[3]! + c * cofactors[6]!;
  return cofactors.map((value) => value / determinant);
}

function multiply(left: Homography, right: Homography): Homography {
  return Array.from({ length: 9 }, (_, at) => {
    const row = Math.floor(at / 3);
    const column = at % 3;
    return left[row * 3]! * right[column]! + left[row * 3 + 1]! * right[3 + column]! + left[row * 3 + 2]! * right[6 + column]!;
  });
}

/** The homography that takes each corner of `from` to the same corner of `to`. */
export function homographyFromCorners(from: Quad, to: Quad): Homography {
  return multiply(unitSquareTo(to), invert(unitSquareTo(from)));
}

/**
 * The image seen through a homography: each pixel of a `width` × `height` result is sampled (bilinearly) from `source`
 * at `resultToSource` of it; what falls outside the source is `fill`.
 */
export function warpImage(
  source: canvas.ImageData,
  width: number,
  height: number,
  resultToSource: Homography,
  fill: readonly [number, number, number],
): canvas.ImageData {
  const result = new canvas.ImageData(width, height);
  const out = result.data;
  const { data, width: sourceWidth, height: sourceHeight } = source;
  const [a, b, c, d, e, f, g, h, i] = resultToSource as [number, number, number, number, number, number, number, number, number];
  for (let y = 0, at = 0; y < height; y += 1) {
    // Pixel centres: pixel (x, y) covers [x, x+1) × [y, y+1).
    const v = y + 0.5;
    for (let x = 0; x < width; x += 1, at += 4) {
      const u = x + 0.5;
      const w = g * u + h * v + i;
      const sx = (a * u + b * v + c) / w - 0.5;
      const sy = (d * u + e * v + f) / w - 0.5;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= sourceWidth || y0 + 1 >= sourceHeight) {
        out[at] = fill[0];
        out[at + 1] = fill[1];
        out[at + 2] = fill[2];
        out[at + 3] = 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const topLeft = (y0 * sourceWidth + x0) * 4;
      const bottomLeft = topLeft + sourceWidth * 4;
      // Weights of the four source pixels around the point.
      const weightTopLeft = (1 - fx) * (1 - fy);
      const weightTopRight = fx * (1 - fy);
      const weightBottomLeft = (1 - fx) * fy;
      const weightBottomRight = fx * fy;
      out[at] =
        data[topLeft]! * weightTopLeft + data[topLeft + 4]! * weightTopRight + data[bottomLeft]! * weightBottomLeft + data[bottomLeft + 4]! * weightBottomRight;
      out[at + 1] =
        data[topLeft + 1]! * weightTopLeft +
        data[topLeft + 5]! * weightTopRight +
        data[bottomLeft + 1]! * weightBottomLeft +
        data[bottomLeft + 5]! * weightBottomRight;
      out[at + 2] =
        data[topLeft + 2]! * weightTopLeft +
        data[topLeft + 6]! * weightTopRight +
        data[bottomLeft + 2]! * weightBottomLeft +
        data[bottomLeft + 6]! * weightBottomRight;
      out[at + 3] = 255;
    }
  }
  return result;
}
