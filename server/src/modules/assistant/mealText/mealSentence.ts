import { foodWords } from '../../food/search/foodText.js';
import { editDistanceWithin } from '../../food/search/foodVocabulary.js';
import { NAMES_ASSEMBLED_DISH } from './dishMadeOfParts.js';
import { MEASURE_ALONE, withoutDishNameBeforeItsParts } from './dishNamedBeforeParts.js';
import {
  AT_SOMEONES_PLACE,
  DAY_AROUND_THE_MEAL,
  EVERYDAY_WORDS,
  mealNamedIn,
  PEOPLE,
  PLACE_EATEN_AT,
  PLACE_NOT_A_CHAIN,
  RIDING_OR_SITTING_ON,
  TIME_AND_MEAL_PHRASES,
} from './mealContext.js';
import { LEADING_QUANTITY, quantityValue, replaceUnicodeFractions } from './quantityText.js';
import { ONES_OF_FOOD, onesOfFoodEaten, withSpokenPhrasesRead } from './spokenMealPhrases.js';
import { withBreakfastSandwichesNamed } from './breakfastSandwiches.js';

// A meal sentence as typed or dictated, cut into the parts that each name one food; parseMealText.ts reads each part.

/** "rosé", "jalapeño", "café au lait": USDA names are written without accents. */
function withoutAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .normalize('NFC');
}

// People whose dish it was ("my moms curry"), with or without the apostrophe of the possessive.
const COOKS =
  'mom|mum|mother|dad|father|grandma|grandpa|grandmother|grandfather|granny|nana|nan|aunt|auntie|tita|tito|lola|lolo|sister|brother|wife|husband|roommate|flatmate|housemate|friend|partner|girlfriend|boyfriend|neighbor|neighbour|coworker|co-worker|colleague|son|daughter|cousin|kid';

// Units people glue to the number ("330ml", "1.5cups", "2pcs"); "7up" and "v8" are names, so only these.
// Inches glued to the number ('6in') are read before this, as a length.
const GLUED_UNIT = /\b(\d+(?:[.,]\d+)?)(?=(?:g|gr|grams?|kg|oz|ounces?|ml|cl|l|lbs?|cups?|tbsps?|tsps?|pcs?|pieces?|slices?|inch)\b)/g;

