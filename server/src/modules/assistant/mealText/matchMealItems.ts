import type { Context } from '../../../context.js';
import { loadOwnFoods, searchFoodsAmong, type OwnFoods } from '../../food/food.service.js';
import type { CatalogFood } from '../../food/food.type.js';
import { scaleValues, type NutrientValues } from '../../food/nutrition.js';
import { scaleNutrients } from '../../food/portions/scaleNutrients.js';
import { SavedMeal } from '../../food/savedMeal.entity.js';
import { foodWords } from '../../food/search/foodText.js';
import type { PortionSnapshot } from '../../food/portion.type.js';
import { isMassOrVolumeUnit, MASS_UNIT_GRAMS } from '../../food/portions/standardUnits.js';
import { withoutDishMadeOfParts } from './dishMadeOfParts.js';
import { joinDishParts, joinPartsOfNamedVersion, withDishesOfTwoFoodsSplit } from './dishParts.js';
import { addInAmount, HOT_DRINK, VAGUE_ADD_IN } from './drinkAddIns.js';
import { chainFoodOfSize, fromSameChain, isFastFoodWithoutChain, joinChainPairs, preferChainSaid } from './chainFoods.js';
import {
  formMisses,
  hasCapitalisedName,
  isSameEnergy,
  kindsOfWord,
  lacksHeadNoun,
  mainIngredientOf,
  NAMED_NO_MEAT,
  PROCESSED,
  preferFoundationOverLegacy,
  preferSaidForm,
  preferStandardReference,
} from './foodChoice.js';
import { correctSpelling } from './foodSpelling.js';
import { candidatesFor, sizeWordOf } from './itemCandidates.js';
import {
  hasItemPortion,
  hasLengthPortion,
  hasMeasureNamedAfter,
  hasPiecePortion,
  hasNamedMeasure,
  hasSizedPortion,
  resolvePortion,
  surveyItemFirst,
} from './mealItemPortion.js';
import { CANDIDATES, nameCoverage, searchTextFor } from './nameMatching.js';
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
// "with oat milk", and in chat the kind alone ("latte w/ skim").
const MILK_SAID = /\bmilk$|^(?:skim|nonfat|non-fat|fat free|low fat|whole|2%|oat|almond|soy|coconut)$/;
const BREWED_DRINK = /^(?:(?:hot|iced|black|green|herbal)\s+)*(?:coffee|tea|cold[- ]brew(?:ed)?(?: coffee)?)$/;
const ADD_IN = /^(?:(?:whole|skim|semi-skimmed|2%|oat|almond|soy|heavy)\s+)?(?:milk|cream|creamer|half and half|sugars?|honey|sweetener)$/;

/**
 * "a quarter pounder with cheese", "a bagel with cream cheese": a food written after "with", with no amount of its
 * own, is part of the food before it when the database has that food by that whole name ("… with cheese").
 */
/** Whether USDA has the dish said as served with what was added ("Quarter Pounder with cheese"). */
function isServedWith(catalog: FoodLookup['foodCatalog'], own: OwnFoods, dish: string, added: string, isCounted: boolean): boolean {
  const query = correctSpelling(catalog, searchTextFor(`${dish} with ${added}`));
  const [first] = preferSaidForm(query, searchFoodsAmong(catalog, own, query, { offset: 0, limit: CANDIDATES }).foods);
  const [main, served] = first?.name.toLowerCase().split(/\s+with\s+/) ?? [];
  // The food before "with" must be the named food itself ("Quarter Pounder with cheese"), and the one after it
  // what the name says it comes with; "eggs with cheese" is not "Macaroni with cheese and egg".
  return Boolean(
    first &&
    main &&
    served &&
    nameCoverage(query, first) === 1 &&
    // "ten cheese ravioli with marinara" counts pieces: a restaurant's plate of them, weighed only as a whole, is not it.
    (!isCounted || hasPiecePortion(first)) &&
    // "chicken chili with beans" is "Chili with chicken and beans": the dish's head noun is the named food, and
    // what it was said to be made of may be among what it comes with.
    (nameCoverage(searchTextFor(dish), { name: main }) === 1 ||
      (nameCoverage(searchTextFor(dish), first) === 1 && lacksHeadNoun(`food ${searchTextFor(dish)}`, main) === 0 && !hasCapitalisedName(first.name))) &&
    foodWords(added).every((word) => [word, ...kindsOfWord(word)].some((named) => foodWords(served).includes(named))),
  );
}

