import type { FoodPortion } from '../../food/dataset/foodDataset.types.js';
import type { CatalogFood } from '../../food/food.type.js';
import { defaultPortion } from '../../food/portions/defaultPortion.js';
import { densityOf, listPortionUnits, portionItems } from '../../food/portions/foodPortionUnits.js';
import { isMassOrVolumeUnit, MASS_UNIT_GRAMS, VOLUME_UNIT_ML, millilitresPerMeasure, standardUnitFor } from '../../food/portions/standardUnits.js';
import { foodWords } from '../../food/search/foodText.js';
import { editDistanceWithin } from '../../food/search/foodVocabulary.js';
import { HOUSEHOLD_UNITS, type ParsedMealItem, type PortionSize } from './parseMealText.js';

/** What an item's amount comes to for one food: the logged quantity and unit, and its grams. */
export interface ResolvedPortion {
  quantity: number;
  /** A unit the food log accepts for this food (g, cup, slice, medium…). */
  unit: string;
  grams: number;
}

// Household measures USDA names differently; each maps to the portion names to look for, best first.
const UNIT_SYNONYMS: Record<string, string[]> = {
  slice: ['slice', 'piece', 'medium or regular slice'],
  piece: ['piece', 'slice', 'item', 'each'],
  // A can is 12 fl oz unless the food only has some other can.
  can: ['12 fl oz', 'can'],
  bottle: ['bottle', 'can or bottle, 16 fl oz', 'can or bottle, 12 fl oz'],
  // A drink's box is the juice box or pouch (6.75 fl oz) lunchboxes hold.
  box: ['juice box', 'box', 'pouch'],
  pouch: ['pouch', 'juice box', 'box'],
  // A tallboy is the 16 fl oz can.
  tallboy: ['16 fl oz'],
  bowl: ['bowl'],
  // A drink's standard serving (juice 8 fl oz) is the glass it is poured in; wine has a glass of its own (WINE_GLASS_FL_OZ).
  glass: ['glass', 'serving'],
  stick: ['stick', 'bar'],
  strip: ['strip', 'slice', 'piece'],
  fillet: ['fillet', 'filet', 'piece'],
  patty: ['patty', 'burger'],
  container: ['container', 'individual container', 'carton'],
  bar: ['bar', 'package'],
  packet: ['packet', 'pack', 'single serving bag', 'package', 'envelope'],
  bag: ['bag', 'package'],
  order: ['order', 'serving', 'medium'],
  link: ['link', 'sausage'],
  wedge: ['wedge', 'slice', 'piece'],
  square: ['square', 'piece'],
  clove: ['clove'],
  pat: ['pat'],
  leaf: ['leaf', 'leaves'],
  sheet: ['sheet', 'piece'],
  // Crackers and cookies come in sleeves ("1 sleeve" of saltines is 115 g), asparagus and pickles in spears.
  sleeve: ['sleeve'],
  spear: ['spear', 'piece'],
  ear: ['ear'],
};

// Sizes of containers when the food has no measure of its own: volumes for drinks and spoonable food.
const GENERIC_VOLUME_ML: Record<string, number> = {
  glass: 240,
  mug: 300,
  bowl: 355,
  can: 355,
  bottle: 500,
  tallboy: 473,
  pint: 473,
  shot: 44,
  scoop: 118,
  splash: 15,
  dash: 1,
};
// A glass of wine is the survey's glass of every wine it lists (6 fl oz, 180 g); a table wine's 5 fl oz "serving" is
// the standard drink of alcohol guidance, not what a glass holds.
const WINE_GLASS_FL_OZ = 6;
const WINE = /\bwine\b/i;
const GENERIC_GRAMS: Record<string, number> = { handful: 30, scoop: 66, bowl: 250, splash: 15, dash: 0.5 };

const TINY = /snack|miniature|bite|mini\b|crust not eaten|kid|child|toddler|infant|baby|guideline|surface inch|cubic inch|linear inch|silver dollar/i;
const NOT_A_HELPING = /snack|miniature|bite|mini\b|crust not eaten|thin|small|kid|child|toddler|infant|baby|guideline|surface inch|cubic inch|linear inch/i;

function portionText(portion: FoodPortion): string {
  return `${portion.unit} ${portion.modifier ?? ''}`.toLowerCase();
}

/** The food's portion of that length ("6 inch sub", "regular or 6" submarine"). */
function portionOfLength(food: CatalogFood, inches: number): FoodPortion | undefined {
  const length = new RegExp(`(?:^|[^\\d.])${inches}\\s*(?:"|-?inch)`);
  return food.portions.find((portion) => !RAW_INPUT.test(portionText(portion)) && length.test(`${portion.amount} ${portionText(portion)}`));
}

/** Whether the food has a portion of the length given ("a 6 inch sub"), so such a request can prefer that food. */
export function hasLengthPortion(food: CatalogFood, inches: number): boolean {
  return portionOfLength(food, inches) !== undefined;
}

const WHOLE_OF_IT = /\bwhole item\b/;
// Packs of several pieces, as the shop sells them.
const PACK = /^(?:packet|package|bag|box|sleeve)$/;
const PACKET = /^(?:packet|package|envelope|pouch)$/;

/**
 * "2 packets of instant oatmeal made with water": a food made up from a packet is what the packet yields ("1 packet
 * dry, yields"), not raw produce that goes into a dish.
 */
