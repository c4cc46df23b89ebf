import zlib from 'node:zlib';
import type { Express, Response } from 'express';

type Encoding = 'br' | 'gzip';

/** The encodings a client accepts, best first (brotli before gzip); `q=0` refuses one. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) accepted.set(name, quality === undefined ? 1 : Number(quality));
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(allows);
}

/** Smaller answers gain nothing from compression: they fit in one packet either way. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
// Level 1 / quality 1 keep most of the saving (a day's diary shrinks to a fifth) for a fraction of the CPU of higher
// levels; brotli at 1 still answers smaller than gzip at 1.
export const API_GZIP_LEVEL = 1;
export const API_BROTLI_QUALITY = 1;
/** Above this, an answer is compressed on the thread pool: a large one would hold the event loop for milliseconds. */
const COMPRESS_INLINE_MAX_BYTES = 64 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } };
const gzipOptions = { level: API_GZIP_LEVEL };

function encodingFor(response: Response, bytes: number): Encoding | undefined {
  if (response.headersSent || response.getHeader('Content-Encoding')) return undefined;
  if (!JSON_TYPE.test(String(response.getHeader('Content-Type') ?? ''))) return undefined;
  if (NO_TRANSFORM.test(String(response.getHeader('Cache-Control') ?? ''))) return undefined;
  response.vary('Accept-Encoding');
  if (response.req.method === 'HEAD' || bytes < COMPRESSION_THRESHOLD_BYTES) return undefined;
  return acceptedEncodings(response.req.headers['accept-encoding'])[0];
}

/**
 * Compresses JSON answers (REST, GraphQL, errors) whole, in one call, as `res.send` sends them. They are built in
 * memory anyway, and a compression stream (the compression package) cost three times the CPU for a day's diary:
 * a wrapper around every response, a thread-pool round trip per chunk, chunked transfer. Answers written piece by
 * piece (event streams, files) do not pass through `send` and go out as they are.
 */
export function compressJsonAnswers(app: Express): void {
  const send = app.response.send;
  app.response.send = function sendCompressed(this: Response, body?: unknown) {
    if (typeof body !== 'string' && !Buffer.isBuffer(body)) return send.call(this, body);
    const bytes = Buffer.byteLength(body);
    const encoding = encodingFor(this, bytes);
    if (!encoding) return send.call(this, body);
    this.setHeader('Content-Encoding', encoding);
    if (bytes <= COMPRESS_INLINE_MAX_BYTES) {
      return send.call(this, encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions) : zlib.gzipSync(body, gzipOptions));
    }
    const sent = (error: Error | null, compressed: Buffer) => {
      if (error) return void this.destroy(error);
      send.call(this, compressed);
    };
    if (encoding === 'br') zlib.brotliCompress(body, brotliOptions, sent);
    else zlib.gzip(body, gzipOptions, sent);
    return this;
  };
}
