/**
 * Hard limits on reading a scan or photo with OCR. A 10-page scan must finish well inside `timeoutMs` on a 2-core
 * machine; OCR time grows with pixels, so pages are rendered (or photos scaled) to at most `ocrPixels`.
 */
export const OCR_LIMITS = {
  maxPages: 15,
  /** A photo or HEIC image larger than this (decoded) is refused before it is decoded. */
  maxSourcePixels: 50_000_000,
  /** Pixels handed to the OCR engine per page: about an A4 page at 200 dpi. */
  ocrPixels: 4_000_000,
  /** Scanned PDF pages are rendered at this resolution unless that exceeds `ocrPixels`. */
  renderDpi: 200,
  /** CPU time of one scan, over the scan thread and its recognition threads (about 20 s a page on this machine's cores). */
  cpuTimeMs: 300_000,
  /** Wall-clock backstop: a scan read at low priority on a busy machine may wait far longer than it works. */
  timeoutMs: 900_000,
  maxHeapMb: 512,
} as const;

/** A word recognised with less confidence (0–100) than this makes the value it belongs to "needs checking". */
export const LOW_CONFIDENCE_BELOW = 80;
