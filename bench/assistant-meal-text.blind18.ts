/**
 * Blind set 18, written without looking at the engine: set A is mixed chat styles (full sentences, dictated speech
 * with numbers as words, quick typing) across cuisines, chains and drinks; set B is hurried phone chat (lowercase,
 * w/, chkn, lg, sm, x2, +, &, typos, an emoji now and then). References follow the portion conventions at the top of
 * assistant-meal-text.cases.ts; coffee-shop sizes are their fluid ounces (venti iced 24), and a range is its midpoint.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const WHITE_RICE = 'Rice, white, long-grain, regular, enriched, cooked';
const GUACAMOLE = 'Guacamole, NFS';
const MAC_AND_CHEESE = 'Macaroni or noodles with cheese';
const FRUIT_SMOOTHIE = 'Fruit smoothie, NFS';
const DIET_COLA = 'Soft drink, cola, diet';

export const BLIND_18_CASES: MealTextCase[] = [
  // 2 fried eggs (large 46 each); biscuit 45; grits cup 240
  { family: 'blind 18', kind: 'several foods', sentence: 'For breakfast I had two fried eggs, a biscuit and a cup of grits', reference: [['Egg, whole, cooked, fried', 92], ['Biscuit, NFS', 45], ['Grits, NFS', 240]] },
  // a plate of biryani: its usual helping 245; samosa regular/large 100 (counted-item convention; was the unsized 75)
  { family: 'blind 18', kind: 'cuisines', sentence: 'I had a plate of chicken biryani and one samosa for dinner', reference: [['Biryani with chicken', 245], ['Samosa', 100]] },
  // a bowl of soup is 1½ cups (cup 245)
  { family: 'blind 18', kind: 'cuisines', sentence: 'a bowl of chicken ramen', reference: [['Ramen bowl with chicken', 367.5]] },
  // bibimbap's usual helping 121; a side of kimchi: its usual helping 30
  { family: 'blind 18', kind: 'cuisines', sentence: 'bibimbap with a side of kimchi', reference: [['Bibimbap, Korean', 121], ['Kimchi', 30]] },
  // Burger King's own Whopper with cheese 316 and medium fries 117
  { family: 'blind 18', kind: 'fast food and drinks', sentence: 'A Whopper with cheese and a medium fries from Burger King', reference: [['BURGER KING, WHOPPER, with cheese', 316], ['BURGER KING, french fries', 117]] },
  // 3 enchiladas × 150; sour cream tablespoon 15
  { family: 'blind 18', kind: 'cuisines', sentence: 'three chicken enchiladas with a tablespoon of sour cream', reference: [['Enchilada, chicken', 450], ['Sour cream, regular', 15]] },
  // 2 tamales × 140
  { family: 'blind 18', kind: 'units and amounts', sentence: 'um I had two pork tamales for lunch', reference: [['Tamale, pork', 280]] },
  // gyro sandwich 200; can of diet cola 360
  { family: 'blind 18', kind: 'fast food and drinks', sentence: 'a gyro and a can of diet coke', reference: [['Gyro sandwich', 200], [DIET_COLA, 360]] },
  // 1½ cups × 250
  { family: 'blind 18', kind: 'units and amounts', sentence: 'one and a half cups of meat lasagna', reference: [['Lasagna with meat', 375]] },
  // general tso cup 146; white rice cup 158
  { family: 'blind 18', kind: 'cuisines', sentence: "a cup of general tso's chicken with a cup of white rice", reference: [['General Tso chicken', 146], [WHITE_RICE, 158]] },
  // 2 cups lo mein × 200; 2 egg rolls × 64
  { family: 'blind 18', kind: 'units and amounts', sentence: 'two cups of chicken lo mein and two chicken egg rolls', reference: [['Lo mein, with chicken', 400], ['Egg roll, with chicken or turkey', 128]] },
  // sandwich 187; hash browns serving 77
  { family: 'blind 18', kind: 'fast food and drinks', sentence: 'Chick-fil-A chicken sandwich and an order of hash browns', reference: [['CHICK-FIL-A, chicken sandwich', 187], ['CHICK-FIL-A, hash browns', 77]] },
  // 6 inch sub 184
  { family: 'blind 18', kind: 'fast food and drinks', sentence: 'a 6 inch turkey sub from Subway', reference: [['SUBWAY, turkey breast sub on white bread with lettuce and tomato', 184]] },
  // medium latte 480
  { family: 'blind 18', kind: 'fast food and drinks', sentence: 'a medium latte', reference: [['Coffee, Latte', 480]] },
  // 2 glasses of table white wine, 6 fl oz 176.4 each (wine-glass convention; was the 5 fl oz serving)
  { family: 'blind 18', kind: 'fast food and drinks', sentence: 'two glasses of white wine with dinner', reference: [['Alcoholic beverage, wine, table, white', 352.8]] },
  // margarita drink 225; tortilla chips cup 30; guacamole ¼ cup = 4 tablespoons × 15
  { family: 'blind 18', kind: 'several foods', sentence: 'a margarita, a cup of tortilla chips and a quarter cup of guacamole', reference: [['Margarita', 225], ['Tortilla chips, plain', 30], [GUACAMOLE, 60]] },
  // pad thai usual helping 200
  { family: 'blind 18', kind: 'cuisines', sentence: 'Pad thai with chicken for lunch today', reference: [['Pad Thai with chicken', 200]] },
  // a bowl is 1½ cups (245) = 367.5, big ×1.3 = 477.75
  { family: 'blind 18', kind: 'cuisines', sentence: 'a big bowl of beef pho', reference: [['Soup, pho, with meat', 477.75]] },
  // stewed goat cup 177; fried plantains cup 169
  { family: 'blind 18', kind: 'cuisines', sentence: 'a cup of stewed goat and a cup of fried sweet plantains', reference: [['Stewed goat, Puerto Rican style', 177], ['Plantains, yellow, fried, Latino restaurant', 169]] },
  // adobo with rice usual helping 244
  { family: 'blind 18', kind: 'cuisines', sentence: 'chicken adobo with rice', reference: [['Adobo, with rice', 244]] },
  // collards cup 135; mac and cheese cup 230; cornbread piece 60
  { family: 'blind 18', kind: 'several foods', sentence: 'Sunday dinner was a cup of collard greens, a cup of mac and cheese and a piece of cornbread', reference: [['Collards, NS as to form, cooked', 135], [MAC_AND_CHEESE, 230], ['Cornbread, prepared from mix', 60]] },
  // falafel sandwich 215; hummus 2 tablespoons × 15
  { family: 'blind 18', kind: 'cuisines', sentence: 'a falafel sandwich and 2 tablespoons of hummus', reference: [['Falafel sandwich', 215], ['Hummus, plain', 30]] },
  // 8 pieces × 30; edamame cup 160
  { family: 'blind 18', kind: 'cuisines', sentence: 'eight pieces of salmon roll and a cup of edamame', reference: [['Sushi roll, salmon', 240], ['Edamame, cooked', 160]] },
  // 16 fl oz × 27
  { family: 'blind 18', kind: 'fast food and drinks', sentence: 'a 16 oz strawberry banana smoothie', reference: [[FRUIT_SMOOTHIE, 432]] },
  // a bowl of porridge is 1½ cups (240); medium banana 118; brown sugar teaspoon 4.6
  { family: 'blind 18', kind: 'several foods', sentence: 'a bowl of oatmeal with a sliced banana and a teaspoon of brown sugar', reference: [['Oatmeal, NFS', 360], ['Bananas, raw', 118], ['Sugar, brown', 4.6]] },
  // McDonald's own quarter pounder with cheese 199; large fries 154
  { family: 'blind 18', kind: 'fast food and drinks', sentence: "quarter pounder with cheese and large fries at McDonald's", reference: [["McDONALD'S, QUARTER POUNDER with Cheese", 199], ["McDONALD'S, french fries", 154]] },
  // 2 restaurant pieces × 124
  { family: 'blind 18', kind: 'fast food and drinks', sentence: 'two slices of pepperoni pizza', reference: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', 248]] },
  // 2-3 is 2.5 cans or bottles × 354
  { family: 'blind 18', kind: 'fast food and drinks', sentence: 'I drank 2-3 light beers last night', reference: [['Alcoholic beverage, beer, light', 885]] },
  // 150 g as said; brown rice cup 202
  { family: 'blind 18', kind: 'units and amounts', sentence: '150 grams of salmon and a cup of brown rice', reference: [['Fish, salmon, Atlantic, farmed, cooked, dry heat', 150], ['Rice, brown, long-grain, cooked', 202]] },
  // cappuccino usual helping 360; butter croissant 57
  { family: 'blind 18', kind: 'typos', sentence: 'a cappucino and a butter croissant', reference: [['Coffee, Cappuccino', 360], ['Croissants, butter', 57]] },
];

export const BLIND_18B_CASES: MealTextCase[] = [
  // 2 scrambled eggs × 61; medium slice of whole wheat toast 33
  { family: 'blind 18b', kind: 'several foods', sentence: '2 scrambled eggs w/ 1 slice wheat toast', reference: [['Egg, whole, cooked, scrambled', 122], ['Bread, whole wheat, toasted', 33]] },
  // large iced coffee 600
  { family: 'blind 18b', kind: 'fast food and drinks', sentence: 'lg iced coffee black', reference: [['Iced Coffee, brewed', 600]] },
  // full quesadilla 140; ¼ cup guacamole = 4 tablespoons × 15
  { family: 'blind 18b', kind: 'typos', sentence: '1 chkn quesadilla + 1/4 cup guac', reference: [['Quesadilla, chicken', 140], [GUACAMOLE, 60]] },
  // McDouble 140; McDonald's small fries 71
  { family: 'blind 18b', kind: 'fast food and drinks', sentence: 'mcdouble & sm fries', reference: [['McDouble (McDonalds)', 140], ["McDONALD'S, french fries", 71]] },
  // Big Mac without sauce 200
  { family: 'blind 18b', kind: 'fast food and drinks', sentence: 'big mac no sauce', reference: [["McDONALD'S, BIG MAC (without Big Mac Sauce)", 200]] },
  // 2 bean burritos × 185
  { family: 'blind 18b', kind: 'fast food and drinks', sentence: 'taco bell bean burrito x2', reference: [['TACO BELL, Bean Burrito', 370]] },
  // large banana 136; a handful of almonds is 1 oz
  { family: 'blind 18b', kind: 'several foods', sentence: '1 lg banana & a handful of almonds', reference: [['Bananas, raw', 136], ['Nuts, almonds', 28.35]] },
  // 500 ml is 16.9 fl oz, USDA's 507 g bottle
  { family: 'blind 18b', kind: 'units and amounts', sentence: '500ml diet coke', reference: [[DIET_COLA, 507]] },
  // half of a 315 g bowl
  { family: 'blind 18b', kind: 'typos', sentence: 'half a chkn burrito bowl w/ rice n beans', reference: [['Burrito bowl, chicken, with beans and rice', 157.5]] },
  // orange chicken cup 252; fried rice cup 198
  { family: 'blind 18b', kind: 'cuisines', sentence: 'orange chkn + fried rice, 1 cup each', reference: [['Orange chicken', 252], ['Rice, fried, NFS', 198]] },
  // 6 wings × 35 (drummette)
  { family: 'blind 18b', kind: 'units and amounts', sentence: '6 buffalo wings 🔥', reference: [['Chicken "wings" with hot sauce, from fast food / restaurant', 210]] },
  // 2 large hard-boiled eggs × 50; medium apple 182
  { family: 'blind 18b', kind: 'typos', sentence: '2 hard boild eggs + an apple', reference: [['Egg, whole, cooked, hard-boiled', 100], ['Apples, raw, with skin', 182]] },
  // 1 oz
  { family: 'blind 18b', kind: 'units and amounts', sentence: '1 oz cashews', reference: [['Cashews, NFS', 28.35]] },
  // 2 restaurant pieces × 124; Sprite 12 fl oz serving 369
  { family: 'blind 18b', kind: 'fast food and drinks', sentence: '2 slices pepperoni pizza + a sprite', reference: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', 248], ['Beverages, carbonated, SPRITE, lemon-lime, without caffeine', 369]] },
  // ⅓ cup of 140
  { family: 'blind 18b', kind: 'units and amounts', sentence: 'trail mix 1/3 cup', reference: [['Trail mix, NFS', 46.67]] },
  // Whopper Jr 135; Burger King small onion rings 91
  { family: 'blind 18b', kind: 'fast food and drinks', sentence: 'whopper jr & sm onion rings', reference: [['Whopper Jr (Burger King)', 135], ['BURGER KING, Onion Rings', 91]] },
  // 2 cans × 360
  { family: 'blind 18b', kind: 'fast food and drinks', sentence: 'white claw x2', reference: [['Hard seltzer', 720]] },
  // cup 230
  { family: 'blind 18b', kind: 'single food', sentence: 'mac n cheese 1 cup 🧀', reference: [[MAC_AND_CHEESE, 230]] },
  // regular sandwich 180
  { family: 'blind 18b', kind: 'single food', sentence: 'tuna sandwich on wheat', reference: [['Tuna salad sandwich on wheat', 180]] },
  // 6 inch sub 209
  { family: 'blind 18b', kind: 'fast food and drinks', sentence: '6in subway meatball marinara', reference: [['SUBWAY, meatball marinara sub on white bread (no toppings)', 209]] },
  // 2 slices × 56; white rice cup 158
  { family: 'blind 18b', kind: 'cuisines', sentence: '2 spam slices w/ 1 cup white rice', reference: [['Spam', 112], [WHITE_RICE, 158]] },
  // salad usual helping 311; caesar dressing 2 tablespoons × 14.7
  { family: 'blind 18b', kind: 'typos', sentence: 'chkn caesar salad w/ 2 tbsp dressing', reference: [['Chicken or turkey caesar garden salad, chicken and/or turkey, lettuce, tomato, cheese, no dressing', 311], ['Caesar dressing', 29.4]] },
  // 3 strips × 50
  { family: 'blind 18b', kind: 'fast food and drinks', sentence: '3 chkn strips from chick fil a', reference: [['CHICK-FIL-A, Chick-n-Strips', 150]] },
  // 12 fl oz × 27
  { family: 'blind 18b', kind: 'fast food and drinks', sentence: '12oz smoothie', reference: [[FRUIT_SMOOTHIE, 324]] },
  // 1½ cups cheerios × 28; 2% milk cup 245
  { family: 'blind 18b', kind: 'units and amounts', sentence: '1.5 cups cheerios + 1 cup 2% milk', reference: [['Cereals ready-to-eat, GENERAL MILLS, CHEERIOS', 42], ['Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D', 245]] },
  // 4 dumplings × 25; soy sauce tablespoon 16
  { family: 'blind 18b', kind: 'cuisines', sentence: '4 steamed pork dumplings + 1 tbsp soy sauce', reference: [['Wonton, dumpling or pot sticker, steamed', 100], ['Soy sauce made from soy and wheat (shoyu)', 16]] },
  // venti iced is 24 fl oz × 30
  { family: 'blind 18b', kind: 'fast food and drinks', sentence: 'venti iced latte w/ oat milk', reference: [['Coffee, Latte, with non-dairy milk', 720]] },
  // 3 drinks × 225
  { family: 'blind 18b', kind: 'fast food and drinks', sentence: 'vodka soda x3 🍸', reference: [['Vodka and soda', 675]] },
  // 2 soft tacos × 98
  { family: 'blind 18b', kind: 'typos', sentence: '2 chkn soft tacos frm taco bell', reference: [['TACO BELL, Soft Taco with chicken, cheese and lettuce', 196]] },
  // a couple = 2 × 45; cup 240
  { family: 'blind 18b', kind: 'typos', sentence: 'couple bisquits & a cup of cheese grits', reference: [['Biscuit, NFS', 90], ['Grits, with cheese, NS as to fat', 240]] },
];
