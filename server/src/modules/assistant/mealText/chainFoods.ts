// Chains' own foods: a chain's name however it is typed ("chick fil a", "mcdonalds", "wendys"), its foods first when
// it is named, the generic sandwich or burger over a fast-food one when no chain is, and a chain meal's other items at
// the same chain.
import type { FoodCatalog } from '../../food/foodCatalog.js';
import { searchFoodsAmong, type OwnFoods } from '../../food/food.service.js';
import type { CatalogFood } from '../../food/food.type.js';
import { foodWords, foodWordsUnstemmed } from '../../food/search/foodText.js';
import { editDistanceWithin } from '../../food/search/foodVocabulary.js';
import { formMisses, hasCapitalisedName, hasUnsaidAddition, namesUnsaidForm } from './foodChoice.js';
import { correctSpelling, isNameWord } from './foodSpelling.js';
import { resolvePortion } from './mealItemPortion.js';
import { CANDIDATES, nameCoverage, searchTextFor } from './nameMatching.js';
import type { ParsedMealItem, PortionSize } from './parseMealText.js';

// A chain's own entries: the brand in capitals that opens a fast-food name ("McDONALD'S, french fries", "DOMINO'S 14\"
// Pepperoni Pizza"), or the chain in brackets after a survey food ("Big Mac (McDonalds)").
const CHAIN_NAME = /^([A-Z][A-Za-z'.&-]*(?:\s+[A-Z][A-Z'.&-]+)*)(?=[\s,])/;
const CHAIN_IN_BRACKETS = /\(([A-Z][A-Za-z'.& ]+)\)$/;

function chainOf(food: CatalogFood | undefined): string | undefined {
  if (!food) return undefined;
  // Sit-down chains ("DENNY'S, hash browns") are the survey's restaurant foods.
  const opening = /fast food|restaurant/i.test(food.category) ? CHAIN_NAME.exec(food.name)?.[1] : undefined;
  const brand = opening && /[A-Z]{2}/.test(opening) ? opening : CHAIN_IN_BRACKETS.exec(food.name)?.[1];
  return brand?.toLowerCase();
}

// A chain's pizza named by its diameter ("PIZZA HUT 12\" Pepperoni Pizza, Pan Crust").
const DIAMETER = /\b(\d{1,2})"/;

/**
 * A chain whose sizes are separate foods named by their diameter (12", 14") has no small or large portion: the size
 * said picks the food, the smallest for small, the largest for large, and the middle one (or the smaller of two) for
 * medium. Undefined when the first candidate is not such a chain food.
 */
export function chainFoodOfSize(foods: readonly CatalogFood[], size: PortionSize): CatalogFood | undefined {
  const first = foods[0];
  if (!first || !chainOf(first) || !DIAMETER.test(first.name)) return undefined;
  const sizeless = (food: CatalogFood) => food.name.replace(DIAMETER, '');
  const inches = (food: CatalogFood) => Number(DIAMETER.exec(food.name)?.[1]);
  const sizes = foods.filter((food) => DIAMETER.test(food.name) && sizeless(food) === sizeless(first)).sort((a, b) => inches(a) - inches(b));
  if (sizes.length < 2) return undefined;
  return sizes[size === 'small' ? 0 : size === 'medium' ? Math.floor((sizes.length - 1) / 2) : sizes.length - 1];
}

const chainNames = new WeakMap<object, string[][]>();

/** The chains the catalog has foods of, each as its words ("taco bell" → ["taco", "bell"]). */
function chainsOf(catalog: FoodCatalog): string[][] {
  let chains = chainNames.get(catalog);
  if (!chains) {
    const names = new Set(catalog.foods.map(chainOf).filter((chain) => chain !== undefined));
    chains = [...names].map((chain) => foodWords(chain)).filter((words) => words.length > 0);
    chainNames.set(catalog, chains);
  }
  return chains;
}

/** "taco bell hard shell tacos" is "Fast foods, taco …, hard shell": a chain's name is no part of a generic fast food. */
export function isFastFoodWithoutChain(catalog: FoodCatalog, query: string, food: CatalogFood): boolean {
  if (!/\bfast[- ]foods?\b/i.test(food.name)) return false;
  const said = foodWords(query);
  const chain = chainsOf(catalog).find((words) => words.every((word) => said.includes(word)));
  const rest = chain ? said.filter((word) => !chain.includes(word)) : [];
  return rest.length > 0 && nameCoverage(rest.join(' '), food) === 1;
}

const chainSpellings = new WeakMap<object, Map<string, string>>();

/** The chains' names in the words the search reads them in, by their letters alone ("chickfila", "wendys"). */
function chainSpellingsOf(catalog: FoodCatalog): Map<string, string> {
  let spellings = chainSpellings.get(catalog);
  if (!spellings) {
    const names = catalog.foods.map(chainOf).filter((chain) => chain !== undefined);
    spellings = new Map(names.map((chain) => [lettersOf(chain), foodWords(chain).join(' ')]));
    chainSpellings.set(catalog, spellings);
  }
  return spellings;
}

// McDonald's names its own foods with "Mc" ("mcgriddle", "mcmuffin", "mcchicken"): saying one names the chain.
const MC_FOOD = /\bmc[a-z]{4,}/;

// Burger and fried-chicken chains the catalog has no foods of, each by its letters: their food is USDA's fast-food one
// ("a whataburger honey butter chicken biscuit" is the fast-food chicken biscuit), as a chain it has is its own.
const FAST_FOOD_CHAINS_WITHOUT_OWN_FOODS = new Set(
  [
    'whataburger',
    "culver's",
    'in-n-out',
    "zaxby's",
    'bojangles',
    "raising cane's",
    'sonic',
    'jack in the box',
    "carl's jr",
    "hardee's",
    'five guys',
    'shake shack',
    'white castle',
    'krystal',
    "church's chicken",
    'wingstop',
    'steak n shake',
    'del taco',
    'el pollo loco',
    'dairy queen',
    "freddy's",
    "rally's",
    "long john silver's",
    "captain d's",
    'smashburger',
    'jollibee',
  ].map(lettersOf),
);

/** The first run of up to four words whose letters are a fast-food chain the catalog has no foods of. */
function fastFoodChainWithoutOwnFoodsIn(words: readonly string[]): { start: number; end: number } | undefined {
  for (let start = 0; start < words.length; start += 1) {
    for (let end = Math.min(words.length, start + 4); end > start; end -= 1) {
      if (FAST_FOOD_CHAINS_WITHOUT_OWN_FOODS.has(lettersOf(words.slice(start, end).join('')))) return { start, end };
    }
  }
  return undefined;
}

/**
 * A chain's name however it is typed, in the words the search reads the catalog's spelling in: "chick fil a",
 * "chickfila" and "chick-fil-a" are one chain, whose letters they all are without spaces or punctuation. A food named
 * with McDonald's "Mc" ("mcgriddle") names that chain when none is said.
 */
export function spellChain(catalog: FoodCatalog, text: string): string {
  const words = text.split(/\s+/);
  const found = chainIn(catalog, words);
  if (found) return [...words.slice(0, found.start), found.chain, ...words.slice(found.end)].join(' ');
  const fastFood = fastFoodChainWithoutOwnFoodsIn(words);
  if (fastFood) return [...words.slice(0, fastFood.start), 'fast food', ...words.slice(fastFood.end)].join(' ');
  const mcdonalds = MC_FOOD.test(text) ? [...chainSpellingsOf(catalog)].find(([letters]) => letters.startsWith('mcdonald')) : undefined;
  if (mcdonalds) return `${mcdonalds[1]} ${text}`;
  const product = productChainsOf(catalog).get(words.at(-1)!);
  return product && searchTextFor(text) === text ? `${product} ${text}` : text;
}

const productChains = new WeakMap<object, Map<string, string>>();

/**
 * "a jr frosty", "whopper": a food named by a word that only one fast-food chain's foods have ("Frosty"), which no
 * generic food's name has, is that chain's. Words of five letters or more, as written; a chain's own name is no product.
 */
function productChainsOf(catalog: FoodCatalog): Map<string, string> {
  let products = productChains.get(catalog);
  if (!products) {
    const chainsOfWord = new Map<string, string | null>();
    for (const food of catalog.foods) {
      const chain = /fast food/i.test(food.category) ? chainOf(food) : undefined;
      const ownName = new Set(chain ? foodWordsUnstemmed(chain) : []);
      for (const word of new Set(foodWordsUnstemmed(food.name))) {
        if (word.length < 5 || ownName.has(word)) continue;
        const seen = chainsOfWord.get(word);
        if (!chain) {
          // Another maker's product ("ARCHWAY … Cookies, Frosty Lemon") names a flavour, not the food.
          if (!hasCapitalisedName(food.name)) chainsOfWord.set(word, null);
        } else if (seen === undefined) chainsOfWord.set(word, foodWords(chain).join(' '));
        else if (seen !== foodWords(chain).join(' ')) chainsOfWord.set(word, null);
      }
    }
    products = new Map([...chainsOfWord].filter((entry): entry is [string, string] => entry[1] !== null));
    productChains.set(catalog, products);
  }
  return products;
}

/** The chain a query names, if any. */
function chainSaid(catalog: FoodCatalog, query: string): string | undefined {
  return chainIn(catalog, query.split(/\s+/))?.chain;
}

/** The first run of up to four words whose letters are a chain's name, or a long one's typed with one slip. */
function chainIn(catalog: FoodCatalog, words: readonly string[]): { start: number; end: number; chain: string } | undefined {
  const spellings = chainSpellingsOf(catalog);
  for (let start = 0; start < words.length; start += 1) {
    for (let end = Math.min(words.length, start + 4); end > start; end -= 1) {
      const chain = spellings.get(lettersOf(words.slice(start, end).join('')));
      if (chain) return { start, end, chain };
    }
  }
  for (let start = 0; start < words.length; start += 1) {
    for (let end = Math.min(words.length, start + 4); end > start; end -= 1) {
      const run = words.slice(start, end);
      const chain = run.some((word) => !isNameWord(catalog, word)) ? misspeltChain(spellings, lettersOf(run.join(''))) : undefined;
      if (chain) return { start, end, chain };
    }
  }
  return undefined;
}

// A slip in a short name makes another word ("arbys", "subway"); in eight letters or more ("chikfila", "mcdonals",
// "burger kng") it is still the chain, when one of its words is no food name's word ("pizza hot" is no "pizza hut").
const MIN_MISSPELT_CHAIN_LETTERS = 8;

function misspeltChain(spellings: Map<string, string>, letters: string): string | undefined {
  if (letters.length < MIN_MISSPELT_CHAIN_LETTERS - 1) return undefined;
  for (const [chainLetters, chain] of spellings) {
    if (chainLetters.length >= MIN_MISSPELT_CHAIN_LETTERS && chainLetters[0] === letters[0] && editDistanceWithin(letters, chainLetters, 1) <= 1) return chain;
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
export function preferChainSaid(catalog: FoodCatalog, query: string, foods: CatalogFood[]): CatalogFood[] {
  const chain = chainSaid(catalog, query);
  if (chain) {
    const own = foods.filter((food) => sameChain(chainOf(food), chain));
    return [...own, ...foods.filter((food) => !own.includes(food))];
  }
  const first = foods[0];
  if (!first || !isFastFood(first) || /\bfast[- ]?food\b/.test(query)) return foods;
  const generic = foods.find(
    (food) =>
      !isFastFood(food) &&
      nameCoverage(query, food) === 1 &&
      formMisses(query, food) <= formMisses(query, first) &&
      // "Pizza, cheese, with fruit" is no plain pizza.
      !hasUnsaidAddition(query, food.name),
  );
  return generic ? [generic, ...foods.filter((food) => food !== generic)] : foods;
}

/**
 * "mcdonalds hotcakes and sausage": a chain's food said with another food, neither with an amount, is the chain's one
 * food of both names when it sells one ("McDONALD'S, Hotcakes and Sausage"). The items with such pairs joined.
 */
export function joinChainPairs(catalog: FoodCatalog, own: OwnFoods, items: readonly ParsedMealItem[]): ParsedMealItem[] {
  const joined: ParsedMealItem[] = [];
  for (const item of items) {
    const previous = joined.at(-1);
    const chain = previous && !item.afterWith && item.quantity === null && !item.unit ? chainSaid(catalog, spellChain(catalog, previous.food)) : undefined;
    if (previous && chain) {
      const query = correctSpelling(catalog, searchTextFor(`${spellChain(catalog, previous.food)} and ${item.food}`));
      const pair = searchFoodsAmong(catalog, own, query, { offset: 0, limit: CANDIDATES }).foods.find((food) => {
        const [first, second] = food.name.replace(/^[^,]*,\s*/, '').split(/\s+(?:and|&)\s+/i);
        return (
          chainSaid(catalog, chainOf(food) ?? '') === chain &&
          second !== undefined &&
          nameCoverage(searchTextFor(item.food), { name: second }) === 1 &&
          nameCoverage(first!, { name: previous.food }) === 1
        );
      });
      if (pair) {
        joined[joined.length - 1] = { ...previous, food: pair.name.toLowerCase(), text: `${previous.text} and ${item.text}` };
        continue;
      }
    }
    joined.push(item);
  }
  return joined;
}

function sameChain(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.replace(/[^a-z]/g, '') === b.replace(/[^a-z]/g, '');
}

/**
 * "a mcchicken and a small fries": once one food of the sentence is a chain's own, the other foods are that chain's
 * too when it sells them by that name, in the chain's sizes; else USDA's fast-food entry of them ("cola, fast-food
 * cola"), whose sizes are a fast-food restaurant's.
 */
export function fromSameChain(catalog: FoodCatalog, own: OwnFoods, chosen: { item: ParsedMealItem; food: CatalogFood }[]): (CatalogFood | undefined)[] {
  const chain = chosen.map(({ food }) => chainOf(food)).find((brand) => brand !== undefined);
  return chosen.map(({ item, food }) => {
    if (!chain || chainOf(food)) return undefined;
    const itemQuery = correctSpelling(catalog, searchTextFor(item.food));
    const sold = (query: string, isFromChain: (candidate: CatalogFood) => boolean) =>
      searchFoodsAmong(catalog, own, query, { offset: 0, limit: CANDIDATES }).foods.find(
        // The item must be what the chain's food is, not what it comes with ("Hotcakes (with … syrup)" is no syrup), nor
        // a dish made with it ("Pie, apple, fast food" is no apple).
        (candidate) =>
          isFromChain(candidate) &&
          nameCoverage(itemQuery, { name: candidate.name.split(/\(|\bwith\b/i)[0]! }) === 1 &&
          !namesUnsaidForm(itemQuery, candidate.name) &&
          resolvePortion(candidate, item) !== undefined,
      );
    return (
      sold(`${chain} ${itemQuery}`, (candidate) => sameChain(chainOf(candidate), chain)) ??
      sold(`fast food ${itemQuery}`, (candidate) => /\bfast[- ]food\b/i.test(candidate.name))
    );
  });
}
