/**
 * Blind set 29, written without looking at the engine: a broad everyday week of US diary-app users, away from the
 * dishes and phrasings of sets 16–28. Night-shift nurses (a Hot Pocket or cup noodles on a 3 a.m. break, vending
 * pretzels and an energy drink, leftovers after a 12-hour shift), college athletes (a Clif Bar and chocolate milk after
 * a lift, a smoothie from its parts, PB&Js and a Gatorade before practice, a whey shake), retirees (a bakery crumb cake
 * after church, raisin toast and decaf, a frozen pizza split for supper), new parents (instant oatmeal while the baby
 * naps, Eggos at 4 a.m., muffins baked with the kids) and remote workers (a Lean Cuisine, avocado toast, a protein
 * bar); chain meals at Olive Garden, Panera, Subway, Chick-fil-A, Taco Bell, Panda Express, Starbucks and Dunkin';
 * grocery-store prepared food (a rotisserie chicken, store sushi, the salad bar, deli sides and chicken salad);
 * holiday leftovers and parties (Thanksgiving turkey and stuffing, ham, sweet potato casserole, pecan pie,
 * frosted sugar cookies, a breakfast casserole); home baking (banana, zucchini and pumpkin breads and muffins); and
 * drinks (coffee-shop orders, hot cocoa, hard seltzer, beer by the pint and bottle, red and rosé wine). A third are
 * careful sentences, a third hurried phone chat (lowercase, abbreviations, typos, glued numbers and units, emoji) and a
 * third dictated the way speech recognition returns it (no punctuation, first word capitalised, digits for counts,
 * fillers, long run-on sentences, self-corrections where the corrected food or amount is the one eaten). Nearly two
 * thirds name two or more foods, and about a third say who, where or why around the food.
 * References follow the portion conventions at the top of assistant-meal-text.cases.ts; a weight or volume said is the
 * amount eaten (a fluid ounce at the food's own grams per fl oz; a meat's weight is its cooked weight), a counted item
 * with no size is the food's own item (or medium/regular) portion, a bowl of stew is 1½ cups, a dish said with no
 * amount is the survey's "Quantity not specified", half a sandwich is half its regular portion, a bag of a snack with
 * no size is the small single-serving bag, a pint is 16 fl oz, a drink's can or bottle is the size said or, with no
 * size, the one USDA names, a coffee-shop tall is USDA's small drink and a grande or medium its medium one, a venti
 * cold drink is 24 fl oz, and a Starbucks caramel macchiato is a flavored latte (USDA's macchiato is the 2 fl oz
 * espresso drink). A dish USDA has no entry for takes the closest generic one (named in the comment). The USDA portion
 * each reference uses is in the comment above it.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const BREWED_COFFEE = 'Coffee, brewed';
const BUTTER = 'Butter, salted';

export const BLIND_29_CASES: MealTextCase[] = [
  // Careful sentences
  // Hot Pockets ham 'n cheese, 1 hot pocket 127
  {
    family: 'blind 29',
    kind: 'single food',
    sentence: 'On my 3 a.m. break on the night shift I microwaved a ham and cheese Hot Pocket.',
    reference: [["HOT POCKETS Ham 'N Cheese Stuffed Sandwich, frozen", 127]],
  },
  // Olive Garden cheese ravioli, 1 serving (7–9 ravioli) 454; restaurant soft breadstick, medium stick 40 × 2
  {
    family: 'blind 29',
    kind: 'fast food and drinks',
    sentence: 'Dinner at Olive Garden with my in-laws: the cheese ravioli with marinara and two breadsticks.',
    reference: [
      ['OLIVE GARDEN, cheese ravioli with marinara sauce', 454],
      ['Breadsticks, soft, fast food / restaurant', 80],
    ],
  },
  // no Panera entries: broccoli cheese soup, cup 255; turkey sandwich on wheat (whole grain), regular 115 × ½
  {
    family: 'blind 29',
    kind: 'several foods',
    sentence: 'At Panera I had a cup of broccoli cheddar soup and half a turkey sandwich on whole grain bread.',
    reference: [
      ['Soup, broccoli cheese', 255],
      ['Turkey sandwich on wheat', 57.5],
    ],
  },
  // rotisserie leg (drumstick and thigh), skin eaten, 1 leg 140; macaroni salad with mayonnaise, cup 204 × ½
  {
    family: 'blind 29',
    kind: 'several foods',
    sentence:
      'I grabbed a rotisserie chicken at the grocery store on the way home and ate a whole leg with the skin, plus half a cup of macaroni salad from the deli.',
    reference: [
      ['Chicken leg, drumstick and thigh, rotisserie, skin eaten', 140],
      ['Macaroni or pasta salad, made with mayonnaise', 102],
    ],
  },
  // roast turkey breast meat 4 oz × 28.35; bread stuffing, cup (NFS) 200; cranberry sauce, cup 280 ÷ 16 × 2
  {
    family: 'blind 29',
    kind: 'several foods',
    sentence: 'Thanksgiving leftovers for lunch: 4 oz of sliced turkey breast, a cup of stuffing and 2 tablespoons of cranberry sauce.',
    reference: [
      ['Turkey, breast, from whole bird, meat only, roasted', 113.4],
      ['Bread stuffing', 200],
      ['Cranberry sauce', 17.5],
    ],
  },
  // banana bread, slice 60; butter, pat 5
  {
    family: 'blind 29',
    kind: 'several foods',
    sentence: 'I baked banana bread with my daughter this afternoon and had a slice with a pat of butter.',
    reference: [
      ['Bread, banana, prepared from recipe, made with margarine', 60],
      [BUTTER, 5],
    ],
  },
  // frozen pepperoni pizza, crust not said (the middle, medium crust), piece 102 × 3
  {
    family: 'blind 29',
    kind: 'units and amounts',
    sentence: 'My husband and I split a frozen pepperoni pizza for supper, and I had three slices.',
    reference: [['Pizza with pepperoni, from frozen, medium crust', 306]],
  },
  // Clif Bar, bar 68; chocolate milk (milk not said), fl oz 31 × 16
  {
    family: 'blind 29',
    kind: 'several foods',
    sentence: 'After my morning lift I had a Clif Bar and a 16 oz bottle of chocolate milk.',
    reference: [
      ['Nutrition bar (Clif Bar)', 68],
      ['Chocolate milk, NFS', 496],
    ],
  },
  // caramel macchiato is a flavored latte, grande = medium 496; scone with fruit, regular 70
  {
    family: 'blind 29',
    kind: 'fast food and drinks',
    sentence: 'At Starbucks I got a grande caramel macchiato and a blueberry scone.',
    reference: [
      ['Coffee, Latte, flavored', 496],
      ['Scone, with fruit', 70],
    ],
  },
  // glass 6 fl oz × 29.4 × 2 (the wine-glass convention)
  {
    family: 'blind 29',
    kind: 'fast food and drinks',
    sentence: 'Two glasses of pinot noir at book club tonight.',
    reference: [['Alcoholic Beverage, wine, table, red, Pinot Noir', 352.8]],
  },
  // fruit-flavored instant oatmeal made with water, packet (dry, yields) 163
  {
    family: 'blind 29',
    kind: 'single food',
    sentence: 'While the baby napped I made a packet of apple cinnamon instant oatmeal with water.',
    reference: [['Oatmeal, instant, fruit flavored, no added fat', 163]],
  },
  // teriyaki chicken with rice and vegetable, diet frozen meal, Lean Cuisine meal 312
  {
    family: 'blind 29',
    kind: 'single food',
    sentence: 'Working from home again, so lunch was a Lean Cuisine teriyaki chicken bowl at my desk.',
    reference: [['Teriyaki chicken with rice and vegetable, diet frozen meal', 312]],
  },
  // frosted sugar cookie, medium 42 × 2; hot cocoa from a packet (dry mix with water), a mug is 10 fl oz × 31
  {
    family: 'blind 29',
    kind: 'several foods',
    sentence: 'At our office Christmas party I had two frosted sugar cookies and a mug of hot cocoa made from a packet.',
    reference: [
      ['Cookie, butter or sugar, with icing or filling other than chocolate', 84],
      ['Hot chocolate / cocoa, dry mix, made with water', 310],
    ],
  },
  // crumb cake is crumb-type coffee cake, piece 65
  {
    family: 'blind 29',
    kind: 'single food',
    sentence: 'After church my wife and I stopped at the bakery, and I had a piece of crumb cake.',
    reference: [['Coffee cake, crumb or quick-bread type', 65]],
  },
  // spicy tuna is the tuna roll, piece 30 × 8; edamame cooked, cup 160 × ½
  {
    family: 'blind 29',
    kind: 'cuisines',
    sentence: "For lunch I picked up an 8-piece spicy tuna roll from the grocery store's sushi case and half a cup of edamame.",
    reference: [
      ['Sushi roll tuna', 240],
      ['Edamame, cooked', 80],
    ],
  },

  // Hurried phone chat
  // ramen noodle soup with water, individual container 440
  { family: 'blind 29', kind: 'typos', sentence: 'cup noodles chkn flavor, the whole cup 😩 3am break', reference: [['Soup, ramen noodles, water added', 440]] },
  // Chick-fil-A nuggets are fast-food nuggets, nugget 16 × 8; waffle fries, medium fast food order 145
  {
    family: 'blind 29',
    kind: 'fast food and drinks',
    sentence: 'cfa 8ct nuggets + med waffle fries',
    reference: [
      ['Chicken nuggets, from fast food', 128],
      ['Potato, french fries, fast food', 145],
    ],
  },
  // Taco Bell steak soft taco, item 127 × 2; Taco Bell nachos, serving 80
  {
    family: 'blind 29',
    kind: 'fast food and drinks',
    sentence: 'tbell 2 steak soft tacos + nachos 🌮',
    reference: [
      ['TACO BELL, Soft Taco with steak', 254],
      ['TACO BELL, Nachos', 80],
    ],
  },
  // banana medium 118; frozen strawberries, cup 150; 2% milk, fl oz 30.5 × 10; peanut butter, tablespoon 16 × 2
  {
    family: 'blind 29',
    kind: 'several foods',
    sentence: 'post lift smoothy: 1 banana, 1c frozen strawberries, 10oz 2% milk, 2tbsp pb 💪',
    reference: [
      ['Bananas, raw', 118],
      ['Strawberries, frozen', 150],
      ['Milk, reduced fat (2%)', 305],
      ['Peanut butter', 32],
    ],
  },
  // romaine, cup 35 × 2; canned chickpeas, cup 180 × ½; hard-boiled egg 50; ranch, tablespoon 15 × 2
  {
    family: 'blind 29',
    kind: 'several foods',
    sentence: 'salad bar: 2c romaine, 1/2c chickpeas, 1 hb egg, 2tbsp ranch',
    reference: [
      ['Romaine lettuce, raw', 70],
      ['Chickpeas, from canned, no added fat', 90],
      ['Egg, whole, boiled or poached', 50],
      ['Ranch dressing', 30],
    ],
  },
  // deli potato salad (mayonnaise), cup 275 × ½; deviled egg 30 × 3
  {
    family: 'blind 29',
    kind: 'several foods',
    sentence: 'deli potato salad 1/2c + 3 deviled eggs',
    reference: [
      ['Potato salad, made with mayonnaise', 137.5],
      ['Egg, deviled', 90],
    ],
  },
  // ham, thick slice 90 × 2; sweet potato casserole, cup 250 × ½
  {
    family: 'blind 29',
    kind: 'typos',
    sentence: 'leftovr ham 2 thick slices + 1/2c sweet potato casserole 🎄',
    reference: [
      ['Ham', 180],
      ['Sweet potato, casserole or mashed', 125],
    ],
  },
  // White Claw is a hard seltzer, can 12 fl oz 360 × 3
  { family: 'blind 29', kind: 'fast food and drinks', sentence: '3 white claws at the bbq', reference: [['Hard seltzer', 1080]] },
  // mocha Frappuccino with whip, venti cold is 24 fl oz × 31
  {
    family: 'blind 29',
    kind: 'fast food and drinks',
    sentence: 'venti mocha frapp w whip ☕️',
    reference: [['Frozen mocha coffee drink, with whipped cream', 744]],
  },
  // Zone Perfect bar, bar 50
  { family: 'blind 29', kind: 'single food', sentence: 'zone bar for the 3pm wfh slump 🫠', reference: [['Nutrition bar (Zone Perfect Classic Crunch)', 50]] },
  // fast-food croissant with egg, cheese and sausage, sandwich 171; brewed coffee, medium 480
  {
    family: 'blind 29',
    kind: 'fast food and drinks',
    sentence: 'dunkin sausage egg n cheese croissant + med hot coffee blk',
    reference: [
      ['Fast foods, croissant, with egg, cheese, and sausage', 171],
      [BREWED_COFFEE, 480],
    ],
  },
  // zucchini bread, slice 40 × 2
  { family: 'blind 29', kind: 'typos', sentence: 'zuchini bread i made, 2 slices', reference: [['Bread, zucchini', 80]] },
  // chicken salad with mayonnaise, cup 226 × ½; croissant, medium 57
  {
    family: 'blind 29',
    kind: 'several foods',
    sentence: 'chkn salad from the deli 1/2c on a croissant',
    reference: [
      ['Chicken or turkey salad, made with mayonnaise', 113],
      ['Croissant', 57],
    ],
  },
  // sourdough toast, medium slice 59; avocado, fruit 150 × ½; fried eggs (fat not said), egg 55 × 2
  {
    family: 'blind 29',
    kind: 'several foods',
    sentence: 'avo toast (1 slice sourdough, 1/2 avocado) + 2 fried eggs',
    reference: [
      ['Bread, French or Vienna, toasted', 59],
      ['Avocado, raw', 75],
      ['Egg, whole, fried, NS as to fat', 110],
    ],
  },
  // IPA is a higher-alcohol beer, a pint is 16 fl oz (can or bottle 16 fl oz 480) × 2
  { family: 'blind 29', kind: 'fast food and drinks', sentence: '2 pints of ipa at the brewery w coworkers 🍻', reference: [['Beer, higher alcohol', 960]] },

  // Dictated
  // the corrected food: beef stew, a bowl is 1½ cups, cup 255 × 1½; dinner roll, medium 43
  {
    family: 'blind 29',
    kind: 'several foods',
    sentence: 'So after my 12 hour shift I warmed up a bowl of leftover chili no wait it was beef stew and a dinner roll',
    reference: [
      ['Stew, beef', 382.5],
      ['Roll, white, soft', 43],
    ],
  },
  // no Panda Express entries: its chow mein is meatless chow mein with noodles, Quantity not specified 220; broccoli
  // beef is beef and broccoli, Quantity not specified 163
  {
    family: 'blind 29',
    kind: 'cuisines',
    sentence: 'I got a Panda Express bowl um with the chow mein and the broccoli beef and I ate the whole thing in my car',
    reference: [
      ['Chow mein or chop suey, meatless, with noodles', 220],
      ['Beef and broccoli', 163],
    ],
  },
  // Chick-fil-A chicken sandwich 187; the corrected size: sweet tea, large drink 744
  {
    family: 'blind 29',
    kind: 'fast food and drinks',
    sentence: 'I had a Chick-fil-A chicken sandwich and a medium sweet tea no a large sweet tea',
    reference: [
      ['CHICK-FIL-A, chicken sandwich', 187],
      ['Tea, iced, brewed, black, pre-sweetened with sugar', 744],
    ],
  },
  // Eggo homestyle, 2 waffles 70; peanut butter, tablespoon 16 × 2
  {
    family: 'blind 29',
    kind: 'several foods',
    sentence: 'I was up with the baby at like 4 so I ate 2 Eggo waffles with um a tablespoon of peanut butter on each',
    reference: [
      ["KELLOGG'S, EGGO, Waffles, Homestyle", 70],
      ['Peanut butter', 32],
    ],
  },
  // pumpkin muffin, medium 130 × 2
  {
    family: 'blind 29',
    kind: 'units and amounts',
    sentence: 'I baked pumpkin muffins this morning with the kids and uh I had 2 of them',
    reference: [['Muffin, pumpkin', 260]],
  },
  // egg casserole with bread, cheese, milk and meat, cup 164 × 1½
  {
    family: 'blind 29',
    kind: 'units and amounts',
    sentence:
      'So my mother in law made her breakfast casserole for Christmas morning with the eggs and sausage and bread and cheese and I had like a cup and a half of it and it was so good',
    reference: [['Egg casserole with bread, cheese, milk and meat', 246]],
  },
  // an Americano is espresso and water, closest brewed coffee, tall 12 fl oz = small 360; cheese danish, medium 113
  {
    family: 'blind 29',
    kind: 'fast food and drinks',
    sentence: 'I had a tall Americano and um a cheese danish at Starbucks',
    reference: [
      [BREWED_COFFEE, 360],
      ['Danish pastry, with cheese', 113],
    ],
  },
  // the corrected count: rosé, glass 180 × 2
  {
    family: 'blind 29',
    kind: 'fast food and drinks',
    sentence: "Okay so I had 3 glasses of wine no 2 glasses of rose at my friend's house",
    reference: [['Wine, rose', 360]],
  },
  // half a footlong is a 6-inch Subway meatball marinara sub, 209
  {
    family: 'blind 29',
    kind: 'fast food and drinks',
    sentence: 'I got a footlong meatball sub from Subway and um ate half of it',
    reference: [['SUBWAY, meatball marinara sub on white bread (no toppings)', 209]],
  },
  // pecan pie, regular slice 150; a scoop of ice cream is ½ cup, cup 135 × ½
  {
    family: 'blind 29',
    kind: 'several foods',
    sentence: 'I had a slice of leftover pecan pie from Thanksgiving um with a scoop of vanilla ice cream',
    reference: [
      ['Pie, pecan', 150],
      ['Ice cream, vanilla', 67.5],
    ],
  },
  // a Blue Moon and a Sam Adams are regular beers, can or bottle 12 fl oz 360 × 2
  {
    family: 'blind 29',
    kind: 'fast food and drinks',
    sentence: 'I had 2 beers at the game a Blue Moon and a Sam Adams',
    reference: [['Beer', 720]],
  },
  // vending-machine pretzels, small single serving bag 28; Red Bull, can 12 fl oz 372
  {
    family: 'blind 29',
    kind: 'several foods',
    sentence: 'On my lunch break at like 2 in the morning I had a bag of pretzels from the vending machine and a 12 ounce Red Bull',
    reference: [
      ['Pretzels, hard, plain, salted', 28],
      ['Energy drink (Red Bull)', 372],
    ],
  },
  // raisin toast, medium slice 25 × 2; butter, pat 5 × 2; decaf, cup 240
  {
    family: 'blind 29',
    kind: 'several foods',
    sentence: 'I had 2 slices of raisin toast with a pat of butter on each and uh a cup of decaf',
    reference: [
      ['Bread, raisin, toasted', 50],
      [BUTTER, 10],
      ['Coffee, brewed, decaffeinated', 240],
    ],
  },
  // PB&J on white, sandwich 112 × 2; Gatorade, bottle 20 fl oz 620
  {
    family: 'blind 29',
    kind: 'several foods',
    sentence: 'Before practice I had 2 peanut butter and jelly sandwiches and a 20 ounce Gatorade',
    reference: [
      ['Peanut butter and jelly sandwich, with regular peanut butter, regular jelly, on white bread', 224],
      ['Sports drink (Gatorade G)', 620],
    ],
  },
  // whey powder, scoop (NFS) 26 × 2; unsweetened almond milk, fl oz 30.5 × 12
  {
    family: 'blind 29',
    kind: 'units and amounts',
    sentence: 'I made a protein shake with 2 scoops of whey and um 12 ounces of unsweetened almond milk',
    reference: [
      ['Nutritional powder mix, whey based, NFS', 52],
      ['Almond milk, unsweetened', 366],
    ],
  },
];
