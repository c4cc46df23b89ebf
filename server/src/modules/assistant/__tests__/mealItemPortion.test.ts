import { describe, expect, it } from '@jest/globals';
import type { CatalogFood } from '../../food/food.type.js';
import { hasItemPortion, resolvePortion, surveyItemFirst } from '../mealText/mealItemPortion.js';

const food = (name: string, portions: CatalogFood['portions']): CatalogFood => ({
  id: `t:${name}`,
  name,
  category: 'Test',
  source: 'fndds',
  portions,
  nutrients: { energy_kcal: 100 },
});

describe('a whole thing USDA measures in pieces', () => {
  it('reads "a salmon roll" as the whole roll (the usual helping), "a piece of salmon roll" as one piece', () => {
    const roll = food('Sushi roll, salmon', [
      { amount: 1, unit: 'piece', grams: 30 },
      { amount: 1, unit: 'cup', grams: 150 },
      { amount: 1, unit: 'Quantity not specified', grams: 180 },
    ]);
    expect(resolvePortion(roll, { quantity: 1, unit: null, size: null, food: 'spicy salmon roll' })?.grams).toBe(180);
    expect(resolvePortion(roll, { quantity: 2, unit: 'piece', size: null, food: 'salmon roll' })?.grams).toBe(60);
  });
});

describe('a glass of wine', () => {
  it('is six fluid ounces when the wine has only its 5 fl oz standard-drink serving, and the glass USDA names when it has one', () => {
    const varietal = food('Alcoholic beverage, wine, table, red, Merlot', [
      { amount: 1, unit: 'fl oz', grams: 29.4 },
      { amount: 1, unit: 'serving', modifier: '5 fl oz', grams: 147 },
    ]);
    const surveyWine = food('Wine, rose', [
      { amount: 1, unit: 'fl oz', grams: 30 },
      { amount: 1, unit: 'glass', grams: 180 },
    ]);
    const juice = food('Orange juice', [
      { amount: 1, unit: 'fl oz', grams: 31 },
      { amount: 1, unit: 'serving', modifier: '8 fl oz', grams: 249 },
    ]);
    expect(resolvePortion(varietal, { quantity: 2, unit: 'glass', size: null, food: 'merlot' })?.grams).toBe(352.8);
    expect(resolvePortion(surveyWine, { quantity: 1, unit: 'glass', size: null, food: 'rose' })?.grams).toBe(180);
    expect(resolvePortion(juice, { quantity: 1, unit: 'glass', size: null, food: 'orange juice' })?.grams).toBe(249);
  });
});

describe('a volume of a food in the form said', () => {
  it('measures "a quarter cup of shredded cheddar" by the cup shredded, not by the density of a cubic inch of the block', () => {
    const cheddar = food('Cheese, cheddar', [
      { amount: 1, unit: 'cubic inch', grams: 17 },
      { amount: 1, unit: 'cup', modifier: 'melted', grams: 244 },
      { amount: 1, unit: 'cup', modifier: 'shredded', grams: 113 },
    ]);
    expect(resolvePortion(cheddar, { quantity: 0.25, unit: 'cup', size: null, food: 'shredded cheddar' })?.grams).toBeCloseTo(28.25, 1);
    expect(resolvePortion(cheddar, { quantity: 1, unit: 'tbsp', size: null, food: 'shredded cheddar' })?.grams).toBeCloseTo(113 / 16, 1);
  });

  it('measures a grated food USDA weighs no grated volume of by its cup shredded', () => {
    const cheese = food('Cheese, swiss', [
      { amount: 1, unit: 'cup', modifier: 'diced', grams: 132 },
      { amount: 1, unit: 'cup', modifier: 'shredded', grams: 108 },
    ]);
    expect(resolvePortion(cheese, { quantity: 0.5, unit: 'cup', size: null, food: 'grated swiss' })?.grams).toBeCloseTo(54, 1);
  });
});

