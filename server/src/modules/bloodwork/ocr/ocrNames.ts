import type { ExtractedLabValue } from '../extraction/labReportParser.js';
import type { LabReportLine } from '../extraction/reportLines.js';
import { headerRoleOf } from '../extraction/nonResultText.js';
import { splitAtNumberAfterName, splitUnitFromName, withoutNameMarks } from '../extraction/resultRow.js';
import { gluedNameKey, MARKER_CATALOG, markerNames, matchMarker } from '../markers/markerCatalog.js';
import { characterCountsOf, fewestMisreads, foldedForMisreads, nearestByMisreads, type CharacterCounts } from './ocrMisreadDistance.js';

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
  ['n', ['ri']],
];

/** Thin letters a blurred photo can lose altogether ('Bilrubin', 'Sodum'). */
const LOST_LETTERS = ['i'];

/** Names this long or longer may have two misreads put right; a shorter one would come too near other names. */
const MIN_LETTERS_FOR_TWO = 6;

/** Cells longer than this are sentences, not test names. */
const MAX_LENGTH = 40;

/**
 * A reading with this many letters or more, which no undone misread names, may be read as the test whose
 * name is nearest (ocrMisreadDistance.ts): blur merges and loses letters in ways no list of misreads covers ('Fermin',
 * 'Bilwubin', 'Vizamin'). A shorter reading comes too near too many names.
 */
const MIN_LETTERS_FOR_NEAREST = 6;
/** At most this share of the name's characters misread, and every other test's name a tenth of its characters farther. */
const NEAREST_MAX_SHARE = 0.25;
const NEAREST_MARGIN_SHARE = 0.1;

/** How much longer or shorter than a reading a test's name may be and still be the name nearestTestName reads it as. */
const NEAREST_MAX_LENGTH_DIFFERENCE = 3;

interface CatalogName {
  key: string;
  name: string;
  markerKey: string;
  characterCounts: CharacterCounts;
  /** Place in the catalog, which settles a tie between two names of one test. */
  order: number;
}

let catalogKeys: Set<string> | null = null;
/** The catalog's names by the length of their key: a reading is compared with names of about its length only. */
let catalogNamesByLength: Map<number, CatalogName[]> | null = null;

function namesByKeyLength(): Map<number, CatalogName[]> {
  const byLength = new Map<number, CatalogName[]>();
  const distinct = new Map(
    MARKER_CATALOG.flatMap((marker) => markerNames(marker).map((name) => ({ key: gluedNameKey(name), name, markerKey: marker.key }))).map((candidate) => [
      `${candidate.key} ${candidate.markerKey}`,
      candidate,
    ]),
  );
  for (const [order, candidate] of [...distinct.values()].entries()) {
    const sameLength = byLength.get(candidate.key.length) ?? [];
    sameLength.push({ ...candidate, characterCounts: characterCountsOf(foldedForMisreads(candidate.key)), order });
    byLength.set(candidate.key.length, sameLength);
  }
  return byLength;
}

/** The catalog's name nearest a reading with more misreads than MISREAD_AS undoes, if it is clearly the nearest. */
function nearestTestName(text: string): string | null {
  const key = gluedNameKey(withoutNameMarks(text));
  if ((key.match(/[a-z]/g) ?? []).length < MIN_LETTERS_FOR_NEAREST) return null;
  catalogNamesByLength ??= namesByKeyLength();
  const readCounts = characterCountsOf(foldedForMisreads(key));
  const candidates: CatalogName[] = [];
  for (let length = key.length - NEAREST_MAX_LENGTH_DIFFERENCE; length <= key.length + NEAREST_MAX_LENGTH_DIFFERENCE; length += 1)
    for (const candidate of catalogNamesByLength.get(length) ?? [])
      // Names farther than nearestByMisreads looks are left out before it compares them letter by letter. A name that holds
      // the reading whole is the reading with words missing ('Calculated' of 'LDL Calculated'), which blur does not do: a
      // wrapped or partial name, not a misread one.
      if (fewestMisreads(readCounts, candidate.characterCounts) < length * (NEAREST_MAX_SHARE + NEAREST_MARGIN_SHARE) && !candidate.key.includes(key))
        candidates.push(candidate);
  candidates.sort((a, b) => a.order - b.order);
  const nearest = nearestByMisreads(key, candidates, {
    textOf: (candidate) => candidate.key,
    meaning: (candidate) => candidate.markerKey,
    maxShare: NEAREST_MAX_SHARE,
    marginShare: NEAREST_MARGIN_SHARE,
  });
  return nearest && matchMarker(nearest.name)?.key === nearest.markerKey ? nearest.name : null;
}

