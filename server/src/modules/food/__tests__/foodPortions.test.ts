import { describe, expect, it } from '@jest/globals';
import type { DatasetFood } from '../dataset/foodDataset.types.js';
import { defaultPortion } from '../portions/defaultPortion.js';
import { UnknownPortionUnitError, listPortionUnits, portionToGrams } from '../portions/foodPortionUnits.js';
import { scaleNutrients } from '../portions/scaleNutrients.js';

const banana: DatasetFood = {
  id: 'sr:09040',
  source: 'sr28',
  name: 'Bananas, raw',
  category: 'Fruits and Fruit Juices',
  nutrients: { energy_kcal: 89, protein_g: 1.09, vitamin_c_mg: 8.7 },
  portions: [
    { amount: 1, unit: 'cup', modifier: 'mashed', grams: 225 },
    { amount: 1, unit: 'cup', modifier: 'sliced', grams: 150 },
    { amount: 1, unit: 'medium', modifier: '7" to 7-7/8" long', grams: 118 },
    { amount: 1, unit: 'large', modifier: '8" to 8-7/8" long', grams: 136 },
    { amount: 1, unit: 'NLEA serving', grams: 126 },
  ],
};

const milk: DatasetFood = {
  id: 'fndds:11112110',
  source: 'fndds',
  name: 'Milk, reduced fat (2%)',
  category: 'Milk, reduced fat',
  nutrients: { energy_kcal: 50 },
  portions: [
    { amount: 1, unit: 'cup', grams: 244 },
    { amount: 1, unit: 'fl oz', grams: 30.5 },
  ],
};

const cheese: DatasetFood = {
  id: 'sr:01009',
  source: 'sr28',
  name: 'Cheese, cheddar',
  category: 'Dairy and Egg Products',
  nutrients: { energy_kcal: 403 },
  portions: [{ amount: 1, unit: 'slice', modifier: '1 oz', grams: 28 }],
};

describe('portionToGrams', () => {
  it('converts mass units for any food', () => {
    expect(portionToGrams(cheese, { quantity: 2, unit: 'oz' })).toBeCloseTo(56.7, 1);
    expect(portionToGrams(cheese, { quantity: 1, unit: 'lb' })).toBeCloseTo(453.6, 1);
    expect(portionToGrams(cheese, { quantity: 0.5, unit: 'kg' })).toBe(500);
    expect(portionToGrams(cheese, { quantity: 30, unit: 'grams' })).toBe(30);
  });

  it('uses household measures, matched forgivingly', () => {
    expect(portionToGrams(banana, { quantity: 2, unit: 'medium' })).toBe(236);
    expect(portionToGrams(banana, { quantity: 1, unit: 'Medium' })).toBe(118);
    expect(portionToGrams(banana, { quantity: 1, unit: 'cup, sliced' })).toBe(150);
    expect(portionToGrams(banana, { quantity: 1, unit: 'sliced cup' })).toBe(150);
    expect(portionToGrams(banana, { quantity: 1, unit: 'cups mashed' })).toBe(225);
    expect(portionToGrams(cheese, { quantity: 2, unit: 'slices' })).toBe(56);
    expect(portionToGrams(cheese, { quantity: 1, unit: '1 slice' })).toBe(28);
  });

  it('derives volumes from a measured cup, preferring the exact household weight', () => {
    expect(portionToGrams(milk, { quantity: 1, unit: 'cup' })).toBe(244);
    expect(portionToGrams(milk, { quantity: 1, unit: 'tbsp' })).toBeCloseTo(244 / 16, 1);
    expect(portionToGrams(milk, { quantity: 250, unit: 'ml' })).toBeCloseTo(257.8, 1);
    expect(portionToGrams(milk, { quantity: 2, unit: 'tablespoons' })).toBeCloseTo(30.5, 0);
    expect(portionToGrams(banana, { quantity: 1, unit: 'tsp' })).toBeCloseTo(225 / 48, 1);
  });

  it('treats a beverage without a volume measure as water-dense', () => {
    const cola = { ...milk, name: 'Soft drink, cola', category: 'Soft drinks', portions: [] };
    expect(portionToGrams(cola, { quantity: 330, unit: 'ml' })).toBe(330);
  });

  it('rejects an unknown unit with a typed error listing the valid units', () => {
    expect(() => portionToGrams(cheese, { quantity: 1, unit: 'cup' })).toThrow(UnknownPortionUnitError);
    try {
      portionToGrams(cheese, { quantity: 1, unit: 'bucket' });
      throw new Error('expected an error');
    } catch (error) {
      expect(error).toBeInstanceOf(UnknownPortionUnitError);
      const unknownUnit = error as UnknownPortionUnitError;
      expect(unknownUnit.code).toBe('UNKNOWN_PORTION_UNIT');
      expect(unknownUnit.validUnits).toEqual(['g', 'kg', 'oz', 'lb', 'slice']);
      expect(unknownUnit.message).toContain('g, kg, oz, lb, slice');
    }
  });
});

