import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/testServer.js';
import { corpusDocument } from '../devCorpus/buildCorpus.js';
import { renderCorpusPdf } from '../devCorpus/corpusDocument.js';
import { PLAIN_ENCODING } from '../devCorpus/pdfEncoding.js';
import { normaliseUnit } from '../markers/labUnits.js';
import { markerNameKey, matchMarker } from '../markers/markerCatalog.js';
import { buildPdf, ENCRYPTED, FIXTURES, fixturePdf, SCANNED_PAGE, TWO_RESULTS, uploadPdf, uploadPdfOverGraphQL } from './bloodworkTestFiles.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface ExpectedValue {
  name: string;
  value: number;
  unit: string;
  refLow: number | null;
  refHigh: number | null;
}
interface ReturnedValue {
  printedName: string;
  printedValue?: number;
  printedUnit?: string;
  value: number;
  unit: string;
  marker?: string;
}

const SAMPLES: Record<string, string | null> = {
  in_drlogy_cbc_esr: null,
  in_drlogy_lipid: null,
  in_labsmart_cbc: '2024-10-17',
  in_mylab_lft: '2024-09-14',
  in_crystal_cbc_2011: '2011-08-12',
  synthetic_fpdf_sample: '2025-07-30',
};

function isSameResult(expected: ExpectedValue, returned: ReturnedValue): boolean {
  const sameName =
    markerNameKey(expected.name) === markerNameKey(returned.printedName) ||
    (matchMarker(expected.name) !== null && matchMarker(expected.name) === matchMarker(returned.printedName));
  const value = returned.printedValue ?? returned.value;
  const unit = returned.printedUnit ?? returned.unit;
  return sameName && Math.abs(value - expected.value) < 1e-9 && normaliseUnit(unit) === normaliseUnit(expected.unit);
}

const countEntries = async (token: string) => (await server.rest('GET', '/bloodwork', { token })).body.total as number;

describe('POST /api/bloodwork/upload with the sample lab reports', () => {
  it('stores every sample report with its printed values', async () => {
    const user = await createUser(server, { gender: 'male' });
    const rows: string[] = [];
    for (const [file, collectedOn] of Object.entries(SAMPLES)) {
      const expected = JSON.parse(await readFile(join(FIXTURES, `${file}.expected.json`), 'utf8')) as ExpectedValue[];
      const uploaded = await uploadPdf(server, user.token, await fixturePdf(file), { filename: `${file}.pdf` });
      expect({ file, status: uploaded.status }).toEqual({ file, status: 201 });
      const labValues = uploaded.body.labValues as ReturnedValue[];
      const unmatched = uploaded.body.unmatched as ReturnedValue[];
      const found = expected.filter((value) => [...labValues, ...unmatched].some((returned) => isSameResult(value, returned))).length;
      rows.push(
        `${file.padEnd(24)} ${String(expected.length).padStart(8)} ${String(labValues.length).padStart(8)} ${String(unmatched.length).padStart(9)} ${String(found).padStart(6)} ${uploaded.ms.toFixed(0).padStart(7)} ms`,
      );
      expect({ file, recall: found / expected.length }).toEqual({ file, recall: 1 });
      expect({ file, extra: labValues.length + unmatched.length - expected.length }).toEqual({ file, extra: 0 });
      if (collectedOn) expect(uploaded.body.date).toBe(collectedOn);
      expect(uploaded.body).toMatchObject({ source: 'pdf', hasPdf: true, pdfFilename: `${file}.pdf` });

      const stored = await server.rest('GET', `/bloodwork/${uploaded.body.id as string}`, { token: user.token });
      expect(stored.body.labValues).toEqual(labValues);
    }
    console.log(['file                     expected  matched unmatched  found    time', ...rows].join('\n'));
  });

  it('converts units to the canonical ones and flags values against the printed range', async () => {
    const user = await createUser(server);
    const uploaded = await uploadPdf(server, user.token, await fixturePdf('in_drlogy_lipid'));
    const labValues = uploaded.body.labValues as Array<Record<string, unknown>>;
    expect(labValues.find((value) => value.marker === 'total_cholesterol')).toMatchObject({
      name: 'Total cholesterol',
      value: 250,
      unit: 'mg/dL',
      refLow: null,
      refHigh: 200,
      refSource: 'printed',
      flag: 'high',
      category: 'lipids',
    });
    expect(labValues.find((value) => value.marker === 'hdl_cholesterol')).toMatchObject({ value: 50, refLow: 40, flag: 'normal' });
  });

  it('reads a report written the way other report software encodes text (turned page, glyph by glyph, bold printed twice)', async () => {
    const user = await createUser(server);
    const document = corpusDocument('previous_columns', 'dev', 0);
    const encoding = { ...PLAIN_ENCODING, rotatedPages: true, runs: 'glyphs', doubleStruckBold: true, microSign: true, raisedPowers: true } as const;
    const uploaded = await uploadPdf(server, user.token, await renderCorpusPdf(document.pages, encoding));
    expect(uploaded.status).toBe(201);
    const returned = [...(uploaded.body.labValues as ReturnedValue[]), ...(uploaded.body.unmatched as ReturnedValue[])];
    expect(document.expected.filter((value) => !returned.some((candidate) => isSameResult(value, candidate)))).toEqual([]);
    expect(returned).toHaveLength(document.expected.length);
    expect(uploaded.body.date).toBe(document.collectedOn);
  });

  it('reads a hand-made text PDF and takes the date from the form', async () => {
    const user = await createUser(server);
    const uploaded = await uploadPdf(server, user.token, buildPdf(TWO_RESULTS), { fields: { date: '2026-01-15' } });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.date).toBe('2026-01-15');
    expect((uploaded.body.labValues as ReturnedValue[]).map((value) => [value.marker, value.value])).toEqual([
      ['glucose', 92],
      ['creatinine', 1],
    ]);
  });
});

