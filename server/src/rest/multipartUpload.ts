import { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import Upload from 'graphql-upload/Upload.mjs';
import { ErrorCode } from '../graphql/errors.js';

export interface UploadField {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
}

export type MultipartResult = { ok: true; body: Record<string, unknown> } | { ok: false; code: ErrorCode; message: string };

const MAX_TEXT_FIELDS = 20;
const MAX_TEXT_FIELD_BYTES = 10_000;

/**
 * Reads a multipart/form-data request into `{ ...textFields, [field]: Upload }`, where the Upload is resolved exactly
 * as graphql-upload resolves one for /graphql, so the REST route and the GraphQL mutation run the same resolver.
 * The file is buffered (it is small and capped); a file over the cap is 413, a missing file 400, other bodies 415.
 */
export function readMultipartUpload(request: Request, { field, maxBytes }: UploadField): Promise<MultipartResult> {
  if (!request.is('multipart/form-data')) {
    return Promise.resolve({
      ok: false,
      code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      message: `Send the file as multipart/form-data in the field '${field}'.`,
    });
  }
  return new Promise((resolve) => {
    const fields: Record<string, unknown> = {};
    let file: { filename: string; mimetype: string; encoding: string; chunks: Buffer[] } | null = null;
    let isTooLarge = false;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        // busboy reports 'limit' on reaching fileSize, so a file of exactly maxBytes needs one byte more to pass.
        limits: { files: 1, fileSize: maxBytes + 1, fields: MAX_TEXT_FIELDS, fieldSize: MAX_TEXT_FIELD_BYTES },
      });
    } catch {
      return resolve({ ok: false, code: ErrorCode.BAD_USER_INPUT, message: 'The multipart body is malformed (no boundary).' });
    }
    parser.on('file', (name, stream, info) => {
      if (name !== field || file) return void stream.resume();
      const current = { filename: info.filename, mimetype: info.mimeType, encoding: info.encoding, chunks: [] as Buffer[] };
      file = current;
      stream.on('data', (chunk: Buffer) => current.chunks.push(chunk));
      stream.on('limit', () => {
        isTooLarge = true;
      });
      // A body that ends mid-file fails the file stream as well as the parser; the parser's handler answers.
      stream.on('error', () => undefined);
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('error', () => resolve({ ok: false, code: ErrorCode.BAD_USER_INPUT, message: 'The multipart body could not be read.' }));
    parser.on('close', () => {
      if (isTooLarge) {
        return resolve({ ok: false, code: ErrorCode.PAYLOAD_TOO_LARGE, message: `The file is larger than ${maxBytes / 1024 / 1024} MB.` });
      }
      if (!file) return resolve({ ok: false, code: ErrorCode.BAD_USER_INPUT, message: `Attach the file in the multipart field '${field}'.` });
      const { filename, mimetype, encoding, chunks } = file;
      const bytes = Buffer.concat(chunks);
      const upload = new Upload();
      upload.resolve({ filename, mimetype, encoding, createReadStream: () => Readable.from([bytes]) });
      resolve({ ok: true, body: { ...fields, [field]: upload } });
    });
    request.pipe(parser);
  });
}