/** Whether a reading, a site code after it aside, may name a test; most readings are no name, and a lookup costs far more. */
function mayNameTest(reading: string): boolean {
  catalogKeys ??= new Set(MARKER_CATALOG.flatMap((marker) => markerNames(marker).map(gluedNameKey)));
  const key = gluedNameKey(reading);
  return catalogKeys.has(key) || catalogKeys.has(key.replace(/0[1-9]$/, ''));
}

/** Every reading of `text` with one misread character undone. */
function misreadsUndone(text: string): string[] {
  const readings: string[] = [];
  for (const [misread, printed] of MISREAD_AS)
    for (let at = text.indexOf(misread); at >= 0; at = text.indexOf(misread, at + 1))
      for (const replacement of printed) readings.push(`${text.slice(0, at)}${replacement}${text.slice(at + misread.length)}`);
  return readings;
}

/** Every reading of `text` with one lost thin letter put back between two letters. */
function lostLettersPutBack(text: string): string[] {
  const readings: string[] = [];
  for (let at = 1; at < text.length; at += 1)
    if (/\p{L}/u.test(text[at - 1]!) && /\p{L}/u.test(text[at]!))
      for (const letter of LOST_LETTERS) readings.push(`${text.slice(0, at)}${letter}${text.slice(at)}`);
  return readings;
}

/** The tests the readings name, site codes aside ('TSHO1' read as 'TSH01' is TSH at site 01), each with its reading. */
function testsNamed(readings: readonly string[], isQuickTestEnough: boolean): Map<string, string> {
  const found = new Map<string, string>();
  for (const reading of readings) {
    if (isQuickTestEnough && !mayNameTest(reading)) continue;
    const marker = matchMarker(withoutNameMarks(reading));
    if (marker) found.set(marker.key, reading);
  }
  return found;
}

/** A cell that names a test as printed, its unit written in ('Lipoprotein (a) (nmol/L)', 'Glucose, mg/dL') or not. */
function namesTest(text: string): boolean {
  const split = splitUnitFromName(text);
  return matchMarker(withoutNameMarks(text)) !== null || (split !== null && matchMarker(withoutNameMarks(split.name), split.unit) !== null);
}

/**
 * The test name an OCR cell shows with one character misread or lost ('Hemoglobin Alc' → 'Hemoglobin A1c', 'Creafinine'
 * → 'Creatinine', 'Sodum' → 'Sodium'), or, in a long name, two ('TotaI ChoIesterol', 'Ferntn' → 'Ferritin'), or
 * failing those the clearly nearest name (nearestTestName); null when the cell already names a test, holds no name,
 * or is as near to two tests.
 */
export function snappedTestName(text: string): string | null {
  // A column title is no name: 'Resultat (Ref.)' is one misread from 'Resultat (Ret.)', the reticulocytes.
  if (text.length > MAX_LENGTH || !/\p{L}{3}/u.test(text) || namesTest(text) || headerRoleOf(text) !== null) return null;
  const undone = misreadsUndone(text);
  const putBack = lostLettersPutBack(text);
  let found = new Map([...testsNamed(undone, false), ...testsNamed(putBack, true)]);
  if (found.size === 0 && (text.match(/\p{L}/gu) ?? []).length >= MIN_LETTERS_FOR_TWO)
    found = testsNamed([...undone.flatMap(misreadsUndone), ...[...undone, ...putBack].flatMap(lostLettersPutBack)], true);
  if (found.size === 0) return nearestTestName(text);
  return found.size === 1 ? [...found.values()][0]! : null;
}

/** Lines with misread test names put right, and the names that were (their results go to review). */
export function withTestNamesSnapped(lines: readonly LabReportLine[]): { lines: LabReportLine[]; snapped: Set<string> } {
  const snapped = new Set<string>();
  const snappedLines = lines.map((line) => ({
    ...line,
    cells: line.cells.map((cell) => {
      // A number standing apart after a name's letters ('White Blood Cell Count 2.6', 'Vitamin D 12') is the result run
      // into the name's cell in a tight table, never letters of the name misread: only the text before it may be put right.
      const { name: nameText, rest } = (cell.text.length <= MAX_LENGTH ? splitAtNumberAfterName(cell.text) : null) ?? { name: cell.text, rest: '' };
      const name = snappedTestName(nameText);
      if (!name) return cell;
      snapped.add(name);
      return { ...cell, text: `${name}${rest}` };
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
