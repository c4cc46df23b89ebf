import { describe, expect, it } from '@jest/globals';
import { parseMealText } from '../mealText/parseMealText.js';

const parsed = (text: string) => parseMealText(text).map(({ quantity, unit, food }) => ({ quantity, unit, food }));

describe('reading a meal said aloud', () => {
  it('keeps the last of a count corrected as it was said ("3 no 4", "two, no wait, three")', () => {
    expect(parsed('I had 3 no 4 chicken nuggets')).toEqual([{ quantity: 4, unit: null, food: 'chicken nuggets' }]);
    expect(parsed('I ate 2 no wait 3 swedish meatballs and a half cup of rice')).toEqual([
      { quantity: 3, unit: null, food: 'swedish meatballs' },
      { quantity: 0.5, unit: 'cup', food: 'rice' },
    ]);
    expect(parsed('two, sorry, three eggs')).toEqual([{ quantity: 3, unit: null, food: 'eggs' }]);
  });

  it('keeps the last of a measured amount corrected after the food was named ("a cup of … no actually half a cup")', () => {
    expect(parsed('I had a cup of banana pudding no actually half a cup')).toEqual([{ quantity: 0.5, unit: 'cup', food: 'banana pudding' }]);
    expect(parsed('two glasses of wine, sorry, one glass')).toEqual([{ quantity: 1, unit: 'glass', food: 'wine' }]);
    expect(parsed('2 slices of pizza no wait 3')).toEqual([{ quantity: 3, unit: 'slice', food: 'pizza' }]);
  });

  it('reads a count said alone as the correction ("3 chicken tacos no wait just 2") as the food\'s count', () => {
    expect(parsed('i had 3 chicken tacos on flour tortillas no wait just 2')).toEqual([{ quantity: 2, unit: null, food: 'chicken tacos on flour tortillas' }]);
    expect(parsed('a burger no wait 2 and a coke')).toEqual([
      { quantity: 2, unit: null, food: 'burger' },
      { quantity: 1, unit: null, food: 'coke' },
    ]);
  });

  it('reads a lone "no" followed by a count said alone as a correction of the count, never a food left out', () => {
    expect(parsed('I had 2 beef empanadas no 3 from the bakery')).toEqual([{ quantity: 3, unit: null, food: 'beef empanadas' }]);
    expect(parsed('10 pierogi no like 8 and some sour cream')).toEqual([
      { quantity: 8, unit: null, food: 'pierogi' },
      { quantity: null, unit: null, food: 'sour cream' },
    ]);
    expect(parsed('coffee no 2')).toEqual([{ quantity: 2, unit: null, food: 'coffee' }]);
    expect(parsed('coffee no sugar')).toEqual([{ quantity: null, unit: null, food: 'coffee' }]);
  });

  it('reads a count said alone as the correction when when or which ones follow it ("no make that 3 after dinner")', () => {
    expect(parsed('I had 2 oatmeal cookies no make that 3 after dinner')).toEqual([{ quantity: 3, unit: null, food: 'oatmeal cookies' }]);
  });

  it('reads how many the eater had, said after the food as a clause of its own ("fish fingers i had 4 no 5")', () => {
    expect(parsed('the kids had chicken nuggets and i ate 6')).toEqual([{ quantity: 6, unit: null, food: 'chicken nuggets' }]);
    expect(parsed('we had fish sticks I had 4 no 5')).toEqual([{ quantity: 5, unit: null, food: 'fish sticks' }]);
  });

  it('reads how much of it the eater had, said after the food as a clause of its own ("… grilled salmon I had 5 ounces of it")', () => {
    expect(parsed('My husband grilled salmon I had 5 ounces of it with a cup of wild rice').map(({ quantity, unit }) => ({ quantity, unit }))).toEqual([
      { quantity: 5, unit: 'oz' },
      { quantity: 1, unit: 'cup' },
    ]);
  });

  it('drops when the meal was eaten, said as a clause before the eater ("after my night shift I microwaved …")', () => {
    expect(parsed('After my night shift I microwaved 2 burritos')).toEqual([{ quantity: 2, unit: null, food: 'burritos' }]);
    expect(parsed('before the gym we grabbed a banana')).toEqual([{ quantity: 1, unit: null, food: 'banana' }]);
  });

  it('reads a singular word after a count of several, joined by "and" to the next, as fillings of the dish said after them', () => {
    expect(parsed('six potato and cheese pierogi from the church sale')).toEqual([{ quantity: 6, unit: null, food: 'potato cheese pierogi' }]);
    // A plural, an amount after "and" or nothing after the second food says two foods.
    expect(parsed('2 coffee and donuts for breakfast').map(({ food }) => food)).toEqual(['coffee', 'donuts']);
    expect(parsed('2 toast and a coffee').map(({ food }) => food)).toEqual(['toast', 'coffee']);
  });

  it('counts what went with each of the foods counted, said before it ("two crumpets, each with a pat of butter"), once per food', () => {
    expect(parsed('two crumpets, each with a pat of butter and a teaspoon of honey.')).toEqual([
      { quantity: 2, unit: null, food: 'crumpets' },
      { quantity: 2, unit: 'pat', food: 'butter' },
      { quantity: 2, unit: 'tsp', food: 'honey' },
    ]);
  });

  it('reads every kind of correction alike with a filler after it ("3 no like 4 nuggets", "a cup of soup no um half a cup")', () => {
    expect(parsed('I had 3 no like 4 chicken nuggets')).toEqual([{ quantity: 4, unit: null, food: 'chicken nuggets' }]);
    expect(parsed('a cup of tomato soup no um half a cup')).toEqual([{ quantity: 0.5, unit: 'cup', food: 'tomato soup' }]);
  });

  it('reads "it was …" after the foods, dictated with no comma, as a clause said about the meal ("chips it was really good")', () => {
    expect(parsed('a burger and a coke at the pub it was really good').map(({ food }) => food)).toEqual(['burger', 'coke']);
    expect(parsed('pasta it was about 2 cups')).toEqual([{ quantity: 2, unit: 'cup', food: 'pasta' }]);
  });

  it('reads a lone "no" followed by an article as a correction ("a roast beef sandwich no a chicken salad sandwich")', () => {
    expect(parsed('a roast beef sandwich no a chicken salad sandwich and an apple')).toEqual([
      { quantity: 1, unit: null, food: 'chicken salad sandwich' },
      { quantity: 1, unit: null, food: 'apple' },
    ]);
    expect(parsed('coffee no sugar')).toEqual([{ quantity: null, unit: null, food: 'coffee' }]);
  });

  it('reads a size said alone as the correction ("a large sweet tea no make that a medium") as the size of the food kept', () => {
    const sized = (text: string) => parseMealText(text).map(({ size, food }) => ({ size, food }));
    expect(sized('a burger and a large sweet tea no make that a medium')).toEqual([
      { size: null, food: 'burger' },
      { size: 'medium', food: 'sweet tea' },
    ]);
    expect(sized('a coffee no wait a large')).toEqual([{ size: 'large', food: 'coffee' }]);
  });

  it('reads one word telling the version of a food said alone as the correction ("sweet tea no wait it was unsweet") in place of the word it corrects', () => {
    expect(parsed('I drank a 32 ounce sweet tea no wait it was unsweet')).toEqual([{ quantity: 32, unit: 'oz', food: 'unsweet tea' }]);
    expect(parsed('a big slice of pecan pie no wait pumpkin')).toEqual([{ quantity: 1, unit: 'slice', food: 'pumpkin pie' }]);
  });

  it('keeps the food or amount said again after a correction of two words ("pecan pie no wait pumpkin pie")', () => {
    expect(parsed('a big slice of pecan pie no wait pumpkin pie')).toEqual([{ quantity: 1, unit: 'slice', food: 'pumpkin pie' }]);
    expect(parsed('a large coke, no wait, diet coke and fries').map(({ food }) => food)).toEqual(['diet coke', 'fries']);
    expect(parsed('toast and 5 prunes no make that 4 prunes')[1]).toEqual({ quantity: 4, unit: null, food: 'prunes' });
    expect(parsed('a monster energy drink the big 24 ounce one no sorry the 16 ounce')).toEqual([{ quantity: 16, unit: 'oz', food: 'monster energy drink' }]);
    // A lone "no" leaves a food out.
    expect(parsed('coffee no sugar')).toEqual([{ quantity: null, unit: null, food: 'coffee' }]);
  });

  it('reads a lone "no" before another food of the same kind as a correction ("a mug of green tea no mint tea")', () => {
    expect(parsed('a mug of green tea no mint tea')).toEqual([{ quantity: 1, unit: 'mug', food: 'mint tea' }]);
    expect(parsed('white rice no brown rice and a coke').map(({ food }) => food)).toEqual(['brown rice', 'coke']);
    expect(parsed('a burger no cheese')).toEqual([{ quantity: 1, unit: null, food: 'burger' }]);
  });

  it('reads a new amount said after a lone "actually", "sorry" or "wait" as the amount of the food said again', () => {
    expect(parsed('3 beers actually 4 bottles of modelo')).toEqual([{ quantity: 4, unit: 'bottle', food: 'modelo' }]);
    expect(parsed('two slices of pizza sorry three slices of pizza')).toEqual([{ quantity: 3, unit: 'slice', food: 'pizza' }]);
    expect(parsed('coffee no sugar')).toEqual([{ quantity: null, unit: null, food: 'coffee' }]);
  });

  it('reads a size said again alone after a correction as the food\'s size ("a tall latte no wait a grande")', () => {
    expect(parseMealText('a tall cappuccino no wait it was a grande with almond milk')).toMatchObject([
      { size: 'medium', food: 'cappuccino' },
      { food: 'almond milk' },
    ]);
    expect(parseMealText('a large coffee sorry the medium one')).toMatchObject([{ size: 'medium', food: 'coffee' }]);
  });

  it('keeps what the food really was, said after a correction ("chili no wait it was beef stew", "sorry i meant")', () => {
    expect(parsed('a bowl of leftover chili no wait it was beef stew and a dinner roll')).toEqual([
      { quantity: 1, unit: 'bowl', food: 'beef stew' },
      { quantity: 1, unit: null, food: 'dinner roll' },
    ]);
    expect(parsed('a coke, oh wait, i meant a sprite')).toEqual([{ quantity: 1, unit: null, food: 'sprite' }]);
  });

  it('keeps the food and amount said again in the same measure after a lone "no" ("3 glasses of wine no 2 glasses of rose")', () => {
    expect(parsed('I had 3 glasses of wine no 2 glasses of rose')).toEqual([{ quantity: 2, unit: 'glass', food: 'rose' }]);
    expect(parsed('a cup of rice no half a cup of quinoa')).toEqual([{ quantity: 0.5, unit: 'cup', food: 'quinoa' }]);
  });

  it('reads the coffee shop\'s "whip" on a drink as whipped cream, and "no whip" as left out', () => {
    expect(parsed('mocha frapp w whip').map(({ food }) => food)).toEqual(['mocha frapp', 'whipped cream']);
    expect(parsed('hot chocolate w/whip').map(({ food }) => food)).toEqual(['hot chocolate', 'whipped cream']);
    expect(parsed('a pumpkin spice latte no whip').map(({ food }) => food)).toEqual(['pumpkin spice latte']);
  });

  it('reads how many of a food made or bought were eaten, said after it ("baked cookies and ate three medium ones")', () => {
    expect(parsed('I baked sugar cookies and ate three medium ones.')).toEqual([{ quantity: 3, unit: null, food: 'sugar cookies' }]);
    expect(parseMealText('I baked lemon bars um and had 2 of the medium ones')[0]).toMatchObject({ quantity: 2, size: 'medium', food: 'lemon bars' });
    expect(parsed('we bought donuts and i had 2 of them')).toEqual([{ quantity: 2, unit: null, food: 'donuts' }]);
  });

  it('reads "to" before a plural after what the eater did as two, but not "had to" before a verb', () => {
    expect(parsed('I had to bratwursts at the cookout')).toEqual([{ quantity: 2, unit: null, food: 'bratwursts' }]);
    expect(parsed('I had to pass on dessert')[0]?.quantity).not.toBe(2);
  });

  it('drops who shared a food and the half said again, keeping the half the eater had', () => {
    expect(parsed('me and my wife split a rotisserie chicken so I had half of it')).toEqual([{ quantity: 0.5, unit: null, food: 'rotisserie chicken' }]);
  });

  it('reads "… and all" as all of the food eaten, a skin so eaten as the food with its skin', () => {
    expect(parsed('a bowl of instant ramen, seasoning packet and all')).toEqual([{ quantity: 1, unit: 'bowl', food: 'instant ramen' }]);
    expect(parsed('a baked potato, skin and all')).toEqual([{ quantity: 1, unit: null, food: 'baked potato with skin' }]);
  });
});
