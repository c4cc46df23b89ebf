/**
 * Blind set 25, written without looking at the engine: an ordinary US week of logging from a broad mix of people, away
 * from the dishes and phrasings of sets 16–24. Parents packing lunches and finishing their children's leftovers (a
 * PB&J, Uncrustables, nuggets, fruit snacks, Goldfish), office workers (the vending machine, a catered lunch, happy
 * hour), students (the dining hall, a ramen pack, pizza slices, energy drinks), older adults (soup and half a sandwich,
 * toast with jam, prunes, Ensure, cottage cheese with canned fruit), shift workers (a gas-station honey bun,
 * roller-grill taquitos, a Slurpee, Hot Pockets, leftovers at midnight), restaurant meals from kitchens little used
 * before (Thai, Vietnamese, Korean, Greek, Ethiopian, Jamaican, Cajun, the diner and Denny's) and weekend and holiday
 * food (a cookout, barbecue ribs, brunch, Thanksgiving, home baking). A third are careful sentences, a third hurried
 * phone chat (lowercase, abbreviations, typos, glued numbers and units) and a third dictated the way speech recognition
 * returns it (no punctuation, first word capitalised, digits for counts, fillers, self-corrections where the corrected
 * food or amount is the one eaten). About half name two or more foods.
 * References follow the portion conventions at the top of assistant-meal-text.cases.ts; a weight or volume said is the
 * amount eaten (a fluid ounce, or 29.57 ml, at the food's own grams per fl oz; a meat's weight is its cooked weight), a
 * counted item with no size is the food's own item (or medium/regular) portion, a handful of crackers is 1 oz as a
 * handful of nuts is, half a sandwich is half the sandwich's regular portion, a bowl of gumbo is 1½ cups, "creamer"
 * (not cream) is liquid coffee creamer, each its individual container, "some" of a topping is the survey's "Quantity
 * not specified", a pack of instant ramen is its dry noodle block with the flavor packet (weighed dry, at the dry
 * product's values), and a drink's can, bottle or pouch is the size said or, with no size, the one USDA names. A dish
 * USDA has no entry for takes the closest generic one (named in the comment), and one USDA names under another dish
 * (FNDDS's own description of what an entry includes) takes that entry. The USDA portion each reference uses is in the
 * comment above it.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const BREWED_COFFEE = 'Coffee, brewed';

export const BLIND_25_CASES: MealTextCase[] = [
  // Careful sentences
  // PB&J on wheat, sandwich 112; small apple 149
  {
    family: 'blind 25',
    kind: 'several foods',
    sentence: 'For lunch I ate what I packed for the kids: a peanut butter and jelly sandwich on wheat bread and a small apple.',
    reference: [
      ['Peanut butter and jelly sandwich, with regular peanut butter, regular jelly, on wheat bread', 112],
      ['Apples, raw, with skin', 149],
    ],
  },
  // nuggets, source not said, nugget 16 × 4; fruit snacks, snack size/pouch/regular size 30
  {
    family: 'blind 25',
    kind: 'several foods',
    sentence: "I finished my son's leftovers: four chicken nuggets and a pouch of fruit snacks.",
    reference: [
      ['Chicken nuggets, NFS', 64],
      ['Candy, fruit snacks', 30],
    ],
  },
  // Twix package (2.06 oz, 2 bars) 58
  { family: 'blind 25', kind: 'fast food and drinks', sentence: 'A Twix from the vending machine at work.', reference: [['Candies, MARS SNACKFOOD US, TWIX Caramel Cookie Bars', 58]] },
  // turkey wrap, sandwich (any size) 135; plain potato chips, small single serving bag 28; brownie, icing not said, medium 50
  {
    family: 'blind 25',
    kind: 'several foods',
    sentence: 'At the catered lunch I had a turkey wrap, a small bag of potato chips and a brownie.',
    reference: [
      ['Turkey sandwich wrap', 135],
      ['Potato chips, plain', 28],
      ['Cookie, brownie, NS as to icing', 50],
    ],
  },
  // margarita, drink 225 × 2; loaded potato skins = with cheese and bacon, skin from 1 medium 45 × 4
  {
    family: 'blind 25',
    kind: 'fast food and drinks',
    sentence: 'Happy hour: two margaritas on the rocks and four loaded potato skins.',
    reference: [
      ['Margarita', 450],
      ['Potato skins, with cheese and bacon', 180],
    ],
  },
  // cream of mushroom soup cup 255; tuna salad sandwich on wheat, regular 180 × ½
  {
    family: 'blind 25',
    kind: 'several foods',
    sentence: 'A cup of cream of mushroom soup and half a tuna salad sandwich on wheat.',
    reference: [
      ['Soup, cream of mushroom', 255],
      ['Tuna salad sandwich on wheat', 90],
    ],
  },
  // toasted rye, medium or regular slice 29 × 2; jam tablespoon 20 × 2
  {
    family: 'blind 25',
    kind: 'units and amounts',
    sentence: 'Two slices of rye toast with a tablespoon of jam on each.',
    reference: [
      ['Bread, rye, toasted', 58],
      ['Jam', 40],
    ],
  },
  // cottage cheese, fat not said, cup 210 × ½; peaches in light syrup, cup (halves or slices) 251 × ½
  {
    family: 'blind 25',
    kind: 'units and amounts',
    sentence: 'Half a cup of cottage cheese with half a cup of canned peaches in light syrup.',
    reference: [
      ['Cheese, cottage, NFS', 105],
      ['Peaches, canned, light syrup pack, solids and liquids', 125.5],
    ],
  },
  // Ensure bottle (8 fl oz) 252
  { family: 'blind 25', kind: 'fast food and drinks', sentence: 'An 8 oz bottle of Ensure with breakfast.', reference: [['Nutritional drink or shake, ready-to-drink (Ensure)', 252]] },
  // green curry: USDA has no Thai curry, chicken curry cup 240; jasmine rice is FNDDS's plain cooked white rice, cup 158
  {
    family: 'blind 25',
    kind: 'cuisines',
    sentence: 'Dinner at the Thai place: a cup of chicken green curry over a cup of jasmine rice.',
    reference: [
      ['Chicken curry', 240],
      ['Rice, white, cooked, no added fat', 158],
    ],
  },
  // Jamaican meat pie is FNDDS's beef empanada, regular/large 130; rice and peas (kidney beans) = rice and red beans, cup 157
  {
    family: 'blind 25',
    kind: 'cuisines',
    sentence: 'A Jamaican beef patty and a cup of rice and peas.',
    reference: [
      ['Empanada, beef', 130],
      ['Restaurant, Latino, Arroz con habichuelas colorados (Rice And Red Beans)', 157],
    ],
  },
  // doro wat: USDA has no entry, its parts: stewed chicken leg, skin not eaten, medium leg 130; hard-boiled egg large 50;
  // injera 12" 127
  {
    family: 'blind 25',
    kind: 'cuisines',
    sentence: 'At the Ethiopian restaurant I had doro wat, one chicken leg and one hard-boiled egg in the sauce, with a whole injera.',
    reference: [
      ['Chicken leg, drumstick and thigh, stewed, skin not eaten', 130],
      ['Egg, whole, cooked, hard-boiled', 50],
      ['Injera, Ethiopian bread', 127],
    ],
  },
  // chicken fried steak is FNDDS's country fried steak, regular 160; country cream gravy ¼ cup 59; Denny's hash browns serving 124
  {
    family: 'blind 25',
    kind: 'several foods',
    sentence: "At Denny's: a chicken fried steak with a quarter cup of country gravy and an order of hash browns.",
    reference: [
      ['Beef, steak, country fried', 160],
      ["Gravy, CAMPBELL'S, country style cream", 59],
      ["DENNY'S, hash browns", 124],
    ],
  },
  // barbecue pork sandwich on white bun, regular 180; deviled egg 30 × 2; potato salad made with mayonnaise cup 275
  {
    family: 'blind 25',
    kind: 'several foods',
    sentence: 'At the cookout I had a pulled pork sandwich, two deviled eggs and a cup of potato salad.',
    reference: [
      ['Barbecue pork sandwich, on white bun', 180],
      ['Egg, deviled', 60],
      ['Potato salad with egg, made with mayonnaise', 275],
    ],
  },
  // quiche Lorraine (bacon) = quiche with meat, piece (1/8 of 9") 192
  { family: 'blind 25', kind: 'single food', sentence: 'A slice of quiche Lorraine at Sunday brunch.', reference: [['Quiche with meat, poultry or fish', 192]] },
  // sugar cookie medium 30 × 3
  { family: 'blind 25', kind: 'single food', sentence: 'I baked sugar cookies and ate three medium ones.', reference: [['Cookie, butter or sugar', 90]] },
  // Red Bull can (8.4 fl oz) 260 × 2
  { family: 'blind 25', kind: 'fast food and drinks', sentence: 'Two 8.4 oz cans of Red Bull while cramming for finals.', reference: [['Energy drink (Red Bull)', 520]] },

  // Hurried phone chat
  // grilled cheese, bread and cheese not said, sandwich 116 × ½; Goldfish, a handful 1 oz 28.35
  {
    family: 'blind 25',
    kind: 'typos',
    sentence: 'ate half my kids grilld cheese + a handful of goldfish',
    reference: [
      ['Grilled cheese sandwich, NFS', 58],
      ['Crackers, cheese (Goldfish)', 28.35],
    ],
  },
  // Uncrustables (FNDDS names them under this entry), sandwich 60 × 2
  { family: 'blind 25', kind: 'units and amounts', sentence: '2 uncrustables, same lunch as the kids lol', reference: [['Peanut butter and jelly sandwich, frozen commercial product without crusts', 120]] },
  // honey bun is FNDDS's frosted cinnamon bun, medium 90; brewed coffee fl oz 30 × 16; liquid creamer individual container 15 × 2
  {
    family: 'blind 25',
    kind: 'fast food and drinks',
    sentence: 'honey bun + 16oz coffee w 2 creamers, gas station 3am',
    reference: [
      ['Roll, sweet, cinnamon bun, frosted', 90],
      [BREWED_COFFEE, 480],
      ['Coffee creamer, liquid', 30],
    ],
  },
  // beef taquito, small/regular 70 × 2; Slurpee is FNDDS's slush frozen drink, fl oz 30 × 32
  {
    family: 'blind 25',
    kind: 'units and amounts',
    sentence: '2 beef taquitos off the roller grill + 32oz slurpee',
    reference: [
      ['Taquito, beef or pork', 140],
      ['Slush frozen drink', 960],
    ],
  },
  // frozen bean and cheese burrito, burrito 129
  { family: 'blind 25', kind: 'single food', sentence: 'frozen bean n cheese burrito, nuked it, ate the whole thing', reference: [['Burrito, bean and cheese, frozen', 129]] },
  // instant ramen: package without flavor packet 81 + packet 5.8
  { family: 'blind 25', kind: 'single food', sentence: 'ramen 1 pack w/ the flavor packet, broke college kid dinner', reference: [['Soup, ramen noodle, any flavor, dry', 86.8]] },
  // sausage pizza = pizza with meat other than pepperoni, restaurant, crust not said, piece (large pizza) 138 × 2
  {
    family: 'blind 25',
    kind: 'fast food and drinks',
    sentence: '2 slices lg sausage pizza @ the dining hall',
    reference: [['Pizza with meat other than pepperoni, from restaurant or fast food, NS as to type of crust', 276]],
  },
  // Froot Loops cup 29 × 1½; 2% milk cup 245 (as in the cases file)
  {
    family: 'blind 25',
    kind: 'units and amounts',
    sentence: 'froot loops 1.5c + 1c 2% milk',
    reference: [
      ["Cereals ready-to-eat, KELLOGG, KELLOGG'S FROOT LOOPS", 43.5],
      ['Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D', 245],
    ],
  },
  // bibimbap cup 162 × 2; kimchi cup 150 × ¼
  {
    family: 'blind 25',
    kind: 'cuisines',
    sentence: 'bibimbap 2c + kimchi 1/4 cup',
    reference: [
      ['Bibimbap, Korean', 324],
      ['Kimchi', 37.5],
    ],
  },
  // Korean fried chicken wings: wings with other sauces, restaurant, drummette 35 × 6
  { family: 'blind 25', kind: 'typos', sentence: 'korean fried chiken wings 6 pcs', reference: [['Chicken "wings" with other sauces or seasoning, from fast food / restaurant', 210]] },
  // banh mi: USDA has no entry, pork sandwich (any size) 115; brewed coffee fl oz 30 × 12; sweetened condensed milk fl oz 38 = 2 tbsp
  {
    family: 'blind 25',
    kind: 'cuisines',
    sentence: 'banh mi w grilled pork + 12oz iced coffee w/ 2tbsp condensed milk',
    reference: [
      ['Pork sandwich', 115],
      [BREWED_COFFEE, 360],
      ['Milk, condensed, sweetened', 38],
    ],
  },
  // shrimp creole with rice, 350 g said
  { family: 'blind 25', kind: 'units and amounts', sentence: 'shrimp creole over rice 350g', reference: [['Shrimp creole, with rice', 350]] },
  // dirty rice cup 198; fried shrimp, size not said, small/medium shrimp 10 × 8
  {
    family: 'blind 25',
    kind: 'typos',
    sentence: 'dirty rice 1c + 8 fride shrimp, cajun place',
    reference: [
      ['Dirty rice', 198],
      ['Shrimp, fried', 80],
    ],
  },
  // spanakopita regular/large 120; dolmas (rice-stuffed) roll 56 × 4
  {
    family: 'blind 25',
    kind: 'typos',
    sentence: 'spanakopita + 4 dolmas from the greek place, prety good',
    reference: [
      ['Spanakopita', 120],
      ['Grape leaves stuffed with rice', 224],
    ],
  },
  // prune juice 180 ml = 6.09 fl oz × 31
  { family: 'blind 25', kind: 'units and amounts', sentence: 'prune juice 180ml', reference: [['Prune juice, 100%', 188.7]] },
  // chocolate milkshake (fast food, the only shop-made one) fl oz 28 × 16
  { family: 'blind 25', kind: 'fast food and drinks', sentence: 'choc shake 16oz @ the diner', reference: [['Milk shake, fast food, chocolate', 448]] },
  // scrambled egg cup 220 × ½; pork sausage, breakfast size link 20 × 2
  {
    family: 'blind 25',
    kind: 'typos',
    sentence: 'dinning hall bfast: 1/2c scrambled eggs + 2 sausge links',
    reference: [
      ['Egg, whole, cooked, scrambled', 110],
      ['Pork sausage', 40],
    ],
  },

  // Dictated
  // cream of tomato soup cup 255; ham sandwich on white, regular 115 × ½
  {
    family: 'blind 25',
    kind: 'several foods',
    sentence: 'So for lunch I had a cup of cream of tomato soup and half a ham sandwich',
    reference: [
      ['Soup, cream of tomato', 255],
      ['Ham sandwich on white', 57.5],
    ],
  },
  // boiled egg 50 × 2; toasted white bread, medium or regular slice 25; butter with no amount on a slice 5 (as in the cases file)
  {
    family: 'blind 25',
    kind: 'several foods',
    sentence: 'For breakfast I had 2 soft boiled eggs and a slice of white toast with butter',
    reference: [
      ['Egg, whole, boiled or poached', 100],
      ['Bread, white, toasted', 25],
      ['Butter, salted', 5],
    ],
  },
  // the corrected count: prune 8 × 4; Kellogg's Raisin Bran cup 59; skim milk cup 244 × ½
  {
    family: 'blind 25',
    kind: 'several foods',
    sentence: 'I had a cup of Raisin Bran with um half a cup of skim milk and 5 prunes no make that 4 prunes',
    reference: [
      ["Cereals ready-to-eat, KELLOGG, KELLOGG'S RAISIN BRAN", 59],
      ['Milk, fat free (skim)', 122],
      ['Prune, dried', 32],
    ],
  },
  // the corrected count: light beer can or bottle (12 fl oz) 360 × 2; buffalo wings = wings with hot sauce, restaurant, drummette 35 × 6
  {
    family: 'blind 25',
    kind: 'fast food and drinks',
    sentence: 'At happy hour I had 3 light beers no wait 2 light beers and like 6 buffalo wings',
    reference: [
      ['Beer, light', 720],
      ['Chicken "wings" with hot sauce, from fast food / restaurant', 210],
    ],
  },
  // fried chicken cooked in the kitchen (from raw), skin and coating eaten: medium drumstick 85, medium thigh 110; mashed potatoes cup 250
  {
    family: 'blind 25',
    kind: 'several foods',
    sentence: 'In the dining hall I had fried chicken a drumstick and a thigh and a cup of mashed potatoes',
    reference: [
      ['Chicken drumstick, fried, coated, skin / coating eaten, from raw', 85],
      ['Chicken thigh, fried, coated, skin / coating eaten, from raw', 110],
      ['Potato, mashed, NFS', 250],
    ],
  },
  // the corrected size: Monster can or bottle (16 fl oz) 496
  { family: 'blind 25', kind: 'fast food and drinks', sentence: 'I had a Monster energy drink the big 24 ounce one no sorry the 16 ounce', reference: [['Energy drink (Monster)', 496]] },
  // leftover spaghetti with meat sauce = pasta with tomato-based sauce and meat, home recipe, cup 250 × 2
  {
    family: 'blind 25',
    kind: 'units and amounts',
    sentence: 'I worked a double and got home at midnight and ate 2 cups of leftover spaghetti with meat sauce',
    reference: [['Pasta with tomato-based sauce and meat, home recipe', 500]],
  },
  // Mountain Dew: the yellow-green citrus soda with caffeine, 16 fl oz 473, so 20 fl oz 591.25
  {
    family: 'blind 25',
    kind: 'fast food and drinks',
    sentence: 'Stopped at the gas station on the way to my night shift and got a 20 ounce Mountain Dew',
    reference: [['Beverages, yellow green colored citrus soft drink with caffeine', 591.25]],
  },
  // jambalaya, big plate: usual helping 305 × 1.3
  { family: 'blind 25', kind: 'cuisines', sentence: 'I had a big plate of jambalaya at the crawfish festival', reference: [['Jambalaya with meat and rice', 396.5]] },
  // roasted spareribs, 200 g said; baked beans cup 260
  {
    family: 'blind 25',
    kind: 'several foods',
    sentence: 'At the barbecue I had like 200 grams of spare ribs and a cup of baked beans',
    reference: [
      ['Pork, fresh, spareribs, separable lean and fat, cooked, roasted', 200],
      ['Baked beans', 260],
    ],
  },
  // Belgian waffle 135; strawberries cup sliced 166; whipped cream, "some": Quantity not specified 20
  {
    family: 'blind 25',
    kind: 'several foods',
    sentence: 'For brunch I had a Belgian waffle with um a cup of sliced strawberries and some whipped cream',
    reference: [
      ['Waffle, NFS', 135],
      ['Strawberries, raw', 166],
      ['Cream, whipped', 20],
    ],
  },
  // Korean barbecue short ribs (galbi): USDA weighs cooked short ribs only braised (boneless, lean and fat), 8 oz 226.8
  {
    family: 'blind 25',
    kind: 'cuisines',
    sentence: 'We went out for Korean barbecue and I had about 8 ounces of short ribs',
    reference: [['Beef, chuck, short ribs, boneless, separable lean and fat, trimmed to 0" fat, all grades, cooked, braised', 226.8]],
  },
  // ham and cheese Hot Pocket, regular/large 130 × 2
  { family: 'blind 25', kind: 'units and amounts', sentence: 'After my night shift I microwaved 2 Hot Pockets the ham and cheese ones', reference: [['Turnover or hot pocket, ham', 260]] },
  // gumbo with rice, a bowl: cup 244 × 1½
  { family: 'blind 25', kind: 'cuisines', sentence: 'I had a bowl of chicken and sausage gumbo with rice', reference: [['Gumbo with rice', 366]] },
  // lemon bar medium 38 × 2
  { family: 'blind 25', kind: 'single food', sentence: 'I baked lemon bars um and had 2 of the medium ones', reference: [['Cookie, lemon bar', 76]] },
  // the corrected pie: pumpkin, large slice 250
  { family: 'blind 25', kind: 'single food', sentence: 'For Thanksgiving dessert I had a big slice of pecan pie no wait pumpkin pie', reference: [['Pie, pumpkin', 250]] },
];
