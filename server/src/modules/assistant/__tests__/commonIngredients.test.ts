import { loadMealTextCatalog, loggedPortions } from './loggedMealPortions.js';
import { beforeAll, describe, expect, it } from '@jest/globals';

// Everyday ingredients as people write them: with a preparation or form word and an amount. Each must log the
// ingredient itself (not a mixed dish that only mentions it) at a weight plausible for the amount said.
interface Probe {
  said: string;
  food: RegExp;
  grams: [number, number];
  // Words that would mean a different main food; the default list suits any single ingredient.
  notFood?: RegExp;
}

const MIXED_DISH =
  /\b(livers?|with meat|candy|candies|soup|pie|casserole|sandwich|omelet|salad|dip|stew|pizza|baby ?food|babyfood|dinner|stuffed|souffle|pudding)\b/i;

const PROBES: Probe[] = [
  // vegetables
  { said: 'half a cup of chopped onion', food: /onion/i, grams: [55, 115] },
  { said: 'a cup of diced tomatoes', food: /tomato/i, grams: [120, 260] },
  { said: 'a cup of sliced mushrooms', food: /mushroom/i, grams: [45, 120] },
  { said: 'a cup of shredded lettuce', food: /lettuce/i, grams: [25, 80] },
  { said: 'a teaspoon of minced garlic', food: /garlic/i, grams: [2, 8] },
  { said: 'a cup of steamed broccoli', food: /broccoli/i, grams: [70, 200] },
  { said: 'half a cup of chopped celery', food: /celery/i, grams: [40, 80] },
  { said: 'a cup of grated carrots', food: /carrot/i, grams: [80, 140] },
  { said: 'a cup of sliced cucumber', food: /cucumber/i, grams: [90, 140] },
  { said: 'half a cup of diced green pepper', food: /pepper/i, grams: [60, 100] },
  { said: 'a cup of chopped red bell pepper', food: /pepper/i, grams: [110, 170] },
  { said: 'a cup of shredded cabbage', food: /cabbage/i, grams: [50, 110] },
  { said: 'a cup of chopped kale', food: /kale/i, grams: [15, 80] },
  { said: 'a cup of sliced zucchini', food: /zucchini|squash/i, grams: [90, 150] },
  { said: 'a cup of roasted cauliflower', food: /cauliflower/i, grams: [80, 160] },
  { said: 'a cup of mashed potatoes', food: /potato/i, grams: [150, 260] },
  { said: 'a baked potato', food: /potato/i, grams: [120, 350] },
  { said: 'a cup of boiled green beans', food: /beans, snap|green beans|string beans/i, grams: [100, 160] },
  { said: 'half a cup of canned corn', food: /corn/i, grams: [70, 130] },
  { said: 'an ear of corn', food: /corn/i, grams: [60, 150] },
  { said: 'a handful of baby spinach', food: /spinach/i, grams: [10, 60] },
  { said: '6 spears of steamed asparagus', food: /asparagus/i, grams: [60, 140] },
  { said: 'a cup of sauteed spinach', food: /spinach/i, grams: [90, 220] },
  { said: 'a cup of sliced radishes', food: /radish/i, grams: [90, 140] },
  { said: 'half a cup of chopped green onions', food: /onion|scallion/i, grams: [30, 70] },
  { said: 'a cup of chopped cilantro', food: /coriander|cilantro/i, grams: [10, 25] },
  { said: 'a tablespoon of chopped parsley', food: /parsley/i, grams: [2, 6] },
  { said: 'a tablespoon of chopped fresh basil', food: /basil/i, grams: [1, 6] },
  { said: 'a cup of roasted brussels sprouts', food: /brussels/i, grams: [70, 180] },
  { said: 'a cup of diced eggplant', food: /eggplant/i, grams: [70, 120] },
  { said: 'half a sliced avocado', food: /avocado/i, grams: [60, 120] },
  { said: 'a cup of frozen mixed vegetables', food: /vegetables, mixed|mixed vegetables/i, grams: [100, 200] },
  { said: 'a cup of cooked beets', food: /beet/i, grams: [130, 200] },
  { said: '2 tbsp of diced jalapenos', food: /jalape|pepper/i, grams: [10, 30] },
  { said: 'a cup of chopped romaine', food: /lettuce|romaine/i, grams: [30, 70] },
  { said: 'a cup of shredded carrots', food: /carrot/i, grams: [80, 140] },
  { said: 'half a cup of sliced black olives', food: /olive/i, grams: [50, 90] },
  { said: 'a cup of sauerkraut', food: /sauerkraut/i, grams: [100, 180] },
  // fruit
  { said: 'a cup of sliced strawberries', food: /strawberr/i, grams: [140, 200] },
  { said: 'a cup of blueberries', food: /blueberr/i, grams: [120, 170] },
  { said: 'a cup of frozen blueberries', food: /blueberr/i, grams: [120, 170] },
  { said: 'a sliced banana', food: /banana/i, grams: [90, 150] },
  { said: 'a cup of diced pineapple', food: /pineapple/i, grams: [140, 190] },
  { said: 'a cup of cubed cantaloupe', food: /melon|cantaloupe/i, grams: [140, 190] },
  { said: 'a cup of cubed watermelon', food: /watermelon/i, grams: [130, 170] },
  { said: 'a chopped apple', food: /apple/i, grams: [100, 250] },
  { said: 'half a cup of canned peaches', food: /peach/i, grams: [100, 140] },
  { said: 'a cup of halved grapes', food: /grape/i, grams: [130, 170] },
  { said: 'a cup of sliced peaches', food: /peach/i, grams: [130, 180] },
  { said: 'a cup of frozen mango chunks', food: /mango/i, grams: [130, 190] },
  { said: 'a tablespoon of lemon juice', food: /lemon juice/i, grams: [12, 18] },
  { said: 'a cup of fresh raspberries', food: /raspberr/i, grams: [110, 140] },
  { said: 'a quarter cup of dried cranberries', food: /cranberr/i, grams: [25, 50] },
  { said: 'a quarter cup of chopped dates', food: /date/i, grams: [30, 50] },
  { said: 'a cup of unsweetened applesauce', food: /applesauce/i, grams: [200, 270] },
  // grains
  { said: 'a cup of cooked quinoa', food: /quinoa/i, grams: [140, 240] },
  { said: 'a cup of cooked brown rice', food: /rice, brown|brown rice/i, grams: [150, 230] },
  { said: 'a cup of cooked oatmeal', food: /oat/i, grams: [200, 260] },
  { said: 'half a cup of rolled oats', food: /oat/i, grams: [35, 50] },
  { said: 'a cup of cooked spaghetti', food: /pasta|spaghetti/i, grams: [110, 160] },
  { said: '2 slices of toasted whole wheat bread', food: /bread/i, grams: [40, 90] },
  { said: 'a toasted english muffin', food: /english muffin|muffins, english/i, grams: [45, 80] },
  { said: 'a cup of cooked couscous', food: /couscous/i, grams: [140, 190] },
  { said: 'a toasted bagel', food: /bagel/i, grams: [70, 130] },
  { said: 'a cup of cooked barley', food: /barley/i, grams: [140, 180] },
  { said: 'a warm flour tortilla', food: /tortilla/i, grams: [25, 75] },
  { said: 'a cup of cooked egg noodles', food: /noodles/i, grams: [140, 180] },
  { said: 'a cup of corn flakes', food: /corn flakes|cornflakes/i, grams: [20, 35] },
  // legumes
  { said: 'a can of chickpeas', food: /chickpea|garbanzo/i, grams: [200, 460] },
  { said: 'a cup of canned black beans', food: /black beans|beans, black/i, grams: [150, 270] },
  { said: 'half a cup of cooked lentils', food: /lentil/i, grams: [80, 120] },
  { said: 'half a cup of refried beans', food: /refried/i, grams: [100, 140] },
  { said: 'a cup of shelled edamame', food: /edamame|soybeans, green/i, grams: [120, 170] },
  { said: 'half a block of firm tofu', food: /tofu/i, grams: [100, 250] },
  { said: 'a cup of cubed tofu', food: /tofu/i, grams: [200, 270] },
  { said: '2 tablespoons of hummus', food: /hummus/i, grams: [25, 35], notFood: /\b(livers?|with meat|candy)\b/i },
  { said: 'a cup of cooked pinto beans', food: /pinto/i, grams: [150, 200] },
  // dairy
  { said: '2 tablespoons of grated parmesan', food: /parmesan/i, grams: [6, 16] },
  { said: 'a cup of shredded cheddar', food: /cheddar/i, grams: [90, 130] },
  { said: 'a slice of swiss cheese', food: /swiss/i, grams: [15, 35] },
  { said: 'half a cup of cottage cheese', food: /cottage/i, grams: [100, 130] },
  { said: 'a cup of plain greek yogurt', food: /yogurt/i, grams: [200, 260] },
  { said: 'a cup of skim milk', food: /milk/i, grams: [230, 260] },
  { said: 'a cup of whole milk', food: /milk/i, grams: [230, 260] },
  { said: 'a tablespoon of melted butter', food: /butter/i, grams: [12, 16] },
  { said: '2 tablespoons of cream cheese', food: /cream cheese|cheese, cream/i, grams: [25, 35] },
  { said: 'a quarter cup of crumbled feta', food: /feta/i, grams: [30, 45] },
  { said: 'an ounce of shredded mozzarella', food: /mozzarella/i, grams: [25, 32] },
  { said: '2 tbsp of sour cream', food: /sour cream|cream, sour/i, grams: [20, 35] },
  { said: 'a tablespoon of heavy cream', food: /cream/i, grams: [13, 17] },
  { said: 'a slice of american cheese', food: /cheese/i, grams: [15, 30] },
  { said: 'a stick of string cheese', food: /mozzarella|string/i, grams: [20, 35] },
  // eggs
  { said: '2 egg whites', food: /egg.*white/i, grams: [55, 80] },
  { said: '2 scrambled eggs', food: /egg/i, grams: [80, 140], notFood: /\b(meat|ham|bacon|sausage|cheese|vegetables)\b/i },
  { said: '2 hard boiled eggs', food: /egg/i, grams: [85, 115] },
  { said: 'a fried egg', food: /egg/i, grams: [40, 60] },
  { said: '3 poached eggs', food: /egg/i, grams: [130, 170] },
  { said: 'a cup of liquid egg whites', food: /egg.*white/i, grams: [220, 260] },
  { said: '2 egg yolks', food: /yolk/i, grams: [30, 40] },
  // meat and fish
  { said: 'canned tuna', food: /tuna/i, grams: [50, 200] },
  { said: 'a can of tuna', food: /tuna/i, grams: [100, 200] },
  { said: '4 oz of grilled chicken breast', food: /chicken/i, grams: [100, 130] },
  { said: 'a cup of diced chicken', food: /chicken/i, grams: [120, 160] },
  { said: '4 oz of cooked ground beef', food: /beef/i, grams: [100, 130] },
  { said: '3 slices of cooked bacon', food: /bacon/i, grams: [18, 40] },
  { said: '3 oz of baked salmon', food: /salmon/i, grams: [75, 95] },
  { said: '4 oz of grilled shrimp', food: /shrimp/i, grams: [100, 130] },
  { said: '2 slices of deli turkey', food: /turkey/i, grams: [20, 70] },
  { said: '3 oz of sliced ham', food: /ham/i, grams: [75, 95] },
  { said: 'a grilled pork chop', food: /pork/i, grams: [70, 220] },
  { said: '6 oz of grilled steak', food: /beef|steak/i, grams: [150, 190] },
  { said: '2 oz of smoked salmon', food: /salmon/i, grams: [50, 62] },
  { said: '4 oz of baked cod', food: /cod/i, grams: [100, 130] },
  { said: '3 oz of rotisserie chicken', food: /chicken/i, grams: [75, 95] },
  { said: '2 breakfast sausage links', food: /sausage/i, grams: [20, 70] },
  // nuts and seeds
  { said: 'a tbsp of chopped walnuts', food: /walnut/i, grams: [5, 12] },
  { said: 'a handful of almonds', food: /almond/i, grams: [20, 40] },
  { said: '2 tablespoons of peanut butter', food: /peanut butter/i, grams: [28, 36] },
  { said: 'a tablespoon of chia seeds', food: /chia/i, grams: [10, 15] },
  { said: 'a quarter cup of roasted peanuts', food: /peanut/i, grams: [30, 40] },
  { said: 'a tablespoon of ground flaxseed', food: /flax/i, grams: [6, 12] },
  { said: 'a tablespoon of sunflower seeds', food: /sunflower/i, grams: [7, 12] },
  { said: '2 tbsp of pumpkin seeds', food: /pumpkin|squash.*seed/i, grams: [14, 20] },
  { said: 'a quarter cup of chopped pecans', food: /pecan/i, grams: [22, 35] },
  { said: 'a handful of cashews', food: /cashew/i, grams: [20, 40] },
  { said: 'a tablespoon of sesame seeds', food: /sesame/i, grams: [7, 11] },
  { said: 'a tablespoon of almond butter', food: /almond butter/i, grams: [14, 18] },
  { said: 'a quarter cup of shredded coconut', food: /coconut/i, grams: [18, 25] },
  // oils and condiments
  { said: 'a tablespoon of olive oil', food: /olive/i, grams: [12, 15] },
  { said: 'a teaspoon of vegetable oil', food: /oil/i, grams: [4, 5] },
  { said: 'a tablespoon of mayonnaise', food: /mayonnaise/i, grams: [12, 16] },
  { said: 'a tablespoon of ketchup', food: /ketchup|catsup/i, grams: [14, 18] },
  { said: 'a teaspoon of yellow mustard', food: /mustard/i, grams: [4, 6] },
  { said: '2 tablespoons of ranch dressing', food: /ranch/i, grams: [25, 35], notFood: /\b(livers?|with meat|candy)\b/i },
  { said: 'a tablespoon of soy sauce', food: /soy sauce/i, grams: [14, 18] },
  { said: 'a tablespoon of honey', food: /honey/i, grams: [19, 23] },
  { said: 'a tablespoon of maple syrup', food: /syrup/i, grams: [18, 22] },
  { said: '2 tablespoons of salsa', food: /salsa/i, grams: [28, 40] },
  { said: 'a teaspoon of sugar', food: /sugar/i, grams: [3, 5] },
  { said: 'a tablespoon of balsamic vinegar', food: /vinegar/i, grams: [14, 17] },
  { said: 'a tablespoon of grated ginger', food: /ginger/i, grams: [4, 8] },
  { said: 'a tablespoon of strawberry jam', food: /jam|preserves/i, grams: [18, 22] },
  { said: 'a quarter cup of marinara sauce', food: /marinara|spaghetti sauce|pasta sauce/i, grams: [55, 70] },
  { said: 'a tablespoon of coconut oil', food: /coconut/i, grams: [12, 15] },
  // packaged snacks by their package
  { said: 'a sleeve of crackers', food: /cracker/i, grams: [60, 200] },
  { said: 'a sleeve of ritz crackers', food: /cracker/i, grams: [40, 130] },
  { said: 'a bag of chips', food: /chips/i, grams: [20, 300] },
  { said: 'a bag of microwave popcorn', food: /popcorn/i, grams: [40, 120] },
  { said: 'a bag of pretzels', food: /pretzel/i, grams: [25, 300] },
  { said: 'a packet of instant oatmeal', food: /oat/i, grams: [25, 260] },
  { said: 'a pack of m&ms', food: /m&m/i, grams: [40, 60], notFood: /\b(livers?|with meat)\b/i },
  { said: 'a snickers bar', food: /snickers/i, grams: [45, 60], notFood: /\b(livers?|with meat)\b/i },
  { said: 'a granola bar', food: /granola/i, grams: [20, 50] },
  { said: 'a container of yogurt', food: /yogurt/i, grams: [150, 230] },
  { said: 'a bag of trail mix', food: /trail mix/i, grams: [30, 300] },
  // USDA names filled crackers "sandwich".
  { said: 'a pack of peanut butter crackers', food: /cracker/i, grams: [30, 45], notFood: /\b(livers?|with meat|candy)\b/i },
  { said: 'a can of tomato soup', food: /tomato soup|soup, tomato/i, grams: [240, 650], notFood: /\b(livers?|with meat)\b/i },
];

