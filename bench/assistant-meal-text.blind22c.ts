/**
 * Blind set 22c, written without looking at the engine: English as it is written outside the US by people logging food
 * in the UK, Ireland, Australia, New Zealand, Canada, India, Singapore/Malaysia and South Africa. Local words and
 * spellings (rasher, bap, butty, sarnie, brekkie, crisps, chips for fries, biscuits for cookies, wholemeal, marg,
 * porridge, yoghurt, pottle, courgette, aubergine, mince, bangers and mash, jacket potato, chippy, Maccas, Hungry
 * Jack's, servo, snag, Weet-Bix, Vegemite, trim milk, flat white, schooner, roti, dal, biryani, idli sambar, masala
 * dosa, chai, roti canai, boerewors, biltong, pap, poutine, peameal bacon, Timbits, double double), metric amounts
 * (g, ml, a 330 ml can, pints) and local units (a tin, a punnet, a pottle, a knob, a dollop). Single foods and
 * several-food sentences, some careful, some lowercase chat.
 *
 * References follow the portion conventions at the top of assistant-meal-text.cases.ts: a weight or volume said is the
 * amount eaten (ml at the food's own grams per fl oz, 29.57 ml to the fl oz), a counted item with no size is the
 * food's own item portion, and a glass of a milk drink is a cup. This set's own conventions:
 * - local units with a standard size: a UK pint is 568 ml, an Australian schooner 425 ml, a tin of baked beans 415 g;
 *   a knob of butter is a tablespoon, a dollop of cream two tablespoons;
 * - a cuppa is a cup of black tea with the survey's guideline milk; semi-skimmed milk is 2 % milk (UK semi-skimmed is
 *   1.5–1.8 %), trim milk (NZ) is skim, full cream milk (AU) is whole;
 * - a sausage or banger with no size is the survey's unspecified sausage (60 g), between a US breakfast link and a
 *   bun-size link; back bacon and peameal bacon are cured pork loin, for which USDA's entry is Canadian bacon, and
 *   streaky bacon is US bacon;
 * - where USDA has no entry for a local dish or product, the closest USDA food stands in, named in the comment above
 *   the case (flat white: a 6 fl oz latte; digestives: graham crackers; Weet-Bix: Weetabix; meat pie: beef pot pie;
 *   roti canai: paratha; boerewors: sausage; biltong: beef jerky; pap: cornmeal mush; poutine: fries with cheese and
 *   beef gravy; clotted cream: heavy cream; Timbits: doughnut holes).
 * The USDA portion each reference uses is in the comment above it.
 */
import type { MealTextCase } from './assistant-meal-text.cases.js';

const PORK_SAUSAGE = 'Pork sausage';
const BAKED_BEANS = 'Baked beans';
const WHITE_TOAST = 'Bread, white, toasted';
const BUTTER_STICK = 'Butter, stick';
const SUGAR = 'Sugar, white, granulated or lump';
const BEER = 'Beer';
const DAL = 'Dal';
const SAUSAGE = 'Sausage, NFS';

