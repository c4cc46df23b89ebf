import { searchFoodsAmong, type OwnFoods } from '../../food/food.service.js';
import type { FoodCatalog } from '../../food/foodCatalog.js';
import { foodWords } from '../../food/search/foodText.js';
import { formMisses, hasCapitalisedName, kindsOfWord, lacksHeadNoun, preferSaidForm } from './foodChoice.js';
import { candidatesFor } from './itemCandidates.js';
import { correctSpelling } from './foodSpelling.js';
import { CANDIDATES, nameCoverage, searchTextFor } from './nameMatching.js';
import type { ParsedMealItem } from './parseMealText.js';
import type { CatalogFood } from '../../food/food.type.js';

// Most parts a dish is said with ("pot roast with potatoes and carrots and gravy").
const MOST_PARTS = 4;

const hasNoAmount = (item: ParsedMealItem) => item.quantity === null && !item.unit && !item.size;

/** The food a dish is made of, as USDA names it first ("Beef" in "Beef, pot roast", "Chili" in "Chili with chicken"). */
function mainFoodOf(catalog: FoodCatalog, own: OwnFoods, dish: string): string | undefined {
  const query = correctSpelling(catalog, searchTextFor(dish));
  const [food] = preferSaidForm(query, searchFoodsAmong(catalog, own, query, { offset: 0, limit: CANDIDATES }).foods);
  return food && nameCoverage(query, food) === 1 ? food.name.split(/,|\s+with\s+/i)[0]!.toLowerCase() : undefined;
}

/** Whether the food's name opens with the main food, or with it as one of two ("Chicken or turkey, potatoes, …"). */
function isMadeOf(name: string, main: string): boolean {
  const opening = name.split(/,|\s+with\s+/i)[0]!;
  return opening.split(/\s+or\s+/i).some((alternative) => foodWords(alternative).join(' ') === foodWords(main).join(' '));
}

/** What a dish may include ("including carrots, broccoli, and/or dark-green leafy") is no unsaid filling: only the said ones stay. */
function withSaidInclusions(name: string, query: string): string {
  const said = foodWords(query);
  return name.replace(/\bincluding ([^;]*)/i, (_, listed: string) => {
    const kept = listed.split(/,\s*|\s+and\/or\s+|\s+or\s+/).filter((option) => foodWords(option).some((word) => said.includes(word)));
    return `including ${kept.join(', ')}`;
  });
}

/**
 * Whether one of the parts said is the dish's sauce, as USDA names it after a semicolon ("…; gravy"): a steak with
 * potatoes and carrots is a plate of three foods, a pot roast with potatoes, carrots and gravy one dish cooked together.
 */
function hasSaucePart(name: string, parts: readonly string[]): boolean {
  const sauce = /;\s*([^;]+)$/.exec(name)?.[1];
  if (!sauce || /^no\b/i.test(sauce)) return false;
  const sauceWords = foodWords(sauce);
  return parts.some((part) => foodWords(part).every((word) => sauceWords.includes(word)));
}

/** Whether each part the name lists before its sauce was said ("Chicken or turkey, stuffing, and vegetables …" is not "turkey with stuffing and gravy"). */
function namesOnlyPartsSaid(name: string, parts: readonly string[]): boolean {
  const said = parts.flatMap((part) => foodWords(part));
  const listed = name.split(';')[0]!.split(',').slice(1);
  return listed.every((item) => foodWords(item).some((word) => said.includes(word)));
}

/** Whether the name has each part said, not only after "excluding" or "no" ("…, excluding carrots"). */
function hasEveryPart(name: string, parts: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return parts.flatMap((part) => foodWords(part)).every((word) => !new RegExp(String.raw`\b(?:excluding|no|without)\b[^;]*\b${word}`).test(lower));
}

/**
 * "pot roast with potatoes and carrots and gravy" is USDA's "Beef, potatoes, and vegetables including carrots …;
 * gravy": a dish said with two parts or more, one its sauce and none with an amount of its own, is the one food USDA
 * has made of the dish's main food and every part, when it has one. The parts joined into one item; the items as they
 * were otherwise.
 */
