import { loadMealTextCatalog, loggedPortions } from './loggedMealPortions.js';
import { beforeAll, describe, expect, it } from '@jest/globals';

beforeAll(loadMealTextCatalog);

async function logged(sentence: string): Promise<string[]> {
  return (await loggedPortions(sentence)).map((item) => item.name);
}

describe('choosing the food for an item of a meal sentence', () => {
  it('takes a food whose name has every word said before one that misses some ("chick-fil-a chicken strips")', async () => {
    expect(await logged('chick-fil-a chicken strips')).toEqual([expect.stringMatching(/^CHICK-FIL-A, /)]);
  });

  it('reads "homemade" or "from scratch" as USDA\'s home-recipe version when it has one, else as the plain dish', async () => {
    expect(await logged('a piece of homemade lasagna')).toEqual(['Lasagna with meat, home recipe']);
    expect(await logged('from scratch biscuits')).toEqual(['Biscuit, home recipe']);
    expect(await logged('homemade mac and cheese')).toEqual(['Macaroni or noodles with cheese']);
    expect(await logged('homemade lasagna and homemade biscuits')).toEqual(['Lasagna with meat, home recipe', 'Biscuit, home recipe']);
  });

  it("weighs a food Foundation Foods and SR Legacy both carry by the Foundation entry's measures (a cheddar slice is 17 g)", async () => {
    expect(await loggedPortions('a slice of cheddar')).toEqual([{ name: 'Cheese, cheddar', grams: 17 }]);
    expect(await loggedPortions('2 tbsp hummus')).toEqual([{ name: 'Hummus, commercial', grams: 33.9 }]);
  });

  it("counts a mango by the survey's mango, not the one specimen SR Legacy weighed", async () => {
    expect(await loggedPortions('a mango')).toEqual([{ name: 'Mango, raw', grams: 210 }]);
  });

  it('steers a cut said with or without its bone or skin to the food that says so, else to the plain cut', async () => {
    expect(await logged('a skin-on chicken thigh')).toEqual(['Chicken thigh, NS as to cooking method, skin eaten']);
    expect(await logged('a skinless chicken thigh')).toEqual(['Chicken thigh, NS as to cooking method, skin not eaten']);
    expect(await logged('2 boneless chicken thighs')).toEqual(['Chicken thigh, NS as to cooking method, skin not eaten']);
    expect(await logged('a bone-in chicken breast')).toEqual(['Chicken breast, NS as to cooking method, skin not eaten']);
    expect(await logged('a boneless pork chop')).toEqual([expect.stringMatching(/^Pork, fresh, .*\bboneless\b/)]);
    expect(await logged('a pork chop on the bone')).toEqual([expect.stringMatching(/^Pork, fresh, .*\bbone-in\b/)]);
  });

  it('logs a dish said with two foods as the one dish USDA names with both ("ramen with pork and a soft boiled egg")', async () => {
    expect(await logged('a bowl of ramen with pork and a soft boiled egg')).toEqual(['Ramen bowl with meat and egg']);
    expect(await logged('a bowl of ramen with pork and egg')).toEqual(['Ramen bowl with meat and egg']);
  });

  it('weighs a thick or thin cut said with how it was cooked as the survey weighs that thickness, of any cooking', async () => {
    expect(await loggedPortions('a thick bone-in pork chop, pan fried')).toEqual([{ name: 'Pork, chop, NS as to fat eaten', grams: 180 }]);
  });

  it("reads a fried piece of chicken as coated with any coating, the survey's piece, unless flour or batter is said", async () => {
    expect(await loggedPortions('a fried chicken drumstick')).toEqual([
      { name: expect.stringMatching(/^Chicken drumstick, fried, coated, skin \/ coating eaten/), grams: 85 },
    ]);
    expect(await logged('a batter fried chicken drumstick')).toEqual([expect.stringMatching(/, fried, batter$/)]);
  });

  it('logs a dish said with an add-in that is a kind of what USDA says the dish comes with as that one dish', async () => {
    expect(await logged('1/3 cup of trail mix with m&ms')).toEqual(['Trail mix with chocolate']);
    expect(await logged('a handful of trail mix with raisins')).toEqual(['Trail mix with nuts and fruit']);
    // The add-in's own words are no kind of it: fried rice is not the rice the dish comes with.
    expect(await logged('sweet and sour pork with fried rice')).toEqual(['Sweet and sour pork', 'Rice, fried, NFS']);
  });

  it('keeps the joins of a dish said with who made it or as leftover', async () => {
    expect(await logged('a plate of the beef stir fry we had with soy sauce')).toContain('Stir fried beef and vegetables in soy sauce');
    expect(await logged('leftover chicken chili with beans')).toEqual(['Chili with chicken and beans']);
    expect(await logged('leftover lasagna')).toEqual(['Lasagna with meat, home recipe']);
  });

  it('logs a dish said with its parts and its sauce as the one dish USDA has of them all, and a plate of foods as those foods', async () => {
    expect(await logged('a plate of pot roast with potatoes and carrots and gravy')).toEqual([
      'Beef, potatoes, and vegetables including carrots, broccoli, and/or dark-green leafy; gravy',
    ]);
    expect(await logged('steak with potatoes and carrots')).toEqual(['Beef, steak, NFS', 'Potato, NFS', 'Carrots, raw']);
    expect(await logged('turkey with stuffing and gravy')).toEqual(['Chicken or turkey with stuffing', 'Gravy, NFS']);
  });

  it("takes a chain meal's other items from the chain only as the food said, never as a dish made with it", async () => {
    expect(await logged('an apple and a turkey sub from subway')).toEqual(['Apples, raw, with skin', expect.stringMatching(/^SUBWAY, turkey/)]);
    expect(await logged('an apple and a big mac')).toEqual(['Apples, raw, with skin', 'Big Mac (McDonalds)']);
    expect(await logged('wendys 10 piece nuggets and a medium fry')).toEqual(["WENDY'S, Chicken Nuggets", "WENDY'S, french fries"]);
  });

  it("logs a dish said with tofu as the dish's meatless version when USDA has it, and tofu on its own otherwise", async () => {
    expect(await logged('padthai w/ tofu 2c')).toEqual(['Pad Thai, meatless']);
    expect(await logged('a bowl of pho with tofu no meat')).toEqual(['Soup, pho, no meat']);
    expect(await logged('rice with tofu')).toEqual(['Rice, white, cooked, NS as to fat', 'Tofu, raw, regular, prepared with calcium sulfate']);
  });

  it('counts pieces in a portion that holds several of them ("1 serving (4 pieces)"), not a serving per piece', async () => {
    expect(await loggedPortions('chick fil a four piece strips')).toEqual([{ name: 'CHICK-FIL-A, Chick-n-Strips', grams: 201 }]);
  });

  it('reads a sauce said by its name alone as the sauce, not a dish made with it', async () => {
    expect(await logged('spaghetti with marinara')).toEqual(['Pasta, cooked', 'Sauce, pasta, spaghetti/marinara, ready-to-serve']);
  });

  it("logs a chain's food said with another as the chain's one food of both names when it sells one", async () => {
    expect(await logged('mcdonalds hotcakes and sausage')).toEqual(["McDONALD'S, Hotcakes and Sausage"]);
    expect(await logged('a big mac and fries')).toEqual(['Big Mac (McDonalds)', "McDONALD'S, french fries"]);
  });

  it('reads "pr style" as Puerto Rican style', async () => {
    expect(await logged('pr style stewed goat')).toEqual(['Stewed goat, Puerto Rican style']);
  });

  it('does not let a ripeness or a meat substitute nobody said win over the plain food', async () => {
    expect(await logged('some fried plantains')).toEqual(['Plantain, cooked with oil']);
    expect(await logged('fried green plantains')).toEqual(['Plantains, green, fried']);
    expect(await logged('a kiwi')).toEqual(['Kiwifruit, green, raw']);
  });

  it('reads a burger without its bun as its beef patty, not a veggie patty', async () => {
    expect(await logged('a burger no bun')).toEqual([expect.stringMatching(/^Beef, ground, patty/)]);
    expect(await logged('burger without the bun')).toEqual([expect.stringMatching(/^Beef, ground, patty/)]);
  });

  it('reads a dish said with its parts as the USDA dish that names them ("chicken chili with beans")', async () => {
    expect(await logged('chicken chili with beans')).toEqual(['Chili with chicken and beans']);
    expect(await logged('eggs with cheese')).toHaveLength(2);
    // Not a brand's product the person did not name ("CAMPBELL'S … Beef Rib Roast with Potatoes").
    expect(await logged('pot roast with potatoes')).toEqual([expect.not.stringMatching(/[A-Z]{3,}/), expect.stringMatching(/^Potato/)]);
  });

  it('takes the dish as usually made, not a version that leaves a part out, unless the person says so', async () => {
    expect((await logged('beef chow mein'))[0]).not.toMatch(/\b(?:no|without)\b/i);
    expect((await logged('beef chow mein without noodles'))[0]).toMatch(/\bno noodles\b/i);
  });

  it('names what was left out only when USDA has the dish without it ("pho, no meat"), else logs the plain food', async () => {
    expect(await logged('a bowl of pho, no meat')).toEqual(['Soup, pho, no meat']);
    expect(await logged('coffee no sugar')).toEqual(['Coffee, brewed']);
    expect(await logged('turkey sandwich, hold the mayo')).toEqual([expect.not.stringMatching(/mayo/i)]);
  });

  it('finds a dish left without a part that USDA names with "without" and the part\'s own name, its size word part of the name', async () => {
    expect(await loggedPortions('big mac no sauce')).toEqual([{ name: "McDONALD'S, BIG MAC (without Big Mac Sauce)", grams: 200 }]);
  });

  it('does not read how a food is served ("grilled without sauce") as a part of the dish left out', async () => {
    expect((await logged('grilled chicken'))[0]).toMatch(/^Chicken, .*grilled without sauce/);
  });

  it("keeps a chain meal's other items at the chain when it sells them, in its sizes", async () => {
    expect(await logged('a mcchicken and a small fries')).toEqual([expect.stringMatching(/^McDONALD'S, McCHICKEN/), "McDONALD'S, french fries"]);
  });

  it("uses a chain's food only for an item it is, not for one it comes with (syrup is no 'Hotcakes (with … syrup)')", async () => {
    const [hotcakes, syrup] = await logged('mcdonalds hotcakes and syrup');
    expect(hotcakes).toMatch(/^McDONALD'S, Hotcakes/);
    expect(syrup).not.toMatch(/McDONALD'S|Hotcakes/i);
  });

  it('reads a bun alone as a burger or hot dog bun, and a hot dog on a bun as the one sandwich', async () => {
    expect(await logged('a bun')).toEqual(['Roll, white, hamburger bun']);
    expect(await logged('two hot dog buns')).toEqual([expect.stringMatching(/^Roll, .*hot dog bun$/)]);
    expect(await logged('a hot dog on a bun')).toEqual([expect.stringMatching(/^Hot dog sandwich, /)]);
  });

  it('counts the measure a food ends with when its portion names it as one of two ("1 piece or stick")', async () => {
    expect(await loggedPortions('4 mozzarella sticks')).toEqual([{ name: 'Mozzarella sticks, breaded, baked, or fried', grams: 176 }]);
  });

  it('reads a coffee drink named by its syrup as the flavored drink', async () => {
    expect(await logged('a caramel latte')).toEqual(['Coffee, Latte, flavored']);
    expect(await logged('a vanilla iced latte')).toEqual(['Coffee, Iced Latte, flavored']);
  });

  it('finds a dish written as one word that USDA writes as two ("potstickers")', async () => {
    expect(await logged('5 potstickers')).toEqual([expect.stringMatching(/pot sticker/)]);
  });

  it('takes a dish whose name gives the kind of its filling for the filling said ("chicken congee")', async () => {
    expect(await logged('a bowl of chicken congee')).toEqual(['Congee, with meat, poultry, and/or seafood']);
  });

  it('reads thick and thin as the sizes USDA gives chops and slices, but keeps thin crust a kind of pizza', async () => {
    expect(await loggedPortions('a thick pork chop')).toEqual([{ name: 'Pork, chop, NS as to fat eaten', grams: 180 }]);
    expect(await loggedPortions('a thin pork chop')).toEqual([{ name: 'Pork, chop, NS as to fat eaten', grams: 90 }]);
    expect(await logged('a slice of thin crust cheese pizza')).toEqual([expect.stringMatching(/thin crust/)]);
  });

  it('takes a candy bar named by its brand for the candy, not a nutrition bar sold under that name', async () => {
    expect(await logged('a snickers')).toEqual(['Candies, MARS SNACKFOOD US, SNICKERS Bar']);
    expect(await logged('a snickers bar')).toEqual(['Candies, MARS SNACKFOOD US, SNICKERS Bar']);
    expect((await logged('a snickers protein bar'))[0]).toMatch(/MARATHON|Marathon/);
  });

  it('reads pop as cola only when it is the drink, not the pop of a pop tart', async () => {
    expect(await logged('a frosted strawberry pop tart')).toEqual([expect.stringMatching(/POP.TARTS.*frosted.*strawberry/i)]);
    expect(await logged('a can of pop')).toEqual([expect.stringMatching(/cola/i)]);
  });

  it('takes a food as usually made, not a microwaved frozen product, unless the person says so', async () => {
    expect(await loggedPortions('4 chicken tenders')).toEqual([{ name: 'Chicken tenders or strips, NFS', grams: 200 }]);
  });

  it('reads "a salad with grilled chicken" as the one chicken salad dish, the cooking word aside', async () => {
    expect(await logged('a salad with grilled chicken')).toEqual([expect.stringMatching(/^Chicken or turkey .*salad/)]);
  });

  it('takes nuts roasted or raw, and boiled peanuts only when said', async () => {
    expect((await logged('a handful of peanuts'))[0]).not.toMatch(/boiled/);
    expect((await logged('a cup of boiled peanuts'))[0]).toMatch(/boiled/);
  });

  it('reads a size as the size of a container only when the container was said', async () => {
    expect((await logged('a medium order of onion rings'))[0]).not.toMatch(/flavored/i);
    expect(await loggedPortions('a medium bag of doritos')).toEqual([{ name: expect.stringMatching(/Doritos/), grams: 57 }]);
  });

  it('takes the portion a word said describes ("a belgian waffle" is the thick / Belgian one), but not a unit word', async () => {
    expect(await loggedPortions('a belgian waffle')).toEqual([{ name: expect.stringMatching(/^Waffle/), grams: 135 }]);
    expect((await loggedPortions('a string cheese'))[0]!.grams).toBeGreaterThan(20);
  });

  it("reads a wrap as USDA's sandwich of that filling when there is no wrap of it, never as wonton wrappers", async () => {
    expect(await logged('a falafel wrap')).toEqual(['Falafel sandwich']);
    expect((await logged('a turkey wrap'))[0]).toMatch(/^Turkey sandwich wrap/);
  });

  it('reads an Indian curry named by its sauce as the curry of what is in it, never as another food that has its first word', async () => {
    expect(await logged('a cup of butter chicken')).toEqual(['Chicken curry']);
    expect(await logged('a cup of chicken tikka masala')).toEqual(['Chicken curry']);
  });

  it("takes a food named by its head noun in an alias ('Nigiri'), not one whose alias merely contains a word said", async () => {
    expect(await logged('4 pieces of salmon nigiri')).toEqual(['Sushi, topped with salmon']);
  });

  it('does not take a named sauce for a sauce said by its filling ("meat sauce" is no Alfredo sauce)', async () => {
    expect(await logged('half a cup of meat sauce')).toEqual(['Spaghetti sauce with meat']);
  });

  it("reads a crunchy taco as USDA's hard-shell one, never a soft taco, also when a chain's name is said", async () => {
    expect(await logged('a crunchy taco')).toEqual([expect.stringMatching(/\bhard shell\b/)]);
    const [taco] = await logged('2 crunchy tacos from taco bell');
    expect(taco).not.toMatch(/\bsoft\b/i);
    expect(taco).toMatch(/\bhard shell\b/);
  });

  it("puts milk or sugar in a coffee or tea by the survey's amount per fl oz of the drink, and a counted sugar in teaspoons", async () => {
    const [coffee, sugar, milk] = await loggedPortions('a cup of coffee with 2 sugars and milk');
    expect(coffee).toEqual({ name: 'Coffee, brewed', grams: 240 });
    expect(sugar).toEqual({ name: expect.stringMatching(/^Sugar/), grams: 8.4 });
    expect(milk).toEqual({ name: expect.stringMatching(/^Milk/), grams: 20 });
  });

  it('reads a dish, a chip or a style by the name people use: bolognese, lays, extra crispy only when said', async () => {
    expect(await logged('a plate of spaghetti bolognese')).toEqual([expect.stringMatching(/^Pasta with tomato-based sauce and meat/)]);
    expect(await logged('a bag of lays')).toEqual([expect.stringMatching(/^Potato chips/)]);
    expect((await logged('a kfc drumstick'))[0]).not.toMatch(/EXTRA CRISPY/);
    expect((await logged('a kfc extra crispy drumstick'))[0]).toMatch(/EXTRA CRISPY/);
  });

  it('does not take a cocktail whose proper name holds the food said ("cod" is no Cape Cod)', async () => {
    expect(await logged('150g cod')).toEqual([expect.stringMatching(/^Fish, cod\b/)]);
  });

  it('takes the state a food is usually eaten in: no sprouted, raw or split peas and no iced tea unless said', async () => {
    expect(await logged('a cup of peas')).toEqual([expect.stringMatching(/^Peas, green, cooked\b/)]);
    expect((await logged('a mug of tea'))[0]).not.toMatch(/\biced\b/i);
    expect((await logged('a glass of iced tea'))[0]).toMatch(/\biced\b/i);
  });

  it('reads milk in a brewed tea as a splash in it, and the milk of a latte as the kind of latte', async () => {
    const [tea, milk] = await loggedPortions('a cup of tea with milk');
    expect(tea!.name).toMatch(/\btea\b/i);
    expect(tea!.name).not.toMatch(/\bwith milk\b/);
    expect(milk!.name).toMatch(/^Milk/);
    // The survey's 2.5 g a fl oz, for a cup of about 8 fl oz.
    expect(milk!.grams).toBeCloseTo(20, 0);
    // A milk whose entry lacks the survey's amount per fl oz goes in as much as plain milk does, not a cup of it.
    const [, skim] = await loggedPortions('a cup of tea with skim milk');
    expect(skim!.name).toMatch(/\bskim\b/);
    expect(skim!.grams).toBeCloseTo(20, 0);
    expect(await logged('a medium latte with oat milk')).toEqual(['Coffee, Latte, with non-dairy milk']);
    expect(await logged('an almond milk latte')).toEqual(['Coffee, Latte, with non-dairy milk']);
    expect(await logged('a medium iced coffee with cream')).toEqual(['Iced Coffee, brewed', expect.stringMatching(/^Cream/)]);
  });

  it('reads a vague amount of milk or sweetener in a drink ("a bit of", "a splash of") as the amount usually put in', async () => {
    const [tea, milk] = await loggedPortions('a cup of earl grey with a bit of milk');
    // The survey's 2.5 g of milk a fl oz of the drink, not half a cup of milk.
    expect(milk!.grams).toBeCloseTo((tea!.grams! / 30) * 2.5, 0);
    const [coffee, cream] = await loggedPortions('a mug of coffee with a splash of cream');
    expect(cream!.grams).toBeCloseTo((coffee!.grams! / 30) * 2.5, 0);
    expect((await loggedPortions('tea with a little bit of honey'))[1]!.grams).toBeCloseTo(7, 0);
    // "a little" is how much, not the size of a food named so ("Little honey bun").
    expect(await logged('tea with a little honey')).toEqual([expect.stringMatching(/\btea\b/), 'Honey']);
    const [mug, splash] = await loggedPortions('a mug of coffee with a little milk');
    expect(splash!.grams).toBeCloseTo((mug!.grams! / 30) * 2.5, 0);
  });

  it('reads counted cups named after a food as its small container, and peanut butter cups as the candy', async () => {
    expect((await loggedPortions('coffee with 2 half and half cups'))[1]).toEqual({ name: 'Cream, half and half', grams: 30 });
    expect(await loggedPortions('2 applesauce cups')).toEqual([{ name: expect.stringMatching(/^Applesauce/), grams: 226 }]);
    expect(await logged('3 peanut butter cups')).toEqual([expect.stringMatching(/Peanut Butter Cups/)]);
  });

  it('reads milk and counted sugars in a misspelt coffee as a splash and teaspoons, not a milk coffee', async () => {
    const [coffee, milk, sugar] = await loggedPortions('coffe with milk and 2 sugars');
    expect(coffee!.name).toBe('Coffee, brewed');
    // The survey's 2.5 g of milk a fl oz of the drink (30 g), and a teaspoon (4.2 g) a sugar.
    expect(milk!.grams).toBeCloseTo((coffee!.grams! / 30) * 2.5, 0);
    expect(sugar!.grams).toBeCloseTo(8.4, 1);
  });

  it('reads a bag or packet of a snack with no size as the 1 oz single-serving bag, and crisps as potato chips', async () => {
    expect(await loggedPortions('a bag of lays')).toEqual([{ name: expect.stringMatching(/^Potato chips/), grams: 28 }]);
    expect(await loggedPortions('a packet of crisps')).toEqual([{ name: expect.stringMatching(/^Potato chips/), grams: 28 }]);
    expect((await loggedPortions('a large bag of pretzels'))[0]!.grams).toBe(85);
  });

  it('logs both the bagel and the cream cheese of "a bagel with cream cheese", which USDA has as no single food', async () => {
    expect(await logged('a bagel with cream cheese')).toEqual([expect.stringMatching(/^Bagel/), expect.stringMatching(/cream/i)]);
  });

  it('takes a glazed doughnut, not a cruller, for a glazed donut', async () => {
    expect(await logged('a dunkin glazed donut')).toEqual([expect.stringMatching(/^Doughnuts, yeast-leavened, glazed/)]);
  });

  it('scales a bowl or a plate by the size said, and reads a trailing amount clause as the amount of the food before it', async () => {
    const [bowl] = await loggedPortions('a bowl of oatmeal');
    const [bigBowl] = await loggedPortions('a big bowl of oatmeal');
    expect(bigBowl!.grams! / bowl!.grams!).toBeCloseTo(1.3);
    const [plate] = await loggedPortions("a plate of shepherd's pie");
    expect(await loggedPortions("shepherd's pie, a big plate")).toEqual([{ name: "Shepherd's pie", grams: plate!.grams! * 1.3 }]);
  });

  it("puts cream in a coffee as coffee cream (USDA's light cream), not heavy cream; counted creams are its little tubs", async () => {
    expect(await logged('an iced coffee with cream')).toEqual(['Iced Coffee, brewed', 'Cream, fluid, light (coffee cream or table cream)']);
    expect((await loggedPortions('a large coffee with two creams'))[1]).toEqual({ name: 'Cream, fluid, light (coffee cream or table cream)', grams: 22.2 });
    // Milk's "individual container" is a school carton of a cup: two milks in a coffee are two teaspoons, not two cartons.
    expect((await loggedPortions('a coffee with 2 milks'))[1]?.grams).toBeLessThan(15);
  });

  it('reads ramen said plainly as the noodle-shop bowl, and instant ramen or ramen noodles as the instant soup', async () => {
    expect(await logged('a bowl of ramen')).toEqual(['Ramen bowl, NFS']);
    expect(await logged('chicken ramen')).toEqual(['Ramen bowl with chicken']);
    expect(await logged('a bowl of instant ramen')).toEqual(['Soup, ramen noodles, water added']);
    expect(await logged('a cup of ramen noodles')).toEqual(['Soup, ramen noodles, water added']);
  });

  it("reads chapati and roti, however spelt, as the survey's flatbread in its sizes, not a packaged one", async () => {
    expect(await loggedPortions('2 chapatis')).toEqual([{ name: 'Bread, chappatti or roti', grams: 80 }]);
    expect(await loggedPortions('3 small rotis')).toEqual([{ name: 'Bread, chappatti or roti', grams: 81 }]);
  });

  it('reads pot stickers and gyoza as the pan-fried dumplings they are, and steamed ones only when said', async () => {
    expect(await logged('5 potstickers')).toEqual(['Wonton, dumpling or pot sticker, fried']);
    expect(await logged('4 gyoza')).toEqual(['Wonton, dumpling or pot sticker, fried']);
    expect(await logged('4 steamed gyoza')).toEqual(['Wonton, dumpling or pot sticker, steamed']);
  });

  it("takes a survey dish as made at home when the survey has it so, and the restaurant's only when that is all it has", async () => {
    expect(await logged('a plate of spaghetti bolognese')).toEqual(['Pasta with tomato-based sauce and meat, home recipe']);
    expect(await logged('a turkey sub')).toEqual(['Turkey sandwich or sub, restaurant']);
  });

  it('reads dishes by the English names USDA gives them: gyoza are pot stickers, al pastor is pork, a milkshake a milk shake', async () => {
    expect(await logged('4 gyoza')).toEqual([expect.stringMatching(/\bpot sticker\b/)]);
    expect(await logged('2 tacos al pastor')).toEqual([expect.stringMatching(/^Taco, .*\bpork\b/)]);
    expect(await logged('a chocolate milkshake')).toEqual([expect.stringMatching(/^Milk shakes?, .*chocolate/i)]);
  });

  it('reads tea said plainly as hot black tea, and green tea only when said', async () => {
    expect(await logged('a cup of tea')).toEqual([expect.stringMatching(/\btea\b.*\bblack\b/i)]);
    expect(await logged('a cup of green tea')).toEqual([expect.stringMatching(/\bgreen\b/i)]);
  });

  it('puts a teaspoon of honey or sugar in a tea or coffee when no amount is said, and counts "2 sugars" as two', async () => {
    const [, honey] = await loggedPortions('a mug of tea with honey');
    expect(honey!.name).toMatch(/^Honey/);
    expect(honey!.grams).toBeCloseTo(7, 0);
    const [, sugars] = await loggedPortions('coffee with 2 sugars');
    expect(sugars!.grams).toBeCloseTo(8.4, 0);
  });

  it('reads a cup or bowl of a paste that a soup is named after as the soup, and a spoonful as the paste', async () => {
    expect(await logged('a cup of miso')).toEqual([expect.stringMatching(/^Soup, miso/)]);
    expect(await logged('a tbsp of miso')).toEqual(['Miso']);
    expect(await logged('a cup of rice')).toEqual([expect.stringMatching(/^Rice, /)]);
  });

  it('reads a food said cooked in a way USDA names it by in no entry as the food cooked, not a dish that has it', async () => {
    expect(await logged('steamed zucchini 200g')).toEqual([expect.stringMatching(/^Squash, summer, zucchini, .*\bcooked\b/)]);
    expect(await logged('grilled zucchini')).toEqual([expect.stringMatching(/^Squash, summer, zucchini, .*\bcooked\b/)]);
    expect(await logged('steamed broccoli')).toEqual(['Broccoli, fresh, cooked, no added fat']);
  });

  it('reads a drink said with a maker USDA does not list or a flavour it has under one name as that drink', async () => {
    expect(await logged('premier protein shake 11oz choc')).toEqual(['Nutritional drink or shake, high protein, ready-to-drink, NFS']);
    expect(await logged('a vanilla protein shake')).toEqual(['Nutritional drink or shake, high protein, ready-to-drink, NFS']);
    expect(await logged('a chocolate croissant')).toEqual(['Croissant, chocolate']);
  });

  it('keeps a plural word whose singular a food is named by ("potstickers"), instead of dropping it as a maker USDA does not list', async () => {
    expect(await logged('5 pan fried potstickers')).toEqual(['Wonton, dumpling or pot sticker, fried']);
  });

  it('weighs liquid egg measured from the carton as poured, raw, however it was cooked after', async () => {
    expect(await loggedPortions('1 cup liquid egg whites scrambled')).toEqual([{ name: 'Egg, white, raw, fresh', grams: 243 }]);
    expect(await logged('3 egg whites scrambled')).toEqual([expect.stringMatching(/^Egg white omelet, scrambled/)]);
  });

  it('reads how a food was readied, said after it ("cheddar melted", "onion diced"), as describing the food', async () => {
    expect(await logged('40 g of cheddar melted')).toEqual(['Cheese, cheddar']);
    expect(await logged('carrots shredded 50g')).toEqual([expect.stringMatching(/^Carrots, raw/)]);
    expect(await logged('onion diced half a cup')).toEqual([expect.stringMatching(/^Onions, raw/)]);
  });

  it('reads cups of a light leafy food, whose usual helping weighs as little as a spoonful of paste, as the food', async () => {
    expect(await logged('2 cups spinach')).toEqual([expect.stringMatching(/^Spinach, raw/)]);
    expect(await logged('a bowl of arugula')).toEqual([expect.stringMatching(/arugula/i)]);
  });

  it("reads a scoop of ice cream as half a cup, not the survey's parlour scoop, and a scoop of powder as its own", async () => {
    const [scoops] = await loggedPortions('2 scoops of chocolate ice cream');
    const [cup] = await loggedPortions(`a cup of ${scoops!.name}`);
    expect(scoops!.grams).toBeCloseTo(cup!.grams!, 0);
    const [whey] = await loggedPortions('a scoop of whey protein');
    expect(whey!.grams).toBeLessThan(40);
  });

  it('reads a plate of a dish as its usual helping, not a whole order', async () => {
    expect(await loggedPortions('a plate of nachos')).toEqual([{ name: expect.stringMatching(/^Nachos/), grams: 125 }]);
  });

  it('finds a chain however its name is typed, and takes its own food first', async () => {
    expect(await logged('a chick fil a chicken sandwich')).toEqual(['CHICK-FIL-A, chicken sandwich']);
    expect(await logged('mcdonalds 10 piece nuggets')).toEqual([expect.stringMatching(/nuggets/i)]);
    expect(await logged('a wendys frosty')).toEqual(["WENDY'S, Frosty Dairy Dessert"]);
  });

  it("finds a long chain name typed with one slip, but never bends food words into one ('pizza hot dog')", async () => {
    expect(await logged('chikfila chicken sandwich')).toEqual(['CHICK-FIL-A, chicken sandwich']);
    expect(await logged('a burger kng whopper')).toEqual([expect.stringMatching(/burger king.*whopper|whopper.*burger king/i)]);
    expect((await logged('a pizza hot dog'))[0]).not.toMatch(/PIZZA HUT/);
  });

  it('reads the milk after a misspelt milk coffee as the milk it is made with', async () => {
    expect(await logged('a cappucino w almond milk')).toEqual(['Coffee, Cappuccino, with non-dairy milk']);
  });

  it('gives a drink the size typed in shorthand, as it does the size written out', async () => {
    expect(await loggedPortions('lg sweet tea')).toEqual(await loggedPortions('large sweet tea'));
    expect((await loggedPortions('lg sweet tea'))[0]!.grams).toBe(744);
  });

  it('reads chat shorthand of dishes, drinks and chains', async () => {
    expect(await logged('mac n chz')).toEqual([expect.stringMatching(/^Macaroni or noodles with cheese/)]);
    expect(await logged('kung pao chkn')).toEqual(['Kung pao chicken']);
    expect(await logged('1 can chkn noodle soup')).toEqual([expect.stringMatching(/^Soup, chicken noodle, canned/)]);
    expect(await loggedPortions('monster 16oz can')).toEqual([{ name: 'Energy drink (Monster)', grams: expect.closeTo(496, -1) }]);
  });

  it('takes the generic sandwich, not a fast-food one, when no chain or fast food is said; a tuna sandwich is tuna salad', async () => {
    expect(await logged('a tuna sandwich')).toEqual([expect.stringMatching(/^Tuna salad sandwich/)]);
    expect((await logged('a turkey sub'))[0]).not.toMatch(/fast food|SUBWAY/i);
  });

  it('reads a sandwich on a bread USDA has it on no sandwich of as the sandwich on its usual bread, never crackers or grain', async () => {
    expect(await logged('a turkey sandwich on rye')).toEqual(['Turkey sandwich on white']);
    expect(await logged('a tuna sandwich on sourdough')).toEqual([expect.stringMatching(/^Tuna salad sandwich/)]);
    expect(await logged('turkey on rye')).toEqual(['Turkey sandwich on white']);
    expect(await logged('a turkey sandwich on wheat')).toEqual(['Turkey sandwich on wheat']);
  });

  it('reads collard greens as cooked collards, raw only when said, in the usual helping when no amount is said', async () => {
    expect(await loggedPortions('some collard greens')).toEqual([{ name: expect.stringMatching(/^Collards, .*cooked/), grams: 65 }]);
    expect(await logged('raw collard greens')).toEqual(['Collards, raw']);
  });

  it("takes the survey's usual helping, not a weighed cup, of a plain food said with no amount", async () => {
    expect((await loggedPortions('some asparagus'))[0]!.grams).toBeLessThan(120);
    expect(await loggedPortions('a medium apple')).toEqual([{ name: 'Apples, raw, with skin', grams: 182 }]);
  });

  it('keeps the plain dish over a generic one with something added nobody said ("pizza" is no pizza with fruit)', async () => {
    expect(await logged('a slice of pizza')).toEqual(['Pizza, cheese, from restaurant or fast food, NS as to type of crust']);
  });

  it('reads a piece of a bird baked on the bone as cooked from raw and eaten with its skin, unless said skinless', async () => {
    expect(await logged('2 baked chicken drumsticks')).toEqual(['Chicken drumstick, baked, broiled, or roasted, skin eaten, from raw']);
    expect(await logged('a baked chicken thigh')).toEqual(['Chicken thigh, baked, broiled, or roasted, skin eaten, from raw']);
    expect(await logged('2 baked skinless chicken drumsticks')).toEqual(['Chicken drumstick, baked, broiled, or roasted, skin not eaten, from raw']);
  });

  it('takes a fat-free version only when said (roasted chicken breast is no fat-free deli slice)', async () => {
    expect((await logged('100g roasted chicken breast'))[0]).not.toMatch(/fat-free/i);
  });
  it('reads everyday names and brand nicknames as the generic food USDA names', async () => {
    expect(await logged('a cup of froyo')).toEqual(['Frozen yogurt, NFS']);
    expect(await logged('a cuppa')).toEqual([expect.stringMatching(/^Beverages, tea, black, brewed/)]);
    expect(await logged('2 fig newtons')).toEqual([expect.stringMatching(/^Cookies?, fig bar/)]);
    expect(await logged('a can of white claw')).toEqual(['Hard seltzer']);
    expect(await logged('2 oz of mochi')).toEqual(['Cake made with glutinous rice']);
    expect(await loggedPortions('a rice krispie treat')).toEqual([{ name: 'Cereal or granola bar, with rice cereal', grams: 28 }]);
    expect(await loggedPortions('pepperoni calzone')).toEqual([{ name: 'Calzone, with meat and cheese', grams: 424 }]);
    expect(await logged('a cup of kraft mac and cheese')).toEqual([expect.stringMatching(/^Macaroni and cheese, dry mix, prepared/)]);
    expect(await logged('2 cups of fettuccine alfredo')).toEqual([expect.stringMatching(/^Pasta with cream sauce, /)]);
    expect(await logged('3 fresh spring rolls')).toEqual([expect.stringMatching(/^Roll with .*rice paper, not fried/)]);
    expect(await logged('6 bbq ribs')).toEqual(['Pork, ribs']);
    expect(await loggedPortions('a slim jim')).toEqual([{ name: 'Beef jerky', grams: 9.6 }]);
    expect(await logged('30 g of cheez-its')).toEqual(['Crackers, cheese (Cheez-It)']);
    expect(await logged('a cup of earl grey')).toEqual([expect.stringMatching(/^Beverages, tea, black, brewed/)]);
    expect(await logged('2 frozen margs')).toEqual(['Frozen margarita']);
    expect(await logged('a cup of leftover pot roast')).toEqual(['Beef, pot roast']);
    expect(await logged('a 45g milk chocolate bar')).toEqual(['Candies, milk chocolate']);
  });
  it('reads home fries as home fries, not french fries, and a milk fat said in words as its per cent', async () => {
    expect(await logged('a cup of home fries')).toEqual(['Potato, home fries, NFS']);
    expect(await logged('a cup of two percent milk')).toEqual(['Milk, reduced fat (2%)']);
  });
  it('reads a drink made with milk as made with dairy milk unless a plant milk is said', async () => {
    expect(await logged('a mug of hot cocoa made with milk')).toEqual(['Hot chocolate / cocoa, made with whole or reduced fat (2%) milk']);
    expect(await logged('a cappuccino with almond milk')).toEqual(['Coffee, Cappuccino, with non-dairy milk']);
  });
  it('reads a pack as the portion its maker calls a pack, not a fun-size package', async () => {
    expect(await loggedPortions('a pack of skittles')).toEqual([{ name: 'Candies, MARS SNACKFOOD US, SKITTLES Original Bite Size Candies', grams: 62 }]);
  });
  it("keeps a rare word that is a food's whole name rather than spelling it as a commoner neighbour (trifle, not triple)", async () => {
    expect(await logged('a cup of trifle')).toEqual(['Trifle']);
  });
  it('reads a food said after "with" that the dish\'s name already has, in other words, as part of the dish (frosting is icing)', async () => {
    expect(await logged('a chocolate cupcake with chocolate frosting')).toEqual(['Cake or cupcake, chocolate with chocolate icing, bakery']);
  });
  it('reads a dish with its filling cut or cooked ("a taco salad with ground beef") as the dish with meat, not dish + beef', async () => {
    expect(await logged('a taco salad with ground beef')).toEqual(['Taco or tostada salad with meat']);
    expect(await logged('spaghetti with ground beef')).toEqual(['Pasta, cooked', 'Beef, ground']);
  });
  it('reads a cup of a food cut in a shape as a cup of the plain food, and a count of that shape as the shape', async () => {
    expect(await logged('a cup of pineapple chunks')).toEqual(['Pineapple, raw, all varieties']);
    expect(await logged('half a cup of sliced strawberries')).toEqual(['Strawberries, raw']);
    // Slices are such a shape: a cup of apple slices is fresh apple, not the canned sliced apples.
    expect(await logged('a cup of apple slices')).toEqual([expect.stringMatching(/^Apples?, raw/)]);
    expect((await logged('6 potato wedges'))[0]).toMatch(/wedge/);
  });
  it('reads a fish named before its cut as that fish cooked, one fillet being its fillet portion', async () => {
    for (const sentence of ['a salmon fillet', 'a tilapia fillet', 'a cod fillet', 'grilled salmon fillet', 'a salmon steak']) {
      const [item] = await loggedPortions(sentence);
      expect(item!.name).toMatch(/^Fish, (?:salmon|tilapia|cod)\b/);
      expect(item!.name).not.toMatch(/\braw\b/);
    }
    expect(await loggedPortions('a cod fillet')).toEqual(await loggedPortions('a fillet of cod'));
    expect(await loggedPortions('6 oz salmon fillet')).toEqual([{ name: expect.stringMatching(/^Fish, salmon\b/), grams: 170.1 }]);
  });
  it('reads plain fish with no amount as its usual helping, not one ounce', async () => {
    const [salmon] = await loggedPortions('salmon');
    expect(salmon!.name).toMatch(/^Fish, salmon\b/);
    expect(salmon!.grams).toBeGreaterThanOrEqual(85);
  });
  it('reads "filet mignon" and a plain "filet" as a beef tenderloin steak', async () => {
    expect(await loggedPortions('a filet mignon')).toEqual(await loggedPortions('a tenderloin steak'));
    expect(await logged('filet mignon')).toEqual(['Beef, steak, tenderloin']);
    expect(await logged('a filet')).toEqual(['Beef, steak, tenderloin']);
  });
  it("reads a hot drink's size as the coffee shop's cup: small 12, medium 16, large 20 fl oz", async () => {
    expect(await loggedPortions('a small cappuccino')).toEqual([{ name: 'Coffee, Cappuccino', grams: 360 }]);
    expect(await loggedPortions('a large hot chocolate')).toEqual([{ name: expect.stringMatching(/^Hot chocolate/), grams: 620 }]);
  });
  it('keeps a size said in shorthand for a food USDA names in longer words ("lg sweet tea" is the large drink)', async () => {
    expect(await loggedPortions('lg sweet tea')).toEqual([{ name: 'Tea, iced, brewed, black, pre-sweetened with sugar', grams: 744 }]);
    expect(await loggedPortions('large sweet tea')).toEqual([{ name: 'Tea, iced, brewed, black, pre-sweetened with sugar', grams: 744 }]);
  });
  it("picks a chain's pizza by the diameter in its name for a size said (large is the largest, medium the smaller)", async () => {
    expect(await logged('a large pan pepperoni from pizza hut')).toEqual(['PIZZA HUT 14" Pepperoni Pizza, Pan Crust']);
    expect(await logged('a medium pan pepperoni from pizza hut')).toEqual(['PIZZA HUT 12" Pepperoni Pizza, Pan Crust']);
  });
  it('never lets a size pick another form of the food that has that size ("a medium tea" is hot tea, not iced)', async () => {
    expect(await loggedPortions('a medium tea')).toEqual([{ name: 'Beverages, tea, black, brewed, prepared with tap water', grams: 473.6 }]);
  });
  it('reads a tallboy as the 16 fl oz can', async () => {
    expect(await loggedPortions('a tallboy of lager')).toEqual([{ name: 'Beer', grams: 480 }]);
  });
  it('takes the version of a dish without meat when it is said to be vegetarian', async () => {
    expect(await logged('vegetarian fried rice')).toEqual(['Rice, fried, meatless']);
    expect(await logged('a bowl of veggie pho')).toEqual(['Soup, pho, no meat']);
  });
  it("reads McDonald's nicknames and its 'Mc' foods as the chain's own", async () => {
    expect(await logged('a sausage mcgriddle')).toEqual(["McDONALD'S, Sausage McGRIDDLES"]);
    expect(await logged('a mcd sausage mcmuffin')).toEqual([expect.stringMatching(/^McDONALD'S, Sausage McMUFFIN/)]);
  });
  it("reads tenders as the chain's or USDA's strips", async () => {
    expect(await loggedPortions('two popeyes mild tenders')).toEqual([{ name: expect.stringMatching(/^POPEYES, Mild Chicken Strips/), grams: 108 }]);
  });
  it('reads "a whole naan" as one naan, but whole milk and whole wheat as kinds', async () => {
    expect(await loggedPortions('a whole naan')).toEqual(await loggedPortions('a naan'));
    expect(await logged('a glass of whole milk')).toEqual(['Milk, whole']);
  });
  it("keeps the sides of a sit-down chain's meal at that chain", async () => {
    expect(await logged('at dennys I had the top sirloin steak with hash browns')).toEqual(["DENNY'S, top sirloin steak", "DENNY'S, hash browns"]);
  });
  it('reads a juice box as the 6.75 fl oz box or pouch of juice, not a smoothie', async () => {
    expect(await loggedPortions('an apple juice box')).toEqual([{ name: 'Apple juice, 100%', grams: 209 }]);
  });
  it('reads mahi mahi as the fish USDA writes in one word, not a Bloody Mary', async () => {
    expect((await logged('mahi mahi'))[0]).toMatch(/^Fish, mahimahi\b/);
  });
  it('reads a fun size candy as its fun size portion, and plain M&Ms as the candies, not baking bits', async () => {
    expect(await loggedPortions('2 fun size snickers')).toEqual([{ name: 'Candies, MARS SNACKFOOD US, SNICKERS Bar', grams: 30 }]);
    expect(await loggedPortions('a pack of m&ms')).toEqual([{ name: "Candies, MARS SNACKFOOD US, M&M's Milk Chocolate Candies", grams: 48 }]);
  });
  it('keeps a chain burger\'s own "with cheese" in the burger, and reads "burger king" as the chain, not a hamburger', async () => {
    expect(await logged('bk dbl whopper w/ cheese')).toEqual(['BURGER KING, DOUBLE WHOPPER, with cheese']);
  });
  it('reads McDonald\'s own "Mc" words as its foods, never as a typo of the common word ("mcnuggets" are no generic nuggets)', async () => {
    expect(await logged('10 mcnuggets')).toEqual(["McDONALD'S, Chicken McNUGGETS"]);
  });
  it('reads a chili named by its meat as the survey\'s chili with meat, not a brand\'s canned chili ("beef chili")', async () => {
    expect(await logged('a bowl of beef chili')).toEqual(['Chili with meat']);
  });
  it('prefers the generic food to a brand\'s product nobody named ("corn flakes" is no RALSTON Corn Flakes)', async () => {
    expect(await logged('a cup and a half of corn flakes')).toEqual(['Cereal, corn flakes, plain']);
  });
  it("reads a drink said by the bottle as USDA's bottled one when it has one, never a brand's bottle or another dish", async () => {
    expect(await logged('a 16.9 oz bottle of sweet tea')).toEqual(['Tea, iced, bottled, black']);
    expect(await logged('a bottle of green tea')).toEqual(['Tea, iced, bottled, green']);
    expect(await logged('a 500ml bottle of chocolate milk')).toEqual(['Chocolate milk, NFS']);
    expect(await logged('a 20 oz bottle of coke')).toEqual(['Beverages, carbonated, cola, regular']);
  });
  it('reads an everyday drink or snack brand USDA does not name as its generic food ("LaCroix", "topo chico", "skinny pop")', async () => {
    expect(await loggedPortions('2 cans of LaCroix')).toEqual([{ name: 'Water, carbonated, flavored', grams: 720 }]);
    expect(await logged('a bottle of topo chico')).toEqual(['Water, carbonated, plain']);
    expect(await logged('a bodyarmor')).toEqual(['Sports drink, NFS']);
    expect(await logged('a bag of skinny pop')).toEqual(['Popcorn, ready-to-eat, plain']);
  });
  it('mends a typo to the nearest spelling of a food before a commoner word further away ("cornbred" is cornbread, not corned)', async () => {
    expect((await logged('1pc cornbred'))[0]).toMatch(/^Cornbread\b/);
  });
  it('reads a food said with the end of a compound word as that compound ("kettle corn" is popcorn, not corn)', async () => {
    expect((await logged('3 cups of kettle corn'))[0]).toMatch(/^Popcorn, .*\bkettle\b/);
  });
  it('reads chat shorthand for little and black ("lil caesars", "coffee blk")', async () => {
    expect((await logged('lil caesars pepperoni pizza'))[0]).toMatch(/^LITTLE CAESARS\b/);
    expect(await logged('coffee blk')).toEqual(await logged('black coffee'));
  });
  it('reads a cereal said plainly as the plain cereal, not its crumbs nor a honey version', async () => {
    expect((await logged('a cup of corn flakes'))[0]).not.toMatch(/crumbs|honey/i);
  });
  it('logs a food said with its skin as the entry eaten with the skin, never the skin alone', async () => {
    expect(await logged('baked chicken thigh with the skin on')).toEqual([expect.stringMatching(/^Chicken thigh, baked.*, skin eaten/)]);
    expect(await logged('a baked potato with the skin')).toEqual([expect.stringMatching(/^Potatoes, baked, flesh and skin/)]);
  });
  it('reads the soda a spirit is mixed with as club soda, and soda said alone as cola', async () => {
    expect(await logged('vodka soda x3')).toEqual(['Vodka and soda']);
    expect(await logged('whiskey and soda')).toEqual(['Whiskey and soda']);
    expect(await logged('a can of soda')).toEqual([expect.stringMatching(/cola/i)]);
  });
  it('reads a food from the air fryer as baked, neither deep-fried nor coated', async () => {
    expect(await logged('9 air fried chicken wings')).toEqual(await logged('9 baked chicken wings'));
    expect((await logged('air-fried chicken breast'))[0]).toMatch(/baked/i);
  });
  it('reads an IPA or another strong style of beer as the higher-alcohol beer, and a lager as regular beer', async () => {
    expect(await logged('a pint of ipa')).toEqual([expect.stringMatching(/beer, higher alcohol/i)]);
    expect(await logged('2 hazy ipas')).toEqual([expect.stringMatching(/beer, higher alcohol/i)]);
    expect(await logged('a lager')).toEqual([expect.not.stringMatching(/higher alcohol/i)]);
  });
  it("reads a size before a food that comes in that size as its size, not as part of a chain's name", async () => {
    expect(await logged('a large pepperoni pizza')).toEqual(['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust']);
    expect(await logged('a big mac')).toEqual([expect.stringMatching(/big mac/i)]);
  });
  it('logs a pizza counted with its size as the whole pie of that size, and a slice said as a slice', async () => {
    expect((await loggedPortions('a large pepperoni pizza'))[0]?.grams).toBe(996);
    expect((await loggedPortions('split a large pepperoni pizza with my roommate'))[0]?.grams).toBe(498);
    expect((await loggedPortions('2 slices of large pepperoni pizza'))[0]?.grams).toBe(248);
  });
  it('reads a smoothie named by its fruits as the fruit smoothie, not a brand nobody named', async () => {
    expect(await logged('16oz strawberry banana smoothie')).toEqual(['Fruit smoothie, NFS']);
    expect(await logged('smoothie 20oz 🍓🍌')).toEqual(['Fruit smoothie, NFS']);
    expect(await logged('v8 strawberry banana smoothie')).toEqual([expect.stringMatching(/V8/)]);
  });
  it('reads pho by its Vietnamese meat names as pho with meat, and "ftlong" as a footlong', async () => {
    expect(await logged('pho ga')).toEqual(['Soup, pho, with meat']);
    expect(await logged('a bowl of pho bo')).toEqual(['Soup, pho, with meat']);
    expect(await logged('subway ftlong blt')).toEqual(await logged('subway footlong blt'));
  });

  it('reads the kind of milk said alone after a milk coffee as the milk it is made with ("latte w/ skim")', async () => {
    expect(await logged('latte w/ skim')).toEqual(['Coffee, Latte, nonfat']);
    expect(await logged('iced latte with almond')).toEqual(['Coffee, Iced Latte, with non-dairy milk']);
  });

  it('reads a venti iced drink as the 24 fl oz cold cup, and a hot venti as the 20 fl oz cup', async () => {
    expect(await loggedPortions('venti iced vanilla latte')).toEqual([{ name: 'Coffee, Iced Latte, flavored', grams: 744 }]);
    expect(await loggedPortions('venti latte')).toEqual([{ name: 'Coffee, Latte', grams: 600 }]);
  });

  it('reads pieces counted "with" a sauce as the dish with that kind of sauce, by the piece ("ten cheese ravioli with marinara")', async () => {
    expect(await loggedPortions('ten cheese ravioli with marinara')).toEqual([{ name: 'Ravioli, cheese-filled, with tomato sauce', grams: 380 }]);
    expect(await loggedPortions('20 gnocchi')).toEqual([{ name: 'Gnocchi, potato', grams: 520 }]);
    // USDA weighs its tortellini with cream sauce only by the plate: the counted pieces and the sauce are logged apart.
    expect(await logged('10 cheese tortellini with alfredo')).toEqual(['Tortellini, cheese-filled, no sauce', 'Alfredo sauce']);
  });

  it('reads a light lager said by its brand as light beer, a 12 fl oz can each', async () => {
    expect(await loggedPortions('coors light x2')).toEqual([{ name: 'Alcoholic beverage, beer, light', grams: 708 }]);
    expect(await logged('a miller lite')).toEqual([expect.stringMatching(/\bbeer, light\b/i)]);
  });

  it('reads a candy bar\'s product size ("king size", "fun size") as that portion of the bar', async () => {
    expect(await loggedPortions('a king size snickers')).toEqual([{ name: 'Candies, MARS SNACKFOOD US, SNICKERS Bar', grams: 113 }]);
    // No share-size portion: about twice the standard 1.69 oz pack, and still the candies, not a dessert made with them.
    expect(await loggedPortions('a share size m&ms')).toEqual([{ name: "Candies, MARS SNACKFOOD US, M&M's Milk Chocolate Candies", grams: 91.2 }]);
  });

  it('reads a slice shorthand glued to its count and "ww" as whole wheat ("2slc ww bread")', async () => {
    expect(await loggedPortions('2slc ww bread')).toEqual([{ name: 'Bread, whole wheat', grams: 72 }]);
  });

  it('reads a yogurt cup with its weight said as that weight of yogurt, and a fruit-flavoured yogurt as fruit yogurt', async () => {
    expect(await loggedPortions('a 6 oz strawberry yogurt cup')).toEqual([{ name: expect.stringMatching(/^Yogurt, .*\bfruit\b/), grams: 170.1 }]);
    expect(await logged('a greek peach yogurt')).toEqual([expect.stringMatching(/^Yogurt, Greek, .*\bfruit\b/)]);
  });

  it('reads a dish "with" a cut meat and another part as the dish USDA names with both, whatever the cut ("ground beef")', async () => {
    expect(await logged('one stuffed pepper with ground beef and rice')).toEqual(['Stuffed pepper, with rice and meat']);
    expect(await logged('one stuffed bell pepper with beef and rice')).toEqual(['Stuffed pepper, with rice and meat']);
  });

  it('logs a dish said only by its kind and "made with" measured parts as the parts alone, no ready-made dish of that kind', async () => {
    const sandwich = await logged('a sandwich made with 2 slices of white bread, 3 slices of deli ham and a slice of swiss');
    expect(sandwich).toHaveLength(3);
    expect(sandwich.some((name) => /sandwich/i.test(name))).toBe(false);
    expect(await logged('a smoothie made with a banana and a cup of milk')).toEqual(['Bananas, raw', expect.stringMatching(/^Milk\b/)]);
  });

  it('logs a sandwich said only by its kind "on" its measured bread, then its fillings, as the parts alone', async () => {
    const sandwich = await logged('a sandwich on 2 slices of wheat bread with 3 ounces of deli turkey and a slice of swiss');
    expect(sandwich).toHaveLength(3);
    expect(sandwich.some((name) => /sandwich/i.test(name))).toBe(false);
  });

  it('reads a drink counted in boxes named after it as juice boxes ("2 apple juice boxes"), not a drink by another name', async () => {
    expect(await loggedPortions('2 apple juice boxes')).toEqual([{ name: 'Apple juice, 100%', grams: 418 }]);
  });
});
