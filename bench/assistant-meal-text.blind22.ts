/**
 * Blind set 22, written without looking at the engine. Set A is everyday US logging away from the dishes of sets
 * 16–21: breakfast sandwiches, home cooking by the plate and the cup, leftovers, deli sides, grocery snacks by the
 * pack or piece, fruit by count and size, coffee-shop orders with sizes, juice, beer, wine and cocktails, chain items
 * (KFC, Arby's, Burger King, Applebee's, Wendy's) and Thai, Vietnamese, Ethiopian, Greek, Filipino, Salvadoran,
 * Japanese, Indian, Mexican and Cajun dishes, with amounts in words, fractions, ranges, grams, ounces
 * and ml. Set B is what Chrome's speech recognition (en-US) returns when people say their meal: no punctuation, first
 * word capitalised, digits for most counts, fillers (um, uh, like), run-on phrasing, meal and day words, spoken
 * self-corrections (the corrected amount is the reference), long sentences with three or four foods, and the odd
 * homophone a reader still takes as the number ("for slices", "to bratwursts").
 * References follow the portion conventions at the top of assistant-meal-text.cases.ts; a range is its midpoint, a
 * weight or volume said is the amount eaten (ml at the food's own grams per fl oz, 29.57 ml to the fl oz), a counted
 * item with no size is the food's own item (or medium) portion, a bagel or muffin with no size is a medium one, a
 * glass of juice is a cup, a bag of chips with no size is the small single-serving bag, and a coffee-shop size is its
 * fluid ounces (tall or small 12, grande or medium 16, large 20) where the drink has no portion for that size. A dish
 * USDA has no entry for takes the closest generic one (named in the comment). The USDA portion each reference uses is
 * in the comment above it.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const WHITE_RICE = 'Rice, white, long-grain, regular, enriched, cooked';
const CHICKEN_CURRY = 'Chicken curry';
const COLESLAW = 'Coleslaw';
const COLA = 'Soft drink, cola';
const FAST_FOOD_FRIES = 'Potato, french fries, fast food';

export const BLIND_22_CASES: MealTextCase[] = [
  // Breakfast sandwiches
  // croissant with egg, cheese and bacon, item 128; orange juice bottle 10 fl oz 310
  { family: 'blind 22', kind: 'several foods', sentence: 'a bacon, egg and cheese croissant and a 10 oz bottle of orange juice', reference: [['Fast foods, croissant, with egg, cheese, and bacon', 128], ['Orange juice, 100%, canned, bottled or in a carton', 310]] },
  // bagel with egg, sausage patty and cheese, item 219
  { family: 'blind 22', kind: 'single food', sentence: 'sausage, egg and cheese on a bagel from the deli', reference: [['Fast foods, bagel, with egg, sausage patty, cheese, and condiments', 219]] },
  // english muffin with egg, cheese and canadian bacon, sandwich 126; brewed coffee medium 480
  { family: 'blind 22', kind: 'fast food and drinks', sentence: 'An English muffin with egg, cheese and Canadian bacon, plus a medium black coffee.', reference: [['Fast foods, english muffin, with egg, cheese, and canadian bacon', 126], ['Coffee, brewed', 480]] },

  // Home cooking, leftovers and deli sides
  // tuna noodle casserole (cream of mushroom soup → mushroom sauce), quantity not specified 280
  { family: 'blind 22', kind: 'single food', sentence: 'a plate of tuna noodle casserole made with cream of mushroom soup', reference: [['Tuna noodle casserole with mushroom sauce', 280]] },
  // stuffed shells with meat sauce, jumbo shell 85 × 2; garlic bread medium slice 79
  { family: 'blind 22', kind: 'several foods', sentence: 'two jumbo stuffed shells with meat sauce and a slice of garlic bread', reference: [['Stuffed shells, cheese-filled, with meat sauce', 170], ['Garlic bread, NFS', 79]] },
  // fettuccine alfredo with chicken, home recipe: pasta with cream sauce and poultry, cup 250 × 1.5
  { family: 'blind 22', kind: 'units and amounts', sentence: 'leftover homemade chicken fettuccine alfredo, about 1 1/2 cups', reference: [['Pasta with cream sauce and poultry, home recipe', 375]] },
  // sloppy joe sandwich any size 185; coleslaw cup 220 × ½
  { family: 'blind 22', kind: 'several foods', sentence: 'a sloppy joe on a white bun with 1/2 cup of coleslaw', reference: [['Sloppy joe sandwich, on white bun', 185], [COLESLAW, 110]] },
  // rotisserie leg, skin eaten, 140; rice pilaf cup 206
  { family: 'blind 22', kind: 'several foods', sentence: 'leftover rotisserie chicken, one leg with the skin, and a cup of rice pilaf', reference: [['Chicken leg, drumstick and thigh, rotisserie, skin eaten', 140], ['Rice pilaf', 206]] },
  // bowl of soup 1½ cups of 255; rye bread medium slice 32
  { family: 'blind 22', kind: 'several foods', sentence: 'a bowl of split pea soup with ham and a slice of rye bread', reference: [['Soup, split pea, with meat', 382.5], ['Bread, rye', 32]] },
  // salmon large fillet 210; green beans 100 g said
  { family: 'blind 22', kind: 'units and amounts', sentence: 'a large baked salmon fillet with 100g of steamed green beans', reference: [['Fish, salmon, baked or broiled', 210], ['Green beans, fresh, cooked, no added fat', 100]] },
  // potato salad cup 275 × ½; macaroni salad cup 204
  { family: 'blind 22', kind: 'several foods', sentence: 'half a cup of potato salad and a cup of macaroni salad from the deli counter', reference: [['Potato salad, made with mayonnaise', 137.5], ['Macaroni or pasta salad, made with mayonnaise', 204]] },

  // Grocery snacks
  // Ritz peanut butter sandwich crackers, individual package 45
  { family: 'blind 22', kind: 'single food', sentence: 'a pack of Ritz peanut butter cracker sandwiches', reference: [['Crackers, sandwich, peanut butter filled (Ritz)', 45]] },
  // Skittles 2.17 oz pack 62
  { family: 'blind 22', kind: 'single food', sentence: 'a 2.17 oz pack of original Skittles', reference: [['Candies, MARS SNACKFOOD US, SKITTLES Original Bite Size Candies', 62]] },
  // Fritos medium single serving bag 57; chocolate pudding snack size container 110
  { family: 'blind 22', kind: 'several foods', sentence: 'a medium bag of Fritos and a chocolate pudding cup', reference: [['Corn chips, plain (Fritos)', 57], ['Pudding, chocolate, ready-to-eat', 110]] },
  // ramen, package without flavor packet 81 + packet 6
  { family: 'blind 22', kind: 'single food', sentence: 'a package of chicken flavored instant ramen, seasoning packet and all', reference: [['Soup, ramen noodle, chicken flavor, dry', 87]] },

  // Fruit
  // kiwi fruit 75 × 2; peach fruit 150 (one size only)
  { family: 'blind 22', kind: 'several foods', sentence: 'two kiwis and a peach', reference: [['Kiwi fruit, raw', 150], ['Peach, raw', 150]] },
  // cantaloupe cup 155; cherries 13.5 (range midpoint) × 8.2
  { family: 'blind 22', kind: 'units and amounts', sentence: 'a cup of cantaloupe and 12-15 cherries', reference: [['Cantaloupe, raw', 155], ['Cherries, sweet, raw', 110.7]] },
  // grapefruit half 154; tangerine small 76 × 3
  { family: 'blind 22', kind: 'units and amounts', sentence: 'half a grapefruit and three small tangerines', reference: [['Grapefruit, raw', 154], ['Tangerines, (mandarin oranges), raw', 228]] },

  // Drinks
  // flavored latte, grande 16 fl oz = medium 496
  { family: 'blind 22', kind: 'fast food and drinks', sentence: 'a grande caramel latte', reference: [['Coffee, Latte, flavored', 496]] },
  // frozen mocha with whipped cream, large 620
  { family: 'blind 22', kind: 'fast food and drinks', sentence: 'a large frozen mocha with whipped cream', reference: [['Frozen mocha coffee drink, with whipped cream', 620]] },
  // bubble tea fl oz 30 × 24
  { family: 'blind 22', kind: 'fast food and drinks', sentence: 'a 24 oz brown sugar boba milk tea', reference: [['Tea, bubble', 720]] },
  // 350 ml = 11.84 fl oz × 31
  { family: 'blind 22', kind: 'units and amounts', sentence: '350 ml of cranberry juice cocktail', reference: [['Cranberry juice drink, with high vitamin C', 366.9]] },
  // mojito drink 225 × 2; sparkling wine glass 180
  { family: 'blind 22', kind: 'fast food and drinks', sentence: 'two mojitos and a glass of prosecco', reference: [['Mojito', 450], ['Wine, sparkling', 180]] },
  // whiskey sour drink 225; moscow mule drink 225
  { family: 'blind 22', kind: 'fast food and drinks', sentence: 'a whiskey sour and then a moscow mule', reference: [['Whiskey sour', 225], ['Moscow mule', 225]] },
  // IPA: higher alcohol beer, can 16 fl oz 480
  { family: 'blind 22', kind: 'fast food and drinks', sentence: 'a 16 oz tallboy of IPA', reference: [['Beer, higher alcohol', 480]] },

  // Chains
  // KFC crispy strip 47 × 3; coleslaw package 112; biscuit 49
  { family: 'blind 22', kind: 'fast food and drinks', sentence: 'three crispy chicken strips, a side of coleslaw and a biscuit from KFC', reference: [['KFC, Crispy Chicken Strips', 141], ['KFC, Coleslaw', 112], ['KFC, biscuit', 49]] },
  // Arby's classic roast beef, sandwich 149
  { family: 'blind 22', kind: 'fast food and drinks', sentence: "an Arby's classic roast beef", reference: [["ARBY'S, roast beef sandwich, classic", 149]] },
  // Double Whopper with cheese 399; vanilla shake medium 16 fl oz 397
  { family: 'blind 22', kind: 'fast food and drinks', sentence: 'a double whopper with cheese and a medium vanilla shake', reference: [['BURGER KING, DOUBLE WHOPPER, with cheese', 399], ['BURGER KING, Vanilla Shake', 397]] },
  // Applebee's house sirloin serving 157; fries serving 164
  { family: 'blind 22', kind: 'fast food and drinks', sentence: "the 9 oz house sirloin at Applebee's with a side of fries", reference: [["APPLEBEE'S, 9 oz house sirloin steak", 157], ["APPLEBEE'S, french fries", 164]] },
  // Dave's Double: Wendy's double with cheese, item 310
  { family: 'blind 22', kind: 'fast food and drinks', sentence: "a Dave's Double from Wendy's", reference: [["WENDY'S, CLASSIC DOUBLE, with cheese", 310]] },

  // Cuisines
  // Thai red curry with chicken: chicken curry cup 240; jasmine rice: white rice cup 158
  { family: 'blind 22', kind: 'cuisines', sentence: 'a cup of thai red curry with chicken and a cup of jasmine rice', reference: [[CHICKEN_CURRY, 240], [WHITE_RICE, 158]] },
  // Vietnamese: pho ga, bowl of soup 1½ cups of 245
  { family: 'blind 22', kind: 'cuisines', sentence: 'a bowl of pho ga for lunch', reference: [['Soup, pho, with meat', 367.5]] },
  // Ethiopian: injera 12" 127; misir wot: lentil curry cup 240; gomen: collards cup 135 × ½
  { family: 'blind 22', kind: 'cuisines', sentence: 'veggie combo at the Ethiopian place: one injera, a cup of misir wot and half a cup of gomen', reference: [['Injera, Ethiopian bread', 127], ['Lentil curry', 240], ['Collards, NS as to form, cooked', 67.5]] },
  // Greek: moussaka (eggplant and meat casserole) cup 203; tzatziki tbsp 15 × 2
  { family: 'blind 22', kind: 'cuisines', sentence: 'a cup of moussaka with 2 tablespoons of tzatziki', reference: [['Eggplant and meat casserole', 203], ['Tzatziki dip', 30]] },
  // Filipino: pancit canton with chicken: chicken lo mein cup 200 × 1.5
  { family: 'blind 22', kind: 'cuisines', sentence: 'a cup and a half of pancit canton with chicken', reference: [['Lo mein, with chicken', 300]] },
  // Salvadoran: yuca fries cup 140; quesadilla salvadoreña serving 55
  { family: 'blind 22', kind: 'cuisines', sentence: 'a cup of yuca frita and a piece of quesadilla salvadoreña', reference: [['Yuca fries', 140], ['Bread, salvadoran sweet cheese (quesadilla salvadorena)', 55]] },
  // Japanese: shrimp teriyaki cup 201; white rice cup 158
  { family: 'blind 22', kind: 'cuisines', sentence: 'shrimp teriyaki, about a cup, over a cup of white rice', reference: [['Shrimp teriyaki', 201], [WHITE_RICE, 158]] },
  // Indian: chana masala: closest is chickpeas from dried, fat added, cup 185; roti piece 68 × 2
  { family: 'blind 22', kind: 'cuisines', sentence: 'a cup of chana masala with two rotis', reference: [['Chickpeas, from dried, fat added', 185], ['Bread, chapati or roti, plain, commercially prepared', 136]] },
  // Mexican: bowl of soup 1½ cups of 245; corn tortilla medium 28 × 2
  { family: 'blind 22', kind: 'cuisines', sentence: 'a bowl of caldo de res with two corn tortillas', reference: [['Soup, sopa or caldo de res', 367.5], ['Tortilla, corn', 56]] },
  // Cajun: red beans and rice: kidney beans and white rice cup 170 × 1.5
  { family: 'blind 22', kind: 'cuisines', sentence: 'one and a half cups of red beans and rice', reference: [['Kidney beans and white rice', 255]] },
];

export const BLIND_22B_CASES: MealTextCase[] = [
  // scrambled egg with cheese (fat unsaid: butter) egg 65 × 2; turkey bacon slice NFS 11 × 3
  { family: 'blind 22b', kind: 'several foods', sentence: 'For breakfast this morning I had 2 scrambled eggs with cheese and um 3 slices of turkey bacon', reference: [['Egg omelet or scrambled egg, with cheese, made with butter', 130], ['Turkey bacon, cooked', 33]] },
  // bowl of porridge 1½ cups of 240; brown sugar teaspoon 4.6
  { family: 'blind 22b', kind: 'several foods', sentence: 'I had a bowl of cream of wheat with a teaspoon of brown sugar', reference: [['Cream of wheat, NFS', 360], ['Sugar, brown', 4.6]] },
  // corrected count: strip 50 × 4
  { family: 'blind 22b', kind: 'fast food and drinks', sentence: 'Um I had 3 no 4 chicken strips from Chick-fil-A', reference: [['CHICK-FIL-A, Chick-n-Strips', 200]] },
  // Pizza Hut super supreme, no size said: 14" slice 123 × 2; cola can 372
  { family: 'blind 22b', kind: 'fast food and drinks', sentence: 'Last night I had 2 slices of super supreme from Pizza Hut and a can of Coke', reference: [['PIZZA HUT 14" Super Supreme Pizza, Hand-Tossed Crust', 246], [COLA, 372]] },
  // corn dog regular 88; lemonade cup 248
  { family: 'blind 22b', kind: 'several foods', sentence: 'I had a corn dog and a cup of lemonade at the fair', reference: [['Corn dog', 88], ['Lemonade, fruit juice drink', 248]] },
  // Burger King french toast sticks, 5 sticks 107
  { family: 'blind 22b', kind: 'fast food and drinks', sentence: 'I got the 5 piece french toast sticks at Burger King', reference: [['BURGER KING, french toast sticks', 107]] },
  // chocolate iced yeast doughnut 75; hot chocolate medium 16 fl oz × 31
  { family: 'blind 22b', kind: 'fast food and drinks', sentence: 'A chocolate frosted donut and a medium hot chocolate', reference: [['Doughnut, yeast type, with chocolate icing', 75], ['Hot chocolate / cocoa, NFS', 496]] },
  // blueberry muffin medium 113; brewed coffee cup 240
  { family: 'blind 22b', kind: 'several foods', sentence: 'Uh this morning I had a blueberry muffin and a cup of black coffee', reference: [['Muffins, blueberry, commercially prepared (Includes mini-muffins)', 113], ['Coffee, brewed', 240]] },
  // beef chow mein cup 220 × 1.5; egg roll 64
  { family: 'blind 22b', kind: 'cuisines', sentence: 'Yesterday for dinner I had a cup and a half of beef chow mein and an egg roll', reference: [['Beef chow mein or chop suey with noodles', 330], ['Egg roll, with beef and/or pork', 64]] },
  // corrected count: Swedish meatball with sauce 45 × 3; mashed potatoes cup 250 × ½
  { family: 'blind 22b', kind: 'several foods', sentence: 'I ate 2 no wait 3 Swedish meatballs and a half cup of mashed potatoes', reference: [['Swedish meatballs with cream or white sauce', 135], ['Potato, mashed, NFS', 125]] },
  // turkey wrap sandwich any size 135; chips small single serving bag 28
  { family: 'blind 22b', kind: 'several foods', sentence: 'For lunch I had a turkey wrap and then I had a bag of chips', reference: [['Turkey sandwich wrap', 135], ['Potato chips, plain', 28]] },
  // bagel medium 105; cream cheese tbsp 15 × 2; lox 2 oz
  { family: 'blind 22b', kind: 'several foods', sentence: 'I had a bagel with 2 tablespoons of cream cheese and 2 ounces of lox', reference: [['Bagels, plain, enriched, with calcium propionate (includes onion, poppy, sesame)', 105], ['Cream cheese, regular, plain', 30], ['Fish, salmon, chinook, smoked, (lox), regular', 56.7]] },
  // instant oatmeal, packet dry yields 148 × 2
  { family: 'blind 22b', kind: 'units and amounts', sentence: 'I had 2 packets of instant oatmeal made with water', reference: [['Oatmeal, instant, plain, made with water, no added fat', 296]] },
  // mango 210; nectarine 140
  { family: 'blind 22b', kind: 'several foods', sentence: 'I had a whole mango and a nectarine', reference: [['Mango, raw', 210], ['Nectarine, raw', 140]] },
  // applesauce snack size container 113; popsicle single stick 50
  { family: 'blind 22b', kind: 'several foods', sentence: 'For a snack I had an applesauce cup and a popsicle', reference: [['Applesauce, regular', 113], ['Popsicle', 50]] },
  // red sangria glass 228 × 2
  { family: 'blind 22b', kind: 'fast food and drinks', sentence: 'We had sangria with dinner I had 2 glasses', reference: [['Sangria, red', 456]] },
  // hard lemonade 11.2 fl oz bottle 335 × 3
  { family: 'blind 22b', kind: 'fast food and drinks', sentence: "Last night I had 3 Mike's Hard Lemonades", reference: [['Alcoholic beverage, malt beer, hard lemonade', 1005]] },
  // frozen coffee drink, tall = small 12 fl oz 372
  { family: 'blind 22b', kind: 'fast food and drinks', sentence: 'I got a tall caramel frappuccino no whip', reference: [['Frozen coffee drink', 372]] },
  // tikka masala: chicken curry, usual helping 240; white rice cup 158; naan piece 44
  { family: 'blind 22b', kind: 'cuisines', sentence: 'I had chicken tikka masala with a cup of rice and a piece of garlic naan', reference: [[CHICKEN_CURRY, 240], [WHITE_RICE, 158], ['Bread, naan', 44]] },
  // carnitas taco: closest is pork taco on corn tortilla, small/regular 105 × 2; restaurant horchata cup 228
  { family: 'blind 22b', kind: 'cuisines', sentence: 'Um 2 carnitas tacos and a horchata at the taqueria', reference: [['Taco, corn tortilla, pork, cheese', 210], ['Beverages, Horchata, as served in restaurant', 228]] },
  // chicken teriyaki cup 244; white rice cup 158
  { family: 'blind 22b', kind: 'cuisines', sentence: 'I had teriyaki chicken like one cup with a cup of white rice', reference: [['Chicken or turkey with teriyaki', 244], [WHITE_RICE, 158]] },
  // Filet-O-Fish 134; McDonald's fries small 71
  { family: 'blind 22b', kind: 'fast food and drinks', sentence: 'A Filet-O-Fish and a small fries', reference: [["McDONALD'S, FILET-O-FISH", 134], ["McDONALD'S, french fries", 71]] },
  // Wendy's Jr cheeseburger 129; fast food fries small order 110
  { family: 'blind 22b', kind: 'fast food and drinks', sentence: "I had a Jr cheeseburger and a small fries from Wendy's", reference: [["WENDY'S, Jr. Hamburger, with cheese", 129], [FAST_FOOD_FRIES, 110]] },
  // Burrito Supreme with beef 241 × 2
  { family: 'blind 22b', kind: 'fast food and drinks', sentence: 'I had 2 Taco Bell burrito supremes with beef', reference: [['TACO BELL, BURRITO SUPREME with beef', 482]] },
  // "for" heard for four: bacon slice 8.1 × 4; pancake 4" 38 × 2
  { family: 'blind 22b', kind: 'several foods', sentence: 'I ate for slices of bacon and 2 pancakes', reference: [['Pork, cured, bacon, cooked, baked', 32.4], ['Pancakes, plain, prepared from recipe', 76]] },
  // "to" heard for two: bratwurst bun-size link 75 × 2
  { family: 'blind 22b', kind: 'single food', sentence: 'I had to bratwursts at the cookout', reference: [['Bratwurst', 150]] },
  // fried egg 55 × 2; pork sausage link 23 × 2; white toast medium slice 25; orange juice glass = cup 248
  { family: 'blind 22b', kind: 'several foods', sentence: 'So for breakfast I had 2 eggs over easy and 2 sausage links and then a slice of white toast and a glass of orange juice', reference: [['Egg, whole, fried, NS as to fat', 110], ['Pork sausage, link/patty, cooked, pan-fried', 46], ['Bread, white, toasted', 25], ['Orange juice, 100%, NFS', 248]] },
  // spaghetti cup not packed 124 × 1.5; meat sauce cup 260 × ½
  { family: 'blind 22b', kind: 'units and amounts', sentence: 'I made spaghetti and had a cup and a half of noodles with a half cup of meat sauce', reference: [['Pasta, cooked, enriched, without added salt', 186], ['Spaghetti sauce with meat', 130]] },
  // banana bread slice 60
  { family: 'blind 22b', kind: 'single food', sentence: 'And then I had a slice of banana bread', reference: [['Bread, banana, prepared from recipe, made with margarine', 60]] },
  // plum 66 × 3; grapes cup 151
  { family: 'blind 22b', kind: 'several foods', sentence: 'I had 3 plums and like a cup of grapes', reference: [['Plums, raw', 198], ['Grapes, red or green (European type, such as Thompson seedless), raw', 151]] },
  // tequila shot 42; beer 12 fl oz bottle 360 × 2
  { family: 'blind 22b', kind: 'fast food and drinks', sentence: 'I had a shot of tequila and 2 Modelos', reference: [['Tequila', 42], ['Beer', 720]] },
  // Subway BLT 6 inch 148
  { family: 'blind 22b', kind: 'fast food and drinks', sentence: 'A 6 inch BLT from Subway', reference: [['SUBWAY, B.L.T. sub on white bread with bacon, lettuce and tomato', 148]] },
  // bowl of chili 1½ cups of 255; saltine 3 × 10
  { family: 'blind 22b', kind: 'several foods', sentence: 'I had a bowl of chili with like 10 saltines', reference: [['Chili, NFS', 382.5], ['Crackers, saltine', 30]] },
  // chicken salad wrap any size 200; diet cola can 360
  { family: 'blind 22b', kind: 'several foods', sentence: 'For lunch I had a chicken salad wrap and a Diet Coke', reference: [['Chicken salad sandwich wrap', 200], ['Soft drink, cola, diet', 360]] },
  // Slim Jim 9.6 × 2
  { family: 'blind 22b', kind: 'single food', sentence: 'I had 2 Slim Jims on the drive home', reference: [['Beef jerky', 19.2]] },
  // crab cake 85; coleslaw cup 220
  { family: 'blind 22b', kind: 'several foods', sentence: 'Um a crab cake and a cup of coleslaw', reference: [['Crab, cake', 85], [COLESLAW, 220]] },
  // rib eye grilled 6 oz; baked potato medium 173; butter tbsp 14.2; corn cup 149
  { family: 'blind 22b', kind: 'several foods', sentence: 'For dinner I had a 6 ounce ribeye a baked potato with a tablespoon of butter and a cup of corn', reference: [['Beef, rib eye steak, boneless, lip-on, separable lean only, trimmed to 1/8" fat, all grades, cooked, grilled', 170.1], ['Potatoes, baked, flesh and skin, without salt', 173], ['Butter, salted', 14.2], ['Corn, sweet, yellow, cooked, boiled, drained, without salt', 149]] },
  // soba cup 114 × 1.5; soy sauce tbsp 16
  { family: 'blind 22b', kind: 'cuisines', sentence: 'Uh a cup and a half of cold soba noodles with a tablespoon of soy sauce', reference: [['Noodles, japanese, soba, cooked', 171], ['Soy sauce made from soy and wheat (shoyu)', 16]] },
  // brewed coffee cup 240; sugar teaspoon 4.2 × 2; croissant medium 57
  { family: 'blind 22b', kind: 'several foods', sentence: 'This morning I had a cup of coffee with 2 sugars and a croissant', reference: [['Coffee, brewed', 240], ['Sugar, white, granulated or lump', 8.4], ['Croissants, butter', 57]] },
  // half a rotisserie chicken, skin eaten, yield after cooking, bone removed 300
  { family: 'blind 22b', kind: 'single food', sentence: 'Me and my wife split a rotisserie chicken so I had half of it', reference: [['Chicken, NS as to part, rotisserie, skin eaten', 300]] },
];
