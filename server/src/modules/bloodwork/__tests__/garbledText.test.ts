import { describe, expect, it } from '@jest/globals';
import { corpusDocument } from '../devCorpus/buildCorpus.js';
import { renderCorpusPdf } from '../devCorpus/corpusDocument.js';
import { withFontsWithoutTextMapping } from '../devCorpus/unmappedFonts.js';
import { garbledPages } from '../extraction/garbledText.js';
import { readPdfText } from '../extraction/pdfText.js';
import { buildReportLines, lineFromText } from '../extraction/reportLines.js';
import { fixturePdf } from './bloodworkTestFiles.js';

const garbledPagesOf = async (pdf: Uint8Array) => garbledPages(buildReportLines(await readPdfText(pdf)));

describe('text layers that are glyph numbers rather than text', () => {
  it('reads the pages of real and generated reports as text', async () => {
    expect(await garbledPagesOf(await fixturePdf('in_crystal_cbc_2011'))).toEqual([]);
    expect(await garbledPagesOf(await fixturePdf('in_mylab_lft'))).toEqual([]);
    const european = corpusDocument('european', 'dev', 2);
    expect(await garbledPagesOf(await renderCorpusPdf(european.pages, european.encoding))).toEqual([]);
  });

  it("reads a Turkish report's signature page as text, printed with the Turkish letters or with the ASCII ones software without the glyphs prints", async () => {
    const signaturePage = [
      'AYŞE YILMAZ  Protokol No: 95607241',
      'Teknisyen: Derya Kurt',
      'Onaylayan Uzman: Uzm. Dr. Murat Yıldız',
      'Laboratuvar Sorumlusu   Diploma Tescil No: 534436',
      'Bu rapor elektronik olarak onaylanmıştır. Sonuçları hekiminize danışarak değerlendiriniz.',
      'Yazdırma Tarihi: 10.10.2023 10:28   Sayfa 2 / 2',
    ];
    const folded = (text: string) => text.replace(/ı/g, 'i').replace(/ş/g, 's').replace(/ğ/g, 'g').replace(/Ş/g, 'S');
    for (const lines of [signaturePage, signaturePage.map(folded)]) expect(garbledPages(lines.map((text, index) => lineFromText(text, index, 2)))).toEqual([]);
    const report = corpusDocument('turkish_hospital', 'dev', 1);
    expect(await garbledPagesOf(await renderCorpusPdf(report.pages, report.encoding))).toEqual([]);
  });

  it('reads a last page holding no results, only the close of a message, a signature and the print head, as text', () => {
    const page = [
      '7/20/22, 1:52 PM   Message Detail - MyHealth',
      '> Please message me with any questions.',
      '> Maria Lopez, NP',
      '> Cedar Hills Medical Group',
      '> Phone: (573) 555-4250   Fax: (771) 555-1862',
      '< Back to Messages',
      'Printed: 01/16/2025 03:56   Final Report   Page 2 of 2',
      'https://myhealth.example-med.org/app/communication-center/conversation?id=WP-96811220',
    ];
    expect(garbledPages(page.map((text, index) => lineFromText(text, index, 2)))).toEqual([]);
  });

  it('finds the pages whose fonts have no text mapping, whether their glyph numbers read as control characters or as printable junk', async () => {
    const report = corpusDocument('continued', 'dev', 0);
    const pdf = await renderCorpusPdf(report.pages, report.encoding);
    expect(await garbledPagesOf(await withFontsWithoutTextMapping(pdf, { pages: [1] }))).toEqual([1]);
    expect(await garbledPagesOf(await withFontsWithoutTextMapping(pdf, { pages: [2], firstGlyph: 36 }))).toEqual([2]);
  });
});
