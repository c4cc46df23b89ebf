import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readUploadBytes } from '../../../graphql/uploadBytes.js';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { appError, badInput, ErrorCode } from '../../../graphql/errors.js';
import { WorkerJobError, WorkerPool } from '../../../workers/workerPool.js';
import { HEIC_LIMITS, type HeicJob, type HeicJobResult } from './heicConversion.js';

export const MEAL_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export type MealPhotoType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

export interface MealPhoto {
  type: MealPhotoType;
  bytes: Buffer;
}

// The worker module sits beside this one with the same extension: .ts under tsx and jest, .js once compiled.
const extension = path.extname(fileURLToPath(import.meta.url));

/** HEIC decoding is slow and memory-hungry: one photo at a time, off the request thread; a few more wait their turn. */
const heicPool = new WorkerPool<HeicJob, HeicJobResult>({
  file: new URL(`./heicWorker${extension}`, import.meta.url),
  size: 1,
  maxQueued: 8,
  timeoutMs: HEIC_LIMITS.timeoutMs,
  resourceLimits: { maxOldGenerationSizeMb: HEIC_LIMITS.maxHeapMb, maxYoungGenerationSizeMb: 32 },
});
export const mealPhotoHeicPool = heicPool;

const damaged = () => badInput('The photo is damaged and could not be read. Take it again and retry.', [{ field: 'photo', message: 'Damaged image' }]);

const tooLarge = () =>
  appError(ErrorCode.PAYLOAD_TOO_LARGE, `The photo is larger than ${MEAL_PHOTO_MAX_BYTES / 1024 / 1024} MB. Take a smaller picture and try again.`);
const notAnImage = () => appError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'The file is not a photo. Send a JPEG, PNG, WebP or HEIC image.');

/** The image type from the first bytes (never from the name or the declared type). */
export function imageTypeOf(bytes: Buffer): MealPhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp' && /^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(bytes.subarray(8, 12).toString('latin1')))
    return 'image/heic';
  return null;
}

/** JPEG without its APP1–APP15 segments (EXIF, XMP: camera, time, GPS) and comments; the picture is untouched. */
function stripJpeg(bytes: Buffer): Buffer {
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]!;
    if (marker === 0xda) break; // start of scan: the rest is image data
    const length = bytes.readUInt16BE(offset + 2);
    const isMetadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!isMetadata) parts.push(bytes.subarray(offset, offset + 2 + length));
    offset += 2 + length;
  }
  parts.push(bytes.subarray(offset));
  return Buffer.concat(parts);
}

/** PNG without its text and EXIF chunks. */
function stripPng(bytes: Buffer): Buffer {
  const parts: Buffer[] = [bytes.subarray(0, 8)];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.subarray(offset + 4, offset + 8).toString('latin1');
    const end = offset + 12 + length;
    if (!['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME'].includes(type)) parts.push(bytes.subarray(offset, end));
    offset = end;
  }
  return Buffer.concat(parts);
}

/** WebP without its EXIF and XMP chunks (the RIFF size is rewritten to match). */
function stripWebp(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const type = bytes.subarray(offset, offset + 4).toString('latin1');
    const size = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2);
    if (type !== 'EXIF' && type !== 'XMP ') parts.push(bytes.subarray(offset, end));
    offset = end;
  }
  const body = Buffer.concat(parts);
  const header = Buffer.from(bytes.subarray(0, 12));
  header.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([header, body]);
}

/** The photo with location, time and camera metadata removed before it goes anywhere (HEIC: see `heicAsJpeg`). */
export function stripImageMetadata(photo: MealPhoto): MealPhoto {
  try {
    if (photo.type === 'image/jpeg') return { ...photo, bytes: stripJpeg(photo.bytes) };
    if (photo.type === 'image/png') return { ...photo, bytes: stripPng(photo.bytes) };
    if (photo.type === 'image/webp') return { ...photo, bytes: stripWebp(photo.bytes) };
  } catch {
    throw damaged();
  }
  return photo;
}

/**
 * A HEIC photo (iPhones' default) as a JPEG drawn from its pixels, so without its EXIF (location, time, camera):
 * most vision APIs do not take HEIC. Decoded in a worker thread, at most `HEIC_LIMITS.maxSourcePixels`, scaled to at
 * most `HEIC_LIMITS.maxSide`.
 */
export async function heicAsJpeg(bytes: Buffer): Promise<MealPhoto> {
  let result: HeicJobResult;
  try {
    result = await heicPool.run({ bytes: new Uint8Array(bytes) });
  } catch (error) {
    if (!(error instanceof WorkerJobError)) throw error;
    if (error.reason === 'busy') throw appError(ErrorCode.RATE_LIMITED, 'Many photos are being read right now. Try again in a minute.');
    if (error.reason === 'time' || error.reason === 'memory') {
      throw appError(ErrorCode.UNPROCESSABLE_CONTENT, 'The photo could not be read in time. Take a smaller picture (or a JPEG) and try again.');
    }
    throw damaged();
  }
  if (result.ok) return { type: 'image/jpeg', bytes: Buffer.from(result.jpeg.buffer, result.jpeg.byteOffset, result.jpeg.byteLength) };
  if (result.reason === 'pixels') {
    throw appError(
      ErrorCode.PAYLOAD_TOO_LARGE,
      `The photo has ${Math.round(result.found / 1e6)} megapixels; at most ${HEIC_LIMITS.maxSourcePixels / 1e6} can be read. Take a smaller picture and try again.`,
    );
  }
  throw damaged();
}

/** Reads the uploaded photo into memory (at most 10 MB; it is never stored) and checks it is an image by its bytes. */
export async function readMealPhoto(upload: Promise<FileUpload> | FileUpload): Promise<MealPhoto> {
  const { bytes } = await readUploadBytes(upload, { maxBytes: MEAL_PHOTO_MAX_BYTES, field: 'photo', tooLarge });
  if (bytes.length === 0) throw badInput('The photo is empty.', [{ field: 'photo', message: 'Empty file' }]);
  const type = imageTypeOf(bytes);
  if (!type) throw notAnImage();
  if (type === 'image/heic') return heicAsJpeg(bytes);
  return stripImageMetadata({ type, bytes });
}
