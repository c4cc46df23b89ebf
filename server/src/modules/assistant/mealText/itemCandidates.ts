import { searchFoodsAmong, type OwnFoods } from '../../food/food.service.js';
import type { FoodCatalog } from '../../food/foodCatalog.js';
import type { CatalogFood } from '../../food/food.type.js';
import { foodWords } from '../../food/search/foodText.js';
import { isMassOrVolumeUnit, MASS_UNIT_GRAMS } from '../../food/portions/standardUnits.js';
import { spellChain } from './chainFoods.js';
import {
  formMisses,
  hasCapitalisedName,
  isNamedCooked,
  lacksHeadNoun,
  PROCESSED,
  withoutBoneDescription,
  withoutCutDescription,
  withoutCutWord,
  withCookingSaidPlainly,
  withoutCookingOfPouredFood,
  withoutShapeWord,
  withReadyingFirst,
} from './foodChoice.js';
import { compoundsEndingIn, correctSpelling, isNameWord } from './foodSpelling.js';
import { hasSizedPortion } from './mealItemPortion.js';
import { CANDIDATES, nameCoverage, searchTextFor } from './nameMatching.js';
import type { ParsedMealItem } from './parseMealText.js';

/*
 * The foods the search offers for one item of a meal sentence, before matchMealItems.ts picks one: what was said is
 * searched as USDA spells and names it, with the size word as part of the name where it is one ("big mac"), and with
 * describing words dropped when they crowd out the food.
 */

/**
 * Whether a food that covers what was said only through its aliases is the thing said: its name has the head noun, or
 * one of its aliases is named by it ("Nigiri" for "salmon nigiri"). An alias merely containing the word does not
 * count: "Crackers, butter", alias "Chicken in a Biskit", is no "butter chicken".
 */
function namesHeadNoun(text: string, food: CatalogFood): boolean {
  if (lacksHeadNoun(text, food.name) === 0) return true;
  return (food.aliases ?? '').split(';').some((alias) => {
    const head = foodWords(alias).at(-1);
    return head !== undefined && lacksHeadNoun(text, head) === 0;
  });
}

export function sizeWordOf(item: ParsedMealItem): string | undefined {
  return item.size ? /\b(big|large|small|medium|little|mini|regular|jumbo)\b/.exec(item.text)?.[1] : undefined;
}

// "a thick pork chop, pan fried": USDA weighs thick and thin chops, steaks and slices in its survey entry of any
// cooking; that weighed size is nearer than another entry's one portion scaled by a guess.
const CUT_THICKNESS = /\b(?:thick|thin)\b/;
const HOW_COOKED = /\b(?:pan[- ]?)?(?:cooked|fried|grilled|broiled|baked|roasted|braised|seared|sauteed|sautéed|smoked)\b/g;

function inCutThickness(
  catalog: FoodCatalog,
  own: OwnFoods,
  item: ParsedMealItem,
  said: string,
): { foods: CatalogFood[]; query: string; sizeWasName: boolean } | undefined {
  const query = withoutBoneDescription(said.replace(HOW_COOKED, ' ')).replace(/\s+/g, ' ').trim();
  if (!query || query === said) return undefined;
  const { foods } = searchFoodsAmong(catalog, own, query, { offset: 0, limit: CANDIDATES });
  const sized = foods.filter((food) => nameCoverage(query, food) === 1 && hasSizedPortion(food, item));
  return sized.length ? { foods: sized, query, sizeWasName: false } : undefined;
}

export function candidatesFor(catalog: FoodCatalog, own: OwnFoods, item: ParsedMealItem): { foods: CatalogFood[]; query: string; sizeWasName: boolean } {
  const sizeless = sizelessCandidatesFor(catalog, own, item);
  // "big mac", "large fries": try the size word as part of the name first. A size typed in shorthand ("lg sweet tea")
  // names no food. Not when a food named by all the other words comes in that size: "a large pepperoni pizza" is the
  // large pie, not a chain's "Large Deep Dish Crust".
  const sizeWord = sizeWordOf(item);
  const comesInSize = sizeless.foods.some((food) => nameCoverage(sizeless.query, food) === 1 && hasSizedPortion(food, item));
  if (!comesInSize && CUT_THICKNESS.test(item.text)) {
    const anyCooking = inCutThickness(catalog, own, item, sizeless.query);
    if (anyCooking) return anyCooking;
  }
  if (sizeWord && !comesInSize) {
    const withSize = correctSpelling(catalog, searchTextFor(`${sizeWord} ${item.food}`));
    const { foods } = searchFoodsAmong(catalog, own, withSize, { offset: 0, limit: CANDIDATES });
    if (foods[0] && nameCoverage(withSize, foods[0]) === 1 && foodWords(withSize).length > foodWords(searchTextFor(item.food)).length) {
      return { foods, query: withSize, sizeWasName: true };
    }
  }
  return sizeless;
}

