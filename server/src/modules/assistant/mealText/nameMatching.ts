// What was said, in the catalog's words: everyday names respelt as USDA writes them, and how much of what was said a
// food's name accounts for.
import type { CatalogFood } from '../../food/food.type.js';
import { foodWords, stemFoodWord } from '../../food/search/foodText.js';
import { isSaidWithoutMeat, kindsOfWord, NAMED_NO_MEAT, withoutBoneDescription } from './foodChoice.js';
import { EVERYDAY_WORDS } from './mealContext.js';
import { WORLD_DISH_NAMES } from './worldDishNames.js';

/** How many foods one search reads. */
export const CANDIDATES = 10;

// Everyday names the USDA descriptions spell differently; applied word-wise before searching.
// The fruits a smoothie is named by ("strawberry banana smoothie", "smoothie 🍓🍌").
const SMOOTHIE_FRUIT =
  'strawberry|strawberries|banana|mango|peach|pineapple|blueberry|blueberries|raspberry|mixed berry|berry|tropical|acai|kiwi|cherry|orange|apple';

const COMMON_NAMES: [RegExp, string][] = [
  // "blueberrys", "cherrys", "currys": the plural of a berry, a cherry or a curry is spelt with -ies (not wider: chains
  // typed without their apostrophe, "wendys", "dennys", end in -ys too).
  [/\b([a-z]*rr)ys\b/g, '$1ies'],
  [/^(?!.*french)(.*)\btoast\b(.*)$/, '$1 bread toasted $2'],
  // Home fries are pan-fried potato pieces, not french fries.
  [/^(?!.*(?:sweet potato|yuca|cassava|french|home))(.*)\bfries\b(.*)$/, '$1 french fries $2'],
  // Milk's fat said in words is the per cent USDA writes ("two percent milk" is "Milk, reduced fat (2%)").
  [/\b(?:one|1) ?(?:percent|per cent|pct)\b/, '1%'],
  [/\b(?:two|2) ?(?:percent|per cent|pct)\b/, '2%'],
  [/\boj\b/, 'orange juice'],
  // McDonald's by its nicknames.
  [/\b(?:mcd'?s?|mickey d'?s|micky d'?s|maccas)\b/, 'mcdonalds'],
  // Chicken tenders are what USDA and the chains call strips.
  [/\btenders\b/, 'strips'],
  // "a whole naan": whole before a counted thing says all of it, not whole wheat or whole milk.
  [/^whole (?!(?:wh?ea?t|grain|milk|bean|fat|food|kernel|egg)s?\b)/, ''],
  [/^(?:spaghetti |pasta |penne |tagliatelle )?bolognese$/, 'pasta with tomato-based sauce and meat'],
  [/\blays\b/, 'potato chips'],
  // Boxed mac and cheese said by its brand (Kraft's, Annie's, Easy Mac) is made up from a dry cheese powder; not a
  // restaurant's dish that names the brand.
  [/^(?:kraft|annie'?s|easy mac)\b.*\bmac(?:aroni)? and cheese$/, 'macaroni and cheese dry mix prepared'],
  // Gnocchi said plainly are the everyday potato gnocchi, not the cheese ones.
  [/(?<!\b(?:ricotta|cheese|potato) )\bgnocchi\b/, 'potato gnocchi'],
  // Corn on the cob is fresh sweet corn cooked, not the frozen ears USDA weighs raw.
  [/\bcorn on (?:the )?cobs?\b/, 'corn fresh cooked'],
  // British English: crisps are potato chips (a fruit crisp is said in the singular; rice crisps are a cereal).
  [/(?<!\brice )\bcrisps\b/, 'potato chips'],
  // Before "pb" alone, which would leave "peanut butter&j".
  [/\bpb\s*(?:&|and)\s*j\b/, 'peanut butter and jelly sandwich'],
  [/\bpb\b/, 'peanut butter'],
  // Everyday US drink and snack brands USDA does not name, read as the generic food each is.
  [/\b(?:la ?croix|bubly|spindrift)\b(?: (?:sparkling )?water)?/, 'water carbonated flavored'],
  [/\b(?:topo chico|(?:san )?pellegrino)\b(?: (?:sparkling |mineral )?water)?/, 'water carbonated plain'],
  [/\b(?:smart ?water|liquid death)\b/, 'water bottled plain'],
  [/\b(?:body ?armou?r|prime hydration)\b(?: sports drink)?/, 'sports drink'],
  [/\bcelsius\b(?: energy drink)?/, 'energy drink sugar free'],
  [/\b(?:pure leaf|honest tea)\b(?: (?:sweet |iced )?tea)?/, 'bottled iced tea'],
  [/\bskinny ?pop\b(?: popcorn)?/, 'popcorn ready-to-eat plain'],
  [/\bsmartfood\b(?: popcorn)?/, 'popcorn ready-to-eat cheese flavored'],
  [/\btakis\b/, 'tortilla chips flavored'],
  // Not the pop of a pop tart, nor the soda of soda bread; nor the soda a spirit is mixed with ("vodka soda", "whiskey
  // and soda"), which is club soda.
  [/\b(?:coke|pepsi|pop|(?<!\b(?:whiske?y|rum|vodka|gin|bourbon|scotch|tequila)(?: and)? )soda)\b(?![- ](?:tarts?|bread|crackers?|cakes?|chips)\b)/, 'cola'],
  // An americano (a long black) is espresso let down with hot water: brewed coffee by the cup, not American cheese.
  [/\b(?:caff?e\s+)?americanos?\b|\blong blacks?\b/, 'coffee brewed'],
  [/\bpita\b(?! chips)/, 'pita bread'],
  // American chips, said plainly, are potato chips.
  [/^chips$/, 'potato chips'],
  // Beer goes by its style; USDA has it as beer. The strong styles, IPAs at 6 to 7 % alcohol and the double, imperial
  // and Belgian ones at more, are USDA's higher-alcohol beer.
  [
    /\b(?:(?:double|triple|imperial|hazy|new england|west coast) )?(?:ipas?|imperial stouts?|barley ?wines?|tripels?|quadrupels?|dubbels?)\b/,
    'beer higher alcohol',
  ],
  // A light lager said by its brand ("coors light", "2 miller lites", "michelob ultras") is light beer.
  [/\b(?:coors|miller|michelob|busch|natty|keystone|amstel|corona|heineken)\s+(?:light|lite|ultra)s?\b|\b(?:light|lite) beers?\b/, 'beer light'],
  // Beers said by their brand alone ("a corona", "2 modelos", "a blue moon", "a sam adams"), the big lagers and the
  // craft and import brands US bars pour, are beer.
  [
    /^(?:coors|corona|heineken|modelo|negra modelo|stella(?: artois)?|pbr|pabst|miller(?: high life)?|busch|bud|budweiser|michelob|rolling rock|yuengling|dos equis|pacifico|tecate|sapporo|asahi|kirin|tsingtao|peroni|labatt|molson|becks|carlsberg|san miguel|blue moon|sam(?:uel)? adams|sierra nevada|goose island|lagunitas|shiner(?: bock)?|dogfish head|new belgium|fat tire|bell'?s|founders|kona(?: big wave)?|leinenkugel'?s?|leinies|red stripe|newcastle|hoegaarden|pilsner urquell|smithwick'?s)(?: beers?| extra| especial| banquet| premier| lager| ale)?s?$/,
    'beer',
  ],
  [/\b(?:lagers?|pilsners?|pils|stouts?|pale ales?|(?<!ginger |root )ales?)\b/, 'beer'],
  // Gummy candies go by their shape ("gummy bears", "gummy worms").
  [/\bgumm(?:y|ie)s?(?: (?:bears?|worms?|rings?|candies|candy))?\b/, 'candy gummy'],
  // Granola said plainly is the loose cereal; a granola bar is said so.
  [/^granola$/, 'cereal granola'],
  // USDA spells sourdough in two words ("Bread, sour dough").
  [/\bsourdough\b/, 'sour dough'],
  [/^steak$/, 'beef steak'],
  // A steak cut named first is beef ("a sirloin", "ribeye grilled"): veal sirloin is said so. After a chain's name
  // ("dennys top sirloin") or a way of cooking ("grilled sirloin") it is left as said, for the chain's own steak.
  [/^((?:top )?(?:sirloin|rib ?eye|t-?bone|porterhouse|flank steak|skirt steak|brisket|tri-?tip)\b)/, 'beef $1'],
  // A filet (mignon) eaten as a steak is beef tenderloin.
  [/^filets?(?: mignons?)?$|\bfilets? mignons?\b/, 'beef steak tenderloin'],
  [/\bspuds?\b/, 'potato'],
  // USDA names collard greens by the plant ("Collards, raw").
  [/\bcollard greens?\b/, 'collards'],
  [/\bveggies\b/, 'vegetables'],
  [/\bstrawbs\b/, 'strawberries'],
  [/\bgarbanzo\b/, 'chickpea'],
  // USDA writes mahi mahi as one word.
  [/\bmahi[- ]mahi\b/, 'mahimahi'],
  [/\b(?:buckwheat )?kasha\b/, 'buckwheat groats'],
  [/^rose(?: wine)?$/, 'wine rose'],
  // A glass of red or white, said by its colour alone, is wine.
  [/^(red|white)$/, 'wine $1'],
  // Bottled iced tea is sweetened unless said otherwise.
  [/\bbottled sweet tea\b/, 'bottled iced tea'],
  [/\bsweet tea\b/, 'iced tea pre-sweetened with sugar'],
  [/\bcheerios\b/, 'cheerios cereal'],
  [/\bmargherita\b/, 'cheese'],
  // USDA calls a crunchy taco's shell hard.
  [/\b(?:crunchy|crispy|hard)(?: shell)? (tacos?)\b/, 'hard shell $1'],
  // Indian curries go by their sauce ("butter chicken", "lamb korma"); USDA names them by what is in them.
  [/^butter (chicken|paneer|shrimp|prawns?|fish)$/, '$1 curry'],
  [
    /^(chicken|lamb|beef|goat|mutton|shrimp|prawns?|fish|vegetable) (?:tikka masala|tikka|makhani|korma|vindaloo|jalfrezi|rogan josh|madras|masala)$/,
    '$1 curry',
  ],
  // Brand names people use for the generic food.
  [/\boreos?\b/, 'chocolate sandwich cookie'],
  [/\b(?:sprite|7 ?up|7-up|sierra mist)\b/, 'lemon-lime soda'],
  [/\bdonuts?\b/, 'doughnut'],
  [/\bfig newtons?\b/, 'fig bars'],
  // A candy's product size ("fun size snickers", "share size m&ms") is which of its portions, not part of its name.
  [/\b(?:fun|snack|king|share|sharing)[- ]size\b\s*/, ''],
  // M&M's said plainly are the milk chocolate candies, not baking bits or a McFlurry made with them.
  [/^(?:plain )?m ?& ?m'?s$/, "m&m's milk chocolate candies"],
  [/\bslim jims?\b/, 'beef jerky'],
  [/\bcheez[- ]?its?\b/, 'cheese crackers cheez-it'],
  [/\bezekiel\b/, 'sprouted wheat'],
  [/\balbacore(?: tuna)?\b/, 'tuna white'],
  // A milk chocolate bar is the candy, not a granola or meal bar coated in it; so is a chocolate maker's plain one.
  [/^(?:(?:hershey'?s?|cadbury'?s?|dove|lindt|ghirardelli|milka|nestle'?s?|galaxy) )?milk chocolate (?:candy )?bars?$/, 'candies milk chocolate'],
  // Pot roast said plainly is beef.
  [/^(?!.*\b(?:beef|pork|tongue|venison|lamb|chicken)\b)(.*)\bpot roast\b/, '$1 beef pot roast'],
  [/\bwhite claws?\b/, 'hard seltzer'],
  [/\bfrappuccinos?\b/, 'frozen coffee drink'],
  // Cold brew is coffee steeped cold and served over ice: USDA's iced coffee, brewed.
  [/\bcold[- ]brew(?:ed)?(?: coffee)?\b/, 'iced coffee brewed'],
  // A rice krispie treat is the bar USDA names after it ("1 Rice Krispies bar" of the cereal bar with rice cereal), not a
  // size guessed among the no-bake marshmallow cookie's bars.
  [/^rice krispies? treats?$/, 'cereal or granola bar with rice cereal'],
  // Everyday names of dishes USDA names by what is in them.
  [/\bfroyo\b/, 'frozen yogurt'],
  [/\bmochis?\b(?! ice cream)/, 'glutinous rice cake'],
  [/\b(?:fettuccine|fettucine|fettuccini|pasta|penne|linguine) alfredo\b|\balfredo pasta\b/, 'pasta with cream sauce'],
  [/\b(?:fresh|summer|vietnamese) (?:spring )?rolls?\b/, 'rice paper rolls'],
  // Wings said plainly are chicken wings; ribs, pork ribs.
  [/^(?!.*\b(?:chicken|turkey|duck|angel)\b)(.*)\bwings\b(.*)$/, '$1 chicken wings $2'],
  [/^(?!.*\b(?:beef|short|lamb|veal|pork|prime)\b)(.*)\bribs\b(.*)$/, '$1 pork ribs $2'],
  [/\bmayo\b/, 'mayonnaise'],
  // A chili named by its red meat ("beef chili") is the survey's chili with meat, not a brand's canned chili or a chili
  // beef soup.
  [/^(?:ground )?(?:beef|steak|brisket|venison|meat) chili$/, 'chili with meat'],
  // A stuffed pepper is a bell pepper, which the survey's dish calls a pepper.
  [/\bstuffed (?:bell|sweet|green|red) peppers?\b/, 'stuffed pepper'],
  // A smoothie named by its fruits ("strawberry banana smoothie") is the blended fruit drink, not a bottled brand's
  // juice drink of those flavours nobody named.
  [new RegExp(String.raw`^(?:(?:${SMOOTHIE_FRUIT})(?:\s+and)?\s+)+smoothies?$|^smoothies?(?:\s+(?:and\s+)?(?:${SMOOTHIE_FRUIT}))+$`), 'fruit smoothie'],
  // A yogurt flavoured with a fruit ("strawberry yogurt", "peach yogurt cup") is USDA's fruit yogurt, not a brand's.
  [new RegExp(String.raw`^((?:greek\s+)?)(?:(?:${SMOOTHIE_FRUIT})(?:\s+and)?\s+)+yogh?urts?$`), '$1yogurt fruit'],
  // An air fryer is a small fan oven: what comes out of it is baked, neither deep-fried nor coated in batter.
  [/\bair[- ]?(?:fried|fryed|fryer|fry)\b/, 'baked'],
  // Pho by its Vietnamese meat names: gà chicken, bò beef (tái rare, chín well done, đặc biệt the house mix).
  [/\bpho (?:ga|bo|tai|chin|dac biet)\b/, 'pho with meat'],
  // Puerto Rican style, as chat shortens it ("pr style stewed goat").
  [/\bpr[- ]style\b/, 'puerto rican style'],
  [/^eggs?$/, 'egg whole cooked'],
  [/^fried eggs?$|^eggs? over (?:easy|medium|hard)$/, 'egg whole fried'],
  [/\b(?:shish )?keb[ao]bs?\b/, 'shish kabob'],
  [/^boiled eggs?$|^hard[ -]boiled eggs?$/, 'egg whole hard-boiled'],
  [/\bcoffee black\b|\bblack coffee\b/, 'coffee brewed'],
  // A cuppa is British for a cup of tea.
  [/^cuppa(?: tea)?$/, 'tea'],
  // Tea said plainly is hot black tea, the everyday cup; green, herbal or iced tea is said.
  [/^(?:hot |a cup of )?tea$/, 'tea black brewed'],
  // Black teas go by their blend's name.
  [/^(?:earl gr[ae]y|english breakfast|irish breakfast|darjeeling|assam)(?: tea)?$/, 'tea black brewed'],
  // Margs are margaritas.
  [/\bmargs\b/, 'margaritas'],
  // A latte named by its syrup ("caramel latte", "vanilla iced latte") is USDA's flavored one.
  // A macchiato named by its syrup is the coffee shop's layered latte, not an espresso marked with milk.
  [/\b(?:salted caramel|caramel|vanilla|hazelnut|pumpkin spice|peppermint|cinnamon|toffee|flavou?red)\s+((?:iced )?)(?:latte|macchiato)\b/, 'flavored $1latte'],
  // The milk of a milk coffee says which one it is ("a latte with oat milk", "an almond milk cappuccino").
  [/\b(latte|cappuccino|mocha|flat white)\b(.*?)\s*with (?:oat|almond|soy|coconut|rice|cashew|hemp|plant|non-?dairy) milk\b/, '$1$2 with non-dairy milk'],
  [/\b(?:oat|almond|soy|coconut|cashew)(?: milk)? (latte|cappuccino|mocha)\b/, '$1 with non-dairy milk'],
  [/\b(latte|cappuccino|mocha|flat white)\b(.*?)\s*with (?:skim|nonfat|non-fat|fat-free|fat free) milk\b/, 'nonfat $1$2'],
  [/\b(latte|cappuccino|mocha|flat white)\b(.*?)\s*with (?:whole |2% |regular |dairy )?milk\b/, '$1$2'],
  // Dishes known by their cuisine's name, which USDA writes in English.
  // Ramen said plainly is the noodle-shop bowl; the instant noodles are said so.
  [/\binstant (?:ramen|noodles?)\b/, 'soup ramen noodles'],
  [/^(?!.*\b(?:soup|noodles?|dry)\b)(.*)\bramen\b(?! bowl)(.*)$/, '$1 ramen bowl $2'],
  // The survey's flatbread is spelt "chappatti"; a bare "chapati" finds only frozen and packaged ones.
  [/\b(?:chapp?att?is?|rotis?)\b/, 'chappatti or roti'],
  // Pot stickers and gyoza are pan-fried dumplings; steamed or boiled ones are said so.
  [/(?<!\b(?:steamed|boiled|fried) )\b(?:pot ?stickers?|gyozas?)\b/, 'fried pot sticker'],
  [/\bgyozas?\b/, 'pot sticker'],
  [/^(.*?)\s*\bal pastor\b(.*)$/, 'pork $1$2'],
  [/\bmilkshakes?\b/, 'milk shake'],
  // Peas said plainly are garden peas, not split or sprouted ones.
  [/^(?:garden |sweet )?peas$/, 'green peas'],
  [/^ranch$/, 'ranch dressing'],
  // A sauce said by its name alone ("spaghetti with marinara") is the sauce, not a dish made with it.
  [/^(marinara|alfredo|pesto|hollandaise|bechamel|bearnaise|tartar)$/, '$1 sauce'],
  [/\bblts?\b/, 'bacon lettuce tomato sandwich'],
  // A tuna sandwich or wrap is filled with tuna salad (tuna mixed with mayonnaise), as USDA names it.
  // USDA's tuna sub is its own ("tuna on white bread"), not a tuna salad one.
  [/\btuna (sandwich|wrap|melt)/, 'tuna salad $1'],
  // A hoagie is a sub; the roll alone is said so.
  [/\bhoagies?\b(?! rolls?\b| buns?\b)/, 'sub'],
  // A salad, said plainly, is lettuce with vegetables ("Lettuce, salad with assorted vegetables").
  [/^(?:green |garden |side |mixed |tossed |house )?salad$/, 'lettuce salad assorted vegetables'],
  // A bun eaten alone is the bread of a burger or a hot dog, not a Chinese bao.
  [/^(?:plain |white )?buns?$/, 'roll white hamburger bun'],
  [/\b(?:ham)?burger buns?\b/, 'roll hamburger bun'],
  [/\bhot ?dog buns?\b/, 'roll hot dog bun'],
  // A plant-based burger, patty, nugget or meatball is USDA's veggie one ("Veggie burger patty").
  [/\bplant[- ]based (?=(?:burgers?|patt(?:y|ies)|nuggets?|meatballs?)\b)/, 'veggie '],
  // A burger without its bun is its beef patty.
  [
    /^(?!.*\b(?:veggie|vegetable|turkey|salmon|bean|chicken|fish|tofu|impossible|beyond)\b)(?:ham|cheese)?burgers? (?:no|without) (?:the |a )?buns?$/,
    'beef ground patty',
  ],
  // A burger, said plainly, is a hamburger (USDA has no plain "burger"); "burger king" is the chain.
  [/^(?!.*\b(?:veggie|vegetable|turkey|salmon|bean|chicken|fish|tofu|impossible|beyond)\b)(.*)\bburgers?\b(?!\s+king\b)(.*)$/, '$1 hamburger $2'],
  // Pasta shapes eaten plain are USDA's cooked pasta (whose cup measures name the shape).
  [
    /^(?:cooked |plain |boiled )?(?:spaghetti|penne|linguine|fettuccine|fettucine|rigatoni|fusilli|rotini|farfalle|ziti|macaroni|elbows?)(?: noodles| pasta)?$/,
    'pasta cooked',
  ],
  // A hot dog, said plainly, comes in its bun; USDA's "Hot dog" is the sausage alone.
  [/^(?!.*\b(?:sausage|frank|no bun|without (?:a |the )?bun|bunless|roll)\b)(.*)\bhot ?dogs?\b(.*)$/, '$1 hot dog sandwich $2'],
];

export function searchTextFor(food: string): string {
  let text = food.trim();
  for (const [pattern, replacement] of [...WORLD_DISH_NAMES, ...COMMON_NAMES]) text = text.replace(pattern, replacement);
  return text.replace(/\s+/g, ' ').trim();
}

function editDistanceAtMost(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]! <= limit;
}

const FILLER_WORDS = new Set(['with', 'and', 'of', 'a', 'the', 'in', 'on', 'homemade', 'fresh', 'plain', 'cooked', 'baked', 'toasted', 'bread']);

// Words that never name a food, as foodWords spells them: found in a food's name only when written there exactly.
const EVERYDAY_STEMS = new Set([...EVERYDAY_WORDS].map(stemFoodWord));

/** How much of what the person wrote the food's name accounts for (typos forgiven). */
export function nameCoverage(query: string, food: Pick<CatalogFood, 'name'> & { aliases?: string }): number {
  const wanted = foodWords(withoutBoneDescription(query)).filter((word) => !FILLER_WORDS.has(word));
  if (wanted.length === 0) return 1;
  const have = foodWords(`${food.name} ${food.aliases ?? ''}`);
  const found = wanted.filter((word) => {
    if (isSaidWithoutMeat(word) && NAMED_NO_MEAT.test(food.name)) return true;
    const kinds = kindsOfWord(word);
    const isEveryday = EVERYDAY_STEMS.has(word);
    return have.some(
      (candidate) =>
        candidate === word ||
        kinds.includes(candidate) ||
        (!isEveryday &&
          (candidate.startsWith(word) ||
            (word.startsWith(candidate) && candidate.length >= 4) ||
            editDistanceAtMost(word, candidate, word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0))),
    );
  });
  return found.length / wanted.length;
}