function isPreparedFromPacketSaid(portion: FoodPortion, words: string[]): boolean {
  const measure = firstWord(portion.unit);
  return PACKET.test(measure) && words.includes(measure);
}

// "1 package without flavor packet" (81 g) and "1 packet" (5.8 g): USDA weighs a part sold inside the package apart.
const PACKAGE_WITHOUT_PART = /^(package|box|bag|can) without (?:its |the )?(?:[a-z]+ )?([a-z]+)$/i;

/**
 * The food's portions with a package weighed without a part it holds made whole again: "a pack of instant ramen" is the
 * noodles and their flavor packet, not the packet alone, which is no helping of its own.
 */
function portionsAsSold(food: CatalogFood): FoodPortion[] {
  for (const portion of food.portions) {
    const without = PACKAGE_WITHOUT_PART.exec(portion.unit);
    const part = without && food.portions.find((other) => other.amount === 1 && other.unit.toLowerCase() === without[2]!.toLowerCase());
    if (part && portion.amount === 1)
      return [...food.portions.filter((other) => other !== portion && other !== part), { ...portion, unit: without[1]!, grams: portion.grams + part.grams }];
  }
  return food.portions;
}

/** The food's household portion for a unit word ("slice") and size ("large"), preferring an everyday helping. */
function householdPortion(food: CatalogFood, words: string[], size: PortionSize | null, said?: string): FoodPortion | undefined {
  const piecesSaid = piecesSaidOfContainer(said);
  let best: { portion: FoodPortion; score: number } | undefined;
  for (const portion of portionsAsSold(food)) {
    // With its amount: "12 fl oz" may be stored as 12 × "fl oz".
    const text = `${portion.amount} ${portionText(portion)}`;
    if (RAW_INPUT.test(text) && !isPreparedFromPacketSaid(portion, words)) continue;
    // "a piece of cake" is a piece, never SR's "1 cake (average weight of whole item)".
    if (words[0] === 'piece' && WHOLE_OF_IT.test(text)) continue;
    const wordIndex = words.findIndex((word) => new RegExp(`\\b${word}s?\\b`).test(text));
    if (wordIndex < 0) continue;
    let score = 10 - wordIndex * 2 - text.split(/\s+/).length * 0.1;
    if (portion.unit.toLowerCase() === words[wordIndex]) score += 2;
    if (portionItems(portion).gramsEach > 700) score -= 6;
    if (piecesSaid) score += piecesSaid.test(text) ? 0.5 : 0;
    if (size) score += sizeScore(text, size);
    else {
      // A snack bag with no size said is the 1 oz bag of vending machines and multipacks, USDA's small single-serving one.
      if (/single serving bag/.test(text)) score += /\bsmall\b/.test(text) ? 1.5 : 0;
      else {
        if (/\bmedium\b|\bregular\b|\bnfs\b/.test(text)) score += 1.5;
        // "1 small/regular fillet" is the regular one too.
        if (NOT_A_HELPING.test(text) && !/\bregular\b/.test(text)) score -= 4;
      }
      if (/\blarge\b|extra|thick/.test(text)) score -= 1;
    }
    if (!best || score > best.score) best = { portion, score };
  }
  return best?.portion;
}

/**
 * "a pack of reese's cups": pieces said in the plural are a container of several of them, so its portion that counts
 * several ("package 1.6 oz 2 cups") is meant over the one holding a single piece ("package 0.6 oz 1 cup").
 */
function piecesSaidOfContainer(said: string | undefined): RegExp | undefined {
  const plural = /\b([a-z]{3,}?)s$/.exec(said ?? '')?.[1];
  return plural ? new RegExp(`\\b(?:[2-9]|\\d{2,}) ${plural}s\\b`) : undefined;
}

function sizeScore(text: string, size: PortionSize): number {
  if (size === 'extra large') return /extra large|extra-large|jumbo/.test(text) ? 5 : /\blarge\b/.test(text) ? 3 : 0;
  if (size === 'large') return /extra/.test(text) ? -1 : /\blarge\b|\bthick\b/.test(text) ? 5 : 0;
  if (size === 'medium') return /\bmedium\b|\bregular\b/.test(text) ? 5 : 0;
  // "a mini bag of popcorn": USDA's "snack/mini" bag when the food has no small one.
  return /\bsmall\b|\bthin\b/.test(text) ? 5 : /\bmini\b/.test(text) ? 4 : 0;
}

function gramsPerStandardUnit(food: CatalogFood, unit: string): number | undefined {
  return listPortionUnits(food).find((candidate) => candidate.unit === unit)?.gramsPerUnit;
}

// The portion names a size goes by: chops, steaks and slices come thin, regular or thick.
const SIZE_NAMES: Record<PortionSize, string[]> = {
  small: ['small', 'thin'],
  medium: ['medium', 'regular'],
  large: ['large', 'thick'],
  'extra large': ['extra large', 'large'],
};

const SIZE_FACTOR: Record<PortionSize, number> = { small: 0.75, medium: 1, large: 1.3, 'extra large': 1.6 };

// A hot drink's size is the coffee shop's cup ("a medium hot chocolate" is 16 fl oz), not a scaled 8 fl oz cup.
const CUP_SIZED_HOT_DRINK = /\b(?:coffee|espresso|latte|cappuccino|mocha|americano|macchiato|flat white|tea|chai|hot chocolate|cocoa)\b/i;
const NOT_HOT = /\b(?:iced|frozen|cold brew|bottled|canned|ice cream|candies|cake|powder|leaves)\b/i;
const CUP_SIZED_HOT_DRINK_FL_OZ: Record<PortionSize, number> = { small: 12, medium: 16, large: 20, 'extra large': 24 };

