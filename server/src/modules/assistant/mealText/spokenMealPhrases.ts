import { withSandwichMadeOfItsBread } from './dishMadeOfParts.js';

// How people say a meal aloud, and how dictation writes it, read as the plain words the sentence splitter expects.

const COUNT = String.raw`\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|a couple(?: of)?|a few`;

// What opens a correction of what was just said: "no", "wait", "sorry", "actually", "make that".
const CORRECTION = String.raw`(?:(?:no|nope|wait|sorry|actually|i mean|or rather|make (?:that|it)|scratch that|correction)[,.]?\s+)+`;

// "3 no 4 chicken strips", "two, no wait, three", "2 sorry 3": a count corrected as it was said; the last one holds.
const CORRECTED_COUNT = new RegExp(String.raw`\b(?:an?|${COUNT})[,.]?\s+${CORRECTION}(${COUNT})\b`, 'g');

// "a cup of banana pudding, no actually half a cup", "two slices of pizza sorry three": a measured amount corrected after
// the food was named; the last amount holds, in the same measure (said again or not).
const CORRECTED_MEASURE = new RegExp(
  String.raw`\b(?:an?|${COUNT})\s+([a-z]+)\s+of\s+((?:[a-z'-]+\s+){0,3}?[a-z'-]+)[,.]?\s+${CORRECTION}((?:half|a half|a quarter|a third)(?:\s+an?)?|${COUNT})(?:\s+([a-z]+))?\b`,
  'g',
);

// "fish fingers for tea i had 5", "the kids had nuggets and i ate 6": how many of the food just named the eater had, said
// after it as a clause of its own, with no comma to set it apart from the food ("… and had 2 of them" is ONES_OF_FOOD's).
const COUNT_EATEN_AFTER = new RegExp(
  String.raw`(?<=[a-z])(?<!\b(?:and|so|then|but|also|or))\s+(?=(?:and\s+)?(?:i|we|he|she)\s+(?:had|ate)\s+(?:(?:just|only)\s+)?(?:${COUNT})(?=\s*(?:$|[,;.+]|\b(?:and|with|plus)\b)))`,
  'g',
);

// "six potato and cheese pierogi", "3 chicken and rice bowls": after a count of more than one, a word in the singular is
// no food counted but the first of the fillings that name the dish said after the second; the "and" joins fillings, not
// two foods. A measure ("2 cup and …"), an amount after the "and" ("2 toast and a coffee") or a word that ends the food
// ("2 coffee and donuts for …") says otherwise.
const FILLINGS_AFTER_COUNT = new RegExp(
  String.raw`\b((?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of|several)\s+)(?!(?:cup|tbsp|tsp|oz|ounce|g|gram|ml|lb|pound|kg|slice|piece|scoop|can|bottle|glass|mug|bowl|plate|serving|handful|dozen|pack|packet|bag|box|bar|stick|pint|shot|half|quarter|third)\s)([a-z]+[^s\s'])\s+and\s+(?!(?:an?|the|some|${COUNT})\s)([a-z]+)\s+(?!(?:for|from|at|with|and|in|on|to|the|an?|then|plus|after|before|today|tonight|this|that|it|i|we|my|our|no)\b)([a-z]+)\b`,
  'g',
);

// "two crumpets, each with a pat of butter and a teaspoon of honey", "2 bagels each with 2 tbsp cream cheese": what went
// with each of the foods counted, said before it, reads as said after it ("… on each"), so it is counted once per food.
const EACH_WITH = /,?\s+each\s+with\s+(?=(?:an?|one|two|half|\d)\b)([^.;!?]+?)\s*(?=$|[.;!?])/g;

