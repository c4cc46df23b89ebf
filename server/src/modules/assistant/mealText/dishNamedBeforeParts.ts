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
  const nameWords = foodWords(name).filter((word) => !LINKING_WORDS.test(word) && !/^an?$/.test(word));
  // "idli" and "idlis" are one word; the stemmer knows the plurals of common words only.
  const partWords = new Set(foodWords(parts).flatMap((word) => [word, word.replace(/s$/, ''), word.replace(/es$/, '')]));
  return nameWords.length >= 2 && nameWords.every((word) => partWords.has(word)) ? parts : sentence;
}
