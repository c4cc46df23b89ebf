import type { UploadableMap, Variables } from 'relay-runtime';

/**
 * `cacheConfig.metadata` key for an upload progress callback `(fraction: number) => void`.
 * fetch() cannot report upload progress, so requests with uploadables go through XHR.
 */
export const UPLOAD_PROGRESS = 'onUploadProgress';

/** Which operation a request runs: its persisted id (`doc_id`) when it has one, else its text. */
export type OperationDocument = { doc_id: string; operationName: string } | { query: string | null | undefined; operationName: string };

export type UploadProgressHandler = (fraction: number) => void;

/**
 * The graphql-multipart-request-spec body: `operations` with each file's variable set to
 * null, a `map` from part name to variable path, then the files. Uploadables are keyed by
 * their variable path, e.g. `{ 'input.pdf': file }`.
 */
export function multipartBody(document: OperationDocument, variables: Variables, uploadables: UploadableMap): FormData {
  const form = new FormData();
  const nulledVariables = structuredClone(variables) as Record<string, unknown>;
  const map: Record<string, string[]> = {};
  Object.keys(uploadables).forEach((path, index) => {
    setPath(nulledVariables, path, null);
    map[String(index)] = [`variables.${path}`];
  });
  form.append('operations', JSON.stringify({ ...document, variables: nulledVariables }));
  form.append('map', JSON.stringify(map));
  Object.entries(uploadables).forEach(([, file], index) => form.append(String(index), file));
  return form;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((key) => {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  });
  const last = keys[keys.length - 1];
  if (last !== undefined) node[last] = value;
}

/** POSTs a multipart body with XHR (for upload progress) and answers like fetch() would. */
export function postMultipart(
  url: string,
  { body, headers, onProgress }: { body: FormData; headers: Record<string, string>; onProgress?: UploadProgressHandler },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    Object.entries(headers).forEach(([name, value]) => request.setRequestHeader(name, value));
    if (onProgress) {
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    request.addEventListener('load', () =>
      resolve(new Response(request.responseText, { status: request.status, headers: { 'Content-Type': 'application/json' } })),
    );
    request.addEventListener('error', () => reject(new TypeError('Network request failed')));
    request.addEventListener('abort', () => reject(new TypeError('Network request aborted')));
    request.send(body);
  });
}
