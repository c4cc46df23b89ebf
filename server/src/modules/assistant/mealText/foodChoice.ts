import type { CatalogFood } from '../../food/food.type.js';
import { editDistanceWithin } from '../../food/search/foodVocabulary.js';
import { foodWords } from '../../food/search/foodText.js';

/**
 * Rules for picking one food among the search's candidates, each for a family of mistakes rather than a sentence
 * (spelling, which comes before the search, is foodSpelling.ts):
 * - form: a candidate that is another dish than the one named ("ham biscuit sandwich" for "ham sandwich", "taco"
 *   for "corn tortillas") comes after those that are not;
 * - source: for a plain food, the Standard Reference entry, whose household measures were weighed ("1 medium, 3"
 *   dia"), beats the survey entry of the same food, whose sizes are typical helpings and run large.
 */

// Words that turn a food into another dish or product when the person did not say them.
const FORM_WORDS = new Set(
  [
    'wrap',
    'salad',
    'sandwich',
    'biscuit',
    'hot dog',
    'taco',
    'burrito',
    'enchilada',
    'quesadilla',
    'pie',
    'casserole',
    'cookie',
    'cake',
    'muffin',
    'bar',
    'chip',
    'dip',
    'spread',
    'sauce',
    'gravy',
    'stew',
    'smoothie',
    'shake',
    'juice',
    'drink',
    'pizza',
    'pudding',
    'cereal',
    'candy',
    'frosting',
    'topping',
    'dressing',
    'croissant',
    'bagel',
    'baby food',
    'babyfood',
    'fritter',
    'strudel',
    'cruller',
    'turnover',
    'sundae',
    'parfait',
  ].map((word) => foodWords(word).join(' ')),
);

const COOKED_AFTER_FOOD =
  /(?<=\S)\s+(?:(?:pan|deep|stir|air|oven)[- ]?)?(?:boiled|steamed|grilled|baked|broiled|roasted|fried|poached|scrambled|stewed|sauteed|sautéed|braised|toasted|mashed)$/;
const COOKING = /\b(cooked|boiled|steamed|grilled|baked|broiled|roasted|fried|poached|scrambled|stewed|sauteed|sautéed|microwaved|toasted|braised)\b/;
const FLESH = /fish|shellfish|poultry|beef|pork|lamb|veal|game|meat|sausage|seafood/i;
// Legumes, tubers, vegetables and cooking greens nobody eats raw are eaten cooked: raw ones only when said.
const EATEN_COOKED =
  /^(?:beans|peas|lentils|chickpeas|potato(?:es)?|sweet potato(?:es)?|yams?|asparagus|brussels sprouts|eggplant|okra|artichokes?|collards|(?:mustard|turnip) greens)$/i;

/**
 * How far a candidate is from the state the person ate it in: a raw food when they said how it was cooked, a raw
 * piece of meat or fish when they said nothing (nobody eats raw tilapia unless they say so).
 */
function stateMismatch(query: string, food: Pick<CatalogFood, 'name' | 'category'>): number {
  // "Chicken drumstick, baked, …, from raw" was cooked from raw, not eaten raw.
  const raw = /\braw\b|\buncooked\b/i.test(food.name.replace(/\bfrom raw\b/gi, ''));
  if (/\braw\b/.test(query)) return raw ? 0 : 1;
  if (COOKING.test(query)) return raw ? 1 : 0;
  return raw && (FLESH.test(`${food.category} ${food.name.split(',')[0]}`) || EATEN_COOKED.test(food.name.split(',')[0]!)) ? 1 : 0;
}

// Shapes a food is counted in ("falafel balls", "cheese cubes", "chicken bites"): the food is the word before them.
const SHAPE_WORDS = new Set(
  foodWords('ball balls bite bites cube cubes chunk chunks piece pieces slice slices stick sticks strip strips wedge wedges spear spears patty patties halves'),
);

// Words USDA uses for what a person said in other words: a survey dish names its filling by kind ("Congee, with meat,
// poultry, and/or seafood" for "chicken congee"), and a wrap is one of its sandwiches ("Falafel sandwich").
const KINDS_OF_WORD = new Map<string, string[]>();
for (const [kind, words] of Object.entries({
  poultry: 'chicken turkey duck',
  meat: 'beef pork lamb veal ham bacon sausage chicken turkey',
  seafood: 'shrimp prawn fish crab salmon tuna clam lobster scallop squid',
  sandwich: 'wrap wraps',
  icing: 'frosting',
  tomato: 'marinara',
})) {
  for (const word of foodWords(words)) KINDS_OF_WORD.set(word, [...(KINDS_OF_WORD.get(word) ?? []), foodWords(kind)[0]!]);
}
const NO_KINDS: readonly string[] = [];

// Said of a dish, these mean the version without meat, which USDA calls meatless, vegetarian or "no meat".
const WITHOUT_MEAT_WORDS = new Set(foodWords('vegetarian veggie meatless vegan'));
const MEAT_IN_NAME = /\b(?:meat|beef|pork|lamb|veal|chicken|turkey|poultry|fish|seafood|shrimp|sausage|bacon|ham)\b/i;
export const NAMED_NO_MEAT = /\b(?:vegetarian|veggie|meatless|(?:no|without) meat)\b/i;

