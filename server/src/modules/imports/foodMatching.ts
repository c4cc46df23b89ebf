import type { DatasetFood } from '../food/dataset/foodDataset.types.js';
import type { FoodCatalog } from '../food/foodCatalog.js';
import { portionToGrams, UnknownPortionUnitError } from '../food/portions/foodPortionUnits.js';
import { foodWords } from '../food/search/foodText.js';
import type { PlannedFoodItem } from './importPlan.js';

/** Words that say nothing about which food it is: ignored on both sides when names are compared. */
const NEUTRAL = new Set(
  ['fresh', 'regular', 'commercial', 'variety', 'all', 'ns', 'as', 'to', 'type', 'style', 'and', 'with', 'of', 'the', 'a', 'in', 'or', 'food']
    .concat(['small', 'medium', 'large', 'extra', 'jumbo', 'generic'])
    .flatMap(foodWords),
);
/** Our foods' names say "raw" or "plain" where a person says nothing; a person who says it means it (not "cooked", not "vanilla"). */
const NEUTRAL_IN_OUR_NAMES = new Set([...NEUTRAL, 'raw', 'plain']);
/** A candidate may name at most this many things the imported name does not (`Peanut butter, smooth style, with salt`)… */
const MAX_EXTRA_WORDS = 2;
/** …or this many when the amount's weight is known and the calories agree closely (`Chicken breast, baked, broiled, or roasted, skin not eaten`). */
const MAX_EXTRA_WORDS_WEIGHED = 6;
const CLOSE_ENERGY_TOLERANCE = 0.15;
const CANDIDATES = 10;
/** Calories per gram may differ this much (as a fraction) from our food's before the match is refused. */
const ENERGY_TOLERANCE = 0.35;
/** Distinct names looked up in the food search per import; the rest keep the file's own nutrition. */
const MAX_NAME_LOOKUPS = 5000;
/** Matching gives the event loop back this often, so other requests are answered during a large import. */
const YIELD_EVERY_MS = 20;

export interface FoodMatch {
  id: string;
  name: string;
  /** The entry's amount in grams: as the file weighs it, or converted with our food's own portions (cups, pieces). */
  grams: number;
}

const vocabularies = new WeakMap<FoodCatalog, Set<string>>();

/** Every word stem used in our food names: a word outside it (a brand, a shop) cannot identify one of our foods. */
function vocabularyOf(catalog: FoodCatalog): Set<string> {
  let words = vocabularies.get(catalog);
  if (!words) {
    words = new Set(catalog.foods.flatMap((food) => foodWords(food.name)));
    vocabularies.set(catalog, words);
  }
  return words;
}

/**
 * The food in a name as MyFitnessPal writes it: "Chobani - Greek Yogurt, Plain" ("Brand - Food") → "Greek Yogurt,
 * Plain" when the part before the dash has a word none of our foods uses, while "Brown Rice - Cooked" ("Food -
 * Descriptor") stays whole; a trailing amount (", 2 tbsp") goes.
 */
export function foodPartOf(name: string, isFoodWord: (word: string) => boolean = () => false): string {
  const [first, ...rest] = name.split(/\s+[-–—]\s+/);
  const isBrand = rest.join('').trim() !== '' && foodWords(first!).some((word) => !isFoodWord(word));
  const food = isBrand ? rest.join(' ') : [first, ...rest].join(', ');
  return food.replace(/,\s*\d[\d./]*\s*[a-z]*\.?\s*$/i, '').replace(/\(\s*\d[^)]*\)/g, ' ');
}

const coreWords = (words: readonly string[], neutral: Set<string>) => new Set(words.filter((word) => !neutral.has(word)));

/** Grams of `quantity unit` of our food, when the unit is a weight or one of the food's own portions. */
function gramsOf(food: DatasetFood, item: Pick<PlannedFoodItem, 'quantity' | 'unit' | 'grams'>): number | null {
  if (item.grams) return item.grams;
  try {
    return portionToGrams(food, { quantity: item.quantity, unit: item.unit });
  } catch (error) {
    if (error instanceof UnknownPortionUnitError) return null;
    throw error;
  }
}

