import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { extractLabReport } from '../extraction/labReportParser.js';
import { LabReportUnreadableError, type LabReportUnreadableReason } from '../extraction/pdfText.js';

/** Writes a minimal single-page PDF with a correct cross-reference table. */
function buildPdf({
  pageContent,
  trailerExtras = '',
  extraObjects = [],
}: {
  pageContent: string;
  trailerExtras?: string;
  extraObjects?: string[];
}): Uint8Array {
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

const RESULT_LINES = 'BT /F1 11 Tf 72 720 Td (Glucose   92   mg/dL   70 - 99) Tj 0 -16 Td (Creatinine   1.0   mg/dL   0.7 - 1.3) Tj ET';

async function unreadableReason(pdf: Uint8Array): Promise<LabReportUnreadableReason | 'readable'> {
  try {
    await extractLabReport(pdf);
    return 'readable';
  } catch (error) {
    if (error instanceof LabReportUnreadableError) return error.reason;
    throw error;
  }
}

describe('extractLabReport on unreadable files', () => {
  it('reads a tiny hand-written text PDF', async () => {
    const extraction = await extractLabReport(buildPdf({ pageContent: RESULT_LINES }));
    expect(extraction.values.map((value) => [value.printedName, value.value, value.unit])).toEqual([
      ['Glucose', 92, 'mg/dL'],
      ['Creatinine', 1, 'mg/dL'],
    ]);
  });

  it('reports a truncated PDF as corrupt', async () => {
    const pdf = buildPdf({ pageContent: RESULT_LINES });
    expect(await unreadableReason(pdf.slice(0, 200))).toBe('corrupt');
  });

  it('reports a truncated real lab report as corrupt', async () => {
    const fixture = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'in_mylab_lft.pdf');
    const pdf = new Uint8Array(await readFile(fixture));
    expect(await unreadableReason(pdf.slice(0, Math.floor(pdf.length / 2)))).toBe('corrupt');
  });

  it('reports bytes that are not a PDF, and an empty file, as corrupt', async () => {
    expect(await unreadableReason(new TextEncoder().encode('Glucose 92 mg/dL'))).toBe('corrupt');
    expect(await unreadableReason(new Uint8Array())).toBe('corrupt');
  });

  it('reports a password-protected PDF as encrypted', async () => {
    const encryptDictionary = `<< /Filter /Standard /V 1 /R 2 /Length 40 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -44 >>`;
    const pdf = buildPdf({
      pageContent: RESULT_LINES,
      extraObjects: [encryptDictionary],
      trailerExtras: `/Encrypt 6 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`,
    });
    expect(await unreadableReason(pdf)).toBe('encrypted');
  });

  it('reports a PDF without a text layer as no_text', async () => {
    const scannedPage = 'q 612 0 0 792 0 0 cm 0.9 g 0 0 1 1 re f Q';
    expect(await unreadableReason(buildPdf({ pageContent: scannedPage }))).toBe('no_text');
  });

  it('does not detach the caller’s buffer', async () => {
    const pdf = buildPdf({ pageContent: RESULT_LINES });
    await extractLabReport(pdf);
    expect(pdf.length).toBeGreaterThan(0);
  });
});
