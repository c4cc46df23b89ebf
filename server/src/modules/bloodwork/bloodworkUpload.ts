import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { appError, badInput, ErrorCode } from '../../graphql/errors.js';
import { LabReportUnreadableError, type LabReportUnreadableReason } from './extraction/pdfText.js';

export const BLOODWORK_PDF_MAX_BYTES = 10 * 1024 * 1024;
const PDF_MAGIC = Buffer.from('%PDF-');
/** pdf.js and Acrobat accept a little junk before the header; so do we, but nothing else passes as a PDF. */
const MAGIC_SEARCH_BYTES = 1024;

export const tooLarge = () => appError(ErrorCode.PAYLOAD_TOO_LARGE, `The file is larger than ${BLOODWORK_PDF_MAX_BYTES / 1024 / 1024} MB.`);

export const notAPdf = () =>
  appError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'The file is not a PDF. Upload the lab report as a PDF file.');

function hasStatus(error: unknown, status: number): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === status;
}

export interface UploadedPdf {
  filename: string;
  bytes: Uint8Array;
}

/** Reads an upload into memory (at most 10 MB) and checks that it is a PDF by its first bytes, not by its name or type. */
export async function readUploadedPdf(upload: Promise<FileUpload> | FileUpload): Promise<UploadedPdf> {
  const file = await upload;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.createReadStream()) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > BLOODWORK_PDF_MAX_BYTES) throw tooLarge();
      chunks.push(buffer);
    }
  } catch (error) {
    // graphql-upload ends the stream with an HTTP 413 error once maxFileSize is passed.
    if (hasStatus(error, 413)) throw tooLarge();
    throw error;
  }
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw badInput('The uploaded file is empty.', [{ field: 'pdf', message: 'Empty file' }]);
  if (bytes.subarray(0, MAGIC_SEARCH_BYTES).indexOf(PDF_MAGIC) < 0) throw notAPdf();
  return { filename: (file.filename || 'lab-report.pdf').slice(0, 255), bytes: new Uint8Array(bytes) };
}

const UNREADABLE_MESSAGES: Record<LabReportUnreadableReason, string> = {
  corrupt: 'The PDF could not be read: the file is damaged or incomplete. Download it again from your lab and upload the new file, or enter the values manually.',
  encrypted: 'The PDF is password-protected, so it cannot be read. Save a copy without the password and upload that, or enter the values manually.',
  no_text: 'The PDF has no text layer (it looks like a scan or a photo), so its values cannot be read. Upload the PDF your lab sent, or enter the values manually.',
};

/** An unreadable PDF is the user's input problem: BAD_USER_INPUT with a message that says what to do. */
export function unreadablePdf(error: LabReportUnreadableError) {
  return badInput(UNREADABLE_MESSAGES[error.reason], [{ field: 'pdf', message: error.reason }]);
}
