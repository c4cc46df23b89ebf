import { foodWords, nameSegments, stemFoodWord } from './foodText.js';

/** What the index knows about a food's name before any query arrives. */
export interface NameProfile {
  stems: string[];
  /** Segment of each stem: 0 is the head noun (`Bananas` in `Bananas, raw`), then details in order. */
  segments: number[];
  /** Penalty for each stem the query does not mention. */
  unmatchedPenalties: number[];
  prior: number;
  /** Head noun plus first detail (`bread white`); USDA lists many variants of foods people eat often. */
  familyKey: string;
  /** The head noun alone (`cheese`): a generic food (`Cheese, NFS`) stands for every family under it. */
  headKey: string;
}

// Class words that USDA puts before the real head noun: `Beverages, coffee, brewed`, `Soft drink, cola`.
const CLASS_PREFIXES = stemmedPhrases([
  'beverages',
  'alcoholic beverage',
  'carbonated',
  'carbonated beverage',
  'soft drink',
  'nuts',
  'seeds',
  'spices',
  'candies',
  'snacks',
  'cereals ready-to-eat',
]);
// Only SR28 and Foundation names lead with these; FNDDS `Fish, tofu, and vegetables` is a dish.
const REFERENCE_CLASS_PREFIXES = stemmedPhrases(['fish', 'crustaceans', 'mollusks', 'cereals']);

// Words that say nothing a person would miss: `Bananas, raw` is simply bananas.
const NEUTRAL_WORDS = stemmedSet([
  'raw',
  'fresh',
  'plain',
  'regular',
  'nfs',
  'ns',
  'all',
  'types',
  'varieties',
  'commercial',
  'unprepared',
  'prepared',
  'mature',
  'seeds',
  'includes',
  'brewed',
]);
const FUNCTION_WORDS = stemmedSet(['and', 'or', 'of', 'as', 'to', 'from', 'in', 'on', 'with', 'without', 'a', 'the', 'for', 'not', 'by', 'if', 'made']);

// Forms a person rarely means unless they say so: processed, special-purpose or for babies.
const UNSAID_FORM_PENALTIES: Record<string, number> = {
  babyfood: 0.5,
  baby: 0.4,
  infant: 0.5,
  toddler: 0.5,
  formula: 0.3,
  junior: 0.3,
  strained: 0.3,
  dehydrated: 0.25,
  freeze: 0.2,
  dried: 0.12,
  powder: 0.15,
  powdered: 0.2,
  concentrate: 0.15,
  condensed: 0.15,
  imitation: 0.3,
  substitute: 0.3,
  replacement: 0.2,
  mix: 0.12,
  industrial: 0.4,
  commodity: 0.3,
  usda: 0.2,
  school: 0.2,
  lunch: 0.08,
  nfsmi: 0.2,
  unenriched: 0.08,
  sodium: 0.06,
  dietetic: 0.2,
  diet: 0.08,
  light: 0.05,
  reduced: 0.05,
  flavored: 0.05,
  fortified: 0.04,
  canned: 0.06,
  frozen: 0.06,
  stabilized: 0.1,
  ingredient: 0.2,
  puree: 0.1,
  sweetened: 0.04,
  salad: 0.05,
  sandwich: 0.06,
  soup: 0.06,
  cooking: 0.1,
  use: 0.1,
  meatless: 0.25,
  vegetarian: 0.1,
  fried: 0.08,
  stuffed: 0.1,
  coated: 0.08,
  breaded: 0.08,
  battered: 0.08,
  candied: 0.1,
  glazed: 0.08,
  fermented: 0.08,
  salted: 0.06,
  // Organ meats and cuts people ask for by name ('chicken liver'), never by the animal alone.
  giblets: 0.35,
  gizzard: 0.35,
  liver: 0.25,
  heart: 0.2,
  tongue: 0.25,
  tripe: 0.3,
  feet: 0.3,
  neck: 0.2,
};
const UNSAID_FORM_PENALTY_BY_STEM = new Map(Object.entries(UNSAID_FORM_PENALTIES).map(([word, penalty]) => [stemFoodWord(word), penalty]));

// For grains, legumes, meat and fish people log the cooked food; for produce, the raw one.
const USUALLY_COOKED_CATEGORY = /cereal grains|pasta|legume|beef|pork|poultry|lamb|veal|game|finfish|shellfish|rice|beans|chicken|turkey|fish|meat/i;
const UNCOOKED_WORDS = stemmedSet(['raw', 'dry', 'uncooked', 'unheated']);
// Plain cooking is the default form of many foods; sauces, breading or frying are not.
const PLAIN_COOKING_WORDS = stemmedSet(['cooked', 'baked', 'boiled', 'roasted', 'steamed', 'grilled', 'broiled', 'poached']);
const PLAIN_COOKING_PENALTY = 0.02;
// Lone detail words that describe the standard food: `Egg, whole`, `Milk, whole`.
const NEUTRAL_SEGMENTS = new Set(['whole']);
// Class words before the head noun still say what kind of thing it is (`Beverages, carbonated, orange`).
const CLASS_PREFIX_PENALTY = 0.03;