export const BLIND_22C_CASES: MealTextCase[] = [
  // UK and Ireland
  // pork sausage unspecified 60 × 2; back bacon → Canadian bacon slice 23 × 2; fried egg large 46; half a 415 g tin of beans; white toast medium slice 25
  {
    family: 'blind 22c',
    kind: 'several foods',
    sentence: 'Full English this morning: two sausages, two rashers of back bacon, a fried egg, half a tin of beans and a slice of toast',
    reference: [[PORK_SAUSAGE, 120], ['Canadian bacon, cooked', 46], ['Egg, whole, cooked, fried', 46], [BAKED_BEANS, 207.5], [WHITE_TOAST, 25]],
  },
  // streaky = US bacon, medium slice 8 × 3; bap = soft white roll, medium/sandwich size 43
  { family: 'blind 22c', kind: 'several foods', sentence: 'bacon butty, 3 rashers of streaky bacon in a white bap', reference: [['Bacon, NS as to type of meat, cooked', 24], ['Roll, white, soft', 43]] },
  // black tea cup 240; 2 % milk guideline 2.5 g per fl oz × 8; sugar teaspoon 4.2
  { family: 'blind 22c', kind: 'fast food and drinks', sentence: 'a cuppa with semi-skimmed and one sugar', reference: [['Tea, hot, leaf, black', 240], ['Milk, reduced fat (2%)', 20], [SUGAR, 4.2]] },
  // a 415 g tin; whole wheat toast medium slice 33 × 2; tub margarine guideline per slice 7 × 2
  {
    family: 'blind 22c',
    kind: 'several foods',
    sentence: 'Beans on toast - a whole tin of beans on two slices of wholemeal toast with marg',
    reference: [[BAKED_BEANS, 415], ['Bread, whole wheat, toasted', 66], ['Margarine, tub', 14]],
  },
  // potato chips, other flavored, small single serving bag 28 (a UK packet is 25–32.5 g)
  { family: 'blind 22c', kind: 'single food', sentence: 'packet of salt and vinegar crisps', reference: [['Potato chips, other flavored', 28]] },
  // digestives → graham crackers, large rectangular piece 15 × 2
  { family: 'blind 22c', kind: 'single food', sentence: 'two digestive biscuits', reference: [['Graham crackers', 30]] },
  // fried haddock regular fillet 140; restaurant fries unspecified 110
  { family: 'blind 22c', kind: 'several foods', sentence: 'haddock and chips from the chippy', reference: [['Fish, haddock, fried', 140], ['Potato, french fries, restaurant', 110]] },
  // baked potato with skin, medium 285; cheddar 40 g said; half a 415 g tin of beans
  {
    family: 'blind 22c',
    kind: 'several foods',
    sentence: 'jacket potato with 40g grated cheddar and half a tin of baked beans',
    reference: [['Potato, baked, peel eaten', 285], ['Cheese, Cheddar', 40], [BAKED_BEANS, 207.5]],
  },
  // cheddar sandwich on wheat (brown) bread, sandwich 102
  { family: 'blind 22c', kind: 'single food', sentence: 'a cheese sarnie on brown bread', reference: [['Cheese sandwich, cheddar cheese, on wheat bread', 102]] },
  // pork sausage unspecified 60 × 2; mashed potato cup 250; gravy unspecified 60
  {
    family: 'blind 22c',
    kind: 'several foods',
    sentence: 'Bangers and mash for tea, two bangers with a cup of mash and onion gravy',
    reference: [[PORK_SAUSAGE, 120], ['Potato, mashed, NFS', 250], ['Gravy, NFS', 60]],
  },
  // UK pint 568 ml = 19.21 fl oz × 30
  { family: 'blind 22c', kind: 'fast food and drinks', sentence: 'a pint of lager down the pub', reference: [[BEER, 576.2]] },
  // half a UK pint 284 ml = 9.60 fl oz × 30
  { family: 'blind 22c', kind: 'units and amounts', sentence: 'half a pint of cider', reference: [['Hard cider', 288.1]] },
  // 330 ml = 11.16 fl oz × 31 (no ice)
  { family: 'blind 22c', kind: 'units and amounts', sentence: 'a 330ml can of coke', reference: [['Soft drink, cola', 345.9]] },
  // bowl of porridge 1½ cups of 240; honey teaspoon = tablespoon 20 / 3
  {
    family: 'blind 22c',
    kind: 'several foods',
    sentence: 'bowl of porridge made with milk and a teaspoon of honey',
    reference: [['Oatmeal, regular or quick, made with milk, no added fat', 360], ['Honey', 6.7]],
  },
  // fruit scone regular 70; jam tablespoon 20; clotted cream → heavy cream, dollop = 2 tbsp (cup 240 / 8)
  {
    family: 'blind 22c',
    kind: 'several foods',
    sentence: 'a fruit scone with a tbsp of jam and a dollop of clotted cream',
    reference: [['Scone, with fruit', 70], ['Jam', 20], ['Cream, heavy', 30]],
  },
  // bowl of stew 1½ cups of 255; Irish soda bread slice 74; butter guideline per slice of bread 7
  {
    family: 'blind 22c',
    kind: 'cuisines',
    sentence: 'a bowl of Irish stew and a slice of soda bread with butter',
    reference: [['Stew, lamb', 382.5], ['Bread, Irish soda', 74], [BUTTER_STICK, 7]],
  },
  // zucchini cooked, cup sliced 180; knob of butter = tablespoon 14.2
  {
    family: 'blind 22c',
    kind: 'units and amounts',
    sentence: 'a cup of sliced courgette fried in a knob of butter',
    reference: [['Squash, summer, zucchini, includes skin, cooked, boiled, drained, without salt', 180], ['Butter, salted', 14.2]],
  },
  // eggplant cooked, whole 540 × ½; olive oil tablespoon 14
  { family: 'blind 22c', kind: 'units and amounts', sentence: 'half an aubergine roasted with a tablespoon of olive oil', reference: [['Eggplant, cooked, no added fat', 270], ['Olive oil', 14]] },
  // pasta with meat sauce, home recipe, usual helping 250 × 1.3 (big)
  { family: 'blind 22c', kind: 'cuisines', sentence: 'a big plate of spag bol made with beef mince', reference: [['Pasta with tomato-based sauce and meat, home recipe', 325]] },
  // milk chocolate 45 g said
  { family: 'blind 22c', kind: 'units and amounts', sentence: '45g bar of dairy milk', reference: [['Candies, milk chocolate', 45]] },
  // 400 g said
  { family: 'blind 22c', kind: 'units and amounts', sentence: 'ate a whole 400g punnet of strawberries', reference: [['Strawberries, raw', 400]] },

  // Australia and New Zealand
  // poached egg 50 × 2; sourdough toast medium slice 59
  {
    family: 'blind 22c',
    kind: 'several foods',
    sentence: 'brekkie was 2 poached eggs on a slice of sourdough toast',
    reference: [['Egg, whole, boiled or poached', 100], ['Bread, french or vienna, toasted (includes sourdough)', 59]],
  },
  // flat white → latte 6 fl oz × 30; banana bread slice 60
  {
    family: 'blind 22c',
    kind: 'fast food and drinks',
    sentence: 'a flat white and a slice of banana bread',
    reference: [['Coffee, Latte', 180], ['Bread, banana, prepared from recipe, made with margarine', 60]],
  },
  // white toast medium slice 25 × 2; butter guideline per slice 7 × 2; yeast extract teaspoon 6 × 2
  {
    family: 'blind 22c',
    kind: 'several foods',
    sentence: 'vegemite on toast, 2 slices with butter',
    reference: [[WHITE_TOAST, 50], [BUTTER_STICK, 14], ['Yeast extract spread', 12]],
  },
  // Weet-Bix → Weetabix, 2 biscuits 35 → 3 = 52.5; skim milk 200 ml = 6.76 fl oz × 30.75 (cup 246 / 8)
  {
    family: 'blind 22c',
    kind: 'units and amounts',
    sentence: '3 weet-bix with 200ml of trim milk',
    reference: [['Cereals ready-to-eat, WEETABIX whole grain cereal', 52.5], ['Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)', 208]],
  },
  // meat pie → beef pot pie, individual pie 250; tomato sauce = ketchup tablespoon 17
  { family: 'blind 22c', kind: 'fast food and drinks', sentence: 'a meat pie with tomato sauce from the servo', reference: [['Pot pie, beef', 250], ['Ketchup', 17]] },
  // schooner 425 ml = 14.37 fl oz × 30
  { family: 'blind 22c', kind: 'fast food and drinks', sentence: 'a schooner of carlton draught', reference: [[BEER, 431.1]] },
  // McDonald's cheeseburger 110; McDonald's fries small 71
  {
    family: 'blind 22c',
    kind: 'fast food and drinks',
    sentence: 'maccas cheeseburger and small chips',
    reference: [['Cheeseburger (McDonalds)', 110], ["McDONALD'S, french fries", 71]],
  },
  // Hungry Jack's is Burger King in Australia: Whopper 270
  { family: 'blind 22c', kind: 'fast food and drinks', sentence: "a whopper from hungry jack's", reference: [['Whopper (Burger King)', 270]] },
  // Anzac biscuits → oatmeal cookie, medium 30 × 2
  { family: 'blind 22c', kind: 'single food', sentence: 'two anzac biscuits', reference: [['Cookie, oatmeal', 60]] },
  // 150 g said
  { family: 'blind 22c', kind: 'units and amounts', sentence: 'a 150g pottle of strawberry yoghurt', reference: [['Yogurt, NS as to type of milk, fruit', 150]] },
  // glass = cup; chocolate malted drink made with whole milk, cup 265
  {
    family: 'blind 22c',
    kind: 'fast food and drinks',
    sentence: 'a glass of milo made with full cream milk',
    reference: [['Beverages, Malted drink mix, chocolate, with added nutrients, powder, prepared with whole milk', 265]],
  },

  // India
  // whole wheat roti piece 43 × 2; dal cup 240
  {
    family: 'blind 22c',
    kind: 'cuisines',
    sentence: '2 rotis with a cup of dal',
    reference: [['Bread, chapati or roti, whole wheat, commercially prepared, frozen', 86], [DAL, 240]],
  },
  // plate = usual helping 245
  { family: 'blind 22c', kind: 'cuisines', sentence: 'a plate of mutton biryani', reference: [['Biryani with meat', 245]] },
  // idli item 38 × 3; sambar cup 248
  { family: 'blind 22c', kind: 'cuisines', sentence: 'idli sambar - 3 idlis and a cup of sambar', reference: [['Idli', 114], ['Sambar, vegetable stew', 248]] },
  // filled dosa, medium 267
  { family: 'blind 22c', kind: 'cuisines', sentence: 'Masala dosa for breakfast', reference: [['Dosa, with filling', 267]] },
  // tea with milk, cup 240 × 2
  { family: 'blind 22c', kind: 'fast food and drinks', sentence: '2 cups of masala chai', reference: [['Tea, hot, with milk', 480]] },

  // Singapore and Malaysia
  // roti canai → paratha 70 × 2; dal cup 240 × ½
  { family: 'blind 22c', kind: 'cuisines', sentence: 'roti canai x2 with half a cup of dhal', reference: [['Bread, paratha', 140], [DAL, 120]] },

  // South Africa
  // boerewors → sausage, bun-size link 75; hot dog bun 45
  { family: 'blind 22c', kind: 'fast food and drinks', sentence: 'a boerewors roll at the braai', reference: [[SAUSAGE, 75], ['Roll, white, hot dog bun', 45]] },
  // biltong → beef jerky, 50 g said
  { family: 'blind 22c', kind: 'units and amounts', sentence: '50g of biltong', reference: [['Beef jerky', 50]] },
  // pap → cornmeal mush, cup 240; boerewors → sausage 100 g said
  {
    family: 'blind 22c',
    kind: 'cuisines',
    sentence: 'pap and wors, a cup of pap and 100g of boerewors',
    reference: [['Cornmeal mush, no added fat', 240], [SAUSAGE, 100]],
  },

  // Canada
  // brewed coffee medium 480; double double = 2 creams (light cream individual container 11) and 2 teaspoons of sugar
  {
    family: 'blind 22c',
    kind: 'fast food and drinks',
    sentence: 'a medium double double from Tim Hortons',
    reference: [['Coffee, brewed', 480], ['Cream, light', 22], [SUGAR, 8.4]],
  },
  // Timbits → doughnut holes 15 × 10
  { family: 'blind 22c', kind: 'fast food and drinks', sentence: '10 timbits', reference: [['Doughnut holes', 150]] },
  // poutine → fries with cheese, medium fast food order 222; beef gravy unspecified 60
  {
    family: 'blind 22c',
    kind: 'fast food and drinks',
    sentence: 'a medium poutine',
    reference: [['Potato, french fries, with cheese, fast food / restaurant', 222], ['Gravy, beef', 60]],
  },
  // peameal bacon → Canadian bacon, unspecified 46; kaiser = hard roll, large 62
  { family: 'blind 22c', kind: 'several foods', sentence: 'peameal bacon on a kaiser', reference: [['Canadian bacon, cooked', 46], ['Roll, white, hard', 62]] },
];
