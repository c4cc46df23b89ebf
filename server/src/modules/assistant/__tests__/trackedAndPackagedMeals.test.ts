import { beforeAll, describe, expect, it } from '@jest/globals';
import { parseMealText } from '../mealText/parseMealText.js';
import { searchTextFor } from '../mealText/nameMatching.js';
import { loadMealTextCatalog, loggedPortions } from './loggedMealPortions.js';

beforeAll(loadMealTextCatalog);

const parsed = (text: string) => parseMealText(text).map(({ quantity, unit, food }) => ({ quantity, unit, food }));

describe('reading how people who weigh their food type it', () => {
  it('reads a list typed as a column, one food to a line, with the amount and state after the food', () => {
    expect(parsed('chx 180g cooked\nbrown rice 1/2c\nbroc 100g')).toEqual([
      { quantity: 180, unit: 'g', food: 'chicken cooked' },
      { quantity: 0.5, unit: 'cup', food: 'brown rice' },
      { quantity: 100, unit: 'g', food: 'broc' },
    ]);
    expect(parsed('oats 40g dry, milk 1 cup')[0]).toEqual({ quantity: 40, unit: 'g', food: 'oats dry' });
  });
  it('drops where the food was taken from, the pan or microwave it was cooked in and the floor or desk it was eaten at', () => {
    const foods = (text: string) => parseMealText(text).map((item) => item.food);
    expect(foods('got a snickers out of the vending machine on the third floor')).toEqual(['snickers']);
    expect(foods('2 kind bars from the snack drawer')).toEqual(['kind bars']);
    expect(foods('1 cup of jasmine rice from my meal prep')).toEqual(['jasmine rice']);
    expect(foods('heated up a hot pocket in the office microwave')).toEqual(['hot pocket']);
    expect(foods('a cup of egg whites scrambled in a nonstick pan')).toEqual(['egg whites scrambled']);
    expect(foods('a greek yogurt at my desk')).toEqual(['greek yogurt']);
    // A sauce made in the pan is a food.
    expect(foods('steak in a pan sauce')).toEqual(['steak', 'pan sauce']);
  });
  it('drops when the food was eaten, said by what the eater was at or how the day went', () => {
    const foods = (text: string) => parseMealText(text).map((item) => item.food);
    expect(foods('a stick of string cheese between my morning classes')).toEqual(['string cheese']);
    expect(foods("a greek yogurt before the 10 o'clock meeting")).toEqual(['greek yogurt']);
    expect(foods('2 pop-tarts, which is apparently dinner during finals week')).toEqual(['pop-tarts']);
    expect(foods('a 20 oz gatorade after soccer practice')).toEqual(['gatorade']);
    expect(foods('goldfish 1 bag afternoon slump')).toEqual(['goldfish']);
    expect(foods('cheez its a cup long day')).toEqual(['cheez its']);
  });
  it('reads an amount corrected in its measure, before the food or after it, as the amount eaten', () => {
    expect(parsed('i ate 150 grams no 200 grams of chicken thigh')).toEqual([{ quantity: 200, unit: 'g', food: 'chicken thigh' }]);
    expect(parsed('6oz ground turkey + 1c white rice.. actually 3/4c')[1]).toEqual({ quantity: 0.75, unit: 'cup', food: 'white rice' });
  });
  it('reads the skin said off after "with" as the food eaten skinless', () => {
    expect(parsed('200 g of chicken thigh with the skin off')).toEqual([{ quantity: 200, unit: 'g', food: 'chicken thigh skinless' }]);
  });
  it('reads the shorthand and brand words of people who weigh their food ("evoo", "ezekiel", "albacore")', () => {
    expect(parseMealText('1tsp evoo')[0]?.food).toBe('extra virgin olive oil');
    expect(searchTextFor('ezekiel toast')).toBe(searchTextFor('sprouted wheat toast'));
    expect(searchTextFor('albacore')).toBe(searchTextFor('tuna white'));
    expect(searchTextFor('italian hoagie')).toBe(searchTextFor('italian sub'));
    expect(searchTextFor('hoagie roll')).toBe('hoagie roll');
  });
  it("reads chat's laugh as the end of what was said before it", () => {
    expect(parseMealText('a can of tuna lol broke college kid').map((item) => item.food)).toEqual(['tuna']);
  });
  it('reads a powder made up in a drink, or a food mixed into one measured, as two foods', () => {
    expect(parsed('a scoop of whey mixed into 12 oz of 2% milk')).toEqual([
      { quantity: 1, unit: 'scoop', food: 'whey' },
      { quantity: 12, unit: 'oz', food: '2% milk' },
    ]);
    expect(parsed('2 scoops of muscle milk powder in water').map((item) => item.food)).toEqual(['muscle milk powder', 'water']);
    // Tuna canned in water is one food.
    expect(parsed('tuna in water').map((item) => item.food)).toEqual(['tuna in water']);
  });
  it('drops the bone the meat was taken off and the weighing of it', () => {
    expect(parsed('5 ounces of rotisserie chicken breast, pulled off the bone and weighed')).toEqual([
      { quantity: 5, unit: 'oz', food: 'rotisserie chicken breast' },
    ]);
  });
  it('reads a length said after the food as "the 6 inch one" as the length of that food', () => {
    expect(parseMealText('a tuna sub the 6 inch one')).toMatchObject([{ inches: 6, food: 'tuna sub' }]);
  });
});

describe('choosing the food of a sub', () => {
  it("logs a tuna sub as USDA's tuna sub, not a tuna salad one", async () => {
    expect((await loggedPortions('a 6 inch tuna sub')).map((item) => item.name)).toEqual([expect.stringMatching(/tuna sub on white bread/i)]);
  });
});

describe('choosing the food when a cooking fat was left out', () => {
  it('reads "no oil" as the food with no added fat, as USDA names it', async () => {
    expect((await loggedPortions('a cup of egg whites scrambled with no oil')).map((item) => item.name)).toEqual([
      'Egg white omelet, scrambled, or fried, no added fat',
    ]);
  });
});
