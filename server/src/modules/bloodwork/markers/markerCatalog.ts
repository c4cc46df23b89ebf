import { BLOOD_COUNT_MARKERS } from './bloodCountMarkers.js';
import { HORMONE_MARKERS, THYROID_MARKERS } from './endocrineMarkers.js';
import { CARDIAC_AND_COAGULATION_MARKERS, INFLAMMATION_MARKERS, URINE_MARKERS } from './inflammationAndOtherMarkers.js';
import { LIPID_MARKERS, METABOLIC_MARKERS } from './lipidAndMetabolicMarkers.js';
import { LIVER_MARKERS } from './liverMarkers.js';
import type { Marker } from './marker.js';
import { canConvertUnit } from './markerUnitConversion.js';
import { IRON_MARKERS, MINERAL_MARKERS, VITAMIN_MARKERS } from './nutrientMarkers.js';

export const MARKER_CATALOG: readonly Marker[] = [
  ...LIPID_MARKERS,
  ...METABOLIC_MARKERS,
  ...BLOOD_COUNT_MARKERS,
  ...LIVER_MARKERS,
  ...THYROID_MARKERS,
  ...HORMONE_MARKERS,
  ...IRON_MARKERS,
  ...VITAMIN_MARKERS,
  ...MINERAL_MARKERS,
  ...INFLAMMATION_MARKERS,
  ...CARDIAC_AND_COAGULATION_MARKERS,
  ...URINE_MARKERS,
];

/** Words labs add around a marker name that never change which marker it is. */
const NOISE_WORDS = new Set(['serum', 'plasma', 's', 'sr', 'p', 'blood', 'level', 'levels', 'value', 'test', 'estimation', 'assay', 'szérum', 'se', 'sé']);

function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');
}

/** 'S.G.O.T.' → 'sgot', 'Cholesterol, Total' and 'Total Cholesterol' → 'cholesterol total'. */
export function markerNameKey(printedName: string): string {
  const words = stripDiacritics(printedName.toLowerCase())
    .replace(/γ/g, 'gamma')
    .replace(/\./g, '')
    .replace(/%/g, ' percent ')
    .replace(/#/g, ' absolute ')
    .replace(/[^a-z0-9+]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word.length > 0 && !NOISE_WORDS.has(word));
  return [...new Set(words)].sort().join(' ');
}

function buildAliasIndex(): Map<string, Marker[]> {
  const index = new Map<string, Marker[]>();
  for (const marker of MARKER_CATALOG) {
    for (const alias of [marker.name, marker.key.replace(/_/g, ' '), ...marker.aliases]) {
      const key = markerNameKey(alias);
      const markers = index.get(key) ?? [];
      if (!markers.includes(marker)) markers.push(marker);
      index.set(key, markers);
    }
  }
  return index;
}

const ALIAS_INDEX = buildAliasIndex();

/** Name variants to try, most specific first: the whole name, without brackets, the bracket contents, comma parts. */
function nameVariants(printedName: string): string[] {
  const withoutBrackets = printedName.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
  const bracketContents = [...printedName.matchAll(/\(([^)]*)\)|\[([^\]]*)\]/g)].map((match) => match[1] ?? match[2] ?? '');
  const commaParts = withoutBrackets.split(/[,;]/).map((part) => part.trim());
  const withoutMethodSuffix = withoutBrackets.replace(/\s[-–]\s.*$/, '');
  return [printedName, withoutBrackets, withoutMethodSuffix, ...bracketContents, ...commaParts].filter((variant) => variant.trim().length > 0);
}

/**
 * Finds the catalog marker for a printed test name, robust to case, dots, accents, word order,
 * 'Serum'/'S.' prefixes and bracketed methods. When a unit is given and several markers share the
 * name (neutrophils in % or as a count), the one that can convert the unit wins.
 */
export function matchMarker(printedName: string, printedUnit?: string): Marker | null {
  for (const variant of nameVariants(printedName)) {
    const markers = ALIAS_INDEX.get(markerNameKey(variant));
    if (!markers || markers.length === 0) continue;
    if (printedUnit !== undefined) {
      const convertible = markers.find((marker) => canConvertUnit(marker, printedUnit));
      if (convertible) return convertible;
    }
    return markers[0] ?? null;
  }
  return null;
}
