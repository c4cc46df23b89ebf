import type { Context } from '../../../context.js';
import { loadOwnFoods, searchFoodsAmong, type OwnFoods } from '../../food/food.service.js';
import type { CatalogFood } from '../../food/food.type.js';
import { scaleValues, type NutrientValues } from '../../food/nutrition.js';
import { scaleNutrients } from '../../food/portions/scaleNutrients.js';
import { SavedMeal } from '../../food/savedMeal.entity.js';
import { foodWords } from '../../food/search/foodText.js';
import type { PortionSnapshot } from '../../food/portion.type.js';
import { MASS_UNIT_GRAMS } from '../../food/portions/standardUnits.js';
import { correctSpelling, formMisses, kindsOfWord, lacksHeadNoun, mainIngredientOf, PROCESSED, preferSaidForm, preferStandardReference } from './foodChoice.js';
import { hasItemPortion, hasLengthPortion, hasNamedMeasure, hasSizedPortion, resolvePortion } from './mealItemPortion.js';
import type { ParsedMealItem } from './parseMealText.js';

/** What matching needs: the database (saved meals, own and recent foods) and the food catalog. */
export type FoodLookup = Pick<Context, 'em' | 'foodCatalog'>;

/** A food of the sentence matched to the database, with its amount in the food's own portions. */
export interface MatchedMealItem {
  parsed: ParsedMealItem;
  snapshot: PortionSnapshot;
}

export interface UnclearMealItem {
  parsed: ParsedMealItem;
  kind: 'unknown' | 'ambiguous';
  options: { name: string; portion: string; calories: number }[];
}

export interface MealMatch {
  matched: MatchedMealItem[];
  unclear: UnclearMealItem[];
}

const CANDIDATES = 10;

