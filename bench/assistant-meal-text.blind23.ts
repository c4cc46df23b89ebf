/**
 * Blind set 23, written without looking at the engine: a week of what a typical US user types or says to a
 * food-logging app, away from the dishes and phrasings of sets 16–22. A third are careful sentences, a third hurried
 * phone chat (lowercase, abbreviations, typos, glued numbers and units, an emoji) and a third dictated the way speech
 * recognition returns it (no punctuation, first word capitalised, digits for counts, fillers). It mixes home cooking,
 * packaged food by the package or piece (a snack cup, a mini popcorn bag, a can, fish sticks, boxed mac and cheese),
 * deli and restaurant dishes, a chain's doughnut, coffee-shop and bar drinks, beer by the can, fruit and vegetables by
 * count and cup, and Mexican, Italian, Japanese, Chinese, Indian, Middle Eastern, Jewish deli, New Orleans and
 * Venezuelan dishes; about half name two or more foods.
 * References follow the portion conventions at the top of assistant-meal-text.cases.ts; a range is its midpoint, a
 * couple is two, a weight or volume said is the amount eaten (a fluid ounce at the food's own grams per fl oz), a
 * counted item with no size is the food's own item (or medium/regular) portion, a coffee-shop grande is 16 fl oz
 * (USDA's medium), a bowl of soup is 1½ cups, a grain said with no cooking word is cooked and plain, and a topping or
 * spread said with an amount is its own food (butter on corn, sour cream on latkes). A dish USDA has no entry for
 * takes the closest generic one (named in the comment). The USDA portion each reference uses is in the comment above
 * it.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const BUTTER = 'Butter, salted';
const BREWED_COFFEE = 'Coffee, brewed';
const GRAPES = 'Grapes, raw';

export const BLIND_23_CASES: MealTextCase[] = [
  // Careful sentences
  // Reuben sandwich 215; dill pickle spear 35
  { family: 'blind 23', kind: 'several foods', sentence: 'For lunch I had a Reuben and a dill pickle spear.', reference: [['Reuben sandwich', 215], ['Pickles, cucumber, dill or kosher dill', 35]] },
  // raisin toast medium slice 25 × 2; butter tbsp 14.2
  { family: 'blind 23', kind: 'several foods', sentence: 'Two slices of raisin toast with a tablespoon of butter.', reference: [['Bread, raisin, toasted', 50], [BUTTER, 14.2]] },
  // pork tenderloin 5 oz 141.75; roasted potatoes cup 160; applesauce snack size container 113
  {
    family: 'blind 23',
    kind: 'several foods',
    sentence: 'Dinner was 5 oz of roast pork tenderloin, a cup of roasted potatoes and a snack cup of applesauce.',
    reference: [
      ['Pork, fresh, loin, tenderloin, separable lean only, cooked, roasted', 141.75],
      ['Potato, roasted, NFS', 160],
      ['Applesauce, regular', 113],
    ],
  },
  // bowl of soup 1½ cups of 255 = 382.5; oyster crackers "1 cup oyster crackers" 45
  { family: 'blind 23', kind: 'several foods', sentence: 'A bowl of New England clam chowder with a cup of oyster crackers.', reference: [['Soup, New England clam chowder', 382.5], ['Crackers, saltines (includes oyster, soda, soup)', 45]] },
  // fish taco small/regular 100 × 3
  { family: 'blind 23', kind: 'cuisines', sentence: 'Three fish tacos at the taqueria.', reference: [['Taco, fish', 300]] },
  // cold cut sub, 12 inch sub 391
  { family: 'blind 23', kind: 'fast food and drinks', sentence: 'A 12 inch cold cut sub from the deli.', reference: [['Fast foods, submarine sandwich, cold cut on white bread with lettuce and tomato', 391]] },
  // carrot cake piece/slice 200
  { family: 'blind 23', kind: 'single food', sentence: 'A slice of carrot cake at the office party.', reference: [['Cake or cupcake, carrot', 200]] },
  // falafel patty 17 × 4; tahini tbsp 15 × 2
  { family: 'blind 23', kind: 'cuisines', sentence: 'Four falafel balls with two tablespoons of tahini.', reference: [['Falafel', 68], ['Tahini', 30]] },
  // quinoa, cooked and plain, cup 185 / 2; grilled shrimp 4 oz 113.4
  { family: 'blind 23', kind: 'units and amounts', sentence: 'Half a cup of quinoa and 4 oz of grilled shrimp.', reference: [['Quinoa, cooked', 92.5], ['Shrimp, grilled', 113.4]] },
  // flavored latte, grande 16 fl oz = medium 496
  { family: 'blind 23', kind: 'fast food and drinks', sentence: 'A grande pumpkin spice latte.', reference: [['Coffee, Latte, flavored', 496]] },
  // old fashioned drink 180; gin and tonic drink 225
  { family: 'blind 23', kind: 'fast food and drinks', sentence: 'An old fashioned and a gin and tonic at the bar.', reference: [['Old fashioned', 180], ['Gin and tonic', 225]] },
  // navel orange each 140; grapes cup 150
  { family: 'blind 23', kind: 'several foods', sentence: 'A navel orange and a cup of grapes.', reference: [['Oranges, raw, navels', 140], [GRAPES, 150]] },
  // chicken fajita 95 × 2; guacamole ¼ cup = 4 tbsp of 15
  { family: 'blind 23', kind: 'cuisines', sentence: 'Two chicken fajitas with a quarter cup of guacamole.', reference: [['Fajita, chicken', 190], ['Guacamole, NFS', 60]] },
  // cheese manicotti with tomato sauce, 1 manicotti 143 × 2
  { family: 'blind 23', kind: 'cuisines', sentence: 'Two cheese manicotti with tomato sauce.', reference: [['Manicotti, cheese-filled, with tomato sauce, meatless', 286]] },
  // bowl of soup 1½ cups of 245 = 367.5; knish item 60
  { family: 'blind 23', kind: 'cuisines', sentence: 'A bowl of matzo ball soup and a potato knish.', reference: [['Soup, Matzo ball', 367.5], ['Knish', 60]] },

  // Hurried phone chat
  // chocolate hazelnut spread tbsp 20 × 2; white toast medium slice 25
  { family: 'blind 23', kind: 'units and amounts', sentence: 'nutella 2tbsp on 1 slc white toast', reference: [['Chocolate hazelnut spread', 40], ['Bread, white, toasted', 25]] },
  // vanilla yogurt 6 oz container 170; strawberries cup 150
  { family: 'blind 23', kind: 'typos', sentence: '6oz vanila yogurt + 1c strawbs', reference: [['Yogurt, vanilla, low fat, 11 grams protein per 8 ounce', 170], ['Strawberries, raw', 150]] },
  // kombucha fl oz 31 × 16
  { family: 'blind 23', kind: 'units and amounts', sentence: 'kombucha 16oz', reference: [['Tea, kombucha', 496]] },
  // fish stick 28 × 8; potato puffs (tater tots) cup 128
  { family: 'blind 23', kind: 'several foods', sentence: '8 fish sticks + 1c tater tots', reference: [['Fish, fish sticks, frozen, prepared', 224], ['Potato puffs, frozen, oven-heated', 128]] },
  // boxed macaroni and cheese prepared, cup 198 × 1.5
  { family: 'blind 23', kind: 'typos', sentence: 'kraft mac n chz 1.5c', reference: [['Macaroni and cheese, dry mix, prepared with 2% milk and 80% stick margarine from dry mix', 297]] },
  // churro regular 45 × 2
  { family: 'blind 23', kind: 'single food', sentence: '2 churros 🤤', reference: [['Churros', 90]] },
  // calzone with meat and cheese, 1 calzone 424
  { family: 'blind 23', kind: 'cuisines', sentence: 'pepperoni calzone', reference: [['Calzone, with meat and cheese', 424]] },
  // potato gnocchi cup 188 × 1.5; pesto tbsp 16 × 2
  { family: 'blind 23', kind: 'cuisines', sentence: 'gnocchi 1.5c w/ 2tbsp pesto', reference: [['Gnocchi, potato', 282], ['Pesto sauce', 32]] },
  // Boston Kreme = custard-filled doughnut with icing 90; brewed coffee medium 480
  { family: 'blind 23', kind: 'fast food and drinks', sentence: 'dunkin boston kreme + med hot coffee blk', reference: [['Doughnut, custard-filled, with icing', 90], [BREWED_COFFEE, 480]] },
  // ginger ale can 372
  { family: 'blind 23', kind: 'fast food and drinks', sentence: 'ginger ale 12oz can', reference: [['Soft drink, ginger ale', 372]] },
  // vodka and tonic drink 225 × 2
  { family: 'blind 23', kind: 'fast food and drinks', sentence: 'vodka tonic x2 🍸', reference: [['Vodka and tonic', 450]] },
  // chicken chimichanga item 190; refried beans ½ cup of 260
  { family: 'blind 23', kind: 'cuisines', sentence: 'chkn chimichanga w/ 1/2c refried beans', reference: [['Chimichanga, chicken', 190], ['Refried beans', 130]] },
  // microwave popcorn snack/mini bag 43
  { family: 'blind 23', kind: 'units and amounts', sentence: 'mini bag microwave popcorn', reference: [['Popcorn, microwave, NFS', 43]] },
  // beef taquito small/regular 70 × 3; salsa 2 tbsp 36
  { family: 'blind 23', kind: 'cuisines', sentence: '3 beef taquitos + 2tbsp salsa', reference: [['Taquito, beef or pork', 210], ['Sauce, salsa, ready-to-serve', 36]] },
  // honeydew cup 155; grape 7 × 10
  { family: 'blind 23', kind: 'several foods', sentence: 'honeydew 1c + 10 grapes', reference: [['Honeydew melon, raw', 155], [GRAPES, 70]] },

  // Dictated
  // pumpkin pancake medium 50 × 2; pancake syrup tbsp 20
  { family: 'blind 23', kind: 'several foods', sentence: 'Um for breakfast I had 2 pumpkin pancakes with a tablespoon of syrup', reference: [['Pancakes, pumpkin', 100], ['Pancake syrup', 20]] },
  // fish curry cup 240; basmati = long-grain white rice, cup 158
  { family: 'blind 23', kind: 'cuisines', sentence: 'So I had like a cup of fish curry over a cup of basmati rice', reference: [['Fish curry', 240], ['Rice, white, long-grain, regular, enriched, cooked', 158]] },
  // avocado roll piece 30 × 8; shrimp nigiri piece 35 × 2
  { family: 'blind 23', kind: 'cuisines', sentence: 'Uh 8 pieces of avocado roll and 2 pieces of shrimp nigiri', reference: [['Sushi roll, avocado', 240], ['Sushi, topped with shrimp', 70]] },
  // Chinese restaurant lemon chicken, order 623 / 2
  { family: 'blind 23', kind: 'cuisines', sentence: 'I got half an order of lemon chicken from the Chinese place', reference: [['Restaurant, Chinese, lemon chicken', 311.5]] },
  // Manhattan drink 120 × 2
  { family: 'blind 23', kind: 'fast food and drinks', sentence: 'I had 2 Manhattans at dinner', reference: [['Manhattan', 240]] },
  // soft pretzel medium/regular 120
  { family: 'blind 23', kind: 'single food', sentence: 'I got a soft pretzel at the mall', reference: [['Pretzels, soft, NFS', 120]] },
  // beignet 45 × 3; black coffee, no size: brewed coffee Quantity not specified 360
  { family: 'blind 23', kind: 'several foods', sentence: 'Um I had 3 beignets and a black coffee', reference: [['Beignet', 135], [BREWED_COFFEE, 360]] },
  // eggplant parmesan cup 198 × 1.5
  { family: 'blind 23', kind: 'units and amounts', sentence: 'I made eggplant parm and had like a cup and a half', reference: [['Eggplant parmesan casserole, regular', 297]] },
  // latke = potato pancake medium 70 × 3; sour cream tbsp 15 × 2
  { family: 'blind 23', kind: 'cuisines', sentence: 'Uh I had 3 potato latkes with a couple tablespoons of sour cream', reference: [['Potato pancake', 210], ['Sour cream, regular', 30]] },
  // arepa piece 98 × 2
  { family: 'blind 23', kind: 'cuisines', sentence: 'For lunch I had 2 arepas', reference: [['Restaurant, Latino, arepa (unleavened cornmeal bread)', 196]] },
  // pakora 12 × 5
  { family: 'blind 23', kind: 'cuisines', sentence: 'We got Indian food and I had like 5 vegetable pakoras', reference: [['Pakora', 60]] },
  // turkey burger on wheat bun sandwich 145; cheddar slice 21
  { family: 'blind 23', kind: 'several foods', sentence: 'I had a turkey burger on a wheat bun with a slice of cheddar', reference: [['Turkey or chicken burger, on wheat bun', 145], ['Cheese, Cheddar', 21]] },
  // deviled egg 30 × 3
  { family: 'blind 23', kind: 'units and amounts', sentence: 'For a snack I had 3 deviled eggs', reference: [['Egg, deviled', 90]] },
  // Michelob Ultra = light beer, 12 fl oz can 360 × 2
  { family: 'blind 23', kind: 'fast food and drinks', sentence: 'I had 2 Michelob Ultras watching the game', reference: [['Beer, light', 720]] },
  // corn on the cob, fresh, cooked, regular ear 105 × 2; butter pat 5
  { family: 'blind 23', kind: 'several foods', sentence: 'Uh 2 ears of corn on the cob with a pat of butter', reference: [['Corn, fresh, cooked, no added fat', 210], [BUTTER, 5]] },
];
