import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFStream, StandardFonts } from 'pdf-lib';

/**
 * A rendered corpus PDF rewritten the way some report software writes text: every font becomes a Type 3 font whose
 * glyphs are numbered in the order the writer first met them (from `firstGlyph`: subset fonts number from 1, some
 * writers from the glyph's index in the full font, which puts them among printable codes), with made-up glyph names and no ToUnicode map. The page
 * looks the same (each glyph draws the original character), but a PDF reader can only hand out the glyph numbers as
 * text: control characters and letters that spell nothing. Only `pages` (numbered from 1) when given.
 */
export async function withFontsWithoutTextMapping(
  pdf: Uint8Array,
  { firstGlyph = 1, pages: pageNumbers }: { firstGlyph?: number; pages?: readonly number[] } = {},
): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf);
  const pages = document.getPages().filter((_, index) => !pageNumbers || pageNumbers.includes(index + 1));
  // Per font: original character code → glyph number (1, 2, … in order of first use).
  const glyphNumbers = new Map<string, Map<number, number>>();
  const numberOf = (fontName: string, code: number) => {
    const numbers = glyphNumbers.get(fontName) ?? new Map<number, number>();
    glyphNumbers.set(fontName, numbers);
    if (!numbers.has(code)) numbers.set(code, numbers.size + firstGlyph);
    return numbers.get(code)!;
  };
  const fonts = new Map<string, PDFRef>();
  let currentFont = '';
  for (const page of pages) {
    const resources = page.node.Resources();
    const fontDict = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
    if (!fontDict) continue;
    for (const [name, ref] of fontDict.entries()) if (ref instanceof PDFRef) fonts.set(name.decodeText(), ref);
    const rewritten = contentText(document, page.node).replace(
      /(\/[^\s/]+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g,
      (operator, fontName: string | undefined, hex: string | undefined) => {
        if (fontName) {
          currentFont = fontName.slice(1);
          return operator;
        }
        const codes = (hex!.match(/../g) ?? []).map((pair) => numberOf(currentFont, parseInt(pair, 16)));
        return `<${codes.map((code) => code.toString(16).padStart(2, '0')).join('')}> Tj`;
      },
    );
    page.node.set(PDFName.of('Contents'), document.context.register(document.context.flateStream(rewritten)));
  }
  for (const [fontName, ref] of fonts) {
    const codeOfGlyph = new Map([...(glyphNumbers.get(fontName) ?? [])].map(([code, glyph]) => [glyph, code]));
    const original = document.context.lookup(ref, PDFDict);
    const baseFont = original.lookup(PDFName.of('BaseFont'), PDFName).decodeText() as StandardFonts;
    const metrics = await (await PDFDocument.create()).embedFont(baseFont);
    const charProcs = document.context.obj({});
    const widths: number[] = [];
    const differences: (number | PDFName)[] = [firstGlyph];
    for (let glyph = firstGlyph; glyph < firstGlyph + Math.max(1, codeOfGlyph.size); glyph += 1) {
      const code = codeOfGlyph.get(glyph) ?? 32;
      const width = metrics.widthOfTextAtSize(WIN_ANSI.decode(new Uint8Array([code])), 1000);
      widths.push(Math.round(width));
      differences.push(PDFName.of(`q${glyph}x`));
      const draw = `${Math.round(width)} 0 d0 BT /Original 1000 Tf <${code.toString(16).padStart(2, '0')}> Tj ET`;
      charProcs.set(PDFName.of(`q${glyph}x`), document.context.register(document.context.flateStream(draw)));
    }
    const type3 = document.context.obj({
      Type: 'Font',
      Subtype: 'Type3',
      FontBBox: [0, -250, 1000, 1000],
      FontMatrix: [0.001, 0, 0, 0.001, 0, 0],
      CharProcs: charProcs,
      Encoding: { Type: 'Encoding', Differences: differences },
      FirstChar: firstGlyph,
      LastChar: firstGlyph + widths.length - 1,
      Widths: widths,
      Resources: { Font: { Original: ref } },
    });
    const type3Ref = document.context.register(type3);
    for (const page of pages) {
      const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
      if (fontDict?.get(PDFName.of(fontName))) fontDict.set(PDFName.of(fontName), type3Ref);
    }
  }
  return document.save();
}

const WIN_ANSI = new TextDecoder('windows-1252');

function contentText(document: PDFDocument, page: PDFDict): string {
  const contents = page.get(PDFName.of('Contents'));
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams
    .map((stream) => document.context.lookup(stream))
    .map((stream) =>
      stream instanceof PDFRawStream
        ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
        : stream instanceof PDFStream
          ? Buffer.from(stream.getContents()).toString('latin1')
          : '',
    )
    .join('\n');
}
