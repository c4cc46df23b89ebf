import { loadMealTextCatalog, loggedPortions } from './loggedMealPortions.js';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { withoutDishNameBeforeItsParts } from '../mealText/dishNamedBeforeParts.js';
import { parseMealText } from '../mealText/parseMealText.js';
import { inUsFoodWords } from '../mealText/regionalFoodWords.js';

beforeAll(loadMealTextCatalog);

const namesOf = async (sentence: string) => (await loggedPortions(sentence)).map((food) => food.name);

describe('food words of English as written outside the US', () => {
  it('reads milk by the fat its carton says in the UK, Australia and New Zealand', () => {
    expect(inUsFoodWords('a cuppa with semi-skimmed')).toBe('a cuppa with 2% milk');
    expect(inUsFoodWords('200ml of trim milk')).toBe('200ml of skim milk');
    expect(inUsFoodWords('a glass of full cream milk')).toBe('a glass of whole milk');
  });

  it('pours a pint of a British sentence as the imperial pint (568 ml), and a US one as 16 fl oz', () => {
    expect(inUsFoodWords('a pint of lager down the pub')).toBe('568 ml of lager');
    expect(inUsFoodWords('half a pint of cider')).toBe('284 ml of hard cider');
    expect(inUsFoodWords('2 pints of bitter')).toBe('1136 ml of bitter');
    expect(inUsFoodWords('a pint of hard cider with friends')).toBe('a pint of hard cider with friends');
    expect(inUsFoodWords('two pints of beer at the pub')).toBe('two pints of beer');
  });

  it('says vegetables, breads and meat by their US names', () => {
    expect(inUsFoodWords('sliced courgette and half an aubergine')).toBe('sliced zucchini and half an eggplant');
    expect(inUsFoodWords('two slices of wholemeal toast')).toBe('two slices of whole wheat toast');
    expect(inUsFoodWords('a slice of brown bread')).toBe('a slice of wheat bread');
    expect(inUsFoodWords('boston brown bread')).toBe('boston brown bread');
    expect(inUsFoodWords('500g of beef mince')).toBe('500g of ground beef');
    expect(inUsFoodWords('two mince pies')).toBe('two mince pies');
    expect(inUsFoodWords('a bacon butty in a white bap')).toBe('a bacon sandwich in a white roll');
  });

  it('reads margarine said short only where something is spread with it, since "a marg" may be a margarita', () => {
    expect(inUsFoodWords('toast with marg')).toBe('toast with margarine');
    expect(inUsFoodWords('a marg on the rocks')).toBe('a marg on the rocks');
  });

  it('says vegetables, herbs, creams and sweets by their US names', () => {
    expect(inUsFoodWords('rocket, fresh coriander and spring onions')).toBe('arugula, cilantro and green onions');
    expect(inUsFoodWords('red capsicum, beetroot, swede and mangetout')).toBe('red bell pepper, beets, rutabaga and snow peas');
    expect(inUsFoodWords('a kumara and a cup of bhindi')).toBe('a sweet potato and a cup of okra');
    expect(inUsFoodWords('a jacket potato with beans')).toBe('a jacket potato with baked beans');
    expect(inUsFoodWords('gammon and black pudding')).toBe('ham and blood sausage');
    expect(inUsFoodWords('single cream, double cream and natural yoghurt')).toBe('light cream, heavy cream and plain yoghurt');
    expect(inUsFoodWords('candy floss and an ice lolly')).toBe('cotton candy and a popsicle');
    expect(inUsFoodWords('a pottle of yoghurt from hungry jacks')).toBe('a container of yoghurt from burger king');
  });

  it('reads a biscuit named by a kind of cookie as that cookie, and a plain biscuit as said', () => {
    expect(inUsFoodWords('two digestive biscuits')).toBe('two graham crackers');
    expect(inUsFoodWords('two anzac biscuits')).toBe('two oatmeal cookies');
    expect(inUsFoodWords('biscuits and gravy')).toBe('biscuits and gravy');
  });

  it('reads chips as French fries with fried fish, from the chip shop or in a size, and as said elsewhere', () => {
    expect(inUsFoodWords('haddock and chips')).toBe('fried haddock and french fries');
    expect(inUsFoodWords('cheeseburger and small chips')).toBe('cheeseburger and small french fries');
    expect(inUsFoodWords('a bag of hot chips')).toBe('a bag of french fries');
    expect(inUsFoodWords('a sandwich and chips')).toBe('a sandwich and chips');
  });

  it('reads a tin of beans and beans on toast as baked beans', () => {
    expect(inUsFoodWords('half a tin of beans')).toBe('half a tin of baked beans');
    expect(inUsFoodWords('beans on toast')).toBe('baked beans on toast');
  });

  it('reads a local glass of beer as its size, and a weight bought in a punnet as the amount', () => {
    expect(inUsFoodWords('a schooner of carlton draught')).toBe('425 ml of beer');
    expect(inUsFoodWords('ate a whole 400g punnet of strawberries')).toBe('ate 400g of strawberries');
  });

  it('says drinks, spreads, cereals and sweets by their US or USDA names', () => {
    expect(inUsFoodWords('3 weet-bix')).toBe('3 weetabix');
    expect(inUsFoodWords('vegemite on toast')).toBe('yeast extract spread on toast');
    expect(inUsFoodWords('a medium double double')).toBe('a medium coffee with cream and 2 sugars');
    expect(inUsFoodWords('45g bar of dairy milk')).toBe('45g milk chocolate bar');
    expect(inUsFoodWords('a dollop of clotted cream')).toBe('a dollop of heavy cream');
    expect(inUsFoodWords('a medium poutine')).toBe('a medium french fries with cheese and gravy');
    expect(inUsFoodWords('a stubby of vb')).toBe('375 ml of beer');
    expect(inUsFoodWords('a middy of tooheys new')).toBe('285 ml of beer');
  });

  it('reads sausages, mash and the evening meal by their British names', () => {
    expect(inUsFoodWords('bangers and mash for tea, two bangers')).toBe('sausages and mashed potatoes, two sausages');
    expect(inUsFoodWords('a boerewors roll')).toBe('sausage in a hot dog bun');
    expect(inUsFoodWords('3 snags')).toBe('3 sausages');
    expect(inUsFoodWords('a glass of lager down the pub')).toBe('a glass of lager');
  });

  it('logs local foods USDA has no entry for as the closest USDA food', async () => {
    expect(await loggedPortions('50g of biltong')).toEqual([{ name: 'Beef jerky', grams: 50 }]);
    expect(await namesOf('roti canai x2')).toEqual(['Bread, paratha']);
    expect(await namesOf('10 timbits')).toEqual(['Doughnut holes']);
    expect(await namesOf('a cup of pap')).toEqual([expect.stringMatching(/^Cornmeal mush\b/)]);
    expect(await namesOf('a meat pie with tomato sauce')).toEqual(['Pot pie, beef', expect.stringMatching(/^Ketchup\b/)]);
    expect(await namesOf('a glass of milo')).toEqual([expect.stringMatching(/^Beverages, Malted drink mix, chocolate, .*prepared with whole milk$/)]);
    expect(await namesOf('peameal bacon on a kaiser')).toEqual([expect.stringMatching(/^Canadian bacon\b/), expect.stringMatching(/^Rolls?, hard\b/)]);
  });

  it('logs a flat white as a small latte and a pint of cider as hard cider', async () => {
    expect(await loggedPortions('a flat white')).toEqual([{ name: 'Coffee, Latte', grams: 180 }]);
    expect(await namesOf('a pint of cider')).toEqual(['Hard cider']);
  });
});

