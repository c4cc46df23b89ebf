/**
 * Thin strokes: what a blurred photo loses first (a lost 'i' or 't' in 'Ferrin', a lost slash in 'mmolL') and reads
 * as one another ('mmolfi' for 'mmol/l', 'UiL' for 'U/L'). Losing one, or reading one as another, costs half.
 */
const THIN_STROKES = new Set([...'iltfjr1|!/']);

/** A text as misreadDistance compares it: case and micro signs ('µ', 'u') aside. */
export const foldedForMisreads = (text: string) => text.toLowerCase().replace(/µ/g, 'u');

/**
 * How far an OCR reading is from a printed text, both foldedForMisreads, in misread characters (an edit distance): a
 * character read as another, lost, or read where none is printed costs one, thin strokes half (THIN_STROKES).
 * Infinity once it is sure to exceed `limit`.
 */
export function misreadDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) / 2 > limit) return Number.POSITIVE_INFINITY;
  const isThin = Array.from(b, (character) => THIN_STROKES.has(character));
  let previous = new Float64Array(b.length + 1);
  let current = new Float64Array(b.length + 1);
  for (let at = 1; at <= b.length; at += 1) previous[at] = previous[at - 1]! + (isThin[at - 1] ? 0.5 : 1);
  for (const character of a) {
    const isReadThin = THIN_STROKES.has(character);
    current[0] = previous[0]! + 1;
    let rowMinimum = current[0];
    for (let at = 1; at <= b.length; at += 1) {
      const substitution = character === b[at - 1] ? 0 : isReadThin && isThin[at - 1] ? 0.5 : 1;
      current[at] = Math.min(previous[at - 1]! + substitution, previous[at]! + 1, current[at - 1]! + (isThin[at - 1] ? 0.5 : 1));
      rowMinimum = Math.min(rowMinimum, current[at]!);
    }
    if (rowMinimum > limit) return Number.POSITIVE_INFINITY;
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/** A text's characters counted, for fewestMisreads. */
export interface CharacterCounts {
  thin: number;
  other: number;
  byCharacter: Map<string, number>;
}

export function characterCountsOf(text: string): CharacterCounts {
  const counts: CharacterCounts = { thin: 0, other: 0, byCharacter: new Map() };
  for (const character of text) {
    counts.byCharacter.set(character, (counts.byCharacter.get(character) ?? 0) + 1);
    if (THIN_STROKES.has(character)) counts.thin += 1;
    else counts.other += 1;
  }
  return counts;
}

/**
 * A floor under misreadDistance from the two texts' CharacterCounts alone, which rules out far texts without comparing
 * them character by character. A misread changes the counts of characters that are no thin stroke by at most two for a
 * whole misread, and those of thin strokes by at most two for half of one; so half the first difference and a quarter
 * of the second are never more than the misreads.
 */
export function fewestMisreads(read: CharacterCounts, text: CharacterCounts): number {
  let sharedThin = 0;
  let sharedOther = 0;
  for (const [character, count] of text.byCharacter) {
    const shared = Math.min(count, read.byCharacter.get(character) ?? 0);
    if (THIN_STROKES.has(character)) sharedThin += shared;
    else sharedOther += shared;
  }
  return (read.other + text.other - 2 * sharedOther) / 2 + (read.thin + text.thin - 2 * sharedThin) / 4;
}

/**
 * The candidate nearest a reading (`textOf` gives each foldedForMisreads), when it is near enough (at most `maxShare` of its characters misread) and every
 * candidate that means something else (`meaning`) has a share of misreads at least `marginShare` larger; else null.
 */
export function nearestByMisreads<T>(
  read: string,
  candidates: readonly T[],
  { textOf, meaning, maxShare, marginShare }: { textOf: (candidate: T) => string; meaning: (candidate: T) => string; maxShare: number; marginShare: number },
): T | null {
  const folded = foldedForMisreads(read);
  let best: { candidate: T; share: number } | null = null;
  const near: Array<{ candidate: T; share: number }> = [];
  for (const candidate of candidates) {
    const length = Math.max(1, textOf(candidate).length);
    const share = misreadDistance(folded, textOf(candidate), length * (maxShare + marginShare)) / length;
    if (share >= maxShare + marginShare) continue;
    near.push({ candidate, share });
    if (!best || share < best.share) best = { candidate, share };
  }
  if (!best || best.share > maxShare) return null;
  const bestMeaning = meaning(best.candidate);
  const isClear = near.every(({ candidate, share }) => meaning(candidate) === bestMeaning || share - best.share >= marginShare);
  return isClear ? best.candidate : null;
}
