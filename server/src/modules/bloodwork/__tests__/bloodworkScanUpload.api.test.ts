import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { corpusDocument } from '../devCorpus/buildCorpus.js';
import { renderCorpusPdf } from '../devCorpus/corpusDocument.js';
import { withFontsWithoutTextMapping } from '../devCorpus/unmappedFonts.js';
import { FIXTURES, uploadPdf } from './bloodworkTestFiles.js';
import { scanPdfPage, scannedPdf, scoreValues, type ExpectedValue } from './scanFixtures.js';

let server: TestServer;
let sample: Uint8Array;
let expected: ExpectedValue[];
let scan: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  sample = new Uint8Array(await readFile(join(FIXTURES, 'synthetic_fpdf_sample.pdf')));
  expected = JSON.parse(await readFile(join(FIXTURES, 'synthetic_fpdf_sample.expected.json'), 'utf8'));
  scan = await scanPdfPage(sample, 1);
});
afterAll(() => server.close());

async function graphql(token: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: { viewer: { bloodworkUploadProgress: unknown } }; errors?: { extensions?: { code?: string } }[] };
}

const PROGRESS = 'query($uploadId: String!) { viewer { bloodworkUploadProgress(uploadId: $uploadId) { pagesDone pagesTotal } } }';

describe('scanned lab reports and photos', () => {
  it('reads a photo of a report (JPEG) with OCR, marks each value as found by OCR, and keeps no copy of the photo', async () => {
    const user = await createUser(server);
    const uploaded = await uploadPdf(server, user.token, scan, { filename: 'IMG_2041.jpg', type: 'image/jpeg' });
    expect(uploaded.status).toBe(201);
    const values = [
      ...(uploaded.body.labValues as { printedName: string; printedValue: number; printedUnit: string }[]),
      ...(uploaded.body.unmatched as { printedName: string; value: number; unit: string }[]),
    ];
    const found = values.map((value) => ({
      printedName: value.printedName,
      value: 'printedValue' in value ? value.printedValue : value.value,
      unit: 'printedUnit' in value ? value.printedUnit : value.unit,
    }));
    const score = scoreValues(expected, found);
    expect(score.recall).toBeGreaterThanOrEqual(0.75);
    expect(score.precision).toBeGreaterThanOrEqual(0.9);
    expect(uploaded.body.pdfFilename ?? null).toBeNull();
  }, 90_000);

  it('reads a scanned PDF (page images, no text layer) and reports OCR progress only to the uploader, clearing it when done', async () => {
    const user = await createUser(server);
    const other = await createUser(server);
    const uploadId = randomUUID();
    const pdf = await scannedPdf([scan, scan]);
    const upload = uploadPdf(server, user.token, pdf, { fields: { uploadId } });
    let seen: { pagesDone: number; pagesTotal: number } | null = null;
    let othersSaw: unknown = null;
    const started = performance.now();
    while (!seen && performance.now() - started < 60_000) {
      seen = (await graphql(user.token, PROGRESS, { uploadId })).data?.viewer.bloodworkUploadProgress as typeof seen;
      othersSaw ??= (await graphql(other.token, PROGRESS, { uploadId })).data?.viewer.bloodworkUploadProgress ?? null;
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(seen).toEqual({ pagesDone: expect.any(Number), pagesTotal: 2 });
    expect(othersSaw).toBeNull();
    const uploaded = await upload;
    expect(uploaded.status).toBe(201);
    expect((uploaded.body.labValues as unknown[]).length).toBeGreaterThan(0);
    expect((await graphql(user.token, PROGRESS, { uploadId })).data?.viewer.bloodworkUploadProgress).toBeNull();
    expect((await graphql(user.token, PROGRESS, { uploadId: 'not-a-uuid' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  }, 120_000);

  it('reads the pages of a text PDF whose fonts have no text mapping with OCR, and its other pages by their text', async () => {
    const user = await createUser(server);
    const report = corpusDocument('continued', 'dev', 0);
    const pdf = await withFontsWithoutTextMapping(await renderCorpusPdf(report.pages, report.encoding), { pages: [1] });
    const uploaded = await uploadPdf(server, user.token, pdf);
    expect(uploaded.status).toBe(201);
    const labValues = uploaded.body.labValues as { printedName: string; printedValue: number; printedUnit: string; foundBy: string }[];
    expect(new Set(labValues.map((value) => value.foundBy))).toEqual(new Set(['ocr', 'text']));
    const values = [
      ...labValues.map((value) => ({ printedName: value.printedName, value: value.printedValue, unit: value.printedUnit })),
      ...(uploaded.body.unmatched as { printedName: string; value: number; unit: string }[]),
    ];
    const score = scoreValues(report.expected, values);
    expect(score.recall).toBeGreaterThanOrEqual(0.8);
    expect(score.precision).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it('answers a damaged HEIC photo with what to do, and stores nothing', async () => {
    const user = await createUser(server);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(200, 7)]);
    const uploaded = await uploadPdf(server, user.token, heic, { filename: 'IMG_0001.HEIC', type: 'image/heic' });
    expect(uploaded.status).toBe(400);
    expect(uploaded.body.message).toBe(
      'The photo could not be read: the file is damaged or incomplete. Take the photo again and upload it, or enter the values manually.',
    );
  }, 30_000);

  it('refuses a photo larger than the pixel limit from its header, before decoding it', async () => {
    const user = await createUser(server);
    const png = Buffer.alloc(64);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(png);
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    const uploaded = await uploadPdf(server, user.token, png, { filename: 'huge.png', type: 'image/png' });
    expect(uploaded.status).toBe(413);
    expect(uploaded.body.message).toContain('megapixels');
  }, 30_000);
});