function hotDrinkOfSize(food: CatalogFood, size: PortionSize): number | undefined {
  return NOT_HOT.test(food.name) ? undefined : drinkOfSize(food, size);
}

function drinkOfSize(food: CatalogFood, size: PortionSize): number | undefined {
  if (!CUP_SIZED_HOT_DRINK.test(food.name)) return undefined;
  const perFlOz = gramsPerStandardUnit(food, 'fl oz');
  return perFlOz === undefined ? undefined : CUP_SIZED_HOT_DRINK_FL_OZ[size] * perFlOz;
}

const PLACEHOLDER = /quantity not specified/i;
// "1 medium raw, yields": how much raw produce makes the dish, not a serving of it.
const RAW_INPUT = /\byields\b/i;
// Portions that are one whole thing; small things are counted one by one ("12 almonds" is 12 nuts, not 12 ounces).
const WHOLE_ITEM_UNITS =
  /^(fruit|item|each|whole|full|egg|sandwich|burger|piece|patty|serving|order|nut|kernel|berry|grape|cherry|olive|chip|cracker|nugget|meatball|dumpling|shrimp|wing)$/;
// "2 bratwursts": a sausage counted is counted in links, however USDA sizes its link ("1 bun-size or griller link").
const LINK = /\blinks?$/;

const GENERIC_ITEM = /^(fruit|item|each|whole|full)$/;
const CONTAINER = /\b(bag|package|packet|container|box|can|bottle|carton|pouch|jar|tube)\b/;

function isDrink(food: CatalogFood): boolean {
  return food.portions.some((portion) => /fl oz/i.test(portion.unit));
}

/**
 * The usual helping of a food when only a count was given ("a croissant", "2 pancakes"): its medium or regular item,
 * else a portion that is one whole item, else what the USDA survey records as the amount eaten when nobody says, else
 * the default portion. When no amount was given at all ("toast with butter"), and for drinks, the survey amount
 * comes first: it is what people typically have.
 */
function usualHelping(food: CatalogFood, hasCount: boolean, said?: string): { unit: string; grams: number; quantity: number } {
  const typical = food.portions.find((portion) => PLACEHOLDER.test(portion.unit));
  const asGrams = (grams: number) => ({ unit: 'g', grams: 1, quantity: Math.round(grams * 10) / 10 });
  if (typical && (!hasCount || isDrink(food))) return asGrams(portionItems(typical).gramsEach);
  const everyday = food.portions.filter(
    (portion) => !PLACEHOLDER.test(portion.unit) && !TINY.test(portionText(portion)) && portionItems(portion).gramsEach <= 700,
  );
  const drinkServing = isDrink(food)
    ? everyday.find((portion) => /\bcan\b|\b12 fl oz|\bcup\b|glass|serving/.test(`${portion.amount} ${portionText(portion)}`))
    : undefined;
  // Nothing counted ("chick fil a hash browns"): the serving the food's maker states, not one piece of it.
  const statedServing = hasCount ? undefined : everyday.find((portion) => firstWord(portion.unit) === 'serving');
  const weighedItem = soleWeighedItem(food);
  if (weighedItem && !drinkServing) return asGrams(weighedItem.grams);
  const chosen = drinkServing ?? statedServing ?? itemPortion(food, said);
  if (chosen && typical && isPieceOfWholeSaid(food, chosen, said) && typical.grams > portionItems(chosen).gramsEach) return asGrams(typical.grams);
  if (chosen && typical && isSausageSaidAsPatty(chosen, said)) return asGrams(typical.grams);
  if (chosen) {
    const units = listPortionUnits(food).find(
      (candidate) => candidate.kind === 'household' && Math.abs(candidate.gramsPerUnit - portionItems(chosen).gramsEach) < 1e-6,
    );
    // A drink's serving, or a serving when nothing was counted ("mcdonalds hotcakes": 3 hotcakes), is all of its
    // portion; a counted item is one of what its portion counts.
    const servings = drinkServing || !hasCount ? portionItems(chosen).count : 1;
    return units ? { unit: units.unit, grams: units.gramsPerUnit, quantity: servings } : asGrams(servings * portionItems(chosen).gramsEach);
  }
  if (typical) return asGrams(portionItems(typical).gramsEach);
  const fallback = defaultPortion(food);
  // With no amount said, a food measured only by weight ("3 oz" of cooked salmon) is a whole measure, not one ounce;
  // a count ("2 breakfast links") counts items, whatever the measure.
  const isWholeWeighedHelping = !hasCount && fallback.unit in MASS_UNIT_GRAMS;
  return { unit: fallback.unit, grams: fallback.grams / fallback.quantity, quantity: isWholeWeighedHelping ? fallback.quantity : 1 };
}

/**
 * "a salmon roll": the person counts the thing the food is named after, and USDA only measures it in pieces ("1 piece"
 * of a sushi roll): a piece is part of what was counted, and the survey's usual helping is the whole.
 */
function isPieceOfWholeSaid(food: CatalogFood, portion: FoodPortion, said: string | undefined): boolean {
  const noun = countedNoun(said);
  if (!noun || EATEN_BY_THE_PIECE.test(noun) || !/^(piece|slice)$/.test(firstWord(portion.unit))) return false;
  const named = new RegExp(`\\b${noun}s?\\b`, 'i');
  return named.test(food.name) && !food.portions.some((other) => named.test(other.unit));
}