// Everyday names the USDA descriptions spell differently; applied word-wise before searching.
const COMMON_NAMES: [RegExp, string][] = [
  [/^(?!.*french)(.*)\btoast\b(.*)$/, '$1 bread toasted $2'],
  [/^(?!.*(?:sweet potato|yuca|cassava|french))(.*)\bfries\b(.*)$/, '$1 french fries $2'],
  [/\boj\b/, 'orange juice'],
  [/^(?:spaghetti |pasta |penne |tagliatelle )?bolognese$/, 'pasta with tomato-based sauce and meat'],
  [/\blays\b/, 'potato chips'],
  // British English: crisps are potato chips (a fruit crisp is said in the singular; rice crisps are a cereal).
  [/(?<!\brice )\bcrisps\b/, 'potato chips'],
  // Before "pb" alone, which would leave "peanut butter&j".
  [/\bpb\s*(?:&|and)\s*j\b/, 'peanut butter and jelly sandwich'],
  [/\bpb\b/, 'peanut butter'],
  // Not the pop of a pop tart, nor the soda of soda bread.
  [/\b(?:coke|pepsi|soda|pop)\b(?![- ](?:tarts?|bread|crackers?|cakes?|chips)\b)/, 'cola'],
  [/\bpita\b(?! chips)/, 'pita bread'],
  [/^steak$/, 'beef steak'],
  [/\bspuds?\b/, 'potato'],
  [/\bveggies\b/, 'vegetables'],
  [/\bstrawbs\b/, 'strawberries'],
  [/\bgarbanzo\b/, 'chickpea'],
  [/\b(?:buckwheat )?kasha\b/, 'buckwheat groats'],
  [/^rose(?: wine)?$/, 'wine rose'],
  [/\bsweet tea\b/, 'iced tea pre-sweetened with sugar'],
  [/\bcheerios\b/, 'cheerios cereal'],
  [/\bmargherita\b/, 'cheese'],
  // USDA calls a crunchy taco's shell hard.
  [/\b(?:crunchy|crispy|hard)(?: shell)? (tacos?)\b/, 'hard shell $1'],
  // Indian curries go by their sauce ("butter chicken", "lamb korma"); USDA names them by what is in them.
  [/^butter (chicken|paneer|shrimp|prawns?|fish)$/, '$1 curry'],
  [
    /^(chicken|lamb|beef|goat|mutton|shrimp|prawns?|fish|vegetable) (?:tikka masala|tikka|makhani|korma|vindaloo|jalfrezi|rogan josh|madras|masala)$/,
    '$1 curry',
  ],
  // Brand names people use for the generic food.
  [/\boreos?\b/, 'chocolate sandwich cookie'],
  [/\b(?:sprite|7 ?up|7-up|sierra mist)\b/, 'lemon-lime soda'],
  [/\bdonuts?\b/, 'doughnut'],
  [/\bmayo\b/, 'mayonnaise'],
  [/^eggs?$/, 'egg whole cooked'],
  [/^fried eggs?$|^eggs? over (?:easy|medium|hard)$/, 'egg whole fried'],
  [/\b(?:shish )?keb[ao]bs?\b/, 'shish kabob'],
  [/^boiled eggs?$|^hard[ -]boiled eggs?$/, 'egg whole hard-boiled'],
  [/\bcoffee black\b|\bblack coffee\b/, 'coffee brewed'],
  // Tea said plainly is hot black tea, the everyday cup; green, herbal or iced tea is said.
  [/^(?:hot |a cup of )?tea$/, 'tea black brewed'],
  // A latte named by its syrup ("caramel latte", "vanilla iced latte") is USDA's flavored one.
  // A macchiato named by its syrup is the coffee shop's layered latte, not an espresso marked with milk.
  [/\b(?:salted caramel|caramel|vanilla|hazelnut|pumpkin spice|peppermint|cinnamon|toffee|flavou?red)\s+((?:iced )?)(?:latte|macchiato)\b/, 'flavored $1latte'],
  // The milk of a milk coffee says which one it is ("a latte with oat milk", "an almond milk cappuccino").
  [/\b(latte|cappuccino|mocha|flat white)\b(.*?)\s*with (?:oat|almond|soy|coconut|rice|cashew|hemp|plant|non-?dairy) milk\b/, '$1$2 with non-dairy milk'],
  [/\b(?:oat|almond|soy|coconut|cashew)(?: milk)? (latte|cappuccino|mocha)\b/, '$1 with non-dairy milk'],
  [/\b(latte|cappuccino|mocha|flat white)\b(.*?)\s*with (?:skim|nonfat|non-fat|fat-free|fat free) milk\b/, 'nonfat $1$2'],
  [/\b(latte|cappuccino|mocha|flat white)\b(.*?)\s*with (?:whole |2% |regular |dairy )?milk\b/, '$1$2'],
  // Dishes known by their cuisine's name, which USDA writes in English.
  [/\bgyozas?\b/, 'pot sticker'],
  [/^(.*?)\s*\bal pastor\b(.*)$/, 'pork $1$2'],
  [/\bmilkshakes?\b/, 'milk shake'],
  // Peas said plainly are garden peas, not split or sprouted ones.
  [/^(?:garden |sweet )?peas$/, 'green peas'],
  [/^ranch$/, 'ranch dressing'],
  [/\bblts?\b/, 'bacon lettuce tomato sandwich'],
  // A tuna sandwich or wrap is filled with tuna salad (tuna mixed with mayonnaise), as USDA names it.
  [/\btuna (sandwich|wrap|sub|melt)/, 'tuna salad $1'],
  // A salad, said plainly, is lettuce with vegetables ("Lettuce, salad with assorted vegetables").
  [/^(?:green |garden |side |mixed |tossed |house )?salad$/, 'lettuce salad assorted vegetables'],
  // A bun eaten alone is the bread of a burger or a hot dog, not a Chinese bao.
  [/^(?:plain |white )?buns?$/, 'roll white hamburger bun'],
  [/\b(?:ham)?burger buns?\b/, 'roll hamburger bun'],
  [/\bhot ?dog buns?\b/, 'roll hot dog bun'],
  // A burger, said plainly, is a hamburger (USDA has no plain "burger").
  [/^(?!.*\b(?:veggie|vegetable|turkey|salmon|bean|chicken|fish|tofu|impossible|beyond)\b)(.*)\bburgers?\b(.*)$/, '$1 hamburger $2'],
  // Pasta shapes eaten plain are USDA's cooked pasta (whose cup measures name the shape).
  [
    /^(?:cooked |plain |boiled )?(?:spaghetti|penne|linguine|fettuccine|fettucine|rigatoni|fusilli|rotini|farfalle|ziti|macaroni|elbows?)(?: noodles| pasta)?$/,
    'pasta cooked',
  ],
  // A hot dog, said plainly, comes in its bun; USDA's "Hot dog" is the sausage alone.
  [/^(?!.*\b(?:sausage|frank|no bun|without (?:a |the )?bun|bunless|roll)\b)(.*)\bhot ?dogs?\b(.*)$/, '$1 hot dog sandwich $2'],
];