export function isSaidWithoutMeat(word: string): boolean {
  return WITHOUT_MEAT_WORDS.has(word);
}

/** The words a food's name may use for a word said (see KINDS_OF_WORD); none for most words. */
export function kindsOfWord(word: string): readonly string[] {
  return KINDS_OF_WORD.get(word) ?? NO_KINDS;
}

/** Whether a food's name says it was cooked in some way ("Squash, …, cooked, boiled", "Bread, …, toasted"). */
export function isNamedCooked(name: string): boolean {
  return COOKING.test(name.toLowerCase());
}

/**
 * "steamed zucchini" → "cooked zucchini": what was said with how it was cooked as USDA says it of foods it names by no
 * such way ("Squash, summer, zucchini, …, cooked, boiled"), or undefined when it says no way of cooking.
 */
export function withCookingSaidPlainly(query: string): string | undefined {
  const plain = query.replace(new RegExp(COOKING.source, 'g'), 'cooked');
  return plain !== query ? plain : undefined;
}

// Liquid egg or egg whites from a carton, measured as poured before cooking.
const LIQUID_EGG = /\bliquid egg/;

/**
 * "1 cup liquid egg whites, scrambled" → "liquid egg whites": a food measured as poured from the carton was measured raw,
 * however it was cooked after; undefined for any other food, or when no way of cooking was said.
 */
export function withoutCookingOfPouredFood(query: string): string | undefined {
  if (!LIQUID_EGG.test(query)) return undefined;
  const plain = query.replace(new RegExp(COOKING.source, 'g'), ' ').replace(/\s+/g, ' ').trim();
  return plain !== query ? plain : undefined;
}

// How a food was readied after it was bought, said after it in a list ("cheddar melted", "carrots shredded").
const READIED_AFTER_FOOD = /^(.+?) (melted|grated|shredded|crumbled|softened|sliced|diced|chopped|cubed|minced|mashed)$/;

/**
 * "cheddar melted" → "melted cheddar": how a food was readied, said after it, is said before it as USDA and people
 * usually do, so the food stays the head noun (not "melted", which finds "Breadsticks, … with melted cheese").
 */
export function withReadyingFirst(query: string): string {
  const readied = READIED_AFTER_FOOD.exec(query);
  return readied ? `${readied[2]} ${readied[1]}` : query;
}

// "sliced strawberries", "diced mango": how the food was cut before it was measured.
const CUT_INTO_SHAPE = /^(?:sliced|diced|chopped|cubed|halved|quartered|cut)$/;

/**
 * "pineapple chunks", "sliced strawberries" → the food: what was said without the shape it is counted or measured in, or
 * undefined when it says none.
 */
export function withoutShapeWord(query: string): string | undefined {
  const words = query.split(' ');
  if (words.length < 2) return undefined;
  if (SHAPE_WORDS.has(foodWords(words.at(-1)!)[0] ?? '')) return words.slice(0, -1).join(' ');
  return withoutCutWord(query);
}

/** "chopped onion" → "onion": what was said without the way it was cut first, or undefined when it opens with none. */
export function withoutCutWord(query: string): string | undefined {
  const words = query.split(' ');
  return words.length > 1 && CUT_INTO_SHAPE.test(words[0]!) ? words.slice(1).join(' ') : undefined;
}

/**
 * Whether the food's name has the head noun of what was said: the last word in English ("strawberry jam"), looked
 * for in the name's own part, not in what it is served with ("Meatballs, with sauce" is no sauce).
 */
export function lacksHeadNoun(query: string, name: string): number {
  // "chicken burrito with beans and rice" is a burrito.
  const said = query.split(/\s+with\s+/)[0]!;
  const all = foodWords(said);
  // "eggplant roasted": how it was cooked, said after the food, is no head noun.
  const food = said.replace(COOKED_AFTER_FOOD, '');
  const head = foodWords(withoutShapeWord(food) ?? food).at(-1);
  if (!head || all.length < 2) return 0;
  // Not in a brand that opens the name either: "TACO BELL, Nachos" is no taco.
  const named = foodWords(name.split(/,\s+with\s+/i)[0]!.replace(/^[A-Z][A-Za-z'.&]*[A-Z](?:\s+[A-Z'.&]+)*,/, ''));
  const kinds = kindsOfWord(head);
  return named.some(
    (word) =>
      word === head ||
      kinds.includes(word) ||
      word.startsWith(head) ||
      (head.startsWith(word) && word.length >= 4) ||
      editDistanceWithin(word, head, head.length >= 7 ? 2 : head.length >= 4 ? 1 : 0) <= (head.length >= 7 ? 2 : head.length >= 4 ? 1 : 0),
  )
    ? 0
    : 1;
}

// Fat a survey entry adds in cooking or packing ("cooked with oil", "canned in oil") when the person did not say so.
const ADDED_FAT = ['oil', 'butter', 'margarine', 'fat added', 'lard'].map((word) => foodWords(word).join(' '));

const FRIED = /\bfried\b/;
const MEAT_SUBSTITUTE = /\b(?:veggie|vegetarian|vegan)\b/i;
// Ripeness USDA names some fruits by; the person says it when it matters.
const RIPENESS = foodWords('green yellow ripe unripe');

