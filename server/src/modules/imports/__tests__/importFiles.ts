import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestServer } from '../../../test/testServer.js';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
export const fixture = (name: string) => readFile(join(FIXTURES, name));

export interface ImportResponse {
  status: number;
  // Tests assert on the preview's JSON shape.
  body: Record<string, unknown> & { id?: string; message?: string; notUnderstood?: string[] };
  ms: number;
}

/** POST /api/import/{source} as a browser form sends it. */
export async function uploadImport(
  server: TestServer,
  token: string | undefined,
  source: string,
  bytes: Uint8Array,
  filename = 'export.csv',
): Promise<ImportResponse> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), filename);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/import/${source}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, ms: performance.now() - started };
}

export async function confirmImport(server: TestServer, token: string | undefined, id: string): Promise<ImportResponse> {
  const started = performance.now();
  const response = await server.rest('POST', `/import/${id}/confirm`, { token });
  return { ...response, ms: performance.now() - started };
}
