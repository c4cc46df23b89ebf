/**
 * Blind set 20, written without looking at the engine: set A is everyday logging as people write it, leaning on what
 * sets 16–19 used little: breakfasts (bagels with spreads, waffles and pancakes with syrup, cereal by the cup), snacks
 * and desserts (cookies, ice cream by the scoop, candy bars by size), salads with dressings, sandwiches built from
 * parts, leftovers and home dishes, sports and energy drinks, alcohol by the shot and bottle, fruit by size, nuts by
 * count, amounts in grams and ml, and Mexican, Salvadoran, Chinese, Japanese, Indian, Italian, Middle Eastern, Greek,
 * Puerto Rican, Polish and Southern US dishes. Set B is hurried phone chat (lowercase, w/, chkn, lg, sm, tbsp, oz, pc,
 * x2, +, &, typos, glued numbers and units, an emoji now and then) over the same ground. References follow the portion
 * conventions at the top of assistant-meal-text.cases.ts; a range is its midpoint, a weight or volume said is the
 * amount eaten (ml at the food's own grams per fl oz), a counted item with no size is the food's own item portion, a
 * bagel with no size is a medium one, and a glass of milk is a cup. The USDA portion each reference uses is in the
 * comment above it.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const WHITE_RICE = 'Rice, white, long-grain, regular, enriched, cooked';
const PLAIN_BAGEL = 'Bagels, plain, enriched, with calcium propionate (includes onion, poppy, sesame)';
const MILK_2 = 'Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D';
const PANCAKES = 'Pancakes, plain';
const PANCAKE_SYRUP = 'Pancake syrup';
const SNICKERS = 'Candies, MARS SNACKFOOD US, SNICKERS Bar';
const MAYO = 'Mayonnaise, regular';
const SOUR_CREAM = 'Sour cream, regular';
const PEANUT_BUTTER = 'Peanut butter, smooth style, with salt';
const WINE_RED = 'Wine, red';

export const BLIND_20_CASES: MealTextCase[] = [
  // Breakfast
  // cinnamon-raisin bagel, medium 105; light cream cheese tablespoon 15 × 2
  { family: 'blind 20', kind: 'several foods', sentence: 'a cinnamon raisin bagel with two tablespoons of light cream cheese', reference: [['Bagels, cinnamon-raisin', 105], ['Cream cheese, light', 30]] },
  // Eggo buttermilk waffles, 2 waffles 70 → 35 each × 3; maple syrup tbsp 20 × 2
  { family: 'blind 20', kind: 'several foods', sentence: 'three buttermilk Eggo waffles with 2 tbsp of maple syrup', reference: [["KELLOGG'S, EGGO, Waffles, Buttermilk", 105], ['Syrups, maple', 40]] },
  // Honey Nut Cheerios ¾ cup 28 → 1½ cups 56; whole milk cup 244
  { family: 'blind 20', kind: 'units and amounts', sentence: 'um, like a cup and a half of honey nut cheerios with a cup of whole milk', reference: [['Cereals ready-to-eat, GENERAL MILLS, HONEY NUT CHEERIOS', 56], ['Milk, whole, 3.25% milkfat, with added vitamin D', 244]] },
  // medium pancake 50 × 2; butter tbsp 14.2; pancake syrup cup 320 × ¼
  { family: 'blind 20', kind: 'several foods', sentence: 'Two medium pancakes with a tablespoon of butter and a quarter cup of syrup.', reference: [[PANCAKES, 100], ['Butter, salted', 14.2], [PANCAKE_SYRUP, 80]] },
  // fruit yogurt, type of milk unsaid, 6 oz container 170
  { family: 'blind 20', kind: 'single food', sentence: 'a 6 oz strawberry yogurt cup', reference: [['Yogurt, NS as to type of milk, fruit', 170]] },
  // weights said; honey and blueberries by weight
  { family: 'blind 20', kind: 'units and amounts', sentence: '170 g nonfat greek yogurt with 15 g of honey and 100 g of blueberries', reference: [['Yogurt, Greek, plain, nonfat', 170], ['Honey', 15], ['Blueberries, raw', 100]] },

  // Snacks and desserts
  // KIND bar 40
  { family: 'blind 20', kind: 'single food', sentence: 'grabbed a KIND bar on the way out', reference: [['Cereal or granola bar (KIND Fruit and Nut Bar)', 40]] },
  // Hot Pocket, regular/large 130
  { family: 'blind 20', kind: 'single food', sentence: 'a pepperoni hot pocket for lunch', reference: [['Turnover or hot pocket, pizza pocket, meat', 130]] },
  // medium chocolate chip cookie 30 × 3; a glass of 2% milk, cup 244
  { family: 'blind 20', kind: 'several foods', sentence: 'three chocolate chip cookies and a glass of 2% milk', reference: [['Cookie, chocolate chip', 90], [MILK_2, 244]] },
  // chocolate ice cream, scoop = ½ cup of 135 → 67.5 × 2
  { family: 'blind 20', kind: 'units and amounts', sentence: 'two scoops of chocolate ice cream after dinner', reference: [['Ice cream, chocolate', 135]] },
  // Snickers king size (4 oz) 113
  { family: 'blind 20', kind: 'single food', sentence: 'a king size snickers', reference: [[SNICKERS, 113]] },
  // Milky Way fun size 17; Snickers fun size 15 × 2
  { family: 'blind 20', kind: 'units and amounts', sentence: 'one fun size milky way and two fun size snickers', reference: [['Candies, MARS SNACKFOOD US, MILKY WAY Bar', 17], [SNICKERS, 30]] },
  // brownie, large 90
  { family: 'blind 20', kind: 'single food', sentence: 'a large brownie', reference: [['Cookie, brownie, NS as to icing', 90]] },
  // plain cheesecake, a slice (any size) 175
  { family: 'blind 20', kind: 'single food', sentence: 'yesterday I had a slice of cheesecake at a birthday party', reference: [['Cheesecake, plain', 175]] },

  // Salads and sandwiches
  // Greek salad, usual helping 105; Italian dressing tablespoon 14.7 × 2
  { family: 'blind 20', kind: 'several foods', sentence: 'a Greek salad with 2 tablespoons of Italian dressing', reference: [['Greek Salad, no dressing', 105], ['Italian dressing, made with vinegar and oil', 29.4]] },
  // turkey sandwich on wheat, regular 115; mayo, guideline amount on a regular sandwich 14; pear, medium 178
  { family: 'blind 20', kind: 'several foods', sentence: 'for lunch, a turkey sandwich on wheat with mayo and a pear', reference: [['Turkey sandwich on wheat', 115], [MAYO, 14], ['Pears, raw', 178]] },
  // white bread, medium slice 28 × 2; pre-packaged deli ham slice 13.5 × 3; Swiss slice 21
  { family: 'blind 20', kind: 'several foods', sentence: 'a sandwich made with 2 slices of white bread, 3 slices of deli ham and a slice of swiss', reference: [['Bread, white', 56], ['Ham, sliced, pre-packaged, deli meat (96%fat free, water added)', 40.5], ['Cheese, Swiss', 21]] },

  // Leftovers and home dishes
  // shepherd's pie, a slice (any size) 210
  { family: 'blind 20', kind: 'single food', sentence: "a slice of homemade shepherd's pie", reference: [["Shepherd's pie", 210]] },
  // stuffed pepper, ½ pepper with filling 149 × 2
  { family: 'blind 20', kind: 'single food', sentence: 'one stuffed bell pepper with ground beef and rice', reference: [['Stuffed pepper, with rice and meat', 298]] },
  // pot roast, regular/thin slice 60 × 2.5 (midpoint of 2-3)
  { family: 'blind 20', kind: 'units and amounts', sentence: "leftover pot roast from sunday, like two or three thin slices", reference: [['Beef, pot roast', 150]] },

  // Drinks
  // Gatorade, 20 fl oz bottle 620
  { family: 'blind 20', kind: 'fast food and drinks', sentence: 'a 20 oz gatorade after soccer practice', reference: [['Sports drink (Gatorade G)', 620]] },
  // Rockstar, 16 fl oz can 496
  { family: 'blind 20', kind: 'fast food and drinks', sentence: 'a 16 oz can of Rockstar', reference: [['Energy drink (Rockstar)', 496]] },
  // whiskey shot 42 × 2
  { family: 'blind 20', kind: 'fast food and drinks', sentence: 'two shots of whiskey', reference: [['Whiskey', 84]] },
  // red wine, ½ bottle 375
  { family: 'blind 20', kind: 'fast food and drinks', sentence: 'we split a bottle of red wine, so half a bottle for me', reference: [[WINE_RED, 375]] },
  // café mocha, small 372
  { family: 'blind 20', kind: 'fast food and drinks', sentence: 'a small cafe mocha', reference: [['Coffee, Cafe Mocha', 372]] },
  // lemon-lime soda, large (32 fl oz) 982
  { family: 'blind 20', kind: 'fast food and drinks', sentence: 'a large Sprite at the movies', reference: [['Beverages, carbonated, lemon-lime soda, no caffeine', 982]] },
  // apple juice 330 ml at 31 g per fl oz (29.57 ml) = 346
  { family: 'blind 20', kind: 'units and amounts', sentence: '330 ml of apple juice', reference: [['Apple juice, 100%', 346]] },

  // Fruit and nuts
  // orange, large 184; banana, small 101
  { family: 'blind 20', kind: 'several foods', sentence: 'a large orange and a small banana', reference: [['Oranges, raw, all commercial varieties', 184], ['Bananas, raw', 101]] },
  // almond 1.2 × 20
  { family: 'blind 20', kind: 'units and amounts', sentence: 'about 20 almonds', reference: [['Nuts, almonds', 24]] },

  // Cuisines
  // cheese chile relleno 143; Spanish rice from a restaurant, cup 243 × ½
  { family: 'blind 20', kind: 'cuisines', sentence: 'a cheese chile relleno with 1/2 cup of spanish rice at the mexican place', reference: [['Chiles rellenos, cheese-filled', 143], ['Spanish rice, from restaurant', 121.5]] },
  // bean pupusa 130 × 2
  { family: 'blind 20', kind: 'cuisines', sentence: 'uh two bean pupusas', reference: [['Pupusa, with beans', 260]] },
  // sweet and sour chicken, usual helping 189; white rice cup 158
  { family: 'blind 20', kind: 'cuisines', sentence: 'sweet and sour chicken with a cup of white rice', reference: [['Sweet and sour chicken or turkey', 189], [WHITE_RICE, 158]] },
  // wonton soup, bowl 1½ cups of 245; fried pot sticker 25 × 2
  { family: 'blind 20', kind: 'cuisines', sentence: 'a bowl of wonton soup and two fried potstickers', reference: [['Soup, wonton', 367.5], ['Wonton, dumpling or pot sticker, fried', 50]] },
  // eel roll piece 30 × 6; vegetable tempura cup 63
  { family: 'blind 20', kind: 'cuisines', sentence: 'six pieces of eel roll and a cup of vegetable tempura', reference: [['Sushi roll, eel', 180], ['Vegetable tempura', 63]] },
  // vegetable curry cup 240; naan piece (¼ of 10") 44
  { family: 'blind 20', kind: 'cuisines', sentence: 'a cup of vegetable curry with a piece of naan', reference: [['Vegetable curry', 240], ['Bread, naan', 44]] },
  // cheese ravioli with tomato sauce, piece 38 × 10
  { family: 'blind 20', kind: 'cuisines', sentence: 'ten cheese ravioli with marinara', reference: [['Ravioli, cheese-filled, with tomato sauce', 380]] },
  // stuffed grape leaves with lamb, roll 21 × 4; baklava piece 80
  { family: 'blind 20', kind: 'cuisines', sentence: 'four stuffed grape leaves with lamb and rice, and a piece of baklava', reference: [['Stuffed grape leaves with lamb and rice', 84], ['Baklava', 80]] },
  // Puerto Rican stewed pork cup 200; rice and black beans cup 146
  { family: 'blind 20', kind: 'cuisines', sentence: 'a cup of puerto rican stewed pork and a cup of rice and black beans', reference: [['Stewed pork, Puerto Rican style', 200], ['Restaurant, Latino, Arroz con frijoles negros (rice and black beans)', 146]] },
  // pierogi 40 × 4; sour cream tablespoon 15
  { family: 'blind 20', kind: 'cuisines', sentence: 'Four pierogi with a tablespoon of sour cream.', reference: [['Pierogi', 160], [SOUR_CREAM, 15]] },
  // fried green tomatoes slice 35 × 2; chicken and dumplings cup 244
  { family: 'blind 20', kind: 'cuisines', sentence: 'a cup of chicken and dumplings and two slices of fried green tomatoes', reference: [['Chicken or turkey with dumplings', 244], ['Fried green tomatoes', 70]] },
];

export const BLIND_20B_CASES: MealTextCase[] = [
  // plain bagel, medium 105; peanut butter 2 tbsp 32
  { family: 'blind 20b', kind: 'several foods', sentence: 'plain bagel w/ 2tbsp pb', reference: [[PLAIN_BAGEL, 105], [PEANUT_BUTTER, 32]] },
  // Eggo blueberry waffles, 2 waffles 70; pancake syrup tablespoon 20
  { family: 'blind 20b', kind: 'several foods', sentence: '2 blueberry eggos + 1 tbsp syrup', reference: [["KELLOGG'S, EGGO, Waffles, Blueberry", 70], [PANCAKE_SYRUP, 20]] },
  // large pancake 90 × 3; pancake syrup tablespoon 20 × 2
  { family: 'blind 20b', kind: 'several foods', sentence: '3 lg pancakes & 2 tbsp syrup 🥞', reference: [[PANCAKES, 270], [PANCAKE_SYRUP, 40]] },
  // Kellogg's Raisin Bran cup 59; 2% milk cup 244 × ½
  { family: 'blind 20b', kind: 'units and amounts', sentence: 'rasin bran 1c w/ 1/2c 2% milk', reference: [["Cereals ready-to-eat, KELLOGG, KELLOGG'S RAISIN BRAN", 59], [MILK_2, 122]] },
  // frosted strawberry Pop-Tart, pastry 50 × 2
  { family: 'blind 20b', kind: 'units and amounts', sentence: 'strawbery pop tarts x2', reference: [["KELLOGG'S, POP-TARTS, Frosted Wild Strawberry Toaster Pastries", 100]] },
  // Oreo sandwich 11 × 4
  { family: 'blind 20b', kind: 'units and amounts', sentence: '4 oreos 🍪', reference: [['Cookie, chocolate sandwich', 44]] },
  // Twix king size (4 bars) 95
  { family: 'blind 20b', kind: 'single food', sentence: 'twix king size', reference: [['Candies, MARS SNACKFOOD US, TWIX Caramel Cookie Bars', 95]] },
  // M&M's milk chocolate 1.69 oz package 48
  { family: 'blind 20b', kind: 'single food', sentence: 'm&ms 1.69oz bag', reference: [["Candies, MARS SNACKFOOD US, M&M's Milk Chocolate Candies", 48]] },
  // frozen yogurt, small cup 160
  { family: 'blind 20b', kind: 'single food', sentence: 'sm froyo cup', reference: [['Frozen yogurt, NFS', 160]] },
  // Goldfish, large single-serving bag 85
  { family: 'blind 20b', kind: 'single food', sentence: 'lg bag of goldfish', reference: [['Crackers, cheese (Goldfish)', 85]] },
  // Cheez-It 1 cracker 1 g × 25
  { family: 'blind 20b', kind: 'units and amounts', sentence: '25 cheez its', reference: [['Crackers, cheese (Cheez-It)', 25]] },
  // cashews 1.5 each × 15
  { family: 'blind 20b', kind: 'units and amounts', sentence: '15 cashwes', reference: [['Cashews, NFS', 22.5]] },
  // pistachios, a handful of nuts is 1 oz (shelled weight, NFS)
  { family: 'blind 20b', kind: 'units and amounts', sentence: 'handfull of pistachios', reference: [['Pistachio nuts, NFS', 28.35]] },
  // PowerBar 68
  { family: 'blind 20b', kind: 'single food', sentence: 'powerbar b4 my run', reference: [['Nutrition bar (PowerBar)', 68]] },
  // large chocolate chip cookie 45 × 2
  { family: 'blind 20b', kind: 'units and amounts', sentence: '2 lg choc chip cookeis', reference: [['Cookie, chocolate chip', 90]] },
  // Cobb salad, usual helping 105; blue cheese dressing tablespoon 15.3 × 2
  { family: 'blind 20b', kind: 'several foods', sentence: 'cobb salad w/ 2 tbsp blue cheese dresing', reference: [['Cobb salad, no dressing', 105], ['Blue or roquefort cheese dressing', 30.6]] },
  // ham sandwich on white with cheese, regular 135; mayo, guideline amount on a regular sandwich 14
  { family: 'blind 20b', kind: 'several foods', sentence: 'ham & chz sandwhich on white w/ mayo', reference: [['Ham sandwich on white, with cheese', 135], [MAYO, 14]] },
  // whole wheat bread medium slice 36 × 2; peanut butter 2 tbsp 32; banana, medium 118 × ½
  { family: 'blind 20b', kind: 'several foods', sentence: '2slc ww bread + 2tbsp pb + 1/2 banana', reference: [['Bread, whole wheat', 72], [PEANUT_BUTTER, 32], ['Bananas, raw', 59]] },
  // beef stroganoff with noodles cup 256 × 1.5
  { family: 'blind 20b', kind: 'units and amounts', sentence: 'leftover beef stroganof 1.5c', reference: [['Beef stroganoff with noodles', 384]] },
  // Gatorade 32 fl oz bottle 992
  { family: 'blind 20b', kind: 'fast food and drinks', sentence: 'gatorde 32oz', reference: [['Sports drink (Gatorade G)', 992]] },
  // NOS 16 fl oz can 496
  { family: 'blind 20b', kind: 'fast food and drinks', sentence: 'nos enrgy drink 16oz', reference: [['Energy drink (NOS)', 496]] },
  // light beer 12 fl oz can 360 × 2
  { family: 'blind 20b', kind: 'fast food and drinks', sentence: 'coors light x2 🍺', reference: [['Beer, light', 720]] },
  // beer, 40 fl oz bottle 1200
  { family: 'blind 20b', kind: 'fast food and drinks', sentence: 'a 40oz beer lol', reference: [['Beer', 1200]] },
  // red sangria glass 228
  { family: 'blind 20b', kind: 'fast food and drinks', sentence: 'glass of sangira 🍷', reference: [['Sangria, red', 228]] },
  // reduced-fat chocolate milk 300 ml at 31.2 g per fl oz (29.57 ml) = 316.5
  { family: 'blind 20b', kind: 'units and amounts', sentence: '300ml 2% choc milk', reference: [['Milk, chocolate, fluid, commercial, reduced fat, with added vitamin A and vitamin D', 316.5]] },
  // clementine 85 × 2; orange, large 184
  { family: 'blind 20b', kind: 'several foods', sentence: '2 clemintines + a lg orange', reference: [['Clementine, raw', 170], ['Oranges, raw, all commercial varieties', 184]] },
  // watermelon by weight
  { family: 'blind 20b', kind: 'units and amounts', sentence: 'watermellon 300g 🍉', reference: [['Watermelon, raw', 300]] },
  // beef and broccoli cup 217; white rice cup 158
  { family: 'blind 20b', kind: 'cuisines', sentence: 'beef & brocoli 1c + 1c white rice', reference: [['Beef and broccoli', 217], [WHITE_RICE, 158]] },
  // chicken egg foo young patty 86 × 2
  { family: 'blind 20b', kind: 'cuisines', sentence: 'chkn egg foo young x2', reference: [['Chicken egg foo yung', 172]] },
  // salmon nigiri piece 35 × 4
  { family: 'blind 20b', kind: 'cuisines', sentence: 'salmon nigiri 4pc 🍣', reference: [['Sushi, topped with salmon', 140]] },
  // pierogi 40 × 6
  { family: 'blind 20b', kind: 'cuisines', sentence: 'perogies x6', reference: [['Pierogi', 240]] },
  // cheese pupusa 100 × 2
  { family: 'blind 20b', kind: 'cuisines', sentence: '2 pupusas de queso', reference: [['Pupusa, cheese only', 200]] },
  // beef nachos, order 250 × ½
  { family: 'blind 20b', kind: 'cuisines', sentence: 'half an ordr of beef nachos', reference: [['Nachos, beef or pork', 125]] },
  // baklava piece 80 × 2
  { family: 'blind 20b', kind: 'cuisines', sentence: 'bakalava 2pc', reference: [['Baklava', 160]] },
  // barbecue sandwich, regular 180
  { family: 'blind 20b', kind: 'cuisines', sentence: 'pulled pork sandwhich', reference: [['Barbecue pork sandwich, on white bun', 180]] },
];
