import type { QueryConcept } from './foodQueryConcepts.js';
import type { NameProfile } from './foodRankingSignals.js';
import type { FoodVocabulary } from './foodVocabulary.js';

/** A query resolved against the vocabulary: which index words satisfy which part of it, and how well. */
export interface PreparedQuery {
  concepts: QueryConcept[];
  requiredConcepts: number[];
  /** concept → alternative → slot numbers (one slot per word of the alternative). */
  slotsByAlternative: number[][][];
  slotCount: number;
  termHits: Map<string, { slot: number; quality: number }[]>;
  /** concept → every index word that can satisfy it, for finding candidates. */
  termsByConcept: Set<string>[];
  /** Scratch space reused for every food scored, so ranking thousands of foods allocates nothing. */
  scratch: { name: SlotMatches; alias: SlotMatches };
}

interface SlotMatches {
  quality: Float64Array;
  position: Int32Array;
}

export interface SearchableProfile {
  name: NameProfile;
  aliasStems: string[];
}

// How much a match counts by where it sits in the name: the head noun matters most.
const SEGMENT_WEIGHTS = [1, 0.9, 0.82, 0.76];
const ALIAS_WEIGHT = 0.6;
const OPTIONAL_CONCEPT_BONUS = 0.02;
const ADJACENT_WORDS_BONUS = 0.03;
const ORDINARY_DETAIL_PENALTY = 0.04;
const DETAIL_DECAY = 0.7;

export function prepareQuery(concepts: QueryConcept[], vocabulary: FoodVocabulary, foodsWithTerm: (term: string) => number): PreparedQuery {
  const termHits = new Map<string, { slot: number; quality: number }[]>();
  const slotsByAlternative: number[][][] = [];
  const termsByConcept: Set<string>[] = [];
  let slotCount = 0;
  for (const concept of concepts) {
    const conceptTerms = new Set<string>();
    const alternativeSlots = concept.alternatives.map((alternative, alternativeIndex) => {
      const termsPerStem = alternative.stems.map((stem) => {
        const matches = vocabulary.matchesFor(stem, { allowFuzzy: alternativeIndex === 0 && !concept.isOptional });
        // The stem itself always counts, so a user's own food can match words the index lacks.
        return [{ term: stem, quality: 1 }, ...matches];
      });
      const slots = termsPerStem.map((terms) => {
        const slot = slotCount++;
        for (const { term, quality } of terms) {
          const hits = termHits.get(term) ?? [];
          hits.push({ slot, quality: quality * alternative.quality });
          termHits.set(term, hits);
        }
        return slot;
      });
      // A food must contain every word of an alternative, so its rarest word finds all candidates.
      for (const { term } of rarest(termsPerStem, foodsWithTerm)) conceptTerms.add(term);
      return slots;
    });
    slotsByAlternative.push(alternativeSlots);
    termsByConcept.push(conceptTerms);
  }
  const requiredConcepts = concepts.flatMap((concept, index) => (concept.isOptional ? [] : [index]));
  const scratch = { name: emptySlotMatches(slotCount), alias: emptySlotMatches(slotCount) };
  return { concepts, requiredConcepts, slotsByAlternative, slotCount, termHits, termsByConcept, scratch };
}

function emptySlotMatches(slotCount: number): SlotMatches {
  return { quality: new Float64Array(slotCount), position: new Int32Array(slotCount) };
}

