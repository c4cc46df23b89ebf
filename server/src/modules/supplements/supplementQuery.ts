import { IU_TO_NUTRIENT, SYNTHETIC_VITAMIN_E_MG_PER_IU } from './catalog/iuConversion.js';
import { productByKey, SUPPLEMENT_FAMILIES } from './catalog/supplementCatalog.js';
import type { StrengthUnit, SupplementFamily } from './catalog/supplementProduct.js';
import { scaleNutrients } from './supplementNutrients.js';
import { resolveDose, SupplementInputError, type StrengthInput, type SupplementDose } from './supplementDose.js';
import { lookupTable } from '../../lookupTable.js';

export const MAX_QUERY_LENGTH = 200;

const UNIT_WORDS: ReadonlyArray<[RegExp, StrengthUnit]> = [
  [/^(?:iu|i\.u\.|ie|units?)$/, 'IU'],
  [/^(?:mcg|ug|µg|μg|micrograms?)$/, 'mcg'],
  [/^(?:mg|milligrams?)$/, 'mg'],
  [/^(?:g|grams?|gr)$/, 'g'],
  [/^(?:billion(?: cfu)?|bn(?: cfu)?|b cfu)$/, 'billion CFU'],
];
const UNIT_PATTERN = String.raw`(?:iu|i\.u\.|ie|units?|mcg|ug|µg|μg|micrograms?|mg|milligrams?|grams?|gr|g|billion(?:\s*cfu)?|bn(?:\s*cfu)?|b\s*cfu)`;
const FORM_PATTERN = String.raw`(?:capsules?|caps?|softgels?|soft gels?|tablets?|tabs?|pills?|gummies|gummy|scoops?|drops?|packets?|sachets?|servings?|teaspoons?|tsp|tablespoons?|tbsp|lozenges?|sticks?)`;
const NUMBER_WORDS: Readonly<Record<string, number>> = lookupTable({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, half: 0.5, a: 1, an: 1 });
const STOP_WORDS = new Set([
  'of',
  'a',
  'an',
  'the',
  'per',
  'day',
  'daily',
  'with',
  'and',
  'plus',
  'my',
  'take',
  'took',
  'x',
  'for',
  'in',
  'as',
  'elemental',
  'mg',
  'iu',
]);

/** Lower case, decimal commas, and the spellings that carry digits inside names ('omega-3', 'B 12', 'CoQ-10'). */
export function normaliseSupplementText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .replace(/(\d),(\d{3})(?!\d)/g, '$1$2')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/\bomega[\s-]?3s?\b/g, 'omega3')
    .replace(/\bvit\.?\s/g, 'vitamin ')
    .replace(/\b(b|d|k|q|mk)[\s-]+(\d{1,2})\b/g, '$1$2')
    .replace(/\bco[\s-]?q10\b/g, 'coq10')
    .replace(/\bksm[\s-]?66\b/g, 'ksm66')
    .replace(/\b(\d+)\s*(?:\+|plus\b)/g, '$1plus')
    .replace(/[×*]/g, ' x ')
    .replace(/[-–/(),]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const stem = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);
const wordsOf = (text: string) =>
  text
    .split(' ')
    .filter((word) => word && !STOP_WORDS.has(word))
    .map(stem);

interface AliasEntry {
  family: SupplementFamily;
  words: string[];
}

const ALIASES: readonly AliasEntry[] = SUPPLEMENT_FAMILIES.flatMap((family) =>
  family.aliases.map((alias) => ({ family, words: wordsOf(normaliseSupplementText(alias)) })),
);

/** The family whose longest alias has every word in the text: 'magnesium glycinate' beats 'magnesium'. */
export function matchSupplementFamily(text: string): SupplementFamily | null {
  const words = new Set(wordsOf(text));
  let best: AliasEntry | null = null;
  for (const entry of ALIASES) {
    if (entry.words.length === 0 || !entry.words.every((word) => words.has(word))) continue;
    if (!best || entry.words.length > best.words.length) best = entry;
  }
  return best?.family ?? null;
}

function unitOf(word: string): StrengthUnit | null {
  const cleaned = word.replace(/\s+/g, ' ').trim();
  return UNIT_WORDS.find(([pattern]) => pattern.test(cleaned))?.[1] ?? null;
}

