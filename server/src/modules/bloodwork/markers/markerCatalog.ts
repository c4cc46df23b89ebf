import { lookupTable } from '../../../lookupTable.js';
import { BLOOD_COUNT_MARKERS } from './bloodCountMarkers.js';
import { HORMONE_MARKERS, THYROID_MARKERS } from './endocrineMarkers.js';
import { CARDIAC_MARKERS, COAGULATION_MARKERS, INFLAMMATION_MARKERS, TUMOR_MARKERS } from './inflammationAndOtherMarkers.js';
import { LIPID_MARKERS } from './lipidMarkers.js';
import { LIVER_MARKERS } from './liverMarkers.js';
import { specimenOf, type Marker, type Specimen } from './marker.js';
import { countWordReadings } from './labUnits.js';
import { canConvertUnit, isPlausibleValue } from './markerUnitConversion.js';
import { DIABETES_MARKERS, KIDNEY_MARKERS, METABOLIC_MARKERS } from './metabolicMarkers.js';
import { IRON_MARKERS, MINERAL_MARKERS, VITAMIN_MARKERS } from './nutrientMarkers.js';
import { STRIP_PAD_OF_CELL_COUNT, URINE_MARKERS } from './urineMarkers.js';

export const MARKER_CATALOG: readonly Marker[] = [
  ...LIPID_MARKERS,
  ...METABOLIC_MARKERS,
  ...DIABETES_MARKERS,
  ...KIDNEY_MARKERS,
  ...BLOOD_COUNT_MARKERS,
  ...LIVER_MARKERS,
  ...THYROID_MARKERS,
  ...HORMONE_MARKERS,
  ...IRON_MARKERS,
  ...VITAMIN_MARKERS,
  ...MINERAL_MARKERS,
  ...INFLAMMATION_MARKERS,
  ...CARDIAC_MARKERS,
  ...COAGULATION_MARKERS,
  ...TUMOR_MARKERS,
  ...URINE_MARKERS,
];

/** Words labs add around a marker name that never change which marker it is. */
const NOISE_WORDS = new Set(['serum', 'plasma', 'blood', 'level', 'levels', 'value', 'test', 'estimation', 'assay', 'szérum']);
/**
 * Specimen prefixes ('S-Kreatinin', 'P-Glükóz', 'Se koleszterin'), with the Nordic system prefixes of the NPU
 * convention ('B-Hb' whole blood, 'fP-Glukos' fasting plasma, 'fS-' fasting serum, 'Erc-' red cells); only noise at the
 * start, since 'LDL-P' is a name.
 */
const NOISE_PREFIXES = new Set(['s', 'sr', 'p', 'se', 'sé', 'b', 'fp', 'fs', 'erc']);

/**
 * Letters that are no base letter with a mark, so NFD leaves them: Danish and Norwegian 'æ', 'ø', Polish 'ł', Turkish
 * dotless 'ı' (which report software without the glyph prints as 'i': 'Açlık' and 'Açlik' are one word).
 */
const UNDECOMPOSED_LETTERS: ReadonlyArray<[RegExp, string]> = [
  [/ß/g, 'ss'],
  [/æ/g, 'ae'],
  [/ø/g, 'o'],
  [/œ/g, 'oe'],
  [/ł/g, 'l'],
  [/ı/g, 'i'],
];

function stripDiacritics(text: string): string {
  return UNDECOMPOSED_LETTERS.reduce((stripped, [letter, plain]) => stripped.replace(letter, plain), text.normalize('NFD').replace(/\p{M}/gu, ''));
}

/** 'S.G.O.T.' → 'sgot', 'Cholesterol, Total' and 'Total Cholesterol' → 'cholesterol total'. */
export function markerNameKey(printedName: string): string {
  return keyOfWords(printedWords(printedName).filter((word, index) => !NOISE_WORDS.has(word) && !(index === 0 && NOISE_PREFIXES.has(word))));
}

/**
 * The name key lookups of a specimen use. In a urine panel a name made only of a noise word names a test: the strip's
 * 'Blood' pad is urine haemoglobin, while 'Urine Blood' still keys as 'urine'. Blood lookups keep dropping it, so a
 * heading 'BLOOD' never reads as a test.
 */
export function specimenNameKey(printedName: string, specimen: Specimen): string {
  const key = markerNameKey(printedName);
  return key === '' && specimen === 'urine' ? keyOfWords(printedWords(printedName)) : key;
}

function keyOfWords(words: readonly string[]): string {
  return [...new Set(words)].sort().join(' ');
}

/**
 * Words labs shorten in test names, read whole: 'Vit. B12' and 'VIT D' (vitamin), 'Alk. Phosphatase' (alkaline),
 * 'Est. GFR' (estimated), 'Hgb A1c' (hemoglobin), 'Prot/Creat Ratio' and 'Alb/Creat Ratio' (protein, albumin,
 * creatinine).
 */
