import { beforeAll, describe, expect, it } from '@jest/globals';
import type { DatasetFood, FoodDataset } from '../dataset/foodDataset.types.js';
import { loadFoodDataset } from '../dataset/foodDatasetFile.js';
import { NUTRIENT_DEFINITIONS, NUTRIENT_KEYS } from '../dataset/nutrientDefinitions.js';
import { portionToGrams } from '../portions/foodPortionUnits.js';
import { scaleNutrients } from '../portions/scaleNutrients.js';

let dataset: FoodDataset;
const foodById = (id: string): DatasetFood => {
  const food = dataset.foods.find((candidate) => candidate.id === id);
  if (!food) throw new Error(`${id} missing from the dataset`);
  return food;
};

beforeAll(async () => {
  dataset = await loadFoodDataset();
});

describe('committed USDA food dataset', () => {
  it('has a version and foods from all three sources with unique ids', () => {
    expect(dataset.version).toMatch(/^usda-1-[0-9a-f]{12}$/);
    const counts = new Map<string, number>();
    for (const food of dataset.foods) counts.set(food.source, (counts.get(food.source) ?? 0) + 1);
    expect(counts.get('sr28')).toBe(8789);
    expect(counts.get('fndds')).toBeGreaterThan(5400);
    expect(counts.get('foundation')).toBeGreaterThan(250);
    expect(new Set(dataset.foods.map((food) => food.id)).size).toBe(dataset.foods.length);
  });

  it('keeps only the tracked nutrients, and every food has energy', () => {
    const allowed = new Set<string>(NUTRIENT_KEYS);
    for (const food of dataset.foods) {
      expect(food.nutrients.energy_kcal).toBeDefined();
      for (const key of Object.keys(food.nutrients)) expect(allowed.has(key)).toBe(true);
    }
    expect(NUTRIENT_DEFINITIONS).toHaveLength(33);
  });

  it('has Bananas, raw at 89 kcal per 100 g with a 118 g medium banana of about 105 kcal', () => {
    const banana = foodById('sr:09040');
    expect(banana.name).toBe('Bananas, raw');
    expect(banana.fdcId).toBe(173944);
    expect(banana.nutrients).toMatchObject({ energy_kcal: 89, protein_g: 1.09, carbs_g: 22.84, fiber_g: 2.6, sugars_g: 12.23 });
    expect(banana.portions).toContainEqual({ amount: 1, unit: 'medium', modifier: '7" to 7-7/8" long', grams: 118 });
    const grams = portionToGrams(banana, { quantity: 1, unit: 'medium' });
    expect(scaleNutrients(banana.nutrients, grams).energy_kcal).toBeCloseTo(105, 0);
  });

  it('has whole egg from SR28, FNDDS and Foundation Foods', () => {
    const srEgg = foodById('sr:01123');
    expect(srEgg.nutrients).toMatchObject({ energy_kcal: 143, protein_g: 12.56, fat_g: 9.51 });
    expect(srEgg.portions[0]).toEqual({ amount: 1, unit: 'large', grams: 50 });
    expect(foodById('fndds:31101010').portions).toContainEqual({ amount: 1, unit: 'egg', grams: 50 });
    const foundationEgg = foodById('fdc:748967');
    // Atwater specific factors (2048), as SR28 computes energy, rather than 1008's 148 kcal.
    expect(foundationEgg.nutrients.energy_kcal).toBe(147);
    expect(foundationEgg.portions).toEqual([{ amount: 1, unit: 'egg', modifier: 'whole without shell', grams: 50.3 }]);
  });

  it('has reduced-fat (2%) milk with a cup of 244 g', () => {
    const milk = foodById('fndds:11112110');
    expect(milk.name).toBe('Milk, reduced fat (2%)');
    expect(milk.nutrients.energy_kcal).toBe(50);
    expect(milk.portions).toContainEqual({ amount: 1, unit: 'cup', grams: 244 });
    expect(foodById('sr:01079').nutrients).toMatchObject({ energy_kcal: 50, calcium_mg: 120 });
  });

  it('drops FNDDS portions without a weight and parses survey labels', () => {
    const weightlessPortions = dataset.foods.flatMap((food) => food.portions.filter((portion) => !(portion.grams > 0)));
    expect(weightlessPortions).toEqual([]);
    expect(foodById('fndds:63107010').portions).toContainEqual({ amount: 1, unit: 'cup', modifier: 'mashed', grams: 225 });
  });
});