// A bare category says too little to pick one food: the assistant asks which one.
const TOO_VAGUE = new Set([
  'meat',
  'drink',
  'snack',
  'food',
  'something',
  'dessert',
  'fruit',
  'vegetable',
  'vegetables',
  'soup',
  'sandwich',
  'cereal',
  'juice',
  'fish',
  'candy',
  'alcohol',
  'leftovers',
  'stuff',
  'curry',
  'stew',
]);

export function searchTextFor(food: string): string {
  let text = food.trim();
  for (const [pattern, replacement] of COMMON_NAMES) text = text.replace(pattern, replacement);
  return text.replace(/\s+/g, ' ').trim();
}

function editDistanceAtMost(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]! <= limit;
}

const FILLER_WORDS = new Set(['with', 'and', 'of', 'a', 'the', 'in', 'on', 'homemade', 'fresh', 'plain', 'cooked', 'baked', 'toasted', 'bread']);

/** How much of what the person wrote the food's name accounts for (typos forgiven). */
export function nameCoverage(query: string, food: Pick<CatalogFood, 'name'> & { aliases?: string }): number {
  const wanted = foodWords(query).filter((word) => !FILLER_WORDS.has(word));
  if (wanted.length === 0) return 1;
  const have = foodWords(`${food.name} ${food.aliases ?? ''}`);
  const found = wanted.filter((word) => {
    const kinds = kindsOfWord(word);
    return have.some(
      (candidate) =>
        candidate === word ||
        kinds.includes(candidate) ||
        candidate.startsWith(word) ||
        (word.startsWith(candidate) && candidate.length >= 4) ||
        editDistanceAtMost(word, candidate, word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0),
    );
  });
  return found.length / wanted.length;
}

function snapshotOf(food: CatalogFood, portion: { quantity: number; unit: string; grams: number }): PortionSnapshot {
  return {
    foodId: food.id,
    name: food.name,
    brand: food.brand ?? null,
    quantity: Math.round(portion.quantity * 100) / 100,
    unit: portion.unit,
    grams: Math.round(portion.grams * 10) / 10,
    nutrients: scaleNutrients(food.nutrients, portion.grams),
  };
}

function normalisedName(text: string): string {
  return foodWords(text).join(' ');
}

function savedMealFor(meals: readonly SavedMeal[], food: string): SavedMeal | undefined {
  const wanted = normalisedName(food);
  return meals.find((meal) => normalisedName(meal.name) === wanted || normalisedName(meal.name) === normalisedName(food.replace(/^my\s+/, '')));
}

function scaledSnapshots(meal: SavedMeal, times: number): PortionSnapshot[] {
  return meal.items.map((item) => ({
    ...item,
    quantity: Math.round(item.quantity * times * 100) / 100,
    grams: item.grams === null ? null : Math.round(item.grams * times * 10) / 10,
    nutrients: scaleValues(item.nutrients as NutrientValues, times),
  }));
}

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

function candidatesFor(catalog: FoodLookup['foodCatalog'], own: OwnFoods, item: ParsedMealItem): { foods: CatalogFood[]; query: string; sizeWasName: boolean } {
  // "big mac", "large fries": try the size word as part of the name first.
  if (item.size) {
    const withSize = correctSpelling(
      catalog,
      searchTextFor(`${item.text.match(/\b(big|large|small|medium|little|mini|regular|jumbo)\b/)?.[1] ?? ''} ${item.food}`),
    );
    const { foods } = searchFoodsAmong(catalog, own, withSize, { offset: 0, limit: CANDIDATES });
    if (foods[0] && nameCoverage(withSize, foods[0]) === 1 && foodWords(withSize).length > foodWords(item.food).length) {
      return { foods, query: withSize, sizeWasName: true };
    }
  }
  const named = searchTextFor(spellChain(catalog, item.food));
  let query = correctSpelling(catalog, named);
  // A misspelt everyday name ("spagetti") gets its USDA spelling once its spelling is mended.
  const renamed = searchTextFor(query);
  if (query !== named && renamed !== query && !renamed.includes(query)) query = renamed;
  let { foods } = searchFoodsAmong(catalog, own, query, { offset: 0, limit: CANDIDATES });
  // Words USDA does not use ("fresh mozzarella", "homestyle meatloaf") or a filling that names many other foods ("beef
  // pho") can crowd out the food: when no candidate both has the head noun and accounts for half of what was said, the
  // describing words go, one at a time from the left, down to the head noun.
  const fits = (text: string, food: CatalogFood) => {
    const coverage = nameCoverage(text, food);
    if (coverage === 1) return nameCoverage(text, { name: food.name }) === 1 || namesHeadNoun(text, food);
    return coverage >= 0.5 && lacksHeadNoun(text, food.name) === 0;
  };
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
  const soup = item.unit && BOWL_UNITS.has(item.unit) && isSeasoning(foods) ? soupNamedAfter(catalog, own, query) : undefined;
  return soup ?? { foods, query, sizeWasName: false };
}

