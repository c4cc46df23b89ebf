import { describe, expect, it } from '@jest/globals';
import { MealType } from '../../food/mealType.js';
import { dateNamedIn, mealTypeFor } from '../mealText/mealContext.js';
import { parseMealText } from '../mealText/parseMealText.js';

const parsed = (text: string) => parseMealText(text).map(({ quantity, unit, size, food }) => ({ quantity, unit, size, food }));

describe('reading a meal sentence', () => {
  it('reads a piece of a bird said with its skin after the bird ("rotisserie chicken, one leg with the skin") as that piece', () => {
    expect(parsed('rotisserie chicken, one leg with the skin')).toEqual([{ quantity: 1, unit: null, size: null, food: 'rotisserie chicken leg with skin' }]);
  });
  it('reads a piece eaten of one whole bird bought ("bought a rotisserie chicken and ate a whole leg") as that piece', () => {
    expect(parsed('I bought a rotisserie chicken and ate a whole leg with the skin')).toEqual([
      { quantity: 1, unit: null, size: null, food: 'rotisserie chicken leg with skin' },
    ]);
    // A dish of the bird is no bird the pieces are from.
    expect(parsed('a chicken sandwich and 6 wings').map(({ food }) => food)).toEqual(['chicken sandwich', 'wings']);
  });
  it('reads a fat a food was fried in, said with its amount, as an add-in of its own and the food as cooked plainly', () => {
    expect(parsed('a cup of sliced courgette fried in a knob of butter').map(({ food }) => food)).toEqual(['sliced zucchini cooked', 'butter']);
    expect(parsed('mushrooms sauteed in 1 tbsp olive oil').map(({ food }) => food)).toEqual(['mushrooms cooked', 'olive oil']);
    // With no amount, the fat is in the dish.
    expect(parsed('an omelette cooked in butter').map(({ food }) => food)).toEqual(['omelette cooked in butter']);
  });
  it('names a food by the chain it came from also when the chain is written with hyphens ("from chick-fil-a")', () => {
    expect(parsed('4 chicken strips from chick-fil-a')).toEqual([{ quantity: 4, unit: null, size: null, food: 'chick-fil-a chicken strips' }]);
  });
  it('reads "cc" as cream cheese only after a bread it is spread on, and as a measure before "of"', () => {
    expect(parsed('bagel w/ 2tbsp cc')).toEqual([
      { quantity: null, unit: null, size: null, food: 'bagel' },
      { quantity: 2, unit: 'tbsp', size: null, food: 'cream cheese' },
    ]);
    expect(parsed('toast and 5 cc of milk')[1]).toEqual({ quantity: 5, unit: 'ml', size: null, food: 'milk' });
    expect(parsed('2 cc')[0]?.food).toBe('cc');
  });
  it('reads the skin said after "with" as how the food was eaten, not a food of its own', () => {
    expect(parsed('baked chicken thigh with the skin on and half a cup of brown rice')).toEqual([
      { quantity: null, unit: null, size: null, food: 'baked chicken thigh with skin' },
      { quantity: 0.5, unit: 'cup', size: null, food: 'brown rice' },
    ]);
  });
  it('reads an article before a plural measure as the end of a name, not an amount ("chick fil a strips")', () => {
    expect(parsed('chick fil a strips')).toEqual([{ quantity: null, unit: null, size: null, food: 'chick fil a strips' }]);
    expect(parsed('soup a bowl')).toEqual([{ quantity: 1, unit: 'bowl', size: null, food: 'soup' }]);
  });
  it('reads skin said on and a bone said to be on as how a cut came, not as another food', () => {
    expect(parsed('2 skin-on chicken thighs and rice')).toEqual([
      { quantity: 2, unit: null, size: null, food: 'chicken thighs with skin' },
      { quantity: null, unit: null, size: null, food: 'rice' },
    ]);
    expect(parsed('roast chicken leg skin on').map((item) => item.food)).toEqual(['roast chicken leg with skin']);
    expect(parsed('a pork chop on the bone').map((item) => item.food)).toEqual(['pork chop on bone']);
  });
  it('splits items on and, with, commas and plus, keeping dishes such as mac and cheese whole', () => {
    expect(parsed('two scrambled eggs and a slice of whole wheat toast with butter for breakfast')).toEqual([
      { quantity: 2, unit: null, size: null, food: 'scrambled eggs' },
      { quantity: 1, unit: 'slice', size: null, food: 'whole wheat toast' },
      { quantity: null, unit: null, size: null, food: 'butter' },
    ]);
    expect(parsed('mac and cheese, a coke')).toEqual([
      { quantity: null, unit: null, size: null, food: 'mac and cheese' },
      { quantity: 1, unit: null, size: null, food: 'coke' },
    ]);
  });

  it('keeps a bread named after "on" with its sandwich, and drops where the food was eaten', () => {
    expect(parsed('a BLT on wheat and a coke')).toEqual([
      { quantity: 1, unit: null, size: null, food: 'blt on wheat' },
      { quantity: 1, unit: null, size: null, food: 'coke' },
    ]);
    expect(parsed('peanut butter on two slices of toast')).toHaveLength(2);
    expect(parsed('2 hot dogs at the game')).toEqual([{ quantity: 2, unit: null, size: null, food: 'hot dogs' }]);
  });

  it('reads a shake or smoothie described by measured ingredients as those ingredients, and keeps one served with a food', () => {
    expect(parsed('a protein shake with a scoop of whey and a cup of milk').map((item) => item.food)).toEqual(['whey', 'milk']);
    expect(parsed('a chocolate shake with fries').map((item) => item.food)).toEqual(['chocolate shake', 'fries']);
    expect(parsed('protein shake 2 scoops whey w/ 10oz skim').map((item) => item.food)).toEqual(['whey', 'skim']);
    expect(parsed('a protein shake, 2 scoops of ice cream, 1 cup of milk').map((item) => item.food)).toEqual(['protein shake', 'ice cream', 'milk']);
  });

  it('reads a dish named before "with" and its measured parts, the first of its kind, as those parts', () => {
    expect(parsed('overnight oats with half a cup of rolled oats, half a cup of almond milk and a tablespoon of chia seeds').map((item) => item.food)).toEqual([
      'rolled oats',
      'almond milk',
      'chia seeds',
    ]);
    expect(parsed('coffee with 2 tbsp of coffee creamer and 1 tsp sugar').map((item) => item.food)).toEqual(['coffee', 'coffee creamer', 'sugar']);
    expect(parsed('pasta with 2 meatballs and a cup of sauce').map((item) => item.food)).toEqual(['pasta', 'meatballs', 'sauce']);
  });

  it('notes a food said to be left out on the dish it was left out of, never as a food of its own', () => {
    const leftOut = (text: string) => parseMealText(text).map(({ food, leftOut }) => ({ food, leftOut }));
    expect(leftOut('coffee, no sugar')).toEqual([{ food: 'coffee', leftOut: ['sugar'] }]);
    expect(leftOut('turkey sandwich, hold the mayo')).toEqual([{ food: 'turkey sandwich', leftOut: ['mayo'] }]);
    expect(leftOut('a black coffee w/o sugar or milk')).toEqual([{ food: 'black coffee', leftOut: ['sugar', 'milk'] }]);
    expect(leftOut('a bowl of pho with tofu without meat')).toEqual([
      { food: 'pho', leftOut: ['meat'] },
      { food: 'tofu', leftOut: undefined },
    ]);
  });

  it('drops a meal of a named day after the food ("after sunday dinner"), not only a meal said alone', () => {
    expect(parsed('a slice of sweet potato pie after sunday dinner')).toEqual([{ quantity: 1, unit: 'slice', size: null, food: 'sweet potato pie' }]);
    expect(parsed('2 beers before my friday lunch')).toEqual([{ quantity: 2, unit: null, size: null, food: 'beers' }]);
  });

  it('drops how a food went in with the others ("stirred in", "scrambled together")', () => {
    expect(parsed('1 scoop of whey stirred in')).toEqual([{ quantity: 1, unit: 'scoop', size: null, food: 'whey' }]);
    expect(parsed('a spoon of peanut butter mixed in')).toEqual([{ quantity: 1, unit: 'tbsp', size: null, food: 'peanut butter' }]);
    expect(parsed('1 whole egg scrambled together')).toEqual([{ quantity: 1, unit: null, size: null, food: 'whole egg scrambled' }]);
  });

  it('reads warming up a food as the eater having it ("i heated up a bowl of soup", "i microwaved 2 hot dogs")', () => {
    expect(parsed('for dinner i heated up a bowl of black bean soup')).toEqual([{ quantity: 1, unit: 'bowl', size: null, food: 'black bean soup' }]);
    expect(parsed('I microwaved 2 hot dogs')).toEqual([{ quantity: 2, unit: null, size: null, food: 'hot dogs' }]);
  });

  it('drops whose dish it was, with or without an apostrophe, and how or on the way it was served', () => {
    expect(parsed("a plate of my moms fish curry and grandma's apple pie")).toEqual([
      { quantity: 1, unit: 'plate', size: null, food: 'fish curry' },
      { quantity: null, unit: null, size: null, food: 'apple pie' },
    ]);
    expect(parsed('two margaritas on the rocks')).toEqual([{ quantity: 2, unit: null, size: null, food: 'margaritas' }]);
    expect(parsed('a breakfast burrito on the way to work')).toEqual([{ quantity: 1, unit: null, size: null, food: 'breakfast burrito' }]);
  });

  it('reads someone\'s house said after the food as where it was eaten, not as a kind of the food ("house pizza")', () => {
    expect(parsed('pizza at my moms house')).toEqual([{ quantity: null, unit: null, size: null, food: 'pizza' }]);
    expect(parsed("lasagna at my grandma's place")).toEqual([{ quantity: null, unit: null, size: null, food: 'lasagna' }]);
  });

  it('reads "two cups of it" and "a whole bowl" said after the food as its amount', () => {
    expect(parsed('shrimp lo mein like two cups of it')).toEqual([{ quantity: 2, unit: 'cup', size: null, food: 'shrimp lo mein' }]);
    expect(parsed('tea with one sugar in each')[1]).toEqual({ quantity: 1, unit: null, size: null, food: 'sugar' });
    expect(parsed('pho for dinner, a whole bowl')).toEqual([{ quantity: 1, unit: 'bowl', size: null, food: 'pho' }]);
  });

  it('keeps a bun after "on" with what is on it ("a hot dog on a bun" is one food)', () => {
    expect(parsed('a hot dog on a bun and a coke')).toEqual([
      { quantity: 1, unit: null, size: null, food: 'hot dog on a bun' },
      { quantity: 1, unit: null, size: null, food: 'coke' },
    ]);
    expect(parsed('2 hot dogs on buns')).toEqual([{ quantity: 2, unit: null, size: null, food: 'hot dogs on buns' }]);
    expect(parsed('a burger on a whole wheat bun')).toEqual([{ quantity: 1, unit: null, size: null, food: 'burger on a whole wheat bun' }]);
  });

  it('reads accented names without accents, a misspelt "breakfast", and "… was" before the foods', () => {
    expect(parsed('a glass of rosé')[0]).toMatchObject({ quantity: 1, unit: 'glass', food: 'rose' });
    expect(parsed('brekfast was 2 boiled eggs and a banana')).toEqual([
      { quantity: 2, unit: null, size: null, food: 'boiled eggs' },
      { quantity: 1, unit: null, size: null, food: 'banana' },
    ]);
    expect(parsed('a sausage egg and cheese biscuit')).toHaveLength(1);
  });

  it('keeps a meal word that names a kind of food ("breakfast burrito") and counts the eggs of an omelette', () => {
    expect(parsed('a breakfast burrito for lunch')).toEqual([{ quantity: 1, unit: null, size: null, food: 'breakfast burrito' }]);
    expect(parsed('breakfast: a bagel')).toEqual([{ quantity: 1, unit: null, size: null, food: 'bagel' }]);
    expect(parsed('a 3 egg cheese omelette')).toEqual([{ quantity: 3, unit: 'egg', size: null, food: 'cheese omelette' }]);
    expect(parsed('two-egg scramble')[0]).toMatchObject({ quantity: 2, unit: 'egg', food: 'scramble' });
  });

  it('reads numbers, words, fractions, mixed numbers, unicode fractions and ranges (midpoint)', () => {
    expect(parsed('1 1/2 cups of milk')[0]).toMatchObject({ quantity: 1.5, unit: 'cup', food: 'milk' });
    expect(parsed('half a cup of oatmeal')[0]).toMatchObject({ quantity: 0.5, unit: 'cup', food: 'oatmeal' });
    expect(parsed('a quarter cup of raisins')[0]).toMatchObject({ quantity: 0.25, unit: 'cup', food: 'raisins' });
    expect(parsed('½ avocado')[0]).toMatchObject({ quantity: 0.5, food: 'avocado' });
    expect(parsed('2-3 slices of bacon')[0]).toMatchObject({ quantity: 2.5, unit: 'slice', food: 'bacon' });
    expect(parsed('three or four strawberries')[0]).toMatchObject({ quantity: 3.5, food: 'strawberries' });
    expect(parsed('a couple of hard boiled eggs')[0]).toMatchObject({ quantity: 2, food: 'hard boiled eggs' });
  });

  it('reads "one and a half" as one amount and parts of one ("three quarters", "two thirds")', () => {
    expect(parsed('one and a half cups of chicken biryani')).toEqual([{ quantity: 1.5, unit: 'cup', size: null, food: 'chicken biryani' }]);
    expect(parsed('2 and a half bananas')).toEqual([{ quantity: 2.5, unit: null, size: null, food: 'bananas' }]);
    expect(parsed('three quarters of a cup of ice cream')[0]).toMatchObject({ quantity: 0.75, unit: 'cup', food: 'ice cream' });
    expect(parsed('two thirds cup of oats')[0]).toMatchObject({ quantity: 2 / 3, unit: 'cup', food: 'oats' });
    expect(parsed('three-quarters cup of rice')[0]).toMatchObject({ quantity: 0.75, unit: 'cup', food: 'rice' });
  });

  it('keeps a candy size said before its pack with the candy ("three fun size packs of skittles")', () => {
    expect(parsed('three fun size packs of skittles')[0]).toMatchObject({ quantity: 3, unit: 'packet', food: 'fun size skittles' });
  });

  it('reads the weight before "bag" or "pack" as the bag\'s weight, said before or after the food', () => {
    expect(parsed('m&ms 1.69oz bag')[0]).toMatchObject({ quantity: 1.69, unit: 'oz', food: 'm&ms' });
    expect(parsed('crisps 40g bag')[0]).toMatchObject({ quantity: 40, unit: 'g', food: 'crisps' });
  });

  it('reads the size of a container as the amount ("a 20 oz bottle of gatorade" is 20 oz; the food decides if they are fluid)', () => {
    expect(parsed('a 20 oz bottle of gatorade')[0]).toMatchObject({ quantity: 20, unit: 'oz', food: 'gatorade' });
    expect(parsed('two 12-ounce cans of coke')[0]).toMatchObject({ quantity: 24, unit: 'oz', food: 'coke' });
    expect(parsed('a 5.3 oz container of greek yogurt')[0]).toMatchObject({ quantity: 5.3, unit: 'oz', food: 'greek yogurt' });
    expect(parsed('a 500ml bottle of water')[0]).toMatchObject({ quantity: 500, unit: 'ml', food: 'water' });
    // A weight on a food, not a container, stays a weight.
    expect(parsed('a 6 oz steak')[0]).toMatchObject({ quantity: 6, unit: 'oz', food: 'steak' });
  });

  it('reads a smear, sprinkle or glug as a tablespoon and a dab as a pat, the kitchen measures for them', () => {
    expect(parsed('a bagel with a smear of cream cheese')[1]).toMatchObject({ quantity: 1, unit: 'tbsp', food: 'cream cheese' });
    expect(parsed('a sprinkle of parmesan')[0]).toMatchObject({ quantity: 1, unit: 'tbsp', food: 'parmesan' });
    expect(parsed('a glug of olive oil')[0]).toMatchObject({ quantity: 1, unit: 'tbsp', food: 'olive oil' });
    expect(parsed('a dab of butter')[0]).toMatchObject({ quantity: 1, unit: 'pat', food: 'butter' });
  });

  it('forgives a misspelt measure before "of" and a misspelt size, and keeps "cream of wheat" a food', () => {
    expect(parsed('a handfull of almonds')[0]).toMatchObject({ quantity: 1, unit: 'handful', food: 'almonds' });
    expect(parsed('a glas of milk')[0]).toMatchObject({ unit: 'glass', food: 'milk' });
    expect(parsed('a medum pear')[0]).toMatchObject({ size: 'medium', food: 'pear' });
    expect(parsed('a cup of cream of wheat')[0]).toMatchObject({ unit: 'cup', food: 'cream of wheat' });
  });

  it('reads "a quarter pounder" as one burger, and marks a food written after "with"', () => {
    expect(parseMealText('a quarter pounder with cheese').map(({ quantity, food, afterWith }) => ({ quantity, food, afterWith }))).toEqual([
      { quantity: 1, food: 'quarter pounder', afterWith: undefined },
      { quantity: null, food: 'cheese', afterWith: true },
    ]);
    expect(parsed('a quarter cup of rice')[0]).toMatchObject({ quantity: 0.25, unit: 'cup', food: 'rice' });
  });

  it('keeps fillings joined by "and" before a dish as one dish, a word between them too ("sausage and egg breakfast burrito")', () => {
    expect(parsed('a sausage and egg breakfast burrito')).toEqual([{ quantity: 1, unit: null, size: null, food: 'sausage and egg breakfast burrito' }]);
  });

  it('keeps a dish named "A and B" whole when one of its words is misspelt by a letter ("beef & brocoli 1c")', () => {
    expect(parsed('beef & brocoli 1c')).toEqual([{ quantity: 1, unit: 'cup', size: null, food: 'beef and broccoli' }]);
    expect(parsed('corn and broccoli').map((item) => item.food)).toEqual(['corn', 'broccoli']);
  });

  it('keeps a dish whose name allows more than one wording whole, as it was said ("biscuits and gravy", "biscuit & gravy")', () => {
    expect(parsed('biscuits and gravy for breakfast').map((item) => item.food)).toEqual(['biscuits and gravy']);
    expect(parsed('biscuit & gravy').map((item) => item.food)).toEqual(['biscuit and gravy']);
    expect(parsed('a cup of rice and black beans').map((item) => item.food)).toEqual(['rice and black beans']);
  });

  it('keeps fillings joined by "and" before a stew or curry as one dish ("chicken and sausage gumbo")', () => {
    expect(parsed('a bowl of chicken and sausage gumbo with rice').map(({ food }) => food)).toEqual(['chicken and sausage gumbo', 'rice']);
    expect(parsed('a cup of beef and bean chili')[0]?.food).toBe('beef and bean chili');
  });

  it('keeps fillings joined by "and" before a dish as one dish ("beef and bean burrito")', () => {
    expect(parsed('a large beef and bean burrito and a coke')).toEqual([
      { quantity: 1, unit: null, size: 'large', food: 'beef and bean burrito' },
      { quantity: 1, unit: null, size: null, food: 'coke' },
    ]);
    expect(parsed('chicken and rice')).toHaveLength(2);
    expect(parsed('a peanut butter and banana sandwich')).toEqual([{ quantity: 1, unit: null, size: null, food: 'peanut butter and banana sandwich' }]);
    expect(parsed('a cup of beef and broccoli')).toEqual([{ quantity: 1, unit: 'cup', size: null, food: 'beef and broccoli' }]);
  });

  it('reads mass, volume and household units, glued or trailing, and portion sizes', () => {
    expect(parsed('200g chicken breast')[0]).toMatchObject({ quantity: 200, unit: 'g', food: 'chicken breast' });
    expect(parsed('chicken breast 150g')[0]).toMatchObject({ quantity: 150, unit: 'g', food: 'chicken breast' });
    expect(parsed('8 oz steak')[0]).toMatchObject({ quantity: 8, unit: 'oz', food: 'steak' });
    expect(parsed('2 tbsp peanut butter')[0]).toMatchObject({ quantity: 2, unit: 'tbsp', food: 'peanut butter' });
    expect(parsed('a can of coke')[0]).toMatchObject({ quantity: 1, unit: 'can', food: 'coke' });
    expect(parsed('a bottle of beer')[0]).toMatchObject({ quantity: 1, unit: 'bottle', food: 'beer' });
    expect(parsed('a medium banana')[0]).toMatchObject({ quantity: 1, unit: null, size: 'medium', food: 'banana' });
    expect(parsed('a large latte')[0]).toMatchObject({ size: 'large', food: 'latte' });
  });

  it('reads coffee-shop sizes, lengths and where the food came from', () => {
    expect(parsed('a grande latte')[0]).toMatchObject({ size: 'medium', food: 'latte' });
    expect(parsed('a venti mocha')[0]).toMatchObject({ size: 'large', food: 'mocha' });
    // A cold venti, a "frapp" as well, is the 24 fl oz cup.
    expect(parsed('venti mocha frapp')[0]).toMatchObject({ size: 'extra large', food: 'mocha frapp' });
    // A tall is the coffee-shop small, before a coffee-shop drink only.
    expect(parsed('a tall americano')[0]).toMatchObject({ size: 'small', food: 'americano' });
    expect(parsed('starbucks tall iced vanilla latte')[0]).toMatchObject({ size: 'small', food: 'starbucks iced vanilla latte' });
    expect(parsed('a tall stack of pancakes')[0]).toMatchObject({ size: null });
    expect(parseMealText('a 6 inch turkey sub')[0]).toMatchObject({ quantity: 1, inches: 6, food: 'turkey sub' });
    expect(parseMealText('two 12-inch subs')[0]).toMatchObject({ quantity: 2, inches: 12, food: 'subs' });
    expect(parseMealText('a footlong meatball sub')[0]).toMatchObject({ inches: 12, food: 'meatball sub' });
    expect(parsed('two crunchy tacos from taco bell')[0]).toMatchObject({ quantity: 2, food: 'taco bell crunchy tacos' });
  });

  it('keeps "eggs over easy" and names with an ampersand ("m&ms") as one food', () => {
    expect(parsed('two eggs over easy and toast').map((item) => item.food)).toEqual(['eggs over easy', 'toast']);
    expect(parsed('a bag of peanut m&ms')).toEqual([{ quantity: 1, unit: 'bag', size: null, food: 'peanut m&ms' }]);
  });

  it('reads an amount said in a clause of its own as the amount of the food before it; a measure alone is no food', () => {
    expect(parsed("shepherd's pie, a big plate")).toEqual([{ quantity: 1, unit: 'plate', size: 'large', food: "shepherd's pie" }]);
    expect(parsed('rice, 2 cups')).toEqual([{ quantity: 2, unit: 'cup', size: null, food: 'rice' }]);
    expect(parsed('pad thai with chicken, 2 cups')).toEqual([
      { quantity: 2, unit: 'cup', size: null, food: 'pad thai' },
      { quantity: null, unit: null, size: null, food: 'chicken' },
    ]);
    expect(parsed('toast, 2 eggs')).toEqual([
      { quantity: null, unit: null, size: null, food: 'toast' },
      { quantity: 2, unit: null, size: null, food: 'eggs' },
    ]);
  });

  it('reads a hedged amount ("about a cup") as the amount said, even in a clause of its own', () => {
    expect(parsed('kung pao chicken, about a cup')).toEqual([{ quantity: 1, unit: 'cup', size: null, food: 'kung pao chicken' }]);
    expect(parsed('roughly 200 g rice')).toEqual([{ quantity: 200, unit: 'g', size: null, food: 'rice' }]);
  });

  it('reads "a cup and a half" and "two slices and a half" as one and a half or two and a half of the measure', () => {
    expect(parsed('a cup and a half of pad thai')).toEqual([{ quantity: 1.5, unit: 'cup', size: null, food: 'pad thai' }]);
    expect(parsed('two slices and a half of pizza')).toEqual([{ quantity: 2.5, unit: 'slice', size: null, food: 'pizza' }]);
  });

  it('drops what the eater was doing ("while watching tv") and a misspelt "for desert" from the food', () => {
    expect(parsed('half a bag of microwave popcorn while watching tv')).toEqual([{ quantity: 0.5, unit: 'bag', size: null, food: 'microwave popcorn' }]);
    expect(parsed('tiramisu for desert')).toEqual([{ quantity: null, unit: null, size: null, food: 'tiramisu' }]);
  });

  it('keeps "snack" that sizes a container ("a snack cup of applesauce", "a snack size bag") apart from the meal word', () => {
    expect(parsed('a snack cup of applesauce')).toEqual([{ quantity: 1, unit: 'container', size: null, food: 'applesauce' }]);
    expect(parsed('a snack bag of pretzels')).toEqual([{ quantity: 1, unit: 'bag', size: null, food: 'pretzels' }]);
    expect(parsed('chips for a snack')).toEqual([{ quantity: null, unit: null, size: null, food: 'chips' }]);
  });

  it('drops what the eater was doing for or where ("while cramming for finals", "while waiting at the airport")', () => {
    expect(parsed('a red bull while cramming for finals')).toEqual([{ quantity: 1, unit: null, size: null, food: 'red bull' }]);
    expect(parsed('a pretzel while waiting at the airport')).toEqual([{ quantity: 1, unit: null, size: null, food: 'pretzel' }]);
  });

  it('drops a holiday said as a time ("for thanksgiving", "at christmas") but keeps one that names a food', () => {
    expect(parsed('for thanksgiving dessert a slice of pumpkin pie')).toEqual([{ quantity: 1, unit: 'slice', size: null, food: 'pumpkin pie' }]);
    expect(parsed('two cookies at christmas')).toEqual([{ quantity: 2, unit: null, size: null, food: 'cookies' }]);
    expect(parsed('a christmas pudding')[0]?.food).toBe('christmas pudding');
  });

  it('drops a meal said with what kind of meal it was ("at the catered lunch") and a bare clock time ("3am", "at midnight")', () => {
    expect(parsed('at the catered lunch I had a brownie')).toEqual([{ quantity: 1, unit: null, size: null, food: 'brownie' }]);
    expect(parsed('for a quick breakfast a banana')).toEqual([{ quantity: 1, unit: null, size: null, food: 'banana' }]);
    expect(parsed('honey bun 3am')).toEqual([{ quantity: null, unit: null, size: null, food: 'honey bun' }]);
    expect(parsed('a bowl of cereal at midnight')).toEqual([{ quantity: 1, unit: 'bowl', size: null, food: 'cereal' }]);
  });

  it('reads chat\'s "@" as "at" ("pizza @ the dining hall", "a burrito @ chipotle")', () => {
    expect(parsed('2 slices of pizza @ the dining hall')).toEqual([{ quantity: 2, unit: 'slice', size: null, food: 'pizza' }]);
    expect(parsed('a burrito @ chipotle')[0]?.food).toBe('chipotle burrito');
  });

  it('drops where the meal was bought, what the eater thought of it and what they did around it, each said alone', () => {
    expect(parsed('dirty rice 1c, cajun place').map(({ food }) => food)).toEqual(['dirty rice']);
    expect(parsed('a honey bun, gas station').map(({ food }) => food)).toEqual(['honey bun']);
    expect(parsed('4 dolmas, prety good').map(({ food }) => food)).toEqual(['dolmas']);
    expect(parsed('we went out for korean barbecue and I had 8 ounces of short ribs').map(({ food }) => food)).toEqual(['short ribs']);
    expect(parsed('I worked a double and ate a burrito').map(({ food }) => food)).toEqual(['burrito']);
    expect(parsed('got home at midnight and ate a burrito').map(({ food }) => food)).toEqual(['burrito']);
    expect(parsed('stopped at the gas station and got a 20 ounce mountain dew')).toEqual([{ quantity: 20, unit: 'oz', size: null, food: 'mountain dew' }]);
    // Said alone, with nothing else, it stays to be asked about; a bar is a food ("candy bar").
    expect(parsed('went out for pizza').map(({ food }) => food)).toEqual(['went out for pizza']);
    expect(parsed('a candy bar, salad bar').map(({ food }) => food)).toEqual(['candy bar', 'salad bar']);
  });

  it('drops who ate the meal said alone ("same lunch as the kids", "broke college kid dinner")', () => {
    expect(parsed('2 uncrustables, same lunch as the kids').map(({ food }) => food)).toEqual(['uncrustables']);
    expect(parsed('a pack of ramen, broke college kid dinner').map(({ food }) => food)).toEqual(['ramen']);
  });

  it('reads the kind or size of a food said after it ("cookies the big ones", "a cone the waffle cone kind") as said before it', () => {
    expect(parsed('a few peanut butter cookies the big ones')).toEqual([{ quantity: 3, unit: null, size: 'large', food: 'peanut butter cookies' }]);
    expect(parsed('a vanilla ice cream cone the waffle cone kind')).toEqual([
      { quantity: 1, unit: null, size: null, food: 'waffle cone vanilla ice cream cone' },
    ]);
    expect(parsed('a burger, the big one').map(({ food }) => food)).toEqual(['burger', 'big']);
  });
  it('reads the kind said after a food read under another name ("6 donuts the glazed ones at tim hortons") before the food', () => {
    expect(parsed('6 donut holes the glazed ones at tim hortons')).toEqual([{ quantity: 6, unit: null, size: null, food: 'tim hortons glazed donut holes' }]);
  });
  it('drops where and with whom a food was eaten said between the food and a hedged amount ("pizza at the game about 2 slices")', () => {
    expect(parsed('pizza at the game about 2 slices')).toEqual([{ quantity: 2, unit: 'slice', size: null, food: 'pizza' }]);
    expect(parsed("lasagna at my aunt's house like 2 cups")).toEqual([{ quantity: 2, unit: 'cup', size: null, food: 'lasagna' }]);
  });
  it('reads how a topping went on, said after it ("40 g of cheddar melted on top"), as no part of its name', () => {
    expect(parsed('toast with 40 g of cheddar melted on top').map(({ food }) => food)).toEqual(['toast', 'cheddar']);
    expect(parsed('a pancake with a tbsp of syrup drizzled over it').map(({ food }) => food)).toEqual(['pancake', 'syrup']);
  });
  it('reads the size of each said after the food ("a can of coke the 375 ml one") as the size on the label', () => {
    expect(parsed('a can of coke the 375 ml one')).toEqual([{ quantity: 375, unit: 'ml', size: null, food: 'coke' }]);
    expect(parsed('2 bottles of water the 500ml ones')).toEqual([{ quantity: 1000, unit: 'ml', size: null, food: 'water' }]);
  });

  it('counts "another one" or "one more" said after a food as more of that food, not a food of its own', () => {
    expect(parsed('I had a pina colada at the pool and then another one')).toEqual([{ quantity: 2, unit: null, size: null, food: 'pina colada' }]);
    expect(parsed('2 beers and one more')).toEqual([{ quantity: 3, unit: null, size: null, food: 'beers' }]);
    expect(parsed('a glass of wine and another one')).toEqual([{ quantity: 2, unit: 'glass', size: null, food: 'wine' }]);
  });

  it('drops the time of day said with a meal ("as an afternoon snack", "as a late night snack", "for my morning snack")', () => {
    expect(parsed('ten butter crackers as an afternoon snack').map(({ food }) => food)).toEqual(['butter crackers']);
    expect(parsed('an apple as a late night snack').map(({ food }) => food)).toEqual(['apple']);
    expect(parsed('a protein bar as a post-workout snack').map(({ food }) => food)).toEqual(['protein bar']);
    expect(parsed('a banana for my morning snack').map(({ food }) => food)).toEqual(['banana']);
  });

  it('drops the occasion said alone ("we did taco night", "office potluck") when the foods eaten at it follow', () => {
    expect(parsed('we did taco night and i had 2 chicken tacos').map(({ food }) => food)).toEqual(['chicken tacos']);
    expect(parsed('office potluck, a plate of lasagna').map(({ food }) => food)).toEqual(['lasagna']);
    expect(parsed('pizza night').map(({ food }) => food)).toEqual(['pizza night']);
  });

  it('drops where a food was taken from ("off the roller grill", "off the dollar menu"), not how it was cooked', () => {
    expect(parsed('2 beef taquitos off the roller grill')).toEqual([{ quantity: 2, unit: null, size: null, food: 'beef taquitos' }]);
    expect(parsed('a mcchicken off the dollar menu')[0]?.food).toBe('mcchicken');
  });

  it('reads noodles said with their seasoning packet as instant noodles, the packet part of them', () => {
    expect(parsed('ramen 1 pack w/ the flavor packet')).toEqual([{ quantity: 1, unit: 'packet', size: null, food: 'instant ramen' }]);
    expect(parsed('a pack of ramen noodles with the seasoning packet')[0]?.food).toBe('instant ramen noodles');
  });

  it('drops what the eater was doing said without "while" ("2 beers watching the game")', () => {
    expect(parsed('2 beers watching the game')).toEqual([{ quantity: 2, unit: null, size: null, food: 'beers' }]);
    expect(parsed('a bag of popcorn watching a movie')).toEqual([{ quantity: 1, unit: 'bag', size: null, food: 'popcorn' }]);
  });

  it('keeps milk, cream or sugar put in a coffee or tea apart from the drink', () => {
    expect(parsed('tea with milk').map((item) => item.food)).toEqual(['tea', 'milk']);
    expect(parsed('coffee with cream').map((item) => item.food)).toEqual(['coffee', 'cream']);
  });

  it('reads an amount inside a chain\'s phrase ("mcdonalds 10 piece nuggets", "kfc 2 drumsticks") as the amount', () => {
    expect(parsed('mcdonalds 10 piece nuggets')).toEqual([{ quantity: 10, unit: 'piece', size: null, food: 'mcdonalds nuggets' }]);
    expect(parsed('kfc 2 original drumsticks')).toEqual([{ quantity: 2, unit: null, size: null, food: 'kfc original drumsticks' }]);
    expect(parseMealText('subway 6 inch turkey sub')).toEqual([expect.objectContaining({ quantity: 1, inches: 6, food: 'subway turkey sub' })]);
    expect(parsed('starbucks 16 oz latte')).toEqual([{ quantity: 16, unit: 'oz', size: null, food: 'starbucks latte' }]);
  });
  it('reads chat shorthand: "w" and "w/" for with, "n", "&" and "/" for and, "+" between foods; "a&w" stays a name', () => {
    expect(parsed('2 bagels w cream cheese')).toEqual([
      { quantity: 2, unit: null, size: null, food: 'bagels' },
      { quantity: null, unit: null, size: null, food: 'cream cheese' },
    ]);
    expect(parsed('burger n fries').map((item) => item.food)).toEqual(['burger', 'fries']);
    expect(parsed('toast & jam').map((item) => item.food)).toEqual(['toast', 'jam']);
    expect(parsed('salad/soup').map((item) => item.food)).toEqual(['salad', 'soup']);
    expect(parsed('mac n cheese')).toEqual([{ quantity: null, unit: null, size: null, food: 'mac and cheese' }]);
    expect(parsed('an a&w root beer')).toEqual([{ quantity: 1, unit: null, size: null, food: 'a&w root beer' }]);
  });

  it('reads an amount said after the food, with a measure or as a bare count, hedged or not, and "x3" or "3x"', () => {
    expect(parsed('lasagna about a cup and a half')).toEqual([{ quantity: 1.5, unit: 'cup', size: null, food: 'lasagna' }]);
    expect(parsed('cottage cheese ¾ cup')).toEqual([{ quantity: 0.75, unit: 'cup', size: null, food: 'cottage cheese' }]);
    expect(parsed('sirloin 10oz')).toEqual([{ quantity: 10, unit: 'oz', size: null, food: 'sirloin' }]);
    expect(parsed('fish fillet 6 oz')).toEqual([{ quantity: 6, unit: 'oz', size: null, food: 'fish' }]);
    expect(parsed('chicken nuggets around 12 pieces')).toEqual([{ quantity: 12, unit: 'piece', size: null, food: 'chicken nuggets' }]);
    expect(parsed('meatballs 4')).toEqual([{ quantity: 4, unit: null, size: null, food: 'meatballs' }]);
    expect(parsed('pierogies x3')).toEqual([{ quantity: 3, unit: null, size: null, food: 'pierogies' }]);
    expect(parsed('2x espresso')).toEqual([{ quantity: 2, unit: null, size: null, food: 'espresso' }]);
    expect(parsed('vitamin a gummy')[0]).toMatchObject({ quantity: null, food: 'vitamin a gummy' });
    expect(parsed('about half a cup of oats')).toEqual([{ quantity: 0.5, unit: 'cup', size: null, food: 'oats' }]);
    expect(parsed('2 pork chops about 300 grams')).toEqual([{ quantity: 300, unit: 'g', size: null, food: 'pork chops' }]);
    expect(parsed('a big bowl of pho 600ml')[0]).toMatchObject({ quantity: 600, unit: 'ml', food: 'pho' });
    expect(parsed('glass of orange juice 300 ml')[0]).toMatchObject({ quantity: 300, unit: 'ml', food: 'orange juice' });
    expect(parsed('.5 cup quinoa')[0]).toMatchObject({ quantity: 0.5, unit: 'cup', food: 'quinoa' });
  });

  it('reads units glued to the number, abbreviation dots and "pc"/"pcs"', () => {
    expect(parsed('500ml water')[0]).toMatchObject({ quantity: 500, unit: 'ml', food: 'water' });
    expect(parsed('1.5cups quinoa')[0]).toMatchObject({ quantity: 1.5, unit: 'cup', food: 'quinoa' });
    expect(parsed('4 oz. salmon and rice').map((item) => item.food)).toEqual(['salmon', 'rice']);
    expect(parsed('6pcs sushi')[0]).toMatchObject({ quantity: 6, unit: 'piece', food: 'sushi' });
  });

  it('drops what dictation and chat add ("uh", "um", "like", "you know", "lol") and reads "too" before a food as two', () => {
    expect(parsed('um I had uh like three pancakes and then you know some bacon')).toEqual([
      { quantity: 3, unit: null, size: null, food: 'pancakes' },
      { quantity: null, unit: null, size: null, food: 'bacon' },
    ]);
    expect(parsed('ate too hard boiled eggs lol')).toEqual([{ quantity: 2, unit: null, size: null, food: 'hard boiled eggs' }]);
    expect(parsed('had too much pasta')[0]).toMatchObject({ quantity: null });
    expect(parsed('i think i had like half a bagel, thanks')).toEqual([{ quantity: 0.5, unit: null, size: null, food: 'bagel' }]);
    expect(parsed("i'd like to log just a peach pls")).toEqual([{ quantity: 1, unit: null, size: null, food: 'peach' }]);
    expect(parsed('i would like to add only a kiwi')).toEqual([{ quantity: 1, unit: null, size: null, food: 'kiwi' }]);
  });

  it('reads who ate and when before the foods ("i also had", "then we grabbed", "i\'ve had") and splits on "then"', () => {
    expect(parsed("i've had a yogurt")).toEqual([{ quantity: 1, unit: null, size: null, food: 'yogurt' }]);
    expect(parsed('oatmeal then i also had a pear').map((item) => item.food)).toEqual(['oatmeal', 'pear']);
    expect(parsed('then we grabbed 2 slices of pizza')).toEqual([{ quantity: 2, unit: 'slice', size: null, food: 'pizza' }]);
  });

  it('reads a whole day in one line, meals named with a dash, a colon or "bfast"', () => {
    expect(parsed('bfast was oatmeal, lunch - a tuna wrap and for dinner chili w cornbread').map((item) => item.food)).toEqual([
      'oatmeal',
      'tuna wrap',
      'chili',
      'cornbread',
    ]);
    expect(parsed('rice - 2 cups')).toEqual([{ quantity: 2, unit: 'cup', size: null, food: 'rice' }]);
    expect(parsed('2 - 3 cookies')[0]).toMatchObject({ quantity: 2.5, food: 'cookies' });
    expect(parsed('pizza at 7, around 12 wings at 9pm').map(({ quantity, food }) => [quantity, food])).toEqual([
      [null, 'pizza'],
      [12, 'wings'],
    ]);
  });

  it('reads numbers said in words: tens and ones, hundreds, dozens, "another"', () => {
    expect(parsed('thirty two grapes')[0]).toMatchObject({ quantity: 32, food: 'grapes' });
    expect(parsed('a hundred and fifty grams of tofu')[0]).toMatchObject({ quantity: 150, unit: 'g', food: 'tofu' });
    expect(parsed('two hundred ml of milk')[0]).toMatchObject({ quantity: 200, unit: 'ml', food: 'milk' });
    expect(parsed('half a dozen oysters')[0]).toMatchObject({ quantity: 6, food: 'oysters' });
    expect(parsed('two dozen mussels')[0]).toMatchObject({ quantity: 24, food: 'mussels' });
    expect(parsed('another beer')[0]).toMatchObject({ quantity: 1, food: 'beer' });
  });

  it('reads a size after a brand ("peets large cold brew") and a footlong anywhere, but "big" in a name is the name', () => {
    expect(parsed('peets large cold brew')[0]).toMatchObject({ size: 'large', food: 'peets cold brew' });
    expect(parsed('lg fries')[0]).toMatchObject({ size: 'large', food: 'fries' });
    expect(parseMealText('jersey mikes footlong italian')[0]).toMatchObject({ inches: 12, food: 'jersey mikes italian' });
    expect(parsed('burger king big fish')[0]).toMatchObject({ size: null, food: 'burger king big fish' });
  });

  it('splits dictation without commas where a count word follows a food ("two eggs three slices of bacon")', () => {
    expect(parsed('i had two waffles three sausage links and a latte')).toEqual([
      { quantity: 2, unit: null, size: null, food: 'waffles' },
      { quantity: 3, unit: null, size: null, food: 'sausage links' },
      { quantity: 1, unit: null, size: null, food: 'latte' },
    ]);
    expect(parsed('two or three crackers')).toEqual([{ quantity: 2.5, unit: null, size: null, food: 'crackers' }]);
    expect(parsed('2 pancakes 4 strips of bacon').map(({ quantity, unit, food }) => [quantity, unit, food])).toEqual([
      [2, null, 'pancakes'],
      [4, 'strip', 'bacon'],
    ]);
    expect(parsed('wendys 10 piece nuggets')).toHaveLength(1);
    expect(parsed('oh and i snacked on some pretzels').map((item) => item.food)).toEqual(['pretzels']);
  });

  it('gives an amount at the end of a "with" part to the dish when the dish has none, else to the food after "with"', () => {
    expect(parsed('chili with beans about two cups')).toEqual([
      { quantity: 2, unit: 'cup', size: null, food: 'chili' },
      { quantity: null, unit: null, size: null, food: 'beans' },
    ]);
    expect(parsed('skyr 150g w muesli 40g')).toEqual([
      { quantity: 150, unit: 'g', size: null, food: 'skyr' },
      { quantity: 40, unit: 'g', size: null, food: 'muesli' },
    ]);
    expect(parsed('cake for two')).toEqual([{ quantity: null, unit: null, size: null, food: 'cake for two' }]);
  });

  it('reads a size said last ("mocha venti", "onion rings large") but not how a steak or an egg was cooked', () => {
    expect(parsed('mocha venti')).toEqual([{ quantity: 1, unit: null, size: 'large', food: 'mocha' }]);
    expect(parsed('onion rings large')).toEqual([{ quantity: 1, unit: null, size: 'large', food: 'onion rings' }]);
    expect(parsed('ribeye medium rare')[0]).toMatchObject({ size: null, food: 'ribeye medium rare' });
    expect(parsed('eggs over medium')[0]).toMatchObject({ size: null, food: 'eggs over medium' });
    expect(parsed('a lil bit of gravy')).toEqual([{ quantity: 0.5, unit: 'serving', size: null, food: 'gravy' }]);
  });

  it('drops a lead-in said as a clause of its own and how full a measure was ("a heaping tablespoon of")', () => {
    expect(parsed('then for lunch i had, uh, a gyro').map((item) => item.food)).toEqual(['gyro']);
    expect(parsed('a heaping tablespoon of nutella')).toEqual([{ quantity: 1, unit: 'tbsp', size: null, food: 'nutella' }]);
    expect(parsed('an entire bag of pretzels')).toEqual([{ quantity: 1, unit: 'bag', size: null, food: 'pretzels' }]);
    expect(parsed('a glass of whole milk')).toEqual([{ quantity: 1, unit: 'glass', size: null, food: 'whole milk' }]);
    expect(parsed('a generous helping of stew')).toEqual([{ quantity: 1, unit: 'serving', size: 'large', food: 'stew' }]);
  });

  it('keeps "corn on the cob" one food and drops "on the side"', () => {
    expect(parsed('2 ears of corn on the cob').map((item) => item.food)).toHaveLength(1);
    expect(parsed('a burger with fries on the side').map((item) => item.food)).toEqual(['burger', 'fries']);
  });

  it('reads "a side of" as the usual helping and "a bit of" as half of it', () => {
    expect(parsed('a side of mac and cheese')).toEqual([{ quantity: 1, unit: 'serving', size: null, food: 'mac and cheese' }]);
    expect(parsed('a bit of gravy')).toEqual([{ quantity: 0.5, unit: 'serving', size: null, food: 'gravy' }]);
    expect(parsed('a little bit of chicken curry')).toEqual([{ quantity: 0.5, unit: 'serving', size: null, food: 'chicken curry' }]);
  });

  it('ends a food where a meal or time is named between foods, and where an article follows a food in dictation', () => {
    const foods = (text: string) => parsed(text).map((item) => item.food);
    expect(foods('today oatmeal for breakfast a turkey sandwich for lunch and shepherds pie for dinner')).toEqual([
      'oatmeal',
      'turkey sandwich',
      'shepherds pie',
    ]);
    expect(foods('so far today a banana, a cup of cottage cheese')).toEqual(['banana', 'cottage cheese']);
    expect(foods('for the whole day put down a bowl of grits a sloppy joe')).toEqual(['grits', 'sloppy joe']);
    expect(foods('apple pie a la mode')).toEqual(['apple pie a la mode']);
    expect(foods('three quarters of a cup of granola')).toEqual(['granola']);
    expect(parsed('paella for dinner about a cup and a half')).toEqual([{ quantity: 1.5, unit: 'cup', size: null, food: 'paella' }]);
  });

  it('drops when, where and with whom it was eaten, said after the food', () => {
    const foods = (text: string) => parsed(text).map((item) => item.food);
    expect(foods('chamomile tea before bed with two teaspoons of honey')).toEqual(['chamomile tea', 'honey']);
    expect(foods('a glass of chocolate milk after my run')).toEqual(['chocolate milk']);
    expect(foods('a plate of jambalaya my roommate made')).toEqual(['jambalaya']);
    expect(foods('salisbury steak with gravy from last night')).toEqual(['salisbury steak', 'gravy']);
    expect(foods('a 52g snickers from the vending machine')).toEqual(['snickers']);
    expect(foods('crunchy tacos from taco bell')).toEqual(['taco bell crunchy tacos']);
    expect(foods('a pint of hard cider with friends')).toEqual(['hard cider']);
    expect(foods('a cup of corned beef hash and a fried egg on top')).toEqual(['corned beef hash', 'fried egg']);
  });

  it('reads a measure said last ("focaccia slice", "chips small bag") but not one that ends a name ("granola bar")', () => {
    expect(parsed('focaccia slice')).toEqual([{ quantity: 1, unit: 'slice', size: null, food: 'focaccia' }]);
    expect(parsed('cheez-its small bag')).toEqual([{ quantity: 1, unit: 'bag', size: 'small', food: 'cheez-its' }]);
    expect(parsed('a granola bar')).toEqual([{ quantity: 1, unit: null, size: null, food: 'granola bar' }]);
    expect(parsed('three fun size packs of skittles')).toEqual([{ quantity: 3, unit: 'packet', size: null, food: 'fun size skittles' }]);
  });

  it('reads a bowl said last with its size as the measure ("pho tai lg bowl"), but a bowl alone as part of the name', () => {
    expect(parsed('pho tai lg bowl')).toEqual([{ quantity: 1, unit: 'bowl', size: 'large', food: 'pho tai' }]);
    expect(parsed('chicken poke bowl')).toEqual([{ quantity: null, unit: null, size: null, food: 'chicken poke bowl' }]);
  });

  it('reads counts said after the food: "x10" before a size, "x2" before a place, "two of them"', () => {
    expect(parsed('frozen margs x2 at happy hour')).toEqual([{ quantity: 2, unit: null, size: null, food: 'frozen margs' }]);
    expect(parsed('boiled shrimp x10 large')).toEqual([{ quantity: 10, unit: null, size: 'large', food: 'boiled shrimp' }]);
    expect(parsed('eggs benedict two of them')).toEqual([{ quantity: 2, unit: null, size: null, food: 'eggs benedict' }]);
  });

  it('reads a weight written on a bag, pack or serving as the weight of the food in it', () => {
    expect(parsed('a 50 gram bag of chips')).toEqual([{ quantity: 50, unit: 'g', size: null, food: 'chips' }]);
    expect(parsed('a 30 gram serving of cheez its')).toEqual([{ quantity: 30, unit: 'g', size: null, food: 'cheez its' }]);
  });

  it('writes a spoken milk fat as the label does, and reads a glued "6in" as a length', () => {
    expect(parsed('a cup of two percent milk')).toEqual([{ quantity: 1, unit: 'cup', size: null, food: '2% milk' }]);
    expect(parseMealText('subway 6in meatball marinara')[0]).toMatchObject({ quantity: 1, inches: 6 });
  });

  it('reads "w/" as "with"', () => {
    expect(parsed('an apple w/ 1 tbsp peanut butter').map((item) => item.food)).toEqual(['apple', 'peanut butter']);
  });

  it('reads a fish named before its cut (fillet, filet, steak, loin) as that fish counted in fillets, keeping a weight said', () => {
    expect(parsed('a salmon fillet')).toEqual([{ quantity: 1, unit: 'fillet', size: null, food: 'salmon' }]);
    expect(parsed('2 tuna steaks')).toEqual([{ quantity: 2, unit: 'fillet', size: null, food: 'tuna' }]);
    expect(parsed('grilled cod loin')).toEqual([{ quantity: 1, unit: 'fillet', size: null, food: 'grilled cod' }]);
    expect(parsed('6 oz salmon fillet')).toEqual([{ quantity: 6, unit: 'oz', size: null, food: 'salmon' }]);
    expect(parsed('a pork loin')).toEqual([{ quantity: 1, unit: null, size: null, food: 'pork loin' }]);
  });

  it('reads "filet mignon" as the name of a steak, not a fillet of "mignon"', () => {
    expect(parsed('a filet mignon')).toEqual([{ quantity: 1, unit: null, size: null, food: 'filet mignon' }]);
    expect(parsed('a filet of sole')).toEqual([{ quantity: 1, unit: 'fillet', size: null, food: 'sole' }]);
  });

  it('writes out the shorthand of chat before cutting the sentence, so a dish typed in shorthand stays whole', () => {
    expect(parsed('mac n chz 1.5c')).toEqual([{ quantity: 1.5, unit: 'cup', size: null, food: 'mac and cheese' }]);
    expect(parsed('teriyaki chkn w/ brwn rice').map((item) => item.food)).toEqual(['teriyaki chicken', 'brown rice']);
    expect(parseMealText('bk dbl whopper w/o cheese')).toEqual([
      expect.objectContaining({ quantity: null, unit: null, size: null, food: 'burger king double whopper', leftOut: ['cheese'] }),
    ]);
    expect(parsed('md choc shake')).toEqual([{ quantity: null, unit: null, size: 'medium', food: 'chocolate shake' }]);
    expect(parsed('tbell steak soft taco x2')).toEqual([{ quantity: 2, unit: null, size: null, food: 'taco bell steak soft taco' }]);
    expect(parsed('mcd dbl qtr pounder')[0]!.food).toBe('mcdonalds double quarter pounder');
    expect(parsed('2 bfast tacos')[0]!.food).toBe('breakfast tacos');
    expect(parsed('a brekkie wrap')[0]!.food).toBe('breakfast wrap');
  });

  it('reads the size of a can or bottle said after the drink as the amount ("monster 16oz can")', () => {
    expect(parsed('monster 16oz can')).toEqual([{ quantity: 16, unit: 'oz', size: null, food: 'monster' }]);
    expect(parsed('coke 20 oz bottle')).toEqual([{ quantity: 20, unit: 'oz', size: null, food: 'coke' }]);
  });

  it('reads "straw" and "van" as flavours only before a sweet', () => {
    expect(parsed('a straw shake')[0]!.food).toBe('strawberry shake');
    expect(parsed('a coke with a straw').map((item) => item.food)).toEqual(['coke', 'straw']);
  });

  it('reads a whole number and a quarter, a third or three quarters as one amount, but not a food before "and a quarter cup"', () => {
    expect(parsed('one and a quarter cups of oatmeal')).toEqual([{ quantity: 1.25, unit: 'cup', size: null, food: 'oatmeal' }]);
    expect(parsed('two and three quarters cups of milk')).toEqual([{ quantity: 2.75, unit: 'cup', size: null, food: 'milk' }]);
    expect(parsed('a cup and a quarter of rice')).toEqual([{ quantity: 1.25, unit: 'cup', size: null, food: 'rice' }]);
    expect(parsed('a pita and a quarter cup of hummus')).toEqual([
      { quantity: 1, unit: null, size: null, food: 'pita' },
      { quantity: 0.25, unit: 'cup', size: null, food: 'hummus' },
    ]);
    expect(parsed('2 eggs and a half cup of milk')).toEqual([
      { quantity: 2, unit: null, size: null, food: 'eggs' },
      { quantity: 0.5, unit: 'cup', size: null, food: 'milk' },
    ]);
  });

  it('drops times of day and what the eater was doing, keeping the bread a sandwich was on before a time', () => {
    expect(parsed('oatmeal in the morning, a tuna sandwich on wheat at lunch, soup late at night').map((item) => item.food)).toEqual([
      'oatmeal',
      'tuna sandwich on wheat',
      'soup',
    ]);
    expect(parsed('about 750 ml of gatorade during my run')).toEqual([{ quantity: 750, unit: 'ml', size: null, food: 'gatorade' }]);
  });

  it('reads a place named without an article as the chain the food came from, wherever it is said', () => {
    expect(parsed('a burrito bowl at chipotle')).toEqual([{ quantity: 1, unit: null, size: null, food: 'chipotle burrito bowl' }]);
    expect(parsed('cheese quesadilla at on the border')).toEqual([{ quantity: null, unit: null, size: null, food: 'on border cheese quesadilla' }]);
    expect(parsed('at dennys i had the top sirloin steak').map((item) => item.food)).toEqual(['dennys top sirloin steak']);
    expect(parsed('at the mall i had a pretzel').map((item) => item.food)).toEqual(['pretzel']);
    expect(parsed('a sandwich at work').map((item) => item.food)).toEqual(['sandwich']);
  });

  it('reads the same places as no chain whether said before or after the food ("at uni we had pizza", "pizza at uni")', () => {
    for (const place of ['uni', 'gym', 'practice', 'camp', 'the game', 'jakes place', 'a birthday party']) {
      expect(parsed(`at ${place} we had pizza`).map((item) => item.food)).toEqual(['pizza']);
      expect(parsed(`pizza at ${place}`).map((item) => item.food)).toEqual(['pizza']);
    }
  });

  it('reads a food split or shared with someone as half of it, and keeps split peas', () => {
    expect(parsed('split a bottle of red wine with my wife')).toEqual([{ quantity: 0.5, unit: 'bottle', size: null, food: 'red wine' }]);
    expect(parsed('we shared an order of fries')).toEqual([{ quantity: 0.5, unit: 'order', size: null, food: 'fries' }]);
    expect(parsed('split pea soup').map((item) => item.food)).toEqual(['split pea soup']);
  });

  it('reads the half said again after a shared food ("so half a bottle for me") as no food of its own', () => {
    expect(parsed('me and my sister split a bottle of white wine so half a bottle for me')).toEqual([
      { quantity: 0.5, unit: 'bottle', size: null, food: 'white wine' },
    ]);
    expect(parsed('we split a pizza, so half for me')).toEqual([{ quantity: 0.5, unit: null, size: null, food: 'pizza' }]);
  });

  it('reads a count inside a serving as the amount, and what was eaten of a whole thing ordered as its amount', () => {
    expect(parsed('a short stack of three pancakes')).toEqual([{ quantity: 3, unit: null, size: null, food: 'pancakes' }]);
    expect(parsed('an order of 10 wings')).toEqual([{ quantity: 10, unit: null, size: null, food: 'wings' }]);
    expect(parsed('we got a large pepperoni pizza and i had 2 slices')).toEqual([{ quantity: 2, unit: 'slice', size: 'large', food: 'pepperoni pizza' }]);
  });

  it('reads a counted food whose name holds pattern characters as typed, without failing ("2 a[b, a c")', () => {
    expect(parsed('2 a[b, a c').map(({ quantity, food }) => [quantity, food])).toEqual([
      [2, 'a[b'],
      [1, 'c'],
    ]);
  });

  it('reads a count of a kind followed by the ones it was ("2 beers, a blue moon and a sam adams") as those ones only', () => {
    expect(parsed('2 beers, a blue moon and a sam adams').map(({ quantity, food }) => [quantity, food])).toEqual([
      [1, 'blue moon'],
      [1, 'sam adams'],
    ]);
    expect(parsed('3 beers, a corona and two modelos').map(({ quantity, food }) => [quantity, food])).toEqual([
      [1, 'corona'],
      [2, 'modelos'],
    ]);
    // Fewer named than counted: the count holds.
    expect(parsed('3 beers and a corona').map(({ quantity, food }) => [quantity, food])).toEqual([
      [3, 'beers'],
      [1, 'corona'],
    ]);
  });

  it('reads instant noodles sold in their cup ("cup noodles chicken flavor") as the noodle cup, not a cup measure', () => {
    expect(parsed('cup noodles chicken flavor, the whole cup')).toEqual([{ quantity: 1, unit: null, size: null, food: 'ramen noodle cup' }]);
    expect(parsed('a cup o noodles')).toEqual([{ quantity: 1, unit: null, size: null, food: 'ramen noodle cup' }]);
    expect(parsed('a cup of noodles')).toEqual([{ quantity: 1, unit: 'cup', size: null, food: 'noodles' }]);
  });

  it('reads "the whole bag" as all of the food before, and "the whole bowl" as one bowl of it', () => {
    expect(parsed('chips, the whole bag')).toEqual([{ quantity: 1, unit: null, size: null, food: 'chips' }]);
    expect(parsed('pho, the whole bowl')).toEqual([{ quantity: 1, unit: 'bowl', size: null, food: 'pho' }]);
  });

  it('reads the pieces counted in one dish or box ("an 8-piece spicy tuna roll", "8ct nuggets") as the amount', () => {
    expect(parsed('an 8-piece spicy tuna roll')).toEqual([{ quantity: 8, unit: 'piece', size: null, food: 'spicy tuna roll' }]);
    expect(parsed('a 10 count box of nuggets')).toEqual([{ quantity: 10, unit: 'piece', size: null, food: 'nuggets' }]);
    expect(parsed('8ct nuggets')).toEqual([{ quantity: 8, unit: 'piece', size: null, food: 'nuggets' }]);
    expect(parsed('chick fil a 12ct nuggets')).toEqual([{ quantity: 12, unit: 'piece', size: null, food: 'chick fil a nuggets' }]);
  });

  it('reads an amount of "it" or a part said after a food shared or bought whole as what was eaten of that food', () => {
    expect(parsed('a footlong meatball sub and ate half of it')).toEqual([{ quantity: 0.5, unit: null, size: null, food: 'meatball sub' }]);
    expect(parsed('lasagna and I had a cup and a half of that')).toEqual([{ quantity: 1.5, unit: 'cup', size: null, food: 'lasagna' }]);
    expect(parsed('my wife and i split a frozen pizza and i had three slices')).toEqual([{ quantity: 3, unit: 'slice', size: null, food: 'frozen pizza' }]);
  });

  it('drops who made a dish and when it was from, keeping what it was made with and an aside saying which one it was', () => {
    expect(parseMealText('the beef stir fry i made with soy sauce')).toMatchObject([{ food: 'beef stir fry' }, { food: 'soy sauce', afterWith: true }]);
    expect(parseMealText('the curry we had with rice')).toMatchObject([{ food: 'curry' }, { food: 'rice', afterWith: true }]);
    expect(parseMealText('the stew my mom made with dumplings')).toMatchObject([{ food: 'stew' }, { food: 'dumplings', afterWith: true }]);
    expect(parsed('leftover chili').map((item) => item.food)).toEqual(['homemade chili']);
    expect(parsed('leftovers').map((item) => item.food)).toEqual(['leftovers']);
    expect(parsed('the chili we cooked, a coke').map((item) => item.food)).toEqual(['chili', 'coke']);
    expect(parsed('i made a sandwich').map((item) => item.food)).toEqual(['sandwich']);
    expect(parsed('two pasteles from christmas')).toEqual([{ quantity: 2, unit: null, size: null, food: 'pasteles' }]);
    expect(parseMealText('a piece of lasagna, the one with meat sauce')).toMatchObject([
      { quantity: 1, unit: 'piece', food: 'lasagna' },
      { food: 'meat sauce', afterWith: true },
    ]);
  });

  it('reads a length said in words as inches, not a count', () => {
    expect(parseMealText('six inch chicken teriyaki at subway')).toMatchObject([{ quantity: null, inches: 6, food: 'subway chicken teriyaki' }]);
  });

  it('splits foods run together by "some" or an article before a number, after a "put" lead-in', () => {
    expect(parsed('a bowl of miso soup some edamame').map((item) => item.food)).toEqual(['miso soup', 'edamame']);
    expect(parsed('i ate some chips').map((item) => item.food)).toEqual(['chips']);
    expect(parsed('for the whole day put two boiled eggs an apple a six inch turkey sub').map((item) => item.food)).toEqual([
      'boiled eggs',
      'apple',
      'turkey sub',
    ]);
  });

  it("keeps tortillas a taco is on with the taco, and reads a count of pieces said in words inside a chain's name", () => {
    expect(parsed('three beef tacos on corn tortillas')).toEqual([{ quantity: 3, unit: null, size: null, food: 'beef tacos on corn tortillas' }]);
    expect(parsed('chick fil a four piece strips')).toEqual([{ quantity: 4, unit: 'piece', size: null, food: 'chick fil a strips' }]);
  });

  it('counts what goes in each of several drinks once per drink, but not per ounce', () => {
    expect(parsed('two cups of tea with a splash of milk and one sugar in each')).toEqual([
      { quantity: 2, unit: 'cup', size: null, food: 'tea' },
      { quantity: 2, unit: 'splash', size: null, food: 'milk' },
      { quantity: 2, unit: null, size: null, food: 'sugar' },
    ]);
    expect(parsed('16 oz coffee with one sugar in each')[1]).toMatchObject({ quantity: 1, food: 'sugar' });
  });

  it('reads what went on each of several foods as added to each, not as a food it went on', () => {
    expect(parsed('two frozen waffles with a tablespoon of peanut butter on each')).toEqual([
      { quantity: 2, unit: null, size: null, food: 'frozen waffles' },
      { quantity: 2, unit: 'tbsp', size: null, food: 'peanut butter' },
    ]);
    expect(parsed('2 tacos with hot sauce on both').map((item) => item.food)).toEqual(['tacos', 'hot sauce']);
    expect(parsed('peanut butter on toast').map((item) => item.food)).toEqual(['peanut butter', 'toast']);
  });

  it('reads a spirit and its mixer as one drink, and a combo meal as its main item', () => {
    expect(parsed('whiskey n soda x2')).toEqual([{ quantity: 2, unit: null, size: null, food: 'whiskey and soda' }]);
    expect(parsed('gin and tonic and chips').map((item) => item.food)).toEqual(['gin and tonic', 'chips']);
    expect(parsed('bigmac meal w lg fries').map((item) => item.food)).toEqual(['bigmac', 'fries']);
    expect(parsed('a whopper value meal').map((item) => item.food)).toEqual(['whopper']);
    expect(parsed('a happy meal').map((item) => item.food)).toEqual(['happy meal']);
    expect(parsed('a cup of corn meal').map((item) => item.food)).toEqual(['corn meal']);
  });

  it('reads a dish named before a colon and two foods or more as the name of those foods, not one more food', () => {
    expect(parsed('shrimp and grits: a cup of cheese grits with 6 large shrimp').map((item) => item.food)).toEqual(['cheese grits', 'shrimp']);
    expect(parsed('a protein shake: 1 scoop whey w/ 12oz almond milk').map((item) => item.food)).toEqual(['whey', 'almond milk']);
    expect(parsed('coffee: 2 cups')).toEqual([{ quantity: 2, unit: 'cup', size: null, food: 'coffee' }]);
    expect(parsed('2 tacos: one chicken, one beef').map((item) => item.food)).toEqual(['tacos', 'chicken', 'beef']);
  });

  it('drops a lead-in saying how the meal came when foods follow it', () => {
    expect(parsed('ethiopian takeout, a whole injera').map((item) => item.food)).toEqual(['whole injera']);
    expect(parsed('we got indian food and i had 5 pakoras').map((item) => item.food)).toEqual(['pakoras']);
    expect(parsed('thai food, a cup of pad thai').map((item) => item.food)).toEqual(['pad thai']);
  });
});