/**
 * "two sausages", "bangers": a sausage counted by that name is a link, not the patty USDA lists first; with no size of
 * link said (breakfast, bun-size), the survey's usual amount of a sausage stands in.
 */
function isSausageSaidAsPatty(portion: FoodPortion, said: string | undefined): boolean {
  return countedNoun(said) === 'sausage' && !/\bbreakfast\b/.test(said ?? '') && firstWord(portion.unit) === 'patty';
}

// Things eaten one small piece at a time: "10 ravioli" are ten of USDA's "1 piece", never ten plates of them.
const EATEN_BY_THE_PIECE =
  /^(?:ravioli|tortellini|gnocchi|dumpling|gyoza|potsticker|wonton|pierogi|pierogie|pelmeni|momo|meatball|wing|nugget|shrimp|prawn|scallop|cookie|cracker|chip|tot|nigiri)$/;

/**
 * The thing counted: the last word said ("salmon roll"), or for a dish named the survey's way ("ravioli, cheese-filled,
 * with tomato sauce") its first word.
 */
function countedNoun(said: string | undefined): string | undefined {
  const dish = said?.split(/\s+with\s+/)[0];
  const noun = dish?.includes(',') ? dish.split(',')[0]!.trim().split(' ').at(-1) : dish?.split(' ').at(-1);
  return noun?.replace(/s$/, '');
}

function firstWord(unit: string): string {
  return unit.toLowerCase().split(/[\s(,]+/)[0] ?? '';
}

/**
 * One whole item of the food, when it has such a portion: its medium or regular size, else a portion named after the
 * food itself ("1 naan", "1 mango") or a whole-item word ("1 fruit", "1 item", "1 piece"), else its large or small size.
 */
function itemPortion(food: CatalogFood, said?: string): FoodPortion | undefined {
  const everyday = food.portions.filter(
    (portion) => !PLACEHOLDER.test(portion.unit) && !TINY.test(portionText(portion)) && portionItems(portion).gramsEach <= 700,
  );
  const wholeItems = everyday.filter((portion) => millilitresPerUnit(portion) === undefined);
  // The size of a container ("1 medium single serving bag") is not the size of the thing counted.
  const sized = (word: string) =>
    wholeItems.find(
      (portion) =>
        new RegExp(`\\b${word}\\b`).test(portionText(portion)) && !/slice|\bcups?\b|extra/.test(portionText(portion)) && !CONTAINER.test(portionText(portion)),
    );
  // "3 pork sausage links", "4 mozzarella sticks", "5 asparagus spears": a measure word that ends the food, and is not
  // the food's own name ("muffin"), counts that measure, also when the portion names it as one of two ("1 piece or stick").
  const name = food.name.toLowerCase();
  const lastWord = said?.split(' ').at(-1) ?? '';
  const singular = lastWord.replace(/e?s$/, '');
  const measure = HOUSEHOLD_UNITS[lastWord] ?? (said?.includes(' ') && /^[a-z]+$/.test(singular) && !name.includes(singular) ? singular : undefined);
  const saidPortion = measure ? wholeItems.find((portion) => new RegExp(`^(?:[a-z]+ or )?${measure}(?:e?s)?\\b`).test(portion.unit.toLowerCase())) : undefined;
  const namedAfterFood = wholeItems.find((portion) => {
    const word = firstWord(portion.unit).replace(/e?s$/, '');
    // "1 shishkabob" is named after "Lamb shish kabob".
    return word.length >= 3 && !/^(piece|slice|serving|order|oz|lb)$/.test(word) && (name.includes(word) || name.replace(/\s+/g, '').includes(word));
  });
  // "1 whole" or "1 item" before a small thing's portion, which may be another variety ("1 cherry" of tomatoes).
  const whole =
    namedAfterFood ??
    wholeItems.find((portion) => GENERIC_ITEM.test(firstWord(portion.unit)) || /^inch/i.test(portion.unit)) ??
    wholeItems.find(
      (portion) =>
        WHOLE_ITEM_UNITS.test(portion.unit.toLowerCase()) ||
        WHOLE_ITEM_UNITS.test(firstWord(portion.unit)) ||
        LINK.test(portion.unit.toLowerCase()) ||
        name.includes(portion.unit.toLowerCase()),
    );
  // "two slim jims" of beef jerky: a portion called what was said is one of what was counted.
  const singularSaid = said?.replace(/e?s$/, '');
  const calledAsSaid = wholeItems.find((portion) => portion.unit.toLowerCase().replace(/e?s$/, '') === singularSaid);
  // "two fun size snickers": the candy's portion of the product size said.
  const ofProductSize = productSizePortion(food, said);
  return (
    ofProductSize ??
    saidPortion ??
    calledAsSaid ??
    portionOfBrandSaid(wholeItems, said, name) ??
    portionNamedBy(wholeItems, said, name) ??
    sized('medium') ??
    sized('regular') ??
    whole ??
    sized('large') ??
    sized('small') ??
    countedThingOfPlate(food, wholeItems)
  );
}

const PRODUCT_SIZE = /\b(fun|snack|king|share|sharing)[- ]size\b/;
// Candy makers' sizes against their standard bar, for a candy USDA weighs in no portion of that size: a fun-size bar is
// about a quarter of it (Snickers 15 of 57 g, Twix 14 of 50 g), a king-size or share-size one about twice it (113 g).
const PRODUCT_SIZE_FACTOR: Record<string, number> = { fun: 0.27, snack: 0.27, king: 1.9, share: 1.9, sharing: 1.9 };

/** The food's portion of the candy size said ("1 bar (king size (4 oz))"); a share-size bar is the king-size one. */
function productSizePortion(food: CatalogFood, said: string | undefined): FoodPortion | undefined {
  const productSize = PRODUCT_SIZE.exec(said ?? '')?.[1];
  const sizeNames = productSize === 'share' || productSize === 'sharing' ? 'share|sharing|king' : productSize;
  return sizeNames ? food.portions.find((portion) => new RegExp(`\\b(?:${sizeNames})[- ]size\\b`).test(portionText(portion))) : undefined;
}

/** How much a candy size said scales the bar when the food has no portion of that size (1 otherwise). */
function productSizeFactor(food: CatalogFood, said: string | undefined): number {
  const productSize = PRODUCT_SIZE.exec(said ?? '')?.[1];
  return productSize && !productSizePortion(food, said) ? PRODUCT_SIZE_FACTOR[productSize]! : 1;
}

/** A candy's standard bar or pack ("1 package (1.69 oz)"), which its product sizes are sized against. */
function standardBar(food: CatalogFood): FoodPortion | undefined {
  return food.portions.find((portion) => portion.amount === 1 && /^(?:bar|package|pack)\b/i.test(portion.unit) && !PRODUCT_SIZE.test(portionText(portion)));
}

/**
 * "4 oreos": a brand said that the food's name lacks, and one of its portions names ("1 Oreo sandwich", not the generic
 * "1 sandwich"), is that portion; the regular one when several name it ("Oreo sandwich" before "Oreo thin").
 */
function portionOfBrandSaid(portions: FoodPortion[], said: string | undefined, name: string): FoodPortion | undefined {
  const saidWords = (said ?? '').split(/\s+/).map((word) => word.replace(/e?s$/, ''));
  const named = portions.filter((portion) =>
    (portion.unit.match(/\b[A-Z][a-z]+\b/g) ?? []).some((brand) => {
      const word = brand.toLowerCase();
      return word.length >= 4 && !name.includes(word) && saidWords.includes(word);
    }),
  );
  return named.find((portion) => !NOT_A_HELPING.test(portionText(portion))) ?? named[0];
}

/**
 * "a belgian waffle", "texas toast": a word said that is not in the food's name but describes one of its portions ("1
 * thick / Belgian waffle") says which one (a typo forgiven). The portion's own unit word does not count: the "1 string"
 * of mozzarella is a shred, not a string cheese.
 */
function portionNamedBy(portions: FoodPortion[], said: string | undefined, name: string): FoodPortion | undefined {
  const nameWords = name.split(/[^a-z]+/);
  const isInName = (word: string) =>
    nameWords.some(
      (nameWord) => nameWord.length >= 4 && (word.startsWith(nameWord) || nameWord.startsWith(word) || editDistanceWithin(word, nameWord, 2) <= 2),
    );
  const extra = (said ?? '').split(/\s+/).filter((word) => word.length >= 5 && !isInName(word));
  if (extra.length === 0) return undefined;
  return portions.find((portion) =>
    portionText(portion)
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 5)
      .slice(1)
      .some((word) => extra.some((saidWord) => editDistanceWithin(word, saidWord, 1) <= 1)),
  );
}