// Sounds and hedges of speech ("uh", "you know") and of chat ("lol") that say nothing about the food.
const SPOKEN_FILLERS =
  /\b(?:u+h+|u+m+|u+h+m+|e+r+m*|h+m+|you know|i mean|kind of|sort of|kinda|sorta|i guess|i believe|i think|basically|literally|actually|honestly|(?<!(?:'d|would) )like|pls|plz|thanks|thank you|thx|lol|lmao|haha+|oh|ah|yeah|yep|or so|idk|tbh|ngl|imo|imho|btw|omg|smh|fyi|prob|probs|prolly|lowkey)\b/g;

// Chat's sign-offs that are also short words elsewhere ("rn" right now, "fr" for real, "ty" thank you): only last.
const CHAT_SIGN_OFF = /(?:\s+(?:rn|fr|ty|ig|tho))+[\s.!]*$/;

/**
 * Reads what people type in a hurry and what dictation writes as the plain words the splitter expects: "w" and "w/"
 * for with, "n" and "&" for and, "too" for two, units glued to numbers, fillers, abbreviation dots and misspelt meal words.
 */
function plainMealSentence(text: string): string {
  return (
    withBreakfastSandwichesNamed(withSpokenPhrasesRead(withoutAccents(text.toLowerCase()).replace(/[’`]/g, "'")))
      // "coffee w/o sugar", "a burger with no bun", "hold the mayo": every way of leaving a food out reads as "no".
      .replace(
        /(?<![\w&'])w\/o(?![\w&'])|\b(?:without(?: any)?|with no|but no|hold(?:ing)? the|minus the|(?:(?:i|we) )?skip(?:ped|ping)? the|(?:(?:i|we) )?left (?:out|off) the|sans)\b/g,
        'no',
      )
      // "2 crumpets w butter", "steak w/ fries"; the w of "a&w" is a name.
      .replace(/(?<![\w&'])w\/\s*/g, 'with ')
      .replace(/(?<![\w&'])w(?![\w&'/])/g, 'with')
      // "ramen 1 pack with the flavor packet": only instant noodles come with a seasoning packet, which is part of them.
      .replace(
        /\b((?:ramen|noodles?)(?: [a-z\d]+){0,3}?) with (?:the |its |a )?(?:seasoning|flavou?r|spice|soup) (?:packets?|packs?|sachets?)\b/g,
        'instant $1',
      )
      // "mac n cheese", "a cup n a half", "fish 'n' chips", "chips & salsa".
      .replace(/([a-z])'n'([a-z])/g, '$1 and $2')
      .replace(/\s+(?:'?n'?|&)\s+/g, ' and ')
      // Fish and chips are fried fish and French fries, which the British call chips.
      .replace(/\bfish and chips\b/g, 'fried fish and french fries')
      // "pizza @ the dining hall", "a burrito @ chipotle": chat's "@" is "at".
      .replace(/\s@\s*(?=[a-z])/g, ' at ')
      // "rice/beans" is two foods; "1/2" is a number and "w/" was read above.
      .replace(/([a-z])\s*\/\s*([a-z])/g, '$1 and $2')
      // "8 oz. steak", "2 pcs.": the dot of an abbreviation ends no sentence.
      .replace(/\b(fl|oz|lbs?|tbsp|tsp|pcs?|approx|med|lg|sm|reg)\.(?=\s|$)/g, '$1')
      // "my 3 a.m. break": the time of day written with dots, so its dots end no food.
      .replace(/\b([ap])\.m\.?(?=\s|$|[,;])/g, '$1m')
      // "6in sub": inches glued to the number are a length, never the word "in".
      .replace(/\b(\d+)in\b/g, '$1 inch')
      .replace(GLUED_UNIT, '$1 ')
      // ".5 cup": a decimal written without its zero.
      .replace(/(^|[^\d])\.(?=\d)/g, '$10.')
      // "2ish cups", "200g-ish": a hedge glued to the amount.
      .replace(/(\d)ish\b|-ish\b/g, '$1')
      // "a can of albacore lol broke college kid": chat's laugh ends what was said before it, as a comma does, when more
      // is said after it.
      .replace(/\s*\b(?:lol|lmao|haha+)\s+(?=[a-z\d])/g, ', ')
      .replace(SPOKEN_FILLERS, ' ')
      // After the fillers, which may stand anywhere in it: "i baked lemon bars um and had 2 of the medium ones".
      .replace(ONES_OF_FOOD, onesOfFoodEaten)
      .replace(CHAT_SIGN_OFF, '')
      // "i had too eggs": dictation writes two as "too" before what was counted.
      .replace(/(^|\b(?:had|ate|and|with|then|also|plus)\s+)too(?=\s+[a-z])(?!\s+(?:much|many|late|early|full)\b)/g, '$1two')
      // "drizzled with olive oil", "tossed in butter", "smothered in gravy": how an add-in went on is still "with".
      .replace(/\b(?:drizzled|sprinkled|tossed|smothered|covered|dressed|dusted|garnished|brushed|glazed) (?:with|in)\b/g, 'with')
      // "a scoop of whey mixed into 12 oz of milk", "muscle milk powder in water": a powder made up in a drink, or a
      // food mixed into one measured, is had with it.
      .replace(/\b(?:mixed|stirred|blended|shaken|whisked) (?:into|in|with)\b(?= (?:an?|one|two|half|\d))/g, 'with')
      .replace(/\b(powder|whey|protein) in (?=(?:(?:[a-z]+ )?milk|water)\b)/g, '$1 with ')
      // "courgette fried in a knob of butter", "mushrooms sauteed in a tbsp of olive oil": the fat it was cooked in, said
      // with its amount, is an add-in of its own, so the food is the one cooked plainly, not a battered "fried" dish
      // that has its fat already (an "omelette cooked in butter" with no amount has it in the dish).
      .replace(
        /\b(?:(?:pan|shallow|stir)[- ]?)?(?:fried|sauteed|sautéed|cooked) in (?=(?:an?|one|half an?|\d[\d./]*) [a-z]+(?: of)?(?: [a-z]+)? (?:butter|oil|ghee|lard|margarine)\b)/g,
        'cooked with ',
      )
      // "two crumpets, each with butter and honey", "two poached eggs, each on a slice of toast", "two sausages, each in a
      // slice of bread": what went with each of the foods counts once per food, as when said "on each" after it.
      .replace(/,?\s*\beach (?:with|on|in) ([^.;!?]+)/g, ' with $1 on each')
      // "fries on the side", "a fried egg on top", "olive oil to dip", "a margarita on the rocks", "a burrito on the way
      // to work", "a granola bar on the go": where and how it was served, still just the food.
      .replace(/\bon (?:the side|top)(?: of (?:it|that|them))?\b|\b(?:to|for) dip(?:ping)?\b|\bon the rocks\b/g, ' ')
      .replace(/\bon (?:the|my|our) way(?: (?:to|home|back|out|in)(?: (?:the|my|our))?(?: [a-z]+)?)?|\bon the (?:go|run|fly)\b/g, ' ')
      .replace(RIDING_OR_SITTING_ON, ' ')
      // "rotisserie chicken breast, pulled off the bone": the meat taken off its bone is the meat, no bone eaten.
      .replace(/\b(?:pulled|picked|taken|cut|stripped) (?:off|from) the bones?\b/g, ' ')
      // "a pie heated up in the oven", "leftover curry warmed in the microwave", "a hot pocket in the office microwave",
      // "egg whites scrambled in a nonstick pan": how it was warmed again, and the pan it was cooked in, name no food
      // ("in a pan sauce" is one).
      .replace(
        /\b(?:heated|warmed|reheated)(?: up| through)? in (?:the|a|my) (?:oven|air fryer|toaster oven)\b|\bin (?:the|a|an|my|our) (?:[a-z-]+ )?(?:microwave|pan|skillet|wok)\b(?! (?:sauce|gravy|juices?|drippings))/g,
        ' ',
      )
      // "taquitos off the roller grill", "a burger off the dollar menu", "a snickers out of the vending machine", "kind
      // bars from the snack drawer", "rice from my meal prep": where it was taken from is no food ("off the grill" is
      // how it was cooked, and stays).
      .replace(
        /\b(?:off|out of|from) (?:the|a|an|my|our) (?:[a-z]+ ){0,2}?(?:roller grill|hot case|hot bar|menu|buffet|(?:food )?truck|cart|vending machine|cooler|fridge|freezer|drawer|pantry|cupboard|meal prep)\b/g,
        ' ',
      )
      // "popcorn at the movies": the cinema's popcorn, which USDA has as movie theater popcorn, not just where it was eaten.
      .replace(/\b((?:[a-z]+ )?popcorn) at the (?:movies?|cinema|theaters?|theatres?)\b/g, 'movie theater $1')
      // "my moms fish curry", "grandma's pie", "my roommates spaghetti": whose dish it was is no part of the food. Whose
      // house ("at my moms house") is where it was eaten, read as a place. With no "my" the apostrophe must be said:
      // "good friends cereal" is a name. Before "and" ("nuggets for the kids and a coffee") it is the plural, no possessive.
      .replace(
        new RegExp(
          String.raw`\b(?:(?:my|our|his|her|their|a|the)\s+(?:${COOKS})(?:'s|s'|s)|(?:${COOKS})(?:'s|s'))\s+(?=[a-z])(?!(?:house|place|home|apartment|flat|and|or|but|then|plus)\b)`,
          'g',
        ),
        '',
      )
      // "a six inch sub", "chick fil a four piece strips": a length or a count of pieces said in words, written as on the menu.
      .replace(
        /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)[\s-]+(inch|piece|pc)\b/g,
        (_, count: string, measure: string) => `${quantityValue(count)} ${measure}`,
      )
      // "fiber one bar", "three musketeers", "five guys fries": a brand whose name holds a number word is written joined,
      // so the number is not read as a count.
      .replace(/\b(fiber) one\b|\b(?:three|3) (musketeers)\b|\b(five) (guys)\b/g, (said: string) => said.replace(/^three\b/, '3').replace(' ', '-'))
      // "a twenty ounce powerade", "a sixteen oz latte": a size said in words after "a" is the amount, as on the label.
      .replace(
        /(?<=^|\ban? )(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty)[\s-]+(?=(?:fl(?:uid)? )?(?:ounces?|oz|grams?|ml)\b)/g,
        (said: string) => `${quantityValue(said.replace(/[\s-]+$/, ''))} `,
      )
      // "the stir fry i made with soy sauce", "the curry we had", "the chili my mom made": who made or had it is no part
      // of the food, what it came with is.
      .replace(
        new RegExp(
          String.raw`(?<=[a-z]{3}) (?:that |which )?(?:i|we|(?:my|our|his|her|their) (?:${COOKS})) (?:just |also )?(?:made|cooked|baked|prepared|had|brought|bought)(?=\s+with\b|\s*(?:$|[,;.]))`,
          'g',
        ),
        '',
      )
      // "leftover chili": a dish kept from an earlier meal, most often cooked at home, so read as homemade (USDA's home
      // recipe when it has one, else the plain dish); "leftovers" alone say too little, and stay.
      .replace(/\bleft[- ]?over (?=[a-z])/g, 'homemade ')
      // "my homemade lasagna, the one with meat sauce": an aside saying which dish it was describes the same food.
      .replace(/,\s*the (?:one|kind|type|version)(?: that (?:has|had))? with\b/g, ' with')
      // "two percent milk": the fat of the milk as the label writes it.
      .replace(/\b(one|two|zero|\d+(?:\.\d+)?)\s*(?:percent|pct)\b/g, (_, amount: string) => `${amount === 'zero' ? 0 : (quantityValue(amount) ?? amount)}%`)
      .replace(/\b[a-z]{7,11}\b/g, (word) => (editDistanceWithin(word, 'breakfast', 2) <= 2 ? 'breakfast' : word))
      .replace(/\b(for|as) desert\b/g, '$1 dessert')
  );
}

// Dishes whose names contain a word we otherwise split on.
const COMPOUND_DISHES = [
  'mac and cheese',
  'macaroni and cheese',
  'peanut butter and jelly',
  'rice and beans',
  'beans and rice',
  // "rice and red beans", "rice and black beans": the dish named by its beans.
  'rice and (?:red|black|pinto|kidney) beans',
  'sweet and sour',
  'sweet and salty',
  'half and half',
  'spaghetti and meatballs',
  'bread and butter',
  'salt and vinegar',
  'biscuits? and gravy',
  'chicken and waffles',
  'franks and beans',
  'pork and beans',
  'surf and turf',
  'ham and cheese',
  'egg and cheese',
  'steak and cheese',
  'chips and salsa',
  'corn on the cob',
  'cookies and cream',
  'strawberries and cream',
  'peaches and cream',
  'chicken and dumplings',
  'corned beef and cabbage',
  'liver and onions',
  'shrimp and grits',
  'eggs and bacon',
  'bangers and mash',
  'sausage and peppers',
  'pb and j',
  'pb&j',
  'sour cream and onion',
  'oil and vinegar',
  'hot and sour',
  'beef and broccoli',
  'chicken and broccoli',
  'shrimp and broccoli',
  'chicken with rice',
  'rice with beans',
];

// "i've had", "we just ate", "i also had", "then i grabbed": who ate, when and how, before the foods.
const LEAD_IN =
  /^(?:(?:ok|okay|hey|hi|please|pls|so far|so|well|yeah|yes|alright|oh|and|then|also|just|later|after that|finally|for the whole day|all day)\s+)*(?:(?:can you |could you |please |i(?:'?d| would) like to |i want to |i wanna )?(?:log|add|record|track|enter|note|put(?: down| in)?|write down|jot down)(?:\s+that)?\s+|(?:i|we)(?:\s*'?ve|\s+have|\s*'?d|\s+did)?\s+(?:(?:just|also|then|later|only|finally|probably|already)\s+)*(?:had|ate|eaten|drank|drunk|have|grabbed|got|snacked on|munched on|nibbled on|chowed on|finished|ordered|made|cooked|tried|picked up|polished off|scarfed(?: down)?|(?:heated|warmed) up|reheated|microwaved|nuked)\s+|(?:i|we)'?m\s+(?:having|eating|drinking)\s+|(?:had|ate|drank|ordered|grabbed|got(?!\s+(?:home|back|off|up|in)\b))\s+|(?:it\s+)?(?:was|were)\s+)?/;

// Fillings named before a dish ("beef and bean burrito", "chicken and rice soup"): the "and" joins the dish's fillings,
// not two foods.
const FILLINGS =
  'beef|chicken|pork|ham|turkey|bacon|sausage|steak|tuna|shrimp|fish|egg|bean|beans|cheese|swiss|cheddar|provolone|mozzarella|american|feta|butter|rice|potato|spinach|mushroom|veggie|vegetable|broccoli|lettuce|tomato|onion|pepper|avocado|banana|jelly|jam';
const DISHES =
  'burrito|burritos|sandwich|sandwiches|sub|wrap|wraps|taco|tacos|quesadilla|quesadillas|omelet|omelette|soup|pizza|pie|salad|bagel|roll|rolls|stew|casserole|enchilada|enchiladas|dumplings|noodles|pasta|fried rice|bowl|hash|skillet|scramble|gumbo|jambalaya|chili|curry|stir fry|fajitas|kabobs?|kebabs?';
// A word may stand between the fillings and the dish ("sausage and egg breakfast burrito").
const COORDINATED_FILLINGS = new RegExp(`\\b((?:${FILLINGS})) and ((?:${FILLINGS}) (?:[a-z]+ )?(?:${DISHES}))\\b`, 'g');

function protectCompounds(text: string): string {
  // "one and a half cups", "one and a quarter cups", "two and three quarters" are one amount; "a pita and a quarter cup
  // of hummus" is two foods.
  let result = text
    .replace(/\b(\d+|one|two|three|four|five|six) and (a|one|two|three) (half|quarter|third|thirds|quarters)\b/g, '$1 and_$2_$3')
    .replace(/\bhundred and (?=[a-z])/g, 'hundred_and_')
    // "eggs over easy" is how the eggs were fried; "m&ms", "a&w" are names.
    .replace(/\bover (easy|medium|hard)\b/g, 'over_$1')
    // "skin-on chicken thighs", "a pork chop on the bone": how the cut came, not a food on another.
    .replace(/\bskin[- ]on\b/g, 'skin_on')
    .replace(/\bon the bone\b/g, 'on_the_bone')
    // "porridge made with milk", "spag bol made with beef mince": what a dish was made with, said with no amount of its
    // own, describes the dish, no food of its own; the milk or water it was made with is how USDA names it ("Oatmeal,
    // made with milk"). "made with 200 ml of milk" measures a food of its own.
    .replace(/\b(made|prepared) with (?=(?:[a-z%\d]+ )?(?:milk|water)\b)/g, '$1_with ')
    .replace(/\s(?:made|prepared) with (?!(?:an?|one|two|three|half|some|\d)\b)(?:(?!(?:and|with|plus|then|on)\b)[a-z']+(?:\s+|$))+/g, ' ')
    // "snacked on chips": how it was eaten, not a food on another.
    .replace(/\b(snacked|munched|nibbled|chowed) on\b/g, '$1_on')
    // "hot sauce on each", "butter on both": what went on each of the foods before it, not a food it went on.
    .replace(/\bon (each|both|every one)\b/g, 'on_$1')
    // "a BLT on wheat", "turkey on rye": a bread named alone after "on" is the sandwich's bread, not another food. So is
    // "bread" said after it when a sandwich was named ("a tuna salad sandwich on wheat bread", also as "sandwhich", the
    // usual slip); "peanut butter on wheat
    // bread" is two foods.
    .replace(/\b((?:sandwh?ich|sub|blt|club|melt|hoagie|panini|reuben) on (?:whole wheat|whole grain|multigrain|wheat|white|rye|sourdough)) bread\b/g, '$1')
    .replace(
      /\bon (whole wheat|whole grain|multigrain|wheat|white|rye|sourdough)(?=\s*(?:$|[,;.+&])| and\b| with\b| plus\b)/g,
      (_, bread: string) => `on_${bread.replace(/ /g, '_')}`,
    )
    // "a hot dog on a bun", "a veggie patty on a brioche bun", "tacos on corn tortillas": a bun or tortilla is only ever
    // the bread of what is on it.
    .replace(/\bon ((?:an? )?(?:[a-z]+ ){0,2}(?:buns?|tortillas?))(?=$|[,;.]| and\b| with\b| plus\b)/g, (_, bun: string) => `on_${bun.replace(/ /g, '_')}`)
    .replace(/\b([a-z])&([a-z])/g, '$1AMP$2')
    // "a rum and coke", "whiskey and soda": a spirit and its mixer are one drink.
    .replace(SPIRIT_AND_MIXER, (drink: string) => drink.replace(/ /g, '_'))
    // "a quesadilla at on the border": a word we split on that follows "at" opens the place's name.
    .replace(/\bat (on|in|over|with|and|plus) /g, 'at $1_')
    .replace(COORDINATED_FILLINGS, (_, first: string, rest: string) => `${first}_and_${rest.replace(/ /g, '_')}`);
  result = withCompoundDishesSpelled(result);
  for (const dish of COMPOUND_DISHES) {
    result = result.replace(new RegExp(`\\b${dish.replace(/[&]/g, '\\&')}\\b`, 'g'), (said) => said.replace(/ /g, '_').replace(/&/g, 'AMP'));
  }
  return result;
}

const COMPOUND_DISH_WORDS = COMPOUND_DISHES.map((dish) => dish.split(' '));

/**
 * "beef & brocoli": a dish whose name we keep whole, with one of its longer words misspelt by a letter, is still that
 * dish; the words are written as the dish's own so it is not split in two.
 */
function withCompoundDishesSpelled(text: string): string {
  const words = text.split(' ');
  // A dish word written as a pattern ("biscuits?", "(?:red|black) beans") must be said as it allows, and stays as said.
  const isPlainWord = (dishWord: string) => /^[a-z]+$/.test(dishWord);
  for (const dishWords of COMPOUND_DISH_WORDS) {
    for (let start = 0; start + dishWords.length <= words.length; start += 1) {
      const window = words.slice(start, start + dishWords.length);
      const isMisspelt = window.some((word, index) => isPlainWord(dishWords[index]!) && word !== dishWords[index]);
      const isNear = window.every((word, index) => {
        const dishWord = dishWords[index]!;
        if (!isPlainWord(dishWord)) return new RegExp(`^(?:${dishWord})$`).test(word);
        return word === dishWord || (dishWord.length >= 6 && /^[a-z]+$/.test(word) && editDistanceWithin(word, dishWord, 1) <= 1);
      });
      if (isMisspelt && isNear)
        words.splice(start, dishWords.length, ...window.map((word, index) => (isPlainWord(dishWords[index]!) ? dishWords[index]! : word)));
    }
  }
  return words.join(' ');
}

function unprotect(text: string): string {
  return text.replace(/AMP/g, '&').replace(/_/g, ' ');
}

// "a cup and a half of pad thai", "two slices and a quarter": the part belongs to the count, as in "one and a half cups";
// not in "2 eggs and a half cup of milk", where the part opens the next food's amount.
const MEASURE_AND_A_PART = /\b(an?|one|two|three|four|five|\d+) ([a-z]+) and a (half|quarter|third)\b(?=\s+of\b|\s*$|\s*[,;.])/g;

// Dictation leaves out commas: "two eggs three slices of bacon" is two foods. An article or count word, or digits
// before a plural measure ("2 eggs 3 slices of bacon"), after a food word starts the next food; not after a word that
// leads into an amount or a lead-in ("had two", "two or three", "tea for two", "so far a", "put down a"), nor in
// "vitamin a" or "eggs benedict, two of them", nor after what the eater did ("i grilled a steak"). An article or "some" splits only after a word of four letters or more: a short
// word before a lone "a" is often part of a name ("chick fil a"). "mcdonalds 10 piece nuggets" names one food.
const UNPUNCTUATED_COUNT =
  /(?<!\b(?:i|we)(?: just| also| then)? )\b(?!(?:a|an|the|of|and|or|to|for|with|had|ate|drank|got|have|about|around|like|just|only|maybe|i|we|me|my|was|were|is|are|then|also|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|half|another|couple|vitamin|quarter|quarters|third|thirds|times|twice|once|per|in|on|at|from|into|made|put|down|far|day)\b)([a-z]+) (?=(?:(?<=[a-z]{4} )(?:an?(?! la\b)|some)|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple|a few|another)\s+(?!of (?:them|those|these)\b)[a-z\d]|\d+(?:\.\d+)?\s+(?:slices|cups|pieces|strips|glasses|cans|bottles|bowls|scoops|handfuls|links|servings)\b)/g;

const SPIRIT_AND_MIXER =
  /\b(?:whiske?y|rum|vodka|gin|bourbon|scotch|tequila) and (?:diet )?(?:coke|cola|pepsi|soda|club soda|tonic|ginger ale|sprite|7 ?up|water|lemonade|orange juice|cranberry(?: juice)?|red bull|energy drink)\b/g;

// "split a bottle of wine with my wife", "we shared an order of fries": one of two eaters had half of it.
const SHARED = /\b(?:(?:i|we)\s+)?(?:split|shared)\s+(?=(?:an?|one|the)\s)/g;

// "at dennys i had the top sirloin": the place said before who ate names the food ("dennys top sirloin"); one said with
// an article, a word for home or work or an occasion ("at the office i had", "at work we had") says only where.
const PLACE_BEFORE_EATER = /\bat ((?:[a-z'&]+ ){1,3}?)((?:i|we)(?: just| also)? (?:had|ate|got|ordered|grabbed) )(?:(?:a|an|the) )?/g;
const PLAIN_PLACE = new RegExp(`^${PLACE_NOT_A_CHAIN}`);

// "ethiopian takeout, a whole injera", "we got indian food and i had 5 pakoras": how the meal came, or its cuisine, is no
// food when foods follow.
const TAKEOUT =
  /^(?:[a-z]+ )?(?:takeout|take-out|take out|takeaway|delivery)$|^(?:[a-z]+(?:an|ese|ish)|thai|greek|french|cajun|creole|soul|fast|junk|pub|street) food$/;

// "dirty rice, cajun place", "honey bun, gas station": where the meal was bought, said alone; "candy bar" and "salad bar"
// are foods, so no bar is a place here.
const PLACE_ALONE_SAID =
  /^(?:(?:at|from|in)\s+)?(?:(?:the|a|an|this|that|our|my)\s+)?(?:[a-z']+\s+){0,2}?(?:place|restaurant|spot|joint|station|hall|truck|cafeteria|canteen|diner|cafe|food court|drive[- ]thru)$/;

// "spanakopita, pretty good", "ribs, so good": what the eater thought of the food.
const OPINION =
  /^(?:(?:it|they|that|was|were|is|are|so|pre?t+y|really|very|super|soo+|kinda|not)\s+)*(?:good|great|delicious|tasty|yummy|amazing|awesome|fantastic|bad|gross|meh|ok|okay|fine|decent|fire|bomb|solid|filling|mid)$/;

// "we went out for korean barbecue and i had 8 ounces of short ribs", "i worked a double and got home at midnight and ate
// …": what the eater did around the meal, said as a clause of its own, is no food.
const EATERS_DOING =
  /^(?:(?:i|we)\s+)?(?:went out(?:\s+(?:for|to)\b.*)?|worked\b.*|got (?:home|back|off|up|in)\b.*|came (?:home|back)\b.*|woke up\b.*|stopped (?:at|by)\b.*|running (?:late|behind)\b.*)$/;

// "same lunch as the kids", "broke college kid dinner": who ate it, or whose meal it was like, said alone.
const EATERS =
  /^(?:same|(?:(?:as|like|for|with)\s+)?(?:[a-z]+\s+){0,3}?(?:kids?|students?|moms?|dads?|parents?|guys?|girls?|people|person|family|toddlers?|children|child|teens?|teenagers?|husband|wife|boyfriend|girlfriend))$/;

// "we did taco night and i had 2 chicken tacos", "office potluck, a plate of lasagna": the occasion said alone, when the
// foods eaten at it follow.
const OCCASION = /^(?:(?:we|i)\s+(?:did|had|have|do|went to|hosted)\s+)?(?:(?:a|an|the|our|my)\s+)?(?:[a-z]+\s+){0,2}?(?:night|party|potluck|cookout|picnic)$/;

// "made it from scratch", "whipped up", "cooked it myself": how the eater made a dish names no food in a clause of its own,
// beside the everyday words. Foods' names hold these words in other forms ("whipped cream", "cooked"), so unlike the
// everyday words they may still match a name by a prefix or a typo.
const WORDS_OF_MAKING = new Set(['cook', 'cooked', 'prepare', 'prepared', 'fix', 'fixed', 'whip', 'whipped', 'up', 'scratch']);
// "he's", "mate's", "they're", "wasn't": a word is read without its possessive, or the verb or "not" run into it.
function isEverydayWord(said: string): boolean {
  const word = said.replace(/n't$|'(?:s|re|d|ll|ve|m)?$/, '');
  return EVERYDAY_WORDS.has(word) || WORDS_OF_MAKING.has(word);
}
const isEverydayOrArticle = (word: string) => /^(?:a|an|the)$/.test(word) || isEverydayWord(word);
const namesNoFood = (part: MealPart) => part.text.split(/\s+/).every(isEverydayOrArticle);

// "my mom's polish recipe", "an old family recipe": whose or which recipe the dish was made from, said alone.
const RECIPE = /^(?:[a-z']+\s+){0,3}recipe$/;

// "i've got a cold", "nursing a hangover": an ailment said alone, once who has it is read as a lead-in.
const AILMENT =
  /^(?:(?:a|an|the|my|this)\s+)?(?:(?:bad|nasty|awful|stomach|tummy|head|chest)\s+)?(?:cold|cough|bug|fever|headache|migraine|sore throat|flu|covid|hangover|upset stomach|infection)$/;

// "a burrito bowl, 800 calories": the energy the eater was told is no food.
const ENERGY_SAID = /^(?:(?:about|around|like|maybe)\s+)?\d+(?:\.\d+)?\s*(?:k?cals?|calories)$/;

const isSaidAboutTheMeal = (part: MealPart) =>
  namesNoFood(part) || [TAKEOUT, PLACE_ALONE_SAID, OPINION, EATERS_DOING, EATERS, OCCASION, RECIPE, AILMENT, ENERGY_SAID].some((said) => said.test(part.text));

// "popcorn while watching tv", "a sandwich while driving", "red bull while cramming for finals", "2 beers watching the
// game": what the eater was doing, and what for or where, is not part of the food. Without "while", only verbs no food
// is named by.
const WHILE_DOING = /\b(?:while [a-z]+ing|watching|driving|commuting|gaming)(?: (?:for|at|in|on|to|with))?(?: (?:a |an |the |my |our )?[a-z]+)?\b/g;

// "ginger ale while i was home sick", "soup since i was feeling run down", "a coffee because we were up late": a clause
// opened by a word of when or why and its subject says what the eater went through, no food. It runs to the end of the
// sentence, a comma or "and"; said first ("when i got home i had …") it opens the sentence and is read as a lead-in.
const CLAUSE_OF_WHEN_OR_WHY =
  /\s+(?:while|since|because|cause|cuz|coz|when|once|until|till)\s+(?:i|we|he|she|they)(?:'m|'re|'d|'ve)?\s+[^.;,!?\n]*?(?=\s*(?:[.;,!?\n]|$)|\s+(?:and|but|then|plus)\b|\s+(?:i|we)\s+(?:(?:just|also|then)\s+)?(?:had|ate|drank|grabbed|got)\b)/g;

// "kitfo from the ethiopian place on our block", "suya from the nigerian grill by the station", "pie from a farm stand
// outside salem": the place a meal was bought at, with no name of its own, and where that place is (a street or a
// town), name no food.
const BOUGHT_AT_A_PLACE =
  /\bfrom (?:the|a|an|this|that|our|my) (?:[a-z']+ ){0,2}?(?:place|restaurant|spot|joint|grill|truck|cart|stand|shop|bakery|deli|diner|cafe|market|bodega|kitchen)(?: (?:on|by|near|down|around|across|off|next to|in|outside) (?:(?:the|our|my|this|that) (?:[a-z]+ )?(?:block|street|road|corner|station|office|building|campus|neighbou?rhood|square|mall)|[a-z]+(?=\s*(?:$|[.;,!?\n]|\b(?:and|with|plus|but)\b))))?\b/g;

// "a pint of cider with friends", "pizza with the kids", "stewed apple for mum", "kd for my 4yo": who it was eaten with
// or given to is not a food.
const IN_COMPANY = new RegExp(
  String.raw`\b(?:with|for) (?:(?:my|the|some|a few|our|his|her|their)\s+)?(?:(?:little|two|both|older|younger|big|new)\s+)?${PEOPLE}(?!')\b`,
  'g',
);

// "my son had a cup of spaghetti hoops", "dad managed a bowl of soup", "the kids and i had fish fingers": who else ate,
// before the foods; "my wife made me a grilled cheese", "she got us tacos": who made or brought the eater's food.
const COOKED_FOR_EATER = String.raw`^(?:(?:(?:my|our|the|his|her|their)\s+)?${PEOPLE}|he|she|they)\s+(?:made|cooked|baked|bought|got|brought|fixed|gave|ordered|grabbed|picked up)\s+(?:me|us)\s+`;
const OTHER_EATER = new RegExp(
  String.raw`^(?:(?:my|our|the|his|her|their)\s+)?${PEOPLE}(?:\s+and\s+(?:i|me))?\s+(?:(?:just|also|only|finally|then)\s+)*(?:had|ate|drank|managed|finished|got|tried|wanted|ordered|grabbed|shared)\s+|${COOKED_FOR_EATER}`,
);
const SAYS_WHO_COOKED = new RegExp(COOKED_FOR_EATER);

// "the night shift i microwaved a hot pocket", "while the baby napped i made a packet of oatmeal", "at our office party i
// had two cookies": in a run-on sentence, what comes before the eater and what they did says when, where or why; the
// food starts after it. Only where an amount or an article opens the food, so "the burrito i got from chipotle" keeps
// its food.
const CLAUSE_BEFORE_EATER = new RegExp(
  String.raw`^(?:[a-z\d'.-]+\s+)+?(?:(?:so|and|then)\s+)?(?:i|we)\s+(?:(?:just|then|also|only|finally|quickly)\s+)*(?:had|ate|drank|made|microwaved|nuked|(?:warmed|heated) up|reheated|cooked|baked|grabbed|got|ordered|picked up|bought|finished|snacked on)\s+(?=(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|some|another|a couple|a few|\d+)\b)`,
);

// "my wife made chicken congee": the dish someone made, ordered or brought, up to the first everyday word after it.
const DISH_SOMEONE_MADE =
  /\b(?:made|cooked|baked|fixed|prepared|ordered|bought|brought|got|picked up|whipped up)\s+(?:(?:an?|the|some|us|me)\s+)*([a-z][a-z' -]*)/;

/**
 * The food of a part, once the clause before the eater and what they did is left out. "my wife made chicken congee
 * because i was sick i had 2 cups": when all the eater had is an amount, the dish was named in that clause, as what
 * someone made, ordered or brought; the amount is of it.
 */
function withoutClauseBeforeEater(part: string): string {
  const clause = CLAUSE_BEFORE_EATER.exec(part);
  if (!clause) return part;
  const rest = part.slice(clause[0].length);
  const amount = LEADING_QUANTITY.exec(rest);
  if (!amount || !MEASURE_ALONE.test(rest.slice(amount[0].length).trim())) return rest;
  const made = DISH_SOMEONE_MADE.exec(clause[0]);
  const words = made?.[1]!.split(' ') ?? [];
  const everyday = words.findIndex(isEverydayOrArticle);
  const dish = (everyday < 0 ? words : words.slice(0, everyday)).join(' ');
  return dish ? `${dish} ${rest}` : rest;
}

// "… he's still getting over pneumonia", "she said they settle her stomach", "who is on soft foods", "it was my mate's
// birthday": a clause someone else, or "it", opens with an everyday word says something about the meal or the eaters,
// no food; it runs to the end of the sentence or to the eater's next clause ("and i had …"). One that gives an amount
// ("it was about 2 cups") or names a thing ("she made me a grilled cheese") is kept.
const ASIDE =
  /(?<![a-z'])(?:(?:he|she|they|who)(?:'s|'re|'d|'ll)?|it(?:'s|\s+is|\s+was))\s+([a-z]+)[^.;!?\n]*?(?=\s*(?:[.;!?\n]|$|,?\s+(?:(?:and|but|then|so)\s+)?(?:i|we)\s))/g;
const AMOUNT_WORD = /\d+(?![\d.]*\s*(?:k?cals?|calories)\b)|\b(?:an?|some|one|two|three|four|five|six|seven|eight|nine|ten|half|couple|few)\b/;

// "it was my mum's shepherd's pie" names the food: an aside "it" opens is made only of everyday words and people.
const PERSON_SAID = new RegExp(String.raw`\b${PEOPLE}(?:'s|s')?(?![a-z])`, 'g');

// "garlic rice + 2 longganisa + a fried egg (silog bfast)", "a banana (for my son)": a note in brackets that names the
// meal, or is made only of everyday words, is no food ("(200 g)" or "(grilled)" still describe the food).
function withoutNotesInBrackets(text: string): string {
  return text.replace(/\(([^()]*)\)/g, (note: string, said: string) =>
    mealNamedIn(said) !== null || said.trim().split(/\s+/).every(isEverydayOrArticle) ? ', ' : note,
  );
}

function withoutAsides(text: string): string {
  return text.replace(ASIDE, (aside: string, firstWord: string) => {
    const isAboutIt = /^it\b/.test(aside) ? aside.replace(PERSON_SAID, ' ').trim().split(/\s+/).every(isEverydayWord) : isEverydayWord(firstWord);
    return isAboutIt && !AMOUNT_WORD.test(aside) && !SAYS_WHO_COOKED.test(aside) ? ', ' : aside;
  });
}

/** One food's words in a sentence, and the foods the person said it came without ("no sugar", "hold the mayo"). */
export interface MealPart {
  text: string;
  /** Written after a plain "with" ("… with cheese"). */
  afterWith: boolean;
  leftOut?: string[];
}

// "two slices of domino's pepperoni, hand tossed": a crust said on its own describes the pizza before it.
const PIZZA_CRUST = /^(?:(?:classic |original )?hand[- ]tossed|(?:thin|thick|stuffed|regular|original|pan) crust|deep dish|pan)$/;

// "a bone-in pork chop, pan fried", "salmon, grilled": a way of cooking said on its own describes the food before it.
const COOKING_METHOD =
  /^(?:(?:pan|deep|air|stir|oven|shallow)[- ]?)?(?:fried|grilled|baked|roasted|broiled|steamed|boiled|poached|sauteed|seared|smoked|braised|scrambled|toasted|microwaved)$/;

// "i grilled an 8 oz sirloin", "we baked 2 potatoes": a way of cooking said as what the eater did is how the food was
// cooked, said after it as in "salmon, grilled" (after the amount, which opens the part); the eater is no food.
const COOKED_BY_EATER = new RegExp(String.raw`^(?:i|we)(?:\s+(?:just|also|then|first))*\s+(${COOKING_METHOD.source.slice(1, -1)})\s+(?=[a-z\d])`);

function cookedAfterFood(part: string): string {
  const cooked = COOKED_BY_EATER.exec(part);
  if (!cooked) return part;
  const food = part.slice(cooked[0].length);
  // "we grilled burgers": with no amount to stand between them, the way of cooking goes before the food, as said.
  return /^an?\s/.test(food) || LEADING_QUANTITY.test(food) ? `${food} ${cooked[1]}` : `${cooked[1]} ${food}`;
}

// "stuffed cabbage rolls with beef and rice, i had two": a count said alone after a dish is how many of the dish.
const COUNT_ALONE = /^(?:two|three|four|five|six|seven|eight|nine|ten|\d+)(?: of (?:them|those|these))?$/;

// "a pack of reese's cups, the one with two cups": the food's own pieces said "with" it tell how many it holds, no more food.
function isPiecesOf(part: string, food: string): boolean {
  const counted = /^(?:two|three|four|five|six|\d+) ([a-z]+)$/.exec(part);
  return !!counted && food.split(' ').at(-1) === counted[1];
}

// "lunch at the cafe was a jacket potato": the meal said as the subject, where it was eaten, then "was"; the meal word is
// read as a time before this.
const PLACE_BEFORE_WAS = /^at (?:the |a |an |my |our )?(?:[a-z']+ ){1,2}?(?:was|were) /;

/**
 * "still feeling rough, 1 slice of toast" said without the comma: everyday words before the amount that opens a food
 * are no part of it.
 */
function withoutEverydayWordsBeforeAmount(part: string): string {
  const words = part.split(' ');
  const everyday = words.findIndex((word) => !isEverydayWord(word));
  if (everyday <= 0) return part;
  const rest = words.slice(everyday).join(' ');
  return LEADING_QUANTITY.test(rest) ? rest : part;
}

// "2 beers to celebrate", "a coffee to go", "cake for my birthday": after the food, a phrase opened by a preposition and
// made only of everyday words says why, where or for whom. "jam on each" says how much, and is read with the amount.
const EVERYDAY_PREPOSITION = /^(?:for|to|at|in|on|from|after|before|with|about|around|over)$/;
const SHARED_OUT = /^(?:each|both|every)$/;

function withoutEverydayWordsAfterFood(part: string): string {
  const words = part.split(' ');
  // A preposition alone is how the food went in ("whey stirred in").
  const saysWhy = (tail: string[]) => tail.length > 1 && tail.every(isEverydayOrArticle) && !tail.some((word) => SHARED_OUT.test(word));
  const tail = words.findIndex(
    (word, at) => at > 0 && EVERYDAY_PREPOSITION.test(word) && saysWhy(words.slice(at)) && !words.slice(0, at).every(isEverydayOrArticle),
  );
  return tail > 0 ? words.slice(0, tail).join(' ') : part;
}

// "a dinner for lunch at work": a place left on its own once the meal word before it is read says only where.
const PLACE_ALONE = new RegExp(`^at (?:${PLACE_EATEN_AT})$`);

// "no sugar", "no cheese or sour cream": what follows "no" up to the end of its part is left out, not eaten.
const LEFT_OUT = /(?:^|\s)no\s+([a-z].*)$/;

/**
 * Splits a description of a meal into its foods. A food said to be left out is no food of its own: it is noted on
 * the dish it was left out of, the last food not said "with" another ("a bowl of pho with tofu, no meat").
 */
export function splitMealParts(text: string): MealPart[] {
  const cleaned = protectCompounds(
    withoutDishNameBeforeItsParts(
      withoutAsides(withoutNotesInBrackets(replaceUnicodeFractions(plainMealSentence(text))))
        // "oatmeal for breakfast a turkey sandwich for lunch": a meal or time named between foods ends the food before it.
        .replace(TIME_AND_MEAL_PHRASES, ', ')
        .replace(DAY_AROUND_THE_MEAL, ', ')
        .replace(WHILE_DOING, ' ')
        .replace(CLAUSE_OF_WHEN_OR_WHY, ' ')
        .replace(BOUGHT_AT_A_PLACE, ' ')
        .replace(SHARED, 'half of ')
        .replace(AT_SOMEONES_PLACE, ' ')
        .replace(PLACE_BEFORE_EATER, (_, place: string, eater: string) => (PLAIN_PLACE.test(place) ? eater : `${eater}${place}`))
        .replace(IN_COMPANY, ' ')
        .replace(UNPUNCTUATED_COUNT, '$1, ')
        .replace(MEASURE_AND_A_PART, (_, count: string, measure: string, part: string) => `${/^an?$/.test(count) ? 'one' : count} and a ${part} ${measure}`)
        .replace(/[!?]+/g, ' ')
        // "chx 180g\nrice 1/2c": a list typed as a column has a food on each line.
        .replace(/\s*\n\s*/g, ', ')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  );
  const pieces = cleaned.split(
    /\s*(,|;|(?<!\d)\s[-–—]\s|\s[-–—]\s(?!\d)|(?<!\d):(?!\d)|\+|&|\n|\.(?!\d)|\band then\b|\bthen\b|\bafter that\b|\bfollowed by\b|\bas well as\b|\bandalso\b|\bwith a side of\b|\bwith\b|\band\b|\bon\b|\bin an?\b|\bover\b|\bplus\b|\balong with\b|\btopped with\b)\s*/,
  );
  const parts: MealPart[] = [];
  const joinedToWith: boolean[] = [];
  let partsBeforeColon: number | undefined;
  for (let index = 0; index < pieces.length; index += 2) {
    if (pieces[index - 1] === ':') partsBeforeColon ??= parts.length;
    // "lunch - a tuna wrap": the dash that followed a meal word is left at the start. "then for dinner i had, um,
    // salmon": a lead-in can be a clause of its own.
    const said = withoutEverydayWordsAfterFood(
      withoutEverydayWordsBeforeAmount(
        cookedAfterFood(
          withoutClauseBeforeEater(`${unprotect(pieces[index]!)} `.replace(/^[-–—]+\s*/, ''))
            .replace(LEAD_IN, '')
            .replace(OTHER_EATER, '')
            .replace(PLACE_BEFORE_WAS, '')
            .trim(),
        ),
      ),
    );
    const leftOut = LEFT_OUT.exec(said);
    const part = leftOut ? said.slice(0, leftOut.index).trim() : said;
    const previous = parts.at(-1);
    // The dish is the last part said neither "with" another nor joined by "and" to one that was ("… with beef and rice").
    const dishCounted = COUNT_ALONE.test(part) && parts.findLast((earlier, at) => !earlier.afterWith && !joinedToWith[at]);
    if (previous && (PIZZA_CRUST.test(part) || COOKING_METHOD.test(part))) previous.text = `${previous.text} ${part}`;
    else if (pieces[index - 1] === 'with' && previous && isPiecesOf(part, previous.text)) continue;
    else if (dishCounted) {
      if (!LEADING_QUANTITY.test(dishCounted.text)) dishCounted.text = `${part.replace(/ of (?:them|those|these)$/, '')} ${dishCounted.text}`;
    } else if (
      /[a-z]/.test(part) &&
      !/^(?:a|an|the|some|also|then|i|it|that|was|were|nothing else|that'?s (?:it|all))$/.test(part) &&
      !PLACE_ALONE.test(part)
    ) {
      joinedToWith[parts.length] = pieces[index - 1] === 'and' && !!previous && (previous.afterWith || !!joinedToWith[parts.length - 1]);
      // "stroganoff over egg noodles": a dish served over its base is served with it.
      parts.push({ text: part, afterWith: pieces[index - 1] === 'with' || pieces[index - 1] === 'over' });
    }
    const dish = leftOut && (parts.findLast((earlier) => !earlier.afterWith) ?? parts.at(-1));
    if (dish) dish.leftOut = [...(dish.leftOut ?? []), ...leftOut![1]!.split(/\s+(?:or|nor|and)\s+(?:no\s+)?/)];
  }
  const named =
    (partsBeforeColon === 1 && isDishNameBeforeItsParts(parts)) ||
    (pieces[1] === ',' && isDishNameRepeatedInItsParts(parts)) ||
    (pieces[1] === 'with' && isDishOfItsMeasuredParts(parts))
      ? parts.slice(1)
      : partsBeforeColon && isMealNameBeforeItsMeasuredFoods(parts, partsBeforeColon)
        ? parts.slice(partsBeforeColon)
        : withoutDishNameBeforeFirstPart(parts);
  return named.length > 1 ? named.filter((part) => !isSaidAboutTheMeal(part)) : named;
}

// "protein shake 1 scoop whey + 12oz almond milk": a name with no amount of its own, directly followed by a measured
// food ("1 scoop whey"; "greek yog 1c" is the yogurt's own amount, "wendys 10 piece nuggets" one food), when another
// food follows. "chicken 180g cooked": a state said after the amount is the named food's, no food of its own; "monster
// 16oz can": a can or bottle after the measure is what the drink named came in.
const NAME_BEFORE_MEASURED_FOOD =
  /^[a-z][a-z' -]*? (?=(?:\d+(?:\.\d+)?|one|two|three|four|half an?) (?:scoops?|cups?|oz|ounces?|tbsps?|tablespoons?|tsps?|teaspoons?|g|grams?|ml|handfuls?) (?:of )?(?!(?:cooked|uncooked|raw|dry)$)(?!(?:cans?|bottles?|cartons?|jars?|pouch(?:es)?|boxe?s?)\b)[a-z])/;

function withoutDishNameBeforeFirstPart(parts: MealPart[]): MealPart[] {
  const name = parts.length > 1 ? NAME_BEFORE_MEASURED_FOOD.exec(parts[0]!.text) : null;
  // "a protein shake 1 scoop of whey …": the article is no amount of a dish that is nothing but its parts ("a banana 2
  // tbsp peanut butter" is two foods).
  const amount = name && LEADING_QUANTITY.exec(name[0]);
  if (!name || (amount && !(/^an?$/.test(amount[1]!) && NAMES_ASSEMBLED_DISH.test(name[0].trim())))) return parts;
  return [{ ...parts[0]!, text: parts[0]!.text.slice(name[0].length) }, ...parts.slice(1)];
}

/**
 * "shrimp and grits: a cup of cheese grits with 6 large shrimp", "protein shake: a scoop of whey with almond milk": a
 * dish named before a colon, with no amount of its own ("a" is none), and followed by two foods or more, is the name of what those
 * foods make up, not one more food. "coffee: 2 cups" (one amount after the colon) still reads as the coffee's amount.
 */
function isDishNameBeforeItsParts(parts: MealPart[]): boolean {
  const amount = LEADING_QUANTITY.exec(parts[0]!.text);
  return parts.length > 2 && (!amount || /^an?$/.test(amount[1]!));
}

/**
 * "fish and chips from the chip shop: a large piece of battered cod, a regular portion of chips and …", "cheese on toast:
 * two slices of white bread with 40 g of cheddar": a name of several words we split, with no amount, before a colon and
 * two foods or more each measured, is the name of the meal those foods make up.
 */
function isMealNameBeforeItsMeasuredFoods(parts: MealPart[], partsBeforeColon: number): boolean {
  const heading = parts.slice(0, partsBeforeColon);
  const foods = parts.slice(partsBeforeColon);
  const isMeasuredFood = (part: MealPart) => {
    const amount = LEADING_QUANTITY.exec(part.text);
    return !!amount && part.text.slice(amount[0].length).trim().split(' ').length > 1;
  };
  return foods.length > 1 && heading.every((part) => !LEADING_QUANTITY.test(part.text)) && foods.every(isMeasuredFood);
}

const nameWords = (text: string) => new Set(foodWords(text).filter((word) => word.length > 2 && !/^(?:and|with|the)$/.test(word)));

/**
 * "biscuits and gravy, two biscuits and half a cup of sausage gravy": a dish named with no amount, then after a comma
 * its parts measured one by one, the first repeating a word of its name, is the name of those parts.
 */
function isDishNameRepeatedInItsParts(parts: MealPart[]): boolean {
  if (parts.length < 3 || LEADING_QUANTITY.test(parts[0]!.text)) return false;
  const dishWords = nameWords(parts[0]!.text);
  const firstPart = LEADING_QUANTITY.exec(parts[1]!.text);
  return !!firstPart && [...nameWords(parts[1]!.text.slice(firstPart[0].length))].some((word) => dishWords.has(word));
}

/**
 * "overnight oats with half a cup of rolled oats, half a cup of almond milk and a tablespoon of chia seeds": a dish named
 * with no amount, then "with" two parts or more measured one by one, the first of the same kind as the dish (its head
 * word), is the name of those parts. "coffee with 2 tbsp of coffee creamer and a sugar" keeps the coffee: creamer is
 * another kind of food.
 */
function isDishOfItsMeasuredParts(parts: MealPart[]): boolean {
  if (parts.length < 3 || LEADING_QUANTITY.test(parts[0]!.text)) return false;
  const measured = parts.slice(1).map((part) => LEADING_QUANTITY.exec(part.text));
  if (!measured.every(Boolean)) return false;
  const dishHead = foodWords(parts[0]!.text).at(-1);
  return foodWords(parts[1]!.text.slice(measured[0]![0].length)).at(-1) === dishHead;
}