// "coffee with cream", "two creams": cream put in a coffee or tea is coffee cream, which USDA calls light cream.
const PLAIN_CREAM = /^creams?$/;

function joinNamedWith(catalog: FoodLookup['foodCatalog'], own: OwnFoods, items: readonly ParsedMealItem[]): ParsedMealItem[] {
  const joined: ParsedMealItem[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const previous = joined.at(-1);
    const said = items[index]!;
    const isCoffeeCream = previous && said.afterWith && PLAIN_CREAM.test(said.food) && BREWED_DRINK.test(correctSpelling(catalog, previous.food));
    const item = isCoffeeCream ? { ...said, food: 'light cream' } : said;
    if (previous && item.afterWith && item.quantity === null && !item.unit && !item.size) {
      const whole = `${previous.food} with ${item.food}`;
      const isCounted = (previous.quantity ?? 1) > 1 && !previous.unit;
      // "tea with milk", "coffee with cream": a splash in the brewed drink (see addInAmount), not a milky tea.
      if (BREWED_DRINK.test(correctSpelling(catalog, previous.food)) && ADD_IN.test(item.food)) {
        joined.push(item);
        continue;
      }
      if (MILK_COFFEE.test(correctSpelling(catalog, previous.food)) && MILK_SAID.test(item.food)) {
        joined[joined.length - 1] = { ...previous, food: whole, text: `${previous.text} with ${item.text}` };
        continue;
      }
      // "ramen with pork and a soft boiled egg": the dish USDA names with both ("Ramen bowl with meat and egg").
      const next = items[index + 1];
      const alsoWith = next && !next.afterWith && !next.unit && !next.size && (next.quantity ?? 1) === 1 ? foodWords(next.food).at(-1) : undefined;
      // "a stuffed pepper with ground beef and rice": how the filling's meat was cut says nothing of which dish it is.
      const filling = item.food.replace(CUT_MEAT, '');
      if (alsoWith && isServedWith(catalog, own, previous.food, `${filling} and ${alsoWith}`, isCounted)) {
        joined[joined.length - 1] = {
          ...previous,
          food: `${previous.food} with ${filling} and ${alsoWith}`,
          text: `${previous.text} with ${item.text} and ${next!.text}`,
        };
        index += 1;
        continue;
      }
      if (isServedWith(catalog, own, previous.food, item.food, isCounted)) {
        joined[joined.length - 1] = { ...previous, food: whole, text: `${previous.text} with ${item.text}` };
        continue;
      }
      const meatless = MEAT_SUBSTITUTE_FOOD.test(item.food) ? meatlessVersionOf(catalog, own, previous) : undefined;
      if (meatless) {
        joined[joined.length - 1] = { ...previous, food: meatless, text: `${previous.text} with ${item.text}` };
        continue;
      }
      const withKind = dishWithKindOf(catalog, own, previous, item, isCounted);
      if (withKind) {
        joined[joined.length - 1] = { ...previous, food: withKind, text: `${previous.text} with ${item.text}` };
        continue;
      }
      // "green curry with chicken" is a chicken curry, and "a salad with grilled chicken" a chicken salad, when the
      // database has the dish named after that ingredient; a generic dish, not a product ("SPAGHETTIOS … Beef Ravioli").
      const ingredient = mainIngredientOf(item.food);
      if (ingredient) {
        const named = correctSpelling(catalog, searchTextFor(`${item.food} ${previous.food}`));
        const { foods } = candidatesFor(catalog, own, { ...previous, food: named });
        const [dish] = preferSaidForm(named, foods);
        if (dish && nameCoverage(ingredient, dish) === 1 && lacksHeadNoun(named, dish.name) === 0 && !hasCapitalisedName(dish.name)) {
          joined[joined.length - 1] = { ...previous, food: named, text: `${previous.text} with ${item.text}` };
          continue;
        }
      }
    }
    joined.push(item);
  }
  return joined;
}

