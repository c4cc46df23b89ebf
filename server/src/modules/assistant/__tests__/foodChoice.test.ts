import { describe, expect, it } from '@jest/globals';
import type { FoodCatalog } from '../../food/foodCatalog.js';
import type { CatalogFood } from '../../food/food.type.js';
import { formMisses, lacksHeadNoun, preferFoundationOverLegacy, preferSaidForm, preferStandardReference } from '../mealText/foodChoice.js';
import { correctSpelling } from '../mealText/foodSpelling.js';
import { searchTextFor } from '../mealText/nameMatching.js';

const food = (name: string, fields: Partial<CatalogFood> = {}): CatalogFood => ({
  id: `t:${name}`,
  name,
  category: 'Test',
  source: 'fndds',
  portions: [{ amount: 1, unit: 'medium', grams: 100 }],
  nutrients: { energy_kcal: 100 },
  ...fields,
});

const names = (foods: CatalogFood[]) => foods.map((entry) => entry.name);

describe('choosing among the food search candidates', () => {
  it('puts foods with the head noun first ("strawberry jam" is a jam, not strawberries)', () => {
    expect(names(preferSaidForm('strawberry jam', [food('Strawberries, raw'), food('Jam')]))).toEqual(['Jam', 'Strawberries, raw']);
  });

  it('puts a name that joins a food nobody said to the one said ("Milk and cereal bar") after the food said', () => {
    expect(names(preferSaidForm('cereal bar', [food('Milk and cereal bar'), food('Cereal or Granola bar, NFS')]))[0]).toBe('Cereal or Granola bar, NFS');
    expect(names(preferSaidForm('mac and cheese', [food('Macaroni and cheese'), food('Cheese sauce')]))[0]).toBe('Macaroni and cheese');
  });

  it('looks for the head noun in the food itself, not in what it is served with, and past a shape word', () => {
    expect(names(preferSaidForm('meat sauce', [food('Meatballs, with sauce'), food('Spaghetti sauce with meat')]))[0]).toBe('Spaghetti sauce with meat');
    expect(names(preferSaidForm('falafel balls', [food('Cheese ball'), food('Falafel')]))[0]).toBe('Falafel');
  });

  it('finds the head noun before how the food was cooked, said after it ("eggplant roasted" is an eggplant)', () => {
    expect(lacksHeadNoun('eggplant roasted', 'Potato, roasted, NFS')).toBe(1);
    expect(lacksHeadNoun('eggplant roasted', 'Eggplant, cooked, no added fat')).toBe(0);
    expect(lacksHeadNoun('salmon pan fried', 'Fish, salmon, baked or broiled')).toBe(0);
  });

  it('takes a plain food said with how it was cooked before a dish that adds an ingredient nobody said', () => {
    const withMeat = food('Egg white, omelet, scrambled, or fried, with meat');
    const plain = food('Egg white omelet, scrambled, or fried, NS as to fat');
    expect(names(preferSaidForm('scrambled egg whites', [withMeat, plain]))[0]).toBe(plain.name);
    // Said with the ingredient, the dish is no further from what was said.
    expect(names(preferSaidForm('scrambled egg whites with ham', [withMeat, plain]))[0]).toBe(withMeat.name);
  });

  it('never takes the measure a food is counted in for the food ("asparagus spears" are no spearmint)', () => {
    expect(names(preferSaidForm('asparagus spears', [food('Spearmint, fresh'), food('Asparagus, cooked')]))[0]).toBe('Asparagus, cooked');
    expect(names(preferSaidForm('egg foo young patties', [food('Cheeseburger, single patty'), food('Egg foo yung')]))[0]).toBe('Egg foo yung');
  });

  it('puts a meatless dish after the one with meat when a meat is said', () => {
    expect(names(preferSaidForm('beef taco salad', [food('Taco or tostada salad, meatless'), food('Taco or tostada salad with meat')]))[0]).toBe(
      'Taco or tostada salad with meat',
    );
  });

  it('takes the generic dish, not its regional style, its meatless version or a soup of it, unless said', () => {
    const meatballs = [
      food('Meatball, meatless'),
      food('Meatballs, NS as to type of meat, with sauce'),
      food('Soup, meatball'),
      food('Meatballs, Puerto Rican style'),
    ];
    expect(names(preferSaidForm('meatballs', meatballs))[0]).toBe('Meatballs, NS as to type of meat, with sauce');
    expect(names(preferSaidForm('puerto rican meatballs', meatballs.slice(1).reverse()))[0]).toBe('Meatballs, Puerto Rican style');
    expect(names(preferSaidForm('meatball soup', meatballs))[0]).toBe('Soup, meatball');
    expect(names(preferSaidForm('stew', [food('Beef stew, Puerto Rican style'), food('Beef stew')]))[0]).toBe('Beef stew');
  });

  it('puts unsaid main ingredients, lighter versions and brands in brackets after the plain food', () => {
    expect(names(preferSaidForm('lasagna', [food('Lasagna, with chicken or turkey, and spinach'), food('Lasagna, meatless')]))[0]).toBe('Lasagna, meatless');
    expect(names(preferSaidForm('gatorade', [food('Gatorade G2, low calorie'), food('Sports drink (Gatorade G)')]))[0]).toBe('Sports drink (Gatorade G)');
    expect(names(preferSaidForm('double cheeseburger', [food('Double cheeseburger (McDonalds)'), food('Double cheeseburger, on white bun')]))[0]).toBe(
      'Double cheeseburger, on white bun',
    );
    // Said, they count for the food.
    expect(names(preferSaidForm('chicken lasagna', [food('Lasagna, with chicken or turkey'), food('Lasagna, meatless')]))[0]).toBe(
      'Lasagna, with chicken or turkey',
    );
    // A dish named in more words keeps its usual fillings ("egg roll, with pork").
    expect(names(preferSaidForm('egg roll', [food('Egg roll, with beef and/or pork'), food('Roll, egg bread')]))[0]).toBe('Egg roll, with beef and/or pork');
  });

  it('puts another dish the person did not name last (a ham sandwich is not a ham biscuit sandwich or a wrap)', () => {
    expect(names(preferSaidForm('ham sandwich', [food('Ham biscuit sandwich'), food('Ham sandwich wrap'), food('Ham sandwich on white')]))).toEqual([
      'Ham sandwich on white',
      'Ham biscuit sandwich',
      'Ham sandwich wrap',
    ]);
  });

  it('reads the eaten state: cooked when a cooking word is said, and no raw meat or fish unless said', () => {
    expect(names(preferSaidForm('steamed broccoli', [food('Broccoli, raw'), food('Broccoli, cooked, no added fat')]))[0]).toBe(
      'Broccoli, cooked, no added fat',
    );
    expect(
      names(
        preferSaidForm('tilapia', [food('Fish, tilapia, raw', { category: 'Finfish' }), food('Fish, tilapia, cooked, dry heat', { category: 'Finfish' })]),
      )[0],
    ).toBe('Fish, tilapia, cooked, dry heat');
    expect(names(preferSaidForm('apple', [food('Apple, raw'), food('Apple, baked')]))[0]).toBe('Apple, raw');
  });

  it('does not add fat the person did not mention ("cooked spinach" is not "cooked with oil")', () => {
    expect(names(preferSaidForm('cooked spinach', [food('Spinach, cooked with oil'), food('Spinach, cooked, boiled, drained')]))[0]).toBe(
      'Spinach, cooked, boiled, drained',
    );
  });

  it('puts an outsize or miniature product the person did not name after the usual one ("kit kat" is no Big Kat)', () => {
    expect(names(preferSaidForm('kit kat', [food('Candies, KIT KAT BIG KAT Bar'), food('Candies, KIT KAT Wafer Bar')]))[0]).toBe('Candies, KIT KAT Wafer Bar');
    // Said, the size is no miss.
    const kingSize = food('Candies, SNICKERS Bar, king size');
    expect(formMisses('snickers king size', kingSize)).toBe(formMisses('snickers', kingSize) - 1);
  });

  it('takes a meat substitute named after the food only when said ("burger no bun" is no "Veggie burger patty")', () => {
    expect(formMisses('burger no bun', food('Veggie burger patty, no bun'))).toBeGreaterThan(0);
    expect(formMisses('veggie burger no bun', food('Veggie burger patty, no bun'))).toBe(0);
  });

  it('reads a plant-based burger, patty or nugget as the veggie one, and a plant-based milk as said', () => {
    expect(searchTextFor('plant-based burger')).toBe('veggie burger');
    expect(searchTextFor('plant based patties')).toBe('veggie patties');
    expect(searchTextFor('plant-based milk')).toBe('plant-based milk');
  });

  it('reads fried as cooked in oil, not in another fat, and a ripeness as meant only when said of a cooked fruit', () => {
    expect(formMisses('fried plantains', food('Plantain, cooked with oil'))).toBe(0);
    expect(formMisses('fried plantains', food('Plantains, green, fried'))).toBeGreaterThan(0);
    expect(formMisses('kiwi', food('Kiwifruit, green, raw'))).toBe(0);
  });

  it('counts a fat a baked recipe is made with as an ingredient, not as fat added ("banana bread")', () => {
    expect(formMisses('banana bread', food('Bread, banana, prepared from recipe, made with margarine'))).toBe(0);
    expect(formMisses('fried egg', food('Egg, whole, fried with margarine'))).toBeGreaterThan(0);
  });

  it('prefers the Standard Reference entry of the same plain food, but never a raw ingredient or a product', () => {
    const covers = () => true;
    const survey = food('Apple, raw', { nutrients: { energy_kcal: 61 } });
    const standard = food('Apples, raw, with skin', { source: 'sr28', nutrients: { energy_kcal: 52 } });
    expect(names(preferStandardReference('apple', [survey, standard], covers, () => true))[0]).toBe('Apples, raw, with skin');
    const rice = food('Rice, white, cooked', { nutrients: { energy_kcal: 130 } });
    const rawRice = food('Rice, white, raw', { source: 'sr28', nutrients: { energy_kcal: 365 } });
    expect(names(preferStandardReference('white rice', [rice, rawRice], covers, () => true))[0]).toBe('Rice, white, cooked');
    const recipe = food('Pancakes, plain, prepared from recipe', { source: 'sr28', nutrients: { energy_kcal: 260 } });
    expect(names(preferStandardReference('pancakes', [food('Pancakes, NFS', { nutrients: { energy_kcal: 282 } }), recipe], covers, () => true))[0]).toBe(
      'Pancakes, NFS',
    );
  });

  it("takes the plainly cooked Standard Reference entry over the survey's NFS stand-in, costed as cooked with fat", () => {
    const covers = () => true;
    const unspecified = food('Black beans, NFS', { nutrients: { energy_kcal: 181 } });
    const boiled = food('Beans, black, mature seeds, cooked, boiled, without salt', { source: 'sr28', nutrients: { energy_kcal: 132 } });
    expect(names(preferStandardReference('black beans', [unspecified, boiled], covers, () => true))[0]).toBe(boiled.name);
    const raw = food('Beans, black, mature seeds, raw', { source: 'sr28', nutrients: { energy_kcal: 341 } });
    expect(names(preferStandardReference('black beans', [unspecified, raw], covers, () => true))[0]).toBe('Black beans, NFS');
  });

  it('puts the Foundation entry of a food in the place of the SR Legacy entry of the same name, when it is measured', () => {
    const legacy = food('Cheese, cheddar', { source: 'sr28', portions: [{ amount: 1, unit: 'slice', modifier: '1 oz', grams: 28 }] });
    const foundation = food('Cheese, cheddar', { id: 't:foundation', source: 'foundation', portions: [{ amount: 1, unit: 'slice', grams: 17 }] });
    const survey = food('Cheese, Cheddar');
    expect(preferFoundationOverLegacy([legacy, survey, foundation], false)).toEqual([foundation, legacy, survey]);
    const unmeasured = { ...foundation, portions: [] };
    expect(preferFoundationOverLegacy([legacy, survey, unmeasured], false)).toEqual([legacy, survey, unmeasured]);
  });

  it('swaps in the Foundation entry for a volume or weight only when its analysis changes the energy (hummus, not coconut oil)', () => {
    const oil = food('Oil, coconut', { source: 'sr28', nutrients: { energy_kcal: 892 }, portions: [{ amount: 1, unit: 'tbsp', grams: 13.6 }] });
    const newerOil = {
      ...oil,
      id: 't:foundation oil',
      source: 'foundation',
      nutrients: { energy_kcal: 833 },
      portions: [{ amount: 1, unit: 'tablespoon', grams: 11.6 }],
    };
    expect(preferFoundationOverLegacy([oil, newerOil], true)).toEqual([oil, newerOil]);
    const hummus = food('Hummus, commercial', { source: 'sr28', nutrients: { energy_kcal: 166 } });
    const newerHummus = { ...hummus, id: 't:foundation hummus', source: 'foundation', nutrients: { energy_kcal: 229 } };
    expect(preferFoundationOverLegacy([hummus, newerHummus], true)).toEqual([newerHummus, hummus]);
  });
});