beforeAll(loadMealTextCatalog);

describe('an everyday ingredient said with a preparation or form word and an amount logs that ingredient', () => {
  it('logs a food said with how it was cut as the plain food, not a dish whose name has both words', async () => {
    expect(await loggedPortions('half a cup of chopped onion')).toEqual([{ name: 'Onions, raw', grams: 80 }]);
    expect((await loggedPortions('a cup of cubed tofu'))[0]?.name).toMatch(/^Tofu, raw\b/);
  });

  it('weighs a food whose exact USDA entry has no household measure by the plainer food that has one', async () => {
    expect(await loggedPortions('a handful of baby spinach')).toEqual([{ name: 'Spinach, raw', grams: 30 }]);
    expect((await loggedPortions('a tablespoon of ground flaxseed'))[0]?.name).toMatch(/flaxseed/i);
  });

  it("weighs a sleeve of crackers and spears of asparagus by USDA's own sleeve and spear", async () => {
    expect(await loggedPortions('a sleeve of saltines')).toEqual([{ name: 'Crackers, saltine', grams: 115 }]);
    expect(await loggedPortions('6 spears of steamed asparagus')).toEqual([{ name: 'Asparagus, fresh, cooked, no added fat', grams: 96 }]);
  });

  it('weighs a snack cup and a mini bag as the small containers they are, not a cup measure or a regular bag', async () => {
    expect(await loggedPortions('a snack cup of applesauce')).toEqual([{ name: 'Applesauce, regular', grams: 113 }]);
    expect(await loggedPortions('a mini bag of microwave popcorn')).toEqual([{ name: 'Popcorn, microwave, NFS', grams: 43 }]);
  });

  it("measures a cup of a food by USDA's cup named after what was said ('1 cup oyster crackers'), not its other cup", async () => {
    expect(await loggedPortions('a cup of oyster crackers')).toEqual([{ name: 'Crackers, saltines (includes oyster, soda, soup)', grams: 45 }]);
  });

  it('reads plain gnocchi as potato gnocchi', async () => {
    expect(await loggedPortions('a cup of gnocchi')).toEqual([{ name: 'Gnocchi, potato', grams: 188 }]);
  });

  it("counts corn on the cob in USDA's ears of fresh cooked corn", async () => {
    expect(await loggedPortions('2 ears of corn on the cob')).toEqual([{ name: 'Corn, fresh, cooked, no added fat', grams: 210 }]);
  });

  it.each(PROBES)('"$said"', async ({ said, food, grams: [least, most], notFood = MIXED_DISH }) => {
    const logged = await loggedPortions(said);
    expect(logged).toHaveLength(1);
    const [{ name, grams }] = logged as [{ name: string; grams: number | null }];
    expect(name).toMatch(food);
    expect(name).not.toMatch(notFood);
    expect(grams).toBeGreaterThanOrEqual(least);
    expect(grams).toBeLessThanOrEqual(most);
  });
});