describe('meal and day from the sentence', () => {
  it('uses the meal the text names, else the client time (5–10 breakfast, 11–15 lunch, 16–21 dinner, else snack)', () => {
    expect(mealTypeFor('eggs for breakfast', '20:00')).toBe(MealType.breakfast);
    expect(mealTypeFor('had supper', '08:00')).toBe(MealType.dinner);
    expect(mealTypeFor('a banana', '05:00')).toBe(MealType.breakfast);
    expect(mealTypeFor('a banana', '10:59')).toBe(MealType.breakfast);
    expect(mealTypeFor('a banana', '11:00')).toBe(MealType.lunch);
    expect(mealTypeFor('a banana', '16:00')).toBe(MealType.dinner);
    expect(mealTypeFor('a banana', '21:59')).toBe(MealType.dinner);
    expect(mealTypeFor('a banana', '22:00')).toBe(MealType.snack);
    expect(mealTypeFor('a banana', null)).toBe(MealType.snack);
  });

  it('reads yesterday, the day before yesterday and weekdays relative to the client date', () => {
    const monday = '2026-11-23';
    expect(dateNamedIn('a banana yesterday', monday)).toBe('2026-11-22');
    expect(dateNamedIn('the day before yesterday', monday)).toBe('2026-11-21');
    expect(dateNamedIn('pizza on friday', monday)).toBe('2026-11-20');
    expect(dateNamedIn('pizza on monday', monday)).toBe(monday);
    expect(dateNamedIn('pizza last monday', monday)).toBe('2026-11-16');
    expect(dateNamedIn('a banana', monday)).toBeNull();
  });
});
