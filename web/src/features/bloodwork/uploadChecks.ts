/** The server's limit (413 above it); checked here first so a big file is not sent in vain. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

/** A quick check before sending; the server decides by the file's bytes, whatever its name says. */
export function uploadProblem(file: { name: string; type: string; size: number }): string | null {
  const looksLikePdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!looksLikePdf) return 'The file is not a PDF. Upload the lab report as a PDF file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MAX_PDF_BYTES) return 'The file is larger than 10 MB. Upload a smaller PDF, or enter the values manually.';
  return null;
}