export function joinDishParts(catalog: FoodCatalog, own: OwnFoods, items: readonly ParsedMealItem[]): ParsedMealItem[] {
  const joined: ParsedMealItem[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const dish = items[index]!;
    const parts: ParsedMealItem[] = [];
    const first = items[index + 1];
    if (!dish.afterWith && first?.afterWith) {
      for (let next = index + 1; next < items.length && parts.length < MOST_PARTS && hasNoAmount(items[next]!); next += 1) parts.push(items[next]!);
    }
    const base = !dish.afterWith && first?.afterWith && hasNoAmount(first) && parts.length === 1 ? servedWithItsBase(catalog, own, dish, first) : undefined;
    if (base) {
      joined.push({ ...dish, food: base, text: `${dish.text} with ${first!.text}` });
      index += 1;
      continue;
    }
    const main = parts.length >= 2 ? mainFoodOf(catalog, own, dish.food) : undefined;
    const combined = main && combinedDish(catalog, own, main, parts);
    if (combined) {
      joined.push({
        ...dish,
        food: combined.food,
        text: [dish.text, ...items.slice(index + 1, index + 1 + combined.parts).map((part) => part.text)].join(' with '),
      });
      index += combined.parts;
      continue;
    }
    joined.push(dish);
  }
  return joined;
}

const sameWords = (one: string, other: string) => foodWords(one).join(' ') === foodWords(other).join(' ');

/**
 * "beef stroganoff over egg noodles" is USDA's "Beef stroganoff with noodles": a dish served with its base said by its
 * kind, when USDA has the dish with that base and lists the kind among the base's own foods ("Noodles, egg"). A base said
 * by a name no food of it has ("cauliflower rice") is another food; so is one said by how it was cooked ("fried rice").
 */
function servedWithItsBase(catalog: FoodCatalog, own: OwnFoods, dish: ParsedMealItem, base: ParsedMealItem): string | undefined {
  const words = base.food.split(' ');
  if (words.length < 2) return undefined;
  const head = words.at(-1)!;
  if (words.slice(0, -1).some((word) => /ed$/.test(word))) return undefined;
  const kind = foodWords(words.slice(0, -1).join(' '));
  const search = (query: string) => searchFoodsAmong(catalog, own, query, { offset: 0, limit: CANDIDATES }).foods;
  const isKindOfBase = search(base.food).some((food) => {
    const [opening, ...rest] = food.name.split(',');
    return sameWords(opening!, head) && kind.every((word) => foodWords(rest.join(' ')).includes(word));
  });
  if (!isKindOfBase) return undefined;
  const dishSaid = searchTextFor(dish.food);
  const served = search(correctSpelling(catalog, `${dishSaid} ${head}`)).find((food) => {
    const [main, withBase] = food.name.split(/,?\s+with\s+/i);
    return !hasCapitalisedName(food.name) && withBase !== undefined && sameWords(withBase, head) && nameCoverage(dishSaid, { name: main! }) === 1;
  });
  return served?.name.toLowerCase();
}

/** The combined dish of the main food and the most parts said (two at least), with how many parts it took. */
function combinedDish(catalog: FoodCatalog, own: OwnFoods, main: string, parts: readonly ParsedMealItem[]): { food: string; parts: number } | undefined {
  for (let count = parts.length; count >= 2; count -= 1) {
    const said = parts.slice(0, count).map((part) => part.food);
    const query = correctSpelling(catalog, [main, ...said].map(searchTextFor).join(' '));
    const { foods } = searchFoodsAmong(catalog, own, query, { offset: 0, limit: CANDIDATES });
    const food = foods.find(
      (candidate) =>
        !hasCapitalisedName(candidate.name) &&
        nameCoverage(query, candidate) === 1 &&
        formMisses(query, { ...candidate, name: withSaidInclusions(candidate.name, query) }) === 0 &&
        isMadeOf(candidate.name, main) &&
        hasSaucePart(candidate.name, said) &&
        namesOnlyPartsSaid(withSaidInclusions(candidate.name, query), said) &&
        hasEveryPart(candidate.name, said),
    );
    if (food) return { food: food.name.toLowerCase(), parts: count };
  }
  return undefined;
}