const BOWL_UNITS = new Set(['cup', 'bowl', 'mug']);
const SPOONFUL_GRAMS = 20;

/** The best candidate with a usual helping ("Quantity not specified") is a seasoning or paste: that helping is a spoonful. */
function isSeasoning(foods: readonly CatalogFood[]): boolean {
  const usual = foods.flatMap((food) => food.portions).find((portion) => /quantity not specified/i.test(portion.unit));
  return usual !== undefined && usual.grams <= SPOONFUL_GRAMS;
}

/** "a cup of miso": nobody drinks a cup of a paste; a bowl of a seasoning is the soup named after it, when there is one. */
function soupNamedAfter(
  catalog: FoodLookup['foodCatalog'],
  own: OwnFoods,
  query: string,
): { foods: CatalogFood[]; query: string; sizeWasName: boolean } | undefined {
  const soupQuery = `${query} soup`;
  const { foods } = searchFoodsAmong(catalog, own, soupQuery, { offset: 0, limit: CANDIDATES });
  return foods.some((food) => nameCoverage(soupQuery, food) === 1 && /\bsoup\b/i.test(food.name)) ? { foods, query: soupQuery, sizeWasName: false } : undefined;
}

/** Unless the person said so, they mean the food as it usually comes: raw blueberries, not canned ones. */
function preferUnprocessed(query: string, foods: CatalogFood[]): CatalogFood[] {
  if (PROCESSED.test(query)) return foods;
  return [...foods.filter((food) => !PROCESSED.test(food.name)), ...foods.filter((food) => PROCESSED.test(food.name))];
}

function canCount(food: CatalogFood): boolean {
  return food.portions.length > 0 || !['sr28', 'fndds', 'foundation'].includes(food.source);
}

function isMass(unit: string | null): boolean {
  return unit !== null && unit in MASS_UNIT_GRAMS;
}

const BREAD = /\b(toast|bread|bagel|roll|bun|english muffin|pancakes?|waffles?|crackers?|rice cakes?)\b/;
const PER_SLICE = /guideline amount per slice of bread/i;

/**
 * A spread with no amount given, eaten with bread ("toast with butter"): the survey's amount per slice of bread,
 * times the slices in the sentence. Undefined when that does not apply.
 */
function spreadAmount(food: CatalogFood, item: ParsedMealItem, breadSlices: number): ParsedMealItem | undefined {
  if (item.quantity !== null || item.unit || breadSlices === 0 || BREAD.test(item.food)) return undefined;
  const perSlice = food.portions.find((portion) => PER_SLICE.test(portion.unit));
  return perSlice ? { ...item, quantity: Math.round(perSlice.grams * breadSlices * 10) / 10, unit: 'g', size: null } : undefined;
}

// Coffee or tea as brewed; a latte or a "tea with milk" already has its milk.
const HOT_DRINK = /^(?:beverages, )?(?:iced )?(?:coffee|tea)\b(?!.*\b(?:latte|cappuccino|mocha|macchiato|with milk|with cream|lightened)\b)/i;
const PER_FL_OZ_OF_DRINK = /guideline amount per fl oz of beverage/i;
const SWEETENER = /\b(?:sugars?|honey|syrup|sweetener|agave)$/;

/**
 * Milk or sugar put in a coffee or tea: with no amount, the survey's amount per fl oz of the drink times the drink's
 * fl oz; counted ("2 sugars"), teaspoons. Undefined when this does not apply.
 */
function addInAmount(food: CatalogFood, item: ParsedMealItem, drinkFlOz: number): ParsedMealItem | undefined {
  if (drinkFlOz === 0 || item.unit || item.size) return undefined;
  // Sweeteners go in by the spoonful, counted or not ("tea with honey" is a teaspoon); milk and cream by the splash.
  if (SWEETENER.test(item.food)) return { ...item, quantity: item.quantity ?? 1, unit: 'tsp' };
  const perFlOz = food.portions.find((portion) => PER_FL_OZ_OF_DRINK.test(portion.unit));
  if (!perFlOz) return undefined;
  if (item.quantity !== null) return { ...item, unit: 'tsp' };
  return { ...item, quantity: Math.round(perFlOz.grams * drinkFlOz * 10) / 10, unit: 'g' };
}