const CUT_MEAT = /^(?:ground|minced|shredded|pulled|diced|chopped|cubed)\s+(?=[a-z])/;

// Proteins that stand in for meat in a dish.
const MEAT_SUBSTITUTE_FOOD = /^(?:(?:firm|silken|soft|extra firm|fried|baked|crispy|marinated)\s+)?(?:tofu|tempeh|seitan)$/;

/**
 * "pad thai with tofu", "pho with tofu, no meat": tofu is the protein of the dish's meatless version ("Pad Thai,
 * meatless"), when USDA has one; so is "vegetable" said of a dish USDA has no vegetable version of ("vegetable pho").
 * The name to search for it, or undefined.
 */
function meatlessVersionOf(catalog: FoodLookup['foodCatalog'], own: OwnFoods, dish: ParsedMealItem): string | undefined {
  const plain = candidatesFor(catalog, own, dish);
  const [usual] = preferSaidForm(plain.query, plain.foods);
  const food = NAMED_NO_MEAT.test(dish.food) ? dish.food : `meatless ${dish.food}`;
  const { foods, query } = candidatesFor(catalog, own, { ...dish, food });
  const [first] = preferSaidForm(query, foods);
  // The same dish without its meat ("Pad Thai, NFS" and "Pad Thai, meatless"), not another one ("Rice, fried, meatless" for rice).
  return usual && first && NAMED_NO_MEAT.test(first.name) && dishStem(first.name) === dishStem(usual.name) ? food : undefined;
}

/** "vegetable pho": a dish said to be of vegetables, which USDA has only with meat or without it, is the one without. */
function withVegetableAsMeatless(catalog: FoodLookup['foodCatalog'], own: OwnFoods, item: ParsedMealItem): ParsedMealItem {
  const dish = /^(?:vegetable|veg)\s+(.+)$/.exec(item.food)?.[1];
  if (!dish || /\bvegetable\b/.test(candidatesFor(catalog, own, item).query)) return item;
  const meatless = meatlessVersionOf(catalog, own, { ...item, food: dish });
  return meatless ? { ...item, food: meatless } : item;
}

/** A survey dish's name without what it says of its meat or of what was not known ("Soup, pho, no meat" → "soup, pho"). */
function dishStem(name: string): string {
  return name
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !/\b(?:nfs|ns as to|with meat|meatless|no meat|vegetarian)\b/.test(part))
    .slice(0, 2)
    .join(', ');
}

// "Ravioli, cheese-filled": what a dish is filled with is said by naming the filling ("cheese ravioli").
const FILLED = /^(?:filled|stuffed)$/;

// Words of a food group or a name that say nothing of which kind of food it is.
const NO_KIND = new Set(foodWords('and or other nfs ns products'));

/**
 * "trail mix with m&ms" is "Trail mix with chocolate", "trail mix with raisins" "Trail mix with nuts and fruit": the
 * dish said, when USDA has it named as coming with a kind of food that the add-in is, by the add-in's USDA name or its
 * food group. The name of that dish, or undefined.
 */