describe('a container of pieces said in the plural', () => {
  it('reads "a pack of peanut butter cups" as the package of several cups, a pack of one cup only when said so', () => {
    const cups = food('Candies, peanut butter cups', [
      { amount: 1, unit: 'package 0.6 oz 1 cup', grams: 17 },
      { amount: 1, unit: 'package 1.6 oz 2 cups', grams: 45 },
      { amount: 1, unit: 'miniature', grams: 7 },
    ]);
    expect(resolvePortion(cups, { quantity: 1, unit: 'packet', size: null, food: 'peanut butter cups' })?.grams).toBe(45);
    expect(resolvePortion(cups, { quantity: 1, unit: 'packet', size: null, food: 'peanut butter cup' })?.grams).toBe(17);
  });
});

describe('a piece of something baked whole', () => {
  it('reads "a piece" as the serving, not as the whole cake SR weighs as an average item', () => {
    const cake = food('Bread, sweet cheese', [
      { amount: 1, unit: 'serving', modifier: 'approximate serving size', grams: 55 },
      { amount: 1, unit: 'cake square', modifier: 'average weight of whole item', grams: 399 },
    ]);
    expect(resolvePortion(cake, { quantity: 1, unit: 'piece', size: null, food: 'sweet cheese bread' })?.grams).toBe(55);
  });
});

describe('a restaurant item named by its weight', () => {
  it('reads the weight on the menu ("the 9 oz sirloin") as the one item, and weighs any other food by the weight said', () => {
    const steak = { ...food('GRILL HOUSE, 9 oz sirloin steak', [{ amount: 1, unit: 'serving', grams: 157 }]), category: 'Restaurant Foods' };
    expect(resolvePortion(steak, { quantity: 9, unit: 'oz', size: null, food: 'sirloin' })?.grams).toBe(157);
    expect(resolvePortion(steak, { quantity: 6, unit: 'oz', size: null, food: 'sirloin' })?.grams).toBeCloseTo(170.1, 1);
    const yogurt = food('Yogurt, plain, 8 grams protein per 8 ounce', [{ amount: 1, unit: 'container', grams: 170 }]);
    expect(resolvePortion(yogurt, { quantity: 8, unit: 'oz', size: null, food: 'yogurt' })?.grams).toBeCloseTo(226.8, 1);
  });
});

describe('a food made up from a packet', () => {
  it('weighs packets of it as what each packet yields ("1 packet dry, yields"), not as raw input skipped', () => {
    const oatmeal = food('Oatmeal, instant, plain, made with water', [
      { amount: 1, unit: 'cup cooked', grams: 240 },
      { amount: 1, unit: 'oz dry, yields', grams: 170 },
      { amount: 1, unit: 'packet dry, yields', grams: 148 },
    ]);
    expect(resolvePortion(oatmeal, { quantity: 2, unit: 'packet', size: null, food: 'instant oatmeal' })?.grams).toBe(296);
  });
});

describe('small things counted one by one', () => {
  it('counts a sausage in its link, however USDA sizes the link ("2 bratwursts" are two bun-size links)', () => {
    const bratwurst = food('Bratwurst', [
      { amount: 1, unit: 'bun-size or griller link', grams: 75 },
      { amount: 1, unit: 'cubic inch', grams: 15 },
      { amount: 1, unit: 'Quantity not specified', grams: 60 },
    ]);
    expect(resolvePortion(bratwurst, { quantity: 2, unit: null, size: null, food: 'bratwursts' })?.grams).toBe(150);
  });

  it('reads "10 ravioli" as ten of USDA\'s pieces, never ten of the survey\'s plates of them', () => {
    const ravioli = food('Ravioli, cheese-filled, with tomato sauce', [
      { amount: 1, unit: 'piece', grams: 38 },
      { amount: 1, unit: 'cup', grams: 250 },
      { amount: 1, unit: 'Quantity not specified', grams: 250 },
    ]);
    expect(resolvePortion(ravioli, { quantity: 10, unit: null, size: null, food: 'cheese ravioli' })?.grams).toBe(380);
    expect(resolvePortion(ravioli, { quantity: 8, unit: null, size: null, food: 'ravioli, cheese-filled, with tomato sauce' })?.grams).toBe(304);
  });

  it('does not count a restaurant serving that does not say how many things it holds as one of them', () => {
    const plate = food('Restaurant, Italian, cheese ravioli with marinara sauce', [
      { amount: 1, unit: 'serving', modifier: 'size varied by count of ravioli', grams: 427 },
    ]);
    const strips = food('CHICK-FIL-A, Chick-n-Strips', [
      { amount: 1, unit: 'strip', grams: 50 },
      { amount: 1, unit: 'serving 4 pieces', grams: 201 },
    ]);
    expect(hasItemPortion(plate)).toBe(false);
    expect(hasItemPortion(strips)).toBe(true);
  });
});