// The bread a sandwich was said to be on (mealSentence.ts keeps "on rye" with the sandwich).
const SANDWICH = /\b(?:sandwich|sub|blt|club|melt|hoagie|panini|reuben|grilled cheese|wrap|burger)$/;
const ON_BREAD = /^(.+) on (?:whole wheat|whole grain|multigrain|wheat|white|rye|sourdough|sour dough)$/;

/**
 * "a turkey sandwich on rye", "pastrami on rye": when USDA has the dish on no such bread, it is the sandwich on its
 * usual bread, not a food that happens to have the bread and the dish's words ("Crackers, rye, sandwich-type"); a
 * filling said on a bread is a sandwich of it.
 */
function onUsualBread(catalog: FoodCatalog, own: OwnFoods, dish: string): { foods: CatalogFood[]; query: string } {
  const sandwich = SANDWICH.test(dish) ? undefined : `${dish} sandwich`;
  const sandwiches = sandwich ? searchFoodsAmong(catalog, own, sandwich, { offset: 0, limit: CANDIDATES }).foods : [];
  if (sandwich && sandwiches.some((food) => nameCoverage(sandwich, food) === 1)) return { foods: sandwiches, query: sandwich };
  return { foods: searchFoodsAmong(catalog, own, dish, { offset: 0, limit: CANDIDATES }).foods, query: dish };
}

// "a 16.9 oz bottle of sweet tea", "a bottle of water": a drink said by the bottle is USDA's bottled one when it has one.
const BY_THE_BOTTLE = /\bbottles?\b/;