describe('variants the person did not name', () => {
  it('takes vegetables nobody eats raw (asparagus, eggplant) cooked unless raw is said, and salad vegetables as they come', () => {
    expect(formMisses('asparagus', food('Asparagus, raw'))).toBeGreaterThan(0);
    expect(formMisses('asparagus', food('Asparagus, cooked, boiled, drained'))).toBe(0);
    expect(formMisses('raw asparagus', food('Asparagus, raw'))).toBe(0);
    expect(formMisses('broccoli', food('Broccoli, raw'))).toBe(0);
  });

  it('takes a food said in one word as the plain food, not a dish or drink that qualifies it ("paneer" is no Palak Paneer)', () => {
    expect(names(preferSaidForm('paneer', [food('Palak Paneer'), food('Cheese, paneer')]))[0]).toBe('Cheese, paneer');
    expect(names(preferSaidForm('strawberries', [food('Strawberry milk, NFS'), food('Strawberries, raw')]))[0]).toBe('Strawberries, raw');
    expect(names(preferSaidForm('pesto', [food('Pesto sauce'), food('Sauce, pesto, ready-to-serve')]))[0]).toBe('Pesto sauce');
  });

  it('does not read the kinds a survey entry was not known as ("NS as to light, heavy, or half and half") as forms of it', () => {
    expect(formMisses('cream', food('Cream, NS as to light, heavy, or half and half'))).toBe(0);
    expect(formMisses('cream', food('Cream, light'))).toBeGreaterThan(0);
  });

  it("puts a dish's home recipe in place of its restaurant version, unless a restaurant is said or there is no home recipe", () => {
    const pasta = [food('Pasta with meat sauce, restaurant'), food('Pasta with cheese and meat sauce'), food('Pasta with meat sauce, home recipe')];
    expect(names(preferSaidForm('pasta with meat sauce', pasta))).toEqual([
      'Pasta with meat sauce, home recipe',
      'Pasta with cheese and meat sauce',
      'Pasta with meat sauce, restaurant',
    ]);
    expect(names(preferSaidForm('restaurant pasta with meat sauce', pasta))[0]).toBe('Pasta with meat sauce, restaurant');
    expect(names(preferSaidForm('turkey sub', [food('Turkey sandwich or sub, restaurant'), food('Turkey sub, frozen')]))[0]).toBe(
      'Turkey sandwich or sub, restaurant',
    );
  });

  it('keeps the skin and coating on fried chicken unless the person says skinless', () => {
    const meatOnly = food('Chicken, drumstick, meat only, cooked, fried');
    const withSkin = food('Chicken drumstick, fried, coated, skin / coating eaten');
    expect(names(preferSaidForm('fried chicken drumstick', [meatOnly, withSkin]))[0]).toBe(withSkin.name);
    expect(names(preferSaidForm('fried skinless chicken drumstick', [meatOnly, withSkin]))[0]).toBe(meatOnly.name);
  });

  it('takes the usual crust and not the toaster kind unless said', () => {
    const thin = food('Pepperoni Pizza, Crunchy Thin Crust');
    const classic = food('Pepperoni Pizza, Classic Hand-Tossed Crust');
    expect(names(preferSaidForm('pepperoni pizza', [thin, classic]))[0]).toBe(classic.name);
    expect(formMisses('thin crust pepperoni pizza', thin)).toBe(0);
    expect(names(preferSaidForm('blueberry muffin', [food('Muffins, blueberry, toaster-type'), food('Muffins, blueberry')]))[0]).toBe('Muffins, blueberry');
  });

  it('reads "A or B" in a name as the one said ("turkey sub" is a "Turkey sandwich or sub", a chicken salad no turkey)', () => {
    expect(formMisses('turkey sub', food('Turkey sandwich or sub, restaurant'))).toBe(0);
    expect(formMisses('chicken salad', food('Chicken or turkey salad, made with mayonnaise'))).toBe(0);
    expect(formMisses('turkey sub', food('Turkey sandwich'))).toBeGreaterThan(0);
  });

  it('does not find the head noun in the brand that opens a chain\'s name ("TACO BELL, Nachos" is no taco)', () => {
    expect(names(preferSaidForm('taco bell taco', [food('TACO BELL, Nachos'), food('TACO BELL, Soft Taco with beef')]))[0]).toBe(
      'TACO BELL, Soft Taco with beef',
    );
  });
});