describe('a brand said that a portion names', () => {
  it('reads "4 oreos" as four of the portion named after the brand, not the generic sandwich cookie or its thin one', () => {
    const cookie = food('Cookie, chocolate sandwich', [
      { amount: 1, unit: 'Oreo mini sandwich', grams: 3 },
      { amount: 1, unit: 'Oreo sandwich', grams: 11 },
      { amount: 1, unit: 'Oreo thin', grams: 7 },
      { amount: 1, unit: 'sandwich', grams: 14 },
    ]);
    expect(resolvePortion(cookie, { quantity: 4, unit: null, size: null, food: 'oreos' })?.grams).toBe(44);
    expect(resolvePortion(cookie, { quantity: 2, unit: null, size: null, food: 'chocolate sandwich cookies' })?.grams).toBe(28);
  });
});

describe('a candy bar of a product size', () => {
  it("takes the bar's portion of the size said, else scales its bar (fun size about a quarter, king size about twice)", () => {
    const snickers = food('Candies, SNICKERS Bar', [
      { amount: 1, unit: 'bar', modifier: '2 oz', grams: 57 },
      { amount: 1, unit: 'bar', modifier: 'king size (4 oz)', grams: 113 },
    ]);
    const twix = food('Candies, TWIX Caramel Cookie Bars', [{ amount: 1, unit: 'bar', grams: 50 }]);
    expect(resolvePortion(snickers, { quantity: 1, unit: null, size: null, food: 'king size snickers' })?.grams).toBe(113);
    expect(resolvePortion(twix, { quantity: 2, unit: null, size: null, food: 'fun size twix' })?.grams).toBe(27);
    expect(resolvePortion(twix, { quantity: 1, unit: null, size: null, food: 'share size twix' })?.grams).toBe(95);
  });

  it('reads a pack of a candy size as the pack of that size, else the usual pack scaled to it', () => {
    const skittles = food('Candies, SKITTLES Original Bite Size Candies', [
      { amount: 1, unit: 'serving 2.17 oz pack', grams: 62 },
      { amount: 1, unit: 'package', modifier: 'fun size', grams: 20 },
    ]);
    const mms = food("Candies, M&M's Milk Chocolate Candies", [{ amount: 1, unit: 'package', modifier: '1.69 oz', grams: 48 }]);
    expect(resolvePortion(skittles, { quantity: 3, unit: 'packet', size: null, food: 'fun size skittles' })?.grams).toBe(60);
    expect(resolvePortion(mms, { quantity: 1, unit: 'bag', size: null, food: 'fun size m&ms' })?.grams).toBe(13);
  });
});

describe('a serving of several items', () => {
  it('reads "hotcakes" with no count as the whole serving of 3, and "a hotcake" as one of them', () => {
    const hotcakes = food("McDONALD'S, Hotcakes (plain)", [{ amount: 3, unit: 'hotcakes', modifier: '5.3 oz', grams: 149 }]);
    expect(resolvePortion(hotcakes, { quantity: null, unit: null, size: null, food: 'hotcakes' })?.grams).toBe(149);
    expect(resolvePortion(hotcakes, { quantity: 1, unit: null, size: null, food: 'hotcake' })?.grams).toBeCloseTo(49.7, 1);
  });
});

