import { standardUnitFor } from '../../food/portions/standardUnits.js';
import { editDistanceWithin } from '../../food/search/foodVocabulary.js';
import { expandChatShorthand } from './chatShorthand.js';
import { countedAsSold, withPiecesCountedTogether } from './countedItems.js';
import { PLACE_NOT_A_CHAIN } from './mealContext.js';
import { inUsFoodWords } from './regionalFoodWords.js';
import { splitMealParts, type MealPart } from './mealSentence.js';
import { searchTextFor } from './nameMatching.js';
import { LEADING_QUANTITY, quantityValue } from './quantityText.js';

export type PortionSize = 'small' | 'medium' | 'large' | 'extra large';

/** One food as written: "2 slices of whole wheat toast" → quantity 2, unit slice, food "whole wheat toast". */
export interface ParsedMealItem {
  text: string;
  quantity: number | null;
  /** A standard unit (g, cup, tbsp…) or a household one (slice, can, bowl…); null when only a count was given. */
  unit: string | null;
  size: PortionSize | null;
  /** A length written on the item ("a 6 inch sub", "a footlong"), in inches. */
  inches?: number;
  food: string;
  /** Written after a plain "with" ("a quarter pounder with cheese"): it may be part of the food before it. */
  afterWith?: boolean;
  /** Foods said to be left out of this one ("no sugar", "hold the mayo"). */
  leftOut?: string[];
}

/** Household measures people say, each with the names USDA portions use for it. */
export const HOUSEHOLD_UNITS: Record<string, string> = {
  slice: 'slice',
  slices: 'slice',
  piece: 'piece',
  pieces: 'piece',
  pc: 'piece',
  pcs: 'piece',
  can: 'can',
  cans: 'can',
  tin: 'can',
  bottle: 'bottle',
  bottles: 'bottle',
  box: 'box',
  boxes: 'box',
  pouch: 'pouch',
  pouches: 'pouch',
  tallboy: 'tallboy',
  tallboys: 'tallboy',
  serving: 'serving',
  servings: 'serving',
  portion: 'serving',
  portions: 'serving',
  helping: 'serving',
  helpings: 'serving',
  bowl: 'bowl',
  bowls: 'bowl',
  bowlful: 'bowl',
  glass: 'glass',
  glasses: 'glass',
  mug: 'mug',
  mugs: 'mug',
  handful: 'handful',
  handfuls: 'handful',
  scoop: 'scoop',
  scoops: 'scoop',
  stick: 'stick',
  sticks: 'stick',
  pat: 'pat',
  pats: 'pat',
  clove: 'clove',
  cloves: 'clove',
  fillet: 'fillet',
  fillets: 'fillet',
  filet: 'fillet',
  strip: 'strip',
  strips: 'strip',
  rasher: 'strip',
  rashers: 'strip',
  link: 'link',
  links: 'link',
  patty: 'patty',
  patties: 'patty',
  bar: 'bar',
  bars: 'bar',
  packet: 'packet',
  packets: 'packet',
  pack: 'packet',
  sachet: 'packet',
  bag: 'bag',
  bags: 'bag',
  container: 'container',
  containers: 'container',
  cup_container: 'container',
  plate: 'plate',
  plates: 'plate',
  plateful: 'plate',
  order: 'order',
  orders: 'order',
  shot: 'shot',
  shots: 'shot',
  pint: 'pint',
  pints: 'pint',
  wedge: 'wedge',
  wedges: 'wedge',
  leaf: 'leaf',
  leaves: 'leaf',
  sheet: 'sheet',
  sheets: 'sheet',
  sleeve: 'sleeve',
  sleeves: 'sleeve',
  spear: 'spear',
  spears: 'spear',
  square: 'square',
  squares: 'square',
  ear: 'ear',
  ears: 'ear',
  // Amounts that name no measure, read as the kitchen measures recipes use for them: a dollop, smear, sprinkle or glug
  // is a tablespoon, a drizzle a teaspoon, a pinch or dash a dash, a knob or dab of butter a pat.
  spoon: 'tbsp',
  spoonful: 'tbsp',
  spoonfuls: 'tbsp',
  dollop: 'tbsp',
  smear: 'tbsp',
  schmear: 'tbsp',
  sprinkle: 'tbsp',
  sprinkling: 'tbsp',
  glug: 'tbsp',
  drizzle: 'tsp',
  splash: 'splash',
  dash: 'dash',
  pinch: 'dash',
  knob: 'pat',
  dab: 'pat',
  cupful: 'cup',
  sandwich: 'sandwich',
  burger: 'burger',
  tortilla: 'tortilla',
  egg: 'egg',
  eggs: 'egg',
};

// Measures that are also foods in their own right ("2 eggs", "a burger").
const PLAIN_NOUN_UNITS = ['sandwich', 'burger', 'tortilla', 'egg'];

// Coffee-shop sizes: a grande is a 16 fl oz medium, a venti a 20 fl oz large; a cold venti is a 24 fl oz cup.
const SIZE_WORDS: Record<string, PortionSize> = {
  // A tall, the coffee-shop small, is 12 fl oz (only before a coffee-shop drink: a tall glass is no small one).
  tall: 'small',
  grande: 'medium',
  venti: 'large',
  small: 'small',
  little: 'small',
  mini: 'small',
  medium: 'medium',
  regular: 'medium',
  normal: 'medium',
  average: 'medium',
  large: 'large',
  big: 'large',
  huge: 'extra large',
  'extra large': 'extra large',
  'extra-large': 'extra large',
  jumbo: 'extra large',
  // "a thick pork chop": USDA sizes chops, steaks and slices as thin, regular and thick.
  thick: 'large',
  thin: 'small',
  tiny: 'small',
  generous: 'large',
  // Chat abbreviations: "lg fries", "med coffee".
  sm: 'small',
  med: 'medium',
  reg: 'medium',
  lg: 'large',
  xl: 'extra large',
};

