import canvas from '@napi-rs/canvas';
import heicDecode from 'heic-decode';

/** What a HEIC photo may be, and what is sent on: enough for a vision model to see a plate, small enough to send. */
export const HEIC_LIMITS = {
  /** The largest picture decoded (a 48 MP phone camera is 8064 × 6048); more is refused before decoding. */
  maxSourcePixels: 50_000_000,
  /** The longest side of the JPEG sent on (vision APIs scale larger pictures down anyway). */
  maxSide: 2048,
  jpegQuality: 85,
  timeoutMs: 30_000,
  maxHeapMb: 192,
} as const;

export interface HeicJob {
  bytes: Uint8Array;
}

export type HeicJobResult =
  { ok: true; jpeg: Uint8Array; width: number; height: number } | { ok: false; reason: 'corrupt' } | { ok: false; reason: 'pixels'; found: number };

/**
 * The first picture of a HEIC file as a JPEG, at most `maxSide` on its longest side. The JPEG is drawn anew from the
 * pixels, so nothing of the original's metadata (EXIF: location, time, camera; XMP) is in it.
 */
export async function heicToJpeg({ bytes }: HeicJob): Promise<HeicJobResult> {
  let images: Awaited<ReturnType<typeof heicDecode.all>>;
  try {
    images = await heicDecode.all({ buffer: bytes });
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  try {
    const first = images[0];
    if (!first || first.width <= 0 || first.height <= 0) return { ok: false, reason: 'corrupt' };
    if (first.width * first.height > HEIC_LIMITS.maxSourcePixels) return { ok: false, reason: 'pixels', found: first.width * first.height };
    let decoded;
    try {
      decoded = await first.decode();
    } catch {
      return { ok: false, reason: 'corrupt' };
    }
    const { width, height, data } = decoded;
    const full = canvas.createCanvas(width, height);
    full.getContext('2d').putImageData(new canvas.ImageData(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height), 0, 0);
    const scale = Math.min(1, HEIC_LIMITS.maxSide / Math.max(width, height));
    const target = canvas.createCanvas(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
    const context = target.getContext('2d');
    // A photo with transparency (rare in HEIC) gets a white background, as JPEG has none.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, target.width, target.height);
    context.drawImage(full, 0, 0, target.width, target.height);
    return { ok: true, jpeg: new Uint8Array(await target.encode('jpeg', HEIC_LIMITS.jpegQuality)), width: target.width, height: target.height };
  } finally {
    images.dispose();
  }
}