describe('a serving', () => {
  it('reads a food with nothing counted as the serving its maker states, not one piece of it ("hash browns")', () => {
    const hashBrowns = food('CHICK-FIL-A, hash browns', [
      { amount: 1, unit: 'piece', grams: 5.5 },
      { amount: 1, unit: 'serving', grams: 77 },
    ]);
    expect(resolvePortion(hashBrowns, { quantity: null, unit: null, size: null, food: 'chick fil a hash browns' })?.grams).toBe(77);
    expect(resolvePortion(hashBrowns, { quantity: 3, unit: null, size: null, food: 'hash browns' })?.grams).toBe(16.5);
  });

  it('reads "a serving of almonds" as the usual helping, not one almond', () => {
    const almonds = food('Almonds, NFS', [
      { amount: 1, unit: 'nut', grams: 1.2 },
      { amount: 1, unit: 'oz', grams: 28.35 },
      { amount: 1, unit: 'Quantity not specified', grams: 28 },
    ]);
    expect(resolvePortion(almonds, { quantity: 1, unit: 'serving', size: null, food: 'almonds' })?.grams).toBe(28);
    expect(resolvePortion(almonds, { quantity: 12, unit: null, size: null, food: 'almonds' })?.grams).toBeCloseTo(14.4, 1);
  });
});

describe('an item USDA only weighs', () => {
  it('reads a count of a food whose one portion is a weight ("2.7 oz" apple pie) as that many items of it', () => {
    const pie = food("McDONALD'S, Baked Apple Pie", [{ amount: 2.7, unit: 'oz', grams: 77 }]);
    expect(hasItemPortion(pie)).toBe(true);
    expect(resolvePortion(pie, { quantity: 1, unit: null, size: null, food: 'mcdonalds apple pie' })?.grams).toBe(77);
    expect(resolvePortion(pie, { quantity: 2, unit: null, size: null, food: 'mcdonalds apple pies' })?.grams).toBe(154);
  });

  it('leaves a weight that counts its own items ("2 oz 2 links") to be counted by them', () => {
    const links = food('Sausage, breakfast links', [{ amount: 2, unit: 'oz', modifier: '2 links', grams: 56 }]);
    expect(resolvePortion(links, { quantity: 2, unit: null, size: null, food: 'breakfast sausage links' })?.grams).toBe(56);
  });

  it('reads a food only weighed ("3 oz" of cooked fish) with no amount said as the whole weight, not one ounce of it', () => {
    const fish = food('Fish, salmon, cooked', [
      { amount: 3, unit: 'oz', grams: 85 },
      { amount: 0.5, unit: 'fillet', grams: 155 },
    ]);
    expect(resolvePortion(fish, { quantity: null, unit: null, size: null, food: 'salmon' })?.grams).toBeCloseTo(85, 0);
  });
});

describe('the grams of a drink', () => {
  const beer = food('Alcoholic beverage, beer, light', [
    { amount: 1, unit: 'fl oz', grams: 29.5 },
    { amount: 12, unit: 'fl oz', grams: 354 },
  ]);
  const soda = food('Beverages, carbonated, ginger ale', [
    { amount: 1, unit: 'fl oz', grams: 30.5 },
    { amount: 1, unit: 'can or bottle', modifier: '16 fl oz', grams: 488 },
    { amount: 1, unit: 'can or bottle', modifier: '12 fl oz', grams: 366 },
  ]);

  it('counts a drink in its whole serving ("two beers" are two 12 fl oz bottles, not two fluid ounces)', () => {
    expect(resolvePortion(beer, { quantity: 2, unit: null, size: null })?.grams).toBe(708);
  });

  it('reads ounces of a drink as fluid ounces, and a can as 12 fl oz', () => {
    expect(resolvePortion(beer, { quantity: 16, unit: 'oz', size: null })?.grams).toBeCloseTo(472);
    expect(resolvePortion(soda, { quantity: 1, unit: 'can', size: null })?.grams).toBe(366);
    const yogurt = food('Yogurt, Greek, plain', [{ amount: 1, unit: 'cup', grams: 245 }]);
    expect(resolvePortion(yogurt, { quantity: 5.3, unit: 'oz', size: null })?.grams).toBeCloseTo(150.3, 1);
  });
});

