import { beforeAll, describe, expect, it } from '@jest/globals';
import { loadFoodCatalog, type FoodCatalog } from '../../food/foodCatalog.js';
import { matchMealItems, type FoodLookup } from '../mealText/matchMealItems.js';
import { parseMealText } from '../mealText/parseMealText.js';

let catalog: FoodCatalog;
beforeAll(async () => {
  catalog = await loadFoodCatalog();
});

async function logged(sentence: string): Promise<string[]> {
  const em = { find: async () => [], execute: async () => [] };
  const { matched, unclear } = await matchMealItems({ em, foodCatalog: catalog } as unknown as FoodLookup, { id: 'test-user' }, parseMealText(sentence));
  expect(unclear).toEqual([]);
  return matched.map(({ snapshot }) => snapshot.name);
}

describe('dishes of other cuisines said by their own names', () => {
  it('logs a Thai curry named by its paste as the curry of what is in it', async () => {
    expect(await logged('a cup of thai red curry with chicken')).toEqual(['Chicken curry']);
    expect(await logged('a bowl of beef panang curry')).toEqual(['Beef curry']);
  });

  it('logs chana masala and Ethiopian lentil or chickpea stews as the lentil curry USDA also names for chickpeas', async () => {
    expect(await logged('a cup of chana masala')).toEqual(['Lentil curry']);
    expect(await logged('a cup of misir wot and a cup of shiro')).toEqual(['Lentil curry', 'Lentil curry']);
  });

  it('logs gomen as collard greens cooked with oil', async () => {
    expect(await logged('half a cup of gomen')).toEqual(['Collards, fresh, cooked with oil']);
  });

  it('logs Filipino pancit as the stir-fried noodles of its noodle', async () => {
    expect(await logged('a cup of pancit canton with chicken')).toEqual(['Lo mein, with chicken']);
  });

  it('logs dolmas as grape leaves stuffed with rice and a Jamaican patty as the empanada of its filling', async () => {
    expect(await logged('4 dolmas')).toEqual(['Grape leaves stuffed with rice']);
    expect(await logged('a jamaican beef patty')).toEqual(['Empanada, beef']);
  });

  it('logs fried yuca said in Spanish as yuca fries', async () => {
    expect(await logged('a cup of yuca frita')).toEqual(['Yuca fries']);
  });
});
