import type { DatasetFood } from '../../modules/food/dataset/foodDataset.types.js';
import { defaultPortion } from '../../modules/food/portions/defaultPortion.js';
import type { FoodSuggestionFact } from './findings.js';
import { foodDisplayName } from '../../modules/food/foodDisplayName.js';
import { nutrientUnit } from './intake.js';

/**
 * Whole, common foods (USDA SR28 ids) the engine may suggest. Which of them fit a missing nutrient, and how much one
 * usual portion gives, is read from the food database, never written here.
 */
export const SUGGESTION_FOOD_IDS: readonly string[] = [
  'sr:16070', // lentils, boiled
  'sr:16057', // chickpeas, boiled
  'sr:16015', // black beans, boiled
  'sr:16028', // kidney beans, boiled
  'sr:16126', // tofu, firm
  'sr:11212', // edamame, prepared
  'sr:11313', // green peas, boiled
  'sr:16390', // peanuts, dry-roasted
  'sr:12061', // almonds
  'sr:12155', // walnuts
  'sr:12016', // pumpkin seeds, roasted
  'sr:12037', // sunflower seeds, dry-roasted
  'sr:12006', // chia seeds
  'sr:12078', // Brazil nuts
  'sr:20038', // oats
  'sr:20137', // quinoa, cooked
  'sr:20037', // brown rice, cooked
  'sr:11458', // spinach, boiled
  'sr:11234', // kale, boiled
  'sr:11162', // collards, boiled
  'sr:11091', // broccoli, boiled
  'sr:11099', // Brussels sprouts, boiled
  'sr:11821', // red bell pepper, raw
  'sr:11124', // carrots, raw
  'sr:11508', // sweet potato, baked
  'sr:11674', // potato, baked with skin
  'sr:11529', // tomato, raw
  'sr:11938', // white mushrooms, UV-exposed
  'sr:09148', // kiwifruit
  'sr:09200', // oranges
  'sr:09316', // strawberries
  'sr:09040', // bananas
  'sr:09037', // avocados
  'sr:09003', // apples with skin
  'sr:09252', // pears
  'sr:09181', // cantaloupe
  'sr:01129', // egg, hard-boiled
  'sr:01079', // milk 2 %, vitamins A and D added
  'sr:01117', // yogurt, plain, low fat
  'sr:01009', // cheddar cheese
  'sr:05064', // chicken breast, roasted
  'sr:10061', // pork tenderloin, roasted
  'sr:23565', // ground beef 90 % lean, cooked
  'sr:15086', // sockeye salmon, cooked
  'sr:15241', // rainbow trout, cooked
  'sr:15016', // cod, cooked
  'sr:15121', // light tuna, canned in water
  'sr:15088', // sardines, canned
  'sr:15159', // clams, cooked
  'sr:15169', // oysters, cooked
];

export interface SuggestionFoods {
  get(id: string): Pick<DatasetFood, 'id' | 'name' | 'category' | 'portions' | 'nutrients'> | undefined;
}

/** A portion worth suggesting gives at least this share of the day's reference. */
const MIN_SHARE_OF_REFERENCE = 0.1;

/** The foods of the list that give the most of a nutrient in one usual portion, richest first. */
export function suggestFoodsRichIn(foods: SuggestionFoods, key: string, reference: number, count = 4): FoodSuggestionFact[] {
  const suggestions: FoodSuggestionFact[] = [];
  for (const id of SUGGESTION_FOOD_IDS) {
    const food = foods.get(id);
    const per100g = food?.nutrients[key as keyof DatasetFood['nutrients']];
    if (!food || per100g === undefined || per100g <= 0) continue;
    const portion = defaultPortion(food);
    const amount = (per100g * portion.grams) / 100;
    if (amount < reference * MIN_SHARE_OF_REFERENCE) continue;
    suggestions.push({
      foodId: food.id,
      name: foodDisplayName(food.name),
      portion: portion.label,
      grams: Math.round(portion.grams),
      amount: Math.round(amount * 100) / 100,
      unit: nutrientUnit(key),
      percentOfReference: Math.round((amount / reference) * 100),
    });
  }
  return suggestions.sort((a, b) => b.amount - a.amount).slice(0, count);
}
