/**
 * Blind set 32, written without looking at the engine: West African, Ethiopian, Italian-American, Greek, Vietnamese
 * and Thai home cooking in US households (jollof rice, fried plantain, suya, injera with misir wat, doro wat and tibs,
 * baked ziti, minestrone, spaghetti and meatballs, chicken parm, cannoli, moussaka, pastitsio, souvlaki, horiatiki,
 * avgolemono, pho, goi cuon, bun cha, com tam, pad thai, green curry, tom yum, mango sticky rice), and drinks of every
 * kind, about a third of the sentences (coffee-shop orders with sizes and alternative milks, cold brew with cream,
 * bubble tea, smoothies, coconut water, soda and sports and energy drinks by the can or bottle, beer by the pint and
 * bottle, wine, prosecco, margaritas, kombucha, a protein shake), away from the dishes of sets 16–30. A third are
 * careful sentences, a third hurried phone chat (lowercase, abbreviations, typos, glued numbers and units, emoji) and a
 * third dictated the way speech recognition returns it (no punctuation, first word capitalised, digits for counts,
 * fillers, self-corrections where the corrected food or amount is the one eaten). About half name two or more foods.
 * References follow the portion conventions at the top of assistant-meal-text.cases.ts; a weight or volume said is the
 * amount eaten (a fluid ounce or millilitre at the food's own grams per fl oz; a meat's weight is its cooked weight), a
 * counted item with no size is the food's own item (or medium/regular) portion, a food said "with" another with no
 * amount is the survey's "Quantity not specified", and a "side" of a dip is its individual container. Coffee-shop
 * sizes are the survey's small, medium and large where the drink has them (tall = small 12 fl oz, grande = medium
 * 16 fl oz, a hot venti = large 20 fl oz); an iced venti is 24 fl oz at the drink's grams per fl oz. A pint of beer in
 * the US is 16 fl oz (USDA's 16 fl oz can or bottle). A dish USDA has no entry for takes the closest generic one, named
 * in the comment: jollof rice is Spanish rice cooked with fat (rice cooked in a tomato base), misir wat is lentil
 * curry, doro wat and Thai green curry are chicken curry, suya and tibs are sirloin steak by weight, pastitsio is pasta
 * with a tomato-based sauce, cheese and meat, souvlaki is a chicken shish kabob, avgolemono is chicken soup, tom yum is
 * hot and sour soup, bun cha's grilled pork patties are ground pork, and com tam's broken rice is white rice. The USDA
 * portion each reference uses is in the comment above it.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const JOLLOF_RICE = 'Spanish rice, fat added';
const FRIED_PLANTAIN = 'Plantain, cooked with oil';
const INJERA = 'Injera, Ethiopian bread';
const SIRLOIN = 'Beef, steak, sirloin, lean only eaten';
const WHITE_RICE = 'Rice, white, cooked, no added fat';
const SUMMER_ROLL = 'Roll with meat and/or shrimp, vegetables and rice paper, not fried';

export const BLIND_32_CASES: MealTextCase[] = [
  // Careful sentences
  // jollof → Spanish rice with fat, cup 243 × 1½; fried plantain, slice 25 × 3
  {
    family: 'blind 32',
    kind: 'cuisines',
    sentence: 'My aunt made jollof rice, and I had about a cup and a half with three slices of fried plantain.',
    reference: [
      [JOLLOF_RICE, 364.5],
      [FRIED_PLANTAIN, 75],
    ],
  },
  // injera, injera 127; misir wat → lentil curry, cup 240
  {
    family: 'blind 32',
    kind: 'cuisines',
    sentence: 'One injera with a cup of misir wat from the Ethiopian place on our block.',
    reference: [
      [INJERA, 127],
      ['Lentil curry', 240],
    ],
  },
  // baked ziti → pasta with tomato sauce, cheese and meat, cup 250; garlic bread, medium slice 79
  {
    family: 'blind 32',
    kind: 'several foods',
    sentence: "About a cup of baked ziti and a medium slice of garlic bread at my cousin's birthday.",
    reference: [
      ['Pasta with tomato-based sauce, cheese and meat', 250],
      ['Garlic bread, NFS', 79],
    ],
  },
  // minestrone, bowl = cup 245 × 1½; cannoli → Italian pastry with cheese, pastry 85
  {
    family: 'blind 32',
    kind: 'several foods',
    sentence: 'A bowl of minestrone for lunch and one cannoli afterwards.',
    reference: [
      ['Soup, minestrone', 367.5],
      ['Pastry, Italian, with cheese', 85],
    ],
  },
  // summer roll, roll 71 × 2; peanut sauce, tablespoon 16
  {
    family: 'blind 32',
    kind: 'cuisines',
    sentence: 'Two goi cuon (fresh shrimp spring rolls) with a tablespoon of peanut sauce.',
    reference: [
      [SUMMER_ROLL, 142],
      ['Peanut sauce', 16],
    ],
  },
  // coconut rice, cup 200; mango, mango 210 × ½
  {
    family: 'blind 32',
    kind: 'cuisines',
    sentence: 'Mango sticky rice for dessert: a cup of coconut sticky rice and half a mango.',
    reference: [
      ['Rice, cooked with coconut milk', 200],
      ['Mango, raw', 105],
    ],
  },
  // latte with non-dairy milk, grande = medium 480
  {
    family: 'blind 32',
    kind: 'fast food and drinks',
    sentence: 'A grande oat milk latte on the way to work.',
    reference: [['Coffee, Latte, with non-dairy milk', 480]],
  },
  // ginger ale, can 372 × 2
  {
    family: 'blind 32',
    kind: 'fast food and drinks',
    sentence: 'Two cans of ginger ale while I was home sick.',
    reference: [['Soft drink, ginger ale', 744]],
  },
  // moussaka → eggplant and meat casserole, cup 203; red wine, glass 180
  {
    family: 'blind 32',
    kind: 'cuisines',
    sentence: 'A square of moussaka, roughly a cup, and a glass of red wine.',
    reference: [
      ['Eggplant and meat casserole', 203],
      ['Wine, red', 180],
    ],
  },
  // Gatorade, 20 fl oz bottle 620
  {
    family: 'blind 32',
    kind: 'fast food and drinks',
    sentence: 'A 20 oz bottle of Gatorade after my long run.',
    reference: [['Sports drink (Gatorade G)', 620]],
  },
  // suya → sirloin, 4 oz cooked 113.4
  {
    family: 'blind 32',
    kind: 'single food',
    sentence: 'Four ounces of beef suya from the Nigerian grill by the station.',
    reference: [[SIRLOIN, 113.4]],
  },
  // pad thai with chicken, cup 200 × 1½
  {
    family: 'blind 32',
    kind: 'units and amounts',
    sentence: 'A cup and a half of chicken pad thai, reheated from last night.',
    reference: [['Pad Thai with chicken', 300]],
  },
  // Greek salad, cup 105 × 2; olive oil, tablespoon 14
  {
    family: 'blind 32',
    kind: 'several foods',
    sentence: 'Two cups of horiatiki salad dressed with a tablespoon of olive oil.',
    reference: [
      ['Greek Salad, no dressing', 210],
      ['Olive oil', 14],
    ],
  },
  // kombucha, fl oz 31 × 12
  {
    family: 'blind 32',
    kind: 'fast food and drinks',
    sentence: 'A 12-ounce bottle of ginger kombucha.',
    reference: [['Tea, kombucha', 372]],
  },
  // light beer, pint = 16 fl oz can or bottle 480 × 2
  {
    family: 'blind 32',
    kind: 'fast food and drinks',
    sentence: 'Two pints of light beer at the ballgame.',
    reference: [['Beer, light', 960]],
  },

  // Hurried phone chat
  // pho with meat, big bowl = cup 245 × 1½ × 1.3
  {
    family: 'blind 32',
    kind: 'cuisines',
    sentence: 'pho tai lg bowl 🍜',
    reference: [['Soup, pho, with meat', 477.75]],
  },
  // flavored iced latte with non-dairy milk, venti iced 24 fl oz × 31
  {
    family: 'blind 32',
    kind: 'fast food and drinks',
    sentence: 'venti iced oatmilk latte + 2 pumps vanilla',
    reference: [['Coffee, Iced Latte, with non-dairy milk, flavored', 744]],
  },
  // bubble tea, fl oz 30 × 24
  {
    family: 'blind 32',
    kind: 'fast food and drinks',
    sentence: 'boba milk tea 24oz, 50% sugar lol',
    reference: [['Tea, bubble', 720]],
  },
  // chicken parmesan without pasta, serving 301; pasta with tomato sauce, cup 250
  {
    family: 'blind 32',
    kind: 'several foods',
    sentence: 'moms chkn parm + 1c spaghetti w marinara',
    reference: [
      ['Restaurant, Italian, chicken parmesan without pasta', 301],
      ['Pasta with tomato-based sauce, home recipe', 250],
    ],
  },
  // doro wat → chicken curry, cup 240; boiled egg, egg 50; injera, injera 127
  {
    family: 'blind 32',
    kind: 'cuisines',
    sentence: 'doro wat 1c + the boiled egg + 1 injera',
    reference: [
      ['Chicken curry', 240],
      ['Egg, whole, boiled or poached', 50],
      [INJERA, 127],
    ],
  },
  // rice noodles, cup 175; bun cha patties → ground pork, 3 oz 85.05
  {
    family: 'blind 32',
    kind: 'cuisines',
    sentence: 'bun cha - 1c rice noodles, 3oz grilled pork patties',
    reference: [
      ['Rice noodles, cooked', 175],
      ['Pork, ground', 85.05],
    ],
  },
  // broken rice → white rice, quantity not specified 118; pork chop, chop 157; fried egg, egg 55
  {
    family: 'blind 32',
    kind: 'typos',
    sentence: 'com tam w grilled porkchop n a fried egg',
    reference: [
      [WHITE_RICE, 118],
      ['Pork, fresh, loin, center loin (chops), bone-in, separable lean and fat, cooked, broiled', 157],
      ['Egg, whole, fried, NS as to fat', 55],
    ],
  },
  // Monster, 16 fl oz can or bottle 496
  {
    family: 'blind 32',
    kind: 'fast food and drinks',
    sentence: 'monster 16oz can, needed it 😵',
    reference: [['Energy drink (Monster)', 496]],
  },
  // iced coffee, large 600; light cream, container 11.1 × 2
  {
    family: 'blind 32',
    kind: 'fast food and drinks',
    sentence: 'lg cold brew w 2 creams',
    reference: [
      ['Iced Coffee, brewed', 600],
      ['Cream, fluid, light (coffee cream or table cream)', 22.2],
    ],
  },
  // gyro, sandwich 200; tzatziki, tablespoon 15 × 2
  {
    family: 'blind 32',
    kind: 'cuisines',
    sentence: 'gyro w extra tzatziki (like 2tbsp)',
    reference: [
      ['Gyro sandwich', 200],
      ['Tzatziki dip', 30],
    ],
  },
  // baklava, piece 80 × 2; brewed coffee, small 360
  {
    family: 'blind 32',
    kind: 'several foods',
    sentence: 'baklava x2 n a sm black coffee',
    reference: [
      ['Baklava', 160],
      ['Coffee, brewed', 360],
    ],
  },
  // rosé, glass 180 × 2
  {
    family: 'blind 32',
    kind: 'typos',
    sentence: '2 glases of rose 🍷🍷 at book club',
    reference: [['Wine, rose', 360]],
  },
  // margarita, drink 225 × 2
  {
    family: 'blind 32',
    kind: 'fast food and drinks',
    sentence: 'happy hr w work ppl, 2 spicy margaritas',
    reference: [['Margarita', 450]],
  },
  // tom yum → hot and sour soup, cup 245 × 2; jasmine → white rice, cup 158
  {
    family: 'blind 32',
    kind: 'cuisines',
    sentence: 'tom yum 2c + jasmine rice 1c',
    reference: [
      ['Soup, hot and sour', 490],
      [WHITE_RICE, 158],
    ],
  },
  // green curry → chicken curry, cup 240 × 1½; rice with no amount, quantity not specified 118
  {
    family: 'blind 32',
    kind: 'typos',
    sentence: 'grn curry chkn 1.5c w/ rice',
    reference: [
      ['Chicken curry', 360],
      [WHITE_RICE, 118],
    ],
  },

  // Dictated
  // jollof → Spanish rice with fat, cup 243 × 2; baked drumstick with skin, medium 60
  {
    family: 'blind 32',
    kind: 'several foods',
    sentence: 'My mom made jollof rice I had 2 cups of it and a baked chicken drumstick',
    reference: [
      [JOLLOF_RICE, 486],
      ['Chicken drumstick, baked, broiled, or roasted, skin eaten, from raw', 60],
    ],
  },
  // cappuccino with non-dairy milk, corrected to grande = medium 480
  {
    family: 'blind 32',
    kind: 'fast food and drinks',
    sentence: 'I had a tall cappuccino no wait it was a grande with almond milk',
    reference: [['Coffee, Cappuccino, with non-dairy milk', 480]],
  },
  // pasta with tomato sauce, cup 250; meatballs with sauce, meatball 43 × 3
  {
    family: 'blind 32',
    kind: 'several foods',
    sentence: 'Spaghetti and meatballs um 1 cup of spaghetti with 3 meatballs',
    reference: [
      ['Pasta with tomato-based sauce, home recipe', 250],
      ['Meatballs, NS as to type of meat, with sauce', 129],
    ],
  },
  // white wine, half bottle 375
  {
    family: 'blind 32',
    kind: 'units and amounts',
    sentence: 'Me and my sister split a bottle of white wine so half a bottle for me',
    reference: [['Wine, white', 375]],
  },
  // summer roll, roll 71 × 3; peanut sauce with no amount, quantity not specified 32
  {
    family: 'blind 32',
    kind: 'cuisines',
    sentence: 'Shrimp summer rolls 3 of them with um peanut sauce',
    reference: [
      [SUMMER_ROLL, 213],
      ['Peanut sauce', 32],
    ],
  },
  // coconut water, 500 ml = 16.91 fl oz × 30
  {
    family: 'blind 32',
    kind: 'units and amounts',
    sentence: 'I drank 500 ml of coconut water after hot yoga',
    reference: [['Coconut water, unsweetened', 507.2]],
  },
  // whey powder, scoop 26; unsweetened almond milk, fl oz 30.5 × 12
  {
    family: 'blind 32',
    kind: 'units and amounts',
    sentence: 'Protein shake with 1 scoop of whey and 12 ounces of unsweetened almond milk',
    reference: [
      ['Nutritional powder mix, whey based, NFS', 26],
      ['Almond milk, unsweetened', 366],
    ],
  },
  // tibs → sirloin, 6 oz cooked 170.1; injera, injera 127
  {
    family: 'blind 32',
    kind: 'cuisines',
    sentence: 'Beef tibs about 6 ounces with 1 injera my husband cooked',
    reference: [
      [SIRLOIN, 170.1],
      [INJERA, 127],
    ],
  },
  // souvlaki → chicken shish kabob, shishkabob 202 × 2; tzatziki side, individual container 70
  {
    family: 'blind 32',
    kind: 'cuisines',
    sentence: 'Chicken souvlaki 2 skewers and a side of tzatziki',
    reference: [
      ['Chicken or turkey shish kabob with vegetables, excluding potatoes', 404],
      ['Tzatziki dip', 70],
    ],
  },
  // pastitsio → pasta with tomato sauce, cheese and meat, cup 250 × 1½
  {
    family: 'blind 32',
    kind: 'cuisines',
    sentence: 'Pastitsio that my yiayia made about a cup and a half',
    reference: [['Pasta with tomato-based sauce, cheese and meat', 375]],
  },
  // fruit smoothie, fl oz 27 × 20
  {
    family: 'blind 32',
    kind: 'fast food and drinks',
    sentence: 'A 20 ounce strawberry banana smoothie from the smoothie shop',
    reference: [['Fruit smoothie, NFS', 540]],
  },
  // avgolemono → chicken soup, bowl = cup 245 × 1½
  {
    family: 'blind 32',
    kind: 'cuisines',
    sentence: 'Avgolemono soup 1 bowl since I was feeling run down',
    reference: [['Soup, chicken', 367.5]],
  },
  // beer, corrected to 4 bottles, can or bottle 360 × 4
  {
    family: 'blind 32',
    kind: 'fast food and drinks',
    sentence: 'Um 3 beers actually 4 bottles of Modelo watching the fight',
    reference: [['Beer', 1440]],
  },
  // sparkling wine, glass 180 × 3
  {
    family: 'blind 32',
    kind: 'fast food and drinks',
    sentence: 'I had 1 glass of prosecco at the shower and then um 2 more',
    reference: [['Wine, sparkling', 540]],
  },
  // fried plantain, cup 170; boiled egg, egg 50 × 2
  {
    family: 'blind 32',
    kind: 'several foods',
    sentence: 'Fried plantains about 1 cup and 2 boiled eggs for breakfast',
    reference: [
      [FRIED_PLANTAIN, 170],
      ['Egg, whole, boiled or poached', 100],
    ],
  },
];
