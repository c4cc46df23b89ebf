import type { ExtractedLabValue } from '../extraction/labReportParser.js';
import type { LabReportLine } from '../extraction/reportLines.js';
import { headerRoleOf } from '../extraction/nonResultText.js';
import { matchMarker } from '../markers/markerCatalog.js';

/**
 * What the engine reads in place of a letter or digit of a name: 1, l and I for one another, 0 and O, a capital D as O
 * (a blurred round letter: 'HOL-C', 'ROW'), 'rn' for m, 'cl' for d, 'fi' for ti.
 */
const MISREAD_AS: ReadonlyArray<[string, readonly string[]]> = [
  ['l', ['1', 'I']],
  ['I', ['1', 'l']],
  ['1', ['l', 'I']],
  ['i', ['l']],
  ['0', ['O']],
  ['O', ['0', 'D']],
  ['o', ['0']],
  ['rn', ['m']],
  ['cl', ['d']],
  ['f', ['t']],
];

/** Cells longer than this are sentences, not test names. */
const MAX_LENGTH = 40;

/**
 * The test name an OCR cell shows with one character misread ('Hemoglobin Alc' → 'Hemoglobin A1c', 'Creafinine' →
 * 'Creatinine'); null when the cell already names a test, holds no name, or is one misread away from two tests.
 */
export function snappedTestName(text: string): string | null {
  // A column title is no name: 'Resultat (Ref.)' is one misread from 'Resultat (Ret.)', the reticulocytes.
  if (text.length > MAX_LENGTH || !/\p{L}{3}/u.test(text) || matchMarker(text) || headerRoleOf(text) !== null) return null;
  const found = new Map<string, string>();
  for (const [misread, printed] of MISREAD_AS)
    for (let at = text.indexOf(misread); at >= 0; at = text.indexOf(misread, at + 1))
      for (const replacement of printed) {
        const reading = `${text.slice(0, at)}${replacement}${text.slice(at + misread.length)}`;
        const marker = matchMarker(reading);
        if (marker) found.set(marker.key, reading);
      }
  return found.size === 1 ? [...found.values()][0]! : null;
}

/** Lines with misread test names put right, and the names that were (their results go to review). */
export function withTestNamesSnapped(lines: readonly LabReportLine[]): { lines: LabReportLine[]; snapped: Set<string> } {
  const snapped = new Set<string>();
  const snappedLines = lines.map((line) => ({
    ...line,
    cells: line.cells.map((cell) => {
      const name = snappedTestName(cell.text);
      if (!name) return cell;
      snapped.add(name);
      return { ...cell, text: name };
    }),
  }));
  return { lines: snappedLines, snapped };
}

/**
 * Results read under a test name that was put right (`snappedNames`, see withTestNamesSnapped), or that `wasPutRight`
 * says were read from a corrected cell, marked for review.
 */
export function withSnappedForReview(
  values: readonly ExtractedLabValue[],
  snappedNames: ReadonlySet<string>,
  wasPutRight: (value: ExtractedLabValue) => boolean = () => false,
): ExtractedLabValue[] {
  return values.map((value) => (snappedNames.has(value.printedName) || wasPutRight(value) ? { ...value, needsReview: true } : value));
}
