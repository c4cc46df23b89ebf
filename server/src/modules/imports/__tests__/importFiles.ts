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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields its query selects
type PreviewData = { previewImport: { dataImport: Record<string, any> } };

export interface GraphQLPreview {
  status: number;
  data?: PreviewData;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** `query` (a previewImport mutation) as a GraphQL multipart request (graphql-multipart-request-spec), as the web app's Relay network sends it. */
export async function previewOverGraphQL(server: TestServer, token: string, query: string, source: string, bytes: Uint8Array): Promise<GraphQLPreview> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { input: { source, file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([bytes], { type: 'text/csv' }), 'export.csv');
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    body: form,
  });
  return { status: response.status, ...((await response.json()) as object) };
}

/** What the token's user has: food log items, imports, and food entries kept beside previews not yet confirmed. */
export async function importRowCounts(server: TestServer, token: string): Promise<{ logItems: number; imports: number; keptItems: number }> {
  const [row] = await server.orm.em.execute<{ log_items: string; imports: string; kept_items: string }[]>(
    `select (select count(*) from food_log_items i join food_logs l on l.id = i.food_log_id where l.user_id = u.user_id) log_items,
            (select count(*) from data_imports d where d.user_id = u.user_id) imports,
            (select count(*) from data_import_items i join data_imports d on d.id = i.data_import_id where d.user_id = u.user_id) kept_items
     from (select user_id from sessions where token_hash = encode(sha256(?::bytea), 'hex')) u`,
    [token],
  );
  return { logItems: Number(row!.log_items), imports: Number(row!.imports), keptItems: Number(row!.kept_items) };
}