const SHORTENED_WORDS: Readonly<Record<string, string>> = lookupTable({
  vit: 'vitamin',
  alk: 'alkaline',
  est: 'estimated',
  hgb: 'hemoglobin',
  prot: 'protein',
  alb: 'albumin',
  creat: 'creatinine',
});

function printedWords(printedName: string): string[] {
  return stripDiacritics(printedName.toLowerCase())
    .replace(/γ/g, 'gamma')
    .replace(/\./g, '')
    .replace(/%/g, ' percent ')
    .replace(/#/g, ' absolute ')
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word.length > 0)
    .map((word) => SHORTENED_WORDS[word] ?? word);
}

/** Every name a marker answers to: its display name, its key and its aliases. */
export function markerNames(marker: Marker): string[] {
  return [marker.name, marker.key.replace(/_/g, ' '), ...marker.aliases];
}

/**
 * The name's letters and digits in printed order, spaces and punctuation dropped: text drawn word by word can come out
 * of the PDF with the spaces lost ('TOTALCHOLESTEROL'), which no word-based key can match.
 */
export function gluedNameKey(printedName: string): string {
  return stripDiacritics(printedName.toLowerCase()).replace(/[^a-z0-9+]+/g, '');
}

/**
 * A name that says only the specimen (and the strip) names no test: 'urine_blood' keyed without the noise word 'blood' is
 * 'urine', and 'Urine blood (dipstick)' is 'dipstick urine'; a urine section headed 'Urine' or 'URINE DIPSTICK' would
 * otherwise read as that marker.
 */
const SPECIMEN_ONLY_KEYS = new Set(['urine', 'dipstick urine']);

/**
 * A short name of several words glued together reads as an ordinary word ('U NIT' → 'unit'): only longer ones are kept.
 * A name of noise words only ('Blood') is left out, since glued keys keep noise words and would answer in blood lookups,
 * and so is one that only its '%' or '#' makes a test name ('NE%'), since glued keys drop those.
 */
function isDistinctWhenGlued(alias: string): boolean {
  if (markerNameKey(alias) === '' || /[%#]/.test(alias)) return false;
  return !/\s/.test(alias.trim()) || gluedNameKey(alias).length >= 6;
}

function buildAliasIndex(specimen: Specimen, keyOf: (name: string) => string, keepAlias: (alias: string) => boolean = () => true): Map<string, Marker[]> {
  const index = new Map<string, Marker[]>();
  for (const marker of MARKER_CATALOG.filter((candidate) => specimenOf(candidate) === specimen)) {
    for (const alias of markerNames(marker).filter(keepAlias)) {
      const key = keyOf(alias);
      if (key === '' || SPECIMEN_ONLY_KEYS.has(key)) continue;
      const markers = index.get(key) ?? [];
      if (!markers.includes(marker)) markers.push(marker);
      index.set(key, markers);
    }
  }
  return index;
}

type AliasIndex = Readonly<Record<Specimen, Map<string, Marker[]>>>;

const ALIAS_INDEX: AliasIndex = { blood: buildAliasIndex('blood', markerNameKey), urine: buildAliasIndex('urine', (name) => specimenNameKey(name, 'urine')) };
const GLUED_ALIAS_INDEX: AliasIndex = {
  blood: buildAliasIndex('blood', gluedNameKey, isDistinctWhenGlued),
  urine: buildAliasIndex('urine', gluedNameKey, isDistinctWhenGlued),
};

/** Name variants to try, most specific first: the whole name, without brackets, the bracket contents, comma parts. */
function nameVariants(printedName: string): string[] {
  const withoutBrackets = printedName.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
  const bracketContents = [...printedName.matchAll(/\(([^)]*)\)|\[([^\]]*)\]/g)].map((match) => match[1] ?? match[2] ?? '');
  const commaParts = withoutBrackets.split(/[,;]/).map((part) => part.trim());
  const withoutMethodSuffix = withoutBrackets.replace(/\s[-–]\s.*$/, '');
  return [printedName, withoutBrackets, withoutMethodSuffix, ...bracketContents, ...commaParts].filter((variant) => variant.trim().length > 0);
}

function pick(markers: Marker[] | undefined, printedUnit: string | undefined): Marker | null {
  if (!markers || markers.length === 0) return null;
  if (printedUnit !== undefined) {
    const convertible = markers.find((marker) => canConvertUnit(marker, printedUnit));
    if (convertible) return convertible;
  }
  return markers[0] ?? null;
}

