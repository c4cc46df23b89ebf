/**
 * Blind set 24, written without looking at the engine: a typical week of what US users log when they are fitness and
 * meal-prep people (weighed chicken and rice, whey shakes, egg whites, overnight oats, cottage cheese, rice cakes,
 * a bun-less turkey burger), vegetarian or vegan (tofu, tempeh, seitan, lentil and black bean soup, veggie burgers,
 * oat, almond and soy milk, a Buddha bowl), cooking Southern, soul food and Tex-Mex at home (black-eyed peas, candied
 * yams, sweet potato pie, okra, cornbread, breakfast tacos, migas, enchiladas, chili, Frito pie, kolaches, brisket),
 * and snacking and drinking through the day (popcorn by the cup, trail mix by the handful, a sleeve of crackers,
 * string cheese, sweet tea, kombucha, sparkling water, an energy drink), away from the dishes and phrasings of sets
 * 16–23. A third are careful sentences, a third hurried phone chat (lowercase, abbreviations, typos, glued numbers and
 * units) and a third dictated the way speech recognition returns it (no punctuation, first word capitalised, digits
 * for counts, fillers, self-corrections where the corrected amount is the one eaten). About half name two or more
 * foods; a few say fractions and a few name brands USDA carries (Muscle Milk, Ritz, Full Throttle, Gardenburger,
 * Silk, Fritos).
 * References follow the portion conventions at the top of assistant-meal-text.cases.ts; a weight or volume said is
 * the amount eaten (a fluid ounce at the food's own grams per fl oz; a meat's weight is its cooked weight), a counted
 * item with no size is the food's own item (or medium/regular) portion, a bowl of soup or chili is 1½ cups, a grain
 * or legume said with no cooking word is cooked and plain, a handful of trail mix or chips is 1 oz as a handful of
 * nuts is, a scoop of whey is the whey powder's own "scoop" (26 g), and a drink's bottle or can is the size said or,
 * with no size, the one USDA names. A food USDA has no entry for takes the closest generic one (named in the
 * comment). The USDA portion each reference uses is in the comment above it.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const WHEY = 'Nutritional powder mix, whey based, NFS';
const BROCCOLI_COOKED = 'Broccoli, cooked, boiled, drained, without salt';
const STRING_CHEESE = 'Cheese, Mozzarella, part skim';

export const BLIND_24_CASES: MealTextCase[] = [
  // Careful sentences
  // grilled chicken breast, skin not eaten, 6 oz 170.1; long-grain white rice cup 158; boiled broccoli ½ cup chopped 78 × 2
  {
    family: 'blind 24',
    kind: 'several foods',
    sentence: 'Meal prep lunch: 6 oz of grilled chicken breast, a cup of white rice and a cup of steamed broccoli.',
    reference: [
      ['Chicken breast, grilled without sauce, skin not eaten', 170.1],
      ['Rice, white, long-grain, regular, enriched, cooked', 158],
      [BROCCOLI_COOKED, 156],
    ],
  },
  // dry rolled oats cup 81 × ½; unsweetened almond milk cup 244 × ½; chia seeds cup 168 / 16 = 10.5 (USDA weighs no tablespoon)
  {
    family: 'blind 24',
    kind: 'several foods',
    sentence: 'Overnight oats with half a cup of rolled oats, half a cup of unsweetened almond milk and a tablespoon of chia seeds.',
    reference: [
      ['Cereals, oats, regular and quick, not fortified, dry', 40.5],
      ['Almond milk, unsweetened', 122],
      ['Chia seeds', 10.5],
    ],
  },
  // plain brown rice cake 9 × 2 (USDA's only plain rice cake weighed by the cake); almond butter tablespoon 16 × 2
  { family: 'blind 24', kind: 'several foods', sentence: 'Two plain rice cakes, each with a tablespoon of almond butter.', reference: [['Snacks, rice cakes, brown rice, plain, unsalted', 18], ['Almond butter', 32]] },
  // Muscle Milk ready-to-drink, bottle (14 fl oz) 448
  { family: 'blind 24', kind: 'fast food and drinks', sentence: 'A 14 oz bottle of Muscle Milk after the gym.', reference: [['Nutritional drink or shake, ready-to-drink (Muscle Milk)', 448]] },
  // lentil soup cup 255 × 2
  { family: 'blind 24', kind: 'units and amounts', sentence: 'Two cups of lentil soup for lunch.', reference: [['Soup, lentil', 510]] },
  // cooked quinoa cup 185; canned chickpeas, no added fat, cup 180 × ½; half an avocado 100 (as in the cases file); tahini tablespoon 15 × 2
  {
    family: 'blind 24',
    kind: 'several foods',
    sentence: 'A Buddha bowl: a cup of quinoa, half a cup of chickpeas, half an avocado and two tablespoons of tahini.',
    reference: [
      ['Quinoa, cooked', 185],
      ['Chickpeas, from canned, no added fat', 90],
      ['Avocados, raw, all commercial varieties', 100],
      ['Tahini', 30],
    ],
  },
  // extra firm tofu "0.2 block" 91, so a block is 455 and half 227.5; brown rice cup 202
  { family: 'blind 24', kind: 'units and amounts', sentence: 'Half a block of extra-firm tofu and a cup of brown rice.', reference: [['Tofu, extra firm, prepared with nigari', 227.5], ['Rice, brown, long-grain, cooked', 202]] },
  // beef enchilada (any size) 150 × 2; home Spanish rice, fat not said, cup 243 × ½
  { family: 'blind 24', kind: 'cuisines', sentence: 'Two beef enchiladas and half a cup of Spanish rice.', reference: [['Enchilada, beef', 300], ['Spanish rice, NS as to fat', 121.5]] },
  // chili with meat (no beans) cup 255 × 1½; cheddar cup shredded 113 × ¼
  {
    family: 'blind 24',
    kind: 'several foods',
    sentence: 'A bowl of beef chili with no beans, topped with a quarter cup of shredded cheddar.',
    reference: [
      ['Chili with meat', 382.5],
      ['Cheese, Cheddar', 28.25],
    ],
  },
  // black-eyed peas, form not said, cup 185; candied sweet potato cup 250 × ½
  { family: 'blind 24', kind: 'cuisines', sentence: 'A cup of black-eyed peas and half a cup of candied yams.', reference: [['Blackeyed peas, NFS', 185], ['Sweet potato, candied', 125]] },
  // sweet potato pie regular slice 150
  { family: 'blind 24', kind: 'single food', sentence: 'A slice of sweet potato pie after Sunday dinner.', reference: [['Pie, sweet potato', 150]] },
  // air-popped popcorn cup (popped) 8 × 3
  { family: 'blind 24', kind: 'units and amounts', sentence: 'Three cups of air-popped popcorn.', reference: [['Popcorn, air-popped, no butter added', 24]] },
  // bottled sweetened black iced tea, can or bottle (16.9 fl oz) 524
  { family: 'blind 24', kind: 'fast food and drinks', sentence: 'A 16.9 oz bottle of sweet tea.', reference: [['Tea, iced, bottled, black', 524]] },
  // Ritz sleeve 115
  { family: 'blind 24', kind: 'single food', sentence: 'A sleeve of Ritz crackers.', reference: [['Crackers, butter (Ritz)', 115]] },
  // trail mix, a handful 1 oz 28.35; string cheese = part-skim mozzarella stick 28.35
  { family: 'blind 24', kind: 'several foods', sentence: 'A handful of trail mix and a string cheese.', reference: [['Trail mix, NFS', 28.35], [STRING_CHEESE, 28.35]] },

  // Hurried phone chat
  // whey scoop 26 × 2; skim milk fl oz 30.5 × 10
  { family: 'blind 24', kind: 'several foods', sentence: 'protein shake 2 scoops whey w/ 10oz skim', reference: [[WHEY, 52], ['Milk, fat free (skim)', 305]] },
  // liquid egg whites measured raw, cup 243 × ½ (scrambled with no fat said)
  { family: 'blind 24', kind: 'units and amounts', sentence: '1/2c liquid egg whites scrambled', reference: [['Egg, white, raw, fresh', 121.5]] },
  // ground turkey 4 oz 113.4; pepper jack: USDA has none, Monterey Jack (its base) slice 21
  { family: 'blind 24', kind: 'several foods', sentence: '4oz turkey burger no bun + 1 slc pepperjack', reference: [['Turkey, ground', 113.4], ['Cheese, Monterey', 21]] },
  // cottage cheese, fat not said, cup 210; blueberries cup 148 × ½
  { family: 'blind 24', kind: 'typos', sentence: 'cottage chese 1c w/ 1/2c bluberries', reference: [['Cheese, cottage, NFS', 210], ['Blueberries, raw', 74]] },
  // plain nonfat Greek yogurt cup 245 (as in the cases file); whey scoop 26 × ½
  { family: 'blind 24', kind: 'units and amounts', sentence: 'greek yog 1c + 1/2 scoop whey', reference: [['Yogurt, Greek, plain, nonfat', 245], [WHEY, 13]] },
  // cooked tempeh 4 oz 113.4; boiled broccoli cup 156; soy sauce tablespoon 16
  {
    family: 'blind 24',
    kind: 'typos',
    sentence: 'tempeh 4oz + 1c brocoli + 1tbsp soy sauce',
    reference: [
      ['Tempeh, cooked', 113.4],
      [BROCCOLI_COOKED, 156],
      ['Soy sauce made from soy and wheat (shoyu)', 16],
    ],
  },
  // latte with non-dairy milk fl oz 30 × 16
  { family: 'blind 24', kind: 'fast food and drinks', sentence: 'oat milk latte 16oz', reference: [['Coffee, Latte, with non-dairy milk', 480]] },
  // Gardenburger Original patty 71 × 2
  { family: 'blind 24', kind: 'units and amounts', sentence: 'gardenburger x2 no bun', reference: [['GARDENBURGER Original, frozen, unprepared', 142]] },
  // vegetarian chili cup 255 × 1½
  { family: 'blind 24', kind: 'units and amounts', sentence: 'vegan chili 1 1/2c', reference: [['Chili, vegetarian', 382.5]] },
  // breakfast taco = egg burrito with bacon (USDA lists breakfast taco under it), item (any size) 190 × 2
  { family: 'blind 24', kind: 'cuisines', sentence: '2 bfast tacos egg n bacon', reference: [['Egg burrito, with bacon', 380]] },
  // migas: USDA files them under chilaquiles, cup 170 × 1½; corn tortilla 24 × 2
  { family: 'blind 24', kind: 'cuisines', sentence: 'migas 1.5c + 2 corn tortillas', reference: [['Chilaquiles', 255], ['Tortillas, ready-to-bake or -fry, corn', 48]] },
  // Frito pie cup 150
  { family: 'blind 24', kind: 'cuisines', sentence: 'frito pie 1c 😅', reference: [['Frito pie', 150]] },
  // fried okra cup 90; home-recipe cornbread piece 65
  { family: 'blind 24', kind: 'typos', sentence: 'fried okra 1c & 1pc cornbred', reference: [['Fried okra', 90], ['Cornbread, made from home recipe', 65]] },
  // Full Throttle can or bottle (16 fl oz) 496
  { family: 'blind 24', kind: 'fast food and drinks', sentence: 'full throttle 16oz can', reference: [['Energy drink (Full Throttle)', 496]] },
  // ready-to-eat kettle corn cup 14 × 3
  { family: 'blind 24', kind: 'units and amounts', sentence: '3c kettle corn', reference: [['Popcorn, ready-to-eat, kettle', 42]] },

  // Dictated
  // egg white omelet/scrambled, fat not said, egg white 36 × 4; whole scrambled egg large 61
  {
    family: 'blind 24',
    kind: 'several foods',
    sentence: 'Um so I had 4 egg whites and 1 whole egg scrambled together',
    reference: [
      ['Egg white omelet, scrambled, or fried, NS as to fat', 144],
      ['Egg, whole, cooked, scrambled', 61],
    ],
  },
  // tilapia, cooking not said, small/regular fillet 90 × 2; boiled asparagus ½ cup 90 × 2
  { family: 'blind 24', kind: 'several foods', sentence: 'For dinner I had 2 tilapia fillets and uh a cup of asparagus', reference: [['Fish, tilapia, NFS', 180], ['Asparagus, cooked, boiled, drained', 180]] },
  // the corrected amount: 8 oz 226.8 of grilled thighs; skin not said, meal-prep thighs are skinless (USDA has no NS-as-to-skin grilled thigh)
  { family: 'blind 24', kind: 'units and amounts', sentence: 'I had 6 ounces no 8 ounces of grilled chicken thighs', reference: [['Chicken thigh, grilled without sauce, skin not eaten', 226.8]] },
  // veggie burger on bun sandwich 160; sweet potato fries cup 60
  { family: 'blind 24', kind: 'several foods', sentence: 'So for lunch I had a veggie burger on a bun and like a cup of sweet potato fries', reference: [['Veggie burger, on bun', 160], ['Sweet potato fries, NFS', 60]] },
  // seitan: USDA lists it under the cereal- and vegetable-protein meat substitute, 3 oz 85.05; frozen mixed vegetables, cooked plain, cup 180
  {
    family: 'blind 24',
    kind: 'several foods',
    sentence: 'So I had 3 ounces of seitan with like a cup of frozen mixed vegetables',
    reference: [
      ['Meat substitute, cereal- and vegetable protein-based, fried', 85.05],
      ['Classic mixed vegetables, frozen, cooked, no added fat', 180],
    ],
  },
  // Silk plain soymilk cup 243; medium banana 118; peanut butter tablespoon 16
  {
    family: 'blind 24',
    kind: 'several foods',
    sentence: 'I made a smoothie with a cup of Silk soy milk a banana and a tablespoon of peanut butter',
    reference: [
      ['SILK Plain, soymilk', 243],
      ['Bananas, raw', 118],
      ['Peanut butter, smooth style, with salt', 16],
    ],
  },
  // heated-up black bean soup: USDA has only the canned one, prepared with water, cup 247 × 1½
  { family: 'blind 24', kind: 'single food', sentence: 'For dinner I heated up a bowl of black bean soup', reference: [['Soup, black bean, canned, prepared with equal volume water', 370.5]] },
  // sausage kolache = meat-filled pastry, kolache 85 × 2
  { family: 'blind 24', kind: 'cuisines', sentence: 'I got 2 sausage kolaches from the gas station', reference: [['Pastry, meat / poultry-filled', 170]] },
  // chili with meat and beans cup 255 × 1½; Fritos, a handful 1 oz 28.35
  { family: 'blind 24', kind: 'several foods', sentence: 'Um I had a bowl of chili with a handful of Fritos', reference: [['Chili with meat and beans', 382.5], ['Corn chips, plain (Fritos)', 28.35]] },
  // brisket 6 oz 170.1; pinto beans, form not said, cup 185
  { family: 'blind 24', kind: 'cuisines', sentence: 'I smoked a brisket and had like 6 ounces with a cup of pinto beans', reference: [['Beef, brisket', 170.1], ['Pinto beans, NFS', 185]] },
  // the corrected amount: banana pudding cup 190 × ½
  { family: 'blind 24', kind: 'units and amounts', sentence: 'I had a cup of banana pudding no actually half a cup', reference: [['Banana pudding', 95]] },
  // kombucha, no size said: USDA's can or bottle (12 fl oz) 372
  { family: 'blind 24', kind: 'fast food and drinks', sentence: 'I drank a bottle of kombucha on the way home', reference: [['Tea, kombucha', 372]] },
  // saltine sleeve 115 × ½
  { family: 'blind 24', kind: 'units and amounts', sentence: 'I ate like half a sleeve of saltines', reference: [['Crackers, saltine', 57.5]] },
  // LaCroix: USDA has no brand entry, flavored carbonated water can (12 fl oz) 360 × 2; medium pear 178
  { family: 'blind 24', kind: 'several foods', sentence: 'I had 2 cans of LaCroix and a pear', reference: [['Water, carbonated, flavored', 720], ['Pears, raw', 178]] },
  // oatmeal made with water, no fat said, cup (cooked) 240; whey scoop 26
  {
    family: 'blind 24',
    kind: 'several foods',
    sentence: 'For breakfast I had a cup of oatmeal made with water and 1 scoop of whey stirred in',
    reference: [
      ['Oatmeal, regular or quick, made with water, no added fat', 240],
      [WHEY, 26],
    ],
  },
];
