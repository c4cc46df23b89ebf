// Draws the Nutri app icons (PNG) without any image library: shapes are rasterised from
// signed-distance functions with 4×4 supersampling and written with zlib.
// Run: node web/scripts/generate-icons.mjs   (writes web/public/icons/*.png)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buffer) => {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Shapes in a 64×64 design space (the same drawing as the SVG logo in BrandMark.tsx).
const roundedSquare = (x, y, radius) => {
  const qx = Math.abs(x - 32) - (32 - radius);
  const qy = Math.abs(y - 32) - (32 - radius);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
};
const bowl = (x, y) => Math.max(Math.hypot(x - 32, y - 34) - 18, 34 - y); // lower half-disc
// A leaf: the intersection of two circles.
const leaf = (x, y, [ax, ay], [bx, by], r) => Math.max(Math.hypot(x - ax, y - ay) - r, Math.hypot(x - bx, y - by) - r);
// Leaves growing out of the bowl: base (33,33) → tip (48,12) and base (31,33) → tip (18,19).
const bigLeaf = (x, y) => leaf(x, y, [50.579, 29.699], [30.421, 15.301], 17.886);
const smallLeaf = (x, y) => leaf(x, y, [31.393, 19.6], [17.607, 32.4], 13.406);

const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);
const hex = (value) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));
const GRADIENT_FROM = hex('#1f9a76');
const GRADIENT_TO = hex('#0e5a45');

/** The icon's background at a point: the gradient, clipped to a rounded square unless full-bleed. */
function background(u, v, { fullBleed }) {
  if (!fullBleed && roundedSquare(u, v, 16) > 0) return [0, 0, 0, 0];
  return [...mix(GRADIENT_FROM, GRADIENT_TO, Math.min(1, Math.max(0, (u + v) / 128))), 255];
}

/** The mark (bowl over two leaves) at a point, or null outside it. */
function mark(x, y) {
  if (bowl(x, y) <= 0) return [255, 255, 255, 255];
  if (bigLeaf(x, y) <= 0) return [...hex('#b9f0d6'), 255];
  if (smallLeaf(x, y) <= 0) return [...hex('#dcf3e8'), 255];
  return null;
}

function render(size, { fullBleed = false, contentScale = 1 } = {}) {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const u = ((px + (sx + 0.5) / samples) / size) * 64;
          const v = ((py + (sy + 0.5) / samples) / size) * 64;
          // Maskable icons keep the mark inside the safe zone: shrink it around the centre.
          const [x, y] = [32 + (u - 32) / contentScale, 32 + (v - 32) / contentScale];
          const behind = background(u, v, { fullBleed });
          const color = (behind[3] > 0 && mark(x, y)) || behind;
          const pre = color[3] / 255;
          sum[0] += color[0] * pre;
          sum[1] += color[1] * pre;
          sum[2] += color[2] * pre;
          sum[3] += color[3];
        }
      }
      const n = samples * samples;
      const alpha = sum[3] / n;
      const offset = (py * size + px) * 4;
      const unpremultiply = alpha > 0 ? 255 / alpha : 0;
      rgba[offset] = Math.round((sum[0] / n) * unpremultiply);
      rgba[offset + 1] = Math.round((sum[1] / n) * unpremultiply);
      rgba[offset + 2] = Math.round((sum[2] / n) * unpremultiply);
      rgba[offset + 3] = Math.round(alpha);
    }
  }
  return encodePng(size, rgba);
}

mkdirSync(outDir, { recursive: true });
const icons = {
  'icon-192.png': render(192),
  'icon-512.png': render(512),
  'maskable-192.png': render(192, { fullBleed: true, contentScale: 0.72 }),
  'maskable-512.png': render(512, { fullBleed: true, contentScale: 0.72 }),
  'apple-touch-icon.png': render(180, { fullBleed: true, contentScale: 0.8 }),
};
for (const [name, png] of Object.entries(icons)) {
  writeFileSync(join(outDir, name), png);
  console.log(`${name}: ${png.length} bytes`);
}