describe('spelling', () => {
  const catalog = {
    version: 'test',
    foods: [
      ...Array.from({ length: 8 }, (_, index) => ({ name: `Blueberries, variety ${index}` })),
      { name: 'Bluberries, canned' },
      ...Array.from({ length: 8 }, (_, index) => ({ name: `Bread, whole wheat ${index}` })),
    ],
  } as unknown as FoodCatalog;

  it('reads a rare word next to a common one as the common one, even when a USDA name has the typo', () => {
    expect(correctSpelling(catalog, 'bluberries')).toBe('blueberries');
  });

  it('splits two words run together, even when a few names run them together too', () => {
    expect(correctSpelling(catalog, 'wholewheat bread')).toBe('whole wheat bread');
    const meatLoaf = {
      version: 'test-meatloaf',
      foods: [
        { name: 'Vegetarian meatloaf or patties' },
        { name: 'Meatloaf sandwich' },
        ...Array.from({ length: 10 }, (_, index) => ({ name: `Meat loaf made with beef ${index}` })),
      ],
    } as unknown as FoodCatalog;
    expect(correctSpelling(meatLoaf, 'meatloaf')).toBe('meat loaf');
  });

  it('leaves known words alone, and the plural of a known word', () => {
    expect(correctSpelling(catalog, 'blueberries')).toBe('blueberries');
    const withSardines = {
      version: 'test-plural',
      foods: [
        { name: 'Fish, sardine, canned in oil' },
        { name: 'Fish, sardine, canned in tomato sauce' },
        ...Array.from({ length: 8 }, (_, index) => ({ name: `SANDIES cookies ${index}` })),
      ],
    } as unknown as FoodCatalog;
    expect(correctSpelling(withSardines, 'sardines')).toBe('sardines');
  });

  it('leaves alone a dish USDA names only after its region ("Puerto Rican pasteles" is no typo of pastries)', () => {
    const withPasteles = {
      version: 'test-regional',
      foods: [{ name: 'Puerto Rican pasteles' }, ...Array.from({ length: 8 }, (_, index) => ({ name: `Pastries, danish ${index}` }))],
    } as unknown as FoodCatalog;
    expect(correctSpelling(withPasteles, 'pasteles')).toBe('pasteles');
  });
});

