import zlib from 'node:zlib';

/** Hard limits on reading one uploaded lab report; a real report is a few pages with a few dozen results. */
export const LAB_REPORT_LIMITS = {
  maxPages: 50,
  /** Everything the file's compressed streams inflate to, together. */
  maxInflatedBytes: 100 * 1024 * 1024,
  maxValues: 500,
  timeoutMs: 20_000,
  maxHeapMb: 256,
} as const;

export type LabReportLimit = 'pages' | 'inflated_bytes' | 'values';

/** The file is over one of the hard limits; `found` is how far it got (at least the limit plus one). */
export class LabReportLimitError extends Error {
  override readonly name = 'LabReportLimitError';

  constructor(
    readonly limit: LabReportLimit,
    readonly found: number,
  ) {
    super(`The PDF is over the ${limit} limit (${found}).`);
  }
}

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');
/** A page object (not the /Pages tree nodes): counted in the file and in its compressed object streams. */
const PAGE_OBJECT = /\/Type\s*\/Page(?![A-Za-z])/g;
/** Object streams are small; big streams are page contents or images, which hold no page objects. */
const MAX_SCANNED_OBJECT_STREAM = 1024 * 1024;

const countPages = (text: string) => text.match(PAGE_OBJECT)?.length ?? 0;

function inflateWithin(data: Buffer, budget: number): Buffer | null {
  try {
    return zlib.inflateSync(data, { maxOutputLength: budget + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ERR_BUFFER_TOO_LARGE') return Buffer.alloc(budget + 1);
    return null; // not zlib data (an image, another filter) or damaged: the PDF reader decides what to make of it
  }
}

/**
 * Checks, before the PDF reader sees the file, that it has at most `maxPages` page objects and that its compressed
 * streams inflate to at most `maxInflatedBytes` together — a 2 MB stream can inflate to gigabytes. Inflation stops
 * as soon as the budget is spent, so checking a bomb costs no more than the budget.
 */
export function checkPdfWithinLimits(pdf: Uint8Array, limits: { maxPages: number; maxInflatedBytes: number } = LAB_REPORT_LIMITS): void {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let pages = countPages(bytes.toString('latin1'));
  let inflatedBytes = 0;
  let at = bytes.indexOf(STREAM);
  while (at >= 0 && pages <= limits.maxPages) {
    const isEndKeyword = at >= 3 && bytes.toString('latin1', at - 3, at) === 'end';
    let start = at + STREAM.length;
    if (bytes[start] === 0x0d) start += 1;
    if (bytes[start] === 0x0a) start += 1;
    const end = isEndKeyword ? -1 : bytes.indexOf(END_STREAM, start);
    if (end >= 0) {
      const inflated = inflateWithin(bytes.subarray(start, end), limits.maxInflatedBytes - inflatedBytes);
      inflatedBytes += inflated?.length ?? 0;
      if (inflatedBytes > limits.maxInflatedBytes) throw new LabReportLimitError('inflated_bytes', inflatedBytes);
      if (inflated && inflated.length <= MAX_SCANNED_OBJECT_STREAM) pages += countPages(inflated.toString('latin1'));
    }
    at = bytes.indexOf(STREAM, end >= 0 ? end + END_STREAM.length : at + STREAM.length);
  }
  if (pages > limits.maxPages) throw new LabReportLimitError('pages', pages);
}