// Main ingredients a mixed dish may name ("Lasagna, with chicken or turkey, and spinach"): unsaid, they make it another
// dish than the plain one the person meant.
const INGREDIENTS = new Set(
  foodWords('chicken turkey beef pork ham bacon sausage shrimp seafood fish tuna salmon crab lamb veal spinach broccoli mushroom mushrooms'),
);
// How meat is cut for a dish's filling ("ground beef", "shredded chicken"): still the main ingredient itself.
const CUT = /\b(ground|minced|shredded|pulled|diced|chopped|sliced)\b/g;

/**
 * The main ingredient a dish may be named after, said alone or with how it was cooked or cut ("chicken" in "chicken
 * curry", "grilled chicken" in "a salad with grilled chicken", "ground beef" in "a taco salad with ground beef");
 * undefined for anything else.
 */
export function mainIngredientOf(text: string): string | undefined {
  const words = foodWords(text.replace(new RegExp(COOKING.source, 'g'), ' ').replace(CUT, ' '));
  return words.length === 1 && INGREDIENTS.has(words[0]!) ? words[0] : undefined;
}

/** Words of a food in another form than it usually comes in; unless the person said so, they mean the usual one. */
export const PROCESSED =
  /\b(unprepared|uncooked|dry mix|box mix|mix|canned|frozen|microwaved|fully cooked|pre-?cooked|brown and serve|dried|dehydrated|smoked|pickled|sweetened|syrup|powder|concentrate|crumbs|infant|baby food|toddler|diet|imitation)\b/i;

const ALCOHOL = new Set(foodWords('vodka rum whiskey whisky tequila gin brandy liqueur beer wine sake bourbon schnapps spiked'));
// A lighter version ("Gatorade G2, low calorie", "cola, diet") is only meant when said.
const LIGHTER = ['low calorie', 'diet', 'sugar free', 'sugarfree', 'lite', 'light', 'zero', 'low carb', 'reduced calorie', 'low fat', 'fat free'].map((word) =>
  foodWords(word).join(' '),
);
// Styles of a food that are only meant when said: a pizza is the usual crust, a muffin not the toaster kind.
const STYLES = ['thin crust', 'thick crust', 'deep dish', 'stuffed crust', 'toaster', 'extra crispy'].map((word) => foodWords(word).join(' '));
// A product's outsize or miniature version ("KIT KAT BIG KAT Bar", "king size") is only meant when said.
const PRODUCT_SIZES = ['big', 'king size', 'giant', 'jumbo', 'mini', 'fun size', 'snack size'].map((word) => foodWords(word).join(' '));
// A nutrition or energy bar sold under a candy's name ("Nutrition bar (Snickers Marathon Protein Bar)") is only meant
// when said; "a snickers" is the candy bar.
const NUTRITION_BAR = /\b(?:nutrition|formulated|protein|energy)\s+bar\b/i;
const SAID_NUTRITION_BAR = /\b(?:nutrition|formulated|protein|energy|marathon)\b/;
// Named sauces: "meat sauce" is no "Alfredo sauce with meat" unless the person named the sauce.
const NAMED_SAUCES = foodWords('alfredo hollandaise bechamel bearnaise carbonara pesto marinara teriyaki barbecue bbq vodka tartar worcestershire');
// Kinds that exclude each other: a soft taco is not the hard one the person said, nor a hard candy a soft one.
const CONTRARY_KINDS: [string, string][] = [['soft', 'hard']];
// "NS as to light, heavy, or half and half", "NS as to type of crust": the options the survey's respondent did not say.
const NOT_KNOWN_AS = /\bNS as to (?:[a-z-]+(?: [a-z-]+)?,\s*)*[a-z -]*?\bor\b[^,]*|\bNS as to [^,]*/gi;
const COCKTAIL = /cocktail|liquor|alcoholic/i;
const NON_DAIRY = /\bnon-?dairy\b/i;
const SAID_NON_DAIRY = /\b(?:non-?dairy|dairy-free|vegan|plant|oat|almond|soy|coconut|rice|cashew|hemp)\b/;
const BOILED_NUTS = /^(?:nuts|peanuts)\b.*\bboiled\b/i;
// States a food is seldom eaten in: sprouted seeds, a tea or coffee over ice. Only meant when said.
const UNUSUAL_STATES = foodWords('sprouted iced');
const SOUP_OF = /^soup,/i;
// A version sweetened with honey ("HONEY CRUNCH CORN FLAKES", "Honey roasted peanuts") is only meant when said.
const HONEYED = foodWords('honey');
// A regional version the survey names by its style ("Meatballs, Puerto Rican style", "Beef and vegetables, Hawaiian
// style") is only meant when the region is said; "meatballs" is the generic dish.
const REGIONAL_STYLE = /,\s*((?:[A-Z][a-z]+ )+)style\b/;
// Words that say which of a brand's products is meant ("snickers bar", "snickers king size", "diet coke").
const KIND_WORDS = new Set([...FORM_WORDS, ...[...PRODUCT_SIZES, ...LIGHTER].flatMap((phrase) => phrase.split(' '))]);
// Poultry eaten without its skin or coating; fried or breaded chicken is eaten with them unless the person says not.
const SKIN_REMOVED = /meat only|skin not eaten|coating not eaten|skin and breading removed|skinless/i;
const SAID_WITH_SKIN = /\b(?:fried|breaded|crispy|battered|with skin)\b/;
// Pieces of a bird cooked on the bone are eaten with their skin ("baked drumsticks"), unless said boneless or skinless.
const EATEN_WITH_SKIN_ON_BONE = /\b(?:drumsticks?|wings?|legs?|thighs?)\b/;
// The skin alone ("Potatoes, baked, skin") is not the food eaten with its skin ("flesh and skin").
const SKIN_ALONE = /,\s*skin(?: only)?(?=,|$)/i;
const SAID_WITHOUT_SKIN = /\b(?:skinless|meat only|no skin|without (?:the )?skin|skin[- ]off)\b/;
// Poultry or fish eaten with its skin ("Chicken thigh, …, skin eaten", "meat and skin"), which a skinless one is not.
const SKIN_EATEN = /\bskin(?: \/ coating)? eaten\b|\b(?:meat|flesh) and skin\b/i;
// Whether a cut was bought with its bone: USDA names some cuts by it ("Pork, … (chops), boneless"). Said, the entry
// naming it comes first; one naming neither is still the cut, and one naming the other comes last.
const SAID_BONE_IN = /\b(?:bone[- ]?in|on (?:the )?bone)\b/;
const SAID_BONELESS = /\b(?:boneless|deboned)\b/;
const NAMED_BONE_IN = /\bbone[- ]in\b/i;
const NAMED_BONELESS = /\bboneless\b/i;
const CUT_DESCRIPTION = /\b(?:bone[- ]?in|on (?:the )?bone|boneless|deboned|skin[- ]off|skinless)\b/g;
const BONE_DESCRIPTION = /\b(?:bone[- ]?in|on (?:the )?bone|boneless|deboned)\b/g;
// A coating is only assumed of a food said to be fried or breaded: a baked chicken thigh is no "baked, coated" one.
const COATED = /\bcoated\b/i;
const SAID_COATED = /\b(?:fried|breaded|battered|coated|crispy|crumbed)\b/;
// Which coating a fried food had ("Chicken, …, fried, flour"): said "fried", it is the survey's food of any coating.
const NAMED_COATING = /,\s*(flour|batter)\s*(?:,|$)/i;

