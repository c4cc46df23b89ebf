/**
 * Blind set 26, written without looking at the engine: what a broad mix of US users log over a week, away from the
 * dishes and phrasings of sets 16–25. Breakfasts at home (brand cereals with milk, a coffee-shop parfait, an egg
 * sandwich on a bagel, smoothies with their parts listed), lunches (soup, a deli sandwich, leftovers, cheese and
 * crackers), dinners at home (a sheet-pan dinner, taco night, a stir fry, turkey meatloaf, a pork chop, cod and
 * halibut), restaurant and takeout meals (Papa John's, Little Caesars, Wendy's, sushi, Indian, Chinese and Mexican
 * kitchens, a steakhouse), snacks and sweets (Cheetos, Sun Chips, pecans, a Butterfinger, cookies, an ice cream cone)
 * and drinks (a coffee order, a latte, juice, beer, wine and cocktails). A third are careful sentences, a third hurried
 * phone chat (lowercase, abbreviations, typos, glued numbers and units, emoji) and a third dictated the way speech
 * recognition returns it (no punctuation, first word capitalised, digits for counts, fillers, self-corrections where
 * the corrected food or amount is the one eaten). About half name two or more foods.
 * References follow the portion conventions at the top of assistant-meal-text.cases.ts; a weight or volume said is the
 * amount eaten (a fluid ounce at the food's own grams per fl oz; a fish's or meat's weight is its cooked weight), a
 * counted item with no size is the food's own item (or medium/regular) portion, a cereal's cup or count is scaled from
 * its NLEA serving, a handful of nuts is 1 oz, a glass of juice is a cup, "a few" is three, "some" of a snack is the
 * survey's "Quantity not specified", a grande is 16 fl oz (the survey's medium), a "large" Papa John's or Little
 * Caesars pizza is USDA's 14" pie, and a roasted vegetable is the survey's "fat added" entry. A dish USDA has no
 * entry for takes the closest generic one (named in the comment). The USDA portion each reference uses is in the
 * comment above it.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const MILK_2 = 'Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D';
const MILK_SKIM = 'Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)';
const WHITE_RICE = 'Rice, white, long-grain, regular, enriched, cooked';

export const BLIND_26_CASES: MealTextCase[] = [
  // Careful sentences
  // Cinnamon Toast Crunch, ¾ cup NLEA serving 31 → 1 cup 41.3; 2% milk cup 244 × ½
  {
    family: 'blind 26',
    kind: 'several foods',
    sentence: 'A cup of Cinnamon Toast Crunch with half a cup of 2% milk.',
    reference: [
      ['Cereals ready-to-eat, GENERAL MILLS, CINNAMON TOAST CRUNCH', 41.3],
      [MILK_2, 122],
    ],
  },
  // yogurt parfait with fruit and granola, 1 item 149
  {
    family: 'blind 26',
    kind: 'single food',
    sentence: 'A yogurt parfait with strawberries and granola from the coffee shop.',
    reference: [['Yogurt parfait, lowfat, with fruit and granola', 149]],
  },
  // egg sandwich on bagel (no meat or cheese said), regular 185
  { family: 'blind 26', kind: 'single food', sentence: 'I made an egg sandwich at home on a toasted everything bagel.', reference: [['Egg sandwich on bagel', 185]] },
  // chicken thigh roasted, skin eaten, medium 80 × 2; Brussels sprouts roasted (fat added), cup 160
  {
    family: 'blind 26',
    kind: 'several foods',
    sentence: 'Sheet-pan dinner: two roasted chicken thighs with the skin and a cup of roasted Brussels sprouts.',
    reference: [
      ['Chicken thigh, baked, broiled, or roasted, skin eaten, from raw', 160],
      ['Brussels sprouts, fresh, cooked, fat added', 160],
    ],
  },
  // boneless center loin chop, pan-broiled, 1 chop 137; mashed potatoes with milk and butter, cup 210 × ½
  {
    family: 'blind 26',
    kind: 'several foods',
    sentence: 'A boneless pork chop, pan-broiled, with half a cup of mashed potatoes.',
    reference: [
      ['Pork, fresh, loin, center loin (chops), boneless, separable lean and fat, cooked, pan-broiled', 137],
      ['Potatoes, mashed, home-prepared, whole milk and butter added', 105],
    ],
  },
  // New York strip is the top loin steak (USDA broils it lean only), 10 oz × 28.35; broccoli boiled, ½ cup 78 × 2
  {
    family: 'blind 26',
    kind: 'several foods',
    sentence: 'At the steakhouse I had a 10 oz New York strip and a cup of steamed broccoli.',
    reference: [
      ['Beef, short loin, top loin, steak, separable lean only, trimmed to 1/8" fat, all grades, cooked, broiled', 283.5],
      ['Broccoli, cooked, boiled, drained, without salt', 156],
    ],
  },
  // Papa John's large is the 14" pie, pepperoni slice 123 × 2
  {
    family: 'blind 26',
    kind: 'fast food and drinks',
    sentence: "Two slices of a large Papa John's pepperoni pizza.",
    reference: [["PAPA JOHN'S 14\" Pepperoni Pizza, Original Crust", 246]],
  },
  // shrimp roll piece 30 × 6; vegetable roll piece 22 × 6
  {
    family: 'blind 26',
    kind: 'cuisines',
    sentence: 'Six pieces of shrimp roll and six pieces of vegetable roll from the sushi counter.',
    reference: [
      ['Sushi roll, shrimp', 180],
      ['Sushi roll, vegetable', 132],
    ],
  },
  // channa saag cup 245; naan piece (¼ of 10") 44
  {
    family: 'blind 26',
    kind: 'cuisines',
    sentence: 'Indian takeout: a cup of chana saag with a piece of naan.',
    reference: [
      ['Channa Saag', 245],
      ['Bread, naan', 44],
    ],
  },
  // glass 6 fl oz × 29.3 × 2 (the wine-glass convention)
  {
    family: 'blind 26',
    kind: 'fast food and drinks',
    sentence: 'Two glasses of chardonnay with dinner.',
    reference: [['Alcoholic beverage, wine, table, white, Chardonnay', 351.6]],
  },
  // gouda 1 oz 28.35 × 2; butter crackers, cracker 3 × 10
  {
    family: 'blind 26',
    kind: 'several foods',
    sentence: 'Two ounces of gouda with ten butter crackers as an afternoon snack.',
    reference: [
      ['Cheese, gouda', 56.7],
      ['Crackers, butter, plain', 30],
    ],
  },
  // cod baked (dry heat) 5 oz × 28.35; couscous cooked, cup 157
  {
    family: 'blind 26',
    kind: 'several foods',
    sentence: 'A 5 oz baked cod fillet with a cup of couscous.',
    reference: [
      ['Fish, cod, Atlantic, cooked, dry heat', 141.75],
      ['Couscous, cooked', 157],
    ],
  },
  // a bowl of soup is 1½ cups: potato soup cup 255 × 1½
  { family: 'blind 26', kind: 'single food', sentence: 'A bowl of potato soup for lunch.', reference: [['Soup, potato', 382.5]] },
  // brewed coffee large 600; two creams, individual container 11.1 × 2; two sugars, teaspoon 4.2 × 2
  {
    family: 'blind 26',
    kind: 'fast food and drinks',
    sentence: 'A large hot coffee with two creams and two sugars.',
    reference: [
      ['Coffee, brewed', 600],
      ['Cream, fluid, light (coffee cream or table cream)', 22.2],
      ['Sugar, white, granulated or lump', 8.4],
    ],
  },
  // beer 12 fl oz × 29.7; Bloody Mary, 1 drink 225
  {
    family: 'blind 26',
    kind: 'fast food and drinks',
    sentence: 'A 12 oz bottle of regular beer and a Bloody Mary at brunch.',
    reference: [
      ['Alcoholic beverage, beer, regular, all', 356.4],
      ['Bloody Mary', 225],
    ],
  },

  // Hurried phone chat
  // Honey Bunches of Oats with almonds, ¾ cup NLEA serving 32 → 1½ cups 64; unsweetened almond milk cup 244
  {
    family: 'blind 26',
    kind: 'typos',
    sentence: 'honey bunches of oats w almonds 1.5c + 1c unsweetend almond milk',
    reference: [
      ['Cereals ready-to-eat, POST, HONEY BUNCHES OF OATS, with almonds', 64],
      ['Almond milk, unsweetened', 244],
    ],
  },
  // egg sandwich on wheat bread with cheese, regular 135
  { family: 'blind 26', kind: 'typos', sentence: 'egg n cheese sammich on wheat toast, made it myself', reference: [['Egg sandwich on wheat bread, with cheese', 135]] },
  // frozen mango cup 150; banana medium 118; raw spinach cup 30 × 2; orange juice cup 249
  {
    family: 'blind 26',
    kind: 'several foods',
    sentence: 'smoothie: 1c frozen mango, 1 banana, 2 cups spinach, 1c oj 🥭',
    reference: [
      ['Mango, frozen', 150],
      ['Bananas, raw', 118],
      ['Spinach, raw', 60],
      ['Orange juice, chilled, includes from concentrate', 249],
    ],
  },
  // Greek vanilla nonfat yogurt, 5.3 oz container 150; Quaker granola, ½ cup 48 × ½; blueberries cup 148 × ½
  {
    family: 'blind 26',
    kind: 'several foods',
    sentence: 'vanilla greek yogurt 5.3oz + 1/4c granola + 1/2c bluberries',
    reference: [
      ['Yogurt, Greek, vanilla, nonfat', 150],
      ['Cereals ready-to-eat, QUAKER, 100% Natural Granola, Oats, Wheat and Honey', 24],
      ['Blueberries, raw', 74],
    ],
  },
  // Wendy's Jr. cheeseburger, 1 item 129; Wendy's fries, small 113
  {
    family: 'blind 26',
    kind: 'fast food and drinks',
    sentence: 'wendys jr cheeseburger + sm fry',
    reference: [
      ["WENDY'S, Jr. Hamburger, with cheese", 129],
      ["WENDY'S, french fries", 113],
    ],
  },
  // Little Caesars deep dish is the 14" large pie, pepperoni slice 104 × 3
  {
    family: 'blind 26',
    kind: 'fast food and drinks',
    sentence: 'little caesars deep dish pepperoni 3 slc 🍕',
    reference: [['LITTLE CAESARS 14" Pepperoni Pizza, Large Deep Dish Crust', 312]],
  },
  // sesame chicken cup 252; white rice cup 158 × ½
  {
    family: 'blind 26',
    kind: 'cuisines',
    sentence: 'sesame chkn 1c + 1/2c white rice 🥡',
    reference: [
      ['Sesame chicken', 252],
      [WHITE_RICE, 79],
    ],
  },
  // Cheetos, small single serving bag 28
  { family: 'blind 26', kind: 'single food', sentence: 'cheetos 1 sm bag', reference: [['Cheese flavored corn snacks (Cheetos)', 28]] },
  // Butterfinger, king size bar 108
  { family: 'blind 26', kind: 'units and amounts', sentence: 'butterfinger king size lol', reference: [['Candies, NESTLE, BUTTERFINGER Bar', 108]] },
  // martini, 1 drink 120
  { family: 'blind 26', kind: 'fast food and drinks', sentence: 'dirty martini after work 🍸', reference: [['Martini', 120]] },
  // shepherd's pie cup 200 × 1½
  { family: 'blind 26', kind: 'typos', sentence: 'leftovr shepherds pie 1.5c', reference: [["Shepherd's pie", 300]] },
  // tortilla chips, chip 3 × 20; pico de gallo cup 240 × ¼
  {
    family: 'blind 26',
    kind: 'cuisines',
    sentence: '20ish tortilla chips + 1/4c pico at the mex place',
    reference: [
      ['Tortilla chips, plain', 60],
      ['Salsa, pico de gallo', 60],
    ],
  },
  // pineapple juice, fl oz (no ice) 31 × 8
  { family: 'blind 26', kind: 'units and amounts', sentence: 'pineapple juice 8oz', reference: [['Pineapple juice, 100%', 248]] },
  // pecans, a handful is 1 oz 28.35; dark chocolate (no cacao said, the NFS blend) 1 oz 28.35
  {
    family: 'blind 26',
    kind: 'several foods',
    sentence: 'handful of pecans + 1oz dark choc',
    reference: [
      ['Nuts, pecans', 28.35],
      ['Candies, chocolate, dark, NFS (45-59% cacao solids 90%; 60-69% cacao solids 5%; 70-85% cacao solids 5%)', 28.35],
    ],
  },
  // rum and cola, 1 drink 225 × 2
  { family: 'blind 26', kind: 'fast food and drinks', sentence: 'rum n coke x2 🥃', reference: [['Rum and cola', 450]] },

  // Dictated
  // Frosted Mini-Wheats bite size, 21 biscuits 54 → 25 biscuits 64.3; skim milk cup 245
  {
    family: 'blind 26',
    kind: 'several foods',
    sentence: 'I had a bowl of Frosted Mini Wheats the bite size ones um like 25 of them with a cup of skim milk',
    reference: [
      ["Cereals ready-to-eat, KELLOGG, KELLOGG'S FROSTED MINI-WHEATS, bite size", 64.3],
      [MILK_SKIM, 245],
    ],
  },
  // the corrected food: chicken salad sandwich on wheat, regular 180; apple medium 182
  {
    family: 'blind 26',
    kind: 'several foods',
    sentence: 'For lunch I had a roast beef sandwich no a chicken salad sandwich on wheat and an apple',
    reference: [
      ['Chicken salad sandwich on wheat', 180],
      ['Apples, raw, with skin', 182],
    ],
  },
  // the corrected count: chicken taco on a flour tortilla, small/regular 105 × 2
  {
    family: 'blind 26',
    kind: 'cuisines',
    sentence: 'We did taco night and I had 3 chicken tacos on flour tortillas no wait just 2',
    reference: [['Taco, flour tortilla, chicken, cheese', 210]],
  },
  // chicken and vegetables with broccoli and carrots in soy-based sauce, cup 217 × 2; brown rice cup 202
  {
    family: 'blind 26',
    kind: 'several foods',
    sentence: 'I made a chicken stir fry with broccoli and carrots like 2 cups and a cup of brown rice',
    reference: [
      ['Chicken or turkey and vegetables including carrots, broccoli, and/or dark-green leafy; no potatoes, soy-based sauce', 434],
      ['Rice, brown, long-grain, cooked', 202],
    ],
  },
  // turkey meatloaf, large or thick slice 144; green beans cooked, cup 140
  {
    family: 'blind 26',
    kind: 'several foods',
    sentence: 'I had a thick slice of turkey meatloaf and um a cup of green beans',
    reference: [
      ['Meat loaf made with chicken or turkey', 144],
      ['Green beans, fresh, cooked, no added fat', 140],
    ],
  },
  // halibut dry heat 6 oz × 28.35; wild rice cooked cup 164
  {
    family: 'blind 26',
    kind: 'several foods',
    sentence: 'For dinner I had 6 ounces of halibut and a cup of wild rice',
    reference: [
      ['Fish, halibut, Atlantic and Pacific, cooked, dry heat', 170.1],
      ['Wild rice, cooked', 164],
    ],
  },
  // huevos rancheros, 1 egg 118 × 2
  { family: 'blind 26', kind: 'cuisines', sentence: 'At the Mexican restaurant I had huevos rancheros with 2 eggs', reference: [['Huevos rancheros', 236]] },
  // Chinese restaurant shrimp and vegetables, 1 order 601 × ½
  {
    family: 'blind 26',
    kind: 'cuisines',
    sentence: 'Uh I ate about half an order of shrimp and vegetables from the Chinese place',
    reference: [['Restaurant, Chinese, shrimp and vegetables', 300.5]],
  },
  // vanilla ice cream cone, waffle cone, 1 cone 255
  {
    family: 'blind 26',
    kind: 'single food',
    sentence: 'I had a vanilla ice cream cone the waffle cone kind',
    reference: [['Ice cream cone, scooped, vanilla, waffle cone', 255]],
  },
  // grande 16 fl oz = the survey's medium nonfat latte 480
  { family: 'blind 26', kind: 'fast food and drinks', sentence: 'I had a grande nonfat latte', reference: [['Coffee, Latte, nonfat', 480]] },
  // the corrected juice: grapefruit juice, a glass is a cup 248
  {
    family: 'blind 26',
    kind: 'single food',
    sentence: 'I drank a glass of apple juice no grapefruit juice',
    reference: [['Grapefruit juice, 100%, canned, bottled or in a carton', 248]],
  },
  // piña colada, 1 drink 225 × 2
  { family: 'blind 26', kind: 'fast food and drinks', sentence: 'I had a pina colada at the pool and then another one', reference: [['Pina Colada', 450]] },
  // "some" Sun Chips, Quantity not specified 30
  { family: 'blind 26', kind: 'units and amounts', sentence: 'I had some Sun Chips with my lunch', reference: [['Multigrain chips (Sun Chips)', 30]] },
  // "a few" is three: peanut butter cookie, large 45 × 3
  {
    family: 'blind 26',
    kind: 'units and amounts',
    sentence: 'So I ate a few peanut butter cookies the big ones',
    reference: [['Cookie, peanut butter', 135]],
  },
  // baked potato medium 173; sour cream tablespoon 15 × 2; butter tbsp 14.2
  {
    family: 'blind 26',
    kind: 'several foods',
    sentence: 'Uh a medium baked potato with 2 tablespoons of sour cream and a tablespoon of butter',
    reference: [
      ['Potatoes, baked, flesh and skin, without salt', 173],
      ['Sour cream, regular', 30],
      ['Butter, salted', 14.2],
    ],
  },
];
