/**
 * Blind set 28, written without looking at the engine: English-speaking users outside the US (UK, Ireland, Canada,
 * Australia) naming their own foods, parents logging for their children, and carers logging for older or recovering
 * adults, away from the dishes and phrasings of sets 16–26 (set 22c covered much of the same ground; this set takes
 * other dishes, or other wordings of the same ones). UK and Irish food (a jacket potato, fish and chips with mushy
 * peas, a sausage roll, crumpets, cheese on toast, digestives, a chicken and mushroom pie, a bacon butty with brown
 * sauce, builder's tea, Guinness and lager by the pint, Walkers crisps, a battered sausage, a cheese toastie, a
 * takeaway curry, fish fingers), Australian food (a Bunnings sausage sizzle, Vegemite toast, a flat white, Weet-Bix,
 * a meat pie at the footy, Tim Tams, a chicken parmi, Maccas brekkie), Canadian food (a Tim Hortons double double and
 * apple fritter, Timbits, poutine, KD, arrowroot biscuits), children's food (a packed lunch and a lunchbox, a Happy
 * Meal, Goldfish, string cheese, juice boxes, a cereal bar, spaghetti hoops) and food for older or unwell adults
 * (Ensure, cottage cheese with canned peaches, prune juice, stewed apple on a soft diet, soup and saltines, toast and
 * tea, a small evening meal), with metric amounts (g, ml, a 250 ml glass, a 375 ml can, a 500 ml bottle). A third are
 * careful sentences, a third hurried phone chat (lowercase, abbreviations, glued numbers and units, emoji) and a third
 * dictated the way speech recognition returns it (no punctuation, first word capitalised, digits for counts, fillers,
 * self-corrections where the corrected food or amount is the one eaten). About half name two or more foods.
 *
 * References follow the portion conventions at the top of assistant-meal-text.cases.ts and those of set 22c (a UK
 * pint is 568 ml, semi-skimmed milk is 2 % milk, back bacon is Canadian bacon, a sausage with no size is the survey's
 * unspecified sausage, digestives are graham crackers, Weet-Bix is Weetabix, a meat pie is a beef pot pie, Timbits are
 * doughnut holes, poutine is fries with cheese and beef gravy, a flat white is a latte of the size said). This set's
 * own notes:
 * - a volume said is the amount eaten, at the food's own grams per fl oz (29.57 ml to the fl oz), or USDA's portion
 *   of that size where it has one (a 500 ml bottle);
 * - a Tim Hortons large is 20 fl oz (the survey's large), and a double double is two creams (light cream, each its
 *   individual container) and two teaspoons of sugar;
 * - a spread said with no amount on toast is the survey's guideline amount per slice (butter) or a teaspoon per slice
 *   (yeast extract); "a bit of butter" on one slice is that guideline amount;
 * - chips at a chip shop or pub are restaurant fries and, with no size, the survey's "Quantity not specified";
 * - a Happy Meal's items are McDonald's own entries (its kids fries are the "kids serving");
 * - "tea" as a meal ("for tea", "nan's tea") is the evening meal, not the drink;
 * - where USDA has no entry for a local food, the closest USDA food stands in, named in the comment above the case
 *   (crumpet: toasted English muffin; sausage roll: pig in a blanket; battered sausage: corn dog; mushy peas: boiled
 *   green peas; brown sauce: steak sauce; golden syrup: light corn syrup; spaghetti hoops: SpaghettiOs; KD: boxed
 *   macaroni and cheese; tikka masala: chicken curry; pilau rice: rice pilaf; chicken parmi: a restaurant chicken
 *   parmesan without pasta; Tim Tams: chocolate-covered wafer cookies; apple fritter: fruit fritter; a mandarin: a
 *   tangerine; an Australian bacon and egg McMuffin: an egg sandwich on an English muffin with bacon).
 * The USDA portion each reference uses is in the comment above it.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const BEER = 'Beer';
const WHITE_TOAST = 'Bread, white, toasted';
const BUTTER_STICK = 'Butter, stick';
const YEAST_EXTRACT = 'Yeast extract spread';
const SUGAR = 'Sugar, white, granulated or lump';
const MILK_NFS = 'Milk, NFS';
const BLACK_TEA = 'Tea, hot, leaf, black';
const RESTAURANT_FRIES = 'Potato, french fries, restaurant';
const STRING_CHEESE = 'Cheese, Mozzarella, part skim';

export const BLIND_28_CASES: MealTextCase[] = [
  // Careful sentences
  // baked potato flesh and skin, large 299; cheddar shredded cup 113 × ¼; coleslaw cup 220 / 16 × 2
  {
    family: 'blind 28',
    kind: 'several foods',
    sentence: 'Lunch at the café was a large jacket potato with a quarter cup of grated cheddar and two tablespoons of coleslaw.',
    reference: [
      ['Potatoes, baked, flesh and skin, without salt', 299],
      ['Cheese, Cheddar', 28.25],
      ['Coleslaw', 27.5],
    ],
  },
  // fried cod, large fillet 210; restaurant fries unspecified 110; mushy peas → boiled green peas, cup 160 × ½
  {
    family: 'blind 28',
    kind: 'several foods',
    sentence: 'Fish and chips from the chip shop: a large piece of battered cod, a regular portion of chips and half a cup of mushy peas.',
    reference: [
      ['Fish, cod, fried', 210],
      [RESTAURANT_FRIES, 110],
      ['Peas, green, cooked, boiled, drained, without salt', 80],
    ],
  },
  // sausage roll → pig in a blanket 85; diet cola, bottle 16.9 fl oz or 500 ml 507
  {
    family: 'blind 28',
    kind: 'units and amounts',
    sentence: 'A sausage roll from the bakery and a 500 ml bottle of Diet Coke on my lunch break.',
    reference: [
      ['Pig in a blanket', 85],
      ['Soft drink, cola, diet', 507],
    ],
  },
  // crumpet → toasted English muffin, muffin 52 × 2; butter pat 7 × 2; honey teaspoon = tablespoon 20 / 3 × 2
  {
    family: 'blind 28',
    kind: 'several foods',
    sentence: 'Two toasted crumpets, each with a pat of butter and a teaspoon of honey.',
    reference: [
      ['English muffins, plain, toasted, enriched, with calcium propionate (includes sourdough)', 104],
      [BUTTER_STICK, 14],
      ['Honey', 13.3],
    ],
  },
  // cottage cheese cup 210 × ½; peaches canned in juice, cup 245 × ½
  {
    family: 'blind 28',
    kind: 'several foods',
    sentence: 'My mum had half a cup of cottage cheese and half a cup of canned peaches in juice for lunch.',
    reference: [
      ['Cheese, cottage, NFS', 105],
      ['Peach, canned, juice pack', 122.5],
    ],
  },
  // a bowl of soup is 1½ cups: chicken noodle soup cup 245 × 1½; saltine cracker 3 × 4
  {
    family: 'blind 28',
    kind: 'several foods',
    sentence: "Dad managed a bowl of chicken noodle soup and four saltines today; he's still getting over pneumonia.",
    reference: [
      ['Soup, chicken noodle', 367.5],
      ['Crackers, saltine', 12],
    ],
  },
  // PB&J on white, sandwich 112; apple juice, juice box 6.75 fl oz 209; cheese string = string cheese, stick 28.35
  {
    family: 'blind 28',
    kind: 'several foods',
    sentence: "I packed my son's lunch: a peanut butter and jam sandwich on white bread, an apple juice box and a cheese string.",
    reference: [
      ['Peanut butter and jelly sandwich, with regular peanut butter, regular jelly, on white bread', 112],
      ['Apple juice, 100%', 209],
      [STRING_CHEESE, 28.35],
    ],
  },
  // Tim Hortons large is 20 fl oz = brewed coffee large 600; light cream individual container 11.1 × 2; sugar
  // teaspoon 4.2 × 2; apple fritter → fruit fritter 100
  {
    family: 'blind 28',
    kind: 'fast food and drinks',
    sentence: 'A large double double and an apple fritter from Tim Hortons on the way to work.',
    reference: [
      ['Coffee, brewed', 600],
      ['Cream, fluid, light (coffee cream or table cream)', 22.2],
      [SUGAR, 8.4],
      ['Fritter, fruit', 100],
    ],
  },
  // digestives → graham crackers, large rectangular piece 15 × 3
  { family: 'blind 28', kind: 'single food', sentence: 'Three digestive biscuits from the packet in the staff room.', reference: [['Graham crackers', 45]] },
  // white toast medium slice 25 × 2; cheddar 40 g said
  {
    family: 'blind 28',
    kind: 'units and amounts',
    sentence: 'Cheese on toast: two slices of white bread, toasted, with 40 g of cheddar melted on top.',
    reference: [
      [WHITE_TOAST, 50],
      ['Cheese, Cheddar', 40],
    ],
  },
  // wholemeal toast medium slice 33 × 2; butter guideline per slice 7 × 2; Marmite = yeast extract, teaspoon 6 × 2;
  // a glass of juice is a cup, 8 fl oz × 31
  {
    family: 'blind 28',
    kind: 'several foods',
    sentence: 'Two slices of wholemeal toast with butter and Marmite, and a glass of orange juice.',
    reference: [
      ['Bread, whole wheat, toasted', 66],
      [BUTTER_STICK, 14],
      [YEAST_EXTRACT, 12],
      ['Orange juice, 100%, NFS', 248],
    ],
  },
  // chicken and mushroom pie → chicken pot pie, individual pie 250
  {
    family: 'blind 28',
    kind: 'single food',
    sentence: 'A chicken and mushroom pie from the supermarket, heated up in the oven.',
    reference: [['Pot pie, chicken', 250]],
  },
  // spaghetti hoops → SpaghettiOs, cup 252
  { family: 'blind 28', kind: 'single food', sentence: 'My son had a cup of spaghetti hoops for lunch.', reference: [['SPAGHETTIOS, SpaghettiOs Original', 252]] },
  // stewed apple = apples boiled, cup slices 171 × ½
  {
    family: 'blind 28',
    kind: 'single food',
    sentence: 'Half a cup of stewed apple for Mum, who is on soft foods after her dental surgery.',
    reference: [['Apples, raw, without skin, cooked, boiled', 85.5]],
  },
  // sausage unspecified 60 × 2; white bread medium slice 28 × 2; tomato sauce = ketchup, tablespoon 17 × 2
  {
    family: 'blind 28',
    kind: 'several foods',
    sentence: 'Two sausages at the Bunnings sausage sizzle, each in a slice of white bread with tomato sauce.',
    reference: [
      ['Sausage, NFS', 120],
      ['Bread, white', 56],
      ['Ketchup', 34],
    ],
  },

  // Hurried phone chat
  // back bacon → Canadian bacon, slice 23 × 2; soft white roll, medium 43; brown sauce → steak sauce, tablespoon 17
  {
    family: 'blind 28',
    kind: 'typos',
    sentence: 'bacon butty 2 rashers back bacon on a white roll + brown sauce',
    reference: [
      ['Canadian bacon, cooked', 46],
      ['Roll, white, soft', 43],
      ['Steak sauce', 17],
    ],
  },
  // a mug is 10 fl oz: black tea 300; milk guideline 2.5 per fl oz × 10; sugar teaspoon 4.2 × 2
  {
    family: 'blind 28',
    kind: 'fast food and drinks',
    sentence: 'mug of builders tea w milk + 2 sugars ☕',
    reference: [
      [BLACK_TEA, 300],
      [MILK_NFS, 25],
      [SUGAR, 8.4],
    ],
  },
  // flat white → latte, 8 fl oz cup 240
  { family: 'blind 28', kind: 'fast food and drinks', sentence: 'flat white 8oz on the way in ☕', reference: [['Coffee, Latte', 240]] },
  // UK pint 568 ml = 19.21 fl oz × 30 × 2 (Guinness → beer)
  { family: 'blind 28', kind: 'fast food and drinks', sentence: '2 pints of guinness at the local 🍺', reference: [[BEER, 1152.4]] },
  // cheese and onion crisps → other flavored potato chips, 32.5 g said
  { family: 'blind 28', kind: 'units and amounts', sentence: 'walkers cheese n onion 32.5g bag', reference: [['Potato chips, other flavored', 32.5]] },
  // a Happy Meal is McDonald's: McNuggets, 6 pieces 95; McDonald's fries, kids serving 31; chocolate milk, individual
  // school container (8 fl oz) 248
  {
    family: 'blind 28',
    kind: 'fast food and drinks',
    sentence: 'happy meal for my youngest: 6 nuggets, kids fries, choc milk',
    reference: [
      ["McDONALD'S, Chicken McNUGGETS", 95],
      ["McDONALD'S, french fries", 31],
      ['Chocolate milk, NFS', 248],
    ],
  },
  // poutine → fries with cheese, medium order 222 × ½; beef gravy unspecified 60 × ½
  {
    family: 'blind 28',
    kind: 'fast food and drinks',
    sentence: 'shared a medium poutine w my bf, i had half lol',
    reference: [
      ['Potato, french fries, with cheese, fast food / restaurant', 111],
      ['Gravy, beef', 30],
    ],
  },
  // KD = boxed mac and cheese, cup 230 × 1.5
  {
    family: 'blind 28',
    kind: 'typos',
    sentence: 'kd 1.5c for my 4yo',
    reference: [['Macaroni or noodles with cheese, made from packaged mix', 345]],
  },
  // prune juice 120 ml = 4.06 fl oz × 31
  { family: 'blind 28', kind: 'units and amounts', sentence: 'prune juice 120ml for mum', reference: [['Prune juice, 100%', 125.8]] },
  // white toast medium slice 25 × 2; butter guideline per slice 7 × 2; Vegemite = yeast extract, teaspoon 6 × 2
  {
    family: 'blind 28',
    kind: 'typos',
    sentence: 'vegemite toast x2 w butter for brekky',
    reference: [
      [WHITE_TOAST, 50],
      [BUTTER_STICK, 14],
      [YEAST_EXTRACT, 12],
    ],
  },
  // cereal bar, bar 43; orange juice, juice box 6.75 fl oz 209
  {
    family: 'blind 28',
    kind: 'several foods',
    sentence: 'cereal bar + oj juice box in the car for the kid 🚗',
    reference: [
      ['Cereal or Granola bar, NFS', 43],
      ['Orange juice, 100%, NFS', 209],
    ],
  },
  // ham sandwich on white with cheese, regular 135; mandarin → tangerine, fruit 109; Oreo sandwich 11 × 3
  {
    family: 'blind 28',
    kind: 'several foods',
    sentence: 'lunchbox: ham & cheese sandwich on white, a mandarin + 3 oreos',
    reference: [
      ['Ham sandwich on white, with cheese', 135],
      ['Tangerine, raw', 109],
      ['Cookie, chocolate sandwich', 33],
    ],
  },
  // 250 ml = 8.45 fl oz × 29.3
  {
    family: 'blind 28',
    kind: 'units and amounts',
    sentence: 'lg glass of sauv blanc 250ml 🍷',
    reference: [['Alcoholic beverage, wine, table, white, Sauvignon Blanc', 247.7]],
  },
  // scrambled egg, large 61; white toast, slice with crust not eaten 12 × ½
  {
    family: 'blind 28',
    kind: 'several foods',
    sentence: "nan's tea: 1 scrambled egg + half a slice of toast crusts off",
    reference: [
      ['Egg, whole, cooked, scrambled', 61],
      [WHITE_TOAST, 6],
    ],
  },
  // bacon and egg McMuffin → egg sandwich on English muffin with bacon, regular 150
  {
    family: 'blind 28',
    kind: 'fast food and drinks',
    sentence: 'maccas bacon & egg mcmuffin for brekky',
    reference: [['Egg sandwich on English muffin, with bacon', 150]],
  },

  // Dictated
  // a bowl of porridge is 1½ cups: oatmeal made with milk, cup 240 × 1½; golden syrup → light corn syrup, tbsp 22
  {
    family: 'blind 28',
    kind: 'several foods',
    sentence: 'I had um a bowl of porridge made with semi skimmed milk and a tablespoon of golden syrup',
    reference: [
      ['Oatmeal, regular or quick, made with milk, no added fat', 360],
      ['Syrups, corn, light', 22],
    ],
  },
  // battered sausage → corn dog, regular 88; restaurant fries unspecified 110
  {
    family: 'blind 28',
    kind: 'fast food and drinks',
    sentence: 'Got a battered sausage and chips from the chippy for tea',
    reference: [
      ['Corn dog', 88],
      [RESTAURANT_FRIES, 110],
    ],
  },
  // string cheese, stick 28.35; Goldfish, small or medium single serving bag 45
  {
    family: 'blind 28',
    kind: 'several foods',
    sentence: 'My son had 1 string cheese and a little bag of Goldfish after school',
    reference: [
      [STRING_CHEESE, 28.35],
      ['Crackers, cheese (Goldfish)', 45],
    ],
  },
  // Weet-Bix → Weetabix, 2 biscuits 35; milk cup 244; sugar teaspoon 4.2
  {
    family: 'blind 28',
    kind: 'several foods',
    sentence: 'I had 2 Weet-Bix with um about a cup of warm milk and a teaspoon of sugar',
    reference: [
      ['Cereals ready-to-eat, WEETABIX whole grain cereal', 35],
      [MILK_NFS, 244],
      [SUGAR, 4.2],
    ],
  },
  // corrected to 3 UK pints: 568 ml = 19.21 fl oz × 30 × 3
  {
    family: 'blind 28',
    kind: 'fast food and drinks',
    sentence: "Um 2 pints of lager no sorry 3 pints it was my mate's birthday",
    reference: [[BEER, 1728.6]],
  },
  // white toast medium slice 25; butter guideline per slice 7; black tea cup 240; milk guideline 2.5 per fl oz × 8
  {
    family: 'blind 28',
    kind: 'several foods',
    sentence: 'Just toast and tea today still feeling rough 1 slice of white toast with a bit of butter and a cup of tea with milk',
    reference: [
      [WHITE_TOAST, 25],
      [BUTTER_STICK, 7],
      [BLACK_TEA, 240],
      [MILK_NFS, 20],
    ],
  },
  // corrected to 6 Timbits → doughnut holes 15 × 6
  {
    family: 'blind 28',
    kind: 'fast food and drinks',
    sentence: 'At Tim Hortons I got 10 Timbits no 6 the birthday cake ones',
    reference: [['Doughnut holes', 90]],
  },
  // Ensure, bottle 8 fl oz 252
  {
    family: 'blind 28',
    kind: 'single food',
    sentence: 'My dad only managed 1 vanilla Ensure for breakfast',
    reference: [['Nutritional drink or shake, ready-to-drink (Ensure)', 252]],
  },
  // corrected to a cheese toastie = grilled cheese (cheddar on white), sandwich 116; ready salted crisps = plain
  // potato chips, small single serving bag 28
  {
    family: 'blind 28',
    kind: 'several foods',
    sentence: 'I had a ham toastie no a cheese toastie and a packet of ready salted crisps for lunch at work',
    reference: [
      ['Grilled cheese sandwich, cheddar cheese, on white bread', 116],
      ['Potato chips, plain', 28],
    ],
  },
  // tikka masala → chicken curry, unspecified 240; pilau rice → rice pilaf, unspecified 155; one whole naan 177
  {
    family: 'blind 28',
    kind: 'cuisines',
    sentence: 'For tea we got a chicken tikka masala um with pilau rice and 1 naan from the Indian takeaway',
    reference: [
      ['Chicken curry', 240],
      ['Rice pilaf', 155],
      ['Bread, naan', 177],
    ],
  },
  // corrected to 5 fish fingers = fish sticks, stick 28 × 5
  {
    family: 'blind 28',
    kind: 'single food',
    sentence: 'The kids and I had fish fingers for tea I had 4 no 5',
    reference: [['Fish, fish sticks, frozen, prepared', 140]],
  },
  // arrowroot biscuit 4.9 × 3
  {
    family: 'blind 28',
    kind: 'single food',
    sentence: 'Mum had uh 3 arrowroot biscuits she said they settle her stomach',
    reference: [['Cookies, animal crackers (includes arrowroot, tea biscuits)', 14.7]],
  },
  // meat pie → beef pot pie, individual pie 250; cola 375 ml = 12.68 fl oz × 31
  {
    family: 'blind 28',
    kind: 'fast food and drinks',
    sentence: 'I had a meat pie at the footy and a can of Coke the 375 ml one',
    reference: [
      ['Pot pie, beef', 250],
      ['Soft drink, cola', 393.1],
    ],
  },
  // corrected to 3 Tim Tams → chocolate-covered wafer cookie, wafer 15 × 3
  {
    family: 'blind 28',
    kind: 'single food',
    sentence: 'I had 2 Tim Tams no make that 3 after dinner',
    reference: [['Cookie, sugar wafer, chocolate-covered', 45]],
  },
  // chicken parmi → restaurant chicken parmesan without pasta, serving 301; restaurant fries unspecified 110
  {
    family: 'blind 28',
    kind: 'cuisines',
    sentence: 'Chicken parmi and chips at the pub um it was really good',
    reference: [
      ['Restaurant, Italian, chicken parmesan without pasta', 301],
      [RESTAURANT_FRIES, 110],
    ],
  },
];