describe('how far a food is from what was said', () => {
  it('reads "no dressing" as no dressing, and scores another dish above zero', () => {
    expect(formMisses('greek salad', food('Greek Salad, no dressing'))).toBe(0);
    expect(formMisses('greek salad', food('Egg salad, made with Italian dressing'))).toBeGreaterThan(0);
    expect(formMisses('chana masala', food('Tea, hot, with milk'))).toBeGreaterThan(0);
  });
});

describe('reading counts and brands', () => {
  it('puts unsaid alcohol and unsaid processing after the usual drink', () => {
    expect(names(preferSaidForm('lemonade', [food('Vodka and lemonade'), food('Lemonade, powder, prepared with water'), food('Lemonade')]))[0]).toBe(
      'Lemonade',
    );
    expect(names(preferSaidForm('white wine', [food('Wine, white'), food('Alcoholic beverage, wine, table, white')]))).toHaveLength(2);
    expect(names(preferSaidForm('white wine', [food('Alcoholic beverage, wine, table, white'), food('Wine, white')]))[0]).toBe(
      'Alcoholic beverage, wine, table, white',
    );
  });

  it('keeps a bracketed brand when no unbranded food has the name ("whopper")', () => {
    expect(
      names(preferSaidForm('whopper', [food('Whopper (Burger King)'), food('BURGER KING, WHOPPER, with cheese'), food('Chocolate candy with cereal')]))[0],
    ).toBe('Whopper (Burger King)');
  });
});

