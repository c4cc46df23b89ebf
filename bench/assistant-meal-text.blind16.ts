import type { MealTextCase } from './assistant-meal-text.cases.js';

const TOAST_WW = 'Bread, whole wheat, toasted';
const EGG_FRIED = 'Egg, whole, fried, NS as to fat';
const HONEY = 'Honey';
const PEANUT_BUTTER = 'Peanut butter, smooth style, with salt';
const SOUR_CREAM = 'Sour cream, regular';
const COLA = 'Beverages, carbonated, cola, regular';
const MCD_FRIES = "McDONALD'S, french fries";
const STRING_CHEESE = 'Cheese, Mozzarella, part skim';
const SMALL_APPLE = 'Apples, raw, with skin';
const WHITE_RICE = 'Rice, white, long-grain, regular, enriched, cooked';

/**
 * Blind set 16 (written without reading the engine): fifty sentences in mixed styles, some careful and punctuated,
 * some dictated (numbers as words, fillers, no punctuation), some typed quickly. Breakfasts, lunches, dinners, snacks
 * and desserts; coffee-shop drinks, beer, wine, a cocktail, a smoothie and an energy drink; McDonald's, Burger King,
 * Taco Bell, Domino's, Wendy's, Olive Garden and Denny's items as USDA lists them; dishes from Mexican, Chinese,
 * Japanese, Korean, Indian, Thai, Vietnamese, Middle Eastern, Italian, Caribbean, Southern US and Filipino kitchens.
 * Conventions of the file header of assistant-meal-text.cases.ts; a range is its midpoint, a couple is two; a coffee-shop "grande" is
 * 16 fl oz; a pint is 16 fl oz. The USDA portion each reference uses is in the comment above it.
 */
