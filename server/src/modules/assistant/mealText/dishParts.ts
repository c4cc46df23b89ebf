import { searchFoodsAmong, type OwnFoods } from '../../food/food.service.js';
import type { FoodCatalog } from '../../food/foodCatalog.js';
import { foodWords } from '../../food/search/foodText.js';
import { formMisses, hasCapitalisedName, lacksHeadNoun, preferSaidForm } from './foodChoice.js';
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
