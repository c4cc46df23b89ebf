import { defaultPortion } from '../portions/defaultPortion.js';
import { parseFoodQuery } from './foodQueryConcepts.js';
import { prepareQuery, scoreFood, type PreparedQuery, type SearchableProfile } from './foodQueryScorer.js';
import { profileFoodName } from './foodRankingSignals.js';
import type { FoodSearchIndex, FoodSearchOptions, FoodSearchResult, ScoredFood, SearchableFood } from './foodSearch.types.js';
import { foodWords } from './foodText.js';
import { FoodVocabulary } from './foodVocabulary.js';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;
// A food the user logs or owns should beat a plainer USDA match of the same words (their dehydrated bananas over raw ones).
const USER_FOOD_BOOST = 0.6;
const FAMILY_SIZE_WEIGHT = 0.02;

interface IndexedFood {
  food: SearchableFood;
  profile: SearchableProfile;
}

interface Candidate {
  entry: IndexedFood;
  score: number;
}

/** Builds the in-memory index once; each search then touches only foods sharing a word with the query. */
export function createFoodSearchIndex(foods: readonly SearchableFood[]): FoodSearchIndex {
  const entries = foods.map(indexFood);
  addFamilySizePriors(entries);
  const postings = buildPostings(entries);
  const vocabulary = new FoodVocabulary(postings.keys());
  return {
    size: entries.length,
    search(query: string, options: FoodSearchOptions = {}): FoodSearchResult {
      const prepared = prepareQuery(parseFoodQuery(query), vocabulary, (term) => postings.get(term)?.length ?? 0);
      if (prepared.requiredConcepts.length === 0) return { items: [], total: 0 };
      const boostIds = new Set(options.boostIds ?? []);
      const candidates = [...scoreIndexedCandidates(prepared, entries, postings), ...scoreExtraFoods(prepared, options.extraFoods ?? [])];
      for (const candidate of candidates) if (boostIds.has(candidate.entry.food.id)) candidate.score += USER_FOOD_BOOST;
      candidates.sort(byScoreThenShorterName);
      const offset = Math.max(0, options.offset ?? 0);
      const limit = Math.min(MAX_LIMIT, Math.max(0, options.limit ?? DEFAULT_LIMIT));
      return { items: candidates.slice(offset, offset + limit).map(toScoredFood), total: candidates.length };
    },
  };
}

function indexFood(food: SearchableFood): IndexedFood {
  return { food, profile: { name: profileFoodName(food), aliasStems: food.aliases ? foodWords(food.aliases) : [] } };
}

/**
 * Commonness proxy: the more variants USDA lists of `bread, white`, the more often people eat it. A generic food
 * (`Cheese, NFS`, whose family is its head noun alone) counts every variant under that head.
 */
function addFamilySizePriors(entries: readonly IndexedFood[]): void {
  const familySizes = new Map<string, number>();
  const headSizes = new Map<string, number>();
  for (const { profile } of entries) {
    familySizes.set(profile.name.familyKey, (familySizes.get(profile.name.familyKey) ?? 0) + 1);
    headSizes.set(profile.name.headKey, (headSizes.get(profile.name.headKey) ?? 0) + 1);
  }
  for (const { profile } of entries) {
    const { familyKey, headKey } = profile.name;
    const size = familyKey === headKey ? (headSizes.get(headKey) ?? 1) : (familySizes.get(familyKey) ?? 1);
    profile.name.prior += FAMILY_SIZE_WEIGHT * Math.log(size);
  }
}

function buildPostings(entries: readonly IndexedFood[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  entries.forEach((entry, foodIndex) => {
    for (const stem of new Set([...entry.profile.name.stems, ...entry.profile.aliasStems])) {
      const list = lists.get(stem) ?? [];
      list.push(foodIndex);
      lists.set(stem, list);
    }
  });
  return new Map([...lists].map(([stem, list]) => [stem, Int32Array.from(list)]));
}

/**
 * Candidates share a word with every required part of the query; when no food does, the foods
 * matching the most parts are ranked instead, so a partly mistyped query still finds something.
 */
function scoreIndexedCandidates(query: PreparedQuery, entries: readonly IndexedFood[], postings: Map<string, Int32Array>): Candidate[] {
  const matchedConcepts = new Uint8Array(entries.length);
  const touched: number[] = [];
  query.requiredConcepts.forEach((conceptIndex) => {
    const seenForConcept = new Set<number>();
    for (const term of query.termsByConcept[conceptIndex] ?? []) {
      for (const foodIndex of postings.get(term) ?? []) {
        if (seenForConcept.has(foodIndex)) continue;
        seenForConcept.add(foodIndex);
        if (matchedConcepts[foodIndex] === 0) touched.push(foodIndex);
        matchedConcepts[foodIndex] = (matchedConcepts[foodIndex] ?? 0) + 1;
      }
    }
  });
  let needed = query.requiredConcepts.length;
  let candidates = collect(query, entries, touched, matchedConcepts, needed, false);
  while (candidates.length === 0 && --needed > 0) candidates = collect(query, entries, touched, matchedConcepts, needed, true);
  return candidates;
}

function collect(
  query: PreparedQuery,
  entries: readonly IndexedFood[],
  touched: readonly number[],
  matchedConcepts: Uint8Array,
  needed: number,
  allowMissing: boolean,
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const foodIndex of touched) {
    const entry = entries[foodIndex];
    if (!entry || (matchedConcepts[foodIndex] ?? 0) < needed) continue;
    const score = scoreFood(query, entry.profile, allowMissing);
    if (score !== undefined) candidates.push({ entry, score });
  }
  return candidates;
}

function scoreExtraFoods(query: PreparedQuery, foods: readonly SearchableFood[]): Candidate[] {
  return foods.flatMap((food) => {
    const entry = indexFood(food);
    const score = scoreFood(query, entry.profile, false);
    return score === undefined ? [] : [{ entry, score }];
  });
}

function byScoreThenShorterName(a: Candidate, b: Candidate): number {
  return b.score - a.score || a.entry.food.name.length - b.entry.food.name.length || (a.entry.food.id < b.entry.food.id ? -1 : 1);
}

function toScoredFood({ entry, score }: Candidate): ScoredFood {
  const { food } = entry;
  return {
    id: food.id,
    name: food.name,
    source: food.source,
    category: food.category,
    score: Math.round(score * 1000) / 1000,
    defaultPortion: defaultPortion(food),
  };
}
