/**
 * Blind set 17, written without looking at the engine: set A is home-cooked and restaurant meals as people describe
 * them in a chat (dishes with their parts, leftovers, half portions, shared dishes, cooking methods, cuisines); set B is
 * hurried phone chat about snacks, drinks and fast food. References follow the portion conventions at the top of
 * assistant-meal-text.cases.ts; coffee-shop sizes are their fluid ounces (tall 12, grande 16, venti 20 hot and 24 iced),
 * and a range is its midpoint.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const WHITE_RICE = 'Rice, white, long-grain, regular, enriched, cooked';
const BROCCOLI_STEAMED = 'Broccoli, fresh, cooked, no added fat';
const SUGAR = 'Sugar, white, granulated or lump';

export const BLIND_17_CASES: MealTextCase[] = [
  // Stir fry usual helping 121 g; rice 1 cup 158 g
  {
    family: 'blind 17',
    kind: 'several foods',
    sentence: 'beef stir fry over a cup of white rice for dinner',
    reference: [
      ['Stir fried beef and vegetables in soy sauce', 121],
      [WHITE_RICE, 158],
    ],
  },
  // Pot roast regular slice 60 g × 2; mashed potatoes 1 cup 250 g; regular carrot 60 g × 2
  {
    family: 'blind 17',
    kind: 'several foods',
    sentence: 'pot roast, two slices, with a cup of mashed potatoes and a couple of carrots',
    reference: [
      ['Beef, pot roast', 120],
      ['Potato, mashed, NFS', 250],
      ['Carrots, fresh, cooked, no added fat', 120],
    ],
  },
  // Lasagna usual helping 250 g × ½
  { family: 'blind 17', kind: 'units and amounts', sentence: 'half a plate of leftover lasagna', reference: [['Lasagna with meat', 125]] },
  // Thigh 70 g; broccoli 1 cup 155 g
  {
    family: 'blind 17',
    kind: 'several foods',
    sentence: 'grilled skinless chicken thigh with a cup of steamed broccoli',
    reference: [
      ['Chicken thigh, grilled without sauce, skin not eaten', 70],
      [BROCCOLI_STEAMED, 155],
    ],
  },
  // Thick chop 180 g (pan fried, not coated)
  { family: 'blind 17', kind: 'single food', sentence: 'a thick bone-in pork chop, pan fried', reference: [['Pork, chop, NS as to fat eaten', 180]] },
  // 6 oz = 170.1 g (air frying is dry oven heat: baked); medium sweet potato 150 g
  {
    family: 'blind 17',
    kind: 'several foods',
    sentence: '6 oz of air-fried salmon and a medium baked sweet potato',
    reference: [
      ['Fish, salmon, baked or broiled', 170.1],
      ['Sweet potato, baked, NS as to fat', 150],
    ],
  },
  // 1 cup each 155 g, no fat in the vegetables since the oil is logged; oil 1 tbsp 13.5 g
  {
    family: 'blind 17',
    kind: 'several foods',
    sentence: 'roasted broccoli and cauliflower, a cup of each, drizzled with a tablespoon of olive oil',
    reference: [
      [BROCCOLI_STEAMED, 155],
      ['Cauliflower, fresh, cooked, no added fat', 155],
      ['Oil, olive, salad or cooking', 13.5],
    ],
  },
  // Large pizza 996 g × ½
  {
    family: 'blind 17',
    kind: 'units and amounts',
    sentence: 'split a large pepperoni pizza with my roommate, half each',
    reference: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', 498]],
  },
  // Kung pao usual helping 121 g; rice 1 cup 158 g
  {
    family: 'blind 17',
    kind: 'cuisines',
    sentence: 'kung pao chicken and a cup of steamed rice',
    reference: [
      ['Kung pao chicken', 121],
      [WHITE_RICE, 158],
    ],
  },
  // Bibimbap usual helping 121 g
  { family: 'blind 17', kind: 'cuisines', sentence: 'had bibimbap for lunch', reference: [['Bibimbap, Korean', 121]] },
  // Adobo with rice usual helping 244 g × 1.3
  { family: 'blind 17', kind: 'cuisines', sentence: 'chicken adobo over rice, a big plate', reference: [['Adobo, with rice', 317.2]] },
  // Bowl of soup 1½ cups: 245 g × 1.5
  { family: 'blind 17', kind: 'cuisines', sentence: 'a bowl of ramen with pork and a soft boiled egg', reference: [['Ramen bowl with meat and egg', 367.5]] },
  // Dumpling 25 g × 6; soup 1 cup 245 g
  {
    family: 'blind 17',
    kind: 'cuisines',
    sentence: '6 steamed pork dumplings and a cup of hot and sour soup',
    reference: [
      ['Wonton, dumpling or pot sticker, steamed', 150],
      ['Soup, hot and sour', 245],
    ],
  },
  // Gyro 200 g; a side of tabbouleh is its usual helping 80 g
  {
    family: 'blind 17',
    kind: 'cuisines',
    sentence: 'a gyro with a side of tabbouleh',
    reference: [
      ['Gyro sandwich', 200],
      ['Tabbouleh', 80],
    ],
  },
  // Shish kabob 202 g × 2
  { family: 'blind 17', kind: 'cuisines', sentence: 'two lamb shish kebabs', reference: [['Lamb shish kabob with vegetables, excluding potatoes', 404]] },
  // Tamale 140 g × 3
  { family: 'blind 17', kind: 'units and amounts', sentence: '3 pork tamales', reference: [['Tamale, pork', 420]] },
  // Half circle 70 g
  { family: 'blind 17', kind: 'units and amounts', sentence: 'ate half a chicken quesadilla', reference: [['Quesadilla, chicken', 70]] },
  // Enchilada 150 g × 2; refried beans 1 cup 260 g × ½
  {
    family: 'blind 17',
    kind: 'cuisines',
    sentence: 'two chicken enchiladas with half a cup of refried beans',
    reference: [
      ['Enchilada, chicken', 300],
      ['Refried beans', 130],
    ],
  },
  // Carnitas 1 cup 135 g; small corn tortilla 18 g × 2
  {
    family: 'blind 17',
    kind: 'cuisines',
    sentence: 'a cup of pork carnitas with 2 small corn tortillas',
    reference: [
      ['Pork, carnitas', 135],
      ['Tortilla, corn', 36],
    ],
  },
  // Biryani usual helping 245 g; regular/large samosa 100 g × 2
  {
    family: 'blind 17',
    kind: 'cuisines',
    sentence: 'a plate of chicken biryani and two big vegetable samosas',
    reference: [
      ['Biryani with chicken', 245],
      ['Samosa', 200],
    ],
  },
  // Oxtail usual helping 85 g; plantain slice 25 g × 3
  {
    family: 'blind 17',
    kind: 'cuisines',
    sentence: 'oxtail stew with 3 slices of fried plantain',
    reference: [
      ['Beef, oxtails', 85],
      ['Plantain, cooked with oil', 75],
    ],
  },
  // Nigiri piece 35 g × 5; edamame 1 cup 160 g × ½
  {
    family: 'blind 17',
    kind: 'cuisines',
    sentence: 'five pieces of tuna nigiri and half a cup of edamame',
    reference: [
      ['Sushi, topped with tuna', 175],
      ['Edamame, cooked', 80],
    ],
  },
  // Grits 1 cup 240 g; large shrimp 15 g × 6
  {
    family: 'blind 17',
    kind: 'cuisines',
    sentence: 'shrimp and grits: a cup of cheese grits with 6 large shrimp',
    reference: [
      ['Grits, with cheese, NS as to fat', 240],
      ['Shrimp, NFS', 90],
    ],
  },
  // Bowl of stew 1½ cups: 244 g × 1.5
  { family: 'blind 17', kind: 'cuisines', sentence: 'a bowl of gumbo with rice', reference: [['Gumbo with rice', 366]] },
  // Biscuit 45 g × 2; gravy 1 cup 240 g × ½
  {
    family: 'blind 17',
    kind: 'several foods',
    sentence: 'two biscuits with half a cup of sausage gravy',
    reference: [
      ['Biscuit, NFS', 90],
      ['Sausage gravy', 120],
    ],
  },
  // Home-fried medium drumstick 85 g × 2; mac and cheese 1 cup 230 g; collards usual helping 68 g
  {
    family: 'blind 17',
    kind: 'several foods',
    sentence: "my mom's fried chicken, 2 drumsticks, with a cup of mac and cheese and some collard greens",
    reference: [
      ['Chicken drumstick, fried, coated, skin / coating eaten, from raw', 170],
      ['Macaroni or noodles with cheese', 230],
      ['Collards, NS as to form, cooked', 68],
    ],
  },
  // Fried egg 55 g × 2; hash browns 1 cup 160 g
  {
    family: 'blind 17',
    kind: 'several foods',
    sentence: 'two fried eggs sunny side up and a cup of hash browns',
    reference: [
      ['Egg, whole, fried, NS as to fat', 110],
      ['Potato, hash brown, NFS', 160],
    ],
  },
  // French toast slice 65 g × 3; syrup 1 tbsp 20 g
  {
    family: 'blind 17',
    kind: 'units and amounts',
    sentence: '3 slices of french toast with a tablespoon of maple syrup',
    reference: [
      ['French toast, plain', 195],
      ['Syrups, maple', 20],
    ],
  },
  // 65 g per egg × 3
  {
    family: 'blind 17',
    kind: 'single food',
    sentence: 'a three egg cheese omelette cooked in butter',
    reference: [['Egg omelet or scrambled egg, with cheese, made with butter', 195]],
  },
  // Avocado fruit 150 g × ½; regular toast slice 33 g × 2
  {
    family: 'blind 17',
    kind: 'several foods',
    sentence: 'half an avocado mashed on 2 slices of whole wheat toast',
    reference: [
      ['Avocado, raw', 75],
      ['Bread, whole wheat, toasted', 66],
    ],
  },
  // Large slice 144 g
  { family: 'blind 17', kind: 'single food', sentence: 'a thick slice of meatloaf', reference: [['Meat loaf, NS as to type of meat', 144]] },
  // Sandwich 116 g; soup 1 cup 245 g
  {
    family: 'blind 17',
    kind: 'several foods',
    sentence: 'grilled cheese with a cup of tomato soup',
    reference: [
      ['Grilled cheese sandwich, NFS', 116],
      ['Soup, tomato', 245],
    ],
  },
  // Regular sandwich 180 g
  { family: 'blind 17', kind: 'single food', sentence: 'tuna salad sandwich on wheat bread', reference: [['Tuna salad sandwich on wheat', 180]] },
  // Lo mein 1 cup 200 g × 1.5
  { family: 'blind 17', kind: 'units and amounts', sentence: 'a cup and a half of chicken lo mein', reference: [['Lo mein, with chicken', 300]] },
  // Serving 304 g × ½
  {
    family: 'blind 17',
    kind: 'fast food and drinks',
    sentence: 'ate half of my chicken parmigiana at olive garden (no pasta)',
    reference: [['OLIVE GARDEN, chicken parmigiana without pasta', 152]],
  },
  // Stick 32 g × 4
  { family: 'blind 17', kind: 'fast food and drinks', sentence: '4 mozzarella sticks at applebees', reference: [["APPLEBEE'S, mozzarella sticks", 128]] },
  // Serving 565 g
  { family: 'blind 17', kind: 'fast food and drinks', sentence: "denny's spaghetti and meatballs", reference: [["DENNY'S, spaghetti and meatballs", 565]] },
  // Steak 151 g; mac n' cheese serving 175 g
  {
    family: 'blind 17',
    kind: 'fast food and drinks',
    sentence: 'grilled sirloin and mac n cheese at cracker barrel',
    reference: [
      ['CRACKER BARREL, grilled sirloin steak', 151],
      ["CRACKER BARREL, macaroni n' cheese", 175],
    ],
  },
  // 200 g as said
  { family: 'blind 17', kind: 'units and amounts', sentence: 'about 200 g of grilled ribeye', reference: [['Beef, steak, ribeye, NS as to fat eaten', 200]] },
  // Parmigiana usual helping 209 g; spaghetti 1 cup not packed 124 g
  {
    family: 'blind 17',
    kind: 'typos',
    sentence: 'chiken parmesan with a cup of spagetti',
    reference: [
      ['Chicken or turkey parmigiana', 209],
      ['Pasta, cooked, enriched, without added salt', 124],
    ],
  },
  // Bowl of soup 1½ cups: 255 g × 1.5
  { family: 'blind 17', kind: 'typos', sentence: 'a bowl of brocoli cheddar soup', reference: [['Soup, broccoli cheese', 382.5]] },
  // Chili 1 cup 255 g × 1.5; sour cream 1 tbsp 15 g
  {
    family: 'blind 17',
    kind: 'units and amounts',
    sentence: 'a cup and a half of leftover chili with a tablespoon of sour cream',
    reference: [
      ['Chili, NFS', 382.5],
      ['Sour cream, regular', 15],
    ],
  },
  // Midpoint 9 wings × 22 g (USDA weighs a wing piece as a drummette); air-fried at home is "from other sources"
  { family: 'blind 17', kind: 'units and amounts', sentence: '8-10 air fried chicken wings', reference: [['Chicken "wings", plain, from other sources', 198]] },
  // Bowl 1½ cups: 240 g × 1.5; a splash of milk is the guideline amount per cup of hot cereal 61 g × 1.5; brown sugar 1 tsp 4.6 g
  {
    family: 'blind 17',
    kind: 'several foods',
    sentence: 'a bowl of oatmeal with a splash of milk and a teaspoon of brown sugar',
    reference: [
      ['Oatmeal, NFS', 360],
      ['Milk, NFS', 91.5],
      ['Sugar, brown', 4.6],
    ],
  },
  // Paella usual helping 300 g; glass of wine 180 g
  {
    family: 'blind 17',
    kind: 'cuisines',
    sentence: 'seafood paella and a glass of white wine',
    reference: [
      ['Paella with seafood', 300],
      ['Wine, white', 180],
    ],
  },
];

export const BLIND_17B_CASES: MealTextCase[] = [
  // Grande 16 fl oz: USDA medium 480 g
  { family: 'blind 17b', kind: 'fast food and drinks', sentence: 'grande oat milk latte', reference: [['Coffee, Latte, with non-dairy milk', 480]] },
  // Venti iced 24 fl oz × 31 g
  { family: 'blind 17b', kind: 'fast food and drinks', sentence: 'venti iced vanilla latte', reference: [['Coffee, Iced Latte, flavored', 744]] },
  // Large 600 g (20 fl oz); light cream (coffee-cream convention; was cream NS as to type) guideline 2.5 g per fl oz × 20;
  // sugar 1 tsp 4.2 g × 2
  {
    family: 'blind 17b',
    kind: 'fast food and drinks',
    sentence: 'lg iced coffee w/ cream + 2 sugars',
    reference: [
      ['Iced Coffee, brewed', 600],
      ['Cream, light', 50],
      [SUGAR, 8.4],
    ],
  },
  // Tall 12 fl oz: USDA small 360 g
  { family: 'blind 17b', kind: 'typos', sentence: 'tall cappucino', reference: [['Coffee, Cappuccino', 360]] },
  // Mug 10 fl oz × 31 g
  {
    family: 'blind 17b',
    kind: 'fast food and drinks',
    sentence: 'mug of hot cocoa w/ whipped cream ☕',
    reference: [['Hot chocolate / cocoa, with whipped cream', 310]],
  },
  // Item 435 g
  { family: 'blind 17b', kind: 'fast food and drinks', sentence: 'boba milk tea', reference: [['Tea, bubble', 435]] },
  // 12 fl oz 354 g × 2
  { family: 'blind 17b', kind: 'units and amounts', sentence: '2x bud light', reference: [['Alcoholic beverage, beer, light, BUD LIGHT', 708]] },
  // Pint 16 fl oz: can or bottle 480 g; an IPA is a stronger beer
  { family: 'blind 17b', kind: 'fast food and drinks', sentence: 'pint of ipa 🍺', reference: [['Beer, higher alcohol', 480]] },
  // Glass 6 fl oz 175.8 g (wine-glass convention; was the 5 fl oz serving)
  { family: 'blind 17b', kind: 'typos', sentence: 'glass of pinot grigo', reference: [['Alcoholic beverage, wine, table, white, Pinot Gris (Grigio)', 175.8]] },
  // Drink 225 g × 2
  { family: 'blind 17b', kind: 'units and amounts', sentence: '2 margs on the rocks', reference: [['Margarita', 450]] },
  // Drink 225 g × 3
  { family: 'blind 17b', kind: 'units and amounts', sentence: 'vodka soda x3', reference: [['Vodka and soda', 675]] },
  // Drink 180 g
  { family: 'blind 17b', kind: 'fast food and drinks', sentence: 'mimosa at brunch', reference: [['Mimosa', 180]] },
  // Can 360 g
  { family: 'blind 17b', kind: 'fast food and drinks', sentence: 'can of white claw', reference: [['Hard seltzer', 360]] },
  // Standard bar 57 g
  { family: 'blind 17b', kind: 'typos', sentence: 'snikers bar 🍫', reference: [['Candies, MARS SNACKFOOD US, SNICKERS Bar', 57]] },
  // Standard 2-cup pack 45 g
  { family: 'blind 17b', kind: 'typos', sentence: '2 reeses cups', reference: [["Candies, REESE'S Peanut Butter Cups", 45]] },
  // Standard bar 42 g
  { family: 'blind 17b', kind: 'single food', sentence: 'kitkat bar', reference: [['Candies, KIT KAT Wafer Bar', 42]] },
  // Small single serving bag 28 g
  { family: 'blind 17b', kind: 'fast food and drinks', sentence: 'sm bag of lays', reference: [['Potato chips, plain', 28]] },
  // Large single serving bag 85 g × ½
  { family: 'blind 17b', kind: 'typos', sentence: 'half a lg bag of cool ranch doritoes', reference: [['Tortilla chips, cool ranch flavor (Doritos)', 42.5]] },
  // Medium order 182 g
  {
    family: 'blind 17b',
    kind: 'fast food and drinks',
    sentence: 'med movie popcorn w butter',
    reference: [['Popcorn, movie theater, with added butter', 182]],
  },
  // 1 oz = 28.35 g
  { family: 'blind 17b', kind: 'typos', sentence: '1oz beef jerkey', reference: [['Beef jerky', 28.35]] },
  // Bar 68 g; medium banana 118 g
  {
    family: 'blind 17b',
    kind: 'several foods',
    sentence: 'clif bar + a banana pre workout',
    reference: [
      ['Nutrition bar (Clif Bar)', 68],
      ['Bananas, raw', 118],
    ],
  },
  // Scoop 26 g; 12 fl oz × 30.5 g
  {
    family: 'blind 17b',
    kind: 'typos',
    sentence: 'protien shake: 1 scoop whey w/ 12oz almond milk',
    reference: [
      ['Nutritional powder mix, whey based, NFS', 26],
      ['Almond milk, NFS', 366],
    ],
  },
  // 8.4 fl oz can 260 g
  { family: 'blind 17b', kind: 'units and amounts', sentence: 'red bull 8.4oz', reference: [['Energy drink (Red Bull)', 260]] },
  // Sandwich 187 g; hash browns serving 77 g
  {
    family: 'blind 17b',
    kind: 'typos',
    sentence: 'chickfila chkn sandwhich + hashbrowns',
    reference: [
      ['CHICK-FIL-A, chicken sandwich', 187],
      ['CHICK-FIL-A, hash browns', 77],
    ],
  },
  // Taco 69 g × 3; burrito 185 g
  {
    family: 'blind 17b',
    kind: 'fast food and drinks',
    sentence: 'taco bell 3 crunchy tacos + bean burrito',
    reference: [
      ['TACO BELL, Original Taco with beef, cheese and lettuce', 207],
      ['TACO BELL, Bean Burrito', 185],
    ],
  },
  // Strip 54 g × 3
  { family: 'blind 17b', kind: 'fast food and drinks', sentence: 'popeyes 3pc tenders', reference: [['POPEYES, Mild Chicken Strips, analyzed 2006', 162]] },
  // Small 12 oz cup 227 g
  { family: 'blind 17b', kind: 'fast food and drinks', sentence: 'wendys sm frosty', reference: [["WENDY'S, Frosty Dairy Dessert", 227]] },
  // McDouble 140 g; medium fries 117 g
  {
    family: 'blind 17b',
    kind: 'fast food and drinks',
    sentence: 'mcdouble + med fries',
    reference: [
      ['McDouble (McDonalds)', 140],
      ["McDONALD'S, french fries", 117],
    ],
  },
  // Whopper Jr 135 g; large fries 160 g
  {
    family: 'blind 17b',
    kind: 'typos',
    sentence: 'whoper jr w/ lg fries',
    reference: [
      ['Whopper Jr (Burger King)', 135],
      ['BURGER KING, french fries', 160],
    ],
  },
  // Sandwich 126 g; hash brown patty 53 g
  {
    family: 'blind 17b',
    kind: 'several foods',
    sentence: 'egg mcmuffin and a hash brown on the way to work',
    reference: [
      ["McDONALD'S, Egg McMUFFIN", 126],
      ["McDONALD'S, Hash Brown", 53],
    ],
  },
  // 6 inch sub 184 g
  {
    family: 'blind 17b',
    kind: 'fast food and drinks',
    sentence: '6 inch turkey sub from subway',
    reference: [['SUBWAY, turkey breast sub on white bread with lettuce and tomato', 184]],
  },
  // Slice 113 g × 2
  {
    family: 'blind 17b',
    kind: 'fast food and drinks',
    sentence: '2 slices dominos pepperoni',
    reference: [['DOMINO\'S 14" Pepperoni Pizza, Classic Hand-Tossed Crust', 226]],
  },
  // Regular 337 g
  { family: 'blind 17b', kind: 'single food', sentence: 'oreo mcflurry reg size', reference: [["McDONALD'S, McFLURRY with OREO cookies", 337]] },
  // 10 pieces 159 g; sauce package 28 g × 2
  {
    family: 'blind 17b',
    kind: 'typos',
    sentence: 'mcnugets 10pc w 2 bbq sauces',
    reference: [
      ["McDONALD'S, Chicken McNUGGETS", 159],
      ["McDONALD'S, Barbeque Sauce", 56],
    ],
  },
  // 16 fl oz × 27 g
  { family: 'blind 17b', kind: 'units and amounts', sentence: '16oz strawberry banana smoothie', reference: [['Fruit smoothie, NFS', 432]] },
];
