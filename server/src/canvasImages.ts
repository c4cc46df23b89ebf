import canvas from '@napi-rs/canvas';
import heicDecode from 'heic-decode';

/** Pictures from untrusted files, drawn anew on a canvas (nothing of the file's metadata survives), for OCR and vision. */

export type HeicDecodeResult = { ok: true; image: canvas.Canvas } | { ok: false; reason: 'corrupt' } | { ok: false; reason: 'pixels'; found: number };

/** Raw RGBA pixels on a canvas of their size. */
export function rgbaCanvas(data: Uint8ClampedArray, width: number, height: number): canvas.Canvas {
  const full = canvas.createCanvas(width, height);
  full.getContext('2d').putImageData(new canvas.ImageData(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height), 0, 0);
  return full;
}

/** `source` scaled to `width` × `height` over white: JPEG has no transparency, and OCR reads dark ink on light paper. */
export function drawOnWhite(source: canvas.Image | canvas.Canvas, width: number, height: number): canvas.Canvas {
  const target = canvas.createCanvas(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
  const context = target.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, target.width, target.height);
  context.drawImage(source, 0, 0, target.width, target.height);
  return target;
}

/** The first picture of a HEIC file on a canvas; one of more than `maxPixels` is refused before its pixels are decoded. */
export async function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<HeicDecodeResult> {
  let images: Awaited<ReturnType<typeof heicDecode.all>>;
  try {
    images = await heicDecode.all({ buffer: bytes });
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  try {
    const first = images[0];
    if (!first || first.width <= 0 || first.height <= 0) return { ok: false, reason: 'corrupt' };
    if (first.width * first.height > maxPixels) return { ok: false, reason: 'pixels', found: first.width * first.height };
    let decoded: Awaited<ReturnType<typeof first.decode>>;
    try {
      decoded = await first.decode();
    } catch {
      return { ok: false, reason: 'corrupt' };
    }
    return { ok: true, image: rgbaCanvas(decoded.data, decoded.width, decoded.height) };
  } finally {
    images.dispose();
  }
}
