import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestServer } from '../../../test/testServer.js';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

export async function fixturePdf(name: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(join(FIXTURES, `${name}.pdf`)));
}

/**
 * A minimal one-page PDF with a correct cross-reference table, around hand-written page content. `sealContent` turns the
 * content stream (object 4) into the bytes stored, for encrypted files.
 */
export function buildPdf(
  pageContent: string,
  { trailerExtras = '', extraObjects = [] as string[], sealContent = (content: Buffer): Buffer => content } = {},
): Uint8Array {
  const content = sealContent(Buffer.from(pageContent, 'latin1')).toString('latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...extraObjects,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtras} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

export const TWO_RESULTS = 'BT /F1 11 Tf 72 720 Td (Glucose   92   mg/dL   70 - 99) Tj 0 -16 Td (Creatinine   1.0   mg/dL   0.7 - 1.3) Tj ET';
export const SCANNED_PAGE = 'q 612 0 0 792 0 0 cm 0.9 g 0 0 1 1 re f Q';
export const ENCRYPTED = {
  extraObjects: [`<< /Filter /Standard /V 1 /R 2 /Length 40 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -44 >>`],
  trailerExtras: `/Encrypt 6 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`,
};

// The PDF standard security handler (ISO 32000-1, 7.6.3), written out so a test can build files that software
// encrypts with an owner password only: they open without a password and only restrict copying, printing or editing.
const PASSWORD_PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const DOCUMENT_ID = Buffer.from('0123456789abcdef0123456789abcdef', 'hex');
const PERMISSIONS = -3904; // printing and reading allowed; copying, editing and annotating forbidden

function md5(...parts: Buffer[]): Buffer {
  return createHash('md5').update(Buffer.concat(parts)).digest();
}

function rc4(key: Buffer, data: Buffer): Buffer {
  const state = Array.from({ length: 256 }, (_, index) => index);
  for (let i = 0, j = 0; i < 256; i += 1) {
    j = (j + state[i]! + key[i % key.length]!) & 255;
    [state[i], state[j]] = [state[j]!, state[i]!];
  }
  const output = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n += 1) {
    i = (i + 1) & 255;
    j = (j + state[i]!) & 255;
    [state[i], state[j]] = [state[j]!, state[i]!];
    output[n] = data[n]! ^ state[(state[i]! + state[j]!) & 255]!;
  }
  return output;
}

/** RC4 under the key, then 19 more passes under the key with each byte XORed with the pass number (revision 3 and up). */
function rc4TwentyPasses(key: Buffer, data: Buffer): Buffer {
  let output = rc4(key, data);
  for (let pass = 1; pass <= 19; pass += 1) output = rc4(Buffer.from(key.map((byte) => byte ^ pass)), output);
  return output;
}

/** Options for `buildPdf` that encrypt the file with an owner password and an empty user password. */
export function ownerPasswordOnly(cipher: 'rc4-40' | 'aes-128') {
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(PERMISSIONS);
  const ownerPassword = Buffer.concat([Buffer.from('lab-owner'), PASSWORD_PADDING]).subarray(0, 32);
  const contentObject = Buffer.from([4, 0, 0, 0, 0]); // object 4, generation 0, as the key derivation lays them out
  const dictionaryExtras = (owner: Buffer, user: Buffer) => `/O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P ${PERMISSIONS}`;
  const trailerExtras = `/Encrypt 6 0 R /ID [<${DOCUMENT_ID.toString('hex')}> <${DOCUMENT_ID.toString('hex')}>]`;
  if (cipher === 'rc4-40') {
    const owner = rc4(md5(ownerPassword).subarray(0, 5), PASSWORD_PADDING);
    const fileKey = md5(PASSWORD_PADDING, owner, permissions, DOCUMENT_ID).subarray(0, 5);
    return {
      extraObjects: [`<< /Filter /Standard /V 1 /R 2 /Length 40 ${dictionaryExtras(owner, rc4(fileKey, PASSWORD_PADDING))} >>`],
      trailerExtras,
      sealContent: (content: Buffer) => rc4(md5(fileKey, contentObject).subarray(0, 10), content),
    };
  }
  let ownerHash = md5(ownerPassword);
  for (let round = 0; round < 50; round += 1) ownerHash = md5(ownerHash);
  const owner = rc4TwentyPasses(ownerHash, PASSWORD_PADDING);
  let fileKey = md5(PASSWORD_PADDING, owner, permissions, DOCUMENT_ID);
  for (let round = 0; round < 50; round += 1) fileKey = md5(fileKey);
  const user = Buffer.concat([rc4TwentyPasses(fileKey, md5(PASSWORD_PADDING, DOCUMENT_ID)), Buffer.alloc(16)]);
  const cryptFilter = '/CF << /StdCF << /CFM /AESV2 /AuthEvent /DocOpen /Length 16 >> >> /StmF /StdCF /StrF /StdCF';
  return {
    extraObjects: [`<< /Filter /Standard /V 4 /R 4 /Length 128 ${cryptFilter} ${dictionaryExtras(owner, user)} >>`],
    trailerExtras,
    sealContent: (content: Buffer) => {
      const iv = randomBytes(16);
      const cipherStream = createCipheriv('aes-128-cbc', md5(fileKey, contentObject, Buffer.from('sAlT')), iv);
      return Buffer.concat([iv, cipherStream.update(content), cipherStream.final()]);
    },
  };
}

export interface HttpResult {
  status: number;
  body: Record<string, unknown> & { error?: string; message?: string };
  ms: number;
}

/** POST /api/bloodwork/upload as a browser form would send it. */
export async function uploadPdf(
  server: TestServer,
  token: string | undefined,
  bytes: Uint8Array,
  { filename = 'report.pdf', type = 'application/pdf', field = 'pdf', fields = {} as Record<string, string> } = {},
): Promise<HttpResult> {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/bloodwork/upload`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, ms: performance.now() - started };
}

/** A GraphQL multipart request (graphql-multipart-request-spec) for uploadBloodwork. */
export async function uploadPdfOverGraphQL(server: TestServer, token: string, bytes: Uint8Array, query: string) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { input: { pdf: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.pdf'] }));
  form.append('0', new Blob([bytes], { type: 'application/pdf' }), 'report.pdf');
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  return {
    status: response.status,
    ...((await response.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] }),
  };
}
