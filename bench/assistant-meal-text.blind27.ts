/**
 * Blind set 27, written without looking at the engine: Latino, Caribbean, Filipino, Middle Eastern and Eastern European
 * home cooking as US users log it, and people on a weight-loss plan who weigh and measure, away from the dishes and
 * phrasings of sets 16–26. Salvadoran pupusas, Puerto Rican arroz con gandules, pernil, tostones and black beans, Cuban
 * ropa vieja, maduros, a Cuban sandwich and guava pastelitos, a Dominican arepa, mangú and los tres golpes,
 * Mexican tamales, pozole, chilaquiles, picadillo, conchas, champurrado and churros, a Colombian bakery's empanadas;
 * Filipino adobo, lumpia, pancit, sinigang and a silog breakfast; falafel, tabbouleh, hummus, lentil soup, a Persian
 * kebab, mujadara and baklava; pierogi, kielbasa, brats and sauerkraut, potato pancakes, cabbage rolls, Midwest goulash
 * and stroganoff; and weighed and measured plan food (brand Greek yogurts by the container or gram, egg whites, light
 * bread, whey and ready-to-drink protein shakes, measured oils and light dressings, ounces of meat and fish), some of
 * it mixed into the same sentence as the home cooking. A third are careful sentences, a third hurried phone chat
 * (lowercase, abbreviations, glued numbers and units, emoji) and a third dictated the way speech recognition returns it
 * (no punctuation, first word capitalised, digits for counts, fillers, self-corrections where the corrected food or
 * amount is the one eaten). About half name two or more foods.
 * References follow the portion conventions at the top of assistant-meal-text.cases.ts; a weight or volume said is the
 * amount eaten (a fluid ounce at the food's own grams per fl oz; a meat's or fish's weight is its cooked weight), a
 * counted item with no size is the food's own item (or medium/regular) portion, a bowl of soup or stew is 1½ cups, a
 * dish said with no amount is the survey's "Quantity not specified", "some" of a topping is the same, a cup of liquid
 * egg whites is measured raw (the raw egg white's cup), and a sausage counted with no size (longganisa) is the
 * survey's "piece". A dish USDA has no entry for takes the closest generic one (named in the comment). The USDA
 * portion each reference uses is in the comment above it.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const WHITE_RICE = 'Rice, white, long-grain, regular, enriched, cooked';
const RICE_WITH_FAT = 'Rice, white, cooked, fat added, NS as to fat type';
const FRIED_EGG = 'Egg, whole, fried, NS as to fat';
const PIEROGI = 'Pierogi';
const PORK_ROAST = 'Pork, roast';

export const BLIND_27_CASES: MealTextCase[] = [
  // Careful sentences
  // cheese pupusa, item (any size) 100 × 3
  { family: 'blind 27', kind: 'cuisines', sentence: 'Three cheese pupusas for lunch on Saturday.', reference: [['Pupusa, cheese only', 300]] },
  // arroz con gandules: USDA has only the Latino restaurant entry, cup 115; pernil (roast pork shoulder) is the
  // survey's roast pork, thick slice 90
  {
    family: 'blind 27',
    kind: 'cuisines',
    sentence: "Sunday dinner at my grandmother's: a cup of arroz con gandules and a thick slice of pernil.",
    reference: [
      ['Restaurant, Latino, Arroz con grandules (rice and pigeonpeas)', 115],
      [PORK_ROAST, 90],
    ],
  },
  // ropa vieja (shredded beef stewed in tomato sauce) has no entry: beef with tomato-based sauce, cup 249; white rice
  // cup 158; maduros are the Latino restaurant's fried yellow plantains, cup 169 × ½
  {
    family: 'blind 27',
    kind: 'cuisines',
    sentence: 'Cuban dinner: a cup of ropa vieja over a cup of white rice, with half a cup of maduros.',
    reference: [
      ['Beef with tomato-based sauce', 249],
      [WHITE_RICE, 158],
      ['Plantains, yellow, fried, Latino restaurant', 84.5],
    ],
  },
  // arepa dominicana, piece 115; café con leche, cup (8 fl oz) 248
  {
    family: 'blind 27',
    kind: 'cuisines',
    sentence: 'A piece of arepa dominicana and a cup of café con leche for breakfast.',
    reference: [
      ['Arepa Dominicana', 115],
      ['Coffee, cafe con leche', 248],
    ],
  },
  // pork tamale, item 140 × 2; a bowl of pozole is 1½ cups: cup 245 × 1½
  {
    family: 'blind 27',
    kind: 'cuisines',
    sentence: 'Two pork tamales and a bowl of pozole on Christmas Eve.',
    reference: [
      ['Tamale, pork', 280],
      ['Soup, pozole', 367.5],
    ],
  },
  // adobo with rice, cup 244
  { family: 'blind 27', kind: 'single food', sentence: 'For lunch I reheated a cup of chicken adobo with rice.', reference: [['Adobo, with rice', 244]] },
  // lumpia have no entry: pork egg roll, egg roll 64 × 3; pancit has no entry: lo mein, cup 200
  {
    family: 'blind 27',
    kind: 'cuisines',
    sentence: "At my cousin's debut I had three lumpia and a cup of pancit.",
    reference: [
      ['Egg roll, with beef and/or pork', 192],
      ['Lo mein, NFS', 200],
    ],
  },
  // falafel sandwich (a wrap is the sandwich in pita), any size 215; tabbouleh cup 160
  {
    family: 'blind 27',
    kind: 'several foods',
    sentence: 'A falafel wrap and a cup of tabbouleh from the Lebanese place near work.',
    reference: [
      ['Falafel sandwich', 215],
      ['Tabbouleh', 160],
    ],
  },
  // beef kebab: beef shish kabob, shishkabob 202; saffron rice (Persian rice is cooked with butter): white rice with fat
  // added, cup 163
  {
    family: 'blind 27',
    kind: 'cuisines',
    sentence: 'At the Persian restaurant I had one beef kebab skewer with a cup of saffron rice.',
    reference: [
      ['Beef shish kabob with vegetables, excluding potatoes', 202],
      [RICE_WITH_FAT, 163],
    ],
  },
  // pierogi, item 40 × 6
  { family: 'blind 27', kind: 'single food', sentence: 'Six potato and cheese pierogi from the church sale.', reference: [[PIEROGI, 240]] },
  // kielbasa grilled, 3 oz 85; sauerkraut cup 140
  {
    family: 'blind 27',
    kind: 'units and amounts',
    sentence: 'Three ounces of grilled kielbasa with a cup of sauerkraut.',
    reference: [
      ['Kielbasa, fully cooked, grilled', 85],
      ['Sauerkraut', 140],
    ],
  },
  // stuffed cabbage roll with beef and rice, cabbage roll 103 × 2
  {
    family: 'blind 27',
    kind: 'single food',
    sentence: "Two stuffed cabbage rolls for dinner, my mom's Polish recipe.",
    reference: [['Stuffed cabbage rolls with beef and rice', 206]],
  },
  // grams said: Chobani vanilla nonfat Greek 150; raspberries 40
  {
    family: 'blind 27',
    kind: 'units and amounts',
    sentence: 'Weighed breakfast: 150 g of Chobani vanilla nonfat Greek yogurt with 40 g of raspberries.',
    reference: [
      ['Yogurt, Greek, nonfat, vanilla, CHOBANI', 150],
      ['Raspberries, raw', 40],
    ],
  },
  // grilled chicken breast, skin not eaten, 4 oz × 28.35; romaine cup 35 × 2; light ranch is reduced-fat ranch,
  // tablespoon 15 × 2
  {
    family: 'blind 27',
    kind: 'several foods',
    sentence: 'Lunch on my plan: 4 oz grilled chicken breast on 2 cups of romaine with 2 tablespoons of light ranch.',
    reference: [
      ['Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', 113.4],
      ['Romaine lettuce, raw', 70],
      ['Salad dressing, ranch dressing, reduced fat', 30],
    ],
  },
  // egg white scrambled with cooking spray, egg white 33 × 3; light (reduced calorie) white bread toasted, medium slice 26
  {
    family: 'blind 27',
    kind: 'several foods',
    sentence: 'Three egg whites scrambled with cooking spray and one slice of light white toast.',
    reference: [
      ['Egg white omelet, scrambled, or fried, made with cooking spray', 99],
      ['Bread, reduced calorie and/or high fiber, white or NFS, toasted', 26],
    ],
  },

  // Hurried phone chat
  // tostones are fried green plantains, cup 118; black beans (no preparation said), cup 185 × ½
  {
    family: 'blind 27',
    kind: 'typos',
    sentence: 'tostones 1c + 1/2c black beans 🇵🇷',
    reference: [
      ['Plantains, green, fried', 118],
      ['Black beans, NFS', 92.5],
    ],
  },
  // grams said: picadillo with potatoes, Mexican style 200
  {
    family: 'blind 27',
    kind: 'units and amounts',
    sentence: 'mexican picadillo w potatoes 200g',
    reference: [['Stewed, seasoned, ground beef with potatoes, Mexican style', 200]],
  },
  // chilaquiles, no amount: Quantity not specified 170
  { family: 'blind 27', kind: 'cuisines', sentence: 'chilaquiles verdes, hangover food lol', reference: [['Chilaquiles', 170]] },
  // guava pastelito, piece 86 × 2
  {
    family: 'blind 27',
    kind: 'typos',
    sentence: 'guava pastelitos x2 from the cuban bakery 😋',
    reference: [['Pastry, Pastelitos de Guava (guava pastries)', 172]],
  },
  // garlic rice is white rice with fat added, cup 163; longganisa has no entry: sausage NFS, piece 35 × 2; fried egg 55
  {
    family: 'blind 27',
    kind: 'several foods',
    sentence: 'garlic rice 1c + 2 longganisa + 1 fried egg (silog bfast)',
    reference: [
      [RICE_WITH_FAT, 163],
      ['Sausage, NFS', 70],
      [FRIED_EGG, 55],
    ],
  },
  // sinigang (sour pork and vegetable soup) has no entry: vegetable soup with meat, cup 245 × 2
  { family: 'blind 27', kind: 'cuisines', sentence: 'sinigang na baboy 2c', reference: [['Soup, vegetable, with meat', 490]] },
  // lentil soup cup 255 × 1½
  { family: 'blind 27', kind: 'units and amounts', sentence: 'lentil soup 1.5c, chilly day', reference: [['Soup, lentil', 382.5]] },
  // churros, regular 45 × 3
  { family: 'blind 27', kind: 'typos', sentence: 'churros x3 at the swap meet 🤤', reference: [['Churros', 135]] },
  // potato pancake with no size, medium 70 × 3; applesauce (sweetness not said, regular), cup 250 × ½
  {
    family: 'blind 27',
    kind: 'several foods',
    sentence: '3 potato pancakes + 1/2c applesauce',
    reference: [
      ['Potato pancake', 210],
      ['Applesauce, regular', 125],
    ],
  },
  // bratwurst, bun-size or griller link 75 × 2
  { family: 'blind 27', kind: 'typos', sentence: '2 brats no bun @ the brewers game', reference: [['Bratwurst', 150]] },
  // Premier Protein has no entry: high-protein ready-to-drink shake NFS, fl oz 32 × 11
  {
    family: 'blind 27',
    kind: 'fast food and drinks',
    sentence: 'premier protein shake 11oz choc',
    reference: [['Nutritional drink or shake, high protein, ready-to-drink, NFS', 352]],
  },
  // Oikos vanilla nonfat Greek, 5.3 oz container 150; grams said: walnuts 15
  {
    family: 'blind 27',
    kind: 'units and amounts',
    sentence: 'oikos vanilla 5.3oz + 15g walnuts',
    reference: [
      ['Yogurt, Greek, nonfat, vanilla, DANNON OIKOS', 150],
      ['Walnuts, excluding honey roasted', 15],
    ],
  },
  // liquid egg whites measured raw, cup 245; olive oil teaspoon 4.5; raw spinach cup 30 × 2
  {
    family: 'blind 27',
    kind: 'units and amounts',
    sentence: '1c liquid egg whites scrambled + 1tsp olive oil + 2c spinach',
    reference: [
      ['Egg, white only, raw', 245],
      ['Oil, olive, salad or cooking', 4.5],
      ['Spinach, raw', 60],
    ],
  },
  // grams said: zucchini boiled 200; salmon (farmed Atlantic, cooked) 4 oz × 28.35; avocado oil tbsp 14 × ½
  {
    family: 'blind 27',
    kind: 'units and amounts',
    sentence: 'steamed zucchini 200g + salmon 4oz + 1/2tbsp avocado oil',
    reference: [
      ['Squash, summer, zucchini, includes skin, cooked, boiled, drained, without salt', 200],
      ['Fish, salmon, Atlantic, farmed, cooked, dry heat', 113.4],
      ['Oil, avocado', 7],
    ],
  },
  // mangú (mashed green plantain with butter or oil): plantain cooked with fat added, cup 170; fried egg 55 × 2;
  // salami, slice 28 × 2
  {
    family: 'blind 27',
    kind: 'cuisines',
    sentence: 'tres golpes: mangu 1c, 2 fried eggs, 2 slices fried salami 🇩🇴',
    reference: [
      ['Plantain, cooked, fat added, NS as to fat type', 170],
      [FRIED_EGG, 110],
      ['Salami, NFS', 56],
    ],
  },

  // Dictated
  // the corrected count: beef empanada, regular/large 130 × 3
  {
    family: 'blind 27',
    kind: 'cuisines',
    sentence: 'Um for lunch I had 2 beef empanadas no 3 from the Colombian bakery',
    reference: [['Empanada, beef', 390]],
  },
  // Cuban sandwich, any size 190; Latino restaurant black bean soup, cup 246
  {
    family: 'blind 27',
    kind: 'several foods',
    sentence: 'Yesterday I had a Cuban sandwich and a cup of black bean soup at the Cuban place',
    reference: [
      ['Cuban sandwich', 190],
      ['Restaurant, Latino, black bean soup', 246],
    ],
  },
  // chicken tamale, item 140 × 3; champurrado is chocolate atole, cup 248
  {
    family: 'blind 27',
    kind: 'cuisines',
    sentence: 'I had 3 chicken tamales and uh a cup of champurrado',
    reference: [
      ['Tamale, chicken', 420],
      ['Atole de chocolate', 248],
    ],
  },
  // arroz con pollo is the Latino restaurant's chicken and rice, cup 141 × 2
  {
    family: 'blind 27',
    kind: 'cuisines',
    sentence: "I had arroz con pollo at my tia's house like 2 cups",
    reference: [['Restaurant, Latino, chicken and rice, entree, prepared', 282]],
  },
  // conchas are pan dulce with sugar topping, medium 93 × 2; Mexican hot chocolate is made with milk, cup 248
  {
    family: 'blind 27',
    kind: 'several foods',
    sentence: 'For breakfast I had 2 conchas and a cup of Mexican hot chocolate',
    reference: [
      ['Pan Dulce, with sugar topping', 186],
      ['Hot chocolate / cocoa, made with whole or reduced fat (2%) milk', 248],
    ],
  },
  // falafel, patty 17 × 6; hummus tablespoon 15 × 3; large pita 85
  {
    family: 'blind 27',
    kind: 'several foods',
    sentence: 'I had like 6 falafel balls and 3 tablespoons of hummus with a large pita',
    reference: [
      ['Falafel', 102],
      ['Hummus, plain', 45],
      ['Bread, pita', 85],
    ],
  },
  // mujadara (rice and lentils with fried onions): white rice with lentils, fat added, cup 207 × 1½
  {
    family: 'blind 27',
    kind: 'units and amounts',
    sentence: 'I made mujadara and had about a cup and a half the rice and lentils one',
    reference: [['Rice, white, with lentils, fat added', 310.5]],
  },
  // the corrected count: pierogi, item 40 × 8; "some" sour cream, Quantity not specified 30
  {
    family: 'blind 27',
    kind: 'several foods',
    sentence: 'I had 10 pierogi no like 8 and some sour cream',
    reference: [
      [PIEROGI, 320],
      ['Sour cream, regular', 30],
    ],
  },
  // American goulash (macaroni, ground beef, tomato) has no entry: beef and noodles with tomato-based sauce, a bowl of a
  // stew is 1½ cups, cup 249 × 1½
  {
    family: 'blind 27',
    kind: 'cuisines',
    sentence: 'Um I had a bowl of goulash the American kind with macaroni and ground beef',
    reference: [['Beef and noodles with tomato-based sauce', 373.5]],
  },
  // beef stroganoff with noodles, cup 256 × 2
  {
    family: 'blind 27',
    kind: 'units and amounts',
    sentence: 'For dinner I had 2 cups of beef stroganoff over egg noodles',
    reference: [['Beef stroganoff with noodles', 512]],
  },
  // the corrected weight: roast pork 5 oz × 28.35; cauliflower rice is cooked cauliflower, cup 155
  {
    family: 'blind 27',
    kind: 'units and amounts',
    sentence: 'I weighed out 4 ounces of pernil no 5 ounces and had a cup of cauliflower rice',
    reference: [
      [PORK_ROAST, 141.75],
      ['Cauliflower, fresh, cooked, no added fat', 155],
    ],
  },
  // whey powder, scoop 26; unsweetened almond milk, fl oz 30.5 × 8
  {
    family: 'blind 27',
    kind: 'several foods',
    sentence: 'I had a protein shake 1 scoop of whey with 8 ounces of unsweetened almond milk',
    reference: [
      ['Nutritional powder mix, whey based, NFS', 26],
      ['Almond milk, unsweetened', 244],
    ],
  },
  // the corrected food: Oikos nonfat strawberry, 5.3 oz container 150
  {
    family: 'blind 27',
    kind: 'single food',
    sentence: 'I had a Light and Fit no an Oikos nonfat strawberry',
    reference: [['Yogurt, Greek, nonfat, strawberry, DANNON OIKOS', 150]],
  },
  // light wheat bread (reduced calorie), medium slice 28 × 2; deli turkey 3 oz × 28.35; Swiss, slice 21
  {
    family: 'blind 27',
    kind: 'several foods',
    sentence: 'For lunch I had a sandwich on 2 slices of light wheat bread with 3 ounces of deli turkey and um a slice of Swiss',
    reference: [
      ['Bread, wheat or cracked wheat, reduced calorie and/or high fiber', 56],
      ['Turkey, prepackaged or deli, luncheon meat', 85.05],
      ['Cheese, Swiss', 21],
    ],
  },
  // baklava, piece 80 × 2
  {
    family: 'blind 27',
    kind: 'cuisines',
    sentence: 'I had 2 pieces of baklava with my mother in law after dinner she made it',
    reference: [['Baklava', 160]],
  },
];