// "after my night shift i microwaved …", "before the gym we grabbed …": when, said as a clause of its own before the eater,
// is no food (a meal so named is left for the meal's time to read).
const WHEN_BEFORE_EATER =
  /^(?:after|before|during)\s+(?:(?:my|the|a|an|our)\s+)?(?!(?:breakfast|brunch|lunch|dinner|supper|tea)\b)(?:[a-z'-]+\s+){1,3}?,?\s*(?=(?:i|we)\s+(?:had|ate|got|grabbed|[a-z]+ed)\b)/;

// "i had to bratwursts": dictation writes two as "to" after what the eater did and before a plural ("had to go" and
// "had to pass" are no count). Words ending in s that are not plurals of a thing are left.
const TO_FOR_TWO =
  /\b((?:had|ate|eaten|got|grabbed|ordered|and|plus)\s+)to(?=\s+(?!(?:this|his|its|was|is|as|us|always|perhaps|sometimes|less|unless)\b)[a-z]*[a-rt-z]s\b)/g;

// "me and my wife split a pizza", "my son and i shared fries": who ate it with the eater is no food; the sharing
// itself is read as half of it (mealSentence.ts). "… so i had half of it" says that half again.
const EATERS_WHO_SHARED = /\b(?:(?:me|i) and (?:my|our) [a-z]+|(?:my|our) [a-z]+ and (?:i|me))\s+(?=split|shared)/g;
const HALF_SAID_AGAIN = /,?\s*\b(?:so|and)\s+(?:i|each of us)\s+(?:had|ate|got)\s+(?:half|my half)(?:\s+of\s+(?:it|that|them))?\b/g;

// "instant ramen, seasoning packet and all", "a potato, skin and all": a part eaten along with the food says all of it
// was eaten, not another food; a skin or peel so eaten is the food with its skin.
const PART_AND_ALL = /(?:,|\bwith)\s+(?:the\s+)?((?:[a-z]+\s+){0,2}?[a-z]+)\s+and all\b/g;
const SKIN = /^(?:skins?|peels?)$/;

// What may follow a count said alone as a correction: the end of the food, another food, or when, where and which ones
// ("… no 3 from the bakery", "… no make that 3 after dinner", "… no 6 the birthday cake ones").
const AFTER_COUNT_ALONE = String.raw`(?=\s*(?:$|[,;.+]|\b(?:and|with|plus|from|at|after|before|during|for|in|on|the|this|that|it|today|tonight|yesterday|last|then|but|so|because)\b))`;
// A filler said between the correction and what it restates ("no like 8", "no um 3").
const SPOKEN_FILLER = String.raw`(?:(?:like|u+m+|u+h+|e+r+m*)\s+)`;

// "pecan pie no wait pumpkin pie", "5 prunes no make that 4 prunes", "3 tacos no wait just 2": a food or its amount said
// again after a correction of two words or more. A lone "no" leaves a food out ("coffee no sugar") unless an article
// follows it ("a roast beef sandwich no a chicken salad sandwich"), as none does after a food left out, or a count said
// alone ("2 empanadas no 3"), as no food left out is a number.
const RESTATED = new RegExp(
  String.raw`,?\s+(?:(?:no|nope|oh|wait)[,.]?\s+(?:wait|sorry|actually|no|make (?:that|it)|i meant?)|scratch that|or rather|make (?:that|it)|no(?=\s+an?\s|\s+${SPOKEN_FILLER}?(?:${COUNT})${AFTER_COUNT_ALONE}))[,.]?\s+${SPOKEN_FILLER}?(?:(?:just|only)\s+)?(?:the\s+)?`,
);
// Where the food said before a correction begins: after the last word that joins foods.
const CLAUSE_START = /^(?:.*(?:[,;.+]|\band\b|\bwith\b|\bplus\b))?\s*/;
// The food's last count, one that a word follows ("the big one" is no count), and a size said with it ("the big 24 ounce").
const LAST_COUNT = new RegExp(String.raw`^(?:.*\s)?(?=(?:${COUNT})\s+[a-z\d])`);
const SIZE_BEFORE_COUNT = /(?:\bthe\s+)?\b(?:small|medium|large|big|little)\s+$/;
const OPENS_WITH_AMOUNT = new RegExp(String.raw`^(?:\d|(?:an?|${COUNT})\s)`);
// A count said alone as the correction ("… no wait just 2", "… sorry 3 and a coke"): it replaces the food's last count.
const COUNT_ALONE = new RegExp(String.raw`^(?:${COUNT})${AFTER_COUNT_ALONE}`);
const FOODS_LAST_COUNT = new RegExp(String.raw`^((?:.*\s)?)(?:an?|${COUNT})(?=\s+[a-z\d])`);
// What a restated food keeps of the one it replaces: its amount, up to "of" or after its count and size.
const FOOD_AFTER_AMOUNT = new RegExp(String.raw`^(?:.*\sof\s|(?:an?|${COUNT})\s+(?:(?:small|medium|large|big|little)\s+)?)`);

/**
 * The sentence with what a correction replaced taken out: a restated amount ("… the big 24 ounce one no sorry the 16
 * ounce") replaces the food's last amount and what follows it; a restated food ("a big slice of pecan pie no wait
 * pumpkin pie") replaces the food after its amount, which holds.
 */
function withRestatementsRead(text: string): string {
  let read = text;
  for (let correction = RESTATED.exec(read); correction; correction = RESTATED.exec(read)) {
    const before = read.slice(0, correction.index);
    const after = read.slice(correction.index + correction[0].length);
    const clauseStart = CLAUSE_START.exec(before)![0].length;
    const food = before.slice(clauseStart);
    const count = COUNT_ALONE.exec(after)?.[0];
    if (count) {
      // "coffee no 2": a food said with no count of its own is counted after it ("coffee 2").
      const counted = FOODS_LAST_COUNT.test(food) ? food.replace(FOODS_LAST_COUNT, `$1${count}`) : `${food} ${count}`;
      read = `${before.slice(0, clauseStart)}${counted}${after.slice(count.length)}`;
      continue;
    }
    const kept = OPENS_WITH_AMOUNT.test(after) ? (LAST_COUNT.exec(food)?.[0] ?? '').replace(SIZE_BEFORE_COUNT, '') : (FOOD_AFTER_AMOUNT.exec(food)?.[0] ?? '');
    read = `${before.slice(0, clauseStart)}${kept}${after}`;
  }
  return read;
}

// "i baked sugar cookies and ate three medium ones", "bought donuts and had 2 of them": how many of the food made or
// bought the eater had, and their size, said after it.
export const ONES_OF_FOOD = new RegExp(
  String.raw`\b(?:baked|made|cooked|bought|got|grabbed|picked up|ordered|brought)\s+(?:(?:some|a (?:batch|dozen|box|pack|tray|plate) of)\s+)?((?:[a-z'-]+\s+){0,3}?[a-z'-]+)\s+(?:and|but|then|so)\s+(?:(?:i|we)\s+)?(?:(?:only|just)\s+)?(?:ate|had|finished|tried)\s+(${COUNT})\s+(?:(?:of\s+(?:the|those)\s+)?((?:small|medium|large|big|little|mini|regular)\s+)?ones|of\s+(?:them|those))\b`,
  'g',
);

/** Reads a match of ONES_OF_FOOD as what was eaten: "sugar cookies and ate three medium ones" as "three medium sugar cookies". */
export const onesOfFoodEaten = (_: string, food: string, count: string, size: string | undefined) => `had ${count} ${size ?? ''}${food}`;

// "cup" and "cups", "glass" and "glasses": one measure, counted once or more.
const isSameMeasure = (one: string, other: string) => [one, `${one}s`, `${one}es`].includes(other) || [other, `${other}s`, `${other}es`].includes(one);

export function withSpokenPhrasesRead(text: string): string {
  return withSandwichMadeOfItsBread(
    withRestatementsRead(
      text
        .replace(CORRECTED_MEASURE, (said: string, measure: string, food: string, amount: string, measureSaidAgain: string | undefined) => {
          if (!measureSaidAgain) return `${amount} ${measure} of ${food}`;
          return isSameMeasure(measureSaidAgain, measure) ? `${amount} ${measureSaidAgain} of ${food}` : said;
        })
        .replace(CORRECTED_COUNT, '$1'),
    )
      .replace(COUNT_EATEN_AFTER, ', ')
      .replace(WHEN_BEFORE_EATER, '')
      .replace(FILLINGS_AFTER_COUNT, '$1$2 $3 $4')
      .replace(EACH_WITH, ' with $1 on each')
      .replace(TO_FOR_TWO, '$1two')
      .replace(EATERS_WHO_SHARED, '')
      .replace(HALF_SAID_AGAIN, '')
      .replace(PART_AND_ALL, (_, part: string) => (SKIN.test(part) ? ' with skin' : '')),
  );
}