function dishWithKindOf(
  catalog: FoodLookup['foodCatalog'],
  own: OwnFoods,
  dish: ParsedMealItem,
  added: ParsedMealItem,
  isCounted: boolean,
): string | undefined {
  const { foods: addedFoods, query: addedQuery } = candidatesFor(catalog, own, added);
  const [addedFood] = preferSaidForm(addedQuery, addedFoods);
  if (!addedFood || nameCoverage(addedQuery, addedFood) < 1) return undefined;
  // A word the add-in was said with is no kind of it: "fried rice" is no "… with rice", which would lose its frying.
  const saidWords = foodWords(correctSpelling(catalog, added.food));
  const kinds = new Set(
    [...foodWords(`${addedFood.name} ${addedFood.category}`), ...saidWords.flatMap(kindsOfWord)].filter(
      (word) => !NO_KIND.has(word) && !saidWords.includes(word),
    ),
  );
  const query = correctSpelling(catalog, searchTextFor(dish.food));
  const said = foodWords(query);
  const { foods } = searchFoodsAmong(catalog, own, query, { offset: 0, limit: 3 * CANDIDATES });
  // "cheese ravioli with marinara": of "… with meat sauce" and "… with tomato sauce", the one more of whose served
  // words the add-in is a kind of.
  let named: { food: CatalogFood; shared: number } | undefined;
  for (const food of foods) {
    const [main, served] = food.name.toLowerCase().split(/\s+with\s+/);
    const shared = foodWords(served ?? '').filter((word) => kinds.has(word)).length;
    const isDishSaid =
      main &&
      shared > 0 &&
      !hasCapitalisedName(food.name) &&
      // Pieces counted ("10 cheese tortellini with alfredo") need a dish weighed by the piece, not only by the plate.
      (!isCounted || hasPiecePortion(food)) &&
      // What it is served with is what the add-in stands for ("with tomato sauce"), not a form left unsaid.
      formMisses(query, { ...food, name: food.name.replace(/\s+with\s+[^,]*/i, '') }) === 0 &&
      nameCoverage(query, { name: main }) === 1 &&
      foodWords(main).every((word) => said.includes(word) || FILLED.test(word));
    if (isDishSaid && (!named || shared > named.shared)) named = { food, shared };
  }
  return named?.food.name.toLowerCase();
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

/**
 * "a cup of oyster crackers": a food of about the same energy as the first whose measure USDA weighed of what was said
 * ("1 cup oyster crackers", 45 g) comes before the first, whose cup of the food is a typical helping.
 */
function measureNamedAfterFirst(foods: CatalogFood[], unit: string | null, query: string): CatalogFood[] {
  const first = foods[0];
  const energy = first?.nutrients.energy_kcal;
  if (!first || !energy || hasMeasureNamedAfter(first, unit, query)) return foods;
  const weighed = foods.find((food) => hasMeasureNamedAfter(food, unit, query) && isSameEnergy(food.nutrients.energy_kcal, energy));
  return weighed ? [weighed, ...foods.filter((food) => food !== weighed)] : foods;
}

/** "chow mein without noodles": a food whose name has the noodles, and does not say it leaves them out, is not it. */
function keepsWhatWasLeftOut(query: string, name: string): boolean {
  const lower = name.toLowerCase();
  return [...query.matchAll(/\b(?:no|without)\s+([a-z]+)/g)].some(
    ([, word]) => lower.includes(word!) && !new RegExp(`\\b(?:no|without)\\s+${word}`).test(lower),
  );
}

/**
 * "pho, no meat", "chow mein without noodles": a dish left without a part is searched as such when USDA has that dish
 * ("Soup, pho, no meat"); otherwise what was left out says nothing of the food ("coffee, no sugar" is plain coffee).
 * USDA writes "no" or "without" ("BIG MAC (without Big Mac Sauce)"), and a size word may be the dish's own name ("big
 * mac no sauce"), so each is tried.
 */
function withLeftOutNamed(catalog: FoodLookup['foodCatalog'], own: OwnFoods, item: ParsedMealItem): ParsedMealItem {
  if (!item.leftOut?.length) return item;
  // "egg whites scrambled with no oil": the fat left out of the cooking is what USDA calls "no added fat" (butter may be a
  // spread, as on a baked potato).
  const leftOut = item.leftOut.map((part) => part.replace(/^(?:any |added )?(?:oil|fat|grease)$/, 'added fat'));
  // "without Big Mac Sauce": the part left out may carry its own name.
  const saysLeftOut = new RegExp(`\\b(?:no|without) (?:[\\w']+ ){0,3}(?:${leftOut.map((part) => part.replace(/[^a-z ]/g, '')).join('|')})\\b`, 'i');
  const sizeWord = sizeWordOf(item);
  for (const named of sizeWord ? [`${sizeWord} ${item.food}`, item.food] : [item.food]) {
    for (const leftOutWord of ['no', 'without']) {
      const food = `${named} ${leftOut.map((part) => `${leftOutWord} ${part}`).join(' ')}`;
      const isSizeNamed = named !== item.food;
      // An everyday name for the dish without that part ("burger no bun" is a beef patty) says what was eaten.
      if (!/\b(?:no|without)\b/.test(searchTextFor(food))) {
        if (isSizeNamed) continue;
        return { ...item, food };
      }
      const { foods } = searchFoodsAmong(catalog, own, searchTextFor(food), { offset: 0, limit: CANDIDATES });
      if (foods.some((candidate) => saysLeftOut.test(candidate.name) && nameCoverage(food, candidate) === 1 && formMisses(food, candidate) === 0)) {
        return isSizeNamed ? { ...item, food, size: null } : { ...item, food };
      }
    }
  }
  return item;
}

/** "with a little honey": "little" is how much went in (see addInAmount), not a food's size ("Little honey bun"). */
function withoutVagueSize(item: ParsedMealItem): ParsedMealItem {
  return item.size && VAGUE_ADD_IN.test(item.text) && ADD_IN.test(item.food) ? { ...item, size: null } : item;
}

/**
 * "2 half and half cups", "a jelly cup", "applesauce cups", "2 apple juice boxes": a food counted in cups, boxes or
 * pouches named after it is the small cup (or box) it is sold in (USDA's individual or snack-size container), unless
 * USDA has a food by that whole name, a candy such as peanut butter cups.
 */
function withPortionCupNamed(catalog: FoodLookup['foodCatalog'], own: OwnFoods, item: ParsedMealItem): ParsedMealItem {
  // "a 6 oz strawberry yogurt cup": with its weight or volume said, the cup is only what that amount came in.
  const isWeighed = isMassOrVolumeUnit(item.unit);
  const cup = item.unit && !isWeighed ? null : /^(.+?)\s+(cup|box|pouch)(?:e?s)?$/.exec(item.food);
  if (!cup) return item;
  const { foods } = searchFoodsAmong(catalog, own, searchTextFor(item.food), { offset: 0, limit: CANDIDATES });
  if (foods.some((food) => new RegExp(`\\b${cup[2]}(?:e?s)?\\b`, 'i').test(food.name) && nameCoverage(item.food, food) === 1)) return item;
  // "2 apple juice boxes": a drink's box or pouch is the one lunchboxes hold.
  const unit = cup[2] === 'cup' ? 'container' : cup[2]!;
  return isWeighed ? { ...item, food: cup[1]! } : { ...item, food: cup[1]!, quantity: item.quantity ?? 1, unit };
}

// Said of a dish, these say who made it, which USDA says as "home recipe" or "homemade"; they name no food.
const HOMEMADE = /\b(?:home[- ]?made|from scratch)\b/;
const EVERY_HOMEMADE = new RegExp(HOMEMADE.source, 'g');
const HOME_RECIPE = /\bhome recipe\b|\bhomemade\b/i;

function homeRecipesOf(catalog: FoodLookup['foodCatalog'], own: OwnFoods, query: string): CatalogFood[] {
  return searchFoodsAmong(catalog, own, `${query} home recipe`, { offset: 0, limit: CANDIDATES }).foods.filter((food) => HOME_RECIPE.test(food.name));
}

/** "homemade mac and cheese": USDA's home-recipe version of the dish said comes first, when it has one. */
function homeRecipeFirst(query: string, foods: CatalogFood[]): CatalogFood[] {
  const isHomeRecipe = (food: CatalogFood) => HOME_RECIPE.test(food.name) && nameCoverage(query, food) === 1 && lacksHeadNoun(query, food.name) === 0;
  return [...foods.filter(isHomeRecipe), ...foods.filter((food) => !isHomeRecipe(food))];
}

export async function matchMealItems(deps: FoodLookup, viewer: { id: string }, parsedItems: readonly ParsedMealItem[]): Promise<MealMatch> {
  // Two round trips at once, whatever the number of items: saved meals, and the foods the user's searches favour.
  const [savedMeals, own] = await Promise.all([
    deps.em.find(SavedMeal, { user: viewer.id }, { orderBy: { updatedAt: 'desc' }, limit: 200 }),
    loadOwnFoods(deps.em, viewer.id),
  ]);
  const joinedItems = joinNamedWith(
    deps.foodCatalog,
    own,
    joinDishParts(
      deps.foodCatalog,
      own,
      joinPartsOfNamedVersion(
        deps.foodCatalog,
        own,
        joinChainPairs(
          deps.foodCatalog,
          own,
          withDishesOfTwoFoodsSplit(deps.foodCatalog, own, withoutDishMadeOfParts(parsedItems)).map((item) =>
            withVegetableAsMeatless(
              deps.foodCatalog,
              own,
              withPortionCupNamed(deps.foodCatalog, own, withLeftOutNamed(deps.foodCatalog, own, withoutVagueSize(item))),
            ),
          ),
        ),
      ),
    ),
  );
  const homemade = joinedItems.map((item) => HOMEMADE.test(item.food));
  const items = joinedItems.map((item) => ({ ...item, food: item.food.replace(EVERY_HOMEMADE, ' ').replace(/\s+/g, ' ').trim() }));
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
    const { foods: found, query, sizeWasName } = searches[index]!;
    const foods = homemade[index] ? [...new Set([...homeRecipesOf(deps.foodCatalog, own, query), ...found])] : found;
    // "a can of tuna" says canned as plainly as "canned tuna" does.
    const said = item.unit === 'can' && !PROCESSED.test(query) ? `canned ${query}` : query;
    const saidForm = preferSaidForm(
      said,
      preferUnprocessed(
        said,
        preferFoundationOverLegacy(
          foods.filter((food) => nameCoverage(query, food) >= 0.5).sort((a, b) => closeness(query, a) - closeness(query, b)),
          isMassOrVolumeUnit(item.unit),
        ),
      ),
    );
    const relevant = preferChainSaid(deps.foodCatalog, query, homemade[index] ? homeRecipeFirst(query, saidForm) : saidForm);
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
      spreadAmount(relevant[0]!, item, breadSlices) ??
      addInAmount({ catalog: deps.foodCatalog, own }, relevant[0]!, item, drinkFlOz) ??
      (sizeWasName ? { ...item, size: null } : item);
    const isBareCount = amount.quantity !== null && !amount.unit && !amount.size;
    const standardFirst = preferStandardReference(
      query,
      // A database food with no household measures can be weighed, not counted.
      relevant.filter((food) => resolvePortion(food, amount) !== undefined && (canCount(food) || isMass(amount.unit))),
      (text, food) => nameCoverage(text, food) === 1,
      // A size or length the person gave must be one of the food's own measures, else the survey entry's serve better.
      // With no amount said at all, the survey's usual helping is what people typically have, not the first measure.
      (food) =>
        (amount.quantity !== null || amount.unit !== null || amount.size !== null) &&
        (!amount.size || hasSizedPortion(food, amount)) &&
        (!amount.inches || hasLengthPortion(food, amount.inches)),
    );
    const measurable = measureNamedAfterFirst(isBareCount ? surveyItemFirst(standardFirst) : standardFirst, amount.unit, query);
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
    const countable = isBareCount ? named.filter((food) => formMisses(query, food) === closest && hasItemPortion(food)) : [];
    const preferred = countable.length ? countable : named;
    const sizedByName = amount.size && !preferred.some((food) => hasSizedPortion(food, amount)) ? chainFoodOfSize(preferred, amount.size) : undefined;
    const best =
      sizedByName ??
      // A size never makes another form of what was said ("a medium tea" is no iced tea for its medium drink).
      (amount.size ? preferred.find((food) => hasSizedPortion(food, amount) && formMisses(query, food) <= formMisses(query, preferred[0]!)) : undefined) ??
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
    // The size was the food's diameter, so its slice is the food's own.
    const portionSaid = sizedByName ? { ...amount, size: null } : amount;
    matched.push({ parsed: item, snapshot: snapshotOf(best, resolvePortion(best, portionSaid)!) });
    chosen.push({ slot: matched.length - 1, item: portionSaid, food: best });
  }
  const chainFoods = fromSameChain(deps.foodCatalog, own, chosen);
  for (const [index, { slot, item }] of chosen.entries()) {
    const chainFood = chainFoods[index];
    if (chainFood) matched[slot] = { parsed: matched[slot]!.parsed, snapshot: snapshotOf(chainFood, resolvePortion(chainFood, item)!) };
  }
  return { matched, unclear };
}