describe('the grams of a counted food', () => {
  it('reads a whole item from a "full" portion or one named after the food, not from the usual helping', () => {
    const quesadilla = food('Quesadilla, chicken', [
      { amount: 1, unit: 'full circle', grams: 140 },
      { amount: 1, unit: 'half circle', grams: 70 },
      { amount: 1, unit: 'Quantity not specified', grams: 70 },
    ]);
    expect(resolvePortion(quesadilla, { quantity: 1, unit: null, size: null })?.grams).toBe(140);
    const naan = food('Bread, naan', [
      { amount: 1, unit: 'piece', modifier: '1/4 of 10" dia', grams: 44 },
      { amount: 1, unit: 'Naan', modifier: '10" dia', grams: 177 },
    ]);
    expect(resolvePortion(naan, { quantity: 0.5, unit: null, size: null })?.grams).toBeCloseTo(88.5);
    const kabob = food('Lamb shish kabob with vegetables', [
      { amount: 1, unit: 'shishkabob', grams: 202 },
      { amount: 1, unit: 'Quantity not specified', grams: 115 },
    ]);
    expect(resolvePortion(kabob, { quantity: 1, unit: null, size: null })?.grams).toBe(202);
  });

  it('reads a portion given as a length as one item of that length ("6 inch sub" is one sub, not six)', () => {
    const sub = food('Submarine sandwich, turkey', [
      { amount: 6, unit: 'inch sub', grams: 184 },
      { amount: 12, unit: 'inch sub', grams: 367 },
    ]);
    expect(resolvePortion(sub, { quantity: 1, unit: null, size: null })?.grams).toBe(184);
    expect(resolvePortion(sub, { quantity: 1, unit: null, size: null, inches: 12 })?.grams).toBe(367);
    expect(resolvePortion(sub, { quantity: 2, unit: null, size: null, inches: 6 })?.grams).toBe(368);
  });

  it('counts the measure that ends the food ("3 sausage links" are links, not patties)', () => {
    const sausage = food('Pork sausage, link/patty, cooked', [
      { amount: 1, unit: 'patty', grams: 27 },
      { amount: 1, unit: 'link', grams: 23 },
    ]);
    expect(resolvePortion(sausage, { quantity: 3, unit: null, size: null, food: 'pork sausage links' })?.grams).toBe(69);
    expect(resolvePortion(sausage, { quantity: 3, unit: null, size: null, food: 'pork sausage patties' })?.grams).toBe(81);
  });

  it('counts a measure word said after the food that the food has a portion of ("5 asparagus spears"), not its own name', () => {
    const asparagus = food('Asparagus, cooked', [
      { amount: 1, unit: 'piece', grams: 4 },
      { amount: 1, unit: 'spear', grams: 16 },
    ]);
    expect(resolvePortion(asparagus, { quantity: 5, unit: null, size: null, food: 'asparagus spears' })?.grams).toBe(80);
    const muffin = food('Muffin, blueberry', [
      { amount: 1, unit: 'muffin, small', grams: 66 },
      { amount: 1, unit: 'medium', grams: 113 },
    ]);
    expect(resolvePortion(muffin, { quantity: 1, unit: null, size: null, food: 'blueberry muffin' })?.grams).toBe(113);
  });

  it('reads a regular cupcake as a whole item, not as a cup measure', () => {
    const cupcake = food('Cake or cupcake, chocolate', [
      { amount: 1, unit: 'regular cupcake', grams: 90 },
      { amount: 1, unit: 'regular or small piece/slice', grams: 175 },
      { amount: 1, unit: 'cup', grams: 100 },
      { amount: 1, unit: 'Quantity not specified', grams: 175 },
    ]);
    expect(resolvePortion(cupcake, { quantity: 1, unit: null, size: null, food: 'chocolate cupcake' })?.grams).toBe(90);
  });

  it('counts whole items before a small variety\'s portion ("3 tomatoes" are not 3 cherry tomatoes)', () => {
    const tomatoes = food('Tomatoes, raw', [
      { amount: 1, unit: 'slice', grams: 20 },
      { amount: 1, unit: 'grape tomato', grams: 8 },
      { amount: 1, unit: 'cherry', grams: 17 },
      { amount: 1, unit: 'whole', grams: 125 },
    ]);
    expect(resolvePortion(tomatoes, { quantity: 3, unit: null, size: null })?.grams).toBe(375);
  });

  it('does not take a container\'s size for the size of the thing counted ("15 pretzels" are not 15 medium bags)', () => {
    const pretzels = food('Pretzels, NFS', [
      { amount: 1, unit: 'miniature/bite size', grams: 1.5 },
      { amount: 1, unit: 'medium single serving bag', grams: 57 },
      { amount: 1, unit: 'pretzel', modifier: 'NS as to size', grams: 3 },
    ]);
    expect(resolvePortion(pretzels, { quantity: 15, unit: null, size: null })?.grams).toBe(45);
  });

  it('counts small things one by one ("12 almonds" are 12 nuts, not 12 helpings)', () => {
    const almonds = food('Almonds, NFS', [
      { amount: 1, unit: 'nut', grams: 1.2 },
      { amount: 1, unit: 'cup', grams: 141 },
      { amount: 1, unit: 'oz', grams: 28.35 },
      { amount: 1, unit: 'Quantity not specified', grams: 28 },
    ]);
    expect(resolvePortion(almonds, { quantity: 12, unit: null, size: null })?.grams).toBeCloseTo(14.4);
  });

  it('tells foods that can be counted from those that only have helpings and parts ("6 wings")', () => {
    expect(
      hasItemPortion(
        food('Chicken "wings", plain', [
          { amount: 1, unit: 'drummette', grams: 22 },
          { amount: 1, unit: 'Quantity not specified', grams: 88 },
        ]),
      ),
    ).toBe(false);
    expect(hasItemPortion(food('Chicken wing', [{ amount: 1, unit: 'wing (any size)', grams: 35 }]))).toBe(true);
    expect(hasItemPortion(food('Whopper (Burger King)', [{ amount: 1, unit: 'hamburger', grams: 270 }]))).toBe(true);
    expect(hasItemPortion(food('Rice', [{ amount: 1, unit: 'cup', grams: 158 }]))).toBe(false);
  });
});

