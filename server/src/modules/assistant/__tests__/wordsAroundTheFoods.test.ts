import { describe, expect, it } from '@jest/globals';
import { nameCoverage } from '../mealText/nameMatching.js';
import { parseMealText } from '../mealText/parseMealText.js';

const foods = (text: string) => parseMealText(text).map((item) => item.food);

describe('everyday words said around the foods', () => {
  it('never reads an everyday word as a shortened or misspelt food name', () => {
    expect(nameCoverage('each', { name: 'Peach, raw' })).toBe(0);
    expect(nameCoverage('kid', { name: 'Kidney' })).toBe(0);
    expect(nameCoverage('who', { name: 'Whopper (Burger King)' })).toBe(0);
    expect(nameCoverage('break', { name: 'Breakfast bar, NFS' })).toBe(0);
    expect(nameCoverage('dad', { name: 'School Lunch, pizza, BIG DADDY\'S LS 16" Cheese Pizza, frozen' })).toBe(0);
  });

  it('still reads an everyday word written exactly in a food name, and food words with their typos', () => {
    expect(nameCoverage('good friends cereal', { name: 'Cereals ready-to-eat, KASHI GOOD FRIENDS' })).toBe(1);
    expect(nameCoverage('house salad', { name: 'House salad' })).toBe(1);
    expect(nameCoverage('peaches', { name: 'Peach, raw' })).toBe(1);
    expect(nameCoverage('brocoli', { name: 'Broccoli, cooked' })).toBe(1);
  });

  it('drops a part made only of everyday words (weather, feelings, who and when)', () => {
    expect(foods('lentil soup 1.5c, chilly day')).toEqual(['lentil soup']);
    expect(foods('toast and tea, still feeling rough')).toEqual(['toast', 'tea']);
  });

  it('counts what went "each with" the foods once per food', () => {
    expect(parseMealText('two toasted crumpets, each with a pat of butter and a teaspoon of honey')).toMatchObject([
      { quantity: 2, food: 'toasted crumpets' },
      { quantity: 2, unit: 'pat', food: 'butter' },
      { quantity: 2, unit: 'tsp', food: 'honey' },
    ]);
  });
});
