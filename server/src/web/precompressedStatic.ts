import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { acceptedEncodings } from '../compressedAnswers.js';

/** Extensions the build precompresses (web/scripts/precompress.mjs), with the type of the original file. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;

const SUFFIX: Record<'br' | 'gzip', string> = { br: '.br', gzip: '.gz' };

function isFile(filePath: string): boolean {
  try {
    return fs.statSync(filePath).isFile();
  } catch {
    return false;
  }
}

/**
 * Sends `filePath` as its precompressed `.br` or `.gz` sibling when the client accepts one and the build made it,
 * with the original's Content-Type, `Content-Encoding` and `Vary: Accept-Encoding`. Returns false when it did not
 * send anything (not compressible, or no sibling), so the caller serves the file as usual.
 */
export function sendPrecompressed(request: Request, response: Response, filePath: string, headers: Record<string, string>): boolean {
  if (!COMPRESSIBLE.test(filePath)) return false;
  response.vary('Accept-Encoding');
  const encoding = acceptedEncodings(request.headers['accept-encoding']).find((candidate) => isFile(filePath + SUFFIX[candidate]));
  if (!encoding) return false;
  response.type(path.extname(filePath));
  response.setHeader('Content-Encoding', encoding);
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.sendFile(filePath + SUFFIX[encoding], { dotfiles: 'deny', lastModified: true });
  return true;
}

/** Middleware in front of express.static: serves precompressed copies of the built app's files. */
export function precompressedStatic(rootDir: string, cacheControlFor: (filePath: string) => string) {
  const root = path.resolve(rootDir);
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    const filePath = path.resolve(root, `.${relative}`);
    if (!filePath.startsWith(root + path.sep) || relative.includes('\0') || !isFile(filePath)) return next();
    if (!sendPrecompressed(request, response, filePath, { 'Cache-Control': cacheControlFor(filePath) })) next();
  };
}