describe('a count of small things the survey serves as a plate', () => {
  it('counts the one thing ("1 roll"), not the plate, but keeps the plate when the thing is near its weight', () => {
    const leaves = food('Stuffed grape leaves with lamb and rice', [
      { amount: 1, unit: 'roll', grams: 21 },
      { amount: 1, unit: 'cup', grams: 162 },
      { amount: 1, unit: 'Quantity not specified', grams: 202 },
    ]);
    expect(resolvePortion(leaves, { quantity: 4, unit: null, size: null, food: 'stuffed grape leaves' })?.grams).toBe(84);
    const burger = food('Big burger (Chain)', [
      { amount: 1, unit: 'Junior burger', grams: 135 },
      { amount: 1, unit: 'Quantity not specified', grams: 205 },
    ]);
    expect(resolvePortion(burger, { quantity: 1, unit: null, size: null, food: 'big burger' })?.grams).toBe(205);
  });
});

describe('a fillet', () => {
  it('reads a fillet as the small/regular one, not the large one', () => {
    const salmon = food('Fish, salmon, grilled', [
      { amount: 1, unit: 'fillet', modifier: 'small/regular', grams: 140 },
      { amount: 1, unit: 'fillet', modifier: 'large', grams: 210 },
      { amount: 1, unit: 'Quantity not specified', grams: 140 },
    ]);
    expect(resolvePortion(salmon, { quantity: 1, unit: 'fillet', size: null, food: 'grilled salmon' })?.grams).toBe(140);
  });
});

