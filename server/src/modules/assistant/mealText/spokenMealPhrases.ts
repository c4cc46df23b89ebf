import { withSandwichMadeOfItsBread } from './dishMadeOfParts.js';
import { quantityValue } from './quantityText.js';

// How people say a meal aloud, and how dictation writes it, read as the plain words the sentence splitter expects.

const COUNT = String.raw`\d+(?:[./]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|a couple(?: of)?|a few`;

// "fish fingers for tea i had 5", "the kids had nuggets and i ate 6", "my husband grilled salmon i had 5 ounces of it": how
// many (or how much) of the food just named the eater had, said after it as a clause of its own, with no comma to set it
// apart from the food ("… and had 2 of them" is ONES_OF_FOOD's).
const COUNT_EATEN_AFTER = new RegExp(
  String.raw`(?<=[a-z])(?<!\b(?:and|so|then|but|also|or))\s+(?=(?:and\s+)?(?:i|we|he|she)\s+(?:had|ate)\s+(?:(?:just|only)\s+)?(?:(?:${COUNT})(?=\s*(?:$|[,;.+]|\b(?:and|with|plus)\b))|(?:an?|${COUNT})\s+[a-z]+\s+of\s+(?:it|them|that|those)\b))`,
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

// "chicken parmi and chips at the pub it was really good": dictation sets no comma before what is said about the meal,
// which starts a clause of its own.
const IT_WAS = /(?<=[a-z])\s+(?=it(?:\s+was|\s+is|'s)\b)/g;

// "after my night shift i microwaved …", "before the gym we grabbed …": when, said as a clause of its own before the eater,
// is no food (a meal so named is left for the meal's time to read).
const WHEN_BEFORE_EATER =
  /^(?:after|before|during)\s+(?:(?:my|the|a|an|our)\s+)?(?!(?:breakfast|brunch|lunch|dinner|supper|tea)\b)(?:[a-z'-]+\s+){1,3}?,?\s*(?=(?:i|we)\s+(?:had|ate|got|grabbed|[a-z]+ed)\b)/;

// "i had to bratwursts": dictation writes two as "to" after what the eater did and before a plural ("had to go" and
// "had to pass" are no count). Words ending in s that are not plurals of a thing are left.
const TO_FOR_TWO =
  /\b((?:had|ate|eaten|got|grabbed|ordered|and|plus)\s+)to(?=\s+(?!(?:this|his|its|was|is|as|us|always|perhaps|sometimes|less|unless)\b)[a-z]*[a-rt-z]s\b)/g;

// "me and my wife split a pizza", "my son and i shared fries": who ate it with the eater is no food; the sharing
// itself is read as half of it (mealSentence.ts). "… so i had half of it", "… so half a bottle for me" say that half
// again.
const EATERS_WHO_SHARED = /\b(?:(?:me|i) and (?:my|our) [a-z]+|(?:my|our) [a-z]+ and (?:i|me))\s+(?=split|shared)/g;
const HALF_SAID_AGAIN =
  /,?\s*\b(?:so|and)\s+(?:(?:i|each of us)\s+(?:had|ate|got|drank)\s+(?:half|my half)(?:\s+of\s+(?:it|that|them))?|(?:half|my half)(?:\s+an?\s+[a-z]+)?(?:\s+of\s+(?:it|that|them))?\s+(?:for me|each))\b/g;

// "instant ramen, seasoning packet and all", "a potato, skin and all": a part eaten along with the food says all of it
// was eaten, not another food; a skin or peel so eaten is the food with its skin.
const PART_AND_ALL = /(?:,|\bwith)\s+(?:the\s+)?((?:[a-z]+\s+){0,2}?[a-z]+)\s+and all\b/g;
const SKIN = /^(?:skins?|peels?)$/;

// What may follow a count said alone as a correction: the end of the food, another food, or when, where and which ones
// ("… no 3 from the bakery", "… no make that 3 after dinner", "… no 6 the birthday cake ones").
const AFTER_COUNT_ALONE = String.raw`(?=\s*(?:$|[,;.+]|\b(?:and|with|plus|from|at|after|before|during|for|in|on|the|this|that|it|today|tonight|yesterday|last|then|but|so|because)\b))`;
// A filler said between the correction and what it restates ("no like 8", "no um 3").
const SPOKEN_FILLER = String.raw`(?:(?:like|u+m+|u+h+|e+r+m*)\s+)`;

// "pecan pie no wait pumpkin pie", "5 prunes no make that 4 prunes", "3 tacos no wait just 2": what opens a correction
// of what was just said, and the words that say what it really was ("… no wait it was beef stew", "… sorry i meant
// lemonade"). A word alone ("no", "sorry", "wait") is one only before an article or an amount (withCorrectionsRead):
// "coffee no sugar" leaves a food out.
const CORRECTION = new RegExp(
  String.raw`[,.]*\s+(?:(?:no|nope|oh|wait)[,.]?\s+(?:wait|sorry|actually|no|make (?:that|it)|i meant?)|scratch that|or rather|make (?:that|it)|correction|(no|nope|wait|sorry|actually|i mean))[,.]?\s+${SPOKEN_FILLER}?(?:(?:it|that)\s+was\s+|it's\s+|i meant?\s+)?(?:(?:just|only)\s+)?(?:the\s+)?`,
  'g',
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
// Measures people weigh and spoon food by, said or glued after the amount ("150 grams", "1c").
const MEASURE = String.raw`(?:g|grams?|kg|oz|ounces?|lbs?|pounds?|ml|c|cups?|tbsps?|tsps?|slices?|pieces?|scoops?)`;
// "3 no 4 chicken strips", "two, sorry, three eggs", "150 grams no 200 grams of chicken": a count or measured amount
// corrected before the food was named.
const ENDS_WITH_COUNT = new RegExp(String.raw`(?:^|\s)(?:an?|${COUNT})(?:\s*${MEASURE})?$`);
const OPENS_WITH_COUNT = new RegExp(String.raw`^(?:${COUNT})\b`);
// "a cup of banana pudding, no actually half a cup", "two glasses of wine, sorry, one glass": a measured amount corrected
// after the food was named, in the same measure (said again or not).
// "1c white rice.. actually 3/4c": the measure may be one glued to the amount, with no "of".
const MEASURED_FOOD = new RegExp(String.raw`^(.*?)\b(?:an?|${COUNT})\s*(?:([a-z]+)\s+of|(?<=\d\s*)(${MEASURE}))\s+((?:[a-z'-]+\s+){0,3}?[a-z'-]+)$`);
const MEASURED_AMOUNT = new RegExp(String.raw`^(?:(?:half|a half|a quarter|a third)\s+an?|an?|${COUNT})\s+([a-z]+)\s+of\s`);
const AMOUNT_ALONE = new RegExp(String.raw`^((?:half|a half|a quarter|a third)(?:\s+an?)?|${COUNT})(?:\s+([a-z]+)|(?<=\d)(${MEASURE}))?${AFTER_COUNT_ALONE}`);

// "a large sweet tea no make that a medium", "a tall cappuccino no wait it was a grande", "a large coffee sorry the
// medium one": a size said alone as the correction is the food's size, the food kept.
const SIZE_WORD = String.raw`(?:extra large|small|medium|large|big|little|regular|short|tall|grande|venti|trenta)`;
const SIZE_ALONE = new RegExp(String.raw`^(?:(?:an?|the)\s+)?(${SIZE_WORD})(?:\s+ones?)?${AFTER_COUNT_ALONE}`);
const FOODS_SIZE = new RegExp(String.raw`\b${SIZE_WORD}\b`);

// "a sweet tea no wait it was unsweet", "a turkey sandwich no wait ham", "pecan pie no wait pumpkin": one word said alone
// as the correction, of the kind that tells one version of a food from another, replaces the word before the food's
// last one, which stays the food.
const VERSION_WORD =
  /^(?:un)?sweet(?:ened)?$|^(?:diet|regular|decaf|caf|iced|hot|skim|whole|nonfat|lowfat|plain|spicy|mild|grilled|fried|crispy|baked|roasted|white|wheat|red|rose|ham|turkey|chicken|beef|pork|fish|shrimp|veggie|pumpkin|pecan|apple|cherry|blueberry|strawberry|peach|chocolate|vanilla)$/;

// The food's last word, and the word before it that may tell its version ("a 32 ounce | sweet | tea"): never an
// amount, a measure or a joining word.
const DESCRIBED_FOOD = /^(.*\s)?([a-z]+)\s+([a-z]+)$/;
const NO_DESCRIBING_WORD = new RegExp(
  String.raw`^(?:an?|the|of|${COUNT}|ounces?|oz|ml|cups?|glass(?:es)?|cans?|bottles?|mugs?|slices?|pieces?|bowls?|plates?|orders?|had|ate|drank|got)$`,
);

// What a restated food keeps of the one it replaces: its amount, up to "of" or after its count and size.
const FOOD_AFTER_AMOUNT = new RegExp(String.raw`^(?:.*\sof\s|(?:an?|${COUNT})\s+(?:(?:small|medium|large|big|little)\s+)?)`);

/**
 * The sentence with what a correction replaced taken out: a count corrected before the food ("3 no 4 nuggets"), a count
 * said alone ("2 empanadas no 3"), a measured amount said again ("a cup of pudding no half a cup"), a restated amount ("…
 * the big 24 ounce one no sorry the 16 ounce") replacing the food's last amount and what follows it, and a restated
 * food ("a big slice of pecan pie no wait pumpkin pie") replacing the food after its amount, which holds.
 */
function withCorrectionsRead(text: string): string {
  let read = text;
  CORRECTION.lastIndex = 0;
  for (let correction = CORRECTION.exec(read); correction; correction = CORRECTION.exec(read)) {
    const before = read.slice(0, correction.index);
    const after = read.slice(correction.index + correction[0].length);
    const clauseStart = CLAUSE_START.exec(before)![0].length;
    const food = before.slice(clauseStart);
    // "… the big 24 ounce one no sorry the 16 ounce": what follows "the" restates which one, never a bare count.
    const corrected = /\bthe\s+$/.test(correction[0]) ? restatedClause(food, after) : correctedClause(food, after, correction[1]);
    if (corrected === undefined) continue;
    read = `${before.slice(0, clauseStart)}${corrected}`;
    CORRECTION.lastIndex = clauseStart;
  }
  return read;
}

/** The clause said before a correction and what follows it, as corrected; undefined when a lone word corrects nothing. */
function correctedClause(food: string, after: string, loneWord: string | undefined): string | undefined {
  const sized = resized(food, after);
  if (sized !== undefined) return sized;
  if (ENDS_WITH_COUNT.test(food) && OPENS_WITH_COUNT.test(after))
    return `${food.replace(ENDS_WITH_COUNT, (said) => (said.startsWith(' ') ? ' ' : ''))}${after}`;
  const count = COUNT_ALONE.exec(after)?.[0];
  if (count) {
    // "coffee no 2": a food said with no count of its own is counted after it ("coffee 2").
    const counted = FOODS_LAST_COUNT.test(food) ? food.replace(FOODS_LAST_COUNT, `$1${count}`) : `${food} ${count}`;
    return `${counted}${after.slice(count.length)}`;
  }
  const measured = MEASURED_FOOD.exec(food);
  const measure = measured && (measured[2] ?? measured[3]!);
  const amount = measured && AMOUNT_ALONE.exec(after);
  const measureSaid = amount && (amount[2] ?? amount[3]);
  if (amount && (!measureSaid || isSameMeasure(measureSaid, measure!))) {
    return `${measured![1]}${amount[1]} ${measureSaid ?? measure} of ${measured![4]}${after.slice(amount[0].length)}`;
  }
  // "3 glasses of wine no 2 glasses of rose": the measure said again with a food says which food and how much.
  const restatesMeasure = measured && MEASURED_AMOUNT.exec(after);
  if (restatesMeasure && isSameMeasure(restatesMeasure[1]!, measure!)) return `${measured![1]}${after}`;
  // "3 beers actually 4 bottles of modelo": a new amount said after a lone word other than "no" restates the food's.
  const restatesAmount = loneWord !== 'no' && OPENS_WITH_AMOUNT.test(after) && LAST_COUNT.test(food);
  if (loneWord && !(loneWord === 'no' && (/^an?\s/.test(after) || restatesKind(food, after))) && !restatesAmount) return undefined;
  return restatedClause(food, after);
}

// The food said in the words after a correction, up to what joins another food.
const RESTATED_FOOD = /^[a-z' -]+?(?=\s*(?:$|[,;.+]|\b(?:and|with|plus)\b))/;

/**
 * "a glass of apple juice no grapefruit juice", "rice no fried rice": after a lone "no", another food of the same kind
 * (its last word the food's last word) restates the food; "coffee no sugar" leaves a food out.
 */
function restatesKind(food: string, after: string): boolean {
  const restated = RESTATED_FOOD.exec(after)?.[0].trim().split(/\s+/) ?? [];
  return restated.length > 1 && restated.at(-1) === food.trim().split(/\s+/).at(-1);
}

/** The food said before a correction at the size said alone after it; undefined when no size is said alone. */
function resized(food: string, after: string): string | undefined {
  const size = SIZE_ALONE.exec(after);
  if (!size) return undefined;
  const sized = FOODS_SIZE.test(food) ? food.replace(FOODS_SIZE, size[1]!) : food.replace(FOOD_AFTER_AMOUNT, (amount) => `${amount}${size[1]} `);
  return `${sized}${after.slice(size[0].length)}`;
}

/** A food or amount said again in place of the food said before ("pecan pie no wait pumpkin pie"). */
function restatedClause(food: string, after: string): string {
  const sized = resized(food, after);
  if (sized !== undefined) return sized;
  const version = /^([a-z]+)(?=\s*(?:$|[,;.+]|\b(?:and|with|plus)\b))/.exec(after)?.[1];
  const described = DESCRIBED_FOOD.exec(food);
  if (version && VERSION_WORD.test(version) && described && !NO_DESCRIBING_WORD.test(described[2]!)) {
    return `${described[1] ?? ''}${version} ${described[3]}${after.slice(version.length)}`;
  }
  const kept = OPENS_WITH_AMOUNT.test(after) ? (LAST_COUNT.exec(food)?.[0] ?? '').replace(SIZE_BEFORE_COUNT, '') : (FOOD_AFTER_AMOUNT.exec(food)?.[0] ?? '');
  return `${kept}${after}`;
}

// "i baked sugar cookies and ate three medium ones", "bought donuts and had 2 of them": how many of the food made or
// bought the eater had, and their size, said after it.
export const ONES_OF_FOOD = new RegExp(
  String.raw`\b(?:baked|made|cooked|bought|got|grabbed|picked up|ordered|brought)\s+(?:(?:some|a (?:batch|dozen|box|pack|tray|plate) of)\s+)?((?:[a-z'-]+\s+){0,3}?[a-z'-]+)\s+(?:and|but|then|so)\s+(?:(?:i|we)\s+)?(?:(?:only|just)\s+)?(?:ate|had|finished|tried)\s+(${COUNT})\s+(?:(?:of\s+(?:the|those)\s+)?((?:small|medium|large|big|little|mini|regular)\s+)?ones|of\s+(?:them|those))\b`,
  'g',
);

/** Reads a match of ONES_OF_FOOD as what was eaten: "sugar cookies and ate three medium ones" as "three medium sugar cookies". */
export const onesOfFoodEaten = (_: string, food: string, count: string, size: string | undefined) => `had ${count} ${size ?? ''}${food}`;

// "a mocha frapp w whip", "hot chocolate with extra whip": the coffee shop's whip is whipped cream on the drink ("no
// whip" leaves it out).
const WHIP_ON_TOP = /(?<![\w&'])(with|w\/?|and|plus|extra)\s*whip\b/g;

// "a latte + 2 pumps vanilla", "3 pumps of caramel syrup": a coffee shop's pump of syrup is a quarter fl oz, half a
// tablespoon, of the flavour's syrup.
const PUMPS_OF_SYRUP = /\b(\d+|an?|one|two|three|four|five|six)\s+pumps?\s+(?:of\s+)?(?!syrup\b)([a-z]+)(?:\s+syrup)?\b/g;
const pumpsAsSyrup = (_: string, count: string, flavour: string) => `${(quantityValue(count) ?? 1) / 2} tbsp of ${flavour} syrup`;

// "cup" and "cups", "glass" and "glasses": one measure, counted once or more.
const isSameMeasure = (one: string, other: string) => [one, `${one}s`, `${one}es`].includes(other) || [other, `${other}s`, `${other}es`].includes(one);

export function withSpokenPhrasesRead(text: string): string {
  return withSandwichMadeOfItsBread(
    withCorrectionsRead(text)
      .replace(WHIP_ON_TOP, '$1 whipped cream')
      .replace(PUMPS_OF_SYRUP, pumpsAsSyrup)
      .replace(COUNT_EATEN_AFTER, ', ')
      .replace(WHEN_BEFORE_EATER, '')
      .replace(FILLINGS_AFTER_COUNT, '$1$2 $3 $4')
      .replace(IT_WAS, ', ')
      .replace(TO_FOR_TWO, '$1two')
      .replace(EATERS_WHO_SHARED, '')
      .replace(HALF_SAID_AGAIN, '')
      .replace(PART_AND_ALL, (_, part: string) => (SKIN.test(part) ? ' with skin' : '')),
  );
}