describe('a sausage counted by its name', () => {
  it("is the survey's usual sausage, not the patty USDA lists first; a patty or a breakfast sausage is said so", async () => {
    expect(await loggedPortions('two sausages')).toEqual([{ name: 'Sausage, NFS', grams: 120 }]);
    expect((await loggedPortions('2 breakfast sausages'))[0]?.grams).toBeLessThan(120);
  });
});

describe('everyday foods of the UK, Ireland, Australia and Canada that USDA names otherwise', () => {
  it('reads bakery and chip-shop foods as the closest USDA dish', async () => {
    expect(await namesOf('a sausage roll')).toEqual(['Pig in a blanket']);
    expect(await namesOf('a battered sausage')).toEqual(['Corn dog']);
    expect(await namesOf('a large piece of battered cod')).toEqual(['Fish, cod, fried']);
    expect(await namesOf('a cornish pasty')).toEqual(['Empanada, beef, with vegetables']);
    expect(await namesOf('chicken parmi and chips')).toEqual(['Chicken or turkey parmigiana', expect.stringMatching(/^Potato, french fries/)]);
  });

  it('reads a toastie as a toasted sandwich, of cheese alone the grilled cheese', async () => {
    expect(await namesOf('a cheese toastie')).toEqual([expect.stringMatching(/^Grilled cheese sandwich/)]);
    expect(await namesOf('a ham and cheese toastie')).toEqual([expect.stringMatching(/^Ham sandwich .*with cheese/)]);
  });

  it('reads bacon by the rasher, brown sauce, spaghetti hoops, porridge and mushy peas', async () => {
    expect(await loggedPortions('3 rashers of streaky bacon')).toEqual([{ name: expect.stringMatching(/^Bacon/), grams: 24 }]);
    expect(inUsFoodWords('2 rashers and a fried egg')).toBe('2 slices of bacon and a fried egg');
    expect(await namesOf('a tbsp of brown sauce')).toEqual(['Steak sauce']);
    expect(await namesOf('a tablespoon of hp sauce')).toEqual(['Steak sauce']);
    expect(inUsFoodWords('beef in brown sauce')).toBe('beef in brown sauce');
    expect(await namesOf('a cup of spaghetti hoops')).toEqual([expect.stringMatching(/^SPAGHETTIOS/)]);
    expect(await namesOf('a bowl of porridge')).toEqual([expect.stringMatching(/^Oatmeal/)]);
    expect(await namesOf('half a cup of mushy peas')).toEqual([expect.stringMatching(/^Peas, green, cooked/)]);
  });

  it('reads crisps by their flavour or maker as potato chips, flavoured unless ready salted', async () => {
    expect(await namesOf('a bag of cheese and onion crisps')).toEqual([expect.stringMatching(/^Potato chips, .*flavored/)]);
    expect(await namesOf('walkers salt n vinegar 32.5g bag')).toEqual([expect.stringMatching(/^Potato chips, .*flavored/)]);
    expect(await namesOf('a packet of ready salted crisps')).toEqual(['Potato chips, plain']);
  });

  it('pours the imperial pint where the sentence says "the local" or "my mate", and reads a portion of chips as fries', () => {
    expect(inUsFoodWords('2 pints of guinness at the local')).toBe('1136 ml of beer');
    expect(inUsFoodWords('3 pints of lager, it was my mates birthday')).toBe('1704 ml of lager, it was my mates birthday');
    // A correction that says the pints again restates the same measure.
    expect(inUsFoodWords('2 pints of lager no sorry 3 pints at the local')).toBe('1136 ml of lager no sorry 1704 ml');
    expect(inUsFoodWords('fish fingers and peas')).toBe('fish sticks and peas');
    expect(inUsFoodWords('a regular portion of chips')).toBe('a regular portion of french fries');
    expect(inUsFoodWords('a large bag of chips')).toBe('a large bag of chips');
  });

  it('reads tomato sauce on the bread, rolls, bacon or toast of an Australian or British meal as ketchup', () => {
    expect(inUsFoodWords('a sausage in a slice of white bread with tomato sauce')).toBe('a sausage in a slice of white bread with ketchup');
    expect(inUsFoodWords('a bacon roll with dead horse')).toBe('a bacon roll with ketchup');
    expect(inUsFoodWords('pasta with tomato sauce')).toBe('pasta with tomato sauce');
  });

  it('reads a Filipino silog breakfast as its meat, garlic rice and a fried egg, and "silog" alone as naming the meal', async () => {
    expect(inUsFoodWords('a plate of tocilog')).toBe('a plate of tocino with garlic rice and a fried egg');
    expect(inUsFoodWords('tapsilog')).toBe('beef steak with garlic rice and a fried egg');
    expect(inUsFoodWords('garlic rice 1c + 2 longganisa + 1 fried egg (silog bfast)')).toBe('garlic rice 1c + 2 longganisa + 1 fried egg');
    expect(await namesOf('longsilog')).toEqual(['Pork sausage', expect.stringMatching(/^Rice, white/), expect.stringMatching(/^Egg, whole, .*fried/)]);
  });

  it("reads Canada's KD, wine's short names and the biscuits of Australia", async () => {
    expect(await namesOf('a cup of kd')).toEqual([expect.stringMatching(/^Macaroni and cheese, dry mix/)]);
    expect(await namesOf('a glass of sauv blanc')).toEqual([expect.stringMatching(/Sauvignon Blanc$/)]);
    expect(await namesOf('a glass of cab sav')).toEqual([expect.stringMatching(/Cabernet Sauvignon$/)]);
    expect(await namesOf('3 arrowroot biscuits')).toEqual([expect.stringMatching(/animal crackers/)]);
    expect(await namesOf('2 tim tams')).toEqual(['Cookies, sugar wafer, chocolate-covered']);
  });
});

