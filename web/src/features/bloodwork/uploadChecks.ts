/** The server's limit (413 above it); checked here first so a big file is not sent in vain. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

/** What the file picker offers: the PDF from the lab, or a photo or scan of the printed report. */
export const REPORT_FILE_TYPES = 'application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png,image/heic,image/heif,.heic,.heif';

const REPORT_FILE = /\.(pdf|jpe?g|png|hei[cf])$/i;
const REPORT_MIME = /^(application\/pdf|image\/(jpeg|png|hei[cf]))$/;

/** A quick check before sending; the server decides by the file's bytes, whatever its name says. */
export function uploadProblem(file: { name: string; type: string; size: number }): string | null {
  if (!REPORT_MIME.test(file.type) && !REPORT_FILE.test(file.name)) {
    return 'The file is not a PDF or a photo. Upload the lab report as a PDF, or a photo of it (JPEG, PNG or HEIC).';
  }
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MAX_PDF_BYTES) return 'The file is larger than 10 MB. Upload a smaller file, or enter the values manually.';
  return null;
}
