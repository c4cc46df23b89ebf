/**
 * Blind set 31, written without looking at the engine: home cooking and diners of the US South (smothered pork chops,
 * black-eyed peas, sweet potato pie, boiled peanuts, a fish fry, hamburger steak), Cajun and Creole (étouffée, a
 * shrimp po' boy, gumbo without rice, dirty rice, shrimp creole, a crawfish boil, pralines), Tex-Mex (fajitas, cheese
 * enchiladas, queso, potato and egg tacos, kolaches, Frito pie), Hawaiian (a plate lunch, Spam musubi, loco moco, lomi
 * salmon and poi, malasadas) and the Pacific Northwest (smoked and grilled salmon, marionberry pie, Dungeness crab,
 * Tillamook cheddar and ice cream); chains (Waffle House, Cracker Barrel, Whataburger, In-N-Out, Culver's, Bojangles,
 * Popeyes, Sonic, Zaxby's, Raising Cane's), BBQ joints, church potlucks and fairs, away from the dishes of sets 16–30.
 * A third are careful sentences, a third hurried phone chat (lowercase, abbreviations, typos, glued numbers and units,
 * emoji) and a third dictated the way speech recognition returns it (no punctuation, first word capitalised, digits
 * for counts, fillers, self-corrections where the corrected food or amount is the one eaten). About half name two or
 * more foods.
 * References follow the portion conventions at the top of assistant-meal-text.cases.ts; a weight or volume said is the
 * amount eaten (a fluid ounce at the food's own grams per fl oz; a fish's or shellfish's weight is its cooked weight),
 * a counted item with no size is the food's own item (or medium/regular) portion, a "side" or a plate with no amount
 * is the survey's "Quantity not specified", and a fast-food order of fries with no size is the survey's "Quantity not
 * specified" (its small order). Own conventions of this set: a scoop of rice or macaroni salad in a plate lunch is
 * ½ cup, as for mash; a Spam musubi is one slice of Spam on ½ cup of white rice; a loco moco is a cup of white rice, a
 * medium hamburger patty and beef gravy ("Quantity not specified"), with the fried eggs said; a po' boy is the
 * survey's submarine-size sandwich; a breakfast taco is a medium flour tortilla with the filling of one egg. A dish
 * USDA has no entry for takes the closest generic one (named in the comment). The USDA portion each reference uses is
 * in the comment above it.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const WHITE_RICE = 'Rice, white, cooked, no added fat';
const RESTAURANT_COLESLAW = 'Coleslaw, fast food / restaurant';
const FAST_FOOD_TENDERS = 'Chicken tenders or strips, breaded, from fast food';
const CHICKEN_BISCUIT = 'Chicken fillet biscuit, from fast food';
const RESTAURANT_HASH_BROWNS = 'Potato, hash brown, from restaurant';

export const BLIND_31_CASES: MealTextCase[] = [
  // Careful sentences
  // kalua pork (closest: roast pork), cup 135; rice, 2 scoops × ½ cup 158; macaroni salad, scoop ½ cup 102
  {
    family: 'blind 31',
    kind: 'cuisines',
    sentence: 'Plate lunch from the place by my office: a cup of kalua pork, two scoops of rice and a scoop of mac salad.',
    reference: [
      ['Pork, roast', 135],
      [WHITE_RICE, 158],
      ['Macaroni or pasta salad, made with mayonnaise', 102],
    ],
  },
  // Spam musubi (no entry): Spam, slice 56 × 2; white rice, ½ cup 79 × 2
  {
    family: 'blind 31',
    kind: 'cuisines',
    sentence: 'Two Spam musubi from the ABC Store on the way to the beach.',
    reference: [
      ['Spam', 112],
      [WHITE_RICE, 158],
    ],
  },
  // crawfish étouffée (closest: shrimp creole without rice), cup 246; white rice, ½ cup 79
  {
    family: 'blind 31',
    kind: 'cuisines',
    sentence: 'A cup of crawfish étouffée over half a cup of white rice.',
    reference: [
      ['Shrimp creole, no rice', 246],
      [WHITE_RICE, 79],
    ],
  },
  // shrimp po' boy (closest: fried seafood sandwich), submarine 360; potato chips, small single serving bag 28
  {
    family: 'blind 31',
    kind: 'several foods',
    sentence: "A fried shrimp po' boy and a small bag of Zapp's chips from the corner store.",
    reference: [
      ['Fried seafood sandwich', 360],
      ['Potato chips, plain', 28],
    ],
  },
  // malasada (closest: yeast doughnut), doughnut 60 × 2; coffee, cup 240
  {
    family: 'blind 31',
    kind: 'several foods',
    sentence: "Two malasadas from Leonard's and a cup of black coffee.",
    reference: [
      ['Doughnut, yeast type', 120],
      ['Coffee, brewed', 240],
    ],
  },
  // fried drumstick, medium drumstick 85; black-eyed peas, cup 185 × ½; sweet potato pie, regular slice 150
  {
    family: 'blind 31',
    kind: 'several foods',
    sentence: 'At the church potluck I had a fried chicken drumstick, half a cup of black-eyed peas and a slice of sweet potato pie.',
    reference: [
      ['Chicken drumstick, fried, coated, skin / coating eaten, from raw', 85],
      ['Blackeyed peas, NFS', 92.5],
      ['Pie, sweet potato', 150],
    ],
  },
  // smothered pork chop, pork chop with gravy 117; white rice, cup 158
  {
    family: 'blind 31',
    kind: 'units and amounts',
    sentence: 'Grandma made smothered pork chops for supper; I had one chop and a cup of rice.',
    reference: [
      ['Ham or pork with gravy', 117],
      [WHITE_RICE, 158],
    ],
  },
  // fried oysters, oyster 15 × 6; restaurant coleslaw, side (Quantity not specified) 110
  {
    family: 'blind 31',
    kind: 'several foods',
    sentence: 'Six fried oysters and a side of coleslaw at the fish camp.',
    reference: [
      ['Oysters, fried', 90],
      [RESTAURANT_COLESLAW, 110],
    ],
  },
  // smoked salmon, 4 oz 113.4; cheddar, slice 21
  {
    family: 'blind 31',
    kind: 'units and amounts',
    sentence: 'Four ounces of smoked salmon and a slice of Tillamook cheddar.',
    reference: [
      ['Fish, salmon, smoked', 113.4],
      ['Cheese, Cheddar', 21],
    ],
  },
  // marionberry pie (berry pie), regular slice 150
  {
    family: 'blind 31',
    kind: 'single food',
    sentence: 'A slice of marionberry pie from a farm stand outside Salem.',
    reference: [['Pie, berry', 150]],
  },
  // beef fajita, fajita 95 × 2; sour cream, tablespoon 15; pico de gallo, cup 240 × ⅛
  {
    family: 'blind 31',
    kind: 'cuisines',
    sentence: 'Two beef fajitas with a tablespoon of sour cream and two tablespoons of pico de gallo.',
    reference: [
      ['Fajita, beef or pork', 190],
      ['Sour cream, regular', 15],
      ['Salsa, pico de gallo', 30],
    ],
  },
  // Double-Double, double cheeseburger with 2 medium patties 270; fast-food fries, no size (Quantity not specified) 110
  {
    family: 'blind 31',
    kind: 'fast food and drinks',
    sentence: 'An In-N-Out Double-Double and an order of fries.',
    reference: [
      ['Double cheeseburger, from fast food, 2 medium patties', 270],
      ['Potato, french fries, fast food', 110],
    ],
  },
  // fast-food chicken tenders, tender 50 × 3; Texas toast, piece/slice Texas Toast 40
  {
    family: 'blind 31',
    kind: 'fast food and drinks',
    sentence: "Three chicken fingers and a slice of Texas toast from Raising Cane's.",
    reference: [
      [FAST_FOOD_TENDERS, 150],
      ['Garlic bread, from fast food / restaurant', 40],
    ],
  },
  // gumbo without rice, cup 244
  {
    family: 'blind 31',
    kind: 'single food',
    sentence: 'A cup of chicken and andouille gumbo, no rice.',
    reference: [['Gumbo, no rice', 244]],
  },
  // pulled pork plate, Quantity not specified 180; restaurant baked beans, cup 260; restaurant coleslaw, cup 220
  {
    family: 'blind 31',
    kind: 'several foods',
    sentence: 'At the BBQ joint I got the pulled pork plate with a cup of baked beans and a cup of coleslaw.',
    reference: [
      ['Barbecue pork, with sauce', 180],
      ['Baked beans from fast food / restaurant', 260],
      [RESTAURANT_COLESLAW, 220],
    ],
  },

  // Hurried phone chat
  // scrambled egg, large 61 × 2; restaurant waffle, medium 75; bacon, medium slice 8 × 2; hash browns, Quantity not specified 80
  {
    family: 'blind 31',
    kind: 'typos',
    sentence: 'waffle house: 2eggs scrambled, waffle, 2 bacon, hashbrowns 😋',
    reference: [
      ['Egg, whole, cooked, scrambled', 122],
      ['Waffle, plain, fast food / restaurant', 75],
      ['Pork bacon, NS as to fresh, smoked or cured, cooked', 16],
      [RESTAURANT_HASH_BROWNS, 80],
    ],
  },
  // ButterBurger single, fast-food hamburger with 1 medium patty 145; fries, small fast food order 110
  {
    family: 'blind 31',
    kind: 'fast food and drinks',
    sentence: 'culvers single butterburger + sm crinkle fries',
    reference: [
      ['Hamburger, from fast food, 1 medium patty', 145],
      ['Potato, french fries, fast food', 110],
    ],
  },
  // corn dog, regular 88; funnel cake, cake 90
  {
    family: 'blind 31',
    kind: 'several foods',
    sentence: 'state fair: corny dog n a funnel cake 🎡',
    reference: [
      ['Corn dog', 88],
      ['Funnel cake with sugar', 90],
    ],
  },
  // Cajun filet biscuit, sandwich 155; Bo-Rounds (potato tots), fast food order 130
  {
    family: 'blind 31',
    kind: 'fast food and drinks',
    sentence: 'bojangles cajun filet biscuit n bo rounds',
    reference: [
      [CHICKEN_BISCUIT, 155],
      ['Potato tots, fast food / restaurant', 130],
    ],
  },
  // fast-food chicken tenders, tender 50 × 5
  {
    family: 'blind 31',
    kind: 'typos',
    sentence: 'zaxbys 5 chikin fingerz',
    reference: [[FAST_FOOD_TENDERS, 250]],
  },
  // fried crawfish, cup 135; dirty rice, cup 198 × ½
  {
    family: 'blind 31',
    kind: 'cuisines',
    sentence: 'fried crawfish tails 1c + 1/2c dirty rice',
    reference: [
      ['Crayfish, fried', 135],
      ['Dirty rice', 99],
    ],
  },
  // lomi salmon, cup 234 × ½; poi, cup 240
  {
    family: 'blind 31',
    kind: 'cuisines',
    sentence: 'lomi salmon 1/2c + poi 1c 🌺',
    reference: [
      ['Lomi salmon', 117],
      ['Poi', 240],
    ],
  },
  // Cracker Barrel catfish platter, serving 178; Cracker Barrel coleslaw, serving 167
  {
    family: 'blind 31',
    kind: 'fast food and drinks',
    sentence: 'cracker barrel catfish platter w coleslaw',
    reference: [
      ['CRACKER BARREL, farm raised catfish platter', 178],
      ['CRACKER BARREL, coleslaw', 167],
    ],
  },
  // praline, piece 39 × 2
  {
    family: 'blind 31',
    kind: 'single food',
    sentence: '2 pralines from the gift shop lol',
    reference: [['Candies, praline, prepared-from-recipe', 78]],
  },
  // cheese enchilada (enchilada, no meat), enchilada 150 × 2
  {
    family: 'blind 31',
    kind: 'cuisines',
    sentence: 'cheese enchiladas x2 smothered in chili gravy',
    reference: [['Enchilada, no meat', 300]],
  },
  // queso (cheese dip with chili pepper), tablespoon 15 × 8; tortilla chips, chip 3 × 20
  {
    family: 'blind 31',
    kind: 'units and amounts',
    sentence: 'queso 1/2c + ~20 tortilla chips',
    reference: [
      ['Cheese dip with chili pepper', 120],
      ['Tortilla chips, plain', 60],
    ],
  },
  // cheddar, stick 28.35 × 2
  {
    family: 'blind 31',
    kind: 'single food',
    sentence: '2 tillamook cheddar sticks',
    reference: [['Cheese, Cheddar', 56.7]],
  },
  // Frito pie, Quantity not specified 150
  {
    family: 'blind 31',
    kind: 'typos',
    sentence: 'frito pie at the footbal game',
    reference: [['Frito pie', 150]],
  },
  // sausage and cheese kolache (meat-filled pastry), kolache 85 × 2; coffee, Quantity not specified 360
  {
    family: 'blind 31',
    kind: 'typos',
    sentence: '2 sausage n cheese kolaches + coffe',
    reference: [
      ['Pastry, meat / poultry-filled', 170],
      ['Coffee, brewed', 360],
    ],
  },
  // Dungeness crab, crab 127; butter, tablespoon 14.2 × 2
  {
    family: 'blind 31',
    kind: 'units and amounts',
    sentence: 'whole dungeness crab 🦀 + 2tbsp melted butter',
    reference: [
      ['Crustaceans, crab, dungeness, cooked, moist heat', 127],
      ['Butter, salted', 28.4],
    ],
  },

  // Dictated
  // loco moco (no entry): white rice, cup 158; ground beef patty, medium 85; fried egg, egg 55 × 2; beef gravy, Quantity not specified 60
  {
    family: 'blind 31',
    kind: 'cuisines',
    sentence: 'Um I had a loco moco at the diner with 2 fried eggs on top',
    reference: [
      [WHITE_RICE, 158],
      ['Beef, ground, patty', 85],
      ['Egg, whole, fried, NS as to fat', 110],
      ['Gravy, beef', 60],
    ],
  },
  // grilled salmon, 5 oz 141.75; wild rice, cup 164
  {
    family: 'blind 31',
    kind: 'units and amounts',
    sentence: 'My husband grilled salmon I had 5 ounces of it with a cup of wild rice',
    reference: [
      ['Fish, salmon, grilled', 141.75],
      ['Rice, wild, 100%, cooked, NS as to fat', 164],
    ],
  },
  // honey butter chicken biscuit, sandwich 155; sweet tea, medium drink 512
  {
    family: 'blind 31',
    kind: 'fast food and drinks',
    sentence: 'I got a Whataburger honey butter chicken biscuit and a large sweet tea no make that a medium',
    reference: [
      [CHICKEN_BISCUIT, 155],
      ['Tea, iced, brewed, black, pre-sweetened with sugar', 512],
    ],
  },
  // boiled peanuts, cup 146
  {
    family: 'blind 31',
    kind: 'single food',
    sentence: 'I had a cup of boiled peanuts on the drive home from the lake',
    reference: [['Peanuts, boiled', 146]],
  },
  // coconut cake, piece/slice 200
  {
    family: 'blind 31',
    kind: 'single food',
    sentence: "I had a slice of my aunt's coconut cake at the church homecoming",
    reference: [['Cake or cupcake, coconut', 200]],
  },
  // hamburger steak with gravy (beef with gravy), medium patty with gravy 115; hash browns, side (Quantity not specified) 80
  {
    family: 'blind 31',
    kind: 'several foods',
    sentence: 'At the truck stop I had the hamburger steak with onions and gravy and uh a side of hash browns',
    reference: [
      ['Beef with gravy', 115],
      [RESTAURANT_HASH_BROWNS, 80],
    ],
  },
  // unsweetened iced tea, fl oz 30 × 32
  {
    family: 'blind 31',
    kind: 'fast food and drinks',
    sentence: 'I drank a 32 ounce sweet tea no wait it was unsweet',
    reference: [['Tea, iced, brewed, black, unsweetened', 960]],
  },
  // crawfish tails, 8 oz 226.8; corn on the cob, regular ear 105
  {
    family: 'blind 31',
    kind: 'units and amounts',
    sentence: 'At the crawfish boil I ate about half a pound of crawfish tails and an ear of corn',
    reference: [
      ['Crayfish, cooked', 226.8],
      ['Corn, fresh, cooked, no added fat', 105],
    ],
  },
  // Popeyes mild breast, breast 194; fast-food mashed potatoes with gravy, side (Quantity not specified) 125
  {
    family: 'blind 31',
    kind: 'fast food and drinks',
    sentence: 'Popeyes um a mild breast and a side of mashed potatoes with cajun gravy',
    reference: [
      ['POPEYES, Fried Chicken, Mild, Breast, meat and skin with breading', 194],
      ['Potato, mashed, from fast food, with gravy', 125],
    ],
  },
  // potato and egg filling, egg 75 × 2; flour tortilla, medium 45 × 2
  {
    family: 'blind 31',
    kind: 'several foods',
    sentence: 'For breakfast I made 2 potato and egg tacos on flour tortillas',
    reference: [
      ['Egg omelet or scrambled egg, with potatoes and/or onions, NS as to fat', 150],
      ['Tortilla, flour', 90],
    ],
  },
  // shrimp creole with rice, cup 243 × 1½
  {
    family: 'blind 31',
    kind: 'cuisines',
    sentence: 'I had um a cup and a half of shrimp creole over rice',
    reference: [['Shrimp creole, with rice', 364.5]],
  },
  // fast-food cheeseburger, 1 medium patty 165; onion rings, fast food order 120
  {
    family: 'blind 31',
    kind: 'fast food and drinks',
    sentence: 'Stopped at Sonic and had a cheeseburger and tots I mean onion rings',
    reference: [
      ['Cheeseburger, from fast food, 1 medium patty', 165],
      ['Fried onion rings', 120],
    ],
  },
  // fried whiting, small/regular fillet 90 × 2; white bread, medium or regular slice 28
  {
    family: 'blind 31',
    kind: 'several foods',
    sentence: 'We had a fish fry after church I had 2 pieces of fried whiting and a slice of white bread',
    reference: [
      ['Fish, whiting, fried', 180],
      ['Bread, white', 28],
    ],
  },
  // vanilla waffle cone, cone 255
  {
    family: 'blind 31',
    kind: 'single food',
    sentence: 'At the Tillamook creamery I got a waffle cone of vanilla bean',
    reference: [['Ice cream cone, scooped, vanilla, waffle cone', 255]],
  },
  // fast-food fried thigh, thigh 110; fast-food fried drumstick, drumstick 85; fast-food biscuit, biscuit 70
  {
    family: 'blind 31',
    kind: 'fast food and drinks',
    sentence: 'Uh I picked up a 2 piece dark from the chicken place a thigh and a leg and a biscuit',
    reference: [
      ['Chicken thigh, fried, coated, skin / coating eaten, from fast food', 110],
      ['Chicken drumstick, fried, coated, skin / coating eaten, from fast food / restaurant', 85],
      ['Biscuit, from fast food / restaurant', 70],
    ],
  },
];