const HEAD_UNMATCHED_PENALTY = 0.15;
// The last word of the head is what the thing is (`brown rice chips`, `Yachtwurst, with pistachio nuts`);
// missing it means a different food.
const HEAD_NOUN_UNMATCHED_PENALTY = 0.45;
const DETAIL_UNMATCHED_PENALTY = 0.04;
const FUNCTION_WORD_PENALTY = 0.01;
const UNCOOKED_PENALTY = 0.06;

const CATEGORY_PRIORS: [RegExp, number][] = [
  [/baby|infant|toddler|formula|human milk/i, -0.5],
  [/american indian|alaska native/i, -0.3],
  [/restaurant foods|fast foods/i, -0.12],
  [/quality control|branded/i, -0.3],
];
const SOURCE_PRIORS: Record<string, number> = { sr28: 0.02, fndds: 0.01, foundation: 0 };
// Capitalised brand names (`KRAFT`, `KELLOGG'S`) mark products most people would not look for generically.
const BRAND_WORD = /\b(?!NFS\b|NS\b|USDA\b|NLEA\b|DHA\b|RTE\b|RTF\b|UHT\b)[A-Z][A-Z'&]{2,}\b/;
const BRAND_PRIOR = -0.15;

export function profileFoodName(food: { name: string; category: string; source: string }): NameProfile {
  const stems: string[] = [];
  const segments: number[] = [];
  const isUnspecified: boolean[] = [];
  let segmentNumber = 0;
  let isInClassPrefix = true;
  for (const segmentText of nameSegments(food.name)) {
    const words = foodWords(segmentText);
    const phrase = words.join(' ');
    isInClassPrefix &&= CLASS_PREFIXES.has(phrase) || (food.source !== 'fndds' && REFERENCE_CLASS_PREFIXES.has(phrase));
    // FNDDS `NS as to type of meat` means "any kind": the generic food, not an extra detail.
    const isUnspecifiedDetail = (words[0] === 'ns' && words[1] === 'as') || NEUTRAL_SEGMENTS.has(words.join(' '));
    for (const word of words) {
      stems.push(word);
      segments.push(isInClassPrefix ? 1 : segmentNumber);
      isUnspecified.push(isUnspecifiedDetail);
    }
    if (!isInClassPrefix) segmentNumber += 1;
  }
  const isUsuallyCooked = USUALLY_COOKED_CATEGORY.test(food.category);
  const headStart = segments.indexOf(0);
  const headEnd = segments.lastIndexOf(0);
  const unmatchedPenalties = stems.map((stem, i) => {
    if (i < headStart) return CLASS_PREFIX_PENALTY;
    if (isUnspecified[i]) return 0;
    const penalty = unmatchedPenaltyFor(stem, segments[i] ?? 0, isUsuallyCooked);
    return i === headEnd && penalty === HEAD_UNMATCHED_PENALTY ? HEAD_NOUN_UNMATCHED_PENALTY : penalty;
  });
  const familyKey = stems.filter((stem, i) => i >= headStart && (segments[i] ?? 9) <= 1 && !NEUTRAL_WORDS.has(stem) && !FUNCTION_WORDS.has(stem)).join(' ');
  const headKey = stems.filter((stem, i) => i >= headStart && segments[i] === 0 && !NEUTRAL_WORDS.has(stem)).join(' ');
  return { stems, segments, unmatchedPenalties, prior: priorFor(food), familyKey, headKey };
}

function unmatchedPenaltyFor(stem: string, segment: number, isUsuallyCooked: boolean): number {
  if (isUsuallyCooked && UNCOOKED_WORDS.has(stem)) return UNCOOKED_PENALTY;
  if (PLAIN_COOKING_WORDS.has(stem)) return isUsuallyCooked ? 0 : PLAIN_COOKING_PENALTY;
  if (NEUTRAL_WORDS.has(stem)) return 0;
  if (FUNCTION_WORDS.has(stem)) return FUNCTION_WORD_PENALTY;
  const formPenalty = UNSAID_FORM_PENALTY_BY_STEM.get(stem);
  if (formPenalty !== undefined) return formPenalty + (segment === 0 ? HEAD_UNMATCHED_PENALTY : 0);
  return segment === 0 ? HEAD_UNMATCHED_PENALTY : DETAIL_UNMATCHED_PENALTY;
}

function priorFor(food: { name: string; category: string; source: string }): number {
  let prior = SOURCE_PRIORS[food.source] ?? 0;
  for (const [pattern, value] of CATEGORY_PRIORS) if (pattern.test(food.category)) prior += value;
  if (food.source !== 'fndds' && BRAND_WORD.test(food.name)) prior += BRAND_PRIOR;
  return prior;
}

function stemmedSet(words: readonly string[]): Set<string> {
  return new Set(words.map(stemFoodWord));
}

function stemmedPhrases(phrases: readonly string[]): Set<string> {
  return new Set(phrases.map((phrase) => foodWords(phrase).join(' ')));
}
