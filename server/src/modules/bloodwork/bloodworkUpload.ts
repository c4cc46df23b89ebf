import { readUploadBytes } from '../../graphql/uploadBytes.js';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { appError, badInput, ErrorCode } from '../../graphql/errors.js';
import { LabReportUnreadableError, type LabReportUnreadableReason } from './extraction/pdfText.js';
import { reportFileKind, type ReportFileKind } from './ocr/reportFileKind.js';

export const BLOODWORK_PDF_MAX_BYTES = 10 * 1024 * 1024;

export const tooLarge = () => appError(ErrorCode.PAYLOAD_TOO_LARGE, `The file is larger than ${BLOODWORK_PDF_MAX_BYTES / 1024 / 1024} MB.`);

export const notAReport = () =>
  appError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'The file is not a PDF or a photo. Upload the lab report as a PDF, or a photo of it (JPEG, PNG or HEIC).');

export interface UploadedReport {
  filename: string;
  kind: ReportFileKind;
  bytes: Uint8Array;
}

/**
 * Reads an upload into memory (at most 10 MB) and tells a PDF from a JPEG, PNG or HEIC photo by its first bytes, not
 * by its name or type; anything else is refused.
 */
export async function readUploadedReport(upload: Promise<FileUpload> | FileUpload): Promise<UploadedReport> {
  const { filename, bytes } = await readUploadBytes(upload, { maxBytes: BLOODWORK_PDF_MAX_BYTES, field: 'pdf', tooLarge });
  if (bytes.length === 0) throw badInput('The uploaded file is empty.', [{ field: 'pdf', message: 'Empty file' }]);
  const kind = reportFileKind(bytes);
  if (!kind) throw notAReport();
  return { filename: [...uploadFileName(filename)].slice(0, 255).join(''), kind, bytes: new Uint8Array(bytes) };
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Browsers send a file name as raw UTF-8 bytes, which busboy decodes as Latin-1 ('BefundÃ¼.pdf'): read those bytes
 * again as UTF-8. A name that is not valid UTF-8 that way was meant as Latin-1 and is kept as it is.
 */
export function uploadFileName(received: string | undefined): string {
  const name = received?.trim() || 'lab-report.pdf';
  const isLatin1Only = [...name].every((character) => character.charCodeAt(0) <= 0xff);
  if (!/[\u0080-\u00ff]/.test(name) || !isLatin1Only) return name;
  try {
    return strictUtf8.decode(Buffer.from(name, 'latin1'));
  } catch {
    return name;
  }
}

const UNREADABLE_MESSAGES: Record<LabReportUnreadableReason, string> = {
  corrupt:
    'The PDF could not be read: the file is damaged or incomplete. Download it again from your lab and upload the new file, or enter the values manually.',
  encrypted: 'The PDF is password-protected, so it cannot be read. Save a copy without the password and upload that, or enter the values manually.',
  no_text:
    'No text could be read from the scan or photo: it looks blank, blurred or too small. Upload the PDF your lab sent or a sharper photo, or enter the values manually.',
};

const DAMAGED_PHOTO = 'The photo could not be read: the file is damaged or incomplete. Take the photo again and upload it, or enter the values manually.';

/** An unreadable file is the user's input problem: BAD_USER_INPUT with a message that says what to do. */
export function unreadablePdf(error: LabReportUnreadableError, kind: ReportFileKind = 'pdf') {
  const message = kind !== 'pdf' && error.reason === 'corrupt' ? DAMAGED_PHOTO : UNREADABLE_MESSAGES[error.reason];
  return badInput(message, [{ field: 'pdf', message: error.reason }]);
}