describe('pieces counted in a portion that says how many it holds', () => {
  it('reads "fourteen walnut halves" as the ounce USDA says holds 14 halves, but prefers a portion of one piece', () => {
    const walnuts = food('Nuts, walnuts, english', [
      { amount: 1, unit: 'cup (chopped)', grams: 117 },
      { amount: 1, unit: 'oz (14 halves)', grams: 28 },
    ]);
    expect(resolvePortion(walnuts, { quantity: 14, unit: null, size: null, food: 'walnut halves' })?.grams).toBe(28);
    const enchilada = food('Enchilada, cheese', [
      { amount: 1, unit: 'enchilada', grams: 130 },
      { amount: 1, unit: 'serving (2 enchiladas)', grams: 200 },
    ]);
    expect(resolvePortion(enchilada, { quantity: 2, unit: null, size: null, food: 'cheese enchiladas' })?.grams).toBe(260);
  });
});

describe('a counted food both the Standard Reference and the survey carry', () => {
  it("weighs it by the survey's portion named after it when the Standard Reference only weighed one specimen", () => {
    const specimen = { ...food('Mangos, raw', [{ amount: 1, unit: 'fruit without refuse', grams: 336 }]), source: 'sr28' };
    const survey = food('Mango, raw', [
      { amount: 1, unit: 'mango', grams: 210 },
      { amount: 1, unit: 'cup', grams: 165 },
    ]);
    expect(surveyItemFirst([specimen, survey])).toEqual([survey, specimen]);
    const sized = { ...food('Bananas, raw', [{ amount: 1, unit: 'medium', grams: 118 }]), source: 'sr28' };
    const banana = food('Banana, raw', [{ amount: 1, unit: 'banana', grams: 126 }]);
    expect(surveyItemFirst([sized, banana])).toEqual([sized, banana]);
  });
});

describe('a pack of a food', () => {
  it('is the usual helping when the food has no portion for a pack, never one piece of it ("a pack of oreos")', () => {
    const cookie = food('Cookie, chocolate sandwich', [
      { amount: 1, unit: 'Oreo sandwich', grams: 11 },
      { amount: 1, unit: 'Quantity not specified', grams: 42 },
    ]);
    expect(resolvePortion(cookie, { quantity: 1, unit: 'packet', size: null, food: 'oreos' })?.grams).toBe(42);
    expect(resolvePortion(cookie, { quantity: 2, unit: 'packet', size: null, food: 'oreos' })?.grams).toBe(84);
    const chips = food('Potato chips', [
      { amount: 1, unit: 'chip', grams: 2 },
      { amount: 1, unit: 'single serving bag', grams: 28 },
      { amount: 1, unit: 'Quantity not specified', grams: 40 },
    ]);
    expect(resolvePortion(chips, { quantity: 1, unit: 'packet', size: null, food: 'crisps' })?.grams).toBe(28);
  });
});

describe('a package USDA weighs without a part it holds', () => {
  it('reads a pack of instant ramen as the noodles and their flavor packet, not the packet alone', () => {
    const ramen = food('Soup, ramen noodle, any flavor, dry', [
      { amount: 1, unit: 'package without flavor packet', grams: 81 },
      { amount: 1, unit: 'packet', grams: 5.8 },
    ]);
    expect(resolvePortion(ramen, { quantity: 2, unit: 'packet', size: null, food: 'instant ramen' })?.grams).toBeCloseTo(173.6);
  });
});
