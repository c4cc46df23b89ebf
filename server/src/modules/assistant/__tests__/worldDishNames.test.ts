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

  it('logs Cajun crawfish, their tails and an étouffée as the crayfish and the shrimp creole USDA has', async () => {
    expect(await logged('half a pound of crawfish tails')).toEqual(['Crayfish, cooked']);
    expect(await logged('a cup of fried crawfish tails')).toEqual(['Crayfish, fried']);
    expect(await logged('a cup of crawfish étouffée')).toEqual([expect.stringMatching(/^Shrimp creole/)]);
  });

  it('logs Filipino lumpia, sinigang, longganisa, tocino and lechon as the closest survey dish', async () => {
    expect(await logged('3 lumpia')).toEqual(['Egg roll, with beef and/or pork']);
    expect(await logged('2 lumpiang gulay')).toEqual(['Egg roll, meatless']);
    expect(await logged('2 cups sinigang na baboy')).toEqual(['Soup, vegetable, with meat']);
    expect(await logged('2 longganisa and tocino')).toEqual(['Pork sausage', 'Pork sausage']);
    expect(await logged('a plate of lechon')).toEqual(['Pork, roast']);
    expect(await logged('lechon kawali')).toEqual(['Bacon or side pork, fresh, cooked']);
  });

  it('logs Caribbean and Mexican pernil, mangu, picadillo, chilaquiles and conchas as the survey dish of their make', async () => {
    expect(await logged('4 oz pernil')).toEqual(['Pork, roast']);
    expect(await logged('a cup of mangú')).toEqual(['Plantain, cooked, fat added, NS as to fat type']);
    expect(await logged('mexican picadillo')).toEqual(['Stewed seasoned ground beef, Mexican style']);
    expect(await logged('a cup of chilaquiles verdes')).toEqual(['Chilaquiles']);
    expect(await logged('2 conchas')).toEqual(['Pan Dulce, with sugar topping']);
    expect(await logged('a cup of conch')).toEqual([expect.stringMatching(/conch/)]);
  });

  it('logs Levantine and Persian mujadara, kebabs, skewers, tahdig, shawarma and fattoush as the closest survey dish', async () => {
    expect(await logged('a cup of mujadara')).toEqual(['Rice, white, with lentils, fat added']);
    expect(await logged('kebab koobideh')).toEqual(['Beef shish kabob with vegetables, excluding potatoes']);
    expect(await logged('one beef kebab skewer')).toEqual(['Beef shish kabob with vegetables, excluding potatoes']);
    expect(await logged('2 chicken skewers')).toEqual(['Chicken or turkey shish kabob with vegetables, excluding potatoes']);
    expect(await logged('a cup of tahdig')).toEqual(['Rice, white, cooked, fat added, NS as to fat type']);
    expect(await logged('a chicken shawarma wrap')).toEqual(['Gyro sandwich']);
    expect(await logged('a bowl of fattoush')).toEqual([expect.stringMatching(/^Lettuce, salad with assorted vegetables/)]);
  });

  it('logs American goulash as beef and noodles with tomato sauce, and goulash said plainly as the beef stew', async () => {
    expect(await logged('a bowl of american goulash')).toEqual(['Beef and noodles with tomato-based sauce']);
    expect(await logged('a bowl of goulash')).toEqual(['Stew, beef']);
  });

  it('logs riced vegetables eaten in place of rice as the vegetable cooked', async () => {
    expect(await logged('a cup of cauliflower rice')).toEqual([expect.stringMatching(/^Cauliflower, cooked/)]);
    expect(await logged('a cup of riced broccoli')).toEqual([expect.stringMatching(/^Broccoli, .*cooked/)]);
  });

  it('logs fried yuca said in Spanish as yuca fries', async () => {
    expect(await logged('a cup of yuca frita')).toEqual(['Yuca fries']);
  });

  it('logs West African jollof as Spanish rice with fat, and suya and Ethiopian tibs as beef steak by weight', async () => {
    expect(await logged('2 cups of jollof rice')).toEqual(['Spanish rice, fat added']);
    expect(await logged('4 oz of beef suya')).toEqual([expect.stringMatching(/^Beef, steak, sirloin/)]);
    expect(await logged('6 ounces of tibs')).toEqual([expect.stringMatching(/^Beef, steak, sirloin/)]);
  });

  it('logs Greek souvlaki, pastitsio, avgolemono and horiatiki as the survey dish of their make', async () => {
    expect(await logged('2 chicken souvlaki skewers')).toEqual(['Chicken or turkey shish kabob with vegetables, excluding potatoes']);
    expect(await logged('a cup of pastitsio')).toEqual(['Pasta with tomato-based sauce, cheese and meat']);
    expect(await logged('a bowl of avgolemono')).toEqual(['Soup, chicken']);
    expect(await logged('2 cups of horiatiki')).toEqual(['Greek Salad, no dressing']);
  });

  it('logs Thai tom yum as hot and sour soup and Vietnamese goi cuon as rice paper rolls', async () => {
    expect(await logged('2 cups of tom yum')).toEqual(['Soup, hot and sour']);
    expect(await logged('2 goi cuon')).toEqual(['Roll with meat and/or shrimp, vegetables and rice paper, not fried']);
  });
});
