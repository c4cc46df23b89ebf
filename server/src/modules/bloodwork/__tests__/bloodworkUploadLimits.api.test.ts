import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, type TestUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { labReportPool } from '../labReportReader.js';
import { uploadPdf, type HttpResult } from './bloodworkTestFiles.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Steady state: the pool's workers have started and loaded the PDF reader before the hostile uploads.
  const warmUp = await createUser(server);
  const readable = buildPdf(1, [textStream(['Glucose   92   mg/dL   70 - 99'])], () => 0);
  await Promise.all([uploadPdf(server, warmUp.token, readable), uploadPdf(server, warmUp.token, readable)]);
}, 60_000);
afterAll(() => server.close());

/** A PDF of `pageCount` pages; page i draws content stream `contentOf(i)` (an index into `streams`). */
function buildPdf(pageCount: number, streams: { dictionary: string; data: Buffer }[], contentOf: (page: number) => number): Buffer {
  const firstPage = 4;
  const firstStream = firstPage + pageCount;
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Count ${pageCount} /Kids [${Array.from({ length: pageCount }, (_, i) => `${firstPage + i} 0 R`).join(' ')}] >>`),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    ...Array.from({ length: pageCount }, (_, i) =>
      Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${firstStream + contentOf(i)} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`),
    ),
    ...streams.map(({ dictionary, data }) =>
      Buffer.concat([Buffer.from(`<< /Length ${data.length} ${dictionary} >>\nstream\n`), data, Buffer.from('\nendstream')]),
    ),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let size = parts[0]!.length;
  const offsets = objects.map((object, index) => {
    const offset = size;
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), object, Buffer.from('\nendobj\n')]);
    parts.push(part);
    size += part.length;
    return offset;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const textStream = (lines: string[]) => ({
  dictionary: '',
  data: Buffer.from(`BT /F1 9 Tf 40 760 Td ${lines.map((line) => `(${line}) Tj 0 -12 Td`).join(' ')} ET`),
});

