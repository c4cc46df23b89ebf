import type { FoodCatalog } from '../../food/foodCatalog.js';
import { editDistanceWithin } from '../../food/search/foodVocabulary.js';
import { foodWordsUnstemmed } from '../../food/search/foodText.js';

/**
 * Two words run together ("wholewheat"): split where both halves are common. A word a few names also run together
 * ("meatloaf") is split only where the database writes the two words far more often ("meat loaf"). A word no name
 * runs together ("potstickers") is also split where a few names write its halves apart ("pot sticker").
 */
function splitRunTogether(catalog: FoodCatalog, counts: Map<string, number>, word: string, own: number): string {
  const namesWith = (phrase: string) => catalog.foods.filter((food) => food.name.toLowerCase().includes(phrase)).length;
  for (let cut = 3; cut <= word.length - 3; cut += 1) {
    const [left, right] = [word.slice(0, cut), word.slice(cut)];
    const rightCount = Math.max(counts.get(right) ?? 0, counts.get(right.replace(/e?s$/, '')) ?? 0);
    const leftCount = counts.get(left) ?? 0;
    if (leftCount >= COMMON_FACTOR && rightCount >= COMMON_FACTOR) {
      if (own === 0 || namesWith(`${left} ${right}`) >= COMMON_FACTOR * own) return `${left} ${right}`;
    } else if (own === 0 && leftCount > RARE && rightCount > RARE && namesWith(`${left} ${right.replace(/e?s$/, '')}`) > RARE) {
      return `${left} ${right}`;
    }
  }
  return word;
}

const wordCounts = new WeakMap<object, Map<string, number>>();
const corrections = new Map<string, string>();

function countsOf(catalog: FoodCatalog): Map<string, number> {
  let counts = wordCounts.get(catalog);
  if (!counts) {
    counts = new Map();
    for (const food of catalog.foods) {
      for (const word of new Set(foodWordsUnstemmed(food.name))) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    wordCounts.set(catalog, counts);
  }
  return counts;
}

/** Whether any food's name has the word as written. */
export function isNameWord(catalog: FoodCatalog, word: string): boolean {
  return countsOf(catalog).has(word);
}

/** Words names often use that end in the word and are longer by a word's start of their own ("popcorn" for "corn"). */
export function compoundsEndingIn(catalog: FoodCatalog, word: string): string[] {
  return [...countsOf(catalog)].filter(([term, count]) => count > RARE && term.length >= word.length + 3 && term.endsWith(word)).map(([term]) => term);
}

const oneWordNames = new WeakMap<object, Set<string>>();

// A dish named only by where it is from and its own name ("Puerto Rican pasteles").
const REGIONAL_DISH = /^(?:[A-Z][a-z]+ )+([a-z]+)$/;

/**
 * Foods whose whole name is one word ("Trifle", "Honey"), or one word after the region it is from ("Puerto Rican
 * pasteles"): that word is a food, however few names have it.
 */
function oneWordNamesOf(catalog: FoodCatalog): Set<string> {
  let names = oneWordNames.get(catalog);
  if (!names) {
    names = new Set(
      catalog.foods
        .map((food) => foodWordsUnstemmed(REGIONAL_DISH.exec(food.name)?.[1] ?? food.name))
        .filter((words) => words.length === 1)
        .map((words) => words[0]!),
    );
    oneWordNames.set(catalog, names);
  }
  return names;
}

const RARE = 1;
const COMMON_FACTOR = 5;

/**
 * Spells a query's rare words the way the database usually does: a word in at most one food name with a neighbour one
 * or two edits away that many names use is a typo (the person's or USDA's), and the neighbour is meant.
 */
export function correctSpelling(catalog: FoodCatalog, text: string): string {
  const counts = countsOf(catalog);
  return text.replace(/[a-z]{5,}/g, (word) => {
    const own = counts.get(word) ?? 0;
    if (own >= COMMON_FACTOR) return word;
    const key = `${catalog.version}:${word}`;
    const cached = corrections.get(key);
    if (cached !== undefined) return cached;
    // A singular of a word USDA only writes in the plural ("mcgriddle" for "McGRIDDLES") is spelt as USDA does.
    const plural = own > RARE ? undefined : [`${word}s`, `${word}es`].find((other) => (counts.get(other) ?? 0) > RARE);
    if (plural) return plural;
    // A plural of a known word ("sardines" for USDA's "sardine") is no typo.
    const singulars = [word.replace(/s$/, ''), word.replace(/es$/, '')];
    const known = own > RARE || oneWordNamesOf(catalog).has(word) || singulars.some((singular) => singular !== word && (counts.get(singular) ?? 0) > RARE);
    const limit = word.length >= 8 ? 2 : 1;
    let best = word;
    const leastCount = Math.max(own, 1) * COMMON_FACTOR;
    let bestCount = 0;
    // The nearest spelling wins, the commoner among as near ones: "cornbred" is "cornbread" (one letter), not the
    // commoner "corned" (two).
    let bestDistance = limit + 1;
    for (const [term, count] of known ? [] : counts) {
      if (count < leastCount || Math.abs(term.length - word.length) > limit) continue;
      // A food's own name made of a common word and a brand's prefix ("McNUGGETS") is no typo of the common word.
      if (own > 0 && word.endsWith(term)) continue;
      const distance = editDistanceWithin(word, term, limit);
      if (distance > limit) continue;
      if (distance < bestDistance || (distance === bestDistance && count > bestCount)) {
        best = term;
        bestCount = count;
        bestDistance = distance;
      }
    }
    if (best === word) best = splitRunTogether(catalog, counts, word, own);
    if (corrections.size > 5000) corrections.clear();
    corrections.set(key, best);
    return best;
  });
}