describe('listPortionUnits', () => {
  it('names shared household units by their detail', () => {
    expect(listPortionUnits(banana).map((unit) => unit.unit)).toEqual([
      'g',
      'kg',
      'oz',
      'lb',
      'ml',
      'l',
      'cup',
      'tbsp',
      'tsp',
      'fl oz',
      'cup, mashed',
      'cup, sliced',
      'medium',
      'large',
      'NLEA serving',
    ]);
  });
});

describe('portions given as a length', () => {
  const sub: DatasetFood = {
    id: 'sr:21356',
    source: 'sr28',
    name: 'Fast foods, submarine sandwich, turkey on white bread with lettuce and tomato',
    category: 'Fast Foods',
    nutrients: { energy_kcal: 127 },
    portions: [
      { amount: 6, unit: 'inch sub', grams: 184 },
      { amount: 12, unit: 'inch sub', grams: 367 },
    ],
  };

  it('reads "6 inch sub" as one sub six inches long, not six of something, in every unit list and default', () => {
    expect(portionToGrams(sub, { quantity: 1, unit: '6 inch sub' })).toBe(184);
    expect(portionToGrams(sub, { quantity: 2, unit: '12 inch sub' })).toBe(734);
    // As items logged earlier and older exports say it: per inch.
    expect(portionToGrams(sub, { quantity: 6, unit: 'inch sub' })).toBeCloseTo(184);
    expect(defaultPortion(sub)).toMatchObject({ quantity: 1, unit: '6 inch sub', grams: 184 });
  });
});

describe('scaleNutrients and defaultPortion', () => {
  it('scales every known nutrient and leaves unknown ones absent', () => {
    expect(scaleNutrients(banana.nutrients, 118)).toEqual({ energy_kcal: 105.02, protein_g: 1.2862, vitamin_c_mg: 10.266 });
  });

  it('offers a medium banana of 105 kcal, a cup of milk, and 100 g without measures', () => {
    expect(defaultPortion(banana)).toMatchObject({ quantity: 1, unit: 'medium', grams: 118, energyKcal: 105 });
    expect(defaultPortion(milk)).toMatchObject({ quantity: 1, unit: 'cup', grams: 244, energyKcal: 122 });
    expect(defaultPortion({ ...cheese, portions: [] })).toEqual({ quantity: 100, unit: 'g', label: '100 g', grams: 100, energyKcal: 403 });
  });

  it('counts a food by its own unit when it has one: one chicken breast, not a cup of it diced', () => {
    const chickenBreast: DatasetFood = {
      id: 'fndds:24120120',
      source: 'fndds',
      name: 'Chicken breast, NS as to cooking method, skin not eaten',
      category: 'Chicken, whole pieces',
      nutrients: { energy_kcal: 144 },
      portions: [
        { amount: 1, unit: 'cup', modifier: 'cooked, diced', grams: 135 },
        { amount: 1, unit: 'breast', grams: 120 },
        { amount: 1, unit: 'small or thin slice', grams: 30 },
        { amount: 1, unit: 'Quantity not specified', grams: 120 },
      ],
    };
    expect(defaultPortion(chickenBreast)).toMatchObject({ quantity: 1, unit: 'breast', grams: 120, energyKcal: 173 });
    // No unit named after the food: the usual rule (the first real household measure).
    expect(defaultPortion(milk)).toMatchObject({ unit: 'cup' });
  });
});
