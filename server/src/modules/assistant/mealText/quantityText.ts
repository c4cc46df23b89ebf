/** Reading amounts the way people type them: digits, words, fractions, mixed numbers and ranges. */

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  couple: 2,
  pair: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  // "another coffee": one more.
  another: 1,
  few: 3,
  several: 3,
  half: 0.5,
  quarter: 0.25,
  third: 1 / 3,
};

const UNICODE_FRACTIONS: Record<string, string> = { '½': ' 1/2', '⅓': ' 1/3', '⅔': ' 2/3', '¼': ' 1/4', '¾': ' 3/4', '⅛': ' 1/8' };

export function replaceUnicodeFractions(text: string): string {
  return text.replace(/[½⅓⅔¼¾⅛]/g, (char) => UNICODE_FRACTIONS[char]!);
}

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const FRACTION = String.raw`\d+\s*/\s*\d+`;
const MIXED = String.raw`\d+\s+\d+\s*/\s*\d+`;
const WORD = Object.keys(NUMBER_WORDS).join('|');
// "three quarters", "two thirds", "3 fourths": a count of parts of one.
const PARTS: Record<string, number> = { halves: 2, thirds: 3, quarters: 4, fourths: 4, eighths: 8 };
const PART_WORDS = Object.keys(PARTS).join('|');
const ONES = 'one|two|three|four|five|six|seven|eight|nine';
const TENS = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
// "twenty four", "two hundred", "a hundred and fifty", "half a dozen", "two dozen": numbers said in words.
const SPOKEN = String.raw`(?:(?:an?|${ONES})\s+)?hundred(?:\s+(?:and\s+)?(?:(?:${TENS})(?:[\s-](?:${ONES}))?|\w+teen|ten|eleven|twelve|${ONES}))?\b|(?:${TENS})[\s-](?:${ONES})\b|(?:half\s+an?|\d+|${ONES})\s+dozen\b`;
// "one and a half", "one and a quarter", "two and three quarters": a whole number and a part of one.
const EXTRA_PART = String.raw`(?:a\s+(?:half|quarter|third)|(?:${ONES})[\s-]+(?:${PART_WORDS}))`;
const SINGLE = String.raw`(?:${SPOKEN}|(?:\d+|${WORD})[\s-]+(?:${PART_WORDS})\b|(?:\d+|${WORD})\s+and\s+${EXTRA_PART}\b|${MIXED}|${FRACTION}|${NUMBER}|(?:an?\s+)?(?:half|quarter|third|couple|few|dozen|pair)\b|(?:${WORD})\b)`;

/** A quantity at the very start of a phrase: `2`, `1/2`, `1 1/2`, `two`, `a couple of`, `2-3`, `two or three`, `half a`. */
export const LEADING_QUANTITY = new RegExp(String.raw`^(${SINGLE})(?:\s*(?:-|–|to|or)\s*(${SINGLE}))?(?:\s+of)?(?=\s|$|[a-z])`, 'i');

function singleValue(text: string): number | undefined {
  const clean = text
    .trim()
    .toLowerCase()
    .replace(/^an?\s+/, '')
    .replace(',', '.');
  const mixed = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(clean);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(clean);
  if (fraction) return Number(fraction[2]) === 0 ? undefined : Number(fraction[1]) / Number(fraction[2]);
  if (/^\d+(\.\d+)?$/.test(clean)) return Number(clean);
  const andAPart = /^(\w+)\s+and\s+(\w+[\s-]+\w+)$/.exec(clean);
  if (andAPart) {
    const whole = /^\d+$/.test(andAPart[1]!) ? Number(andAPart[1]) : NUMBER_WORDS[andAPart[1]!];
    const part = singleValue(andAPart[2]!);
    return whole === undefined || part === undefined ? undefined : whole + part;
  }
  const parts = /^(\w+)[\s-]+(\w+)$/.exec(clean);
  if (parts && PARTS[parts[2]!]) {
    const count = /^\d+$/.test(parts[1]!) ? Number(parts[1]) : NUMBER_WORDS[parts[1]!];
    return count === undefined ? undefined : count / PARTS[parts[2]!]!;
  }
  return NUMBER_WORDS[clean] ?? spokenValue(clean);
}

/** The value of a number matched by SPOKEN: words are added, except that "hundred" and "dozen" multiply what came before. */
function spokenValue(text: string): number | undefined {
  let total = 0;
  for (const word of text.replace(/^half\s+an?\s/, 'half ').split(/[\s-]+/)) {
    if (word === 'and') continue;
    const value = /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
    if (value === undefined) return undefined;
    total = value === 100 || value === 12 ? (total || 1) * value : total + value;
  }
  return total;
}

/** The value of a quantity matched by LEADING_QUANTITY; a range gives its midpoint. */
export function quantityValue(first: string, second?: string): number | undefined {
  const low = singleValue(first);
  if (low === undefined) return undefined;
  if (!second) return low;
  const high = singleValue(second);
  return high === undefined ? low : (low + high) / 2;
}