/**
 * "chicken and waffles", "shrimp and grits": a dish named by two foods (kept whole as it was read) that USDA has no
 * generic food of is those two foods, the amount said going to the first ("2 eggs and bacon"); one it has ("liver and
 * onions", "franks and beans") stays one food. So does a pair one of whose foods is not known.
 */
export function withDishesOfTwoFoodsSplit(catalog: FoodCatalog, own: OwnFoods, items: readonly ParsedMealItem[]): ParsedMealItem[] {
  const isFound = (said: string, isNamed: (food: CatalogFood) => boolean) =>
    searchFoodsAmong(catalog, own, said, { offset: 0, limit: CANDIDATES }).foods.some(
      (food) => !hasCapitalisedName(food.name) && lacksHeadNoun(said, food.name) === 0 && isNamed(food),
    );
  return items.flatMap((item) => {
    const spreadOnToast = withSpreadOnToastSplit(catalog, own, item, isFound);
    if (spreadOnToast) return spreadOnToast;
    const pair = /^(.+?) and (.+)$/.exec(item.food);
    if (!pair) return [item];
    const parts = [pair[1]!, pair[2]!].map((part) => correctSpelling(catalog, searchTextFor(part)));
    // The dish need not have every word said ("Rice with stewed beans" for "rice and red beans"), only both foods.
    const isDish = isFound(parts.join(' and '), (food) => parts.every((part) => nameCoverage(part, food) > 0));
    // Each food must be named by a food's own name, not only by its aliases.
    if (isDish || !parts.every((part) => isFound(part, (food) => nameCoverage(part, { name: food.name }) === 1))) return [item];
    return [
      { ...item, food: pair[1]! },
      { text: item.text, quantity: null, unit: null, size: null, food: pair[2]! },
    ];
  });
}

const SPOON = /^(?:tbsp|tsp|tablespoons?|teaspoons?)\b/i;

/**
 * "vegemite toast x2", "jam toast": toast named by what was spread on it, which USDA has no food of ("cinnamon toast"
 * and "french toast" it has), is the toast, counted as said, with the spread on it.
 */
function withSpreadOnToastSplit(
  catalog: FoodCatalog,
  own: OwnFoods,
  item: ParsedMealItem,
  isFound: (said: string, isNamed: (food: CatalogFood) => boolean) => boolean,
): ParsedMealItem[] | undefined {
  const spread = /^(.+?) toast$/.exec(item.food)?.[1];
  if (!spread || / and /.test(spread)) return undefined;
  const said = correctSpelling(catalog, searchTextFor(item.food));
  const spreadSaid = correctSpelling(catalog, searchTextFor(spread));
  const isToastOfItsOwn = isFound(said, (food) => nameCoverage(said, food) === 1);
  // A spread is measured by the spoon; "avocado toast" is no whole avocado, "melba toast" no melba on toast.
  const [spreadFood] = searchFoodsAmong(catalog, own, spreadSaid, { offset: 0, limit: CANDIDATES }).foods.filter(
    (food) => !hasCapitalisedName(food.name) && lacksHeadNoun(spreadSaid, food.name) === 0 && nameCoverage(spreadSaid, { name: food.name }) === 1,
  );
  const isSpread = spreadFood && !/\btoast/i.test(spreadFood.name) && spreadFood.portions.some((portion) => SPOON.test(portion.unit));
  if (isToastOfItsOwn || !isSpread) return undefined;
  return [
    { ...item, food: 'toast' },
    { text: item.text, quantity: null, unit: null, size: null, food: spread, afterWith: true },
  ];
}

// Words of a served list that name no part ("with beans and rice", "with fruit, and/or nuts").
const SERVED_LINKS = new Set(foodWords('and or other'));
// How fat a version of a dish is says which version it is, not which dish ("Yogurt parfait, lowfat, …").
const FAT_CONTENT = new Set(foodWords('lowfat nonfat low reduced fat free'));

/**
 * The words a part said is named by in a dish's name: its own, its food's and its food group's ("strawberries" is
 * fruit); none for a part said by how it was cooked ("fried rice" is another food than the rice a dish comes with).
 */
