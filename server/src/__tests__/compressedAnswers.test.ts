import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { COMPRESSION_THRESHOLD_BYTES, compressJsonAnswers } from '../compressedAnswers.js';

const items = (count: number) => Array.from({ length: count }, (_, index) => ({ index, name: `banana ${index}`, grams: 118 + index }));

let server: http.Server;
let base: string;
beforeAll(async () => {
  const app = express();
  compressJsonAnswers(app);
  app.get('/json', (request, response) => void response.json({ items: items(Number(request.query.count)) }));
  app.get('/no-transform', (_request, response) => void response.set('Cache-Control', 'no-transform').json({ items: items(200) }));
  app.get('/text', (_request, response) => void response.type('text').send('nutri '.repeat(1000)));
  app.get('/stream', (_request, response) => {
    response.type('json').write(JSON.stringify(items(200)));
    response.end();
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(pathname: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('JSON answers', () => {
  it('are compressed whole with the best encoding the client accepts, with their length and Vary', async () => {
    const browser = await get('/json?count=200', 'gzip, deflate, br');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers['content-length']).toBe(String(browser.body.length));
    expect(browser.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(browser.body).toString())).toEqual({ items: items(200) });

    const gzipOnly = await get('/json?count=200', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipOnly.body).toString())).toEqual({ items: items(200) });
  });

  it('too large to compress on the event loop are compressed on the thread pool, with the same result', async () => {
    const large = await get('/json?count=3000', 'gzip');
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.body).toString())).toEqual({ items: items(3000) });
  });

  it('go out as they are when small, refused compression, or marked no-transform', async () => {
    const small = await get('/json?count=1', 'gzip, br');
    expect(JSON.stringify({ items: items(1) }).length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(small.body.toString())).toEqual({ items: items(1) });

    expect((await get('/json?count=200', 'identity')).headers['content-encoding']).toBeUndefined();
    expect((await get('/json?count=200', 'gzip;q=0, br;q=0')).headers['content-encoding']).toBeUndefined();
    expect((await get('/no-transform', 'gzip, br')).headers['content-encoding']).toBeUndefined();
  });
});

describe('Other answers', () => {
  it('are not compressed: text, and bodies written piece by piece', async () => {
    expect((await get('/text', 'gzip, br')).headers['content-encoding']).toBeUndefined();
    const streamed = await get('/stream', 'gzip, br');
    expect(streamed.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(streamed.body.toString())).toEqual(items(200));
  });
});
