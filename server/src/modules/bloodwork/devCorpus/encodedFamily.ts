import type { CorpusDocument } from './corpusDocument.js';
import { LAYOUT_FAMILIES, type LayoutFamily } from './corpusFamilies.js';
import { drawEncoding } from './pdfEncoding.js';
import type { SeededRandom } from './random.js';

/**
 * A report of any layout family written into the PDF the way other report software encodes text: word by word or
 * glyph by glyph, column by column or from the foot up, on a turned page, bold printed twice, no-break spaces, µ and
 * raised powers of ten (pdfEncoding.ts). The values and the page as read are those of the layout family.
 */
export function encodedDocument(random: SeededRandom, id: string): CorpusDocument {
  const layout = random.pick(Object.keys(LAYOUT_FAMILIES) as LayoutFamily[]);
  const document = LAYOUT_FAMILIES[layout](random, `${id}-${layout}`);
  return { ...document, family: 'encoded', encoding: drawEncoding(random) };
}