/** How far the bone a name says is from the one said: 0 when it says the same or nothing was said, 2 the other. */
function boneMismatch(query: string, name: string): number {
  const said = SAID_BONE_IN.test(query) ? NAMED_BONE_IN : SAID_BONELESS.test(query) ? NAMED_BONELESS : undefined;
  if (!said) return 0;
  if (said.test(name)) return 0;
  return NAMED_BONE_IN.test(name) || NAMED_BONELESS.test(name) ? 2 : 1;
}

/** "bone-in chicken thighs" → "chicken thighs": what was said without how the cut came (bone and skin), if it said so. */
export function withoutCutDescription(query: string): string | undefined {
  const plain = query.replace(CUT_DESCRIPTION, ' ').replace(/\s+/g, ' ').trim();
  return plain !== query && plain ? plain : undefined;
}

/** What was said without its bone, which a name need not have to be the cut ("Chicken thigh" is a bone-in thigh). */
export function withoutBoneDescription(query: string): string {
  return query.replace(BONE_DESCRIPTION, ' ');
}

/** "Turkey sandwich or sub" for "turkey sub": of two words joined by "or", the one said is the food's. */
function saidAlternatives(said: string, words: string[]): string {
  return words
    .join(' ')
    .replace(/(\S+) or (\S+)/g, (both, first: string, second: string) => (said.includes(` ${first} `) ? first : said.includes(` ${second} `) ? second : both));
}

const unsaidFormsSeen = new Map<string, number>();

/** How many forms, styles, fillings and products the food's name has that the person did not say (0 = none). */
function unsaidForms(query: string, food: Pick<CatalogFood, 'name' | 'category'>, hasGeneric = true): number {
  const { name } = food;
  // The same query and candidates are weighed several times per item, and again for each message that repeats them.
  const key = `${hasGeneric ? 1 : 0}|${query}|${name}`;
  let count = unsaidFormsSeen.get(key);
  if (count === undefined) {
    if (unsaidFormsSeen.size > 20000) unsaidFormsSeen.clear();
    count = countUnsaidForms(query, food, hasGeneric);
    unsaidFormsSeen.set(key, count);
  }
  return count;
}