function wordsNamingPart(catalog: FoodCatalog, own: OwnFoods, part: string): Set<string> {
  const said = correctSpelling(catalog, searchTextFor(part));
  if (
    said
      .split(' ')
      .slice(0, -1)
      .some((word) => /ed$/.test(word))
  )
    return new Set();
  const [food] = preferSaidForm(said, searchFoodsAmong(catalog, own, said, { offset: 0, limit: CANDIDATES }).foods);
  const words = foodWords(said);
  const named = food && nameCoverage(said, food) === 1 ? foodWords(`${food.name.split(',')[0]} ${food.category}`) : [];
  return new Set([...words, ...words.flatMap(kindsOfWord), ...named]);
}

/**
 * "a chicken burrito bowl with rice and black beans", "a steak burrito bowl with rice, no beans", "a yogurt parfait with
 * strawberries and granola": a dish said with two parts or more, or with one and a part left out, none with an amount
 * of its own, is USDA's version of the dish named with just those parts ("Burrito bowl, chicken, with beans and rice"),
 * when it has one: every part said among what the name says it comes with, nothing else there, and nothing said to be
 * left out. (One part alone is read by joinNamedWith.) The parts joined into the dish; the items as they were otherwise.
 */
export function joinPartsOfNamedVersion(catalog: FoodCatalog, own: OwnFoods, items: readonly ParsedMealItem[]): ParsedMealItem[] {
  const joined: ParsedMealItem[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const dish = items[index]!;
    const first = items[index + 1];
    if (dish.afterWith || !first?.afterWith || !hasNoAmount(first)) {
      joined.push(dish);
      continue;
    }
    // "with rice and beans" read as one item, and "with strawberries and granola" as two, say the same parts.
    const said = [first];
    const next = items[index + 2];
    if (next && !next.afterWith && hasNoAmount(next)) said.push(next);
    const parts = said.flatMap((part) => part.food.split(/\s+and\s+/));
    const leftOut = [dish, ...said].flatMap((item) => item.leftOut ?? []);
    const version = parts.length >= 2 || leftOut.length ? namedVersion(catalog, own, dish, parts, leftOut) : undefined;
    if (!version) {
      joined.push(dish);
      continue;
    }
    const { leftOut: _namedInVersion, ...named } = dish;
    joined.push({ ...named, food: version, text: [dish.text, ...said.map((part) => part.text)].join(' with ') });
    index += said.length;
  }
  return joined;
}

const servedPart = (name: string) => name.split(/,?\s+with\s+/i);

function namedVersion(catalog: FoodCatalog, own: OwnFoods, dish: ParsedMealItem, parts: readonly string[], leftOut: readonly string[]): string | undefined {
  const { foods: dishFoods, query } = candidatesFor(catalog, own, dish);
  const [closest] = preferSaidForm(query, dishFoods);
  if (!closest) return undefined;
  // The version's own name says no other dish than the closest food to what was said: each word of it was said, or is
  // one of the closest food's ("Burrito bowl, beef or pork" for a steak burrito bowl), or says how fat it is.
  const saidWords = foodWords(query);
  const dishWords = new Set([...saidWords, ...saidWords.flatMap(kindsOfWord), ...foodWords(servedPart(closest.name)[0]!), ...FAT_CONTENT, ...SERVED_LINKS]);
  const partWords = parts.map((part) => wordsNamingPart(catalog, own, part));
  const leftOutWords = leftOut.flatMap((part) => foodWords(part));
  const search = `${query} with ${parts.map(searchTextFor).join(' and ')}`;
  const { foods } = searchFoodsAmong(catalog, own, search, { offset: 0, limit: 3 * CANDIDATES });
  const version = foods.find((food) => {
    const [main, served] = servedPart(food.name);
    if (!main || served === undefined || hasCapitalisedName(food.name)) return false;
    const servedWords = foodWords(served).filter((word) => !SERVED_LINKS.has(word));
    return (
      foodWords(main).every((word) => dishWords.has(word)) &&
      formMisses(query, { ...food, name: main }) <= formMisses(query, closest) &&
      partWords.every((words) => servedWords.some((word) => words.has(word))) &&
      servedWords.every((word) => partWords.some((words) => words.has(word))) &&
      !foodWords(food.name).some((word) => leftOutWords.includes(word))
    );
  });
  return version?.name.toLowerCase();
}