/**
 * "McDONALD'S, Baked Apple Pie": 2.7 oz is all USDA records of it, the weight of the one item a chain sells. A food
 * whose only portion is a weight other than one unit of it, counting no items of its own, is measured as that item.
 */
function soleWeighedItem(food: CatalogFood): FoodPortion | undefined {
  const [only, ...others] = food.portions.filter((portion) => !PLACEHOLDER.test(portion.unit));
  const unit = only && standardUnitFor(firstWord(only.unit));
  // "2 oz 2 links" counts its items itself.
  const countsItems = /\d/.test(only?.modifier ?? '');
  return only && others.length === 0 && unit && unit in MASS_UNIT_GRAMS && only.amount !== 1 && !countsItems ? only : undefined;
}

const PART_OF_ITEM = /drummette|slice|chunk|cube|cubic|surface|leaf|leaves|sheet|bite|strip|wedge|spear|floret|segment|section/i;

/**
 * "four stuffed grape leaves": a food the survey serves as a plate of several small things counts its one thing ("1
 * roll" of 21 g, where the plate is 202 g); a thing near the plate's weight is some other variety of the food.
 */
function countedThingOfPlate(food: CatalogFood, wholeItems: FoodPortion[]): FoodPortion | undefined {
  const plate = food.portions.find((portion) => PLACEHOLDER.test(portion.unit));
  const thing = wholeItems.find(isCountedThing);
  return plate && thing && plate.grams >= 2 * portionItems(thing).gramsEach ? thing : undefined;
}

/** A portion that is one thing of its own ("1 roll"), neither a weight, a volume nor a part of an item. */
function isCountedThing(portion: FoodPortion): boolean {
  return (
    !PLACEHOLDER.test(portion.unit) &&
    !RAW_INPUT.test(portionText(portion)) &&
    millilitresPerUnit(portion) === undefined &&
    !standardUnitFor(firstWord(portion.unit)) &&
    !PART_OF_ITEM.test(portionText(portion)) &&
    // A serving that does not say how many things it holds ("1 serving, size varied by count of ravioli") is a
    // helping of many, not one of what was counted; "1 serving 4 pieces" counts them.
    (firstWord(portion.unit) !== 'serving' || /\d/.test(portionText(portion)))
  );
}