function countUnsaidForms(query: string, { name, category }: Pick<CatalogFood, 'name' | 'category'>, hasGeneric: boolean): number {
  const saidWords = foodWords(query);
  const said = ` ${[...saidWords, ...saidWords.flatMap(kindsOfWord)].join(' ')} `;
  // "no dressing", "without salt": what the food does not have is no form of it; nor are the kinds the survey did not
  // know it as ("Cream, NS as to light, heavy, or half and half" is no light cream).
  const named = ` ${saidAlternatives(
    said,
    foodWords(
      name
        .replace(/\([^)]*\)/g, ' ')
        .replace(/\b(?:no|without)\s+[a-z]+(?:\s+(?:or|and)\s+[a-z]+)?/gi, ' ')
        .replace(NOT_KNOWN_AS, ' '),
    ),
  )} `;
  // A fat a baked recipe is "made with" is one of its ingredients, not fat added in cooking ("Bread, banana, … made with margarine").
  const cookedIn = ` ${foodWords(name.replace(/\bmade with [^,]*/gi, ' ')).join(' ')} `;
  // Fried says it was cooked in oil ("fried plantains" is "Plantain, cooked with oil"), not in which other fat.
  const isFried = FRIED.test(query);
  let count = ADDED_FAT.some((fat) => cookedIn.includes(` ${fat} `) && !said.includes(` ${fat} `) && !(isFried && fat === 'oil')) ? 1 : 0;
  const bracketed = [...name.matchAll(/\(([^)]*)\)/g)].map((match) => foodWords(match[1]!));
  // "Sports drink (Gatorade G)" for "gatorade": the bracket names what was said, the rest is its kind.
  const saidInBrackets = bracketed.some((words) => words.some((word) => said.includes(` ${word} `)));
  // "Candies, MARS SNACKFOOD US, SNICKERS Bar" for "snickers" or "snickers bar": what was said is the brand in capitals
  // and perhaps its kind, and the rest of the name is its kind.
  const capitals = name.match(/\b[A-Z][A-Z'&.]{2,}\b/g)?.filter((word) => word !== 'NFS');
  const brandWords = capitals?.length ? foodWords(capitals.join(' ')) : [];
  const saidOnlyBrand =
    saidWords.some((word) => brandWords.includes(word)) &&
    saidWords.every((word) => brandWords.includes(word) || (KIND_WORDS.has(word) && named.includes(` ${word} `)));
  if (!saidInBrackets && !saidOnlyBrand) for (const form of FORM_WORDS) if (named.includes(` ${form} `) && !said.includes(` ${form} `)) count += 1;
  if (LIGHTER.some((word) => named.includes(` ${word} `) && !said.includes(` ${word} `))) count += 1;
  if (STYLES.some((word) => named.includes(` ${word} `) && !said.includes(` ${word} `))) count += 1;
  if (PRODUCT_SIZES.some((word) => named.includes(` ${word} `) && !said.includes(` ${word} `))) count += 1;
  if (NUTRITION_BAR.test(name) && !SAID_NUTRITION_BAR.test(query)) count += 1;
  if (said.includes(' sauce ') && NAMED_SAUCES.some((sauce) => named.includes(` ${sauce} `) && !said.includes(` ${sauce} `))) count += 1;
  // "Taco or tostada salad, meatless" is the opposite of a beef taco salad, and "Meatball, meatless" of meatballs.
  if (named.includes(' meatless ') && (said.includes(' meat ') || saidWords.some((word) => /^meat(?!less)/.test(word)))) count += 2;
  // A meat substitute named after the food ("Veggie burger patty, no bun" for "burger no bun") is only meant when said.
  if (!saidWords.some(isSaidWithoutMeat) && MEAT_SUBSTITUTE.test(name)) count += 1;
  // Cooked, a fruit picked green or ripe ("Plantains, green, fried") is another dish; only meant when said. Raw, the
  // colour is the variety people mean by the plain name ("Kiwifruit, green, raw").
  if (COOKING.test(query) && RIPENESS.some((word) => named.includes(` ${word} `) && !said.includes(` ${word} `))) count += 1;
  // A vegetarian pho is no "Soup, pho, with meat".
  if (saidWords.some(isSaidWithoutMeat) && !NAMED_NO_MEAT.test(name) && MEAT_IN_NAME.test(name)) count += 2;
  for (const [one, other] of CONTRARY_KINDS) {
    if ((said.includes(` ${one} `) && named.includes(` ${other} `)) || (said.includes(` ${other} `) && named.includes(` ${one} `))) count += 1;
  }
  if (saidWords.length === 1 && isQualifiedInName(saidWords[0]!, name)) count += 1;
  // "Soup, meatball" is a soup of what was said in one word ("meatballs"), not the food itself.
  if (saidWords.length === 1 && SOUP_OF.test(name)) count += 1;
  if (HONEYED.some((honey) => named.includes(` ${honey} `) && !said.includes(` ${honey} `))) count += 1;
  if (joinsUnsaidFood(said, name)) count += 1;
  if (UNUSUAL_STATES.some((state) => named.includes(` ${state} `) && !said.includes(` ${state} `))) count += 1;
  const region = REGIONAL_STYLE.exec(name)?.[1];
  if (region && foodWords(region).some((word) => !said.includes(` ${word} `))) count += 1;
  // "Cape Cod" for "cod": a cocktail whose name has what was said only inside its proper name is another food.
  if (COCKTAIL.test(category ?? '') && isSaidOnlyInProperName(saidWords, name)) count += 2;
  // Nuts are eaten roasted or raw: boiled peanuts only when said.
  if (BOILED_NUTS.test(name) && !/\bboiled\b/.test(query)) count += 1;
  const isSaidWithSkin = SAID_WITH_SKIN.test(query) || (EATEN_WITH_SKIN_ON_BONE.test(query) && !SAID_BONELESS.test(query));
  if (SKIN_REMOVED.test(name) && isSaidWithSkin && !SAID_WITHOUT_SKIN.test(query)) count += 1;
  if (SKIN_ALONE.test(name) && /\bwith skin\b/.test(query)) count += 1;
  if (SKIN_EATEN.test(name) && SAID_WITHOUT_SKIN.test(query)) count += 1;
  count += boneMismatch(query, name);
  if (COATED.test(name) && !SAID_COATED.test(query)) count += 1;
  const coating = NAMED_COATING.exec(name)?.[1]?.toLowerCase();
  if (coating && !new RegExp(`\\b${coating}`).test(query)) count += 1;
  // A milk nobody said was plant-based is dairy milk ("hot cocoa made with milk" is no "made with non-dairy milk").
  if (NON_DAIRY.test(name) && !SAID_NON_DAIRY.test(query)) count += 1;
  // Processing nobody mentioned ("Lemonade, powder, prepared with water" for "lemonade").
  if (PROCESSED.test(name) && !PROCESSED.test(query)) count += 1;
  // Alcohol nobody mentioned ("Vodka and lemonade" for "lemonade") is further from what was meant than any other form.
  if (named.split(' ').some((word) => ALCOHOL.has(word) && !said.includes(` ${word} `))) count += 2;
  // A one-word dish ("lasagna") is the plain one; a dish named in more words ("egg roll") may list its usual
  // fillings after "with".
  const head = saidWords.at(-1);
  const ingredientPart = saidWords.length > 1 ? ` ${saidAlternatives(said, foodWords(name.split(/,\s+with\s+/i)[0]!.replace(/\([^)]*\)/g, ' ')))} ` : named;
  if (head && !INGREDIENTS.has(head) && ingredientPart.split(' ').some((word) => INGREDIENTS.has(word) && !said.includes(` ${word} `))) count += 1;
  // "Egg white, omelet, scrambled, or fried, with meat" for "scrambled egg whites": a plain food said with how it was
  // cooked is no dish that adds what nobody said (where a dish said plainly, "egg rolls", is as USDA usually makes it).
  if (COOKING.test(query) && addsUnsaidIngredient(said, name)) count += 1;
  // A brand or example in brackets the person did not say ("Double cheeseburger (McDonalds)").
  if (hasGeneric && bracketed.some((words) => words.length > 0 && !words.some((word) => said.includes(` ${word} `)) && isBrandLike(name))) count += 1;
  return count;
}

/**
 * "Milk and cereal bar" for "cereal bar": a name that joins a food nobody said to the one said, before it with "and",
 * is a mix of both, not the food said.
 */
function joinsUnsaidFood(said: string, name: string): boolean {
  const joined = /^([A-Za-z ]+?) and ([A-Za-z ]+?)(?:,|$)/.exec(name.replace(/\([^)]*\)/g, ' '));
  if (!joined) return false;
  const [first, second] = [foodWords(joined[1]!), foodWords(joined[2]!)];
  return first.length > 0 && first.every((word) => !said.includes(` ${word} `)) && second.some((word) => said.includes(` ${word} `));
}