/** `bytes` of spaces deflated as one FlateDecode content stream (2 GB → about 2 MB), built in 16 MB steps. */
async function inflateBombStream(bytes: number): Promise<{ dictionary: string; data: Buffer }> {
  const deflate = zlib.createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const step = Buffer.alloc(16 * 1024 * 1024, 0x20);
  for (let written = 0; written < bytes; written += step.length) {
    if (!deflate.write(step)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { dictionary: '/Filter /FlateDecode', data: Buffer.concat(chunks) };
}

interface OthersServed {
  /** Requests from another user that were sent and answered while a reader worker was busy with the upload. */
  answeredWhileReading: number;
  failures: string[];
}

/**
 * Sends /healthz and another user's GraphQL query back to back until `until` settles, and counts the pairs that were
 * sent and answered while the upload was being read. A reader that blocked the server's event loop would leave none.
 */
async function othersServedWhile<T>(until: Promise<T>, other: TestUser): Promise<[T, OthersServed]> {
  const served: OthersServed = { answeredWhileReading: 0, failures: [] };
  let isDone = false;
  const probe = async () => {
    while (!isDone) {
      const sentWhileReading = labReportPool.busyCount > 0;
      const [health, viewer] = await Promise.all([
        fetch(`${server.url}/healthz`),
        server.graphql<{ viewer: { user: { email: string } } }>('{ viewer { user { email } } }', {}, other.token),
      ]);
      if (sentWhileReading && labReportPool.busyCount > 0) served.answeredWhileReading += 1;
      if (health.status !== 200 || viewer.data?.viewer.user.email !== other.email) served.failures.push(`${health.status} ${JSON.stringify(viewer)}`);
    }
  };
  const probing = probe();
  try {
    return [await until, served];
  } finally {
    isDone = true;
    await probing;
  }
}

async function entryCount(user: TestUser): Promise<number> {
  const list = await server.rest('GET', '/bloodwork', { token: user.token });
  return list.body.total as number;
}

describe('POST /api/bloodwork/upload with hostile PDFs', () => {
  it("rejects a 10,000-page PDF (one shared content stream) with 413 naming the page limit, other users' requests still answered", async () => {
    const [uploader, other] = [await createUser(server), await createUser(server)];
    const pdf = buildPdf(10_000, [textStream(['Glucose   92   mg/dL   70 - 99', 'Creatinine   1.0   mg/dL   0.7 - 1.3'])], () => 0);
    expect(pdf.length).toBeLessThan(2 * 1024 * 1024);
    const started = performance.now();
    const [rejected, served] = await othersServedWhile<HttpResult>(uploadPdf(server, uploader.token, pdf), other);
    expect(rejected.status).toBe(413);
    expect(rejected.body.error).toBe('PAYLOAD_TOO_LARGE');
    expect(rejected.body.message).toMatch(/10000 pages; at most 50 pages/);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(served.failures).toEqual([]);
    expect(await entryCount(uploader)).toBe(0);
  }, 60_000);

  it('rejects a 2 MB PDF whose content stream inflates to 2 GB with 413 naming the unpacked-size limit, answering other users while it reads', async () => {
    const [uploader, other] = [await createUser(server), await createUser(server)];
    const pdf = buildPdf(1, [await inflateBombStream(2 * 1024 * 1024 * 1024)], () => 0);
    expect(pdf.length).toBeLessThan(3 * 1024 * 1024);
    const [rejected, served] = await othersServedWhile<HttpResult>(uploadPdf(server, uploader.token, pdf), other);
    expect(rejected.status).toBe(413);
    expect(rejected.body.message).toMatch(/unpacks to more than 100 MB/);
    expect(served.failures).toEqual([]);
    expect(served.answeredWhileReading).toBeGreaterThan(0);
    expect(await entryCount(uploader)).toBe(0);
  }, 120_000);

  it('rejects a report with more than 500 results with 422 naming the limit, and stores none of them', async () => {
    const uploader = await createUser(server);
    // Every result differs: the same result printed on several pages is one result (a repeated rendering).
    const page = (pageIndex: number) => Array.from({ length: 30 }, (_, i) => `Glucose   ${80 + pageIndex * 30 + i}   mg/dL   70 - 99`);
    const pdf = buildPdf(
      20,
      Array.from({ length: 20 }, (_, pageIndex) => textStream(page(pageIndex))),
      (i) => i,
    );
    const rejected = await uploadPdf(server, uploader.token, pdf);
    expect(rejected.status).toBe(422);
    expect(rejected.body.error).toBe('UNPROCESSABLE_CONTENT');
    expect(rejected.body.message).toMatch(/600 results; at most 500/);
    expect(await entryCount(uploader)).toBe(0);
  }, 60_000);

  it('stops reading a slow PDF as soon as its client goes away', async () => {
    const uploader = await createUser(server);
    // 40 pages, each a 1.5 MB run of text operators (60 MB inflated, under every limit): seconds of work for the reader.
    const runs = 'BT /F1 1 Tf ' + '1 0 0 1 10 10 Tm (a) Tj '.repeat(60_000) + 'ET';
    const slow = { dictionary: '/Filter /FlateDecode', data: zlib.deflateSync(Buffer.from(runs), { level: 9 }) };
    const pdf = buildPdf(
      40,
      Array.from({ length: 40 }, () => slow),
      (i) => i,
    );
    const client = new AbortController();
    const form = new FormData();
    form.append('pdf', new Blob([pdf], { type: 'application/pdf' }), 'slow.pdf');
    const upload = fetch(`${server.url}/api/bloodwork/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${uploader.token}` },
      body: form,
      signal: client.signal,
    }).catch((error: unknown) => error);
    const started = performance.now();
    while (labReportPool.busyCount === 0 && performance.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(labReportPool.busyCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(labReportPool.busyCount).toBe(1); // still reading
    client.abort();
    await upload;
    const aborted = performance.now();
    while (labReportPool.busyCount > 0 && performance.now() - aborted < 5_000) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(labReportPool.busyCount).toBe(0);
    expect(performance.now() - aborted).toBeLessThan(1_000);
    expect(await entryCount(uploader)).toBe(0);
  }, 60_000);

  it('still reads a 50-page report (at the page limit)', async () => {
    const uploader = await createUser(server);
    const pdf = buildPdf(50, [textStream(['Glucose   92   mg/dL   70 - 99'])], () => 0);
    const stored = await uploadPdf(server, uploader.token, pdf);
    expect(stored.status).toBe(201);
    expect(await entryCount(uploader)).toBe(1);
  }, 60_000);
});