export const BLIND_16_CASES: MealTextCase[] = [
  // Breakfasts
  // Whole wheat toast slice 33 g × 2; almond butter tbsp 16 g; strawberries cup 150 g × ½
  { family: 'blind 16', kind: 'several foods', sentence: 'Two slices of whole wheat toast with a tablespoon of almond butter and half a cup of sliced strawberries.', reference: [[TOAST_WW, 66], ['Almond butter', 16], ['Strawberries, raw', 75]] },
  // Fried egg 55 g × 3; sausage link 23 g × 2
  { family: 'blind 16', kind: 'units and amounts', sentence: 'um so breakfast was three eggs over easy and two sausage links', reference: [[EGG_FRIED, 165], ['Pork sausage, link/patty, cooked, pan-fried', 46]] },
  // A bowl of porridge is 1½ cups: grits cup 240 g × 1½; butter pat 5 g; bacon slice 8.1 g × 2
  { family: 'blind 16', kind: 'several foods', sentence: 'A bowl of grits with a pat of butter and two strips of bacon', reference: [['Grits, NFS', 360], ['Butter, salted', 5], ['Pork, cured, bacon, cooked, baked', 16.2]] },
  // Chilaquiles, the usual helping 170 g; fried egg 55 g × 2
  { family: 'blind 16', kind: 'cuisines', sentence: 'chilaquiles with two fried eggs on top', reference: [['Chilaquiles', 170], [EGG_FRIED, 110]] },
  // Egg McMuffin 126 g; hash brown patty 53 g
  { family: 'blind 16', kind: 'fast food and drinks', sentence: 'Egg McMuffin and a hash brown from McDonalds', reference: [["McDONALD'S, Egg McMUFFIN", 126], ["McDONALD'S, Hash Brown", 53]] },
  // A grande is 16 fl oz, USDA's medium flavored latte 496 g
  { family: 'blind 16', kind: 'fast food and drinks', sentence: 'grande vanilla latte', reference: [['Coffee, Latte, flavored', 496]] },
  // Oatmeal cup 240 g; honey tbsp 20 g
  { family: 'blind 16', kind: 'units and amounts', sentence: 'uh one cup of oatmeal with a tablespoon of honey', reference: [['Oatmeal, NFS', 240], [HONEY, 20]] },

  // Lunches
  // Club sandwich 130 g; minestrone cup 245 g
  { family: 'blind 16', kind: 'several foods', sentence: 'For lunch I had a club sandwich and a cup of minestrone.', reference: [['Club sandwich on white', 130], ['Soup, minestrone', 245]] },
  // Grilled cheese sandwich 116 g; a bowl of soup is 1½ cups: tomato soup cup 245 g × 1½
  { family: 'blind 16', kind: 'typos', sentence: 'grilled cheese and a bowl of tomatoe soup', reference: [['Grilled cheese sandwich, NFS', 116], ['Soup, tomato', 367.5]] },
  // Gyro sandwich 200 g; tabbouleh cup 160 g × ½
  { family: 'blind 16', kind: 'cuisines', sentence: 'Had a gyro and about half a cup of tabbouleh yesterday', reference: [['Gyro sandwich', 200], ['Tabbouleh', 80]] },
  // Falafel sandwich 215 g
  { family: 'blind 16', kind: 'single food', sentence: 'falafel sandwich', reference: [['Falafel sandwich', 215]] },
  // Cuban sandwich 190 g; tostones (fried green plantain) cup 118 g
  { family: 'blind 16', kind: 'cuisines', sentence: 'A Cuban sandwich and a cup of tostones', reference: [['Cuban sandwich', 190], ['Plantains, green, fried', 118]] },

  // Dinners, home cooking
  // Cooked sirloin 6 oz = 170.1 g; medium baked sweet potato 150 g; green beans cup 145 g
  { family: 'blind 16', kind: 'several foods', sentence: 'Dinner: a 6 oz sirloin steak, a medium baked sweet potato and a cup of green beans.', reference: [['Beef, steak, sirloin, NS as to fat eaten', 170.1], ['Sweet potato, baked, NS as to fat', 150], ['Green beans, NS as to form, cooked', 145]] },
  // Medium slice of meat loaf 108 g; mashed potatoes cup 250 g
  { family: 'blind 16', kind: 'several foods', sentence: 'a slice of meatloaf with a cup of mashed potatoes', reference: [['Meat loaf made with beef', 108], ['Potato, mashed, NFS', 250]] },
  // Medium fried thigh 110 g (home-fried, from raw); collards cup 135 g; cornbread piece 65 g
  { family: 'blind 16', kind: 'cuisines', sentence: 'homemade fried chicken thigh, a cup of collard greens and a piece of cornbread', reference: [['Chicken thigh, fried, coated, skin / coating eaten, from raw', 110], ['Collards, NS as to form, cooked', 135], ['Cornbread, made from home recipe', 65]] },
  // Biscuit 45 g × 2; sausage gravy cup 240 g × ½
  { family: 'blind 16', kind: 'cuisines', sentence: 'biscuits and gravy, two biscuits and maybe half a cup of sausage gravy', reference: [['Biscuit, NFS', 90], ['Sausage gravy', 120]] },
  // Jambalaya cup 244 g; hush puppy 22 g × 3
  { family: 'blind 16', kind: 'cuisines', sentence: 'a cup of jambalaya and three hush puppies', reference: [['Jambalaya with meat and rice', 244], ['Hush puppy', 66]] },
  // Chicken adobo with rice, the usual helping 244 g
  { family: 'blind 16', kind: 'cuisines', sentence: 'chicken adobo with rice for dinner', reference: [['Adobo, with rice', 244]] },
  // Chicken enchilada 150 g × 2; refried beans cup 260 g × ½
  { family: 'blind 16', kind: 'cuisines', sentence: 'Two chicken enchiladas with half a cup of refried beans.', reference: [['Enchilada, chicken', 300], ['Refried beans', 130]] },
  // Pork tamale 140 g; a bowl of soup is 1½ cups: pozole cup 245 g × 1½
  { family: 'blind 16', kind: 'cuisines', sentence: 'one pork tamale and a bowl of pozole', reference: [['Tamale, pork', 140], ['Soup, pozole', 367.5]] },
  // Whole quesadilla (full circle) 140 g; sour cream tbsp 15 g × 2
  { family: 'blind 16', kind: 'cuisines', sentence: 'a whole chicken quesadilla and like two tablespoons of sour cream', reference: [['Quesadilla, chicken', 140], [SOUR_CREAM, 30]] },

  // Asian kitchens
  // Chicken biryani cup 196 g × 1½; samosa regular/large 100 g × 2 (counted-item convention; was the unsized 75 g)
  { family: 'blind 16', kind: 'cuisines', sentence: 'A cup and a half of chicken biryani and two samosas', reference: [['Biryani with chicken', 294], ['Samosa', 200]] },
  // Palak paneer, the usual helping 100 g; naan piece 44 g
  { family: 'blind 16', kind: 'cuisines', sentence: 'palak paneer with a piece of naan', reference: [['Palak Paneer', 100], ['Bread, naan', 44]] },
  // Bibimbap, the usual helping 121 g; kimchi cup 150 g × ½
  { family: 'blind 16', kind: 'cuisines', sentence: 'bibimbap + half a cup kimchi on the side', reference: [['Bibimbap, Korean', 121], ['Kimchi', 75]] },
  // Tteokbokki cup 250 g × 1½
  { family: 'blind 16', kind: 'typos', sentence: 'about a cup and a half of tokbokki', reference: [['Dukboki or Tteokbokki, Korean', 375]] },
  // Tuna roll piece 30 g × 8; edamame cup 160 g
  { family: 'blind 16', kind: 'cuisines', sentence: 'so lunch was eight pieces of tuna roll and um a cup of edamame', reference: [['Sushi roll tuna', 240], ['Edamame, cooked', 160]] },
  // A bowl of soup is 1½ cups: ramen bowl with chicken cup 245 g × 1½
  { family: 'blind 16', kind: 'single food', sentence: 'a bowl of chicken ramen', reference: [['Ramen bowl with chicken', 367.5]] },
  // General Tso's, the usual helping 110 g; fried rice cup 198 g; meatless egg roll 64 g
  { family: 'blind 16', kind: 'several foods', sentence: "General Tso's chicken with a cup of fried rice and a vegetable egg roll", reference: [['General Tso chicken', 110], ['Rice, fried, NFS', 198], ['Egg roll, meatless', 64]] },
  // Beef lo mein cup 200 g × 2
  { family: 'blind 16', kind: 'units and amounts', sentence: 'two cups of beef lo mein', reference: [['Lo mein, with beef', 400]] },
  // Steamed dumpling 25 g × 6; hot and sour soup cup 245 g
  { family: 'blind 16', kind: 'several foods', sentence: '6 steamed pork dumplings and a cup of hot and sour soup', reference: [['Wonton, dumpling or pot sticker, steamed', 150], ['Soup, hot and sour', 245]] },
  // Pad thai with seafood, the usual helping 200 g
  { family: 'blind 16', kind: 'cuisines', sentence: 'uh pad thai with shrimp', reference: [['Pad Thai with seafood', 200]] },
  // A bowl of soup is 1½ cups, large ×1.3: pho cup 245 g × 1½ × 1.3
  { family: 'blind 16', kind: 'cuisines', sentence: 'a large bowl of beef pho', reference: [['Soup, pho, with meat', 477.75]] },

  // Italian and Caribbean
  // Tiramisu piece 175 g; a double espresso is 2 fl oz, espresso fl oz 30 g × 2
  { family: 'blind 16', kind: 'several foods', sentence: 'A piece of tiramisu and a double espresso.', reference: [['Tiramisu', 175], ['Coffee, espresso', 60]] },
  // Arroz con gandules cup 115 g; sweet fried plantains cup 169 g × ½
  { family: 'blind 16', kind: 'cuisines', sentence: 'a cup of arroz con gandules and half a cup of sweet plantains', reference: [['Restaurant, Latino, Arroz con grandules (rice and pigeonpeas)', 115], ['Plantains, yellow, fried, Latino restaurant', 84.5]] },

  // Chains
  // Whopper with cheese 316 g; medium onion rings 117 g; cola fl oz 30.7 g × 20
  { family: 'blind 16', kind: 'fast food and drinks', sentence: 'A Whopper with cheese, medium onion rings and a 20 oz Coke', reference: [['BURGER KING, WHOPPER, with cheese', 316], ['BURGER KING, Onion Rings', 117], [COLA, 614]] },
  // 10 McNuggets 159 g; barbecue sauce package 28 g
  { family: 'blind 16', kind: 'fast food and drinks', sentence: '10 pc chicken mcnuggets w bbq sauce', reference: [["McDONALD'S, Chicken McNUGGETS", 159], ["McDONALD'S, Barbeque Sauce", 28]] },
  // Crunchy (original) taco 69 g × 2; bean burrito 185 g
  { family: 'blind 16', kind: 'fast food and drinks', sentence: 'two crunchy tacos and a bean burrito from taco bell', reference: [['TACO BELL, Original Taco with beef, cheese and lettuce', 138], ['TACO BELL, Bean Burrito', 185]] },
  // Slice 113 g × 2
  { family: 'blind 16', kind: 'fast food and drinks', sentence: "two slices of domino's pepperoni, hand tossed", reference: [['DOMINO\'S 14" Pepperoni Pizza, Classic Hand-Tossed Crust', 226]] },
  // Small 12 oz Frosty 227 g
  { family: 'blind 16', kind: 'fast food and drinks', sentence: "a small Frosty from Wendy's", reference: [["WENDY'S, Frosty Dairy Dessert", 227]] },
  // One serving 565 g
  { family: 'blind 16', kind: 'fast food and drinks', sentence: "spaghetti and meatballs at Denny's", reference: [["DENNY'S, spaghetti and meatballs", 565]] },
  // One serving 422 g
  { family: 'blind 16', kind: 'fast food and drinks', sentence: 'I had the lasagna classico at olive garden', reference: [['OLIVE GARDEN, lasagna classico', 422]] },

  // Drinks
  // A pint is 16 fl oz: beer fl oz 30 g × 16 × 2
  { family: 'blind 16', kind: 'fast food and drinks', sentence: 'i had two pints of beer at the bar last night', reference: [['Beer', 960]] },
  // Margarita drink 225 g; tequila shot 42 g
  { family: 'blind 16', kind: 'fast food and drinks', sentence: 'A margarita and a shot of tequila.', reference: [['Margarita', 225], ['Tequila', 42]] },
  // Smoothie fl oz (29.57 ml) 27 g, so 450 ml is 410.8 g
  { family: 'blind 16', kind: 'fast food and drinks', sentence: 'a 450 ml strawberry banana smoothie', reference: [['Fruit smoothie, NFS', 410.8]] },
  // White wine glass 6 fl oz 176.4 g × 2 (wine-glass convention; was the 5 fl oz serving)
  { family: 'blind 16', kind: 'fast food and drinks', sentence: 'two glasses of white wine with dinner', reference: [['Alcoholic beverage, wine, table, white', 352.8]] },

  // Snacks and desserts
  // String cheese stick 28.35 g; small apple 149 g
  { family: 'blind 16', kind: 'several foods', sentence: 'a string cheese and a small apple', reference: [[STRING_CHEESE, 28.35], [SMALL_APPLE, 149]] },
  // A couple is two: celery stalk 40 g × 2; peanut butter 2 tbsp 32 g
  { family: 'blind 16', kind: 'units and amounts', sentence: 'a couple of celery stalks with two tablespoons of peanut butter', reference: [['Celery, raw', 80], [PEANUT_BUTTER, 32]] },
  // Cottage cheese by weight 150 g; canned pineapple cup 250 g × ½
  { family: 'blind 16', kind: 'units and amounts', sentence: '150 g cottage cheese and half a cup of canned pineapple', reference: [['Cheese, cottage, NFS', 150], ['Pineapple, canned, NFS', 125]] },
  // Popped popcorn cup 14 g × 2½ (midpoint of the range)
  { family: 'blind 16', kind: 'units and amounts', sentence: '2-3 cups of popcorn', reference: [['Popcorn, NFS', 35]] },
  // Regular slice of apple pie 150 g; a scoop of ice cream is ½ cup: cup 135 g × ½
  { family: 'blind 16', kind: 'several foods', sentence: 'a slice of apple pie with a scoop of vanilla ice cream', reference: [['Pie, apple', 150], ['Ice cream, vanilla', 67.5]] },
];