/**
 * Finds the catalog marker for a printed test name, robust to case, dots, accents, word order,
 * 'Serum'/'S.' prefixes and bracketed methods. When a unit is given and several markers share the
 * name (neutrophils in % or as a count), the one that can convert the unit wins.
 *
 * Only markers of the given specimen answer, so urine glucose never becomes blood glucose and back.
 * A blood lookup may still find a name only urine markers have ('Nitrite', 'Glucose, Urine'),
 * because reports without a marked urine section print them too; it is tried per name variant
 * so that 'Glucose, Urine' is not cut down to the blood 'Glucose'.
 */
export function matchMarker(printedName: string, printedUnit?: string, specimen: Specimen = 'blood'): Marker | null {
  const joinedTests = testsJoinedBySlash(printedName, specimen);
  if (joinedTests) {
    const ratio = matchMarker(`${printedName} Ratio`, printedUnit, specimen) ?? matchPrintedName(printedName, printedUnit, specimen);
    return ratio && !joinedTests.includes(ratio) ? ratio : null;
  }
  return matchPrintedName(printedName, printedUnit, specimen);
}

function matchPrintedName(printedName: string, printedUnit: string | undefined, specimen: Specimen): Marker | null {
  const keyOf = (name: string) => specimenNameKey(name, specimen);
  return (
    matchInIndex(ALIAS_INDEX, keyOf, printedName, printedUnit, specimen) ??
    matchInIndex(GLUED_ALIAS_INDEX, gluedNameKey, printedName, printedUnit, specimen) ??
    matchTranslatedName(printedName, printedUnit, specimen)
  );
}

/**
 * Two tests' names joined by a slash without the word 'ratio' ('Cholesterol/HDL', 'LDL/HDL', 'BUN/Creatinine') name the
 * ratio of the two, never either test: 'Cholesterol/HDL' keys like 'HDL Cholesterol'. The two markers, or null when the
 * name is no such pair (one test's two names, 'SGOT/AST', or a bilingual 'Glucose / Glycémie', name one marker).
 */
function testsJoinedBySlash(printedName: string, specimen: Specimen): [Marker, Marker] | null {
  if (/\bratio\b/i.test(printedName)) return null;
  const halves = printedName.split('/');
  if (halves.length !== 2) return null;
  const [first, second] = halves.map((half) => matchPrintedName(half, undefined, specimen));
  return first && second && first !== second ? [first, second] : null;
}

/**
 * Bilingual reports print a test's name in two languages split by a spaced slash ('Kaliémie / Potassium', 'Glucose /
 * Glycémie'): either half names the marker. Halves naming two different markers ('Albumin / Globulin') are a ratio or a
 * pair, never either one.
 */
function matchTranslatedName(printedName: string, printedUnit: string | undefined, specimen: Specimen): Marker | null {
  const halves = printedName.split(/\s+\/\s+/);
  if (halves.length !== 2) return null;
  const markers = new Set(halves.flatMap((half) => matchMarker(half, printedUnit, specimen) ?? []));
  return markers.size === 1 ? [...markers][0]! : null;
}

function matchInIndex(index: AliasIndex, keyOf: (name: string) => string, printedName: string, printedUnit: string | undefined, specimen: Specimen): Marker | null {
  for (const variant of nameVariants(printedName)) {
    const key = keyOf(variant);
    const found = pick(index[specimen].get(key), printedUnit) ?? (specimen === 'blood' ? pick(index.urine.get(key), printedUnit) : null);
    if (found) return found;
  }
  return null;
}

/**
 * A unit with an ambiguous count word ('mil/mm³': thousands in Spanish and Portuguese, millions in Indian reports) is
 * read the one way under which the value is believable for its marker; when both or neither are, it stays as printed
 * (no marker converts it) and `isAmbiguous` is set for the user to settle.
 */
export function readCountWordUnit(printedName: string, value: number, unit: string, specimen: Specimen = 'blood'): { unit: string; isAmbiguous: boolean } {
  const readings = countWordReadings(unit);
  if (readings.length === 0) return { unit, isAmbiguous: false };
  const plausible = readings.filter((reading) => {
    const marker = matchMarker(printedName, reading, specimen);
    return marker !== null && isPlausibleValue(marker, value, reading);
  });
  return plausible.length === 1 ? { unit: plausible[0] ?? unit, isAmbiguous: false } : { unit, isAmbiguous: true };
}

const MARKERS_BY_KEY = new Map(MARKER_CATALOG.map((marker) => [marker.key, marker]));

/**
 * The urine strip pad a reading named after cells comes from ('Leukocytes' on a strip is the leukocyte-esterase pad),
 * when the pad reads in the printed unit (none, or per µL); null for a marker that counts no cells, or a unit only a
 * count has ('/hpf').
 */
export function stripPadOf(marker: Marker, printedUnit: string): Marker | null {
  const pad = MARKERS_BY_KEY.get(STRIP_PAD_OF_CELL_COUNT[marker.key] ?? '');
  return pad && (printedUnit === '' || canConvertUnit(pad, printedUnit)) ? pad : null;
}
