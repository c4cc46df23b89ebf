import { describe, expect, it } from '@jest/globals';
import type { SearchableFood } from '../search/foodSearch.types.js';
import { createFoodSearchIndex } from '../search/foodSearchIndex.js';

const food = (id: string, name: string, category = 'Fruits and Fruit Juices'): SearchableFood => ({
  id,
  source: 'sr28',
  name,
  category,
  nutrients: { energy_kcal: 100 },
  portions: [],
});

const foods = [
  food('sr:1', 'Bananas, raw'),
  food('sr:2', 'Bananas, dehydrated, or banana powder'),
  food('sr:3', 'Babyfood, fruit, bananas and strawberry, junior', 'Baby Foods'),
  food('sr:4', 'Banana peppers, raw', 'Vegetables and Vegetable Products'),
  food('sr:5', 'Milk, reduced fat, fluid, 2% milkfat', 'Dairy and Egg Products'),
  food('sr:6', 'Milk, nonfat, fluid (fat free or skim)', 'Dairy and Egg Products'),
  food('sr:7', 'Beverages, carbonated, cola, regular', 'Beverages'),
  food('sr:8', 'Broccoli, raw', 'Vegetables and Vegetable Products'),
  food('sr:9', 'Chicken, broilers or fryers, breast, meat only, cooked, roasted', 'Poultry Products'),
];
const index = createFoodSearchIndex(foods);
const idsFor = (query: string, options = {}) => index.search(query, options).items.map((item) => item.id);

describe('createFoodSearchIndex', () => {
  it('prefers the plain food over processed, baby and look-alike foods', () => {
    expect(idsFor('banana')).toEqual(['sr:1', 'sr:2', 'sr:4', 'sr:3']);
  });

  it('folds plurals and tolerates typos and prefixes', () => {
    expect(idsFor('bananas')[0]).toBe('sr:1');
    expect(idsFor('banan')[0]).toBe('sr:1');
    expect(idsFor('brocoli')[0]).toBe('sr:8');
    expect(idsFor('chikcen breast')[0]).toBe('sr:9');
  });

  it('ignores word order and understands everyday synonyms', () => {
    expect(idsFor('breast chicken')[0]).toBe('sr:9');
    expect(idsFor('2% milk')[0]).toBe('sr:5');
    expect(idsFor('skim milk')[0]).toBe('sr:6');
    expect(idsFor('soda')[0]).toBe('sr:7');
    expect(idsFor('coke')[0]).toBe('sr:7');
  });

  it('ranks the user’s recent foods higher and searches their own foods', () => {
    expect(idsFor('banana', { boostIds: ['sr:2'] })[0]).toBe('sr:2');
    const ownFood = { ...food('custom:42', 'Grandma’s banana bread', 'Custom'), source: 'custom' };
    const result = index.search('banana bread', { extraFoods: [ownFood], boostIds: new Set(['custom:42']) });
    expect(result.items[0]?.id).toBe('custom:42');
  });

  it('pages with limit and offset and reports the total', () => {
    const all = index.search('banana', { limit: 10 });
    const second = index.search('banana', { limit: 1, offset: 1 });
    expect(all.total).toBe(4);
    expect(second.items.map((item) => item.id)).toEqual([all.items[1]?.id]);
    expect(index.search('', {}).total).toBe(0);
  });

  it('returns results with a default portion and its calories', () => {
    const [first] = index.search('broccoli').items;
    expect(first).toMatchObject({ id: 'sr:8', name: 'Broccoli, raw', source: 'sr28', defaultPortion: { unit: 'g', grams: 100, energyKcal: 100 } });
  });
});
