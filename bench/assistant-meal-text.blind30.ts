/**
 * Blind set 30, written without looking at the engine: South Asian, Chinese, Korean and Japanese home cooking in US
 * households (dal and roti, palak paneer, idli, dosa and sambar, parathas and curry, congee, steamed and pan-fried
 * dumplings, kimchi fried rice, bibimbap, miso soup, ramen, teriyaki), fast-casual bowls and salads (Chipotle, Qdoba,
 * Sweetgreen, Cava, a poke shop), keto and low-carb dieters (a bunless burger, cauliflower rice, bacon and eggs, fat
 * coffee, pork rinds, parmesan crisps) and vegan eaters (a tofu scramble, oat and soy milk, plant-based burgers, lentil
 * pasta, hummus and pita), away from the dishes of sets 16–29. A third are careful sentences, a third hurried phone
 * chat (lowercase, abbreviations, typos, glued numbers and units, emoji) and a third dictated the way speech
 * recognition returns it (no punctuation, first word capitalised, digits for counts, fillers, self-corrections where
 * the corrected food or amount is the one eaten). About half name two or more foods.
 * References follow the portion conventions at the top of assistant-meal-text.cases.ts; a weight or volume said is the
 * amount eaten (a fluid ounce at the food's own grams per fl oz; a fish's or meat's weight is its cooked weight, raw
 * fish its raw weight), a counted item with no size is the food's own item (or medium/regular) portion, a "piece" of
 * naan is USDA's quarter of a 10" naan, a cup of chai or coffee is 8 fl oz, a fast-casual bowl is the survey's
 * "item, any size" of the burrito bowl that matches what was named, a side of guacamole is the survey's individual
 * container, and a food said "with" another with no amount is the survey's "Quantity not specified". A dish USDA has
 * no entry for takes the closest generic one (named in the comment). The USDA portion each reference uses is in the
 * comment above it.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const WHITE_RICE = 'Rice, white, long-grain, regular, enriched, cooked';
const BROWN_RICE = 'Rice, brown, cooked, no added fat';
const FRIED_EGG = 'Egg, whole, fried, NS as to fat';

export const BLIND_30_CASES: MealTextCase[] = [
  // Careful sentences
  // dal, cup 240; whole wheat chapati or roti, piece 43
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'A cup of dal with one whole wheat roti for dinner.',
    reference: [
      ['Dal', 240],
      ['Bread, chapati or roti, whole wheat, commercially prepared, frozen', 43],
    ],
  },
  // idli, item 38 × 2; sambar, cup 248; chutney, tablespoon 16
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'Two idli with a cup of sambar and a tablespoon of coconut chutney.',
    reference: [
      ['Idli', 76],
      ['Sambar, vegetable stew', 248],
      ['Chutney', 16],
    ],
  },
  // palak paneer, cup 200; naan, piece (¼ of 10") 44
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'My mother-in-law made palak paneer tonight, I had about a cup with a piece of naan.',
    reference: [
      ['Palak Paneer', 200],
      ['Bread, naan', 44],
    ],
  },
  // plain congee, cup 255 × 1½; fried egg, egg 55
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'A cup and a half of plain congee with a fried egg on top for breakfast.',
    reference: [
      ['Congee', 382.5],
      [FRIED_EGG, 55],
    ],
  },
  // steamed pot sticker, item 25 × 6
  {
    family: 'blind 30',
    kind: 'single food',
    sentence: 'Six steamed pork dumplings from the Chinese place near work.',
    reference: [['Wonton, dumpling or pot sticker, steamed', 150]],
  },
  // 85% lean patty pan-broiled, 3 oz 85 × 2; cheddar, slice 21
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'Bunless burger: two 3 oz patties of 85% lean beef with a slice of cheddar.',
    reference: [
      ['Beef, ground, 85% lean meat / 15% fat, patty, cooked, pan-broiled', 170],
      ['Cheese, Cheddar', 21],
    ],
  },
  // bacon, medium slice 8 × 3; egg fried with butter, egg 55 × 2
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'Three slices of bacon and two eggs fried in butter.',
    reference: [
      ['Bacon, NS as to type of meat, cooked', 24],
      ['Egg, whole, fried with butter', 110],
    ],
  },
  // cauliflower frozen, cooked, no added fat, cup 185
  {
    family: 'blind 30',
    kind: 'single food',
    sentence: 'A cup of frozen cauliflower rice, microwaved, no oil.',
    reference: [['Cauliflower, frozen, cooked, no added fat', 185]],
  },
  // latte with non-dairy milk, fl oz 30 × 12
  { family: 'blind 30', kind: 'single food', sentence: 'A 12 oz oat milk latte.', reference: [['Coffee, Latte, with non-dairy milk', 360]] },
  // burrito bowl, chicken, with beans and rice, item 315
  {
    family: 'blind 30',
    kind: 'single food',
    sentence: 'A chicken burrito bowl from Chipotle with rice and black beans.',
    reference: [['Burrito bowl, chicken, with beans and rice', 315]],
  },
  // miso soup, cup 245; white rice, cup 158 × ¾
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'A cup of miso soup and three-quarters of a cup of white rice.',
    reference: [
      ['Soup, miso or tofu', 245],
      [WHITE_RICE, 118.5],
    ],
  },
  // veggie burger patty, no bun, patty 100; guacamole, tablespoon 15 × 2
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'A plant-based burger patty with no bun and two tablespoons of guacamole.',
    reference: [
      ['Veggie burger patty, no bun', 100],
      ['Guacamole, NFS', 30],
    ],
  },
  // plain dosa, large 155; chutney, tablespoon 16 × 2
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'One large plain dosa with two tablespoons of chutney.',
    reference: [
      ['Dosa, plain', 155],
      ['Chutney', 32],
    ],
  },
  // Hurried phone chat
  // kimchi fried rice → fried rice, meatless, cup 166 × 1½; fried egg, egg 55
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'kimchi fried rice 1.5 cups w a fried egg 🍳',
    reference: [
      ['Rice, fried, meatless', 249],
      [FRIED_EGG, 55],
    ],
  },
  // bibimbap, cup 162 × 2
  { family: 'blind 30', kind: 'single food', sentence: 'bibimbap from the korean place, like 2 cups', reference: [['Bibimbap, Korean', 324]] },
  // pork skin rinds, small single serving bag 28
  { family: 'blind 30', kind: 'single food', sentence: 'small bag of pork rinds 😅 keto snack', reference: [['Pork skin rinds', 28]] },
  // coffee brewed, fl oz 30 × 12; butter, tbsp 14.2; coconut oil, tablespoon 14
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'bulletproof coffee 12oz w 1 tbsp butter + 1tbsp coconut oil',
    reference: [
      ['Coffee, brewed', 360],
      ['Butter, salted', 14.2],
      ['Coconut oil', 14],
    ],
  },
  // parmesan crisps (baked parmesan, no entry) → parmesan hard, oz 28.35
  { family: 'blind 30', kind: 'single food', sentence: 'parm crisps 1oz', reference: [['Cheese, Parmesan, hard', 28.35]] },
  // tofu scramble → firm tofu, ½ cup 126; avocado, fruit 150 × ¼
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'tofu scramble ~1/2 cup firm tofu + 1/4 avocado',
    reference: [
      ['Tofu, firm, prepared with calcium sulfate and magnesium chloride (nigari)', 126],
      ['Avocado, raw', 37.5],
    ],
  },
  // oat milk, cup 244
  { family: 'blind 30', kind: 'single food', sentence: 'glass of oatmilk 8oz', reference: [['Oat milk', 244]] },
  // Sweetgreen kale salad with chicken → chicken garden salad excluding tomato and carrots, qns 315; vinegar and oil, tablespoon 16 × 2
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'sweetgreen kale salad w chicken + 2tbsp vinaigrette, ate at my desk',
    reference: [
      ['Chicken or turkey garden salad, chicken and/or turkey, other vegetables excluding tomato and carrots, no dressing', 315],
      ['Salad dressing, home recipe, vinegar and oil', 32],
    ],
  },
  // brown rice, cup 195; falafel, patty 17 × 4; hummus, tablespoon 15 × 2; tzatziki, tablespoon 15 × 2
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'cava bowl: 1 cup brown rice, 4 falafel, 2 tbsp hummus, tzatziki 2tbsp',
    reference: [
      [BROWN_RICE, 195],
      ['Falafel', 68],
      ['Hummus, plain', 30],
      ['Tzatziki dip', 30],
    ],
  },
  // burrito bowl, chicken, with beans, item 270; tortilla chips, small single serving bag 28
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'qdoba chicken bowl w beans no rice + small bag of chips',
    reference: [
      ['Burrito bowl, chicken, with beans', 270],
      ['Tortilla chips, plain', 28],
    ],
  },
  // yellowfin tuna raw, oz 28.35 × 4; white rice, cup 158
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'poke bowl: 4oz raw ahi tuna over 1c white rice',
    reference: [
      ['Fish, tuna, fresh, yellowfin, raw', 113.4],
      [WHITE_RICE, 158],
    ],
  },
  // samosa, regular 100 × 3; tea with milk, cup 240
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: '3 samosas n a cup of chai at my aunties 🙏',
    reference: [
      ['Samosa', 300],
      ['Tea, hot, with milk', 240],
    ],
  },
  // lentil pasta with marinara (no entry) → pasta with tomato-based sauce and beans or lentils, cup 227 × 2
  {
    family: 'blind 30',
    kind: 'single food',
    sentence: 'lentil pasta 2 cups w marinara, vegan dinner',
    reference: [['Pasta with tomato-based sauce and beans or lentils', 454]],
  },
  // veggie burger on bun, sandwich 160
  { family: 'blind 30', kind: 'single food', sentence: 'impossible burger on a bun from the pub', reference: [['Veggie burger, on bun', 160]] },
  // ramen bowl with chicken, cup 245 × 2
  { family: 'blind 30', kind: 'single food', sentence: 'chiken ramen 2 cups lol', reference: [['Ramen bowl with chicken', 490]] },
  // Dictated
  // lentil curry with rice, cup 200
  {
    family: 'blind 30',
    kind: 'single food',
    sentence: 'For lunch I had um 1 cup of lentil curry with rice',
    reference: [['Lentil curry with rice', 200]],
  },
  // paratha, paratha 70; chicken curry, cup 240
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'Had 2 parathas no wait just 1 paratha and a cup of chicken curry',
    reference: [
      ['Bread, paratha', 70],
      ['Chicken curry', 240],
    ],
  },
  // congee with meat, poultry, and/or seafood, cup 255 × 2
  {
    family: 'blind 30',
    kind: 'single food',
    sentence: 'My wife made chicken congee because I was sick I had 2 cups',
    reference: [['Congee, with meat, poultry, and/or seafood', 510]],
  },
  // scrambled egg, large 61 × 3; pork sausage, link 23 × 2
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'Breakfast was 3 scrambled eggs and 2 pork sausage links keto day 4',
    reference: [
      ['Egg, whole, cooked, scrambled', 183],
      ['Pork sausage, link/patty, cooked, pan-fried', 46],
    ],
  },
  // fried pot sticker, item 25 × 5; egg roll with pork, egg roll 64
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'I had 5 pan fried potstickers um and 1 pork egg roll',
    reference: [
      ['Wonton, dumpling or pot sticker, fried', 125],
      ['Egg roll, with beef and/or pork', 64],
    ],
  },
  // chicken with teriyaki, cup 244; brown rice, cup 195
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'Dinner was 1 cup of teriyaki chicken with 1 cup of brown rice',
    reference: [
      ['Chicken or turkey with teriyaki', 244],
      [BROWN_RICE, 195],
    ],
  },
  // hummus, tablespoon 15 × 2; pita, medium 57
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'Snack was 2 tablespoons of hummus with 1 medium pita',
    reference: [
      ['Hummus, plain', 30],
      ['Bread, pita', 57],
    ],
  },
  // burrito bowl, beef or pork, with rice, item 270; guacamole, individual container 70
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'Lunch at Chipotle steak burrito bowl with rice no beans and a side of guac',
    reference: [
      ['Burrito bowl, beef or pork, with rice', 270],
      ['Guacamole, NFS', 70],
    ],
  },
  // fried egg, egg 55; kimchi, cup 150 × ½; white rice, cup 158
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'I ate a fried egg and half a cup of kimchi over 1 cup of white rice',
    reference: [
      [FRIED_EGG, 55],
      ['Kimchi', 75],
      [WHITE_RICE, 158],
    ],
  },
  // idli, item 38 × 4; sambar, quantity not specified 124
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'I had 3 idli no sorry 4 idli with sambar',
    reference: [
      ['Idli', 152],
      ['Sambar, vegetable stew', 124],
    ],
  },
  // soy milk unsweetened, cup 244; quinoa cooked, cup 185 × ½
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'Yesterday I had 1 cup of unsweetened soy milk and um half a cup of quinoa',
    reference: [
      ['Soy milk, unsweetened', 244],
      ['Quinoa, cooked', 92.5],
    ],
  },
  // sushi topped with salmon, piece 35 × 4; edamame cooked, cup 160
  {
    family: 'blind 30',
    kind: 'several foods',
    sentence: 'Had 4 pieces of salmon sushi and 1 cup of edamame with my sister',
    reference: [
      ['Sushi, topped with salmon', 140],
      ['Edamame, cooked', 160],
    ],
  },
];