function optionsOf(foods: CatalogFood[], item: ParsedMealItem): UnclearMealItem['options'] {
  return foods.slice(0, 3).flatMap((food) => {
    const portion = resolvePortion(food, item);
    if (!portion) return [];
    return [{ name: food.name, portion: `${Math.round(portion.grams)} g`, calories: Math.round(((food.nutrients.energy_kcal ?? 0) * portion.grams) / 100) }];
  });
}

/**
 * Matches each parsed item to a food: the user's saved meals by name, then the food search (which searches their
 * own foods alongside USDA and ranks their recent foods higher). The first candidate that can be measured in the
 * item's unit wins; an item that names no known food, or only a vague category, comes back unclear.
 */
// Coffees made with milk: the milk said after "with" is the kind of milk they are made with, not a glass of it.
const MILK_COFFEE = /\b(?:latte|cappuccino|mocha|flat white)$/;
const BREWED_DRINK = /^(?:(?:hot|iced|black|green|herbal)\s+)*(?:coffee|tea)$/;
const ADD_IN = /^(?:(?:whole|skim|semi-skimmed|2%|oat|almond|soy|heavy)\s+)?(?:milk|cream|creamer|half and half|sugars?|honey|sweetener)$/;

/**
 * "a quarter pounder with cheese", "a bagel with cream cheese": a food written after "with", with no amount of its
 * own, is part of the food before it when the database has that food by that whole name ("… with cheese").
 */
function joinNamedWith(catalog: FoodLookup['foodCatalog'], own: OwnFoods, items: readonly ParsedMealItem[]): ParsedMealItem[] {
  const joined: ParsedMealItem[] = [];
  for (const item of items) {
    const previous = joined.at(-1);
    if (previous && item.afterWith && item.quantity === null && !item.unit && !item.size) {
      const whole = `${previous.food} with ${item.food}`;
      // "tea with milk", "coffee with cream": a splash in the brewed drink (see addInAmount), not a milky tea.
      if (BREWED_DRINK.test(correctSpelling(catalog, previous.food)) && ADD_IN.test(item.food)) {
        joined.push(item);
        continue;
      }
      if (MILK_COFFEE.test(previous.food) && /\bmilk$/.test(item.food)) {
        joined[joined.length - 1] = { ...previous, food: whole, text: `${previous.text} with ${item.text}` };
        continue;
      }
      const query = correctSpelling(catalog, searchTextFor(whole));
      const [first] = preferSaidForm(query, searchFoodsAmong(catalog, own, query, { offset: 0, limit: CANDIDATES }).foods);
      const [main, served] = first?.name.toLowerCase().split(/\s+with\s+/) ?? [];
      // The food before "with" must be the named food itself ("Quarter Pounder with cheese"), and the one after it
      // what the name says it comes with; "eggs with cheese" is not "Macaroni with cheese and egg".
      if (
        first &&
        main &&
        served &&
        nameCoverage(query, first) === 1 &&
        nameCoverage(searchTextFor(previous.food), { name: main }) === 1 &&
        foodWords(item.food).every((word) => foodWords(served).includes(word))
      ) {
        joined[joined.length - 1] = { ...previous, food: whole, text: `${previous.text} with ${item.text}` };
        continue;
      }
      // "green curry with chicken" is a chicken curry, and "a salad with grilled chicken" a chicken salad, when the
      // database has the dish named after that ingredient.
      const ingredient = mainIngredientOf(item.food);
      if (ingredient) {
        const named = correctSpelling(catalog, searchTextFor(`${item.food} ${previous.food}`));
        const { foods } = candidatesFor(catalog, own, { ...previous, food: named });
        const [dish] = preferSaidForm(named, foods);
        if (dish && nameCoverage(ingredient, dish) === 1 && lacksHeadNoun(named, dish.name) === 0) {
          joined[joined.length - 1] = { ...previous, food: named, text: `${previous.text} with ${item.text}` };
          continue;
        }
      }
    }
    joined.push(item);
  }
  return joined;
}

