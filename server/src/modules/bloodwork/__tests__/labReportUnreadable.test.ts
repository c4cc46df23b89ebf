import { describe, expect, it } from '@jest/globals';
import { extractLabReport } from '../extraction/labReportParser.js';
import { LabReportUnreadableError, type LabReportUnreadableReason } from '../extraction/pdfText.js';
import { buildPdf, fixturePdf, ownerPasswordOnly, SCANNED_PAGE, TWO_RESULTS } from './bloodworkTestFiles.js';

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
    const extraction = await extractLabReport(buildPdf(TWO_RESULTS));
    expect(extraction.values.map((value) => [value.printedName, value.value, value.unit])).toEqual([
      ['Glucose', 92, 'mg/dL'],
      ['Creatinine', 1, 'mg/dL'],
    ]);
  });

  it('reports a truncated PDF as corrupt', async () => {
    const pdf = buildPdf(TWO_RESULTS);
    expect(await unreadableReason(pdf.slice(0, 200))).toBe('corrupt');
  });

  it('reports a truncated real lab report as corrupt', async () => {
    const pdf = await fixturePdf('in_mylab_lft');
    expect(await unreadableReason(pdf.slice(0, Math.floor(pdf.length / 2)))).toBe('corrupt');
  });

  it('reports bytes that are not a PDF, and an empty file, as corrupt', async () => {
    expect(await unreadableReason(new TextEncoder().encode('Glucose 92 mg/dL'))).toBe('corrupt');
    expect(await unreadableReason(new Uint8Array())).toBe('corrupt');
  });

  it('reports a password-protected PDF as encrypted', async () => {
    const encryptDictionary = `<< /Filter /Standard /V 1 /R 2 /Length 40 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -44 >>`;
    const pdf = buildPdf(TWO_RESULTS, {
      extraObjects: [encryptDictionary],
      trailerExtras: `/Encrypt 6 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`,
    });
    expect(await unreadableReason(pdf)).toBe('encrypted');
  });

  it.each(['rc4-40', 'aes-128'] as const)('reads a PDF encrypted (%s) with an owner password only, as portals send reports to stop copying', async (cipher) => {
    const extraction = await extractLabReport(buildPdf(TWO_RESULTS, ownerPasswordOnly(cipher)));
    expect(extraction.values.map((value) => [value.printedName, value.value, value.unit])).toEqual([
      ['Glucose', 92, 'mg/dL'],
      ['Creatinine', 1, 'mg/dL'],
    ]);
  });

  it('reports a PDF without a text layer as no_text', async () => {
    expect(await unreadableReason(buildPdf(SCANNED_PAGE))).toBe('no_text');
  });

  it('does not detach the caller’s buffer', async () => {
    const pdf = buildPdf(TWO_RESULTS);
    await extractLabReport(pdf);
    expect(pdf.length).toBeGreaterThan(0);
  });
});
