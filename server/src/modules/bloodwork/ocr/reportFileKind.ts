/** What an uploaded lab report is, judged by its first bytes (never by its name or declared type). */
export type ReportFileKind = 'pdf' | 'jpeg' | 'png' | 'heic';

const PDF_MAGIC = Buffer.from('%PDF-');
/** pdf.js and Acrobat accept a little junk before the header; so do we, but nothing else passes as a PDF. */
const MAGIC_SEARCH_BYTES = 1024;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** HEIF brands that phones write for photos (HEIC, and the generic 'mif1' image brand). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heim', 'heis']);

export function reportFileKind(bytes: Uint8Array): ReportFileKind | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'png';
  if (buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (buffer.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(buffer.toString('latin1', 8, 12))) return 'heic';
  if (buffer.subarray(0, MAGIC_SEARCH_BYTES).indexOf(PDF_MAGIC) >= 0) return 'pdf';
  return null;
}

/** Width and height from a PNG or JPEG header, read before anything is decoded (a tiny file can claim 60000×60000). */
export function imageDimensions(bytes: Uint8Array, kind: 'png' | 'jpeg'): { width: number; height: number } | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind === 'png') return buffer.length >= 24 ? { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) } : null;
  let at = 2;
  while (at + 9 < buffer.length) {
    if (buffer[at] !== 0xff) return null;
    const marker = buffer[at + 1]!;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = buffer.readUInt16BE(at + 2);
    // Start-of-frame markers C0–CF, except C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: buffer.readUInt16BE(at + 5), width: buffer.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}
