import { decodeHeic, drawOnWhite, type HeicDecodeResult } from '../../../canvasImages.js';

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

export type HeicJobResult = { ok: true; jpeg: Uint8Array; width: number; height: number } | Extract<HeicDecodeResult, { ok: false }>;

/**
 * The first picture of a HEIC file as a JPEG, at most `maxSide` on its longest side. The JPEG is drawn anew from the
 * pixels, so nothing of the original's metadata (EXIF: location, time, camera; XMP) is in it.
 */
export async function heicToJpeg({ bytes }: HeicJob): Promise<HeicJobResult> {
  const decoded = await decodeHeic(bytes, HEIC_LIMITS.maxSourcePixels);
  if (!decoded.ok) return decoded;
  const { image } = decoded;
  const scale = Math.min(1, HEIC_LIMITS.maxSide / Math.max(image.width, image.height));
  const target = drawOnWhite(image, image.width * scale, image.height * scale);
  return { ok: true, jpeg: new Uint8Array(await target.encode('jpeg', HEIC_LIMITS.jpegQuality)), width: target.width, height: target.height };
}
