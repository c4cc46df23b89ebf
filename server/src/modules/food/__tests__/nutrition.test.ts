import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { NUTRIENT_DEFINITIONS } from '../dataset/nutrientDefinitions.js';
import { nutritionFacts } from '../food.type.js';
import { addNutrients, sumNutrients, type NutrientValues } from '../nutrition.js';

const portions: NutrientValues[] = [
  { energy_kcal: 105.1, protein_g: 1.29, potassium_mg: 422.3 },
  { energy_kcal: 0.1, carbs_g: 0.30000001, fat_g: 0.1 },
  { protein_g: 0.2, potassium_mg: 0.1, fat_g: 0.2 },
];

describe('sumNutrients', () => {
  it('gives the sums, key order and rounding of adding the portions one by one, and leaves the portions as they were', () => {
    const copies = structuredClone(portions);
    const oneByOne = portions.reduce<NutrientValues>((total, values) => addNutrients(total, values), {});
    const summed = sumNutrients(portions);
    expect(summed).toStrictEqual(oneByOne);
    expect(Object.keys(summed)).toEqual(Object.keys(oneByOne));
    expect(portions).toStrictEqual(copies);
  });
});

describe('nutritionFacts', () => {
  it('lists every known nutrient, in definition order, when the list is read or the facts are spread or serialised', () => {
    const facts = nutritionFacts({ potassium_mg: 422.3, energy_kcal: 105.1, protein_g: 1.29 });
    const keys = facts.nutrients.map((nutrient) => nutrient.key);
    const given = new Set(['potassium_mg', 'energy_kcal', 'protein_g']);
    expect(keys).toEqual(NUTRIENT_DEFINITIONS.map((definition) => definition.key).filter((key) => given.has(key)));
    expect(facts.nutrients.find((nutrient) => nutrient.key === 'potassium_mg')).toMatchObject({ amount: 422.3, unit: 'mg' });
    expect({ ...facts }.nutrients).toEqual(facts.nutrients);
    expect(JSON.parse(JSON.stringify(facts)).nutrients).toEqual(facts.nutrients);
  });
});
