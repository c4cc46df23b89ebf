import { foodWordsUnstemmed, stemFoodWord } from './foodText.js';

/** One thing the person asked for; any alternative (a word sequence in stems) satisfies it. */
export interface QueryConcept {
  text: string;
  alternatives: { stems: string[]; quality: number }[];
  /** Filler words (`of`, `the`) and counts (`2 eggs`) help ranking but are not required. */
  isOptional: boolean;
}

/**
 * Everyday words for what USDA names differently. Keys are unstemmed query words or phrases;
 * each value lists other spellings, as phrases, that satisfy the same concept.
 */
const SYNONYMS: Record<string, string[]> = {
  '2%': ['reduced fat'],
  '1%': ['low fat', 'lowfat'],
  skim: ['nonfat', 'fat free'],
  nonfat: ['skim', 'fat free'],
  'fat free': ['nonfat', 'skim'],
  'low fat': ['lowfat', '1%'],
  lowfat: ['low fat'],
  'whole milk': ['milk 3.25%'],
  oj: ['orange juice'],
  soda: ['soft drink', 'carbonated beverage'],
  pop: ['soft drink'],
  'soft drink': ['soda', 'carbonated beverage'],
  coke: ['cola'],
  hamburger: ['burger'],
  burger: ['hamburger'],
  hotdog: ['hot dog', 'frankfurter'],
  'hot dog': ['frankfurter'],
  fries: ['french fried'],
  yoghurt: ['yogurt'],
  donut: ['doughnut'],
  doughnut: ['donut'],
  ketchup: ['catsup'],
  catsup: ['ketchup'],
  chickpea: ['garbanzo'],
  chickpeas: ['garbanzo'],
  garbanzo: ['chickpea'],
  scallion: ['green onion'],
  scallions: ['green onions'],
  cilantro: ['coriander leaf'],
  'bell pepper': ['sweet pepper'],
  prawn: ['shrimp'],
  prawns: ['shrimp'],
  'mac and cheese': ['macaroni and cheese'],
  'mac n cheese': ['macaroni and cheese'],
  pb: ['peanut butter'],
  evoo: ['olive oil extra virgin'],
  soymilk: ['soy milk'],
  'soy milk': ['soymilk'],
  'protein bar': ['nutrition bar', 'meal replacement bar'],
  'granola bar': ['cereal bar'],
  cornflakes: ['corn flakes'],
  oatmeal: ['oats'],
  porridge: ['oatmeal'],
  aubergine: ['eggplant'],
  courgette: ['zucchini'],
  mince: ['ground'],
  minced: ['ground'],
  'ground beef': ['hamburger meat'],
  jello: ['gelatin dessert'],
  pbj: ['peanut butter and jelly'],
};

const OPTIONAL_WORDS = new Set(['a', 'an', 'the', 'of', 'and', 'with', 'in', 'on', 'or', 'for', 'some']);
const SYNONYM_QUALITY = 0.95;
const LONGEST_SYNONYM_WORDS = 3;

/** Splits a query into concepts, joining multi-word synonyms (`fat free`, `soft drink`) into one. */
export function parseFoodQuery(query: string): QueryConcept[] {
  const words = foodWordsUnstemmed(query);
  const concepts: QueryConcept[] = [];
  for (let i = 0; i < words.length;) {
    const phraseLength = longestSynonymPhraseAt(words, i);
    if (phraseLength > 0) {
      const phrase = words.slice(i, i + phraseLength).join(' ');
      concepts.push(conceptFor(phrase, SYNONYMS[phrase] ?? []));
      i += phraseLength;
      continue;
    }
    const word = words[i] ?? '';
    concepts.push({ ...conceptFor(word, []), isOptional: OPTIONAL_WORDS.has(word) || /^\d+(\.\d+)?$/.test(word) });
    i += 1;
  }
  return concepts;
}

function longestSynonymPhraseAt(words: readonly string[], start: number): number {
  for (let length = Math.min(LONGEST_SYNONYM_WORDS, words.length - start); length >= 1; length--) {
    if (SYNONYMS[words.slice(start, start + length).join(' ')]) return length;
  }
  return 0;
}

function conceptFor(text: string, synonyms: readonly string[]): QueryConcept {
  const stemsOf = (phrase: string) => foodWordsUnstemmed(phrase).map(stemFoodWord);
  const alternatives = [{ stems: stemsOf(text), quality: 1 }];
  for (const synonym of synonyms) alternatives.push({ stems: stemsOf(synonym), quality: SYNONYM_QUALITY });
  return { text, alternatives, isOptional: false };
}
