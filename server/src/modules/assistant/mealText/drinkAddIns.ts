import { searchFoodsAmong, type OwnFoods } from '../../food/food.service.js';
import type { FoodCatalog } from '../../food/foodCatalog.js';
import type { CatalogFood } from '../../food/food.type.js';
import { CANDIDATES } from './nameMatching.js';
import type { ParsedMealItem } from './parseMealText.js';

// Milk, cream and sweeteners put in a coffee or tea, measured as people usually put them in.

// Coffee or tea as brewed; a latte or a "tea with milk" already has its milk.
export const HOT_DRINK = /^(?:beverages, )?(?:iced )?(?:coffee|tea)\b(?!.*\b(?:latte|cappuccino|mocha|macchiato|with milk|with cream|lightened)\b)/i;
const PER_FL_OZ_OF_DRINK = /guideline amount per fl oz of beverage/i;
// The coffee-shop creamer tub holds 3/8 fl oz (about 11 g); nothing a coffee comes with is near an ounce.
const COFFEE_TUB_MAX_GRAMS = 30;
const SWEETENER = /\b(?:sugars?|honey|syrup|sweetener|agave)$/;
// "a bit of milk", "a splash of cream", "a little milk", "just a drop of honey": an amount that names no measure is, in a drink, the
// amount that usually goes in one of its size (the survey's amount per fl oz of the drink).
export const VAGUE_ADD_IN = /^(?:(?:just|only)\s+)?(?:an?\s+)?(?:(?:little|lil|tiny|small)\s+)?(?:(?:bit|splash|dash|drop|touch|drizzle)\s+of\s|little\s)/;

/**
 * Milk or sugar put in a coffee or tea: with no amount, the survey's amount per fl oz of the drink times the drink's
 * fl oz; counted ("2 sugars"), teaspoons. Undefined when this does not apply.
 */
export function addInAmount(lookup: AddInLookup, food: CatalogFood, item: ParsedMealItem, drinkFlOz: number): ParsedMealItem | undefined {
  const isVague = VAGUE_ADD_IN.test(item.text);
  if (drinkFlOz === 0 || ((item.unit || item.size) && !isVague)) return undefined;
  // Sweeteners go in by the spoonful, counted or not ("tea with honey" is a teaspoon); milk and cream by the splash.
  if (SWEETENER.test(item.food)) return { ...item, quantity: isVague ? 1 : (item.quantity ?? 1), unit: 'tsp', size: null };
  const perFlOz = food.portions.find((portion) => PER_FL_OZ_OF_DRINK.test(portion.unit)) ?? plainAddInPerFlOz(lookup, item.food);
  if (!perFlOz) return undefined;
  // "two creams": counted, a cream or milk is the little tub coffee comes with, where the food has one (a milk's
  // "individual container" is a school carton of a cup, no tub).
  const isTub = food.portions.some(
    (portion) =>
      /\bindividual\b/i.test(`${portion.unit} ${portion.modifier ?? ''}`) && /\bcontainer\b/i.test(portion.unit) && portion.grams <= COFFEE_TUB_MAX_GRAMS,
  );
  if (item.quantity !== null && !isVague) return { ...item, unit: isTub ? 'container' : 'tsp' };
  return { ...item, quantity: Math.round(perFlOz.grams * drinkFlOz * 10) / 10, unit: 'g', size: null };
}

interface AddInLookup {
  catalog: FoodCatalog;
  own: OwnFoods;
}
const MILK_OR_CREAM = /\b(?:milk|cream|creamer)$/;

/**
 * "coffee with skim milk": the survey gives the amount per fl oz of the drink only on some milks and creams; one that
 * lacks it goes in as much as the plain milk or cream does.
 */
function plainAddInPerFlOz({ catalog, own }: AddInLookup, addIn: string): CatalogFood['portions'][number] | undefined {
  const plain = MILK_OR_CREAM.exec(addIn)?.[0];
  if (!plain || plain === addIn) return undefined;
  const { foods } = searchFoodsAmong(catalog, own, plain, { offset: 0, limit: CANDIDATES });
  return foods.flatMap((food) => food.portions).find((portion) => PER_FL_OZ_OF_DRINK.test(portion.unit));
}
