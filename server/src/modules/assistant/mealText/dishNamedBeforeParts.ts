import { foodWords } from '../../food/search/foodText.js';
import { LEADING_QUANTITY } from './quantityText.js';

// The first clause of a sentence, up to a comma, a spaced dash or a colon, and the rest.
const FIRST_CLAUSE = /^([^,:;]+?)\s*(?:,|\s[-–—]\s|:)\s*(.+)$/;
const LINKING_WORDS = /^(?:and|with|on|in|of|the)$/;

/**
 * "pap and wors, a cup of pap and 100g of boerewors", "idli sambar - 3 idlis and a cup of sambar": a dish named with no
 * amount, then its parts measured one by one, every word of its name said again among them, is the name of what those
 * parts make up, not one more food. Read before the sentence is cut at "and" or "on", which would cut the name too.
 */
export function withoutDishNameBeforeItsParts(sentence: string): string {
  const clauses = FIRST_CLAUSE.exec(sentence);
  if (!clauses) return sentence;
  const name = clauses[1]!;
  const parts = clauses[2]!;
  const amount = LEADING_QUANTITY.exec(name);
  if ((amount && !/^an?$/.test(amount[1]!)) || !LEADING_QUANTITY.test(parts)) return sentence;
  if (isNamedBeforeAColon(sentence, name, parts)) return parts;
  const nameWords = foodWords(name).filter((word) => !LINKING_WORDS.test(word) && !/^an?$/.test(word));
  // "idli" and "idlis" are one word; the stemmer knows the plurals of common words only.
  const partWords = new Set(foodWords(parts).flatMap((word) => [word, word.replace(/s$/, ''), word.replace(/es$/, '')]));
  return nameWords.length >= 2 && nameWords.every((word) => partWords.has(word)) ? parts : sentence;
}

// The parts of what follows a colon, each a food with its own amount or none.
const PART_SEPARATOR = /\s*(?:,|;|\+|\band\b|\bwith\b)\s*/;
// A measure said with no food ("coffee: 2 cups and a muffin" gives the coffee's amount first).
export const MEASURE_ALONE = /^(?:of\s+)?(?:cups?|mugs?|glass(?:es)?|bowls?|plates?|servings?|pieces?|slices?|oz|ounces?|g|grams?|ml)?$/;

/**
 * "cheese on toast: two slices of white bread, toasted, with 40 g of cheddar melted on top": a dish named before a colon
 * with no amount at all (not even "a"), followed by two foods or more said with amounts, the first naming its food, is
 * the name of what they make up, whatever words it says them in.
 */
function isNamedBeforeAColon(sentence: string, name: string, parts: string): boolean {
  if (sentence[name.length] !== ':' || LEADING_QUANTITY.test(name)) return false;
  const measured = parts
    .split(PART_SEPARATOR)
    .map((part) => LEADING_QUANTITY.exec(part) && part.replace(LEADING_QUANTITY, '').trim())
    .filter((food): food is string => typeof food === 'string');
  return measured.length >= 2 && !MEASURE_ALONE.test(measured[0]!);
}
