/**
 * Blind set 33, written without looking at the engine: people who track macros and weigh their food (grams and ounces
 * of cooked chicken, ground turkey, salmon and rice, scoops of protein powder, egg whites by the cup, rice cakes,
 * cottage cheese, overnight oats, meal-prep containers), branded packaged foods (Clif and Kind bars, Chobani, Fage
 * and Oikos yogurt, Uncrustables, Lean Cuisine, Healthy Choice, Hot Pockets, Pop-Tarts, Goldfish, Cheez-Its,
 * Kirkland rotisserie chicken), college dining halls and dorm food (instant ramen, cereal, pizza slices, mac and
 * cheese cups), office snacks and vending machines, and convenience stores (Wawa, Sheetz, 7-Eleven and QuikTrip:
 * roller-grill hot dogs and taquitos, hoagies, Slurpees, energy drinks), away from the dishes of sets 16–30. A third
 * are careful sentences, a third hurried phone chat (lowercase, shorthand such as chx, pb, evoo, w/ and 1/2c, amounts
 * after the food, glued numbers and units, emoji) and a third dictated the way speech recognition returns it (no
 * punctuation, first word capitalised, digits for counts, fillers, self-corrections where the corrected food or
 * amount is the one eaten). About half name two or more foods.
 * References follow the portion conventions at the top of assistant-meal-text.cases.ts; a weight or volume said is the
 * amount eaten (a meat's or fish's weight is its cooked weight; millilitres at the food's own grams per cup, 240 ml),
 * a counted item with no size is the food's own item (or medium/regular) portion, a scoop of protein powder is the
 * scoop USDA gives that powder, egg whites by the cup are USDA's egg white omelet with no added fat (a fat named is
 * an item of its own), a slice of pizza is the survey's first "piece" of the pizza named, a small bag of chips or
 * pretzels is the survey's small single serving bag (Goldfish, which USDA sizes only "small or medium", that bag), a
 * 6-inch hoagie or sub is USDA's 6 inch sub, a food said "with" another with no amount is the survey's "Quantity not
 * specified", and a drink given in ounces is its fluid ounces at the drink's own grams per fl oz. A dish
 * USDA has no entry for takes the closest generic one (named in the comment). The USDA portion each reference uses is
 * in the comment above it.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const CHICKEN_BREAST = 'Chicken breast, baked, broiled, or roasted, skin not eaten, from raw';
const WHITE_RICE = 'Rice, white, cooked, no added fat';
const EGG_WHITES = 'Egg white omelet, scrambled, or fried, no added fat';
const WHEY = 'Nutritional powder mix, whey based, NFS';
const OATS_DRY = 'Cereals, oats, regular and quick, not fortified, dry';
const KIND_BAR = 'Cereal or granola bar (KIND Fruit and Nut Bar)';
const HARD_BOILED_EGG = 'Egg, whole, cooked, hard-boiled';
const MILK_2 = 'Milk, reduced fat (2%)';

export const BLIND_33_CASES: MealTextCase[] = [
  // Careful sentences
  // chicken breast grilled without sauce, skinless, oz 28.35 × 6; white rice, weight said 200
  {
    family: 'blind 33',
    kind: 'units and amounts',
    sentence: 'Weighed lunch: 6 oz of grilled chicken breast and 200 g of cooked white rice.',
    reference: [
      ['Chicken breast, grilled without sauce, skin not eaten', 170.1],
      [WHITE_RICE, 200],
    ],
  },
  // egg white omelet, no added fat, cup 135; turkey bacon, slice 11 × 2
  {
    family: 'blind 33',
    kind: 'several foods',
    sentence: 'A cup of egg whites scrambled in a nonstick pan with no oil, plus two slices of turkey bacon.',
    reference: [
      [EGG_WHITES, 135],
      ['Turkey bacon, cooked', 22],
    ],
  },
  // Snickers, bar 57
  {
    family: 'blind 33',
    kind: 'single food',
    sentence: 'Got a Snickers out of the vending machine on the third floor around 3pm.',
    reference: [['Candies, MARS SNACKFOOD US, SNICKERS Bar', 57]],
  },
  // crustless frozen PB&J (Uncrustables), sandwich 60 × 2; part-skim mozzarella string cheese, stick 28.35
  {
    family: 'blind 33',
    kind: 'several foods',
    sentence: 'Two Uncrustables and a stick of string cheese between my morning classes.',
    reference: [
      ['Peanut butter and jelly sandwich, frozen commercial product without crusts', 120],
      ['Cheese, Mozzarella, part skim', 28.35],
    ],
  },
  // pizza pocket with meat, regular/large 130
  {
    family: 'blind 33',
    kind: 'single food',
    sentence: 'Heated up a pepperoni Hot Pocket in the office microwave.',
    reference: [['Turnover or hot pocket, pizza pocket, meat', 130]],
  },
  // 1% cottage cheese, cup 226 × ½; pineapple, cup 165 × ½
  {
    family: 'blind 33',
    kind: 'several foods',
    sentence: 'Half a cup of 1% cottage cheese with half a cup of fresh pineapple chunks.',
    reference: [
      ['Cheese, cottage, lowfat, 1% milkfat', 113],
      ['Pineapple, raw, all varieties', 82.5],
    ],
  },
  // oats dry, weight said 40; unsweetened almond milk, cup 244 × 150/240; chia seeds, tablespoon = cup 168 ÷ 16
  {
    family: 'blind 33',
    kind: 'units and amounts',
    sentence: 'Overnight oats: 40 g rolled oats, 150 ml unsweetened almond milk and a tablespoon of chia seeds.',
    reference: [
      [OATS_DRY, 40],
      ['Almond milk, unsweetened', 152.5],
      ['Chia seeds', 10.5],
    ],
  },
  // Chobani vanilla, 5.3 oz 150
  {
    family: 'blind 33',
    kind: 'single food',
    sentence: "A vanilla Chobani Greek yogurt at my desk before the 10 o'clock meeting.",
    reference: [['Yogurt, Greek, nonfat, vanilla, CHOBANI', 150]],
  },
  // cheese pizza, restaurant, NS crust, piece 119 × 2
  {
    family: 'blind 33',
    kind: 'units and amounts',
    sentence: 'Two slices of cheese pizza from the dining hall late last night.',
    reference: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', 238]],
  },
  // teriyaki chicken with rice, diet frozen meal, Lean Cuisine meal 312
  {
    family: 'blind 33',
    kind: 'single food',
    sentence: 'A Lean Cuisine teriyaki chicken with rice for lunch at work.',
    reference: [['Teriyaki chicken with rice and vegetable, diet frozen meal', 312]],
  },
  // Italian hoagie = cold cut sub, 6 inch sub 196
  {
    family: 'blind 33',
    kind: 'fast food and drinks',
    sentence: 'A 6-inch Italian hoagie from Wawa, eaten in the car.',
    reference: [['Fast foods, submarine sandwich, cold cut on white bread with lettuce and tomato', 196]],
  },
  // beef taquito, small/regular 70 × 2; slush, medium 660
  {
    family: 'blind 33',
    kind: 'fast food and drinks',
    sentence: 'At 7-Eleven I grabbed two beef taquitos off the roller grill and a medium Slurpee.',
    reference: [
      ['Taquito, beef or pork', 140],
      ['Slush frozen drink', 660],
    ],
  },
  // whey powder, scoop 26; 2% milk, fl oz 30.5 × 12
  {
    family: 'blind 33',
    kind: 'units and amounts',
    sentence: 'One scoop of whey protein mixed into 12 oz of 2% milk after the gym.',
    reference: [
      [WHEY, 26],
      [MILK_2, 366],
    ],
  },
  // rotisserie chicken breast, oz 28.35 × 5
  {
    family: 'blind 33',
    kind: 'units and amounts',
    sentence: 'Five ounces of Kirkland rotisserie chicken breast, pulled off the bone and weighed.',
    reference: [['Chicken, broilers or fryers, breast, meat only, cooked, rotisserie, original seasoning', 141.75]],
  },
  // frosted strawberry Pop-Tarts, pastry 50 × 2
  {
    family: 'blind 33',
    kind: 'single food',
    sentence: 'Two frosted strawberry Pop-Tarts, which is apparently dinner during finals week.',
    reference: [["KELLOGG'S, POP-TARTS, Frosted Wild Strawberry Toaster Pastries", 100]],
  },

  // Hurried phone chat
  // oats dry 40; whey, scoop 26; peanut butter, tablespoon 16; banana, medium 118
  {
    family: 'blind 33',
    kind: 'several foods',
    sentence: 'oats 40g, whey 1 scoop, pb 1tbsp, banana',
    reference: [
      [OATS_DRY, 40],
      [WHEY, 26],
      ['Peanut butter', 16],
      ['Bananas, raw', 118],
    ],
  },
  // chicken breast, weight said 180; brown rice, cup 195 × ½; broccoli, weight said 100
  {
    family: 'blind 33',
    kind: 'units and amounts',
    sentence: 'chx 180g cooked\nbrown rice 1/2c\nbroc 100g',
    reference: [
      [CHICKEN_BREAST, 180],
      ['Rice, brown, cooked, no added fat', 97.5],
      ['Broccoli, cooked, boiled, drained, without salt', 100],
    ],
  },
  // brown rice cakes, cake 9 × 2; peanut butter, Quantity not specified 32
  {
    family: 'blind 33',
    kind: 'several foods',
    sentence: '2 rice cakes w/ pb 🥜 pre workout',
    reference: [
      ['Snacks, rice cakes, brown rice, plain, unsalted', 18],
      ['Peanut butter', 32],
    ],
  },
  // Fage 0% = plain nonfat Greek yogurt, weight said 170; blueberries, ½ cup 74; honey, tablespoon 20 ÷ 3
  {
    family: 'blind 33',
    kind: 'several foods',
    sentence: 'fage 0% 170g + 1/2c blueberries + 1tsp honey',
    reference: [
      ['Yogurt, Greek, nonfat milk, plain', 170],
      ['Blueberries, raw', 74],
      ['Honey', 6.7],
    ],
  },
  // Goldfish, small or medium single serving bag 45
  {
    family: 'blind 33',
    kind: 'single food',
    sentence: 'goldfish 1 bag 🐟 afternoon slump',
    reference: [['Crackers, cheese (Goldfish)', 45]],
  },
  // Cheez-It, cup 50
  {
    family: 'blind 33',
    kind: 'units and amounts',
    sentence: 'cheez its prob like a cup 😬 long day',
    reference: [['Crackers, cheese (Cheez-It)', 50]],
  },
  // cup of instant ramen, individual container 440; hard-boiled egg, large 50 × 2
  {
    family: 'blind 33',
    kind: 'typos',
    sentence: 'cup noodels + 2hb eggs, dorm dinner',
    reference: [
      ['Soup, ramen noodles, water added', 440],
      [HARD_BOILED_EGG, 100],
    ],
  },
  // 93% lean turkey crumbles, oz 28.35 × 6; white rice, cup 158 × ¾ (the corrected amount)
  {
    family: 'blind 33',
    kind: 'units and amounts',
    sentence: '6oz 93/7 ground turkey + 1c white rice.. actually 3/4c',
    reference: [
      ['Ground turkey, 93% lean, 7% fat, pan-broiled crumbles', 170.1],
      [WHITE_RICE, 118.5],
    ],
  },
  // KIND bar, bar 40; brewed coffee, fl oz 30 × 16
  {
    family: 'blind 33',
    kind: 'typos',
    sentence: 'kind bar + blk cofee 16oz',
    reference: [
      [KIND_BAR, 40],
      ['Coffee, brewed', 480],
    ],
  },
  // Oikos strawberry, 5.3 oz 150; almonds, oz 28.35
  {
    family: 'blind 33',
    kind: 'several foods',
    sentence: 'oikos strawberry & 1 oz almonds',
    reference: [
      ['Yogurt, Greek, strawberry, DANNON OIKOS', 150],
      ['Almonds, NFS', 28.35],
    ],
  },
  // salmon baked, oz 28.35 × 5; sweet potato baked, weight said 150; green beans cooked, cup 140
  {
    family: 'blind 33',
    kind: 'units and amounts',
    sentence: 'meal prep #3: salmon 5oz, sweet potato 150g, green beans 1c',
    reference: [
      ['Fish, salmon, baked or broiled', 141.75],
      ['Sweet potato, baked, no added fat', 150],
      ['Green beans, fresh, cooked, no added fat', 140],
    ],
  },
  // egg white omelet, cup 135 × ½; sprouted wheat toast (Ezekiel), slice 24; olive oil, tablespoon 14 ÷ 3
  {
    family: 'blind 33',
    kind: 'several foods',
    sentence: '1/2c egg whites, 1 slice ezekiel toast, 1tsp evoo',
    reference: [
      [EGG_WHITES, 67.5],
      ['Bread, sprouted wheat, toasted', 24],
      ['Olive oil', 4.67],
    ],
  },
  // sausage, egg and cheese breakfast burrito, burrito 109; Gatorade, fl oz 31 × 20
  {
    family: 'blind 33',
    kind: 'fast food and drinks',
    sentence: 'sheetz sausage egg n cheese burrito + 20oz gatorade',
    reference: [
      ['Fast foods, breakfast burrito, with egg, cheese, and sausage', 109],
      ['Sports drink (Gatorade G)', 620],
    ],
  },
  // Easy Mac cup, microwavable tub 212; albacore in water, can 172
  {
    family: 'blind 33',
    kind: 'several foods',
    sentence: 'easy mac cup + a can of albacore lol broke college kid',
    reference: [
      ['Macaroni or noodles with cheese, Easy Mac type', 212],
      ['Fish, tuna, white, canned in water, drained solids', 172],
    ],
  },
  // Slim Jim, Slim Jim 9.6 × 2; pretzels, small single serving bag 28
  {
    family: 'blind 33',
    kind: 'fast food and drinks',
    sentence: '2 slim jims + sm bag pretzels @ qt',
    reference: [
      ['Beef jerky', 19.2],
      ['Pretzels, hard, plain, salted', 28],
    ],
  },

  // Dictated
  // Muscle Milk powder, scoop 35 × 2
  {
    family: 'blind 33',
    kind: 'units and amounts',
    sentence: 'Um I had 2 scoops of Muscle Milk powder in water before bed',
    reference: [['Nutritional powder mix (Muscle Milk)', 70]],
  },
  // honey nut O's, cup 40 × 2; 2% milk, cup 244
  {
    family: 'blind 33',
    kind: 'several foods',
    sentence: 'For breakfast I had 2 cups of Honey Nut Cheerios with 1 cup of 2 percent milk',
    reference: [
      ['Cereal, O\'s, honey nut', 80],
      [MILK_2, 244],
    ],
  },
  // hard-boiled egg, large 50 × 2
  {
    family: 'blind 33',
    kind: 'single food',
    sentence: 'Grabbed 2 hard boiled eggs from the Wawa cooler on the way in',
    reference: [[HARD_BOILED_EGG, 100]],
  },
  // Clif Bar, bar 68
  {
    family: 'blind 33',
    kind: 'single food',
    sentence: 'I had a Kind bar no wait it was a Clif bar the chocolate chip one',
    reference: [['Nutrition bar (Clif Bar)', 68]],
  },
  // chicken with noodles and cheese sauce, diet frozen meal, Healthy Choice meal 241
  {
    family: 'blind 33',
    kind: 'single food',
    sentence: 'Lunch was a Healthy Choice frozen meal the chicken and noodles in cheese sauce',
    reference: [['Chicken with noodles and cheese sauce, diet frozen meal', 241]],
  },
  // skinless roasted chicken thigh, weight said 200
  {
    family: 'blind 33',
    kind: 'units and amounts',
    sentence: 'I ate 150 grams no 200 grams of chicken thigh with the skin off',
    reference: [['Chicken thigh, baked, broiled, or roasted, skin not eaten, from raw', 200]],
  },
  // hot dog on a white bun, sandwich 102; Monster, fl oz 31 × 16
  {
    family: 'blind 33',
    kind: 'fast food and drinks',
    sentence: 'At Sheetz I got a hot dog off the roller grill and a 16 ounce Monster',
    reference: [
      ['Hot dog sandwich, NFS, on white bun', 102],
      ['Energy drink (Monster)', 496],
    ],
  },
  // creamed cottage cheese, cup 210 × ½; almonds, nut 1.2 × 10
  {
    family: 'blind 33',
    kind: 'several foods',
    sentence: 'Half a cup of cottage cheese and um about 10 almonds at my desk',
    reference: [
      ['Cheese, cottage, creamed, large or small curd', 105],
      ['Almonds, NFS', 12],
    ],
  },
  // tuna sub, 6 inch sub 237
  {
    family: 'blind 33',
    kind: 'fast food and drinks',
    sentence: 'Had a tuna sub the 6 inch one from the QuikTrip cooler',
    reference: [['Fast foods, submarine sandwich, tuna on white bread with lettuce and tomato', 237]],
  },
  // whey powder, scoop 26; banana, medium 118; almond milk, cup 244
  {
    family: 'blind 33',
    kind: 'several foods',
    sentence: 'I made a protein shake with 1 scoop of whey a banana and 1 cup of almond milk',
    reference: [
      [WHEY, 26],
      ['Bananas, raw', 118],
      ['Almond milk, NFS', 244],
    ],
  },
  // mac and cheese, cup 230; breaded chicken tender, restaurant, tender 50 × 2
  {
    family: 'blind 33',
    kind: 'several foods',
    sentence: 'Dining hall dinner was a cup of mac and cheese and 2 chicken tenders',
    reference: [
      ['Macaroni or noodles with cheese', 230],
      ['Chicken tenders or strips, breaded, from restaurant', 100],
    ],
  },
  // cola, fl oz 31 × 30 (a Big Gulp is 30 fl oz)
  {
    family: 'blind 33',
    kind: 'fast food and drinks',
    sentence: 'Stopped at 7 Eleven and got a Big Gulp of Coke um the 30 ounce',
    reference: [['Soft drink, cola', 930]],
  },
  // KIND bar, bar 40 × 2
  {
    family: 'blind 33',
    kind: 'typos',
    sentence: 'Had too Kind bars from the snack drawer at work',
    reference: [[KIND_BAR, 80]],
  },
  // tilapia baked, oz 28.35 × 4; white rice, cup 158
  {
    family: 'blind 33',
    kind: 'units and amounts',
    sentence: 'I had 4 ounces of tilapia and 1 cup of jasmine rice from my meal prep',
    reference: [
      ['Fish, tilapia, baked or broiled', 113.4],
      [WHITE_RICE, 158],
    ],
  },
  // cool ranch Doritos, small single serving bag 28
  {
    family: 'blind 33',
    kind: 'single food',
    sentence: 'I got a small bag of Cool Ranch Doritos from the vending machine',
    reference: [['Tortilla chips, cool ranch flavor (Doritos)', 28]],
  },
];