// A coffee-shop drink, up to two words after its size ("tall americano", "tall iced vanilla latte").
const COFFEE_SHOP_DRINK = String.raw`(?:(?!of\b)[a-z]+\s+){0,2}(?:coffee|americano|latte|cappuccino|mocha|macchiato|flat white|espresso|chai|frappuccino|frapp?e?|cold brew|refresher|hot chocolate|cocoa|tea)s?\b`;
const COLD_DRINK = /\b(?:iced|cold brew|cold|frozen|refreshers?|frapp(?:uccino|e)?s?)\b/;

const FILLER = /\b(?:some|about|around|approximately|approx|roughly|maybe|like|my|our|of the|the|just|only|plus|please|for me|i think)\b/g;

// Fish people buy as fillets or steaks; "fish" alone too ("a fish fillet").
const FISH =
  'fish|salmon|tuna|cod|tilapia|halibut|trout|haddock|pollock|pollack|catfish|swordfish|mahi[ -]?mahi|sea bass|bass|snapper|grouper|flounder|sole|mackerel|hake|perch|pike|walleye|whitefish|basa|swai|char|branzino|sea bream|bream|herring|carp|monkfish|orange roughy|turbot|plaice|barramundi|yellowtail|rockfish|bluefish|mullet|sturgeon|cobia|wahoo';
const FISH_CUT = new RegExp(String.raw`^(.*\b(?:${FISH}))\s+(?:fillets?|filets?|steaks?|loins?)$`);

// "2 celery stalks": vegetables bought by the stalk, said after the name, are counted in stalks; "2 spam slices": a
// count of slices said after the food is counted in slices.
const BY_THE_STALK = /^(.*\b(?:celery|rhubarb|lemongrass))\s+(?:stalks?|sticks?|ribs?)$/;
const BY_THE_SLICE = /^(.+?)\s+slices$/;

// "a banana pre workout", "chocolate milk post-run": when it was eaten around exercise, said after the food, is no part
// of it; "a scoop of pre workout" is the supplement itself.
const AROUND_EXERCISE = /(?<!\bof)\s+(?:pre|post)[- ]?(?:workout|work out|gym|run|ride|lift|lifting|training|practice|game|match|swim|hike|class)$/;

// Names that begin with an amount word ("a quarter pounder"): the article is the amount.
const NAME_WITH_AMOUNT_WORD = /^(an?\s+)?(?:quarter pounders?|half moons?)\b/;

const CONTAINER_SIZE = new RegExp(
  String.raw`^(?:(an?|one|two|three|four|five|six|\d+)\s+)?(\d+(?:[.,]\d+)?)\s*-?\s*(fl\.?\s*oz|oz|ounces?|ml|l|liters?|litres?|g|grams?)\.?\s+(?:bottles?|cans?|glass(?:es)?|cups?|mugs?|cartons?|containers?|jars?|boxe?s?|pouch(?:es)?|bags?|packs?|packets?|packages?|tubs?)(?:\s+(?:of\s+)?|$)`,
);

const MEASURE_WORDS = [...Object.keys(HOUSEHOLD_UNITS), 'cup', 'cups', 'tablespoon', 'tablespoons', 'teaspoon', 'teaspoons', 'ounce', 'ounces', 'grams'];

function misspeltUnit(word: string): string | undefined {
  if (word.length < 4) return undefined;
  return MEASURE_WORDS.find((measure) => measure.length >= 4 && editDistanceWithin(word, measure, 1) <= 1);
}

const INNER_AMOUNT = /^([a-z][a-z'&.-]*(?:\s+[a-z'&.-]+){0,2})\s+(\d+(?:\.\d+)?)\s*-?\s*(?:(pieces?|pcs?|ct|inch|in|oz|ounces?|ml|g)\s+)?([a-z].*)$/;
// Words that open an amount or a sentence, not a name: "a 6 inch sub" is read by the amount rules themselves.
const NOT_A_NAME = /^(?:an?|the|one|two|three|four|five|six|some|about|around|had|ate|i|my|x)\b/;

// "about a cup", "roughly 200 g", "at least 2 slices", "just a banana": a hedge before an amount leaves the amount as said.
const HEDGE =
  /^(?:about|around|approximately|approx|roughly|maybe|probably|nearly|almost|at least|close to|a good|just about|just under|just over|just|only|nothing but)\s+/;

const SERVING_OF_COUNT =
  /^(?:an?\s+)?(?:(?:short|tall|big|small|little)\s+)?(?:stack|plate|pile|basket|order|bowl|box|bag|tray|platter)\s+of\s+(?=(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|a couple|a few)\s)/;

type Amount = Pick<ParsedMealItem, 'quantity' | 'unit' | 'size'>;

/** The amount an item says when it names no food ("2 cups", "a big plate", "200 g"): a measure alone is never a food. */
function amountOnly(item: ParsedMealItem): Amount | undefined {
  const household = HOUSEHOLD_UNITS[item.food];
  const measure = standardUnitFor(item.food) ?? (household && !PLAIN_NOUN_UNITS.includes(household) ? household : undefined);
  if (item.food ? !measure || item.unit : item.quantity === null && !item.size) return undefined;
  return { quantity: item.quantity ?? 1, unit: item.unit ?? measure ?? null, size: item.size };
}