/** A readable two-result PDF padded (with an unused stream object) to exactly `size` bytes. */
function pdfOfSize(size: number): Uint8Array {
  let padding = size - buildPdf(TWO_RESULTS).length;
  for (;;) {
    const pdf = buildPdf(TWO_RESULTS, { extraObjects: [`<< /Length ${padding} >>\nstream\n${' '.repeat(padding)}\nendstream`] });
    if (pdf.length === size) return pdf;
    padding += size - pdf.length;
  }
}

describe('POST /api/bloodwork/upload with bad files', () => {
  it('answers 415 for a file that is neither a PDF nor a photo (by its bytes, whatever its name says), and stores nothing', async () => {
    const user = await createUser(server);
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
    const response = await uploadPdf(server, user.token, gif, { filename: 'report.pdf' });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'The file is not a PDF or a photo. Upload the lab report as a PDF, or a photo of it (JPEG, PNG or HEIC).',
    });
    const json = await server.rest('POST', '/bloodwork/upload', { token: user.token, body: { pdf: 'x' } });
    expect(json.status).toBe(415);
    expect(await countEntries(user.token)).toBe(0);
  });

  it('answers 413 above 10 MB and stores nothing', async () => {
    const user = await createUser(server);
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    const response = await uploadPdf(server, user.token, big);
    expect(response.status).toBe(413);
    expect(response.body.error).toBe('PAYLOAD_TOO_LARGE');
    expect(await countEntries(user.token)).toBe(0);
  });

  it('accepts a PDF of exactly 10 MB over REST and GraphQL, and refuses one byte more', async () => {
    const user = await createUser(server);
    const exact = pdfOfSize(10 * 1024 * 1024);
    expect(exact.length).toBe(10 * 1024 * 1024);
    expect((await uploadPdf(server, user.token, exact)).status).toBe(201);
    const overGraphQL = await uploadPdfOverGraphQL(server, user.token, exact, UPLOAD);
    expect(overGraphQL.errors).toBeUndefined();
    const over = await uploadPdf(server, user.token, pdfOfSize(10 * 1024 * 1024 + 1));
    expect([over.status, over.body.error]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await countEntries(user.token)).toBe(2);
  });

  it('keeps a file name with non-ASCII characters as it was sent', async () => {
    const user = await createUser(server);
    const filename = 'Befund Müller – 血液検査 🩸.pdf';
    const uploaded = await uploadPdf(server, user.token, buildPdf(TWO_RESULTS), { filename });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.pdfFilename).toBe(filename);
  });

  it('answers 400 with a clear message for corrupt and encrypted PDFs and for a blank scan, and stores nothing', async () => {
    const user = await createUser(server);
    const half = (await fixturePdf('in_mylab_lft')).slice(0, 4000);
    const corrupt = await uploadPdf(server, user.token, half);
    expect(corrupt.status).toBe(400);
    expect(corrupt.body.message).toContain('damaged');

    const encrypted = await uploadPdf(server, user.token, buildPdf(TWO_RESULTS, ENCRYPTED));
    expect(encrypted.status).toBe(400);
    expect(encrypted.body.message).toContain('password-protected');

    const scanned = await uploadPdf(server, user.token, buildPdf(SCANNED_PAGE));
    expect(scanned.status).toBe(400);
    expect(scanned.body.message).toContain('No text could be read from the scan or photo');

    const count = await server.orm.em
      .fork()
      .execute('select count(*)::int as n from bloodwork_pdfs p join users u on u.id = p.user_id where u.email = ?', [user.email.toLowerCase()]);
    expect(count[0]!.n).toBe(0);
    expect(await countEntries(user.token)).toBe(0);
  });

  it('answers 400 without the pdf field and 401 without a token', async () => {
    const user = await createUser(server);
    const wrongField = await uploadPdf(server, user.token, buildPdf(TWO_RESULTS), { field: 'file' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toContain("'pdf'");
    expect((await uploadPdf(server, undefined, buildPdf(TWO_RESULTS))).status).toBe(401);
  });
});

const UPLOAD = `mutation ($input: UploadBloodworkInput!) {
  uploadBloodwork(input: $input) { bloodworkEntry { id date source labValues { marker value unit flag } unmatched { printedName } } viewer { id } }
}`;

describe('uploadBloodwork over GraphQL', () => {
  it('takes the same PDF through graphql-upload and lists it under viewer', async () => {
    const user = await createUser(server);
    const response = await uploadPdfOverGraphQL(server, user.token, await fixturePdf('in_mylab_lft'), UPLOAD);
    expect(response.errors).toBeUndefined();
    const entry = (response.data!.uploadBloodwork as { bloodworkEntry: { id: string; date: string; labValues: unknown[] } }).bloodworkEntry;
    expect(entry.date).toBe('2024-09-14');
    expect(entry.labValues.length).toBeGreaterThanOrEqual(10);
    const list = await server.graphql<{ viewer: { bloodworkEntries: { totalCount: number; edges: { node: { id: string } }[] } } }>(
      '{ viewer { bloodworkEntries(first: 5) { totalCount edges { node { id hasPdf pdfDownloadUrl } } } } }',
      {},
      user.token,
    );
    expect(list.data!.viewer.bloodworkEntries.totalCount).toBe(1);
    expect(list.data!.viewer.bloodworkEntries.edges[0]!.node.id).toBe(entry.id);
  });

  it('answers UNSUPPORTED_MEDIA_TYPE for a non-PDF upload', async () => {
    const user = await createUser(server);
    const response = await uploadPdfOverGraphQL(server, user.token, new TextEncoder().encode('hello'), UPLOAD);
    expect(response.errors?.[0]?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
