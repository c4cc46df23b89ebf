import { loadMealTextCatalog, loggedPortions } from './loggedMealPortions.js';
import { beforeAll, describe, expect, it } from '@jest/globals';

beforeAll(loadMealTextCatalog);

describe('matching the foods of sentences typed or said in a hurry', () => {
  it('takes a dish said to be of vegetables as its no-meat version when USDA has the dish only with meat or without', async () => {
    expect(await loggedPortions('a bowl of vegetable pho')).toEqual([{ name: 'Soup, pho, no meat', grams: expect.any(Number) }]);
    expect((await loggedPortions('vegetable soup'))[0]?.name).toBe('Soup, vegetable');
  });

  it("takes a food named by a word only one fast-food chain's foods have as that chain's, whatever else makes a flavour of it", async () => {
    expect(await loggedPortions('jr frosty lol')).toEqual([{ name: "WENDY'S, Frosty Dairy Dessert", grams: 113 }]);
  });

  it('takes a food of a burger or chicken chain the catalog has no foods of as the fast-food one, its name however typed', async () => {
    expect((await loggedPortions('a whataburger honey butter chicken biscuit')).map((item) => item.name)).toEqual([
      expect.stringMatching(/fast food.*chicken/i),
    ]);
    expect(await loggedPortions('zaxbys 5 chikin fingerz')).toEqual([{ name: 'Chicken tenders or strips, breaded, from fast food', grams: 250 }]);
  });

  it('logs a dish named by two foods that USDA has no dish of as those two foods, and one it has as the one dish', async () => {
    expect((await loggedPortions('chicken and waffles')).map((item) => item.name)).toEqual([
      expect.stringMatching(/^Chicken\b/),
      expect.stringMatching(/^Waffle\b/),
    ]);
    expect((await loggedPortions('liver and onions')).map((item) => item.name)).toEqual(['Liver, beef or calves, and onions']);
  });

  it('counts pieces of a shape USDA weighs by no piece in the plain food\'s portions ("fourteen walnut halves")', async () => {
    expect(await loggedPortions('fourteen walnut halves')).toEqual([{ name: 'Nuts, walnuts, english', grams: expect.closeTo(28, 0) }]);
  });

  it('reads a drink named before the size of its can as that drink, with no other food said', async () => {
    expect(await loggedPortions('monster 16oz can, needed it')).toEqual([{ name: 'Energy drink (Monster)', grams: 496 }]);
  });

  it('logs cold brew as iced coffee, with creams counted as the coffee cream tubs', async () => {
    expect(await loggedPortions('lg cold brew w 2 creams')).toEqual([
      { name: 'Iced Coffee, brewed', grams: 600 },
      { name: 'Cream, fluid, light (coffee cream or table cream)', grams: 22.2 },
    ]);
  });

  it("weighs a coffee shop's pumps of syrup as half a tablespoon of syrup each", async () => {
    expect(await loggedPortions('iced latte + 2 pumps vanilla')).toEqual([
      { name: 'Coffee, Iced Latte', grams: expect.any(Number) },
      { name: 'Syrup, NFS', grams: 20 },
    ]);
  });
});