/**
 * "froyo 1 cup", "kfc popcorn chicken about 20 pieces", "paella about one and a half cup": an amount said after the food.
 * A lone "a" is no amount ("vitamin a"); a count needs no measure ("wings 8").
 */
function trailingAmount(text: string): { food: string; amount: Amount; isAfterCount: boolean } | undefined {
  // "about half a cup", "2 wings 8": an item that opens with its amount has said it, unless a weight or volume follows
  // the count ("2 chicken breasts about 400 g" is the weight of both).
  const opening = LEADING_QUANTITY.exec(text.replace(HEDGE, ''));
  const isAfterCount = Boolean(opening && !/^an?$/.test(opening[1]!));
  const words = text.split(' ');
  for (let start = 1; start < words.length; start += 1) {
    const opensAmount = /^(?:\d|an?$)/.test(words[start]!) || HEDGE.test(`${words[start]} `) || LEADING_QUANTITY.test(words[start]!);
    // "latte venti", "fries large": the size said last. "focaccia slice", "cheez-its small bag": a measure said last (only
    // one that never ends a food's name, unlike "granola bar", "poke bowl" or "fish sticks").
    const isLastSize = start === words.length - 1 && words[start]! in SIZE_WORDS;
    // "pho tai lg bowl": a bowl said last is the measure only with its size (a "poke bowl" is a dish).
    const isLastMeasure =
      /^(?:(?:small|medium|large|big)\s+)?(?:slice|bag|glass|mug|plate|can|bottle|serving|portion|box(?:es)?|pouch(?:es)?)$|^(?:small|medium|large|big|lg|sm|med)\s+bowl$/.test(
        words.slice(start).join(' '),
      );
    if (!opensAmount && !isLastSize && !isLastMeasure) continue;
    // "chick fil a strips": an article before a plural measure opens no amount ("a" counts one); it ends a name.
    const next = words[start + 1] ?? '';
    if (/^an?$/.test(words[start]!) && HOUSEHOLD_UNITS[next] !== undefined && HOUSEHOLD_UNITS[next] !== next && /s$/.test(next)) continue;
    const head = words.slice(0, start).join(' ');
    const tail = words.slice(start).join(' ');
    // "tea for two" says who it was for; "eggs over medium" how they were fried; "one and a | half cup" is one amount.
    if (!`${head} `.replace(HEDGE, '') || /\b(?:for|of|with|to|and|or|over|an?)$/.test(head)) continue;
    const amount = amountOnly(parseAmountFirst(tail));
    if (!amount || !parseAmountFirst(head).food) continue;
    if (isAfterCount ? amount.unit && standardUnitFor(amount.unit) : amount.unit || !/^(?:an?\s|an?$)/.test(tail.replace(HEDGE, '')))
      // "arroz con pollo at my tia's house like 2 cups": when, where and by whom may stand before the amount too.
      return { food: head.replace(CIRCUMSTANCES, ''), amount, isAfterCount };
  }
  return undefined;
}

// "chili before bed", "gatorade during my run", "coconut water after hot yoga", "a cannoli afterwards", "pasteles from christmas", "hot dogs at the game", "a snickers from the vending machine",
// "jambalaya my roommate made", "pot roast from last night" (the night itself is read as the day): when, where and by
// whom, said after the food, is not part of it. Another place ("at chipotle") is the chain's name (see PLACE_NOT_A_CHAIN).
const CIRCUMSTANCES = new RegExp(
  String.raw`\s+(?:at\s+${PLACE_NOT_A_CHAIN}[a-z' ]*|(?:before|after|during)\s+(?:(?:my|the|a|an|our)\s+)?(?:[a-z]+\s+)?[a-z]+|afterwards?|from(?:\s+(?:the\s+[a-z]+(?:\s+[a-z]+)?|earlier|(?:last|this|the other)\s+[a-z]+|christmas|thanksgiving|easter|new years?|the holidays))?|(?:that\s+)?(?:my|our|a)\s+[a-z]+\s+(?:made|cooked|baked|brought|bought))$`,
);

/**
 * "chicken (200 g)", "~2 cups rice": marks around an amount say nothing more; "wings x3", "coffee 2x", "shrimp x10
 * large" and "eggs benedict two of them" are counts.
 */
