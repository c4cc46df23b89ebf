import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../test/testServer.js';
import { acceptedEncodings } from '../../compressedAnswers.js';

const SCRIPT = `console.log(${JSON.stringify('nutri '.repeat(400))});\n`;
const INDEX = `<!doctype html><html><body><div id="root">${'<p>splash</p>'.repeat(100)}</div></body></html>`;

let distDir: string;
let server: TestServer;
beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  const write = (name: string, content: string, { br = true, gz = true } = {}) => {
    fs.writeFileSync(path.join(distDir, name), content);
    if (br) fs.writeFileSync(path.join(distDir, `${name}.br`), brotliCompressSync(content));
    if (gz) fs.writeFileSync(path.join(distDir, `${name}.gz`), gzipSync(content));
  };
  write('assets/app-abc123.js', SCRIPT);
  write('assets/only-gzip-def456.css', 'body { color: red; }'.repeat(80), { br: false });
  write('index.html', INDEX);
  fs.writeFileSync(path.join(distDir, 'assets/logo-1.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  server = await startTestServer({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** A raw GET (fetch would decode the body and hide Content-Encoding handling). */
function get(pathname: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}${pathname}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

describe('static files of the built app', () => {
  it('go out as the build’s brotli copy to clients that accept it, with the original type and Vary', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
    expect(response.body.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('fall back to gzip, and to the plain file when no encoding is accepted', async () => {
    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const onlyGzip = await get('/assets/only-gzip-def456.css', 'br, gzip');
    expect(onlyGzip.headers['content-encoding']).toBe('gzip');
    expect(onlyGzip.headers['content-type']).toMatch(/^text\/css/);

    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/assets/app-abc123.js', header);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
      expect(plain.body.toString()).toBe(SCRIPT);
    }
  });

  it('compress the app shell on every SPA route, never cached', async () => {
    for (const pathname of ['/', '/dashboard', '/food-log']) {
      const response = await get(pathname, 'br');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.body).toString()).toBe(INDEX);
    }
  });

  it('leave binary files alone and never serve outside the build directory', async () => {
    const image = await get('/assets/logo-1.png', 'br, gzip');
    expect(image.status).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    // An encoded ../ is not a file of the build: the SPA shell answers, never a file above it.
    const escape = await get('/assets/..%2f..%2fpackage.json', 'br');
    expect(brotliDecompressSync(escape.body).toString()).toBe(INDEX);
  });
});

describe('acceptedEncodings', () => {
  it('reads Accept-Encoding with weights and wildcards', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});