/**
 * Whether a count of this food ("6 wings") can be read as whole items rather than as helpings: it has a portion that
 * is neither a volume, a part of an item, nor the survey's usual helping.
 */
export function hasItemPortion(food: CatalogFood): boolean {
  if (soleWeighedItem(food)) return true;
  return food.portions.some(isCountedThing);
}

/**
 * "a mango", "2 mangoes": a count of a food both the Standard Reference and the survey carry under the same name is
 * weighed by the survey's portion named after the food ("1 mango", 210 g, its typical one) when the Standard Reference
 * has no sized item, only the one specimen it weighed ("1 fruit without refuse", 336 g): that survey entry comes first.
 */
export function surveyItemFirst(foods: readonly CatalogFood[]): CatalogFood[] {
  const [first] = foods;
  if (!first || first.source === 'fndds' || first.portions.some((portion) => /\b(?:small|medium|large|regular)\b/.test(portionText(portion)))) {
    return [...foods];
  }
  const sameName = foodWords(first.name).join(' ');
  const survey = foods.find((food) => food.source === 'fndds' && foodWords(food.name).join(' ') === sameName && hasPortionNamedAfterItself(food));
  return survey ? [survey, ...foods.filter((food) => food !== survey)] : [...foods];
}

function hasPortionNamedAfterItself(food: CatalogFood): boolean {
  const head = foodWords(food.name)[0];
  return food.portions.some((portion) => portion.amount === 1 && foodWords(firstWord(portion.unit))[0] === head);
}

/** Whether the food is measured by the one piece ("1 piece", "1 ravioli"), not only by a serving of several. */
export function hasPiecePortion(food: CatalogFood): boolean {
  return food.portions.some((portion) => isCountedThing(portion) && firstWord(portion.unit) !== 'serving');
}

function millilitresPerUnit(portion: FoodPortion): number | undefined {
  return /\b(cup|tbsp|tablespoon|tsp|teaspoon|fl oz|ml|liter|pint|quart)\b/i.test(portion.unit) ? 1 : undefined;
}

/** Whether the food itself has the measure the person named (a "slice" of bacon), rather than a fallback. */
export function hasNamedMeasure(food: CatalogFood, item: Pick<ParsedMealItem, 'unit' | 'size'>): boolean {
  const unit = item.unit;
  if (!unit || unit === 'serving') return true;
  if (isMassOrVolumeUnit(unit)) return gramsPerStandardUnit(food, unit) !== undefined;
  return householdPortion(food, UNIT_SYNONYMS[unit] ?? [unit], item.size) !== undefined;
}

/**
 * Whether USDA weighed the measure said of the very food said ("1 cup oyster crackers" of "Crackers, saltines (includes
 * oyster, …)"): a portion named by the measure and every word said.
 */
export function hasMeasureNamedAfter(food: CatalogFood, unit: string | null, said: string): boolean {
  if (!unit) return false;
  const saidWords = said.split(' ');
  return food.portions.some((portion) => {
    const words = portionText(portion).split(/\s+/);
    return words.includes(unit) && saidWords.every((word) => words.includes(word));
  });
}

/**
 * Whether the food has a portion for this size ("medium fries"), so a sized request can prefer such a food. A sized
 * container ("1 medium single serving bag") counts only when the person counted that container ("a medium bag"):
 * "a medium order of onion rings" is no bag of onion-flavored snack rings.
 */
export function hasSizedPortion(food: CatalogFood, item: Pick<ParsedMealItem, 'size' | 'unit'>): boolean {
  const size = item.size;
  if (!size) return false;
  const saidContainer = item.unit !== null && CONTAINER.test(item.unit);
  return food.portions.some(
    (portion) =>
      !RAW_INPUT.test(portionText(portion)) && sizeScore(portionText(portion), size) >= 5 && (saidContainer || !CONTAINER.test(portionText(portion))),
  );
}

const WEIGHT_WORDS: Record<string, string> = { oz: 'oz|ounces?', g: 'g|grams?' };

/**
 * "the 9 oz house sirloin": a restaurant's item named by its weight ("APPLEBEE'S, 9 oz house sirloin steak") is
 * weighed raw on the menu; that weight said names the one item, not the cooked grams eaten.
 */
function isMenuItemOfWeight(food: CatalogFood, count: number, unit: string): boolean {
  const words = WEIGHT_WORDS[unit];
  if (!words || !/fast food|restaurant/i.test(food.category)) return false;
  return new RegExp(String.raw`(?:^|[^\d.])${count}\s*-?(?:${words})\b`, 'i').test(food.name);
}

/**
 * The grams an item's amount comes to for a food, from the food's own portions: a mass or volume converts exactly
 * (volumes through the food's density), a household measure or size picks the matching USDA portion, and a bare count
 * takes the food's usual helping. Undefined when this food cannot be measured that way (a cup of something with no
 * known density): the caller then tries the next candidate food.
 */