// What a food is served or cooked with that leaves it the food people mean by its plain name ("Chicken, with skin").
const PLAIN_ADDITIONS = new Set(foodWords('salt skin bone bones added fat oil butter margarine'));

/**
 * "Pizza, cheese, with fruit" for "pizza": a part of the name that adds something nobody said ("with fruit", "with
 * vegetables") makes another dish than the plain one.
 */
export function hasUnsaidAddition(query: string, name: string): boolean {
  const said = ` ${foodWords(query).join(' ')} `;
  return name
    .replace(/\([^)]*\)/g, ' ')
    .split(',')
    .map((part) => /^\s*with\s+(.*)$/i.exec(part)?.[1])
    .some((added) => {
      const words = added === undefined ? [] : foodWords(added.replace(/\b(?:and|or)\b/gi, ' '));
      return words.length > 0 && words.every((word) => !said.includes(` ${word} `) && !PLAIN_ADDITIONS.has(word));
    });
}

// What a survey dish adds "with" that makes it a composite of the plain food: main ingredients and their kinds.
const ADDED_INGREDIENTS = new Set([...INGREDIENTS, ...foodWords('meat poultry cheese vegetables fruit beans gravy sauce potatoes rice noodles')]);

/** "Egg white, omelet, …, with meat": whether a part of the name adds an ingredient nobody said. */
function addsUnsaidIngredient(said: string, name: string): boolean {
  return name
    .replace(/\([^)]*\)/g, ' ')
    .split(',')
    .map((part) => /^\s*with\s+(.*)$/i.exec(part)?.[1])
    .some((added) => added !== undefined && foodWords(added).some((word) => ADDED_INGREDIENTS.has(word) && !said.includes(` ${word} `)));
}

/**
 * "paneer" is the cheese, not "Palak Paneer": a food said in one word is qualified in the name when the part of the
 * name that has it ("Palak Paneer", "Strawberry milk") has another word, where a plain name has it alone ("Cheese,
 * paneer") or with only its kind of dish or main ingredient ("Pesto sauce", "Chicken nuggets").
 */
function isQualifiedInName(word: string, name: string): boolean {
  const isSaid = (named: string) => named === word || named.startsWith(word) || word.startsWith(named);
  const part = name
    .replace(/\([^)]*\)/g, ' ')
    .split(',')
    .map((text) => foodWords(text))
    .find((words) => words.some(isSaid));
  return part !== undefined && part.some((named) => !isSaid(named) && !FORM_WORDS.has(named) && !INGREDIENTS.has(named));
}