function rarest<T extends { term: string }>(termsPerStem: readonly T[][], foodsWithTerm: (term: string) => number): T[] {
  let best: T[] = [];
  let bestCount = Infinity;
  for (const terms of termsPerStem) {
    const count = terms.reduce((sum, { term }) => sum + foodsWithTerm(term), 0);
    if (count < bestCount) {
      best = terms;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Relevance of one food to the query, or `undefined` when a required part of the query is
 * missing and `allowMissing` is false. Scores are comparable across foods of one query only.
 */
export function scoreFood(query: PreparedQuery, profile: SearchableProfile, allowMissing: boolean): number | undefined {
  const nameMatch = bestSlotMatches(query.termHits, profile.name.stems, profile.name.segments, query.scratch.name);
  const penalty = unmatchedWordsPenalty(query, profile.name);
  let aliasMatch: SlotMatches | undefined;
  let text = 0;
  const positions: number[] = [];
  for (const conceptIndex of query.requiredConcepts) {
    let quality = conceptQuality(query, conceptIndex, nameMatch.quality);
    if (quality > 0) positions.push(conceptPosition(query, conceptIndex, nameMatch));
    else {
      aliasMatch ??= bestSlotMatches(query.termHits, profile.aliasStems, undefined, query.scratch.alias);
      quality = conceptQuality(query, conceptIndex, aliasMatch.quality) * ALIAS_WEIGHT;
      positions.push(-10);
    }
    if (quality === 0 && !allowMissing) return undefined;
    text += quality;
  }
  text /= Math.max(1, query.requiredConcepts.length);
  query.concepts.forEach((concept, index) => {
    if (concept.isOptional && conceptQuality(query, index, nameMatch.quality) > 0) text += OPTIONAL_CONCEPT_BONUS;
  });
  for (let i = 1; i < positions.length; i++) {
    if (Math.abs((positions[i] ?? -10) - (positions[i - 1] ?? -20)) === 1) text += ADJACENT_WORDS_BONUS;
  }
  return text - penalty + profile.name.prior;
}

/**
 * Words the query does not mention make a food less likely what was meant, but each further
 * ordinary detail costs less: SR28 spells out `prepared with calcium sulfate and magnesium chloride`.
 */
function unmatchedWordsPenalty(query: PreparedQuery, name: NameProfile): number {
  let penalty = 0;
  let ordinaryDetails = 0;
  name.stems.forEach((stem, i) => {
    if (query.termHits.has(stem)) return;
    const wordPenalty = name.unmatchedPenalties[i] ?? 0;
    const isOrdinaryDetail = (name.segments[i] ?? 0) > 0 && wordPenalty <= ORDINARY_DETAIL_PENALTY;
    penalty += isOrdinaryDetail ? wordPenalty * DETAIL_DECAY ** ordinaryDetails++ : wordPenalty;
  });
  return penalty;
}

function bestSlotMatches(
  termHits: PreparedQuery['termHits'],
  stems: readonly string[],
  segments: readonly number[] | undefined,
  into: SlotMatches,
): SlotMatches {
  into.quality.fill(0);
  into.position.fill(-10);
  for (let i = 0; i < stems.length; i++) {
    const hits = termHits.get(stems[i] ?? '');
    if (!hits) continue;
    const weight = segments ? (SEGMENT_WEIGHTS[Math.min(segments[i] ?? 0, SEGMENT_WEIGHTS.length - 1)] ?? 1) : 1;
    for (const hit of hits) {
      const value = hit.quality * weight;
      if (value > (into.quality[hit.slot] ?? 0)) {
        into.quality[hit.slot] = value;
        into.position[hit.slot] = i;
      }
    }
  }
  return into;
}

function conceptQuality(query: PreparedQuery, conceptIndex: number, slotQuality: Float64Array): number {
  let best = 0;
  for (const slots of query.slotsByAlternative[conceptIndex] ?? []) {
    let weakest = Infinity;
    for (const slot of slots) weakest = Math.min(weakest, slotQuality[slot] ?? 0);
    if (slots.length > 0 && weakest > best) best = weakest;
  }
  return best;
}

function conceptPosition(query: PreparedQuery, conceptIndex: number, match: SlotMatches): number {
  const slots = query.slotsByAlternative[conceptIndex]?.[0] ?? [];
  const first = slots[0];
  return first === undefined || (match.quality[first] ?? 0) === 0 ? -10 : (match.position[first] ?? -10);
}