function sizelessCandidatesFor(catalog: FoodCatalog, own: OwnFoods, item: ParsedMealItem): { foods: CatalogFood[]; query: string; sizeWasName: boolean } {
  if (BY_THE_BOTTLE.test(item.text) && !/\bbottled\b/.test(item.food)) {
    const bottled = correctSpelling(catalog, searchTextFor(`bottled ${spellChain(catalog, item.food)}`));
    // A brand's bottle ("DASANI, water, bottled" for "a bottle of coke") is only meant when its name is said.
    const foods = searchFoodsAmong(catalog, own, bottled, { offset: 0, limit: CANDIDATES }).foods.filter(
      (food) => nameCoverage(bottled, food) === 1 && formMisses(bottled, food) === 0 && !hasCapitalisedName(food.name),
    );
    if (foods.length) return { foods, query: bottled, sizeWasName: false };
  }
  const named = searchTextFor(spellChain(catalog, item.food));
  let query = correctSpelling(catalog, named);
  // A misspelt everyday name ("spagetti") gets its USDA spelling once its spelling is mended.
  const renamed = searchTextFor(query);
  if (query !== named && renamed !== query && !renamed.includes(query)) query = renamed;
  query = withReadyingFirst(withoutCookingOfPouredFood(query) ?? query);
  let { foods } = searchFoodsAmong(catalog, own, query, { offset: 0, limit: CANDIDATES });
  const onBread = ON_BREAD.exec(query);
  if (onBread && !foods.some((food) => nameCoverage(query, food) === 1 && lacksHeadNoun(`food ${onBread[1]!}`, food.name) === 0)) {
    ({ foods, query } = onUsualBread(catalog, own, onBread[1]!));
  }
  // Words USDA does not use ("fresh mozzarella", "homestyle meatloaf") or a filling that names many other foods ("beef
  // pho") can crowd out the food: when no candidate both has the head noun and accounts for half of what was said, the
  // describing words go, one at a time from the left, down to the head noun.
  const fits = (text: string, food: CatalogFood) => {
    const coverage = nameCoverage(text, food);
    if (coverage === 1) return nameCoverage(text, { name: food.name }) === 1 || namesHeadNoun(text, food);
    return coverage >= 0.5 && lacksHeadNoun(text, food.name) === 0;
  };
  // "steamed zucchini": when the search finds the food cooked in no way, only raw or in a dish that has it ("Bread,
  // zucchini"), the way of cooking is said as USDA says it of such foods ("cooked").
  const isFoundCooked = foods.some((food) => isNamedCooked(food.name) && lacksHeadNoun(`food ${query}`, food.name) === 0);
  const cooked = isFoundCooked ? undefined : withCookingSaidPlainly(query);
  if (cooked) {
    const found = searchFoodsAmong(catalog, own, cooked, { offset: 0, limit: CANDIDATES }).foods;
    if (found.some((food) => nameCoverage(cooked, food) === 1 && lacksHeadNoun(cooked, food.name) === 0)) ({ foods, query } = { foods: found, query: cooked });
  }
  // "premier protein shake", "a chocolate protein shake": a word no food's name has (a maker USDA does not list) says
  // nothing the search can find, and USDA has many drinks and bars in all their flavours under one name. When no food
  // has every word said, those words go, before they make another food that has them ("Milk shakes, thick chocolate").
  if (!foods.some((food) => nameCoverage(query, food) === 1)) {
    const unnamed = withoutUnnamedWords(catalog, query);
    for (const shorter of [unnamed, withoutFlavour(query), unnamed && withoutFlavour(unnamed)]) {
      if (!shorter) continue;
      const found = searchFoodsAmong(catalog, own, shorter, { offset: 0, limit: CANDIDATES }).foods;
      if (found.some((food) => nameCoverage(shorter, food) === 1 && lacksHeadNoun(shorter, food.name) === 0)) {
        ({ foods, query } = { foods: found, query: shorter });
        break;
      }
    }
  }
  // "kettle corn" is "Popcorn, … kettle": before a describing word goes, the head noun is tried as the end of the
  // compound word USDA names the food by.
  const compound = foods.some((food) => fits(query, food)) ? undefined : asCompound(catalog, own, query);
  if (compound) ({ foods, query } = compound);
  let words = query.split(' ');
  while (words.length > 1 && !foods.some((food) => fits(query, food))) {
    words = words.slice(1);
    const shorter = words.join(' ');
    const found = searchFoodsAmong(catalog, own, shorter, { offset: 0, limit: CANDIDATES }).foods;
    // The head noun's search may find the whole of what was said ("chicken congee": "Congee, with … poultry").
    if (found.some((food) => nameCoverage(query, food) === 1)) foods = found;
    else if (found.some((food) => fits(shorter, food))) {
      query = shorter;
      foods = found;
    }
  }
  // "a cup of pineapple chunks": a measure of a food cut in that shape is a measure of the plain food ("Pineapple, raw"),
  // not only of a product sold so (frozen chunks). Counted, the shape says what is counted ("6 potato wedges").
  // "fourteen walnut halves": pieces counted of a food whose named shape USDA weighs by no piece are counted in the plain
  // food's portions ("1 oz (14 halves)").
  const isCountedWithoutPiece = item.quantity !== null && !item.unit && foods.every((food) => food.portions.length === 0);
  // "half a cup of chopped onion": USDA names few plain foods by how they were cut, so the food cut that way is
  // searched too; otherwise only a dish that mentions both ("Livers, chicken, chopped, with eggs and onion") is found.
  const shapeless =
    (isMassOrVolumeUnit(item.unit) && foods.every((food) => PROCESSED.test(food.name))) || isCountedWithoutPiece
      ? withoutShapeWord(query)
      : withoutCutWord(query);
  if (shapeless) {
    const plain = searchFoodsAmong(catalog, own, shapeless, { offset: 0, limit: CANDIDATES }).foods;
    foods = [...foods, ...plain.filter((food) => !foods.includes(food))];
  }
  // "boneless chicken thighs": USDA names few cuts by their bone or skin, so the cut said plainly is searched too.
  const cutless = withoutCutDescription(query);
  if (cutless) {
    const plain = searchFoodsAmong(catalog, own, cutless, { offset: 0, limit: CANDIDATES }).foods;
    foods = [...foods, ...plain.filter((food) => !foods.includes(food))];
  }
  // "a handful of baby spinach", "a tablespoon of ground flaxseed": the one food named so exactly ("Spinach, baby") may
  // be weighed by no household measure; the food said without its first describing word is, and is as near.
  const saidWords = query.split(' ');
  if (item.unit && !(item.unit in MASS_UNIT_GRAMS) && saidWords.length > 1 && foods.length > 0 && foods.every((food) => food.portions.length === 0)) {
    const broader = searchFoodsAmong(catalog, own, saidWords.slice(1).join(' '), { offset: 0, limit: CANDIDATES }).foods;
    foods = [...foods, ...broader.filter((food) => !foods.includes(food))];
  }
  const soup = item.unit && BOWL_UNITS.has(item.unit) && isSeasoning(foods) ? soupNamedAfter(catalog, own, query) : undefined;
  return soup ?? { foods, query, sizeWasName: false };
}

