/**
 * Blind set 19, written without looking at the engine: set A is everyday logging as people write it (packaged and
 * branded foods, home cooking with amounts, chain orders USDA names, drinks, and Mexican, Chinese, Japanese, Indian,
 * Italian, Middle Eastern, Greek, Puerto Rican, Vietnamese, Korean, Southern US and Ethiopian dishes; meal words and
 * days, dictated speech, ranges, fractions and sizes); set B is hurried phone chat (lowercase, w/, chkn, lg, sm, tbsp,
 * oz, pc, x2, +, &, typos, glued numbers and units, an emoji now and then). References follow the portion conventions
 * at the top of assistant-meal-text.cases.ts; a range is its midpoint, a weight said is the weight eaten, and a counted
 * item with no size is the food's own item portion. The USDA portion each reference uses is in the comment above it.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const WHITE_RICE = 'Rice, white, long-grain, regular, enriched, cooked';
const BROWN_RICE = 'Rice, brown, long-grain, cooked';
const SALMON = 'Fish, salmon, Atlantic, farmed, cooked, dry heat';
const CHICKEN = 'Chicken, broilers or fryers, breast, meat only, cooked, roasted';
const ASPARAGUS = 'Asparagus, fresh, cooked, no added fat';
const CASHEWS = 'Nuts, cashew nuts, dry roasted, with salt added';
const DELI_TURKEY = 'Turkey, prepackaged or deli, luncheon meat';
const CLIF_BAR = 'Nutrition bar (Clif Bar)';
const BANANA = 'Bananas, raw';
const PEANUT_BUTTER = 'Peanut butter, smooth style, with salt';
const TOAST_WW = 'Bread, whole wheat, toasted';
const TZATZIKI = 'Tzatziki dip';
const HUMMUS = 'Hummus, plain';

export const BLIND_19_CASES: MealTextCase[] = [
  // Packaged and branded
  // Frosted Flakes cup 42; skim milk cup 245 × ½
  { family: 'blind 19', kind: 'several foods', sentence: 'a cup of frosted flakes with half a cup of skim milk', reference: [["Cereals ready-to-eat, KELLOGG, KELLOGG'S FROSTED FLAKES", 42], ['Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)', 122.5]] },
  // Chobani container 5.3 oz = 150
  { family: 'blind 19', kind: 'single food', sentence: 'had a Chobani vanilla greek yogurt at my desk', reference: [['Yogurt, Greek, nonfat, vanilla, CHOBANI', 150]] },
  // Nature Valley crunchy bar 21 each (the pouch of 2 is 42)
  { family: 'blind 19', kind: 'units and amounts', sentence: 'two Nature Valley crunchy granola bars', reference: [['Cereal or granola bar (General Mills Nature Valley Crunchy Granola Bar)', 42]] },
  // Clif bar 68
  { family: 'blind 19', kind: 'single food', sentence: 'Ate a Clif bar after the gym.', reference: [[CLIF_BAR, 68]] },
  // Doritos small single-serving bag 28
  { family: 'blind 19', kind: 'single food', sentence: 'a small bag of cool ranch doritos', reference: [['Tortilla chips, cool ranch flavor (Doritos)', 28]] },
  // Triscuit 5 each × 10; cheddar slice 21 × 2
  { family: 'blind 19', kind: 'several foods', sentence: 'like ten triscuits and two slices of cheddar', reference: [['Crackers, woven wheat, plain (Triscuit)', 50], ['Cheese, Cheddar', 42]] },
  // Lean Cuisine meal 11 oz = 312
  { family: 'blind 19', kind: 'single food', sentence: 'a Lean Cuisine teriyaki chicken with rice for lunch', reference: [['Teriyaki chicken with rice and vegetable, diet frozen meal', 312]] },
  // Cashews 1 oz (a handful of nuts is 1 oz)
  { family: 'blind 19', kind: 'units and amounts', sentence: 'a handful of salted cashews', reference: [[CASHEWS, 28.35]] },
  // Deli turkey slice 28 × 2.5 (midpoint of 2-3)
  { family: 'blind 19', kind: 'units and amounts', sentence: '2-3 slices of deli turkey', reference: [[DELI_TURKEY, 70]] },

  // Home cooking with amounts
  // 6 oz salmon = 170.1; asparagus cup 180
  { family: 'blind 19', kind: 'several foods', sentence: 'a 6 oz salmon fillet and a cup of asparagus for dinner', reference: [[SALMON, 170.1], [ASPARAGUS, 180]] },
  // home-fried from raw: drumstick, medium 85; thigh, medium 110
  { family: 'blind 19', kind: 'several foods', sentence: 'made fried chicken for dinner, I had a drumstick and a thigh', reference: [['Chicken drumstick, fried, coated, skin / coating eaten, from raw', 85], ['Chicken thigh, fried, coated, skin / coating eaten, from raw', 110]] },
  // cottage cheese cup 210 × ½; pineapple chunks cup 165 × ⅓
  { family: 'blind 19', kind: 'units and amounts', sentence: 'half a cup of cottage cheese with a third of a cup of pineapple chunks', reference: [['Cheese, cottage, NFS', 105], ['Pineapple, raw, all varieties', 55]] },
  // 8 oz top sirloin = 226.8; medium baked potato 173; sour cream tablespoon 15
  { family: 'blind 19', kind: 'several foods', sentence: 'yesterday I grilled an 8 oz sirloin and had a medium baked potato with a tablespoon of sour cream', reference: [['Beef, top sirloin, steak, separable lean and fat, trimmed to 0" fat, all grades, cooked, broiled', 226.8], ['Potatoes, baked, flesh and skin, without salt', 173], ['Sour cream, regular', 15]] },
  // 1½ cups spaghetti, not packed, 124 each; Alfredo sauce cup 260 × ½
  { family: 'blind 19', kind: 'units and amounts', sentence: 'one and a half cups of spaghetti with half a cup of alfredo sauce', reference: [['Pasta, cooked, enriched, without added salt', 186], ['Alfredo sauce', 130]] },
  // an individual pot pie 250
  { family: 'blind 19', kind: 'single food', sentence: 'for dinner last night a chicken pot pie', reference: [['Pot pie, chicken', 250]] },

  // Drinks
  // Bud Light 12 fl oz = 354
  { family: 'blind 19', kind: 'fast food and drinks', sentence: 'a 12 oz bud light', reference: [['Alcoholic beverage, beer, light, BUD LIGHT', 354]] },
  // rosé glass 180 × 2
  { family: 'blind 19', kind: 'fast food and drinks', sentence: 'two glasses of rosé', reference: [['Wine, rose', 360]] },
  // fruit smoothie, large 1080
  { family: 'blind 19', kind: 'fast food and drinks', sentence: 'a large mango smoothie', reference: [['Fruit smoothie, NFS', 1080]] },
  // pepper-type soft drink, 20 fl oz bottle
  { family: 'blind 19', kind: 'fast food and drinks', sentence: 'a 20 oz bottle of dr pepper', reference: [['Soft drink, pepper type', 620]] },
  // flavored latte, medium 496
  { family: 'blind 19', kind: 'fast food and drinks', sentence: 'a medium vanilla latte', reference: [['Coffee, Latte, flavored', 496]] },
  // apple juice 8 fl oz, no ice, 31 each
  { family: 'blind 19', kind: 'fast food and drinks', sentence: 'a cup of apple juice', reference: [['Apple juice, 100%', 248]] },

  // Chains
  // Dave's single 215; small fries 113
  { family: 'blind 19', kind: 'fast food and drinks', sentence: "a Dave's single and a small fry from Wendy's", reference: [["WENDY'S, DAVE'S Hot 'N Juicy 1/4 LB, single", 215], ["WENDY'S, french fries", 113]] },
  // crunchy (original) taco 69 × 2; bean burrito 185
  { family: 'blind 19', kind: 'fast food and drinks', sentence: 'Taco Bell: two crunchy tacos and a bean burrito', reference: [['TACO BELL, Original Taco with beef, cheese and lettuce', 138], ['TACO BELL, Bean Burrito', 185]] },
  // mild strip 54 × 3; biscuit 60
  { family: 'blind 19', kind: 'fast food and drinks', sentence: 'three mild chicken tenders and a biscuit from Popeyes', reference: [['POPEYES, Mild Chicken Strips, analyzed 2006', 162], ['POPEYES, biscuit', 60]] },
  // Frosty medium 16 oz cup 298
  { family: 'blind 19', kind: 'fast food and drinks', sentence: "a medium Frosty from Wendy's", reference: [["WENDY'S, Frosty Dairy Dessert", 298]] },
  // Whopper Jr 135
  { family: 'blind 19', kind: 'fast food and drinks', sentence: 'um I got a whopper junior on the way home', reference: [['Whopper Jr (Burger King)', 135]] },

  // Cuisines
  // pork taco, corn, small/regular 105 × 2
  { family: 'blind 19', kind: 'cuisines', sentence: 'so for lunch I had like two pork tacos on corn tortillas', reference: [['Taco, corn tortilla, pork, cheese', 210]] },
  // beef quesadilla half circle 70; guacamole tablespoon 15
  { family: 'blind 19', kind: 'cuisines', sentence: 'half a steak quesadilla and a tablespoon of guac', reference: [['Quesadilla, beef or pork', 70], ['Guacamole, NFS', 15]] },
  // orange chicken cup 252; chicken fried rice cup 198
  { family: 'blind 19', kind: 'cuisines', sentence: 'a cup of orange chicken and a cup of chicken fried rice', reference: [['Orange chicken', 252], ['Rice, fried, with chicken', 198]] },
  // kung pao beef usual helping 121; white rice cup 158
  { family: 'blind 19', kind: 'cuisines', sentence: 'Kung pao beef with a cup of white rice', reference: [['Kung Pao beef', 121], [WHITE_RICE, 158]] },
  // egg roll 64 × 2
  { family: 'blind 19', kind: 'cuisines', sentence: 'two pork egg rolls', reference: [['Egg roll, with beef and/or pork', 128]] },
  // salmon roll piece 30 × 8
  { family: 'blind 19', kind: 'cuisines', sentence: 'eight pieces of salmon roll', reference: [['Sushi roll, salmon', 240]] },
  // chicken teriyaki usual helping 183
  { family: 'blind 19', kind: 'cuisines', sentence: 'Chicken teriyaki for dinner tonight', reference: [['Chicken or turkey with teriyaki', 183]] },
  // palak paneer cup 200; naan 10" 177 × ½
  { family: 'blind 19', kind: 'cuisines', sentence: 'a cup of palak paneer and half a naan', reference: [['Palak Paneer', 200], ['Bread, naan', 88.5]] },
  // lentil curry with rice usual helping 200
  { family: 'blind 19', kind: 'cuisines', sentence: 'lentil curry with rice', reference: [['Lentil curry with rice', 200]] },
  // a bowl of soup is 1½ cups (245) = 367.5, big ×1.3
  { family: 'blind 19', kind: 'cuisines', sentence: 'a big bowl of minestrone soup', reference: [['Soup, minestrone', 477.75]] },
  // tabbouleh cup 160; hummus tablespoon 15 × 3; large pita 60
  { family: 'blind 19', kind: 'cuisines', sentence: 'a cup of tabbouleh, 3 tbsp of hummus and a pita', reference: [['Tabbouleh', 160], [HUMMUS, 45], ['Bread, pita, white, enriched', 60]] },
  // spanakopita regular/large 120; tzatziki tablespoon 15 × 2
  { family: 'blind 19', kind: 'cuisines', sentence: 'a large piece of spanakopita with two tablespoons of tzatziki', reference: [['Spanakopita', 120], [TZATZIKI, 30]] },
  // arroz con habichuelas cup 157
  { family: 'blind 19', kind: 'cuisines', sentence: 'a cup of Puerto Rican rice and red beans', reference: [['Restaurant, Latino, Arroz con habichuelas colorados (Rice And Red Beans)', 157]] },
  // Puerto Rican beef stew cup 212
  { family: 'blind 19', kind: 'cuisines', sentence: 'one cup of puerto rican beef stew with potatoes', reference: [['Beef stew with potatoes, Puerto Rican style', 212]] },
  // a bowl of soup is 1½ cups (245)
  { family: 'blind 19', kind: 'cuisines', sentence: 'um a bowl of vegetable pho', reference: [['Soup, pho, no meat', 367.5]] },
  // bibimbap cup 162; kimchi cup 150 × ½
  { family: 'blind 19', kind: 'cuisines', sentence: 'a cup of bibimbap and half a cup of kimchi', reference: [['Bibimbap, Korean', 162], ['Kimchi', 75]] },
  // fried catfish small/regular fillet 90 × 2; hush puppy 22 × 4
  { family: 'blind 19', kind: 'cuisines', sentence: 'two fried catfish fillets with four hush puppies', reference: [['Fish, catfish, fried', 180], ['Hush puppy', 88]] },
  // jambalaya cup 244; fried okra cup 90 × ½
  { family: 'blind 19', kind: 'cuisines', sentence: 'a cup of jambalaya and half a cup of fried okra', reference: [['Jambalaya with meat and rice', 244], ['Fried okra', 45]] },
  // one 12" injera 127; lentil curry cup 240
  { family: 'blind 19', kind: 'cuisines', sentence: 'one injera with a cup of lentil curry', reference: [['Injera, Ethiopian bread', 127], ['Lentil curry', 240]] },
];

export const BLIND_19B_CASES: MealTextCase[] = [
  // scrambled egg, large 61 × 2; bacon slice 8.1 × 2
  { family: 'blind 19b', kind: 'several foods', sentence: '2eggs scrambled + 2 slc bacon', reference: [['Egg, whole, cooked, scrambled', 122], ['Pork, cured, bacon, cooked, baked', 16.2]] },
  // 6 oz = 170.1; brown rice cup 202
  { family: 'blind 19b', kind: 'several foods', sentence: 'chkn breast 6oz w/ 1 cup brown rice', reference: [[CHICKEN, 170.1], [BROWN_RICE, 202]] },
  // Clif bar 68; banana 118
  { family: 'blind 19b', kind: 'several foods', sentence: 'clif bar + bananna b4 gym', reference: [[CLIF_BAR, 68], [BANANA, 118]] },
  // 200 g; asparagus spear 16 × 6
  { family: 'blind 19b', kind: 'units and amounts', sentence: 'salmon 200g & 6 asparagas spears', reference: [[SALMON, 200], [ASPARAGUS, 96]] },
  // McDonald's small fries 71; McChicken 131
  { family: 'blind 19b', kind: 'fast food and drinks', sentence: 'mcchiken + sm fries', reference: [["McDONALD'S, McCHICKEN Sandwich", 131], ["McDONALD'S, french fries", 71]] },
  // 1 oz
  { family: 'blind 19b', kind: 'typos', sentence: 'handfull of cashews', reference: [[CASHEWS, 28.35]] },
  // avocado 201 × ½; whole wheat toast regular slice 33
  { family: 'blind 19b', kind: 'typos', sentence: '1/2 avacado on 1 slc ww toast', reference: [['Avocados, raw, all commercial varieties', 100.5], [TOAST_WW, 33]] },
  // 12 fl oz can or bottle 354 × 3
  { family: 'blind 19b', kind: 'fast food and drinks', sentence: 'bud light x3 🍺', reference: [['Alcoholic beverage, beer, light, BUD LIGHT', 1062]] },
  // white wine glass 180
  { family: 'blind 19b', kind: 'fast food and drinks', sentence: 'glass of pinot grigo 🍷', reference: [['Wine, white', 180]] },
  // oatmeal cup 240; peanut butter tablespoon 16
  { family: 'blind 19b', kind: 'several foods', sentence: 'oatmeal 1 cup + 1tbsp peanut buter', reference: [['Oatmeal, NFS', 240], [PEANUT_BUTTER, 16]] },
  // pepperoni pizza piece 124 × 2
  { family: 'blind 19b', kind: 'fast food and drinks', sentence: '2 slcs peperoni pizza', reference: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', 248]] },
  // soft taco with chicken 98 × 2
  { family: 'blind 19b', kind: 'fast food and drinks', sentence: 'taco bell 2 soft tacos chkn', reference: [['TACO BELL, Soft Taco with chicken, cheese and lettuce', 196]] },
  // 10 nuggets 142; medium fries 142
  { family: 'blind 19b', kind: 'fast food and drinks', sentence: 'wendys 10pc nuggets & med fry', reference: [["WENDY'S, Chicken Nuggets", 142], ["WENDY'S, french fries", 142]] },
  // junior 6 oz cup 113
  { family: 'blind 19b', kind: 'fast food and drinks', sentence: 'jr frosty lol', reference: [["WENDY'S, Frosty Dairy Dessert", 113]] },
  // breast with skin 194; thigh with skin 138
  { family: 'blind 19b', kind: 'fast food and drinks', sentence: 'popeyes 2pc mild brest + thigh', reference: [['POPEYES, Fried Chicken, Mild, Breast, meat and skin with breading', 194], ['POPEYES, Fried Chicken, Mild, Thigh, meat and skin with breading', 138]] },
  // deli turkey slice 28 × 4; Swiss slice 21
  { family: 'blind 19b', kind: 'several foods', sentence: 'deli turky 4 slc + 1 slice swiss', reference: [[DELI_TURKEY, 112], ['Cheese, Swiss', 21]] },
  // Chobani 150; granola cup 110 × ¼
  { family: 'blind 19b', kind: 'several foods', sentence: 'chobani vanila w/ 1/4 cup granola', reference: [['Yogurt, Greek, nonfat, vanilla, CHOBANI', 150], ['Cereal, granola', 27.5]] },
  // pad thai with shrimp (seafood) usual helping 200
  { family: 'blind 19b', kind: 'cuisines', sentence: 'pad thai w shrimp 🍤', reference: [['Pad Thai with seafood', 200]] },
  // tuna roll piece 30 × 8
  { family: 'blind 19b', kind: 'cuisines', sentence: 'spicy tuna roll 8pc', reference: [['Sushi roll tuna', 240]] },
  // meatless egg roll 64 × 2
  { family: 'blind 19b', kind: 'cuisines', sentence: 'veggie egg roll x2', reference: [['Egg roll, meatless', 128]] },
  // cheese quesadilla full circle 120
  { family: 'blind 19b', kind: 'cuisines', sentence: 'cheese quesadila, the whole thing', reference: [['Quesadilla, cheese only', 120]] },
  // bagel 105; cream cheese tablespoon 15
  { family: 'blind 19b', kind: 'typos', sentence: 'bagle w 1 tbsp cream chz', reference: [['Bagels, plain, enriched, with calcium propionate (includes onion, poppy, sesame)', 105], ['Cream cheese, regular, plain', 15]] },
  // apple 182; peanut butter 2 tablespoons 32
  { family: 'blind 19b', kind: 'several foods', sentence: 'apple + 2tbsp pb', reference: [['Apples, raw, with skin', 182], [PEANUT_BUTTER, 32]] },
  // orange juice 12 fl oz × 31.1
  { family: 'blind 19b', kind: 'units and amounts', sentence: '12oz oj', reference: [['Orange juice, chilled, includes from concentrate', 373.2]] },
  // Rice Krispies bar 28
  { family: 'blind 19b', kind: 'single food', sentence: 'rice krispie treat 😋', reference: [['Cereal or granola bar, with rice cereal', 28]] },
  // potato chips 1 oz
  { family: 'blind 19b', kind: 'units and amounts', sentence: 'lays chips 1oz', reference: [['Snacks, potato chips, plain, salted', 28.35]] },
  // 6 inch steak & cheese 201
  { family: 'blind 19b', kind: 'fast food and drinks', sentence: 'subway 6" steak & cheese', reference: [['SUBWAY, steak & cheese sub on white bread with American cheese, lettuce and tomato', 201]] },
  // mac and cheese cup 230
  { family: 'blind 19b', kind: 'units and amounts', sentence: 'mac n cheese 1c', reference: [['Macaroni or noodles with cheese', 230]] },
  // grilled chicken Caesar, no dressing, usual helping 311; Caesar dressing packet 44
  { family: 'blind 19b', kind: 'several foods', sentence: 'chkn ceasar salad + 1 packet dressing', reference: [['Chicken or turkey caesar garden salad, chicken and/or turkey, lettuce, tomato, cheese, no dressing', 311], ['Caesar dressing', 44]] },
  // cappuccino large 600
  { family: 'blind 19b', kind: 'fast food and drinks', sentence: 'lg capuccino', reference: [['Coffee, Cappuccino', 600]] },
  // baked potato large 299; sour cream tablespoon 15 × 2
  { family: 'blind 19b', kind: 'several foods', sentence: 'lg baked potatoe w/ 2 tbsp sour cream', reference: [['Potatoes, baked, flesh and skin, without salt', 299], ['Sour cream, regular', 30]] },
  // chicken curry cup 240; white rice cup 158
  { family: 'blind 19b', kind: 'cuisines', sentence: 'chkn curry 1 cup w/ 1 cup rice', reference: [['Chicken curry', 240], [WHITE_RICE, 158]] },
  // orange chicken cup 252 × 2
  { family: 'blind 19b', kind: 'cuisines', sentence: 'orange chkn 2 cups 🥡', reference: [['Orange chicken', 504]] },
  // string cheese: part-skim mozzarella stick 28.35 × 2
  { family: 'blind 19b', kind: 'units and amounts', sentence: 'string chese x2', reference: [['Cheese, Mozzarella, part skim', 56.7]] },
  // biscuit with gravy 220; scrambled egg large 61
  { family: 'blind 19b', kind: 'several foods', sentence: 'biscuit & gravy + 1 scrambeled egg 🤤', reference: [['Biscuit with gravy', 220], ['Egg, whole, cooked, scrambled', 61]] },
];