type MatchedItem = Pick<PlannedFoodItem, 'name' | 'quantity' | 'unit' | 'grams' | 'nutrients'>;

/** How the file's calories compare with our food's for the amount: unknown without a weight, else whether they agree. */
function energyCheck(food: DatasetFood, item: MatchedItem): 'unknown' | 'close' | 'near' | 'far' {
  const grams = gramsOf(food, item);
  const ours = food.nutrients.energy_kcal;
  const theirs = item.nutrients.energy_kcal;
  if (!grams || ours === undefined || theirs === undefined) return 'unknown';
  const expected = (ours * grams) / 100;
  const difference = Math.abs(theirs - expected);
  if (difference <= Math.max(10, expected * CLOSE_ENERGY_TOLERANCE)) return 'close';
  return difference <= Math.max(25, expected * ENERGY_TOLERANCE) ? 'near' : 'far';
}

function isConfident(candidate: { food: DatasetFood; extra: number }, item: MatchedItem): boolean {
  const energy = energyCheck(candidate.food, item);
  return energy === 'close' || (candidate.extra <= MAX_EXTRA_WORDS && energy !== 'far');
}

/**
 * Our food for an imported name, tolerant of case, punctuation, plurals, word order and brand prefixes: among the
 * search's best answers, the one whose name has every identifying word of the imported name and few more (fewest
 * first), and whose calories do not disagree when the amount's weight is known; a name with more extra words needs
 * calories that agree closely. Otherwise null.
 */
export function createFoodMatcher(catalog: FoodCatalog): (item: MatchedItem) => FoodMatch | null {
  const vocabulary = vocabularyOf(catalog);
  const candidatesByName = new Map<string, { food: DatasetFood; extra: number }[]>();
  return (item) => {
    const wanted = [...coreWords(foodWords(foodPartOf(item.name, (word) => vocabulary.has(word))), NEUTRAL)].filter((word) => vocabulary.has(word));
    // "raw" or "plain" alone ("Food number 12, raw") names no food: it would match whichever raw food's calories agree.
    if (wanted.every((word) => NEUTRAL_IN_OUR_NAMES.has(word))) return null;
    const key = [...wanted].sort().join(' ');
    let candidates = candidatesByName.get(key);
    if (!candidates) {
      if (candidatesByName.size >= MAX_NAME_LOOKUPS) return null;
      candidates = catalog.index
        .search(wanted.join(' '), { limit: CANDIDATES })
        .items.flatMap((found) => {
          const food = catalog.get(found.id);
          if (!food) return [];
          const named = new Set(foodWords(food.name));
          if (!wanted.every((word) => named.has(word))) return [];
          const extra = [...coreWords([...named], NEUTRAL_IN_OUR_NAMES)].filter((word) => !wanted.includes(word)).length;
          return extra <= MAX_EXTRA_WORDS_WEIGHED ? [{ food, extra }] : [];
        })
        .sort((a, b) => a.extra - b.extra);
      candidatesByName.set(key, candidates);
    }
    const match = candidates.find((candidate) => isConfident(candidate, item));
    if (!match) return null;
    // An amount in cups or pieces becomes ours only when the food's own portions weigh it; otherwise the entry stays a
    // quick-add entry with the file's nutrition (a food entry without a weight could not be edited or re-logged).
    const grams = gramsOf(match.food, item);
    return grams ? { id: match.food.id, name: match.food.name, grams: Math.round(grams * 10) / 10 } : null;
  };
}

export type FoodMatcher = ReturnType<typeof createFoodMatcher>;

/**
 * Links food entries to our foods where the match is confident, with the amount's weight; the rest keep the file's
 * nutrition. Call it page by page with one matcher: names already looked up are not searched again.
 */
export async function matchImportedFoods(items: PlannedFoodItem[], match: FoodMatcher): Promise<void> {
  let lastYield = performance.now();
  for (const item of items) {
    if (performance.now() - lastYield > YIELD_EVERY_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      lastYield = performance.now();
    }
    const found = match(item);
    item.foodId = found?.id ?? null;
    if (found && !item.grams) item.grams = found.grams;
  }
}
