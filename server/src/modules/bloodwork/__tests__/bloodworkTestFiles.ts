import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestServer } from '../../../test/testServer.js';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

export async function fixturePdf(name: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(join(FIXTURES, `${name}.pdf`)));
}

/** A minimal one-page PDF with a correct cross-reference table, around hand-written page content. */
export function buildPdf(pageContent: string, { trailerExtras = '', extraObjects = [] as string[] } = {}): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${pageContent.length} >>\nstream\n${pageContent}\nendstream`,
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
  return new TextEncoder().encode(body);
}

export const TWO_RESULTS = 'BT /F1 11 Tf 72 720 Td (Glucose   92   mg/dL   70 - 99) Tj 0 -16 Td (Creatinine   1.0   mg/dL   0.7 - 1.3) Tj ET';
export const SCANNED_PAGE = 'q 612 0 0 792 0 0 cm 0.9 g 0 0 1 1 re f Q';
export const ENCRYPTED = {
  extraObjects: [`<< /Filter /Standard /V 1 /R 2 /Length 40 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -44 >>`],
  trailerExtras: `/Encrypt 6 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`,
};

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