function itemText(part: string): string {
  return (
    part
      .replace(/[()~]/g, ' ')
      .replace(CIRCUMSTANCES, '')
      .replace(AROUND_EXERCISE, '')
      // "a scoop of whey stirred in", "egg whites and an egg scrambled together": how a food went in with the others.
      .replace(/\s+(?:stirred|mixed|blended|whisked|folded|swirled|added|thrown)\s+(?:in|into it|through)$/, '')
      .replace(/(\s[a-z]+ed)\s+together$/, '$1')
      // "40 g of cheddar melted on top", "honey drizzled over it": how a topping went on, said after it, is no other food.
      .replace(/\s+(?:melted|spread|drizzled|poured|dolloped|smeared|sprinkled)(?:\s+(?:over|on|onto)(?:\s+(?:it|that|them|top))?)?$/, '')
      .replace(/\s+x\s*(\d+)\b|\s+(\d+)\s*x\s*$/, ' $1$2')
      // "eggs benedict two of them", "ate half of it", "a cup and a half of that": an amount of the food said before.
      .replace(/(^|\s+)(\S+) of (?:them|those|these|it|that)$/, '$1$2')
      // "one sugar in each", "butter on each", "tacos, 2 apiece": how the amount was shared out is no food ("each" is no misspelt peach).
      .replace(/\s+(?:(?:in|on|for|of)\s+)?(?:each|apiece)$|\s+(?:in|on|for)\s+(?:both|every one)$/, '')
      // "a bigmac meal with large fries": a combo is logged as its main item, its sides and drink as said.
      .replace(/(?<!\b(?:happy|kids?|toddler|frozen|tv|microwave|ready|oat|corn|bone|fish|flax|almond))\s+(?:value\s+)?(?:meal|combo)$/, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

// "a quesadilla, the whole thing", "the pizza, all of it", "cup noodles, the whole cup": the whole of the food before,
// one of it, or of the container it is sold in (a bowl or a plate is a helping, said as the amount).
const ALL_OF_IT = /^(?:the\s+)?(?:whole|entire)\s+(?:thing|one|lot|cup|bag|box|can|bottle|container|pack|packet|tub|carton|sleeve)$|^all of it$/;
// "pho, the whole bowl": a whole bowl or plate is one such helping.
const WHOLE_HELPING = /^(?:the\s+)?(?:whole|entire)\s+(bowl|plate)$/;

/** Reads quantity, unit, size and food from one part of the sentence. */
export function parseMealItem(part: string): ParsedMealItem {
  return countedAsSold(withKindSaidAfter(part, readMealItem(part)));
}

// "a few peanut butter cookies the big ones", "an ice cream cone the waffle cone kind", "a tuna sub the 6 inch one":
// which kind or size of the food, said after it, names the food as if said before it.
const KIND_SAID_AFTER = /\s+the\s+((?:[a-z\d-]+\s+){0,2}?[a-z-]+)\s+(?:ones|one|kind|type)\b/;

// "a can of coke the 375 ml one", "2 bottles of water, the 500ml ones": the size of each, said after the food.
const SIZE_SAID_AFTER = /,?\s+the\s+(\d+(?:\.\d+)?\s*(?:ml|cl|l|fl oz|oz|ounces?|g|grams?))\s+(?:ones?|size|kind)\b/;

const COUNT_BEFORE = /(?:^|\s)(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|couple)$/;

function withKindSaidAfter(part: string, item: ParsedMealItem): ParsedMealItem {
  const size = SIZE_SAID_AFTER.exec(part);
  // Said before the food, after its count, as on the label ("a 375 ml can of coke").
  if (size)
    return {
      ...readMealItem(part.replace(size[0], '').replace(/^(?:(?:an?|one|two|three|four|five|six|\d+)\s+)?/, (count) => `${count}${size[1]} `)),
      text: part,
    };
  const kind = KIND_SAID_AFTER.exec(part);
  if (!kind || kind.index === 0) return item;
  const withoutKind = part.replace(kind[0], '');
  const { food } = readMealItem(withoutKind);
  // "tim hortons 6 timbits the birthday cake ones" reads as "tim hortons timbits": the kind goes before the longest end
  // of the food said as it is straight after its count.
  const saidFood = food
    .split(' ')
    .map((_, start, words) => words.slice(start).join(' '))
    .find((end) => ` ${withoutKind} `.split(` ${end} `).length > 1 && COUNT_BEFORE.test(withoutKind.split(` ${end}`)[0]!));
  if (!saidFood) return item;
  return { ...readMealItem(withoutKind.replace(saidFood, `${kind[1]} ${saidFood}`)), text: part };
}

function readMealItem(part: string): ParsedMealItem {
  const text = itemText(part);
  if (ALL_OF_IT.test(text)) return { text: part, quantity: 1, unit: null, size: null, food: '' };
  const wholeHelping = WHOLE_HELPING.exec(text);
  if (wholeHelping) return { text: part, quantity: 1, unit: wholeHelping[1]!, size: null, food: '' };
  const trailing = trailingAmount(text);
  // A measure said after the food is the amount ("filet mignon 8 oz" is not a fillet); a bare count only when none came first.
  if (trailing?.amount.unit) {
    // "lg glass of sauv blanc 250ml": a weight or volume said last is the amount of the food, whatever measure it came in.
    const isWeighed = standardUnitFor(trailing.amount.unit) !== undefined;
    const head = parseAmountFirst(trailing.food, trailing.isAfterCount || isWeighed ? undefined : trailing.amount);
    return { ...head, quantity: trailing.amount.quantity, unit: trailing.amount.unit, size: head.size ?? trailing.amount.size, text: part };
  }
  const head = trailing && parseAmountFirst(trailing.food);
  if (head && head.quantity === null && !head.unit) return { ...head, quantity: trailing.amount.quantity, size: head.size ?? trailing.amount.size, text: part };
  return { ...parseAmountFirst(text), text: part };
}

/** Reads an item whose amount, if any, comes first or inside a brand's phrase ("mcdonalds 10 piece nuggets"). */
function parseAmountFirst(part: string, amountSaid?: Amount): ParsedMealItem {
  // "a short stack of three pancakes", "an order of 10 wings": a count inside the serving is the amount.
  let rest = part.replace(HEDGE, '').replace(SERVING_OF_COUNT, '');
  let quantity = amountSaid?.quantity ?? null;
  let unit = amountSaid?.unit ?? null;
  let size = amountSaid?.size ?? null;

  // "mcdonalds 10 piece nuggets", "subway 6 inch turkey sub", "kfc 2 original drumsticks": an amount inside a chain's or
  // brand's phrase is the amount.
  const inner = INNER_AMOUNT.exec(rest);
  if (inner && !NOT_A_NAME.test(inner[1]!)) rest = `${/^in/.test(inner[3] ?? '') ? 'a ' : ''}${inner[2]} ${inner[3] ?? ''} ${inner[1]} ${inner[4]}`;
  // "2x coffee": a count written as a multiple.
  rest = rest.replace(/^(\d+)\s*x\s+/, '$1 ');
  // "cup noodles chicken flavor", "a cup o noodles": instant noodles sold in their cup, whatever the flavour (the cup
  // made up with water), not a cup measure of noodles ("a cup of noodles").
  rest = rest.replace(/^(an?\s+)?cup(?:\s+o'?|-o-)?\s*noodles?(?:\s+(?:[a-z]+\s+){0,2}?flavou?r(?:ed)?)?\b/, '$1ramen noodle cup');
  // "an 8-piece spicy tuna roll", "a 10 count box of nuggets", "8ct nuggets": the pieces counted in one dish or box are
  // the amount.
  rest = rest.replace(/^(?:an?\s+)?(\d+)\s*-?\s*(?:pieces?|pcs?|ct|count)\s+(?:(?:box|bag|order|pack|tray)\s+of\s+)?/, '$1 piece ');

  // "a 20 oz bottle of gatorade", "two 12-ounce cans of coke", "a 500ml bottle of water", "m&ms 1.69oz bag": the size of
  // the container, or of the bag or pack the food comes in.
  const sized = CONTAINER_SIZE.exec(rest);
  if (quantity === null && sized) {
    const count = sized[1] ? (quantityValue(sized[1]) ?? 1) : 1;
    const volumeUnit = standardUnitFor(sized[3]!.replace(/\.$/, ''));
    const perContainer = Number(sized[2]!.replace(',', '.'));
    if (volumeUnit) {
      quantity = count * perContainer;
      // "oz" stays as written: ounces of a drink are read as fluid ounces where the food is known to be a drink.
      unit = volumeUnit;
      rest = rest.slice(sized[0].length);
    }
  }

  // "a side of mac and cheese" is the usual helping, "a bit of gravy" half of it.
  const vague = quantity === null ? /^(?:an?\s+)?(?:(?:little\s+|lil\s+|tiny\s+)?(bit)|side(?:\s+order)?)\s+of\s+/.exec(rest) : null;
  if (vague) {
    quantity = vague[1] ? 0.5 : 1;
    unit = 'serving';
    rest = rest.slice(vague[0].length);
  }

  // "a 3 egg omelette", "two-egg scramble": the eggs counted are the size of the dish.
  const eggs =
    quantity === null ? /^(?:an?\s+)?(\d+|one|two|three|four|five|six)[- ]eggs?\s+((?:[a-z]+\s+){0,3}?(?:omelets?|omelettes?|scrambles?))\b/.exec(rest) : null;
  if (eggs) {
    quantity = quantityValue(eggs[1]!) ?? null;
    unit = 'egg';
    rest = eggs[2]! + rest.slice(eggs[0].length);
  }

  if (quantity === null) {
    // "200g chicken", and "a 6 oz steak", "an 8-ounce sirloin", "a 50 gram bag of chips": a weight written on one item.
    const glued =
      /^(\d+(?:[.,]\d+)?)(g|kg|oz|ml|l|lbs?)\b\s*(?:of\s+)?/.exec(rest) ??
      /^(?:an?|one)\s+(\d+(?:[.,]\d+)?)\s*-?\s*(g|grams?|kg|oz|ounces?|lbs?|pounds?|ml)\b\s*(?:(?:bag|pack|packet|serving|portion|box|pouch|tub|container)s?\s+)?(?:of\s+)?/.exec(
        rest,
      );
    if (glued) {
      quantity = Number(glued[1]!.replace(',', '.'));
      unit = standardUnitFor(glued[2]!) ?? null;
      rest = rest.slice(glued[0].length);
    } else {
      const named = NAME_WITH_AMOUNT_WORD.exec(rest);
      if (named?.[1]) quantity = 1;
      // "6 inch teriyaki sub": a number before inches is the length, read below.
      const leading = named || /^\d+\s*-?\s*inch(?:es)?\b/.test(rest) ? null : LEADING_QUANTITY.exec(rest);
      if (leading) {
        quantity = quantityValue(leading[1]!, leading[2]) ?? null;
        rest = rest.slice(leading[0].length).trim();
        // "half a cup", "a quarter of a pizza"
        rest = rest.replace(/^(?:of\s+)?(?:a|an)\s+/, '');
      }
    }
  }

  rest = rest.replace(/^(?:a|an)\s+/, '');
  let inches: number | undefined;
  // "a 6 inch sub", "a footlong of meatball", "subway footlong tuna": the length, wherever a footlong is named.
  const length = /^(\d+)\s*(?:-\s*)?(?:inch(?:es)?\b|in\b|")\s*|(?:^|\s)foot[- ]?long(?:\s+of)?(?:\s+|$)/.exec(rest);
  if (length) {
    inches = length[1] ? Number(length[1]) : 12;
    rest = `${rest.slice(0, length.index)} ${rest.slice(length.index + length[0].length)}`.trim();
  }
  if (!unit) {
    // "thin crust", "thick cut" and "thin mints" are kinds of the food, not its size.
    const sizeMatch = new RegExp(
      String.raw`^(extra[ -]large|small|little|mini|medium|regular|normal|average|large|big|huge|jumbo|grande|venti|thick|thin|tiny|generous|sm|med|reg|lg|xl|tall(?=\s+${COFFEE_SHOP_DRINK}))(?:\s+(?!crust|cut|mint)|$)`,
    ).exec(rest);
    // A misspelt size ("medum", "larg") before the food.
    const sizeTypo = sizeMatch ? undefined : /^([a-z]{4,7})\s+(?=[a-z])/.exec(rest);
    const typoSize = sizeTypo && ['medium', 'large', 'small'].find((word) => editDistanceWithin(sizeTypo[1]!, word, 1) <= 1);
    if (sizeMatch) {
      size = SIZE_WORDS[sizeMatch[1]!]!;
      rest = rest.slice(sizeMatch[0].length);
    } else if (typoSize && !standardUnitFor(sizeTypo![1]!) && !HOUSEHOLD_UNITS[sizeTypo![1]!]) {
      size = SIZE_WORDS[typoSize]!;
      rest = rest.slice(sizeTypo![0].length);
    }
    // "a heaping tablespoon of", "an entire bag of", "pho, a whole bowl": how full says no more than the measure. A
    // candy's size before its pack ("three fun size packs of skittles") says which pack: it goes with the candy.
    rest = rest
      // "a snack cup of applesauce" is the little cup the food is sold in, not a cup measure.
      .replace(/^snack[- ]cup(s?)\s+of\s+/, 'container$1 of ')
      .replace(/^((?:fun|snack|king|share)[- ]size)\s+((?:bags?|packs?|packets?|packages?|bars?|boxe?s?)\s+of\s+)/, '$2$1 ')
      .replace(
        /^(?:heaping|heaped|level|rounded|full|entire|whole|(?:fun|snack|bite)[- ]size|snack)\s+(?=[a-z]+\s+of\s|(?:bowl|plate|bag|box|can|bottle|container|pack|packet|sleeve|pint|cup|glass)$)/,
        '',
      );
    const unitMatch = /^([a-z]+(?:\s+oz|\s+ounces?)?)\.?\s+(?:of\s+)?/.exec(rest);
    const written = unitMatch?.[1];
    // A misspelt measure ("handfull of", "glas of", "peice of"): only before "of", where a food word rarely stands.
    const word = written && !standardUnitFor(written) && !HOUSEHOLD_UNITS[written] && /\s+of\s+$/.test(unitMatch![0]) ? misspeltUnit(written) : written;
    const standard = word ? standardUnitFor(word) : undefined;
    const household = word ? HOUSEHOLD_UNITS[word] : undefined;
    const isPlainNoun = household && PLAIN_NOUN_UNITS.includes(household);
    // "filet mignon" is a steak's name, not a fillet of mignon.
    const isFiletMignon = /^filets?\s+mignons?\b/.test(rest);
    if (standard || (household && !isPlainNoun && !isFiletMignon && rest.slice(unitMatch![0].length).trim())) {
      unit = standard ?? household!;
      rest = rest.slice(unitMatch![0].length);
    }
    if (!size) {
      const afterUnit = /^(small|medium|large|big|regular)\s+/.exec(rest);
      // "starbucks grande chai latte", "dunkin medium iced coffee", "wendys sm frosty": a size after the brand ("big" and "little" name
      // foods there, as in "big mac"; "medium rare" is how a steak was cooked). "a whole small melon" is no brand: the
      // whole fruit is meant, which the food's name says better than a size.
      const afterBrand = afterUnit
        ? null
        : new RegExp(
            String.raw`^((?:[a-z'&-]+\s+){1,3})(extra large|small|medium|large|grande|venti|sm|med|lg|xl|tall(?=\s+${COFFEE_SHOP_DRINK}))\s+(?=[a-z])(?!rare|well)`,
          ).exec(rest);
      if (afterUnit) {
        size = SIZE_WORDS[afterUnit[1]!]!;
        rest = rest.slice(afterUnit[0].length);
      } else if (afterBrand && !NOT_A_NAME.test(afterBrand[1]!) && !/^(?:whole|entire)\b/.test(afterBrand[1]!)) {
        size = SIZE_WORDS[afterBrand[2]!]!;
        rest = afterBrand[1]! + rest.slice(afterBrand[0].length);
      }
    }
  }
  if (quantity === null && unit) quantity = 1;

  const said = rest
    .replace(FILLER, ' ')
    .replace(/^of\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // "crunchy tacos from taco bell", "a burrito bowl at chipotle": where it came from names the food ("taco bell crunchy tacos"),
  // also a chain written with hyphens ("chick-fil-a").
  const source = /^(.*[a-z].*?)\s+(?:from|at)\s+([a-z'&-]+(?: [a-z'&-]+)*)$/.exec(said);
  const named = source ? `${source[2]} ${source[1]}` : said;
  // "a salmon fillet", "2 tuna steaks", "6 oz cod loin": a fish named before its cut is that fish, counted in fillets.
  const fishCut = FISH_CUT.exec(named);
  if (fishCut && !unit) {
    unit = 'fillet';
    quantity ??= 1;
  }
  const byTheStalk = !unit && !fishCut ? BY_THE_STALK.exec(named) : null;
  const byTheSlice = !unit && !fishCut && !byTheStalk && quantity !== null ? BY_THE_SLICE.exec(named) : null;
  if (byTheStalk ?? byTheSlice) {
    unit = byTheStalk ? 'stalk' : 'slice';
    quantity ??= 1;
  }
  const food = fishCut ? fishCut[1]! : ((byTheStalk ?? byTheSlice)?.[1] ?? named);
  if (size === 'large' && /\bventi\b/.test(part) && COLD_DRINK.test(food)) size = 'extra large';
  return { text: part, quantity, unit, size, ...(inches ? { inches } : {}), food };
}

const IN_EACH = /\s(?:in|on|for)\s+(?:each|both|every one)(?:\s+of\s+them)?$/;

/**
 * "two cups of tea with a splash of milk and one sugar in each": what is said to go in each of several foods counts
 * once per food, for it and the foods added with it since the dish was named.
 */
function withAddedToEach(items: ParsedMealItem[]): ParsedMealItem[] {
  const result = [...items];
  items.forEach((item, index) => {
    if (!IN_EACH.test(item.text)) return;
    let dish = index - 1;
    while (dish > 0 && result[dish]!.afterWith) dish -= 1;
    const count = result[dish]?.quantity ?? 1;
    // Cups are counted drinks; other weights and volumes ("16 oz of coffee") count no foods.
    const unit = result[dish]?.unit;
    const isCounted = !unit || unit === 'cup' || !standardUnitFor(unit);
    if (dish < 0 || !isCounted || !Number.isInteger(count) || count <= 1) return;
    for (let added = dish + 1; added <= index; added += 1) {
      const quantity = result[added]!.quantity;
      if (quantity !== null) result[added] = { ...result[added]!, quantity: quantity * count };
    }
  });
  return result;
}

// Drinks people blend themselves and describe by what went in.
const BLENDED = /\b(?:shakes?|smoothies?)$/;

export function parseMealText(text: string): ParsedMealItem[] {
  const items = withPiecesOfBird(
    withSkinKept(
      withPiecesCountedTogether(
        withRepeatsCounted(
          withKindNamedAfterCount(
            withAddedToEach(
              withTrailingAmounts(splitMealParts(inUsFoodWords(expandChatShorthand(text))).flatMap(readPart)).filter((item) => item.food.length > 0),
            ),
          ),
        ),
      ),
    ),
  );
  // "a protein shake with a scoop of whey and a cup of milk": measured ingredients after "with" are the shake itself.
  // So are two measured ones said straight after a shake named with no amount ("protein shake 2 scoops whey w/ 10oz skim").
  return items.filter((item, index) => {
    const next = items[index + 1];
    const isNamedBeforeMeasuredParts = item.quantity === null && next?.unit && items[index + 2]?.unit;
    return !(BLENDED.test(item.food) && !item.unit && (item.quantity ?? 1) === 1 && next?.unit && (next.afterWith || isNamedBeforeMeasuredParts));
  });
}

/**
 * "2 beers, a blue moon and a sam adams", "three drinks, a corona and two modelos": a count of a kind of food, then the
 * ones it was, each of that kind and as many as the count, says those ones once, not the kind as well.
 */
function withKindNamedAfterCount(said: ParsedMealItem[]): ParsedMealItem[] {
  const firstsOfKind = new Set<ParsedMealItem>();
  const items = said.flatMap((item) => {
    const apart = withFirstOfKindApart(item);
    if (apart.length > 1) firstsOfKind.add(apart[1]!);
    return apart;
  });
  const isCountedAsNamed = items.map((item, index) => {
    const kind = item.quantity !== null && item.quantity > 1 && !item.unit ? item.food.replace(/s$/, '') : undefined;
    if (!kind || /\s/.test(kind)) return false;
    let counted = 0;
    for (const one of items.slice(index + 1)) {
      if (one.unit || one.afterWith || !isOfKind(one.food, kind)) break;
      counted += one.quantity ?? 1;
      if (counted >= item.quantity!) break;
    }
    return counted === item.quantity;
  });
  // "2 beers a corona": when the ones named are fewer than the count, the kind said with its count is all of them.
  return items.filter((item, index) => !isCountedAsNamed[index] && !(firstsOfKind.has(item) && !isCountedAsNamed[index - 1]));
}

/** Whether a food said is of the kind ("a blue moon" is a beer): the kind's word in its name as the catalog is searched. */
function isOfKind(food: string, kind: string): boolean {
  // The kind is what the person typed: its characters are matched as written, never read as a pattern.
  return new RegExp(String.raw`\b${kind.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`).test(searchTextFor(food));
}

// "2 beers a blue moon and a sam adams": the first one named straight after the kind, with no comma between.
const KIND_THEN_ONE = /^([a-z]+s)\s+an?\s+([a-z].*)$/;

function withFirstOfKindApart(item: ParsedMealItem): ParsedMealItem[] {
  const said = item.quantity !== null && item.quantity > 1 && !item.unit ? KIND_THEN_ONE.exec(item.food) : null;
  if (!said || !isOfKind(said[2]!, said[1]!.replace(/s$/, ''))) return [item];
  return [
    { ...item, food: said[1]! },
    { ...item, quantity: 1, size: null, food: said[2]! },
  ];
}

const REPEAT = /^(?:one|more)$/;

/**
 * "a pina colada and then another one", "two beers and one more": a count said with no food of its own is more of the
 * food said before it.
 */
function withRepeatsCounted(items: ParsedMealItem[]): ParsedMealItem[] {
  const result: ParsedMealItem[] = [];
  for (const item of items) {
    const previous = result.at(-1);
    if (previous && REPEAT.test(item.food) && !item.unit)
      result[result.length - 1] = { ...previous, quantity: (previous.quantity ?? 1) + (item.quantity ?? 1) };
    else result.push(item);
  }
  return result;
}

const BIRD = /\b(?:chicken|turkey|duck)\b/;
// "a rotisserie chicken", "a whole turkey": one bird bought whole, which the pieces said after are from.
const WHOLE_BIRD = /\b(?:chicken|turkey|duck)$/;
const PIECE_OF_BIRD = /^(?:whole\s+)?(?:drumsticks?|thighs?|breasts?|wings?|legs?)(?: with(?:out)? skin)?$/;

/**
 * "fried chicken, 2 drumsticks", "popeyes mild chicken, a breast and a thigh", "rotisserie chicken, one leg with the
 * skin": a bird said with no amount, then the pieces eaten of it, is those pieces cooked that way, not one more helping
 * of the bird.
 */
function withPiecesOfBird(items: ParsedMealItem[]): ParsedMealItem[] {
  const result: ParsedMealItem[] = [];
  for (const [index, item] of items.entries()) {
    const isPiece = (candidate: ParsedMealItem | undefined) => candidate && PIECE_OF_BIRD.test(candidate.food) && !candidate.unit;
    const previous = result.at(-1);
    const isOneBird = previous && (previous.quantity === null ? BIRD.test(previous.food) : previous.quantity === 1 && WHOLE_BIRD.test(previous.food));
    const bird = previous && isOneBird && !previous.unit && !previous.afterWith ? previous : undefined;
    if (bird && isPiece(item) && !isPiece(items[index - 1])) result.pop();
    const cut = isPiece(item) && (bird?.food ?? (isPiece(items[index - 1]) ? birdOf(result, items[index - 1]!) : undefined));
    // "a whole leg" is the leg with its thigh, which USDA's leg is.
    result.push(cut ? { ...item, food: `${cut} ${item.food.replace(/^whole\s+/, '')}` } : item);
  }
  return result;
}

/** The bird the piece before was said to be from ("popeyes mild chicken breast" gives "popeyes mild chicken"). */
function birdOf(result: ParsedMealItem[], piece: ParsedMealItem): string | undefined {
  const named = result.at(-1)?.food;
  return named && named !== piece.food && named.endsWith(` ${piece.food}`) ? named.slice(0, -piece.food.length - 1) : undefined;
}

// "skin-on chicken thighs", "roast chicken leg skin on": the skin said on, before or after the food.
const SKIN_ON = /(?:^|\s)skin on(?=\s|$)/;

/**
 * "a chicken thigh with the skin on", "a baked potato with skin", "a skin-on chicken thigh": the skin said after "with"
 * or said on is how the food was eaten (USDA's "skin eaten" entries), not a food of its own; "with the skin off" is how
 * it was eaten skinless.
 */
function withSkinKept(items: ParsedMealItem[]): ParsedMealItem[] {
  const result: ParsedMealItem[] = [];
  for (const said of items) {
    const skinOn = SKIN_ON.test(said.food) && said.food.replace(SKIN_ON, ' ').trim();
    const item = skinOn ? { ...said, food: `${skinOn} with skin` } : said;
    const previous = result.at(-1);
    const skin = /^skins?(?: (on|off))?$/.exec(item.food);
    if (previous && item.afterWith && skin && item.quantity === null && !item.unit) {
      const eaten = skin[1] === 'off' ? 'skinless' : 'with skin';
      result[result.length - 1] = { ...previous, food: `${previous.food} ${eaten}`, text: `${previous.text} with ${item.text}` };
      continue;
    }
    result.push(item);
  }
  return result;
}

/**
 * Reads one part. "spaghetti with meat sauce about two cups": an amount at the end of a "with" part, after a food with
 * none of its own, is read as a clause of its own, so that it goes to the dish when the dish has no amount.
 */
function readPart(part: MealPart): ParsedMealItem[] {
  const leftOut = part.leftOut ? { leftOut: part.leftOut } : {};
  if (!part.afterWith) return [{ ...parseMealItem(part.text), ...leftOut }];
  const trailing = trailingAmount(itemText(part.text));
  const head = trailing && parseAmountFirst(trailing.food);
  if (!head || head.quantity !== null || head.unit) return [{ ...parseMealItem(part.text), afterWith: true, ...leftOut }];
  return [
    { ...head, text: trailing.food, afterWith: true, ...leftOut },
    { text: part.text, ...trailing.amount, food: '' },
  ];
}

const OF_EACH = /\s(?:of\s+)?(?:each|apiece)$/;

/**
 * "shepherd's pie, a big plate", "rice - 2 cups": a clause that is only an amount is the amount of the food before it
 * (a measure alone, like "plate", is never a food).
 */
function withTrailingAmounts(items: ParsedMealItem[]): ParsedMealItem[] {
  const result: ParsedMealItem[] = [];
  for (const item of items) {
    const amount = amountOnly(item);
    // "we got a large pepperoni pizza and i had 2 slices", "split a pizza and i had three slices", "a footlong sub and ate
    // half of it": a measured amount or a part after one whole thing (or the share of it) is what was eaten of it.
    const hasNoAmount = (earlier: ParsedMealItem | undefined) =>
      earlier && !earlier.unit && (earlier.quantity === null ? !earlier.size : earlier.quantity <= 1 && (Boolean(amount?.unit) || (amount?.quantity ?? 1) < 1));
    // "pad thai with chicken, about 2 cups": the amount is the dish's, said before its "with"; when the dish has one
    // ("yogurt 150 g with granola 30 g"), it is the amount of the food after "with".
    let dish = result.length - 1;
    while (dish > 0 && result[dish]!.afterWith && result[dish]!.quantity === null && !result[dish]!.unit) dish -= 1;
    const target = [dish, result.length - 1].find((index) => hasNoAmount(result[index]));
    // "broccoli and cauliflower, a cup of each": the amount of each of the foods just named without one.
    if (amount && OF_EACH.test(item.text) && hasNoAmount(result.at(-1))) {
      for (let index = result.length - 1; index >= 0 && hasNoAmount(result[index]); index -= 1)
        result[index] = { ...result[index]!, ...amount, size: amount.size ?? result[index]!.size };
      continue;
    }
    if (amount && target !== undefined) {
      result[target] = { ...result[target]!, ...amount, size: amount.size ?? result[target]!.size, text: `${result[target]!.text}, ${item.text}` };
      continue;
    }
    result.push(item);
  }
  return result;
}