/**
 * The words of a name that are only part of a proper name: capitalised, yet not opening the name or one of its
 * comma-separated parts ("Cod" in "Cape Cod"; not "Latte" in "Coffee, Latte"). Brands, in capitals or in brackets, are
 * left to the brand rules.
 */
function properNameWordsOf(name: string): Set<string> {
  const proper: string[] = [];
  const plain: string[] = [];
  for (const part of name.replace(/\([^)]*\)/g, ',').split(',')) {
    const words = part.trim().split(/\s+/);
    for (const [index, word] of words.entries()) (index > 0 && /^[A-Z][a-z]/.test(word) ? proper : plain).push(word);
  }
  const plainWords = new Set(foodWords(plain.join(' ')));
  return new Set(foodWords(proper.join(' ')).filter((word) => !plainWords.has(word)));
}

function isSaidOnlyInProperName(saidWords: readonly string[], name: string): boolean {
  const proper = properNameWordsOf(name);
  const inName = new Set(foodWords(name));
  const found = saidWords.filter((word) => inName.has(word));
  return found.length > 0 && found.every((word) => proper.has(word));
}

/** A word in capitals other than NS/NFS: a brand's or a product's own name ("KELLOGG'S", "SPAGHETTIOS"). */
export function hasCapitalisedName(name: string): boolean {
  return /\b[A-Z]{3,}\b/.test(name.replace(/\bNFS\b|\bNS\b/g, ''));
}

/** "CAMPBELL'S CHUNKY Soups, … Beef Chili" for "beef chili": a product's own name in capitals that nobody said. */
function isUnsaidBrand(query: string, name: string): boolean {
  const capitals = name.replace(/\bNFS\b|\bNS\b/g, '').match(/\b[A-Z][A-Z'&.]{2,}\b/g);
  if (!capitals) return false;
  const said = new Set(foodWords(query));
  return !foodWords(capitals.join(' ')).some((word) => said.has(word));
}

function isBrandLike(name: string): boolean {
  return [...name.matchAll(/\(([^)]*)\)/g)].some(
    (match) => /^[A-Z]/.test(match[1]!.trim()) && !/^(?:NS|NFS|includes|approx|with|without|made)\b/i.test(match[1]!.trim()),
  );
}

/** Whether the name makes what was said another dish or product ("Pie, apple" for "apple"): a form word not said. */
export function namesUnsaidForm(query: string, name: string): boolean {
  const said = ` ${foodWords(query).join(' ')} `;
  const named = ` ${foodWords(name.replace(/\([^)]*\)/g, ' ')).join(' ')} `;
  return [...FORM_WORDS].some((form) => named.includes(` ${form} `) && !said.includes(` ${form} `));
}

/** How far a food is from what was said: another dish, another state, unsaid fillings or forms (0 = none); brands aside. */
export function formMisses(query: string, food: CatalogFood): number {
  return lacksHeadNoun(query, food.name) * 4 + stateMismatch(query, food) * 2 + unsaidForms(query, food, false);
}

/**
 * Candidates that are the thing named come first: with its head noun, in the state it was eaten, and not another dish;
 * the search's order is kept otherwise.
 */
export function preferSaidForm(query: string, foods: readonly CatalogFood[]): CatalogFood[] {
  // A brand in brackets ("Whopper (Burger King)") only counts against a food when an unbranded one with the head noun
  // is on offer (the "food" prefix makes even a one-word name be checked for its head noun).
  const hasGeneric = foods.some((food) => !isBrandLike(food.name) && !hasCapitalisedName(food.name) && lacksHeadNoun(`food ${query}`, food.name) === 0);
  // A brand's product nobody named gives way to a generic food that has every word said ("corn flakes" is no RALSTON
  // Corn Flakes); a product only a brand sells under the name said ("peanut butter cups") stays.
  const saidWords = foodWords(query);
  const hasGenericOfEveryWord = foods.some((food) => {
    const named = new Set(foodWords(food.name));
    return !isBrandLike(food.name) && !hasCapitalisedName(food.name) && saidWords.every((word) => named.has(word));
  });
  const scored = foods.map((food, index) => ({
    food,
    index,
    miss:
      lacksHeadNoun(query, food.name) * 4 +
      stateMismatch(query, food) * 2 +
      unsaidForms(query, food, hasGeneric) +
      (hasGenericOfEveryWord && isUnsaidBrand(query, food.name) ? 1 : 0),
  }));
  return homeRecipeFirst(
    query,
    scored.sort((a, b) => a.miss - b.miss || a.index - b.index).map((entry) => entry.food),
  );
}

const RESTAURANT_VERSION = /,\s*restaurant(?=,|$)/i;
const SAID_RESTAURANT = /\b(?:restaurant|takeout|take-out|takeaway|delivery)\b/;

/**
 * The survey writes some dishes as made at home and as a restaurant serves them ("Pasta with tomato-based sauce and
 * meat, home recipe / restaurant"): the restaurant's, richer, is only meant when said, so the home recipe takes its
 * place. A dish the survey has only from a restaurant ("Turkey sandwich or sub, restaurant") keeps it.
 */
function homeRecipeFirst(query: string, foods: CatalogFood[]): CatalogFood[] {
  if (SAID_RESTAURANT.test(query)) return foods;
  const byName = new Map(foods.map((food) => [food.name, food]));
  const homeRecipeOf = (food: CatalogFood) => byName.get(food.name.replace(RESTAURANT_VERSION, ', home recipe'));
  const ordered = foods.map((food) => (RESTAURANT_VERSION.test(food.name) ? (homeRecipeOf(food) ?? food) : food));
  return [...new Set(ordered.concat(foods))];
}

/**
 * Where Foundation Foods and SR Legacy carry a food under the same name ("Cheese, cheddar", "Hummus, commercial"), the
 * Foundation entry is USDA's newer analysis of it and weighs its household measures again (a cheddar slice 17 g, where
 * SR's "slice (1 oz)" is an ounce): it takes the SR entry's place, the SR entry coming right after it. Measured by
 * volume or weight, only a newer analysis that changes the food's energy (hummus 229 kcal, SR 166) is worth the swap:
 * SR's several measures give its density as well as Foundation's one (a tablespoon of coconut oil 13.6 g, not 11.6).
 */
export function preferFoundationOverLegacy(foods: readonly CatalogFood[], isMeasuredByVolumeOrWeight: boolean): CatalogFood[] {
  const foundationByName = new Map(
    foods.filter((food) => food.source === 'foundation' && food.portions.length > 0).map((food) => [food.name.toLowerCase(), food]),
  );
  const isWorthSwapping = (legacy: CatalogFood, newer: CatalogFood) =>
    !isMeasuredByVolumeOrWeight || !isSameEnergy(legacy.nutrients.energy_kcal, newer.nutrients.energy_kcal);
  const ordered = foods.flatMap((food) => {
    const newer = food.source === 'sr28' ? foundationByName.get(food.name.toLowerCase()) : undefined;
    return newer && isWorthSwapping(food, newer) ? [newer, food] : [food];
  });
  return [...new Set(ordered)];
}

const SAME_FOOD_ENERGY = 0.15;

/** Whether two foods' energy per 100 g is within 15 % of the second's, as two records of one food are. */
export function isSameEnergy(one: number | null | undefined, other: number | null | undefined): boolean {
  return !!one && !!other && Math.abs(one - other) / other <= SAME_FOOD_ENERGY;
}

// Words a plain Standard Reference name adds to the food itself ("Apples, raw, with skin"); any other word makes it a
// particular product or preparation the person did not name ("prepared from recipe", a brand, "microwaved").
const PLAIN_WORDS = new Set(
  foodWords(
    'raw cooked boiled drained baked roasted steamed with without salt skin flesh and plain regular whole white fresh all commercial varieties table beverage beverages alcoholic fluid enriched ns nfs meat only type mature seeds',
  ),
);

function isPlainNameFor(query: string, name: string): boolean {
  if (hasCapitalisedName(name)) return false;
  const said = new Set(foodWords(query));
  return foodWords(name.replace(/\([^)]*\)/g, ' ')).every(
    (word) => said.has(word) || PLAIN_WORDS.has(word) || [...said].some((saidWord) => word.startsWith(saidWord)),
  );
}

