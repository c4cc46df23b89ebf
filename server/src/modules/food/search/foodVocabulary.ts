/** A word of the index that a query word can stand for, with how sure we are (1 = same word). */
export interface TermMatch {
  term: string;
  quality: number;
}

const PREFIX_QUALITY = 0.8;
const ONE_EDIT_QUALITY = 0.75;
const TWO_EDITS_QUALITY = 0.55;
// A three-letter prefix could stand for hundreds of words; typing on narrows it quickly.
const MAX_PREFIX_TERMS_BY_LENGTH = [0, 0, 0, 12, 25, 40];
const CACHE_LIMIT = 20_000;

/**
 * Every word stem of the indexed names, for finding what a typed word means: the word itself,
 * words it begins (`banan` → `banana`, as people search while typing) and, for words the
 * index lacks, words one or two edits away (`brocoli` → `broccoli`).
 */
export class FoodVocabulary {
  private readonly sortedTerms: string[];
  private readonly termsByLength = new Map<number, string[]>();
  private readonly known: Set<string>;
  private readonly cache = new Map<string, TermMatch[]>();

  constructor(terms: Iterable<string>) {
    this.known = new Set(terms);
    this.sortedTerms = [...this.known].sort();
    for (const term of this.sortedTerms) {
      const bucket = this.termsByLength.get(term.length) ?? [];
      bucket.push(term);
      this.termsByLength.set(term.length, bucket);
    }
  }

  has(term: string): boolean {
    return this.known.has(term);
  }

  matchesFor(word: string, { allowFuzzy }: { allowFuzzy: boolean }): TermMatch[] {
    const cacheKey = `${allowFuzzy ? 'f' : 'x'}:${word}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const best = new Map<string, number>();
    const offer = (term: string, quality: number) => best.set(term, Math.max(best.get(term) ?? 0, quality));
    if (this.known.has(word)) offer(word, 1);
    for (const term of this.termsStartingWith(word)) offer(term, PREFIX_QUALITY * Math.sqrt(word.length / term.length));
    if (allowFuzzy && !this.known.has(word)) {
      for (const [term, edits] of this.termsNear(word)) offer(term, edits === 1 ? ONE_EDIT_QUALITY : TWO_EDITS_QUALITY);
    }
    const matches = [...best].map(([term, quality]) => ({ term, quality }));
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(cacheKey, matches);
    return matches;
  }

  private termsStartingWith(prefix: string): string[] {
    // Short prefixes would pull in half the vocabulary (`c` → everything).
    if (prefix.length < 3) return [];
    let low = 0;
    let high = this.sortedTerms.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.sortedTerms[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    const limit = MAX_PREFIX_TERMS_BY_LENGTH[Math.min(prefix.length, MAX_PREFIX_TERMS_BY_LENGTH.length - 1)] ?? 0;
    const found: string[] = [];
    for (let i = low; i < this.sortedTerms.length && found.length < limit; i++) {
      const term = this.sortedTerms[i] ?? '';
      if (!term.startsWith(prefix)) break;
      if (term !== prefix) found.push(term);
    }
    return found;
  }

  private termsNear(word: string): [string, number][] {
    const maxEdits = word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
    const near: [string, number][] = [];
    if (maxEdits === 0) return near;
    for (let length = word.length - maxEdits; length <= word.length + maxEdits; length++) {
      for (const term of this.termsByLength.get(length) ?? []) {
        const edits = editDistanceWithin(word, term, maxEdits);
        if (edits <= maxEdits) near.push([term, edits]);
      }
    }
    return near;
  }
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of
 * neighbours), giving up as soon as it must exceed `limit`.
 */
export function editDistanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > limit) return limit + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length] ?? limit + 1;
}