// A chain's own entries: the brand in capitals that opens a fast-food name ("McDONALD'S, french fries", "DOMINO'S 14\"
// Pepperoni Pizza"), or the chain in brackets after a survey food ("Big Mac (McDonalds)").
const CHAIN_NAME = /^([A-Z][A-Za-z'.&-]*(?:\s+[A-Z][A-Z'.&-]+)*)(?=[\s,])/;
const CHAIN_IN_BRACKETS = /\(([A-Z][A-Za-z'.& ]+)\)$/;

function chainOf(food: CatalogFood | undefined): string | undefined {
  if (!food) return undefined;
  const opening = /fast food/i.test(food.category) ? CHAIN_NAME.exec(food.name)?.[1] : undefined;
  const brand = opening && /[A-Z]{2}/.test(opening) ? opening : CHAIN_IN_BRACKETS.exec(food.name)?.[1];
  return brand?.toLowerCase();
}

const chainNames = new WeakMap<object, string[][]>();

/** The chains the catalog has foods of, each as its words ("taco bell" → ["taco", "bell"]). */
function chainsOf(catalog: FoodLookup['foodCatalog']): string[][] {
  let chains = chainNames.get(catalog);
  if (!chains) {
    const names = new Set(catalog.foods.map(chainOf).filter((chain) => chain !== undefined));
    chains = [...names].map((chain) => foodWords(chain)).filter((words) => words.length > 0);
    chainNames.set(catalog, chains);
  }
  return chains;
}

/** "taco bell hard shell tacos" is "Fast foods, taco …, hard shell": a chain's name is no part of a generic fast food. */
function isFastFoodWithoutChain(catalog: FoodLookup['foodCatalog'], query: string, food: CatalogFood): boolean {
  if (!/\bfast[- ]foods?\b/i.test(food.name)) return false;
  const said = foodWords(query);
  const chain = chainsOf(catalog).find((words) => words.every((word) => said.includes(word)));
  const rest = chain ? said.filter((word) => !chain.includes(word)) : [];
  return rest.length > 0 && nameCoverage(rest.join(' '), food) === 1;
}

const chainSpellings = new WeakMap<object, Map<string, string>>();

/** The chains' names in the words the search reads them in, by their letters alone ("chickfila", "wendys"). */
function chainSpellingsOf(catalog: FoodLookup['foodCatalog']): Map<string, string> {
  let spellings = chainSpellings.get(catalog);
  if (!spellings) {
    const names = catalog.foods.map(chainOf).filter((chain) => chain !== undefined);
    spellings = new Map(names.map((chain) => [lettersOf(chain), foodWords(chain).join(' ')]));
    chainSpellings.set(catalog, spellings);
  }
  return spellings;
}

/**
 * A chain's name however it is typed, in the words the search reads the catalog's spelling in: "chick fil a",
 * "chickfila" and "chick-fil-a" are one chain, whose letters they all are without spaces or punctuation.
 */
function spellChain(catalog: FoodLookup['foodCatalog'], text: string): string {
  const words = text.split(/\s+/);
  const found = chainIn(catalog, words);
  return found ? [...words.slice(0, found.start), found.chain, ...words.slice(found.end)].join(' ') : text;
}

/** The chain a query names, if any. */
function chainSaid(catalog: FoodLookup['foodCatalog'], query: string): string | undefined {
  return chainIn(catalog, query.split(/\s+/))?.chain;
}

/** The first run of up to four words whose letters are a chain's name. */
function chainIn(catalog: FoodLookup['foodCatalog'], words: readonly string[]): { start: number; end: number; chain: string } | undefined {
  const spellings = chainSpellingsOf(catalog);
  for (let start = 0; start < words.length; start += 1) {
    for (let end = Math.min(words.length, start + 4); end > start; end -= 1) {
      const chain = spellings.get(lettersOf(words.slice(start, end).join('')));
      if (chain) return { start, end, chain };
    }
  }
  return undefined;
}

function lettersOf(text: string): string {
  return text.replace(/[^a-z]/g, '');
}

function isFastFood(food: CatalogFood): boolean {
  return /\bfast[- ]?foods?\b/i.test(food.name) || chainOf(food) !== undefined;
}

/**
 * A chain named has its own food first ("chick fil a chicken sandwich"); with no chain or fast food named, a sandwich,
 * burger or sub is the generic one ("a tuna sandwich" is no fast-food submarine), when a generic one is as close.
 */
function preferChainSaid(catalog: FoodLookup['foodCatalog'], query: string, foods: CatalogFood[]): CatalogFood[] {
  const chain = chainSaid(catalog, query);
  if (chain) {
    const own = foods.filter((food) => sameChain(chainOf(food), chain));
    return [...own, ...foods.filter((food) => !own.includes(food))];
  }
  const first = foods[0];
  if (!first || !isFastFood(first) || /\bfast[- ]?food\b/.test(query)) return foods;
  const generic = foods.find((food) => !isFastFood(food) && nameCoverage(query, food) === 1 && formMisses(query, food) <= formMisses(query, first));
  return generic ? [generic, ...foods.filter((food) => food !== generic)] : foods;
}

function sameChain(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.replace(/[^a-z]/g, '') === b.replace(/[^a-z]/g, '');
}

/**
 * "a mcchicken and a small fries": once one food of the sentence is a chain's own, the other foods are that chain's
 * too when it sells them by that name, in the chain's sizes; else USDA's fast-food entry of them ("cola, fast-food
 * cola"), whose sizes are a fast-food restaurant's.
 */
function fromSameChain(catalog: FoodLookup['foodCatalog'], own: OwnFoods, chosen: { item: ParsedMealItem; food: CatalogFood }[]): (CatalogFood | undefined)[] {
  const chain = chosen.map(({ food }) => chainOf(food)).find((brand) => brand !== undefined);
  return chosen.map(({ item, food }) => {
    if (!chain || chainOf(food)) return undefined;
    const itemQuery = correctSpelling(catalog, searchTextFor(item.food));
    const sold = (query: string, isFromChain: (candidate: CatalogFood) => boolean) =>
      searchFoodsAmong(catalog, own, query, { offset: 0, limit: CANDIDATES }).foods.find(
        // The item must be what the chain's food is, not what it comes with ("Hotcakes (with … syrup)" is no syrup).
        (candidate) =>
          isFromChain(candidate) &&
          nameCoverage(itemQuery, { name: candidate.name.split(/\(|\bwith\b/i)[0]! }) === 1 &&
          resolvePortion(candidate, item) !== undefined,
      );
    return (
      sold(`${chain} ${itemQuery}`, (candidate) => sameChain(chainOf(candidate), chain)) ??
      sold(`fast food ${itemQuery}`, (candidate) => /\bfast[- ]food\b/i.test(candidate.name))
    );
  });
}

// "Beef chow mein, no noodles", "Soup, pho, no meat": a part of the dish left out, which nobody said.
const LEFT_OUT = /\b(?:no|without)\s+(?!added\b|salt\b|sugar\b|fat\b|sauce\b|gravy\b|dressing\b|skin\b|bone\b)[a-z]/i;

/**
 * Lower is closer: a food whose name has every word said comes before one that misses some ("chick-fil-a chicken
 * strips"), unless it has a part the person said to leave out; and the dish as usually made before a version that
 * leaves a part out, unless the person said so.
 */
function closeness(query: string, food: CatalogFood): number {
  const misses = keepsWhatWasLeftOut(query, food.name) ? 3 : nameCoverage(query, food) < 1 ? 2 : 0;
  return misses + (LEFT_OUT.test(food.name) && !/\b(?:no|without|plain)\b/.test(query) ? 1 : 0);
}

/** "chow mein without noodles": a food whose name has the noodles, and does not say it leaves them out, is not it. */
function keepsWhatWasLeftOut(query: string, name: string): boolean {
  const lower = name.toLowerCase();
  return [...query.matchAll(/\b(?:no|without)\s+([a-z]+)/g)].some(
    ([, word]) => lower.includes(word!) && !new RegExp(`\\b(?:no|without)\\s+${word}`).test(lower),
  );
}

export async function matchMealItems(deps: FoodLookup, viewer: { id: string }, parsedItems: readonly ParsedMealItem[]): Promise<MealMatch> {
  // Two round trips at once, whatever the number of items: saved meals, and the foods the user's searches favour.
  const [savedMeals, own] = await Promise.all([
    deps.em.find(SavedMeal, { user: viewer.id }, { orderBy: { updatedAt: 'desc' }, limit: 200 }),
    loadOwnFoods(deps.em, viewer.id),
  ]);
  const items = joinNamedWith(deps.foodCatalog, own, parsedItems);
  const matched: MatchedMealItem[] = [];
  const unclear: UnclearMealItem[] = [];
  const chosen: { slot: number; item: ParsedMealItem; food: CatalogFood }[] = [];
  const breadSlices = items.filter((item) => BREAD.test(item.food)).reduce((sum, item) => sum + (item.quantity ?? 1), 0);
  // The items' searches are independent: run them together, then read the results in sentence order.
  const searches = items.map((item) => (savedMealFor(savedMeals, item.food) ? null : candidatesFor(deps.foodCatalog, own, item)));
  for (const [index, item] of items.entries()) {
    const saved = savedMealFor(savedMeals, item.food);
    if (saved) {
      for (const snapshot of scaledSnapshots(saved, item.quantity ?? 1)) matched.push({ parsed: item, snapshot });
      continue;
    }
    const { foods, query, sizeWasName } = searches[index]!;
    // "a can of tuna" says canned as plainly as "canned tuna" does.
    const said = item.unit === 'can' && !PROCESSED.test(query) ? `canned ${query}` : query;
    const saidForm = preferSaidForm(
      said,
      preferUnprocessed(
        said,
        foods.filter((food) => nameCoverage(query, food) >= 0.5).sort((a, b) => closeness(query, a) - closeness(query, b)),
      ),
    );
    const relevant = preferChainSaid(deps.foodCatalog, query, saidForm);
    if (relevant.length === 0) {
      unclear.push({ parsed: item, kind: 'unknown', options: [] });
      continue;
    }
    if (TOO_VAGUE.has(item.food) && !item.unit) {
      unclear.push({ parsed: item, kind: 'ambiguous', options: optionsOf(relevant, item) });
      continue;
    }
    const drinkFlOz = matched.filter(({ snapshot }) => HOT_DRINK.test(snapshot.name)).reduce((sum, { snapshot }) => sum + (snapshot.grams ?? 0) / 30, 0);
    const amount =
      spreadAmount(relevant[0]!, item, breadSlices) ?? addInAmount(relevant[0]!, item, drinkFlOz) ?? (sizeWasName ? { ...item, size: null } : item);
    const measurable = preferStandardReference(
      query,
      // A database food with no household measures can be weighed, not counted.
      relevant.filter((food) => resolvePortion(food, amount) !== undefined && (canCount(food) || isMass(amount.unit))),
      (text, food) => nameCoverage(text, food) === 1,
      // A size or length the person gave must be one of the food's own measures, else the survey entry's serve better.
      (food) => (!amount.size || hasSizedPortion(food, amount)) && (!amount.inches || hasLengthPortion(food, amount.inches)),
    );
    // The measure named ("a glass") does not make a powder or a canned food what was meant.
    // A scoop is how powders are measured, though ("a scoop of whey").
    const withMeasure = measurable.filter(
      (food) =>
        hasNamedMeasure(food, amount) && (!PROCESSED.test(food.name) || PROCESSED.test(said) || (amount.unit === 'scoop' && /\bpowder/i.test(food.name))),
    );
    const named = withMeasure.length ? withMeasure : measurable;
    // "6 chicken wings": a count is of whole items, so a food that has an item portion beats one that only has the
    // survey's usual helping (which is the whole plate, not one wing).
    // Only among the foods as close to what was said as the closest one: a count never makes egg salad of a Greek salad.
    const closest = named.length ? Math.min(...named.map((food) => formMisses(query, food))) : 0;
    const countable =
      amount.quantity !== null && !amount.unit && !amount.size ? named.filter((food) => formMisses(query, food) === closest && hasItemPortion(food)) : [];
    const preferred = countable.length ? countable : named;
    const best =
      (amount.size ? preferred.find((food) => hasSizedPortion(food, amount)) : undefined) ??
      (amount.inches ? preferred.find((food) => hasLengthPortion(food, amount.inches!)) : undefined) ??
      preferred[0];
    if (!best) {
      unclear.push({ parsed: item, kind: 'ambiguous', options: optionsOf(relevant, { ...item, unit: 'g', quantity: 100 }) });
      continue;
    }
    // Only part of what was said is in the food's name, and the food is another dish or form ("chana masala" is no
    // "Tea, with milk"): ask rather than guess.
    if (nameCoverage(query, best) < 1 && formMisses(query, best) > 0 && !isFastFoodWithoutChain(deps.foodCatalog, query, best)) {
      unclear.push({ parsed: item, kind: 'unknown', options: optionsOf(relevant, item) });
      continue;
    }
    matched.push({ parsed: item, snapshot: snapshotOf(best, resolvePortion(best, amount)!) });
    chosen.push({ slot: matched.length - 1, item: amount, food: best });
  }
  const chainFoods = fromSameChain(deps.foodCatalog, own, chosen);
  for (const [index, { slot, item }] of chosen.entries()) {
    const chainFood = chainFoods[index];
    if (chainFood) matched[slot] = { parsed: matched[slot]!.parsed, snapshot: snapshotOf(chainFood, resolvePortion(chainFood, item)!) };
  }
  return { matched, unclear };
}
