import { describe, expect, it } from '@jest/globals';
import { corpusDocument } from '../devCorpus/buildCorpus.js';
import type { CorpusDocument } from '../devCorpus/corpusDocument.js';
import type { CorpusFamily } from '../devCorpus/corpusRegistry.js';

const DOCUMENTS = 40;

/** Every number printed in a document, read with a decimal comma or point, and with thousands dots (`8.400`) as one number. */
function printedNumbers(document: CorpusDocument): Set<number> {
  const numbers = new Set<number>();
  for (const item of document.pages.flat()) {
    for (const [token] of item.text.matchAll(/\d+(?:[.,]\d+)*/g)) {
      numbers.add(Number(token.replace(',', '.')));
      if (/^\d{1,3}(?:\.\d{3})+$/.test(token)) numbers.add(Number(token.replaceAll('.', '')));
    }
  }
  return numbers;
}

function outOfRangeShare(documents: readonly CorpusDocument[]): number {
  const ranged = documents.flatMap((document) => document.expected).filter((value) => value.refLow !== null || value.refHigh !== null);
  const outside = ranged.filter((value) => (value.refHigh !== null && value.value > value.refHigh) || (value.refLow !== null && value.value < value.refLow));
  return outside.length / ranged.length;
}

// The generators alone, never the parser: these families were written blind, and their truth is checked against their own print.
describe.each(['cardiometabolic_specialty', 'prose_findings', 'message_printout', 'insurance_exam', 'turkish_hospital'] as CorpusFamily[])(
  'the %s development documents',
  (family) => {
    const documents = Array.from({ length: DOCUMENTS }, (_, index) => corpusDocument(family, 'dev', index));

    it('hold each result in the truth once, with its printed name and value, although summaries and earlier values repeat some', () => {
      for (const document of documents) {
        // Lines joined by a space, so a name wrapped onto the next line (`GFR` / `(CKD-EPI)`) reads whole.
        const text = document.pages
          .flat()
          .map((item) => item.text)
          .join(' ');
        const numbers = printedNumbers(document);
        const markers = document.expected.map((value) => value.markerKey);
        expect({ id: document.id, markers: new Set(markers).size }).toEqual({ id: document.id, markers: markers.length });
        for (const value of document.expected) {
          expect({ id: document.id, name: value.name, named: text.includes(value.name), valued: numbers.has(value.value) }).toEqual({
            id: document.id,
            name: value.name,
            named: true,
            valued: true,
          });
        }
      }
    });

    it('put about a quarter of the values with a range outside it', () => {
      const share = outOfRangeShare(documents);
      expect(share).toBeGreaterThan(0.18);
      expect(share).toBeLessThan(0.35);
    });
  },
);