export function resolvePortion(
  food: CatalogFood,
  item: Pick<ParsedMealItem, 'quantity' | 'unit' | 'size' | 'inches'> & { food?: string },
): ResolvedPortion | undefined {
  const count = item.quantity ?? 1;
  // Ounces of a drink ("a 16 oz smoothie") are fluid ounces.
  const unit = item.unit === 'oz' && isDrink(food) ? 'fl oz' : item.unit;
  const ofLength = item.inches ? portionOfLength(food, item.inches) : undefined;
  if (ofLength && !unit) return perPortion(food, ofLength, count);
  const pieces = !unit && item.quantity !== null ? piecesInPortion(food, item.food) : undefined;
  if (pieces) return grams((count * pieces.portion.grams) / pieces.inside);
  if (unit && unit in MASS_UNIT_GRAMS && isMenuItemOfWeight(food, count, unit)) return resolvePortion(food, { ...item, quantity: 1, unit: null });
  if (isMassOrVolumeUnit(unit)) {
    const perVolumeSaid =
      unit in VOLUME_UNIT_ML ? (gramsPerVolumeOfFormSaid(food, unit, item.food) ?? gramsPerVolumeNamedAsSaid(food, unit, item.food)) : undefined;
    const perUnit = perVolumeSaid ?? gramsPerStandardUnit(food, unit);
    return perUnit === undefined ? undefined : { quantity: count, unit, grams: count * perUnit };
  }
  // A scoop of ice cream, gelato or mash is the ½-cup serving scoop (USDA's weighed ½-cup serving), not the survey's
  // parlour scoop of nearly a cup; a powder's scoop is the one that comes in its tub.
  const cup = unit === 'scoop' && !/\bpowder/i.test(food.name) ? gramsPerStandardUnit(food, 'cup') : undefined;
  if (cup !== undefined) return grams((count * cup) / 2);
  // "three fun size packs of skittles": the pack of the candy size said.
  const ofProductSize = unit && CONTAINER.test(unit) ? productSizePortion(food, item.food) : undefined;
  if (ofProductSize) return perPortion(food, ofProductSize, count);
  const wineGlass = unit === 'glass' ? wineGlassGrams(food) : undefined;
  if (wineGlass !== undefined) return grams(count * wineGlass);
  if (unit) {
    const words = UNIT_SYNONYMS[unit] ?? [unit];
    const portion = householdPortion(food, words, item.size, CONTAINER.test(unit) ? item.food : undefined);
    const inside = portion && countedInside(portion, words);
    if (inside) return grams((count * portion.grams) / inside);
    // "a fun size bag of m&ms", with no fun-size portion: the candy's usual bag, scaled to the size said.
    const packFactor = CONTAINER.test(unit) ? productSizeFactor(food, item.food) : 1;
    if (portion && packFactor !== 1) return grams(count * portionItems(portion).gramsEach * packFactor);
    if (portion) return perPortion(food, portion, count);
    const volume = GENERIC_VOLUME_ML[unit];
    const density = densityOf(food);
    // A measure with no USDA portion of its own ("a big bowl", "a small plate") is the usual one, scaled by the size said.
    const scale = item.size ? SIZE_FACTOR[item.size] : 1;
    if (volume !== undefined && density !== undefined) return grams(count * volume * density * scale);
    const generic = GENERIC_GRAMS[unit];
    if (generic !== undefined) return grams(count * generic * scale);
    if (unit === 'serving' || unit === 'order' || unit === 'plate') {
      // A plate or a serving is what people usually have of the food ("a serving of almonds" is an ounce, not one
      // almond); an order may be the food's own portion of that name.
      const usual = usualHelping(food, unit === 'order', item.food);
      if (scale !== 1) return grams(count * usual.quantity * usual.grams * scale);
      return { quantity: count * usual.quantity, unit: usual.unit, grams: count * usual.quantity * usual.grams };
    }
    // A measure this food does not have (a "slice" of rice): its usual helping is the honest reading.
  }
  if (item.size) {
    const whole = wholeOfSize(food, item.size, item.food);
    if (whole) return perPortion(food, whole, count);
    // A coffee-shop drink bigger than the largest USDA measures ("venti iced latte") is the shop's 24 fl oz cup.
    const biggestCup = item.size === 'extra large' && !hasSizedPortion(food, item) ? drinkOfSize(food, item.size) : undefined;
    if (biggestCup !== undefined) return grams(count * biggestCup);
    const sized = householdPortion(food, SIZE_NAMES[item.size], item.size);
    if (sized) return perPortion(food, sized, count);
    const cupOfSize = hotDrinkOfSize(food, item.size);
    if (cupOfSize !== undefined) return grams(count * cupOfSize);
  }
  const productFactor = productSizeFactor(food, item.food);
  const bar = productFactor !== 1 ? standardBar(food) : undefined;
  if (bar) return grams(count * bar.grams * productFactor);
  // "a pack of oreos": a pack the food has no portion for holds the usual helping, never one piece of it.
  const isPackWithoutPortion = unit !== null && PACK.test(unit);
  const usual = usualHelping(food, item.quantity !== null && !isPackWithoutPortion, item.food);
  const factor = (item.size ? SIZE_FACTOR[item.size] : 1) * productFactor;
  if (factor !== 1) return grams(count * usual.quantity * usual.grams * factor);
  return { quantity: count * usual.quantity, unit: usual.unit, grams: count * usual.quantity * usual.grams };
}

// How a food was cut or prepared before it was measured, which USDA gives volumes of ("1 cup, shredded").
const FORM_MEASURED = /\b(shredded|grated|diced|chopped|sliced|cubed|melted|crumbled|mashed|pureed|crushed|whipped|halves)\b/;
// A form USDA weighs no volume of, measured as loosely as one it does: grated cheese fills a cup as shredded cheese does.
const SAME_MEASURE_AS: Record<string, string> = { grated: 'shredded' };

