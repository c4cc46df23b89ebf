import { GraphQLError } from 'graphql';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { badInput } from './errors.js';

function hasStatus(error: unknown, status: number): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === status;
}

/**
 * Reads an uploaded file into memory, at most `maxBytes`. Past that it throws `tooLarge()` (graphql-upload also ends
 * the stream with an HTTP 413 error once its own limit is passed); a body that ends or breaks before the whole file
 * arrived is a coded 400 on `field`. What the bytes must be (a PDF, an image, a CSV) is the caller's check.
 */
export async function readUploadBytes(
  upload: Promise<FileUpload> | FileUpload,
  { maxBytes, field, tooLarge }: { maxBytes: number; field: string; tooLarge: () => GraphQLError },
): Promise<{ filename: string; bytes: Buffer }> {
  const file = await upload;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.createReadStream()) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof GraphQLError) throw error;
    if (hasStatus(error, 413)) throw tooLarge();
    throw badInput('The upload ended before the whole file arrived. Try again.', [{ field, message: 'Incomplete upload' }]);
  }
  return { filename: file.filename, bytes: Buffer.concat(chunks) };
}