interface ParsedAmounts {
  rest: string;
  strength: StrengthInput | null;
  count: number | null;
  bareNumber: number | null;
}

/** Pulls the count ('2 fish oil', '2 capsules', 'x2') and the label strength ('2000 IU', '5g') out of the text. */
function readAmounts(text: string): ParsedAmounts {
  let rest = ` ${text} `;
  let strength: StrengthInput | null = null;
  let count: number | null = null;
  const strengthMatch = new RegExp(String.raw`(?<![\w.])(\d+(?:\.\d+)?)\s*(${UNIT_PATTERN})(?![a-z])`).exec(rest);
  if (strengthMatch) {
    const unit = unitOf(strengthMatch[2] ?? '');
    if (unit) strength = { amount: Number(strengthMatch[1]), unit };
    rest = rest.replace(strengthMatch[0], ' ');
  }
  const countPatterns = [
    new RegExp(String.raw`(?<![\w.])(\d+(?:\.\d+)?)\s*(?=${FORM_PATTERN}\b)`),
    /(?<![\w.])(\d+(?:\.\d+)?)\s+x\s/,
    /\sx\s*(\d+(?:\.\d+)?)(?![\w.])/,
    /^\s(\d+(?:\.\d+)?)\s/,
  ];
  for (const pattern of countPatterns) {
    const match = pattern.exec(rest);
    if (match) {
      count = Number(match[1]);
      rest = rest.replace(match[0], ' ');
      break;
    }
  }
  const leadingWord = /^\s(one|two|three|four|five|six|half|an?)\s/.exec(rest);
  if (count === null && leadingWord) count = NUMBER_WORDS[leadingWord[1] ?? ''] ?? null;
  const bare = /(?<![\w.])(\d+(?:\.\d+)?)(?![\w.])/.exec(rest);
  return { rest: rest.replace(/\s+/g, ' ').trim(), strength, count, bareNumber: bare ? Number(bare[1]) : null };
}

/**
 * Reads free text such as 'Vitamin D3 2000 IU', '2 fish oil 1000 mg' or 'creatine 5g' into a dose of a catalog product.
 * Text that names no catalog product is refused rather than guessed.
 */
export function analyzeSupplementText(query: string): SupplementDose {
  const text = normaliseSupplementText(query);
  if (!text) throw new SupplementInputError('Type a supplement, for example "Vitamin D3 2000 IU".', 'query');
  if (text.length > MAX_QUERY_LENGTH) throw new SupplementInputError(`Keep the text under ${MAX_QUERY_LENGTH} characters.`, 'query');
  const amounts = readAmounts(text);
  const family = matchSupplementFamily(amounts.rest);
  if (!family) {
    throw new SupplementInputError(
      `'${query.trim()}' is not a supplement we recognise. Try a common name such as 'vitamin D3 2000 IU', 'fish oil 1000 mg' or 'magnesium glycinate', or pick one from the catalog.`,
      'query',
    );
  }
  const start = productByKey(family.defaultKey)!;
  const notes: string[] = [];
  let strength = amounts.strength;
  // 'vitamin d3 2000' names no unit: read the number in the unit the product is sold in.
  if (!strength && amounts.bareNumber !== null && start.strength) strength = { amount: amounts.bareNumber, unit: start.strength.unit };
  const isSyntheticVitaminE = start.strength?.iu === 'vitamin_e' && /\bdl\b/.test(text);
  if (isSyntheticVitaminE) notes.push('Synthetic vitamin E (dl-alpha-tocopherol) counted at 0.45 mg per IU.');
  const dose = resolveDose(start, strength, amounts.count ?? 1, notes);
  if (!isSyntheticVitaminE) return dose;
  // The catalog assumes natural d-alpha-tocopherol (0.67 mg per IU); the synthetic form has less activity per IU.
  const factor = SYNTHETIC_VITAMIN_E_MG_PER_IU / IU_TO_NUTRIENT.vitamin_e.perIu;
  return { ...dose, nutrientsPerUnit: scaleNutrients(dose.nutrientsPerUnit, factor), nutrients: scaleNutrients(dose.nutrients, factor) };
}