/**
 * "a quarter cup of shredded cheddar": a volume of the food in the form said, from its volume portion of that form
 * (113 g a cup shredded), not from a block's density (a cubic inch of cheddar makes a cup 245 g).
 */
function gramsPerVolumeOfFormSaid(food: CatalogFood, unit: string, said: string | undefined): number | undefined {
  const form = FORM_MEASURED.exec(said ?? '')?.[1];
  if (!form) return undefined;
  const isOfForm = (candidate: FoodPortion, named: string) =>
    new RegExp(`\\b${named}\\b`).test((candidate.modifier ?? '').toLowerCase()) && millilitresPerMeasure(candidate.unit);
  const alike = SAME_MEASURE_AS[form];
  const portion =
    food.portions.find((candidate) => isOfForm(candidate, form)) ?? (alike ? food.portions.find((candidate) => isOfForm(candidate, alike)) : undefined);
  return portion && gramsPerVolumeFrom(portion, millilitresPerMeasure(portion.unit), unit);
}

/**
 * "a cup of oyster crackers": a volume of the very thing said, from the food's volume portion named after it ("1 cup
 * oyster crackers", 45 g), not from the food's other cup (crushed saltines, 70 g).
 */
function gramsPerVolumeNamedAsSaid(food: CatalogFood, unit: string, said: string | undefined): number | undefined {
  const saidWords = new Set((said ?? '').split(' '));
  for (const portion of food.portions) {
    const [measure, ...named] = portion.unit.toLowerCase().split(/\s+/);
    if (named.length === 0 || !named.every((word) => saidWords.has(word))) continue;
    const grams = gramsPerVolumeFrom(portion, millilitresPerMeasure(measure!), unit);
    if (grams !== undefined) return grams;
  }
  return undefined;
}

function gramsPerVolumeFrom(portion: FoodPortion, portionMillilitres: number | undefined, unit: string): number | undefined {
  const saidMillilitres = millilitresPerMeasure(unit);
  return portionMillilitres && saidMillilitres ? (portion.grams / (portion.amount * portionMillilitres)) * saidMillilitres : undefined;
}

/** A glass of a wine USDA measures by a serving or fluid ounce only (a varietal's "5 fl oz serving"); else undefined. */
function wineGlassGrams(food: CatalogFood): number | undefined {
  if (!WINE.test(food.name) || food.portions.some((portion) => /\bglass\b/i.test(portion.unit))) return undefined;
  const perFlOz = gramsPerStandardUnit(food, 'fl oz');
  return perFlOz === undefined ? undefined : WINE_GLASS_FL_OZ * perFlOz;
}

/**
 * "a large pizza", "half a medium pizza": the thing said, counted with a size, is the whole one of that size when USDA
 * measures it so ("1 large pizza (13-15" diameter)"), not one piece of it ("1 piece (large pizza)").
 */
function wholeOfSize(food: CatalogFood, size: PortionSize, said: string | undefined): FoodPortion | undefined {
  const thing = said && /([a-z]+?)s?$/.exec(said)?.[1];
  if (!thing) return undefined;
  const named = new RegExp(`^(?:${SIZE_NAMES[size].join('|')})[ -]${thing}s?$`);
  return food.portions.find((portion) => portion.amount === 1 && named.test(portion.unit.toLowerCase().replace('extra-large', 'extra large')));
}

/**
 * "fourteen walnut halves", "10 grapes": what was counted, when a portion says how many of it it holds ("1 oz (14
 * halves)", "10 grapes"), is that portion's share each.
 */
function piecesInPortion(food: CatalogFood, said: string | undefined): { portion: FoodPortion; inside: number } | undefined {
  const counted = said?.split(' ').at(-1);
  if (!counted || counted.length < 3) return undefined;
  const word = counted.replace(/(?:es|s)$/, '');
  // A portion of one of them ("1 enchilada") weighs it better than a share of several.
  if (food.portions.some((portion) => new RegExp(`^${word}e?s?\\b`).test(portion.unit.toLowerCase()))) return undefined;
  for (const portion of food.portions) {
    const inside = countedInside(portion, [word, counted]);
    if (inside) return { portion, inside };
  }
  return undefined;
}

/** "1 serving (4 pieces)" for a piece: how many of the measure said one portion holds, when it counts them (else undefined). */
function countedInside(portion: FoodPortion, words: readonly string[]): number | undefined {
  if (portion.amount !== 1) return undefined;
  const text = portionText(portion);
  const counted = words.map((word) => new RegExp(String.raw`\b(\d+)\s+${word}s?\b`).exec(text)).find(Boolean);
  const count = counted ? Number(counted[1]) : 0;
  return count > 1 ? count : undefined;
}

function perPortion(food: CatalogFood, portion: FoodPortion, count: number): ResolvedPortion {
  const perOne = portionItems(portion).gramsEach;
  const unitName = listPortionUnits(food).find((candidate) => candidate.kind === 'household' && Math.abs(candidate.gramsPerUnit - perOne) < 1e-6);
  if (unitName && !standardUnitFor(unitName.unit)) return { quantity: count, unit: unitName.unit, grams: count * perOne };
  return grams(count * perOne);
}

function grams(amount: number): ResolvedPortion {
  const rounded = Math.round(amount * 10) / 10;
  return { quantity: rounded, unit: 'g', grams: rounded };
}
