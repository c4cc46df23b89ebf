import { describe, expect, it } from '@jest/globals';
import { MealType } from '../../food/mealType.js';
import { mealNamedIn } from '../mealText/mealContext.js';
import { nameCoverage } from '../mealText/nameMatching.js';
import { parseMealText } from '../mealText/parseMealText.js';

const foods = (text: string) => parseMealText(text).map((item) => item.food);

describe('everyday words said around the foods', () => {
  it('reads an occasion\'s word that names a kind of eating place ("at the bbq joint") as where the food was got', () => {
    expect(foods('At the BBQ joint I got the pulled pork plate with a cup of baked beans')).toEqual(['pulled pork', 'baked beans']);
    expect(foods('at the bbq i had a burger')).toEqual(['burger']);
  });

  it('never reads an everyday word as a shortened or misspelt food name', () => {
    expect(nameCoverage('each', { name: 'Peach, raw' })).toBe(0);
    expect(nameCoverage('kid', { name: 'Kidney' })).toBe(0);
    expect(nameCoverage('who', { name: 'Whopper (Burger King)' })).toBe(0);
    expect(nameCoverage('break', { name: 'Breakfast bar, NFS' })).toBe(0);
    expect(nameCoverage('dad', { name: 'School Lunch, pizza, BIG DADDY\'S LS 16" Cheese Pizza, frozen' })).toBe(0);
  });

  it('still reads an everyday word written exactly in a food name, and food words with their typos', () => {
    expect(nameCoverage('good friends cereal', { name: 'Cereals ready-to-eat, KASHI GOOD FRIENDS' })).toBe(1);
    expect(nameCoverage('house salad', { name: 'House salad' })).toBe(1);
    expect(nameCoverage('table wine', { name: 'Alcoholic beverage, wine, table, white' })).toBe(1);
    expect(nameCoverage('peaches', { name: 'Peach, raw' })).toBe(1);
    expect(nameCoverage('brocoli', { name: 'Broccoli, cooked' })).toBe(1);
  });

  it('drops a part made only of everyday words (weather, feelings, who and when)', () => {
    expect(foods('lentil soup 1.5c, chilly day')).toEqual(['lentil soup']);
    expect(foods('toast and tea, still feeling rough')).toEqual(['toast', 'tea']);
  });

  it('counts what went "each on" or "each in" the foods once per food', () => {
    expect(parseMealText('two poached eggs, each on a slice of toast')).toMatchObject([
      { quantity: 2, food: 'poached eggs' },
      { quantity: 2, unit: 'slice', food: 'toast' },
    ]);
    expect(parseMealText('3 hot dogs, each in a tortilla')).toMatchObject([
      { quantity: 3, food: 'hot dogs' },
      { quantity: 3, food: 'tortilla' },
    ]);
  });

  it('drops what the eater says of their state, health or day, and what they were told the meal held', () => {
    expect(foods('bowl of pho, feeling under the weather')).toEqual(['pho']);
    expect(foods("ate half a sandwich, wasn't very hungry")).toEqual(['sandwich']);
    expect(foods("a cup of chicken soup, i've got a cold")).toEqual(['chicken soup']);
    expect(foods('a bagel with cream cheese, running late for work')).toEqual(['bagel', 'cream cheese']);
    expect(foods('a banana and a yogurt, my stomach is off today')).toEqual(['banana', 'yogurt']);
    expect(foods('a burrito bowl, she said it was 800 calories')).toEqual(['burrito bowl']);
    expect(foods('a burrito bowl, 800 calories')).toEqual(['burrito bowl']);
    expect(foods('half a cheese toastie, my toddler ate the rest')).toEqual(['grilled cheese sandwich']);
  });

  it('drops a clause of when or why, with its own subject, said after the food', () => {
    expect(foods('two cans of ginger ale while i was home sick')).toEqual(['ginger ale']);
    expect(foods('a bowl of chicken soup since i was feeling run down and a cup of tea')).toEqual(['chicken soup', 'tea']);
    expect(foods('a coffee because we were up late, then i had a muffin')).toEqual(['coffee', 'muffin']);
  });

  it('drops the place a meal was bought at, with no name of its own, and where that place is', () => {
    expect(foods('one injera and a cup of lentil curry from the ethiopian place on our block')).toEqual(['injera', 'lentil curry']);
    expect(foods('four ounces of steak from the nigerian grill by the station')).toEqual(['steak']);
    expect(foods('a falafel wrap from the lebanese place near work')).toEqual(['falafel wrap']);
    expect(foods('a slice of marionberry pie from a farm stand outside salem')).toEqual(['marionberry pie']);
    expect(foods('a cinnamon roll from the bakery in town and a coffee')).toEqual(['cinnamon roll', 'coffee']);
  });

  it('drops when the food was had, said after it as an activity of two words or as "afterwards"', () => {
    expect(foods('500 ml of coconut water after hot yoga')).toEqual(['coconut water']);
    expect(foods('a 20 oz bottle of gatorade after my long run')).toEqual(['gatorade']);
    expect(foods('a bowl of minestrone and one cannoli afterwards')).toEqual(['minestrone', 'cannoli']);
  });

  it('drops a phrase after the food that a preposition opens and only everyday words make up, but not "on each"', () => {
    expect(foods('2 beers with my dad to celebrate')).toEqual(['beers']);
    expect(foods('a slice of cake for my birthday')).toEqual(['cake']);
    expect(foods('chicken nuggets for the kids and a coffee')).toEqual(['chicken nuggets', 'coffee']);
    expect(foods('chips and guac for the table')).toEqual(['chips', 'guac']);
    expect(parseMealText('two waffles with a tablespoon of peanut butter on each')).toMatchObject([{ quantity: 2 }, { quantity: 2, unit: 'tbsp' }]);
    expect(foods('oatmeal and 1 scoop of whey stirred in')).toEqual(['oatmeal', 'whey']);
  });

  it('counts what went "each with" the foods once per food', () => {
    expect(parseMealText('two toasted crumpets, each with a pat of butter and a teaspoon of honey')).toMatchObject([
      { quantity: 2, food: 'toasted crumpets' },
      { quantity: 2, unit: 'pat', food: 'butter' },
      { quantity: 2, unit: 'tsp', food: 'honey' },
    ]);
  });

  it('drops the people a food was eaten with or given to, by any name', () => {
    expect(foods('stewed apple for mum')).toEqual(['stewed apple']);
    expect(foods('kd 1.5c for my 4yo')).toEqual(['kraft mac and cheese']);
    expect(foods('a cereal bar and a banana for the kid')).toEqual(['cereal bar', 'banana']);
    expect(foods('a medium pizza w my bf')).toEqual(['pizza']);
    expect(foods('2 pieces of baklava with my mother in law')).toEqual(['baklava']);
    expect(foods('pizza with my mate and a beer')).toEqual(['pizza', 'beer']);
  });

  it('drops happy hour, said as when the drinks were had, and the people of work or school they were had with', () => {
    expect(foods('happy hr w work ppl, 2 spicy margaritas')).toEqual(['spicy margaritas']);
    expect(foods('2 beers during happy hour with the office people')).toEqual(['beers']);
    expect(foods('a glass of wine with people from the gym')).toEqual(['wine']);
  });

  it('drops who made or brought the eater their food, and keeps the food', () => {
    expect(foods('my wife made me a grilled cheese')).toEqual(['grilled cheese']);
    expect(parseMealText('she got us tacos, i had 3')).toMatchObject([{ quantity: 3, food: 'tacos' }]);
    expect(foods('2 cookies she made')).toEqual(['cookies']);
  });

  it('reads a name of several words before a colon, followed by foods each measured, as the name of the meal', () => {
    expect(foods('fish and chips from the chip shop: a large piece of battered cod, a regular portion of chips and half a cup of mushy peas')).toEqual([
      'fried cod',
      'french fries',
      'cooked green peas',
    ]);
    expect(foods('cheese on toast: two slices of white bread with 40 g of cheddar')).toEqual(['white bread', 'cheddar']);
    expect(parseMealText('black coffee: 2 cups')).toMatchObject([{ quantity: 2, unit: 'cup', food: 'black coffee' }]);
  });

  it('drops a note in brackets that names the meal or says only everyday things, and keeps one that describes the food', () => {
    expect(foods('garlic rice 1c + 2 longganisa + 1 fried egg (silog bfast)')).toEqual(['garlic rice', 'longganisa', 'fried egg']);
    expect(foods('a burger and fries (cheat meal lol)')).toEqual(['burger', 'fries']);
    expect(foods('salmon (grilled) and rice')).toEqual(['salmon grilled', 'rice']);
    expect(parseMealText('chicken breast (200 g) and rice')).toMatchObject([{ quantity: 200, unit: 'g', food: 'chicken breast' }, { food: 'rice' }]);
  });

  it('drops who else ate, said before the foods', () => {
    expect(foods('my son had a cup of spaghetti hoops')).toEqual(['spaghettios']);
    expect(foods('dad managed a bowl of chicken noodle soup and four saltines')).toEqual(['chicken noodle soup', 'saltines']);
    expect(foods('the kids and i had fish fingers')).toEqual(['fish sticks']);
    expect(foods('mum had 3 arrowroot biscuits')).toEqual(['arrowroot cookies']);
  });

  it('drops a clause someone else or "it" opens about the meal or the eaters, but keeps one that gives an amount', () => {
    expect(foods("a bowl of soup and four saltines; he's still getting over pneumonia")).toEqual(['soup', 'saltines']);
    expect(foods('3 arrowroot biscuits she said they settle her stomach')).toEqual(['arrowroot cookies']);
    expect(foods('stewed apple, who is on soft foods after her dental surgery')).toEqual(['stewed apple']);
    expect(foods("3 pints of lager it was my mate's birthday")).toEqual(['lager']);
    expect(foods('chicken parmi and chips it was really good')).toEqual(['chicken parmigiana', 'french fries']);
    expect(parseMealText('rice, it was about 2 cups')).toMatchObject([{ quantity: 2, unit: 'cup', food: 'rice' }]);
    expect(foods("for dinner it was my mum's shepherd's pie")).toEqual(["shepherd's pie"]);
  });

  it("drops the home or the gathering the meal was eaten at, but keeps a chain's name", () => {
    expect(foods("at my cousin's debut i had three lumpia and a cup of pancit")).toEqual(['lumpia', 'pancit']);
    expect(parseMealText("arroz con pollo at my tia's house like 2 cups")).toMatchObject([{ quantity: 2, unit: 'cup', food: 'arroz con pollo' }]);
    expect(foods('2 slices of cake at the office birthday party and a coffee')).toEqual(['cake', 'coffee']);
    expect(foods('pasta at my place with garlic bread')).toEqual(['pasta', 'garlic bread']);
    expect(foods('lasagna at my moms house and a salad')).toEqual(['lasagna', 'salad']);
    expect(foods("a burger at wendy's and fries")).toEqual(["wendy's burger", 'fries']);
  });

  it('reads "for tea" as the evening meal, and drops a work break, a car, how the food was warmed and whose recipe it was', () => {
    expect(mealNamedIn('fish fingers for tea')).toBe(MealType.dinner);
    expect(foods('fish fingers for tea and peas')).toEqual(['fish sticks', 'peas']);
    expect(foods('a sausage roll and a diet coke on my lunch break')).toEqual(['pig in blanket', 'diet coke']);
    expect(foods('a cereal bar in the car')).toEqual(['cereal bar']);
    expect(foods('a chicken pie, heated up in the oven')).toEqual(['chicken pie']);
    expect(foods("two cabbage rolls, my mom's polish recipe")).toEqual(['cabbage rolls']);
  });

  it('drops which day or week of a diet the meal fell on, said after the food or before it', () => {
    expect(foods('2 turkey sausage links keto day 9')).toEqual(['turkey sausage links']);
    expect(foods('a protein bar, day 12 of my cut')).toEqual(['protein bar']);
    expect(foods('week 3 whole30: a chicken thigh and a sweet potato')).toEqual(['chicken thigh', 'sweet potato']);
    expect(foods('a 2 day old bagel')).toEqual(['2 day old bagel']);
  });

  it('reads the meal said as the subject with where it was eaten, and drops everyday words before an amount', () => {
    expect(parseMealText('lunch at the cafe was a large jacket potato')).toMatchObject([{ quantity: 1, size: 'large', food: 'jacket potato' }]);
    expect(foods('toast and tea today still feeling rough 1 slice of white toast')).toEqual(['toast', 'tea', 'white toast']);
  });

  it('drops what the eater was doing said alone, and a club, meeting or class the food was had at', () => {
    expect(foods('working from home again, so a lean cuisine teriyaki chicken bowl')).toEqual(['lean cuisine teriyaki chicken bowl']);
    expect(foods('two glasses of pinot noir at book club')).toEqual(['pinot noir']);
    expect(foods('a granola bar at the meeting')).toEqual(['granola bar']);
  });

  it('keeps a name that holds a person or an everyday word', () => {
    expect(foods('good friends cereal with milk')).toEqual(['good friends cereal', 'milk']);
    expect(foods('yerba mate and 2 empanadas')).toEqual(['yerba mate', 'empanadas']);
    expect(foods('chicken curry and nan')).toEqual(['chicken curry', 'nan']);
    expect(foods('a house salad and waffle house hashbrowns')).toEqual(['house salad', 'waffle house hashbrowns']);
  });
});