describe('a dish named before its parts', () => {
  it('drops the name of a dish whose every word is said again among the measured parts that follow', () => {
    expect(withoutDishNameBeforeItsParts('pap and wors, a cup of pap and 100g of wors')).toBe('a cup of pap and 100g of wors');
    expect(withoutDishNameBeforeItsParts('idli sambar - 3 idlis and a cup of sambar')).toBe('3 idlis and a cup of sambar');
  });

  it('keeps a first food whose words are not all said again, or one with an amount of its own', () => {
    expect(withoutDishNameBeforeItsParts('chicken salad, 2 eggs and a cup of chicken soup')).toBe('chicken salad, 2 eggs and a cup of chicken soup');
    expect(withoutDishNameBeforeItsParts('2 cups of rice and beans, a cup of rice and a cup of beans')).toBe(
      '2 cups of rice and beans, a cup of rice and a cup of beans',
    );
  });

  it('drops a name with no amount said before a colon and two measured foods, whatever words it names them in', () => {
    expect(withoutDishNameBeforeItsParts('cheese on toast: two slices of white bread, toasted, with 40 g of cheddar')).toBe(
      'two slices of white bread, toasted, with 40 g of cheddar',
    );
    // A name with an amount, or an amount with no food after the colon, is a food.
    expect(withoutDishNameBeforeItsParts('a bagel: 2 tbsp cream cheese, 1 oz lox')).toBe('a bagel: 2 tbsp cream cheese, 1 oz lox');
    expect(withoutDishNameBeforeItsParts('black coffee: 2 cups, 1 muffin')).toBe('black coffee: 2 cups, 1 muffin');
  });
});

describe('a dish said to be made with something', () => {
  it('reads the milk or water a dish was made with as part of its name, not a food of its own', async () => {
    expect(await namesOf('bowl of porridge made with milk and a teaspoon of honey')).toEqual([
      'Oatmeal, regular or quick, made with milk, no added fat',
      'Honey',
    ]);
  });

  it('reads another ingredient said with no amount as describing the dish', () => {
    expect(parseMealText('a big plate of spaghetti bolognese made with beef mince').map((item) => item.food)).toEqual(['spaghetti bolognese']);
  });

  it('keeps an ingredient said with an amount as a food of its own', () => {
    expect(parseMealText('porridge made with 200 ml of milk').map((item) => item.food)).toEqual(['porridge made', 'milk']);
  });
});