/** What was said without the words no food's name has, or undefined when it has none or is nothing else. */
function withoutUnnamedWords(catalog: FoodCatalog, query: string): string | undefined {
  const words = query.split(' ');
  // A plural is named when its singular is ("potstickers" by "Wonton, dumpling or pot sticker").
  const named = words.filter(
    (word) => [word, word.replace(/e?s$/, ''), word.replace(/s$/, '')].some((form) => isNameWord(catalog, form)) || !/^[a-z]+$/.test(word),
  );
  return named.length < words.length && named.length > 1 ? named.join(' ') : undefined;
}

const FLAVOUR = /\b(?:chocolate|choc|vanilla|strawberry|caramel|salted caramel|cookies and cream|cookies n cream|mocha|banana|peanut butter)\b/g;

/** "chocolate protein shake" → "protein shake": what was said without the flavour, or undefined when it says none. */
function withoutFlavour(query: string): string | undefined {
  const plain = query.replace(FLAVOUR, ' ').replace(/\s+/g, ' ').trim();
  return plain !== query && plain.includes(' ') ? plain : undefined;
}

function asCompound(catalog: FoodCatalog, own: OwnFoods, query: string): { foods: CatalogFood[]; query: string } | undefined {
  const words = query.split(' ');
  const head = words.at(-1)!;
  if (words.length < 2 || head.length < 4) return undefined;
  for (const compound of compoundsEndingIn(catalog, head)) {
    const compoundQuery = [...words.slice(0, -1), compound].join(' ');
    const { foods } = searchFoodsAmong(catalog, own, compoundQuery, { offset: 0, limit: CANDIDATES });
    if (foods.some((food) => nameCoverage(compoundQuery, food) === 1)) return { foods, query: compoundQuery };
  }
  return undefined;
}

const BOWL_UNITS = new Set(['cup', 'bowl', 'mug']);
const SPOONFUL_GRAMS = 20;

// A spoonful is a sixteenth of a cup; a seasoning's usual helping is a small part of what a cup of it weighs.
const SPOONFULS_IN_A_CUP_AT_LEAST = 8;

/**
 * The best candidate with a usual helping ("Quantity not specified") is a seasoning or paste: that helping is a spoonful,
 * a small part of its cup. A light leafy food's helping weighs as little ("Spinach, raw", 13 g) but is half its cup.
 */
function isSeasoning(foods: readonly CatalogFood[]): boolean {
  const food = foods.find((candidate) => candidate.portions.some((portion) => /quantity not specified/i.test(portion.unit)));
  const usual = food?.portions.find((portion) => /quantity not specified/i.test(portion.unit));
  const cup = food?.portions.find((portion) => portion.unit === 'cup' && portion.amount === 1);
  return usual !== undefined && usual.grams <= SPOONFUL_GRAMS && (!cup || cup.grams >= usual.grams * SPOONFULS_IN_A_CUP_AT_LEAST);
}

/** "a cup of miso": nobody drinks a cup of a paste; a bowl of a seasoning is the soup named after it, when there is one. */
function soupNamedAfter(catalog: FoodCatalog, own: OwnFoods, query: string): { foods: CatalogFood[]; query: string; sizeWasName: boolean } | undefined {
  const soupQuery = `${query} soup`;
  const { foods } = searchFoodsAmong(catalog, own, soupQuery, { offset: 0, limit: CANDIDATES });
  return foods.some((food) => nameCoverage(soupQuery, food) === 1 && /\bsoup\b/i.test(food.name)) ? { foods, query: soupQuery, sizeWasName: false } : undefined;
}
