import { describe, expect, it } from '@jest/globals';
import { parseMealText } from '../mealText/parseMealText.js';

const foods = (text: string) => parseMealText(text).map((item) => item.food);

describe('reading what a meal sentence says around its foods', () => {
  it('drops when a food was eaten around exercise, but keeps the supplement named "pre workout"', () => {
    expect(foods('clif bar + a banana pre workout')).toEqual(['clif bar', 'banana']);
    expect(foods('chocolate milk post-run')).toEqual(['chocolate milk']);
    expect(foods('a scoop of pre workout')).toEqual(['pre workout']);
  });

  it('drops a clause of pronouns, everyday verbs and opinions said beside the foods ("made it myself", "loved it")', () => {
    expect(foods('egg and cheese sandwich on wheat toast, made it myself')).toEqual(['egg and cheese sandwich', 'wheat toast']);
    expect(foods('pad thai and a thai iced tea, really loved it')).toEqual(['pad thai', 'thai iced tea']);
    expect(foods('a bowl of chili, made from scratch')).toEqual(['chili']);
  });

  it('starts the food after the eater in a run-on sentence that first says when, where or why, but keeps "the burrito i got"', () => {
    expect(foods('on my 3 a.m. break on the night shift i microwaved a ham and cheese hot pocket')).toEqual(['ham and cheese hot pocket']);
    expect(foods('while the baby napped i made a packet of instant oatmeal')).toEqual(['instant oatmeal']);
    expect(foods('i was up with the baby at like 4 so i ate 2 eggo waffles')).toEqual(['eggo waffles']);
    expect(foods('the burrito i got from chipotle')).toEqual(['chipotle burrito i got']);
  });

  it('reads an amount the eater had, said alone after the clause that named what someone made or ordered, as an amount of that dish', () => {
    expect(parseMealText('my husband cooked beef stew because i was cold i had a bowl')).toMatchObject([{ quantity: 1, unit: 'bowl', food: 'beef stew' }]);
    expect(parseMealText('my roommate ordered pad thai so i had 2 cups')).toMatchObject([{ quantity: 2, unit: 'cup', food: 'pad thai' }]);
    expect(foods('while the baby napped i made a packet of instant oatmeal')).toEqual(['instant oatmeal']);
  });

  it('reads a size abbreviated in chat after the chain\'s name as the size ("wendys sm frosty")', () => {
    expect(parseMealText('wendys sm frosty')).toMatchObject([{ size: 'small', food: 'wendys frosty' }]);
    expect(parseMealText('mcdonalds lg fries')).toMatchObject([{ size: 'large', food: 'mcdonalds fries' }]);
  });

  it('gives the amount said "of each" to every food just named without one', () => {
    expect(parseMealText('broccoli and cauliflower, a cup of each')).toMatchObject([
      { quantity: 1, unit: 'cup', food: 'broccoli' },
      { quantity: 1, unit: 'cup', food: 'cauliflower' },
    ]);
    expect(parseMealText('2 eggs and toast, a slice of each')).toMatchObject([
      { quantity: 2, food: 'eggs' },
      { quantity: 1, unit: 'slice', food: 'toast' },
    ]);
  });

  it('reads how an add-in went on ("drizzled with", "tossed in", "smothered in") as "with", not as a food', () => {
    expect(foods('roasted broccoli, drizzled with a tablespoon of olive oil')).toEqual(['roasted broccoli', 'olive oil']);
    expect(foods('fries smothered in gravy')).toEqual(['fries', 'gravy']);
  });

  it('keeps the bread a sandwich is on with the sandwich when "bread" is said, but not after a spread', () => {
    expect(foods('tuna salad sandwich on wheat bread')).toEqual(['tuna salad sandwich on wheat']);
    expect(foods('peanut butter on wheat bread')).toEqual(['peanut butter', 'wheat bread']);
  });

  it('reads a bird said with no amount, then the pieces eaten of it, as those pieces cooked that way', () => {
    expect(parseMealText('fried chicken, 2 drumsticks, with mac and cheese')).toMatchObject([
      { quantity: 2, food: 'fried chicken drumsticks' },
      { food: 'mac and cheese' },
    ]);
    expect(foods('popeyes mild chicken, a breast and a thigh')).toEqual(['popeyes mild chicken breast', 'popeyes mild chicken thigh']);
    expect(foods('a chicken breast and 2 wings')).toEqual(['chicken breast', 'wings']);
  });

  it('reads a food or drink emoji as its name where no word names the food, and drops every other pictograph', () => {
    expect(foods('2 glasses red 🍷')).toEqual(['red wine']);
    expect(foods('🍕 x2')).toEqual(['pizza']);
    expect(foods('2 🌮 + a 🍺')).toEqual(['taco', 'beer']);
    expect(foods('tacos 🔥🔥 x3')).toEqual(['tacos']);
    expect(foods('hot cocoa ☕')).toEqual(['hot cocoa']);
    expect(foods('vodka soda x3 🍸')).toEqual(['vodka soda']);
  });

  it('keeps a bread said after "on" with the sandwich when "+" or "&" follows it', () => {
    expect(foods('turkey sandwich on wheat + chips')).toEqual(['turkey sandwich on wheat', 'chips']);
    expect(foods('blt on white & a pickle')).toEqual(['blt on white', 'pickle']);
  });

  it('reads a crust said on its own after a pizza as part of that pizza, not another food', () => {
    expect(foods("two slices of domino's pepperoni, hand tossed")).toEqual(["domino's pepperoni hand tossed"]);
    expect(foods('a large pepperoni pizza, thin crust, and a coke')).toHaveLength(2);
  });

  it('reads a way of cooking said on its own after a food as how that food was cooked, not as another helping', () => {
    expect(foods('a thick bone-in pork chop, pan fried')).toEqual(['bone-in pork chop pan fried']);
    expect(foods('salmon, grilled, and rice')).toEqual(['salmon grilled', 'rice']);
    expect(foods('a bag of frozen peas, microwaved')).toEqual(['frozen peas microwaved']);
  });

  it('reads a dish named just before its measured parts, with no colon, as the name of those parts', () => {
    expect(foods('protien shake 1 scoop whey + 12oz almond milk')).toEqual(['whey', 'almond milk']);
    expect(foods('protein shake 1 scoop whey w/ almond milk')).toEqual(['whey', 'almond milk']);
    expect(foods('biscuits and gravy, two biscuits and maybe half a cup of sausage gravy')).toEqual(['biscuits', 'sausage gravy']);
    expect(foods('greek yog 1c + 1/4c granola')).toEqual(['greek yog', 'granola']);
    expect(foods('wendys 10 piece nuggets and a medium fry')).toHaveLength(2);
    expect(foods('a cup of brown rice, half a cup of black beans and 2 tbsp salsa')).toHaveLength(3);
  });

  it('reads a dish of parts named with an article just before its measured parts ("a protein shake 1 scoop of whey …") as their name', () => {
    expect(foods('I had a protein shake 1 scoop of whey with 8 ounces of almond milk')).toEqual(['whey', 'almond milk']);
    // A food that is not made of its parts stays.
    expect(foods('a banana 2 tbsp peanut butter and a coffee')).toHaveLength(2);
  });

  it('counts a vegetable bought by the stalk in stalks when the stalks are said after it, and reads "slc" as slice', () => {
    expect(parseMealText('2 celery stalks')).toMatchObject([{ quantity: 2, unit: 'stalk', food: 'celery' }]);
    expect(parseMealText('3 slc bacon')).toMatchObject([{ quantity: 3, unit: 'slice', food: 'bacon' }]);
    expect(parseMealText('2 spam slices')).toMatchObject([{ quantity: 2, unit: 'slice', food: 'spam' }]);
  });

  it('reads inches glued to the number as a length, and "frm" as from', () => {
    expect(parseMealText('6in subway meatball marinara')).toMatchObject([{ inches: 6, food: 'subway meatball marinara' }]);
    expect(foods('2 chkn soft tacos frm taco bell')).toEqual(['taco bell chicken soft tacos']);
  });

  it('reads a way of cooking said as what the eater did as how the food was cooked, not as a food', () => {
    expect(parseMealText('yesterday I grilled an 8 oz sirloin and had a baked potato')).toMatchObject([
      { quantity: 8, unit: 'oz', food: 'sirloin grilled' },
      { food: 'baked potato' },
    ]);
    expect(foods('we just fried 2 eggs')).toEqual(['eggs fried']);
    expect(foods('we grilled burgers')).toEqual(['grilled burgers']);
  });

  it('reads rice with a kind of beans, and a biscuit with gravy, as the one dish', () => {
    expect(foods('a cup of puerto rican rice and red beans')).toEqual(['puerto rican rice and red beans']);
    expect(foods('rice and black beans')).toEqual(['rice and black beans']);
    expect(foods('biscuit & gravy + 1 egg')).toEqual(['biscuit and gravy', 'egg']);
  });

  it('reads "b4" as before, so what the food was eaten before is no part of it', () => {
    expect(foods('clif bar + bananna b4 gym')).toEqual(['clif bar', 'bananna']);
    expect(foods('protein bar aftr gym')).toEqual(['protein bar']);
  });

  it('drops a meal said after "before" or "after", which says when, not what', () => {
    expect(foods('apple after lunch')).toEqual(['apple']);
    expect(foods('a coffee before breakfast')).toEqual(['coffee']);
  });

  it('drops "on the go", which says how it was eaten, not what', () => {
    expect(foods('granola bar on the go')).toEqual(['granola bar']);
  });

  it('reads "the whole thing" after a food as one whole of it, not as a food', () => {
    expect(parseMealText('cheese quesadila, the whole thing')).toMatchObject([{ quantity: 1, unit: null, food: 'cheese quesadila' }]);
    expect(parseMealText('a pizza, all of it')).toMatchObject([{ quantity: 1, food: 'pizza' }]);
  });

  it('counts string cheese in sticks, a typo forgiven', () => {
    expect(parseMealText('string chese x2')).toMatchObject([{ quantity: 2, unit: 'stick' }]);
    expect(parseMealText('a string cheese')).toMatchObject([{ quantity: 1, unit: 'stick' }]);
  });

  it("counts a bar or treat said with no amount as one, not the survey's usual helping", () => {
    expect(parseMealText('rice krispie treat')).toMatchObject([{ quantity: 1, unit: null, food: 'rice krispie treat' }]);
    expect(parseMealText('granola bar')).toMatchObject([{ quantity: 1, unit: null }]);
  });

  it('reads a count of pieces said with one piece and followed by the others as all of them, one of each', () => {
    expect(parseMealText('popeyes 2pc mild brest + thigh')).toMatchObject([
      { quantity: 1, unit: 'piece', food: 'popeyes mild brest' },
      { quantity: null, food: 'thigh' },
    ]);
    expect(parseMealText('kfc 3 piece breast, thigh and wing')[0]).toMatchObject({ quantity: 1, unit: 'piece' });
    expect(parseMealText('2 pc breast and a biscuit')[0]).toMatchObject({ quantity: 2, unit: 'piece' });
  });

  it('reads fish and chips as fried fish and French fries', () => {
    expect(foods('fish n chips for dinner')).toEqual(['fried fish', 'french fries']);
  });

  it("drops chat's abbreviations that say nothing of the food", () => {
    expect(parseMealText('idk like 2 cups rice')).toMatchObject([{ quantity: 2, unit: 'cup', food: 'rice' }]);
    expect(foods('chkn wrap and a diet coke ngl')).toEqual(['chicken wrap', 'diet coke']);
  });

  it("drops chat's short sign-offs only where they end the sentence", () => {
    expect(foods('a bagel w cc rn')).toEqual(['bagel', 'cream cheese']);
    expect(foods('iced coffee w/ oat milk ty')).toEqual(['iced coffee', 'oat milk']);
  });

  it('drops "this am", which says when, not what', () => {
    expect(foods('oatmeal n berries this am')).toEqual(['oatmeal', 'berries']);
  });

  it('drops "nothing else", which says how much was eaten in all, not what', () => {
    expect(foods('salad for lunch, nothing else')).toEqual(['salad']);
  });

  it('drops where a food was eaten ("on the bus", "at work" left after a meal word), which is no food', () => {
    expect(foods('a medium banana on the bus')).toEqual(['banana']);
    expect(foods('chips on the couch')).toEqual(['chips']);
    expect(foods('a frozen lasagna for lunch at work')).toEqual(['frozen lasagna']);
  });

  it('reads popcorn at the movies as movie theater popcorn, which the place says it is', () => {
    expect(foods('a medium buttered popcorn at the movies')).toEqual(['movie theater buttered popcorn']);
  });

  it('keeps "sweet and salty" whole as one flavor name', () => {
    expect(foods('a nature valley sweet and salty bar and a banana')).toEqual(['nature valley sweet and salty bar', 'banana']);
  });

  it('logs no food the eater said they skipped or left out in a clause of its own', () => {
    expect(parseMealText('chicken parmigiana at olive garden, i skipped the pasta')).toMatchObject([{ leftOut: ['pasta'] }]);
    expect(parseMealText('a burrito bowl, we left out the rice')).toMatchObject([{ food: 'burrito bowl', leftOut: ['rice'] }]);
  });

  it('reads a count said alone after a dish ("…, i had two") as how many of the dish, past what it was made with', () => {
    expect(parseMealText('stuffed cabbage rolls with beef and rice, i had two')).toMatchObject([
      { quantity: 2, food: 'stuffed cabbage rolls' },
      { quantity: null, food: 'beef' },
      { quantity: null, food: 'rice' },
    ]);
    expect(parseMealText('potstickers, three of them')).toMatchObject([{ quantity: 3, food: 'potstickers' }]);
  });

  it('keeps the bread with a sandwich spelt "sandwhich"', () => {
    expect(foods('pb and j sandwhich on wheat bread')).toEqual(['pb and j sandwhich on wheat']);
  });

  it('reads a size said in words after "a" as the amount ("a twenty ounce powerade" is 20 oz)', () => {
    expect(parseMealText('a twenty ounce powerade')).toMatchObject([{ quantity: 20, unit: 'oz', food: 'powerade' }]);
    expect(parseMealText('twelve-ounce steak')).toMatchObject([{ quantity: 12, unit: 'oz', food: 'steak' }]);
  });

  it('reads a number word in a brand\'s name ("fiber one", "three musketeers") as the name, not a count', () => {
    expect(parseMealText('fiber one bar')).toMatchObject([{ quantity: 1, unit: null, food: 'fiber-one bar' }]);
    expect(parseMealText('2 three musketeers bars')).toMatchObject([{ quantity: 2, food: '3-musketeers bars' }]);
  });

  it('reads the food\'s own pieces said "with" it ("the one with two cups") as how many it holds, not more food', () => {
    expect(foods("a pack of reese's peanut butter cups, the one with two cups")).toEqual(["reese's peanut butter cups"]);
    expect(foods('pancakes with two eggs')).toEqual(['pancakes', 'eggs']);
  });
});