const NOT_FURTHER_SPECIFIED = /\bNFS\b/;

/**
 * "Black beans, NFS" is the survey's stand-in for beans cooked no one knows how, costed as cooked with fat (181 kcal,
 * the "fat added" entry's figures): the plain food said is the Standard Reference one cooked plainly ("Beans, black,
 * mature seeds, cooked, boiled, without salt", 132 kcal), however far their energies are apart.
 */
function isCookedRecordOfUnspecified(survey: CatalogFood, standard: CatalogFood): boolean {
  return NOT_FURTHER_SPECIFIED.test(survey.name) && COOKING.test(standard.name.toLowerCase()) && !/\braw\b/i.test(standard.name);
}

/**
 * When the first candidate is a survey (FNDDS) food and a Standard Reference or Foundation food further down covers
 * every word the person wrote and has about the same energy (so it is the same food in the same state, not the raw
 * ingredient), the latter comes first.
 */
export function preferStandardReference(
  query: string,
  foods: readonly CatalogFood[],
  covers: (query: string, food: CatalogFood) => boolean,
  usable: (food: CatalogFood) => boolean,
): CatalogFood[] {
  const first = foods[0];
  if (!first || first.source !== 'fndds') return [...foods];
  const energy = first.nutrients.energy_kcal;
  if (!energy) return [...foods];
  const firstForms = unsaidForms(query, first) + stateMismatch(query, first);
  const standard = foods.find(
    (food) =>
      (food.source === 'sr28' || food.source === 'foundation') &&
      food.portions.length > 0 &&
      covers(query, food) &&
      isPlainNameFor(query, food.name) &&
      unsaidForms(query, food) + stateMismatch(query, food) <= firstForms &&
      (isSameEnergy(food.nutrients.energy_kcal, energy) || isCookedRecordOfUnspecified(first, food)) &&
      usable(food),
  );
  return standard ? [standard, ...foods.filter((food) => food !== standard)] : [...foods];
}