describe('everyday names searched as USDA writes them', () => {
  it("reads a chocolate maker's plain milk chocolate bar as the milk chocolate candy, not a bar coated in it", () => {
    expect(searchTextFor("hershey's milk chocolate bar")).toBe('candies milk chocolate');
    expect(searchTextFor('cadbury milk chocolate bar')).toBe('candies milk chocolate');
    expect(searchTextFor('protein milk chocolate bar')).toBe('protein milk chocolate bar');
  });

  it('reads the US craft and import beers said by their brand alone as beer', () => {
    for (const brand of ['blue moon', 'sam adams', 'sierra nevada', 'goose island', 'lagunitas', 'shiner bock', 'dogfish head', 'budweiser'])
      expect(searchTextFor(brand)).toBe('beer');
    expect(searchTextFor('sea bass')).toBe('sea bass');
  });

  it('reads an americano or a long black as brewed coffee, not American cheese', () => {
    expect(searchTextFor('americano')).toBe('coffee brewed');
    expect(searchTextFor('iced americano')).toBe('iced coffee brewed');
    expect(searchTextFor('long black')).toBe('coffee brewed');
  });

  it('reads "pb&j" as the sandwich, not "peanut butter&j", and kasha, sweet tea and rosé by their USDA names', () => {
    expect(searchTextFor('pb&j')).toBe('peanut butter and jelly sandwich');
    expect(searchTextFor('pb and j')).toBe('peanut butter and jelly sandwich');
    expect(searchTextFor('pb')).toBe('peanut butter');
    expect(searchTextFor('buckwheat kasha')).toBe('buckwheat groats');
    expect(searchTextFor('sweet tea')).toBe('iced tea pre-sweetened with sugar');
    expect(searchTextFor('rose')).toBe('wine rose');
  });

  it('reads a steak cut named first without its animal as beef, and leaves one named with an animal or after a chain', () => {
    expect(searchTextFor('sirloin')).toBe('beef sirloin');
    expect(searchTextFor('ribeye grilled')).toBe('beef ribeye grilled');
    expect(searchTextFor('veal sirloin')).toBe('veal sirloin');
    expect(searchTextFor('dennys top sirloin')).toBe('dennys top sirloin');
  });

  it('spells the plural of a berry or cherry typed with -ys as USDA does, and leaves a chain typed without its apostrophe', () => {
    expect(searchTextFor('blueberrys')).toBe('blueberries');
    expect(searchTextFor('cherrys')).toBe('cherries');
    expect(searchTextFor('wendys frosty')).toBe('wendys frosty');
  });

  it('reads plain chips as potato chips and plain granola as the cereal, leaving named kinds alone', () => {
    expect(searchTextFor('chips')).toBe('potato chips');
    expect(searchTextFor('tortilla chips')).toBe('tortilla chips');
    expect(searchTextFor('granola')).toBe('cereal granola');
    expect(searchTextFor('stuffed bell peppers')).toBe('stuffed pepper');
    expect(searchTextFor('corona')).toBe('beer');
    expect(searchTextFor('modelos')).toBe('beer');
    expect(searchTextFor('coors light')).toBe('beer light');
    expect(searchTextFor('michelob ultras')).toBe('beer light');
    expect(searchTextFor('kraft mac and cheese')).toBe('macaroni and cheese dry mix prepared');
    expect(searchTextFor("annie's mac and cheese")).toBe('macaroni and cheese dry mix prepared');
    expect(searchTextFor('granola bar')).toBe('granola bar');
  });

  it('reads a beer by its style as beer, but not ginger ale or root beer', () => {
    expect(searchTextFor('lager')).toBe('beer');
    expect(searchTextFor('ipas')).toBe('beer higher alcohol');
    expect(searchTextFor('pale ale')).toBe('beer');
    expect(searchTextFor('ginger ale')).toBe('ginger ale');
  });

  it('reads a red or a white said by its colour alone as wine', () => {
    expect(searchTextFor('red')).toBe('wine red');
    expect(searchTextFor('white')).toBe('wine white');
    expect(searchTextFor('red beans')).toBe('red beans');
  });

  it('reads gummy candies by their shape as gummy candy, and sourdough as USDA spells it', () => {
    expect(searchTextFor('gummy bears')).toBe('candy gummy');
    expect(searchTextFor('gummy worms')).toBe('candy gummy');
    expect(searchTextFor('sourdough toast')).toBe('sour dough bread toasted');
  });
});