/**
 * Blind set 16b (written without reading the engine): forty hurried phone-chat sentences, lowercase, with
 * abbreviations (w/, w/o, lg, sm, med, oz, c, tbsp, pc, slc, x2, 2x, +, &), missing words, typos, chain shorthand and
 * now and then an emoji. Conventions as BLIND_16_CASES; a "venti" hot drink is 20 fl oz.
 */
export const BLIND_16B_CASES: MealTextCase[] = [
  // Big Mac 219 g; large fries 154 g
  { family: 'blind 16b', kind: 'fast food and drinks', sentence: 'big mac + lg fries', reference: [["McDONALD'S, BIG MAC", 219], [MCD_FRIES, 154]] },
  // McChicken 131 g; small fries 71 g
  { family: 'blind 16b', kind: 'typos', sentence: 'mcchiken w/ sm fry', reference: [["McDONALD'S, McCHICKEN Sandwich", 131], [MCD_FRIES, 71]] },
  // Sausage McMuffin with egg 165 g × 2
  { family: 'blind 16b', kind: 'fast food and drinks', sentence: '2x sausage mcmuffin w egg', reference: [["McDONALD'S, Sausage McMUFFIN with Egg", 330]] },
  // Chick-fil-A chicken sandwich 187 g
  { family: 'blind 16b', kind: 'fast food and drinks', sentence: 'chick fil a chkn sandwich', reference: [['CHICK-FIL-A, chicken sandwich', 187]] },
  // Strip 54 g × 3; biscuit 60 g
  { family: 'blind 16b', kind: 'typos', sentence: 'popeyes 3pc mild tenders + biscut', reference: [['POPEYES, Mild Chicken Strips, analyzed 2006', 162], ['POPEYES, biscuit', 60]] },
  // 6 inch sub 184 g
  { family: 'blind 16b', kind: 'fast food and drinks', sentence: 'subway 6in turkey', reference: [['SUBWAY, turkey breast sub on white bread with lettuce and tomato', 184]] },
  // 12 inch sub 418 g
  { family: 'blind 16b', kind: 'fast food and drinks', sentence: 'footlong meatball sub from subway', reference: [['SUBWAY, meatball marinara sub on white bread (no toppings)', 418]] },
  // A large Pizza Hut pizza is the 14": slice 113 g × 2
  { family: 'blind 16b', kind: 'fast food and drinks', sentence: '2 slc lg pizza hut pepperoni pan', reference: [['PIZZA HUT 14" Pepperoni Pizza, Pan Crust', 226]] },
  // Dave's single 215 g; medium 16 oz Frosty 298 g
  { family: 'blind 16b', kind: 'fast food and drinks', sentence: 'wendys daves single + med frosty', reference: [["WENDY'S, DAVE'S Hot 'N Juicy 1/4 LB, single", 215], ["WENDY'S, Frosty Dairy Dessert", 298]] },
  // Whopper Jr 135 g; small onion rings 91 g
  { family: 'blind 16b', kind: 'fast food and drinks', sentence: 'whopper jr w/o cheese & sm onion rings', reference: [['Whopper Jr (Burger King)', 135], ['BURGER KING, Onion Rings', 91]] },
  // California roll piece 30 g × 12
  { family: 'blind 16b', kind: 'cuisines', sentence: '12pc california roll 🍣', reference: [['Sushi roll, California', 360]] },
  // Chicken fried rice cup 198 g × 2
  { family: 'blind 16b', kind: 'units and amounts', sentence: 'chkn fried rice 2c', reference: [['Rice, fried, with chicken', 396]] },
  // Orange chicken, the usual helping 189 g; white rice cup 158 g
  { family: 'blind 16b', kind: 'cuisines', sentence: 'orange chkn + 1c white rice', reference: [['Orange chicken', 189], [WHITE_RICE, 158]] },
  // Hummus tbsp 15 g × 8 (½ cup); baby carrot, medium 10 g × 10
  { family: 'blind 16b', kind: 'units and amounts', sentence: '1/2 c hummus w/ 10 baby carrots', reference: [['Hummus, plain', 120], ['Carrots, baby, raw', 100]] },
  // Greek yogurt, plain or flavored not said, cup 245 g; granola cup 122 g × ¼; honey tbsp 20 g ÷ 3
  { family: 'blind 16b', kind: 'units and amounts', sentence: 'greek yog 1c + 1/4c granola + 1 tsp honey', reference: [['Yogurt, Greek, NS as to type of milk or flavor', 245], ['Cereals ready-to-eat, granola, homemade', 30.5], [HONEY, 6.7]] },
  // Whey powder scoop 26 g; almond milk fl oz 30.5 g × 12
  { family: 'blind 16b', kind: 'typos', sentence: 'protien shake 1 scoop whey + 12oz almond milk', reference: [['Nutritional powder mix, whey based, NFS', 26], ['Almond milk, NFS', 366]] },
  // Oatmeal cup 240 g; peanut butter 2 tbsp 32 g ÷ 2; medium banana 118 g × ½
  { family: 'blind 16b', kind: 'units and amounts', sentence: 'oatmeal 1c w/ 1 tbsp pb & 1/2 banana', reference: [['Oatmeal, NFS', 240], [PEANUT_BUTTER, 16], ['Bananas, raw', 59]] },
  // Regular bagel 105 g; cream cheese tbsp 15 g × 2
  { family: 'blind 16b', kind: 'typos', sentence: 'everything bagle w/ 2 tbsp cream cheese', reference: [['Bagel', 105], ['Cream cheese, regular, plain', 30]] },
  // A venti is 20 fl oz, USDA's large nonfat latte 600 g
  { family: 'blind 16b', kind: 'fast food and drinks', sentence: 'venti latte w/ skim', reference: [['Coffee, Latte, nonfat', 600]] },
  // Beer can or bottle 360 g × 2; wing (drummette) 35 g × 6
  { family: 'blind 16b', kind: 'fast food and drinks', sentence: '2 beers + 6 hot wings 🍗', reference: [['Beer', 720], ['Chicken "wings" with hot sauce, from fast food / restaurant', 210]] },
  // Red wine glass 6 fl oz 176.4 g × 2 (wine-glass convention; was the 5 fl oz serving)
  { family: 'blind 16b', kind: 'fast food and drinks', sentence: '2 glasses red 🍷', reference: [['Alcoholic beverage, wine, table, red', 352.8]] },
  // Macaroni and cheese cup 230 g
  { family: 'blind 16b', kind: 'units and amounts', sentence: 'mac n cheese 1 c', reference: [['Macaroni or noodles with cheese', 230]] },
  // Sandwich 112 g
  { family: 'blind 16b', kind: 'single food', sentence: 'pb&j on wheat', reference: [['Peanut butter and jelly sandwich, with regular peanut butter, regular jelly, on wheat bread', 112]] },
  // Large hard-boiled egg 50 g × 2; small apple 149 g
  { family: 'blind 16b', kind: 'typos', sentence: '2 hard boild eggs + sm apple', reference: [['Egg, whole, cooked, hard-boiled', 100], [SMALL_APPLE, 149]] },
  // Coffee fl oz 30 g × 12; sugar teaspoon 4.2 g × 2
  { family: 'blind 16b', kind: 'typos', sentence: '12oz cofee w/ 2 sugars', reference: [['Coffee, brewed', 360], ['Sugar, white, granulated or lump', 8.4]] },
  // Sweet tea fl oz 31 g × 16
  { family: 'blind 16b', kind: 'fast food and drinks', sentence: '16oz sweet tea', reference: [['Tea, iced, brewed, black, pre-sweetened with sugar', 496]] },
  // 16 fl oz can 496 g
  { family: 'blind 16b', kind: 'fast food and drinks', sentence: 'monster 16oz can', reference: [['Energy drink (Monster)', 496]] },
  // Frosted Flakes cup 42 g × 1½; 2% milk cup 244 g × ¾
  { family: 'blind 16b', kind: 'units and amounts', sentence: '1.5c frosted flakes w/ 3/4c 2% milk', reference: [["Cereals ready-to-eat, KELLOGG, KELLOGG'S FROSTED FLAKES", 63], ['Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D', 183]] },
  // One serving 525 g
  { family: 'blind 16b', kind: 'fast food and drinks', sentence: 'olive garden spaghetti w meat sauce', reference: [['OLIVE GARDEN, spaghetti with meat sauce', 525]] },
  // Regular turkey sandwich 115 g; small single-serving bag of chips 28 g
  { family: 'blind 16b', kind: 'typos', sentence: 'turkey sandwhich on wheat + sm bag of chips', reference: [['Turkey sandwich on wheat', 115], ['Potato chips, plain', 28]] },
  // Regular corn-tortilla pork taco 105 g × 3
  { family: 'blind 16b', kind: 'cuisines', sentence: 'pork tacos x3 (corn)', reference: [['Taco, corn tortilla, pork, cheese', 315]] },
  // One bowl 315 g
  { family: 'blind 16b', kind: 'cuisines', sentence: 'chkn burrito bowl w/ rice & beans', reference: [['Burrito bowl, chicken, with beans and rice', 315]] },
  // Bacon slice 8.1 g × 3; medium pancake 50 g × 2; maple syrup tbsp 20 g × 2
  { family: 'blind 16b', kind: 'several foods', sentence: '3 slc bacon, 2 pancakes, 2 tbsp syrup', reference: [['Pork, cured, bacon, cooked, baked', 24.3], ['Pancakes, plain', 100], ['Syrups, maple', 40]] },
  // Medium fast-food fries 145 g; cola fl oz 30.7 g × 20
  { family: 'blind 16b', kind: 'fast food and drinks', sentence: 'med fries + 20oz coke', reference: [['Potato, french fries, fast food', 145], [COLA, 614]] },
  // Almonds 1 oz 28.35 g; string cheese stick 28.35 g × 2
  { family: 'blind 16b', kind: 'units and amounts', sentence: '1oz almonds + string cheese x2', reference: [['Nuts, almonds', 28.35], [STRING_CHEESE, 56.7]] },
  // Glazed yeast doughnut, medium 64 g × 2
  { family: 'blind 16b', kind: 'single food', sentence: '2 glazed donuts 🍩', reference: [['Doughnuts, yeast-leavened, glazed, enriched (includes honey buns)', 128]] },
  // Tuna roll piece 30 g × 8; miso soup cup 245 g
  { family: 'blind 16b', kind: 'cuisines', sentence: 'spicy tuna roll 8pc + miso soup', reference: [['Sushi roll tuna', 240], ['Soup, miso or tofu', 245]] },
  // Smoothie fl oz 27 g × 20
  { family: 'blind 16b', kind: 'fast food and drinks', sentence: 'smoothie 20oz 🍓🍌', reference: [['Fruit smoothie, NFS', 540]] },
  // Hot dog on a bun 102 g × 2; ketchup, guideline amount on a regular sandwich 17 g × 2
  { family: 'blind 16b', kind: 'several foods', sentence: '2 hot dogs w ketchup', reference: [['Hot dog sandwich, NFS, on white bun', 204], ['Ketchup', 34]] },
  // A bowl of soup is 1½ cups, large ×1.3: chicken noodle soup cup 245 g × 1½ × 1.3
  { family: 'blind 16b', kind: 'typos', sentence: 'lg bowl chkn noodle soup', reference: [['Soup, chicken noodle', 477.75]] },
];
