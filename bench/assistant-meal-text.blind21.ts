/**
 * Blind set 21, written without looking at the engine. Set A is everyday logging as people write it, away from the
 * dishes of sets 16–20: cereal by the cup with milk, bagels with spreads, frozen waffles, bars, candy by the pack,
 * pie with a scoop, cookies by size, crackers by the bag, nuts by count and handful, sandwiches built from
 * parts and salads with dressing, leftovers and a frozen dinner, beer by the can, shots, energy and sports drinks,
 * soda and chocolate milk in ml, and Mexican, Chinese, Japanese, Indian, Italian (a chain's dish), Middle Eastern,
 * Peruvian, Polish, Korean, Caribbean and Southern US dishes. Set B is hurried phone chat (lowercase, w/, chkn, lg, sm,
 * tbsp, oz, pc, x2, +, &, typos, glued numbers and units, an emoji now and then) over the same kind of ground.
 * References follow the portion conventions at the top of assistant-meal-text.cases.ts; a range is its midpoint, a
 * weight or volume said is the amount eaten (ml at the food's own grams per fl oz, 29.57 ml to the fl oz), a counted
 * item with no size is the food's own item portion, and a handful of nuts is 1 oz. The USDA portion each reference
 * uses is in the comment above it.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const MILK_WHOLE = 'Milk, whole, 3.25% milkfat, with added vitamin D';
const MILK_SKIM = 'Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)';
const BUTTER = 'Butter, salted';
const PEANUT_BUTTER = 'Peanut butter, smooth style, with salt';
const WW_BREAD = 'Bread, whole wheat';
const WW_TOAST = 'Bread, whole wheat, toasted';
const MAYO = 'Mayonnaise, regular';
const DELI_TURKEY = 'Turkey, prepackaged or deli, luncheon meat';
const VANILLA_ICE_CREAM = 'Ice cream, vanilla';
const MASHED = 'Potato, mashed, NFS';

export const BLIND_21_CASES: MealTextCase[] = [
  // Breakfast
  // Lucky Charms ¾ cup 27 → 1½ cups 54; skim milk cup 245
  { family: 'blind 21', kind: 'several foods', sentence: 'a cup and a half of lucky charms with a cup of skim milk', reference: [['Cereals ready-to-eat, GENERAL MILLS, LUCKY CHARMS', 54], [MILK_SKIM, 245]] },
  // wheat bagel 98; butter tbsp 14.2; jam tbsp 20
  { family: 'blind 21', kind: 'several foods', sentence: 'a whole wheat bagel with a tablespoon of butter and a tablespoon of strawberry jam', reference: [['Bagels, wheat', 98], [BUTTER, 14.2], ['Jams and preserves', 20]] },
  // frozen waffle 40 × 3; butter pat 5
  { family: 'blind 21', kind: 'units and amounts', sentence: 'um so for breakfast I had three frozen waffles with a pat of butter', reference: [['Waffle, plain, frozen', 120], [BUTTER, 5]] },
  // Nature Valley Sweet and Salty bar 35; medium banana 118
  { family: 'blind 21', kind: 'several foods', sentence: 'a Nature Valley sweet and salty bar and a medium banana on the bus', reference: [['Cereal or granola bar (General Mills Nature Valley Sweet and Salty Granola Bar)', 35], ['Bananas, raw', 118]] },
  // powdered sugar cake doughnut 65; latte medium 480
  { family: 'blind 21', kind: 'fast food and drinks', sentence: 'a powdered sugar donut and a medium latte', reference: [['Doughnut, cake type, powdered sugar', 65], ['Coffee, Latte', 480]] },

  // Snacks and desserts
  // milk chocolate bar 1.55 oz 44
  { family: 'blind 21', kind: 'single food', sentence: "a 1.55 oz Hershey's milk chocolate bar", reference: [['Candies, milk chocolate', 44]] },
  // Reese's package 1.6 oz (2 cups) 45
  { family: 'blind 21', kind: 'single food', sentence: "a regular pack of Reese's peanut butter cups, the one with two cups", reference: [["Candies, REESE'S Peanut Butter Cups", 45]] },
  // apple pie regular slice 150; scoop = ½ cup of 135 → 67.5
  { family: 'blind 21', kind: 'several foods', sentence: 'yesterday a slice of apple pie with a scoop of vanilla ice cream', reference: [['Pie, apple', 150], [VANILLA_ICE_CREAM, 67.5]] },
  // oatmeal raisin cookie large 45 × 2.5 (range midpoint)
  { family: 'blind 21', kind: 'units and amounts', sentence: 'two or three large oatmeal raisin cookies', reference: [['Cookie, oatmeal, with raisins', 112.5]] },
  // Wheat Thins small or medium single serving bag 45
  { family: 'blind 21', kind: 'single food', sentence: 'a small bag of Wheat Thins', reference: [['Crackers, wheat, plain (Wheat Thins)', 45]] },
  // handful of nuts 1 oz 28.35
  { family: 'blind 21', kind: 'units and amounts', sentence: 'a handful of unsalted mixed nuts', reference: [['Nuts, mixed nuts, dry roasted, with peanuts, without salt added', 28.35]] },
  // walnuts 1 oz = 14 halves 28.35; small apple 149
  { family: 'blind 21', kind: 'several foods', sentence: 'fourteen walnut halves and a small apple', reference: [['Nuts, walnuts, english', 28.35], ['Apples, raw, with skin', 149]] },
  // movie popcorn with butter, medium order 182
  { family: 'blind 21', kind: 'fast food and drinks', sentence: 'a medium buttered popcorn at the movies', reference: [['Popcorn, movie theater, with added butter', 182]] },

  // Sandwiches and salads
  // BLT on wheat, sandwich any size 105
  { family: 'blind 21', kind: 'single food', sentence: 'a BLT on wheat for lunch', reference: [['Bacon, lettuce, tomato sandwich on wheat', 105]] },
  // grilled chicken garden salad, quantity not specified 344; ranch tbsp 15 × 2
  { family: 'blind 21', kind: 'several foods', sentence: 'a grilled chicken garden salad with tomatoes and carrots and 2 tbsp of ranch', reference: [['Chicken or turkey garden salad, chicken and/or turkey, tomato and/or carrots, other vegetables, no dressing', 344], ['Salad dressing, ranch dressing, regular', 30]] },
  // tuna salad cup 238 × ½; whole wheat bread medium slice 36 × 2
  { family: 'blind 21', kind: 'several foods', sentence: 'half a cup of tuna salad on two slices of whole wheat bread', reference: [['Tuna salad, made with mayonnaise', 119], [WW_BREAD, 72]] },

  // Home cooking and leftovers
  // tilapia large fillet 135; brown rice cup 202 × ⅔
  { family: 'blind 21', kind: 'several foods', sentence: 'a large baked tilapia fillet with two thirds of a cup of brown rice', reference: [['Fish, tilapia, baked or broiled', 135], ['Rice, brown, long-grain, cooked', 134.7]] },
  // pot roast thick slice 90 × 2; green beans fresh, cooked cup 140 × ½
  { family: 'blind 21', kind: 'several foods', sentence: 'leftover pot roast, two thick slices, and half a cup of green beans', reference: [['Beef, pot roast', 180], ['Green beans, fresh, cooked, no added fat', 70]] },
  // weights said
  { family: 'blind 21', kind: 'units and amounts', sentence: '150 g of cooked spaghetti with 120 g of marinara sauce', reference: [['Pasta, cooked', 150], ['Sauce, pasta, spaghetti/marinara, ready-to-serve', 120]] },
  // Swanson Salisbury steak dinner 11 oz 312
  { family: 'blind 21', kind: 'single food', sentence: 'a Swanson salisbury steak dinner for lunch at work', reference: [['Salisbury steak with gravy, whipped potatoes, vegetable, dessert, frozen meal', 312]] },

  // Drinks
  // light beer, can 16 fl oz 480 × 2
  { family: 'blind 21', kind: 'fast food and drinks', sentence: 'two 16 oz cans of light beer', reference: [['Beer, light', 960]] },
  // rum 1.5 fl oz 42 × 2
  { family: 'blind 21', kind: 'fast food and drinks', sentence: 'two shots of rum at the party', reference: [['Alcoholic beverage, distilled, rum, 80 proof', 84]] },
  // white wine glass 180
  { family: 'blind 21', kind: 'fast food and drinks', sentence: 'a glass of white wine with dinner', reference: [['Wine, white', 180]] },
  // Monster, can 16 fl oz 496
  { family: 'blind 21', kind: 'fast food and drinks', sentence: 'a 16 oz can of Monster energy drink', reference: [['Energy drink (Monster)', 496]] },
  // Powerade bottle 20 fl oz 620
  { family: 'blind 21', kind: 'fast food and drinks', sentence: 'a twenty ounce Powerade after the game', reference: [['Sports drink (Powerade)', 620]] },
  // cola bottle 16.9 fl oz or 500 ml 524
  { family: 'blind 21', kind: 'units and amounts', sentence: 'a 500 ml bottle of coke', reference: [['Soft drink, cola', 524]] },
  // 250 ml = 8.45 fl oz × 31
  { family: 'blind 21', kind: 'units and amounts', sentence: '250 ml of chocolate milk', reference: [['Chocolate milk, NFS', 262.1]] },

  // Cuisines
  // Mexican: chicken enchilada any size 150 × 2
  { family: 'blind 21', kind: 'cuisines', sentence: 'two chicken enchiladas', reference: [['Enchilada, chicken', 300]] },
  // Mexican: large beef burrito with beans and rice 330
  { family: 'blind 21', kind: 'cuisines', sentence: 'a large beef burrito with beans, rice and cheese', reference: [['Burrito, beef, with beans and rice, cheese', 330]] },
  // Chinese: General Tso chicken cup 146 × 1.5
  { family: 'blind 21', kind: 'cuisines', sentence: "about a cup and a half of general tso's chicken", reference: [['General Tso chicken', 219]] },
  // Chinese: chicken lo mein cup 200; shrimp egg roll 64
  { family: 'blind 21', kind: 'cuisines', sentence: 'a cup of chicken lo mein and a shrimp egg roll', reference: [['Lo mein, with chicken', 200], ['Egg roll, with shrimp', 64]] },
  // Japanese: bowl of soup 1½ cups of 245; California roll piece 30 × 6
  { family: 'blind 21', kind: 'cuisines', sentence: 'a bowl of miso soup and 6 pieces of california roll', reference: [['Soup, miso or tofu', 367.5], ['Sushi roll, California', 180]] },
  // Indian: chicken biryani cup 196; dal cup 240
  { family: 'blind 21', kind: 'cuisines', sentence: 'a cup of chicken biryani and a cup of dal', reference: [['Biryani with chicken', 196], ['Dal', 240]] },
  // Italian chain: Olive Garden chicken parmigiana without pasta, serving 304
  { family: 'blind 21', kind: 'cuisines', sentence: 'chicken parmigiana at Olive Garden, I skipped the pasta', reference: [['OLIVE GARDEN, chicken parmigiana without pasta', 304]] },
  // Middle Eastern: bowl of soup 1½ cups of 255; medium pita 57
  { family: 'blind 21', kind: 'cuisines', sentence: 'a bowl of lentil soup with a medium pita', reference: [['Soup, lentil', 382.5], ['Bread, pita', 57]] },
  // Peruvian: ceviche cup 250
  { family: 'blind 21', kind: 'cuisines', sentence: 'a cup of ceviche at the peruvian place', reference: [['Ceviche', 250]] },
  // Polish: stuffed cabbage roll 103 × 2
  { family: 'blind 21', kind: 'cuisines', sentence: "my grandma's stuffed cabbage rolls with beef and rice, I had two", reference: [['Stuffed cabbage rolls with beef and rice', 206]] },
  // Korean: tteokbokki cup 250 × 1.5
  { family: 'blind 21', kind: 'cuisines', sentence: 'one and a half cups of tteokbokki', reference: [['Dukboki or Tteokbokki, Korean', 375]] },
  // Caribbean: arroz con gandules cup 115; fried plantain slice 25 × 5
  { family: 'blind 21', kind: 'cuisines', sentence: 'a cup of arroz con gandules and 5 slices of fried plantain', reference: [['Restaurant, Latino, Arroz con grandules (rice and pigeonpeas)', 115], ['Plantain, cooked with oil', 125]] },
  // Southern US: country fried steak, regular 160; mashed potatoes cup 250; collards NS form cup 135 × ½
  { family: 'blind 21', kind: 'cuisines', sentence: 'country fried steak with a cup of mashed potatoes and half a cup of collard greens', reference: [['Beef, steak, country fried', 160], [MASHED, 250], ['Collards, NS as to form, cooked', 67.5]] },
];

export const BLIND_21B_CASES: MealTextCase[] = [
  // Frosted Flakes cup 42 × 1.5; whole milk cup 244
  { family: 'blind 21b', kind: 'typos', sentence: 'frosted flakes 1.5c w/ 1c whole milk', reference: [['Cereals ready-to-eat, KELLOGG, KELLOGG\'S FROSTED FLAKES', 63], [MILK_WHOLE, 244]] },
  // wheat bagel 98; peanut butter tbsp 16
  { family: 'blind 21b', kind: 'typos', sentence: 'wheat bagle + 1tbsp pb', reference: [['Bagels, wheat', 98], [PEANUT_BUTTER, 16]] },
  // boiled egg 50 × 2; whole wheat toast medium slice 33
  { family: 'blind 21b', kind: 'typos', sentence: '2 hard boiled eggs & 1 slc ww toast', reference: [['Egg, whole, boiled or poached', 100], [WW_TOAST, 33]] },
  // nonfat greek yogurt 170 g said; honey tbsp 20
  { family: 'blind 21b', kind: 'typos', sentence: 'nonfat greek yogurt 170g + 1 tbsp honey 🍯', reference: [['Yogurt, Greek, plain, nonfat', 170], ['Honey', 20]] },
  // 2% cottage cheese cup 220; canned pineapple, juice pack cup 245 × ½
  { family: 'blind 21b', kind: 'typos', sentence: 'cottage chz 2% 1c + 1/2c canned pinapple', reference: [['Cheese, cottage, lowfat, 2% milkfat', 220], ['Pineapple, canned, juice pack', 122.5]] },
  // Fiber One chewy bar 40
  { family: 'blind 21b', kind: 'typos', sentence: 'fiber one bar', reference: [['Cereal or granola bar (General Mills Fiber One Chewy Bar)', 40]] },
  // Kit Kat 1.5 oz bar 42
  { family: 'blind 21b', kind: 'typos', sentence: 'kitkat 1.5oz', reference: [['Candies, KIT KAT Wafer Bar', 42]] },
  // pretzels small single serving bag 28
  { family: 'blind 21b', kind: 'typos', sentence: 'sm bag of pretzles', reference: [['Pretzels, hard, plain, salted', 28]] },
  // vanilla ice cream sandwich 75
  { family: 'blind 21b', kind: 'typos', sentence: 'ice cream sandwhich 🍦', reference: [['Ice cream sandwich, vanilla', 75]] },
  // pumpkin pie regular slice 150
  { family: 'blind 21b', kind: 'typos', sentence: 'slice of pumkin pie', reference: [['Pie, pumpkin', 150]] },
  // McDonald's apple pie 77
  { family: 'blind 21b', kind: 'typos', sentence: 'mcdonalds apple pie', reference: [['Pie, apple, fast food', 77]] },
  // almonds, 1 oz = 23 kernels 28.35
  { family: 'blind 21b', kind: 'typos', sentence: '23 almonds', reference: [['Nuts, almonds', 28.35]] },
  // peanuts, handful 1 oz
  { family: 'blind 21b', kind: 'typos', sentence: 'handfull salted peanuts', reference: [['Peanuts, all types, dry-roasted, with salt', 28.35]] },
  // watermelon large wedge 432
  { family: 'blind 21b', kind: 'typos', sentence: 'lg wedge of watermelon 🍉', reference: [['Watermelon, raw', 432]] },
  // orange large 184; 10 grapes 49
  { family: 'blind 21b', kind: 'typos', sentence: 'lg orange + 10 grapes', reference: [['Oranges, raw, all commercial varieties', 184], ['Grapes, red or green (European type, such as Thompson seedless), raw', 49]] },
  // taco salad with meat, medium 315
  { family: 'blind 21b', kind: 'typos', sentence: 'med taco salad w/ beef', reference: [['Taco or tostada salad with meat', 315]] },
  // whole wheat bread slice 36 × 2; deli turkey 2 oz 56.7; mayo tbsp 13.8
  { family: 'blind 21b', kind: 'typos', sentence: 'turky sandwich: 2slc ww bread, 2oz deli turkey, 1tbsp mayo', reference: [[WW_BREAD, 72], [DELI_TURKEY, 56.7], [MAYO, 13.8]] },
  // PB&J on wheat, sandwich 112
  { family: 'blind 21b', kind: 'typos', sentence: 'pb & j sandwhich on wheat bread', reference: [['Peanut butter and jelly sandwich, with regular peanut butter, regular jelly, on wheat bread', 112]] },
  // chili cup 255 × 1.5
  { family: 'blind 21b', kind: 'typos', sentence: 'leftover chilli 1.5c', reference: [['Chili, NFS', 382.5]] },
  // meat loaf large slice 144; mashed potatoes cup 250
  { family: 'blind 21b', kind: 'typos', sentence: 'meatloaf 1 lg slice + mashed potatos 1c', reference: [['Meat loaf made with beef', 144], [MASHED, 250]] },
  // drumstick baked, skin eaten, medium 60 × 2
  { family: 'blind 21b', kind: 'typos', sentence: 'baked chkn drumsticks x2', reference: [['Chicken drumstick, baked, broiled, or roasted, skin eaten, from raw', 120]] },
  // cheese pizza, thin crust, large pizza slice 86 × 2
  { family: 'blind 21b', kind: 'typos', sentence: '2 slc lg thin crust cheese pizza 🍕', reference: [['Pizza, cheese, from restaurant or fast food, thin crust', 172]] },
  // Gatorade bottle 12 fl oz 372
  { family: 'blind 21b', kind: 'typos', sentence: 'gatorade 12oz', reference: [['Sports drink (Gatorade G)', 372]] },
  // Red Bull can 8.4 fl oz 260
  { family: 'blind 21b', kind: 'typos', sentence: 'redbull 8.4oz can', reference: [['Energy drink (Red Bull)', 260]] },
  // beer can or bottle 12 fl oz 360 × 2
  { family: 'blind 21b', kind: 'typos', sentence: 'corona x2 🍺', reference: [['Beer', 720]] },
  // vodka 1.5 fl oz 42 × 2; soda water unsaid energy
  { family: 'blind 21b', kind: 'typos', sentence: 'vodka soda, 2 shots vodka', reference: [['Alcoholic beverage, distilled, vodka, 80 proof', 84]] },
  // hard cider can or bottle 16 fl oz 480
  { family: 'blind 21b', kind: 'typos', sentence: 'hard cidar 16oz', reference: [['Hard cider', 480]] },
  // iced latte large 600
  { family: 'blind 21b', kind: 'typos', sentence: 'lg iced latte', reference: [['Coffee, Iced Latte', 600]] },
  // sweet iced tea large drink 744
  { family: 'blind 21b', kind: 'typos', sentence: 'lg sweet tea', reference: [['Tea, iced, brewed, black, pre-sweetened with sugar', 744]] },
  // beef lo mein cup 200 × 2
  { family: 'blind 21b', kind: 'typos', sentence: 'beef lo mien 2c 🥡', reference: [['Lo mein, with beef', 400]] },
  // salmon roll piece 30 × 6
  { family: 'blind 21b', kind: 'typos', sentence: 'salmon roll 6pc', reference: [['Sushi roll, salmon', 180]] },
  // pork tamale piece 142 × 2
  { family: 'blind 21b', kind: 'typos', sentence: 'pork tamales x2', reference: [['Restaurant, Latino, tamale, pork', 284]] },
  // beef empanada regular/large 130
  { family: 'blind 21b', kind: 'typos', sentence: 'lg beef empanada', reference: [['Empanada, beef', 130]] },
  // lamb shish kabob with vegetables, one 202
  { family: 'blind 21b', kind: 'typos', sentence: '1 lamb shish kabob w veggies', reference: [['Lamb shish kabob with vegetables, excluding potatoes', 202]] },
  // pad thai with chicken cup 200 × 2
  { family: 'blind 21b', kind: 'typos', sentence: 'chkn pad thai 2 cups', reference: [['Pad Thai with chicken', 400]] },
];
